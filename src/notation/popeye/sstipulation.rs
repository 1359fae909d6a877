//! Popeye's structured stipulation (`sstipulation black 4hh[x&=]`), read into
//! [`Sstipulation`] as Popeye's reader takes it:
//!
//! ```text
//! sstipulation := SIDE expression
//! expression   := operand [ ('&' | '|') expression ]     (both operands of one group)
//! operand      := '(' expression ')' | '!' operand | '-' operand | branch | GOAL
//! branch       := LENGTH ( 'a' forks ['?+?'] ['d' forks]
//!                        | 'd' forks ['a' forks]
//!                        | 's' forks
//!                        | 'h' forks ['?+?'] 'h' forks )
//! LENGTH       := N | M ':' N                           (half-moves, each from 1)
//! forks        := { '[' ['>'] ['/'] expression ']' | '{' expression '}' }
//! ```
//!
//! `SIDE` is the file's colour word (`white`, `noir`, `schwarz`, or a prefix). A goal is one
//! of Popeye's goal table (`#`, `=`, `x`, `zd4`, …); `!` and `-` are read as the operators
//! before it, so `!=` is "not stalemate". The first letter of a branch is read in any case,
//! the others in lower case, as Popeye does. Spaces may stand between any two elements. The
//! groups of `&` and `|`: goals, attacking branches (`a`, `h`, `s`), defending ones (`d`,
//! which take no operator); `>` only before an attacking branch, and not after a `d`.

use super::tables::{find, language_index, ColourWord, Found, COLOURS};
use crate::conditions::text::{Place as Loc, TextError, Token as Tok};
use crate::rules::problem::Goal;
use crate::rules::sstipulation::{Branch, BranchKind, Expr, Fork, Nested, Sstipulation};
use crate::rules::{Colour, Language, Side};

/// The side a word names in the language of index `lang` (`white`, `noir`, a prefix), as
/// Popeye looks the side of a structured stipulation up.
pub(super) fn side_word(word: &str, lang: usize) -> Option<Side> {
    match find(&COLOURS[..2], lang, word) {
        Found::One(ColourWord::Colour(Colour::White), _) => Some(Side::White),
        Found::One(ColourWord::Colour(Colour::Black), _) => Some(Side::Black),
        _ => None,
    }
}

/// Reads the text of a structured stipulation kept apart from its file (a session's
/// `kept.sstipulation`), its words on one line: `Ok(None)` for a proof game's, which stays
/// kept as written. Errors place the column on line 1.
pub fn read_text(text: &str, lang: Language) -> Result<Option<Sstipulation>, TextError> {
    let mut words = Vec::new();
    let mut column = 1;
    for w in text.split(' ') {
        if !w.is_empty() {
            words.push(Tok {
                text: w,
                at: Loc { line: 1, column },
                line_start: words.is_empty(),
            });
        }
        column += w.chars().count() + 1;
    }
    let lang = language_index(lang);
    match read(&words, |w| side_word(w, lang)) {
        Ok(s) => Ok(Some(s)),
        Err(Failure::ProofGame) => Ok(None),
        Err(Failure::Syntax(e)) => Err(e),
    }
}

/// One character of the stipulation's words with its place, or the space between two words.
#[derive(Clone, Copy, Debug)]
enum Unit {
    Char(char, Loc),
    Space,
}

/// The group of an expression: which operands `&` and `|` may join.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Group {
    Goal,
    Attack,
    Defense,
}

/// Why the text is not read: a syntax error, or a goal Popeye reads that feerie does not
/// keep as a goal (a proof game's `dia`, `a=>b`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Failure {
    Syntax(TextError),
    ProofGame,
}

struct Reader {
    units: Vec<Unit>,
    at: usize,
    /// The place after the last character, for errors at the end.
    end: Loc,
}

type Parsed<T> = Result<T, Failure>;

/// Reads the words of an `sstipulation` command (`words[0]` the side). `colour` looks up the
/// side word in the file's language.
pub(super) fn read(
    words: &[Tok],
    colour: impl Fn(&str) -> Option<Side>,
) -> Result<Sstipulation, Failure> {
    let Some((first, rest)) = words.split_first() else {
        return Err(Failure::Syntax(TextError::new(
            Loc { line: 1, column: 1 },
            "'sstipulation' needs the side to move and the play (e.g. 'white 3a[#]d')",
        )));
    };
    let side = colour(first.text).ok_or_else(|| {
        Failure::Syntax(first.err(format!(
            "sstipulation: '{}' is not the side that moves first (white or black)",
            first.text
        )))
    })?;
    let mut units = Vec::new();
    let mut end = first.at;
    end.column += first.text.chars().count();
    for w in rest {
        if !units.is_empty() {
            units.push(Unit::Space);
        }
        for (i, c) in w.text.chars().enumerate() {
            units.push(Unit::Char(
                c,
                Loc {
                    line: w.at.line,
                    column: w.at.column + i,
                },
            ));
        }
        end = w.at;
        end.column += w.text.chars().count();
    }
    let mut r = Reader { units, at: 0, end };
    if r.units.is_empty() {
        return Err(r.error(
            "sstipulation needs the play after the side (e.g. 'white 3a[#]d', 'black 4hh[#]')",
        ));
    }
    let (expr, _) = r.expression()?;
    r.skip_space();
    if r.peek().is_some() {
        return Err(r.error(format!(
            "sstipulation: unexpected '{}' after the play",
            r.rest_of_word()
        )));
    }
    Ok(Sstipulation { side, expr })
}

impl Reader {
    fn peek(&self) -> Option<char> {
        match self.units.get(self.at) {
            Some(Unit::Char(c, _)) => Some(*c),
            _ => None,
        }
    }

    fn place(&self) -> Loc {
        self.units[self.at..]
            .iter()
            .find_map(|u| match u {
                Unit::Char(_, at) => Some(*at),
                Unit::Space => None,
            })
            .unwrap_or(self.end)
    }

    fn error(&self, message: impl Into<String>) -> Failure {
        Failure::Syntax(TextError::new(self.place(), message))
    }

    fn skip_space(&mut self) {
        while matches!(self.units.get(self.at), Some(Unit::Space)) {
            self.at += 1;
        }
    }

    /// The characters from here to the end of the word, for messages.
    fn rest_of_word(&self) -> String {
        self.units[self.at..]
            .iter()
            .map_while(|u| match u {
                Unit::Char(c, _) => Some(*c),
                Unit::Space => None,
            })
            .collect()
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// `operand [op expression]`, grouped to the right as Popeye reads it.
    fn expression(&mut self) -> Parsed<(Expr, Group)> {
        let (left, group) = self.operand()?;
        self.skip_space();
        let and = match self.peek() {
            Some('&') => true,
            Some('|') => false,
            _ => return Ok((left, group)),
        };
        let op_at = self.place();
        self.at += 1;
        if group == Group::Defense {
            return Err(Failure::Syntax(TextError::new(
                op_at,
                "sstipulation: a defending branch (d…) cannot be an operand of '&' or '|'",
            )));
        }
        let right_at = {
            self.skip_space();
            self.place()
        };
        let (right, right_group) = self.expression()?;
        if right_group != group {
            return Err(Failure::Syntax(TextError::new(
                right_at,
                format!(
                    "sstipulation: both operands of '{}' must be of one group (goals, or \
                     attacking branches a/h/s)",
                    if and { '&' } else { '|' }
                ),
            )));
        }
        let (l, r) = (Box::new(left), Box::new(right));
        Ok((if and { Expr::And(l, r) } else { Expr::Or(l, r) }, group))
    }

    fn operand(&mut self) -> Parsed<(Expr, Group)> {
        self.skip_space();
        match self.peek() {
            Some('(') => {
                self.at += 1;
                let inner = self.expression()?;
                if !self.eat(')') {
                    return Err(self.error("sstipulation: ')' expected"));
                }
                Ok(inner)
            }
            Some('!') => {
                self.at += 1;
                let (e, g) = self.operand()?;
                Ok((Expr::Not(Box::new(e)), g))
            }
            Some('-') => {
                self.at += 1;
                let (e, g) = self.operand()?;
                Ok((Expr::Invert(Box::new(e)), g))
            }
            // (`00` is the castling goal, no length.)
            Some(c) if c.is_ascii_digit() && c != '0' => self.branch(),
            Some(_) => Ok((Expr::Goal(self.goal()?), Group::Goal)),
            None => Err(self.error(
                "sstipulation: a goal (#, =, x, …), a branch (e.g. 3a[#]d, 4hh[#], 5s[=]), \
                 '(', '!' or '-' expected",
            )),
        }
    }

    fn goal(&mut self) -> Parsed<Goal> {
        let word = self.rest_of_word().to_ascii_lowercase();
        if word.starts_with("dia") || word.starts_with("a=>b") {
            return Err(Failure::ProofGame);
        }
        let Some((goal, rest)) = Goal::parse_prefix(&word) else {
            return Err(self.error(format!(
                "sstipulation: '{}' is no goal (# = == ## ##! != !# #= + x % ep 00 z<square> \
                 c81 ~ ct ctr <> <>r k<square>) and no branch",
                self.rest_of_word()
            )));
        };
        self.at += word.chars().count() - rest.chars().count();
        Ok(goal)
    }

    fn number(&mut self) -> Parsed<u32> {
        self.skip_space();
        let start = self.at;
        let mut n: u32 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add(d))
                .ok_or_else(|| self.error("sstipulation: length too large"))?;
            self.at += 1;
        }
        if self.at == start || n == 0 {
            self.at = start;
            return Err(self.error("sstipulation: a length of at least 1 half-move expected"));
        }
        Ok(n)
    }

    fn branch(&mut self) -> Parsed<(Expr, Group)> {
        let first = self.number()?;
        let (min, max) = if self.eat(':') {
            (Some(first), self.number()?)
        } else {
            (None, first)
        };
        self.skip_space();
        let kind = match self.peek().map(|c| c.to_ascii_lowercase()) {
            Some('a') => BranchKind::Attack,
            Some('d') => BranchKind::Defense,
            Some('s') => BranchKind::Series,
            Some('h') => BranchKind::Help,
            _ => {
                return Err(self.error(
                    "sstipulation: a branch's length is followed by its kind: a (attack), d \
                     (defence), s (series) or h (help)",
                ))
            }
        };
        self.at += 1;
        // Forks after a `d` may not be forced (`>`), as Popeye reads them.
        let first_forks = self.forks(kind != BranchKind::Defense)?;
        let mut parry = false;
        let mut second = None;
        match kind {
            BranchKind::Series => {}
            BranchKind::Attack | BranchKind::Help => {
                self.skip_space();
                if self.rest_of_word().starts_with("?+?") {
                    self.at += 3;
                    parry = true;
                }
                let letter = if kind == BranchKind::Help { 'h' } else { 'd' };
                if self.eat(letter) {
                    second = Some(self.forks(kind == BranchKind::Help)?);
                } else if kind == BranchKind::Help {
                    return Err(self.error(
                        "sstipulation: a help branch needs its second 'h' (e.g. 4hh[#], 5h[=]h)",
                    ));
                } else if parry {
                    return Err(self.error("sstipulation: '?+?' stands before a 'd'"));
                }
            }
            BranchKind::Defense => {
                if self.eat('a') {
                    second = Some(self.forks(true)?);
                }
            }
        }
        let group = if kind == BranchKind::Defense {
            Group::Defense
        } else {
            Group::Attack
        };
        let branch = Branch {
            min,
            max,
            kind,
            first: first_forks,
            parry,
            second,
        };
        Ok((Expr::Branch(Box::new(branch)), group))
    }

    /// `[…]` and `{…}` after a branch's letter.
    fn forks(&mut self, may_force: bool) -> Parsed<Vec<Fork>> {
        let mut out = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some('[') => {
                    self.at += 1;
                    self.skip_space();
                    let forced_at = self.place();
                    let forced = self.eat('>');
                    let suppressed = self.eat('/');
                    let (expr, group) = self.expression()?;
                    if forced && (group != Group::Attack || !may_force) {
                        return Err(Failure::Syntax(TextError::new(
                            forced_at,
                            "sstipulation: '>' stands only before an attacking branch, and not \
                             after a 'd'",
                        )));
                    }
                    if !self.eat(']') {
                        return Err(self.error("sstipulation: ']' expected"));
                    }
                    out.push(Fork::End(Nested {
                        forced,
                        suppressed,
                        expr,
                    }));
                }
                Some('{') => {
                    self.at += 1;
                    let (expr, _) = self.expression()?;
                    if !self.eat('}') {
                        return Err(self.error("sstipulation: '}' expected"));
                    }
                    out.push(Fork::Constraint(expr));
                }
                _ => return Ok(out),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<Tok<'_>> {
        let mut out = Vec::new();
        let mut column = 1;
        for w in text.split(' ') {
            if !w.is_empty() {
                out.push(Tok {
                    text: w,
                    at: Loc { line: 3, column },
                    line_start: false,
                });
            }
            column += w.chars().count() + 1;
        }
        out
    }

    fn side(w: &str) -> Option<Side> {
        match w {
            "white" => Some(Side::White),
            "black" => Some(Side::Black),
            _ => None,
        }
    }

    fn parse(text: &str) -> Result<Sstipulation, Failure> {
        read(&words(text), side)
    }

    #[test]
    fn the_corpus_stipulations_read_and_print_as_popeye_prints_them() {
        for (text, printed) in [
            ("white 3a[#]d | 4hh[#]", "white 3a[#]d|4hh[#]"),
            ("black 4hh[x&=]", "black 4hh[x&=]"),
            ("black 3s[1s[-1s[+]]{x}]", "black 3s[1s{x}[-1s[+]]]"),
            ("black 4hh[1s[1s[#]]{+}]", "black 4hh[1s{+}[1s[#]]]"),
            ("white 1a[!x&#]d", "white 1a[!x&#]d"),
            ("black 10:12hh[#]", "black 10:12hh[#]"),
            // (A constraint of goals before a series' nested branch, one of play after it:
            // BEISPIEL sford #28.)
            ("white 2s{!1a[x]d}[1a[x]d]", "white 2s[1a[x]d]{!1a[x]d}"),
            ("white 2s[1a[x]d]{x}", "white 2s{x}[1a[x]d]"),
        ] {
            // (Popeye's form: a series' forks in its order, which files keep as read.)
            let s = parse(text).unwrap();
            let side = if s.side == Side::White {
                "white"
            } else {
                "black"
            };
            assert_eq!(format!("{side} {}", s.popeye_form()), printed, "{text}");
        }
    }

    #[test]
    fn errors_name_their_column() {
        let at = |text: &str| match parse(text) {
            Err(Failure::Syntax(e)) => (e.at.column, e.message),
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(at("white 3q[#]").0, 8);
        assert_eq!(at("white 3a[#").0, 11);
        assert_eq!(at("purple 3a[#]").0, 1);
        assert!(at("white 4h[#]").1.contains("second 'h'"));
        assert_eq!(parse("white 3a[dia]d"), Err(Failure::ProofGame));
    }
}
