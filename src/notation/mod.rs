//! Text in and out: FEN, Popeye input files, move notation. Parsers report errors with a
//! location and never panic.

pub mod fen;
pub mod move_text;
pub mod popeye;
pub mod shown;
