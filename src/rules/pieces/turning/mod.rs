//! Riders whose lines turn: the rose family (rose, rao, rose lion, rose hopper, rose locust),
//! spiral springers, reflecting bishops and their kin, bouncers.

pub mod circle;
pub mod once;
pub mod rao;
pub mod rose;
pub mod rose_hopper;
pub mod rose_lion;
pub mod rose_locust;
pub mod spiral_springers;
pub mod zigzag;
