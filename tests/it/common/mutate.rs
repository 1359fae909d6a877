//! Random text for the readers' never-panic properties: soups of a format's own words, and
//! valid files mutated by deletions, insertions and truncations.

use proptest::prelude::*;
use proptest::sample::Index;

/// `start` followed by words of `words` joined by spaces, newlines or nothing.
pub fn token_soup(
    start: &'static str,
    words: &'static [&'static str],
    max_words: usize,
) -> impl Strategy<Value = String> {
    prop::collection::vec(
        (0..words.len(), prop_oneof![Just(" "), Just("\n"), Just("")]),
        0..max_words,
    )
    .prop_map(move |v| {
        let mut s = String::from(start);
        for (i, sep) in v {
            s.push_str(words[i]);
            s.push_str(sep);
        }
        s
    })
}

#[derive(Debug, Clone)]
pub enum Edit {
    Delete(Index, usize),
    Insert(Index, String),
    Truncate(Index),
}

/// One edit; insertions draw from `words`, single characters and short printable strings.
pub fn arb_edit(words: &'static [&'static str]) -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<Index>(), 1..8usize).prop_map(|(i, n)| Edit::Delete(i, n)),
        (
            any::<Index>(),
            prop_oneof![
                (0..words.len()).prop_map(move |i| words[i].to_string()),
                any::<char>().prop_map(String::from),
                "\\PC{0,4}"
            ]
        )
            .prop_map(|(i, s)| Edit::Insert(i, s)),
        any::<Index>().prop_map(Edit::Truncate),
    ]
}

/// `text` with the edits applied, counting in characters (never splitting one).
pub fn apply_edits(text: &str, edits: Vec<Edit>) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        match edit {
            Edit::Delete(i, n) => {
                if !chars.is_empty() {
                    let at = i.index(chars.len());
                    let end = (at + n).min(chars.len());
                    chars.drain(at..end);
                }
            }
            Edit::Insert(i, s) => {
                let at = i.index(chars.len() + 1);
                chars.splice(at..at, s.chars());
            }
            Edit::Truncate(i) => {
                let at = i.index(chars.len() + 1);
                chars.truncate(at);
            }
        }
    }
    chars.into_iter().collect()
}
