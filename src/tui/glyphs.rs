//! How pieces look on the board: three glyph sets.
//!
//! - Letters (the default): white upper case, black lower case, neutral upper case after `~`.
//!   The knight is `N` (or `S` with `:knight S`); with `N` knights the nightrider is `NR`.
//!   Fairy pieces show their Popeye code (`G`, `MA`, …), the imitating pieces their move-text
//!   code (`CM` Comedian, `CN` Comedienne, `FM` Fiancé, `FF` Fiancée, `WM` Widower, `WF` Widow;
//!   `cm` … for Black).
//! - Figurines: Unicode chess symbols for the orthodox pieces (outline white, solid black),
//!   letters for fairy pieces, `~` before neutral ones.
//! - Popeye: Popeye's ASCII diagram: `K` white, `-K` black, `=K` neutral, `S` knight.
//!
//! Tokens show the glyphs their condition gives (`crate::conditions::view::TokenView`), the
//! same in every set.

use crate::conditions::registry::REGISTRY;
use crate::conditions::view::TokenView;
use crate::rules::{Colour, Piece, PieceKind, Side, TokenColour};

pub use crate::conditions::view::{kind_letters, kind_name, kind_title};
pub use crate::session::GlyphSet;

/// The glyph set after `g` (letters, figurines, Popeye, letters, …).
pub fn next_set(set: GlyphSet) -> GlyphSet {
    match set {
        GlyphSet::Letters => GlyphSet::Figurines,
        GlyphSet::Figurines => GlyphSet::Popeye,
        GlyphSet::Popeye => GlyphSet::Letters,
    }
}

/// The text of a piece on its square (at most three columns).
pub fn piece_glyph(set: GlyphSet, piece: Piece, knight: char) -> String {
    let kind = piece.kind();
    let letters = |black: bool| cased(kind_letters(kind, knight), black);
    match set {
        GlyphSet::Letters => match piece.colour() {
            Colour::White => letters(false),
            Colour::Black => letters(true),
            Colour::Neutral => format!("~{}", letters(false)),
        },
        GlyphSet::Figurines => {
            let figurine = |white: bool| -> Option<char> {
                let (w, b) = match kind {
                    PieceKind::King => ('♔', '♚'),
                    PieceKind::Queen => ('♕', '♛'),
                    PieceKind::Rook => ('♖', '♜'),
                    PieceKind::Bishop => ('♗', '♝'),
                    PieceKind::Knight => ('♘', '♞'),
                    PieceKind::Pawn => ('♙', '♟'),
                    _ => return None,
                };
                Some(if white { w } else { b })
            };
            match (piece.colour(), figurine(piece.colour() != Colour::Black)) {
                (Colour::Neutral, Some(f)) => format!("~{f}"),
                (_, Some(f)) => f.to_string(),
                (Colour::White, None) => letters(false),
                (Colour::Black, None) => letters(true),
                (Colour::Neutral, None) => format!("~{}", letters(false)),
            }
        }
        GlyphSet::Popeye => {
            let letters = cased(kind.letters(), false);
            match piece.colour() {
                Colour::White => letters.to_string(),
                Colour::Black => format!("-{letters}"),
                Colour::Neutral => format!("={letters}"),
            }
        }
    }
}

/// `letters` in upper case (White, neutral) or lower case (Black). A hunter's two codes go
/// without their `/`, so that a neutral or a Popeye-style black one still fits three columns,
/// and with the backward part's in the other case (`Sb` a white knight/bishop hunter, `sB` a
/// black one): two letters of one case are other pieces' (`BS` the berolina superpawn, `BR`
/// and `RR` Popeye's absolute hunters).
fn cased(letters: &str, black: bool) -> String {
    let case = |text: &str, lower: bool| {
        if lower {
            text.to_ascii_lowercase()
        } else {
            text.to_ascii_uppercase()
        }
    };
    match letters.split_once('/') {
        Some((forward, backward)) => format!("{}{}", case(forward, black), case(backward, !black)),
        None => case(letters, black),
    }
}

/// How the tokens are named and shown: as the condition they belong to says.
pub fn token_view() -> Option<&'static TokenView> {
    REGISTRY.iter().find_map(|e| e.view.tokens())
}

/// The text of a token (`T`, `Tw`, `Tb` if no condition names them).
pub fn token_glyph(colour: TokenColour) -> &'static str {
    let glyphs = token_view().map_or(["T", "Tw", "Tb"], |t| t.glyphs);
    match colour {
        TokenColour::Neutral => glyphs[0],
        TokenColour::Of(Side::White) => glyphs[1],
        TokenColour::Of(Side::Black) => glyphs[2],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_tell_colours_apart_without_colour() {
        let wk = Piece::new(Colour::White, PieceKind::Knight);
        let bk = Piece::new(Colour::Black, PieceKind::Knight);
        let nk = Piece::new(Colour::Neutral, PieceKind::Knight);
        for set in GlyphSet::ALL {
            let g = [wk, bk, nk].map(|p| piece_glyph(set, p, 'N'));
            assert_ne!(g[0], g[1]);
            assert_ne!(g[0], g[2]);
            assert_ne!(g[1], g[2]);
            assert!(g.iter().all(|s| s.chars().count() <= 3));
        }
        let nr = Piece::new(Colour::White, PieceKind::Nightrider);
        assert_eq!(piece_glyph(GlyphSet::Letters, nr, 'N'), "NR");
        assert_eq!(piece_glyph(GlyphSet::Letters, nr, 'S'), "N");
        assert_eq!(piece_glyph(GlyphSet::Popeye, bk, 'N'), "-S");
        let hunter = |c| Piece::new(c, PieceKind::BishopRookHunter);
        assert_eq!(
            piece_glyph(GlyphSet::Letters, hunter(Colour::White), 'N'),
            "Br"
        );
        assert_eq!(
            piece_glyph(GlyphSet::Letters, hunter(Colour::Black), 'N'),
            "bR"
        );
        assert_eq!(
            piece_glyph(GlyphSet::Letters, hunter(Colour::Neutral), 'N'),
            "~Br"
        );
        assert_eq!(
            piece_glyph(GlyphSet::Popeye, hunter(Colour::Black), 'N'),
            "-Br"
        );
    }

    #[test]
    fn imitating_pieces_have_six_glyphs_per_colour_in_every_set() {
        let kinds: Vec<PieceKind> = PieceKind::ALL
            .iter()
            .copied()
            .filter(|k| k.is_imitating())
            .collect();
        assert_eq!(kinds.len(), 6);
        for set in GlyphSet::ALL {
            let mut seen = Vec::new();
            for &k in &kinds {
                for colour in [Colour::White, Colour::Black] {
                    let g = piece_glyph(set, Piece::new(colour, k), 'N');
                    assert!(g.chars().count() <= 3, "{g}");
                    assert!(!seen.contains(&g), "{g} twice");
                    seen.push(g);
                }
            }
        }
        let ff = Piece::new(Colour::Black, PieceKind::Fiancee);
        assert_eq!(piece_glyph(GlyphSet::Letters, ff, 'N'), "ff");
        assert_eq!(piece_glyph(GlyphSet::Popeye, ff, 'N'), "-FF");
        assert_eq!(kind_title(PieceKind::Fiance), "Fiancé");
    }
}
