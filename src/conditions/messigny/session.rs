//! Messigny in a session file: `{ name = "messigny", rex_exclusive }`, a boolean (absent:
//! `false`, Popeye's default: kings exchange too).

use serde::Deserialize;

use super::MessignyOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    rex_exclusive: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<MessignyOptions>()
            .expect("the registry hands each condition its own");
        vec![("rex_exclusive", Value::Bool(o.rex_exclusive))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(MessignyOptions {
            rex_exclusive: t.rex_exclusive,
        }))
    }
}
