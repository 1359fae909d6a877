//! Four Double Acts: the worked examples FDA-1 … FDA-11 of RULES.md §4.8 with their exact move
//! lists, one test per option of §4.7, castling by the Qi rule, and properties of the
//! resolution (least fixed point) and of positions' keys.

use feerie::conditions::fda::{explain, Imitations, Reason};
use feerie::conditions::FdaOptions;
use feerie::rules::{
    legal_moves, side_in_check, BoardSize, Colour, Condition, Move, Piece, PieceKind, Position,
    Ruleset, Side, Square,
};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// A piece from a code like `FFe5`, `Ka1`, `Sf7` (S knight, as in move text).
fn place(pos: &mut Position, colour: Colour, item: &str) {
    let split = item.find(|c: char| c.is_ascii_lowercase()).unwrap();
    let kind = PieceKind::from_letters(&item[..split]).unwrap_or_else(|| panic!("{item}"));
    pos.put(sq(&item[split..]), Piece::new(colour, kind));
}

/// A 10x10 position: white and black pieces, side to move, last move's kind.
fn board(white: &str, black: &str, side: Side, last: Option<PieceKind>) -> Position {
    let mut pos = Position::empty(BoardSize::new(10, 10).unwrap());
    for item in white.split_whitespace() {
        place(&mut pos, Colour::White, item);
    }
    for item in black.split_whitespace() {
        place(&mut pos, Colour::Black, item);
    }
    pos.set_side_to_move(side);
    pos.set_last_move_kind(last);
    pos.validate().unwrap();
    pos
}

fn game(pos: &Position) -> Ruleset {
    game_with(pos, FdaOptions::default())
}

fn game_with(pos: &Position, o: FdaOptions) -> Ruleset {
    Ruleset::new(pos, &[Condition::new(o)])
}

/// The arrival squares of the legal moves from `from`, sorted, with `*` before a capture.
fn targets(pos: &Position, rs: &Ruleset, from: &str) -> Vec<String> {
    let mut v: Vec<String> = legal_moves(pos, rs)
        .iter()
        .filter(|m| m.from == sq(from))
        .map(|m| format!("{}{}", if m.is_capture() { "*" } else { "" }, m.to))
        .collect();
    v.sort();
    v
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn kinds_at(pos: &Position, sq_name: &str) -> Vec<PieceKind> {
    Imitations::resolve(pos, &FdaOptions::default())
        .at(sq(sq_name))
        .iter()
        .collect()
}

#[test]
fn fda_1_fiancee_protected_by_a_rook_moves_as_a_rook() {
    let pos = board("Ka1 Re1 FFe5", "Kj10", Side::White, None);
    assert_eq!(kinds_at(&pos, "e5"), vec![PieceKind::Rook]);
    assert_eq!(
        targets(&pos, &game(&pos), "e5"),
        sorted(&[
            "a5", "b5", "c5", "d5", "f5", "g5", "h5", "i5", "j5", "e2", "e3", "e4", "e6", "e7",
            "e8", "e9", "e10"
        ])
    );
}

#[test]
fn fda_2_widow_attacked_by_a_knight_is_a_nightrider() {
    let pos = board("Ka1 WFe5", "Kj10 Sf7", Side::White, None);
    assert_eq!(
        targets(&pos, &game(&pos), "e5"),
        sorted(&[
            "*f7", "g6", "i7", "d7", "c9", "c6", "a7", "f3", "g1", "g4", "i3", "d3", "c1", "c4",
            "a3"
        ])
    );
}

#[test]
fn fda_3_chain_through_a_widow() {
    let pos = board("Ka1 FMd4 WFc5", "Kj10 Ba7", Side::White, None);
    let rs = game(&pos);
    assert_eq!(
        targets(&pos, &rs, "c5"),
        sorted(&["b6", "*a7", "d6", "e7", "f8", "g9", "h10", "b4", "a3"])
    );
    assert_eq!(targets(&pos, &rs, "d4"), sorted(&["c3", "e3", "e5"]));
    // The explanation names the lender of each kind.
    let why = explain(&pos, &FdaOptions::default(), sq("d4"));
    assert_eq!(
        why,
        vec![(PieceKind::Bishop, vec![Reason::Lender(sq("c5"))])]
    );
}

#[test]
fn fda_4_comedians_follow_the_last_move() {
    let white = "Ka1 CMe4 CNf6";
    let pos = board(white, "Kj10 Sj5", Side::White, Some(PieceKind::Knight));
    let rs = game(&pos);
    assert_eq!(
        targets(&pos, &rs, "e4"),
        sorted(&["c3", "c5", "d2", "d6", "f2", "g3", "g5"])
    );
    assert_eq!(
        targets(&pos, &rs, "f6"),
        sorted(&[
            "b4", "b8", "d10", "d5", "d7", "e8", "g4", "g8", "h10", "h2", "h5", "h7", "j4", "j8"
        ])
    );
    assert_eq!(
        explain(&pos, &FdaOptions::default(), sq("e4")),
        vec![(PieceKind::Knight, vec![Reason::LastMove])]
    );
    let unknown = board(white, "Kj10 Sj5", Side::White, None);
    let rs = game(&unknown);
    assert!(targets(&unknown, &rs, "e4").is_empty());
    assert!(targets(&unknown, &rs, "f6").is_empty());
}

#[test]
fn fda_5_mutual_protection_without_a_source_gives_nothing() {
    let pos = board("Ka1 FMe4 FFe5", "Kj10", Side::White, Some(PieceKind::Queen));
    let rs = game(&pos);
    assert!(targets(&pos, &rs, "e4").is_empty());
    assert!(targets(&pos, &rs, "e5").is_empty());
}

#[test]
fn fda_6_widower_imitates_a_black_pawn_as_a_white_pawn() {
    let pos = board("Ka1 WMc3", "Kj10 Pd4", Side::White, None);
    let rs = game(&pos);
    assert_eq!(targets(&pos, &rs, "c3"), sorted(&["c4", "c5", "*d4"]));
    // After c3-c5 a black pawn on d5 takes it en passant on c4.
    let pos = board("Ka1 WMc3", "Kj10 Pd4 Pd5", Side::White, None);
    let rs = game(&pos);
    let double = legal_moves(&pos, &rs)
        .into_iter()
        .find(|m| m.from == sq("c3") && m.to == sq("c5"))
        .unwrap();
    let after = pos.play(&double, &rs);
    let ep: Vec<Move> = legal_moves(&after, &rs)
        .into_iter()
        .filter(|m| m.from == sq("d5") && m.to == sq("c4"))
        .collect();
    assert_eq!(ep.len(), 1);
    assert_eq!(ep[0].captured.map(|p| p.kind()), Some(PieceKind::Widower));
    let gone = after.play(&ep[0], &rs);
    assert_eq!(gone.piece_at(sq("c5")), None);
}

#[test]
fn fda_6_a_short_pawn_imitator_takes_en_passant_too() {
    // The white pawn on f3 attacks the black Widower on e4, which moves as a black pawn: it
    // takes the pawn that double steps d2-d4 en passant on d3.
    let pos = board("Ka1 Pd2 Pf3", "Kj10 WMe4", Side::White, None);
    let rs = game(&pos);
    let double = legal_moves(&pos, &rs)
        .into_iter()
        .find(|m| m.from == sq("d2") && m.to == sq("d4"))
        .unwrap();
    let after = pos.play(&double, &rs);
    let ep: Vec<String> = targets(&after, &rs, "e4");
    assert!(ep.contains(&"*d3".to_string()), "{ep:?}");
}

#[test]
fn fda_7_pawnrider() {
    let pos = board("Ka1 Pb2 FFc3", "Kj10 Pf6", Side::White, None);
    let rs = game(&pos);
    assert_eq!(
        targets(&pos, &rs, "c3"),
        sorted(&["c4", "c5", "c6", "c7", "c8", "c9", "c10", "*f6"])
    );
}

#[test]
fn fda_8_no_pawn_on_the_far_rank() {
    let pos = board("Ka1 Pb9 FMc10", "Kj1", Side::White, None);
    assert!(targets(&pos, &game(&pos), "c10").is_empty());
}

#[test]
fn fda_9_widower_keeps_the_king_away() {
    let pos = board("Ka1 WMe5", "Kg7", Side::Black, Some(PieceKind::King));
    assert_eq!(
        targets(&pos, &game(&pos), "g7"),
        sorted(&["f7", "f8", "g6", "g8", "h6", "h7", "h8"])
    );
}

#[test]
fn fda_10_comedienne_pins_by_kind() {
    let pos = board("Ke1 Ra1", "Kj10 CNe8", Side::White, Some(PieceKind::Knight));
    let mut rs = game(&pos);
    let mut qi = feerie::conditions::fda::rights_from_array(&pos);
    // Only rank 1 matters here; the rights come from the array.
    assert!(qi.king(Side::White));
    qi.set_king(Side::Black, false);
    let mut pos = pos;
    pos.set_qi_castling(qi);
    let list = legal_moves(&pos, &rs);
    assert!(list.iter().all(|m| m.from != sq("a1") || m.is_castling()));
    let mut texts: Vec<String> = list
        .iter()
        .map(|m| format!("{}-{}", m.from, m.to))
        .collect();
    texts.sort();
    assert_eq!(
        texts,
        sorted(&["e1-c1", "e1-d1", "e1-d2", "e1-f1", "e1-f2"])
    );
    assert!(list.iter().any(|m| m.is_castling()));
    // Had Black's last move been a king move, White would stand in check (uniform reading).
    pos.set_last_move_kind(Some(PieceKind::King));
    assert!(side_in_check(&pos, &rs));
    assert!(!legal_moves(&pos, &rs).iter().any(|m| m.is_castling()));
    // F-9's option: White asks with its own previous move's kind (a knight move here).
    pos.set_previous_move_kind(Some(PieceKind::Knight));
    rs = game_with(
        &pos,
        FdaOptions {
            check_by_defenders_kind: true,
            ..Default::default()
        },
    );
    assert!(!side_in_check(&pos, &rs));
    assert!(legal_moves(&pos, &rs).iter().any(|m| m.is_castling()));
}

#[test]
fn fda_11_fiancee_next_to_its_king_is_a_queen() {
    let pos = board("Ke1 FFe2", "Ke10", Side::Black, Some(PieceKind::King));
    let rs = game(&pos);
    assert!(side_in_check(&pos, &rs));
    assert_eq!(
        targets(&pos, &rs, "e10"),
        sorted(&["d10", "d9", "f10", "f9"])
    );
    let short = board("Ke1 FMe2", "Ke10", Side::Black, Some(PieceKind::King));
    let rs = game(&short);
    assert!(!side_in_check(&short, &rs));
    let mut white = short;
    white.set_side_to_move(Side::White);
    assert_eq!(
        targets(&white, &rs, "e2"),
        sorted(&["d1", "d2", "d3", "e3", "f1", "f2", "f3"])
    );
}

/// The game array feerie uses (RULES.md §4.1 F-1: the original is only a diagram; this guess
/// is documented in the README and in `samples/four-double-acts-game.inp`).
pub const GAME_FEN: &str = "rnb[cm][wm][wf][cn]bnr/rnb[fm]qk[ff]bnr/pppppppppp/10/10/10/10/\
PPPPPPPPPP/RNB[FM]QK[FF]BNR/RNB[CM][WM][WF][CN]BNR w - - 0 1";

fn game_array() -> Position {
    let mut pos = feerie::notation::fen::parse_fen(GAME_FEN).unwrap();
    pos.set_qi_castling(feerie::conditions::fda::rights_from_array(&pos));
    pos
}

#[test]
fn game_array_perft() {
    let pos = game_array();
    let rs = game(&pos);
    let counts: Vec<u64> = (1..=3)
        .map(|d| feerie::rules::perft::perft(&pos, &rs, d))
        .collect();
    assert_eq!(counts, vec![32, 1024, 36636]);
}

/// The squares `(df, dr)` directions reach from `from`, at most `range` steps, stopping at the
/// first piece (which is reached): a walk, independent of the library's geometry.
fn reaches(pos: &Position, from: Square, dirs: &[(i8, i8)], range: i8, target: Square) -> bool {
    let size = pos.size();
    for &(df, dr) in dirs {
        let mut at = from;
        for _ in 0..range {
            let Some(next) = at.offset(df as i32, dr as i32, size) else {
                break;
            };
            if next == target {
                return true;
            }
            if pos.piece_at(next).is_some() {
                break;
            }
            at = next;
        }
    }
    false
}

const QUEEN: &[(i8, i8)] = &[
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
const KNIGHT: &[(i8, i8)] = &[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Whether the piece on `from`, moving as `kind` with range `long`, attacks `target`.
fn naive_attacks(
    pos: &Position,
    from: Square,
    side: Side,
    kind: PieceKind,
    long: bool,
    target: Square,
) -> bool {
    let range = if long { 16 } else { 1 };
    let fwd = if side == Side::White { 1 } else { -1 };
    match kind {
        PieceKind::King | PieceKind::Queen => reaches(pos, from, QUEEN, range, target),
        PieceKind::Rook => reaches(pos, from, &QUEEN[..4], range, target),
        PieceKind::Bishop => reaches(pos, from, &QUEEN[4..], range, target),
        PieceKind::Knight => reaches(pos, from, KNIGHT, range, target),
        PieceKind::Pawn => reaches(pos, from, &[(1, fwd), (-1, fwd)], range, target),
        _ => false,
    }
}

/// RULES.md §4.3 read literally: grow every set until nothing changes, asking every piece.
fn naive_resolution(pos: &Position) -> Vec<(Square, Vec<PieceKind>)> {
    const ORTHODOX: [PieceKind; 6] = [
        PieceKind::King,
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
    ];
    let pieces: Vec<(Square, Piece)> = pos.pieces().collect();
    let imitating: Vec<(Square, Piece)> = pieces
        .iter()
        .copied()
        .filter(|(_, p)| p.kind().is_imitating())
        .collect();
    let mut sets: Vec<Vec<PieceKind>> = vec![Vec::new(); imitating.len()];
    loop {
        let mut changed = false;
        for (i, &(x_sq, x)) in imitating.iter().enumerate() {
            let side = x.colour().side().unwrap();
            for kind in ORTHODOX {
                if sets[i].contains(&kind)
                    || kind == PieceKind::Pawn && x_sq.rank() == pos.last_rank(side)
                {
                    continue;
                }
                let gains = match x.kind() {
                    PieceKind::Comedian | PieceKind::Comedienne => {
                        pos.last_move_kind() == Some(kind)
                    }
                    k => {
                        let lender_side = if matches!(k, PieceKind::Fiance | PieceKind::Fiancee) {
                            side
                        } else {
                            side.opponent()
                        };
                        pieces.iter().any(|&(y_sq, y)| {
                            if y_sq == x_sq || y.colour().side() != Some(lender_side) {
                                return false;
                            }
                            if y.kind() == kind {
                                naive_attacks(
                                    pos,
                                    y_sq,
                                    lender_side,
                                    kind,
                                    !matches!(
                                        kind,
                                        PieceKind::King | PieceKind::Knight | PieceKind::Pawn
                                    ),
                                    x_sq,
                                )
                            } else if y.kind().is_imitating() {
                                let j = imitating.iter().position(|&(s, _)| s == y_sq).unwrap();
                                sets[j].contains(&kind)
                                    && naive_attacks(
                                        pos,
                                        y_sq,
                                        lender_side,
                                        kind,
                                        y.kind().is_long_range(),
                                        x_sq,
                                    )
                            } else {
                                false
                            }
                        })
                    }
                };
                if gains {
                    sets[i].push(kind);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    imitating
        .iter()
        .zip(sets)
        .map(|(&(sq, _), mut s)| {
            s.sort();
            (sq, s)
        })
        .collect()
}

/// Whether `side`'s king is safe in `after`, judged with the literal resolution.
fn naive_king_safe(after: &Position, side: Side) -> bool {
    let Some(k) = after.king(side) else {
        return true;
    };
    let by = side.opponent();
    let im = naive_resolution(after);
    !after.pieces().any(|(from, p)| {
        if p.colour().side() != Some(by) {
            return false;
        }
        if p.kind().is_imitating() {
            let kinds = &im.iter().find(|(s, _)| *s == from).unwrap().1;
            kinds
                .iter()
                .any(|&t| naive_attacks(after, from, by, t, p.kind().is_long_range(), k))
        } else {
            let long = !matches!(
                p.kind(),
                PieceKind::King | PieceKind::Knight | PieceKind::Pawn
            );
            naive_attacks(after, from, by, p.kind(), long, k)
        }
    })
}

fn arb_fda_position() -> impl Strategy<Value = Position> {
    let kinds = [
        PieceKind::King,
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
        PieceKind::Comedian,
        PieceKind::Comedienne,
        PieceKind::Fiance,
        PieceKind::Fiancee,
        PieceKind::Widower,
        PieceKind::Widow,
    ];
    (
        prop::collection::vec((0u8..100, 0usize..kinds.len(), any::<bool>()), 2..30),
        0usize..7,
        any::<bool>(),
    )
        .prop_map(move |(items, last, black)| {
            let mut pos = Position::empty(BoardSize::new(10, 10).unwrap());
            for (i, k, white) in items {
                let sq = Square::new(i % 10, i / 10);
                let kind = kinds[k];
                if kind == PieceKind::King
                    || kind == PieceKind::Pawn && (sq.rank() == 0 || sq.rank() == 9)
                {
                    continue;
                }
                let colour = if white { Colour::White } else { Colour::Black };
                pos.put(sq, Piece::new(colour, kind));
            }
            // Kings on squares still free, so that legality means something.
            for (side, colour) in [(Side::White, Colour::White), (Side::Black, Colour::Black)] {
                let free = pos.size().squares().find(|&s| {
                    pos.is_empty_square(s) && (s.rank() as usize + side as usize * 5) % 10 < 5
                });
                if let Some(s) = free {
                    pos.put(s, Piece::new(colour, PieceKind::King));
                }
            }
            pos.set_last_move_kind(
                [
                    None,
                    Some(PieceKind::King),
                    Some(PieceKind::Queen),
                    Some(PieceKind::Rook),
                    Some(PieceKind::Bishop),
                    Some(PieceKind::Knight),
                    Some(PieceKind::Pawn),
                ][last],
            );
            pos.set_side_to_move(if black { Side::Black } else { Side::White });
            pos
        })
}

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The resolution is the least fixed point of §4.3, computed literally here.
    #[test]
    fn resolution_is_the_least_fixed_point(pos in arb_fda_position()) {
        let im = Imitations::resolve(&pos, &FdaOptions::default());
        for (sq, kinds) in naive_resolution(&pos) {
            let mut got: Vec<PieceKind> = im.at(sq).iter().collect();
            got.sort();
            prop_assert_eq!(got, kinds, "at {}", sq);
        }
    }

    /// Every generated move leaves the mover's king unattacked by any enemy piece, judged with
    /// the literal resolution of the position after it; and every move the pieces could make
    /// that does so is generated (for the imitating pieces: each kind they imitate).
    #[test]
    fn generated_moves_are_exactly_the_legal_ones(pos in arb_fda_position()) {
        let rs = game(&pos);
        let side = pos.side_to_move();
        let king_safe = |after: &Position| naive_king_safe(after, side);
        let legal = legal_moves(&pos, &rs);
        for mv in &legal {
            let after = pos.play(mv, &rs);
            prop_assert!(king_safe(&after), "{:?} leaves the king attacked", mv);
            prop_assert_eq!(after.hash(), after.compute_hash());
        }
        let mut candidates = feerie::rules::MoveList::new();
        feerie::rules::movegen::generate_candidates(&pos, &rs, &mut candidates);
        // The imitating pieces' non-pawn moves, walked literally from the literal resolution.
        let im = naive_resolution(&pos);
        let mut expected = Vec::new();
        for (from, kinds) in &im {
            let piece = pos.piece_at(*from).unwrap();
            if piece.colour().side() != Some(side) {
                continue;
            }
            for &kind in kinds.iter().filter(|&&k| k != PieceKind::Pawn) {
                for to in pos.size().squares() {
                    let free = pos.piece_at(to).is_none_or(|p| p.colour().side() != Some(side));
                    if free && naive_attacks(&pos, *from, side, kind, piece.kind().is_long_range(), to) {
                        expected.push((*from, to, kind));
                    }
                }
            }
        }
        let mut generated: Vec<(Square, Square, PieceKind)> = candidates
            .iter()
            .filter(|m| m.imitated.is_some_and(|k| k != PieceKind::Pawn))
            .map(|m| (m.from, m.to, m.imitated.unwrap()))
            .collect();
        expected.sort();
        generated.sort();
        prop_assert_eq!(generated, expected);
        for mv in &candidates {
            if king_safe(&pos.play(mv, &rs)) {
                prop_assert!(legal.contains(mv), "{:?} is legal but not generated", mv);
            }
        }
    }
}

fn with_rights(mut pos: Position) -> Position {
    pos.set_qi_castling(feerie::conditions::fda::rights_from_array(&pos));
    pos
}

fn castlings(pos: &Position, rs: &Ruleset) -> Vec<String> {
    let mut v: Vec<String> = legal_moves(pos, rs)
        .iter()
        .filter_map(|m| match m.special {
            feerie::rules::Special::Castling { rook_from, rook_to } => {
                Some(format!("K{}-{} R{}-{}", m.from, m.to, rook_from, rook_to))
            }
            _ => None,
        })
        .collect();
    v.sort();
    v
}

#[test]
fn qi_castling_examples() {
    // §4.6: Ke1+Ra1 -> Kc1 Rd1; Ke1+Rj1 -> Kh1 Rg1; Kf1+Rj1 -> Kh1 Rg1.
    let pos = with_rights(board("Ke1 Ra1 Rj1", "Kj10", Side::White, None));
    let rs = game(&pos);
    assert_eq!(
        castlings(&pos, &rs),
        sorted(&["Ke1-c1 Ra1-d1", "Ke1-h1 Rj1-g1"])
    );
    let pos = with_rights(board("Kf1 Rj1", "Kj10", Side::White, None));
    assert_eq!(castlings(&pos, &game(&pos)), sorted(&["Kf1-h1 Rj1-g1"]));
    // Kf2+Rb2 (a rook from a2 that stepped to b2) -> Kc2 Rd2.
    let pos = with_rights(board("Kf2 Ra2", "Kj10", Side::White, None));
    let rs = game(&pos);
    let step = legal_moves(&pos, &rs)
        .into_iter()
        .find(|m| m.from == sq("a2") && m.to == sq("b2"))
        .unwrap();
    let mut after = pos.play(&step, &rs);
    after.set_side_to_move(Side::White);
    assert_eq!(castlings(&after, &rs), sorted(&["Kf2-c2 Rb2-d2"]));
    // Not allowed: king and rook on different ranks.
    let pos = with_rights(board("Ke2 Ra1", "Kj10", Side::White, None));
    assert!(castlings(&pos, &game(&pos)).is_empty());
    // Not allowed: a king that once stood on d1, a rook from a1 that once stood on c1.
    for (from, to) in [("e1", "d1"), ("a1", "c1")] {
        let pos = with_rights(board("Ke1 Ra1", "Kj10", Side::White, None));
        let rs = game(&pos);
        let out = legal_moves(&pos, &rs)
            .into_iter()
            .find(|m| m.from == sq(from) && m.to == sq(to))
            .unwrap();
        let mut there = pos.play(&out, &rs);
        there.set_side_to_move(Side::White);
        let back = legal_moves(&there, &rs)
            .into_iter()
            .find(|m| m.from == sq(to) && m.to == sq(from))
            .unwrap();
        let mut back = there.play(&back, &rs);
        back.set_side_to_move(Side::White);
        assert_eq!(back.piece_at(sq("e1")), pos.piece_at(sq("e1")));
        assert!(
            castlings(&back, &rs).is_empty(),
            "after {from}-{to} and back"
        );
        // F-3's option reads the squares instead: castling is back.
        let by_squares = game_with(
            &back,
            FdaOptions {
                castling_by_squares: true,
                ..Default::default()
            },
        );
        assert_eq!(castlings(&back, &by_squares), sorted(&["Ke1-c1 Ra1-d1"]));
    }
    // Not out of check, not through an attacked square.
    let pos = with_rights(board("Ke1 Ra1", "Kj10 Rd10", Side::White, None));
    assert!(castlings(&pos, &game(&pos)).is_empty());
    let pos = with_rights(board("Ke1 Ra1", "Kj10 Re10", Side::White, None));
    assert!(castlings(&pos, &game(&pos)).is_empty());
}

fn opts(f: impl FnOnce(&mut FdaOptions)) -> FdaOptions {
    let mut o = FdaOptions::default();
    f(&mut o);
    o
}

#[test]
fn f2_double_step_ranks() {
    let pos = board("Ka1 Pc2 Pe3", "Kj10", Side::White, None);
    let camp = game(&pos);
    assert_eq!(targets(&pos, &camp, "c2"), sorted(&["c3", "c4"]));
    assert_eq!(targets(&pos, &camp, "e3"), sorted(&["e4", "e5"]));
    // The Widower on g2 is attacked by the bishop only: no pawn.
    let front = game_with(&pos, opts(|o| o.double_step_pawn_rank = true));
    assert_eq!(targets(&pos, &front, "c2"), sorted(&["c3"]));
    assert_eq!(targets(&pos, &front, "e3"), sorted(&["e4", "e5"]));
    // A short pawn-imitator on rank 2 of the camp double steps by default only.
    let pos = board("Ka1 WMc2", "Kj10 Pd3", Side::White, None);
    assert_eq!(
        targets(&pos, &game(&pos), "c2"),
        sorted(&["c3", "c4", "*d3"])
    );
    let front = game_with(&pos, opts(|o| o.double_step_pawn_rank = true));
    assert_eq!(targets(&pos, &front, "c2"), sorted(&["c3", "*d3"]));
}

#[test]
fn f4_kind_after_a_promotion() {
    let pos = board("Ka1 Pb9", "Kj1 CMe5", Side::White, None);
    for (o, expected) in [
        (FdaOptions::default(), PieceKind::Pawn),
        (
            opts(|o| o.promotion_sets_promoted_kind = true),
            PieceKind::Rook,
        ),
    ] {
        let rs = game_with(&pos, o);
        let promote = legal_moves(&pos, &rs)
            .into_iter()
            .find(|m| m.promotion == Some(feerie::rules::Promotion::Piece(PieceKind::Rook)))
            .unwrap();
        let after = pos.play(&promote, &rs);
        assert_eq!(after.last_move_kind(), Some(expected));
    }
    // The ten promotion choices of the game (RULES.md §4.5).
    let rs = game(&pos);
    let choices = legal_moves(&pos, &rs)
        .iter()
        .filter(|m| m.from == sq("b9") && m.to == sq("b10"))
        .count();
    assert_eq!(choices, 10);
}

#[test]
fn f5_no_chains() {
    let pos = board("Ka1 FMd4 WFc5", "Kj10 Ba7", Side::White, None);
    let rs = game_with(&pos, opts(|o| o.no_chains = true));
    assert_eq!(targets(&pos, &rs, "c5").len(), 9);
    assert!(targets(&pos, &rs, "d4").is_empty());
}

#[test]
fn f6_the_king_lends_nothing() {
    let pos = board("Ka1 WMe5", "Kg7", Side::Black, Some(PieceKind::King));
    let rs = game_with(&pos, opts(|o| o.king_lends_nothing = true));
    assert!(targets(&pos, &rs, "g7").contains(&"f6".to_string()));
    let pos = board("Ke1 FFe2", "Ke10", Side::Black, Some(PieceKind::King));
    let rs = game_with(&pos, opts(|o| o.king_lends_nothing = true));
    assert!(!side_in_check(&pos, &rs));
}

#[test]
fn f7_pawnrider_double_step() {
    let pos = board("Ka1 Pb2 FFc3", "Kj10 Pd7", Side::White, None);
    for (o, ep) in [
        (FdaOptions::default(), 0),
        (opts(|o| o.pawnrider_double_step = true), 1),
    ] {
        let rs = game_with(&pos, o);
        let two = legal_moves(&pos, &rs)
            .into_iter()
            .find(|m| m.from == sq("c3") && m.to == sq("c5"))
            .unwrap();
        let after = pos.play(&two, &rs);
        let mut ready = after;
        // Black's pawn d7-d5 first would spend the right: put it on d5 by hand instead.
        ready.remove(sq("d7"));
        ready.put(sq("d5"), Piece::new(Colour::Black, PieceKind::Pawn));
        let takes = legal_moves(&ready, &rs)
            .iter()
            .filter(|m| m.from == sq("d5") && m.to == sq("c4"))
            .count();
        assert_eq!(takes, ep);
    }
}

#[test]
fn f8_moves_made_as_different_kinds() {
    // Protected by the king and the queen: moves as a queen twice over.
    let pos = board("Ke1 Qa2 FFe2", "Kj10", Side::White, None);
    let kinds: Vec<PieceKind> = kinds_at(&pos, "e2");
    assert_eq!(kinds, vec![PieceKind::King, PieceKind::Queen]);
    let twice = targets(&pos, &game(&pos), "e2");
    let once = targets(&pos, &game_with(&pos, opts(|o| o.merge_kinds = true)), "e2");
    assert_eq!(twice.len(), 2 * once.len());
    let mut dedup = twice.clone();
    dedup.dedup();
    assert_eq!(dedup, once);
}

#[test]
fn imitating_pieces_work_on_eight_by_eight_without_the_game() {
    // An orthodox problem with a Fiancée: no Qi castling, orthodox castling stays.
    let mut pos = Position::initial();
    pos.put(sq("d3"), Piece::new(Colour::White, PieceKind::Fiancee));
    let rs = Ruleset::new(&pos, &[]);
    assert!(
        feerie::conditions::fda::options_in_force(&rs).is_some()
            && rs.options::<FdaOptions>().is_none()
    );
    // Protected by the pawns c2 and e2 only (d2 hides it from the queen): a Pawnrider, up
    // to the pawn on d7 and along the diagonal to h7.
    assert_eq!(kinds_at(&pos, "d3"), vec![PieceKind::Pawn]);
    assert_eq!(targets(&pos, &rs, "d3"), sorted(&["d4", "d5", "d6", "*h7"]));
}

#[test]
fn bad_input_is_named() {
    let mut pos = Position::empty(BoardSize::new(10, 10).unwrap());
    pos.put(sq("e5"), Piece::new(Colour::Neutral, PieceKind::Widow));
    let e = pos.validate().unwrap_err().to_string();
    assert!(e.contains("neutral widow on e5"), "{e}");
    let text = "begin\npieces white ke1 cmd4 black ke8\nstipulation #2\ncondition dynamo\nend\n";
    let e = feerie::notation::popeye::parse_popeye(text)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("'dynamo' cannot be played with Four Double Acts pieces (comedian on d4)"),
        "{e}"
    );
    assert!(e.contains("line 4"), "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Random games on the game array: every generated move leaves the mover's king safe
    /// (judged literally), its text parses back to the same move, and keys stay incremental.
    #[test]
    fn random_games_on_the_array(choices in prop::collection::vec(any::<u16>(), 1..40)) {
        use feerie::notation::move_text::{move_text, parse_move};
        let mut pos = game_array();
        let rs = game(&pos);
        for choice in choices {
            let side = pos.side_to_move();
            let list = legal_moves(&pos, &rs);
            if list.is_empty() {
                break;
            }
            for mv in &list {
                let after = pos.play(mv, &rs);
                prop_assert!(naive_king_safe(&after, side), "{:?}", mv);
                let text = move_text(&pos, mv);
                prop_assert_eq!(parse_move(&pos, &rs, &text).ok(), Some(*mv), "{}", text);
            }
            pos = pos.play(&list[choice as usize % list.len()], &rs);
            prop_assert_eq!(pos.hash(), pos.compute_hash());
        }
    }
}

#[test]
fn the_sample_array_is_the_game_array() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join("four-double-acts-array.inp");
    let text = std::fs::read_to_string(path).unwrap();
    let problem = feerie::notation::popeye::parse_popeye(&text)
        .unwrap()
        .remove(0);
    assert_eq!(problem.position, game_array());
    assert_eq!(
        problem.conditions,
        vec![Condition::new(FdaOptions::default())]
    );
}

#[test]
fn twins_recompute_the_qi_rights() {
    let text = "begin\nboard 10x10\npieces white ke1 ra1 rj1 black kj10\nstipulation ~1\n\
                condition fourdoubleacts\noption nocastling j1\ntwin move e1 d1\n\
                twin move a1 a2\ncondition fourdoubleacts\nend\n";
    let problem = feerie::notation::popeye::parse_popeye(text)
        .unwrap()
        .remove(0);
    let twins = feerie::rules::twin_problems(&problem).unwrap();
    let rights: Vec<(bool, Vec<String>)> = twins
        .iter()
        .map(|t| {
            let qi = t.problem.position.qi_castling();
            (
                qi.king(Side::White),
                qi.rooks().map(|r| r.square.to_string()).collect(),
            )
        })
        .collect();
    assert_eq!(
        rights,
        vec![
            (true, vec!["a1".to_string()]),
            // Without the king's right the rooks' mean nothing and are not kept.
            (false, vec![]),
            (true, vec!["a2".to_string()]),
        ]
    );
    // The king moved off the middle files by the twin cannot castle.
    let rs = game(&twins[1].problem.position);
    assert!(castlings(&twins[1].problem.position, &rs).is_empty());
}

/// The moves of `pos` after which the side to move is mated, by the rules' own verdicts.
fn mating_moves(pos: &Position, rs: &Ruleset) -> Vec<Move> {
    legal_moves(pos, rs)
        .into_iter()
        .filter(|m| {
            let after = pos.play(m, rs);
            side_in_check(&after, rs) && legal_moves(&after, rs).is_empty()
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// The solver under Four Double Acts: the keys of #1 and the lines of h#1 are exactly the
    /// moves and pairs of moves that mate by definition.
    #[test]
    fn the_solver_mates_by_definition(pos in arb_fda_position()) {
        use feerie::rules::problem::{Problem, Stipulation};
        use feerie::solver::tree::Play;
        use feerie::solver::{solve, SolveOptions};
        let rs = game(&pos);
        for (stipulation, first) in [("#1", Side::White), ("h#1", Side::Black)] {
            let mut p = pos;
            p.set_side_to_move(first);
            // The side not to move may not stand in check.
            let mut other = p;
            other.set_side_to_move(first.opponent());
            if side_in_check(&other, &rs) {
                continue;
            }
            let mut problem = Problem::new(p);
            problem.stipulation = Some(Stipulation::parse(stipulation).unwrap());
            problem.conditions = vec![Condition::new(FdaOptions::default())];
            let Ok(solution) = solve(&problem, &SolveOptions::default(), &mut |_| {}) else {
                continue;
            };
            let mut found: Vec<Vec<Move>> = match &solution.parts[0].play {
                Play::Battle(b) => b.keys.iter().map(|k| vec![k.played.mv]).collect(),
                Play::Lines { lines, .. } => lines
                    .iter()
                    .map(|l| l.moves.iter().map(|m| m.mv).collect())
                    .collect(),
            };
            let mut defined: Vec<Vec<Move>> = if first == Side::White {
                mating_moves(&p, &rs).into_iter().map(|m| vec![m]).collect()
            } else {
                legal_moves(&p, &rs)
                    .into_iter()
                    .flat_map(|b| {
                        let after = p.play(&b, &rs);
                        mating_moves(&after, &rs).into_iter().map(move |w| vec![b, w])
                    })
                    .collect()
            };
            found.sort();
            defined.sort();
            prop_assert_eq!(found, defined, "{}", stipulation);
        }
    }
}

#[test]
fn long_range_pawn_imitators_take_no_en_passant() {
    // RULES.md §4.5: the white Fiancée on c6, protected by the pawn b5, is a Pawnrider; the
    // black pawn d8-d6 passes d7, but only a pawn or a short-range pawn-imitator takes e.p.
    let pos = board("Ka1 Pb5 FFc6", "Kj10 Pd8", Side::Black, None);
    let rs = game(&pos);
    let double = legal_moves(&pos, &rs)
        .into_iter()
        .find(|m| m.from == sq("d8") && m.to == sq("d6"))
        .unwrap();
    let after = pos.play(&double, &rs);
    assert!(after.en_passant().is_some());
    assert!(!targets(&after, &rs, "c6").contains(&"*d7".to_string()));
    // A Fiancé in its place (short range) does take it.
    let short = board("Ka1 Pb5 FMc6", "Kj10 Pd8", Side::Black, None);
    let after = short.play(&double, &rs);
    assert!(targets(&after, &game(&short), "c6").contains(&"*d7".to_string()));
}

#[test]
fn the_king_may_take_a_widower_on_a_safe_square() {
    // §4.4: the black king keeps away from the Widower (FDA-9) but may take it.
    let pos = board("Ka1 WMf6", "Kg7", Side::Black, Some(PieceKind::King));
    assert!(targets(&pos, &game(&pos), "g7").contains(&"*f6".to_string()));
    // Not when something protects it.
    let guarded = board("Ka1 WMf6 Rf1", "Kg7", Side::Black, Some(PieceKind::King));
    assert!(!targets(&guarded, &game(&guarded), "g7").contains(&"*f6".to_string()));
}

#[test]
fn imitating_pieces_never_promote() {
    // §4.5: the Widower c9, attacked by the black pawn b10, steps as a white pawn onto the far
    // rank and stays a Widower (one move, no promotion choices).
    let pos = board("Ka1 WMc9", "Kj1 Pb10", Side::White, None);
    let rs = game(&pos);
    let onto: Vec<Move> = legal_moves(&pos, &rs)
        .into_iter()
        .filter(|m| m.from == sq("c9") && m.to == sq("c10"))
        .collect();
    assert_eq!(onto.len(), 1);
    assert_eq!(onto[0].promotion, None);
    let after = pos.play(&onto[0], &rs);
    assert_eq!(
        after.piece_at(sq("c10")),
        Some(Piece::new(Colour::White, PieceKind::Widower))
    );
}

#[test]
fn castling_is_a_king_move_for_the_comedians() {
    // §4.3: after castling the Comedians imitate the king (FDA-10's Comedienne becomes a queen).
    let mut pos = board("Ke1 Ra1", "Kj10 CNe8", Side::White, Some(PieceKind::Knight));
    pos.set_qi_castling(feerie::conditions::fda::rights_from_array(&pos));
    let rs = game(&pos);
    let castling = legal_moves(&pos, &rs)
        .into_iter()
        .find(|m| m.is_castling())
        .unwrap();
    let after = pos.play(&castling, &rs);
    assert_eq!(after.last_move_kind(), Some(PieceKind::King));
    assert_eq!(kinds_at(&after, "e8"), vec![PieceKind::King]);
}
