//! The Circé family in a session file: `{ name = "circe", rex_inclusive, base, rebirth,
//! adapt, mirror, cheylan }`. `rex_inclusive` is a boolean (absent: the base's default, Popeye's:
//! `true` for AntiCirce and MarsCirce, `false` for Circe); `base` is `"circe"` (absent),
//! `"anticirce"` or `"marscirce"`; `rebirth` the definition of the rebirth square, `"classic"`
//! (absent), `"pwc"`, `"equipollents"`, `"cage"`, `"file"`, `"symmetry"`, `"vertical
//! symmetry"`, `"horizontal symmetry"`, `"antipodes"` or `"capture square"`; `adapt` its
//! adaptation, `"none"` (absent), `"diametral"` or `"vertical mirror"`; `mirror` and `cheylan`
//! booleans (absent: `false`). Keys at their defaults are not written, but `rex_inclusive` always is.

use serde::Deserialize;

use super::{Adapter, Base, CirceOptions, Definition};
use crate::conditions::session::{read_table, ConditionSession, Value};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Session;

/// The table's keys.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Table {
    rex_inclusive: Option<bool>,
    base: Option<String>,
    rebirth: Option<String>,
    adapt: Option<String>,
    #[serde(default)]
    mirror: bool,
    #[serde(default)]
    cheylan: bool,
}

const BASES: [(Base, &str); 3] = [
    (Base::Circe, "circe"),
    (Base::Anti, "anticirce"),
    (Base::Mars, "marscirce"),
];

const DEFINITIONS: [(Definition, &str); 10] = [
    (Definition::Classic, "classic"),
    (Definition::Pwc, "pwc"),
    (Definition::Equipollents, "equipollents"),
    (Definition::Cage, "cage"),
    (Definition::File, "file"),
    (Definition::Symmetry, "symmetry"),
    (Definition::VerticalSymmetry, "vertical symmetry"),
    (Definition::HorizontalSymmetry, "horizontal symmetry"),
    (Definition::Antipodes, "antipodes"),
    (Definition::CaptureSquare, "capture square"),
];

const ADAPTERS: [(Adapter, &str); 3] = [
    (Adapter::None, "none"),
    (Adapter::Diametral, "diametral"),
    (Adapter::VerticalMirror, "vertical mirror"),
];

/// The value named `word` in `table`, or an error listing the names.
fn named<T: Copy>(table: &[(T, &str)], key: &str, word: &str) -> Result<T, String> {
    table
        .iter()
        .find(|(_, w)| *w == word)
        .map(|(t, _)| *t)
        .ok_or_else(|| {
            let names: Vec<String> = table.iter().map(|(_, w)| format!("\"{w}\"")).collect();
            format!("unknown {key} \"{word}\" (expected {})", names.join(", "))
        })
}

impl ConditionSession for Session {
    fn write(&self, condition: &Condition) -> Vec<(&'static str, Value)> {
        let o = condition
            .options::<CirceOptions>()
            .expect("the registry hands each condition its own");
        let mut keys = Vec::new();
        if o.base != Base::Circe {
            let (_, word) = BASES.iter().find(|(b, _)| *b == o.base).expect("listed");
            keys.push(("base", Value::String(word.to_string())));
        }
        keys.push(("rex_inclusive", Value::Bool(o.rex_inclusive)));
        if o.definition != Definition::Classic {
            let (_, word) = DEFINITIONS
                .iter()
                .find(|(d, _)| *d == o.definition)
                .expect("listed");
            keys.push(("rebirth", Value::String(word.to_string())));
        }
        if o.adapter != Adapter::None {
            let (_, word) = ADAPTERS
                .iter()
                .find(|(a, _)| *a == o.adapter)
                .expect("listed");
            keys.push(("adapt", Value::String(word.to_string())));
        }
        if o.mirror {
            keys.push(("mirror", Value::Bool(true)));
        }
        if o.cheylan {
            keys.push(("cheylan", Value::Bool(true)));
        }
        keys
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let t: Table = read_table(table)?;
        let base = match &t.base {
            Some(word) => named(&BASES, "base", word)?,
            None => Base::Circe,
        };
        let definition = match &t.rebirth {
            Some(word) => named(&DEFINITIONS, "rebirth", word)?,
            None => Definition::Classic,
        };
        if base != Base::Circe && definition != Definition::Classic {
            return Err(format!(
                "rebirth \"{}\" is only supported with base \"circe\"",
                t.rebirth.unwrap_or_default()
            ));
        }
        let adapter = match &t.adapt {
            Some(word) => named(&ADAPTERS, "adapt", word)?,
            None => Adapter::None,
        };
        if t.cheylan && base != Base::Anti {
            return Err("cheylan applies to base \"anticirce\" only".into());
        }
        Ok(Condition::new(CirceOptions {
            base,
            rex_inclusive: t.rex_inclusive.unwrap_or(base.rex_inclusive_by_default()),
            definition,
            mirror: t.mirror,
            adapter,
            cheylan: t.cheylan,
        }))
    }
}
