//! Circé, as Popeye 4.104 plays it (`condition Circe`, optionally `RexInclusive`).
//!
//! A captured piece is reborn at once, as part of the capturing move, on its game-array square,
//! chosen by the side that captured it (a neutral piece captured by White is reborn as if it
//! were Black's, and keeps its neutral colour):
//!
//! * a knight, bishop or rook on the one of its two squares of the capture square's colour
//!   (White: b1/g1, c1/f1, a1/h1; Black: b8/g8, c8/f8, a8/h8), a queen on d1/d8;
//! * a pawn on its second rank, in the file of capture (for e.p., the file of the pawn taken);
//! * a fairy piece on its own promotion square in the file of capture (a white fairy piece on
//!   the 8th rank, a black one on the 1st);
//! * a king only with `RexInclusive`, on e1/e8; otherwise kings are never reborn.
//!
//! The rebirth square must be empty once the capture is made (the capturer's departure square
//! counts as empty, its arrival square as occupied); otherwise the captured piece just vanishes
//! (the capture stands). A rook reborn on its corner regains its castling right when its king
//! still has its own (Popeye enables the rook's flag whenever a rook of that colour is put back
//! on a1/h1/a8/h8); a pawn reborn on its second rank may make its double step again. On boards
//! of other sizes the same files are used on the first and last ranks; a square beyond the
//! board means no rebirth.
//!
//! Check (RexExclusive, the default) is orthodox. With `RexInclusive` a king can be captured
//! like any other piece, and is reborn on e1/e8: the capture of a king is then an ordinary
//! move (`Ra5*e5[+bKe8]`), and a king is in check only when some capture of it leaves its
//! rebirth square occupied (the king stands on it itself, or another piece stands there and is
//! not the capturer, which leaves it). So a king may stand on an attacked square while its
//! rebirth square is empty, and castling only needs the king not to be in check in that sense:
//! after the king has left e1, its passage and arrival squares can never be checked.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::any_capture;
use crate::rules::moves::{Move, MoveList, Nature, Rebirth, Special};
use crate::rules::piece::{Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::{BoardSize, Square};

impl crate::rules::condition::Options for CirceOptions {
    const NAME: &'static str = "circe";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![if self.rex_inclusive {
            "Circe RexInclusive".to_string()
        } else {
            "Circe".to_string()
        }]
    }
}

/// Where a piece of kind `kind` captured on `capture` by `capturer` is reborn (the piece
/// itself is the capturer's opponent's, or neutral): `None` when that square is off the board.
pub fn rebirth_square(
    size: BoardSize,
    kind: PieceKind,
    capture: Square,
    capturer: Side,
) -> Option<Square> {
    // The capture square is light when its file and rank differ in parity (a1 is dark).
    let light = (capture.file() + capture.rank()) % 2 == 1;
    let white = capturer == Side::Black;
    let (home, second, promotion) = if white {
        (0, 1, size.height() - 1)
    } else {
        (size.height() - 1, size.height().saturating_sub(2), 0)
    };
    // Of each pair of squares on the home rank, the one of the capture square's colour: on
    // rank 1 the light ones are b1, f1, h1, on rank 8 g8, c8, a8.
    let pair = |light_file: u8, dark_file: u8| if light { light_file } else { dark_file };
    let (file, rank) = match kind {
        PieceKind::Pawn => (capture.file(), second),
        PieceKind::King => (4, home),
        PieceKind::Queen => (3, home),
        PieceKind::Knight if white => (pair(1, 6), home),
        PieceKind::Knight => (pair(6, 1), home),
        PieceKind::Bishop if white => (pair(5, 2), home),
        PieceKind::Bishop => (pair(2, 5), home),
        PieceKind::Rook if white => (pair(7, 0), home),
        PieceKind::Rook => (pair(0, 7), home),
        _ => (capture.file(), promotion),
    };
    let sq = Square::new(file, rank);
    size.contains(sq).then_some(sq)
}

/// Where the captured piece of `mv` (a capture by the side to move of `pos`) is reborn, if it
/// is: kings only with RexInclusive, and only onto a square empty after the move.
pub fn rebirth_of(pos: &Position, opts: CirceOptions, mv: &Move) -> Option<Rebirth> {
    let piece = mv.captured?;
    if piece.kind() == PieceKind::King && !opts.rex_inclusive {
        return None;
    }
    let capture = match mv.special {
        Special::EnPassant { victim } => victim,
        _ => mv.to,
    };
    let square = rebirth_square(pos.size(), piece.kind(), capture, pos.side_to_move())?;
    pos.is_empty_after(mv, square)
        .then_some(Rebirth { square, piece })
}

/// Adds to each capture of `out[start..]` the rebirth of the piece it takes.
#[inline(never)]
pub fn add_rebirths(pos: &Position, opts: CirceOptions, out: &mut MoveList, start: usize) {
    for mv in &mut out[start..] {
        if mv.captured.is_some() {
            mv.rebirth = rebirth_of(pos, opts, mv);
        }
    }
}

/// Puts the reborn piece of `mv` on `next` (the position after the rest of the move). Out of
/// line: inlined into `Position::make`, it made orthodox play slower.
#[inline(never)]
pub fn play_rebirth(next: &mut Position, mv: &Move) {
    if let Some(r) = mv.rebirth {
        next.put(r.square, r.piece);
        next.restore_rook_right(r.square, r.piece);
    }
}

/// Whether `side`'s king is in check under RexInclusive: some capture of it leaves its rebirth
/// square occupied. Out of line, to keep `attack::in_check` small.
#[inline(never)]
pub fn rex_inclusive_check(pos: &Position, side: Side, rs: &Ruleset) -> bool {
    let Some(king) = pos.king(side) else {
        return false;
    };
    let by = side.opponent();
    // Taken on its rebirth square, or with none on the board, the king is never reborn; with
    // another, occupied one, it is only when the capture is made from there.
    let emptied = match rebirth_square(pos.size(), PieceKind::King, king, by) {
        Some(r) if r != king && pos.is_empty_square(r) => return false,
        Some(r) if r != king => Some(r),
        _ => None,
    };
    any_capture(pos, king, by, rs.attackers(by), |c| Some(c.from) != emptied)
}

/// Whether `side`'s king may step from `from` to the passage square `to` while castling
/// (RexInclusive): the step must be legal, i.e. leave the king out of check in that sense.
#[inline(never)]
pub fn passage_is_safe(pos: &Position, side: Side, from: Square, to: Square, rs: &Ruleset) -> bool {
    let king = Piece::new(side.colour(), PieceKind::King);
    let step = Move::new(from, to, king, Nature::Leap);
    !rex_inclusive_check(&pos.play(&step, rs), side, rs)
}

/// RexInclusive: whether `mv` may check by occupying the opponent king's rebirth square (a king
/// attacked with an empty rebirth square is not in check, but is once the square is filled).
#[inline(never)]
pub fn may_check_by_occupation(pos: &Position, mv: &Move) -> bool {
    let by = pos.side_to_move();
    let Some(king) = pos.king(by.opponent()) else {
        return false;
    };
    rebirth_square(pos.size(), PieceKind::King, king, by) == Some(mv.to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::piece::Colour;
    use crate::rules::Condition;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn reborn(kind: PieceKind, capture: &str, capturer: Side) -> Option<Square> {
        rebirth_square(BoardSize::STANDARD, kind, sq(capture), capturer)
    }

    /// A position from `(colour, kind, square)` triples.
    fn position(pieces: &[(Colour, PieceKind, &str)], side: Side) -> Position {
        let mut pos = Position::empty(BoardSize::STANDARD);
        for &(c, k, s) in pieces {
            pos.put(sq(s), Piece::new(c, k));
        }
        pos.set_castling(pos.castling_from_array());
        pos.set_side_to_move(side);
        pos
    }

    fn rules(pos: &Position, rex_inclusive: bool) -> Ruleset {
        Ruleset::new(pos, &[Condition::new(CirceOptions { rex_inclusive })])
    }

    fn capture(pos: &Position, rs: &Ruleset, from: &str, to: &str) -> Move {
        *crate::rules::legal_moves(pos, rs)
            .iter()
            .find(|m| m.from == sq(from) && m.to == sq(to))
            .expect("the capture is legal")
    }

    use Colour::{Black as B, White as W};
    use PieceKind::*;

    #[test]
    fn officers_go_to_the_game_array_square_of_the_capture_squares_colour() {
        // d5 is light, d4 dark; white pieces are taken by Black.
        assert_eq!(reborn(Rook, "d5", Side::Black), Some(sq("h1")));
        assert_eq!(reborn(Rook, "d4", Side::Black), Some(sq("a1")));
        assert_eq!(reborn(Rook, "d5", Side::White), Some(sq("a8")));
        assert_eq!(reborn(Rook, "d4", Side::White), Some(sq("h8")));
        assert_eq!(reborn(Bishop, "d5", Side::Black), Some(sq("f1")));
        assert_eq!(reborn(Bishop, "d4", Side::Black), Some(sq("c1")));
        assert_eq!(reborn(Bishop, "d5", Side::White), Some(sq("c8")));
        assert_eq!(reborn(Bishop, "d4", Side::White), Some(sq("f8")));
        assert_eq!(reborn(Knight, "d5", Side::Black), Some(sq("b1")));
        assert_eq!(reborn(Knight, "d4", Side::Black), Some(sq("g1")));
        assert_eq!(reborn(Knight, "d5", Side::White), Some(sq("g8")));
        assert_eq!(reborn(Knight, "d4", Side::White), Some(sq("b8")));
        assert_eq!(reborn(Queen, "a7", Side::Black), Some(sq("d1")));
        assert_eq!(reborn(Queen, "a7", Side::White), Some(sq("d8")));
        assert_eq!(reborn(King, "c3", Side::Black), Some(sq("e1")));
        assert_eq!(reborn(King, "c3", Side::White), Some(sq("e8")));
    }

    #[test]
    fn pawns_go_to_their_second_rank_in_the_file_of_capture() {
        assert_eq!(reborn(Pawn, "f7", Side::Black), Some(sq("f2")));
        assert_eq!(reborn(Pawn, "b2", Side::White), Some(sq("b7")));
    }

    #[test]
    fn fairy_pieces_go_to_their_promotion_square_in_the_file_of_capture() {
        // As in the oracle's lists: a white amazon taken on d1 is reborn on d8, a black wazir
        // taken on c8 on c1.
        assert_eq!(reborn(Amazon, "d1", Side::Black), Some(sq("d8")));
        assert_eq!(reborn(Wazir, "c8", Side::White), Some(sq("c1")));
        assert_eq!(reborn(Nightrider, "g7", Side::Black), Some(sq("g8")));
    }

    #[test]
    fn squares_off_a_narrow_board_mean_no_rebirth() {
        let size = BoardSize::new(6, 6).unwrap();
        assert_eq!(
            rebirth_square(size, Rook, sq("d4"), Side::White),
            None,
            "h6 is off a 6x6 board"
        );
        assert_eq!(
            rebirth_square(size, Rook, sq("d3"), Side::White),
            Some(sq("a6"))
        );
        assert_eq!(
            rebirth_square(size, Pawn, sq("d3"), Side::White),
            Some(sq("d5"))
        );
    }

    #[test]
    fn the_capturers_departure_square_is_free_for_the_rebirth() {
        // cpub-circe-0002-b: Bh1*d5[+wRh1].
        let pos = position(
            &[
                (W, King, "a5"),
                (W, Rook, "d5"),
                (B, King, "g5"),
                (B, Bishop, "h1"),
            ],
            Side::Black,
        );
        let rs = rules(&pos, false);
        let mv = capture(&pos, &rs, "h1", "d5");
        assert_eq!(
            mv.rebirth,
            Some(Rebirth {
                square: sq("h1"),
                piece: Piece::new(W, Rook)
            })
        );
        let after = pos.play(&mv, &rs);
        assert_eq!(after.piece_at(sq("h1")), Some(Piece::new(W, Rook)));
        assert_eq!(after.piece_at(sq("d5")), Some(Piece::new(B, Bishop)));
    }

    #[test]
    fn an_occupied_rebirth_square_means_the_piece_vanishes() {
        // The rook taken on h8 (dark) would be reborn on h8, where the capturer stands; the
        // knight taken on c6 (light) would be reborn on g8, which the black king holds.
        let pos = position(
            &[
                (W, King, "a1"),
                (W, Rook, "h1"),
                (W, Queen, "c1"),
                (B, King, "g8"),
                (B, Rook, "h8"),
                (B, Knight, "c6"),
            ],
            Side::White,
        );
        let rs = rules(&pos, false);
        let mv = capture(&pos, &rs, "h1", "h8");
        assert_eq!(mv.rebirth, None);
        assert!(pos.play(&mv, &rs).piece_at(sq("h8")) == Some(Piece::new(W, Rook)));
        let pos = position(
            &[
                (W, King, "a1"),
                (W, Queen, "c4"),
                (B, King, "g8"),
                (B, Knight, "c6"),
            ],
            Side::White,
        );
        let mv = capture(&pos, &rules(&pos, false), "c4", "c6");
        assert_eq!(mv.rebirth, None);
    }

    #[test]
    fn en_passant_victims_are_reborn_on_their_second_rank() {
        let mut pos = position(
            &[
                (W, King, "a1"),
                (W, Pawn, "e5"),
                (B, King, "h8"),
                (B, Pawn, "d5"),
            ],
            Side::White,
        );
        pos.set_en_passant(Some(crate::rules::EnPassant {
            target: sq("d6"),
            victim: sq("d5"),
        }));
        let rs = rules(&pos, false);
        let mv = capture(&pos, &rs, "e5", "d6");
        assert_eq!(mv.rebirth.map(|r| r.square), Some(sq("d7")));
        let after = pos.play(&mv, &rs);
        assert_eq!(after.piece_at(sq("d7")), Some(Piece::new(B, Pawn)));
        assert_eq!(after.piece_at(sq("d5")), None);
    }

    #[test]
    fn a_reborn_pawn_may_double_step_again() {
        let pos = position(
            &[
                (W, King, "a1"),
                (W, Queen, "b4"),
                (B, King, "h8"),
                (B, Pawn, "f4"),
            ],
            Side::White,
        );
        let rs = rules(&pos, false);
        let after = pos.play(&capture(&pos, &rs, "b4", "f4"), &rs);
        assert!(crate::rules::legal_moves(&after, &rs)
            .iter()
            .any(|m| m.from == sq("f7") && m.to == sq("f5")));
    }

    #[test]
    fn a_rook_reborn_on_its_corner_castles_again_while_its_king_has_its_right() {
        // The white rook is taken on g3 (dark) and reborn on a1; the king never moved.
        let pos = position(
            &[
                (W, King, "e1"),
                (W, Rook, "g3"),
                (B, King, "e8"),
                (B, Knight, "h5"),
            ],
            Side::Black,
        );
        let rs = rules(&pos, false);
        assert!(!pos.castling().rook_unmoved(Side::White, false));
        let mut after = pos.play(&capture(&pos, &rs, "h5", "g3"), &rs);
        assert!(after.castling().rook_unmoved(Side::White, false));
        after.set_side_to_move(Side::White);
        assert!(crate::rules::legal_moves(&after, &rs)
            .iter()
            .any(|m| m.is_castling()));
    }

    #[test]
    fn neutral_pieces_are_reborn_as_pieces_of_the_side_that_did_not_capture() {
        // Popeye: Qd1*d5[+nBc8] (White takes), Qd8*d5[+nBf1] (Black takes).
        let pieces = [
            (W, King, "a1"),
            (W, Queen, "d1"),
            (B, King, "h8"),
            (B, Queen, "d8"),
            (Colour::Neutral, Bishop, "d5"),
        ];
        let pos = position(&pieces, Side::White);
        let mv = capture(&pos, &rules(&pos, false), "d1", "d5");
        assert_eq!(
            mv.rebirth.map(|r| (r.square, r.piece)),
            Some((sq("c8"), Piece::new(Colour::Neutral, Bishop)))
        );
        let pos = position(&pieces, Side::Black);
        let mv = capture(&pos, &rules(&pos, false), "d8", "d5");
        assert_eq!(mv.rebirth.map(|r| r.square), Some(sq("f1")));
    }

    #[test]
    fn a_rebirth_can_check_the_capturer() {
        // The black bishop taken on e6 (light) is reborn on c8, from where it checks a6.
        let pos = position(
            &[
                (W, King, "a6"),
                (W, Queen, "e2"),
                (B, King, "h8"),
                (B, Bishop, "e6"),
            ],
            Side::White,
        );
        let rs = rules(&pos, false);
        let legal = crate::rules::legal_moves(&pos, &rs);
        assert!(!legal.iter().any(|m| m.to == sq("e6")), "{legal:?}");
    }

    #[test]
    fn a_rebirth_can_block_a_check() {
        // The rook on h8 checks a8; the black bishop taken on d3 (light) is reborn on c8,
        // between them.
        let pos = position(
            &[
                (W, King, "a8"),
                (W, Rook, "h3"),
                (B, King, "c1"),
                (B, Rook, "h8"),
                (B, Bishop, "d3"),
            ],
            Side::White,
        );
        let rs = rules(&pos, false);
        let legal = crate::rules::legal_moves(&pos, &rs);
        assert!(
            legal.iter().any(|m| m.from == sq("h3") && m.to == sq("d3")),
            "{legal:?}"
        );
        assert!(!legal.iter().any(|m| m.from == sq("h3") && m.to == sq("h4")));
    }

    #[test]
    fn rex_exclusive_checks_are_orthodox_and_kings_are_not_reborn() {
        let pos = position(
            &[
                (W, King, "h1"),
                (W, Rook, "a5"),
                (B, King, "e5"),
                (B, Pawn, "a7"),
            ],
            Side::Black,
        );
        let rs = rules(&pos, false);
        assert!(crate::rules::side_in_check(&pos, &rs));
        let mv = Move {
            captured: Some(Piece::new(B, King)),
            ..Move::new(
                sq("a5"),
                sq("e5"),
                Piece::new(W, Rook),
                Nature::Ride { step: (1, 0) },
            )
        };
        let mut white = pos;
        white.set_side_to_move(Side::White);
        assert_eq!(rebirth_of(&white, CirceOptions::default(), &mv), None);
    }

    #[test]
    fn rex_inclusive_check_needs_an_occupied_rebirth_square() {
        // Popeye: with e8 empty the attacked king is not in check (a7-a6 is legal); with a
        // bishop on e8 it is, and the bishop's moves away from e8 are legal.
        let pieces = vec![
            (W, King, "h1"),
            (W, Rook, "a5"),
            (B, King, "e5"),
            (B, Pawn, "a7"),
        ];
        let pos = position(&pieces, Side::Black);
        let rs = rules(&pos, true);
        assert!(!crate::rules::side_in_check(&pos, &rs));
        let mut with_bishop = pieces.clone();
        with_bishop.push((B, Bishop, "e8"));
        let pos = position(&with_bishop, Side::Black);
        let rs = rules(&pos, true);
        assert!(crate::rules::side_in_check(&pos, &rs));
        let legal = crate::rules::legal_moves(&pos, &rs);
        assert!(legal.iter().any(|m| m.from == sq("e8")));
        assert!(!legal.iter().any(|m| m.from == sq("a7")));
        // A king on its rebirth square is checked by every attack.
        let pos = position(
            &[(W, King, "h1"), (W, Rook, "a8"), (B, King, "e8")],
            Side::Black,
        );
        assert!(crate::rules::side_in_check(&pos, &rules(&pos, true)));
    }

    #[test]
    fn rex_inclusive_kings_can_be_taken_and_are_reborn() {
        // Popeye: 1.Ra5*e5[+bKe8] + (the rook on e5 now attacks the king on its rebirth square).
        let pos = position(
            &[
                (W, King, "h1"),
                (W, Rook, "a5"),
                (B, King, "e5"),
                (B, Pawn, "a7"),
            ],
            Side::White,
        );
        let rs = rules(&pos, true);
        let mv = capture(&pos, &rs, "a5", "e5");
        assert_eq!(mv.rebirth.map(|r| r.square), Some(sq("e8")));
        let after = pos.play(&mv, &rs);
        assert_eq!(after.king(Side::Black), Some(sq("e8")));
        assert!(crate::rules::side_in_check(&after, &rs));
    }

    #[test]
    fn rex_inclusive_castling_only_needs_the_king_out_of_check() {
        // Popeye lists 0-0 and 0-0-0 although f1 and d1 are attacked: once the king has left
        // e1, a capture of it would rebirth it there.
        let pos = position(
            &[
                (W, King, "e1"),
                (W, Rook, "a1"),
                (W, Rook, "h1"),
                (B, King, "a8"),
                (B, Rook, "f8"),
                (B, Rook, "d8"),
                (B, Pawn, "a7"),
            ],
            Side::White,
        );
        let castlings = |rex| {
            crate::rules::legal_moves(&pos, &rules(&pos, rex))
                .iter()
                .filter(|m| m.is_castling())
                .count()
        };
        assert_eq!(castlings(true), 2);
        assert_eq!(castlings(false), 0);
    }

    #[test]
    fn rex_inclusive_moves_onto_the_rebirth_square_may_check() {
        let pos = position(
            &[
                (W, King, "h1"),
                (W, Rook, "a5"),
                (W, Bishop, "c6"),
                (B, King, "e5"),
                (B, Pawn, "a7"),
            ],
            Side::White,
        );
        let rs = rules(&pos, true);
        let mv = *crate::rules::legal_moves(&pos, &rs)
            .iter()
            .find(|m| m.from == sq("c6") && m.to == sq("e8"))
            .unwrap();
        assert!(may_check_by_occupation(&pos, &mv));
        assert!(crate::rules::movegen::may_give_check(&pos, &mv, &rs));
        assert!(crate::rules::side_in_check(&pos.play(&mv, &rs), &rs));
    }
}
