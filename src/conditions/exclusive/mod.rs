//! Exclusive chess, as Popeye 4.104 defines it (`condition ExclusiveChess`, French
//! `EchecsExclusif`, German `ExklusivSchach`; no options).
//!
//! A mating move is legal only if it is the side's only one: when a side has two or more
//! mating moves, none of them is legal (its other moves stay legal). Whether a move mates
//! depends on the opponent's legal replies, which obey the same rule, so the count looks ahead
//! through checks; as Popeye does, it follows at most [`HORIZON`] nested checks, and a check
//! beyond that is *undecidable*:
//!
//! * counting a side's mating moves, a move that gives check is played and the opponent's
//!   replies are counted in turn (one level deeper); a move whose check lies beyond the horizon
//!   is undecidable, and so is a move after which the opponent has no decidable non-mating
//!   reply, at most one mating reply and, with the undecidable ones, more than one.
//! * when the mating and undecidable moves number more than one, the undecidable moves are
//!   illegal and so are the mating ones (whether a move mates is then asked afresh, with the
//!   opponent's replies judged by the same rule).
//!
//! * a sole undecidable move (no mating one beside it) stays legal where the rules judge
//!   other moves (a mate test's replies), but a solution does not play it: Popeye prints it
//!   with `Can't decide whether this move is refuted` and the line ends there unsolved
//!   (`Rules::undecided`; TESTS/exclusive 002 and 005). Illegal ones are shown so too, and
//!   beside them the moves Popeye's legality test cannot judge ([`undecided`]).
//!
//! Check is orthodox; a move that leaves the mover's king in check is illegal and counts for
//! nothing.

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use rules::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::attack::in_check;
use crate::rules::condition::{Hooks, Undecided};
use crate::rules::movegen::{generate_candidates, generate_unrestricted, CheckFilter};
use crate::rules::moves::{Move, MoveList};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

impl crate::rules::condition::Options for ExclusiveOptions {
    const NAME: &'static str = "exclusive";

    fn rules(&self, diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self, diagram)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        vec!["ExclusiveChess".to_string()]
    }
}

/// How many nested checks the count of mating moves follows (Popeye's ply horizon, six plies
/// beyond the position judged).
pub const HORIZON: u32 = 6;

/// What the count of a side's mating moves found.
#[derive(Default, Debug)]
pub struct Count {
    /// Moves whose mate lies beyond the horizon.
    pub undecidable: Vec<Move>,
    /// Mating moves (the count stops at two).
    pub mating: u32,
    /// Moves found not to mate.
    pub not_mating: u32,
}

impl Count {
    /// Whether the side has more than one mating (or undecidable) move: then they are illegal.
    fn exclusive_lost(&self) -> bool {
        self.undecidable.len() + self.mating as usize > 1
    }
}

/// The replies whose mates are counted: legal by every rule but Exclusive chess's own (its
/// count looks ahead by itself). Another condition that refuses legal moves has its say: under
/// Checkless chess a check that leaves only checking replies mates, as in Popeye (BEISPIEL
/// exklohne #1, where `6.g2-g1=T` leaves White three such mates and so none).
pub(super) fn replies(pos: &Position, rs: &Ruleset) -> MoveList {
    let mut moves = MoveList::new();
    generate_unrestricted(pos, rs, &mut moves);
    for other in rs.with(Hooks::RESTRICT) {
        if !other.as_any().is::<rules::Compiled>() {
            other.restrict(pos, rs, &mut moves, 0);
        }
    }
    moves
}

/// Counts the mating moves among `moves` (the side to move's, legal by every other rule), the
/// count standing `level` nested checks below the position judged.
pub fn count(pos: &Position, rs: &Ruleset, level: u32, moves: &[Move]) -> Count {
    let _nested = Nested::enter();
    let mut c = Count::default();
    let opponent = pos.side_to_move().opponent();
    let checks = CheckFilter::new(pos, rs);
    for mv in moves {
        if c.mating >= 2 {
            break;
        }
        // A move that cannot give check by its geometry mates nothing: not played.
        if !checks.may(pos, mv) {
            c.not_mating += 1;
            continue;
        }
        let after = pos.played(mv, rs);
        if !in_check(&after, opponent, rs) {
            c.not_mating += 1;
            continue;
        }
        if level + 1 > HORIZON || Nested::deep() {
            c.undecidable.push(*mv);
            continue;
        }
        let replies = replies(&after, rs);
        let nested = count(&after, rs, level + 1, &replies);
        if nested.not_mating == 0
            && nested.mating <= 1
            && nested.undecidable.len() + nested.mating as usize > 1
        {
            c.undecidable.push(*mv);
            continue;
        }
        if replies.iter().any(|r| allowed(&after, rs, &nested, r)) {
            c.not_mating += 1;
        } else {
            c.mating += 1;
        }
    }
    c
}

thread_local! {
    /// Counts open on this thread, whatever their level: a mate test inside a count starts a
    /// count of its own from level 0 (as in Popeye), so levels alone do not bound the nesting.
    static NESTED: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// The most counts open at once. Beyond it a checking move counts as undecidable, as one
/// beyond the horizon does: Popeye 4.104 has no bound and overflows its stack there
/// (h#1.5, white Ke5 Qb2 Qa1 Rf2 Pc2, black Ke3 Qd8 Rf6 Pc6 Pg7, Circe ImmunChess
/// RexInclusive ExclusiveChess: it stops without a word), so no answer of its is departed from.
const MAX_NESTED: u32 = 4 * HORIZON;

/// One open count, closed when dropped.
struct Nested;

impl Nested {
    fn enter() -> Nested {
        NESTED.with(|n| n.set(n.get() + 1));
        Nested
    }

    fn deep() -> bool {
        NESTED.with(|n| n.get() > MAX_NESTED)
    }
}

impl Drop for Nested {
    fn drop(&mut self) {
        NESTED.with(|n| n.set(n.get() - 1));
    }
}

/// What Popeye cannot judge among the moves of the side to move in `pos` (`legal`: its legal
/// moves), as its move slices find it. Each move passes a writer before it is played: one
/// the count found undecidable is shown with `Can't decide whether this move is refuted` and
/// goes no further, whatever the count. Where the undecidable and mating moves number more
/// than one, a legality test follows: it asks of each other move whether it mates, and a
/// move that gives check and mates, or gives check and leaves its own king in check (the
/// mate test's self-check guard comes after its check test), gets an answer that is no
/// illegality but is neither played on: the writer shows it with `cannot decide if this move
/// is legal or not` where fewer than two mates were counted, and a defender left with such
/// moves alone loses (Popeye's defence loop takes the answer for a lost defence), while the
/// loops over attacks and help moves skip it as illegal.
pub fn undecided(pos: &Position, rs: &Ruleset, legal: &[Move], out: &mut Undecided) {
    let c = count(pos, rs, 0, &replies(pos, rs));
    if !c.exclusive_lost() {
        // A sole undecidable move, legal.
        out.refuted
            .extend(c.undecidable.iter().filter(|mv| legal.contains(mv)));
        return;
    }
    out.refuted.extend(c.undecidable.iter().copied());
    if c.mating >= 2 {
        // Two mates (not shown, both forfeit).
        out.forfeits = true;
        return;
    }
    let me = pos.side_to_move();
    let opponent = me.opponent();
    let mut candidates = MoveList::new();
    generate_candidates(pos, rs, &mut candidates);
    let checks = CheckFilter::new(pos, rs);
    for mv in candidates.iter() {
        if c.undecidable.contains(mv) || !checks.may(pos, mv) {
            continue;
        }
        let after = pos.played(mv, rs);
        if !in_check(&after, opponent, rs) {
            continue;
        }
        if in_check(&after, me, rs) || mates(pos, rs, mv) {
            out.unjudged.push(*mv);
        }
    }
    out.forfeits = !out.unjudged.is_empty();
}

/// Whether `mv`, legal by every other rule, is allowed given the count of its side's mating
/// moves.
pub fn allowed(pos: &Position, rs: &Ruleset, count: &Count, mv: &Move) -> bool {
    if !count.exclusive_lost() {
        return true;
    }
    if count.undecidable.contains(mv) {
        return false;
    }
    !mates(pos, rs, mv)
}

/// Whether `mv` mates, the replies judged afresh by Exclusive chess.
pub fn mates(pos: &Position, rs: &Ruleset, mv: &Move) -> bool {
    let after = pos.played(mv, rs);
    if !in_check(&after, pos.side_to_move().opponent(), rs) {
        return false;
    }
    let replies = replies(&after, rs);
    let c = count(&after, rs, 0, &replies);
    !replies.iter().any(|r| allowed(&after, rs, &c, r))
}
