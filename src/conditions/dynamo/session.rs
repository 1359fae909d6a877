//! Dynamo in a session file: `{ name = "dynamo", equal_distances, ep_push_stays,
//! passive_promotion_queen, castling_kept_when_displaced, merge_exits, no_exit_pull,
//! ep_plain_double_step_only }`, booleans (RULES.md §5.9; absent: `false`, the recommended
//! reading). feerie writes every option.

use serde::Deserialize;

use super::{DynamoOptions, OPTION_KEYWORDS};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys, in `OPTION_KEYWORDS` order.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    equal_distances: bool,
    #[serde(default)]
    ep_push_stays: bool,
    #[serde(default)]
    passive_promotion_queen: bool,
    #[serde(default)]
    castling_kept_when_displaced: bool,
    #[serde(default)]
    merge_exits: bool,
    #[serde(default)]
    no_exit_pull: bool,
    #[serde(default)]
    ep_plain_double_step_only: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let mut o = *condition
            .options::<DynamoOptions>()
            .expect("a Dynamo condition");
        OPTION_KEYWORDS
            .iter()
            .map(|&k| (k, Value::Bool(*o.flag_mut(k).expect("a known keyword"))))
            .collect()
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(DynamoOptions {
            equal_distances: t.equal_distances,
            ep_push_stays: t.ep_push_stays,
            passive_promotion_queen: t.passive_promotion_queen,
            castling_kept_when_displaced: t.castling_kept_when_displaced,
            merge_exits: t.merge_exits,
            no_exit_pull: t.no_exit_pull,
            ep_plain_double_step_only: t.ep_plain_double_step_only,
        }))
    }
}
