//! ImmunChess with a rebirth square chosen among several (Super, Cage, Take&Make), and
//! ImmunChess Frischauf.
//!
//! Popeye's ImmunChess runs Circe's machinery without placing the reborn piece: where Circe
//! would let the capturer choose the square, Popeye tries each choice as a move of its own,
//! and every choice whose square is free once the capture is made lists the capture once more
//! (no rebirth is shown, so the copies read alike: `Rd1*d3` 55 times under
//! `immunchess super` with nine men left on the board). Cage asks the same squares as Super
//! (Popeye's cage test looks for a piece reborn, and finds none), Take&Make the arrivals of
//! the reborn walk's moves from the capture square. No free choice: the capture is illegal.
//!
//! Frischauf adapts the square of a piece that carries the attribute from the diagram: under
//! ImmunChess no promotee is marked (Popeye marks them where a piece is placed only).

use super::{
    circe_square, frischauf_square, mirrored, rebirth_context, reflected, Adapter, Base, Capture,
    CirceOptions, Definition, Occupied, Relevant,
};
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::{Attribute, Piece, PieceKind};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// Whether the options make ImmunChess choose among several squares.
pub(super) fn chooses(opts: &CirceOptions) -> bool {
    opts.base == Base::Immun
        && matches!(
            opts.definition,
            Definition::Super | Definition::Cage | Definition::TakeMake
        )
}

/// How many times Popeye lists the capture `c` (of `mv`) under ImmunChess choosing its square
/// (`chooses`): 0 when it is illegal.
pub(super) fn listed(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    mv: &Move,
    c: &Capture,
) -> u32 {
    let circe = CirceOptions {
        base: Base::Circe,
        ..*opts
    };
    let Some((_, kind, owner)) = rebirth_context(&circe, c) else {
        // A king without RexInclusive is not immune. A walk April does not name is spared by
        // April's fork, then once more by each fork behind it that Strict lacks: Super's
        // (twice in all), Cage's two (three times), as under Circe.
        let spared = !opts.april.is_empty()
            && opts.occupied != Occupied::Strict
            && c.captured.kind() != PieceKind::King;
        return match opts.definition {
            Definition::Super if spared => 2,
            Definition::Cage if spared => 3,
            _ => 1,
        };
    };
    match opts.definition {
        Definition::TakeMake => makes(pos, rs, opts, mv, c, kind, owner),
        _ => {
            // Every square but the holes, free once the capture is made; and no rebirth at
            // all, but with Strict (Popeye's fork for an occupied square). (Diametral and
            // VerticalMirror are refused with these: `CirceOptions::refuses`.)
            let free = pos
                .size()
                .squares()
                .filter(|&sq| !pos.is_hole(sq) && pos.is_empty_after(mv, sq))
                .count() as u32;
            free + u32::from(opts.occupied != Occupied::Strict)
        }
    }
}

/// Take&Make: the distinct arrivals of the reborn walk's moves from the capture square, on
/// the position the capture leaves (the capturer lifted), each judged as a rebirth square:
/// the arrivals of captures are occupied, and count only where an adapter moves them
/// elsewhere (Frischauf for a marked piece, Diametral, VerticalMirror), as Popeye adapts
/// every square its make collected.
fn makes(
    pos: &Position,
    rs: &Ruleset,
    opts: &CirceOptions,
    mv: &Move,
    c: &Capture,
    kind: PieceKind,
    owner: crate::rules::piece::Side,
) -> u32 {
    let plain = Move {
        rebirth: None,
        ..*mv
    };
    let mut after = pos.play(&plain, rs);
    let walker = Piece::new(c.capturer.opponent().colour(), kind);
    after.remove(c.square);
    after.put(c.square, walker);
    let side = walker
        .colour()
        .side()
        .unwrap_or(pos.side_to_move().opponent());
    after.set_side_to_move(side);
    after.set_en_passant(None);
    let mut moves = MoveList::new();
    crate::rules::movegen::piece_moves(&after, side, c.square, walker, rs, &mut moves);
    let size = pos.size();
    let frischauf = opts.adapter == Adapter::Frischauf && marked(pos, opts, mv, c);
    let adapted = |to: Square| -> Option<Option<Square>> {
        match opts.adapter {
            _ if frischauf => Some(frischauf_square(opts, size, c.square, owner)),
            Adapter::Diametral => Some(Some(reflected(size, to))),
            Adapter::VerticalMirror => Some(Some(mirrored(size, to))),
            _ => None,
        }
    };
    let mut seen: Vec<Square> = Vec::new();
    let mut count = 0;
    for m in moves.iter() {
        if seen.contains(&m.to) {
            continue;
        }
        seen.push(m.to);
        let free = match adapted(m.to) {
            Some(sq) => sq.is_some_and(|sq| !pos.is_hole(sq) && pos.is_empty_after(mv, sq)),
            None => m.captured.is_none(),
        };
        count += u32::from(free);
    }
    count
}

/// Whether the piece whose square the options consult (the captured piece, or under
/// Couscous the capturer) carries Frischauf's mark from the diagram.
fn marked(pos: &Position, opts: &CirceOptions, mv: &Move, c: &Capture) -> bool {
    let at = if opts.relevant == Relevant::Couscous {
        mv.from
    } else {
        c.square
    };
    pos.attributes(at).contains(Attribute::Frischauf)
}

/// The square ImmunChess asks for the capture `c` (of `mv`), where one square follows from
/// it: under Frischauf, a marked piece's promotion square in the file of capture.
pub(super) fn square(
    pos: &Position,
    opts: &CirceOptions,
    mv: &Move,
    c: &Capture,
    kind: PieceKind,
    owner: crate::rules::piece::Side,
    origin: Option<Square>,
) -> Option<Square> {
    let size = pos.size();
    if opts.adapter == Adapter::Frischauf && marked(pos, opts, mv, c) {
        return frischauf_square(opts, size, c.square, owner);
    }
    circe_square(opts, size, kind, c.square, c.from, c.vector, owner, origin)
}

#[cfg(test)]
mod tests {
    use crate::conditions::test_support::{moves, problem};

    const PIECES: &str = "white kh1 rd1 sa1 pb7 qd4 black ke8 pd7 sd3 bc4 rd5";

    /// How many times each capture is listed.
    fn captures(condition: &str) -> Vec<(String, usize)> {
        let (pos, rs) = problem(PIECES, condition);
        let listed = moves(&pos, &rs);
        let mut counts: Vec<(String, usize)> = Vec::new();
        for m in listed.iter().filter(|m| m.contains('*')) {
            match counts.iter_mut().find(|(t, _)| t == m) {
                Some((_, n)) => *n += 1,
                None => counts.push((m.clone(), 1)),
            }
        }
        counts
    }

    #[test]
    fn each_free_choice_lists_the_capture_once_more() {
        // (Popeye 4.104's lists: nine men once a capture is made, 55 free squares.)
        let each = |n: usize| {
            ["Qd4*c4", "Qd4*d3", "Qd4*d5", "Rd1*d3"]
                .iter()
                .map(|m| (m.to_string(), n))
                .collect::<Vec<_>>()
        };
        assert_eq!(captures("immunchess super"), each(55));
        assert_eq!(captures("immunchess cage"), each(55));
        // Relaxed: and once without a rebirth.
        assert_eq!(captures("immunchess super relaxed"), each(56));
        // April spares the other walks: once, twice with Super Relaxed, thrice with Cage's.
        assert_eq!(captures("immunchess super april q"), each(1));
        assert_eq!(captures("immunchess super relaxed april q"), each(2));
        assert_eq!(captures("immunchess cage relaxed april q"), each(3));
    }

    #[test]
    fn take_and_make_lists_the_capture_once_per_make() {
        // The bishop taken on c4 makes 4 moves, the knight on d3 8, the rook on d5 9 (d4 freed
        // by the queen); Chameleon's walk makes them (the rook reborn a queen: 16).
        let expected = |c4, d3q, d5, d3r| {
            vec![
                ("Qd4*c4".to_string(), c4),
                ("Qd4*d3".to_string(), d3q),
                ("Qd4*d5".to_string(), d5),
                ("Rd1*d3".to_string(), d3r),
            ]
        };
        assert_eq!(captures("immunchess take&make"), expected(4, 8, 9, 8));
        assert_eq!(
            captures("immunchess take&make chameleon"),
            expected(14, 8, 16, 8)
        );
    }

    #[test]
    fn frischauf_adapts_pieces_marked_in_the_diagram_only() {
        // The marked knight's square is d1, the rook's there: `Qd4*d3` is barred. A piece
        // promoted in play is not marked (Popeye marks where it places a reborn piece).
        let marked = "white kh1 rd1 qd4 black ke8 bc4 black frischauf sd3";
        let (pos, rs) = problem(marked, "immunchess frischauf");
        let listed = moves(&pos, &rs);
        assert!(
            !listed.iter().any(|m| m.starts_with("Qd4*d3")),
            "{listed:?}"
        );
        assert!(listed.iter().any(|m| m.starts_with("Rd1*d3")), "{listed:?}");
        let (pos, rs) = problem(marked, "immunchess frischauf mirror");
        assert!(moves(&pos, &rs).iter().any(|m| m.starts_with("Qd4*d3")));
        // Super or Cage with a marked piece: Popeye 4.104 runs without end (a minute, no
        // move listed); without one it plays them.
        for choice in ["super", "cage"] {
            let (pos, rs) = problem(marked, &format!("immunchess frischauf {choice}"));
            let why = rs.conditions()[0].refuses(&pos);
            assert!(why.is_some_and(|w| w.contains("without end")));
            let (pos, rs) = problem(PIECES, &format!("immunchess frischauf {choice}"));
            assert_eq!(rs.conditions()[0].refuses(&pos), None);
        }
    }
}
