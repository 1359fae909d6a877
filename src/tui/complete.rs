//! Tab on the command line: the word under the cursor (the line's last) completed as what it
//! stands for there: a command's name first, then a condition name after `:cond`, a file for
//! `:e`, `:w` and `:export`, a piece code for `:put`, an attribute for `:attr`, the fixed words
//! of `:theme`, `:lang`, `:rotate` and the like.

use super::commands::commands;
use super::files::complete_path;
use super::glyphs::kind_letters;
use super::theme::Theme;
use crate::conditions::registry;
use crate::conditions::text::Role;
use crate::rules::piece::Attribute;
use crate::rules::PieceKind;

/// What Tab does to a command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completion {
    /// The line with its last word completed as far as every candidate agrees.
    pub line: String,
    /// The candidates, when there is more than one.
    pub candidates: Vec<String>,
}

/// The command names, as help lists them (`author / source` gives both).
pub fn command_names() -> Vec<String> {
    let mut names: Vec<String> = commands()
        .iter()
        .flat_map(|(usage, _)| {
            usage
                .split(" / ")
                .filter_map(|part| part.split_whitespace().next())
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The names of the conditions feerie plays, in Popeye's English spelling.
pub fn condition_names() -> Vec<String> {
    let mut names: Vec<String> = registry::listed()
        .iter()
        .flat_map(|e| e.text.popeye_words().iter())
        .filter(|w| matches!(w.role, Role::Names(_) | Role::NamesAny(_)))
        .map(|w| w.spellings[0].to_string())
        .collect();
    names.sort_by_key(|n| n.to_lowercase());
    names.dedup();
    names
}

/// Piece codes with a colour (`wK`, `bG`, `nNR`) as `:put` reads them: Popeye's letters, the
/// knight and the nightrider by the board's (`knight`: 'N' or 'S').
fn piece_codes(knight: char) -> Vec<String> {
    let mut out = Vec::new();
    for colour in ["w", "b", "n"] {
        for kind in PieceKind::ALL {
            out.push(format!("{colour}{}", kind_letters(*kind, knight)));
        }
    }
    out
}

fn words(list: &[&str]) -> Vec<String> {
    list.iter().map(|w| w.to_string()).collect()
}

/// The candidates for the word being typed: word `index` of the line, after `first`.
fn candidates(first: &str, index: usize, word: &str, knight: char) -> Vec<String> {
    if index == 0 {
        return command_names();
    }
    match first {
        "e" | "edit" | "e!" | "edit!" | "w" | "write" | "w!" | "write!" | "wq" | "x" | "wq!"
        | "x!" => complete_path(word),
        "export" if index == 1 => words(&["latex", "xfen", "svg"]),
        "export" => complete_path(word),
        "cond" | "condition" | "conditions" => condition_names(),
        "put" if index == 1 => piece_codes(knight),
        "attr" | "attributes" => Attribute::ALL
            .iter()
            .map(|a| a.name().to_lowercase())
            .collect(),
        "theme" => Theme::names().into_iter().map(str::to_string).collect(),
        "lang" | "language" => words(&["en", "fr", "de", "auto"]),
        "ascii" => words(&["on", "off"]),
        "colours" | "colors" => words(&["256", "16", "none"]),
        "knight" => words(&["N", "S"]),
        "rotate" => words(&["90", "180", "270"]),
        "mirror" => words(&["files", "ranks", "diagonal", "antidiagonal"]),
        "shift" if index == 1 => words(&["up", "down", "left", "right"]),
        "limit" => words(&["off"]),
        "yank" => words(&["fen", "popeye", "solution"]),
        "help" | "h" => command_names(),
        _ => Vec::new(),
    }
}

/// Completes the last word of `line` (piece codes with the board's knight letter, 'N' or
/// 'S'); `None` when nothing completes it.
pub fn complete(line: &str, knight: char) -> Option<Completion> {
    let ends_in_space = line.is_empty() || line.ends_with(char::is_whitespace);
    let parts: Vec<&str> = line.split_whitespace().collect();
    let (index, word) = if ends_in_space {
        (parts.len(), "")
    } else {
        (parts.len() - 1, parts[parts.len() - 1])
    };
    let first = parts.first().copied().unwrap_or("");
    // Words are matched in any case (Popeye's names are); files and piece codes as typed.
    let exact = index > 0 && matches!(first, "e" | "edit" | "e!" | "w" | "w!" | "put");
    let fits = |c: &String| {
        if exact {
            c.starts_with(word)
        } else {
            c.to_lowercase().starts_with(&word.to_lowercase())
        }
    };
    let mut found: Vec<String> = candidates(first, index, word, knight)
        .into_iter()
        .filter(fits)
        .collect();
    found.dedup();
    let head = &line[..line.len() - word.len()];
    match found.as_slice() {
        [] => None,
        [one] => {
            // A directory goes on being completed; anything else is a whole word.
            let space = if one.ends_with('/') { "" } else { " " };
            Some(Completion {
                line: format!("{head}{one}{space}"),
                candidates: Vec::new(),
            })
        }
        many => {
            let common = common_prefix(many);
            // Keep what was typed when the candidates agree on less (case differences).
            let done = if common.chars().count() >= word.chars().count() {
                common
            } else {
                word.to_string()
            };
            Some(Completion {
                line: format!("{head}{done}"),
                candidates: many.to_vec(),
            })
        }
    }
}

/// The longest start every string shares, compared without case when they differ only in
/// it (the first string's case is kept).
fn common_prefix(all: &[String]) -> String {
    let first: Vec<char> = all[0].chars().collect();
    let mut n = first.len();
    for other in &all[1..] {
        let same = first
            .iter()
            .zip(other.chars())
            .take_while(|(a, b)| a.eq_ignore_ascii_case(b))
            .count();
        n = n.min(same);
    }
    first[..n].iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_names_complete() {
        let c = complete("samp", 'N').unwrap();
        assert_eq!(c.line, "samples ");
        let c = complete("th", 'N').unwrap();
        assert_eq!(c.line, "theme ");
        let c = complete("ex", 'N').unwrap();
        assert_eq!(c.line, "export ");
        // Several: the common part, and the list.
        let c = complete("s", 'N').unwrap();
        assert!(c.candidates.contains(&"side".to_string()), "{c:?}");
        assert!(c.candidates.contains(&"shift".to_string()), "{c:?}");
        assert_eq!(c.line, "s");
        assert_eq!(complete("zzz", 'N'), None);
    }

    #[test]
    fn arguments_complete_by_command() {
        assert_eq!(complete("cond madr", 'N').unwrap().line, "cond Madrasi ");
        assert_eq!(complete("lang f", 'N').unwrap().line, "lang fr ");
        assert_eq!(complete("export x", 'N').unwrap().line, "export xfen ");
        assert_eq!(complete("rotate 1", 'N').unwrap().line, "rotate 180 ");
        // The board's knight letters: N knight, NR nightrider (S, N after `:knight S`).
        assert!(complete("put wN", 'N')
            .unwrap()
            .candidates
            .contains(&"wNR".to_string()));
        let popeye = complete("put wN", 'S')
            .map(|c| c.candidates)
            .unwrap_or_default();
        assert!(!popeye.contains(&"wNR".to_string()), "{popeye:?}");
        assert!(complete("put bQ", 'N').is_some());
        assert_eq!(complete("help expo", 'N').unwrap().line, "help export ");
        assert_eq!(
            complete("theme high", 'N').unwrap().line,
            "theme high-contrast "
        );
        let c = complete("cond ", 'N').unwrap();
        assert!(c.candidates.len() > 10, "{c:?}");
    }

    #[test]
    fn files_complete_from_the_disk() {
        let dir = std::env::temp_dir().join(format!("feerie-complete-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("problem-one.inp"), "").unwrap();
        std::fs::write(dir.join("problem-two.toml"), "").unwrap();
        let base = dir.display().to_string();
        let c = complete(&format!("e {base}/pro"), 'N').unwrap();
        assert_eq!(c.line, format!("e {base}/problem-"));
        assert_eq!(c.candidates.len(), 2);
        let c = complete(&format!("w {base}/problem-o"), 'N').unwrap();
        assert_eq!(c.line, format!("w {base}/problem-one.inp "));
        let c = complete(&format!("e {base}/su"), 'N').unwrap();
        assert_eq!(c.line, format!("e {base}/sub/"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
