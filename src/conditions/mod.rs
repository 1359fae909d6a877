//! The fairy conditions, one module each, and the registry that names them. The rules core
//! (`rules`) knows none of them: it calls the hooks of the condition interface
//! (`rules::condition`), which each module here implements.

pub mod dynamo;
pub mod fda;
pub mod imitator;
pub mod miroir;
pub mod parrain;
mod registry;

pub use dynamo::DynamoOptions;
pub use fda::{FdaOptions, FDA_OPTION_KEYWORDS};
pub use imitator::ImitatorOptions;
pub use miroir::{MiroirCastling, MiroirOptions, MiroirPawnPromotion, MiroirTransfer};
pub use parrain::ParrainOptions;
