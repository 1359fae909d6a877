//! A mummer in the text formats: Popeye's `condition WhiteMaximummer` (French `BlancMaximum`,
//! German `WeisserLaengstzueger`), `WhiteMinimummer` (`BlancMinimum`,
//! `WeisserKuerzestzueger`), and Black's (`BlackMaximummer`, `NoirMaximum`,
//! `SchwarzerLaengstzueger`; `BlackMinimummer`, `NoirMinimum`, `SchwarzerKuerzestzueger`).
//! The writer writes the English keyword in lower case. Moves carry no marks of their own.

use super::{BlackMummerOptions, MaximummerOptions, MummerOptions, WhiteMummerOptions};
use crate::conditions::text::{
    named_draft, ConditionState, ConditionText, PopeyeDraft, PopeyeWord, Spellings,
};
use crate::rules::condition::Condition;
use crate::rules::piece::Side;

/// The condition's text for the registry: a side's mummer.
pub struct Text(pub Side);

const WHITE_MAX: Spellings = ["WhiteMaximummer", "BlancMaximum", "WeisserLaengstzueger"];
const WHITE_MIN: Spellings = ["WhiteMinimummer", "BlancMinimum", "WeisserKuerzestzueger"];
const BLACK_MAX: Spellings = ["BlackMaximummer", "NoirMaximum", "SchwarzerLaengstzueger"];
const BLACK_MIN: Spellings = ["BlackMinimummer", "NoirMinimum", "SchwarzerKuerzestzueger"];

/// Popeye's uncoloured Maximummer, one of its "extra" conditions.
pub(super) const MAXIMUMMER: Spellings = ["Maximummer", "Maximum", "Laengstzueger"];

const EXACT: Spellings = ["Exact", "Exact", "Exakt"];
const ULTRA: Spellings = ["Ultra", "Ultra", "Ultra"];

/// Word `w`: Minimummer when odd, `Exact` for the third and fourth, `Ultra` for the fifth and
/// sixth.
static WHITE_WORDS: [PopeyeWord; 6] = [
    PopeyeWord::names(WHITE_MAX),
    PopeyeWord::names(WHITE_MIN),
    PopeyeWord::names_with(WHITE_MAX, &[EXACT]),
    PopeyeWord::names_with(WHITE_MIN, &[EXACT]),
    PopeyeWord::names_with(WHITE_MAX, &[ULTRA]),
    PopeyeWord::names_with(WHITE_MIN, &[ULTRA]),
];
static BLACK_WORDS: [PopeyeWord; 6] = [
    PopeyeWord::names(BLACK_MAX),
    PopeyeWord::names(BLACK_MIN),
    PopeyeWord::names_with(BLACK_MAX, &[EXACT]),
    PopeyeWord::names_with(BLACK_MIN, &[EXACT]),
    PopeyeWord::names_with(BLACK_MAX, &[ULTRA]),
    PopeyeWord::names_with(BLACK_MIN, &[ULTRA]),
];

/// The uncoloured Maximummer's words: alone, with `Exact`, with `Ultra`.
static UNCOLOURED_WORDS: [PopeyeWord; 3] = [
    PopeyeWord::names(MAXIMUMMER),
    PopeyeWord::names_with(MAXIMUMMER, &[EXACT]),
    PopeyeWord::names_with(MAXIMUMMER, &[ULTRA]),
];

/// The keyword of `side`'s mummer in language `lang` (0 English, 1 French, 2 German).
pub fn keyword(side: Side, shortest: bool, lang: usize) -> &'static str {
    let words = match side {
        Side::White => &WHITE_WORDS,
        Side::Black => &BLACK_WORDS,
    };
    words[shortest as usize].spellings[lang]
}

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        match self.0 {
            Side::White => &WHITE_WORDS,
            Side::Black => &BLACK_WORDS,
        }
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        match self.0 {
            Side::White => named_draft(|w| WhiteMummerOptions {
                shortest: w % 2 == 1,
                exact: (2..4).contains(&w),
                ultra: w >= 4,
            }),
            Side::Black => named_draft(|w| BlackMummerOptions {
                shortest: w % 2 == 1,
                exact: (2..4).contains(&w),
                ultra: w >= 4,
            }),
        }
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        let options = match self.0 {
            Side::White => condition
                .options::<MummerOptions<false>>()
                .map(|o| (o.shortest, o.exact, o.ultra)),
            Side::Black => condition
                .options::<MummerOptions<true>>()
                .map(|o| (o.shortest, o.exact, o.ultra)),
        };
        options
            .map(|(shortest, exact, ultra)| {
                let mut words = keyword(self.0, shortest, 0).to_lowercase();
                if exact {
                    words.push_str(" exact");
                }
                if ultra {
                    words.push_str(" ultra");
                }
                vec![words]
            })
            .unwrap_or_default()
    }
}

/// The uncoloured Maximummer's text for the registry.
pub struct Uncoloured;

impl ConditionText for Uncoloured {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &UNCOLOURED_WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        named_draft(|w| MaximummerOptions {
            exact: w == 1,
            ultra: w == 2,
        })
    }

    fn popeye_condition_words(
        &self,
        condition: &Condition,
        _state: &ConditionState,
    ) -> Vec<String> {
        condition
            .options::<MaximummerOptions>()
            .map(|o| {
                let mut words = MAXIMUMMER[0].to_lowercase();
                if o.exact {
                    words.push_str(" exact");
                }
                if o.ultra {
                    words.push_str(" ultra");
                }
                vec![words]
            })
            .unwrap_or_default()
    }

    /// Not with a side's mummer: Popeye calls the uncoloured Maximummer beside a side's
    /// Maximummer a nonsense combination, and refuses two mummers for one side.
    fn combines_with(&self, other: &str) -> bool {
        !matches!(other, "white mummer" | "black mummer")
    }
}
