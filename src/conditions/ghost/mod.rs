//! Ghost chess and Haunted chess, as Popeye 4.104 plays them (`condition GhostChess`,
//! `condition HauntedChess`; French `EchecsGhost`, `EchecsHantes`, German `Geisterschach`,
//! `Spukschach`; no options).
//!
//! * A captured piece becomes a ghost: it goes into the underworld under its capture square
//!   (`Position::ghosts`), and comes back onto the board as soon as that square is free (at the
//!   end of any move, of either side, the capture itself included: an e.p. capture leaves the
//!   victim's square free, so its ghost is back at once). Ghosts come back last buried first,
//!   as Popeye's summoner goes down its list.
//! * Under Ghost chess a ghost comes back uncapturable (Popeye adds the `Uncapturable`
//!   attribute when it buries it): it can never be taken again, so a square holds at most one
//!   ghost of it. Under Haunted chess ghosts stay capturable, and a capture on a square with a
//!   ghost under it drops that ghost (the last one buried there) before burying the new one.
//! * The move text writes each ghost that comes back after the move, as Popeye does:
//!   `nSd8-c6[+nuBd8]`, `d5*e6 ep.[+buPe5]` (colour, attributes, piece, square).
//! * Legality plays every move of a position with ghosts (the judges' `Position::ghosts`
//!   rule) and every e.p. capture: a ghost coming back may block or give a check.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::moves::{Move, MoveList, Rebirth, Reborn, Special};
use crate::rules::piece::Attribute;
use crate::rules::position::{Ghost, Position};
use crate::rules::square::Square;

impl crate::rules::condition::Options for GhostOptions {
    const NAME: &'static str = "ghost chess";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    fn refuses(&self, diagram: &Position) -> Option<String> {
        let name = text::keyword(self);
        if diagram.size() != crate::rules::square::BoardSize::STANDARD {
            return Some(format!(
                "{name} on a {} board (Popeye's underworld is an 8x8 board's)",
                diagram.size()
            ));
        }
        // Every piece but the kings may come to wait under a square.
        if diagram.pieces().count() + diagram.ghost_count()
            > Position::ghost_capacity(diagram.size())
        {
            return Some(format!(
                "{name} with more pieces than the underworld of a {} board holds ({})",
                diagram.size(),
                Position::ghost_capacity(diagram.size())
            ));
        }
        let kamikaze = diagram.has_attributes()
            && diagram
                .pieces()
                .any(|(sq, _)| diagram.attributes(sq).contains(Attribute::Kamikaze));
        if kamikaze {
            return Some(format!(
                "kamikaze pieces with {name} (Popeye: GhostChess and HauntedChess incompatible \
                 with Circe, Anticirce, Kamikaze, Haaner Chess)"
            ));
        }
        None
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec![text::keyword(self).to_string()]
    }
}

/// The square of the piece `mv` captures (a locust's or a marine piece's victim stands
/// apart from its arrival).
fn capture_square(mv: &Move) -> Square {
    match mv.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => mv.to,
    }
}

/// The ghost the capture `mv` of `pos` buries, if it captures.
fn buried(o: GhostOptions, pos: &Position, mv: &Move) -> Option<Ghost> {
    let piece = mv.captured?;
    let square = capture_square(mv);
    let mut attributes = pos.attributes(square);
    if !o.haunted {
        attributes.insert(Attribute::Uncapturable);
    }
    Some(Ghost {
        square,
        piece,
        attributes,
        last_first: true,
        origin: None,
    })
}

/// Plays the condition's part of `mv` on `next` (the position after the displacement): buries
/// the captured piece, then brings back, last buried first, every ghost whose square is free.
pub(crate) fn haunt(o: GhostOptions, next: &mut Position, src: &Position, mv: &Move) {
    if let Some(ghost) = buried(o, src, mv) {
        if o.haunted {
            let last = (0..next.ghost_count())
                .rev()
                .find(|&i| next.ghost(i).is_some_and(|g| g.square == ghost.square));
            if let Some(i) = last {
                next.unbury(i);
            }
        }
        // (Room for every piece of the diagram: `Options::refuses` sees to it.)
        next.bury(next.ghost_count(), ghost);
    }
    let mut i = next.ghost_count();
    while i > 0 {
        i -= 1;
        let Some(g) = next.ghost(i) else {
            continue;
        };
        if next.is_empty_square(g.square) {
            next.unbury(i);
            next.put_with(g.square, g.piece, g.attributes);
        }
    }
}

/// Marks the e.p. captures of `out[start..]` (moves of `pos`), and the captures of locusts and
/// marine pieces: their victim's square is free once they are played, so its ghost comes
/// back at once (`Reborn::Summoned`, which says it for the move's text: `Ld4*b4-a4[+buLb4]`).
pub fn mark_summons(o: GhostOptions, out: &mut MoveList, start: usize) {
    for mv in &mut out[start..] {
        let (Special::EnPassant { victim } | Special::CaptureAt { victim }) = mv.special else {
            continue;
        };
        if let (true, Some(piece)) = (victim != mv.to, mv.captured) {
            mv.rebirth = Some(Rebirth {
                square: victim,
                piece,
                of: Reborn::Summoned {
                    uncapturable: !o.haunted,
                },
            });
        }
    }
}

/// The ghosts `mv` (a move of `pos`) brings back, in the order they come back (for its
/// text, which is written without playing it): the piece it captures when it comes back at
/// once (`Reborn::Summoned`), then the ghosts of the underworld whose squares it leaves free,
/// last buried first.
pub fn summoned(pos: &Position, mv: &Move) -> Vec<Ghost> {
    let mut out = Vec::new();
    let mut filled: Vec<Square> = Vec::new();
    if let Some(r) = mv.rebirth {
        if let Reborn::Summoned { uncapturable } = r.of {
            let mut attributes = pos.attributes(r.square);
            if uncapturable {
                attributes.insert(Attribute::Uncapturable);
            }
            filled.push(r.square);
            out.push(Ghost {
                square: r.square,
                piece: r.piece,
                attributes,
                last_first: true,
                origin: None,
            });
        }
    }
    if pos.ghost_count() == 0 {
        return out;
    }
    let ghosts: Vec<Ghost> = pos.ghosts().filter(|g| g.last_first).collect();
    for g in ghosts.into_iter().rev() {
        if pos.is_empty_after(mv, g.square) && !filled.contains(&g.square) {
            filled.push(g.square);
            out.push(g);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::conditions::test_support::{moves, problem};
    use crate::notation::popeye::parse_popeye;
    use crate::rules::position::Position;
    use crate::rules::ruleset::Ruleset;
    use crate::rules::square::Square;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    /// The move played, its incremental key checked against one computed afresh.
    fn play(pos: &Position, rs: &Ruleset, text: &str) -> Position {
        let after = crate::conditions::test_support::play(pos, rs, text);
        assert_eq!(after.compute_hash(), after.hash());
        after
    }

    #[test]
    fn a_captured_piece_comes_back_uncapturable_once_its_square_is_free() {
        let (pos, rs) = problem("white ka1 re1 black kh8 se5", "GhostChess");
        let after = play(&pos, &rs, "Re1*e5");
        assert_eq!(after.ghost_count(), 1);
        let after = play(&after, &rs, "Kh8-g8");
        // The rook leaves e5: the knight is back, and the rook cannot take it again.
        // The text reads back (the ghost's part names no other move).
        let read = crate::notation::move_text::parse_move(&after, &rs, "Re5-e1[+buSe5]");
        assert_eq!(
            read.map(|m| (m.from, m.to)).ok(),
            Some((sq("e5"), sq("e1")))
        );
        let back = play(&after, &rs, "Re5-e1[+buSe5]");
        assert_eq!(back.ghost_count(), 0);
        let back = play(&back, &rs, "Kg8-h8");
        let list = moves(&back, &rs);
        assert!(!list.iter().any(|m| m.contains("*e5")), "{list:?}");
    }

    #[test]
    fn haunted_ghosts_stay_capturable_and_replace_each_other() {
        let (pos, rs) = problem("white ka1 re1 black kh8 se5 re8", "HauntedChess");
        let after = play(&pos, &rs, "Re1*e5");
        let after = play(&after, &rs, "Re8*e5");
        // One ghost under e5: the rook's (the knight's is dropped).
        assert_eq!(after.ghost_count(), 1);
        let after = play(&after, &rs, "Ka1-b1");
        let back = play(&after, &rs, "Re5-e8[+wRe5]");
        let list = moves(&back, &rs);
        assert!(list.contains(&"Kb1-c2".to_string()), "{list:?}");
        let back = play(&back, &rs, "Kb1-c2");
        assert!(moves(&back, &rs).contains(&"Re8*e5".to_string()));
    }

    #[test]
    fn an_en_passant_victim_comes_back_at_once() {
        let p = parse_popeye(
            "begin\npieces white ke1 pd5 black ke8 pe7\nstipulation ~1\ncondition GhostChess\noption halfduplex\nend\n",
        )
        .unwrap()
        .remove(0);
        let rs = Ruleset::new(&p.position, &p.conditions);
        let after = play(&p.position, &rs, "e7-e5");
        let back = play(&after, &rs, "d5*e6 ep.[+buPe5]");
        assert_eq!(back.ghost_count(), 0);
    }
}
