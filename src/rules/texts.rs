//! A text in each of Popeye's languages, for what is worked out once and shown in whichever
//! language the reader picks: the moves of a solution, the description of a twin.

use std::fmt;

use super::piece::Language;

/// One text per language ([`Language::ALL`]). `Display` writes the English one, which is also
/// the language-neutral form (JSON, sorting).
/// Texts compare by their English text first.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Texts([String; 3]);

impl Texts {
    /// The texts `write` gives for each language.
    pub fn new(write: impl FnMut(Language) -> String) -> Texts {
        Texts(Language::ALL.map(write))
    }

    /// The same text in every language.
    pub fn same(text: impl Into<String>) -> Texts {
        let text = text.into();
        Texts([text.clone(), text.clone(), text])
    }

    pub fn get(&self, lang: Language) -> &str {
        &self.0[lang.index()]
    }

    /// The English text.
    pub fn english(&self) -> &str {
        self.get(Language::English)
    }

    /// Whether every text is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(String::is_empty)
    }

    /// Each text changed by `f`, told its language.
    pub fn map(&self, mut f: impl FnMut(Language, &str) -> String) -> Texts {
        Texts::new(|lang| f(lang, self.get(lang)))
    }
}

impl fmt::Display for Texts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.english())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_keeps_its_text() {
        let t = Texts::new(|l| format!("x{}", l.code()));
        assert_eq!(t.get(Language::German), "xde");
        assert_eq!(t.get(Language::French), "xfr");
        assert_eq!(t.to_string(), "xen");
        assert_eq!(
            t.map(|l, s| format!("{s}{}", l.index()))
                .get(Language::French),
            "xfr1"
        );
        assert!(Texts::same("").is_empty());
        assert!(!t.is_empty());
    }
}
