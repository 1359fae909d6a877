//! Helpers shared by the behaviour tests.
#![allow(dead_code)]

pub mod mutate;
pub mod problems;

use feerie::notation::move_text::{move_text, move_text_marked};
use feerie::rules::{
    legal_moves, BoardSize, Colour, Language, MiroirCastling, MiroirOptions, MiroirPawnPromotion,
    MiroirTransfer, Piece, PieceKind, Position, Ruleset, Side, Square,
};

/// A position from Popeye-like piece lists: `"white kh1 ra1 black kh8 neutral gd4"`.
pub fn position(pieces: &str, side: Side) -> Position {
    position_sized(pieces, side, BoardSize::STANDARD)
}

pub fn position_sized(pieces: &str, side: Side, size: BoardSize) -> Position {
    let mut pos = Position::empty(size);
    let mut colour = Colour::White;
    for word in pieces.split_whitespace() {
        match word {
            "white" => colour = Colour::White,
            "black" => colour = Colour::Black,
            "neutral" => colour = Colour::Neutral,
            _ => {
                let (kind, rest) = split_code(word);
                let mut rest = rest;
                while !rest.is_empty() {
                    let (sq, n) = Square::parse_prefix(rest).expect("square");
                    pos.put(sq, Piece::new(colour, kind));
                    rest = &rest[n..];
                }
            }
        }
    }
    pos.set_castling(pos.castling_from_array());
    pos.set_side_to_move(side);
    pos
}

fn split_code(word: &str) -> (PieceKind, &str) {
    for len in [2, 1] {
        if word.len() > len {
            if let Some(k) = PieceKind::from_code(&word[..len], Language::English) {
                if Square::parse_prefix(&word[len..]).is_some() {
                    return (k, &word[len..]);
                }
            }
        }
    }
    panic!("bad piece word {word}")
}

/// Sorted move texts (no marks).
pub fn moves(pos: &Position, rs: &Ruleset) -> Vec<String> {
    let mut v: Vec<String> = legal_moves(pos, rs)
        .iter()
        .map(|m| move_text(pos, m))
        .collect();
    v.sort();
    v
}

/// Sorted move texts with check marks.
pub fn moves_marked(pos: &Position, rs: &Ruleset) -> Vec<String> {
    let mut v: Vec<String> = legal_moves(pos, rs)
        .iter()
        .map(|m| move_text_marked(pos, m, rs))
        .collect();
    v.sort();
    v
}

/// Sorts a hand-written expected list.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Plays the legal move whose text (without mark) is `text`.
pub fn play(pos: &Position, rs: &Ruleset, text: &str) -> Position {
    let list = legal_moves(pos, rs);
    let mv = list
        .iter()
        .find(|m| move_text(pos, m) == text)
        .unwrap_or_else(|| panic!("no legal move {text} among {:?}", moves(pos, rs)));
    pos.play(mv, rs)
}

/// Every combination of the Échecs Miroir options (RULES.md §3.3).
pub fn every_miroir_option() -> Vec<MiroirOptions> {
    let mut all = Vec::new();
    for transfer in [MiroirTransfer::EachPossible, MiroirTransfer::AllOrNothing] {
        for castling in [
            MiroirCastling::KingActive,
            MiroirCastling::Forbidden,
            MiroirCastling::RookActive,
        ] {
            for pawn_promotion in [
                MiroirPawnPromotion::MoverChooses,
                MiroirPawnPromotion::NoTransfer,
            ] {
                all.push(MiroirOptions {
                    transfer,
                    castling,
                    pawn_promotion,
                });
            }
        }
    }
    all
}
