//! Annan in a session file: `{ name = "annan", type = "a" }`, the type one of `a` (the
//! default), `b`, `c`, `d`.

use serde::Deserialize;

use super::{AnnanOptions, AnnanType};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

#[derive(Deserialize, Default)]
#[serde(rename_all = "lowercase")]
enum Kind {
    #[default]
    A,
    B,
    C,
    D,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default, rename = "type")]
    kind: Kind,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<AnnanOptions>()
            .expect("the registry hands each condition its own");
        vec![("type", Value::String(o.kind.letter().to_string()))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let kind = match t.kind {
            Kind::A => AnnanType::A,
            Kind::B => AnnanType::B,
            Kind::C => AnnanType::C,
            Kind::D => AnnanType::D,
        };
        Ok(Condition::new(AnnanOptions { kind }))
    }
}
