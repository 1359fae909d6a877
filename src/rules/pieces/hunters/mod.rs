//! Popeye's generalized hunters (`X/Y`): a piece that moves away from its side's home rank
//! (forward) as an X and towards it (backward) as a Y, never sideways. The absolute
//! rook/bishop hunters are data (`walk::ROOK_BISHOP_HUNTER`); the hunters here have a part no
//! vector set describes, one file each.

pub mod pawn_bishop;
