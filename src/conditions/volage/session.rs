//! Volage in a session file: `{ name = "volage", hyper }`, a boolean (absent: `false`, Volage;
//! `true`: Hypervolage).

use serde::Deserialize;

use super::VolageOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    hyper: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<VolageOptions>()
            .expect("the registry hands each condition its own");
        vec![("hyper", Value::Bool(o.hyper))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(VolageOptions { hyper: t.hyper }))
    }
}
