//! Riders whose lines turn: the rose family (rose, rao, rose lion, rose hopper, rose locust),
//! spiral springers, reflecting bishops and their kin, bouncers.

pub mod bouncer;
pub mod bouncy;
pub mod cardinal;
pub mod cat;
pub mod circle;
pub mod dolphin;
pub mod hurdle_lions;
pub mod mao_riders;
pub mod once;
pub mod radial_knight;
pub mod rao;
pub mod reflecting;
pub mod rose;
pub mod rose_hopper;
pub mod rose_lion;
pub mod rose_locust;
pub mod spiral_springers;
pub mod ubiubi;
pub mod zigzag;
