//! KoeKo in a session file: `{ name = "koeko", neighbour = "K", new = false }`: the
//! neighbourhood piece's Popeye letters (absent: the king), and New-KoeKo.

use serde::Deserialize;

use super::{KoekoOptions, NEIGHBOURS};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;
use crate::rules::piece::PieceKind;

/// The condition's value for the registry.
pub struct Session;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    neighbour: Option<String>,
    #[serde(default)]
    new: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<KoekoOptions>()
            .expect("the registry hands each condition its own");
        vec![
            (
                "neighbour",
                Value::String(o.neighbour.letters().to_string()),
            ),
            ("new", Value::Bool(o.new)),
        ]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let neighbour = match t.neighbour {
            None => PieceKind::King,
            Some(letters) => PieceKind::from_letters(&letters.to_uppercase())
                .filter(|k| NEIGHBOURS.contains(k))
                .ok_or_else(|| {
                    format!(
                        "unknown neighbourhood piece '{letters}' (expected one of {})",
                        NEIGHBOURS
                            .iter()
                            .map(|k| k.letters())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                })?,
        };
        if t.new && neighbour != PieceKind::King {
            return Err("New-KoeKo has no neighbourhood piece but the king".into());
        }
        Ok(Condition::new(KoekoOptions {
            neighbour,
            new: t.new,
        }))
    }
}
