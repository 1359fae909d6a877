//! Pieces that move as the pieces around them do (orphans, friends, …), and the other pieces
//! that fit no family of walks.

pub mod argentinian;
pub mod as_walk;
pub mod friend;
pub mod orphan;
pub mod querquisite;
pub mod saltador;
