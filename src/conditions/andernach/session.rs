//! Andernach in a session file: `{ name = "andernach", anti }`, a boolean (absent: `false`,
//! Andernach chess; `true`: Anti-Andernach chess).

use serde::Deserialize;

use super::AndernachOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    anti: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<AndernachOptions>()
            .expect("the registry hands each condition its own");
        vec![("anti", Value::Bool(o.anti))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(AndernachOptions { anti: t.anti }))
    }
}
