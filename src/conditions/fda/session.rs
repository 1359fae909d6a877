//! Four Double Acts in a session file: `{ name = "four double acts", double_step_pawn_rank,
//! castling_by_squares, promotion_sets_promoted_kind, no_chains, king_lends_nothing,
//! pawnrider_double_step, merge_kinds, check_by_defenders_kind }`, booleans (RULES.md §4.7
//! F-2 … F-9; absent: `false`, the recommended reading). feerie writes every option. The kind
//! of the last move and of the one before, and the Qi castling rights, are part of the diagram
//! (FEN's `lastmove=`, `prevmove=`, `qi=`).

use serde::Deserialize;

use super::{FdaOptions, FDA_OPTION_KEYWORDS};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys, in `FDA_OPTION_KEYWORDS` order.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    double_step_pawn_rank: bool,
    #[serde(default)]
    castling_by_squares: bool,
    #[serde(default)]
    promotion_sets_promoted_kind: bool,
    #[serde(default)]
    no_chains: bool,
    #[serde(default)]
    king_lends_nothing: bool,
    #[serde(default)]
    pawnrider_double_step: bool,
    #[serde(default)]
    merge_kinds: bool,
    #[serde(default)]
    check_by_defenders_kind: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let mut o = *condition
            .options::<FdaOptions>()
            .expect("a Four Double Acts condition");
        FDA_OPTION_KEYWORDS
            .iter()
            .map(|&k| (k, Value::Bool(*o.flag_mut(k).expect("a known keyword"))))
            .collect()
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(FdaOptions {
            double_step_pawn_rank: t.double_step_pawn_rank,
            castling_by_squares: t.castling_by_squares,
            promotion_sets_promoted_kind: t.promotion_sets_promoted_kind,
            no_chains: t.no_chains,
            king_lends_nothing: t.king_lends_nothing,
            pawnrider_double_step: t.pawnrider_double_step,
            merge_kinds: t.merge_kinds,
            check_by_defenders_kind: t.check_by_defenders_kind,
        }))
    }
}
