//! The Circé family in a session file: `{ name = "circe", rex_inclusive, base, rebirth,
//! adapt, mirror, cheylan }`. `rex_inclusive` is a boolean (absent: the base's default, Popeye's:
//! `true` for AntiCirce and MarsCirce, `false` for Circe); `base` is `"circe"` (absent),
//! `"anticirce"` or `"marscirce"`; `rebirth` the definition of the rebirth square, `"classic"`
//! (absent), `"pwc"`, `"equipollents"`, `"cage"`, `"file"`, `"symmetry"`, `"vertical
//! symmetry"`, `"horizontal symmetry"`, `"antipodes"` or `"capture square"`; `adapt` its
//! adaptation, `"none"` (absent), `"diametral"` or `"vertical mirror"`; `mirror` and `cheylan`
//! booleans (absent: `false`); `wait_capture` a boolean (absent: `false`, Popeye's
//! `WaitCapture`); `bar` a second base that only bars captures, `"immunchess"` or
//! `"genevachess"` (absent: none), with `bar_rex_inclusive` and `bar_mirror`. Keys at their
//! defaults are not written, but `rex_inclusive` always is (and `bar_rex_inclusive` with a bar).
//! AntiCirce beside Circe (`circe anticirce`) is the table `anti`, with the same keys and
//! `base = "anticirce"`; Circe beside MarsCirce or PhantomChess (`marscirce supercirce`) the
//! table `circe`, with the same keys and no `base`.

use serde::Deserialize;

use super::{
    Adapter, Anti, Bar, Base, ChameleonSequence, CirceBeside, CirceOptions, Definition, Occupied,
    RebornWalk, Relevant,
};
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
    rex_inclusive: Option<bool>,
    base: Option<String>,
    rebirth: Option<String>,
    adapt: Option<String>,
    #[serde(default)]
    mirror: bool,
    #[serde(default)]
    cheylan: bool,
    relevant: Option<String>,
    reborn: Option<String>,
    chameleon: Option<Vec<String>>,
    occupied: Option<String>,
    april: Option<Vec<String>>,
    #[serde(default)]
    wait_capture: bool,
    bar: Option<String>,
    bar_rex_inclusive: Option<bool>,
    #[serde(default)]
    bar_mirror: bool,
    /// AntiCirce beside Circe: its own table (`base = "anticirce"`).
    anti: Option<Box<Table>>,
    /// Circe beside MarsCirce or PhantomChess: its own table (`base` absent).
    circe: Option<Box<Table>>,
}

const BASES: [(Base, &str); 7] = [
    (Base::Circe, "circe"),
    (Base::Anti, "anticirce"),
    (Base::Mars, "marscirce"),
    (Base::AntiMars, "antimarscirce"),
    (Base::Phantom, "phantomchess"),
    (Base::Immun, "immunchess"),
    (Base::Geneva, "genevachess"),
];

const DEFINITIONS: [(Definition, &str); 13] = [
    (Definition::Super, "super"),
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
    (Definition::Diagram, "diagram"),
    (Definition::TakeMake, "take&make"),
];

const ADAPTERS: [(Adapter, &str); 5] = [
    (Adapter::None, "none"),
    (Adapter::Diametral, "diametral"),
    (Adapter::VerticalMirror, "vertical mirror"),
    (Adapter::Rank, "rank"),
    (Adapter::Frischauf, "frischauf"),
];

const RELEVANT: [(Relevant, &str); 3] = [
    (Relevant::Reborn, "reborn"),
    (Relevant::Clone, "clone"),
    (Relevant::Couscous, "couscous"),
];

const REBORN: [(RebornWalk, &str); 5] = [
    (RebornWalk::Same, "same"),
    (
        RebornWalk::Chameleon(ChameleonSequence::IMPLICIT),
        "chameleon",
    ),
    (RebornWalk::Einstein, "einstein"),
    (RebornWalk::ReversalEinstein, "reversal einstein"),
    (RebornWalk::Turncoat, "turncoat"),
];

const OCCUPIED: [(Occupied, &str); 5] = [
    (Occupied::Relaxed, "relaxed"),
    (Occupied::Strict, "strict"),
    (Occupied::Assassin, "assassin"),
    (Occupied::Volcanic, "volcanic"),
    (Occupied::Parachute, "parachute"),
];

/// The walks of a list of English piece codes (`["S", "B"]`).
fn walks(key: &str, codes: &[String]) -> Result<Vec<PieceKind>, String> {
    codes
        .iter()
        .map(|c| {
            PieceKind::from_code(c, Language::English)
                .ok_or_else(|| format!("{key}: unknown piece code \"{c}\""))
        })
        .collect()
}

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
        let mut keys = keys_of(o);
        if let Some(anti) = o.anti {
            let table = keys_of(&anti.options())
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect();
            keys.push(("anti", Value::Table(table)));
        }
        if let Some(circe) = o.circe {
            let table = keys_of(&circe.options())
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect();
            keys.push(("circe", Value::Table(table)));
        }
        keys
    }

    fn read(&self, table: Value) -> Result<Condition, String> {
        let mut t: Table = read_table(table)?;
        let anti = t.anti.take();
        let circe = t.circe.take();
        let mut options = options_of(t)?;
        if let Some(circe) = circe {
            let beside = options_of(*circe)?;
            if !matches!(options.base, Base::Mars | Base::Phantom) {
                return Err(
                    "circe: Circe beside base \"marscirce\" or \"phantomchess\" only".into(),
                );
            }
            options.circe = Some(CirceBeside::of(&beside).ok_or(
                "circe: base \"circe\" with no april, wait_capture, bar or anti (beside MarsCirce \
                 or PhantomChess)",
            )?);
        }
        if let Some(anti) = anti {
            let beside = options_of(*anti)?;
            if options.base != Base::Circe || beside.anti.is_some() {
                return Err("anti: AntiCirce beside base \"circe\" only".into());
            }
            options.anti = Some(Anti::of(&beside).ok_or(
                "anti: base \"anticirce\" with no april, wait_capture or bar (beside Circe)",
            )?);
        }
        Ok(Condition::new(options))
    }
}

/// The keys of the options `o` (AntiCirce beside them aside).
fn keys_of(o: &CirceOptions) -> Vec<(&'static str, Value)> {
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
    if o.relevant != Relevant::Reborn {
        let (_, word) = RELEVANT
            .iter()
            .find(|(r, _)| *r == o.relevant)
            .expect("listed");
        keys.push(("relevant", Value::String(word.to_string())));
    }
    let code = |k: PieceKind| k.code(Language::English).to_uppercase();
    match o.reborn {
        RebornWalk::Same => {}
        RebornWalk::Chameleon(seq) => {
            keys.push(("reborn", Value::String("chameleon".into())));
            if seq != ChameleonSequence::IMPLICIT {
                let chains = seq
                    .chains()
                    .iter()
                    .map(|c| {
                        Value::String(c.iter().map(|&k| code(k)).collect::<Vec<_>>().join(" "))
                    })
                    .collect();
                keys.push(("chameleon", Value::Array(chains)));
            }
        }
        other => {
            let (_, word) = REBORN.iter().find(|(r, _)| *r == other).expect("listed");
            keys.push(("reborn", Value::String(word.to_string())));
        }
    }
    if o.occupied != o.base.occupied_by_default() {
        let (_, word) = OCCUPIED
            .iter()
            .find(|(r, _)| *r == o.occupied)
            .expect("listed");
        keys.push(("occupied", Value::String(word.to_string())));
    }
    if !o.april.is_empty() {
        let list = o.april.iter().map(|k| Value::String(code(k))).collect();
        keys.push(("april", Value::Array(list)));
    }
    if o.wait_capture {
        keys.push(("wait_capture", Value::Bool(true)));
    }
    if let Some(bar) = o.bar {
        let (_, word) = BASES.iter().find(|(b, _)| *b == bar.base).expect("listed");
        keys.push(("bar", Value::String(word.to_string())));
        keys.push(("bar_rex_inclusive", Value::Bool(bar.rex_inclusive)));
        if bar.mirror {
            keys.push(("bar_mirror", Value::Bool(true)));
        }
    }
    keys
}

/// The options of a table (AntiCirce beside them aside).
fn options_of(t: Table) -> Result<CirceOptions, String> {
    let base = match &t.base {
        Some(word) => named(&BASES, "base", word)?,
        None => Base::Circe,
    };
    let definition = match &t.rebirth {
        Some(word) => named(&DEFINITIONS, "rebirth", word)?,
        None => Definition::Classic,
    };
    let adapter = match &t.adapt {
        Some(word) => named(&ADAPTERS, "adapt", word)?,
        None => Adapter::None,
    };
    let relevant = match &t.relevant {
        Some(word) => named(&RELEVANT, "relevant", word)?,
        None => Relevant::Reborn,
    };
    let mut reborn = match &t.reborn {
        Some(word) => named(&REBORN, "reborn", word)?,
        None => RebornWalk::Same,
    };
    if let Some(chains) = &t.chameleon {
        if !matches!(reborn, RebornWalk::Chameleon(_)) {
            return Err("chameleon needs reborn = \"chameleon\"".into());
        }
        let mut pairs = Vec::new();
        for chain in chains {
            let codes: Vec<String> = chain.split_whitespace().map(String::from).collect();
            let list = walks("chameleon", &codes)?;
            pairs.extend(list.windows(2).map(|w| [w[0], w[1]]));
        }
        reborn = RebornWalk::Chameleon(
            ChameleonSequence::from_pairs(&pairs)
                .ok_or("chameleon: the orthodox walks, each with one successor")?,
        );
    }
    let occupied = match &t.occupied {
        Some(word) => named(&OCCUPIED, "occupied", word)?,
        None => base.occupied_by_default(),
    };
    let mut april = KindSet::NONE;
    for k in walks("april", t.april.as_deref().unwrap_or_default())? {
        april.insert(k);
    }
    let options = CirceOptions {
        base,
        rex_inclusive: t.rex_inclusive.unwrap_or(base.rex_inclusive_by_default()),
        definition,
        mirror: t.mirror,
        adapter,
        cheylan: t.cheylan,
        relevant,
        reborn,
        occupied,
        april,
        wait_capture: t.wait_capture,
        // LastMove is Circé Parrain's (its own session table).
        last_move: false,
        castling_king_only: false,
        bar: None,
        anti: None,
        circe: None,
    };
    // The same verdicts as the Popeye reader's: what Popeye refuses is an error; what feerie
    // does not play yet is read, and refused by the condition when solved (nothing is lost).
    if adapter == Adapter::Rank && (definition != Definition::Classic || t.mirror) {
        return Err(
            "adapt = \"rank\" takes no other rebirth square nor mirror (Popeye: \
                    nonsense combination)"
                .into(),
        );
    }
    if let Some(why) = options.popeye_refusal() {
        return Err(format!(
            "base \"{}\": {why}",
            t.base.as_deref().unwrap_or("circe")
        ));
    }
    let bar = match &t.bar {
        Some(word) => {
            let bar_base = named(&BASES, "bar", word)?;
            if !bar_base.bars_only() || base.bars_only() {
                return Err(format!(
                    "bar \"{word}\": \"immunchess\" or \"genevachess\" beside another base"
                ));
            }
            Some(Bar {
                base: bar_base,
                rex_inclusive: t
                    .bar_rex_inclusive
                    .unwrap_or(bar_base.rex_inclusive_by_default()),
                mirror: t.bar_mirror,
            })
        }
        None => None,
    };
    Ok(CirceOptions { bar, ..options })
}
