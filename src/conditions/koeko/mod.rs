//! KoeKo and New-KoeKo, as Popeye 4.104 defines them (`condition KoeKo [Neighbour <piece>]`,
//! `condition NewKoeko`).
//!
//! * KoeKo (Kontakt-Kontakt): a move is legal only if every piece it moves stands in contact
//!   with another piece afterwards: an occupied square a leap of the neighbourhood piece away
//!   (by default the king's leaps; `Neighbour` names another leaper: S, WE, FE, CA, AL, Z, DA,
//!   GI, AN). Castling needs contact for the king and for the rook.
//! * New-KoeKo: a move is legal only if its piece is in (king) contact after the move exactly
//!   when it was before it. Popeye has no neighbourhood piece for it (its test is the king's).
//! * Check is a capture of the king that the condition allows (the capturer in contact on the
//!   king's square, its own square vacated). Both conditions only take moves and attacks away:
//!   a move the orthodox verdict allows stays legal, one it refuses is played and tested.
//! * With Circe Parrain the rebirth is part of the move: the reborn piece gives contact, to the
//!   moving piece and to a capture of the king (which would bring the awaiting piece back).

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, Reborn, Special};
use crate::rules::piece::Attribute;
use crate::rules::position::{Position, EMPTY, OFF_BOARD};
use crate::rules::square::{delta, Square};
use crate::rules::walk;

impl crate::rules::condition::Options for KoekoOptions {
    const NAME: &'static str = "koeko";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        if self.new {
            return vec!["NewKoeko".to_string()];
        }
        match self.neighbour {
            crate::rules::piece::PieceKind::King => vec!["KoeKo".to_string()],
            k => vec![format!("KoeKo Neighbour {}", k.letters())],
        }
    }
}

/// Whether `sq` of `pos` touches a piece (a leap of `opts.neighbour` away), `vacated` counting
/// as empty.
#[inline]
pub fn contact(pos: &Position, sq: Square, opts: KoekoOptions, vacated: Square) -> bool {
    let w = walk::walk(opts.neighbour);
    // (Every move and check asks this: the leaps are read off the padded board, whose border
    // cells are never empty squares.)
    let m = sq.mailbox() as isize;
    let v = vacated.mailbox() as isize;
    let near = w.leaps.iter().any(|&(df, dr)| {
        let n = m + delta(df, dr);
        let c = pos.cell(n as usize);
        n != v && c != EMPTY && c != OFF_BOARD
    });
    if near || w.far_leaps.is_empty() {
        return near;
    }
    let size = pos.size();
    w.far_leaps.iter().any(|&(df, dr)| {
        sq.offset(df as i32, dr as i32, size)
            .is_some_and(|n| n != vacated && !pos.is_empty_square(n))
    })
}

/// Whether the piece on `from` leaves the board when it captures: a kamikaze piece. Popeye
/// follows the moving piece to test its contact, and tests a piece gone from the board
/// nowhere: under KoeKo its capture is always allowed, under New-KoeKo it counts as out of
/// contact afterwards.
#[inline]
pub(super) fn vanishes(pos: &Position, from: Square) -> bool {
    pos.has_attributes() && pos.attributes(from).contains(Attribute::Kamikaze)
}

/// Where the kamikaze capturer of `mv` stands once the move is made: `None` once it has left
/// the board, its rebirth square where a Circe condition reborns it.
pub(super) fn kamikaze_stands(mv: &Move) -> Option<Square> {
    mv.rebirth
        .into_iter()
        .chain(mv.second_rebirth)
        .find_map(|r| match r.of.unburied() {
            (Reborn::Capturer, false) => Some(r.square),
            _ => None,
        })
}

/// Whether `mv`, a candidate of `pos`, leaves its pieces as the condition wants them.
pub fn allows(pos: &Position, mv: &Move, opts: KoekoOptions, after: Option<&Position>) -> bool {
    if mv.captured.is_some() && vanishes(pos, mv.from) {
        let later = match (kamikaze_stands(mv), after) {
            (Some(sq), Some(a)) => contact(a, sq, opts, sq),
            (Some(_), None) => return true,
            (None, _) => false,
        };
        return if opts.new {
            contact(pos, mv.from, opts, mv.from) == later
        } else {
            later || kamikaze_stands(mv).is_none()
        };
    }
    let plain = matches!(mv.special, Special::Plain | Special::DoubleStep)
        && crate::rules::movegen::as_orthodox(mv);
    let now = |p: &Position, sq: Square, vacated: Square| contact(p, sq, opts, vacated);
    if opts.new {
        let before = now(pos, mv.from, mv.from);
        let later = match (plain, after) {
            (true, _) => now(pos, mv.to, mv.from),
            (false, Some(a)) => now(a, mv.to, mv.to),
            (false, None) => return true,
        };
        return before == later;
    }
    match (plain, after) {
        (true, _) => now(pos, mv.to, mv.from),
        (false, Some(a)) => {
            let rook = match mv.special {
                Special::Castling { rook_to, .. } => now(a, rook_to, rook_to),
                _ => true,
            };
            now(a, mv.to, mv.to) && rook
        }
        (false, None) => true,
    }
}

/// Whether the capture of `target` by the piece on `from` counts (its own square vacated, the
/// capturer on `target`).
#[inline]
pub fn capture_counts(pos: &Position, from: Square, target: Square, opts: KoekoOptions) -> bool {
    if vanishes(pos, from) {
        // (A kamikaze capturer leaves the board; the rules reborn none.)
        return !opts.new || !contact(pos, from, opts, from);
    }
    let after = contact(pos, target, opts, from);
    if opts.new {
        contact(pos, from, opts, from) == after
    } else {
        after
    }
}

#[cfg(test)]
mod tests {
    use crate::notation::move_text::move_text;
    use crate::notation::popeye::parse_popeye;
    use crate::rules::movegen::legal_moves;
    use crate::rules::ruleset::Ruleset;

    fn moves(input: &str) -> Vec<String> {
        let p = parse_popeye(input).unwrap().remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let mut v: Vec<String> = legal_moves(&p.position, &rs)
            .iter()
            .map(|m| move_text(&p.position, m))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn moves_end_in_contact() {
        let list =
            moves("begin pieces white ka1 rd4 black kh8 pf5 stipulation ~1 condition koeko end");
        for m in ["Rd4-e4", "Rd4-f4", "Rd4-g4"] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
        for m in ["Rd4-h4", "Rd4-d5", "Ka1-b2"] {
            assert!(!list.contains(&m.to_string()), "{m}: {list:?}");
        }
        // With the knight's contact, e4 touches nothing and d4-d6 touches f5.
        let list = moves(
            "begin pieces white ka1 rd4 black kh8 pf5 stipulation ~1 condition koeko neighbour s end",
        );
        assert!(!list.contains(&"Rd4-e4".to_string()), "{list:?}");
        assert!(list.contains(&"Rd4-d6".to_string()), "{list:?}");
    }
}
