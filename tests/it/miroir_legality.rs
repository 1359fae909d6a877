//! Échecs Miroir: generation's shortcuts (passive pieces by kind, 64-bit sets on small boards,
//! legality from the king's lines) against playing every mirror move and testing the king, on
//! every kind of position: random arrays (checks, pawns about to promote or to be transferred
//! onto their last rank, castling, small boards), every option, and the positions met along
//! random games; under the default options, also against a count written from the rule text.

use feerie::conditions::MiroirOptions;
use feerie::notation::fen::parse_fen;
use feerie::rules::movegen::{generate_candidates, is_legal_candidate};
use feerie::rules::{
    legal_moves, BoardSize, Colour, Condition, Move, MoveList, Piece, PieceKind, Position, Ruleset,
    Side, Square,
};
use proptest::prelude::*;

use crate::common;

/// The number of legal mirror moves under the default options, found from the rule text
/// (`common::rule_text_mirror_positions`) rather than with the code under test, as
/// `tests/it/miroir.rs` counts its perft.
fn reference(pos: &Position) -> usize {
    common::rule_text_mirror_positions(pos).len()
}

/// Asserts that the legal moves are the mirror moves that leave the king out of check once
/// played, and under the default options as many as the rule text gives (`reference`); returns
/// their number.
fn check(pos: &Position, rs: &Ruleset) -> usize {
    if rs.options::<MiroirOptions>() == Some(&MiroirOptions::default()) {
        assert_eq!(legal_moves(pos, rs).len(), reference(pos), "{pos:?}");
    }
    // The same moves: generation on 8x8 (`miroir::generate8`) takes its own way.
    let mut legal = legal_moves(pos, rs);
    let mut candidates = MoveList::new();
    generate_candidates(pos, rs, &mut candidates);
    let mut played: MoveList = candidates
        .into_iter()
        .filter(|mv| is_legal_candidate(pos, mv, rs))
        .collect();
    legal.sort();
    played.sort();
    assert_eq!(legal, played, "{pos:?}");
    legal.len()
}

/// Asserts that every legal mirror move, played, leaves the board the rule text gives (RULES.md
/// §3.1: the orthodox move, then each passive piece whose reflection is free moved there, the
/// pawns reaching their last rank promoted as the move chose, in the order of their squares)
/// and a key equal to the one computed from scratch. Castling, whose rook the rule text does
/// not reflect in one way only, is left out.
fn check_played(pos: &Position, rs: &Ruleset) {
    let orthodox = Ruleset::orthodox(pos);
    let them = pos.side_to_move().opponent();
    let (width, height) = (pos.size().width() as i32, pos.size().height() as i32);
    for mv in &legal_moves(pos, rs) {
        let played = pos.play(mv, rs);
        assert_eq!(played.hash(), played.compute_hash(), "{pos:?} {mv:?}");
        if mv.is_castling() {
            continue;
        }
        let plain = Move {
            mirror: None,
            ..*mv
        };
        let mut part1 = pos.play(&plain, &orthodox);
        let a = mv.to;
        let kind = part1.piece_at(a).unwrap().kind();
        let passive: Vec<(Square, Piece)> = part1
            .pieces()
            .filter(|&(s, p)| s != a && p.colour() == them.colour() && p.kind() == kind)
            .collect();
        let mut goes = Vec::new();
        let mut slot = 0;
        for &(s, p) in &passive {
            let f = 2 * a.file() as i32 - s.file() as i32;
            let r = 2 * a.rank() as i32 - s.rank() as i32;
            if !(0..width).contains(&f) || !(0..height).contains(&r) {
                continue;
            }
            let to = Square::new(f as u8, r as u8);
            if !part1.is_empty_square(to) && !passive.iter().any(|&(q, _)| q == to) {
                continue;
            }
            let mut piece = p;
            if p.kind() == PieceKind::Pawn && to.rank() == pos.last_rank(them) {
                let choice = mv.mirror.unwrap().promotions.get(slot).copied().flatten();
                slot += 1;
                match choice {
                    Some(k) => piece = Piece::new(p.colour(), k),
                    None => continue,
                }
            }
            goes.push((s, to, piece));
        }
        for g in &goes {
            part1.remove(g.0);
        }
        for g in &goes {
            part1.put(g.1, g.2);
        }
        let board = |p: &Position| p.pieces().collect::<Vec<_>>();
        assert_eq!(board(&played), board(&part1), "{pos:?} {mv:?}");
        assert_eq!(played.side_to_move(), part1.side_to_move());
    }
}

const KINDS: [PieceKind; 6] = [
    PieceKind::King,
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Pawn,
];

/// A position from a list of (square index, kind, black) on a board of `width` by `height`,
/// or `None` when it is not a valid position.
fn array(
    width: u8,
    height: u8,
    placed: &[(u8, usize, bool)],
    black_to_move: bool,
) -> Option<Position> {
    let size = BoardSize::new(width, height)?;
    let mut pos = Position::empty(size);
    for &(i, k, black) in placed {
        let sq = Square::new(i % width, (i / width) % height);
        let colour = if black { Colour::Black } else { Colour::White };
        pos.put(sq, Piece::new(colour, KINDS[k % KINDS.len()]));
    }
    pos.set_side_to_move(if black_to_move {
        Side::Black
    } else {
        Side::White
    });
    pos.set_castling(pos.castling_from_array());
    pos.validate().ok()?;
    Some(pos)
}

/// `check` and `check_played` on the array of `placed` pieces and a king each (most of the
/// time: the count needs the mover's), under option combination `option`.
fn check_array(
    (width, height): (u8, u8),
    mut placed: Vec<(u8, usize, bool)>,
    kings: (u8, u8),
    black_to_move: bool,
    option: usize,
) {
    placed.push((kings.0, 0, false));
    placed.push((kings.1, 0, true));
    let Some(pos) = array(width, height, &placed, black_to_move) else {
        return;
    };
    let opts = common::every_miroir_option()[option];
    let rs = Ruleset::new(&pos, &[Condition::new(opts)]);
    check(&pos, &rs);
    check_played(&pos, &rs);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn legal_moves_are_the_safe_mirror_moves(
        width in 3u8..=9,
        height in 3u8..=9,
        placed in prop::collection::vec((0u8..81, 1usize..6, any::<bool>()), 0..24),
        kings in (0u8..81, 0u8..81),
        black_to_move in any::<bool>(),
        option in 0usize..12,
    ) {
        check_array((width, height), placed, kings, black_to_move, option);
    }

    /// Crowded 8x8 boards, where generation takes its own way (`miroir::generate8`).
    #[test]
    fn legal_moves_on_crowded_boards(
        placed in prop::collection::vec((0u8..64, 1usize..6, any::<bool>()), 8..40),
        kings in (0u8..64, 0u8..64),
        black_to_move in any::<bool>(),
        option in 0usize..12,
    ) {
        // Pawns on ranks 2 to 7, where they are valid.
        let placed = placed
            .iter()
            .map(|&(i, k, black)| match k {
                5 => (i % 8 + 8 * (1 + (i / 8) % 6), k, black),
                _ => (i, k, black),
            })
            .collect();
        check_array((8, 8), placed, kings, black_to_move, option);
    }
}

/// Castling arrays (kings and rooks at home, pieces of the opponent placed where the
/// reflections through the castling squares land), and passive pawns sent onto their last rank
/// (promotion choices: RULES.md §3.3 M-3).
#[test]
fn castling_and_promotion_positions() {
    for fen in [
        "k7/8/8/2p2p2/8/8/3P4/7K w - - 0 1",
        "k7/8/8/2p2p2/8/8/3P4/4K3 w - - 0 1",
        "k7/8/8/p1p1p1p1/8/8/3P4/7K w - - 0 1",
        "k7/8/8/2p2p2/3P4/8/8/7K w - - 0 1",
        "7k/3p4/8/8/2P2P2/8/8/K7 b - - 0 1",
        "7k/3p4/8/8/1P1P1P1P/8/8/K7 b - - 0 1",
        "k7/3P4/8/2p2p2/8/8/8/7K w - - 0 1",
        "k2r4/4P3/8/8/8/8/8/4K3 w - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K1bR w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "2k5/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "7k/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        // Promoted pawns landing next to the king, on its rank or a knight's leap from it,
        // in the open or behind a blocker: the choices' verdicts differ by kind.
        "4k3/8/8/1p1p4/8/8/2P5/4K3 w - - 0 1",
        "4k3/8/8/1p1p1p2/8/8/2P1P3/4K3 w - - 0 1",
        "4k3/8/8/p1p1p3/8/8/1P1P4/1N2K3 w - - 0 1",
        "4k3/8/8/2p1p1p1/8/8/3P1P2/R3K2R w KQ - 0 1",
        "r3k3/3p1p2/8/8/2P1P3/8/8/4K3 b q - 0 1",
        "4k3/2p1p3/8/8/1P1P4/8/8/4K3 b - - 0 1",
    ] {
        let pos = parse_fen(fen).unwrap();
        for opts in common::every_miroir_option() {
            let rs = Ruleset::new(&pos, &[Condition::new(opts)]);
            check(&pos, &rs);
            check_played(&pos, &rs);
        }
    }
}

/// The positions along random games from a few arrays, under every option.
#[test]
fn positions_along_random_games() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for fen in [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "4k3/1P4p1/8/2p1p3/3P4/8/1p4P1/4K3 w - - 0 1",
    ] {
        let start = parse_fen(fen).unwrap();
        for opts in common::every_miroir_option() {
            let rs = Ruleset::new(&start, &[Condition::new(opts)]);
            for _ in 0..8 {
                let mut pos = start;
                for _ in 0..12 {
                    let moves = legal_moves(&pos, &rs);
                    check(&pos, &rs);
                    check_played(&pos, &rs);
                    if moves.is_empty() {
                        break;
                    }
                    let mv = moves[(next() % moves.len() as u64) as usize];
                    pos = pos.play(&mv, &rs);
                }
            }
        }
    }
}
