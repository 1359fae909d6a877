//! Échecs Miroir in a session file: `{ name = "miroir", transfer, castling, pawn_promotion }`
//! (RULES.md §3.3), strings whose absence means the recommended reading:
//! `transfer = "each_possible"` or `"all_or_nothing"`, `castling = "king_active"`,
//! `"forbidden"` or `"rook_active"`, `pawn_promotion = "mover_chooses"` or `"no_transfer"`.

use serde::Deserialize;

use super::{MiroirCastling, MiroirOptions, MiroirPawnPromotion, MiroirTransfer};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    transfer: Transfer,
    #[serde(default)]
    castling: Castling,
    #[serde(default)]
    pawn_promotion: PawnPromotion,
}

#[derive(Deserialize, Clone, Copy, Default)]
#[serde(rename_all = "snake_case")]
enum Transfer {
    #[default]
    EachPossible,
    AllOrNothing,
}

#[derive(Deserialize, Clone, Copy, Default)]
#[serde(rename_all = "snake_case")]
enum Castling {
    #[default]
    KingActive,
    Forbidden,
    RookActive,
}

#[derive(Deserialize, Clone, Copy, Default)]
#[serde(rename_all = "snake_case")]
enum PawnPromotion {
    #[default]
    MoverChooses,
    NoTransfer,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<MiroirOptions>()
            .expect("an Échecs Miroir condition");
        let word = |w: &str| Value::String(w.to_string());
        vec![
            (
                "transfer",
                word(match o.transfer {
                    MiroirTransfer::EachPossible => "each_possible",
                    MiroirTransfer::AllOrNothing => "all_or_nothing",
                }),
            ),
            (
                "castling",
                word(match o.castling {
                    MiroirCastling::KingActive => "king_active",
                    MiroirCastling::Forbidden => "forbidden",
                    MiroirCastling::RookActive => "rook_active",
                }),
            ),
            (
                "pawn_promotion",
                word(match o.pawn_promotion {
                    MiroirPawnPromotion::MoverChooses => "mover_chooses",
                    MiroirPawnPromotion::NoTransfer => "no_transfer",
                }),
            ),
        ]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(MiroirOptions {
            transfer: match t.transfer {
                Transfer::EachPossible => MiroirTransfer::EachPossible,
                Transfer::AllOrNothing => MiroirTransfer::AllOrNothing,
            },
            castling: match t.castling {
                Castling::KingActive => MiroirCastling::KingActive,
                Castling::Forbidden => MiroirCastling::Forbidden,
                Castling::RookActive => MiroirCastling::RookActive,
            },
            pawn_promotion: match t.pawn_promotion {
                PawnPromotion::MoverChooses => MiroirPawnPromotion::MoverChooses,
                PawnPromotion::NoTransfer => MiroirPawnPromotion::NoTransfer,
            },
        }))
    }
}
