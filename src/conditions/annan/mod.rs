//! Annan chess, as Popeye 4.104 defines it (`condition AnnanChess [TypeA|TypeB|TypeC|TypeD]`).
//!
//! * A piece with a piece of its own side directly behind it (one rank towards its own side
//!   of the board: below for White, above for Black) moves, captures and checks with the walk
//!   of that piece instead of its own. Type A (the default): always; type B: unless the piece
//!   behind is the king; type C: unless the moving piece is the king; type D: neither.
//! * Promotion belongs to the piece: a pawn that reaches its last rank with another walk
//!   promotes, a piece that moves there as a pawn does not.
//! * Check is an attack with the walks so given; castling is the king's own (a king on its
//!   first rank has nothing behind it).

mod attack;
mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::movegen::{lent_moves, piece_moves};
use crate::rules::moves::MoveList;
use crate::rules::piece::{Attribute, Piece, PieceKind, Side};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

impl crate::rules::condition::Options for AnnanOptions {
    const NAME: &'static str = "annan";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        match self.kind {
            AnnanType::A => vec!["AnnanChess".to_string()],
            t => vec![format!("AnnanChess {}", t.word())],
        }
    }
}

/// The kind whose walk the piece `piece` on `sq`, moved by `side`, takes: that of the piece of
/// `side` behind it, when the type lets it.
#[inline]
pub fn annaniser(
    pos: &Position,
    sq: Square,
    piece: Piece,
    side: Side,
    opts: AnnanOptions,
) -> Option<PieceKind> {
    let rear = sq.offset(0, -(side.forward() as i32), pos.size())?;
    let behind = pos.piece_at(rear)?;
    if !behind.colour().movable_by(side) {
        return None;
    }
    // Popeye's types B to D test the royal flag: a king, a sting or poseidon, a royal piece.
    let royal = |at: Square, p: Piece| {
        p.kind() == PieceKind::King || pos.attributes(at).contains(Attribute::Royal)
    };
    let ok = match opts.kind {
        AnnanType::A => true,
        AnnanType::B => !royal(rear, behind),
        AnnanType::C => !royal(sq, piece),
        AnnanType::D => !royal(rear, behind) && !royal(sq, piece),
    };
    ok.then_some(behind.kind())
}

/// The pseudo-legal moves of `piece` on `from` for `side` under Annan (castling apart).
pub fn moves_of(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    rs: &Ruleset,
    opts: AnnanOptions,
    out: &mut MoveList,
) {
    match annaniser(pos, from, piece, side, opts) {
        Some(kind) => lent_moves(pos, side, from, piece, kind, rs, out),
        None => piece_moves(pos, side, from, piece, rs, out),
    }
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    fn moves(input: &str) -> Vec<String> {
        let p = parse_popeye(input).unwrap().remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mut v: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text(&p.position, m))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_piece_moves_like_the_one_behind_it() {
        let list =
            moves("begin pieces white ka1 rc4 sc3 black kh8 stipulation ~1 condition annan end");
        assert!(list.contains(&"Rc4-b6".to_string()), "{list:?}");
        assert!(!list.contains(&"Rc4-c8".to_string()), "{list:?}");
    }
}
