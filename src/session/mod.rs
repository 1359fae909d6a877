//! Files on disk: feerie session files (TOML), opening problems from sessions, Popeye input or
//! FEN files, atomic saving, the configuration, data and state directories, autosave with
//! crash recovery, the recent files list, and export for publication (LaTeX, xfen, SVG). Knows nothing of the terminal: the workbench
//! (`tui`) calls in here, never the other way round.

pub mod autosave;
pub mod convert;
pub mod dirs;
pub mod encoding;
pub mod export;
pub mod format;
pub mod open;
pub mod save;

pub use format::{GlyphSet, Session, SessionError, SessionProblem, UiState};
