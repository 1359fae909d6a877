//! A mummer in a session file: `{ name = "white mummer", shortest = false, exact = false }` (White's
//! Maximummer; `shortest = true` is the Minimummer), `"black mummer"` for Black's. A missing
//! key is `false`; `exact` is Popeye's `Exact`, `ultra` Popeye's `Ultra`. The uncoloured
//! Maximummer: `{ name = "maximummer", exact = false, ultra = false }`.

use serde::Deserialize;

use super::{MaximummerOptions, MummerOptions};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry (`BLACK`: Black's mummer).
pub struct Session<const BLACK: bool>;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    shortest: bool,
    #[serde(default)]
    exact: bool,
    #[serde(default)]
    ultra: bool,
}

impl<const BLACK: bool> ConditionSession for Session<BLACK> {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<MummerOptions<BLACK>>()
            .expect("the registry hands each condition its own");
        vec![
            ("shortest", Value::Bool(o.shortest)),
            ("exact", Value::Bool(o.exact)),
            ("ultra", Value::Bool(o.ultra)),
        ]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(MummerOptions::<BLACK> {
            shortest: t.shortest,
            exact: t.exact && !t.ultra,
            ultra: t.ultra,
        }))
    }
}

/// The uncoloured Maximummer's value for the registry.
pub struct Uncoloured;

/// Its table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UncolouredTable {
    #[serde(default)]
    exact: bool,
    #[serde(default)]
    ultra: bool,
}

impl ConditionSession for Uncoloured {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<MaximummerOptions>()
            .expect("the registry hands each condition its own");
        vec![
            ("exact", Value::Bool(o.exact)),
            ("ultra", Value::Bool(o.ultra)),
        ]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: UncolouredTable = read_table(table)?;
        Ok(Condition::new(MaximummerOptions {
            exact: t.exact && !t.ultra,
            ultra: t.ultra,
        }))
    }
}
