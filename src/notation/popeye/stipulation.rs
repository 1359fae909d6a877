//! Popeye's stipulation syntax, recognised without being played: what feerie cannot play is
//! kept as written ([`crate::rules::kept::KeptStipulation`]), but only when Popeye would read
//! it.

/// Popeye's ways of play, longest first (its `ParsePlay`).
const PLAYS: &[&str] = &[
    "ser-reci-h",
    "ser-hs",
    "ser-h",
    "ser-s",
    "ser-r",
    "ser-",
    "phser-r",
    "phser-s",
    "phser-",
    "pser-hs",
    "pser-h",
    "pser-r",
    "pser-s",
    "pser-",
    "reci-h",
    "hs",
    "hr",
    "h",
    "semi-r",
    "s",
    "r",
];

/// Popeye's goals, in the order it tries them (a goal that begins another comes after it).
const GOALS: &[&str] = &[
    "##!", "##", "#=", "#", "==", "!=", "=", "z", "+", "x", "%", "ep", "ctr", "ct", "<>r", "<>",
    "00", "~", "dia", "a=>b", "c81", "k", "!#",
];

/// What a stipulation token is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Shape {
    /// A whole stipulation.
    Complete,
    /// A stipulation whose length is the next token (`dia 3`).
    NeedsLength,
    /// Not a stipulation.
    Bad,
}

/// The goal at the start of `text`, and the rest.
fn goal(text: &str) -> Option<&str> {
    let g = GOALS.iter().find(|g| text.starts_with(*g))?;
    let rest = &text[g.len()..];
    if *g == "z" || *g == "k" {
        // A target square follows.
        let b = rest.as_bytes();
        let ok = b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1].is_ascii_digit();
        return ok.then(|| &rest[2..]);
    }
    Some(rest)
}

/// Recognises Popeye's stipulation syntax (case-insensitive): `exact-`, an optional
/// introduction (`3->`), `exact-`, a way of play, a goal (in parentheses first for `reci-h(=)#2`) and a
/// length with an optional `.5` (or `.0`).
pub(super) fn shape(text: &str) -> Shape {
    let lower = text.to_ascii_lowercase();
    let mut rest = lower.as_str();
    // (`exact-` before the introduction or after it, as Popeye reads both.)
    rest = rest.strip_prefix("exact-").unwrap_or(rest);
    if let Some(i) = rest.find("->") {
        if i > 0 && rest[..i].bytes().all(|b| b.is_ascii_digit()) {
            rest = &rest[i + 2..];
        }
    }
    rest = rest.strip_prefix("exact-").unwrap_or(rest);
    if let Some(play) = PLAYS.iter().find(|p| rest.starts_with(*p)) {
        // `s`, `r`, `h` and the like are ways of play only before a goal.
        let after = &rest[play.len()..];
        if goal(after).is_some() || after.starts_with('(') {
            rest = after;
        }
    }
    if let Some(inner) = rest.strip_prefix('(') {
        let Some(close) = inner.find(')') else {
            return Shape::Bad;
        };
        if goal(&inner[..close]) != Some("") {
            return Shape::Bad;
        }
        rest = &inner[close + 1..];
    }
    let Some(length) = goal(rest) else {
        return Shape::Bad;
    };
    if length.is_empty() {
        return Shape::NeedsLength;
    }
    if is_length(length) {
        Shape::Complete
    } else {
        Shape::Bad
    }
}

/// A length: a whole number with an optional `.5` or `.0`.
pub(super) fn is_length(text: &str) -> bool {
    let (whole, half) = match text.split_once('.') {
        Some((w, h)) => (w, Some(h)),
        None => (text, None),
    };
    !whole.is_empty()
        && whole.bytes().all(|b| b.is_ascii_digit())
        && half.is_none_or(|h| h == "5" || h == "0")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn popeyes_stipulations_are_recognised() {
        for s in [
            "#2",
            "h#2.5",
            "x1",
            "+1",
            "001",
            "h001.5",
            "zg22",
            "hze71",
            "ser-a=>b12",
            "dia3.5",
            "##!2",
            "semi-r#1",
            "ser-reci-h#1",
            "3->ser-h#2",
            "exact-3->ser-h#2",
            "2->exact-ser-#3",
            "exact-ser-002",
            "ct4",
            "<>4",
            "h%1",
            "sc815",
            "ser-hdia2",
            "pser-h~1",
            "H#2",
            "s#=2",
            "a=>b0.5",
            "ep1",
            "hs#2.5",
            "reci-h(=)#2",
            "kc52",
        ] {
            assert_eq!(shape(s), Shape::Complete, "{s}");
        }
        assert_eq!(shape("dia"), Shape::NeedsLength);
        assert_eq!(shape("a=>b"), Shape::NeedsLength);
        for s in ["Option", "2#", "foo", "#x", "z1", "#2.7"] {
            assert_eq!(shape(s), Shape::Bad, "{s}");
        }
    }
}
