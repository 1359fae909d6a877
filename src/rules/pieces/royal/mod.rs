//! Popeye's royal walks besides the king: a piece of such a walk is its side's royal piece
//! (see `PieceKind::is_royal_walk`). The sting is data (king leaps and grasshopper hops on
//! the queen's lines, `walk::describe`); the poseidon has its own walk here.

pub mod poseidon;
