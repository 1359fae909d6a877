//! Popeye input files: [`parse_popeye`] reads them, [`write_popeye`] and [`write_popeye_all`]
//! write them back in the problem's language.
//!
//! # What is read
//!
//! The whole of Popeye's input language (Popeye 4.104), in English, French and German. The
//! language is fixed by the first word of the file: `beginproblem` (English), `debutprobleme`
//! (French) or `anfangproblem` (German), or any prefix of them (`begin`, `debut`, `anfang`);
//! it is kept as the problem's [`Meta::language`]. From then on every keyword is taken from
//! that language's tables ([`tables`], [`codes`]), in any case, and may be shortened to a
//! prefix that is unique within its table, as Popeye does (`stip`, `cond`, `opt`); a word
//! spelled out in full always wins over longer words it is a prefix of (`apparent` is not
//! `apparentseul`). Tokens are separated by white space, `;` and `,`; a command's words may be
//! spread over several lines.
//!
//! What feerie plays becomes rules; what it does not is kept as data in [`Problem::kept`]
//! (and [`TwinCommand::Kept`]), each element with its source line, so that nothing is lost:
//! the writer gives it back, and the solver refuses it by name ([`Problem::unsupported`]).
//!
//! * `begin`, `end` (Popeye's `EndProblem`), `nextproblem` between problems (French `asuivre`,
//!   German `weiteresproblem`). A missing `end` at the end of the text is accepted, as Popeye
//!   does. Popeye ignores what follows `end`; so does feerie, except that a new `begin` there
//!   starts another problem.
//! * `author`, `origin`, `title`, `award`, `remark`: the rest of the line is the value.
//!   Several `author`, `origin`, `title` or `award` lines are joined with line breaks, several
//!   remarks are kept apart.
//! * `protocol FILE`, `latex FILE` with its sub-commands (lines of a piece code, its LaTeX
//!   abbreviation and its name), `latexpieces` with those lines: output-only, kept as
//!   commands ([`crate::rules::kept::KeptCommand`]).
//! * `pieces COLOUR [ATTRIBUTE…] CODESQUARES … COLOUR …`: a colour, Popeye's piece attributes
//!   (`royal`, `kamikaze`, `chameleon`, … in the file's language; `royal` applies to the first
//!   code after it only, as in Popeye), then piece codes each followed by one or more squares
//!   (`pb2c3`), or the code and its squares as two tokens (`p b2c3`). Every code of Popeye's
//!   piece table is read ([`codes`]), hunters too (`r/b`); a token is split after one or after
//!   two characters, whichever leaves a list of squares (on 8x8 Popeye's rule of the token's
//!   length parity; it also reads ranks above 9: `ra10`). A piece of a kind the core plays
//!   without attributes goes on the board; any other piece is kept beside it, on its square.
//!   `TotalInvisible N` (the number of total invisible pieces) is kept as a command. A later
//!   piece on a square replaces the earlier one.
//! * `forsyth`: Popeye's Forsyth notation ([`pieces::forsyth`]): codes by rank from the top,
//!   upper case white and lower case black, numbers up to 64 for empty squares, `/` optional,
//!   `.` before a two-letter code (`.MA`), colour prefixes `+`, `-` and `=` (neutral).
//!   `initialgamearray` puts the game array's pieces on the board.
//! * `stipulation`: read by [`Stipulation::parse`] when feerie plays it; any other stipulation
//!   in Popeye's syntax (`x1`, `dia3.5`, `hs#2`, `ser-a=>b12`, `dia 3`) is kept as written;
//!   text that is no stipulation is an error. `sstipulation` (structured) is kept as written,
//!   to the end of its line. After an `a=>b` stipulation the `pieces` (or `forsyth`) commands
//!   describe the target position and are kept as written.
//! * `condition`: the words of the conditions feerie plays, each read by its condition (its
//!   `text` module in `crate::conditions` documents its words; they are listed in
//!   [`crate::conditions::registry`]). The words are looked up in Popeye's whole table
//!   ([`crate::conditions::registry::POPEYE_CONDITIONS`]), so that abbreviations resolve as in
//!   Popeye. Any other condition of that table is kept by its English name with the words that
//!   follow it: they run until the next condition name or command (a word Popeye reads after a
//!   condition, such as a number, squares, a piece code or a variant word, never ends them).
//!   Popeye's checks of these words that feerie knows are made
//!   ([`crate::conditions::registry::popeye_kept_fault`]). Conditions feerie plays that do not
//!   combine are an error ([`crate::conditions::registry::refusal`]).
//! * `option`: `variation`, `threat N`, `nothreat`, `try`, `defence N`, `setplay`,
//!   `maxsolutions N`, `whitetoplay`, `halfduplex`, `duplex`, `noboard`, `intelligent` (a
//!   search switch; `intelligent N`: at most N solutions per final position), `maxtime N`,
//!   `stoponshortsolutions`, `postkeyplay`, `goalisend`, `noshortvariations`, `matesin1`,
//!   `castlingmutuallyexclusive PAIR` (a white rook's corner and a black one written together,
//!   `a1h8`; once per pair), `nocastling SQUARES`, `enpassant FROM OVER TO` (three
//!   squares written together, the double step just played, by a pawn or an imitating piece,
//!   of either side: the side to move's own is taken in set play),
//!   and the options conditions read (a condition's options spelled out in full only are
//!   looked up first, so that they never make a Popeye abbreviation ambiguous). Every other
//!   option of Popeye's table is kept with its words, marked as changing what is solved or not
//!   ([`tables::OPTIONS`]).
//! * `twin [continued] COMMAND …` with Popeye's twin commands `move`, `exchange`, `remove`,
//!   `add`, `substitute`, `rotate`, `mirror`, `shift`, `stipulation`, `sstipulation`,
//!   `condition`, `polishtype`. A command feerie cannot apply (`sstipulation`, a stipulation or
//!   condition it keeps, a kept piece added or substituted) is kept as written.
//!   As in Popeye, only `twin`, `remark`, `end` and `nextproblem` may follow the first twin. A
//!   twin's `condition` gives the [`TwinCommand::Condition`], followed by the twin commands its
//!   conditions read (the state they set, such as [`TwinCommand::Tokens`]).
//! * `zeroposition COMMAND …`: the diagram is not solved; the commands after the word make the
//!   first twin ([`Problem::zero_position`]).
//!
//! After a problem is read, castling rights are those of the game array
//! ([`Position::castling_from_array`]) minus the bits `nocastling` removes, the conditions set
//! the state they read, the side to move is [`Problem::first_mover`], and the position must
//! pass [`Position::validate`] and the conditions' checks.
//!
//! # Writing
//!
//! The writer uses the problem's language and the same tables, so that a problem written and
//! read again is the same problem, and its text written again is the same text. Kept elements
//! are written where Popeye expects them: output-only commands first, kept pieces as groups of
//! their own in the piece list, a kept stipulation in place of the stipulation, kept conditions
//! and options after those feerie plays.
//!
//! # feerie extensions
//!
//! * `board WxH` (`board 10x10`), each side from 1 to 16, before `pieces` and before any other
//!   square. Squares then go up to the board's size (`ra10`, `pp16`).
//! * The conditions' own words and options (see each condition's `text` module).
//!
//! # Errors
//!
//! Every problem is an error with its line and column (1-based): unknown and ambiguous
//! keywords (a keyword of another language says so, and which begin word that language
//! takes), unknown piece codes, bad squares and squares off the board, text that is no
//! stipulation, a missing stipulation, bad numbers, an inconsistent `enpassant`, a position
//! [`Position::validate`] refuses, and the faults Popeye reports in the words of the
//! conditions and attributes feerie keeps. Parsing never panics.
//!
//! [`Meta::language`]: crate::rules::problem::Meta::language
//! [`Problem::kept`]: crate::rules::problem::Problem::kept
//! [`Problem::unsupported`]: crate::rules::problem::Problem::unsupported
//! [`Problem::zero_position`]: crate::rules::problem::Problem::zero_position
//! [`Problem::first_mover`]: crate::rules::problem::Problem::first_mover
//! [`TwinCommand::Kept`]: crate::rules::problem::TwinCommand::Kept
//! [`TwinCommand::Condition`]: crate::rules::problem::TwinCommand::Condition
//! [`TwinCommand::Tokens`]: crate::rules::problem::TwinCommand::Tokens
//! [`Stipulation::parse`]: crate::rules::problem::Stipulation::parse
//! [`Position::castling_from_array`]: crate::rules::position::Position::castling_from_array
//! [`Position::validate`]: crate::rules::position::Position::validate

mod codes;
mod conditions;
mod lexer;
mod options;
mod pieces;
mod read;
mod sstipulation;
mod stipulation;
mod tables;
mod twin;
mod vocabulary;
mod write;

#[cfg(test)]
mod tests;

use crate::conditions::text::TextError;

pub use read::{parse_popeye, parse_popeye_strict};
pub use sstipulation::read_text as read_sstipulation;
pub use write::{conditions_text, option_list, twin_text, write_popeye, write_popeye_all};

/// Why a Popeye input could not be read, and where (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct PopeyeError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl From<TextError> for PopeyeError {
    fn from(e: TextError) -> PopeyeError {
        PopeyeError {
            line: e.at.line,
            column: e.at.column,
            message: e.message,
        }
    }
}
