//! Grid chess in a session file: `{ name = "grid", shift = "none" }`, the shift one of `none`
//! (the default), `vertical`, `horizontal`, `diagonal`.

use serde::Deserialize;

use super::{GridOptions, GridShift};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

#[derive(Deserialize, Default)]
#[serde(rename_all = "lowercase")]
enum Shift {
    #[default]
    None,
    Vertical,
    Horizontal,
    Diagonal,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    shift: Shift,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<GridOptions>()
            .expect("the registry hands each condition its own");
        vec![("shift", Value::String(o.shift.word().to_string()))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let shift = match t.shift {
            Shift::None => GridShift::None,
            Shift::Vertical => GridShift::Vertical,
            Shift::Horizontal => GridShift::Horizontal,
            Shift::Diagonal => GridShift::Diagonal,
        };
        Ok(Condition::new(GridOptions { shift }))
    }
}
