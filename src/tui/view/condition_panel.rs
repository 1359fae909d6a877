//! The conditions' panel in the board pane: words about the piece the pane speaks of (the
//! chosen piece, else the one under the cursor, else the selected move's piece while the move
//! list has the focus), and the squares to mark with them. The conditions word it
//! (`ConditionView::panel`); this module finds the subject and asks them.

use crate::conditions::registry::REGISTRY;
use crate::rules::Square;
use crate::tui::app::{App, Focus, Mode};

pub use crate::conditions::view::Panel;

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

/// The panel for the app's subject square: the first condition's that has words about it.
pub fn panel(app: &App) -> Option<Panel> {
    let sq = subject(app)?;
    let (pos, rs) = (&app.shown.position, &app.shown.rules);
    REGISTRY
        .iter()
        .find_map(|e| e.view.panel(pos, rs, sq, app.knight))
}
