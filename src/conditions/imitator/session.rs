//! The Imitator in a session file: `{ name = "imitator", promotion, no_hurdle,
//! hurdle_at_departure }`, booleans. An absent option is `false`: this is feerie's own default,
//! so in a session promotion into an Imitator is off unless `promotion = true` says so
//! (RULES.md §1.5), whereas a Popeye file without `NoIProm` means it is on. feerie writes every
//! option.
//!
//! The Imitators are the position's tokens: the diagram holds them (FEN's `imitators=`), and a
//! twin sets them with `{ imitators = ["a3", "w:c5"] }` (`w:`/`b:` for monochrome ones).

use serde::Deserialize;

use super::ImitatorOptions;
use crate::conditions::session::{read_table, ConditionSession, TokenKey, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    #[serde(default)]
    promotion: bool,
    #[serde(default)]
    no_hurdle: bool,
    #[serde(default)]
    hurdle_at_departure: bool,
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<ImitatorOptions>()
            .expect("an Imitator condition");
        vec![
            ("promotion", Value::Bool(o.promotion)),
            ("no_hurdle", Value::Bool(o.no_hurdle)),
            ("hurdle_at_departure", Value::Bool(o.hurdle_at_departure)),
        ]
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        Ok(Condition::new(ImitatorOptions {
            promotion: t.promotion,
            no_hurdle: t.no_hurdle,
            hurdle_at_departure: t.hurdle_at_departure,
        }))
    }

    fn tokens(&self) -> Option<TokenKey> {
        Some(TokenKey {
            key: "imitators",
            name: "Imitator",
            plural: "Imitators",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absent_options_are_off_and_every_option_is_written() {
        let c = Session.read(Value::Table(Vec::new())).unwrap();
        assert_eq!(c, Condition::new(ImitatorOptions::default()));
        let all = Condition::new(ImitatorOptions {
            promotion: true,
            no_hurdle: false,
            hurdle_at_departure: true,
        });
        let written = Session.write(&all);
        assert_eq!(
            written.iter().map(|(k, _)| *k).collect::<Vec<_>>(),
            ["promotion", "no_hurdle", "hurdle_at_departure"]
        );
        let table = written
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        assert_eq!(Session.read(Value::Table(table)).unwrap(), all);
    }
}
