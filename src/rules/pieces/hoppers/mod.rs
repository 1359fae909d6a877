//! Hoppers and lions beyond the data walk's grasshopper-style hops (hurdle distances,
//! several hurdles, hoppers that turn at the hurdle: moose, eagle, sparrow and their kin).

pub mod angle;
pub mod contra_grasshopper;
pub mod double_hopper;
pub mod eagle_equihopper;
pub mod equihopper;
pub mod equistopper;
pub mod grasshopper_n;
pub mod hamster;
pub mod kangaroo;
pub mod kao;
pub mod leaper_hopper;
pub mod lines;
pub mod mao_hopper;
pub mod maorider_lion;
pub mod marguerite;
pub mod radial;
pub mod scarabeus;
pub mod skylla;
