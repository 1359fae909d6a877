//! Chameleon chess in a session file: `{ name = "chameleon chess" }` (Popeye's default
//! sequence), or with `walks = ["Q", "R", "B", "S"]` (English piece codes, the cycle listed
//! after Popeye's keyword).

use serde::Deserialize;

use super::ChameleonChessOptions;
use crate::conditions::chameleon_sequence::ChameleonSequenceOptions;
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
            .options::<ChameleonChessOptions>()
            .expect("the registry hands each condition its own");
        match &o.sequence {
            None => Vec::new(),
            Some(seq) => {
                let list = seq
                    .walks
                    .iter()
                    .map(|k| Value::String(k.letters_in(Language::English).to_string()))
                    .collect();
                vec![("walks", Value::Array(list))]
            }
        }
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let Some(codes) = t.walks else {
            return Ok(Condition::new(ChameleonChessOptions::default()));
        };
        let mut walks = Vec::new();
        for c in &codes {
            walks.push(
                PieceKind::from_code(c, Language::English)
                    .ok_or_else(|| format!("chameleon chess: unknown piece code \"{c}\""))?,
            );
        }
        let sequence = ChameleonSequenceOptions::listed(&walks).ok_or_else(|| {
            "chameleon chess: walks needs two walks or more, none twice".to_string()
        })?;
        Ok(Condition::new(ChameleonChessOptions {
            sequence: Some(sequence),
        }))
    }
}
