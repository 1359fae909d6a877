//! The last pieces of Popeye's table: the edgehog, the bob, the protean pawn, the ship and the
//! gryphon.

pub mod bob;
pub mod edgehog;
pub mod gryphon;
pub mod protean_pawn;
pub mod ship;
