//! The `condition` command: the conditions feerie plays, read by their own drafts, and the
//! others, kept by name with their words.

use crate::conditions::registry::{self, popeye_kept_combination, popeye_kept_fault, REGISTRY};
use crate::conditions::text::{
    parse_squares, ConditionState, PopeyeContext, PopeyeDraft, PopeyeInput, Role, TextError,
    Token as Tok,
};
use crate::rules::kept::{KeptCondition, KeptKind, KeptStipulation, SourceLine};
use crate::rules::piece::{Colour, Language, PieceKind};
use crate::rules::position::Position;
use crate::rules::problem::TwinCommand;
use crate::rules::square::{BoardSize, Square};
use crate::rules::Condition;

use super::pieces::{bad_squares, check_on_board, code_alone, piece_token};
use super::read::{error_at, Ctx, Item, Parser};
use super::tables::{find, find_exact, ColourWord, Found};
use super::vocabulary::{phrase, vocabulary, Cond};
use crate::conditions::text::Place as Loc;

/// The conditions as read: one draft per registered condition, resolved into [`Condition`]s
/// when the problem (or twin) is complete, and the conditions kept as words.
pub(super) struct Drafts {
    drafts: Vec<Box<dyn PopeyeDraft>>,
    /// The conditions named, by registry index, in their order, each with where.
    named: Vec<(usize, Loc)>,
    /// The conditions feerie keeps, in their order.
    pub kept: Vec<KeptCondition>,
    /// Where each kept condition's name stands.
    kept_at: Vec<Loc>,
    /// The English names of the words that named played conditions, with where, for Popeye's
    /// checks of conditions together ([`Drafts::check_kept`]).
    named_words: Vec<(&'static str, Loc)>,
}

impl Drafts {
    pub(super) fn new() -> Drafts {
        Drafts {
            drafts: REGISTRY.iter().map(|e| e.text.popeye_draft()).collect(),
            named: Vec::new(),
            kept: Vec::new(),
            kept_at: Vec::new(),
            named_words: Vec::new(),
        }
    }

    /// Whether the condition of registry entry `entry` is named already.
    pub(super) fn names(&self, entry: usize) -> bool {
        self.is_named(entry)
    }

    /// Whether the draft of registry entry `entry`, named already, reads its word `word`
    /// again ([`PopeyeDraft::reads_again`]).
    pub(super) fn reads_again(&self, (entry, word): (usize, usize)) -> bool {
        self.drafts[entry].reads_again(word)
    }

    fn is_named(&self, entry: usize) -> bool {
        self.named.iter().any(|&(e, _)| e == entry)
    }

    /// Reads what follows the word `w` of condition `e`, `tok` being the word; a word naming
    /// the condition names it once.
    pub(super) fn read(
        &mut self,
        (e, w): (usize, usize),
        tok: &Tok,
        input: &mut Input,
    ) -> Result<(), TextError> {
        if let Role::Names(_) | Role::NamesAny(_) = REGISTRY[e].text.popeye_words()[w].role {
            if !self.is_named(e) {
                self.named.push((e, tok.at));
            } else if !self.drafts[e].reads_again(w) {
                return Err(tok.err(format!("condition '{}' given twice", tok.text)));
            }
            let english = REGISTRY[e].text.popeye_words()[w].spellings[0];
            self.named_words.push((english, tok.at));
        }
        self.drafts[e].read(w, tok, input)
    }

    /// The conditions named, in their order, once each condition has checked its words. Of
    /// several errors, the first in the text is reported. A condition the registry says does
    /// not combine with the others ([`registry::refusal`]) is kept as words instead, so that
    /// the problem opens and the solver names it.
    pub(super) fn conditions(&mut self, strict: bool) -> Result<Vec<Condition>, TextError> {
        let mut errors = Vec::new();
        let mut by_entry = Vec::with_capacity(self.drafts.len());
        for (e, draft) in self.drafts.iter().enumerate() {
            by_entry.push(draft.condition(self.is_named(e)).unwrap_or_else(|error| {
                errors.push(error);
                None
            }));
        }
        if let Some(error) = first_in_text(errors) {
            return Err(error);
        }
        loop {
            let conditions: Vec<Condition> = self
                .named
                .iter()
                .filter_map(|&(e, _)| by_entry[e].clone())
                .collect();
            // Which condition is kept does not depend on the order they are written in: the
            // registry's order decides (the strict reader reports the first in the text).
            let mut ordered: Vec<(usize, Condition)> = self
                .named
                .iter()
                .filter_map(|&(e, _)| by_entry[e].clone().map(|c| (e, c)))
                .collect();
            ordered.sort_by_key(|(e, _)| *e);
            let ordered: Vec<Condition> = ordered.into_iter().map(|(_, c)| c).collect();
            let refusal = if strict {
                registry::refusal(&conditions)
            } else {
                registry::refusal(&ordered)
            };
            let Some(refusal) = refusal else {
                return Ok(conditions);
            };
            if strict {
                if let Some(&(_, at)) = self
                    .named
                    .iter()
                    .find(|&&(e, _)| REGISTRY[e].name == refusal.condition)
                {
                    return Err(error_at(at, refusal.to_string()));
                }
            }
            let Some(i) = self
                .named
                .iter()
                .position(|&(e, _)| REGISTRY[e].name == refusal.condition)
            else {
                return Ok(conditions);
            };
            let (e, at) = self.named.remove(i);
            let Some(condition) = by_entry[e].take() else {
                continue;
            };
            let state = ConditionState {
                tokens: &[],
                pending_rebirth: None,
                holes: &[],
            };
            let mut words: Vec<String> = REGISTRY[e]
                .text
                .popeye_condition_words(&condition, &state)
                .iter()
                .flat_map(|w| w.split_whitespace().map(str::to_string))
                .collect();
            if words.is_empty() {
                continue;
            }
            let first = words.remove(0);
            let name = match find(&vocabulary().conditions, 0, &first) {
                Found::One(_, name) => name.to_string(),
                _ => first,
            };
            // In the text's order among the kept ones, so that reading the written problem
            // again keeps them in the same order.
            let place = self
                .kept_at
                .iter()
                .position(|k| (k.line, k.column) > (at.line, at.column))
                .unwrap_or(self.kept_at.len());
            self.kept.insert(
                place,
                KeptCondition {
                    name,
                    words,
                    line: SourceLine::at(at.line as u32),
                },
            );
            self.kept_at.insert(place, at);
        }
    }

    /// Popeye's checks of the kept conditions together.
    pub(super) fn check_kept(
        &self,
        stipulation: Option<&KeptStipulation>,
    ) -> Result<(), TextError> {
        let names: Vec<&str> = self.kept.iter().map(|c| c.name.as_str()).collect();
        let structured = stipulation
            .filter(|s| s.structured)
            .map(|s| s.text.as_str());
        // Popeye's checks of combinations see the played conditions too, in the text's order.
        let mut all: Vec<(&str, Loc)> = names.iter().copied().zip(self.kept_at.clone()).collect();
        all.extend(self.named_words.iter().copied());
        all.sort_by_key(|(_, at)| (at.line, at.column));
        let all_names: Vec<&str> = all.iter().map(|(n, _)| *n).collect();
        if let Some((i, message)) = popeye_kept_combination(&all_names) {
            return Err(error_at(all[i].1, message));
        }
        // (The uncoloured Maximummer is played, and UltraSchachZwang kept: both are asked.)
        match registry::popeye_kept_side_fault(&all_names, structured) {
            Some((i, message)) => Err(error_at(all[i].1, message)),
            None => Ok(()),
        }
    }

    /// The twin commands the conditions read (after the condition command).
    pub(super) fn twin_commands(&self) -> Result<Vec<TwinCommand>, TextError> {
        let mut commands = Vec::new();
        for draft in &self.drafts {
            commands.extend(draft.twin_commands()?);
        }
        Ok(commands)
    }

    /// Sets the state the conditions read on the diagram. Of several errors, the first in the
    /// text is reported.
    pub(super) fn position(
        &self,
        pos: &mut Position,
        nocastling: &[Square],
    ) -> Result<(), TextError> {
        let mut errors = Vec::new();
        for (e, draft) in self.drafts.iter().enumerate() {
            let context = PopeyeContext {
                named: self.is_named(e),
                nocastling,
            };
            if let Err(error) = draft.position(pos, &context) {
                errors.push(error);
            }
        }
        first_in_text(errors).map_or(Ok(()), Err)
    }

    /// Whether a named condition keeps the diagram's underworld (see
    /// `PopeyeDraft::keeps_diagram_underworld`).
    pub(super) fn keep_diagram_underworld(&self) -> bool {
        self.drafts
            .iter()
            .enumerate()
            .any(|(e, draft)| self.is_named(e) && draft.keeps_diagram_underworld())
    }

    /// The conditions' checks of the complete diagram.
    pub(super) fn check(&self, pos: &Position) -> Result<(), TextError> {
        self.drafts.iter().try_for_each(|draft| draft.check(pos))
    }
}

/// The error that comes first in the text.
fn first_in_text(errors: Vec<TextError>) -> Option<TextError> {
    errors.into_iter().min_by_key(|e| (e.at.line, e.at.column))
}

/// The reader as a condition sees it while it reads its words.
pub(super) struct Input<'p, 'a> {
    pub parser: &'p mut Parser<'a>,
    pub ctx: Ctx,
    pub size: BoardSize,
    /// The variant words read after the condition's name (English spelling).
    pub variants: Vec<&'static str>,
    /// The name's row in the vocabulary's heads, when it reads variant words.
    pub head: Option<usize>,
}

impl<'a> PopeyeInput<'a> for Input<'_, 'a> {
    fn peek(&self) -> Option<Tok<'a>> {
        self.parser.lx.peek()
    }
    fn peek2(&self) -> Option<Tok<'a>> {
        self.parser.lx.peek2()
    }
    fn next(&mut self) -> Option<Tok<'a>> {
        self.parser.lx.next()
    }
    fn argument(&mut self, word: &Tok, needs: &str) -> Result<Tok<'a>, TextError> {
        self.parser.argument(word, needs)
    }
    fn language(&self) -> Language {
        self.parser.language()
    }
    fn in_twin(&self) -> bool {
        self.ctx == Ctx::Twin
    }
    fn colour(&self, word: &str) -> Option<Colour> {
        match self.parser.colour_word(word) {
            Some(ColourWord::Colour(c)) => Some(c),
            _ => None,
        }
    }
    fn colour_names(&self) -> String {
        let n: Vec<&str> = super::tables::COLOURS
            .iter()
            .take(3)
            .map(|(_, names)| names[self.parser.lang])
            .collect();
        format!("{}, {} or {}", n[0], n[1], n[2])
    }
    fn on_board(&mut self, squares: &[Square], tok: &Tok) -> Result<(), TextError> {
        check_on_board(squares, self.size).map_err(|m| tok.err(m))?;
        self.parser.squares_read = true;
        Ok(())
    }
    fn piece(&mut self, tok: &Tok) -> Result<Option<(PieceKind, Vec<Square>)>, TextError> {
        let found = piece_token(tok.text, self.parser.lang, self.size).map_err(|m| tok.err(m))?;
        self.parser.squares_read |= found.is_some();
        match found {
            None => Ok(None),
            Some((KeptKind::Known(kind), squares)) => Ok(Some((kind, squares))),
            Some((KeptKind::Code(code), _)) => Err(tok.err(format!(
                "the piece {} is not supported here",
                code.to_ascii_uppercase()
            ))),
        }
    }
    fn piece_code(&self, text: &str) -> Option<PieceKind> {
        match code_alone(text, self.parser.lang) {
            Some(KeptKind::Known(kind)) => Some(kind),
            _ => None,
        }
    }
    fn bad_squares(&self, text: &str) -> Option<String> {
        bad_squares(text, self.parser.lang)
    }
    fn variants(&self) -> Vec<&'static str> {
        self.variants.clone()
    }
    fn more_variants(&mut self) -> Result<Vec<&'static str>, TextError> {
        let Some(head) = self.head else {
            return Ok(Vec::new());
        };
        let at = self.parser.lx.peek();
        let mut found = Vec::new();
        match self.parser.variants(self.ctx, head, &mut found)? {
            Ok(_) => {
                self.variants.extend(found.iter().copied());
                Ok(found)
            }
            Err(words) => match at {
                Some(tok) if !words.is_empty() => Err(tok.err(format!(
                    "'{}': not read after {}",
                    words.join(" "),
                    vocabulary().heads[head]
                ))),
                _ => Ok(Vec::new()),
            },
        }
    }
}

/// Whether `text` is a number as Popeye's conditions read them (`3`, `-1`, `5.5/3`).
fn number_like(text: &str) -> bool {
    let t = text.strip_prefix('-').unwrap_or(text);
    t.starts_with(|c: char| c.is_ascii_digit())
}

impl<'a> Parser<'a> {
    /// The English name of the condition the table row spelled `name` in the file's language
    /// is.
    fn english_condition(&self, name: &str) -> &'static str {
        vocabulary()
            .conditions
            .iter()
            .find(|(_, s)| s[self.lang] == name)
            .map_or("", |(_, s)| s[0])
    }

    /// Whether `tok` names a condition (spelled out or abbreviated uniquely).
    fn names_condition(&self, tok: &str) -> bool {
        matches!(
            find(&vocabulary().conditions, self.lang, tok),
            Found::One(..)
        )
    }

    /// Whether `tok` is a word Popeye reads after a condition's name: a number, squares, a
    /// piece code, a variant or parameter word.
    fn parameter_like(&self, tok: &str) -> bool {
        number_like(tok)
            || parse_squares(tok).is_some()
            || code_alone(tok, self.lang).is_some()
            || matches!(
                find(&vocabulary().parameters, self.lang, tok),
                Found::One(..)
            )
    }

    /// The words after the name of a condition feerie keeps: they run until the next
    /// condition name or command.
    fn kept_words(&mut self, ctx: Ctx) -> Vec<String> {
        let mut words = Vec::new();
        while let Some(tok) = self.lx.peek() {
            let keyword = self.stops(ctx, tok.text, false);
            let named_in_full = find_exact(&vocabulary().conditions, self.lang, tok.text).is_some();
            let stop = if tok.line_start {
                keyword || self.names_condition(tok.text) || !self.parameter_like(tok.text)
            } else if named_in_full {
                true
            } else if self.parameter_like(tok.text) {
                false
            } else {
                self.names_condition(tok.text) || keyword
            };
            if stop {
                break;
            }
            self.lx.next();
            words.push(tok.text.to_string());
        }
        words
    }

    fn keep_condition(
        &mut self,
        ctx: Ctx,
        tok: &Tok,
        name: &str,
        mut words: Vec<String>,
        list: &mut Drafts,
    ) -> Result<(), TextError> {
        words.extend(self.kept_words(ctx));
        if let Some(fault) = popeye_kept_fault(name, &words) {
            return Err(tok.err(fault));
        }
        list.kept.push(KeptCondition {
            name: name.to_string(),
            words,
            line: SourceLine::at(tok.at.line as u32),
        });
        list.kept_at.push(tok.at);
        Ok(())
    }

    pub(super) fn conditions(
        &mut self,
        ctx: Ctx,
        kw: &Tok,
        size: BoardSize,
        list: &mut Drafts,
    ) -> Result<(), TextError> {
        let vocabulary = vocabulary();
        let mut count = 0;
        while let Some(tok) = self.lx.peek() {
            let (cond, name) = match self.resolve(&vocabulary.conditions, ctx, &tok, "condition")? {
                Item::Own(c, name) => (c, name),
                Item::Stop if count == 0 && !self.stops(ctx, tok.text, false) => {
                    return Err(tok.err(format!("unknown condition '{}'", tok.text)));
                }
                Item::Stop => break,
                Item::Unknown => {
                    return Err(tok.err(format!(
                        "unknown condition '{}' (not in Popeye's condition table)",
                        tok.text
                    )));
                }
            };
            self.lx.next();
            count += 1;
            let mut variants = Vec::new();
            let head = match cond {
                Cond::Head(head) => Some(head),
                _ => None,
            };
            let word = match cond {
                Cond::Word(e, w) => (e, w),
                Cond::Head(head) => match self.variants(ctx, head, &mut variants)? {
                    Ok(word) => word,
                    Err(words) => {
                        let english = vocabulary.heads[head];
                        let fault = REGISTRY
                            .iter()
                            .find_map(|e| e.text.popeye_variants_fault(english, &variants));
                        if let Some(fault) = fault {
                            return Err(tok.err(fault));
                        }
                        self.keep_condition(ctx, &tok, english, words, list)?;
                        continue;
                    }
                },
                Cond::Other => {
                    let english = self.english_condition(name);
                    self.keep_condition(ctx, &tok, english, Vec::new(), list)?;
                    continue;
                }
            };
            if ctx == Ctx::Twin && REGISTRY[word.0].text.diagram_only() {
                let english = REGISTRY[word.0].text.popeye_words()[word.1].spellings[0];
                let words = variants.iter().map(|v| v.to_lowercase()).collect();
                self.keep_condition(ctx, &tok, english, words, list)?;
                continue;
            }
            // A second name of a condition read through any variants (`circe rexi anticirce`:
            // both bases at once) is kept, as a condition feerie does not play.
            if let Role::NamesAny(_) = REGISTRY[word.0].text.popeye_words()[word.1].role {
                if list.names(word.0) && !list.reads_again(word) {
                    let english = REGISTRY[word.0].text.popeye_words()[word.1].spellings[0];
                    let words = variants.iter().map(|v| v.to_lowercase()).collect();
                    self.keep_condition(ctx, &tok, english, words, list)?;
                    continue;
                }
            }
            let mut input = Input {
                parser: self,
                ctx,
                size,
                variants,
                head,
            };
            list.read(word, &tok, &mut input)?;
        }
        if count == 0 {
            return Err(kw.err(format!("'{}' needs at least one condition", kw.text)));
        }
        Ok(())
    }

    /// The variant words after a name they follow ([`POPEYE_VARIANTS`]), and the condition's
    /// word they make with it; `Err` with the variant words as written when no registered
    /// condition is that name with those variants.
    ///
    /// [`POPEYE_VARIANTS`]: crate::conditions::registry::POPEYE_VARIANTS
    fn variants(
        &mut self,
        ctx: Ctx,
        head: usize,
        found: &mut Vec<&'static str>,
    ) -> Result<Result<(usize, usize), Vec<String>>, TextError> {
        let vocabulary = vocabulary();
        let table = &vocabulary.variants;
        let mut words = Vec::new();
        let mut variants = Vec::new();
        // The words Popeye reads after this name, where it reads only some (the Circé
        // family's traditional names): any other word is the next condition's name.
        let only = REGISTRY
            .iter()
            .find_map(|e| e.text.popeye_reads_only(vocabulary.heads[head]));
        let read_here = |v: usize| {
            only.is_none_or(|only| only.iter().any(|w| w.eq_ignore_ascii_case(table[v].1[0])))
        };
        while let Some(tok) = self.lx.peek() {
            // A variant word the name reads is read, a twin command too (`twin condition
            // circe mirror file`), as Popeye reads it.
            if let Some((v, _)) = find_exact(table, self.lang, tok.text) {
                let mut with = variants.clone();
                with.push(table[v].1[0]);
                if read_here(v)
                    && (only.is_some() || self.stops(ctx, tok.text, true))
                    && phrase(vocabulary.heads[head], &with).is_some()
                {
                    self.lx.next();
                    words.push(tok.text.to_string());
                    variants = with;
                    continue;
                }
            }
            // A word that is both a condition and a variant (`pwc`) is the variant, as
            // Popeye reads it after a name.
            if (find_exact(&vocabulary.conditions, self.lang, tok.text).is_some()
                && find_exact(table, self.lang, tok.text).is_none())
                || self.stops(ctx, tok.text, true)
            {
                break;
            }
            match find(table, self.lang, tok.text) {
                Found::One(v, _) if !read_here(v) => break,
                Found::One(v, _) => {
                    self.lx.next();
                    words.push(tok.text.to_string());
                    variants.push(table[v].1[0]);
                }
                // Words a condition declares after this name that are not Popeye's variants
                // (lettered types: `isardam typeb`), read as Popeye reads its type words.
                _ => match find(&own_words(vocabulary.heads[head]), self.lang, tok.text) {
                    Found::One(english, _) => {
                        self.lx.next();
                        words.push(tok.text.to_string());
                        variants.push(english);
                    }
                    _ => break,
                },
            }
        }
        let word = phrase(vocabulary.heads[head], &variants);
        *found = variants;
        Ok(word.ok_or(words))
    }
}

/// The words the registered conditions declare after the name `head` that are not in
/// Popeye's variant table, each with its English spelling, and Popeye's parameter words when
/// there are such.
fn own_words(head: &str) -> Vec<(&'static str, crate::conditions::text::Spellings)> {
    let mut rows: Vec<(&'static str, crate::conditions::text::Spellings)> = Vec::new();
    for (_, _, word) in super::vocabulary::registered_words() {
        let Role::Names(declared) = word.role else {
            continue;
        };
        if !word.spellings[0].eq_ignore_ascii_case(head) {
            continue;
        }
        for v in declared {
            let popeyes = registry::POPEYE_VARIANTS
                .iter()
                .any(|p| p[0].eq_ignore_ascii_case(v[0]));
            if !popeyes && !rows.iter().any(|(e, _)| e.eq_ignore_ascii_case(v[0])) {
                rows.push((v[0], *v));
            }
        }
    }
    // Popeye's other words after a name (`ultra` after a mummer) make a phrase no condition
    // declares: the condition is kept with them.
    if !rows.is_empty() {
        for p in registry::POPEYE_PARAMETER_WORDS {
            if !rows.iter().any(|(e, _)| e.eq_ignore_ascii_case(p[0])) {
                rows.push((p[0], *p));
            }
        }
    }
    rows
}
