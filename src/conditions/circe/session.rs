//! Circé in a session file: `{ name = "circe", rex_inclusive }`, a boolean (absent: `false`,
//! Popeye's default: kings take no part).

use serde::Deserialize;

use super::CirceOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    rex_inclusive: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<CirceOptions>()
            .expect("the registry hands each condition its own");
        vec![("rex_inclusive", Value::Bool(o.rex_inclusive))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(CirceOptions {
            rex_inclusive: t.rex_inclusive,
        }))
    }
}
