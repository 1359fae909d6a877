//! Splits Popeye input into tokens, keeping line and column.

use crate::conditions::text::{Place as Loc, Token as Tok};

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == ';' || c == ','
}

/// Splits the input into tokens, keeping line and column (in characters, 1-based).
#[derive(Clone, Debug)]
pub(super) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    column: usize,
    /// The line of the last token read.
    last_line: usize,
}

impl<'a> Lexer<'a> {
    pub(super) fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            line: 1,
            column: 1,
            last_line: 0,
        }
    }

    fn current(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn advance(&mut self, c: char) {
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
    }

    fn loc(&self) -> Loc {
        Loc {
            line: self.line,
            column: self.column,
        }
    }

    /// The byte offset reached.
    pub(super) fn offset(&self) -> usize {
        self.pos
    }

    /// The text between two offsets.
    pub(super) fn slice(&self, from: usize, to: usize) -> &'a str {
        &self.text[from..to]
    }

    fn skip_separators(&mut self) {
        while let Some(c) = self.current() {
            if !is_separator(c) {
                break;
            }
            self.advance(c);
        }
    }

    pub(super) fn next(&mut self) -> Option<Tok<'a>> {
        self.skip_separators();
        let start = self.pos;
        let loc = self.loc();
        while let Some(c) = self.current() {
            if is_separator(c) {
                break;
            }
            self.advance(c);
        }
        if self.pos == start {
            return None;
        }
        let line_start = loc.line != self.last_line;
        self.last_line = loc.line;
        Some(Tok {
            text: &self.text[start..self.pos],
            at: loc,
            line_start,
        })
    }

    pub(super) fn peek(&self) -> Option<Tok<'a>> {
        self.clone().next()
    }

    pub(super) fn peek2(&self) -> Option<Tok<'a>> {
        let mut ahead = self.clone();
        ahead.next();
        ahead.next()
    }

    /// Where the input ends (after trailing separators).
    pub(super) fn end_loc(&self) -> Loc {
        let mut ahead = self.clone();
        ahead.skip_separators();
        ahead.loc()
    }

    /// The rest of the current line, without leading blanks and trailing white space.
    pub(super) fn rest_of_line(&mut self) -> String {
        while let Some(c) = self.current() {
            if !matches!(c, ' ' | '\t' | ';' | ',') {
                break;
            }
            self.advance(c);
        }
        let start = self.pos;
        while let Some(c) = self.current() {
            if c == '\n' || c == '\r' {
                break;
            }
            self.advance(c);
        }
        self.text[start..self.pos].trim_end().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexer_tracks_lines_and_columns() {
        let mut lx = Lexer::new("  begin\n\tpièces é;x,y\r\nz");
        let t: Vec<(String, usize, usize)> = std::iter::from_fn(|| lx.next())
            .map(|t| (t.text.to_string(), t.at.line, t.at.column))
            .collect();
        let expect = [
            ("begin", 1, 3),
            ("pièces", 2, 2),
            ("é", 2, 9),
            ("x", 2, 11),
            ("y", 2, 13),
            ("z", 3, 1),
        ];
        let expect: Vec<_> = expect
            .iter()
            .map(|(s, l, c)| (s.to_string(), *l, *c))
            .collect();
        assert_eq!(t, expect);
    }
}
