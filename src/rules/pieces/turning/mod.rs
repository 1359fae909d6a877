//! Riders whose lines turn: the rose family (rose, rao, rose lion, rose hopper, rose locust),
//! spiral springers, reflecting bishops and their kin, bouncers.
