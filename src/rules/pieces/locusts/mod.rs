//! Locusts (capture by hopping over the victim), the marine pieces, and the fairy pawns.

pub mod berolina_pawn;
pub mod berolina_superpawn;
pub mod bishop_locust;
pub mod chinese_pawn;
pub mod dragon;
pub mod lines;
pub mod locust;
pub mod marine_knight;
pub mod marine_pawn;
pub mod marine_ship;
pub mod nereide;
pub mod nightrider_locust;
pub mod pawns;
pub mod rook_locust;
pub mod sirene;
pub mod superpawn;
pub mod triton;
