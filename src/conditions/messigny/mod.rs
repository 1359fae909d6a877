//! Messigny chess, as Popeye 4.104 defines it (`condition MessignyChess [RexExclusive]`).
//!
//! * Instead of moving, a piece may exchange its square with an enemy piece of its own kind
//!   (`Pa5<->Pb5`, `Ka2<->Ka6`); kings too, unless `RexExclusive`.
//! * An exchange may not be answered at once by an exchange that involves either of its two
//!   squares (the position keeps them: `Position::exchanged`).
//! * Check is orthodox. An exchange keeps the board's occupancy, so the mover's king is
//!   judged from the enemy men that attacked it and the one the exchange brings (`judge`);
//!   beside other rules, or with fairy men, exchanges are played to test it.

mod judge;
mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, MoveList, Nature, Special};
use crate::rules::piece::PieceKind;
use crate::rules::position::Position;

impl crate::rules::condition::Options for MessignyOptions {
    const NAME: &'static str = "messigny";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        if self.rex_exclusive {
            vec!["MessignyChess RexExclusive".to_string()]
        } else {
            vec!["MessignyChess".to_string()]
        }
    }
}

/// Adds the exchanges of the side to move to `out`.
pub fn exchanges(pos: &Position, opts: MessignyOptions, out: &mut MoveList) {
    let side = pos.side_to_move();
    let forbidden = pos.exchanged();
    let barred = |sq| forbidden.is_some_and(|(a, b)| a == sq || b == sq);
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        if (opts.rex_exclusive && piece.kind() == PieceKind::King) || barred(from) {
            continue;
        }
        for to in pos.movable_by(side.opponent()).iter() {
            if to == from || barred(to) {
                continue;
            }
            if pos.piece_at(to).is_some_and(|p| p.kind() == piece.kind()) {
                let mut mv = Move::new(from, to, piece, Nature::Leap);
                mv.special = Special::Exchange;
                out.push(mv);
            }
        }
    }
}

/// Plays the exchange `mv` of `src` into `next`.
pub fn exchange(next: &mut Position, src: &Position, mv: &Move) {
    *next = *src;
    let a = next.remove(mv.from);
    let b = next.remove(mv.to);
    if let (Some(a), Some(b)) = (a, b) {
        next.put(mv.to, a);
        next.put(mv.from, b);
    }
    next.set_en_passant(None);
    next.set_side_to_move(src.side_to_move().opponent());
    next.set_exchanged(Some((mv.from, mv.to)));
    // A king or rook exchanged off its square loses its castling.
    let mut c = next.castling();
    let array = next.castling_from_array();
    for side in [
        crate::rules::piece::Side::White,
        crate::rules::piece::Side::Black,
    ] {
        if c.king_unmoved(side) && !array.king_unmoved(side) {
            c.set_king(side, false);
            c.set_rook(side, true, false);
            c.set_rook(side, false, false);
        }
        for kingside in [true, false] {
            if c.rook_unmoved(side, kingside) && !array.rook_unmoved(side, kingside) {
                c.set_rook(side, kingside, false);
            }
        }
    }
    if c != next.castling() {
        next.set_castling(c);
    }
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::{move_text, parse_move};
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    #[test]
    fn like_pieces_exchange_but_not_back_at_once() {
        let p = parse_popeye(
            "begin pieces white ka1 pa5 black kh8 pb5 stipulation ~1 condition messigny end",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let list = legal_moves(&p.position, &rs);
        let texts: Vec<String> = list.iter().map(|m| move_text(&p.position, m)).collect();
        for t in ["Pa5<->Pb5", "Ka1<->Kh8"] {
            assert!(texts.contains(&t.to_string()), "{t}: {texts:?}");
        }
        let mv = parse_move(&p.position, &rs, "Pa5<->Pb5").unwrap();
        let after = p.position.play(&mv, &rs);
        let replies: Vec<String> = legal_moves(&after, &rs)
            .iter()
            .map(|m| move_text(&after, m))
            .collect();
        assert!(replies.contains(&"Kh8<->Ka1".to_string()), "{replies:?}");
        assert!(
            !replies.iter().any(|m| m.starts_with("Pa5<->")),
            "{replies:?}"
        );
    }
}
