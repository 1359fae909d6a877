//! feerie: a terminal workbench for fairy chess problem composers.
//!
//! Layers, each using only those listed after it:
//! `tui` → `session` → `solver` → `notation` → `rules`.

pub mod conditions;
pub mod notation;
pub mod rules;
pub mod session;
pub mod solver;
pub mod tui;
