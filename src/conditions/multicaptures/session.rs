//! MultiCaptures in a session file: `{ name = "multicaptures", only = "white" }` (`only`: `"white"` or
//! `"black"`, the one side bound; absent: both are).

use serde::Deserialize;

use super::MultiCapturesOptions;
use crate::conditions::session::{
    read_only_side, read_table, write_only_side, ConditionSession, Value,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    only: Option<String>,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<MultiCapturesOptions>()
            .expect("the registry hands each condition its own");
        write_only_side(o.only)
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let only = read_only_side("multicaptures", t.only.as_deref())?;
        Ok(Condition::new(MultiCapturesOptions { only }))
    }
}
