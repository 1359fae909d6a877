//! The mummers, as Popeye 4.104 defines them: `WhiteMaximummer`, `BlackMaximummer`,
//! `WhiteMinimummer`, `BlackMinimummer` (French `BlancMaximum`, `NoirMinimum`, …, German
//! `WeisserLaengstzueger`, `SchwarzerKuerzestzueger`, …).
//!
//! The side a mummer binds plays only its longest legal moves (Maximummer) or only its shortest
//! (Minimummer). Length is Popeye's ([`crate::rules::moves::Move::popeye_length`]): the square
//! of the distance travelled (so a knight's move, 5, is longer than a diagonal step, 2, and
//! shorter than a rook's two squares, 4 < 5 < 8), castling 16 (king's side) or 25 (queen's
//! side), every move of a mao or moa 6. Only legal moves compete (a longer move that would
//! leave the king in check does not bind). Check is orthodox. Each side has its own condition
//! (registry names `white mummer` and `black mummer`), so that the sides combine: a problem may
//! state `WhiteMaximummer BlackMinimummer`.
//!
//! `Exact` after the keyword: the length is the greatest (least) of all moves, those that
//! would leave the king in check included; only legal moves of that length are played, so the
//! side may have none.
//!
//! `Ultra` after the keyword: the length is measured as with `Exact`, and the side's captures
//! attack (check, guard a square) only when they are of that length, the length the side would
//! play in that position if it were to move: under `WhiteMaximummer Ultra` a bishop next to
//! the black king gives no check while White has a longer move. (Popeye's observation
//! validation for Ultra mummers; castling kings' passages are judged so too.)
//!
//! The uncoloured `Maximummer` (`Maximum`, `Laengstzueger`, registry name `maximummer`, with
//! `Exact` or `Ultra` too) binds the side the stipulation restricts (the defender in battle
//! play, the helping side in help play): the solver finds that side and plays the side's
//! Maximummer in its place (`Options::for_side`; a duplex half binds the other side, as in
//! Popeye: BEISPIEL maxi #10). Outside a solve there is no stipulation: the move lists of the
//! workbench bind the side not to move, as battle play does, and `moves`/`perft` refuse it.
//! It does not combine with a side's Maximummer (Popeye: `nonsense combination`) or a side's
//! Minimummer (Popeye refuses two mummers for one side).

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::*;

use crate::rules::piece::Side;
use crate::rules::position::Position;

impl<const BLACK: bool> crate::rules::condition::Options for MummerOptions<BLACK> {
    const NAME: &'static str = if BLACK {
        "black mummer"
    } else {
        "white mummer"
    };

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(
            side::<BLACK>(),
            self.shortest,
            self.exact,
            self.ultra,
            diagram,
        )
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions), not compared with `Ultra`.
    fn plays_bul_dob(&self) -> bool {
        !self.ultra
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        let mut line = text::keyword(side::<BLACK>(), self.shortest, 0).to_string();
        if self.exact {
            line.push_str(" Exact");
        }
        if self.ultra {
            // As Popeye writes it.
            line.push_str("  ultra");
        }
        vec![line]
    }
}

impl crate::rules::condition::Options for MaximummerOptions {
    const NAME: &'static str = "maximummer";

    /// Without a stipulation (the workbench's move lists): the side not to move in `diagram`,
    /// the one battle play restricts.
    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(
            diagram.side_to_move().opponent(),
            false,
            self.exact,
            self.ultra,
            diagram,
        )
    }

    fn refuses(&self, _diagram: &Position) -> Option<String> {
        Some(
            "Maximummer binds the side the stipulation restricts: feerie plays it when it \
             solves, and lists no moves without the stipulation"
                .to_string(),
        )
    }

    fn for_side(&self, side: Side) -> Option<crate::rules::condition::Condition> {
        let (exact, ultra) = (self.exact, self.ultra);
        Some(match side {
            Side::White => crate::rules::condition::Condition::new(WhiteMummerOptions {
                shortest: false,
                exact,
                ultra,
            }),
            Side::Black => crate::rules::condition::Condition::new(BlackMummerOptions {
                shortest: false,
                exact,
                ultra,
            }),
        })
    }

    fn plays_bul_dob(&self) -> bool {
        !self.ultra
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        let mut line = text::MAXIMUMMER[0].to_string();
        if self.exact {
            line.push_str(" Exact");
        }
        if self.ultra {
            line.push_str("  ultra");
        }
        vec![line]
    }
}

/// The side of the mummer type `MummerOptions<BLACK>`.
const fn side<const BLACK: bool>() -> Side {
    if BLACK {
        Side::Black
    } else {
        Side::White
    }
}

/// White's mummer, as the registry lists it.
pub mod white {
    /// The condition's text for the registry.
    #[allow(non_upper_case_globals)]
    pub const Text: super::text::Text = super::text::Text(crate::rules::piece::Side::White);
    /// The condition's session table for the registry.
    #[allow(non_upper_case_globals)]
    pub const Session: super::session::Session<false> = super::session::Session;
    /// The condition in the workbench.
    #[allow(non_upper_case_globals)]
    pub const View: super::view::View = super::view::View(crate::rules::piece::Side::White);
}

/// The uncoloured Maximummer, as the registry lists it.
pub mod uncoloured {
    /// The condition's text for the registry.
    #[allow(non_upper_case_globals)]
    pub const Text: super::text::Uncoloured = super::text::Uncoloured;
    /// The condition's session table for the registry.
    #[allow(non_upper_case_globals)]
    pub const Session: super::session::Uncoloured = super::session::Uncoloured;
    /// The condition in the workbench.
    #[allow(non_upper_case_globals)]
    pub const View: super::view::Uncoloured = super::view::Uncoloured;
}

/// Black's mummer, as the registry lists it.
pub mod black {
    /// The condition's text for the registry.
    #[allow(non_upper_case_globals)]
    pub const Text: super::text::Text = super::text::Text(crate::rules::piece::Side::Black);
    /// The condition's session table for the registry.
    #[allow(non_upper_case_globals)]
    pub const Session: super::session::Session<true> = super::session::Session;
    /// The condition in the workbench.
    #[allow(non_upper_case_globals)]
    pub const View: super::view::View = super::view::View(crate::rules::piece::Side::Black);
}
