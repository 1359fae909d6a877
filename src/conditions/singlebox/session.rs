//! SingleBox in a session file: `{ name = "singlebox", type = 1 }` (1, 2 or 3; absent: 1,
//! Popeye's default).

use serde::Deserialize;

use super::{SingleBoxOptions, SingleBoxType};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default = "one", rename = "type")]
    kind: i64,
}

fn one() -> i64 {
    1
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<SingleBoxOptions>()
            .expect("the registry hands each condition its own");
        vec![("type", Value::Integer(o.kind.number() as i64))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let kind = SingleBoxType::from_number(t.kind)
            .ok_or_else(|| format!("type {}: SingleBox has types 1, 2 and 3", t.kind))?;
        Ok(Condition::new(SingleBoxOptions { kind }))
    }
}
