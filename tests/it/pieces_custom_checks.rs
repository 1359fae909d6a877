//! The shortcuts attack detection and legality take for custom walks (issue 22's speed goal)
//! against the plain answers, on every position of the piece files
//! (tests/data/pieces/*.jsonl) and after each legal move there:
//! - a walk's own capture test (`CustomWalk::captures`) says what listing its moves says (but
//!   for a hunter pawn part's observation from its first rank, Popeye's);
//! - the legal moves as the judge finds them (each enemy walk asked again only where a move
//!   changed what it read) are those found by playing every candidate and testing the king.

use feerie::notation::popeye::parse_popeye;
use feerie::rules::custom_walk::captured_on;
use feerie::rules::movegen::{generate_candidates, is_legal_candidate};
use feerie::rules::pieces::hunters;
use feerie::rules::walk;
use feerie::rules::{legal_moves, Colour, Position, Ruleset, Side};

/// Every position of the piece files, with its rules, and the positions after its legal moves.
fn positions() -> Vec<(Position, Ruleset, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pieces");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .expect("piece files")
        .map(|e| e.expect("entry").path())
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("readable");
        for line in text.lines() {
            let record: serde_json::Value = serde_json::from_str(line).expect("JSON");
            let Ok(mut problems) = parse_popeye(record["input"].as_str().expect("input")) else {
                continue;
            };
            let problem = problems.remove(0);
            let pos = problem.position;
            let rs = Ruleset::new(&pos, &problem.conditions);
            if !rs.is_orthodox() {
                continue;
            }
            let id = record["id"].as_str().unwrap_or("?").to_string();
            for mv in legal_moves(&pos, &rs) {
                out.push((pos.play(&mv, &rs), rs.clone(), format!("{id} after {mv:?}")));
            }
            out.push((pos, rs, id));
        }
    }
    out
}

#[test]
fn custom_walk_capture_tests_agree_with_their_moves() {
    let mut asked = 0;
    for (pos, _, id) in positions() {
        for (from, piece) in pos.pieces() {
            let Some(custom) = walk::of(piece).custom else {
                continue;
            };
            let Some(captures) = custom.captures else {
                continue;
            };
            let side = match piece.colour() {
                Colour::White => Side::White,
                Colour::Black => Side::Black,
                Colour::Neutral => continue,
            };
            let mut listed = Vec::new();
            (custom.moves)(&pos, side, from, piece, &mut |mv| {
                listed.extend(captured_on(&mv));
            });
            for (target, victim) in pos.pieces() {
                if target == from || !victim.colour().capturable_by(side) {
                    continue;
                }
                // As in Popeye, a hunter's pawn part observes from its first rank, where it
                // has no move.
                if hunters::observes_without_capturing(&pos, side, from, piece, target) {
                    continue;
                }
                assert_eq!(
                    captures(&pos, side, from, piece, target),
                    listed.contains(&target),
                    "{id}: {piece:?} {from} on {target}"
                );
                asked += 1;
            }
        }
    }
    assert!(asked > 10_000, "{asked}");
}

#[test]
fn custom_walk_legality_agrees_with_playing_every_candidate() {
    let mut judged = 0;
    for (pos, rs, id) in positions() {
        let mut candidates = Default::default();
        generate_candidates(&pos, &rs, &mut candidates);
        let mut brute: Vec<String> = candidates
            .iter()
            .filter(|mv| is_legal_candidate(&pos, mv, &rs))
            .map(|mv| format!("{mv:?}"))
            .collect();
        brute.sort();
        let mut found: Vec<String> = legal_moves(&pos, &rs)
            .iter()
            .map(|mv| format!("{mv:?}"))
            .collect();
        found.sort();
        assert_eq!(found, brute, "{id}");
        judged += 1;
    }
    assert!(judged > 20_000, "{judged}");
}

/// Mixed boards of custom-walk men, orphans among them (the board of `benches/pieces.rs`, and
/// one with orphans on the kings' lines and a pawn promoting to a kind they may move as): at
/// every node of the tree to depth 3 the judged legal moves are those found by playing every
/// candidate, so what legality remembers of an orphan's verdict (its parts, the kinds and the
/// observers' places it read) holds across all those moves.
#[test]
fn custom_walk_legality_agrees_on_mixed_boards() {
    use feerie::notation::fen::parse_fen;

    fn judge(pos: &Position, rs: &Ruleset, depth: u32, judged: &mut usize) {
        let mut candidates = Default::default();
        generate_candidates(pos, rs, &mut candidates);
        let mut brute: Vec<String> = candidates
            .iter()
            .filter(|mv| is_legal_candidate(pos, mv, rs))
            .map(|mv| format!("{mv:?}"))
            .collect();
        brute.sort();
        let legal = legal_moves(pos, rs);
        let mut found: Vec<String> = legal.iter().map(|mv| format!("{mv:?}")).collect();
        found.sort();
        assert_eq!(found, brute, "node {judged}");
        *judged += 1;
        if depth > 0 {
            for mv in legal.iter() {
                judge(&pos.play(mv, rs), rs, depth - 1, judged);
            }
        }
    }
    let mut judged = 0;
    for fen in [
        "k[ro][ds][rb][l][si][m][ka]/[o][eq][b1]5/8/8/8/8/[O][EQ][B1]5/K[RO][DS][RB][L][SI][M][KA] w - - 0 1",
        "r3k2[o]/1P6/8/3[ro]4/8/2[O]2[m]2/8/R3K2[ka] w - - 0 1",
    ] {
        let pos = parse_fen(fen).expect("valid FEN");
        let rs = Ruleset::orthodox(&pos);
        judge(&pos, &rs, 3, &mut judged);
    }
    assert!(judged > 1_000, "{judged}");
}
