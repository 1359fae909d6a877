//! DangerCirce in a session file: `{ name = "danger circe" }` (no options).

use serde::Deserialize;

use super::DangerCirceOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys: none.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {}

impl ConditionSession for Session {
    fn write(&self, _condition: &Condition) -> Vec<(&'static str, Value)> {
        Vec::new()
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let _: Table = read_table(table)?;
        Ok(Condition::new(DangerCirceOptions))
    }
}
