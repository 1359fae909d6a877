//! Isardam in a session file: `{ name = "isardam", type_b = false, rex_inclusive = false }`
//! (absent keys: `false`, Popeye's defaults: type A, kings take no part).

use serde::Deserialize;

use super::IsardamOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    type_b: bool,
    #[serde(default)]
    rex_inclusive: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<IsardamOptions>()
            .expect("the registry hands each condition its own");
        vec![
            ("type_b", Value::Bool(o.type_b)),
            ("rex_inclusive", Value::Bool(o.rex_inclusive)),
        ]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(IsardamOptions {
            type_b: t.type_b,
            rex_inclusive: t.rex_inclusive,
        }))
    }
}
