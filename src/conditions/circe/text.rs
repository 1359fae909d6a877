//! The Circé family in the text formats.
//!
//! * Popeye input: a base condition's name followed by Popeye's variant words, in any order:
//!   `circe`, `anticirce`, `marscirce`, and the traditional names that say a variant
//!   (`pwc` = `circe pwc`, `cagecirce` = `circe cage`, `equipollentscirce`, `mirrorcirce`,
//!   `mirroranticirce`, `filecirce`, `mirrorfilecirce`, `symmetrycirce`,
//!   `verticalsymmetrycirce`, `horizontalsymmetrycirce`, `antipodeancirce`, `diametralcirce`,
//!   `verticalmirrorcirce`), each in English, French and German as Popeye's table spells it.
//!   The variant words read (abbreviated as Popeye's are): after Circe `rexinclusive` /
//!   `rexexclusive` (French `rexinclusif` / `rexexclusif`, German `rexinklusive` /
//!   `rexexklusive`), `mirror`, `pwc`, `equipollents`, `cage`, `file`, `symmetry`,
//!   `verticalsymmetry`, `horizontalsymmetry`, `antipodes`, `capturesquare`, `diametral`,
//!   `verticalmirror`; after AntiCirce the kings' words, `mirror`, `diametral`,
//!   `verticalmirror`, `calvet`, `cheylan`; after MarsCirce `rexinclusive`. Kings take part by
//!   default under AntiCirce and MarsCirce, not under Circe. Two options of one group
//!   (`circe pwc cage`, `circe diametral verticalmirror`) are refused, as in Popeye. A name
//!   with other variant words (`anticirce cage`, `marscirce mirror`, `circe turncoats`) is
//!   kept as a condition feerie does not play. The family combines with no other condition.
//! * Move text: the rebirth is the move's own (`Move::rebirth`), written by the notation as
//!   Popeye prints it: `Bh1*d5[+wRh1]`, `Ra8*a7[+wPa8=B]` (Circe), `Ke1*d2[wKd2->e1]`
//!   (AntiCirce), `PAg7-g8*a8`, `[bKc6->e8]0-0` (MarsCirce).

use super::{Adapter, Base, CirceOptions, Definition};
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
    ["File", "Colonne", "File"],
    ["Symmetry", "Symetrie", "Symmetrie"],
    [
        "VerticalSymmetry",
        "VerticaleSymetrique",
        "VertikaleSymmetrie",
    ],
    [
        "HorizontalSymmetry",
        "HorizontaleSymetrique",
        "HorizontaleSymmetrie",
    ],
    ["Antipodes", "Antipodes", "Antipoden"],
    ["CaptureSquare", "CaseDePrise", "Schlagfeld"],
    ["Diametral", "Diametral", "Diametral"],
    ["VerticalMirror", "MalefiqueVerticale", "VertikalSpiegel"],
];

/// The variant words AntiCirce reads (other rebirth squares are kept, unplayed).
static ANTI_VARIANTS: &[Spellings] = &[
    ["RexInclusive", "RexInclusif", "RexInklusive"],
    ["RexExclusive", "RexExclusif", "RexExklusive"],
    ["Mirror", "Malefique", "Spiegel"],
    ["Diametral", "Diametral", "Diametral"],
    ["VerticalMirror", "MalefiqueVerticale", "VertikalSpiegel"],
    ["Calvet", "Calvet", "Calvet"],
    ["Cheylan", "Cheylan", "Cheylan"],
];

/// The variant words MarsCirce reads (with `RexExclusive` or `Mirror` Popeye's kings capture
/// and check in ways feerie does not follow yet: kept, unplayed).
static MARS_VARIANTS: &[Spellings] = &[["RexInclusive", "RexInclusif", "RexInklusive"]];

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
        ["FileCirce", "FileCirce", "FileCirce"],
        Base::Circe,
        &["File"],
    ),
    (
        ["MirrorFileCirce", "FileCirceMalefique", "SpiegelFileCirce"],
        Base::Circe,
        &["File", "Mirror"],
    ),
    (
        ["SymmetryCirce", "CirceSymetrique", "SymmetrieCirce"],
        Base::Circe,
        &["Symmetry"],
    ),
    (
        [
            "VerticalSymmetryCirce",
            "CirceSymetriqueVerticale",
            "VertikaleSymmetrieCirce",
        ],
        Base::Circe,
        &["VerticalSymmetry"],
    ),
    (
        [
            "HorizontalSymmetryCirce",
            "CirceSymetriqueHorizontale",
            "HorizontaleSymmetrieCirce",
        ],
        Base::Circe,
        &["HorizontalSymmetry"],
    ),
    (
        ["AntipodeanCirce", "CirceAntipoden", "AntipodenCirce"],
        Base::Circe,
        &["Antipodes"],
    ),
    (
        ["DiametralCirce", "CirceDiametrale", "DiametralCirce"],
        Base::Circe,
        &["Diametral"],
    ),
    (
        [
            "VerticalMirrorCirce",
            "CirceMalefiqueVerticale",
            "VertikalesSpiegelCirce",
        ],
        Base::Circe,
        &["VerticalMirror"],
    ),
];

static WORDS: [PopeyeWord; 16] = [
    PopeyeWord::names_any(NAMES[0].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[1].0, ANTI_VARIANTS),
    PopeyeWord::names_any(NAMES[2].0, MARS_VARIANTS),
    PopeyeWord::names_any(NAMES[3].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[4].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[5].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[6].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[7].0, ANTI_VARIANTS),
    PopeyeWord::names_any(NAMES[8].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[9].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[10].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[11].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[12].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[13].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[14].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[15].0, CIRCE_VARIANTS),
];

/// The options' words as Popeye writes them in a twin's description (`capitals`) or as the
/// `condition` line writes them (lower case).
pub(super) fn popeye_phrase(o: &CirceOptions, lower: bool) -> String {
    // `Mirror` is written in the name (`MirrorCirce`): in a twin, the word `mirror` would be
    // the twin command.
    let mut words: Vec<&str> = vec![match (o.base, o.mirror) {
        (Base::Circe, false) => "Circe",
        (Base::Circe, true) => "MirrorCirce",
        (Base::Anti, false) => "AntiCirce",
        (Base::Anti, true) => "MirrorAntiCirce",
        (Base::Mars, _) => "MarsCirce",
    }];
    if o.rex_inclusive != o.base.rex_inclusive_by_default() {
        words.push(if o.rex_inclusive {
            "RexInclusive"
        } else {
            "RexExclusive"
        });
    }
    match o.definition {
        Definition::Classic => {}
        Definition::Pwc => words.push("PWC"),
        Definition::Equipollents => words.push("Equipollents"),
        Definition::Cage => words.push("Cage"),
        Definition::File => words.push("File"),
        Definition::Symmetry => words.push("Symmetry"),
        Definition::VerticalSymmetry => words.push("VerticalSymmetry"),
        Definition::HorizontalSymmetry => words.push("HorizontalSymmetry"),
        Definition::Antipodes => words.push("Antipodes"),
        Definition::CaptureSquare => words.push("CaptureSquare"),
    }
    match o.adapter {
        Adapter::None => {}
        Adapter::Diametral => words.push("Diametral"),
        Adapter::VerticalMirror => words.push("VerticalMirror"),
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
        "File" => define(o, Definition::File)?,
        "Symmetry" => define(o, Definition::Symmetry)?,
        "VerticalSymmetry" => define(o, Definition::VerticalSymmetry)?,
        "HorizontalSymmetry" => define(o, Definition::HorizontalSymmetry)?,
        "Antipodes" => define(o, Definition::Antipodes)?,
        "CaptureSquare" => define(o, Definition::CaptureSquare)?,
        "Diametral" | "VerticalMirror" if o.adapter != Adapter::None => {
            return Err(format!(
                "'{word}' adapts the rebirth square a second time (Popeye: options of the same \
                 group exclude each other)"
            ));
        }
        "Diametral" => o.adapter = Adapter::Diametral,
        "VerticalMirror" => o.adapter = Adapter::VerticalMirror,
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
