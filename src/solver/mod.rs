//! The solver: search for every stipulation, the transposition table, solution trees and their
//! rendering as Popeye-like text and JSON, and the worker thread the workbench talks to. No
//! terminal code; it reads problems only through the rules core.

mod defence_end;
pub mod distance;
mod fast_hash;
pub mod guided;
mod junction;
mod leaf;
pub mod lines;
pub mod mate_patterns;
pub mod move_numbers;
pub mod parallel;
mod parry_battle;
pub mod popeye_order;
pub mod render;
mod restricted;
pub mod search;
mod shared_listing;
pub mod solve;
pub mod stalemate_patterns;
mod structured;
pub mod table;
pub mod tree;
pub mod worker;

pub use solve::{solve, Progress, SolveError, SolveOptions, DEFAULT_HASH_MB, MAX_HASH_MB};
pub use tree::Solution;
