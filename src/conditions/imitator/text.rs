//! Imitator in the text formats.
//!
//! * Popeye input: `condition imitator SQUARES [noiprom] [nohurdle]` (French `sansiprom`,
//!   German `ohneiuw`). The squares are written together (`imitator c4d5`) or, feerie's
//!   extension, apart (`imitator c4 d5`); a colour word before a list makes the Tokens of that
//!   list monochrome (`imitator a3 white c5 black f6`: [`TokenColour::Of`]), plain squares are
//!   neutral Imitators. A Token stands on an empty square, no square twice, at most
//!   [`MAX_TOKENS`]. `nohurdle` (feerie's) lets Tokens imitate hops without a hurdle. Without
//!   `noiprom`, promotion into an Imitator is allowed, as Popeye has it; and a Popeye file means
//!   what Popeye's move generator does (`hurdle_at_departure`). In a twin, `condition imitator
//!   SQUARES` sets the Tokens ([`TwinCommand::Tokens`], after the condition command); without
//!   squares they keep their places.
//! * FEN: `imitators=a3,w:c5,b:f6`, the Tokens in listing order (the order move text prints
//!   them); `w:` / `b:` is a monochrome Imitator that follows only White's / Black's moves.
//! * Move text: the Tokens' squares after the move, `Ra1-a5[Ia7]`, `0-0[Ie6]`, and promotion
//!   into an Imitator `b7-b8[If7]=I`. Read back with spaces allowed inside the bracket.

use super::{squares_after, ImitatorOptions};
use crate::conditions::text::{
    fen_square, parse_squares, ConditionState, ConditionText, Cursor, MovePart, MovePartSpec,
    MoveSlot, MoveTextError, Narrowing, Place, PopeyeContext, PopeyeDraft, PopeyeInput, PopeyeWord,
    TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::moves::{Move, Promotion};
use crate::rules::piece::{Language, Side};
use crate::rules::position::{Position, TokenColour, MAX_TOKENS};
use crate::rules::problem::TwinCommand;
use crate::rules::square::Square;

/// The condition's value for the registry.
pub struct Text;

const IMITATOR: usize = 0;
const NO_I_PROM: usize = 1;
const NO_HURDLE: usize = 2;

static WORDS: [PopeyeWord; 3] = [
    PopeyeWord::names(PopeyeWord::everywhere("Imitator")),
    PopeyeWord::condition(["NoIProm", "SansIProm", "OhneIUW"]),
    PopeyeWord::condition(PopeyeWord::everywhere("NoHurdle")),
];

static PARTS: [MovePartSpec; 1] = [MovePartSpec {
    slot: MoveSlot::Middle,
    opener: "[I",
    name: "the Imitator bracket",
    what: "Imitators",
}];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let Some(opts) = condition.options::<ImitatorOptions>() else {
            return Vec::new();
        };
        let mut words = vec!["imitator".to_string()];
        token_words(state.tokens, &mut words);
        if !opts.promotion {
            words.push("noiprom".to_string());
        }
        if opts.no_hurdle {
            words.push("nohurdle".to_string());
        }
        words
    }

    // Not after a condition list that takes them: not Popeye; written as a condition of its
    // own, which reads back with the condition before the squares.
    fn popeye_twin_command(&self, command: &TwinCommand) -> Option<String> {
        let TwinCommand::Tokens(list) = command else {
            return None;
        };
        let mut words = vec!["condition imitator".to_string()];
        token_words(list, &mut words);
        Some(words.join(" "))
    }

    fn fen_keys(&self) -> &'static [&'static str] {
        &["imitators"]
    }

    fn read_fen(&self, key: &str, value: &str, pos: &mut Position) -> Result<(), String> {
        let _ = key;
        if value.is_empty() {
            return Err("empty list (leave the field out when there are no Imitators)".into());
        }
        for item in value.split(',') {
            let (colour, name) = match item.split_once(':') {
                None => (TokenColour::Neutral, item),
                Some(("w", rest)) => (TokenColour::Of(Side::White), rest),
                Some(("b", rest)) => (TokenColour::Of(Side::Black), rest),
                Some((prefix, _)) => {
                    return Err(format!(
                        "unknown Imitator colour '{prefix}:' (expected 'w:' or 'b:')"
                    ))
                }
            };
            let sq = fen_square(pos, name)?;
            if pos.tokens().contains(sq) {
                return Err(format!("two Imitators on {sq}"));
            }
            if !pos.is_empty_square(sq) {
                return Err(format!(
                    "the Imitator on {sq} must stand on an empty square"
                ));
            }
            if !pos.add_token(sq, colour) {
                return Err(format!("more than {MAX_TOKENS} Imitators"));
            }
        }
        Ok(())
    }

    fn write_fen(&self, pos: &Position) -> Vec<(&'static str, String)> {
        if pos.tokens().is_empty() {
            return Vec::new();
        }
        let items: Vec<String> = pos
            .tokens()
            .iter()
            .map(|(sq, c)| match c {
                TokenColour::Neutral => sq.to_string(),
                TokenColour::Of(Side::White) => format!("w:{sq}"),
                TokenColour::Of(Side::Black) => format!("b:{sq}"),
            })
            .collect();
        vec![("imitators", items.join(","))]
    }

    fn move_parts(&self) -> &'static [MovePartSpec] {
        &PARTS
    }

    /// `[Ia7]`, `[Ic6,d6]`, spaces allowed inside.
    fn read_move_part(
        &self,
        part: usize,
        cursor: &mut Cursor,
    ) -> Result<Box<dyn MovePart>, MoveTextError> {
        let _ = part;
        if !cursor.eat_str("[I") {
            return Err(cursor.expected("'[I'"));
        }
        let mut squares = Vec::new();
        loop {
            cursor.skip_spaces();
            squares.push(cursor.square("an Imitator square")?);
            cursor.skip_spaces();
            if cursor.eat(']') {
                break;
            }
            if !cursor.eat(',') {
                return Err(cursor.expected("',' or ']'"));
            }
        }
        squares.sort();
        Ok(Box::new(TokensAfter(squares)))
    }

    /// `[Ia1,b2]` in every language, as Popeye writes it.
    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &Position,
        mv: &Move,
        lang: Language,
        out: &mut String,
    ) {
        let _ = lang;
        if slot != MoveSlot::Middle || pos.tokens().is_empty() {
            return;
        }
        let squares: Vec<String> = squares_after(pos, mv)
            .iter()
            .map(|sq| sq.to_string())
            .collect();
        out.push_str("[I");
        out.push_str(&squares.join(","));
        out.push(']');
    }

    fn promotions(&self) -> &'static [(Promotion, &'static str)] {
        &[(Promotion::Token, "I")]
    }
}

/// `a3 white c5d6 black f6`: runs of squares, each colour run after its colour word.
fn token_words(tokens: &[(Square, TokenColour)], words: &mut Vec<String>) {
    let mut run: Option<(TokenColour, String)> = None;
    let flush = |run: Option<(TokenColour, String)>, words: &mut Vec<String>| {
        if let Some((colour, squares)) = run {
            if let TokenColour::Of(side) = colour {
                words.push(side.name().to_string());
            }
            words.push(squares);
        }
    };
    for &(sq, colour) in tokens {
        match &mut run {
            Some((c, squares)) if *c == colour => squares.push_str(&sq.to_string()),
            _ => {
                flush(run.take(), words);
                run = Some((colour, sq.to_string()));
            }
        }
    }
    flush(run, words);
}

/// The Tokens' squares after the move, as written (sorted).
#[derive(Debug)]
struct TokensAfter(Vec<Square>);

impl MovePart for TokensAfter {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        let mut after = squares_after(pos, mv);
        after.sort();
        after == self.0
    }

    fn why_not(&self, n: &Narrowing) -> String {
        match n.left.first().map(|m| squares_after(n.pos, m)) {
            Some(after) if after.is_empty() => "there are no Imitators".to_string(),
            Some(after) => {
                let names: Vec<String> = after.iter().map(|s| s.to_string()).collect();
                format!("the Tokens would stand on [I{}]", names.join(","))
            }
            None => "no move left".to_string(),
        }
    }
}

/// What one problem (or twin condition command) says about the condition.
#[derive(Default)]
struct Draft {
    /// The Tokens in their order, each with where its squares were written.
    tokens: Vec<(Square, TokenColour, Place)>,
    noiprom: Option<Place>,
    nohurdle: Option<Place>,
}

impl Draft {
    /// The squares after `imitator`, with feerie's colour words. A twin may give none.
    fn squares(&mut self, kw: &Token, input: &mut dyn PopeyeInput<'_>) -> Result<(), TextError> {
        let mut count = 0;
        while let Some(tok) = input.peek() {
            let (colour, squares_tok) = match parse_squares(tok.text) {
                Some(_) => (TokenColour::Neutral, tok),
                None => {
                    let colour = input.colour(tok.text);
                    let next = input.peek2();
                    match (colour, next) {
                        (Some(c), Some(next)) if parse_squares(next.text).is_some() => {
                            let colour = match c.side() {
                                Some(side) => TokenColour::Of(side),
                                None => TokenColour::Neutral,
                            };
                            input.next();
                            (colour, next)
                        }
                        _ => break,
                    }
                }
            };
            input.next();
            let squares = parse_squares(squares_tok.text).unwrap_or_default();
            input.on_board(&squares, &squares_tok)?;
            count += squares.len();
            self.tokens
                .extend(squares.into_iter().map(|sq| (sq, colour, squares_tok.at)));
        }
        if !input.in_twin() && count == 0 {
            return Err(kw.err(format!(
                "'{}' needs its squares, written together (e.g. '{} c4d5')",
                kw.text, kw.text
            )));
        }
        Ok(())
    }
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        match word {
            IMITATOR => self.squares(tok, input)?,
            NO_I_PROM => {
                self.noiprom.get_or_insert(tok.at);
            }
            NO_HURDLE => {
                self.nohurdle.get_or_insert(tok.at);
            }
            _ => {}
        }
        Ok(())
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        if let (Some(at), false) = (self.noiprom, named) {
            return Err(TextError::new(at, "'noiprom' needs the condition imitator"));
        }
        if let (Some(at), false) = (self.nohurdle, named) {
            return Err(TextError::new(
                at,
                "'nohurdle' needs the condition imitator",
            ));
        }
        Ok(named.then(|| {
            Condition::new(ImitatorOptions {
                promotion: self.noiprom.is_none(),
                no_hurdle: self.nohurdle.is_some(),
                hurdle_at_departure: true,
            })
        }))
    }

    /// The Tokens a twin's `condition imitator SQUARES` sets: no square twice, at most
    /// [`MAX_TOKENS`]. Whether the squares are empty is for the twin to check when applied.
    fn twin_commands(&self) -> Result<Vec<TwinCommand>, TextError> {
        if self.tokens.is_empty() {
            return Ok(Vec::new());
        }
        let mut tokens: Vec<(Square, TokenColour)> = Vec::new();
        for &(sq, colour, at) in &self.tokens {
            if tokens.iter().any(|&(s, _)| s == sq) {
                return Err(TextError::new(at, format!("two Imitators on {sq}")));
            }
            if tokens.len() == MAX_TOKENS {
                return Err(TextError::new(
                    at,
                    format!("too many Imitators (at most {MAX_TOKENS})"),
                ));
            }
            tokens.push((sq, colour));
        }
        Ok(vec![TwinCommand::Tokens(tokens)])
    }

    fn position(&self, pos: &mut Position, context: &PopeyeContext) -> Result<(), TextError> {
        let _ = context;
        for (i, &(sq, colour, at)) in self.tokens.iter().enumerate() {
            if !pos.is_empty_square(sq) {
                return Err(TextError::new(
                    at,
                    format!("the Imitator on {sq} stands on an occupied square"),
                ));
            }
            if self.tokens[..i].iter().any(|&(s, _, _)| s == sq) {
                return Err(TextError::new(at, format!("two Imitators on {sq}")));
            }
            if !pos.add_token(sq, colour) {
                return Err(TextError::new(at, "too many Imitators (at most 8)"));
            }
        }
        Ok(())
    }
}
