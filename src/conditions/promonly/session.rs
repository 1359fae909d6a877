//! PromOnly in a session file: `{ name = "promonly", kinds = ["Q", "S"] }` (English piece
//! codes; absent: the orthodox promotions).

use serde::Deserialize;

use super::PromOnlyOptions;
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;
use crate::rules::piece::{Language, PieceKind};
use crate::rules::ruleset::KindSet;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    kinds: Option<Vec<String>>,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<PromOnlyOptions>()
            .expect("the registry hands each condition its own");
        let list = o
            .kinds
            .iter()
            .map(|k| Value::String(k.letters_in(Language::English).to_string()))
            .collect();
        vec![("kinds", Value::Array(list))]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let Some(codes) = t.kinds else {
            return Ok(Condition::new(PromOnlyOptions::default()));
        };
        let mut kinds = KindSet::NONE;
        for c in &codes {
            let k = PieceKind::from_code(c, Language::English)
                .ok_or_else(|| format!("promonly: unknown piece code \"{c}\""))?;
            kinds.insert(k);
        }
        if kinds.is_empty() {
            return Err("promonly: kinds needs at least one piece code".to_string());
        }
        Ok(Condition::new(PromOnlyOptions { kinds }))
    }
}
