//! ChameleonSequence in a session file: `{ name = "chameleon sequence", walks = ["PA", "VA"] }`
//! (English piece codes, the cycle in order; absent: Popeye's default sequence).

use serde::Deserialize;

use super::ChameleonSequenceOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;
use crate::rules::piece::{Language, PieceKind};

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    walks: Option<Vec<String>>,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<ChameleonSequenceOptions>()
            .expect("the registry hands each condition its own");
        let list = o
            .walks
            .iter()
            .map(|k| Value::String(k.letters_in(Language::English).to_string()))
            .collect();
        vec![("walks", Value::Array(list))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let Some(codes) = t.walks else {
            return Ok(Condition::new(ChameleonSequenceOptions::default()));
        };
        let mut walks = Vec::new();
        for c in &codes {
            walks.push(
                PieceKind::from_code(c, Language::English)
                    .ok_or_else(|| format!("chameleon sequence: unknown piece code \"{c}\""))?,
            );
        }
        ChameleonSequenceOptions::listed(&walks)
            .map(Condition::new)
            .ok_or_else(|| {
                "chameleon sequence: walks needs two walks or more, none twice".to_string()
            })
    }
}
