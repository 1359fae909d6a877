//! The fairy conditions, one module each, and the registry that lists them. The rules core
//! (`rules`) knows none of them: it calls the hooks of the condition interface
//! (`rules::condition`), which each module implements. The layers above (`notation`,
//! `session`, `tui`) reach a condition through its registry entry (`registry::Entry`): its text
//! (`text`), its session table (`session`) and its view in the workbench (`view`).
//!
//! A condition module may use the rules core; it never uses another condition, nor the layers
//! above.

pub mod alice;
pub mod alphabetic;
pub mod andernach;
pub mod annan;
pub mod bichrome;
pub mod breton;
pub mod chameleon_chess;
pub mod chameleon_sequence;
pub mod checkless;
pub mod circe;
pub mod danger_circe;
pub mod disparate;
pub mod dynamo;
pub mod eiffel;
pub mod einstein;
pub mod exclusive;
pub mod fda;
pub mod functionary;
pub mod ghost;
pub mod grid;
pub mod haaner;
pub mod hole;
pub mod imitator;
pub mod isardam;
pub mod kobul;
pub mod koeko;
pub mod lese_majeste;
pub mod lortap;
pub mod madrasi;
pub mod make_take;
pub mod mate_c;
pub mod messigny;
pub mod miroir;
pub mod monochrome;
pub mod multicaptures;
pub mod mummer;
pub mod patrouille;
pub mod plus;
pub mod promonly;
pub mod registry;
pub mod royal_dynasty;
pub mod sat;
pub mod session;
pub mod singlebox;
pub mod square_filter;
pub mod take_make;
#[cfg(test)]
mod test_support;
pub mod text;
pub mod ultrapatrol;
pub mod view;
pub mod volage;
pub mod wormholes;

pub use andernach::AndernachOptions;
pub use annan::AnnanOptions;
pub use circe::parrain::{self, ParrainOptions};
pub use circe::CirceOptions;
pub use dynamo::DynamoOptions;
pub use einstein::EinsteinOptions;
pub use fda::{FdaOptions, FDA_OPTION_KEYWORDS};
pub use grid::GridOptions;
pub use imitator::ImitatorOptions;
pub use koeko::KoekoOptions;
pub use madrasi::MadrasiOptions;
pub use make_take::MakeTakeOptions;
pub use messigny::MessignyOptions;
pub use miroir::{MiroirCastling, MiroirOptions, MiroirPawnPromotion, MiroirTransfer};
pub use singlebox::{SingleBoxOptions, SingleBoxType};
pub use take_make::TakeMakeOptions;
