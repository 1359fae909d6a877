//! Wormholes in a session file: `{ name = "wormholes", squares = "d4e5" }`.

use serde::Deserialize;

use super::WormholesOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::conditions::text::{parse_squares, squares_text};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    /// (Absent: no wormholes, as every condition's table reads without its keys.)
    #[serde(default)]
    squares: String,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<WormholesOptions>()
            .expect("a Wormholes condition");
        vec![("squares", Value::String(squares_text(&o.squares)))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let squares = if t.squares.is_empty() {
            Some(Vec::new())
        } else {
            parse_squares(&t.squares)
        };
        let squares = squares.ok_or_else(|| {
            format!(
                "squares: expected squares such as \"d4e5\", found '{}'",
                t.squares
            )
        })?;
        Ok(Condition::new(WormholesOptions::of(squares)))
    }
}
