//! Ghost chess in a session file: `{ name = "ghost chess", haunted }`, a boolean (absent:
//! `false`, Ghost chess; `true`: Haunted chess).

use serde::Deserialize;

use super::GhostOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    haunted: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<GhostOptions>()
            .expect("the registry hands each condition its own");
        vec![("haunted", Value::Bool(o.haunted))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(GhostOptions { haunted: t.haunted }))
    }
}
