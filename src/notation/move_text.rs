//! Move text in Popeye's English notation with feerie's fairy suffixes (DESIGN.md §3):
//! `Sb1-c3`, `Qa1*b2`, `e7-e8=Q`, `e5*d6 ep.`, `0-0`, Imitators `Ra1-a5[Ia7]`, promotion into an
//! Imitator `b7-b8[If7]=I`, Circé Parrain rebirths `Ke1-e2[+wPb5]`, `Ra1-a5[+wPd8=Q]`.
//! Neutral pieces carry an `n` before their letters (`nSb1-c3`, `nPb2-b3`).

use crate::rules::attack::in_check;
use crate::rules::imitator;
use crate::rules::movegen::generate_legal;
use crate::rules::{Colour, Move, MoveList, Piece, PieceKind, Position, Promotion, Ruleset, Special};

/// What the move does to the opponent, for the mark after the move text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    None,
    Check,
    Mate,
    Stalemate,
}

impl Mark {
    pub fn suffix(self) -> &'static str {
        match self {
            Mark::None => "",
            Mark::Check => " +",
            Mark::Mate => " #",
            Mark::Stalemate => " =",
        }
    }
}

/// The piece's letters as move text writes them: nothing for a white or black pawn.
pub fn piece_letters(p: Piece) -> String {
    let mut s = String::new();
    if p.colour() == Colour::Neutral {
        s.push('n');
        s.push_str(p.kind().letters());
    } else if p.kind() != PieceKind::Pawn {
        s.push_str(p.kind().letters());
    }
    s
}

/// The move's text without a mark. `pos` is the position the move is played from.
pub fn move_text(pos: &Position, mv: &Move) -> String {
    let mut s = String::new();
    match mv.special {
        Special::Castling { rook_from, .. } => {
            s.push_str(if rook_from.file() > mv.from.file() { "0-0" } else { "0-0-0" });
        }
        _ => {
            s.push_str(&piece_letters(mv.piece));
            s.push_str(&mv.from.to_string());
            s.push(if mv.is_capture() { '*' } else { '-' });
            s.push_str(&mv.to.to_string());
            if matches!(mv.special, Special::EnPassant { .. }) {
                s.push_str(" ep.");
            }
        }
    }
    if !pos.imitators().is_empty() {
        let squares: Vec<String> = imitator::squares_after(pos, mv)
            .iter()
            .map(|sq| sq.to_string())
            .collect();
        s.push_str("[I");
        s.push_str(&squares.join(","));
        s.push(']');
    }
    match mv.promotion {
        Some(Promotion::Piece(k)) => {
            s.push('=');
            s.push_str(k.letters());
        }
        Some(Promotion::Imitator) => s.push_str("=I"),
        None => {}
    }
    if let Some(r) = mv.rebirth {
        s.push_str("[+");
        s.push(r.piece.colour().letter());
        let reborn_pawn_promoted = r.piece.kind() != PieceKind::Pawn
            && pos.pending_rebirth().is_some_and(|(p, _)| p.kind() == PieceKind::Pawn);
        if reborn_pawn_promoted {
            s.push_str(&format!("P{}={}", r.square, r.piece.kind().letters()));
        } else {
            s.push_str(&format!("{}{}", r.piece.kind().letters(), r.square));
        }
        s.push(']');
    }
    s
}

/// Check, mate or stalemate given by `mv`.
pub fn mark(pos: &Position, mv: &Move, rs: &Ruleset) -> Mark {
    let after = pos.play(mv, rs);
    let opponent = after.side_to_move();
    let check = in_check(&after, opponent, rs);
    let mut replies = MoveList::new();
    generate_legal(&after, rs, &mut replies);
    match (check, replies.is_empty()) {
        (true, true) => Mark::Mate,
        (true, false) => Mark::Check,
        (false, true) => Mark::Stalemate,
        (false, false) => Mark::None,
    }
}

/// The move's text with its mark (` +`, ` #`, ` =`).
pub fn move_text_marked(pos: &Position, mv: &Move, rs: &Ruleset) -> String {
    let mut s = move_text(pos, mv);
    s.push_str(mark(pos, mv, rs).suffix());
    s
}
