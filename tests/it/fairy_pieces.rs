//! Every fairy piece kind in a hand-checked position, with its complete move list.

use crate::common::{moves, position, sorted};
use feerie::rules::{Ruleset, Side};

fn white_moves(pieces: &str) -> Vec<String> {
    let pos = position(pieces, Side::White);
    moves(&pos, &Ruleset::orthodox(&pos))
}

#[test]
fn grasshopper_hops_over_the_first_piece_to_the_square_beyond() {
    // Hurdles d6, f4, b6, c3; b2 holds a rook to capture. Lines without a hurdle give nothing.
    let got = white_moves("white gd4 black pd6 pf4 pb6 pc3 rb2");
    assert_eq!(got, sorted(&["Gd4-d7", "Gd4-g4", "Gd4-a7", "Gd4*b2"]));
}

#[test]
fn grasshopper_cannot_land_on_its_own_piece_or_off_the_board() {
    let got = white_moves("white gd4 sd6 pd7 black ph4");
    // d6 knight is the hurdle but d7 is white; h4 is a hurdle at the edge.
    assert_eq!(
        got,
        sorted(&[
            "Sd6-b5", "Sd6-b7", "Sd6-c4", "Sd6-c8", "Sd6-e4", "Sd6-e8", "Sd6-f5", "Sd6-f7",
            "d7-d8=Q", "d7-d8=R", "d7-d8=B", "d7-d8=S", "d7-d8=G",
        ])
    );
}

#[test]
fn nightrider_rides_knight_lines() {
    let got = white_moves("white nd4 black pf5");
    assert_eq!(
        got,
        sorted(&[
            "Nd4-e6", "Nd4-f8", "Nd4*f5", "Nd4-f3", "Nd4-h2", "Nd4-e2", "Nd4-c2", "Nd4-b3",
            "Nd4-b5", "Nd4-c6", "Nd4-b8",
        ])
    );
}

#[test]
fn mao_is_blocked_on_its_orthogonal_first_step() {
    let got = white_moves("white mad4 black pd5 pf3");
    assert_eq!(
        got,
        sorted(&["MAd4-c2", "MAd4-e2", "MAd4-f5", "MAd4*f3", "MAd4-b5", "MAd4-b3"])
    );
}

#[test]
fn moa_is_blocked_on_its_diagonal_first_step() {
    let got = white_moves("white mod4 black pe5");
    assert_eq!(
        got,
        sorted(&["MOd4-c6", "MOd4-e2", "MOd4-c2", "MOd4-f3", "MOd4-b5", "MOd4-b3"])
    );
}

#[test]
fn camel_leaps_three_one() {
    let got = white_moves("white cad4 black pg5");
    assert_eq!(
        got,
        sorted(&[
            "CAd4-e7", "CAd4*g5", "CAd4-g3", "CAd4-e1", "CAd4-c1", "CAd4-a3", "CAd4-a5", "CAd4-c7"
        ])
    );
}

#[test]
fn zebra_leaps_three_two() {
    let got = white_moves("white zd4");
    assert_eq!(
        got,
        sorted(&["Zd4-f7", "Zd4-g6", "Zd4-g2", "Zd4-f1", "Zd4-b1", "Zd4-a2", "Zd4-a6", "Zd4-b7"])
    );
}

#[test]
fn giraffe_leaps_four_one() {
    let got = white_moves("white gid4");
    assert_eq!(got, sorted(&["GId4-e8", "GId4-h5", "GId4-h3", "GId4-c8"]));
}

#[test]
fn wazir_fers_alfil_dabbaba() {
    assert_eq!(
        white_moves("white wed4"),
        sorted(&["WEd4-d5", "WEd4-d3", "WEd4-c4", "WEd4-e4"])
    );
    assert_eq!(
        white_moves("white fed4 black pc5"),
        sorted(&["FEd4*c5", "FEd4-e5", "FEd4-c3", "FEd4-e3"])
    );
    // The alfil jumps over e5.
    assert_eq!(
        white_moves("white ald4 black pe5"),
        sorted(&["ALd4-f6", "ALd4-f2", "ALd4-b6", "ALd4-b2"])
    );
    assert_eq!(
        white_moves("white dad4 black pd5"),
        sorted(&["DAd4-f4", "DAd4-b4", "DAd4-d6", "DAd4-d2"])
    );
}

#[test]
fn pao_moves_like_a_rook_and_captures_over_a_screen() {
    let got = white_moves("white pad4 black pd6 rd8");
    assert_eq!(
        got,
        sorted(&[
            "PAd4-d5", "PAd4-d3", "PAd4-d2", "PAd4-d1", "PAd4-c4", "PAd4-b4", "PAd4-a4", "PAd4-e4",
            "PAd4-f4", "PAd4-g4", "PAd4-h4", "PAd4*d8",
        ])
    );
}

#[test]
fn vao_moves_like_a_bishop_and_captures_over_a_screen() {
    let got = white_moves("white vad4 black pf6 bh8");
    assert_eq!(
        got,
        sorted(&[
            "VAd4-e5", "VAd4-c5", "VAd4-b6", "VAd4-a7", "VAd4-e3", "VAd4-f2", "VAd4-g1", "VAd4-c3",
            "VAd4-b2", "VAd4-a1", "VAd4*h8",
        ])
    );
}

#[test]
fn leo_moves_like_a_queen_and_captures_over_a_screen() {
    // The pawn d6 is the screen (not capturable by the leo), the rook d8 the victim.
    let got = white_moves("white led4 black pd6 rd8");
    assert_eq!(
        got,
        sorted(&[
            "LEd4-d5", "LEd4-d3", "LEd4-d2", "LEd4-d1", "LEd4-c4", "LEd4-b4", "LEd4-a4", "LEd4-e4",
            "LEd4-f4", "LEd4-g4", "LEd4-h4", "LEd4-e5", "LEd4-f6", "LEd4-g7", "LEd4-h8", "LEd4-c5",
            "LEd4-b6", "LEd4-a7", "LEd4-e3", "LEd4-f2", "LEd4-g1", "LEd4-c3", "LEd4-b2", "LEd4-a1",
            "LEd4*d8",
        ])
    );
}

#[test]
fn amazon_empress_princess_combine_a_rider_and_the_knight() {
    let files =
        |rank: char| -> Vec<String> { "bcdefgh".chars().map(|f| format!("{f}{rank}")).collect() };
    let mut amazon: Vec<String> = Vec::new();
    for r in 2..=8 {
        amazon.push(format!("AMa1-a{r}"));
    }
    for sq in files('1') {
        amazon.push(format!("AMa1-{sq}"));
    }
    for (f, r) in "bcdefgh".chars().zip(2..=8) {
        amazon.push(format!("AMa1-{f}{r}"));
    }
    amazon.push("AMa1-b3".into());
    amazon.push("AMa1-c2".into());
    amazon.sort();
    assert_eq!(amazon.len(), 23);
    assert_eq!(white_moves("white ama1"), amazon);

    let empress: Vec<String> = amazon
        .iter()
        .filter(|m| {
            m.ends_with('1') || m.starts_with("AMa1-a") || m.ends_with("b3") || m.ends_with("c2")
        })
        .map(|m| m.replace("AM", "EM"))
        .collect();
    assert_eq!(empress.len(), 16);
    assert_eq!(white_moves("white ema1"), empress);

    let princess = sorted(&[
        "PRa1-b2", "PRa1-c3", "PRa1-d4", "PRa1-e5", "PRa1-f6", "PRa1-g7", "PRa1-h8", "PRa1-b3",
        "PRa1-c2",
    ]);
    assert_eq!(white_moves("white pra1"), princess);
}

#[test]
fn nonstop_equihopper_jumps_over_any_hurdle_exactly_halfway() {
    // Hurdles: d5 (lands on d6, capturing the queen), d6 (lands on d8, crossing d5: non-stop),
    // f5 (h6), e6 (f8), c4 (b4, capturing); b2 and b4 as hurdles would send it off the board.
    let got = white_moves("white ned4 black pd5 qd6 pf5 se6 pc4 pb4 rb2");
    assert_eq!(
        got,
        sorted(&["NEd4*d6", "NEd4-d8", "NEd4-h6", "NEd4-f8", "NEd4*b4"])
    );
}

#[test]
fn promotion_offers_every_fairy_kind_of_the_diagram() {
    // As Popeye: Q R B S, plus each fairy kind standing anywhere (here a black grasshopper and
    // a white nightrider).
    let got = white_moves("white pb7 nh1 black gh8");
    let promos: Vec<&String> = got.iter().filter(|m| m.starts_with("b7")).collect();
    assert_eq!(
        promos,
        vec!["b7-b8=B", "b7-b8=G", "b7-b8=N", "b7-b8=Q", "b7-b8=R", "b7-b8=S"]
    );
}
