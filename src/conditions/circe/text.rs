//! The Circé family in the text formats.
//!
//! * Popeye input: a base condition's name followed by Popeye's variant words, in any order:
//!   `circe`, `anticirce`, `marscirce`, and the traditional names that say a variant
//!   (`pwc` = `circe pwc`, `cagecirce` = `circe cage`, `equipollentscirce` = `circe
//!   equipollents`, `mirrorcirce` = `circe mirror`, `mirroranticirce` = `anticirce mirror`,
//!   `marsmirrorcirce` = `marscirce mirror`), each in English, French and German as Popeye's
//!   table spells it. The variant words read: `rexinclusive` / `rexexclusive` (French
//!   `rexinclusif` / `rexexclusif`, German `rexinklusive` / `rexexklusive`), `mirror`, `pwc`,
//!   `equipollents`, `cage` (Circe), `calvet`, `cheylan` (AntiCirce), abbreviated as Popeye's
//!   variant words are. Kings take part by default under AntiCirce and MarsCirce, not under
//!   Circe. Two definitions of the rebirth square (`circe pwc cage`) are refused, as Popeye's
//!   options of one group exclude each other. A name with other variant words (`anticirce
//!   cage`, `circe turncoats`) is kept as a condition feerie does not play. The family
//!   combines with no other condition.
//! * Move text: the rebirth is the move's own (`Move::rebirth`), written by the notation as
//!   Popeye prints it: `Bh1*d5[+wRh1]`, `Ra8*a7[+wPa8=B]` (Circe), `Ke1*d2[wKd2->e1]`
//!   (AntiCirce), `PAg7-g8*a8`, `[bKc6->e8]0-0` (MarsCirce).

use super::{Base, CirceOptions, Definition};
use crate::conditions::text::{
    ConditionState, ConditionText, PopeyeDraft, PopeyeInput, PopeyeWord, Spellings, TextError,
    Token,
};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct Text;

/// The variant words Circe reads after its names.
static CIRCE_VARIANTS: &[Spellings] = &[
    ["RexInclusive", "RexInclusif", "RexInklusive"],
    ["RexExclusive", "RexExclusif", "RexExklusive"],
    ["Mirror", "Malefique", "Spiegel"],
    ["PWC", "Echange", "Platzwechsel"],
    ["Equipollents", "Equipollents", "Equipollents"],
    ["Cage", "Cage", "Kaefig"],
];

/// The variant words AntiCirce reads (other rebirth squares are kept, unplayed).
static ANTI_VARIANTS: &[Spellings] = &[
    ["RexInclusive", "RexInclusif", "RexInklusive"],
    ["RexExclusive", "RexExclusif", "RexExklusive"],
    ["Mirror", "Malefique", "Spiegel"],
    ["Calvet", "Calvet", "Calvet"],
    ["Cheylan", "Cheylan", "Cheylan"],
];

/// The variant words MarsCirce reads.
static MARS_VARIANTS: &[Spellings] = &[
    ["RexInclusive", "RexInclusif", "RexInklusive"],
    ["RexExclusive", "RexExclusif", "RexExklusive"],
    ["Mirror", "Malefique", "Spiegel"],
];

/// The names, each with the base and the variant words it says.
static NAMES: &[(Spellings, Base, &[&str])] = &[
    (PopeyeWord::everywhere("Circe"), Base::Circe, &[]),
    (PopeyeWord::everywhere("AntiCirce"), Base::Anti, &[]),
    (PopeyeWord::everywhere("MarsCirce"), Base::Mars, &[]),
    (
        ["PWC", "CirceEchange", "PlatzwechselCirce"],
        Base::Circe,
        &["PWC"],
    ),
    (
        ["CageCirce", "CirceCage", "KaefigCirce"],
        Base::Circe,
        &["Cage"],
    ),
    (
        [
            "EquipollentsCirce",
            "CirceEquipollents",
            "EquipollentsCirce",
        ],
        Base::Circe,
        &["Equipollents"],
    ),
    (
        ["MirrorCirce", "CirceMalefique", "SpiegelCirce"],
        Base::Circe,
        &["Mirror"],
    ),
    (
        ["MirrorAntiCirce", "AntiCirceMalefique", "AntiSpiegelCirce"],
        Base::Anti,
        &["Mirror"],
    ),
    (
        ["MarsMirrorCirce", "MarsCirceMalefique", "MarsSpiegelCirce"],
        Base::Mars,
        &["Mirror"],
    ),
];

static WORDS: [PopeyeWord; 9] = [
    PopeyeWord::names_any(NAMES[0].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[1].0, ANTI_VARIANTS),
    PopeyeWord::names_any(NAMES[2].0, MARS_VARIANTS),
    PopeyeWord::names_any(NAMES[3].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[4].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[5].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[6].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[7].0, ANTI_VARIANTS),
    PopeyeWord::names_any(NAMES[8].0, MARS_VARIANTS),
];

/// The options' words as Popeye writes them in a twin's description (`capitals`) or as the
/// `condition` line writes them (lower case).
pub(super) fn popeye_phrase(o: &CirceOptions, lower: bool) -> String {
    let mut words: Vec<&str> = vec![match o.base {
        Base::Circe => "Circe",
        Base::Anti => "AntiCirce",
        Base::Mars => "MarsCirce",
    }];
    if o.rex_inclusive != o.base.rex_inclusive_by_default() {
        words.push(if o.rex_inclusive {
            "RexInclusive"
        } else {
            "RexExclusive"
        });
    }
    if o.mirror {
        words.push("Mirror");
    }
    match o.definition {
        Definition::Classic => {}
        Definition::Pwc => words.push("PWC"),
        Definition::Equipollents => words.push("Equipollents"),
        Definition::Cage => words.push("Cage"),
    }
    if o.cheylan {
        words.push("Cheylan");
    }
    let phrase = words.join(" ");
    if lower {
        phrase.to_lowercase()
    } else {
        phrase
    }
}

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        match condition.options::<CirceOptions>() {
            Some(o) => vec![popeye_phrase(o, true)],
            None => Vec::new(),
        }
    }

    fn combines_with(&self, other: &str) -> bool {
        let _ = other;
        false
    }
}

/// What the family's words say in one problem.
#[derive(Default)]
struct Draft {
    options: Option<CirceOptions>,
}

/// Applies the variant word `word` (English spelling) to `o`; errors say why Popeye refuses it.
fn apply(o: &mut CirceOptions, word: &str, rex: &mut Option<bool>) -> Result<(), String> {
    let define = |o: &mut CirceOptions, d: Definition| {
        if o.definition != Definition::Classic && o.definition != d {
            Err(format!(
                "'{word}' defines the rebirth square a second time (Popeye: options of the same \
                 group exclude each other)"
            ))
        } else {
            o.definition = d;
            Ok(())
        }
    };
    match word {
        "RexInclusive" => *rex = Some(true),
        "RexExclusive" => *rex = Some(false),
        "Mirror" => o.mirror = true,
        "PWC" => define(o, Definition::Pwc)?,
        "Equipollents" => define(o, Definition::Equipollents)?,
        "Cage" => define(o, Definition::Cage)?,
        "Calvet" | "Cheylan" if o.base != Base::Anti => {
            return Err(format!("'{word}' applies to AntiCirce only"));
        }
        "Calvet" => o.cheylan = false,
        "Cheylan" => o.cheylan = true,
        _ => return Err(format!("the Circe variant '{word}' is not supported")),
    }
    Ok(())
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let (_, base, says) = NAMES[word];
        let mut o = CirceOptions {
            base,
            ..CirceOptions::default()
        };
        let mut rex = None;
        for w in says.iter().copied().chain(input.variants()) {
            apply(&mut o, w, &mut rex).map_err(|m| tok.err(m))?;
        }
        o.rex_inclusive = rex.unwrap_or(base.rex_inclusive_by_default());
        match (o.base, o.definition) {
            (Base::Circe, _) | (_, Definition::Classic) => {}
            (Base::Mars, Definition::Pwc | Definition::Equipollents) => {
                return Err(tok.err(format!(
                    "'{}': MarsCirce with this rebirth square is inconsistent (Popeye refuses it)",
                    tok.text
                )));
            }
            _ => {
                return Err(tok.err(format!(
                    "'{}': this rebirth square is not supported with {}",
                    tok.text,
                    if o.base == Base::Anti {
                        "AntiCirce"
                    } else {
                        "MarsCirce"
                    }
                )));
            }
        }
        self.options = Some(o);
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options.unwrap_or_default())))
    }
}
