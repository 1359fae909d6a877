//! The fairy pieces whose walks are more than the data walk's leaps, rides, hops and lions
//! (`walk::Walk`): each group's module holds the custom walks (`custom_walk::CustomWalk`) of
//! its kinds, one file per walk.

pub mod hoppers;
pub mod hunters;
pub mod locusts;
pub mod observers;
pub mod others;
pub mod royal;
pub mod turning;
