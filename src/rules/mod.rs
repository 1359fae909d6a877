//! The rules core: board geometry, pieces, positions, compound moves, move generation and
//! check, one module per fairy condition, and the problem as data. Pure and synchronous: no
//! I/O, no text formats (see `notation`), no search (see `solver`).

pub mod attack;
pub mod attributes;
pub mod bitset;
pub mod bul_dob;
pub mod condition;
pub mod custom_walk;
pub mod en_passant;
mod hopper_promotions;
pub mod kept;
pub mod kind_set;
pub mod magic;
pub mod movegen;
pub mod moves;
pub mod perft;
pub mod piece;
pub mod pieces;
mod play;
mod played;
pub mod popeye_vectors;
pub mod position;
pub mod problem;
pub mod qi_castling;
pub mod relocation;
pub mod ruleset;
pub mod square;
pub mod sstipulation;
pub mod support_filter;
pub mod texts;
pub mod twin;
pub mod walk;
mod walk_checks;
pub mod zobrist;

pub use bitset::SquareSet;
pub use condition::Condition;
pub use movegen::{legal_moves, side_in_check};
pub use moves::{
    Destination, Mirror, Move, MoveList, Nature, Passive, Promotion, Rebirth, Reborn, Special, Vec2,
};
pub use piece::{Colour, Family, Language, Piece, PieceKind, Side};
pub use played::Played;
pub use position::{Allowances, Castling, EnPassant, Position, PositionError, TokenColour};
pub use problem::Problem;
pub use ruleset::{KindSet, Ruleset};
pub use square::{BoardSize, Square};
pub use texts::Texts;
pub use twin::{twin_problems, TwinError, TwinProblem};
