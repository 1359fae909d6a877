//! Pieces that move as the pieces around them do (orphans, friends, …), and the other pieces
//! that fit no family of walks.
