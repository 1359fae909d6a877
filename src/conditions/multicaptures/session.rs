//! MultiCaptures in a session file: `{ name = "multicaptures", only = "white" }` (`only`: `"white"` or
//! `"black"`, the one side bound; absent: both are).

use serde::Deserialize;

use super::MultiCapturesOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;
use crate::rules::piece::Side;

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
        match o.only {
            None => Vec::new(),
            Some(Side::White) => vec![("only", Value::String("white".into()))],
            Some(Side::Black) => vec![("only", Value::String("black".into()))],
        }
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let only = match t.only.as_deref() {
            None => None,
            Some("white") => Some(Side::White),
            Some("black") => Some(Side::Black),
            Some(other) => {
                return Err(format!(
                    "multicaptures: 'only' is \"white\" or \"black\", not \"{other}\""
                ))
            }
        };
        Ok(Condition::new(MultiCapturesOptions { only }))
    }
}
