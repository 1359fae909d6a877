//! Alphabetic chess in a session file: `{ name = "alphabetic", side = "both" }` (`"white"`,
//! `"black"`; absent: both).

use serde::Deserialize;

use super::AlphabeticOptions;
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
    side: Option<String>,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<AlphabeticOptions>()
            .expect("the registry hands each condition its own");
        let side = match o.side {
            None => "both",
            Some(Side::White) => "white",
            Some(Side::Black) => "black",
        };
        vec![("side", Value::String(side.to_string()))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let side = match t.side.as_deref() {
            None | Some("both") => None,
            Some("white") => Some(Side::White),
            Some("black") => Some(Side::Black),
            Some(other) => {
                return Err(format!(
                    "side '{other}': expected \"both\", \"white\" or \"black\""
                ))
            }
        };
        Ok(Condition::new(AlphabeticOptions { side }))
    }
}
