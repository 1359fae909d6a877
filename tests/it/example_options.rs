//! Popeye's example problems (its BEISPIEL folder) with the play type, options and twin that
//! issue 21 added: `ser-reci-h` with two goals, `NoShortVariations`, `MatesIn1`,
//! `CastlingMutuallyExclusive` and the `PolishType` twin. Each is solved and its solution
//! lines compared with Popeye 4.104's output (`tests/data/issue21-options`, the input as
//! Popeye's BEISPIEL file has it, Popeye's output beside it as `.out`); the options are read in
//! English, French and German, and written back in Popeye input and in session files.

use crate::common::oracle::{after_diagram, solution_lines, solved_played};
use feerie::notation::popeye::{parse_popeye, write_popeye};
use feerie::rules::problem::{CastlingPair, TwinCommand};
use feerie::rules::twin::twin_problems;
use feerie::rules::{Colour, Square};
use feerie::session::Session;

fn fixture(name: &str, ext: &str) -> String {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/issue21-options")
        .join(format!("{name}.{ext}"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    String::from_utf8_lossy(&bytes).into_owned()
}

/// feerie's solution lines of the example `name` are Popeye's (and there are some).
fn agrees(name: &str) {
    let input = fixture(name, "inp");
    let popeye = fixture(name, "out");
    let ours = solved_played(name, &input);
    // (From the diagram on: the source lines above it may look like moves, `6. Lob`.)
    let theirs = solution_lines(&after_diagram(&popeye));
    assert!(!theirs.is_empty(), "{name}: the fixture has solutions");
    assert_eq!(solution_lines(&ours), theirs, "{name}:\n{ours}");
}

#[test]
fn polish_type_twins_solve_as_popeye() {
    // (annan_7: under Annan chess, from a FEN diagram; intell_48: with a mirror after it and
    // `intelligent`; twin_27 and twin_29: with `duplex`.)
    for name in ["twin_26", "twin_27", "twin_29", "annan_7", "intell_48"] {
        agrees(name);
    }
}

#[test]
fn polish_type_swaps_colours_on_their_squares_and_says_so_in_each_language() {
    let text = "begin\nstipulation h#2\npieces white ka4 bd2 pb4 black kb6 sb7 neutral qh8\n\
                twin PolishType\nend\n";
    let problem = parse_popeye(text).unwrap().remove(0);
    assert_eq!(problem.twins[0].commands, [TwinCommand::PolishType]);
    let twins = twin_problems(&problem).unwrap();
    let (diagram, swapped) = (&twins[0].problem.position, &twins[1].problem.position);
    for (sq, piece) in diagram.pieces() {
        let after = swapped.piece_at(sq).unwrap();
        assert_eq!(after.kind(), piece.kind(), "{sq}");
        let expected = match piece.colour() {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
            Colour::Neutral => Colour::Neutral,
        };
        assert_eq!(after.colour(), expected, "{sq}");
    }
    assert_eq!(swapped.pieces().count(), diagram.pieces().count());
    let description = &twins[1].description;
    use feerie::rules::Language::*;
    assert_eq!(description.get(English), "PolishType");
    assert_eq!(description.get(French), "CouleurEchange");
    assert_eq!(description.get(German), "Farbwechsel");
    // Read in French and German, written back in each language and in session files.
    for (text, word) in [
        (
            "debut\nenonce h#2\npieces blanc ra4 noir rb6\njumeau couleurechange\nfin\n",
            "jumeau couleurechange",
        ),
        (
            "anfang\nforderung h#2\nsteine weiss ka4 schwarz kb6\nzwilling farbwechsel\nende\n",
            "zwilling farbwechsel",
        ),
    ] {
        let problem = parse_popeye(text).unwrap().remove(0);
        assert_eq!(problem.twins[0].commands, [TwinCommand::PolishType]);
        assert!(problem.unsupported().is_empty());
        let written = write_popeye(&problem);
        assert!(written.contains(word), "{written}");
        assert_eq!(parse_popeye(&written).unwrap().remove(0), problem);
        let session = Session::from_problems(vec![problem]);
        let toml = session.to_toml();
        assert!(toml.contains("{ polish_type = true }"), "{toml}");
        assert_eq!(Session::from_toml(&toml).unwrap(), session);
    }
    let bad = Session::from_problems(vec![problem])
        .to_toml()
        .replace("polish_type = true", "polish_type = false");
    let e = Session::from_toml(&bad).unwrap_err().to_string();
    assert!(e.contains("polish_type"), "{e}");
}

#[test]
fn castling_mutually_exclusive_solves_as_popeye() {
    // castling_43: 1.0-0-0 ! takes Black's 0-0 away, which refutes 1.Ta1-d1 ?; castling_44
    // the same on the other wings; castling_45 a helpmate (both castle in one solution,
    // h1 with h8 excluded); castling_46 all four pairs, a #3 whose tries hinge on them.
    for name in ["castling_43", "castling_44", "castling_45", "castling_46"] {
        agrees(name);
    }
}

#[test]
fn castling_mutually_exclusive_is_read_and_written_in_each_language() {
    for (text, word) in [
        (
            "begin\nstip #2\npieces white ke1 ra1 rh1 black ke8 ra8 rh8\n\
             option CastlingMutuallyExclusive a1h8 castlingmutuallyexclusive h1a8\nend\n",
            "castlingmutuallyexclusive a1h8 castlingmutuallyexclusive h1a8",
        ),
        (
            "debut\nenonce #2\npieces blanc re1 ta1 th1 noir re8 ta8 th8\n\
             option RoquesMutuellementExclusifs h1a8 roques a1h8\nfin\n",
            "roquesmutuellementexclusifs a1h8 roquesmutuellementexclusifs h1a8",
        ),
        (
            "anfang\nforderung #2\nsteine weiss ke1 ta1 th1 schwarz ke8 ta8 th8\n\
             option RochadenGegenseitigAusschliessend a1h8 roch h1a8\nende\n",
            "rochadengegenseitigausschliessend a1h8 rochadengegenseitigausschliessend h1a8",
        ),
    ] {
        let problem = parse_popeye(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let problem = problem.into_iter().next().unwrap();
        let pairs: Vec<CastlingPair> =
            CastlingPair::in_set(problem.options.castling_exclusive).collect();
        let size = problem.position.size();
        let texts: Vec<String> = pairs.iter().map(|p| p.text(size)).collect();
        assert_eq!(texts, ["a1h8", "h1a8"]);
        assert!(problem.unsupported().is_empty());
        let written = write_popeye(&problem);
        assert!(written.contains(word), "{written}");
        assert_eq!(parse_popeye(&written).unwrap().remove(0), problem);
        let session = Session::from_problems(vec![problem]);
        let toml = session.to_toml();
        assert!(
            toml.contains("castling_mutually_exclusive = [\"a1h8\", \"h1a8\"]"),
            "{toml}"
        );
        assert_eq!(Session::from_toml(&toml).unwrap(), session);
    }
    // A square that is no rook's corner of its side is refused, as Popeye refuses it.
    for pair in ["a1a1", "e1h8", "a8h1", "a1"] {
        let text = format!(
            "begin\nstip #2\npieces white ke1 ra1 black ke8 rh8\noption \
             castlingmutuallyexclusive {pair}\nend\n"
        );
        let e = parse_popeye(&text).unwrap_err().to_string();
        assert!(e.contains("corner"), "{pair}: {e}");
    }
}

#[test]
fn a_castling_takes_the_paired_rook_right_only() {
    // White castles long: with a1h8 Black can no longer castle short, but still long; with
    // h1h8 alone nothing changes. (The pawn on d7 keeps the rook on d1 off d8.)
    use feerie::rules::{legal_moves, Ruleset};
    let text = "begin\nstip ~2\npieces white ke1 ra1 black ke8 ra8 rh8 pd7\nend\n";
    let problem = parse_popeye(text).unwrap().remove(0);
    let pos = problem.position;
    let castle = |set: u8| {
        let rs = Ruleset::new(&pos, &[]).with_castling_exclusive(set);
        let mv = legal_moves(&pos, &rs)
            .into_iter()
            .find(|m| m.is_castling())
            .expect("0-0-0");
        let after = pos.play(&mv, &rs);
        let mut black: Vec<Square> = legal_moves(&after, &rs)
            .into_iter()
            .filter(|m| m.is_castling())
            .map(|m| m.to)
            .collect();
        black.sort_by_key(|s| s.to_string());
        black.iter().map(|s| s.to_string()).collect::<Vec<_>>()
    };
    let a1h8 = CastlingPair::in_set(15)
        .find(|p| !p.white_kingside && p.black_kingside)
        .unwrap()
        .bit();
    let h1h8 = CastlingPair::in_set(15)
        .find(|p| p.white_kingside && p.black_kingside)
        .unwrap()
        .bit();
    assert_eq!(castle(0), ["c8", "g8"]);
    assert_eq!(castle(a1h8), ["c8"]);
    assert_eq!(castle(h1h8), ["c8", "g8"]);
}

#[test]
fn no_short_variations_leaves_out_the_short_ones_as_popeye_does() {
    // elephant_6: a #3 whose four variations of full length alone are shown (the threat's
    // two-movers still are); nontriv_7: a #15 with `nontrivial 5 0` whose two long lines
    // alone are left.
    agrees("elephant_6");
    agrees("nontriv_7");
}

#[test]
fn mates_in_1_shows_the_defender_mating_at_once() {
    // selfref_6: s#2 with set play, `1...Sh1-f2 #` shown in the set play and after the key.
    agrees("selfref_6");
    let ours = solved_played("selfref_6", &fixture("selfref_6", "inp"));
    assert_eq!(ours.matches("1...Sh1-f2 #").count(), 2, "{ours}");
}

#[test]
fn series_reciprocal_helpmates_with_two_goals_solve_as_popeye() {
    // ser-reci-h(=)#7 and its twin ser-reci-h(#)=7: six series moves, then Black's seventh
    // stalemates (mates) at once, or lets White mate (stalemate); `intelligent` changes
    // nothing.
    for name in ["h_alt_7", "intell_117"] {
        agrees(name);
    }
}

#[test]
fn the_new_options_are_read_in_each_language_and_kept_in_sessions() {
    for text in [
        "begin\nstip s#2\npieces white ke1 black ke8\noption NoShortVariations MatesIn1\nend\n",
        "debut\nenonce s#2\npieces blanc re1 noir re8\noption SansVariantesCourtes MatsEn1\nfin\n",
        "anfang\nforderung s#2\nsteine weiss ke1 schwarz ke8\noption OhneKurzVarianten MattsIn1\nende\n",
    ] {
        let problem = parse_popeye(text).unwrap().remove(0);
        assert!(problem.options.no_short_variations && problem.options.mates_in_1);
        assert!(problem.unsupported().is_empty());
        let written = write_popeye(&problem);
        assert_eq!(parse_popeye(&written).unwrap().remove(0), problem);
        let session = Session::from_problems(vec![problem]);
        let toml = session.to_toml();
        assert!(toml.contains("no_short_variations = true"), "{toml}");
        assert!(toml.contains("mates_in_1 = true"), "{toml}");
        assert_eq!(Session::from_toml(&toml).unwrap(), session);
    }
}
