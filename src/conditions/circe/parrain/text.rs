//! Circé Parrain in the text formats.
//!
//! * Popeye input: `condition circe parrain` (Popeye's Circe with its variant), Popeye's
//!   `parraincirce` (French and German `circeparrain`) and feerie's `circeparrain` (French and
//!   German `parraincirce`), and what it is in Popeye's terms, `circe equipollents lastmove`.
//!   ContraParrain: `contraparrain` (German `kontraparrain`), `circe contraparrain`, `circe
//!   equipollents lastmove mirror`. The captured piece awaiting its rebirth is `lastcapture COLOUR
//!   PIECESQUARE` (`lastcapture white pd3`, French `dernierePrise blanc pd3`): a condition in
//!   Popeye 4.104, accepted under `option` too, where older Popeye manuals list it. It needs the
//!   condition, takes no king and cannot be changed by a twin.
//! * FEN: `lastcapture=wPd3`, the colour (`w`, `b`, `n`) and the move-text letters of the piece
//!   captured last, and the square where it was captured.
//! * Move text: rebirths are the moves' own (`Move::rebirth`, written `[+wPb5]` by the
//!   notation); a reborn pawn promoted on its last rank is `[+wPd8=Q]`.

use super::ParrainOptions;
use crate::conditions::text::{
    fen_square, parse_squares, ConditionState, ConditionText, Place, PopeyeContext, PopeyeDraft,
    PopeyeInput, PopeyeWord, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::{Colour, Language, Piece, PieceKind};
use crate::rules::position::Position;
use crate::rules::square::Square;

/// The condition's value for the registry.
pub struct Text;

const LAST_CAPTURE: usize = 3;
const LAST_CAPTURE_OPTION: usize = 4;
/// The words from this one on name ContraParrain.
const CONTRA: usize = 6;

static WORDS: [PopeyeWord; 9] = [
    PopeyeWord::names_with(
        PopeyeWord::everywhere("Circe"),
        &[PopeyeWord::everywhere("Parrain")],
    ),
    PopeyeWord::names(["ParrainCirce", "CirceParrain", "CirceParrain"]),
    // feerie's own spelling.
    PopeyeWord::names(["CirceParrain", "ParrainCirce", "ParrainCirce"]),
    PopeyeWord::condition(["LastCapture", "DernierePrise", "LetzterSchlag"]),
    PopeyeWord::option(["LastCapture", "DernierePrise", "LetzterSchlag"]),
    // What Parrain is (Popeye's manual): `Circe Equipollents LastMove`.
    PopeyeWord::names_with(
        PopeyeWord::everywhere("Circe"),
        &[
            ["Equipollents", "Equipollents", "Equipollents"],
            ["LastMove", "CoupDernier", "LetzterZug"],
        ],
    ),
    // ContraParrain: `Circe ContraParrain`, `ContraParrain`, `Circe Equipollents LastMove
    // Mirror`.
    PopeyeWord::names_with(
        PopeyeWord::everywhere("Circe"),
        &[["ContraParrain", "ContraParrain", "ContraParrain"]],
    ),
    PopeyeWord::names(["ContraParrain", "ContraParrain", "KontraParrain"]),
    PopeyeWord::names_with(
        PopeyeWord::everywhere("Circe"),
        &[
            ["Equipollents", "Equipollents", "Equipollents"],
            ["LastMove", "CoupDernier", "LetzterZug"],
            ["Mirror", "Malefique", "Spiegel"],
        ],
    ),
];

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        if !condition.is::<ParrainOptions>() {
            return Vec::new();
        }
        let contra = condition
            .options::<ParrainOptions>()
            .is_some_and(|o| o.contra);
        let mut words = vec![if contra {
            "contraparrain".to_string()
        } else {
            "circe parrain".to_string()
        }];
        if let Some((piece, sq)) = state.pending_rebirth {
            words.push(format!(
                "lastcapture {} {}{sq}",
                piece.colour().name(),
                piece.kind().code(Language::English)
            ));
        }
        words
    }

    fn fen_keys(&self) -> &'static [&'static str] {
        &["lastcapture"]
    }

    /// `lastcapture=wPd3`.
    fn read_fen(&self, key: &str, value: &str, pos: &mut Position) -> Result<(), String> {
        let _ = key;
        let mut chars = value.chars();
        let colour = match chars.next() {
            Some('w') => Colour::White,
            Some('b') => Colour::Black,
            Some('n') => Colour::Neutral,
            Some(c) => return Err(format!("expected the colour w, b or n, found '{c}'")),
            None => return Err("empty (expected colour, piece and square, e.g. wPd3)".into()),
        };
        let rest = chars.as_str();
        let (letters, square) = crate::conditions::text::split_letters(rest);
        if letters.is_empty() {
            return Err(format!(
                "expected the piece's letters after '{}' (e.g. wPd3)",
                colour.letter()
            ));
        }
        let kind =
            PieceKind::from_letters(letters).ok_or_else(|| format!("unknown piece '{letters}'"))?;
        let sq = fen_square(pos, square)?;
        pos.set_pending_rebirth(Some((Piece::new(colour, kind), sq)));
        Ok(())
    }

    fn write_fen(&self, pos: &Position) -> Vec<(&'static str, String)> {
        match pos.pending_rebirth() {
            Some((p, sq)) => vec![(
                "lastcapture",
                format!("{}{}{sq}", p.colour().letter(), p.kind().letters()),
            )],
            None => Vec::new(),
        }
    }
}

/// What one problem (or twin condition command) says about the condition.
#[derive(Default)]
struct Draft {
    /// `lastcapture`: the piece, its capture square, and where it was given.
    last_capture: Option<(Piece, Square, Place)>,
    /// ContraParrain was named.
    contra: bool,
}

impl Draft {
    /// `lastcapture COLOUR PIECESQUARE`, as a condition or an option.
    fn last_capture(
        &mut self,
        kw: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let needs = format!(
            "a colour, a piece and its square (e.g. '{} white pd3')",
            kw.text
        );
        let colour_tok = input.argument(kw, &needs)?;
        let colour = input.colour(colour_tok.text).ok_or_else(|| {
            colour_tok.err(format!(
                "expected a colour ({}) after '{}', found '{}'",
                input.colour_names(),
                kw.text,
                colour_tok.text
            ))
        })?;
        let piece_tok = input.argument(kw, &needs)?;
        let (kind, squares) = match input.piece(&piece_tok)? {
            Some(found) => found,
            None => match input.piece_code(piece_tok.text) {
                Some(kind) => {
                    let sq_tok = input.argument(kw, &needs)?;
                    let squares = parse_squares(sq_tok.text)
                        .ok_or_else(|| sq_tok.err(format!("bad square '{}'", sq_tok.text)))?;
                    input.on_board(&squares, &sq_tok)?;
                    (kind, squares)
                }
                None => {
                    let message = input.bad_squares(piece_tok.text).unwrap_or_else(|| {
                        format!(
                            "expected a piece and its square, found '{}'",
                            piece_tok.text
                        )
                    });
                    return Err(piece_tok.err(message));
                }
            },
        };
        if squares.len() != 1 {
            return Err(piece_tok.err(format!("'{}' takes one piece on one square", kw.text)));
        }
        if kind == PieceKind::King {
            return Err(piece_tok.err("a king cannot be the last captured piece"));
        }
        if self.last_capture.is_some() {
            return Err(kw.err(format!("'{}' given twice", kw.text)));
        }
        self.last_capture = Some((Piece::new(colour, kind), squares[0], kw.at));
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
            LAST_CAPTURE if input.in_twin() => {
                Err(tok.err(format!("'{}' cannot be changed by a twin", tok.text)))
            }
            LAST_CAPTURE | LAST_CAPTURE_OPTION => self.last_capture(tok, input),
            w => {
                self.contra = w >= CONTRA;
                Ok(())
            }
        }
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        if let (Some((_, _, at)), false) = (self.last_capture, named) {
            return Err(TextError::new(
                at,
                "'lastcapture' needs the condition circe parrain (or contraparrain)",
            ));
        }
        Ok(named.then(|| {
            Condition::new(ParrainOptions {
                contra: self.contra,
                ..ParrainOptions::default()
            })
        }))
    }

    fn position(&self, pos: &mut Position, context: &PopeyeContext) -> Result<(), TextError> {
        let _ = context;
        if let Some((piece, sq, _)) = self.last_capture {
            pos.set_pending_rebirth(Some((piece, sq)));
        }
        Ok(())
    }
}
