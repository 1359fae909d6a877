//! Four Double Acts in the workbench: what an imitating piece imitates (RULES.md §4.3), in one
//! sentence about the piece the panel speaks of, with the squares of the pieces that lend it
//! their powers; the game array (`:initial fda`); the imitating pieces in the fairy-piece lists,
//! never neutral.
//!
//! The rules decide (`explain`); this module only words their answer.

use super::{explain, neutral_imitating, rights_from_array, FdaOptions, Reason};
use crate::conditions::view::{
    kind_letters, kind_name, kind_title, ConditionView, InitialArray, Panel,
};
use crate::rules::attack::any_capture_observing;
use crate::rules::condition::Condition;
use crate::rules::piece::{Piece, PieceKind, Side, IMITATING_KINDS};
use crate::rules::position::Position;
use crate::rules::problem::Problem;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::Square;

/// The condition's value for the registry.
pub struct View;

/// The Four Double Acts game array feerie uses (RULES.md §4.1, F-1: the original survives only
/// as a diagram; `tests/fda.rs` holds the same guess): 10x10, the imitating pieces on the d to
/// g files of the two back ranks.
pub const GAME_FEN: &str = "rnb[cm][wm][wf][cn]bnr/rnb[fm]qk[ff]bnr/pppppppppp/10/10/10/10/\
PPPPPPPPPP/RNB[FM]QK[FF]BNR/RNB[CM][WM][WF][CN]BNR w - - 0 1";

static ARRAYS: [InitialArray; 1] = [InitialArray {
    name: "fda",
    title: "the Four Double Acts game",
    help: "the Four Double Acts game: 10x10 array, condition, Qi castling",
    fen: GAME_FEN,
    set_up: set_up_game,
}];

/// The Four Double Acts game: its array with the Qi castling rights and the condition (its
/// options kept if it was on already; other conditions go, the game combines with none).
fn set_up_game(problem: &mut Problem, mut array: Position) {
    array.set_qi_castling(rights_from_array(&array));
    problem.position = array;
    let options = problem
        .conditions
        .iter()
        .find_map(|c| c.options::<FdaOptions>().copied())
        .unwrap_or_default();
    problem.conditions = vec![Condition::new(options)];
}

/// The options the imitating pieces follow under `rs`: the condition's, or the defaults when
/// imitating pieces stand in the diagram without it.
fn in_force(rs: &Ruleset) -> Option<FdaOptions> {
    rs.conditions()
        .iter()
        .find_map(|c| c.options::<FdaOptions>().copied())
        .or_else(|| {
            rs.promotions
                .intersects(IMITATING_KINDS)
                .then(FdaOptions::default)
        })
}

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        "fourdoubleacts"
    }

    fn arrays(&self) -> &'static [InitialArray] {
        &ARRAYS
    }

    fn pieces(&self) -> Option<&'static str> {
        Some("Four Double Acts")
    }

    fn refuses(&self, piece: Piece) -> Option<String> {
        neutral_imitating(piece).then(|| {
            format!(
                "a neutral {} is not supported: Four Double Acts' pieces belong to one side",
                kind_name(piece.kind())
            )
        })
    }

    fn panel(&self, pos: &Position, rs: &Ruleset, sq: Square, knight: char) -> Option<Panel> {
        describe_imitation(pos, &in_force(rs)?, sq, knight)
    }
}

/// How the piece on `sq` imitates, in words, if it is an imitating piece; the lenders'
/// squares with it. `knight` is the knight's letter the board shows.
pub fn describe_imitation(
    pos: &Position,
    opts: &FdaOptions,
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
    let explained = explain(pos, opts, sq);
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
    any_capture_observing(pos, sq, by, KindSet::single(PieceKind::Pawn), true, |_| {
        true
    })
}
