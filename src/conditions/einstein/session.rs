//! Einstein in a session file: `{ name = "einstein", variant = "einstein" }`, the variant one
//! of `einstein` (the default), `reversal`, `anti`.

use serde::Deserialize;

use super::{EinsteinOptions, EinsteinVariant};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

#[derive(Deserialize, Default)]
#[serde(rename_all = "lowercase")]
enum Variant {
    #[default]
    Einstein,
    Reversal,
    Anti,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    variant: Variant,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<EinsteinOptions>()
            .expect("the registry hands each condition its own");
        vec![("variant", Value::String(o.variant.word().to_string()))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let variant = match t.variant {
            Variant::Einstein => EinsteinVariant::Einstein,
            Variant::Reversal => EinsteinVariant::Reversal,
            Variant::Anti => EinsteinVariant::Anti,
        };
        Ok(Condition::new(EinsteinOptions { variant }))
    }
}
