//! Circé Parrain in a session file: `{ name = "circe parrain", castling_king_only }`, a
//! boolean (absent: `false`, the recommended reading, RULES.md §2.5); ContraParrain adds
//! `contra = true`. The capture awaiting its
//! rebirth is part of the diagram (FEN's `lastcapture=`).

use serde::Deserialize;

use super::ParrainOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    castling_king_only: bool,
    #[serde(default)]
    contra: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<ParrainOptions>()
            .expect("a Circé Parrain condition");
        let mut keys = vec![("castling_king_only", Value::Bool(o.castling_king_only))];
        if o.contra {
            keys.push(("contra", Value::Bool(true)));
        }
        keys
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(ParrainOptions {
            castling_king_only: t.castling_king_only,
            contra: t.contra,
        }))
    }
}
