//! The bob: a lion over four hurdles. Along a queen line it passes the first four pieces,
//! however far apart, then goes to any empty square beyond or captures the next piece.

use crate::rules::custom_walk::custom_walk;
use crate::rules::custom_walk::CustomWalk;
use crate::rules::pieces::turning::hurdle_lions::over;

pub static WALK: CustomWalk = custom_walk! {
    moves: |board, side, from, piece, out| over(4, board, side, from, piece, out),
    captures: None,
};
