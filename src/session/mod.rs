//! Files on disk: reading problems from Popeye input or FEN files (and, with the workbench,
//! sessions, configuration and autosave). Knows nothing of the terminal.

pub mod open;
