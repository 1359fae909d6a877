//! Move text in Popeye's notation with feerie's fairy suffixes (DESIGN.md §3):
//! `Sb1-c3`, `Qa1*b2`, `e7-e8=Q`, `e5*d6 ep.`, `0-0`, rebirths `Ke1-e2[+wPb5]`,
//! `Ra1-a5[+wPd8=Q]` (a reborn pawn promoted on its last rank). Neutral pieces carry an `n`
//! before their letters (`nSb1-c3`, `nPb2-b3`). Castling is `0-0-0` when the rook stands on the
//! king's left (towards file a) and `0-0` when on its right, on every board.
//!
//! Moves are written in English ([`move_text`]) or in any of Popeye's languages
//! ([`move_text_in`]): the piece letters, the promotion's and the colour letters of a rebirth
//! are then those Popeye prints in that language (German `Tb7-b8`, `e7-e8=D`, `[+sBc6]`; French
//! `Tb7-b8`, `e7-e8=D`, `[+nPc6]`), and so are the conditions' parts. Move text is read in
//! English.
//!
//! Conditions add their own parts ([`crate::conditions::text::ConditionText::move_parts`]):
//! after the piece's letters, as the arrival, among the suffixes and at the end (each
//! condition's `text` module in `crate::conditions` documents them); this module writes the
//! move around them and reads them back through the conditions.

use crate::conditions::registry::REGISTRY;
use crate::conditions::text::{word_list, Cursor, MovePart, MoveSlot, Narrowing};
use crate::rules::attack::{in_check, suffocated};
use crate::rules::condition::Hooks;
use crate::rules::movegen::{generate_legal, has_legal_move};
use crate::rules::piece::{chameleon_next, Attribute, Attributes};
use crate::rules::problem::Goal;
use crate::rules::{
    Colour, Destination, Language, Move, MoveList, Passive, Piece, PieceKind, Position, Promotion,
    Rebirth, Reborn, Ruleset, Special, Square, Texts,
};

pub use crate::conditions::text::{piece_letters, piece_letters_in, MoveTextError};

/// What the move does to the opponent, for the mark after the move text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    None,
    Check,
    Mate,
    Stalemate,
    /// The move reaches the stipulation's goal (other than `#` and `=`), with or without
    /// check: Popeye writes the goal's marker, after ` +` unless the marker stands for it
    /// (`Sd2-f3 + z`, `Kg3-h2 ##`, `0-0-0`).
    Reached {
        goal: Goal,
        check: bool,
    },
    /// A move whose refutation Popeye cannot decide (see
    /// [`Rules::undecided`](crate::rules::condition::Rules::undecided)): its line ends there,
    /// unsolved, with Popeye's remark after it in the solution's language (no suffix here).
    Undecided,
    /// Goals a structured stipulation's `&` reaches together on a key (`white 1a[x&#]d`):
    /// each goal's marker in turn, without the check (Popeye's `Rh1*h8 x #`, `x z`). Those
    /// without a marker (`ep`, `00`) show nothing.
    Joint {
        goals: [Option<Goal>; JOINT_GOALS],
        check: bool,
    },
    /// A move whose legality Popeye cannot decide (see
    /// [`crate::rules::condition::Undecided::unjudged`]): shown with Popeye's remark, never
    /// played (no suffix here).
    Unjudged,
}

/// The most goals a [`Mark::Joint`] shows.
pub const JOINT_GOALS: usize = 4;

impl Mark {
    /// The joint mark of `goals` (the first [`JOINT_GOALS`]) after a move that checks or not.
    pub fn joint(goals: &[Goal], check: bool) -> Mark {
        let mut out = [None; JOINT_GOALS];
        for (slot, g) in out.iter_mut().zip(goals) {
            *slot = Some(*g);
        }
        Mark::Joint { goals: out, check }
    }

    pub fn suffix(self) -> std::borrow::Cow<'static, str> {
        if let Mark::Joint { goals, .. } = self {
            let mut s = String::new();
            for g in goals.iter().flatten() {
                if !g.marker().is_empty() {
                    s.push(' ');
                    s.push_str(g.marker());
                }
            }
            return s.into();
        }
        self.simple_suffix().into()
    }

    fn simple_suffix(self) -> &'static str {
        match self {
            Mark::None | Mark::Undecided | Mark::Unjudged | Mark::Joint { .. } => "",
            Mark::Check => " +",
            Mark::Mate => " #",
            Mark::Stalemate => " =",
            Mark::Reached { goal, check } => {
                let check = check && !goal.marker_preempts_check();
                match (goal.marker(), check) {
                    ("", false) => "",
                    ("", true) => " +",
                    ("#", _) => " #",
                    ("=", _) => " =",
                    ("==", _) => " ==",
                    ("+", _) => " +",
                    ("##", _) => " ##",
                    ("##!", _) => " ##!",
                    ("!=", _) => " !=",
                    ("#=", _) => " #=",
                    ("z", false) => " z",
                    ("z", true) => " + z",
                    ("x", false) => " x",
                    ("x", true) => " + x",
                    ("%", false) => " %",
                    ("%", true) => " + %",
                    ("c81", false) => " c81",
                    ("c81", true) => " + c81",
                    ("!#", false) => " !#",
                    ("!#", true) => " + !#",
                    _ => "",
                }
            }
        }
    }

    /// Whether the move checks.
    pub fn checks(self) -> bool {
        match self {
            Mark::Check | Mark::Mate => true,
            Mark::Reached { check, .. } | Mark::Joint { check, .. } => check,
            Mark::None | Mark::Stalemate | Mark::Undecided | Mark::Unjudged => false,
        }
    }
}

/// The mark of `mv` played from `pos` in play towards `goal`: `#` and `=` as [`mark`] says;
/// for the other goals, the goal's marker where the move reaches the goal (`reaches`), else
/// ` +` for a check. `~` has no marker: its moves show checks only, a mate or stalemate
/// included (Popeye's `1.Qa1-a8 + !` in `~1`).
pub fn goal_mark(goal: Goal, pos: &Position, mv: &Move, rs: &Ruleset, reaches: bool) -> Mark {
    match goal {
        Goal::Mate => mark(pos, mv, rs),
        // A suffocating check is a stalemate, and Popeye marks it so where `=` is the goal
        // (`1.pKa7-b7 =`, BEISPIEL paralys #6).
        Goal::Stalemate => match mark(pos, mv, rs) {
            Mark::Check => {
                let after = pos.play(mv, rs);
                let mut replies = MoveList::new();
                generate_legal(&after, rs, &mut replies);
                if replies.is_empty() && suffocated(&after, rs) {
                    Mark::Stalemate
                } else {
                    Mark::Check
                }
            }
            m => m,
        },
        _ => {
            let after = pos.play(mv, rs);
            let check = in_check(&after, after.side_to_move(), rs);
            match (reaches, check) {
                (true, _) => Mark::Reached { goal, check },
                (false, true) => Mark::Check,
                (false, false) => Mark::None,
            }
        }
    }
}

/// Every condition's part of `mv`'s text at `slot`, in `lang`.
fn condition_parts(slot: MoveSlot, pos: &Position, mv: &Move, lang: Language, out: &mut String) {
    for entry in REGISTRY {
        entry.text.write_move(slot, pos, mv, lang, out);
    }
}

/// The letters of a promotion in `lang` (`Q`, or a condition's for a promotion beyond pieces).
fn promotion_letters(p: Promotion, lang: Language) -> &'static str {
    match p {
        Promotion::Piece(k) => k.letters_in(lang),
        other => REGISTRY
            .iter()
            .flat_map(|e| e.text.promotions())
            .find(|(q, _)| *q == other)
            .map_or("?", |(_, letters)| letters),
    }
}

/// The move's text in English without a mark. `pos` is the position the move is played from.
pub fn move_text(pos: &Position, mv: &Move) -> String {
    move_text_in(pos, mv, Language::English)
}

/// The move's text in every language, without a mark.
pub fn move_texts(pos: &Position, mv: &Move) -> Texts {
    Texts::new(|lang| move_text_in(pos, mv, lang))
}

/// The move's text in every language, without a mark, with what only playing it under `rs`
/// tells, after everything else of the move: the side changes magic pieces make
/// (`mDGa4-d2[f6=b]`, square by square from a1), then the conditions' parts
/// (`Rules::played_parts`). The solver writes its moves with it.
pub fn played_texts(pos: &Position, mv: &Move, rs: &Ruleset) -> Texts {
    let turns = crate::rules::magic::turns(pos, mv, rs);
    Texts::new(|lang| {
        let mut s = text_in(pos, mv, lang, Some(rs));
        for (sq, colour) in &turns {
            s.push_str(&format!("[{sq}={}]", colour.letter_in(lang)));
        }
        for r in rs.rules() {
            r.played_parts(pos, mv, rs, lang, &mut s);
        }
        s
    })
}

/// The move's text in `lang` without a mark. `pos` is the position the move is played from.
/// A chameleon's new kind follows Popeye's default sequence; [`move_text_under`] follows the
/// one in force.
pub fn move_text_in(pos: &Position, mv: &Move, lang: Language) -> String {
    text_in(pos, mv, lang, None)
}

/// The move's text in `lang` without a mark, under `rs` (a chameleon's new kind follows the
/// sequence in force).
pub fn move_text_under(pos: &Position, mv: &Move, rs: &Ruleset, lang: Language) -> String {
    text_in(pos, mv, lang, Some(rs))
}

/// The move's text in `lang`, under `rs` when it is known.
fn text_in(pos: &Position, mv: &Move, lang: Language, rs: Option<&Ruleset>) -> String {
    let mut s = String::new();
    condition_parts(MoveSlot::Start, pos, mv, lang, &mut s);
    // A mover that went to its rebirth square first moves from there (`Kf8-e1*d2`).
    let went = mv.went();
    match mv.special {
        Special::Castling { rook_to, .. } => {
            let king = went.unwrap_or(mv.from);
            if let Some(r) = went {
                s.push('[');
                s.push(mv.piece.colour().letter_in(lang));
                s.push_str(&format!(
                    "{}{}->{r}]",
                    mv.piece.kind().letters_in(lang),
                    mv.from
                ));
            }
            // A rook reborn on its corner first (AntiMarsCirce: `[wKg2->e1][wRg4->h1]0-0`;
            // `[wKg2->e1][wRb4->a1]0-0`, the other rook castling), with its attributes
            // (`[bKc8->e8][bfRf8->h8]0-0`).
            if let Some((from, corner)) = mv.castling_partner() {
                if let Some(rook) = pos.piece_at(from) {
                    s.push('[');
                    s.push(rook.colour().letter_in(lang));
                    s.push_str(&pos.attributes(from).prefix_in(rook.kind(), lang));
                    s.push_str(&format!(
                        "{}{from}->{corner}]",
                        rook.kind().letters_in(lang)
                    ));
                }
            }
            s.push_str(if rook_to.file() > king.file() {
                "0-0"
            } else {
                "0-0-0"
            });
        }
        // Make&Take's castling make, then the take (Popeye's `0-0*e6`).
        Special::CastlingMake { rook_from, .. } => {
            s.push_str(if rook_from.file() > mv.from.file() {
                "0-0*"
            } else {
                "0-0-0*"
            });
            s.push_str(&mv.to.to_string());
        }
        _ => {
            // (The Alice chess boards have no prefix: a pawn on one is written as any pawn.)
            let attributes = pos.attributes(mv.from).without(Attributes::BOARDS);
            if mv.special == Special::Exchange {
                // (Popeye writes an exchange's pieces without their attributes:
                // `Sc4<->Sc6` for a royal knight.)
                s.push_str(mv.piece.kind().letters_in(lang));
            } else if attributes.is_empty() {
                s.push_str(&piece_letters_in(mv.piece, lang));
            } else {
                // Popeye writes the attributes' prefix, then always the letters: `kPg2-g1`.
                if mv.piece.colour() == Colour::Neutral {
                    s.push(Colour::Neutral.letter_in(lang));
                }
                s.push_str(&attributes.prefix_in(mv.piece.kind(), lang));
                s.push_str(mv.piece.kind().letters_in(lang));
            }
            condition_parts(MoveSlot::Letters, pos, mv, lang, &mut s);
            s.push_str(&mv.from.to_string());
            if let Some(r) = went {
                s.push_str(&format!("-{r}"));
            }
            let mut arrival = String::new();
            condition_parts(MoveSlot::Arrival, pos, mv, lang, &mut arrival);
            if !arrival.is_empty() {
                s.push_str(&arrival);
            } else if mv.special == Special::Exchange {
                // Two pieces exchange their squares (`Pa5<->Pb5`): both named, pawns too.
                s.push_str("<->");
                if let Some(other) = pos.piece_at(mv.to) {
                    s.push_str(other.kind().letters_in(lang));
                }
                s.push_str(&mv.to.to_string());
            } else if let Special::CaptureAt { victim } = mv.special {
                // The capture, then the move on from the victim's square (`Kc2*d2-d1`); a
                // piece that moved on onto the victim's square writes that square alone.
                s.push('*');
                s.push_str(&victim.to_string());
                if victim != mv.to {
                    s.push('-');
                    s.push_str(&mv.to.to_string());
                }
            } else if mv.to != mv.from || went.is_some() {
                // A piece that went to its rebirth square may move back (`e5-e7-e5`).
                s.push(if mv.is_capture() { '*' } else { '-' });
                s.push_str(&mv.to.to_string());
            }
            if matches!(mv.special, Special::EnPassant { .. }) {
                s.push_str(" ep.");
            }
        }
    }
    condition_parts(MoveSlot::Middle, pos, mv, lang, &mut s);
    let walk_change = rs.is_some_and(|rs| rs.promotion_is_walk_change());
    if let (Some(p), false, true) = (mv.promotion, mv.promotion_written_late(), walk_change) {
        // A condition's change of walk (Einstein chess): the walk alone, after a chameleon's
        // own change (`mSc3-a2=P`, `cRd4-c4=cQ=R`, `0-0=B`), as Popeye writes it.
        let kind = mv.piece.kind();
        let mut shown = kind;
        let a = pos.attributes(mv.from);
        if let Some(rs) = rs.filter(|_| a.contains(Attribute::Chameleon) && !mv.is_castling()) {
            let next = rs.chameleon_next(kind);
            if next != kind {
                s.push('=');
                s.push_str(&a.prefix_in(next, lang));
                s.push_str(next.letters_in(lang));
                shown = next;
            }
        }
        if p != Promotion::Piece(shown) {
            s.push('=');
            s.push_str(promotion_letters(p, lang));
        }
    } else if let (Some(p), false) = (mv.promotion, mv.promotion_written_late()) {
        s.push('=');
        // A neutral pawn promotes to a neutral piece, written as Popeye writes it: `=nQ`.
        if matches!(p, Promotion::Piece(_)) && mv.piece.colour() == Colour::Neutral {
            s.push(Colour::Neutral.letter_in(lang));
        }
        if let Promotion::Piece(kind) = p {
            // A chameleon pawn's promotee that its rebirth took off the promotion square is
            // written bare (`cjPb7*a8=Q[wcjQa8->d1]`): Popeye reads the promotee's
            // attributes from that square once the move is made.
            let a = pos.attributes(mv.from);
            if !(a.contains(Attribute::Chameleon) && capturer_left(mv)) {
                s.push_str(&a.prefix_in(kind, lang));
            }
        }
        s.push_str(promotion_letters(p, lang));
        if mv.promotee.contains(Attribute::Chameleon) {
            s.push('=');
            // A neutral pawn's chameleon promotee is neutral too: `nBg7-g8=nL=nc`.
            if mv.piece.colour() == Colour::Neutral {
                s.push(Colour::Neutral.letter_in(lang));
            }
            s.push_str(
                &Attributes::NONE
                    .with(Attribute::Chameleon)
                    .prefix_in(PieceKind::Pawn, lang),
            );
        }
        let given = mv.promotee.attributes();
        if !given.is_empty() && given != Attributes::NONE.with(Attribute::Chameleon) {
            // A promotee with hurdle attributes: the promoted piece's attributes, all of
            // them (`=G=hcc`, `=RH=c=chcc`).
            let all = pos.attributes(mv.from).union(given);
            s.push('=');
            if mv.piece.colour() == Colour::Neutral {
                s.push(Colour::Neutral.letter_in(lang));
            }
            s.push_str(&all.prefix_in(PieceKind::Pawn, lang));
        }
    }
    attribute_parts(pos, mv, lang, rs, &mut s);
    // The active piece changes colour (Andernach chess): `=w`, `=b`, after the promotion.
    if let Some(c) = mv.recolour {
        s.push('=');
        s.push(c.letter_in(lang));
    }
    condition_parts(MoveSlot::BeforeRebirth, pos, mv, lang, &mut s);
    // (After a mover's rebirth square, only told, its transfer comes second: AntiMarsCirce
    // with Wormholes, `Sd4-g1-f3[wSf3->e4]`.)
    let capturer = match mv.rebirth {
        Some(r) if r.of == Reborn::Mover => mv.second_rebirth,
        r => r,
    };
    if let Some((r, (Reborn::Capturer, buried))) = capturer.map(|r| (r, r.of.unburied())) {
        s.push('[');
        // The capturer as it arrived; a new side follows the square (`[wSe5->g1=b]`).
        let colour = mv.recolour.unwrap_or(mv.piece.colour());
        let colour = if r.piece.colour() == Colour::Neutral {
            Colour::Neutral
        } else {
            colour
        };
        s.push(colour.letter_in(lang));
        // The capturer's attributes, as Popeye writes them (`[wfSd6->d8]`); a promotee the
        // rules mark Frischauf has the mark already.
        let mut attributes = pos.attributes(mv.from);
        if r.of == Reborn::CapturerPromotee {
            attributes.insert(Attribute::Frischauf);
        }
        // A pawn reborn on its last rank promotes there: `[wPb7->c8=S]`; a piece reborn with
        // another walk says it before the square: `[wSc5->Bc1]`.
        // A chameleon has taken its new walk on arrival, before its rebirth:
        // `cRc4*c6=cQ[wcQc6->d1]`.
        let arrived = match mv.promotion {
            Some(Promotion::Piece(k)) => k,
            _ if attributes.contains(Attribute::Chameleon) => {
                let kind = mv.piece.kind();
                rs.map_or_else(|| chameleon_next(kind), |rs| rs.chameleon_next(kind))
            }
            _ => mv.piece.kind(),
        };
        let promoted = arrived == PieceKind::Pawn
            && r.piece.kind() != PieceKind::Pawn
            && colour
                .side()
                .is_none_or(|side| r.square.rank() == pos.last_rank(side));
        let kind = if promoted { PieceKind::Pawn } else { arrived };
        s.push_str(&attributes.prefix_in(kind, lang));
        s.push_str(&format!("{}{}->", kind.letters_in(lang), mv.to));
        if !promoted && r.piece.kind() != arrived {
            s.push_str(r.piece.kind().letters_in(lang));
        }
        s.push_str(&r.square.to_string());
        if promoted {
            s.push('=');
            s.push_str(r.piece.kind().letters_in(lang));
            // A promotion made by the rebirth into a chameleon (Wormholes: `[wPb4->f8=Q=c]`).
            if mv.promotion.is_none() && mv.promotee.contains(Attribute::Chameleon) {
                s.push('=');
                s.push_str(
                    &Attributes::NONE
                        .with(Attribute::Chameleon)
                        .prefix_in(PieceKind::Pawn, lang),
                );
            }
        }
        if r.piece.colour() != colour {
            s.push('=');
            s.push(r.piece.colour().letter_in(lang));
        }
        if buried {
            s.push_str("->v");
        }
        s.push(']');
    }
    if let Some((r, from)) = mv.rebirth.and_then(|r| match r.of {
        Reborn::Waited => pos.pending_standing().map(|from| (r, from)),
        Reborn::WaitedMover => Some((r, mv.to)),
        _ => None,
    }) {
        // AntiCirce's capturer that waited on `from`, as it stands there once the move is
        // made: the mover as it arrived, when it took there (`Kc3*b2[wKb2->a1]`).
        let stood = if from == mv.to {
            let kind = match mv.promotion {
                Some(Promotion::Piece(k)) => k,
                _ => mv.piece.kind(),
            };
            Some(Piece::new(mv.recolour.unwrap_or(mv.piece.colour()), kind))
        } else {
            pos.piece_at(from)
        };
        let stood = stood.unwrap_or(r.piece);
        s.push('[');
        s.push(stood.colour().letter_in(lang));
        s.push_str(stood.kind().letters_in(lang));
        s.push_str(&format!("{from}->{}", r.square));
        // A pawn reborn on its last rank is promoted there (`[wPb7->c8=Q]`).
        if r.piece.kind() != stood.kind() {
            s.push('=');
            s.push_str(r.piece.kind().letters_in(lang));
        }
        s.push(']');
    }
    // (After the capturer's rebirth, when the move makes both: `[wkRb3->h1][+bPb7]`.)
    if let Some((r, (of, buried))) = mv
        .rebirth
        .into_iter()
        .chain(mv.second_rebirth)
        .map(|r| (r, r.of.unburied()))
        .find(|(_, (of, _))| {
            matches!(
                of,
                Reborn::Captured | Reborn::Promoted | Reborn::PromotedToken
            )
        })
    {
        let r = Rebirth { of, ..r };
        s.push_str("[+");
        // The piece as it was captured; a turncoat's new side follows (`[+wFEa8=b]`).
        let source = pos.pending_rebirth().map(|(p, _)| p).or(mv.captured);
        // What a promoted piece was: a pawn, or the fairy pawn taken (`[+bBPa1=S]`).
        let unpromoted = source
            .map(|p| p.kind())
            .filter(|&k| {
                crate::rules::walk::of(Piece::new(Colour::White, k))
                    .fairy_pawn
                    .is_some()
            })
            .unwrap_or(PieceKind::Pawn);
        let colour = source.map_or(r.piece.colour(), |p| p.colour());
        s.push(colour.letter_in(lang));
        // The reborn piece keeps its attributes (`[+wpBf1]`).
        let mut prefix = String::new();
        if pos.has_attributes() {
            let victim = match mv.special {
                Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
                _ => mv.to,
            };
            let kind = if matches!(r.of, Reborn::Promoted | Reborn::PromotedToken) {
                unpromoted
            } else {
                r.piece.kind()
            };
            prefix = pos.attributes(victim).prefix_in(kind, lang);
            s.push_str(&prefix);
        }
        let letters = r.piece.kind().letters_in(lang);
        if r.of == Reborn::PromotedToken {
            // The pawn promoted into a token (`[+bPf1=I]`).
            let pawn = unpromoted.letters_in(lang);
            let token = promotion_letters(Promotion::Token, lang);
            s.push_str(&format!("{pawn}{}={token}", r.square));
        } else if r.of == Reborn::Promoted {
            // The promoted piece keeps them too (`[+bpPc1=pQ]`); a neutral one is written
            // with its colour, as Popeye writes a neutral promotion (`[+nPf8=nQ]`).
            let pawn = unpromoted.letters_in(lang);
            let neutral = if r.piece.colour() == Colour::Neutral {
                Colour::Neutral.letter_in(lang).to_string()
            } else {
                String::new()
            };
            s.push_str(&format!("{pawn}{}={neutral}{prefix}{letters}", r.square));
            // Into a chameleon (`[+bPf1=Q=c]`), where the move itself promotes nothing.
            if mv.promotion.is_none() && mv.promotee.contains(Attribute::Chameleon) {
                s.push('=');
                s.push_str(
                    &Attributes::NONE
                        .with(Attribute::Chameleon)
                        .prefix_in(PieceKind::Pawn, lang),
                );
            }
        } else {
            s.push_str(&format!("{letters}{}", r.square));
        }
        // A reborn volage piece may change side (`[+bvNe1=w]`).
        let reborn = pos
            .volage_rebirth(mv)
            .map_or(r.piece.colour(), |p| p.colour());
        if colour != reborn {
            s.push('=');
            s.push(reborn.letter_in(lang));
        }
        if buried {
            s.push_str("->v");
        }
        s.push(']');
    }
    condition_parts(MoveSlot::End, pos, mv, lang, &mut s);
    // A promotion after a side effect that came before it: `[d8=Q]` (read as a condition's
    // part, see `Move::promotion_written_late`).
    if let (Some(p), true) = (mv.promotion, mv.promotion_written_late()) {
        s.push_str(&format!("[{}={}]", mv.to, promotion_letters(p, lang)));
    }
    s
}

/// Whether the capturer's rebirth takes it off the square it arrived on (AntiCirce).
fn capturer_left(mv: &Move) -> bool {
    mv.rebirth
        .into_iter()
        .chain(mv.second_rebirth)
        .any(|r| r.of.unburied().0 == Reborn::Capturer && r.square != mv.to)
}

/// What the mover's attributes add to the move: a chameleon's new kind (`=cR`), a kamikaze's
/// removal after its capture (`[-wkSc2]`).
fn attribute_parts(
    pos: &Position,
    mv: &Move,
    lang: Language,
    rs: Option<&Ruleset>,
    s: &mut String,
) {
    let chameleon_next =
        |kind| rs.map_or_else(|| chameleon_next(kind), |rs| rs.chameleon_next(kind));
    let attributes = pos.attributes(mv.from);
    if attributes.is_empty() {
        return;
    }
    if mv.is_castling() {
        // Of a castling king's attributes only a half-neutral one's change is written:
        // `0-0=nh`, the king turned neutral.
        if attributes.contains(Attribute::HalfNeutral) {
            half_neutral_part(pos, mv, lang, s);
        }
        return;
    }
    let kind = mv.piece.kind();
    // (A kamikaze capturer reborn under Circe is written as its rebirth; one not reborn, not
    // at all: `nkPd7*c8=nkQ`.)
    let reborn = mv
        .rebirth
        .is_some_and(|r| matches!(r.of.unburied().0, Reborn::Capturer | Reborn::Vanished));
    if attributes.contains(Attribute::Kamikaze) && mv.captured.is_some() {
        if !reborn {
            s.push_str("[-");
            s.push(mv.piece.colour().letter_in(lang));
            s.push_str(&attributes.prefix_in(kind, lang));
            s.push_str(kind.letters_in(lang));
            s.push_str(&mv.to.to_string());
            s.push(']');
        }
    } else if attributes.contains(Attribute::Chameleon)
        && mv.promotion.is_none()
        && chameleon_next(kind) != kind
    {
        let next = chameleon_next(kind);
        s.push('=');
        // A neutral chameleon stays neutral, and Popeye says so: `ncSf4-d3=ncB`.
        if mv.piece.colour() == Colour::Neutral {
            s.push(Colour::Neutral.letter_in(lang));
        }
        s.push_str(&attributes.prefix_in(next, lang));
        s.push_str(next.letters_in(lang));
    }
    if attributes.contains(Attribute::HalfNeutral)
        && !(attributes.contains(Attribute::Kamikaze) && mv.captured.is_some())
    {
        half_neutral_part(pos, mv, lang, s);
    }
    if pos.volage_turns(mv) {
        // A volage piece changes side: `vSb1-d2=b`.
        s.push('=');
        s.push(pos.side_to_move().opponent().colour().letter_in(lang));
    }
    if let Some((hurdle, colour)) = pos.hurdle_turns(mv) {
        // The hurdle of a hurdle-colour-changing hopper changes side: `hccGa4-a6[a5=b]`.
        s.push_str(&format!("[{hurdle}={}]", colour.letter_in(lang)));
    }
    if let Some(p) = mv
        .passive
        .filter(|_| attributes.contains(Attribute::Bul) || attributes.contains(Attribute::Dob))
    {
        hurdle_part(pos, mv, p, lang, s);
    }
}

/// A half-neutral piece turns neutral (`=nh`), a neutral one the mover's (`=wh`).
fn half_neutral_part(pos: &Position, mv: &Move, lang: Language, s: &mut String) {
    s.push('=');
    if mv.piece.colour() == Colour::Neutral {
        s.push(pos.side_to_move().colour().letter_in(lang));
    } else {
        s.push('n');
    }
    s.push('h');
}

/// The displacement of a Bul or Dob hopper's hurdle, as Popeye writes it: the piece as it
/// stands once the hop is played, and its arrival (`[bPc4->f4]`, `[wPc6->c8=S]`,
/// `[bPe2->e1=G=b]`).
fn hurdle_part(pos: &Position, mv: &Move, p: Passive, lang: Language, s: &mut String) {
    let (Some(h), Some(colour), Destination::Square(to)) =
        (pos.piece_at(p.from), pos.displaced_hurdle_colour(mv), p.to)
    else {
        return;
    };
    let a = pos.attributes(p.from);
    s.push('[');
    s.push(colour.letter_in(lang));
    s.push_str(&a.prefix_in(h.kind(), lang));
    s.push_str(h.kind().letters_in(lang));
    s.push_str(&format!("{}->{to}", p.from));
    if let Some(kind) = p.promotion {
        s.push('=');
        // A neutral pawn promotes to a neutral piece (`[nPf5->f1=nB]`).
        if colour == Colour::Neutral {
            s.push(Colour::Neutral.letter_in(lang));
        }
        s.push_str(&a.prefix_in(kind, lang));
        s.push_str(kind.letters_in(lang));
        let given = p.promotee.attributes();
        if given == Attributes::NONE.with(Attribute::Chameleon) {
            s.push('=');
            if colour == Colour::Neutral {
                s.push(Colour::Neutral.letter_in(lang));
            }
            s.push_str(&given.prefix_in(PieceKind::Pawn, lang));
        } else if !given.is_empty() {
            s.push('=');
            if colour == Colour::Neutral {
                s.push(Colour::Neutral.letter_in(lang));
            }
            s.push_str(&a.union(given).prefix_in(PieceKind::Pawn, lang));
        }
    }
    s.push(']');
}

/// Check, mate or stalemate given by `mv`.
pub fn mark(pos: &Position, mv: &Move, rs: &Ruleset) -> Mark {
    let after = pos.play(mv, rs);
    let opponent = after.side_to_move();
    let check = in_check(&after, opponent, rs);
    let mut replies = MoveList::new();
    generate_legal(&after, rs, &mut replies);
    // A condition that judges legality may answer the mate test otherwise than the list (one
    // whose filter Popeye's test of immobility applies to each man's moves apart): the mark
    // follows the test.
    let immobile = replies.is_empty()
        || (rs.uses(Hooks::LEGALITY) && !has_legal_move(&after, rs, &mut replies));
    match (check, immobile) {
        // A side in check whose only moves without paralysis are paralysed pieces' is not
        // mated (it is "suffocated"): Popeye's move lists mark the check alone.
        (true, true) if suffocated(&after, rs) => Mark::Check,
        (true, true) => Mark::Mate,
        (true, false) => Mark::Check,
        (false, true) => Mark::Stalemate,
        (false, false) => Mark::None,
    }
}

/// The move's text in English with its mark (` +`, ` #`, ` =`).
pub fn move_text_marked(pos: &Position, mv: &Move, rs: &Ruleset) -> String {
    move_text_marked_in(pos, mv, rs, Language::English)
}

/// The move's text in `lang` with its mark (` +`, ` #`, ` =`).
pub fn move_text_marked_in(pos: &Position, mv: &Move, rs: &Ruleset, lang: Language) -> String {
    let mut s = text_in(pos, mv, lang, Some(rs));
    s.push_str(&mark(pos, mv, rs).suffix());
    s
}

// ----- reading move text -----

/// Reads one move in the notation [`move_text`] and [`move_text_marked`] write, and returns the
/// legal move of `pos` it names.
///
/// The text may start with a move number (`1.`, `1...`) and end with marks (` +`, ` #`, ` =`) and
/// annotations (`!`, `?`). The parts are, in Popeye's order: an optional `n` (neutral piece), the
/// piece letters (none for a pawn; `S` knight, `N` nightrider, `MA` mao, …), a condition's part
/// after the letters, the departure square, `-` or `*` (`x` is read as `*`), the arrival square
/// or a condition's arrival (nothing for a piece that acts without moving), or `0-0` / `0-0-0`
/// (`O-O` too); then ` ep.`, the promotion `=Q`, the rebirth `[+wPb5]` / `[+wPd8=Q]` and the
/// conditions' suffixes. The suffixes are read in any order. Whitespace may stand where Popeye
/// puts it (before ` ep.` and the marks) and also after the move number and before any suffix,
/// but not inside the move itself (`Ra1-a5`, `[+wPd8=Q]`).
///
/// Every part given must fit the move; parts left out (a promotion, a rebirth, a mark, most
/// conditions' parts) leave it open, and the text is ambiguous if more than one move fits. A
/// mark is checked: `+` needs a check (or a mate, since Popeye marks mates `+` in move lists),
/// `#` a mate, `=` a stalemate.
///
/// Where pieces have attributes, the text may carry them as Popeye writes them (`kSd4*c2[-wkSc2]`,
/// `cBb7-a6=cR`, `c7-c8=Q=c`): a text equal to a legal move's (marks aside) names that move;
/// otherwise the attributes' parts are read past and the rest names the move.
pub fn parse_move(pos: &Position, rs: &Ruleset, text: &str) -> Result<Move, MoveTextError> {
    if pos.has_attributes() {
        if let Some(mv) = attributed_move(pos, rs, text) {
            return Ok(mv);
        }
        let plain = without_attribute_parts(text);
        let spec = MoveSpec::parse(&plain)?;
        return select(pos, rs, plain.trim(), &spec);
    }
    let spec = match MoveSpec::parse(text) {
        Ok(spec) => spec,
        // Attributes the move itself gives a reborn capturer (a Frischauf promotee:
        // `c7*d8=Q[wfQd8->d8]`): the text of a legal move.
        Err(e) if prefixed_capturer(text) => return attributed_move(pos, rs, text).ok_or(e),
        Err(e) => return Err(e),
    };
    select(pos, rs, text.trim(), &spec)
}

/// Whether `text` writes a reborn capturer with an attribute's prefix (`[wfQd8->d8]`).
fn prefixed_capturer(text: &str) -> bool {
    let b = text.as_bytes();
    b.windows(3)
        .any(|w| w[0] == b'[' && matches!(w[1], b'w' | b'b' | b'n') && w[2].is_ascii_lowercase())
}

/// The legal move whose text (in English, without its mark) is `text` without its marks.
fn attributed_move(pos: &Position, rs: &Ruleset, text: &str) -> Option<Move> {
    let mut body = text.trim();
    if let Some(dot) = body.rfind("...").or_else(|| body.find('.')) {
        if body[..dot].bytes().all(|b| b.is_ascii_digit()) && dot > 0 {
            body = body[dot..].trim_start_matches('.').trim_start();
        }
    }
    let body = body.trim_end_matches(['!', '?', '+', '#', ' ']);
    let mut found = crate::rules::legal_moves(pos, rs)
        .into_iter()
        .filter(|mv| text_in(pos, mv, Language::English, Some(rs)) == body);
    let first = found.next()?;
    found.all(|m| m == first).then_some(first)
}

/// `text` without what attributes add: the lower-case prefix before the piece letters, `=c`
/// and `=cR` after the move, `[-…]` removals.
fn without_attribute_parts(text: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut in_body = true;
    while i < chars.len() {
        let c = chars[i];
        if in_body && c.is_ascii_lowercase() && c != 'n' && c != 'x' {
            // A prefix stands before upper-case letters; a file letter before a digit.
            let mut j = i;
            while j < chars.len() && chars[j].is_ascii_lowercase() {
                j += 1;
            }
            if j < chars.len() && chars[j].is_ascii_uppercase() {
                let keep_pawn =
                    chars[j] == 'P' && chars.get(j + 1).is_some_and(|d| d.is_ascii_lowercase());
                i = if keep_pawn { j + 1 } else { j };
                in_body = false;
                continue;
            }
        }
        if c.is_ascii_digit() {
            in_body = false;
        }
        if c == '[' && chars.get(i + 1) == Some(&'-') {
            while i < chars.len() && chars[i] != ']' {
                i += 1;
            }
            i += 1;
            continue;
        }
        if c == '=' && chars.get(i + 1) == Some(&'c') {
            // `=c` alone, or `=cR`: a chameleon's part.
            let mut j = i + 2;
            while j < chars.len() && chars[j].is_ascii_uppercase() {
                j += 1;
            }
            i = j;
            continue;
        }
        if c == '='
            && chars
                .get(i + 1)
                .is_some_and(|l| l.is_ascii_lowercase() && *l != 'n')
        {
            // `=kB`: the promoted piece's prefix.
            out.push('=');
            i += 1;
            while i < chars.len() && chars[i].is_ascii_lowercase() {
                i += 1;
            }
            continue;
        }
        out.push(c);
        i += 1;
    }
    out
}

/// A part of the text and the column it starts at.
#[derive(Clone, Copy, Debug)]
struct At<T> {
    value: T,
    column: usize,
}

/// A condition's part as read: each reading the text allows (conditions may share an opener),
/// of which a move must fit one.
#[derive(Debug)]
struct Group {
    slot: MoveSlot,
    column: usize,
    readings: Vec<Box<dyn MovePart>>,
}

impl Group {
    fn fits(&self, pos: &Position, mv: &Move) -> bool {
        self.readings.iter().any(|r| r.fits(pos, mv))
    }

    /// Why no move fits: the readings' reasons, in alphabetical order, joined (`the move makes
    /// no such transfers and pushes or pulls no such piece`).
    fn why_not(&self, n: &Narrowing) -> String {
        let mut reasons: Vec<String> = self.readings.iter().map(|r| r.why_not(n)).collect();
        reasons.sort();
        const SUBJECT: &str = "the move ";
        if reasons.len() > 1 && reasons.iter().all(|r| r.starts_with(SUBJECT)) {
            let rests: Vec<&str> = reasons.iter().map(|r| &r[SUBJECT.len()..]).collect();
            format!("{SUBJECT}{}", rests.join(" and "))
        } else {
            reasons.join("; ")
        }
    }
}

#[derive(Debug)]
enum Body {
    Castling {
        long: bool,
        /// A king castling from its rebirth square (`[bKc6->e8]0-0`): its square, the rebirth
        /// square.
        went: Option<(Square, Square)>,
        /// A rook reborn on its corner first (AntiMarsCirce's `[wRg4->h1]0-0`): its square.
        rook: Option<Square>,
        /// Make&Take's castling make and the take that follows it (`0-0*e6`): the square
        /// taken on.
        takes: Option<Square>,
    },
    /// Two pieces exchange their squares (`Pa5<->Pb5`): the kinds written.
    Exchange {
        kind: PieceKind,
        other: PieceKind,
        from: At<Square>,
        to: At<Square>,
    },
    Displacement {
        /// A capture from the rebirth square (`Kf8-e1*d2`): the rebirth square.
        went: Option<Square>,
        /// A capture on this square before the move on to the arrival (`Kc2*d2-d1`).
        victim: Option<Square>,
        neutral: bool,
        /// The piece letters; none for a pawn.
        kind: Option<At<PieceKind>>,
        /// A condition's part after the letters (`FF(R)e5-e8`).
        letters_part: Option<Group>,
        from: At<Square>,
        capture: At<bool>,
        to: At<Target>,
    },
}

/// Where the text sends the active piece.
#[derive(Debug)]
enum Target {
    Square(Square),
    /// The piece acts without moving (`Qc6 (Se6-f6)`).
    Stays,
    /// A condition's arrival (`-OUT(W)`).
    Part(Group),
}

/// A rebirth as written: colour, the letters of the captured piece, square, promotion.
#[derive(Clone, Copy, Debug)]
struct RebirthSpec {
    /// Which piece is reborn: the captured one (`[+…]`) or the capturer (`[wKd2->e1]`).
    of: Reborn,
    colour: Colour,
    kind: PieceKind,
    square: Square,
    promotion: Option<PieceKind>,
}

impl RebirthSpec {
    /// The piece that reappears.
    fn piece(&self) -> Piece {
        Piece::new(self.colour, self.promotion.unwrap_or(self.kind))
    }
}

/// Everything a move text says, with where it says it.
#[derive(Debug)]
struct MoveSpec {
    body: At<Body>,
    ep: Option<At<()>>,
    promotion: Option<At<Promotion>>,
    /// The promotion is written as a neutral piece's (`=nQ`).
    neutral_promotion: bool,
    /// The colour the active piece takes (`=w`, `=b`).
    recolour: Option<At<Colour>>,
    rebirth: Option<At<RebirthSpec>>,
    /// The captured piece's rebirth after the capturer's (`[wRb8->e4][+bSb8]`: a wormhole's
    /// transfer, AntiCirce beside Circe).
    second_rebirth: Option<At<RebirthSpec>>,
    /// The conditions' suffixes, in the order written.
    parts: Vec<Group>,
    /// The names of the suffixes given (`… is given twice`).
    given: Vec<&'static str>,
    mark: Option<At<Mark>>,
}

/// The conditions' parts that start at the cursor in one of `slots`: their names, and each
/// condition's reading. `None` when no part starts there.
fn read_group(
    cursor: &mut Cursor,
    slots: &[MoveSlot],
    given: &mut Vec<&'static str>,
) -> Result<Option<Group>, MoveTextError> {
    let start = cursor.position();
    let column = cursor.column();
    let candidates: Vec<_> = REGISTRY
        .iter()
        .flat_map(|entry| {
            entry
                .text
                .move_parts()
                .iter()
                .enumerate()
                .map(move |(i, spec)| (entry, i, spec))
        })
        .filter(|(_, _, spec)| slots.contains(&spec.slot) && cursor.starts_with(spec.opener))
        .collect();
    let Some(&(_, _, first)) = candidates.first() else {
        return Ok(None);
    };
    for (_, _, spec) in &candidates {
        if given.contains(&spec.name) {
            return Err(cursor.error(column, format!("{} is given twice", spec.name)));
        }
    }
    for (_, _, spec) in &candidates {
        if !given.contains(&spec.name) {
            given.push(spec.name);
        }
    }
    // Each reading the text allows is kept, and the legal move found decides.
    let mut readings = Vec::new();
    let mut end = None;
    let mut failure: Option<MoveTextError> = None;
    for (entry, i, _) in &candidates {
        cursor.reset(start);
        match entry.text.read_move_part(*i, cursor) {
            Ok(part) if end.is_none_or(|e| e == cursor.position()) => {
                end = Some(cursor.position());
                readings.push(part);
            }
            Ok(_) => {}
            // The reading that got furthest tells what is wrong (the later one on a tie).
            Err(e) => {
                if failure.as_ref().is_none_or(|f| e.column >= f.column) {
                    failure = Some(e);
                }
            }
        }
    }
    match (end, failure) {
        (Some(end), _) => {
            cursor.reset(end);
            Ok(Some(Group {
                slot: first.slot,
                column,
                readings,
            }))
        }
        (None, Some(e)) => Err(e),
        (None, None) => Ok(None),
    }
}

/// The brackets that may follow a move, for the message on an unknown one.
fn brackets() -> String {
    let mut items: Vec<String> = REGISTRY
        .iter()
        .flat_map(|e| e.text.move_parts())
        .filter(|spec| spec.opener.starts_with('[') && spec.slot != MoveSlot::Letters)
        .map(|spec| format!("'{}' ({})", spec.opener, spec.what))
        .collect();
    items.push("'[+' (rebirth)".to_string());
    word_list(&items, "or")
}

impl MoveSpec {
    fn parse(text: &str) -> Result<MoveSpec, MoveTextError> {
        let mut lx = Cursor::new(text);
        lx.skip_spaces();
        Self::move_number(&mut lx)?;
        lx.skip_spaces();
        if lx.at_end() {
            return Err(lx.expected("a move"));
        }
        let mut given = Vec::new();
        let start = read_group(&mut lx, &[MoveSlot::Start], &mut given)?;
        let body = Self::body(&mut lx)?;
        let mut spec = MoveSpec {
            body,
            ep: None,
            promotion: None,
            neutral_promotion: false,
            recolour: None,
            rebirth: None,
            second_rebirth: None,
            parts: start.into_iter().collect(),
            given,
            mark: None,
        };
        spec.suffixes(&mut lx)?;
        spec.marks(&mut lx)?;
        Ok(spec)
    }

    /// `12.`, `12...`, `12.…` (digits followed by a dot or an ellipsis); nothing otherwise.
    fn move_number(lx: &mut Cursor) -> Result<(), MoveTextError> {
        let mut k = 0;
        while lx.peek_at(k).is_some_and(|c| c.is_ascii_digit()) {
            k += 1;
        }
        if k == 0 || !matches!(lx.peek_at(k), Some('.') | Some('…')) {
            return Ok(());
        }
        lx.skip(k);
        if lx.eat('…') {
            return Ok(());
        }
        lx.eat('.');
        if lx.eat('…') || lx.eat_str("..") {
            return Ok(());
        }
        if lx.peek() == Some('.') {
            return Err(lx.error(lx.column(), "a move number ends with '.' or '...'"));
        }
        Ok(())
    }

    fn body(lx: &mut Cursor) -> Result<At<Body>, MoveTextError> {
        let column = lx.column();
        // A king castling from its rebirth square: `[bKc6->e8]0-0`.
        // Then a rook reborn on its corner first: `[wKg2->e1][wRg4->h1]0-0`, `[wRg4->h1]0-0`.
        let mut went = None;
        let mut rook = None;
        while rook.is_none()
            && lx.peek() == Some('[')
            && matches!(lx.peek_at(1), Some('w' | 'b' | 'n'))
        {
            lx.skip(2);
            let (kind, _) = lx.piece_kind("the king's or rook's letters")?;
            let from = lx.square("the piece's square")?;
            if !lx.eat_str("->") {
                return Err(lx.expected("'->'"));
            }
            let rebirth = lx.square("the piece's rebirth square")?;
            if !lx.eat(']') {
                return Err(lx.expected("']'"));
            }
            if kind == PieceKind::Rook {
                rook = Some(from);
            } else if went.is_none() {
                went = Some((from, rebirth));
            } else {
                return Err(lx.expected("the rook's rebirth or castling"));
            }
            if !matches!(lx.peek(), Some('0' | 'O' | '[')) {
                return Err(lx.expected("castling after the king's rebirth"));
            }
        }
        // `O-O`, not the okapi's `OK`.
        if let (Some(zero @ ('0' | 'O')), Some('-')) = (lx.peek(), lx.peek_at(1)) {
            let long: String = [zero, '-', zero, '-', zero].iter().collect();
            let short: String = [zero, '-', zero].iter().collect();
            let long = if lx.eat_str(&long) {
                true
            } else if lx.eat_str(&short) {
                false
            } else {
                return Err(lx.error(column, format!("expected {short} or {long}")));
            };
            // Make&Take's castling make, then the take: `0-0*e6`.
            let takes = if went.is_none()
                && rook.is_none()
                && (lx.peek() == Some('*') || lx.peek() == Some('x'))
            {
                lx.bump();
                Some(lx.square("the square taken on")?)
            } else {
                None
            };
            return Ok(At {
                value: Body::Castling {
                    long,
                    went,
                    rook,
                    takes,
                },
                column,
            });
        }
        let neutral = lx.neutral();
        let kind = if lx
            .peek()
            .is_some_and(crate::conditions::text::starts_letters)
        {
            let (value, column) = lx.piece_kind("piece letters")?;
            Some(At { value, column })
        } else {
            None
        };
        let letters_part = match kind {
            Some(_) => read_group(lx, &[MoveSlot::Letters], &mut Vec::new())?,
            None => None,
        };
        let column_from = lx.column();
        let from = At {
            value: lx.square("the departure square (like e2)")?,
            column: column_from,
        };
        let capture_column = lx.column();
        // Two pieces exchange their squares: `Pa5<->Pb5`.
        if lx.eat_str("<->") {
            let to_column = lx.column();
            let (other, _) = lx.piece_kind("the other piece's letters")?;
            let sq = lx.square("the other piece's square")?;
            return Ok(At {
                value: Body::Exchange {
                    kind: kind.map(|k| k.value).unwrap_or(PieceKind::Pawn),
                    other,
                    from,
                    to: At {
                        value: sq,
                        column: to_column,
                    },
                },
                column,
            });
        }
        let capture = match lx.peek() {
            Some('-') => false,
            Some('*') | Some('x') => true,
            // A piece that acts without moving.
            None | Some(' ') | Some('(') => {
                return Ok(At {
                    value: Body::Displacement {
                        went: None,
                        victim: None,
                        neutral,
                        kind,
                        letters_part,
                        from,
                        capture: At {
                            value: false,
                            column: capture_column,
                        },
                        to: At {
                            value: Target::Stays,
                            column: capture_column,
                        },
                    },
                    column,
                })
            }
            _ => return Err(lx.expected("'-' or '*' after the departure square")),
        };
        lx.bump();
        let to_column = lx.column();
        let mut to = match read_group(lx, &[MoveSlot::Arrival], &mut Vec::new())? {
            Some(group) => Target::Part(group),
            None => Target::Square(lx.square("the arrival square")?),
        };
        let mut capture = capture;
        let mut went = None;
        let mut to_column = to_column;
        // A capture from the rebirth square: `Kf8-e1*d2`.
        if let (Target::Square(rebirth), false, Some('*')) = (&to, capture, lx.peek()) {
            went = Some(*rebirth);
            lx.bump();
            to_column = lx.column();
            to = Target::Square(lx.square("the arrival square")?);
            capture = true;
        } else if let (Target::Square(rebirth), false, Some('-')) = (&to, capture, lx.peek()) {
            // A move from the rebirth square (AntiMarsCirce): `Sh1-g8-f6`.
            if lx.peek_at(1).is_some_and(|c| c.is_ascii_lowercase()) {
                went = Some(*rebirth);
                lx.bump();
                to_column = lx.column();
                to = Target::Square(lx.square("the arrival square")?);
            }
        }
        // A capture, then the move on from the victim's square: `Kc2*d2-d1`.
        let mut victim = None;
        if let (Target::Square(on), true, Some('-')) = (&to, capture, lx.peek()) {
            if lx.peek_at(1).is_some_and(|c| c.is_ascii_lowercase()) {
                victim = Some(*on);
                lx.bump();
                to_column = lx.column();
                to = Target::Square(lx.square("the square the piece moves on to")?);
            }
        }
        Ok(At {
            value: Body::Displacement {
                went,
                victim,
                neutral,
                kind,
                letters_part,
                from,
                capture: At {
                    value: capture,
                    column: capture_column,
                },
                to: At {
                    value: to,
                    column: to_column,
                },
            },
            column,
        })
    }

    /// ` ep.`, `=X`, `[+…]` and the conditions' suffixes, each at most once, in any order.
    fn suffixes(&mut self, lx: &mut Cursor) -> Result<(), MoveTextError> {
        fn once<T>(
            lx: &Cursor,
            slot: &Option<At<T>>,
            column: usize,
            what: &str,
        ) -> Result<(), MoveTextError> {
            match slot {
                Some(_) => Err(lx.error(column, format!("{what} is given twice"))),
                None => Ok(()),
            }
        }
        loop {
            let save = lx.position();
            lx.skip_spaces();
            let column = lx.column();
            if lx.eat_str("ep.") || lx.eat_str("e.p.") {
                once(lx, &self.ep, column, "'ep.'")?;
                self.ep = Some(At { value: (), column });
            } else if let Some(group) = read_group(
                lx,
                &[MoveSlot::Middle, MoveSlot::BeforeRebirth, MoveSlot::End],
                &mut self.given,
            )? {
                self.parts.push(group);
            } else if lx.eat_str("[+") {
                // (After the capturer's rebirth, the captured piece's is the second.)
                let second = self
                    .rebirth
                    .as_ref()
                    .is_some_and(|r| r.value.of.unburied().0 == Reborn::Capturer);
                if second {
                    once(
                        lx,
                        &self.second_rebirth,
                        column,
                        "the second rebirth bracket",
                    )?;
                } else {
                    once(lx, &self.rebirth, column, "the rebirth bracket")?;
                }
                let colour = match lx.peek() {
                    Some('w') => Colour::White,
                    Some('b') => Colour::Black,
                    Some('n') => Colour::Neutral,
                    _ => return Err(lx.expected("the reborn piece's colour w, b or n")),
                };
                lx.bump();
                let (kind, _) = lx.piece_kind("the reborn piece's letters")?;
                let square = lx.square("the rebirth square")?;
                let turncoat = |lx: &mut Cursor| match (lx.peek(), lx.peek_at(1)) {
                    (Some('='), Some(c @ ('w' | 'b' | 'n'))) => {
                        lx.bump();
                        lx.bump();
                        Some(match c {
                            'w' => Colour::White,
                            'b' => Colour::Black,
                            _ => Colour::Neutral,
                        })
                    }
                    _ => None,
                };
                let mut changed = turncoat(lx);
                let promotion = if changed.is_none() && lx.peek() == Some('=') {
                    let eq = lx.column();
                    lx.bump();
                    let fairy_pawn = crate::rules::walk::of(Piece::new(Colour::White, kind))
                        .fairy_pawn
                        .is_some();
                    if kind != PieceKind::Pawn && !fairy_pawn {
                        return Err(lx.error(eq, "only a reborn pawn can promote"));
                    }
                    // A piece, or a condition's promotion (`[+bPf1=I]`).
                    Some(Self::promotion(lx)?)
                } else {
                    None
                };
                if changed.is_none() {
                    changed = turncoat(lx);
                }
                // Into the underworld (Circe Volcanic): `[+wSg1->v]`.
                let buried = lx.eat_str("->v");
                if !lx.eat(']') {
                    return Err(lx.expected("']' closing the rebirth"));
                }
                let (of, promotion) = match promotion {
                    Some(Promotion::Piece(k)) => (Reborn::Promoted, Some(k)),
                    Some(_) => (Reborn::PromotedToken, None),
                    None => (Reborn::Captured, None),
                };
                let spec = Some(At {
                    value: RebirthSpec {
                        of: if buried { of.buried() } else { of },
                        colour: changed.unwrap_or(colour),
                        kind,
                        square,
                        promotion,
                    },
                    column,
                });
                if second {
                    self.second_rebirth = spec;
                } else {
                    self.rebirth = spec;
                }
            } else if lx.peek() == Some('[') && matches!(lx.peek_at(1), Some('w' | 'b' | 'n')) {
                // The capturer reborn: `[wKd2->e1]`.
                once(lx, &self.rebirth, column, "the rebirth bracket")?;
                lx.bump();
                let colour = match lx.peek() {
                    Some('w') => Colour::White,
                    Some('b') => Colour::Black,
                    _ => Colour::Neutral,
                };
                lx.bump();
                let (kind, _) = lx.piece_kind("the reborn piece's letters")?;
                lx.square("the capture square")?;
                if !lx.eat_str("->") {
                    return Err(lx.expected("'->'"));
                }
                // Reborn with another walk: `[wSc5->Bc1]`.
                let kind = if lx.peek().is_some_and(|c| c.is_ascii_uppercase()) {
                    lx.piece_kind("the reborn piece's new letters")?.0
                } else {
                    kind
                };
                let square = lx.square("the rebirth square")?;
                // A pawn reborn on its last rank promotes (`[wPb7->c8=S]`).
                let promotion = if lx.peek() == Some('=')
                    && kind == PieceKind::Pawn
                    && !matches!(lx.peek_at(1), Some('w' | 'b'))
                {
                    lx.bump();
                    Some(lx.piece_kind("the promotion piece's letters")?.0)
                } else {
                    None
                };
                // Reborn for the other side: `[wSe5->g1=b]`.
                let colour = if lx.peek() == Some('=') && matches!(lx.peek_at(1), Some('w' | 'b')) {
                    lx.bump();
                    let c = if lx.peek() == Some('w') {
                        Colour::White
                    } else {
                        Colour::Black
                    };
                    lx.bump();
                    c
                } else {
                    colour
                };
                let buried = lx.eat_str("->v");
                if !lx.eat(']') {
                    return Err(lx.expected("']' closing the rebirth"));
                }
                self.rebirth = Some(At {
                    value: RebirthSpec {
                        of: if buried {
                            Reborn::CapturerBuried
                        } else {
                            Reborn::Capturer
                        },
                        colour,
                        kind,
                        square,
                        promotion,
                    },
                    column,
                });
            } else if lx.peek() == Some('[') {
                return Err(lx.expected(&brackets()));
            } else if lx.peek() == Some('=')
                && matches!(lx.peek_at(1), Some('w' | 'b'))
                && !lx.peek_at(2).is_some_and(|c| c.is_alphanumeric())
            {
                // The active piece's change of colour: `=w`, `=b`.
                once(lx, &self.recolour, column, "the change of colour")?;
                let colour = if lx.peek_at(1) == Some('w') {
                    Colour::White
                } else {
                    Colour::Black
                };
                lx.skip(2);
                self.recolour = Some(At {
                    value: colour,
                    column,
                });
            } else if lx.peek() == Some('=') && lx.promotion_follows() {
                once(lx, &self.promotion, column, "the promotion")?;
                lx.bump();
                lx.skip_spaces();
                self.neutral_promotion = lx.neutral();
                self.promotion = Some(At {
                    value: Self::promotion(lx)?,
                    column,
                });
            } else {
                lx.reset(save);
                return Ok(());
            }
        }
    }

    /// The promotion's letters after `=`: a piece's, or those of a promotion a condition
    /// makes.
    fn promotion(lx: &mut Cursor) -> Result<Promotion, MoveTextError> {
        let start = lx.position();
        let (letters, _) = lx.letters();
        let by_condition = REGISTRY
            .iter()
            .flat_map(|e| e.text.promotions())
            .find(|(_, l)| *l == letters);
        if let Some(&(promotion, _)) = by_condition {
            return Ok(promotion);
        }
        lx.reset(start);
        Ok(Promotion::Piece(
            lx.piece_kind("the promotion piece's letters")?.0,
        ))
    }

    /// ` +`, ` #`, ` =`, then any `!` and `?`, then the end.
    fn marks(&mut self, lx: &mut Cursor) -> Result<(), MoveTextError> {
        lx.skip_spaces();
        let column = lx.column();
        let mark = match lx.peek() {
            Some('+') => Some(Mark::Check),
            Some('#') => Some(Mark::Mate),
            Some('=') => Some(Mark::Stalemate),
            _ => None,
        };
        if let Some(value) = mark {
            lx.bump();
            self.mark = Some(At { value, column });
        }
        loop {
            lx.skip_spaces();
            if !(lx.eat('!') || lx.eat('?')) {
                break;
            }
        }
        if !lx.at_end() {
            return Err(lx.error(
                lx.column(),
                format!("unexpected {} after the move", lx.found()),
            ));
        }
        Ok(())
    }
}

/// Narrows the legal moves down to the one `spec` names.
fn select(
    pos: &Position,
    rs: &Ruleset,
    text: &str,
    spec: &MoveSpec,
) -> Result<Move, MoveTextError> {
    let mut moves = crate::rules::legal_moves(pos, rs);
    moves.sort();
    moves.dedup();
    let size = pos.size();
    let fail = |column: usize, why: String| MoveTextError {
        column,
        message: format!("no legal move matches '{text}': {why}"),
    };
    let keep = |moves: &mut MoveList, f: &dyn Fn(&Move) -> bool| {
        moves.retain(|m| f(m));
        !moves.is_empty()
    };
    // What the reader knows for a part's reason.
    let mut written = None;
    let mut written_from = None;
    // Keeps the moves that fit `group`, or says why none does.
    let narrow = |moves: &mut MoveList,
                  group: &Group,
                  piece: Option<&str>,
                  from: Option<Square>|
     -> Result<(), MoveTextError> {
        let before = moves.clone();
        if keep(moves, &|m| group.fits(pos, m)) {
            return Ok(());
        }
        let n = Narrowing {
            pos,
            left: &before,
            piece,
            from,
        };
        Err(fail(group.column, group.why_not(&n)))
    };
    // With no part of `slot` written: keeps the moves a text without one can name.
    let without = |moves: &mut MoveList, slot: MoveSlot| -> Result<(), MoveTextError> {
        let needs = |m: &Move| {
            REGISTRY
                .iter()
                .find_map(|e| e.text.move_needs_part(slot, pos, m))
        };
        let why = moves.iter().find_map(needs);
        if keep(moves, &|m| needs(m).is_none()) {
            return Ok(());
        }
        Err(fail(spec.body.column, why.unwrap_or_default().into()))
    };

    match &spec.body.value {
        Body::Castling {
            long,
            went,
            rook,
            takes: None,
        } => {
            let (long, went, rook) = (*long, *went, *rook);
            if !keep(&mut moves, &|m| {
                let mover = Move::went(m);
                let king = mover.unwrap_or(m.from);
                matches!(m.special, Special::Castling { rook_to, .. }
                    if (rook_to.file() < king.file()) == long)
                    && m.castling_partner().map(|r| r.0) == rook
                    && match went {
                        Some((from, rebirth)) => m.from == from && mover == Some(rebirth),
                        None => mover.is_none(),
                    }
            }) {
                let name = if long { "0-0-0" } else { "0-0" };
                return Err(fail(spec.body.column, format!("{name} is not legal here")));
            }
        }
        Body::Castling {
            long,
            takes: Some(on),
            ..
        } => {
            let (long, on) = (*long, *on);
            if !keep(&mut moves, &|m| {
                matches!(m.special, Special::CastlingMake { rook_from, .. } if (rook_from.file() < m.from.file()) == long)
                    && m.to == on
            }) {
                let name = if long { "0-0-0" } else { "0-0" };
                return Err(fail(
                    spec.body.column,
                    format!("no legal castling make {name} taking on {on}"),
                ));
            }
        }
        Body::Exchange {
            kind,
            other,
            from,
            to,
        } => {
            let (kind, other) = (*kind, *other);
            if !keep(&mut moves, &|m| {
                m.special == Special::Exchange
                    && m.from == from.value
                    && m.to == to.value
                    && m.piece.kind() == kind
                    && pos.piece_at(m.to).is_some_and(|p| p.kind() == other)
            }) {
                return Err(fail(
                    from.column,
                    format!("no legal exchange of {} and {}", from.value, to.value),
                ));
            }
        }
        Body::Displacement {
            went,
            victim,
            neutral,
            kind,
            letters_part,
            from,
            capture,
            to,
        } => {
            let went = *went;
            // (A castling make is written `0-0*e6`, not as its piece's move.)
            if !keep(&mut moves, &|m| {
                !matches!(m.special, Special::CastlingMake { .. })
            }) {
                return Err(fail(
                    from.column,
                    "the move is a castling make (write 0-0*… or 0-0-0*…)".to_string(),
                ));
            }
            if !keep(&mut moves, &|m| Move::went(m) == went) {
                return Err(fail(
                    from.column,
                    match went {
                        Some(r) => format!("no legal move is made from the rebirth square {r}"),
                        None => "the move is made from a rebirth square (write it)".to_string(),
                    },
                ));
            }
            let arrival = match to.value {
                Target::Square(s) => Some(At {
                    value: s,
                    column: to.column,
                }),
                _ => None,
            };
            for sq in [Some(*from), arrival].into_iter().flatten() {
                if !size.contains(sq.value) {
                    return Err(fail(
                        sq.column,
                        format!("{} is not on the {size} board", sq.value),
                    ));
                }
            }
            if !keep(&mut moves, &|m| m.from == from.value) {
                return Err(fail(
                    from.column,
                    format!("no legal move starts on {}", from.value),
                ));
            }
            let piece = match kind {
                Some(k) => format!("{}{}", if *neutral { "n" } else { "" }, k.value.letters()),
                None => "a pawn".into(),
            };
            let (neutral, kind_value) = (*neutral, kind.map(|k| k.value));
            if !keep(&mut moves, &|m| match kind_value {
                Some(k) => m.piece.kind() == k && (m.piece.colour() == Colour::Neutral) == neutral,
                None => m.piece.kind() == PieceKind::Pawn && m.piece.colour() != Colour::Neutral,
            }) {
                let column = kind.map_or(from.column, |k| k.column);
                let what = pos
                    .piece_at(from.value)
                    .map(piece_letters)
                    .unwrap_or_default();
                let what = if what.is_empty() {
                    "a pawn".to_string()
                } else {
                    what
                };
                return Err(fail(
                    column,
                    format!("{} stands on {}, not {piece}", what, from.value),
                ));
            }
            match &to.value {
                Target::Part(group) => narrow(&mut moves, group, Some(&piece), Some(from.value))?,
                target => {
                    if !keep(&mut moves, &|m| match target {
                        Target::Square(s) => m.to == *s && !m.is_exit(),
                        _ => m.to == m.from && !m.is_exit(),
                    }) {
                        let arrival = match target {
                            Target::Square(s) => s.to_string(),
                            _ => "nowhere".to_string(),
                        };
                        return Err(fail(
                            to.column,
                            format!("no legal move from {} to {arrival}", from.value),
                        ));
                    }
                }
            }
            match letters_part {
                Some(group) => narrow(&mut moves, group, Some(&piece), Some(from.value))?,
                None => without(&mut moves, MoveSlot::Letters)?,
            }
            let victim = *victim;
            let victim_of = |m: &Move| match m.special {
                Special::CaptureAt { victim } if victim != m.to => Some(victim),
                _ => None,
            };
            if !keep(&mut moves, &|m| victim_of(m) == victim) {
                return Err(fail(
                    to.column,
                    match victim {
                        Some(v) => format!("no legal move takes on {v} and moves on"),
                        None => "the move takes elsewhere and moves on (write '*square-square')"
                            .to_string(),
                    },
                ));
            }
            if !keep(&mut moves, &|m| m.is_capture() == capture.value) {
                let why = if capture.value {
                    "is not a capture (write '-')"
                } else {
                    "is a capture (write '*')"
                };
                let arrival = match to.value {
                    Target::Square(s) => format!("-{s}"),
                    _ => String::new(),
                };
                return Err(fail(
                    capture.column,
                    format!("{}{arrival} {why}", from.value),
                ));
            }
            written = Some(piece);
            written_from = Some(from.value);
        }
    }
    if let Some(ep) = &spec.ep {
        if !keep(&mut moves, &|m| {
            matches!(m.special, Special::EnPassant { .. })
        }) {
            return Err(fail(ep.column, "the move is not an e.p. capture".into()));
        }
    }
    let written = written.as_deref();
    let in_slot = |slot: MoveSlot| spec.parts.iter().filter(move |g| g.slot == slot);
    for slot in [MoveSlot::Middle] {
        if in_slot(slot).next().is_none() {
            without(&mut moves, slot)?;
        }
        for group in in_slot(slot) {
            narrow(&mut moves, group, written, written_from)?;
        }
    }
    if let Some(pr) = &spec.promotion {
        if !keep(&mut moves, &|m| m.promotion == Some(pr.value)) {
            let name = promotion_letters(pr.value, Language::English);
            return Err(fail(pr.column, format!("no promotion to {name} here")));
        }
        if spec.neutral_promotion && !keep(&mut moves, &|m| m.piece.colour() == Colour::Neutral) {
            return Err(fail(pr.column, "the promoted piece is not neutral".into()));
        }
    }
    if let Some(rc) = &spec.recolour {
        if !keep(&mut moves, &|m| m.recolour == Some(rc.value)) {
            return Err(fail(
                rc.column,
                "the moving piece does not change to that colour".into(),
            ));
        }
    }
    if let Some(rb) = &spec.rebirth {
        let r = rb.value;
        if !keep(&mut moves, &|m| {
            // (A mover's rebirth square is told in the move: its transfer comes second.)
            let first = match m.rebirth {
                Some(r) if r.of == Reborn::Mover => m.second_rebirth,
                r => r,
            };
            first.is_some_and(|got| {
                // (AntiCirce's waiting capturer is written as a capturer's rebirth.)
                let of = match got.of {
                    Reborn::Waited | Reborn::WaitedMover => Reborn::Capturer,
                    of => of,
                };
                of == r.of && got.square == r.square && got.piece == r.piece()
            })
        }) {
            return Err(fail(
                rb.column,
                "the move brings about no such rebirth".into(),
            ));
        }
    }
    if let Some(rb) = &spec.second_rebirth {
        let r = rb.value;
        if !keep(&mut moves, &|m| {
            m.second_rebirth.is_some_and(|got| {
                got.of == r.of && got.square == r.square && got.piece == r.piece()
            })
        }) {
            return Err(fail(
                rb.column,
                "the move brings about no such second rebirth".into(),
            ));
        }
    }
    for slot in [MoveSlot::BeforeRebirth, MoveSlot::End, MoveSlot::Start] {
        if in_slot(slot).next().is_none() {
            without(&mut moves, slot)?;
        }
        for group in in_slot(slot) {
            narrow(&mut moves, group, written, written_from)?;
        }
    }
    if let Some(mk) = &spec.mark {
        let wanted = mk.value;
        if !keep(&mut moves, &|m| {
            let got = mark(pos, m, rs);
            match wanted {
                Mark::Check => matches!(got, Mark::Check | Mark::Mate),
                other => got == other,
            }
        }) {
            let why = match wanted {
                Mark::Check => "the move gives no check",
                Mark::Mate => "the move does not mate",
                _ => "the move does not stalemate",
            };
            return Err(fail(mk.column, why.into()));
        }
    }
    // Without a rebirth written, the capture made without one is meant, when the rules also
    // offer it (Circe Super, Relaxed).
    let bare =
        |m: &Move| m.rebirth.is_none_or(|r| r.of == Reborn::Mover) && m.second_rebirth.is_none();
    if spec.rebirth.is_none() && moves.iter().any(bare) && !moves.iter().all(bare) {
        moves.retain(bare);
    }
    // Likewise without a second rebirth written after the first (Circe Super beside
    // AntiCirce: `Ra1*a5[wRa5->a1]`, the captured piece not reborn).
    let single = |m: &Move| m.second_rebirth.is_none();
    if spec.rebirth.is_some()
        && spec.second_rebirth.is_none()
        && moves.iter().any(single)
        && !moves.iter().all(single)
    {
        moves.retain(single);
    }
    // The same move listed twice (Popeye's Circe Super April) is one move, and so are hops
    // to one square over two hurdles that leave the same position (an angle hopper's, listed
    // twice where hurdle attributes stand).
    let same_hop = |d: &Move, m: &Move| {
        d.hurdle().is_some()
            && Move {
                nature: d.nature,
                ..*m
            } == *d
            && pos.play(d, rs) == pos.play(m, rs)
    };
    let mut distinct: Vec<Move> = Vec::with_capacity(moves.len());
    for m in moves {
        if !distinct.iter().any(|d| *d == m || same_hop(d, &m)) {
            distinct.push(m);
        }
    }
    let moves = distinct;
    match moves.as_slice() {
        [mv] => Ok(*mv),
        _ => {
            let texts: Vec<String> = moves.iter().map(|m| move_text(pos, m)).collect();
            Err(MoveTextError {
                column: spec.body.column,
                message: format!("ambiguous '{text}': it fits {}", texts.join(", ")),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen::parse_fen;
    use crate::rules::legal_moves;

    /// Every legal move's text, plain and marked, reads back as that move.
    fn assert_round_trips(pos: &Position, rs: &Ruleset) {
        for mv in legal_moves(pos, rs) {
            for text in [move_text(pos, &mv), move_text_marked(pos, &mv, rs)] {
                assert_eq!(parse_move(pos, rs, &text), Ok(mv), "{text}");
            }
        }
    }

    fn error(pos: &Position, rs: &Ruleset, text: &str) -> MoveTextError {
        match parse_move(pos, rs, text) {
            Ok(mv) => panic!("'{text}' was read as {}", move_text(pos, &mv)),
            Err(e) => e,
        }
    }

    #[test]
    fn orthodox_moves_and_decorations() {
        let pos = Position::initial();
        let rs = Ruleset::orthodox(&pos);
        assert_round_trips(&pos, &rs);
        let e4 = parse_move(&pos, &rs, "e2-e4").unwrap();
        assert_eq!(e4.special, Special::DoubleStep);
        for text in [
            "1.e2-e4",
            "1...e2-e4",
            "  12. e2-e4 ",
            "e2-e4 !",
            "e2-e4!?",
            "1.…e2-e4",
        ] {
            assert_eq!(parse_move(&pos, &rs, text), Ok(e4), "{text}");
        }
        let sf3 = parse_move(&pos, &rs, "Sg1-f3").unwrap();
        assert_eq!(sf3.piece.kind(), PieceKind::Knight);
        // A king on e1 with castling written as its king move.
        let pos = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        assert_round_trips(&pos, &rs);
        let short = parse_move(&pos, &rs, "0-0").unwrap();
        assert!(short.is_castling());
        assert_eq!(parse_move(&pos, &rs, "O-O"), Ok(short));
        assert_eq!(parse_move(&pos, &rs, "Ke1-g1"), Ok(short));
        let long = parse_move(&pos, &rs, "O-O-O").unwrap();
        assert_eq!(long.to, Square::parse("c1").unwrap());
    }

    #[test]
    fn promotions_captures_en_passant() {
        let pos = parse_fen("1n2k3/P7/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        assert_round_trips(&pos, &rs);
        let ep = parse_move(&pos, &rs, "e5*d6 ep.").unwrap();
        assert_eq!(parse_move(&pos, &rs, "e5*d6"), Ok(ep));
        assert_eq!(parse_move(&pos, &rs, "e5xd6"), Ok(ep));
        let q = parse_move(&pos, &rs, "a7*b8=Q +").unwrap();
        assert_eq!(q.promotion, Some(Promotion::Piece(PieceKind::Queen)));
        let s = parse_move(&pos, &rs, "a7*b8=S").unwrap();
        assert_eq!(s.promotion, Some(Promotion::Piece(PieceKind::Knight)));
        let e = error(&pos, &rs, "a7-a8");
        assert!(e.message.starts_with("ambiguous"), "{e}");
        assert_eq!(e.column, 1);
        assert_eq!(error(&pos, &rs, "a7-b8=Q").column, 3);
        assert_eq!(error(&pos, &rs, "a7*b8=G").column, 6);
        assert_eq!(error(&pos, &rs, "e5-e6 ep.").column, 7);
    }

    #[test]
    fn fairy_and_neutral_pieces() {
        let pos = parse_fen("4k3/2p5/2*[G]5/8/1[N]6/8/*P7/4K3 w - - 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        assert_round_trips(&pos, &rs);
        let mv = parse_move(&pos, &rs, "nGc6-c8").unwrap();
        assert_eq!(
            mv.piece,
            Piece::new(Colour::Neutral, PieceKind::Grasshopper)
        );
        let mv = parse_move(&pos, &rs, "nPa2-a4").unwrap();
        assert_eq!(mv.special, Special::DoubleStep);
        assert!(parse_move(&pos, &rs, "Nb4-d5").is_ok());
        // "Gc6-c8" names a white grasshopper, not the neutral one.
        assert_eq!(error(&pos, &rs, "Gc6-c8").column, 1);
        assert_eq!(error(&pos, &rs, "a2-a4").column, 1);
        // A neutral pawn promotes to a neutral piece: `=nQ`, as Popeye writes it.
        let pos = parse_fen("4k3/*P7/8/8/8/8/P7/4K3 w - - 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        assert_round_trips(&pos, &rs);
        let mv = parse_move(&pos, &rs, "nPa7-a8=nQ").unwrap();
        assert_eq!(move_text(&pos, &mv), "nPa7-a8=nQ");
        assert_eq!(move_text_in(&pos, &mv, Language::German), "nBa7-a8=nD");
        assert_eq!(parse_move(&pos, &rs, "nPa7-a8=Q"), Ok(mv));
        let pos = parse_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        assert_eq!(error(&pos, &rs, "a7-a8=nQ").column, 6);
    }

    /// The texts of the legal moves of `pos` in `lang`, marked, sorted.
    fn texts_in(pos: &Position, rs: &Ruleset, lang: Language) -> Vec<String> {
        let mut v: Vec<String> = legal_moves(pos, rs)
            .iter()
            .map(|mv| move_text_marked_in(pos, mv, rs, lang))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn moves_in_each_language() {
        let pos = parse_fen("1n2k3/P7/8/3pP3/8/8/8/R3K1N1 w Q d6 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        let de = texts_in(&pos, &rs, Language::German);
        for t in [
            "a7*b8=D +",
            "a7*b8=L",
            "a7*b8=S",
            "e5*d6 ep.",
            "Sg1-f3",
            "Ta1-a6",
            "0-0-0",
        ] {
            assert!(de.contains(&t.to_string()), "{t}: {de:?}");
        }
        let fr = texts_in(&pos, &rs, Language::French);
        for t in [
            "a7*b8=D +",
            "a7*b8=F",
            "a7*b8=C",
            "Cg1-f3",
            "Ta1-a6",
            "Re1-d2",
        ] {
            assert!(fr.contains(&t.to_string()), "{t}: {fr:?}");
        }
        let en = texts_in(&pos, &rs, Language::English);
        assert!(en.contains(&"a7*b8=Q +".to_string()), "{en:?}");
        for mv in legal_moves(&pos, &rs) {
            let texts = move_texts(&pos, &mv);
            assert_eq!(texts.english(), move_text(&pos, &mv));
            assert_eq!(
                texts.get(Language::German),
                move_text_in(&pos, &mv, Language::German)
            );
        }
        // Neutral pieces keep their `n` (the first letter of neutral, neutre) in every language.
        let pos = parse_fen("4k3/2p5/2*[G]5/8/8/8/*P7/4K3 w - - 0 1").unwrap();
        let rs = Ruleset::orthodox(&pos);
        assert!(texts_in(&pos, &rs, Language::French).contains(&"nSc6-c8".to_string()));
        assert!(texts_in(&pos, &rs, Language::German).contains(&"nBa2-a4".to_string()));
    }

    #[test]
    fn syntax_errors_give_their_column() {
        let pos = Position::initial();
        let rs = Ruleset::orthodox(&pos);
        let cases = [
            ("", 1),
            ("   ", 4),
            ("XYe2-e4", 1),
            ("Zz1-e4", 2),
            ("e2e4", 3),
            ("e2-", 4),
            ("e2-e4 x", 7),
            ("e2-e4[Q]", 6),
            ("e2-e4[+wP]", 10),
            ("e2-e4 ep. ep.", 11),
            ("0-0-", 4),
            ("1..e2-e4", 3),
            ("e2-e4 + +", 9),
            ("e2-e4 +", 7),
            ("e2-e5", 4),
            ("Qd1-h5", 2),
            ("Ke2-e3", 1),
            ("Se2-e4", 1),
            ("e2*e3", 3),
            ("e2-i9", 4),
            ("0-0", 1),
        ];
        for (text, column) in cases {
            let e = error(&pos, &rs, text);
            assert_eq!(e.column, column, "'{text}': {e}");
            assert_eq!(e.to_string(), format!("column {column}: {}", e.message));
        }
    }
}
