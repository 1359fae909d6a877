//! Stipulations with no published problem in the suite (`s=n`, `~n`) against their
//! definitions: on random small positions, the solver's keys equal a brute-force reading of
//! the stipulation written here from the rules core's legal moves alone.
//!
//! - `s=n`: White moves so that whatever Black answers (and Black must have an answer), Black
//!   has stalemated White within n moves; a Black move that stalemates White ends the play.
//! - `~n`: any move reaches the goal, so every legal first move is a key.

use feerie::notation::popeye::parse_popeye;
use feerie::rules::attack::in_check;
use feerie::rules::{legal_moves, Move, Position, Ruleset};
use feerie::solver::tree::Play;
use feerie::solver::{solve, SolveOptions};
use proptest::prelude::*;

/// Square `i` of the 4x4 corner a1-d4 (16 squares), or of the whole board from 16 on: a
/// crowded corner is where stalemates happen.
fn name(i: usize) -> String {
    let (f, r) = if i < 16 {
        (i % 4, i / 4)
    } else {
        ((i - 16) % 8, (i - 16) / 8)
    };
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

/// A Popeye input: both kings and a few men on distinct squares (pawns off the edge ranks).
fn problem_text(squares: &[usize], men: &[(bool, usize)], stipulation: &str) -> Option<String> {
    const CODES: [&str; 5] = ["q", "r", "b", "s", "p"];
    let (wk, bk) = (squares[0], squares[1]);
    if name(wk) == name(bk) {
        return None;
    }
    let mut used = vec![name(wk), name(bk)];
    let mut white = format!(" k{}", name(wk));
    let mut black = format!(" k{}", name(bk));
    for (&sq, &(is_white, k)) in squares[2..].iter().zip(men) {
        // A selfstalemate needs a White side nearly stalemated and a Black side with few
        // moves: for `s=` the men are mostly pawns (White's all of them).
        let code = if stipulation.starts_with('s') && (is_white || k > 1) {
            "p"
        } else {
            CODES[k]
        };
        if used.contains(&name(sq))
            || (code == "p" && matches!(name(sq).as_bytes()[1], b'1' | b'8'))
        {
            continue;
        }
        used.push(name(sq));
        let man = format!(" {code}{}", name(sq));
        if is_white {
            white.push_str(&man);
        } else {
            black.push_str(&man);
        }
    }
    Some(format!(
        "begin\nstipulation {stipulation}\npieces white{white}\n black{black}\nend\n"
    ))
}

fn moves(pos: &Position, rs: &Ruleset) -> Vec<Move> {
    legal_moves(pos, rs).to_vec()
}

/// The side to move is stalemated.
fn stalemated(pos: &Position, rs: &Ruleset) -> bool {
    !in_check(pos, pos.side_to_move(), rs) && moves(pos, rs).is_empty()
}

/// Black, to move in `pos`, cannot help stalemating White within `n` Black moves.
fn black_must_stalemate(pos: &Position, rs: &Ruleset, n: u8) -> bool {
    let replies = moves(pos, rs);
    !replies.is_empty()
        && replies.iter().all(|b| {
            let after = pos.play(b, rs);
            stalemated(&after, rs)
                || (n > 1
                    && moves(&after, rs)
                        .iter()
                        .any(|w| black_must_stalemate(&after.play(w, rs), rs, n - 1)))
        })
}

/// The keys the definition gives, as (from, to) pairs with the promotion's text.
fn defined_keys(pos: &Position, rs: &Ruleset, stipulation: &str) -> Vec<String> {
    let n: u8 = stipulation
        .trim_start_matches(|c: char| !c.is_ascii_digit())
        .parse()
        .expect("length");
    let mut keys: Vec<String> = moves(pos, rs)
        .iter()
        .filter(|w| stipulation.starts_with('~') || black_must_stalemate(&pos.play(w, rs), rs, n))
        .map(key_text)
        .collect();
    keys.sort();
    keys
}

fn key_text(mv: &Move) -> String {
    format!("{:?}-{:?}-{:?}", mv.from, mv.to, mv.promotion)
}

/// The solver's keys, or `None` where it refuses the position.
fn solver_keys(text: &str) -> Option<(Vec<String>, Position, Ruleset)> {
    let problem = parse_popeye(text).ok()?.remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).ok()?;
    // An illegal diagram (the side not to move in check) is refused, as Popeye refuses it.
    if solution.parts[0].cut == Some(feerie::solver::tree::Cut::KingCapturable) {
        return None;
    }
    let Play::Battle(battle) = &solution.parts[0].play else {
        panic!("battle play expected for {text}");
    };
    let mut keys: Vec<String> = battle.keys.iter().map(|k| key_text(&k.played.mv)).collect();
    keys.sort();
    let rs = Ruleset::new(&problem.position, &problem.conditions);
    Some((keys, problem.position, rs))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn selfstalemate_and_any_move_keys_follow_their_definitions(
        squares in proptest::collection::vec(0usize..80, 7),
        men in proptest::collection::vec((any::<bool>(), 0usize..5), 5),
        stipulation in prop::sample::select(vec!["s=1", "s=2", "~1", "~2"]),
    ) {
        let Some(text) = problem_text(&squares, &men, stipulation) else {
            return Ok(());
        };
        if let Some((keys, pos, rs)) = solver_keys(&text) {
            prop_assert_eq!(keys, defined_keys(&pos, &rs, stipulation), "{}", text);
        }
    }
}

/// Black Kh8 with its pawns and knight walls in the White king on a1; 1.g6-g7+ leaves Black
/// one move, Kg8, which blocks the last White pawn: White is stalemated. (1.gxh7 fails to a
/// knight move that frees b1.) Checked by hand.
const SELFSTALEMATE: &str = "pieces white ka1 pg6 ph6\n black kh8 ph7 pa3 pb3 sd2";

#[test]
fn a_hand_checked_selfstalemate_in_one() {
    let text = format!("begin\nstipulation s=1\n{SELFSTALEMATE}\nend\n");
    let (keys, pos, rs) = solver_keys(&text).expect("solves");
    assert_eq!(keys, defined_keys(&pos, &rs, "s=1"));
    let g6 = feerie::rules::Square::new(6, 5);
    let g7 = feerie::rules::Square::new(6, 6);
    assert_eq!(keys, [format!("{g6:?}-{g7:?}-None")], "{text}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Random positions almost never hold a selfstalemate; this one, with one man added
    /// anywhere, often keeps or changes it.
    #[test]
    fn selfstalemates_near_a_known_one_follow_the_definition(
        at in 0usize..64,
        man in (any::<bool>(), 0usize..5),
        stipulation in prop::sample::select(vec!["s=1", "s=2"]),
    ) {
        const CODES: [&str; 5] = ["q", "r", "b", "s", "p"];
        let square = format!("{}{}", (b'a' + (at % 8) as u8) as char, at / 8 + 1);
        let text = format!("begin\nstipulation {stipulation}\n{SELFSTALEMATE}\nend\n");
        let colour = if man.0 { "white" } else { "black" };
        let text = text.replacen(
            &format!("{colour} "),
            &format!("{colour} {}{square} ", CODES[man.1]),
            1,
        );
        if SELFSTALEMATE.contains(&square) || (man.1 == 4 && !(8..56).contains(&at)) {
            return Ok(());
        }
        if let Some((keys, pos, rs)) = solver_keys(&text) {
            prop_assert_eq!(keys, defined_keys(&pos, &rs, stipulation), "{}", text);
        }
    }
}
