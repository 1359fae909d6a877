//! Locusts (capture by hopping over the victim), the marine pieces, and the fairy pawns.
