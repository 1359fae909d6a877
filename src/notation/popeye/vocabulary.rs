//! The words of Popeye's condition list, built once from the registry: Popeye's whole
//! condition table (so that abbreviations resolve as in Popeye), the registered conditions'
//! words, the variant words Popeye reads after some names and the parameter words of the
//! conditions feerie keeps.

use std::sync::OnceLock;

use crate::conditions::registry::{
    POPEYE_CONDITIONS, POPEYE_PARAMETER_WORDS, POPEYE_VARIANTS, POPEYE_VARIANT_NAMES, REGISTRY,
};
use crate::conditions::text::{PopeyeWord, Role};

use super::tables::{Opt, Row, OPTIONS};

/// What a word of the condition table is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Cond {
    /// A registered condition's word: its registry index and its index among the condition's
    /// words.
    Word(usize, usize),
    /// A name variant words follow: its index in [`Vocabulary::heads`].
    Head(usize),
    /// A condition Popeye knows and feerie does not.
    Other,
}

/// The tables of the words conditions read, built once from the registry.
pub(super) struct Vocabulary {
    /// Popeye's condition table ([`POPEYE_CONDITIONS`]) with the registered conditions' words
    /// in it, then their words it lacks.
    pub conditions: Vec<Row<Cond>>,
    /// The names variant words follow (English spelling): Popeye's
    /// ([`POPEYE_VARIANT_NAMES`]) and those the conditions declare with variants.
    pub heads: Vec<&'static str>,
    /// Popeye's variant words ([`POPEYE_VARIANTS`]), by their index there.
    pub variants: Vec<Row<usize>>,
    /// The words Popeye reads after the names of conditions: the variant words and its other
    /// parameter words ([`POPEYE_PARAMETER_WORDS`]).
    pub parameters: Vec<Row<()>>,
    /// Popeye's options, then the conditions' options.
    pub options: Vec<Row<Opt>>,
    /// The conditions' options spelled out in full only.
    pub in_full: Vec<Row<(usize, usize)>>,
}

/// The registered conditions' words: registry index, index among its words, the word.
pub(super) fn registered_words() -> impl Iterator<Item = (usize, usize, &'static PopeyeWord)> {
    REGISTRY.iter().enumerate().flat_map(|(e, entry)| {
        entry
            .text
            .popeye_words()
            .iter()
            .enumerate()
            .map(move |(w, word)| (e, w, word))
    })
}

pub(super) fn vocabulary() -> &'static Vocabulary {
    static VOCABULARY: OnceLock<Vocabulary> = OnceLock::new();
    VOCABULARY.get_or_init(|| {
        let mut heads: Vec<&'static str> = POPEYE_VARIANT_NAMES.to_vec();
        let mut head_spellings = Vec::new();
        for (_, _, word) in registered_words() {
            let name = word.spellings[0];
            let with_variants = matches!(word.role, Role::Names(v) if !v.is_empty())
                || matches!(word.role, Role::NamesAny(_));
            if with_variants && !heads.iter().any(|h| h.eq_ignore_ascii_case(name)) {
                heads.push(name);
                head_spellings.push(word.spellings);
            }
        }
        let head = |name: &str| heads.iter().position(|h| h.eq_ignore_ascii_case(name));
        let mut conditions: Vec<Row<Cond>> = POPEYE_CONDITIONS
            .iter()
            .map(|spellings| {
                (
                    head(spellings[0]).map_or(Cond::Other, Cond::Head),
                    *spellings,
                )
            })
            .collect();
        // A name with variants that Popeye's table lacks comes after it.
        for spellings in head_spellings {
            if !conditions
                .iter()
                .any(|(_, s)| s[0].eq_ignore_ascii_case(spellings[0]))
            {
                conditions.push((
                    head(spellings[0]).map_or(Cond::Other, Cond::Head),
                    spellings,
                ));
            }
        }
        let mut options: Vec<Row<Opt>> = OPTIONS.to_vec();
        let mut in_full = Vec::new();
        for (e, w, word) in registered_words() {
            match word.role {
                // A name variant words follow is found through it.
                Role::Names(_) | Role::NamesAny(_) | Role::Condition
                    if head(word.spellings[0]).is_some() => {}
                Role::Names(_) | Role::NamesAny(_) | Role::Condition => {
                    let row = conditions.iter().position(|(meaning, spellings)| {
                        *meaning == Cond::Other
                            && spellings[0].eq_ignore_ascii_case(word.spellings[0])
                    });
                    let claim = (Cond::Word(e, w), word.spellings);
                    match row {
                        Some(r) => conditions[r] = claim,
                        None => conditions.push(claim),
                    }
                }
                Role::Option => options.push((Opt::Condition(e, w), word.spellings)),
                Role::OptionInFull => in_full.push(((e, w), word.spellings)),
            }
        }
        let parameters = POPEYE_VARIANTS
            .iter()
            .chain(POPEYE_PARAMETER_WORDS)
            .map(|s| ((), *s))
            .collect();
        Vocabulary {
            conditions,
            variants: POPEYE_VARIANTS.iter().copied().enumerate().collect(),
            parameters,
            heads,
            options,
            in_full,
        }
    })
}

/// The registered word that is the name `head` with exactly the `variants` (English
/// spellings, in any order).
pub(super) fn phrase(head: &str, variants: &[&str]) -> Option<(usize, usize)> {
    let sorted = |mut words: Vec<String>| {
        words.sort();
        words
    };
    let given = sorted(variants.iter().map(|v| v.to_lowercase()).collect());
    let exact = registered_words().find_map(|(e, w, word)| {
        let Role::Names(declared) = word.role else {
            return None;
        };
        let declared = sorted(declared.iter().map(|v| v[0].to_lowercase()).collect());
        (word.spellings[0].eq_ignore_ascii_case(head) && declared == given).then_some((e, w))
    });
    exact.or_else(|| {
        registered_words().find_map(|(e, w, word)| {
            let Role::NamesAny(declared) = word.role else {
                return None;
            };
            let known = |v: &String| declared.iter().any(|d| d[0].eq_ignore_ascii_case(v));
            (word.spellings[0].eq_ignore_ascii_case(head) && given.iter().all(known))
                .then_some((e, w))
        })
    })
}

/// The spelling in language `lang` of the condition named `english` in Popeye's table, if it
/// is there.
pub(super) fn condition_name(english: &str, lang: usize) -> Option<&'static str> {
    vocabulary()
        .conditions
        .iter()
        .find(|(_, s)| s[0].eq_ignore_ascii_case(english))
        .map(|(_, s)| s[lang])
}
