//! The last pieces of Popeye's table: the edgehog, the bob, the protean pawn, the ship, the
//! gryphon, and the poseidon (the sting is a data walk).

pub mod bob;
pub mod edgehog;
pub mod gryphon;
pub mod poseidon;
pub mod protean_pawn;
pub mod ship;
