//! The observing pieces (orphan, friend) and the other pieces of the observers group against
//! Popeye's own move lists (tests/data/pieces/piece-<code>-moves.jsonl, copied from the oracle
//! set: 40 positions per piece), notation included, each move's text read back as the same
//! move.

use crate::common::oracle::check_move_records;

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
    orphan_moves_equal_popeyes: "o",
    friend_moves_equal_popeyes: "f",
    erlking_moves_equal_popeyes: "ek",
    rook_bishop_hunter_moves_equal_popeyes: "rr",
    bishop_rook_hunter_moves_equal_popeyes: "br",
    senora_moves_equal_popeyes: "se",
    faro_moves_equal_popeyes: "fa",
    loco_moves_equal_popeyes: "lo",
    saltador_moves_equal_popeyes: "sa",
    querquisite_moves_equal_popeyes: "qq",
}

/// A hunter pins along the lines it rides, and only those: a rook/bishop-hunter below the king
/// on its file pins the rook between them, one above it does not (it moves down as a bishop).
#[test]
fn hunters_pin_only_along_their_own_lines() {
    use feerie::notation::popeye::parse_popeye;
    use feerie::rules::{legal_moves, Ruleset};
    let moves = |pieces: &str| -> Vec<String> {
        let input = format!("begin\npieces {pieces}\nstipulation ~1\nend\n");
        let problem = &parse_popeye(&input).expect("input reads")[0];
        let rs = Ruleset::new(&problem.position, &problem.conditions);
        legal_moves(&problem.position, &rs)
            .iter()
            .map(|mv| format!("{}{}", mv.from, mv.to))
            .collect()
    };
    let below = moves("white ke4 re3 black ka8 rre1");
    assert!(below.contains(&"e3e2".to_string()) && below.contains(&"e3e1".to_string()));
    assert!(!below.contains(&"e3a3".to_string()), "{below:?}");
    let above = moves("white ke4 re5 black ka1 rre8");
    assert!(above.contains(&"e5a5".to_string()), "{above:?}");
}

/// Popeye's corpus problem `name` (input and Popeye 4.104's output in tests/data/popeye-corpus):
/// feerie's text output holds the same solution lines.
fn corpus(name: &str) {
    use crate::common::oracle::solution_lines;
    use feerie::notation::popeye::parse_popeye;
    use feerie::solver::render::text;
    use feerie::solver::{solve, SolveOptions};
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let input = std::fs::read(dir.join(format!("popeye-corpus/{name}.inp"))).expect("input");
    let input = String::from_utf8_lossy(&input);
    let theirs = std::fs::read(dir.join(format!("popeye-corpus/{name}.out"))).expect("output");
    let theirs = String::from_utf8_lossy(&theirs);
    let mut ours = String::new();
    for problem in parse_popeye(&input).expect("input reads") {
        let solution = solve(&problem, &SolveOptions::default(), &mut |_| {})
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        ours.push_str(&text(&solution, problem.meta.language));
    }
    assert_eq!(
        solution_lines(&ours),
        solution_lines(&theirs),
        "{name}:\n--- feerie\n{ours}\n--- Popeye\n{theirs}"
    );
}

macro_rules! corpus {
    ($($name:ident: $file:literal,)*) => {
        $(
            #[test]
            fn $name() {
                corpus($file);
            }
        )*
    };
}

// Dummies (no moves, no observation) and the Argentinian pieces in Popeye's own tests.
corpus! {
    dummies_block_a_countermate: "REGRESSIONS__4_51_to_4_53__031",
    dummies_block_a_countermate_too: "TESTS__battle_play__020",
    dummies_stop_a_help_self_capture: "TESTS__help_play__010",
    argentinian_riders_beside_a_dummy: "TESTS__pieces__025",
    a_saltador_among_dummies: "TESTS__pieces__026",
}
