//! The conditions whose legality is judged without playing most moves (SAT and Strict SAT by
//! the king's neighbours, Haaner chess by the king's check alone, Kobul kings and Ghost chess
//! by checks and pins until a king changes or a ghost waits, Isardam by the squares a move
//! touches, Make&Take by the square a displacement empties) against the judgement they stand for, every candidate played: on positions
//! reached by random legal play (a fixed seed, a fixed number of games) from the initial
//! array and from open positions with pins and checks, the legal moves are the candidates
//! whose played verdict allows them, and `has_legal_move` agrees.

use feerie::conditions::isardam::illegal_observation;
use feerie::conditions::isardam::IsardamOptions;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::attack::in_check;
use feerie::rules::movegen::{
    generate_candidates, has_legal_move, is_legal_candidate, legal_moves,
};
use feerie::rules::moves::{Move, MoveList};
use feerie::rules::position::Position;
use feerie::rules::Ruleset;

const ARRAYS: [&str; 5] = [
    "white ke1 qd1 ra1 rh1 bc1 bf1 sb1 sg1 pa2 pb2 pc2 pd2 pe2 pf2 pg2 ph2 \
     black ke8 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7 pb7 pc7 pd7 pe7 pf7 pg7 ph7",
    "white ke1 qd1 ra1 rh1 bc1 sb1 pa2 pb2 pe4 pf2 pg2 pc5 \
     black ke8 qd8 ra8 rh8 bf8 sg8 pa7 pd5 pf7 pg7 pb4",
    "white kd4 qb2 re1 bh3 sf3 pc4 pe5 pa6 black kf6 qd8 rb6 bg7 sc6 pd7 pe6 pg5 pb7",
    "white ke4 rd1 bb1 sc3 pf4 pg2 qa4 black kd6 qh8 rf8 bb8 sg6 pc5 pe6 rc1",
    "white kg3 qh5 rf1 bc4 se5 pd4 pg4 black kg8 qa5 rd8 ba6 sf6 pf7 ph7 pe3 ra2",
];

/// A small generator with a fixed seed: the same positions on every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<String> {
    let mut v: Vec<String> = moves.into_iter().map(|m| format!("{m:?}")).collect();
    v.sort();
    v
}

/// Plays `games` random games of `plies` from each array under `condition`, comparing at every
/// position the legal moves with the candidates `played` allows. Returns the positions seen.
fn compare(condition: &str, played: impl Fn(&Position, &Move, &Ruleset) -> bool) -> usize {
    let mut rng = Lcg(0x5eed_1234_abcd_0042);
    let mut seen = 0;
    for (i, array) in ARRAYS.iter().enumerate() {
        // Both sides to move from each array.
        for black in [false, true] {
            let text = format!(
                "begin\npieces {array}\nstipulation ~1\ncondition {condition}\n{}end\n",
                if black { "option halfduplex\n" } else { "" }
            );
            let problem = match parse_popeye(&text) {
                Ok(mut p) => p.remove(0),
                Err(e) => panic!("{condition} array {i}: {e}"),
            };
            let rs = Ruleset::new(&problem.position, &problem.conditions);
            for _game in 0..8 {
                let mut pos = problem.position;
                for _ply in 0..9 {
                    seen += 1;
                    let legal = legal_moves(&pos, &rs);
                    let mut candidates = MoveList::new();
                    generate_candidates(&pos, &rs, &mut candidates);
                    let expected = sorted(
                        candidates
                            .iter()
                            .filter(|mv| played(&pos, mv, &rs))
                            .copied(),
                    );
                    assert_eq!(
                        sorted(legal.iter().copied()),
                        expected,
                        "{condition}, array {i}, position {pos:?}"
                    );
                    let mut buf = MoveList::new();
                    assert_eq!(
                        has_legal_move(&pos, &rs, &mut buf),
                        !legal.is_empty(),
                        "{condition}, array {i}: has_legal_move, position {pos:?}"
                    );
                    if legal.is_empty() {
                        break;
                    }
                    let mv = legal[rng.below(legal.len())];
                    pos = pos.play(&mv, &rs);
                }
            }
        }
    }
    seen
}

#[test]
fn sat_neighbours_judge_as_played_moves() {
    for condition in ["SAT", "StrictSAT", "SAT 1", "StrictSAT 1"] {
        assert!(compare(condition, is_legal_candidate) > 100, "{condition}");
    }
}

#[test]
fn haaner_check_judges_as_played_moves() {
    assert!(compare("HaanerChess", is_legal_candidate) > 400);
}

#[test]
fn kobul_and_ghost_checks_and_pins_judge_as_played_moves() {
    for condition in [
        "KobulKings",
        "KobulKings White",
        "GhostChess",
        "HauntedChess",
    ] {
        assert!(compare(condition, is_legal_candidate) > 400, "{condition}");
    }
}

#[test]
fn isardam_touched_squares_judge_as_played_moves() {
    for (condition, options) in [
        ("Isardam", IsardamOptions::default()),
        (
            "Isardam TypeB",
            IsardamOptions {
                type_b: true,
                ..IsardamOptions::default()
            },
        ),
    ] {
        let played = |pos: &Position, mv: &Move, rs: &Ruleset| {
            let after = pos.played(mv, rs);
            !illegal_observation(&after, options, rs) && !in_check(&after, pos.side_to_move(), rs)
        };
        assert!(compare(condition, played) > 400, "{condition}");
    }
}

#[test]
fn make_take_emptied_square_judges_as_played_moves() {
    assert!(compare("Make&TakeChess", is_legal_candidate) > 400);
}
