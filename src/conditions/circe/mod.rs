//! Circé, as Popeye 4.104 plays it (`condition Circe`, optionally `RexInclusive`).
//!
//! A captured piece is reborn at once, as part of the capturing move, on its game-array square,
//! chosen by the side that captured it (a neutral piece captured by White is reborn as if it
//! were Black's, and keeps its neutral colour):
//!
//! * a knight, bishop or rook on the one of its two squares of the capture square's colour
//!   (White: b1/g1, c1/f1, a1/h1; Black: b8/g8, c8/f8, a8/h8), a queen on d1/d8;
//! * a pawn on its second rank, in the file of capture (for e.p., the file of the pawn taken);
//! * a fairy piece on its own promotion square in the file of capture (a white fairy piece on
//!   the 8th rank, a black one on the 1st);
//! * a king only with `RexInclusive`, on e1/e8; otherwise kings are never reborn.
//!
//! The rebirth square must be empty once the capture is made (the capturer's departure square
//! counts as empty, its arrival square as occupied); otherwise the captured piece just vanishes
//! (the capture stands). A rook reborn on its corner regains its castling right when its king
//! still has its own (Popeye enables the rook's flag whenever a rook of that colour is put back
//! on a1/h1/a8/h8); a pawn reborn on its second rank may make its double step again. On boards
//! of other sizes the same files are used on the first and last ranks; a square beyond the
//! board means no rebirth.
//!
//! Check (RexExclusive, the default) is orthodox. With `RexInclusive` a king can be captured
//! like any other piece, and is reborn on e1/e8: the capture of a king is then an ordinary
//! move (`Ra5*e5[+bKe8]`), and a king is in check only when some capture of it leaves its
//! rebirth square occupied (the king stands on it itself, or another piece stands there and is
//! not the capturer, which leaves it). So a king may stand on an attacked square while its
//! rebirth square is empty, and castling only needs the king not to be in check in that sense:
//! after the king has left e1, its passage and arrival squares can never be checked.

//! The Circé family, as Popeye 4.104 plays it: one rebirth engine whose options compose
//! (`condition Circe`, `AntiCirce`, `MarsCirce`, `PWC`, `CageCirce`, … with Popeye's variant
//! words; see [`CirceOptions`]).
//!
//! **Circe** (the base): a captured piece is reborn at once, as part of the capturing move, on
//! its rebirth square, chosen by the side that captured it (a neutral piece captured by White is
//! reborn as if it were Black's, and keeps its neutral colour). The classic rebirth square is
//! its game-array square:
//!
//! * a knight, bishop or rook on the one of its two squares of the capture square's colour
//!   (White: b1/g1, c1/f1, a1/h1; Black: b8/g8, c8/f8, a8/h8), a queen on d1/d8;
//! * a pawn on its second rank, in the file of capture (for e.p., the file of the pawn taken);
//! * a fairy piece on its own promotion square in the file of capture (a white fairy piece on
//!   the 8th rank, a black one on the 1st);
//! * a king only with `RexInclusive`, on e1/e8; otherwise kings are never reborn.
//!
//! Other definitions of the rebirth square: `PWC` (the capturer's departure square),
//! `Equipollents` (the capture square displaced by the capturer's vector), `Cage` (any empty
//! square where the reborn piece has no legal non-capturing move, one move per choice; none:
//! the piece vanishes). A pawn reborn on its promotion rank is promoted (one move per kind), on
//! its own first rank it stays a pawn.
//!
//! The rebirth square must be empty once the capture is made (the capturer's departure square
//! counts as empty, its arrival square as occupied); otherwise the captured piece just vanishes
//! (the capture stands: Popeye's `Relaxed`, Circe's default). A rook reborn on its corner
//! regains its castling right when its king still has its own; a pawn reborn on its second rank
//! may make its double step again. On boards of other sizes the same files are used on the
//! first and last ranks; a square beyond the board means no rebirth.
//!
//! Check (RexExclusive, the default) is orthodox. With `RexInclusive` a king can be captured
//! like any other piece, and is reborn: the capture of a king is then an ordinary move
//! (`Ra5*e5[+bKe8]`), and a king is in check only when some capture of it leaves no rebirth
//! (its rebirth square occupied: the king stands on it itself, or another piece stands there
//! and is not the capturer, which leaves it).
//!
//! **AntiCirce**: the capturer (promoted, if it promotes) is reborn on its own rebirth square
//! from the capture square (`Ke1*d2[wKd2->e1]`, `f2*e1=B[bBe1->f8]`); a capture whose rebirth
//! square is occupied or off the board is illegal (`Strict`). Kings take part by default
//! (RexInclusive), and check is a capture of the king that the rules allow. A capture on the
//! capturer's own rebirth square is legal (`Calvet`, the default) or not (`Cheylan`).
//!
//! **Circe beside AntiCirce** (`circe anticirce`, [`CirceOptions::anti`]): the capturer is
//! reborn by AntiCirce, then the captured piece by Circe, after it (`Move::second_rebirth`:
//! `Bd3*f5[wBf5->Rh1][+bBc8]`); a kamikaze capturer under Circe likewise, as if the other side
//! had taken it (`kRb3*b2[wkRb2->a1][+bPb7]`).
//!
//! **MarsCirce**: a piece captures only from its rebirth square (its own, as if captured where
//! it stands): it goes there, when that square is empty or is its own, and captures from there
//! (`PAg7-g8*a8`); moves that capture nothing are orthodox. A king castles from its rebirth
//! square too, whatever its own castling right (`[bKc6->e8]0-0`); a king on its rebirth square
//! with the right castles twice, as Popeye lists it. Check is such a capture of the king.
//!
//! **AntiMarsCirce**: the other way round: a piece captures from its square and moves without
//! capturing only from its rebirth square (`Sh1-g8-f6`); check is orthodox. Its king castles
//! from its rebirth square, also with a rook reborn on its corner first
//! (`[wKg2->e1][wRg4->h1]0-0`, `reborn_rook_castlings`).
//!
//! **ImmunChess** and **GenevaChess** reborn nothing: a capture is illegal when the captured
//! piece's rebirth square (ImmunChess) or the capturer's, reckoned from its departure square
//! (GenevaChess; its departure square itself bars it too), is occupied once the capturer has
//! moved; check is a capture of the king they allow.
//!
//! **Diagram** (`DiagramCirce`): the rebirth square is the square where the piece stood in the
//! diagram; the position records each piece's (`Position::origin`), move by move.

mod anti_last_move;
mod chameleon_promotees;
mod combinations;
mod immun_choices;
pub mod last_move;
mod mars_squares;
mod options;
pub mod parrain;
mod rules;
mod session;
mod square_options;
mod text;
mod view;
pub mod wait_capture;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::any_capture;
use crate::rules::condition::{Generation, Hooks};
use crate::rules::moves::{Move, MoveList, Nature, Promotion, Rebirth, Reborn, Special};
use crate::rules::piece::{Attribute, Colour, Piece, PieceKind, Side};
use crate::rules::position::{Ghost, Position, TokenColour};
use crate::rules::relocation::CaptureSquares;
use crate::rules::ruleset::{KindSet, Ruleset};
use crate::rules::square::{BoardSize, Square};

/// Why Circe (`phrase`, its words), whatever its options, is not played from `diagram`: a
/// dummy stands there, which Popeye refuses with Circe ("dummy-pieces not allowed with
/// circe."; not with AntiCirce and the other bases).
pub(crate) fn dummy_refusal(phrase: &str, diagram: &Position) -> Option<String> {
    let (sq, _) = diagram
        .pieces()
        .find(|(_, p)| p.kind() == PieceKind::Dummy)?;
    Some(format!(
        "{phrase} with the dummy on {sq} (Popeye: dummy-pieces not allowed with circe.)"
    ))
}

impl crate::rules::condition::Options for CirceOptions {
    const NAME: &'static str = "circe";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn state(&self) -> crate::rules::condition::State {
        use crate::rules::condition::State;
        if self.wait_capture || self.last_move {
            State::PENDING
        } else {
            State::NONE
        }
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        if self.base == Base::Circe {
            if let Some(why) = dummy_refusal(&text::popeye_phrase(self, false), diagram) {
                return Some(why);
            }
        }
        if let Some(why) = self.popeye_refusal() {
            return Some(format!("{} ({why})", text::popeye_phrase(self, false)));
        }
        if let Some(why) = self.unplayed() {
            return Some(format!("{} ({why})", text::popeye_phrase(self, false)));
        }
        if let Some(why) = square_options::board_refusal(self, diagram) {
            return Some(format!("{} ({why})", text::popeye_phrase(self, false)));
        }
        if let Some(bar) = self.bar {
            // Both bases would say what checks: the bar's answer is composed with PhantomChess's
            // only (`barred_attacked`); and a waiting rebirth is not judged with a bar.
            let base_answers = match self.base {
                Base::Circe => self.rex_inclusive || self.occupied == Occupied::Assassin,
                Base::Anti | Base::Mars | Base::Geneva => true,
                Base::Immun => self.rex_inclusive,
                Base::AntiMars | Base::Phantom => false,
            };
            if (base_answers && bar.answers_check()) || self.wait_capture || self.last_move {
                return Some(format!(
                    "{} with {}",
                    text::popeye_phrase(self, false),
                    text::popeye_phrase(&bar.options(), false)
                ));
            }
        }
        if self.wait_capture {
            if let Err(why) = wait_capture::supported(self) {
                return Some(format!("{} ({why})", text::popeye_phrase(self, false)));
            }
            // The waiting piece is known by its piece and square alone.
            let neutral = diagram
                .pieces()
                .any(|(_, p)| p.colour() == crate::rules::piece::Colour::Neutral);
            if neutral || diagram.has_attributes() {
                return Some(format!(
                    "{} with neutral pieces or pieces with attributes",
                    text::popeye_phrase(self, false)
                ));
            }
        }
        if self.base == Base::Anti && self.last_move {
            // Parrain and ContraParrain, with the kings' words: Popeye's other options with
            // LastMove are not compared yet, and its `Relaxed` takes the capturer whose
            // rebirth square is blocked off the board.
            let parrain = CirceOptions {
                rex_inclusive: self.rex_inclusive,
                mirror: self.mirror,
                definition: Definition::Equipollents,
                last_move: true,
                ..CirceOptions::of(Base::Anti)
            };
            if *self != parrain {
                return Some(format!(
                    "{} (AntiCirce's LastMove is played as Parrain or ContraParrain only, with \
                     RexExclusive)",
                    text::popeye_phrase(self, false)
                ));
            }
            // The waiting capturer is followed by its square alone.
            let neutral = diagram
                .pieces()
                .any(|(_, p)| p.colour() == crate::rules::piece::Colour::Neutral);
            if neutral || diagram.has_attributes() {
                return Some(format!(
                    "{} with neutral pieces or pieces with attributes",
                    text::popeye_phrase(self, false)
                ));
            }
        }
        if self.base == Base::Circe && self.definition == Definition::Cage && self.rex_inclusive {
            // A king taken must be reborn in a cage, whose test asks whether the king may
            // step from there, which asks for check again: Popeye 4.104 crashes (a
            // segmentation fault) on all but the smallest positions, feerie overflowed its
            // stack.
            return Some(format!(
                "{} (a king reborn in a cage: Popeye 4.104 crashes, its cage test asking for \
                 check without end)",
                text::popeye_phrase(self, false)
            ));
        }
        let turns_kings = |o: &CirceOptions| {
            o.base == Base::Anti && o.reborn == RebornWalk::Turncoat && o.rex_inclusive
        };
        let anti_turns_kings =
            turns_kings(self) || self.anti.is_some_and(|a| turns_kings(&a.options()));
        if anti_turns_kings && diagram.pieces().any(|(_, p)| p.kind() == PieceKind::King) {
            // (`Kc3*b3[wKb3->e1=b] +`: Popeye judges check on the king turned black, White
            // left without a king; which king is royal then is not followed here.)
            return Some(format!(
                "{} with kings (Popeye 4.104 turns a capturing king into the other side's \
                 royal piece)",
                text::popeye_phrases(self, false).join(" ")
            ));
        }
        if self.occupied == Occupied::Assassin
            && self.definition == Definition::Equipollents
            && !self.mirror
        {
            // (Popeye judges such a capture of a king legal, so check: `Rd1-a1 +` under
            // `anticirce equipollents assassin`, the rook's rebirth square a9.)
            return Some(format!(
                "{} (Popeye puts a piece whose rebirth square is beyond the board on that \
                 square, `Rd1*d5[+bSd9]`, and crashes when play goes on from there)",
                text::popeye_phrase(self, false)
            ));
        }
        if self.occupied.underworld() && self.definition == Definition::Equipollents {
            // Popeye puts a piece whose rebirth square is beyond the board on that square of
            // its array's border (Parachute: `Rd7*d8[wRd8->d9]`; Volcanic: under it,
            // `[wRd8->d9->v]`, `Gd4*d8[wGd8->d\0->v]`, the rank read beyond its table of
            // names), and Popeye 4.104 crashes (a segmentation fault) when play goes on from
            // there (`Rd7*d8` in a `~2`, both): no behaviour to follow.
            let what = if self.occupied == Occupied::Volcanic {
                "buries a piece whose rebirth square is beyond the board under that square"
            } else {
                "puts a piece whose rebirth square is beyond the board on that square"
            };
            return Some(format!(
                "{} (Popeye {what}, and crashes when play goes on from there)",
                text::popeye_phrase(self, false)
            ));
        }
        if self.occupied.underworld() && diagram.size() != BoardSize::STANDARD {
            // Rebirth squares beyond the board: Popeye (8x8 only) buries pieces there.
            return Some(format!(
                "{} on a {} board (Popeye's underworld is an 8x8 board's)",
                text::popeye_phrase(self, false),
                diagram.size()
            ));
        }
        if self.occupied.underworld()
            && diagram.pieces().count() + diagram.ghost_count()
                > Position::ghost_capacity(diagram.size())
        {
            return Some(format!(
                "{} with more pieces than the underworld of a {} board holds ({})",
                text::popeye_phrase(self, false),
                diagram.size(),
                Position::ghost_capacity(diagram.size())
            ));
        }
        if self.adapter == Adapter::Frischauf
            && self.base == Base::Anti
            && self.definition == Definition::Super
        {
            return Some(format!(
                "{} (Frischauf with Super: Popeye 4.104 lists an AntiCirce promotee's rebirth \
                 on its capture square without end, `b7*c8=Q[wfQc8->c8]`)",
                text::popeye_phrase(self, false)
            ));
        }
        if matches!(self.adapter, Adapter::Diametral | Adapter::VerticalMirror)
            && matches!(self.definition, Definition::Cage | Definition::Super)
            && self.base == Base::Immun
        {
            // (Diametral judges a1's reflection only, VerticalMirror the h file, once each
            // where nothing promotes; a capturer's promotions repeat the choices: `f7*g8=Q`
            // 45 times under `immunchess super verticalmirror`, 8 squares of the h file free,
            // twice under Diametral, h8 free.)
            return Some(format!(
                "{} (Popeye 4.104 adapts the square its choice iterates over, and a capturer's \
                 promotions then repeat the choices by no rule: `f7*g8=Q` listed 45 times \
                 under `immunchess super verticalmirror` with 8 squares free)",
                text::popeye_phrase(self, false)
            ));
        }
        if matches!(self.adapter, Adapter::Diametral | Adapter::VerticalMirror)
            && matches!(self.definition, Definition::Cage | Definition::Super)
        {
            // Popeye adapts the square its choice stands on and goes on from the adapted one
            // (`circe super diametral`: a1 to h8, and no further; VerticalMirror: the h file),
            // and a pawn reborn there mixes that choice with its promotions' (`Rf1*f2[+wPa1=S]`
            // under Diametral, `[+wPh7]` and `[+wPh1]` listed without end under VerticalMirror).
            return Some(format!(
                "{} ({} with {}: Popeye 4.104 adapts the square its choice iterates over, and \
                 a reborn pawn's promotions then go astray or run without end)",
                text::popeye_phrase(self, false),
                if self.adapter == Adapter::Diametral {
                    "Diametral"
                } else {
                    "VerticalMirror"
                },
                if self.definition == Definition::Cage {
                    "Cage"
                } else {
                    "Super"
                }
            ));
        }
        // (ImmunChess marks no promotee: only a piece marked in the diagram is adapted.)
        let frischauf_marks = self.base != Base::Immun
            || diagram
                .pieces()
                .any(|(sq, _)| diagram.attributes(sq).contains(Attribute::Frischauf));
        if self.adapter == Adapter::Frischauf
            && matches!(self.definition, Definition::Cage | Definition::Super)
            && frischauf_marks
        {
            // Popeye adapts the square it is iterating over: a Super rebirth of a captured
            // promotee is listed without end (`fQd4*c4[+bfBc1]`), and Cage runs without end
            // at a capture (`circe cage frischauf`, `anticirce cage frischauf`).
            return Some(format!(
                "{} (Frischauf with {}: Popeye 4.104 runs without end, its choice of rebirth \
                 squares adapted as it goes)",
                text::popeye_phrase(self, false),
                if self.definition == Definition::Cage {
                    "Cage"
                } else {
                    "Super"
                }
            ));
        }
        if immun_choices::chooses(self) && diagram.size().squares().count() >= usize::from(u8::MAX)
        {
            // (Each free square lists an immune capture once more: a count of the moves'.)
            return Some(format!(
                "{} on a {} board (a capture is listed once per free square; Popeye's board is \
                 8x8)",
                text::popeye_phrase(self, false),
                diagram.size()
            ));
        }
        // Popeye reborns a kamikaze capturer too (`kRb3*b2[bkRb2->h8][+wPb2]`): played with
        // the rebirth squares one square defines, by the captured piece's walk.
        let kamikaze = diagram.has_attributes()
            && diagram
                .pieces()
                .any(|(sq, _)| diagram.attributes(sq).contains(Attribute::Kamikaze));
        let kamikaze_played = self.base == Base::Circe
            && two_rebirths_played(self)
            && self.anti.is_none()
            && self.bar.is_none()
            && self.reborn == RebornWalk::Same
            && !matches!(
                self.definition,
                Definition::Pwc
                    | Definition::Equipollents
                    | Definition::Super
                    | Definition::Diagram
            )
            && self.adapter != Adapter::Rank;
        if kamikaze && !kamikaze_played {
            return Some(format!(
                "kamikaze pieces with {} (Popeye reborns the kamikaze capturer too)",
                text::popeye_phrase(self, false)
            ));
        }
        if let Some(anti) = self.anti {
            let anti = anti.options();
            if self.relevant == Relevant::Couscous {
                return Some(format!(
                    "{} with {} (Popeye 4.104 refuses it: anticirce incompatible with some \
                     fairy conditions)",
                    text::popeye_phrase(self, false),
                    text::popeye_phrase(&anti, false)
                ));
            }
            if !two_rebirths_played(self) || !two_rebirths_played(&anti) {
                return Some(format!(
                    "{} with {} (these options with two rebirths in one move)",
                    text::popeye_phrase(self, false),
                    text::popeye_phrase(&anti, false)
                ));
            }
        }
        if let Some(circe) = self.circe {
            let circe = circe.options();
            if !circe_beside_played(&circe) || self.bar.is_some() {
                return Some(format!(
                    "{} with {} (these options of Circe beside a Mars-like base)",
                    text::popeye_phrase(&circe, false),
                    text::popeye_phrase(self, false)
                ));
            }
        }
        // A volage or jigger piece that moves by a rebirth (AntiCirce, MarsCirce) is followed
        // through it by Popeye in ways not played here.
        let moving_rebirth = self.base != options::Base::Circe;
        let followed = diagram.has_attributes()
            && diagram.pieces().any(|(sq, _)| {
                let a = diagram.attributes(sq);
                a.contains(Attribute::Volage) || a.contains(Attribute::Jigger)
            });
        (moving_rebirth && followed).then(|| {
            format!(
                "volage or jigger pieces with {}",
                text::popeye_phrase(self, false)
            )
        })
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        text::popeye_phrases(self, false)
    }
}

/// Whether Circe beside MarsCirce or PhantomChess is played with the options `o` (Circe's):
/// the captured piece reborn as itself on the square its kind and the capture square give, or
/// on each free square (Super: BEISPIEL mars #13, `4.Tb8-a1*a7[+sBb8]`), the square left
/// empty or the capture refused when it is occupied; no king reborn (the base's observation
/// says check alone).
fn circe_beside_played(o: &CirceOptions) -> bool {
    (o.definition.from_capture_square() || o.definition == Definition::Super)
        && matches!(o.occupied, Occupied::Relaxed | Occupied::Strict)
        && o.adapter == Adapter::None
        && o.relevant == Relevant::Reborn
        && o.reborn == RebornWalk::Same
        && !o.rex_inclusive
}

/// Whether a move's two rebirths (the capturer's, then the captured piece's) are played with
/// the options `o`: one rebirth square, found from the capture alone (no choice, no
/// underworld, no Assassin, nothing waiting, the piece's own walk deciding), and no king
/// reborn (RexInclusive only where the king's capture says check: Circe beside AntiCirce).
fn two_rebirths_played(o: &CirceOptions) -> bool {
    // (Super's choice too, made on the squares the other rebirth leaves free; Diagram's
    // square, the piece's own.)
    let single = o.definition.from_capture()
        || matches!(o.definition, Definition::Super | Definition::Diagram);
    single
        && matches!(o.occupied, Occupied::Relaxed | Occupied::Strict)
        && matches!(
            o.adapter,
            Adapter::None | Adapter::Diametral | Adapter::VerticalMirror | Adapter::Rank
        )
        && o.relevant == Relevant::Reborn
        && !o.last_move
        && !o.wait_capture
        && o.april.is_empty()
        && (o.anti.is_some() || o.base == Base::Anti || !o.rex_inclusive)
}

/// Where a piece of kind `kind` captured on `capture` by `capturer` is reborn (the piece
/// itself is the capturer's opponent's, or neutral): `None` when that square is off the board.
pub fn rebirth_square(
    size: BoardSize,
    kind: PieceKind,
    capture: Square,
    capturer: Side,
) -> Option<Square> {
    // The capture square is light when its file and rank differ in parity (a1 is dark).
    let light = (capture.file() + capture.rank()) % 2 == 1;
    let white = capturer == Side::Black;
    let (home, second, promotion) = if white {
        (0, 1, size.height() - 1)
    } else {
        (size.height() - 1, size.height().saturating_sub(2), 0)
    };
    // Of each pair of squares on the home rank, the one of the capture square's colour: on
    // rank 1 the light ones are b1, f1, h1, on rank 8 g8, c8, a8.
    let pair = |light_file: u8, dark_file: u8| if light { light_file } else { dark_file };
    let (file, rank) = match kind {
        k if pawn_like(k) => (capture.file(), second),
        PieceKind::King => (4, home),
        PieceKind::Queen => (3, home),
        PieceKind::Knight if white => (pair(1, 6), home),
        PieceKind::Knight => (pair(6, 1), home),
        PieceKind::Bishop if white => (pair(5, 2), home),
        PieceKind::Bishop => (pair(2, 5), home),
        PieceKind::Rook if white => (pair(7, 0), home),
        PieceKind::Rook => (pair(0, 7), home),
        _ => (capture.file(), promotion),
    };
    let sq = Square::new(file, rank);
    size.contains(sq).then_some(sq)
}

/// Whether Popeye reborns a piece of `kind` as a pawn, on its second rank: the pawn and the
/// fairy pawns (berolina pawn, superpawn, berolina superpawn, marine pawn, protean pawn:
/// a black one taken on a2 is reborn on a7).
fn pawn_like(kind: PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::Pawn
            | PieceKind::BerolinaPawn
            | PieceKind::SuperPawn
            | PieceKind::BerolinaSuperpawn
            | PieceKind::MarinePawn
            | PieceKind::ProteanPawn
    )
}

/// The classic rebirth square of a piece of `kind` owned by `owner` (the side it is reborn
/// for) from `capture`, mirrored (the other side's square) with `Mirror`.
fn classic(
    opts: &CirceOptions,
    size: BoardSize,
    kind: PieceKind,
    capture: Square,
    owner: Side,
) -> Option<Square> {
    let capturer = if opts.mirror { owner } else { owner.opponent() };
    rebirth_square(size, kind, capture, capturer)
}

/// The home-rank square of a piece of `kind` owned by `owner` in the file of `capture` (File
/// Circe).
fn file_square(
    opts: &CirceOptions,
    size: BoardSize,
    kind: PieceKind,
    capture: Square,
    owner: Side,
) -> Option<Square> {
    let owner = if opts.mirror { owner.opponent() } else { owner };
    let (home, second, promotion) = if owner == Side::White {
        (0, 1, size.height() - 1)
    } else {
        (size.height() - 1, size.height().saturating_sub(2), 0)
    };
    let rank = match kind {
        k if pawn_like(k) => second,
        PieceKind::King
        | PieceKind::Queen
        | PieceKind::Rook
        | PieceKind::Bishop
        | PieceKind::Knight => home,
        _ => promotion,
    };
    let sq = Square::new(capture.file(), rank);
    size.contains(sq).then_some(sq)
}

/// `sq` reflected in the board's centre.
fn reflected(size: BoardSize, sq: Square) -> Square {
    Square::new(size.width() - 1 - sq.file(), size.height() - 1 - sq.rank())
}

/// `sq` reflected in the board's vertical middle line.
fn mirrored(size: BoardSize, sq: Square) -> Square {
    Square::new(size.width() - 1 - sq.file(), sq.rank())
}

/// The rebirth square a single-square definition gives a piece of `kind` owned by `owner`,
/// captured on `capture` by a piece that came from `from` by `vector` (on the board, adapted),
/// if any.
#[allow(clippy::too_many_arguments)]
fn circe_square(
    opts: &CirceOptions,
    size: BoardSize,
    kind: PieceKind,
    capture: Square,
    from: Square,
    vector: (i8, i8),
    owner: Side,
    origin: Option<Square>,
) -> Option<Square> {
    let (w, h) = (size.width(), size.height());
    let half = |x: u8, n: u8| if x < n / 2 { x + n / 2 } else { x - n / 2 };
    // Rank: the side's table whose home rank has the capture rank's parity, so that the
    // square keeps the capture square's colour (Popeye overrides the relevant side).
    let owner =
        if opts.adapter == Adapter::Rank && (capture.rank() % 2 == 1) == (owner == Side::White) {
            owner.opponent()
        } else {
            owner
        };
    let sq = match opts.definition {
        Definition::Classic => classic(opts, size, kind, capture, owner)?,
        Definition::Pwc => from,
        // With Mirror the other side's vector: the opposite one, which leads back to the
        // capturer's departure square (Popeye: `circe mirror equipollents`, `Bb2*d4[+bSb2]`;
        // `anticirce mirror equipollents`, `Rd1*d4[wRd4->d1]`).
        Definition::Equipollents if opts.mirror => {
            capture.offset(-(vector.0 as i32), -(vector.1 as i32), size)?
        }
        Definition::Equipollents => capture.offset(vector.0 as i32, vector.1 as i32, size)?,
        Definition::File => file_square(opts, size, kind, capture, owner)?,
        Definition::Symmetry => reflected(size, capture),
        Definition::VerticalSymmetry => mirrored(size, capture),
        Definition::HorizontalSymmetry => Square::new(capture.file(), h - 1 - capture.rank()),
        Definition::Antipodes => Square::new(half(capture.file(), w), half(capture.rank(), h)),
        Definition::CaptureSquare => capture,
        Definition::Diagram => origin?,
        Definition::Cage | Definition::Super | Definition::TakeMake => return None,
    };
    let sq = match opts.adapter {
        Adapter::None => sq,
        Adapter::Rank => {
            let sq = Square::new(sq.file(), capture.rank());
            return size.contains(sq).then_some(sq);
        }
        Adapter::Diametral => reflected(size, sq),
        Adapter::VerticalMirror => mirrored(size, sq),
        // Only for promotees: see `frischauf_square`.
        Adapter::Frischauf => sq,
    };
    size.contains(sq).then_some(sq)
}

/// Frischauf: the promotion square, in the file of `capture`, of a promotee that counts as
/// `owner`'s (with `Mirror`, the other side's: Popeye's relevant side decides the rank).
fn frischauf_square(
    opts: &CirceOptions,
    size: BoardSize,
    capture: Square,
    owner: Side,
) -> Option<Square> {
    let white = (owner == Side::White) != opts.mirror;
    let rank = if white { size.height() - 1 } else { 0 };
    let sq = Square::new(capture.file(), rank);
    size.contains(sq).then_some(sq)
}

/// Whether the piece whose rebirth square the options consult (the piece reborn, or under
/// Couscous the other one) is a promotee under Frischauf: marked so by an earlier promotion,
/// or (the capturer) promoting with this very move, which Popeye marks before the rebirth.
fn relevant_is_promotee(pos: &Position, opts: &CirceOptions, mv: &Move, c: &Capture) -> bool {
    let capturer_relevant = (opts.base == Base::Circe) == (opts.relevant == Relevant::Couscous);
    if capturer_relevant {
        matches!(mv.promotion, Some(Promotion::Piece(_)))
            || pos.attributes(mv.from).contains(Attribute::Frischauf)
    } else {
        pos.attributes(c.square).contains(Attribute::Frischauf)
    }
}

/// The rebirth square of an AntiCirce capturer or a Mars Circe mover standing on `at` (the
/// classic one, adapted).
fn anti_square(
    opts: &CirceOptions,
    size: BoardSize,
    kind: PieceKind,
    at: Square,
    owner: Side,
    origin: Option<Square>,
) -> Option<Square> {
    circe_square(opts, size, kind, at, at, (0, 0), owner, origin)
}

/// The square where the piece of `mv` is captured (for e.p., the pawn taken; for a locust or
/// another walk that captures elsewhere, the victim's square; under Take&Make chess, the
/// square the capturer took it on before its make): Popeye reckons every rebirth, the
/// AntiCirce capturer's too, from it (`Lc2*e4-f5[wLf5->e8]`).
fn capture_square(mv: &Move) -> Square {
    match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    }
}

/// The side a piece is reborn for when `capturer` takes it (a neutral piece: the other side).
fn owner_of(piece: Piece, capturer: Side) -> Side {
    piece.colour().side().unwrap_or(capturer.opponent())
}

/// Whether a pawn of `piece`'s colour standing on `sq` stands on its promotion rank: a pawn,
/// or a fairy pawn that promotes (a protean pawn on its own first rank: Popeye's SuperCirce
/// reborns a black one on a8 as each promotee, `[+bPPa8=S]`).
fn promotes_on(pos: &Position, piece: Piece, sq: Square) -> bool {
    let w = crate::rules::walk::of(piece);
    let reverse = match w.fairy_pawn {
        Some(f) if f.promotes => f.reverse,
        Some(_) => return false,
        None if piece.kind() == PieceKind::Pawn => false,
        None => return false,
    };
    [Side::White, Side::Black].iter().any(|&s| {
        piece.colour().movable_by(s)
            && sq.rank() == pos.last_rank(if reverse { s.opponent() } else { s })
    })
}

/// The side a piece reborn as `of` (unburied) by a capture of `capturer` is reborn for: the
/// capturer's own (AntiCirce) or the other side (Circe): a neutral pawn promotes only on that
/// side's last rank (Popeye: `a5*b4 Ba4-d1[+nPe1]`, `Ba4-e8[+nPf8=nQ]`).
fn reborn_for(capturer: Side, of: Reborn) -> Side {
    if of.unburied().0 == Reborn::Capturer {
        capturer
    } else {
        capturer.opponent()
    }
}

/// The pieces a reborn `piece` (reborn for `side`) may be on `sq`: itself, or a pawn on its
/// promotion rank promoted to each kind.
fn reborn_forms(
    pos: &Position,
    rs: &Ruleset,
    piece: Piece,
    sq: Square,
    side: Side,
    out: &mut Vec<Piece>,
) {
    let promotes = match piece.colour().side() {
        // A turncoat (reborn for the other side than its own) is promoted as the piece it
        // was, then turned, as Popeye promotes it (`[+bPb1=Q=w]`).
        Some(own) if own != side => promotes_on(pos, Piece::new(side.colour(), piece.kind()), sq),
        Some(_) => promotes_on(pos, piece, sq),
        None => piece.kind() == PieceKind::Pawn && sq.rank() == pos.last_rank(side),
    };
    if promotes {
        // A marine pawn promotes to the marine pieces (`[+bMPa1=SI]`).
        let marine = crate::rules::walk::of(piece)
            .fairy_pawn
            .is_some_and(|f| f.marine);
        let kinds = if marine {
            rs.marine_promotions
        } else {
            rs.promotions
        };
        out.extend(kinds.iter().map(|k| Piece::new(piece.colour(), k)));
    } else {
        out.push(piece);
    }
}

/// Whether the rules promote a pawn (`piece`, on its promotion square `sq`) into a token
/// besides the pieces: then a pawn reborn there may become one too (Popeye's Imitator,
/// `[+bPf1=I]`, `Reborn::PromotedToken`).
pub(crate) fn promotes_into_token(rs: &Ruleset, piece: Piece, sq: Square) -> bool {
    use crate::rules::condition::Hooks;
    if !rs.uses(Hooks::PROMOTIONS) {
        return false;
    }
    let probe = Move::new(sq, sq, piece, Nature::Leap);
    let mut promotions = MoveList::new();
    for r in rs.with(Hooks::PROMOTIONS) {
        r.promotions(&probe, &mut promotions);
    }
    promotions
        .iter()
        .any(|m| m.promotion == Some(Promotion::Token))
}

/// A capture as the rebirth engine sees it (Popeye's rebirth context).
struct Capture {
    /// The piece taken, and where.
    captured: Piece,
    square: Square,
    /// The capturer as it moved (before promoting) and as it stands after the move.
    moving: Piece,
    arrived: Piece,
    /// The side that captured.
    capturer: Side,
    /// Where the capturer came from and its vector (PWC, Equipollents).
    from: Square,
    vector: (i8, i8),
    /// Where the captured piece and the capturer stood in the diagram (Diagram).
    captured_origin: Option<Square>,
    capturer_origin: Option<Square>,
    /// Whether the captured piece is its side's king square's (a king is not royal where
    /// its side has several, as under RoyalDynasty: Popeye reborns such a king).
    captured_royal: bool,
}

impl Capture {
    fn of(pos: &Position, mv: &Move) -> Option<Capture> {
        let captured = mv.captured?;
        let arrived = match mv.promotion {
            Some(Promotion::Piece(k)) => Piece::new(mv.piece.colour(), k),
            _ => mv.piece,
        };
        Some(Capture {
            captured,
            square: capture_square(mv),
            moving: mv.piece,
            arrived,
            capturer: pos.side_to_move(),
            from: mv.from,
            vector: mv.vector(),
            captured_origin: pos.origin(capture_square(mv)),
            capturer_origin: pos.origin(mv.from),
            captured_royal: captured
                .colour()
                .side()
                .is_none_or(|side| pos.king(side) == Some(capture_square(mv))),
        })
    }
}

/// The capturer `arrived` as its attributes change it on arrival, which Popeye does before
/// the capturer's rebirth: AntiCirce reborns a chameleon rook that became a queen as a queen
/// (`cRc4*c6=cQ[wcQc6->d1]`), a half-neutral rook turned neutral as a neutral one
/// (`hnRc4*c6=nh[nhnRc6->h1]`).
fn changed_on_arrival(pos: &Position, rs: &Ruleset, mv: &Move, arrived: Piece) -> Piece {
    if !pos.has_attributes() {
        return arrived;
    }
    let a = pos.attributes(mv.from);
    let mut p = arrived;
    if a.contains(Attribute::Chameleon) && mv.promotion.is_none() {
        p = Piece::new(p.colour(), rs.chameleon_next(p.kind()));
    }
    if a.contains(Attribute::HalfNeutral) {
        let colour = if p.colour() == Colour::Neutral {
            pos.side_to_move().colour()
        } else {
            Colour::Neutral
        };
        p = Piece::new(colour, p.kind());
    }
    p
}

/// What the options make of a capture: the piece reborn (before promotion), the walk and the
/// side (the one the piece counts as) that decide its rebirth square. `None`: nothing reborn.
fn rebirth_context(opts: &CirceOptions, c: &Capture) -> Option<(Piece, PieceKind, Side)> {
    let (reborn, owner) = match opts.base {
        Base::Circe => (c.captured, owner_of(c.captured, c.capturer)),
        _ => (c.arrived, owner_of(c.arrived, c.capturer.opponent())),
    };
    // (Popeye reborns no royal piece; a king that is not royal, one of several of its side,
    // is reborn as any piece.)
    let royal = opts.base != Base::Circe || c.captured_royal;
    if reborn.kind() == PieceKind::King && royal && !opts.rex_inclusive {
        return None;
    }
    // Clone: the reborn piece takes the other piece's walk (Circe: the capturer's, a king
    // lending its walk to none; AntiCirce: the captured piece's, `Rd1*d5[wRd5->Sb1]`, its own
    // kept when it takes a king, as Popeye judges check).
    let reborn = match opts.relevant {
        Relevant::Clone if opts.base == Base::Circe && c.moving.kind() != PieceKind::King => {
            Piece::new(reborn.colour(), c.moving.kind())
        }
        Relevant::Clone if opts.base == Base::Anti && c.captured.kind() != PieceKind::King => {
            Piece::new(reborn.colour(), c.captured.kind())
        }
        _ => reborn,
    };
    // The walk adapted first: it decides the rebirth square (a rook reborn as a queen under
    // Chameleon goes to d1). Einstein takes a piece captured down, a capturer up (Popeye:
    // `anticirce einstein` reborns `Bd3*f5[wBf5->Rh1]`); ReversalEinstein the other way.
    let capturer = opts.base != Base::Circe;
    let adapted = match opts.reborn {
        RebornWalk::Same | RebornWalk::Turncoat => reborn.kind(),
        RebornWalk::Chameleon(seq) => seq.next(reborn.kind()),
        RebornWalk::Einstein if capturer => einstein_up(reborn.kind()),
        RebornWalk::ReversalEinstein if capturer => einstein_down(reborn.kind()),
        RebornWalk::Einstein => einstein_down(reborn.kind()),
        RebornWalk::ReversalEinstein => einstein_up(reborn.kind()),
    };
    // Couscous: the other piece of the capture (Circe: the capturer as it arrived; AntiCirce:
    // the piece taken) decides the rebirth square, as one of the other side's.
    let other = match opts.base {
        Base::Circe => c.arrived,
        _ => c.captured,
    };
    let (kind, owner) = match opts.relevant {
        Relevant::Couscous => (other.kind(), owner.opponent()),
        _ => (adapted, owner),
    };
    if !opts.april.is_empty() && !opts.april.contains(kind) {
        return None;
    }
    let colour = match (opts.reborn, reborn.colour().side()) {
        (RebornWalk::Turncoat, Some(side)) => side.opponent().colour(),
        _ => reborn.colour(),
    };
    let reborn = Piece::new(colour, adapted);
    Some((reborn, kind, owner))
}

/// Whether ImmunChess or GenevaChess forbid the capture `c` (of `mv`), judged as Popeye judges
/// it, once the capturer has moved and before anything else happens (promotion, another
/// condition's rebirth): ImmunChess, when the captured piece's rebirth square is occupied (the
/// capture square by the capturer); GenevaChess, when the capturer's rebirth square, reckoned
/// from its departure square, is occupied or is that departure square (Popeye's "stop capture
/// from rebirth square"). A king is neither immune nor barred without RexInclusive; a square
/// beyond the board bars nothing.
fn barred(pos: &Position, opts: &CirceOptions, mv: &Move, c: &Capture) -> bool {
    let (piece, at, owner, origin) = match opts.base {
        Base::Immun => (
            c.captured,
            c.square,
            owner_of(c.captured, c.capturer),
            c.captured_origin,
        ),
        _ => (
            c.moving,
            c.from,
            owner_of(c.moving, c.capturer.opponent()),
            c.capturer_origin,
        ),
    };
    if piece.kind() == PieceKind::King && !opts.rex_inclusive {
        return false;
    }
    if opts.base == Base::Immun {
        // Popeye plays the capture and asks Circe's rebirth square, made as Circe makes it
        // (the walk options, Clone and Couscous deciding it, the capture's vector and the
        // capturer's departure square), of the position the capture leaves; a square beyond
        // the board, Popeye's border, is occupied (`immunchess equipollents`: `Bh3*d7` is
        // barred, its square d11).
        let circe = CirceOptions {
            base: Base::Circe,
            ..*opts
        };
        // (A walk April does not name is not reborn; with Relaxed a piece whose square is
        // occupied vanishes: neither bars the capture.)
        let Some((_, kind, owner)) = rebirth_context(&circe, c) else {
            return false;
        };
        if opts.occupied == Occupied::Relaxed {
            return false;
        }
        let origin = match opts.relevant {
            Relevant::Couscous => c.capturer_origin,
            _ => c.captured_origin,
        };
        return match immun_choices::square(pos, opts, mv, c, kind, owner, origin) {
            Some(sq) => !pos.is_empty_after(mv, sq),
            None => opts.definition == Definition::Equipollents,
        };
    }
    // (Popeye reckons the squares of File, the symmetries, Antipodes and CaptureSquare from
    // the move's capture square, GenevaChess's too; the classic square, Rank's and Diagram's
    // from the capturer's departure square.)
    let from_capture =
        opts.definition.from_capture_square() && opts.definition != Definition::Classic;
    let reckoned = if from_capture { c.square } else { at };
    let square = if square_options::frischauf_promotee(pos, opts, c.from) {
        square_options::promotee_square(pos, opts, at, owner)
    } else {
        circe_square(
            opts,
            pos.size(),
            piece.kind(),
            reckoned,
            reckoned,
            (0, 0),
            owner,
            origin,
        )
    };
    square.is_some_and(|sq| {
        square_options::geneva_bars(opts, piece.kind(), at, sq, !pos.is_empty_after(mv, sq))
    })
}

/// `of`, or for a captured pawn promoted on its rebirth square, `Reborn::Promoted` (buried
/// or not, as `of`).
fn promoted_if(of: Reborn, promoted: bool) -> Reborn {
    match (promoted, of) {
        (true, Reborn::Captured) => Reborn::Promoted,
        (true, Reborn::CapturedBuried) => Reborn::PromotedBuried,
        _ => of,
    }
}

/// Whether the rebirth of `mv`'s capture on `square` (occupied once the capture is made) would
/// remove the capturing side's own king (Assassin: the capture is illegal).
fn assassinates_own_king(pos: &Position, mv: &Move, square: Square) -> bool {
    let king = pos.king(pos.side_to_move());
    if square == mv.to {
        king == Some(mv.from)
    } else {
        king == Some(square)
    }
}

/// Einstein's ladder, one step down.
fn einstein_down(kind: PieceKind) -> PieceKind {
    match kind {
        PieceKind::Queen => PieceKind::Rook,
        PieceKind::Rook => PieceKind::Bishop,
        PieceKind::Bishop => PieceKind::Knight,
        PieceKind::Knight => PieceKind::Pawn,
        k => k,
    }
}

/// Einstein's ladder, one step up.
fn einstein_up(kind: PieceKind) -> PieceKind {
    match kind {
        PieceKind::Pawn => PieceKind::Knight,
        PieceKind::Knight => PieceKind::Bishop,
        PieceKind::Bishop => PieceKind::Rook,
        PieceKind::Rook => PieceKind::Queen,
        k => k,
    }
}

/// The rebirths the capture `mv` (of the side to move of `pos`) makes: `Err` when the options
/// make the capture illegal (Strict, Cheylan); otherwise the rebirths to choose from (none,
/// one, or several: Cage, Super, promotions) in `out`, and how many times the capture is
/// listed without a rebirth (Popeye lists a piece April spares twice under Super).
fn rebirths(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    mv: &Move,
    out: &mut Vec<Rebirth>,
) -> Result<u8, ()> {
    rebirths_after(pos, rs, opts, mv, Before::Capture, out)
}

/// What a move has done before the rebirth judged: the capture alone, or the capture and the
/// capturer's own rebirth (or its leaving the board, `Reborn::Vanished`), which the captured
/// piece's rebirth comes after (AntiCirce beside Circe, a kamikaze capturer).
#[derive(Clone, Copy)]
enum Before {
    Capture,
    CapturerLeft(Option<Rebirth>),
}

impl Before {
    /// Whether `sq` is empty once `mv` and this are made.
    fn empty(self, pos: &Position, mv: &Move, sq: Square) -> bool {
        if let Before::CapturerLeft(r) = self {
            if r.is_some_and(|r| r.square == sq && r.of.unburied() == (Reborn::Capturer, false)) {
                return false;
            }
            if sq == mv.to {
                return true;
            }
        }
        pos.is_empty_after(mv, sq)
    }
}

/// [`rebirths`], made after `before`.
fn rebirths_after(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    mv: &Move,
    before: Before,
    out: &mut Vec<Rebirth>,
) -> Result<u8, ()> {
    rebirths_until(pos, rs, opts, mv, before, out, None)
}

/// A test of the rebirths found one by one: true stops the search (the caller wants one
/// that passes it).
type Accept<'a> = Option<&'a mut dyn FnMut(&Rebirth) -> bool>;

/// [`rebirths_after`], Cage's search stopped at the first cage `accept` accepts.
fn rebirths_until(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    mv: &Move,
    before: Before,
    out: &mut Vec<Rebirth>,
    accept: Accept,
) -> Result<u8, ()> {
    let Some(mut c) = Capture::of(pos, mv) else {
        return Ok(1);
    };
    if opts.base != Base::Circe {
        c.arrived = changed_on_arrival(pos, rs, mv, c.arrived);
    }
    if immun_choices::chooses(opts) {
        // (Boards of more squares than a count holds are refused: `refusal`.)
        let listed = immun_choices::listed(pos, rs, opts, mv, &c);
        return match u8::try_from(listed) {
            Ok(0) | Err(_) => Err(()),
            Ok(n) => Ok(n),
        };
    }
    if opts.base.bars_only() {
        return if barred(pos, opts, mv, &c) {
            Err(())
        } else {
            square_options::geneva_copies(pos, opts, &c.moving).ok_or(())
        };
    }
    let Some((reborn, kind, owner)) = rebirth_context(opts, &c) else {
        // Popeye lists a capture April spares once by April's fork and once more by each
        // fork of a choice behind it that every behaviour but Strict has: Super's (twice in
        // all), Cage's two (three times: `circe cage april q`, `Rd1*d5` thrice).
        let spared = !opts.april.is_empty()
            && opts.occupied != Occupied::Strict
            && c.captured.kind() != PieceKind::King;
        return Ok(match opts.definition {
            Definition::Super if spared => 2,
            Definition::Cage if spared => 3,
            _ => 1,
        });
    };
    let of = if opts.base == Base::Circe {
        Reborn::Captured
    } else {
        Reborn::Capturer
    };
    match opts.definition {
        Definition::Cage => {
            let before = out.len();
            cages(pos, rs, opts, mv, reborn, of, out, accept);
            // No cage: the piece vanishes, or with Strict the capture is illegal.
            return match (out.len() == before, opts.occupied) {
                (false, _) => Ok(0),
                (true, Occupied::Strict) => Err(()),
                (true, _) => Ok(1),
            };
        }
        Definition::TakeMake => {
            let walker = Piece::new(c.capturer.opponent().colour(), kind);
            // Frischauf: Popeye adapts each square of the make (captures too) to a promotee's
            // promotion square, so that the promotee is reborn there once per make
            // (`fQd4*c4[+bfBc1]` as often as the bishop has moves from c4).
            let frischauf = (opts.adapter == Adapter::Frischauf
                && relevant_is_promotee(pos, opts, mv, &c))
            .then(|| frischauf_square(opts, pos.size(), c.square, owner));
            let make = Make {
                occupied: opts.occupied,
                cheylan: opts.cheylan,
                frischauf,
                adapter: opts.adapter,
            };
            takes_and_makes(pos, rs, make, mv, walker, reborn, of, out);
            return if out.is_empty() { Err(()) } else { Ok(0) };
        }
        Definition::Super => {
            let mut forms = Vec::new();
            for sq in pos.size().squares() {
                // The capturer may stay where it captured (Popeye lists `[wBa3->a3]`), but
                // under Cheylan.
                let stays = sq == mv.to && of == Reborn::Capturer;
                if stays && opts.cheylan {
                    continue;
                }
                let mut of = of;
                if !stays && !before.empty(pos, mv, sq) {
                    // Popeye tries every square but the holes, an occupied one as its
                    // behaviour says: Assassin takes off what stands there (not its own
                    // king), Volcanic buries the piece reborn, Parachute the piece there
                    // (the capturer itself on its capture square too).
                    match opts.occupied {
                        _ if pos.is_hole(sq) => continue,
                        Occupied::Relaxed | Occupied::Strict => continue,
                        Occupied::Assassin if assassinates_own_king(pos, mv, sq) => continue,
                        Occupied::Volcanic => of = of.buried(),
                        Occupied::Assassin | Occupied::Parachute => {}
                    }
                }
                forms.clear();
                reborn_forms(pos, rs, reborn, sq, reborn_for(c.capturer, of), &mut forms);
                out.extend(forms.iter().map(|&p| Rebirth {
                    square: sq,
                    piece: p,
                    of: promoted_if(of, p != reborn),
                }));
            }
            // And no rebirth at all, but with Strict.
            return Ok(u8::from(opts.occupied != Occupied::Strict));
        }
        _ => {}
    }
    let size = pos.size();
    // The relevant piece's square in the diagram: the reborn piece's, or under Couscous the
    // other one's.
    let origin = match (
        opts.base == Base::Circe,
        opts.relevant == Relevant::Couscous,
    ) {
        (true, false) | (false, true) => c.captured_origin,
        _ => c.capturer_origin,
    };
    let frischauf = opts.adapter == Adapter::Frischauf && relevant_is_promotee(pos, opts, mv, &c);
    let square = if frischauf {
        frischauf_square(opts, size, c.square, owner)
    } else {
        circe_square(opts, size, kind, c.square, c.from, c.vector, owner, origin)
    };
    let Some(square) = square else {
        // Off the board (Equipollents: `Rd1*d5`, d9): Popeye's square beyond the board is
        // occupied by its border, and judged so: Relaxed, the captured piece vanishes, an
        // AntiCirce capturer too (`anticirce equipollents relaxed`: `Bh3*d7`, the bishop gone);
        // Strict, and April's walks, the capture is illegal (`circe equipollents strict`).
        // (Assassin, Volcanic and Parachute put a piece on the border, refused with
        // Equipollents; elsewhere, beyond other boards, the captured piece vanishes and a
        // capturer may not capture.)
        return match opts.occupied {
            Occupied::Relaxed if opts.april.is_empty() && of == Reborn::Capturer => {
                out.push(Rebirth {
                    square: mv.to,
                    piece: reborn,
                    of: Reborn::Vanished,
                });
                Ok(0)
            }
            Occupied::Relaxed if opts.april.is_empty() => Ok(1),
            Occupied::Relaxed | Occupied::Strict => Err(()),
            _ if of == Reborn::Capturer => Err(()),
            _ => Ok(1),
        };
    };
    if of == Reborn::Capturer && square == mv.to {
        // The capturer stays where it captured (AntiCirce's Calvet; Cheylan forbids it).
        return if opts.cheylan {
            Err(())
        } else {
            out.push(Rebirth {
                square,
                piece: reborn,
                of,
            });
            Ok(0)
        };
    }
    let mut of = of;
    if !before.empty(pos, mv, square) {
        // A rebirth the capturer chooses to make (April) is not made on an occupied square:
        // Popeye's Relaxed then forbids the capture too.
        match opts.occupied {
            // Popeye takes an AntiCirce capturer off the board before it tests the rebirth
            // square: under Relaxed it is then not put back, and vanishes (`Rd1*d7`, the
            // rook gone when h1 is occupied).
            Occupied::Relaxed if opts.april.is_empty() && of == Reborn::Capturer => {
                out.push(Rebirth {
                    square: mv.to,
                    piece: reborn,
                    of: Reborn::Vanished,
                });
                return Ok(0);
            }
            Occupied::Relaxed if opts.april.is_empty() => return Ok(1),
            Occupied::Relaxed | Occupied::Strict => return Err(()),
            Occupied::Assassin if assassinates_own_king(pos, mv, square) => return Err(()),
            Occupied::Volcanic => of = of.buried(),
            Occupied::Assassin | Occupied::Parachute => {}
        }
    }
    if of.unburied().0 == Reborn::Capturer {
        // A pawn reborn on its last rank promotes there (`[wPb7->c8=S]`).
        let mut forms = Vec::new();
        reborn_forms(
            pos,
            rs,
            reborn,
            square,
            reborn_for(c.capturer, of),
            &mut forms,
        );
        out.extend(forms.into_iter().map(|piece| Rebirth { square, piece, of }));
    } else if opts.definition.promotes() || opts.relevant == Relevant::Couscous {
        let mut forms = Vec::new();
        reborn_forms(
            pos,
            rs,
            reborn,
            square,
            reborn_for(c.capturer, of),
            &mut forms,
        );
        let promoted = forms.first().is_some_and(|&p| p != reborn);
        if promoted && of == Reborn::Captured && promotes_into_token(rs, reborn, square) {
            // Into the Imitator too, first as Popeye lists it (`[+bPf1=I]`).
            out.push(Rebirth {
                square,
                piece: reborn,
                of: Reborn::PromotedToken,
            });
        }
        out.extend(forms.into_iter().map(|p| Rebirth {
            square,
            piece: p,
            of: promoted_if(of, p != reborn),
        }));
    } else {
        out.push(Rebirth {
            square,
            piece: reborn,
            of,
        });
    }
    Ok(0)
}

/// Take&Make: every square `walker` reaches by a non-capturing move from the capture square,
/// in the position after the capture (the capturer lifted), each with the reborn piece's forms;
/// where the rebirth may displace (Assassin, Volcanic, Parachute), the squares it reaches by a
/// capture too, as that behaviour says (Popeye's rebirth squares are all the walk's arrivals,
/// the occupied ones then judged: `Qe4*d3[+bRh3->v]`).
/// How Take&Make's squares are judged: the behaviour on an occupied square, Cheylan (for an
/// AntiCirce capturer), and under Frischauf, for a promotee, the square every make is adapted
/// to (`Some(None)`: off the board).
/// With `Diametral` or `VerticalMirror` (`adapter`), every make's square is adapted so, then
/// judged as the behaviour says, as Popeye adapts each square its make collected (captures
/// too: `Rd1*d3[+bSg5]` under `circe take&make diametral`, the knight's make to b4).
#[derive(Clone, Copy)]
struct Make {
    occupied: Occupied,
    cheylan: bool,
    frischauf: Option<Option<Square>>,
    adapter: Adapter,
}

#[allow(clippy::too_many_arguments)]
fn takes_and_makes(
    pos: &Position,
    rs: &Ruleset,
    make: Make,
    mv: &Move,
    walker: Piece,
    reborn: Piece,
    of: Reborn,
    out: &mut Vec<Rebirth>,
) {
    let plain = Move {
        rebirth: None,
        ..*mv
    };
    let mut after = pos.play(&plain, rs);
    // The captured piece walks from its capture square; a capturer that moved on from there
    // (e.p., a locust) stays where it arrived.
    let from = capture_square(mv);
    after.remove(from);
    after.put(from, walker);
    let side = walker
        .colour()
        .side()
        .unwrap_or(pos.side_to_move().opponent());
    after.set_side_to_move(side);
    after.set_en_passant(None);
    let mut moves = MoveList::new();
    crate::rules::movegen::piece_moves(&after, side, from, walker, rs, &mut moves);
    let occupied = make.occupied;
    let mut seen: Vec<Square> = Vec::new();
    let mut forms = Vec::new();
    let size = pos.size();
    let adapted = |to: Square| match (make.frischauf, make.adapter) {
        (Some(adapted), _) => Some(adapted),
        (None, Adapter::Diametral) => Some(Some(reflected(size, to))),
        (None, Adapter::VerticalMirror) => Some(Some(mirrored(size, to))),
        _ => None,
    };
    for m in moves.iter() {
        let mut of = of;
        if let Some(adapted) = adapted(m.to) {
            // Every arrival is a make (Popeye lists them all), each adapted to the one square,
            // which is then judged as the behaviour says.
            if seen.contains(&m.to) {
                continue;
            }
            seen.push(m.to);
            let Some(sq) = adapted else {
                continue;
            };
            // An AntiCirce capturer is off the board while its square is judged: it may stay
            // where it captured, but under Cheylan.
            let stays = sq == mv.to && of == Reborn::Capturer;
            if stays && make.cheylan {
                continue;
            }
            if !stays && !pos.is_empty_after(mv, sq) {
                match occupied {
                    _ if pos.is_hole(sq) => continue,
                    Occupied::Relaxed | Occupied::Strict => continue,
                    Occupied::Assassin if assassinates_own_king(pos, mv, sq) => continue,
                    Occupied::Volcanic => of = of.buried(),
                    Occupied::Assassin | Occupied::Parachute => {}
                }
            }
            forms.clear();
            reborn_forms(
                pos,
                rs,
                reborn,
                sq,
                reborn_for(pos.side_to_move(), of),
                &mut forms,
            );
            out.extend(forms.iter().map(|&p| Rebirth {
                square: sq,
                piece: p,
                of: promoted_if(of, p != reborn),
            }));
            continue;
        }
        // A locust's or a marine piece's capture ends on an empty square: Popeye takes that
        // square for a make's, the victim staying (`SId4*c4-b4[+bSIg8]`, the sirene reborn
        // beyond f7 without taking it).
        let beyond = matches!(m.special, Special::CaptureAt { victim } if victim != m.to);
        if m.captured.is_some() && !beyond {
            match occupied {
                Occupied::Relaxed | Occupied::Strict => continue,
                Occupied::Assassin if assassinates_own_king(pos, mv, m.to) => continue,
                Occupied::Volcanic => of = of.buried(),
                Occupied::Assassin | Occupied::Parachute => {}
            }
        }
        if seen.contains(&m.to) {
            continue;
        }
        seen.push(m.to);
        forms.clear();
        reborn_forms(
            pos,
            rs,
            reborn,
            m.to,
            reborn_for(pos.side_to_move(), of),
            &mut forms,
        );
        out.extend(forms.iter().map(|&p| Rebirth {
            square: m.to,
            piece: p,
            of: promoted_if(of, p != reborn),
        }));
    }
}

/// Cage: every empty square where the reborn piece (each form) has no legal non-capturing move;
/// when a rebirth may displace (Assassin, Volcanic, Parachute), the occupied squares too, the
/// piece there lifted for the test. `of`: the piece taken is reborn (Circe), or the capturer,
/// which leaves its arrival square first (AntiCirce: that square is a cage like any other).
/// The search stops at the first cage `accept` accepts.
#[allow(clippy::too_many_arguments)]
fn cages(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    mv: &Move,
    piece: Piece,
    of: Reborn,
    out: &mut Vec<Rebirth>,
    mut accept: Accept,
) {
    let mut after = *pos;
    // The capture itself, without a rebirth.
    let plain = Move {
        rebirth: None,
        ..*mv
    };
    after = after.play(&plain, rs);
    // The underworld gives back its pieces once the rebirth is made, not before.
    for g in uncovered(pos, &plain) {
        after.remove(g.square);
    }
    let capturer = of == Reborn::Capturer;
    let owner = if capturer {
        after.remove(mv.to);
        pos.side_to_move()
    } else {
        owner_of(piece, pos.side_to_move())
    };
    let base = of;
    let mut forms = Vec::new();
    let mut moves = MoveList::new();
    let mut trial = after;
    // Where only riders and leapers attack and Circe alone changes the moves, the reborn
    // piece can only block the lines to its own king: whether one of its non-captures is
    // legal depends on where it ends alone, judged by the checks on the board without it
    // (`quiet`: anywhere when there is none). Judging each non-capture of each square by
    // playing it was nearly all the time of a Cage Circe search (an hr#1.5: 4.0 billion
    // instructions, 1.2 after).
    let mut open = after;
    open.set_side_to_move(owner);
    open.set_en_passant(None);
    use crate::rules::movegen::KingSafety;
    let alone = rs.rules().len() == 1
        && !rs.uses(Hooks::CAPTURE_FILTER)
        && !opts.last_move
        && !opts.wait_capture;
    let fast = alone && KingSafety::judges(&open, rs);
    // Where the family's checks are orthodox ones it keeps or drops (AntiCirce, whose check
    // test seeks the capturer's cages in turn), a non-capture the orthodox checks allow is
    // legal, and only a square without one is judged by playing its moves: judging every
    // square so was nearly all the time of an AntiCirce Cage h#2.
    let within = alone
        && !fast
        && open.ghost_count() == 0
        && KingSafety::geometric(&open, rs)
        && rs.with(Hooks::ATTACK).all(|r| r.attacks_within_orthodox());
    let quiet = match open.king(owner) {
        Some(k) if fast || within => KingSafety::new(&open, owner, k, rs).quiet_targets(),
        _ => None,
    };
    for sq in pos.size().squares() {
        let mut of = base;
        if capturer && sq == mv.to && opts.cheylan {
            continue;
        }
        if !after.is_empty_square(sq) {
            if !opts.occupied.displaces()
                || after.is_hole(sq)
                || (opts.occupied == Occupied::Assassin && assassinates_own_king(pos, mv, sq))
            {
                continue;
            }
            if opts.occupied == Occupied::Volcanic {
                of = of.buried();
            }
        }
        forms.clear();
        reborn_forms(
            pos,
            rs,
            piece,
            sq,
            reborn_for(pos.side_to_move(), of),
            &mut forms,
        );
        for &form in &forms {
            // (A king's steps are judged by the squares they reach: played.)
            let simple = !form.is(PieceKind::King) && open.is_empty_square(sq);
            let caged = if fast && simple {
                !quietly_free(&mut open, rs, owner, sq, form, quiet.as_ref(), &mut moves)
            } else if within
                && simple
                && quietly_free(&mut open, rs, owner, sq, form, quiet.as_ref(), &mut moves)
            {
                false
            } else {
                // (One buffer refilled: a whole copy of the position per square and form was a
                // fifth of an AntiCirce Cage h#2, whose check test seeks cages.)
                trial.copy_from(&after);
                if let Some(occupant) = after.piece_at(sq) {
                    // The piece lifted waits in the underworld (Assassin's too, for the test):
                    // a move of the reborn piece brings it back, as Popeye tests it.
                    trial.bury(
                        trial.ghost_count(),
                        Ghost {
                            square: sq,
                            piece: occupant,
                            attributes: after.attributes(sq),
                            last_first: false,
                            origin: None,
                        },
                    );
                }
                caged_without_move(&mut trial, rs, owner, sq, form, &mut moves)
            };
            if caged {
                let r = Rebirth {
                    of: if capturer {
                        of
                    } else {
                        promoted_if(of, form != piece)
                    },
                    ..Rebirth::captured(sq, form)
                };
                out.push(r);
                if accept.as_mut().is_some_and(|a| a(&r)) {
                    return;
                }
            }
        }
    }
}

/// Whether `form` of `owner` on the empty `sq` of `open` has a non-capture ending on one of
/// `targets` (`None`: anywhere), where only the square it ends on decides its legality (see
/// `cages`): read from the board for the orthodox pieces, else generated.
fn quietly_free(
    open: &mut Position,
    rs: &Ruleset,
    owner: Side,
    sq: Square,
    form: Piece,
    targets: Option<&crate::rules::bitset::SquareSet>,
    moves: &mut MoveList,
) -> bool {
    if let Some(free) = free_to_step(open, sq, form, owner, targets) {
        return free;
    }
    open.put(sq, form);
    moves.clear();
    crate::rules::movegen::piece_moves(open, owner, sq, form, rs, moves);
    open.remove(sq);
    moves
        .iter()
        .any(|m| m.captured.is_none() && targets.is_none_or(|q| q.contains(m.to)))
}

/// Whether an orthodox queen, rook, bishop or knight of `owner` on `sq` has a non-capture
/// ending on one of `targets` (`None`: anywhere), or a pawn between its second rank and its
/// last but one a step forward anywhere; `None` for the other kinds and cases.
fn free_to_step(
    pos: &Position,
    sq: Square,
    form: Piece,
    owner: Side,
    targets: Option<&crate::rules::bitset::SquareSet>,
) -> Option<bool> {
    use crate::rules::popeye_vectors::{KNIGHT_LEAPS, QUEEN_LINES};
    let size = pos.size();
    if form.kind() == PieceKind::Pawn {
        // (From its first rank a pawn may step twice, onto its last one it promotes: there
        // the full generation tells.)
        let rank = sq.rank() as i32;
        let ahead = rank + owner.forward() as i32;
        if targets.is_some() || rank < 1 || ahead < 2 || ahead > size.height() as i32 - 2 {
            return None;
        }
        return Some(
            sq.offset(0, owner.forward() as i32, size)
                .is_some_and(|t| pos.is_empty_square(t)),
        );
    }
    let (vectors, rides) = match form.kind() {
        PieceKind::Queen => (QUEEN_LINES, true),
        PieceKind::Rook => (&QUEEN_LINES[..4], true),
        PieceKind::Bishop => (&QUEEN_LINES[4..], true),
        PieceKind::Knight => (KNIGHT_LEAPS, false),
        _ => return None,
    };
    Some(vectors.iter().any(|&(df, dr)| {
        let mut at = sq;
        // (With no target set the first square of each line tells.)
        while let Some(t) = at
            .offset(df as i32, dr as i32, size)
            .filter(|&t| pos.is_empty_square(t))
        {
            match targets {
                None => return true,
                Some(set) if set.contains(t) => return true,
                Some(_) if !rides => return false,
                Some(_) => at = t,
            }
        }
        false
    }))
}

/// Whether `form` of `owner`, put on `sq` of `caged`, has no legal non-capture.
fn caged_without_move(
    caged: &mut Position,
    rs: &Ruleset,
    owner: Side,
    sq: Square,
    form: Piece,
    moves: &mut MoveList,
) -> bool {
    caged.put(sq, form);
    caged.set_side_to_move(owner);
    caged.set_en_passant(None);
    moves.clear();
    crate::rules::movegen::piece_moves(caged, owner, sq, form, rs, moves);
    !moves
        .iter()
        .any(|m| m.captured.is_none() && crate::rules::movegen::is_legal_candidate(caged, m, rs))
}

/// Whether the capture `c` of `target` by `by` is one AntiCirce allows (its capturer, maybe
/// promoted, can be reborn).
fn anti_capture_allowed(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    c: &crate::rules::attack::Capture,
    target: Square,
    by: Side,
) -> bool {
    let Some(captured) = pos.piece_at(target) else {
        return true;
    };
    let mut mover = *pos;
    mover.set_side_to_move(by);
    let mv = Move {
        captured: Some(captured),
        ..Move::new(c.from, target, c.piece, c.nature)
    };
    let mut out = Vec::new();
    // Only whether the capturer can be reborn matters (but beside Imitators, where every
    // rebirth is judged): Cage's search stops at the first cage. Seeking them all, each judged
    // by the legality of the reborn piece's moves and so by this check test again, was nearly
    // all the time of an AntiCirce Cage h#2.
    let first = mover.tokens().is_empty();
    let mut allowed = |mv: &Move| {
        out.clear();
        let mut stop = |_: &Rebirth| true;
        let accept: Accept = if first { Some(&mut stop) } else { None };
        rebirths_until(&mover, rs, opts, mv, Before::Capture, &mut out, accept).is_ok()
            // (No capturer reborn on an Imitator's square, as in `add_rebirths`.)
            && (mover.tokens().is_empty() || {
                let imitators = imitator_squares(&mover, rs, mv);
                out.iter().all(|r| !imitators.contains(&r.square))
            })
    };
    let promotes = c.piece.kind() == PieceKind::Pawn && promotes_on(pos, c.piece, target);
    if rules::amended_before(rs) {
        // (Out of the common path: a list, and the other rules' amendments.)
        let mut list: MoveList = if promotes {
            rs.promotions
                .iter()
                .map(|k| Move {
                    promotion: Some(Promotion::Piece(k)),
                    ..mv
                })
                .collect()
        } else {
            vec![mv]
        };
        changed_before(&mover, rs, &mut list);
        list.iter().any(&mut allowed)
    } else if promotes {
        rs.promotions.iter().any(|k| {
            allowed(&Move {
                promotion: Some(Promotion::Piece(k)),
                ..mv
            })
        })
    } else {
        allowed(&mv)
    }
}

/// The captures of `list` (moves of the side to move of `pos`) as the rules that amend the
/// moves before the family leave them: what the capturer becomes (Einstein chess, `Rd1*d3=Q`,
/// the queen reborn), which Popeye changes before the rebirth, in its check validation too (a
/// rook that takes the king rises, and its queen's rebirth square must be empty). Where those
/// rules drop every capture (their own verdict, judged elsewhere), the list stays as it was.
fn changed_before(pos: &Position, rs: &Ruleset, list: &mut MoveList) {
    use crate::rules::condition::{Generation, Hooks};
    let mut amended = list.clone();
    for r in rs
        .with(Hooks::AMEND)
        .take_while(|r| !rules::is_family(r.as_any()))
        .filter(|r| r.amends_checking_captures())
    {
        r.amend(pos, rs, &mut amended, 0, &Generation::default());
    }
    amended.retain(|m| m.captured.is_some());
    if !amended.is_empty() {
        *list = amended;
    }
}

/// Where the Imitators stand once `mv` is made: moved with it, and a new one on the arrival
/// square of a pawn promoted into an Imitator.
fn imitator_squares(pos: &Position, rs: &Ruleset, mv: &Move) -> Vec<Square> {
    let mut squares = rs.tokens_after(pos, mv);
    if mv.promotion == Some(Promotion::Token) {
        squares.push(mv.to);
    }
    squares
}

/// Adds to each capture of `out[start..]` the rebirth it makes (Circe: of the captured piece,
/// AntiCirce: of the capturer; several moves where the capturer chooses), dropping the
/// captures the options forbid.
#[inline(never)]
pub fn add_rebirths(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    out: &mut MoveList,
    start: usize,
    generation: &Generation,
) {
    if matches!(opts.base, Base::Mars | Base::AntiMars | Base::Phantom) {
        return;
    }
    if opts.last_move && opts.base == Base::Anti {
        return anti_last_move::add_rebirths(pos, rs, opts, out, start);
    }
    if opts.last_move {
        return last_move::add_rebirths(pos, rs, opts, out, start);
    }
    if opts.wait_capture {
        return wait_capture::add_rebirths(pos, rs, opts, out, start);
    }
    let stand_still = opts.base == Base::Circe && reborn_pawns_may_stand_still(opts);
    // Cage's captures, whose cages each cost a search, are left out where the caller may do
    // without them: where a part of the moves may tell whether one is legal (it asks again for
    // all of them if not), and under Circe alone, where the captured piece is put back and
    // only the moves that may give check are wanted, those that give none before it is
    // (the piece put back is the checked side's, and can only block lines to its king).
    let cage = opts.definition == Definition::Cage
        && opts.anti.is_none()
        && rs
            .with(Hooks::AMEND)
            .last()
            .is_some_and(|r| rules::is_family(r.as_any()));
    let partial = cage && generation.partial;
    let checks = generation
        .checks
        .filter(|_| cage && opts.base == Base::Circe && rs.rules().len() == 1);
    // Where one legal move is sought, a capture's cages up to the first that makes it pass,
    // and no capture after that one.
    let sought = generation.first.filter(|_| {
        cage && rs.rules().len() == 1
            && pos.tokens().is_empty()
            && opts.adapter != Adapter::Frischauf
    });
    let mut found = false;
    // Compacted in place; the second and later choices of a capture go after the others.
    let end = out.len();
    let mut kept = start;
    let mut choices = Vec::new();
    let mut extra = Vec::new();
    for i in start..end {
        // Most moves capture nothing: they stay as they are, read field by field (copying
        // every move out and back was most of this function's time).
        if stand_still && pawn_on_base_rank(pos, out[i].piece, out[i].from) {
            continue;
        }
        if out[i].captured.is_none() {
            if kept != i {
                out[kept] = out[i];
            }
            kept += 1;
            continue;
        }
        if partial {
            generation.left_out.set(true);
            continue;
        }
        if checks.is_some_and(|c| !c.may_before_aftermath(pos, &out[i])) {
            continue;
        }
        // A Mars-like base beside Circe told the square its piece moved from (`Reborn::Mover`):
        // the move is played from the piece's own square all the same, and the piece taken is
        // reborn second (`Tb8-a1*a7[+sBb8]`).
        let mover = out[i].rebirth.filter(|r| r.of == Reborn::Mover);
        let told = extra.len();
        let mv = Move {
            rebirth: out[i].rebirth.filter(|r| r.of != Reborn::Mover),
            ..out[i]
        };
        let mut first = mv;
        if let Some(moved) = moved_before(pos, opts, &mv) {
            // The capturer was carried on by a rule whose amendment came first (a wormhole's
            // transfer): the captured piece is reborn after it, its arrival square left free
            // and the square it went to occupied (`c6*d7[wPd7->f7][+bPd7]`).
            choices.clear();
            let before = Before::CapturerLeft(Some(moved));
            let Ok(bare) = rebirths_after(pos, rs, opts, &mv, before, &mut choices) else {
                continue;
            };
            let mut outcomes = (0..bare)
                .map(|_| None)
                .chain(choices.iter().map(|&r| Some(r)));
            let Some(captured) = outcomes.next() else {
                continue;
            };
            first.second_rebirth = captured;
            extra.extend(outcomes.map(|captured| Move {
                second_rebirth: captured,
                ..mv
            }));
        } else if let Some(anti) = capturer_reborn(pos, opts, &mv) {
            // Two rebirths: the capturer's, then the captured piece's.
            let start = extra.len();
            each_outcome(pos, rs, opts, &anti, &mv, |capturer, captured| {
                extra.push(with_rebirths(mv, capturer, captured));
            });
            if extra.len() == start {
                continue;
            }
            first = extra.remove(start);
        } else {
            choices.clear();
            let made = match sought {
                Some(_) if found => {
                    generation.left_out.set(true);
                    continue;
                }
                Some(test) => {
                    let mut accept = |r: &Rebirth| {
                        found = test(&Move {
                            rebirth: Some(*r),
                            ..mv
                        });
                        found
                    };
                    let before = Before::Capture;
                    rebirths_until(pos, rs, opts, &mv, before, &mut choices, Some(&mut accept))
                }
                None => rebirths(pos, rs, opts, &mv, &mut choices),
            };
            let Ok(bare) = made else {
                continue;
            };
            if !pos.tokens().is_empty() {
                // Popeye's Imitators: a move that leaves a piece on an Imitator's square is
                // illegal, a reborn one too (its rebirth square counted as empty before).
                let imitators = imitator_squares(pos, rs, &mv);
                choices.retain(|r| !imitators.contains(&r.square));
                if bare == 0 && choices.is_empty() {
                    continue;
                }
            }
            if opts.adapter == Adapter::Frischauf
                && matches!(mv.promotion, Some(Promotion::Piece(_)))
            {
                // The capturer promoted by this capture is marked before its rebirth.
                for r in choices.iter_mut().filter(|r| r.of == Reborn::Capturer) {
                    r.of = Reborn::CapturerPromotee;
                }
            }
            let mut rest = choices.iter();
            if bare == 0 {
                if let Some(&r) = rest.next() {
                    first.rebirth = Some(r);
                }
            } else {
                extra.extend((1..bare).map(|_| mv));
            }
            extra.extend(rest.map(|&r| Move {
                rebirth: Some(r),
                ..mv
            }));
        }
        if let Some(mover) = mover {
            for m in std::iter::once(&mut first).chain(extra[told..].iter_mut()) {
                debug_assert!(m.second_rebirth.is_none());
                m.second_rebirth = m.rebirth;
                m.rebirth = Some(mover);
            }
        }
        out[kept] = first;
        kept += 1;
    }
    out.truncate(kept);
    out.extend(extra);
}

/// The capturer's move on from its arrival square that a rule amending the moves before the
/// family made (a wormhole's transfer: `Rebirth` of the capturer already on `mv`), where the
/// family reborns the captured piece alone (Circe, no capturer reborn by it).
fn moved_before(pos: &Position, opts: &CirceOptions, mv: &Move) -> Option<Rebirth> {
    let r = mv.rebirth.filter(|r| r.of == Reborn::Capturer)?;
    (opts.base == Base::Circe && capturer_reborn(pos, opts, mv).is_none()).then_some(r)
}

/// The options by which the capturer of `mv` is reborn before the captured piece: AntiCirce's
/// beside Circe, or Circe's own for a kamikaze capturer, which its capture takes off the board
/// as if the other side had taken it on its arrival square (`kRb3*b3[wkRb3->h1][+bPb7]`), a
/// king too.
fn capturer_reborn(pos: &Position, opts: &CirceOptions, mv: &Move) -> Option<CirceOptions> {
    if let Some(anti) = beside_options(opts) {
        return Some(anti);
    }
    let kamikaze = opts.base == Base::Circe
        && pos.has_attributes()
        && pos.attributes(mv.from).contains(Attribute::Kamikaze);
    // (A kamikaze king is reborn too, on its king's square, whatever RexInclusive says:
    // Popeye's `kKa1*b2[wkKb2->e1][+bPb7]`.)
    kamikaze.then_some(CirceOptions {
        base: Base::Anti,
        rex_inclusive: true,
        ..*opts
    })
}

/// The options by which AntiCirce beside Circe reborns the capturer: its own, the reborn
/// piece's walk included (`circe chameleon s q r b s anticirce chameleon s r q b s`:
/// `Sc3*d5[wSd5->Rh1][+bQd8]`, corpus TESTS/circe #25; `circe reversaleinstein anticirce
/// einstein`: `Bd3*f5[wBf5->Rh1][+bRa8]`, TESTS/anticirce #13).
fn beside_options(opts: &CirceOptions) -> Option<CirceOptions> {
    opts.anti.map(Anti::options)
}

/// Each way the capture `mv` may be made with the capturer reborn by `capturer` first (none:
/// it is not reborn, as a king without RexInclusive, or vanishes) and the captured piece by
/// `opts` after it, given to `emit` in order; none when the options forbid the capture.
fn each_outcome(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    capturer: &CirceOptions,
    mv: &Move,
    mut emit: impl FnMut(Option<Rebirth>, Option<Rebirth>),
) {
    let mut firsts = Vec::new();
    let Ok(bare) = rebirths(pos, rs, capturer, mv, &mut firsts) else {
        return;
    };
    // A kamikaze capturer not reborn leaves the board; AntiCirce's stays where it captured.
    let kamikaze = opts.anti.is_none();
    let vanished = Rebirth {
        square: mv.to,
        piece: mv.piece,
        of: Reborn::Vanished,
    };
    let not_reborn = kamikaze.then_some(vanished);
    let firsts = (0..bare)
        .map(|_| not_reborn)
        .chain(firsts.into_iter().map(Some));
    let mut seconds = Vec::new();
    for first in firsts {
        seconds.clear();
        let before = match first {
            None => Before::Capture,
            Some(_) => Before::CapturerLeft(first),
        };
        let Ok(bare) = rebirths_after(pos, rs, opts, mv, before, &mut seconds) else {
            continue;
        };
        for _ in 0..bare {
            emit(first, None);
        }
        for &second in &seconds {
            emit(first, Some(second));
        }
    }
}

/// `mv` with the capturer's rebirth `capturer` and the captured piece's `captured` (the first
/// one made in `Move::rebirth`).
fn with_rebirths(mv: Move, capturer: Option<Rebirth>, captured: Option<Rebirth>) -> Move {
    match capturer {
        Some(_) => Move {
            rebirth: capturer,
            second_rebirth: captured,
            ..mv
        },
        None => Move {
            rebirth: captured,
            ..mv
        },
    }
}

/// Whether `piece` on `sq` is a pawn on its own first rank, where Popeye's pawns neither move
/// nor capture (but with Cage, where they step one square) and never check.
#[inline]
pub fn pawn_on_base_rank(pos: &Position, piece: Piece, sq: Square) -> bool {
    piece.kind() == PieceKind::Pawn
        && piece
            .colour()
            .side()
            .is_some_and(|side| sq.rank() == pos.home_rank(side))
}

/// Whether the definition can put a pawn on its first rank, where Popeye's pawns stand still.
pub fn reborn_pawns_may_stand_still(opts: &CirceOptions) -> bool {
    opts.base == Base::Circe
        && !opts.last_move
        && (matches!(
            opts.definition,
            Definition::Pwc
                | Definition::Equipollents
                | Definition::Antipodes
                | Definition::Super
                | Definition::TakeMake
        ) || opts.adapter == Adapter::Rank
            || opts.relevant != Relevant::Reborn
            || opts.reborn != RebornWalk::Same)
}

/// Puts the reborn piece of `mv` on `next` (the position after the rest of the move), and
/// with an underworld, brings back the pieces whose squares are free. Out of line: inlined
/// into `Position::make`, it made orthodox play slower. `keep_rooks`: a rook reborn on its
/// corner regains its castling right while its king is away (`Ruleset::keeps_rook_rights`).
#[inline(never)]
pub fn play_rebirth(
    next: &mut Position,
    src: &Position,
    mv: &Move,
    opts: &CirceOptions,
    keep_rooks: bool,
) {
    if opts.last_move && opts.base == Base::Anti {
        return anti_last_move::play_rebirth(next, src, mv);
    }
    if opts.last_move {
        return last_move::play_rebirth(next, mv, keep_rooks);
    }
    if opts.wait_capture {
        return wait_capture::play_rebirth(next, mv, keep_rooks);
    }
    if opts.adapter == Adapter::Frischauf && matches!(mv.promotion, Some(Promotion::Piece(_))) {
        // Popeye marks each promotee, before an AntiCirce rebirth moves it.
        let mut attributes = next.attributes(mv.to);
        attributes.insert(Attribute::Frischauf);
        next.set_attributes(mv.to, attributes);
    }
    // (A capturer carried on by another rule was moved by that rule: `moved_before`.)
    if let Some(r) = mv.rebirth.filter(|_| moved_before(src, opts, mv).is_none()) {
        put_reborn(next, src, mv, r, opts, keep_rooks);
    }
    if let Some(r) = mv.second_rebirth {
        put_reborn(next, src, mv, r, opts, keep_rooks);
    }
    if opts.occupied.underworld() {
        uncover(next, keep_rooks);
    }
    // (From the first move on: a position that records them follows them in `play`.)
    if opts.definition == Definition::Diagram && !src.tracks_origins() {
        next.follow_origins(src, mv);
    }
}

/// Puts the piece `r` reborn by `mv` on `next`: on its square (what stood there going up into the
/// underworld under Parachute, or leaving the board under Assassin), or under Volcanic, when
/// the square is occupied, into the underworld.
fn put_reborn(
    next: &mut Position,
    src: &Position,
    mv: &Move,
    r: Rebirth,
    opts: &CirceOptions,
    keep_rooks: bool,
) {
    if r.of == Reborn::PromotedToken {
        next.add_token(r.square, TokenColour::Neutral);
        return;
    }
    let (of, buried) = r.of.unburied();
    // The attributes the reborn piece keeps (the underworld keeps them too).
    let attributes = match of {
        Reborn::Captured | Reborn::Promoted => src.attributes(capture_square(mv)),
        Reborn::Capturer => {
            let attributes = next.attributes(mv.to);
            next.remove(mv.to);
            attributes
        }
        // An AntiCirce capturer whose rebirth square is occupied (Relaxed) leaves the board;
        // a kamikaze capturer's attributes took it off already.
        Reborn::Vanished => {
            if !src.attributes(mv.from).contains(Attribute::Kamikaze) {
                next.remove(mv.to);
            }
            return;
        }
        // Not a rebirth.
        _ => return,
    };
    // Diagram: a piece in the underworld keeps its square in the diagram (the reborn piece's,
    // or the one it lifts), brought back with it (`Position::follow_origins`).
    let diagram = opts.definition == Definition::Diagram;
    if buried {
        let ghost = Ghost {
            square: r.square,
            piece: r.piece,
            attributes,
            last_first: false,
            origin: diagram
                .then(|| match of {
                    Reborn::Capturer => src.origin(mv.from),
                    _ => src.origin(capture_square(mv)),
                })
                .flatten(),
        };
        // (Room for every piece of the diagram: `Options::refuses` sees to it.)
        next.bury(next.ghost_count(), ghost);
        return;
    }
    if opts.occupied == Occupied::Parachute {
        if let Some(piece) = next.piece_at(r.square) {
            // (The capturer, where it took on the rebirth square, came from its departure.)
            let stood = if r.square == mv.to { mv.from } else { r.square };
            let ghost = Ghost {
                square: r.square,
                piece,
                attributes: next.attributes(r.square),
                last_first: false,
                origin: diagram.then(|| src.origin(stood)).flatten(),
            };
            next.bury(0, ghost);
        }
    }
    next.put(r.square, r.piece);
    next.restore_castling_right(r.square, r.piece, keep_rooks);
}

/// Brings back, in the underworld's order, each piece whose square is free (Popeye's
/// uncovering after every move, by either side).
fn uncover(next: &mut Position, keep_rooks: bool) {
    let mut i = 0;
    while let Some(g) = next.ghost(i) {
        if next.is_empty_square(g.square) {
            next.unbury(i);
            next.put_with(g.square, g.piece, g.attributes);
            next.restore_castling_right(g.square, g.piece, keep_rooks);
        } else {
            i += 1;
        }
    }
}

/// The ghosts `mv` (a move of `pos`, playing `opts`) brings back from the underworld, in
/// order: those whose squares the move leaves free, a ghost under a square taking it from the
/// ghosts after it.
pub fn uncovered(pos: &Position, mv: &Move) -> Vec<Ghost> {
    if pos.ghost_count() == 0 {
        return Vec::new();
    }
    let rebirth = mv.rebirth.map(|r| (r, r.of.unburied()));
    let empty = |sq: Square| match rebirth {
        Some((r, (Reborn::Captured | Reborn::Promoted, false))) if r.square == sq => false,
        Some((r, (Reborn::Capturer, false))) if r.square == sq => false,
        Some((_, (Reborn::Capturer, _))) if sq == mv.to => true,
        _ => pos.is_empty_after(mv, sq),
    };
    let mut filled: Vec<Square> = Vec::new();
    let mut out = Vec::new();
    // (Ghosts that come back last buried first are another rule's, which writes them.)
    for g in pos.ghosts().filter(|g| !g.last_first) {
        if empty(g.square) && !filled.contains(&g.square) {
            filled.push(g.square);
            out.push(g);
        }
    }
    out
}

/// `any_capture` by `by`'s pieces of `rs` on `target`, pawns on their own first rank among
/// them where a rule lets them observe (Einstein chess: `Ruleset::base_rank_pawns_observe`).
#[inline]
fn observed_captures(
    pos: &Position,
    target: Square,
    by: Side,
    rs: &Ruleset,
    visit: impl FnMut(crate::rules::attack::Capture) -> bool,
) -> bool {
    crate::rules::attack::any_capture_observing(
        pos,
        target,
        by,
        rs.attackers(by),
        rs.base_rank_pawns_observe(),
        visit,
    )
}

/// Whether `side`'s king is in check under Circe RexInclusive: some capture of it leaves no
/// rebirth. Out of line, to keep `attack::in_check` small.
#[inline(never)]
pub fn rex_inclusive_check(pos: &Position, opts: &CirceOptions, side: Side, rs: &Ruleset) -> bool {
    let Some(king) = pos.king(side) else {
        return false;
    };
    let by = side.opponent();
    if opts.definition == Definition::Classic
        && !opts.mirror
        && opts.adapter == Adapter::None
        && opts.relevant == Relevant::Reborn
        && opts.reborn == RebornWalk::Same
        && opts.occupied == Occupied::Relaxed
        && opts.april.is_empty()
    {
        // Taken on its rebirth square, or with none on the board, the king is never reborn;
        // with another, occupied one, it is only when the capture is made from there.
        // (A royal piece of another walk, a Kobul king's, is reborn as that walk.)
        let kind = pos.piece_at(king).map_or(PieceKind::King, |p| p.kind());
        let emptied = match classic(opts, pos.size(), kind, king, side) {
            Some(r) if r != king && pos.is_empty_square(r) => return false,
            Some(r) if r != king => Some(r),
            _ => None,
        };
        // (The other conditions that judge check by the captures they allow judge this one.)
        return observed_captures(pos, king, by, rs, |c| {
            Some(c.from) != emptied
                && rs
                    .with(crate::rules::condition::Hooks::ATTACK)
                    .all(|r| r.check_capture_counts(pos, c, king, by, rs))
        });
    }
    // The king vanishes when it is not reborn, or (Volcanic) goes into the underworld.
    any_capture_rebirths(pos, rs, opts, king, by, |made, choices| match made {
        Ok(bare) => bare > 0 || choices.iter().any(|r| r.of.unburied().1),
        Err(()) => false,
    })
}

/// Whether `side`'s king is in check under Circe RexInclusive where a rule amends the moves
/// before the family (a wormhole's transfer carries the capturer on first): some capture of
/// it, made as the moves are made (every amendment in order, the family's rebirth last),
/// leaves it without rebirth in one of its outcomes, as Popeye validates the check by playing
/// the capture (corpus 4_63_to_4_65__047: `Sf4*e6[wSe6->e8]` leaves e8, the king's rebirth
/// square, occupied).
#[inline(never)]
pub fn rex_inclusive_check_amended(pos: &Position, side: Side, rs: &Ruleset) -> bool {
    let Some(king) = pos.king(side) else {
        return false;
    };
    let by = side.opponent();
    let mut mover = *pos;
    mover.set_side_to_move(by);
    let mut list = MoveList::new();
    observed_captures(pos, king, by, rs, |c| {
        list.clear();
        let mv = Move {
            captured: pos.piece_at(king),
            ..Move::new(c.from, king, c.piece, c.nature)
        };
        if c.piece.kind() == PieceKind::Pawn && promotes_on(pos, c.piece, king) {
            for k in rs.promotions.iter() {
                list.push(Move {
                    promotion: Some(Promotion::Piece(k)),
                    ..mv
                });
            }
        } else {
            list.push(mv);
        }
        leaves_unborn(&mover, rs, &mut list)
    })
}

/// Whether one of `list`, captures of a king by the side to move of `mover`, leaves it without
/// rebirth once every amendment is made (the family's rebirth among them).
fn leaves_unborn(mover: &Position, rs: &Ruleset, list: &mut MoveList) -> bool {
    use crate::rules::condition::{Generation, Hooks};
    for r in rs
        .with(Hooks::AMEND)
        .filter(|r| r.amends_checking_captures())
    {
        r.amend(mover, rs, list, 0, &Generation::default());
    }
    list.iter().any(|m| {
        !m.rebirth
            .into_iter()
            .chain(m.second_rebirth)
            .any(|r| matches!(r.of.unburied().0, Reborn::Captured | Reborn::Promoted))
    })
}

/// Whether `side`'s king is in check under Circe RexInclusive where a condition walks the
/// pieces its own way and says which of its moves take the king (Make&Take:
/// `Rules::captures_of`): one of them leaves it without rebirth, as Popeye validates the
/// check by playing the capture (a castling make, `0-0*e6`, leaves e8 free for the king). `None`
/// where no condition says (or `side` has no king).
#[inline(never)]
pub fn rex_inclusive_check_walked(pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
    use crate::rules::condition::Hooks;
    let by = side.opponent();
    let king = pos.king(side)?;
    let mut list = MoveList::new();
    if !rs
        .with(Hooks::WALK)
        .any(|r| r.captures_of(pos, king, by, rs, &mut list))
    {
        return None;
    }
    let mut mover = *pos;
    mover.set_side_to_move(by);
    Some(leaves_unborn(&mover, rs, &mut list))
}

/// Whether some capture of the piece on `target` by `by` makes rebirths (`made`: what
/// [`rebirths`] answers, and the choices) that `judge` accepts; a pawn's capture with each of
/// its promotions.
fn any_capture_rebirths(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    target: Square,
    by: Side,
    mut judge: impl FnMut(Result<u8, ()>, &[Rebirth]) -> bool,
) -> bool {
    let mut mover = *pos;
    mover.set_side_to_move(by);
    let mut choices = Vec::new();
    observed_captures(pos, target, by, rs, |c| {
        let mv = Move {
            captured: pos.piece_at(target),
            ..Move::new(c.from, target, c.piece, c.nature)
        };
        let mut try_one = |mv: &Move| {
            choices.clear();
            let made = rebirths(&mover, rs, opts, mv, &mut choices);
            judge(made, &choices)
        };
        if c.piece.kind() == PieceKind::Pawn && promotes_on(pos, c.piece, target) {
            rs.promotions.iter().any(|k| {
                try_one(&Move {
                    promotion: Some(Promotion::Piece(k)),
                    ..mv
                })
            })
        } else {
            try_one(&mv)
        }
    })
}

/// Whether `side`'s king is in check under Assassin Circe: some capture takes it off the
/// board, a capture of the king that does not rebirth it, or the capture of any of its pieces
/// whose rebirth lands on the king's square (Popeye tests every piece of the side).
#[inline(never)]
pub fn assassin_check(pos: &Position, opts: &CirceOptions, side: Side, rs: &Ruleset) -> bool {
    let Some(king) = pos.king(side) else {
        return false;
    };
    let by = side.opponent();
    // (AntiCirce reborns the capturer: the king taken is gone.)
    let anti = opts.base == Base::Anti;
    if any_capture_rebirths(
        pos,
        rs,
        opts,
        king,
        by,
        |made, _| matches!(made, Ok(bare) if bare > 0 || anti),
    ) {
        return true;
    }
    pos.pieces()
        .filter(|&(sq, p)| sq != king && p.colour().movable_by(side))
        .any(|(sq, _)| {
            any_capture_rebirths(pos, rs, opts, sq, by, |made, choices| {
                made.is_ok() && choices.iter().any(|r| r.square == king)
            })
        })
}

/// Whether `side`'s king may step from `from` to the passage square `to` while castling: the
/// step must be legal, i.e. leave the king out of check as the condition defines it.
#[inline(never)]
pub fn passage_is_safe(pos: &Position, side: Side, from: Square, to: Square, rs: &Ruleset) -> bool {
    let king = Piece::new(side.colour(), PieceKind::King);
    let step = Move::new(from, to, king, Nature::Leap);
    !crate::rules::attack::in_check(&pos.played(&step, rs), side, rs)
}

/// Whether `side`'s king is in check under AntiCirce: some capture of it is allowed.
#[inline(never)]
pub fn anti_check(pos: &Position, opts: &CirceOptions, side: Side, rs: &Ruleset) -> bool {
    let Some(king) = pos.king(side) else {
        return false;
    };
    anti_attacked(pos, opts, king, side.opponent(), rs)
}

/// Whether `by` attacks `target` under AntiCirce: some capture of it is allowed.
pub fn anti_attacked(
    pos: &Position,
    opts: &CirceOptions,
    target: Square,
    by: Side,
    rs: &Ruleset,
) -> bool {
    // (Other conditions' capture filters judge the same capture: Patrouille with Geneva. A
    // pawn on its first rank takes too where the rules let it observe: Einstein chess's.)
    observed_captures(pos, target, by, rs, |c| {
        crate::rules::attack::capture_counts(pos, c, target, by, rs)
            && if opts.last_move {
                anti_last_move::capture_allowed(pos, opts, &c, target)
            } else {
                anti_capture_allowed(pos, rs, opts, &c, target, by)
            }
    })
}

/// Whether `by` attacks `target` under Circe with AntiCirce beside it: some capture of it
/// that AntiCirce allows (the capturer can be reborn); with Circe RexInclusive, one after
/// which the piece taken is not reborn (its rebirth square occupied, the capturer's rebirth
/// made first).
pub fn beside_attacked(
    pos: &Position,
    opts: &CirceOptions,
    target: Square,
    by: Side,
    rs: &Ruleset,
) -> bool {
    let Some(anti) = beside_options(opts) else {
        return false;
    };
    if !opts.rex_inclusive {
        return anti_attacked(pos, &anti, target, by, rs);
    }
    let Some(captured) = pos.piece_at(target) else {
        return false;
    };
    let mut mover = *pos;
    mover.set_side_to_move(by);
    any_capture(pos, target, by, rs.attackers(by), |c| {
        if !crate::rules::attack::capture_counts(pos, c, target, by, rs) {
            return false;
        }
        let mv = Move {
            captured: Some(captured),
            ..Move::new(c.from, target, c.piece, c.nature)
        };
        let vanishes = |mv: &Move| {
            let mut found = false;
            each_outcome(&mover, rs, opts, &anti, mv, |_, reborn| {
                found |= reborn.is_none();
            });
            found
        };
        if c.piece.kind() == PieceKind::Pawn && promotes_on(pos, c.piece, target) {
            rs.promotions.iter().any(|k| {
                vanishes(&Move {
                    promotion: Some(Promotion::Piece(k)),
                    ..mv
                })
            })
        } else {
            vanishes(&mv)
        }
    })
}

/// Drops from `out[start..]` the captures that `bar` (ImmunChess or GenevaChess beside another
/// base) forbids, judged as Popeye judges them, before the other base's rebirth. A piece that
/// went to its rebirth square first (PhantomChess, MarsCirce) captures from there.
#[inline(never)]
pub fn drop_barred(pos: &Position, bar: &CirceOptions, out: &mut MoveList, start: usize) {
    let mut kept = start;
    for i in start..out.len() {
        let mv = out[i];
        let forbidden = Capture::of(pos, &mv).is_some_and(|mut c| {
            if let Some(r) = mv.rebirth.filter(|r| r.of == Reborn::Mover) {
                c.from = r.square;
                c.capturer_origin = pos.origin(mv.from);
            }
            barred(pos, bar, &mv, &c)
        });
        if !forbidden {
            out[kept] = mv;
            kept += 1;
        }
    }
    out.truncate(kept);
}

/// Whether `bar` forbids the capture `c` of the piece on `target` by `by` (in `pos`, where
/// `c.from` holds the capturer).
/// Whether GenevaChess (`opts`) forbids the capture `c` of `target` by `by`: the capturer's
/// rebirth square, found from its departure square, is occupied or is that square.
pub fn geneva_barred(
    pos: &Position,
    opts: &CirceOptions,
    c: &crate::rules::attack::Capture,
    target: Square,
    by: Side,
) -> bool {
    capture_barred(pos, opts, c, target, by)
}

fn capture_barred(
    pos: &Position,
    bar: &CirceOptions,
    c: &crate::rules::attack::Capture,
    target: Square,
    by: Side,
) -> bool {
    let Some(captured) = pos.piece_at(target) else {
        return false;
    };
    let mut mover = *pos;
    mover.set_side_to_move(by);
    let mv = Move {
        captured: Some(captured),
        ..Move::new(c.from, target, c.piece, c.nature)
    };
    Capture::of(&mover, &mv).is_some_and(|cap| barred(&mover, bar, &mv, &cap))
}

/// Whether `by` attacks `target` under the base of `opts` with `bar` beside it, which judges
/// each capture too (Popeye's observation validators, one after the other). Only bases that
/// do not say themselves what checks, and PhantomChess, take a bar that does
/// ([`CirceOptions::refuses`] sees to it).
pub fn barred_attacked(
    pos: &Position,
    opts: &CirceOptions,
    bar: Bar,
    target: Square,
    by: Side,
    rs: &Ruleset,
) -> bool {
    let bar = bar.options();
    if opts.base != Base::Phantom {
        return anti_attacked(pos, &bar, target, by, rs);
    }
    let allowed = |p: &Position, c: &crate::rules::attack::Capture| {
        crate::rules::attack::capture_counts(p, *c, target, by, rs)
            && !capture_barred(p, &bar, c, target, by)
    };
    if any_capture(pos, target, by, rs.attackers(by), |c| allowed(pos, &c)) {
        return true;
    }
    for from in pos.movable_by(by).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        if from == target || !rs.attackers(by).contains(piece.kind()) {
            continue;
        }
        let Some(r) = mars_square(pos, opts, piece, from, by).filter(|&r| r != from) else {
            continue;
        };
        let mut moved = *pos;
        moved.remove(from);
        moved.put(r, piece);
        let kinds = KindSet::single(piece.kind());
        if any_capture(&moved, target, by, kinds, |c| {
            c.from == r && allowed(&moved, &c)
        }) {
            return true;
        }
    }
    false
}

/// The Mars rebirth square of `piece` standing on `from`, if it may capture from there (its
/// own square, or an empty one).
fn mars_square(
    pos: &Position,
    opts: &CirceOptions,
    piece: Piece,
    from: Square,
    side: Side,
) -> Option<Square> {
    if piece.kind() == PieceKind::King && !opts.rex_inclusive {
        return None;
    }
    let owner = owner_of(piece, side.opponent());
    let r = if square_options::frischauf_promotee(pos, opts, from) {
        square_options::promotee_square(pos, opts, from, owner)
    } else {
        anti_square(
            opts,
            pos.size(),
            piece.kind(),
            from,
            owner,
            pos.origin(from),
        )
    }?;
    (r == from || pos.is_empty_square(r)).then_some(r)
}

/// Where `piece` of `side` standing on `from` captures from under MarsCirce (the core's
/// relocation, [`crate::rules::relocation`]): its own square when that is its rebirth square,
/// else its rebirth square when that is empty; nowhere when that is occupied or off the board,
/// nor a king without RexInclusive.
pub fn mars_capture_squares(
    pos: &Position,
    opts: &CirceOptions,
    piece: Piece,
    from: Square,
    side: Side,
) -> CaptureSquares {
    match mars_square(pos, opts, piece, from, side) {
        Some(r) if r == from => CaptureSquares::OWN,
        Some(r) => {
            let mut squares = CaptureSquares::NONE;
            squares.push(r);
            squares
        }
        None => CaptureSquares::NONE,
    }
}

/// MarsCirce's castlings (the pieces' moves are the core's relocated walk): orthodox castling,
/// and castling from the king's rebirth square whatever its right.
pub fn mars_castlings(pos: &Position, rs: &Ruleset, opts: &CirceOptions, out: &mut MoveList) {
    let side = pos.side_to_move();
    let mut buf = MoveList::new();
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        if piece.kind() != PieceKind::King {
            continue;
        }
        let Some(r) = mars_square(pos, opts, piece, from, side) else {
            continue;
        };
        let mut moved = *pos;
        if r != from {
            moved.remove(from);
            moved.put(r, piece);
        }
        let tag = (r != from).then_some(Rebirth {
            square: r,
            piece,
            of: Reborn::Mover,
        });
        buf.clear();
        let mut c = moved.castling();
        c.set_king(side, true);
        moved.set_castling(c);
        castlings(&moved, side, rs, &mut buf, opts);
        for mv in buf.drain(..) {
            out.push(Move {
                from,
                rebirth: tag,
                ..mv
            });
        }
    }
    castlings(pos, side, rs, out, opts);
}

/// Where `piece` of `side` standing on `from` captures, and moves, from under PhantomChess (the
/// core's relocation): its own square, and its rebirth square when that is empty, where it
/// moves capturing or not (`Sh3-b1-c3`); kings only from their square but with RexInclusive.
pub fn phantom_capture_squares(
    pos: &Position,
    opts: &CirceOptions,
    piece: Piece,
    from: Square,
    side: Side,
) -> CaptureSquares {
    let mut squares = CaptureSquares::OWN;
    squares.moves = true;
    if let Some(r) = mars_square(pos, opts, piece, from, side).filter(|&r| r != from) {
        squares.push(r);
    }
    squares
}

/// AntiMarsCirce's candidates: each piece's captures from its square, and its moves that
/// capture nothing from its rebirth square (its own, or an empty one: `Sh1-g8-f6`; none when
/// that square is occupied or off the board). A move back to the square the piece left is
/// none, but for a pawn's double step (`e5-e7-e5`, as Popeye lists it). A king castles from
/// its rebirth square whatever its own castling right (`0-0` after `nocastling e8`), and
/// orthodoxly too, as under MarsCirce; without RexInclusive kings move as usual.
pub fn anti_mars_candidates(pos: &Position, rs: &Ruleset, opts: &CirceOptions, out: &mut MoveList) {
    let side = pos.side_to_move();
    let mut buf = MoveList::new();
    for from in pos.movable_by(side).iter() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        buf.clear();
        crate::rules::movegen::piece_moves(pos, side, from, piece, rs, &mut buf);
        let king = piece.kind() == PieceKind::King;
        if king && !opts.rex_inclusive {
            out.extend(buf.iter().copied());
            continue;
        }
        out.extend(buf.iter().filter(|m| m.captured.is_some()));
        let Some(r) = mars_square(pos, opts, piece, from, side) else {
            continue;
        };
        let mut moved = *pos;
        if r != from {
            moved.remove(from);
            moved.put(r, piece);
            buf.clear();
            crate::rules::movegen::piece_moves(&moved, side, r, piece, rs, &mut buf);
        }
        let tag = (r != from).then_some(Rebirth {
            square: r,
            piece,
            of: Reborn::Mover,
        });
        out.extend(
            buf.iter()
                .filter(|m| {
                    m.captured.is_none() && (m.to != from || m.special == Special::DoubleStep)
                })
                .map(|m| Move {
                    from,
                    rebirth: tag,
                    ..*m
                }),
        );
        if king {
            buf.clear();
            let mut c = moved.castling();
            c.set_king(side, true);
            moved.set_castling(c);
            castlings(&moved, side, rs, &mut buf, opts);
            out.extend(buf.drain(..).map(|mv| Move {
                from,
                rebirth: tag,
                ..mv
            }));
            reborn_rook_castlings(&moved, rs, opts, from, tag, out);
        }
    }
    // Orthodox castling too: a king on its square with the right castles twice, as Popeye
    // lists it.
    castlings(pos, side, rs, out, opts);
}

/// Popeye's AntiMarsCirce castlings with a rook reborn first, of the king that stands (or went)
/// on its square in `moved` and stood on `king_from` (`tag`: its rebirth, when it went): each
/// rook of its side whose rebirth square is free, in Popeye's order of the squares (by rank
/// from a1), goes there with its castling right (the king's too), and the castlings the king
/// then has are its moves. Popeye tells the rook's rebirth with the first castling it finds
/// so, short before long (`[wKg2->e1][wRg4->h1]0-0`, `Reborn::Partner`), even where that
/// castling is the other rook's (`[wKg2->e1][wRb4->a1]0-0`, the rook on h1 castling).
/// Popeye plays the later ones without the rook's rebirth: a castling with a rook on its
/// corner is listed twice, and one with the reborn rook moves the king alone (its rook's
/// corner stays empty), as here.
fn reborn_rook_castlings(
    moved: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    king_from: Square,
    tag: Option<Rebirth>,
    out: &mut MoveList,
) {
    let side = moved.side_to_move();
    let mut buf = MoveList::new();
    for sq in moved.movable_by(side).iter() {
        let Some(rook) = moved.piece_at(sq).filter(|p| p.kind() == PieceKind::Rook) else {
            continue;
        };
        let rook_opts = square_options::castling_rook_options(opts);
        let Some(corner) = mars_square(moved, &rook_opts, rook, sq, side).filter(|&c| c != sq)
        else {
            continue;
        };
        let mut reborn = *moved;
        reborn.remove(sq);
        reborn.put(corner, rook);
        let mut c = reborn.castling();
        c.set_king(side, true);
        c.set_rook(side, corner.file() != 0, true);
        reborn.set_castling(c);
        buf.clear();
        castlings(&reborn, side, rs, &mut buf, opts);
        // (Popeye's order: short before long.)
        buf.sort_by_key(|m| match m.special {
            Special::Castling { rook_to, .. } => rook_to.file() > m.to.file(),
            _ => true,
        });
        for (i, mv) in buf.iter().enumerate() {
            // (Those after the first are played without the rook's rebirth.)
            let castles_with_it =
                matches!(mv.special, Special::Castling { rook_from, .. } if rook_from == corner);
            let partner = (i == 0).then_some(Rebirth {
                square: sq,
                piece: rook,
                of: if castles_with_it {
                    Reborn::Partner
                } else {
                    Reborn::PartnerAside
                },
            });
            // (The rook's rebirth after the king's, when it went to its square.)
            let (rebirth, second_rebirth) = match tag {
                Some(_) => (tag, partner),
                None => (partner, None),
            };
            out.push(Move {
                from: king_from,
                rebirth,
                second_rebirth,
                ..*mv
            });
        }
    }
}

/// The castlings of `side` in `pos` with the king out of check and its passage safe.
fn castlings(pos: &Position, side: Side, rs: &Ruleset, out: &mut MoveList, _opts: &CirceOptions) {
    let found: Vec<(Move, Square)> =
        crate::rules::movegen::castling_candidates(pos, side).collect();
    if found.is_empty() || crate::rules::attack::in_check(pos, side, rs) {
        return;
    }
    for (mv, passage) in found {
        if passage_is_safe(pos, side, mv.from, passage, rs) {
            out.push(mv);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::piece::Colour;
    use crate::rules::Condition;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn reborn(kind: PieceKind, capture: &str, capturer: Side) -> Option<Square> {
        rebirth_square(BoardSize::STANDARD, kind, sq(capture), capturer)
    }

    /// A position from `(colour, kind, square)` triples.
    fn position(pieces: &[(Colour, PieceKind, &str)], side: Side) -> Position {
        let mut pos = Position::empty(BoardSize::STANDARD);
        for &(c, k, s) in pieces {
            pos.put(sq(s), Piece::new(c, k));
        }
        pos.set_castling(pos.castling_from_array());
        pos.set_side_to_move(side);
        pos
    }

    fn rules(pos: &Position, rex_inclusive: bool) -> Ruleset {
        Ruleset::new(
            pos,
            &[Condition::new(CirceOptions {
                rex_inclusive,
                ..CirceOptions::default()
            })],
        )
    }

    #[test]
    fn no_piece_is_reborn_on_an_imitators_square() {
        use crate::notation::move_text::move_text_marked;
        use crate::notation::popeye::parse_popeye;
        let moves = |imitator: &str, circe: &str| {
            let p = parse_popeye(&format!(
                "begin\npieces white ka1 pd4 black kh8 pe5 sf5\nstipulation ~1\n\
                 condition {circe} imitator {imitator}\nend\n"
            ))
            .unwrap()
            .remove(0);
            assert!(p.unsupported().is_empty());
            let rs = Ruleset::new(&p.position, &p.conditions);
            crate::rules::legal_moves(&p.position, &rs)
                .iter()
                .map(|m| move_text_marked(&p.position, m, &rs))
                .collect::<Vec<_>>()
        };
        // d4*e5 takes the Imitator from d6 to e7, the pawn's rebirth square: illegal (Popeye).
        assert!(!moves("d6", "circe").iter().any(|m| m.starts_with("d4*e5")));
        let from_c6 = moves("c6", "circe");
        assert!(
            from_c6.iter().any(|m| m.starts_with("d4*e5[Id7][+bPe7]")),
            "{from_c6:?}"
        );
        // AntiCirce: the capturer reborn on e2, where the Imitator from d1 goes.
        assert!(!moves("d1", "anticirce")
            .iter()
            .any(|m| m.starts_with("d4*e5")));
        let from_b1 = moves("b1", "anticirce");
        assert!(
            from_b1
                .iter()
                .any(|m| m.starts_with("d4*e5[Ic2][wPe5->e2]")),
            "{from_b1:?}"
        );
    }

    #[test]
    fn geneva_check_asks_patrols_support() {
        use crate::conditions::patrouille::PatrouilleOptions;
        use crate::rules::attack::in_check;
        let geneva = Condition::new(CirceOptions {
            base: Base::Geneva,
            ..CirceOptions::default()
        });
        let checked = |pieces: &[(Colour, PieceKind, &str)], patrol: bool| {
            let pos = position(pieces, Side::Black);
            let mut conditions = vec![geneva.clone()];
            if patrol {
                conditions.push(Condition::new(PatrouilleOptions));
            }
            in_check(&pos, Side::Black, &Ruleset::new(&pos, &conditions))
        };
        // The rook's rebirth square h1 is empty: Geneva lets it capture the king.
        let alone = [
            (Colour::White, PieceKind::King, "a1"),
            (Colour::White, PieceKind::Rook, "e4"),
            (Colour::Black, PieceKind::King, "e8"),
        ];
        assert!(checked(&alone, false));
        // Under Patrouille only a supported rook checks (Popeye judges both on one capture).
        assert!(!checked(&alone, true));
        let supported = [
            (Colour::White, PieceKind::King, "a1"),
            (Colour::White, PieceKind::Rook, "e4"),
            (Colour::White, PieceKind::Bishop, "d3"),
            (Colour::Black, PieceKind::King, "e8"),
        ];
        assert!(checked(&supported, true));
    }

    fn capture(pos: &Position, rs: &Ruleset, from: &str, to: &str) -> Move {
        *crate::rules::legal_moves(pos, rs)
            .iter()
            .find(|m| m.from == sq(from) && m.to == sq(to))
            .expect("the capture is legal")
    }

    use Colour::{Black as B, White as W};
    use PieceKind::*;

    #[test]
    fn officers_go_to_the_game_array_square_of_the_capture_squares_colour() {
        // d5 is light, d4 dark; white pieces are taken by Black.
        assert_eq!(reborn(Rook, "d5", Side::Black), Some(sq("h1")));
        assert_eq!(reborn(Rook, "d4", Side::Black), Some(sq("a1")));
        assert_eq!(reborn(Rook, "d5", Side::White), Some(sq("a8")));
        assert_eq!(reborn(Rook, "d4", Side::White), Some(sq("h8")));
        assert_eq!(reborn(Bishop, "d5", Side::Black), Some(sq("f1")));
        assert_eq!(reborn(Bishop, "d4", Side::Black), Some(sq("c1")));
        assert_eq!(reborn(Bishop, "d5", Side::White), Some(sq("c8")));
        assert_eq!(reborn(Bishop, "d4", Side::White), Some(sq("f8")));
        assert_eq!(reborn(Knight, "d5", Side::Black), Some(sq("b1")));
        assert_eq!(reborn(Knight, "d4", Side::Black), Some(sq("g1")));
        assert_eq!(reborn(Knight, "d5", Side::White), Some(sq("g8")));
        assert_eq!(reborn(Knight, "d4", Side::White), Some(sq("b8")));
        assert_eq!(reborn(Queen, "a7", Side::Black), Some(sq("d1")));
        assert_eq!(reborn(Queen, "a7", Side::White), Some(sq("d8")));
        assert_eq!(reborn(King, "c3", Side::Black), Some(sq("e1")));
        assert_eq!(reborn(King, "c3", Side::White), Some(sq("e8")));
    }

    #[test]
    fn pawns_go_to_their_second_rank_in_the_file_of_capture() {
        assert_eq!(reborn(Pawn, "f7", Side::Black), Some(sq("f2")));
        assert_eq!(reborn(Pawn, "b2", Side::White), Some(sq("b7")));
    }

    #[test]
    fn fairy_pieces_go_to_their_promotion_square_in_the_file_of_capture() {
        // As in the oracle's lists: a white amazon taken on d1 is reborn on d8, a black wazir
        // taken on c8 on c1.
        assert_eq!(reborn(Amazon, "d1", Side::Black), Some(sq("d8")));
        assert_eq!(reborn(Wazir, "c8", Side::White), Some(sq("c1")));
        assert_eq!(reborn(Nightrider, "g7", Side::Black), Some(sq("g8")));
    }

    #[test]
    fn squares_off_a_narrow_board_mean_no_rebirth() {
        let size = BoardSize::new(6, 6).unwrap();
        assert_eq!(
            rebirth_square(size, Rook, sq("d4"), Side::White),
            None,
            "h6 is off a 6x6 board"
        );
        assert_eq!(
            rebirth_square(size, Rook, sq("d3"), Side::White),
            Some(sq("a6"))
        );
        assert_eq!(
            rebirth_square(size, Pawn, sq("d3"), Side::White),
            Some(sq("d5"))
        );
    }

    #[test]
    fn the_capturers_departure_square_is_free_for_the_rebirth() {
        // cpub-circe-0002-b: Bh1*d5[+wRh1].
        let pos = position(
            &[
                (W, King, "a5"),
                (W, Rook, "d5"),
                (B, King, "g5"),
                (B, Bishop, "h1"),
            ],
            Side::Black,
        );
        let rs = rules(&pos, false);
        let mv = capture(&pos, &rs, "h1", "d5");
        assert_eq!(
            mv.rebirth,
            Some(Rebirth::captured(sq("h1"), Piece::new(W, Rook)))
        );
        let after = pos.play(&mv, &rs);
        assert_eq!(after.piece_at(sq("h1")), Some(Piece::new(W, Rook)));
        assert_eq!(after.piece_at(sq("d5")), Some(Piece::new(B, Bishop)));
    }

    #[test]
    fn an_occupied_rebirth_square_means_the_piece_vanishes() {
        // The rook taken on h8 (dark) would be reborn on h8, where the capturer stands; the
        // knight taken on c6 (light) would be reborn on g8, which the black king holds.
        let pos = position(
            &[
                (W, King, "a1"),
                (W, Rook, "h1"),
                (W, Queen, "c1"),
                (B, King, "g8"),
                (B, Rook, "h8"),
                (B, Knight, "c6"),
            ],
            Side::White,
        );
        let rs = rules(&pos, false);
        let mv = capture(&pos, &rs, "h1", "h8");
        assert_eq!(mv.rebirth, None);
        assert!(pos.play(&mv, &rs).piece_at(sq("h8")) == Some(Piece::new(W, Rook)));
        let pos = position(
            &[
                (W, King, "a1"),
                (W, Queen, "c4"),
                (B, King, "g8"),
                (B, Knight, "c6"),
            ],
            Side::White,
        );
        let mv = capture(&pos, &rules(&pos, false), "c4", "c6");
        assert_eq!(mv.rebirth, None);
    }

    #[test]
    fn en_passant_victims_are_reborn_on_their_second_rank() {
        let mut pos = position(
            &[
                (W, King, "a1"),
                (W, Pawn, "e5"),
                (B, King, "h8"),
                (B, Pawn, "d5"),
            ],
            Side::White,
        );
        pos.set_en_passant(Some(crate::rules::EnPassant::new(sq("d6"), sq("d5"))));
        let rs = rules(&pos, false);
        let mv = capture(&pos, &rs, "e5", "d6");
        assert_eq!(mv.rebirth.map(|r| r.square), Some(sq("d7")));
        let after = pos.play(&mv, &rs);
        assert_eq!(after.piece_at(sq("d7")), Some(Piece::new(B, Pawn)));
        assert_eq!(after.piece_at(sq("d5")), None);
    }

    #[test]
    fn a_reborn_pawn_may_double_step_again() {
        let pos = position(
            &[
                (W, King, "a1"),
                (W, Queen, "b4"),
                (B, King, "h8"),
                (B, Pawn, "f4"),
            ],
            Side::White,
        );
        let rs = rules(&pos, false);
        let after = pos.play(&capture(&pos, &rs, "b4", "f4"), &rs);
        assert!(crate::rules::legal_moves(&after, &rs)
            .iter()
            .any(|m| m.from == sq("f7") && m.to == sq("f5")));
    }

    #[test]
    fn a_rook_reborn_on_its_corner_castles_again_while_its_king_has_its_right() {
        // The white rook is taken on g3 (dark) and reborn on a1; the king never moved.
        let pos = position(
            &[
                (W, King, "e1"),
                (W, Rook, "g3"),
                (B, King, "e8"),
                (B, Knight, "h5"),
            ],
            Side::Black,
        );
        let rs = rules(&pos, false);
        assert!(!pos.castling().rook_unmoved(Side::White, false));
        let mut after = pos.play(&capture(&pos, &rs, "h5", "g3"), &rs);
        assert!(after.castling().rook_unmoved(Side::White, false));
        after.set_side_to_move(Side::White);
        assert!(crate::rules::legal_moves(&after, &rs)
            .iter()
            .any(|m| m.is_castling()));
    }

    #[test]
    fn neutral_pieces_are_reborn_as_pieces_of_the_side_that_did_not_capture() {
        // Popeye: Qd1*d5[+nBc8] (White takes), Qd8*d5[+nBf1] (Black takes).
        let pieces = [
            (W, King, "a1"),
            (W, Queen, "d1"),
            (B, King, "h8"),
            (B, Queen, "d8"),
            (Colour::Neutral, Bishop, "d5"),
        ];
        let pos = position(&pieces, Side::White);
        let mv = capture(&pos, &rules(&pos, false), "d1", "d5");
        assert_eq!(
            mv.rebirth.map(|r| (r.square, r.piece)),
            Some((sq("c8"), Piece::new(Colour::Neutral, Bishop)))
        );
        let pos = position(&pieces, Side::Black);
        let mv = capture(&pos, &rules(&pos, false), "d8", "d5");
        assert_eq!(mv.rebirth.map(|r| r.square), Some(sq("f1")));
    }

    #[test]
    fn a_rebirth_can_check_the_capturer() {
        // The black bishop taken on e6 (light) is reborn on c8, from where it checks a6.
        let pos = position(
            &[
                (W, King, "a6"),
                (W, Queen, "e2"),
                (B, King, "h8"),
                (B, Bishop, "e6"),
            ],
            Side::White,
        );
        let rs = rules(&pos, false);
        let legal = crate::rules::legal_moves(&pos, &rs);
        assert!(!legal.iter().any(|m| m.to == sq("e6")), "{legal:?}");
    }

    #[test]
    fn a_rebirth_can_block_a_check() {
        // The rook on h8 checks a8; the black bishop taken on d3 (light) is reborn on c8,
        // between them.
        let pos = position(
            &[
                (W, King, "a8"),
                (W, Rook, "h3"),
                (B, King, "c1"),
                (B, Rook, "h8"),
                (B, Bishop, "d3"),
            ],
            Side::White,
        );
        let rs = rules(&pos, false);
        let legal = crate::rules::legal_moves(&pos, &rs);
        assert!(
            legal.iter().any(|m| m.from == sq("h3") && m.to == sq("d3")),
            "{legal:?}"
        );
        assert!(!legal.iter().any(|m| m.from == sq("h3") && m.to == sq("h4")));
    }

    #[test]
    fn rex_exclusive_checks_are_orthodox_and_kings_are_not_reborn() {
        let pos = position(
            &[
                (W, King, "h1"),
                (W, Rook, "a5"),
                (B, King, "e5"),
                (B, Pawn, "a7"),
            ],
            Side::Black,
        );
        let rs = rules(&pos, false);
        assert!(crate::rules::side_in_check(&pos, &rs));
        let mv = Move {
            captured: Some(Piece::new(B, King)),
            ..Move::new(
                sq("a5"),
                sq("e5"),
                Piece::new(W, Rook),
                Nature::Ride { step: (1, 0) },
            )
        };
        let mut white = pos;
        white.set_side_to_move(Side::White);
        let mut choices = Vec::new();
        let bare = rebirths(&white, &rs, &CirceOptions::default(), &mv, &mut choices);
        assert_eq!(bare, Ok(1));
        assert!(choices.is_empty());
    }

    #[test]
    fn rex_inclusive_check_needs_an_occupied_rebirth_square() {
        // Popeye: with e8 empty the attacked king is not in check (a7-a6 is legal); with a
        // bishop on e8 it is, and the bishop's moves away from e8 are legal.
        let pieces = vec![
            (W, King, "h1"),
            (W, Rook, "a5"),
            (B, King, "e5"),
            (B, Pawn, "a7"),
        ];
        let pos = position(&pieces, Side::Black);
        let rs = rules(&pos, true);
        assert!(!crate::rules::side_in_check(&pos, &rs));
        let mut with_bishop = pieces.clone();
        with_bishop.push((B, Bishop, "e8"));
        let pos = position(&with_bishop, Side::Black);
        let rs = rules(&pos, true);
        assert!(crate::rules::side_in_check(&pos, &rs));
        let legal = crate::rules::legal_moves(&pos, &rs);
        assert!(legal.iter().any(|m| m.from == sq("e8")));
        assert!(!legal.iter().any(|m| m.from == sq("a7")));
        // A king on its rebirth square is checked by every attack.
        let pos = position(
            &[(W, King, "h1"), (W, Rook, "a8"), (B, King, "e8")],
            Side::Black,
        );
        assert!(crate::rules::side_in_check(&pos, &rules(&pos, true)));
    }

    #[test]
    fn rex_inclusive_kings_can_be_taken_and_are_reborn() {
        // Popeye: 1.Ra5*e5[+bKe8] + (the rook on e5 now attacks the king on its rebirth square).
        let pos = position(
            &[
                (W, King, "h1"),
                (W, Rook, "a5"),
                (B, King, "e5"),
                (B, Pawn, "a7"),
            ],
            Side::White,
        );
        let rs = rules(&pos, true);
        let mv = capture(&pos, &rs, "a5", "e5");
        assert_eq!(mv.rebirth.map(|r| r.square), Some(sq("e8")));
        let after = pos.play(&mv, &rs);
        assert_eq!(after.king(Side::Black), Some(sq("e8")));
        assert!(crate::rules::side_in_check(&after, &rs));
    }

    #[test]
    fn rex_inclusive_castling_only_needs_the_king_out_of_check() {
        // Popeye lists 0-0 and 0-0-0 although f1 and d1 are attacked: once the king has left
        // e1, a capture of it would rebirth it there.
        let pos = position(
            &[
                (W, King, "e1"),
                (W, Rook, "a1"),
                (W, Rook, "h1"),
                (B, King, "a8"),
                (B, Rook, "f8"),
                (B, Rook, "d8"),
                (B, Pawn, "a7"),
            ],
            Side::White,
        );
        let castlings = |rex| {
            crate::rules::legal_moves(&pos, &rules(&pos, rex))
                .iter()
                .filter(|m| m.is_castling())
                .count()
        };
        assert_eq!(castlings(true), 2);
        assert_eq!(castlings(false), 0);
    }

    #[test]
    fn anti_mars_pieces_move_from_their_rebirth_squares_and_capture_from_their_own() {
        // REGRESSIONS 4.89-4.91 #26: the black knight on h1 moves from g8 (Sh1-g8-f6), the
        // rook on h6 captures from h6 (Rh6*h5) and moves from h8.
        let pos = position(
            &[
                (W, King, "c8"),
                (W, Rook, "h5"),
                (B, King, "a6"),
                (B, Knight, "h1"),
                (B, Rook, "h6"),
            ],
            Side::Black,
        );
        let rs = Ruleset::new(&pos, &[Condition::new(CirceOptions::of(Base::AntiMars))]);
        let legal = crate::rules::legal_moves(&pos, &rs);
        let went = |from: &str, r: &str, to: &str| {
            legal.iter().any(|m| {
                m.from == sq(from)
                    && m.to == sq(to)
                    && m.rebirth.map(|x| (x.square, x.of)) == Some((sq(r), Reborn::Mover))
            })
        };
        assert!(went("h1", "g8", "f6"));
        assert!(went("h6", "h8", "g8"));
        assert!(legal
            .iter()
            .any(|m| m.from == sq("h6") && m.to == sq("h5") && m.rebirth.is_none()));
        // No move from the own square that captures nothing, and none back onto it.
        assert!(!legal
            .iter()
            .any(|m| m.from == sq("h1") && m.rebirth.is_none()));
        assert!(!went("h6", "h8", "h6"));
        // The king on a6 moves from e8.
        assert!(went("a6", "e8", "f7"));
    }

    #[test]
    fn diagram_circe_rebirths_on_the_pieces_diagram_square() {
        // The rook leaves d1 for d5 and is taken there: it is reborn on d1 (classic Circe
        // would put it on h1), and keeps its identity; keys follow.
        let pos = position(
            &[
                (W, King, "a1"),
                (W, Rook, "d1"),
                (B, King, "h8"),
                (B, Bishop, "b7"),
            ],
            Side::White,
        );
        let rs = Ruleset::new(
            &pos,
            &[Condition::new(CirceOptions {
                definition: Definition::Diagram,
                ..CirceOptions::default()
            })],
        );
        assert!(!pos.tracks_origins());
        assert_eq!(pos.origin(sq("d1")), Some(sq("d1")));
        let after = pos.play(&capture(&pos, &rs, "d1", "d5"), &rs);
        assert!(after.tracks_origins());
        assert_eq!(after.origin(sq("d5")), Some(sq("d1")));
        assert_eq!(after.origin(sq("b7")), Some(sq("b7")));
        assert_eq!(after.hash(), after.compute_hash());
        let mv = capture(&after, &rs, "b7", "d5");
        assert_eq!(
            mv.rebirth,
            Some(Rebirth::captured(sq("d1"), Piece::new(W, Rook)))
        );
        let last = after.play(&mv, &rs);
        assert_eq!(last.origin(sq("d1")), Some(sq("d1")));
        assert_eq!(last.origin(sq("d5")), Some(sq("b7")));
        assert_eq!(last.hash(), last.compute_hash());
        // The same pieces with other identities are another position.
        let mut swapped = last;
        swapped.set_origins(&last, |s| last.origin(s).map(|_| s));
        assert_ne!(swapped.hash(), last.hash());
        assert_eq!(swapped.hash(), swapped.compute_hash());
    }

    #[test]
    fn rex_inclusive_moves_onto_the_rebirth_square_may_check() {
        let pos = position(
            &[
                (W, King, "h1"),
                (W, Rook, "a5"),
                (W, Bishop, "c6"),
                (B, King, "e5"),
                (B, Pawn, "a7"),
            ],
            Side::White,
        );
        let rs = rules(&pos, true);
        let mv = *crate::rules::legal_moves(&pos, &rs)
            .iter()
            .find(|m| m.from == sq("c6") && m.to == sq("e8"))
            .unwrap();
        assert!(crate::rules::movegen::may_give_check(&pos, &mv, &rs));
        assert!(crate::rules::side_in_check(&pos.play(&mv, &rs), &rs));
    }

    fn with_occupied(pos: &Position, occupied: Occupied) -> Ruleset {
        Ruleset::new(
            pos,
            &[Condition::new(CirceOptions {
                occupied,
                ..CirceOptions::default()
            })],
        )
    }

    /// Plays the legal move from `from` to `to` whose rebirth is `of` on `at`, if any.
    fn play_it(
        pos: &Position,
        rs: &Ruleset,
        from: &str,
        to: &str,
        rebirth: Option<(Reborn, &str)>,
    ) -> Position {
        let mv = *crate::rules::legal_moves(pos, rs)
            .iter()
            .find(|m| {
                m.from == sq(from)
                    && m.to == sq(to)
                    && m.rebirth.map(|r| (r.of, r.square)) == rebirth.map(|(of, s)| (of, sq(s)))
            })
            .expect("the move is legal");
        let next = pos.play(&mv, rs);
        assert_eq!(next.hash(), next.compute_hash());
        next
    }

    #[test]
    fn volcanic_buries_the_reborn_piece_under_the_occupant_until_the_square_is_free() {
        // TESTS/circe.inp #14: 1.Bh8*g7[+wSg1->v] Sg1-h3[+wSg1].
        let pos = position(
            &[(W, Knight, "g7"), (W, Knight, "g1"), (B, Bishop, "h8")],
            Side::Black,
        );
        let rs = with_occupied(&pos, Occupied::Volcanic);
        let after = play_it(&pos, &rs, "h8", "g7", Some((Reborn::CapturedBuried, "g1")));
        assert_eq!(after.piece_at(sq("g1")), Some(Piece::new(W, Knight)));
        assert_eq!(after.ghost_count(), 1);
        assert_eq!(after.ghost(0).map(|g| g.square), Some(sq("g1")));
        let last = play_it(&after, &rs, "g1", "h3", None);
        assert_eq!(last.ghost_count(), 0);
        assert_eq!(last.piece_at(sq("g1")), Some(Piece::new(W, Knight)));
        assert_eq!(last.piece_at(sq("h3")), Some(Piece::new(W, Knight)));
    }

    #[test]
    fn parachute_lifts_the_occupant_until_its_square_is_free() {
        // TESTS/circe.inp #13: 1.a7*b6[+wSg1] Sg1-h3[+bSg1].
        let pos = position(
            &[(W, Knight, "b6"), (B, Pawn, "a7"), (B, Knight, "g1")],
            Side::Black,
        );
        let rs = with_occupied(&pos, Occupied::Parachute);
        let after = play_it(&pos, &rs, "a7", "b6", Some((Reborn::Captured, "g1")));
        assert_eq!(after.piece_at(sq("g1")), Some(Piece::new(W, Knight)));
        assert_eq!(
            after.ghost(0).map(|g| (g.square, g.piece)),
            Some((sq("g1"), Piece::new(B, Knight)))
        );
        let last = play_it(&after, &rs, "g1", "h3", None);
        assert_eq!(last.piece_at(sq("g1")), Some(Piece::new(B, Knight)));
        assert_eq!(last.ghost_count(), 0);
    }

    #[test]
    fn a_king_coming_back_from_the_underworld_may_not_land_in_check() {
        // REGRESSIONS 4.83-4.85 #7: the white queen waits under d1; the black king leaving d1
        // would bring it back beside him: Black has no move.
        let pos = position(
            &[
                (W, King, "e8"),
                (W, Queen, "d8"),
                (B, King, "d1"),
                (B, Queen, "a5"),
            ],
            Side::Black,
        );
        let rs = with_occupied(&pos, Occupied::Volcanic);
        let after = play_it(&pos, &rs, "a5", "d8", Some((Reborn::CapturedBuried, "d1")));
        let last = play_it(
            &after,
            &rs,
            "e8",
            "d8",
            Some((Reborn::CapturedBuried, "d8")),
        );
        assert_eq!(last.ghost_count(), 2);
        assert!(crate::rules::legal_moves(&last, &rs).is_empty());
    }

    #[test]
    fn assassin_removes_the_occupant_and_checks_through_rebirths() {
        // The white rook taken on d4 (dark) is reborn on a1, where the black bishop stands.
        let pos = position(
            &[
                (W, King, "h1"),
                (W, Rook, "d4"),
                (B, King, "h8"),
                (B, Queen, "d8"),
                (B, Bishop, "a1"),
            ],
            Side::Black,
        );
        let rs = with_occupied(&pos, Occupied::Assassin);
        let after = play_it(&pos, &rs, "d8", "d4", Some((Reborn::Captured, "a1")));
        assert_eq!(after.piece_at(sq("a1")), Some(Piece::new(W, Rook)));
        // A capture whose rebirth would land on the capturer's own king is illegal, and a
        // king on a rebirth square is in check from the capture that would land there.
        let pos = position(
            &[
                (W, King, "a1"),
                (W, Rook, "d4"),
                (B, King, "h8"),
                (B, Queen, "d8"),
            ],
            Side::White,
        );
        let rs = with_occupied(&pos, Occupied::Assassin);
        assert!(crate::rules::side_in_check(&pos, &rs));
    }
}
