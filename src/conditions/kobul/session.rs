//! Kobul kings in a session file: `{ name = "kobul", only = "white" }` (`only`: `"white"` or
//! `"black"`, the one side whose king is a Kobul king; absent: both kings are).

use serde::Deserialize;

use super::KobulOptions;
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
            .options::<KobulOptions>()
            .expect("the registry hands each condition its own");
        write_only_side(o.only)
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let only = read_only_side("kobul", t.only.as_deref())?;
        Ok(Condition::new(KobulOptions { only }))
    }
}
