//! The fairy pieces of Popeye's table against Popeye's own move lists
//! (tests/data/pieces/piece-<code>-moves.jsonl, copied from the oracle set: 40 positions per
//! piece, one to three men of it with both kings and a few orthodox men), notation included,
//! each move's text read back as the same move.

use crate::common::oracle::check_move_records;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::movegen::{generate_candidates, is_legal_candidate};
use feerie::rules::{legal_moves, Position, Ruleset};

macro_rules! oracle {
    ($($name:ident: $code:literal,)*) => {
        $(
            #[test]
            fn $name() {
                check_move_records(
                    include_str!(concat!("../data/pieces/piece-", $code, "-moves.jsonl")),
                    40,
                    true,
                );
            }
        )*
    };
}

oracle! {
    leaper_1_5_moves_equal_popeyes: "15",
    leaper_1_6_moves_equal_popeyes: "16",
    leaper_2_4_moves_equal_popeyes: "24",
    leaper_2_5_moves_equal_popeyes: "25",
    leaper_3_5_moves_equal_popeyes: "35",
    leaper_3_6_moves_equal_popeyes: "36",
    leaper_3_7_moves_equal_popeyes: "37",
    root_fifty_leaper_moves_equal_popeyes: "rf",
    root_twenty_five_leaper_moves_equal_popeyes: "bu",
    antelope_moves_equal_popeyes: "an",
    bison_moves_equal_popeyes: "bi",
    okapi_moves_equal_popeyes: "ok",
    gnu_moves_equal_popeyes: "gn",
    squirrel_moves_equal_popeyes: "sq",
    zebu_moves_equal_popeyes: "ze",
    wazirrider_moves_equal_popeyes: "wr",
    fersrider_moves_equal_popeyes: "fr",
    camelrider_moves_equal_popeyes: "cr",
    zebrarider_moves_equal_popeyes: "zr",
    gnurider_moves_equal_popeyes: "gr",
    waran_moves_equal_popeyes: "wa",
    elephant_moves_equal_popeyes: "et",
    rookhopper_moves_equal_popeyes: "rh",
    bishophopper_moves_equal_popeyes: "bh",
    nightrider_hopper_moves_equal_popeyes: "nh",
    camelrider_hopper_moves_equal_popeyes: "ch",
    zebrarider_hopper_moves_equal_popeyes: "zh",
    gnurider_hopper_moves_equal_popeyes: "gh",
    gral_moves_equal_popeyes: "gl",
    scorpion_moves_equal_popeyes: "so",
    nao_moves_equal_popeyes: "na",
    lion_moves_equal_popeyes: "li",
}

/// Random positions mixing the new pieces (twelve men of them, both kings, pawns, promotions
/// to every fairy kind on the board), run through Popeye 4.104 to make the fixture.
#[test]
fn mixed_boards_equal_popeyes() {
    check_move_records(
        include_str!("../data/pieces/pieces-mixed-moves.jsonl"),
        30,
        true,
    );
}

/// The legal moves as the judge finds them (checks and pins, or the squares between the enemy's
/// hurdle men and the king) against every candidate played and its king tested, in each
/// position of the piece files and after each legal move there.
#[test]
fn the_legality_shortcuts_agree_with_playing_every_candidate() {
    fn brute(pos: &Position, rs: &Ruleset) -> Vec<String> {
        let mut c = Default::default();
        generate_candidates(pos, rs, &mut c);
        let mut v: Vec<String> = c
            .iter()
            .filter(|mv| is_legal_candidate(pos, mv, rs))
            .map(|mv| format!("{mv:?}"))
            .collect();
        v.sort();
        v
    }
    fn judged(pos: &Position, rs: &Ruleset) -> Vec<String> {
        let mut v: Vec<String> = legal_moves(pos, rs)
            .iter()
            .map(|mv| format!("{mv:?}"))
            .collect();
        v.sort();
        v
    }
    let files = [
        include_str!("../data/pieces/pieces-mixed-moves.jsonl"),
        include_str!("../data/pieces/piece-li-moves.jsonl"),
        include_str!("../data/pieces/piece-rh-moves.jsonl"),
        include_str!("../data/pieces/piece-nh-moves.jsonl"),
        include_str!("../data/pieces/piece-so-moves.jsonl"),
        include_str!("../data/pieces/piece-na-moves.jsonl"),
        include_str!("../data/pieces/piece-cr-moves.jsonl"),
        include_str!("../data/pieces/piece-et-moves.jsonl"),
    ];
    let mut positions = 0;
    for line in files.iter().flat_map(|f| f.lines()) {
        let record: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let problem = parse_popeye(record["input"].as_str().expect("input"))
            .expect("input reads")
            .remove(0);
        let pos = &problem.position;
        let rs = Ruleset::new(pos, &problem.conditions);
        assert_eq!(judged(pos, &rs), brute(pos, &rs), "{}", record["id"]);
        for mv in legal_moves(pos, &rs) {
            let child = pos.play(&mv, &rs);
            assert_eq!(
                judged(&child, &rs),
                brute(&child, &rs),
                "{} after {mv:?}",
                record["id"]
            );
            positions += 1;
        }
    }
    assert!(positions > 4000, "{positions}");
}
