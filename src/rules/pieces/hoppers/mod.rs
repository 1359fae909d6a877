//! Hoppers and lions beyond the data walk's grasshopper-style hops (hurdle distances,
//! several hurdles, hoppers that turn at the hurdle: moose, eagle, sparrow and their kin).
