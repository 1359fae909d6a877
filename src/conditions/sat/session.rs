//! SAT in a session file: `{ name = "sat", flights = 1, strict = false }` (`flights`: how
//! many flights make a king in check, 1 to 9; absent: 1, Popeye's `SAT`; `SAT n` is `n + 1`;
//! `strict`: Popeye's `StrictSAT`, absent: false).

use serde::Deserialize;

use super::SatOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    flights: Option<i64>,
    #[serde(default)]
    strict: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<SatOptions>()
            .expect("the registry hands each condition its own");
        vec![
            ("flights", Value::Integer(o.flights as i64)),
            ("strict", Value::Bool(o.strict)),
        ]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let flights = match t.flights {
            None => 1,
            Some(n @ 1..=9) => n as u8,
            Some(n) => return Err(format!("sat: 'flights' is 1 to 9, not {n}")),
        };
        Ok(Condition::new(SatOptions {
            flights,
            strict: t.strict,
        }))
    }
}
