//! feerie: a terminal workbench for fairy chess problem composers.
//!
//! Layers, each using only those listed after it:
//! `tui` → `session` → `solver` → `notation` → `conditions` → `rules`.
//! The rules core (`rules`) defines the condition interface and never names a condition;
//! each condition is a module of `conditions`, listed once in its registry.

pub mod conditions;
pub mod notation;
pub mod rules;
pub mod session;
pub mod solver;
pub mod tui;
