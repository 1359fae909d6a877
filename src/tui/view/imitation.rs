//! What a Four Double Acts piece imitates (RULES.md §4.3), for the board pane: the piece under
//! the cursor (or the chosen piece, or the selected move's piece while the move list has the
//! focus) in one sentence, and the squares of the pieces that lend it their powers.
//!
//! The rules core decides (`fda::explain`); this module only words its answer.

use crate::conditions::fda::{self, Reason};
use crate::rules::attack::any_capture;
use crate::rules::{KindSet, PieceKind, Position, Side, Square};
use crate::tui::app::{App, Focus, Mode};
use crate::tui::glyphs::{kind_letters, kind_name, kind_title};

/// The sentence about one imitating piece and the squares of its lenders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    pub text: String,
    pub lenders: Vec<Square>,
}

/// The square the panel speaks of: the chosen piece's, else the cursor's while the board shows
/// it, else the selected move's departure while the move list has the focus.
fn subject(app: &App) -> Option<Square> {
    if let Some(from) = app.from {
        return Some(from);
    }
    if app.focus == Focus::Board || app.mode == Mode::Place {
        return Some(app.cursor);
    }
    if app.focus == Focus::Moves && app.mode == Mode::Normal {
        return app.shown.moves.get(app.selected).map(|m| m.mv.from);
    }
    None
}

/// The panel for the app's subject square, if an imitating piece stands there.
pub fn panel(app: &App) -> Option<Panel> {
    let opts = &crate::conditions::fda::options_in_force(&app.shown.rules)?;
    describe(&app.shown.position, opts, subject(app)?, app.knight)
}

/// How the piece on `sq` imitates, in words, if it is an imitating piece.
pub fn describe(
    pos: &Position,
    opts: &crate::conditions::FdaOptions,
    sq: Square,
    knight: char,
) -> Option<Panel> {
    let piece = pos.piece_at(sq).filter(|p| p.kind().is_imitating())?;
    let side = piece.colour().side()?;
    let head = format!("{} {sq}", kind_title(piece.kind()));
    let comedian = matches!(piece.kind(), PieceKind::Comedian | PieceKind::Comedienne);
    let fiance = matches!(piece.kind(), PieceKind::Fiance | PieceKind::Fiancee);
    let (verb, lends, lender_side) = if fiance {
        ("protected", "protects", side)
    } else {
        ("attacked", "attacks", side.opponent())
    };
    let far_rank = sq.rank() == pos.last_rank(side);
    let explained = fda::explain(pos, opts, sq);
    let mut lenders = Vec::new();
    if explained.is_empty() {
        let text = if comedian {
            match pos.last_move_kind() {
                None => format!("{head} imitates nothing: no last move known"),
                Some(PieceKind::Pawn) if far_rank => format!(
                    "{head} imitates nothing: the last move was a pawn move, and on its far rank \
                     it imitates no pawn"
                ),
                Some(k) => format!(
                    "{head} imitates nothing: the last move was a {} move",
                    kind_name(k)
                ),
            }
        } else if far_rank && pawn_lends(pos, sq, lender_side) {
            format!(
                "{head} is immobile: only a pawn {lends} it, and on its far rank it imitates no pawn"
            )
        } else {
            format!("{head} is immobile: nothing {lends} it")
        };
        return Some(Panel { text, lenders });
    }
    let mut parts = Vec::new();
    for (kind, reasons) in explained {
        let mut why = Vec::new();
        for reason in reasons {
            match reason {
                Reason::LastMove => {
                    why.push(format!("the last move was a {} move", kind_name(kind)))
                }
                Reason::Lender(from) => {
                    lenders.push(from);
                    let Some(lender) = pos.piece_at(from) else {
                        continue;
                    };
                    let letters = kind_letters(lender.kind(), knight);
                    why.push(if lender.kind().is_imitating() {
                        format!("{letters}{from} as {}", kind_title(kind))
                    } else {
                        format!("{letters}{from}")
                    });
                }
            }
        }
        let title = kind_title(kind);
        parts.push(match (comedian, why.is_empty()) {
            (_, true) => title,
            (true, false) => format!("{title} ({})", why.join(", ")),
            (false, false) => format!("{title} ({verb} by {})", why.join(", ")),
        });
    }
    let mut text = format!("{head} imitates {}", parts.join(", "));
    if !comedian && far_rank && pawn_lends(pos, sq, lender_side) {
        text.push_str("; no Pawn on its far rank");
    }
    lenders.sort();
    lenders.dedup();
    Some(Panel { text, lenders })
}

/// Whether an orthodox pawn of `by` protects or attacks `sq`.
fn pawn_lends(pos: &Position, sq: Square, by: Side) -> bool {
    any_capture(pos, sq, by, KindSet(PieceKind::Pawn.bit()), |_| true)
}
