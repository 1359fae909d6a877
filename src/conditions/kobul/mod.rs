//! Kobul kings, as Popeye 4.104 defines them (`condition KobulKings`, French `RoisKobul`,
//! German `KobulKoenige`; optionally `White` / `Black` (`Blancs` / `Noirs`, `Weiss` /
//! `Schwarz`): only that side's king is one).
//!
//! When a piece is captured, its side's king (a Kobul king) takes the captured piece's walk
//! and stays royal; a captured pawn gives it the king's walk back. The king also takes the
//! captured piece's attributes other than royalty. Moves write the change after everything
//! else, `[e8=rS]` (the king's square, then the royal piece it becomes), `[e8=K]`; none where
//! the king already has that walk. The change happens before the mover's own king is tested, so
//! a capture that changes a king is played to judge it (a king turned into a rook may check
//! along a file); while no king has changed, the other moves are judged by checks and pins
//! (`KingSafety::geometric`), and once one has, every move is played.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, Rebirth, Reborn, Special};
use crate::rules::piece::{Attribute, Attributes, Piece, PieceKind};
use crate::rules::position::Position;

impl crate::rules::condition::Options for KobulOptions {
    const NAME: &'static str = "kobul";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// Kamikaze pieces are not played. Popeye's play of them depends on its order of search:
    /// once a kamikaze capture has changed a Kobul king's walk in some line, a king that moved
    /// in a later line takes the kamikaze attribute with a walk it gets from a plain piece
    /// (`1.Ke8-f7 Qd1*d7[f7=rkR]` after `1.kSc3*b1[-bkSb1][e1=rS]` was tried, `[f7=rR]`
    /// where it cannot be); and it allows no capture by a Kobul king turned kamikaze
    /// (`rkQe1*e4`), though it allows a kamikaze king's or royal piece's capture otherwise.
    /// (Under Circe, a kamikaze capturer's rebirth would also leave no room for the king's
    /// change in a move.)
    fn refuses(&self, diagram: &Position) -> Option<String> {
        diagram
            .pieces()
            .find(|&(sq, _)| diagram.attributes(sq).contains(Attribute::Kamikaze))
            .map(|(sq, _)| {
                format!(
                    "kamikaze pieces with Kobul kings ({sq}; Popeye's play of them depends on \
                     its order of search: a Kobul king may take the kamikaze attribute of a \
                     capture tried in another line)"
                )
            })
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![text::phrase(self, false)]
    }
}

/// The change `mv`, a move of `pos`, makes to a Kobul king, if it makes one: the king's
/// square and the piece it becomes (as a `Reborn::Replaced` side effect of the move).
pub fn change(o: &KobulOptions, pos: &Position, mv: &Move) -> Option<Rebirth> {
    let captured = mv.captured?;
    let side = pos.side_to_move().opponent();
    if o.only.is_some_and(|s| s != side) {
        return None;
    }
    let square = pos.king(side)?;
    let king = pos.piece_at(square)?;
    let kind = if captured.is(PieceKind::Pawn) {
        PieceKind::King
    } else {
        captured.kind()
    };
    let piece = Piece::new(king.colour(), kind);
    if piece == king && attributes(pos, mv, kind) == pos.attributes(square) {
        return None;
    }
    Some(Rebirth {
        square,
        piece,
        of: Reborn::Replaced,
    })
}

/// The attributes of the king that `mv`, a capture of `pos`, turns into a `kind`: the captured
/// piece's, royalty aside, and royalty for a walk other than the king's.
pub fn attributes(pos: &Position, mv: &Move, kind: PieceKind) -> Attributes {
    let victim = match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    };
    let mut a = pos.attributes(victim);
    a.remove(Attribute::Royal);
    if kind != PieceKind::King {
        a.insert(Attribute::Royal);
    }
    a
}

/// The Kobul change `mv` carries (a king's replacement of its own side), if any.
pub fn carried(pos: &Position, mv: &Move) -> Option<Rebirth> {
    // (Beside a Circé rebirth, the change is the move's second one.)
    let r = mv
        .rebirth
        .filter(|r| r.of == Reborn::Replaced)
        .or(mv.second_rebirth.filter(|r| r.of == Reborn::Replaced))?;
    let king = pos.piece_at(r.square)?;
    (pos.king(king.colour().side()?) == Some(r.square) && king.colour() == r.piece.colour())
        .then_some(r)
}

/// Plays the change `mv` carries on `next`, the position after the rest of the move (`src`
/// the position before it).
pub fn apply(next: &mut Position, src: &Position, mv: &Move) {
    if let Some(r) = carried(src, mv) {
        let a = attributes(src, mv, r.piece.kind());
        next.put_with(r.square, r.piece, a);
    }
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text_marked;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::Ruleset;

    fn moves(pieces: &str, condition: &str) -> Vec<String> {
        let p = parse_popeye(&format!(
            "begin\npieces {pieces}\nstipulation ~1\ncondition {condition}\nend\n"
        ))
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mut v: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text_marked(&p.position, m, &rs))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn the_king_takes_the_captured_walk() {
        // Popeye 4.104: `Qa4*c6[e8=rS] +`; Rd1*d5 is illegal (the royal rook on e8 checks).
        let list = moves("white ke1 rd1 qa4 sb1 black ke8 rd5 ph5 sc6", "KobulKings");
        assert!(list.contains(&"Qa4*c6[e8=rS] +".to_string()), "{list:?}");
        assert!(!list.iter().any(|m| m.starts_with("Rd1*d5")), "{list:?}");
        // Only White's king is a Kobul king: Black's stays a king.
        let list = moves(
            "white ke1 rd1 qa4 sb1 black ke8 rd5 ph5 sc6",
            "KobulKings White",
        );
        assert!(list.contains(&"Rd1*d5".to_string()), "{list:?}");
    }
}
