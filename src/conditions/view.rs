//! What the workbench shows of a condition: its place in the conditions editor's hint and in
//! help, the tokens it owns, the commands and arrays it offers, the pieces it refuses, the
//! marks its moves leave on the board, and a panel of words about a piece. The tui asks these
//! and names no condition.
//!
//! Every method but [`ConditionView::hint`] has a default that shows nothing of the
//! condition, so that a condition implements what it needs. The words the workbench writes
//! pieces with ([`kind_letters`], [`kind_name`], [`kind_title`]) are here too, for the
//! conditions' texts.

use crate::rules::condition::Condition;
use crate::rules::moves::{Move, Vec2};
use crate::rules::piece::{Piece, PieceKind};
use crate::rules::position::Position;
use crate::rules::problem::Problem;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// One condition's side of it; each condition module has one value, listed in the registry.
#[allow(unused_variables)]
pub trait ConditionView: Sync {
    /// The condition in the conditions editor's hint, in Popeye's syntax: its keyword, with
    /// arguments where it takes some.
    fn hint(&self) -> &'static str;

    /// A fuller example of the condition in Popeye's syntax, with options, for the help of
    /// `:cond` (the first condition listed that has one gives it).
    fn example(&self) -> Option<&'static str> {
        None
    }

    /// For the condition the position's tokens belong to: how the workbench names and shows
    /// them.
    fn tokens(&self) -> Option<&'static TokenView> {
        None
    }

    /// For a condition that keeps a captured piece awaiting its rebirth
    /// (`Position::pending_rebirth`): the `:` command that sets it.
    fn rebirth_command(&self) -> Option<&'static CommandHelp> {
        None
    }

    /// The arrays `:initial NAME` sets up for the condition.
    fn arrays(&self) -> &'static [InitialArray] {
        &[]
    }

    /// The name of the pieces the condition brings, for the help of the fairy-piece lists
    /// (`list of white fairy and NAME pieces`).
    fn pieces(&self) -> Option<&'static str> {
        None
    }

    /// Why the board may not hold `piece`, if the condition says it may not: the workbench
    /// neither puts it there nor offers it.
    fn refuses(&self, piece: Piece) -> Option<String> {
        None
    }

    /// Cells of rim the board shows on each side under `condition` (where pieces that leave
    /// the board are shown).
    fn rim(&self, condition: &Condition) -> u8 {
        0
    }

    /// Adds to `marks` what `mv`, a move of `pos` under `condition`, does beyond the active
    /// piece's own squares.
    fn marks(&self, condition: &Condition, pos: &Position, mv: &Move, marks: &mut Marks) {}

    /// Words about the piece on `sq`, under the rules `rs`, with the squares to mark with it.
    /// Every condition of the registry is asked, in force or not: the condition tells from
    /// `rs` whether it applies. `knight` is the knight's letter the board shows (`N` or `S`).
    fn panel(&self, pos: &Position, rs: &Ruleset, sq: Square, knight: char) -> Option<Panel> {
        None
    }
}

/// How the workbench names and shows the position's tokens (`Position::tokens`).
pub struct TokenView {
    /// A token in texts, several, and the article before one (`a` or `an`).
    pub name: &'static str,
    pub plural: &'static str,
    pub article: &'static str,
    /// The word for tokens in `keys.toml` (the action that puts or removes one) and in theme
    /// files (their style).
    pub word: &'static str,
    /// Their glyphs on the board: a neutral token, White's, Black's (at most three columns).
    pub glyphs: [&'static str; 3],
    /// The condition, with the options it takes when the workbench adds it for the first
    /// token placed (it drops it with the last one).
    pub condition: fn() -> Condition,
}

/// A `:` command the workbench offers for a condition, with its line in help.
pub struct CommandHelp {
    /// The command's word (`lastcapture`).
    pub word: &'static str,
    /// How it is used, as help shows it (`lastcapture bPe5|-`), and what it does.
    pub usage: &'static str,
    pub help: &'static str,
}

/// An array a condition offers to `:initial NAME`.
pub struct InitialArray {
    /// The word after `:initial`.
    pub name: &'static str,
    /// What it is, in the command's error (`the … game`), and its line in help.
    pub title: &'static str,
    pub help: &'static str,
    /// The array as a FEN (the side to move is the problem's).
    pub fen: &'static str,
    /// Puts the array, read from `fen` with the problem's side to move, on the problem's
    /// board, with the state and conditions the array goes with.
    pub set_up: fn(&mut Problem, Position),
}

/// What moves do beyond the active piece's own squares, as the board marks them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// From and to squares of the pieces a move transfers (the theme's `transfer`).
    pub transfer: Vec<Square>,
    /// From and to squares of a passive piece a move displaces (`passive`).
    pub passive: Vec<Square>,
    /// Pieces a move takes off the board: the square each leaves, the piece, its direction
    /// (shown on the rim, `exit`).
    pub exits: Vec<(Square, Piece, Vec2)>,
}

/// A condition's words about one piece, for the board pane, and the squares of the pieces
/// they speak of (marked with the theme's `lender`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    pub text: String,
    pub lenders: Vec<Square>,
}

/// The letters of a kind in the workbench: Popeye's codes, except the knight (`knight`, 'N' or
/// 'S') and, when the knight is `N`, the nightrider (`NR`).
pub fn kind_letters(kind: PieceKind, knight: char) -> &'static str {
    match (kind, knight) {
        (PieceKind::Knight, 'N') => "N",
        (PieceKind::Nightrider, 'N') => "NR",
        _ => kind.letters(),
    }
}

/// A kind's name as the workbench writes it (lower case): Popeye's English name, with the
/// accents of the Fiancé and the Fiancée.
pub fn kind_name(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Fiance => "fiancé",
        PieceKind::Fiancee => "fiancée",
        _ => kind.name(),
    }
}

/// `kind_name` with a capital.
pub fn kind_title(kind: PieceKind) -> String {
    let name = kind_name(kind);
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
