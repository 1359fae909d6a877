//! Breton chess in a session file: `{ name = "breton", adverse = false, chromatic = false,
//! popeye = false }` (absent keys: `false`, Popeye's defaults).

use serde::Deserialize;

use super::BretonOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    adverse: bool,
    #[serde(default)]
    chromatic: bool,
    #[serde(default)]
    popeye: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<BretonOptions>()
            .expect("the registry hands each condition its own");
        vec![
            ("adverse", Value::Bool(o.adverse)),
            ("chromatic", Value::Bool(o.chromatic)),
            ("popeye", Value::Bool(o.popeye)),
        ]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(BretonOptions {
            adverse: t.adverse,
            chromatic: t.chromatic,
            popeye: t.popeye,
        }))
    }
}
