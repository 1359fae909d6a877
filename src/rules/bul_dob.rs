//! Bul and Dob pieces (Popeye's piece attributes `Bul` and `Dob`, ANDA Fairy Planet 2020):
//! a hopper with one of them moves its hurdle after each of its hops. As Popeye 4.104 plays them:
//!
//! - Once the hop is played (its capture, and the hurdle's change of side where the hopper is
//!   hurdle-colour-changing, included), the hurdle makes one of its non-capturing moves from
//!   its square on the board as it then stands: a **Bul** hopper's hurdle moves as the hopper
//!   walks, for the hopper's side; a **Dob** hopper's hurdle moves as it walks itself, for its
//!   own side (a neutral hurdle for the hopper's side). Each such displacement is a move of its
//!   own (`bGd5-b3[bPc4->f4]`); a hop whose hurdle has none is no move.
//! - A pawn so displaced onto its own last rank promotes (`[wPc6->c8=S]`, `[bPd2->d1=R]`; a
//!   neutral one on either), into the kinds a pawn's move promotes into, with the hurdle
//!   attributes of the diagram's pieces (`[bPe2->e1=G=b]`, see `hopper_promotions`). A pawn's
//!   double step leaves no e.p. right. A Dob king hurdle of a side that may castle castles as
//!   Popeye's generator lets it (not in check, its passage safe), alone: the rook stays
//!   (`[wKe1->c1]`).
//! - A hop is a check only where its capture of the king would be a move: the hurdle has a
//!   displacement once the king is taken.
//!
//! Only moves that hop over a hurdle (`Move::hurdle`) move it: a Chinese piece's quiet move
//! has none. The displacement is the move's passive part ([`Passive`]), played by the core
//! (`Position::displace_hurdle`) with the key following. Feerie plays Bul and Dob pieces
//! without conditions and beside the conditions that say so (`Options::plays_bul_dob`:
//! those whose move lists with them equal Popeye's, the hurdle moving once the whole move
//! is made), and refuses them beside the others and beside paralysing, patrol, functionary
//! or jigger pieces (whose rules would also judge the hurdle's moves): see [`refusal`].

use super::attack::{in_check, Capture};
use super::attributes::observation_attribute;
use super::condition::{Condition, Generation, Hooks, Rules};
use super::movegen::{castling_candidates, piece_moves, piece_moves_followed, walk_moves, Follow};
use super::moves::{Destination, Move, MoveList, Passive, PromoteeAttributes, Special};
use super::piece::{Attribute, Attributes, Colour, Piece, PieceKind, Side};
use super::position::Position;
use super::ruleset::Ruleset;
use super::square::Square;
use super::walk;

/// The rules of Bul and Dob pieces (see the module's text).
#[derive(Debug)]
pub struct BulDob;

/// Whether `a` makes its hopper move its hurdles.
#[inline]
fn moves_hurdles(a: Attributes) -> bool {
    a.contains(Attribute::Bul) || a.contains(Attribute::Dob)
}

/// The hurdle `mv` (of the side to move of `pos`) moves, when its piece is a Bul or Dob one.
#[inline]
fn moved_hurdle(pos: &Position, mv: &Move) -> Option<Square> {
    if mv.is_castling() || !moves_hurdles(pos.attributes(mv.from)) {
        return None;
    }
    mv.hurdle()
}

/// Whether the passive part of `mv` (a move of `pos`) is the displacement of a Bul or Dob
/// hopper's hurdle.
pub fn displaces_hurdle(pos: &Position, mv: &Move) -> bool {
    mv.passive.is_some() && moves_hurdles(pos.attributes(mv.from))
}

/// What tells apart, beside the hop, the moves of a Bul or Dob hopper that Popeye tells apart
/// in its tables of moves (threats): the promotion of a hurdle pawn, with its square, not the
/// hurdle's arrival otherwise.
fn promotion_key(mv: &Move) -> Option<(Destination, PieceKind, PromoteeAttributes)> {
    let p = mv.passive?;
    Some((p.to, p.promotion?, p.promotee))
}

/// Whether `a` and `b` are one move in Popeye's tables of moves: the same displacement of the
/// active piece with the same promotions, wherever a Bul or Dob hurdle goes.
fn same_in_tables(a: &Move, b: &Move) -> bool {
    a.from == b.from
        && a.to == b.to
        && a.promotion == b.promotion
        && promotion_key(a) == promotion_key(b)
}

use super::popeye_vectors::POPEYE_VECTORS as POPEYE_DIRECTIONS;

/// Where Popeye generates the hurdle displacement of `mv`: its direction's place in
/// [`POPEYE_DIRECTIONS`] (past them for any other), and its distance along it.
fn popeye_generation_rank(mv: &Move) -> (usize, i8) {
    let Some(Passive {
        from,
        to: Destination::Square(to),
        ..
    }) = mv.passive
    else {
        return (usize::MAX, 0);
    };
    let d = (
        to.file() as i8 - from.file() as i8,
        to.rank() as i8 - from.rank() as i8,
    );
    let (mut a, mut b) = (d.0.unsigned_abs(), d.1.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let g = a.max(1) as i8;
    let unit = (d.0 / g, d.1 / g);
    let place = POPEYE_DIRECTIONS
        .iter()
        .position(|&v| v == unit)
        .unwrap_or(POPEYE_DIRECTIONS.len());
    (place, g)
}

/// Where Popeye tries a reply: the threat it is one of, then (reversed) where Popeye
/// generates its hurdle's displacement.
type TryOrder = (usize, std::cmp::Reverse<(usize, i8)>);

/// Popeye's verdict on the threats `threats` (each winning move of the attacker, Bul or Dob
/// hops with each of their winning displacements) after a defence: the attacker's `replies`
/// that are one of them in Popeye's tables ([`same_in_tables`]) are tried, each hop's
/// displacements in the order Popeye plays them (the last generated first); each that `wins`
/// confirms one threat, and the first that does not (before all are confirmed) defeats the
/// threats. So a defence is shown where a hop's first displacement no longer wins, even if
/// another one of it does (TESTS/bul.inp #5: `1...c3-c2 2.bLId5-f3[bKe4->a8] #`).
pub fn threats_still_win(
    threats: &[Move],
    replies: &[Move],
    mut wins: impl FnMut(&Move) -> bool,
) -> bool {
    // Each reply with the threat it is one of (the first) and where Popeye plays it among
    // that threat's hop's displacements.
    let mut tried: Vec<(TryOrder, &Move)> = replies
        .iter()
        .filter_map(|r| {
            let group = threats.iter().position(|t| same_in_tables(t, r))?;
            Some(((group, std::cmp::Reverse(popeye_generation_rank(r))), r))
        })
        .collect();
    tried.sort_by_key(|&(order, _)| order);
    let mut unconfirmed = threats.len();
    for (_, r) in tried {
        if !wins(r) {
            return false;
        }
        unconfirmed -= 1;
        if unconfirmed == 0 {
            return true;
        }
    }
    false
}

/// The attribute of the diagram's Bul or Dob pieces, if one stands there.
pub fn attribute_in(diagram: &Position) -> Option<Attribute> {
    if !diagram.has_attributes() {
        return None;
    }
    diagram.pieces().find_map(|(sq, _)| {
        let a = diagram.attributes(sq);
        [Attribute::Bul, Attribute::Dob]
            .into_iter()
            .find(|&x| a.contains(x))
    })
}

/// Why feerie does not play the Bul or Dob pieces of `diagram` with `conditions` and the
/// diagram's other attributes, in words for a message; `None` where it does (see the module's
/// text).
pub fn refusal(diagram: &Position, conditions: &[Condition]) -> Option<String> {
    let a = attribute_in(diagram)?;
    if let Some(c) = conditions.iter().find(|c| !c.plays_bul_dob()) {
        let lines = c.twin_lines(diagram);
        let condition = lines.first().map_or(c.name(), String::as_str);
        return Some(format!(
            "{} pieces with {condition} (feerie plays Bul and Dob pieces with the conditions whose \
             move lists it has checked against Popeye's only)",
            a.name()
        ));
    }
    observation_attribute(diagram).map(|o| {
        format!(
            "{} pieces with {} pieces (whose rule would also judge the hurdles' moves)",
            a.name(),
            o.name()
        )
    })
}

/// Appends to `out` the displacements of the hurdle of `mv`, a hop of a Bul or Dob piece of
/// the side to move of `pos` over the hurdle on `hurdle` (see the module's text).
fn displacements(pos: &Position, mv: &Move, hurdle: Square, rs: &Ruleset, out: &mut Vec<Passive>) {
    // The hop with everything it does but the hurdle's displacement.
    let after = pos.play(mv, rs);
    displacements_after(pos, &after, mv, hurdle, rs, out);
}

/// The side a displaced hurdle `h` moves for and the kind it walks as, for the hop `mv` of
/// `pos`.
fn hurdle_walker(pos: &Position, mv: &Move, h: Piece) -> (Side, Piece) {
    let mover = pos.side_to_move();
    let (side, kind) = if pos.attributes(mv.from).contains(Attribute::Bul) {
        (mover, mv.piece.kind())
    } else {
        (h.colour().side().unwrap_or(mover), h.kind())
    };
    (side, Piece::new(h.colour(), kind))
}

/// [`displacements`] where the hop is already played: `after`.
fn displacements_after(
    pos: &Position,
    after: &Position,
    mv: &Move,
    hurdle: Square,
    rs: &Ruleset,
    out: &mut Vec<Passive>,
) {
    let Some(h) = after.piece_at(hurdle) else {
        return;
    };
    let (side, walker) = hurdle_walker(pos, mv, h);
    let kind = walker.kind();
    let mut list = MoveList::new();
    walk_moves(after, side, hurdle, walker, walk::of(walker), rs, &mut list);
    let first = out.len();
    for m in &list {
        if m.captured.is_some()
            || !matches!(m.special, Special::Plain | Special::DoubleStep)
            || (m.promotion.is_some()
                && out[first..]
                    .iter()
                    .any(|p| p.to == Destination::Square(m.to)))
        {
            // (A pawn's promotions are listed once, by `push_arrival`; an angle hopper's
            // hops to one square over two hurdles are two displacements, as Popeye has them.)
            continue;
        }
        push_arrival(after, hurdle, h, m.to, rs, out);
    }
    if kind == PieceKind::King && h.colour().side() == Some(side) {
        castlings(after, side, hurdle, rs, out);
    }
}

/// Pushes the displacement of the hurdle `h` from `from` to `to`: one per promotion where a
/// pawn arrives on its last rank.
fn push_arrival(
    after: &Position,
    from: Square,
    h: Piece,
    to: Square,
    rs: &Ruleset,
    out: &mut Vec<Passive>,
) {
    let plain = |promotion, promotee| Passive {
        from,
        to: Destination::Square(to),
        promotion,
        promotee,
    };
    let promotes = promotes_on(after, h, to);
    let Some(kinds) = promotes.then(|| {
        if h.kind() == PieceKind::MarinePawn {
            rs.marine_promotions
        } else {
            rs.promotions
        }
    }) else {
        out.push(plain(None, PromoteeAttributes::NONE));
        return;
    };
    let table = rs.hopper_promotions();
    for kind in kinds.iter() {
        if table.is_empty() {
            out.push(plain(Some(kind), PromoteeAttributes::NONE));
        } else {
            for &(k, a) in table.iter().filter(|(k, _)| *k == kind) {
                out.push(plain(Some(k), PromoteeAttributes::NONE.with(a)));
            }
        }
        if rs.chameleon_promotions() && rs.chameleon_next(kind) != kind {
            let c = Attributes::NONE.with(Attribute::Chameleon);
            out.push(plain(Some(kind), PromoteeAttributes::NONE.with(c)));
        }
    }
}

/// Whether the pawn `h` arriving on `to` promotes there: a pawn of a side on that side's last
/// rank (a neutral one on either side's).
fn promotes_on(after: &Position, h: Piece, to: Square) -> bool {
    let w = walk::of(h);
    (w.pawn || w.fairy_pawn.is_some())
        && [Side::White, Side::Black]
            .into_iter()
            .any(|s| h.colour().movable_by(s) && to.rank() == after.last_rank(s))
}

/// The castlings of the king hurdle of `side` on `king`, as the king's displacement alone.
fn castlings(after: &Position, side: Side, king: Square, rs: &Ruleset, out: &mut Vec<Passive>) {
    for (m, passage) in castling_candidates(after, side) {
        if m.from != king {
            continue;
        }
        if in_check(after, side, rs) {
            return;
        }
        let mut step = *after;
        let a = step.attributes(king);
        if let Some(k) = step.remove(king) {
            step.put_with(passage, k, a);
        }
        if !in_check(&step, side, rs) {
            out.push(Passive {
                from: king,
                to: Destination::Square(m.to),
                promotion: None,
                promotee: PromoteeAttributes::NONE,
            });
        }
    }
}

/// The moves of `mv`'s hurdle, `mv` being a hop of a Bul or Dob piece (empty: the hop is no
/// move).
fn hurdle_moves(pos: &Position, mv: &Move, hurdle: Square, rs: &Ruleset) -> Vec<Passive> {
    let mut out = Vec::new();
    displacements(pos, mv, hurdle, rs, &mut out);
    out
}

/// Whether `mv`, a hop of a Bul or Dob piece, has a displacement of its hurdle (is a move):
/// [`hurdle_moves`] is not empty. A check by such a hopper asks this for every position the
/// legality of a move is judged in, so the usual answer is found without listing anything: a
/// leaper's or rider's step to an empty square is a displacement (a pawn's and a custom
/// walk's moves have conditions of their own, and are listed).
fn has_displacement(pos: &Position, mv: &Move, hurdle: Square, rs: &Ruleset) -> bool {
    let after = pos.play(mv, rs);
    let Some(h) = after.piece_at(hurdle) else {
        return false;
    };
    let (_, walker) = hurdle_walker(pos, mv, h);
    let w = walk::of(walker);
    if w.custom.is_none() && !w.pawn {
        let m = hurdle.mailbox() as isize;
        let empty = |v: &super::moves::Vec2| {
            after.cell((m + super::square::delta(v.0, v.1)) as usize) == super::position::EMPTY
        };
        if w.leaps
            .iter()
            .chain(w.rides)
            .chain(w.quiet_rides)
            .any(empty)
        {
            return true;
        }
    }
    let mut out = Vec::new();
    displacements_after(pos, &after, mv, hurdle, rs, &mut out);
    !out.is_empty()
}

impl Rules for BulDob {
    fn hooks(&self) -> Hooks {
        Hooks::AMEND | Hooks::CAPTURE_FILTER | Hooks::MOVES_OTHERS
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        _generation: &Generation,
    ) {
        let mut added = Vec::new();
        let mut i = start;
        while i < out.len() {
            let mv = out[i];
            let Some(hurdle) = moved_hurdle(pos, &mv) else {
                i += 1;
                continue;
            };
            let moves = hurdle_moves(pos, &mv, hurdle, rs);
            match moves.split_first() {
                None => {
                    // (The last move takes its place, and is looked at next.)
                    out.swap_remove(i);
                }
                Some((first, rest)) => {
                    out[i].passive = Some(*first);
                    added.extend(rest.iter().map(|&p| Move {
                        passive: Some(p),
                        ..mv
                    }));
                    i += 1;
                }
            }
        }
        out.extend(added);
    }

    fn refusal_uncertain(&self, _pos: &Position) -> bool {
        true
    }

    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        if !moves_hurdles(pos.attributes(c.from)) {
            return true;
        }
        // The capture played as a move of `by`, a man of the other side standing on `target`
        // where none `by` may take does (a square the king would step to).
        let mut board = *pos;
        board.set_side_to_move(by);
        if !board
            .piece_at(target)
            .is_some_and(|p| p.colour().capturable_by(by))
        {
            let a = board.attributes(target);
            board.put_with(
                target,
                Piece::new(by.opponent().colour(), PieceKind::King),
                a,
            );
        }
        let mut list = MoveList::new();
        let w = walk::of(c.piece);
        if w.custom.is_none() && !w.pawn {
            // (These walks capture where they arrive: only the moves to `target` are made.)
            piece_moves_followed(
                &board,
                by,
                c.from,
                c.piece,
                rs,
                &mut list,
                &ArrivingAt(target),
            );
        } else {
            piece_moves(&board, by, c.from, c.piece, rs, &mut list);
        }
        list.iter()
            .filter(|m| m.captured.is_some() && victim_square(m) == target)
            .any(|m| match m.hurdle() {
                Some(h) => has_displacement(&board, m, h, rs),
                None => true,
            })
    }

    fn capture_counts_after(
        &self,
        pos: &Position,
        mv: &Move,
        c: Capture,
        target: Square,
        rs: &Ruleset,
    ) -> bool {
        let after = pos.play(mv, rs);
        self.capture_counts(&after, c, target, pos.side_to_move().opponent(), rs)
    }
}

/// A walk that makes only its moves arriving on one square.
struct ArrivingAt(Square);

impl Follow for ArrivingAt {
    #[inline]
    fn clear(&self, _: isize) -> bool {
        true
    }

    #[inline]
    fn arrives(&self, to: Square) -> bool {
        to == self.0
    }
}

/// The square of the piece `m` captures.
fn victim_square(m: &Move) -> Square {
    match m.special {
        Special::EnPassant { victim } | Special::CaptureAt { victim } => victim,
        _ => m.to,
    }
}

impl Position {
    /// Plays the displacement of a Bul or Dob hopper's hurdle (see the module's text): the
    /// piece on `p.from` goes to `p.to` with its attributes, promoted as `p` says. The key,
    /// the kings' squares and the sides' sets follow.
    pub(crate) fn displace_hurdle(&mut self, p: Passive) {
        let Destination::Square(to) = p.to else {
            return;
        };
        let a = self.attributes(p.from);
        let Some(piece) = self.remove(p.from) else {
            return;
        };
        let piece = match p.promotion {
            Some(kind) => Piece::new(piece.colour(), kind),
            None => piece,
        };
        self.put_with(to, piece, a.union(p.promotee.attributes()));
    }

    /// The colour the hurdle of `mv` has when a Bul or Dob hopper moves it: its own, or the
    /// one a hurdle-colour-changing hopper gives it first.
    pub fn displaced_hurdle_colour(&self, mv: &Move) -> Option<Colour> {
        let p = mv.passive?;
        match self.hurdle_turns(mv) {
            Some((sq, colour)) if sq == p.from => Some(colour),
            _ => self.piece_at(p.from).map(|h| h.colour()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_with_a_hurdle_displacement_stays_small() {
        assert!(std::mem::size_of::<Move>() <= 40);
    }
}
