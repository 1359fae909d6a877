//! Magic pieces (Popeye's `Magic` attribute) against Popeye 4.104: its regression problems
//! (tests/data/magic-corpus, Popeye's outputs beside the list; SingleBox types 1 and 2 among them) and positions made for the
//! rule's parts, whose solution lines are Popeye's (`/tmp/py/py` on the inputs below): a view
//! kept along the same line, two new views that cancel, a side change that checks the mover's
//! own king, the hash after a change; and the combinations feerie refuses.

use crate::common::oracle::solution_lines;
use feerie::notation::popeye::parse_popeye;
use feerie::rules::piece::Attribute;
use feerie::rules::{legal_moves, Colour, Ruleset, Square};
use feerie::solver::render::text;
use feerie::solver::{solve, SolveOptions};

/// Popeye's problems with magic pieces (a rook, a rose, double grasshoppers, an amazon; with
/// AntiCirce and HalfDuplex): feerie's text output holds the same solution lines.
#[test]
fn popeyes_magic_problems_are_solved_as_popeye_solves_them() {
    crate::common::oracle::check_corpus_list("magic-corpus", 6);
}

/// SingleBox type 1 with magic pieces: Popeye counts the box once the whole move is played,
/// side changes included, and validates a check by playing the capture so (move lists made
/// with Popeye 4.104 by tests/data/generate-singlebox-magic-moves.py 60 3).
#[test]
fn singlebox_type1_with_magic_pieces_moves_equal_popeyes() {
    moves_equal_popeyes(include_str!("../data/singlebox-magic-moves.jsonl"), 60);
}

/// SingleBox type 2 with magic pieces: the opponent's latent pawns, and what they may
/// become, are those of the position after the move before its side changes; the box is
/// counted after them (move lists made with Popeye 4.104 by
/// tests/data/generate-singlebox2-magic-moves.py 60 5).
#[test]
fn singlebox_type2_with_magic_pieces_moves_equal_popeyes() {
    moves_equal_popeyes(include_str!("../data/singlebox2-magic-moves.jsonl"), 60);
}

/// SingleBox type 3 with magic pieces (no magic pawn: feerie refuses one): the mover's latent
/// pawn is promoted before the move, the box counted after its side changes (move lists made
/// with Popeye 4.104 by tests/data/generate-singlebox2-magic-moves.py 60 7 3).
#[test]
fn singlebox_type3_with_magic_pieces_moves_equal_popeyes() {
    moves_equal_popeyes(include_str!("../data/singlebox3-magic-moves.jsonl"), 60);
}

/// Madrasi (and RexInclusive) with magic pieces: a paralysed magic piece views nothing, and a
/// move's views are compared with those of the position before the last move's side changes,
/// after a threat's null move too, whose own side changes Popeye makes (records made with
/// Popeye 4.104 by tests/data/generate-magic-conditions.py: 40 `~1` lists (seed 1), 30 with
/// RexInclusive (seed 3), 40 `h~2` (seed 2) and 40 `ser-+2` solutions (seed 4), and a
/// position made for the threat: 1.mSd4-b3[c1=w] frees the magic bishop b2, whose new view
/// turns c1 back on Black's null move, so no 2.Bc1-g5# threatens).
#[test]
fn madrasi_with_magic_pieces_solutions_equal_popeyes() {
    solutions_equal_popeyes(include_str!("../data/magic-madrasi-solutions.jsonl"), 151);
}

/// Paralysing pieces beside magic pieces: a paralysed magic piece, or a paralysing one, views
/// nothing (records made with Popeye 4.104 by tests/data/generate-magic-conditions.py: 40 `~1`
/// lists with paralysing pieces (seed 11), 30 with paralysing magic pieces too (seed 13),
/// and 30 `h~2` solutions (seed 12)).
#[test]
fn paralysing_pieces_beside_magic_pieces_solutions_equal_popeyes() {
    solutions_equal_popeyes(
        include_str!("../data/magic-paralysing-solutions.jsonl"),
        100,
    );
}

/// The solution lines of each record's input are Popeye's.
fn solutions_equal_popeyes(data: &str, count: usize) {
    let mut records = 0;
    let mut failures = Vec::new();
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        records += 1;
        let record: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let input = record["input"].as_str().expect("input");
        let problems = parse_popeye(input).expect("reads");
        let ours = crate::common::oracle::solved_text(&problems)
            .unwrap_or_else(|e| panic!("{}: {e}", record["id"]));
        let mut theirs = std::collections::BTreeMap::new();
        for l in record["lines"].as_array().expect("lines") {
            *theirs
                .entry(l.as_str().expect("text").to_string())
                .or_insert(0usize) += 1;
        }
        if solution_lines(&ours) != theirs {
            failures.push(format!("{}:\n{ours}", record["id"]));
        }
    }
    assert_eq!(records, count);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The legal moves of each record's position, with the side changes they make (`[d7=w]`) as
/// the solver writes them, are Popeye's (its `~1` marks a mate as a check, a stalemate not).
fn moves_equal_popeyes(data: &str, count: usize) {
    use feerie::notation::move_text::{mark, played_texts, Mark};
    let mut records = 0;
    let mut failures = Vec::new();
    for line in data.lines().filter(|l| !l.trim().is_empty()) {
        records += 1;
        let record: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let input = record["input"].as_str().expect("input");
        let problem = parse_popeye(input).expect("reads").remove(0);
        let pos = &problem.position;
        let rs = Ruleset::new(pos, &problem.conditions);
        let squeeze = |t: &str| t.split_whitespace().collect::<String>();
        let mut ours: Vec<String> = legal_moves(pos, &rs)
            .iter()
            .map(|m| {
                let text = played_texts(pos, m, &rs).english().to_string();
                let suffix = match mark(pos, m, &rs) {
                    Mark::Mate => Mark::Check.suffix(),
                    Mark::Stalemate => Mark::None.suffix(),
                    other => other.suffix(),
                };
                squeeze(&format!("{text}{suffix}"))
            })
            .collect();
        ours.sort();
        let mut theirs: Vec<String> = record["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| squeeze(m.as_str().expect("text")))
            .collect();
        theirs.sort();
        if ours != theirs {
            failures.push(format!("{}: {ours:?} against {theirs:?}", record["id"]));
        }
    }
    assert_eq!(records, count);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Solves `input` and checks its solution lines are `popeye`'s (each given with the `1.`).
fn solves_as_popeye(input: &str, popeye: &[&str]) {
    let problem = parse_popeye(input).expect("reads").remove(0);
    let solution = solve(&problem, &SolveOptions::default(), &mut |_| {}).expect("solves");
    let ours = solution_lines(&text(&solution, problem.meta.language));
    let theirs = solution_lines(
        &popeye
            .iter()
            .map(|l| format!("   {l}\n"))
            .collect::<String>(),
    );
    assert_eq!(ours, theirs);
}

#[test]
fn a_rook_moving_along_its_line_keeps_its_view_and_a_new_line_changes_a_side() {
    // (Popeye 4.104's solution.)
    solves_as_popeye(
        "begin\npieces white kh1 white magic ra1 black kh8 pa5 pb6\nstipulation ~1\nend\n",
        &[
            "1.mRa1*a5 !",
            "1.mRa1-a4 !",
            "1.mRa1-a3 !",
            "1.mRa1-a2 !",
            "1.mRa1-g1 !",
            "1.mRa1-f1 !",
            "1.mRa1-e1 !",
            "1.mRa1-d1 !",
            "1.mRa1-c1 !",
            "1.mRa1-b1[b6=w] !",
            "1.Kh1-g2 !",
            "1.Kh1-g1 !",
            "1.Kh1-h2 !",
        ],
    );
}

#[test]
fn two_new_views_of_one_piece_cancel() {
    // Se5-f3 comes into the views of both magic pieces: no change (Popeye 4.104).
    solves_as_popeye(
        "begin\npieces white kh8 se5 black ka1 black magic ra3 bh1\nstipulation ~1\nend\n",
        &[
            "1.Se5-c4 !",
            "1.Se5-d3[d3=b] !",
            "1.Se5-f3 !",
            "1.Se5-g4 !",
            "1.Se5-g6 !",
            "1.Se5-f7 !",
            "1.Se5-d7 !",
            "1.Se5-c6[c6=b] !",
            "1.Kh8-g7 !",
            "1.Kh8-h7 !",
            "1.Kh8-g8 !",
        ],
    );
}

#[test]
fn a_side_change_that_checks_the_movers_king_is_no_move() {
    // The knight's moves open the magic rook's view of the queen, which turns black and
    // checks the king: only Se3, which closes the file, stays (Popeye 4.104).
    solves_as_popeye(
        "begin\npieces white ke1 qe4 sc4 black kh8 black magic ra4\nstipulation ~1\nend\n",
        &[
            "1.Ke1-f2 !",
            "1.Ke1-d2 !",
            "1.Ke1-d1 !",
            "1.Ke1-e2 !",
            "1.Ke1-f1 !",
            "1.Sc4-e3[e4=b] !",
            "1.Qe4-b1 !",
            "1.Qe4-c2 !",
            "1.Qe4-d3 !",
            "1.Qe4-h1 + !",
            "1.Qe4-g2 !",
            "1.Qe4-f3 !",
            "1.Qe4-h7 + !",
            "1.Qe4-g6 !",
            "1.Qe4-f5 !",
            "1.Qe4-a8[a8=b] !",
            "1.Qe4-b7 !",
            "1.Qe4-c6 !",
            "1.Qe4-d5 !",
            "1.Qe4-e2 !",
            "1.Qe4-e3 !",
            "1.Qe4-d4 + !",
            "1.Qe4-e8 + !",
            "1.Qe4-e7 !",
            "1.Qe4-e6 !",
            "1.Qe4-e5 + !",
            "1.Qe4-h4 + !",
            "1.Qe4-g4 !",
            "1.Qe4-f4 !",
        ],
    );
}

#[test]
fn a_changed_piece_keeps_its_attributes_and_the_key_follows() {
    let p = parse_popeye(
        "begin\npieces white kh1 white magic ra1 black kh8 black kamikaze pb6\nstipulation ~1\nend\n",
    )
    .expect("reads")
    .remove(0);
    let pos = p.position;
    let rs = Ruleset::new(&pos, &p.conditions);
    let sq = |s| Square::parse(s).expect("square");
    let mv = legal_moves(&pos, &rs)
        .into_iter()
        .find(|m| m.from == sq("a1") && m.to == sq("b1"))
        .expect("Ra1-b1");
    let after = pos.play(&mv, &rs);
    assert_eq!(after.hash(), after.compute_hash());
    let pawn = after.piece_at(sq("b6")).expect("the pawn stays");
    assert_eq!(pawn.colour(), Colour::White);
    assert!(after.attributes(sq("b6")).contains(Attribute::Kamikaze));
    assert_eq!(
        feerie::rules::magic::turns(&pos, &mv, &rs),
        vec![(sq("b6"), Colour::White)]
    );
}

/// Solves `input` and returns the refusal's message.
fn refusal(input: &str) -> String {
    let problem = parse_popeye(input).expect("reads").remove(0);
    solve(&problem, &SolveOptions::default(), &mut |_| {})
        .expect_err("refused")
        .to_string()
}

#[test]
fn combinations_feerie_does_not_play_as_popeye_are_refused() {
    // SingleBox type 3's latent pawns observe as the pieces their side misses: a magic
    // pawn's views as them are not followed.
    let e = refusal(
        "begin\npieces white kd3 black kd8 white magic pa7\nstipulation ~1\ncondition singlebox type3\nend\n",
    );
    assert!(e.contains("magic pieces with SingleBox"), "{e}");
    // A walk whose lines feerie does not identify as Popeye does.
    let e = refusal("begin\npieces white kd3 black kd8 white magic eqa7\nstipulation ~1\nend\n");
    assert!(e.contains("magic pieces of walk"), "{e}");
    // Popeye refuses neutral (and half-neutral) magic pieces, and magic pieces with Annan.
    let e = refusal("begin\npieces white kd3 black kd8 neutral magic ra7\nstipulation ~1\nend\n");
    assert!(e.contains("neutral magic pieces"), "{e}");
    assert!(
        e.contains("Popeye: too much fairy chess for neutral pieces"),
        "{e}"
    );
    let e = refusal(
        "begin\npieces white kd3 black kd8 white magic ra7\nstipulation ~1\ncondition annan\nend\n",
    );
    assert!(
        e.contains("Popeye: Annan Chess and conditions that recolour pieces not allowed"),
        "{e}"
    );
}

#[test]
fn an_einstein_castling_rook_changes_side_once() {
    // 0-0 under Einstein makes the rook a bishop on f1, newly viewed by the magic bishop:
    // Popeye 4.104 writes `1.0-0=B[f1=b]` (the side change was made twice, cancelling).
    let p = parse_popeye(
        "begin\npieces white ke1 ra1 rh1 white magic ba6 black ka8 pa7 pb7 sh4\nstipulation ~1\ncondition einstein\nend\n",
    )
    .expect("reads")
    .remove(0);
    let pos = p.position;
    let rs = Ruleset::new(&pos, &p.conditions);
    let sq = |s| Square::parse(s).expect("square");
    let castling = legal_moves(&pos, &rs)
        .into_iter()
        .find(|m| m.from == sq("e1") && m.to == sq("g1"))
        .expect("0-0");
    assert_eq!(
        feerie::rules::magic::turns(&pos, &castling, &rs),
        vec![(sq("f1"), Colour::Black)]
    );
    let after = pos.play(&castling, &rs);
    assert_eq!(
        after.piece_at(sq("f1")).map(|p| p.colour()),
        Some(Colour::Black)
    );
}

#[test]
fn a_magic_latent_pawn_promoted_under_singlebox_type2_stays_magic() {
    // Black's move promotes White's latent magic pawn; the magic queen's views are new, and
    // its side changes follow at once (Popeye 4.104).
    solves_as_popeye(
        "begin\npieces white kh1 rc1 rd1 bc2 bd2 sb1 sg1 white magic pb8 black ka1 pe5 sh8\nstipulation ~1\ncondition singlebox type2\noption halfduplex\nend\n",
        &[
            "1.Ka1-a2[b8=Q][b1=b][e5=w][h8=w] !",
            "1.e5-e4[b8=Q][b1=b][h8=w] !",
            "1.Sh8-f7[b8=Q][b1=b][e5=w] !",
            "1.Sh8-g6[b8=Q][b1=b][e5=w] !",
        ],
    );
}
