//! Move generation: pseudo-legal candidates from the walk table, then each active condition
//! filters or extends them, then legality (the mover's king not in check afterwards).

use super::attack::{
    any_capture_observing, any_capture_with_vacated, attacked_with_vacated, in_check, is_attacked,
    Capture, DIAGONAL_RIDERS, ORTHOGONAL_RIDERS,
};
use super::bitset::SquareSet;
use super::condition::{Generation, Hooks};
use super::custom_walk::CustomWalk;
use super::moves::{Move, MoveList, Nature, Promotion, Special, Vec2};
use super::piece::{Attribute, Attributes, Colour, Piece, PieceKind, Side};
use super::pieces::locusts::pawns::FairyPawn;
use super::position::{Cell, Position, EMPTY, OFF_BOARD};
use super::relocation;
use super::ruleset::{KindSet, Ruleset};
use super::square::{delta, Square};
use super::walk::{self, walk, NOT_PINNING};
use super::walk_checks::WalkChecks;

/// Fairy riders on rook lines and on bishop lines outside the combined scans: their checks
/// come from the general scan, their pins from the walk along the king's lines.
const ORTHOGONAL_FAIRY_RIDERS: KindSet =
    KindSet::of(&[PieceKind::WazirRider, PieceKind::Waran, PieceKind::Elephant]);
const DIAGONAL_FAIRY_RIDERS: KindSet = KindSet::of(&[PieceKind::FersRider, PieceKind::Elephant]);
/// Kinds that ride knight lines.
const KNIGHT_RIDERS: KindSet =
    KindSet::of(&[PieceKind::Nightrider, PieceKind::Waran, PieceKind::Elephant]);

/// The piece on cell `c` if `side` may capture it.
#[inline]
fn victim(c: Cell, side: Side) -> Option<Piece> {
    let p = Piece::from_cell(c)?;
    (p.colour_bits() & 1 << side.opponent() as u8 != 0).then_some(p)
}

/// The legal moves of the side to move.
pub fn legal_moves(pos: &Position, rs: &Ruleset) -> MoveList {
    let mut out = MoveList::with_capacity(64);
    generate_legal(pos, rs, &mut out);
    out
}

/// Appends the legal moves of the side to move to `out`.
#[inline]
pub fn generate_legal(pos: &Position, rs: &Ruleset, out: &mut MoveList) {
    if rs.uses(Hooks::RESTRICT) {
        return generate_restricted(pos, rs, out);
    }
    generate_unrestricted(pos, rs, out)
}

/// `generate_legal` under conditions that refuse some legal moves (`Hooks::RESTRICT`).
#[inline(never)]
fn generate_restricted(pos: &Position, rs: &Ruleset, out: &mut MoveList) {
    let start = out.len();
    generate_unrestricted(pos, rs, out);
    for r in rs.with(Hooks::RESTRICT) {
        if out.len() == start {
            return;
        }
        r.restrict(pos, rs, out, start);
    }
}

/// Appends to `out` the moves of the side to move that are legal before the conditions that
/// refuse some legal moves (`Hooks::RESTRICT`) have their say.
pub fn generate_unrestricted(pos: &Position, rs: &Ruleset, out: &mut MoveList) {
    unrestricted_where(pos, rs, out, None::<fn(&Move) -> bool>, None)
}

/// The legal moves of the side to move that pass `keep` (appended to `out`), `keep` asked
/// before legality is judged, so that the moves it drops are never judged: a mate in one
/// keeps the moves that may give check, and judging a move can cost a play. Under conditions
/// that refuse legal moves by the list as a whole (`Hooks::RESTRICT`), every move is judged
/// first.
pub fn generate_legal_where(
    pos: &Position,
    rs: &Ruleset,
    out: &mut MoveList,
    keep: impl Fn(&Move) -> bool,
) {
    if rs.uses(Hooks::RESTRICT) {
        let start = out.len();
        generate_restricted(pos, rs, out);
        retain(out, start, keep);
        return;
    }
    unrestricted_where(pos, rs, out, Some(keep), None)
}

/// The legal moves of the side to move that `checks` says may give check (appended to
/// `out`): [`generate_legal_where`] with that filter, which the conditions are told of, so
/// that they may leave out before making them the moves they know give no check (Cage
/// Circe's captures, whose cages each cost a search).
pub fn generate_legal_checking(
    pos: &Position,
    rs: &Ruleset,
    out: &mut MoveList,
    checks: &CheckFilter,
) {
    let keep = |m: &Move| checks.may(pos, m);
    if rs.uses(Hooks::RESTRICT) {
        return generate_legal_where(pos, rs, out, keep);
    }
    unrestricted_where(pos, rs, out, Some(keep), Some(checks))
}

#[inline(always)]
fn unrestricted_where(
    pos: &Position,
    rs: &Ruleset,
    out: &mut MoveList,
    keep: Option<impl Fn(&Move) -> bool>,
    checks: Option<&CheckFilter>,
) {
    let start = out.len();
    if rs.uses(Hooks::GENERATE_LEGAL | Hooks::LEGALITY) && generate_legal_by_rules(pos, rs, out) {
        if let Some(keep) = keep {
            retain(out, start, keep);
        }
        return;
    }
    // The verdict's kind is settled once, outside the loop over the moves, and before
    // generation: castling asks whether the king is in check, which its checks answer when
    // there are none.
    let judge = Judge::new(pos, rs);
    let mut generation = Generation {
        unchecked: judge.unchecked(),
        checks,
        ..Generation::default()
    };
    candidates(pos, rs, out, &mut generation);
    if let Some(keep) = keep {
        retain(out, start, keep);
    }
    if out.len() == start {
        return;
    }
    match judge {
        Judge::AllLegal => {}
        Judge::Full => retain(out, start, |mv| is_legal_candidate(pos, mv, rs)),
        Judge::Hurdles { king, exposed } => {
            retain(out, start, |mv| hurdles_allow(king, &exposed, pos, mv, rs))
        }
        Judge::Walks(checks) => retain(out, start, |mv| checks.allows(pos, mv, rs)),
        Judge::Within(safety) => retain(out, start, |mv| within_allows(&safety, pos, mv, rs)),
        Judge::Relocated { king, men } => {
            retain(out, start, |mv| relocated_allows(king, men, pos, mv, rs))
        }
        Judge::Safety {
            safety,
            quiet: true,
            final_,
        } => retain(out, start, |mv| quiet_allows(&safety, final_, pos, mv, rs)),
        Judge::Safety { safety, final_, .. } => {
            retain(out, start, |mv| safety_allows(&safety, final_, pos, mv, rs))
        }
    }
}

/// Generation when a condition may make the legal moves itself or judge them: true when one
/// did.
#[inline(never)]
fn generate_legal_by_rules(pos: &Position, rs: &Ruleset, out: &mut MoveList) -> bool {
    for r in rs.with(Hooks::GENERATE_LEGAL) {
        if r.generate_legal(pos, rs, out) {
            return true;
        }
    }
    if !rs.uses(Hooks::LEGALITY) {
        return false;
    }
    let start = out.len();
    candidates(pos, rs, out, &mut Generation::default());
    if out.len() == start {
        return true;
    }
    for r in rs.with(Hooks::LEGALITY) {
        if r.legality(pos, rs, out, start).is_some() {
            return true;
        }
    }
    // No condition judged them after all: each is played.
    retain(out, start, |mv| is_legal_candidate(pos, mv, rs));
    true
}

/// Legality when the king is neither in check nor pinning anything: only the king's own moves
/// and en passant can still expose it, and moves the orthodox verdict does not cover.
#[inline]
fn quiet_allows(
    safety: &KingSafety,
    final_: bool,
    pos: &Position,
    mv: &Move,
    rs: &Ruleset,
) -> bool {
    if mv.piece.is(PieceKind::King) || matches!(mv.special, Special::EnPassant { .. }) {
        return safety_allows(safety, final_, pos, mv, rs);
    }
    as_orthodox(mv) || is_legal_candidate(pos, mv, rs)
}

/// [`Judge::Within`]'s verdict: a move orthodox in effect that checks and pins allow is legal
/// (the condition's checks are orthodox ones it keeps); any other is played and tested.
#[inline]
fn within_allows(safety: &KingSafety, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
    (as_orthodox(mv) && safety.allows(pos, mv, rs)) || is_legal_candidate(pos, mv, rs)
}

/// [`Judge::Relocated`]'s verdict: the move played, the king asked about the men that may
/// reach it (all of them after a move that moved the king or changed the enemy's men
/// otherwise than by taking some).
#[inline]
fn relocated_allows(king: Square, men: SquareSet, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
    if takes_own_king(pos, mv) {
        return false;
    }
    // No man reaches the king, the king stays and no man comes back (a rebirth may put an
    // enemy man where it reaches the king: Circe beside MarsCirce, `Qa1-d8*d6[+wPa8=Q]`
    // checking from d1): the move need not be played.
    let brings_back = mv.second_rebirth.is_some()
        || mv
            .rebirth
            .is_some_and(|r| r.of != crate::rules::moves::Reborn::Mover);
    if men.is_empty() && !mv.piece.is(PieceKind::King) && !mv.is_castling() && !brings_back {
        return true;
    }
    let side = pos.side_to_move();
    let by = side.opponent();
    let after = pos.played(mv, rs);
    let enemy = after.movable_by(by);
    if after.king(side) != Some(king) || !enemy.minus(pos.movable_by(by)).is_empty() {
        return !in_check(&after, side, rs);
    }
    !relocation::any_observation_among(&after, king, by, rs.attackers(by), rs, Some(men), |_| true)
}

/// [`Judge::Hurdles`]' verdict: a plain move that neither leaves nor enters an exposed square
/// is legal (the enemy's men stay where they are, and only the squares between one of them and
/// the king decide its attack); any other is played and tested.
#[inline]
fn hurdles_allow(
    king: Square,
    exposed: &SquareSet,
    pos: &Position,
    mv: &Move,
    rs: &Ruleset,
) -> bool {
    let plain = matches!(mv.special, Special::Plain | Special::DoubleStep)
        && as_orthodox(mv)
        && mv.from != king;
    (plain && !exposed.contains(mv.from) && !exposed.contains(mv.to))
        || is_legal_candidate(pos, mv, rs)
}

/// The squares whose contents decide an attack of `by`'s men on `king` beyond their own
/// squares: those between a man and the king on one of its capturing lines (a rider's, a
/// hopper's, a lion's, a cannon's), a lame leap's middle square, a non-stop equihopper's
/// midpoint.
pub(crate) fn exposed_squares(pos: &Position, king: Square, by: Side) -> SquareSet {
    let mut exposed = SquareSet::EMPTY;
    for from in pos.movable_by(by).iter() {
        let Some(p) = pos.piece_at(from) else {
            continue;
        };
        let w = walk::of(p);
        let df = king.file() as i8 - from.file() as i8;
        let dr = king.rank() as i8 - from.rank() as i8;
        if (df, dr) == (0, 0) || !walk::may_reach(p, (df, dr)) {
            continue;
        }
        for vectors in [w.rides, w.cannons, w.hops, w.lions] {
            for &v in vectors {
                if let Some(m) = multiple(df, dr, v) {
                    for k in 1..m {
                        exposed.insert(from.stepped(v, k));
                    }
                }
            }
        }
        for l in w.lame {
            if l.vector == (df, dr) {
                exposed.insert(from.stepped(l.mid, 1));
            }
        }
        if w.nonstop_equihopper && df % 2 == 0 && dr % 2 == 0 {
            exposed.insert(from.stepped((df / 2, dr / 2), 1));
        }
    }
    exposed
}

/// Whether the orthodox verdict covers `mv`: not when it brings a piece back (a rebirth can
/// expose the king), takes the pawn off the board (promotion into a token no longer blocks the
/// line through its arrival square), makes a king (where a side may have several, its king is
/// no longer royal: `Position::settle_kings`) or moves other pieces.
#[inline]
pub fn as_orthodox(mv: &Move) -> bool {
    mv.rebirth.is_none()
        && !matches!(
            mv.promotion,
            Some(Promotion::Token | Promotion::Piece(PieceKind::King))
        )
        && mv.mirror.is_none()
        && mv.passive.is_none()
}

/// Legality from checks and pins, carried over to conditions that only take attacks away
/// where the orthodox verdict is not final.
#[inline]
fn safety_allows(
    safety: &KingSafety,
    final_: bool,
    pos: &Position,
    mv: &Move,
    rs: &Ruleset,
) -> bool {
    if !as_orthodox(mv) {
        return is_legal_candidate(pos, mv, rs);
    }
    if final_ {
        safety.allows(pos, mv, rs)
    } else {
        safety.allows_filtered(pos, mv, rs)
    }
}

/// [`has_legal_move`] under conditions that refuse some legal moves: the filters run in their
/// order up to the last one that may empty a list, which is then asked only whether it keeps
/// a move (a checkless test stops at the first move that gives no check instead of judging
/// every move); the filters after it keep a move of every list that has one.
#[inline(never)]
fn has_restricted_move(pos: &Position, rs: &Ruleset, buf: &mut MoveList) -> bool {
    let Some(last) = rs
        .with(Hooks::RESTRICT)
        .enumerate()
        .filter(|(_, r)| !r.restrict_keeps_one())
        .map(|(i, _)| i)
        .last()
    else {
        buf.clear();
        generate_unrestricted(pos, rs, buf);
        return !buf.is_empty();
    };
    // Filters that judge each move on its own (Checkless chess) need no list: the first move
    // legal by the other rules that they all allow answers.
    let filters = || rs.with(Hooks::RESTRICT).take(last + 1);
    if rs.only_restricts() && filters().all(|r| r.restricts_each()) {
        return any_unrestricted_move_where(pos, rs, buf, |mv| {
            filters().all(|r| r.restrict_allows(pos, rs, mv))
        });
    }
    buf.clear();
    generate_unrestricted(pos, rs, buf);
    for (i, r) in rs.with(Hooks::RESTRICT).enumerate() {
        if buf.is_empty() {
            return false;
        }
        if i == last {
            if let Some(answer) = r.restrict_any(pos, rs, buf) {
                return answer;
            }
            r.restrict(pos, rs, buf, 0);
            return !buf.is_empty();
        }
        r.restrict(pos, rs, buf, 0);
    }
    !buf.is_empty()
}

/// Whether the side to move has a legal move: the question every mate and stalemate test
/// asks. Stops at the first legal move. In orthodox play the king's own steps are tried first
/// and on their own (a king in check that can step away is the usual answer, and finding it
/// spares generating everything else); the other moves follow only if none is legal.
/// `buf` is scratch space.
pub fn has_legal_move(pos: &Position, rs: &Ruleset, buf: &mut MoveList) -> bool {
    if rs.uses(Hooks::RESTRICT) && rs.with(Hooks::RESTRICT).any(|r| !r.restrict_keeps_one()) {
        return has_restricted_move(pos, rs, buf);
    }
    if rs.uses(Hooks::GENERATE_LEGAL | Hooks::LEGALITY) {
        for r in rs.rules() {
            if let Some(answer) = r.has_legal_move(pos, rs, buf) {
                return answer;
            }
        }
        buf.clear();
        generate_unrestricted(pos, rs, buf);
        return !buf.is_empty();
    }
    core_has_move_where(pos, rs, buf, rs.is_orthodox(), true, |_| true)
}

/// Whether the side to move has a move that every rule but the conditions that refuse some
/// legal moves (`Hooks::RESTRICT`) makes legal and that `pred` accepts (a condition's own
/// filter, asked move by move: Checkless chess's mate test). Candidates are judged one by one,
/// the king's steps first, and the search stops at the first move found: a move list's
/// legality is never paid for in full. So where moves are made and judged as in orthodox play
/// ([`Ruleset::only_restricts`]); elsewhere the list is made and asked in its order.
pub fn any_unrestricted_move_where(
    pos: &Position,
    rs: &Ruleset,
    buf: &mut MoveList,
    pred: impl FnMut(&Move) -> bool,
) -> bool {
    // Elsewhere the list is made first and asked in its order, which a filter that recurses
    // (Checkless chess among neutral men, whose every move may check both kings) depends on:
    // BEISPIEL exklohne #93 took 8 s in generation order against 1.3 s in the list's.
    if !(rs.is_orthodox() || rs.only_restricts()) {
        buf.clear();
        generate_unrestricted(pos, rs, buf);
        return buf.iter().any(pred);
    }
    core_has_move_where(pos, rs, buf, true, false, pred)
}

/// [`has_legal_move`] where the core judges legality: whether a legal move passes `pred`.
/// `king_steps_first`: moves are made and judged in the orthodox way (the king's steps are
/// then judged by the attacks on their squares alone); `plain`: `pred` accepts every move.
#[inline(always)]
fn core_has_move_where(
    pos: &Position,
    rs: &Ruleset,
    buf: &mut MoveList,
    king_steps_first: bool,
    plain: bool,
    mut pred: impl FnMut(&Move) -> bool,
) -> bool {
    let side = pos.side_to_move();
    let mut king_steps_done = false;
    if let (Some(k), true) = (pos.king(side), king_steps_first) {
        if let Some(piece) = pos.piece_at(k) {
            buf.clear();
            piece_moves(pos, side, k, piece, rs, buf);
            let by = side.opponent();
            if buf.iter().any(|mv| {
                !attacked_with_vacated(pos, mv.to, by, rs.attackers(by), k, false) && pred(mv)
            }) {
                return true;
            }
            king_steps_done = true;
        }
    }
    buf.clear();
    // A part of the moves first, where a condition leaves out moves costly to make (Cage
    // Circe's captures): usually one of the others is legal.
    let mut generation = Generation {
        partial: true,
        ..Generation::default()
    };
    candidates(pos, rs, buf, &mut generation);
    let left_out = generation.left_out.get();
    if buf.is_empty() && !left_out {
        return false;
    }
    let judge = Judge::new(pos, rs);
    // The king's steps already failed above; its castlings have not been tried.
    let tried =
        |mv: &&Move| king_steps_done && mv.piece.kind() == PieceKind::King && !mv.is_castling();
    if buf
        .iter()
        .filter(|mv| !tried(mv))
        .any(|mv| judge.allows(pos, mv, rs) && pred(mv))
    {
        return true;
    }
    if !left_out {
        return false;
    }
    // The whole list: only the captures are new (the amendment that left moves out leaves out
    // captures only, and the moves it keeps are made the same way). A capture made in several
    // ways may be made up to the first legal one.
    // (Where `pred` is a filter of its own, every way is made: the first legal way may be
    // one it refuses, and asking it during generation would ask it twice.)
    buf.clear();
    let legal = |mv: &Move| !tried(&mv) && judge.allows(pos, mv, rs);
    let mut generation = Generation {
        first: plain.then_some(&legal as &dyn Fn(&Move) -> bool),
        ..Generation::default()
    };
    candidates(pos, rs, buf, &mut generation);
    buf.iter()
        .filter(|mv| mv.captured.is_some() && !tried(mv))
        .any(|mv| judge.allows(pos, mv, rs) && pred(mv))
}

/// Whether the side to move has a legal move that `pred` accepts. Where the core judges
/// legality, candidates are judged one by one and the search stops at the first legal one
/// `pred` accepts: a self-play end asks whether some reply misses the goal, and usually the
/// first legal reply does, so the other replies' legality is never paid for.
pub fn any_legal_move_where(
    pos: &Position,
    rs: &Ruleset,
    buf: &mut MoveList,
    mut pred: impl FnMut(&Move) -> bool,
) -> bool {
    buf.clear();
    if rs.uses(Hooks::RESTRICT | Hooks::GENERATE_LEGAL | Hooks::LEGALITY) {
        generate_legal(pos, rs, buf);
        return buf.iter().any(pred);
    }
    let judge = Judge::new(pos, rs);
    let mut generation = Generation {
        unchecked: judge.unchecked(),
        ..Generation::default()
    };
    candidates(pos, rs, buf, &mut generation);
    buf.iter().any(|mv| judge.allows(pos, mv, rs) && pred(mv))
}

/// How the core judges the legality of a position's candidates when no condition does.
// The walks' verdicts are large, but a judge lives on the stack of one generation: a box
// would cost an allocation per position.
#[allow(clippy::large_enum_variant)]
enum Judge {
    /// No king to expose.
    AllLegal,
    /// Play every candidate and test the king.
    Full,
    /// No condition, the king unattacked, hurdle pieces or lame leapers about: only a move to
    /// or from a square that decides an enemy man's attack on the king (`exposed`, see
    /// [`exposed_squares`]), a king's move and special moves are played and tested.
    Hurdles { king: Square, exposed: SquareSet },
    /// No condition, custom walks among the enemy's: every move is played, and the enemy's
    /// custom walks asked again only where it changed what they read.
    Walks(WalkChecks),
    /// The only rule relocates captures (Mars Circe) and says from where each man captures
    /// whatever stands on the board: every move is played, and only the enemy's men whose
    /// walk reaches the king from there (`men`) are asked whether they capture it, but after
    /// a move of the king or one that changed the enemy's men otherwise than by taking some.
    Relocated { king: Square, men: SquareSet },
    /// A condition judges check its own way, but only takes orthodox attacks away
    /// ([`super::condition::Rules::attacks_within_orthodox`]: AntiCirce): what checks and pins
    /// allow of the moves orthodox in effect is legal, the rest is played and tested.
    Within(KingSafety),
    /// Checks and pins decide. `final_` says an orthodox verdict is final both ways;
    /// otherwise a refusal is checked again (the conditions in force only take attacks away).
    /// `quiet`: no check and no pin, so only the king's moves and e.p. need asking.
    Safety {
        safety: KingSafety,
        quiet: bool,
        final_: bool,
    },
}

impl Judge {
    /// Checks and pins decide orthodox legality when only riders and leapers attack. The
    /// conditions build on that: one that only takes attacks away keeps every move the
    /// orthodox verdict allows (the others need a second look); moves that displace more than
    /// the mover are played.
    fn new(pos: &Position, rs: &Ruleset) -> Judge {
        let side = pos.side_to_move();
        if pos.ghost_count() > 0 {
            // Any move may bring pieces back from the underworld, the king too.
            return Judge::Full;
        }
        let Some(king) = pos.king(side) else {
            return Judge::AllLegal;
        };
        if !KingSafety::judges(pos, rs) {
            if KingSafety::geometric(pos, rs)
                && rs.with(Hooks::ATTACK).all(|r| r.attacks_within_orthodox())
            {
                return Judge::Within(KingSafety::new(pos, side, king, rs));
            }
            if pos.occupied_by(Colour::Neutral).is_empty() && rs.uses(Hooks::RELOCATE) {
                if let Some(men) = relocation::reaching_men(pos, king, side.opponent(), rs) {
                    return Judge::Relocated { king, men };
                }
            }
            let by = side.opponent();
            if rs.is_orthodox()
                && !rs.attackers(by).intersects(walk::CUSTOM_KINDS)
                && pos.occupied_by(Colour::Neutral).is_empty()
                && !is_attacked(pos, king, by, rs)
            {
                return Judge::Hurdles {
                    king,
                    exposed: exposed_squares(pos, king, by),
                };
            }
            if rs.is_orthodox()
                && rs.attackers(by).intersects(walk::CUSTOM_KINDS)
                && pos.occupied_by(Colour::Neutral).is_empty()
            {
                if let Some(checks) = WalkChecks::new(pos, king, rs) {
                    return Judge::Walks(checks);
                }
            }
            return Judge::Full;
        }
        let safety = KingSafety::new(pos, side, king, rs);
        let quiet = safety.checkers == 0 && safety.npins == 0;
        let final_ = !rs.uses(Hooks::CAPTURE_FILTER)
            || !rs
                .capture_filters()
                .iter()
                .any(|r| r.refusal_uncertain(pos));
        Judge::Safety {
            safety,
            quiet,
            final_,
        }
    }

    /// Whether the side to move is surely not in check: no orthodox checker (the conditions
    /// only take checks away).
    fn unchecked(&self) -> bool {
        matches!(self, Judge::Safety { safety, .. } if safety.checkers == 0)
            || matches!(self, Judge::Within(safety) if safety.checkers == 0)
            || matches!(self, Judge::Hurdles { .. })
            || matches!(self, Judge::Walks(checks) if !checks.checked)
    }

    #[inline]
    fn allows(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        match self {
            Judge::AllLegal => true,
            Judge::Full => is_legal_candidate(pos, mv, rs),
            Judge::Hurdles { king, exposed } => hurdles_allow(*king, exposed, pos, mv, rs),
            Judge::Walks(checks) => checks.allows(pos, mv, rs),
            Judge::Within(safety) => within_allows(safety, pos, mv, rs),
            Judge::Relocated { king, men } => relocated_allows(*king, *men, pos, mv, rs),
            Judge::Safety {
                safety,
                quiet: true,
                final_,
            } => quiet_allows(safety, *final_, pos, mv, rs),
            Judge::Safety { safety, final_, .. } => safety_allows(safety, *final_, pos, mv, rs),
        }
    }
}

/// Keeps the moves of `out[start..]` that pass `keep` (the last move takes a dropped one's
/// place: generation's order is not kept).
#[inline]
pub(crate) fn retain(out: &mut MoveList, start: usize, mut keep: impl FnMut(&Move) -> bool) {
    let mut i = start;
    while i < out.len() {
        if keep(&out[i]) {
            i += 1;
        } else {
            out.swap_remove(i);
        }
    }
}

/// Keeps the legal moves of `out[start..]` for a condition whose moves may leave the side to
/// move in check: those `plain` calls orthodox in effect are judged by checks and pins where
/// they can judge the position (`KingSafety::judges`), every other move is played out. A
/// side without a king keeps every move.
pub(crate) fn retain_legal(
    pos: &Position,
    rs: &Ruleset,
    out: &mut MoveList,
    start: usize,
    plain: impl Fn(&Move) -> bool,
) {
    let side = pos.side_to_move();
    let Some(king) = pos.king(side) else {
        return;
    };
    if KingSafety::judges(pos, rs) {
        let safety = KingSafety::new(pos, side, king, rs);
        retain(out, start, |mv| {
            if plain(mv) {
                safety.allows(pos, mv, rs)
            } else {
                is_legal_candidate(pos, mv, rs)
            }
        });
    } else {
        retain(out, start, |mv| is_legal_candidate(pos, mv, rs));
    }
}

/// Whether `moves` holds a legal move, judged as [`retain_legal`] judges them, stopping at the
/// first: a stalemate test asks only that, and its first candidate is usually legal.
pub(crate) fn any_legal(
    pos: &Position,
    rs: &Ruleset,
    moves: &[Move],
    plain: impl Fn(&Move) -> bool,
) -> bool {
    let side = pos.side_to_move();
    let Some(king) = pos.king(side) else {
        return !moves.is_empty();
    };
    if KingSafety::judges(pos, rs) {
        // The king's steps first, as `has_legal_move` tries them: they need no pins, and one
        // of them is often legal, so the checks and pins are never reckoned.
        let by = side.opponent();
        let step = |mv: &Move| mv.piece.kind() == PieceKind::King && !mv.is_castling() && plain(mv);
        if moves.iter().filter(|mv| step(mv)).any(|mv| {
            !attacked_with_vacated(
                pos,
                mv.to,
                by,
                rs.attackers(by),
                king,
                rs.base_rank_pawns_observe(),
            )
        }) {
            return true;
        }
        let safety = KingSafety::new(pos, side, king, rs);
        moves.iter().filter(|mv| !step(mv)).any(|mv| {
            if plain(mv) {
                safety.allows(pos, mv, rs)
            } else {
                is_legal_candidate(pos, mv, rs)
            }
        })
    } else {
        moves.iter().any(|mv| is_legal_candidate(pos, mv, rs))
    }
}

/// What decides the legality of a move when only riders and leapers attack and no condition
/// is in force: checks and pins, computed once per position instead of playing every move.
/// Conditions whose moves are orthodox ones with more added build their own judges on it.
pub struct KingSafety {
    king: Square,
    side: Side,
    checkers: u8,
    /// With one checker: its capture of the king.
    check: Option<Capture>,
    /// With one checker: the squares where a move stops the check (its square, and the squares
    /// between for a rider, the intermediate square for a lame leaper).
    remedies: SquareSet,
    /// Pinned piece, the line's unit step from the king, and the pinner's square.
    pins: [(Square, Vec2, Square); 16],
    npins: usize,
}

impl KingSafety {
    /// Whether checks and pins can judge the position: only riders and leapers attack, no
    /// neutral piece, and no condition makes attacks its own.
    #[inline]
    pub fn judges(pos: &Position, rs: &Ruleset) -> bool {
        KingSafety::geometric(pos, rs) && !rs.uses(Hooks::ATTACK)
    }

    /// Whether checks and pins can judge the orthodox attackers of the side to move: only
    /// riders and leapers attack, and no neutral piece (a condition with attacks of its own
    /// judges the rest itself), each from its own square (no rule relocates the pieces'
    /// captures, `Hooks::RELOCATE`), and no attribute. Where only conditions give attributes
    /// during play (Kobul kings, Ghost chess), a position no man with one has reached yet
    /// and without ghosts waiting is judged as one without attributes: a move that changes a
    /// man's walk or brings one back says so as a side effect (`as_orthodox` refuses it) and
    /// is played, and a mark alone (Frischauf's) changes no attack.
    #[inline]
    pub fn geometric(pos: &Position, rs: &Ruleset) -> bool {
        if (rs.has_attributes() && (pos.has_attributes() || pos.ghost_count() > 0))
            || rs.uses(Hooks::RELOCATE)
        {
            return false;
        }
        let side = pos.side_to_move();
        !rs.attackers(side.opponent()).intersects(NOT_PINNING)
            && pos.occupied_by(Colour::Neutral).is_empty()
    }

    pub fn new(pos: &Position, side: Side, king: Square, rs: &Ruleset) -> KingSafety {
        let by = side.opponent();
        let mut safety = KingSafety {
            king,
            side,
            checkers: 0,
            check: None,
            remedies: SquareSet::EMPTY,
            pins: [(king, (0, 0), king); 16],
            npins: 0,
        };
        let attackers = rs.attackers(by);
        // One walk along each line from the king finds both the checking riders and the
        // pinned pieces. Pure riders are settled here; everything else (leapers, pawns, and
        // the riders that also leap) goes through the general attack scan below.
        const LINES: [(&[Vec2], KindSet, KindSet); 3] = [
            (
                walk::ROOK,
                ORTHOGONAL_RIDERS.union(ORTHOGONAL_FAIRY_RIDERS),
                KindSet::of(&[PieceKind::Rook, PieceKind::Queen]),
            ),
            (
                walk::BISHOP,
                DIAGONAL_RIDERS.union(DIAGONAL_FAIRY_RIDERS),
                KindSet::of(&[PieceKind::Bishop, PieceKind::Queen]),
            ),
            (
                walk::KNIGHT,
                KNIGHT_RIDERS,
                KindSet::single(PieceKind::Nightrider),
            ),
        ];
        let k = king.mailbox() as isize;
        for (dirs, riders, pure) in LINES {
            if !attackers.intersects(riders) {
                continue;
            }
            for &v in dirs {
                let d = delta(v.0, v.1);
                let mut m = k + d;
                while pos.cell(m as usize) == EMPTY {
                    m += d;
                }
                let Some(first) = Piece::from_cell(pos.cell(m as usize)) else {
                    continue;
                };
                if !first.colour().movable_by(side) {
                    if first.colour().movable_by(by) && pure.has(first) {
                        safety.checkers += 1;
                        let checker = Square::from_mailbox(m as usize);
                        safety.check = Some(Capture {
                            from: checker,
                            piece: first,
                            nature: Nature::Ride { step: (-v.0, -v.1) },
                        });
                        let mut sq = king.stepped(v, 1);
                        while sq != checker {
                            safety.remedies.insert(sq);
                            sq = sq.stepped(v, 1);
                        }
                        safety.remedies.insert(checker);
                    }
                    continue;
                }
                let pinned = Square::from_mailbox(m as usize);
                m += d;
                while pos.cell(m as usize) == EMPTY {
                    m += d;
                }
                if let Some(p) = Piece::from_cell(pos.cell(m as usize)) {
                    if p.colour().movable_by(by) && riders.has(p) {
                        safety.pins[safety.npins] = (pinned, v, Square::from_mailbox(m as usize));
                        safety.npins += 1;
                    }
                }
            }
        }
        const PURE_RIDERS: KindSet = KindSet::of(&[
            PieceKind::Rook,
            PieceKind::Bishop,
            PieceKind::Queen,
            PieceKind::Nightrider,
        ]);
        let rest = attackers.minus(PURE_RIDERS);
        if safety.checkers < 2 {
            any_capture_observing(pos, king, by, rest, rs.base_rank_pawns_observe(), |c| {
                safety.checkers += 1;
                safety.check = Some(c);
                safety.remedies.insert(c.from);
                match c.nature {
                    Nature::Ride { step } => {
                        let mut sq = c.from.stepped(step, 1);
                        while sq != king {
                            safety.remedies.insert(sq);
                            sq = sq.stepped(step, 1);
                        }
                    }
                    Nature::Lame { mid } => safety.remedies.insert(c.from.stepped(mid, 1)),
                    _ => {}
                }
                safety.checkers >= 2
            });
        }
        safety
    }

    /// Where a non-capture of a man of the king's side that is not on the board yet may end
    /// and leave the king safe (`None`: anywhere). Such a man is pinned by no one, and on
    /// the board it can only block lines: the squares that stop the one check, or none under
    /// a double check.
    pub fn quiet_targets(&self) -> Option<SquareSet> {
        match self.checkers {
            0 => None,
            1 => Some(self.remedies),
            _ => Some(SquareSet::EMPTY),
        }
    }

    /// Whether `mv` leaves the king safe from the orthodox attackers.
    pub fn allows(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        if mv.piece.kind() == PieceKind::King {
            if mv.is_castling() {
                return self.castling_allowed(pos, mv, rs);
            }
            let by = self.side.opponent();
            return !attacked_with_vacated(
                pos,
                mv.to,
                by,
                rs.attackers(by),
                self.king,
                rs.base_rank_pawns_observe(),
            );
        }
        // A capture off the arrival square (en passant, a locust's) may take the checker or
        // open a line to the king: played.
        if matches!(
            mv.special,
            Special::EnPassant { .. } | Special::CaptureAt { .. }
        ) {
            return is_legal_candidate(pos, mv, rs);
        }
        if self.checkers >= 2 || (self.checkers == 1 && !self.remedies.contains(mv.to)) {
            return false;
        }
        match self.pins[..self.npins]
            .iter()
            .find(|(sq, _, _)| *sq == mv.from)
        {
            Some(&(_, v, pinner)) => between_or_at(self.king, v, pinner, mv.to),
            None => true,
        }
    }
}

impl KingSafety {
    /// Castling is legal when nothing attacks the king's arrival once the king has left its
    /// square: the rook's arrival can only block a line, and its departure, on the board's
    /// edge, opens none to the king's arrival. Otherwise it is played (the rook may block the
    /// attack). Under the conditions the orthodox verdict carries over as for other moves.
    fn castling_allowed(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        let by = self.side.opponent();
        !attacked_with_vacated(
            pos,
            mv.to,
            by,
            rs.attackers(by),
            self.king,
            rs.base_rank_pawns_observe(),
        ) || is_legal_candidate(pos, mv, rs)
    }

    /// Legality under conditions that only take captures away: what the orthodox verdict
    /// allows stays legal, and a refused move is legal when none of the orthodox attacks it
    /// leaves on the king counts once it is played. Those attacks are known without playing
    /// it: the king's own steps scan for them, another piece's move leaves the unanswered
    /// checker and, if it leaves its pin line, the pinner.
    fn allows_filtered(&self, pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
        if mv.is_castling() {
            return self.castling_allowed(pos, mv, rs);
        }
        // A capture off the arrival square (en passant, a locust's) may take the checker or
        // open a line to the king: played.
        if matches!(
            mv.special,
            Special::EnPassant { .. } | Special::CaptureAt { .. }
        ) {
            return is_legal_candidate(pos, mv, rs);
        }
        if mv.piece.kind() == PieceKind::King {
            return king_step_safe_filtered(pos, mv, self.king, rs);
        }
        if self.allows(pos, mv, rs) {
            return true;
        }
        // With two checkers the rest of the scan was skipped: others may be unknown.
        if self.checkers > 1 {
            return is_legal_candidate(pos, mv, rs);
        }
        if let Some(c) = self.check {
            if !self.remedies.contains(mv.to) && capture_counts_after(pos, mv, c, self.king, rs) {
                return false;
            }
        }
        match self.pins[..self.npins]
            .iter()
            .find(|(sq, _, _)| *sq == mv.from)
        {
            Some(&(_, v, pinner)) if !between_or_at(self.king, v, pinner, mv.to) => {
                let Some(piece) = pos.piece_at(pinner) else {
                    return true;
                };
                let c = Capture {
                    from: pinner,
                    piece,
                    nature: Nature::Ride { step: (-v.0, -v.1) },
                };
                !capture_counts_after(pos, mv, c, self.king, rs)
            }
            _ => true,
        }
    }
}

/// Whether every condition lets the capture `c` of `target` count once `mv` is played.
fn capture_counts_after(
    pos: &Position,
    mv: &Move,
    c: Capture,
    target: Square,
    rs: &Ruleset,
) -> bool {
    rs.capture_filters()
        .iter()
        .all(|r| r.capture_counts_after(pos, mv, c, target, rs))
}

/// Whether `sq` lies on the line from `king` in unit steps `v`, no further than `pinner`: a
/// pinned piece may move along its line, up to taking the pinner, but not jump beyond it.
fn between_or_at(king: Square, v: Vec2, pinner: Square, sq: Square) -> bool {
    let steps = |s: Square| {
        let df = s.file() as i8 - king.file() as i8;
        let dr = s.rank() as i8 - king.rank() as i8;
        multiple(df, dr, v)
    };
    match (steps(sq), steps(pinner)) {
        (Some(k), Some(limit)) => k <= limit,
        _ => false,
    }
}

/// Whether a candidate (already filtered by the conditions) leaves the mover's king safe.
pub fn is_legal_candidate(pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
    if takes_own_king(pos, mv) {
        return false;
    }
    let after = pos.played(mv, rs);
    !in_check(&after, pos.side_to_move(), rs)
}

/// Whether `mv` takes the king of the side that makes it: a neutral king is either side's, and
/// neither side may take it (Popeye finds no such move: a side is left without its king).
#[inline]
fn takes_own_king(pos: &Position, mv: &Move) -> bool {
    mv.captured
        .is_some_and(|v| v.is(PieceKind::King) && v.colour().movable_by(pos.side_to_move()))
}

/// Whether the side to move is in check.
pub fn side_in_check(pos: &Position, rs: &Ruleset) -> bool {
    in_check(pos, pos.side_to_move(), rs)
}

/// Pseudo-legal moves of the side to move with every condition applied, before the
/// king-safety test.
pub fn generate_candidates(pos: &Position, rs: &Ruleset, out: &mut MoveList) {
    candidates(pos, rs, out, &mut Generation::default())
}

/// `generate_candidates`, told by `generation.unchecked` when the side to move is known not to
/// be in check.
#[inline]
fn candidates(pos: &Position, rs: &Ruleset, out: &mut MoveList, generation: &mut Generation) {
    if rs.has_attributes() {
        return candidates_with_attributes(pos, rs, out, generation);
    }
    if !rs.hooks().is_empty() {
        return candidates_by_rules(pos, rs, out, generation);
    }
    let side = pos.side_to_move();
    for from in pos.movable_by(side).iter() {
        let Some(piece) = Piece::from_cell(pos.cell(from.mailbox())) else {
            continue;
        };
        piece_moves_followed(pos, side, from, piece, rs, out, &Unfollowed);
    }
    castling_moves(pos, side, rs, out, generation.unchecked);
}

/// `candidates` when pieces have attributes: the moves as without them, then what the
/// attributes change. A kamikaze pawn that captures on its last rank vanishes unpromoted (one
/// move, Popeye's `kPd2*c1[-bkPc1]`); where chameleons stand in the diagram, a pawn that is none
/// may promote into a chameleon of the kinds of the chameleon sequence (`=Q=c`); a royal
/// kamikaze piece may not capture where that loses its side's king.
#[inline(never)]
fn candidates_with_attributes(
    pos: &Position,
    rs: &Ruleset,
    out: &mut MoveList,
    generation: &mut Generation,
) {
    let start = out.len();
    if rs.hooks().is_empty() {
        let side = pos.side_to_move();
        for from in pos.movable_by(side).iter() {
            let Some(piece) = Piece::from_cell(pos.cell(from.mailbox())) else {
                continue;
            };
            piece_moves_followed(pos, side, from, piece, rs, out, &Unfollowed);
        }
        castling_moves(pos, side, rs, out, generation.unchecked);
    } else {
        candidates_by_rules(pos, rs, out, generation);
    }
    let side = pos.side_to_move();
    let king = pos.king(side);
    let mut i = start;
    while i < out.len() {
        let mv = out[i];
        let a = pos.attributes(mv.from);
        if a.contains(Attribute::Kamikaze)
            && mv.captured.is_some()
            && king == Some(mv.from)
            && pos.played(&mv, rs).king(side).is_none()
        {
            // A royal kamikaze piece's capture that leaves its side without a king (no
            // rebirth brings it back) is no move: Popeye refuses every move that loses the
            // mover's king where kamikaze pieces stand (`1.rkQd1*d4` is not played).
            out.remove(i);
            continue;
        }
        if let (Some(_), Some(_)) = (mv.promotion, mv.captured) {
            if a.contains(Attribute::Kamikaze)
                && matches!(mv.promotion, Some(Promotion::Piece(_)))
                && !rs.reborns_kamikaze_capturers()
            {
                // One move instead of one per promotion: keep the first, unpromoted.
                let first = out[start..i].iter().any(|m| {
                    m.from == mv.from
                        && m.to == mv.to
                        && m.captured.is_some()
                        && m.promotion.is_none()
                });
                if first {
                    out.remove(i);
                } else {
                    out[i].promotion = None;
                    i += 1;
                }
                continue;
            }
        }
        if let Some(Promotion::Piece(kind)) = mv.promotion {
            if rs.chameleon_promotions()
                && !rs.promotion_is_walk_change()
                && !a.contains(Attribute::Chameleon)
                && rs.chameleon_next(kind) != kind
                && !mv.promotee.contains(Attribute::Chameleon)
            {
                out.push(Move {
                    promotee: mv
                        .promotee
                        .with(Attributes::NONE.with(Attribute::Chameleon)),
                    ..mv
                });
            }
        }
        i += 1;
    }
    if !rs.hopper_promotions().is_empty() {
        // (A chameleon of a walk of the sequence is promoted into by another round of
        // Popeye's: a walk with no promotion there does not end the iteration.)
        let goes_on = |k: PieceKind| rs.chameleon_promotions() && rs.chameleon_next(k) != k;
        super::hopper_promotions::expand(rs.hopper_promotions(), out, start, goes_on);
    }
}

/// `candidates` under conditions: each hook in the registry's order.
#[inline(never)]
fn candidates_by_rules(
    pos: &Position,
    rs: &Ruleset,
    out: &mut MoveList,
    generation: &mut Generation,
) {
    if rs.uses(Hooks::CANDIDATES) {
        if let Some(r) = rs.with(Hooks::CANDIDATES).next() {
            r.candidates(pos, rs, out);
            return;
        }
    }
    let side = pos.side_to_move();
    let start = out.len();
    if rs.uses(Hooks::WALK) {
        let walked = rs
            .with(Hooks::WALK)
            .any(|r| r.walk_pieces(pos, rs, out, generation));
        generation.walked = walked;
    }
    if !generation.walked {
        for from in pos.movable_by(side).iter() {
            let Some(piece) = Piece::from_cell(pos.cell(from.mailbox())) else {
                continue;
            };
            piece_moves_followed(pos, side, from, piece, rs, out, &Unfollowed);
        }
    }
    for r in rs.with(Hooks::EXTRA) {
        r.extra_candidates(pos, rs, out);
    }
    match rs.with(Hooks::CASTLING).next() {
        Some(r) => r.castling(pos, rs, out),
        None => castling_moves(pos, side, rs, out, generation.unchecked),
    }
    for r in rs.with(Hooks::AMEND) {
        r.amend(pos, rs, out, start, generation);
    }
}

/// Pseudo-legal moves of one piece (no castling, no conditions).
pub fn piece_moves(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    rs: &Ruleset,
    out: &mut MoveList,
) {
    piece_moves_followed(pos, side, from, piece, rs, out, &Unfollowed)
}

/// What a condition that walks the pieces its own way (`Rules::walk_pieces`) asks of each
/// leap and ride while the core's walk makes it.
pub trait Follow {
    /// Whether the step by mailbox offset `d` from the piece's square may be made: a leap's
    /// whole requirement, and a ride's for each of its steps, asked in walking order as the
    /// ride goes (tokens that walk with the piece, for example).
    fn clear(&self, d: isize) -> bool;

    /// Whether a move arriving on `to` is to be made at all (a condition may leave out moves
    /// that would do nothing it needs). Asked before each move is pushed; by default every
    /// move is kept.
    #[inline(always)]
    fn arrives(&self, _to: Square) -> bool {
        true
    }
}

/// Nothing to follow: the orthodox walks.
pub struct Unfollowed;

impl Follow for Unfollowed {
    #[inline]
    fn clear(&self, _: isize) -> bool {
        true
    }
}

/// `piece_moves` keeping only the leaps and rides `follow` allows.
#[inline]
pub(crate) fn piece_moves_followed<F: Follow>(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    rs: &Ruleset,
    out: &mut MoveList,
    follow: &F,
) {
    walk_moves_followed(pos, side, from, piece, walk::of(piece), rs, out, follow)
}

/// The pseudo-legal moves of `piece` on `from` moving with the walk of `kind`, which a rule
/// lends it (`Hooks::LEND`: Annan chess). Promotion belongs to the piece: a pawn that reaches
/// its last rank with another walk promotes, a piece that moves there as a pawn does not.
pub fn lent_moves(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    kind: PieceKind,
    rs: &Ruleset,
    out: &mut MoveList,
) {
    let start = out.len();
    walk_moves(pos, side, from, piece, walk::walk(kind), rs, out);
    let last = pos.last_rank(side);
    let pawn = piece.kind() == PieceKind::Pawn;
    if pawn == (kind == PieceKind::Pawn) {
        return;
    }
    let made: Vec<Move> = out.drain(start..).collect();
    for mv in made {
        if pawn && mv.to.rank() == last && !mv.is_exit() {
            for k in rs.promotions.iter() {
                out.push(Move {
                    promotion: Some(Promotion::Piece(k)),
                    ..mv
                });
            }
        } else if !pawn && mv.promotion.is_some() {
            let dup = out[start..]
                .last()
                .is_some_and(|p| p.from == mv.from && p.to == mv.to && p.special == mv.special);
            if !dup {
                out.push(Move {
                    promotion: None,
                    ..mv
                });
            }
        } else {
            out.push(mv);
        }
    }
}

/// The pseudo-legal moves of `piece` on `from` moving as `w` (its own walk, or what a Four
/// imitating piece imitates).
pub(crate) fn walk_moves(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    w: &walk::Walk,
    rs: &Ruleset,
    out: &mut MoveList,
) {
    walk_moves_followed(pos, side, from, piece, w, rs, out, &Unfollowed)
}

// Always inlined: it is `piece_moves_followed` itself, split out to take the walk.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn walk_moves_followed<F: Follow>(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    w: &walk::Walk,
    rs: &Ruleset,
    out: &mut MoveList,
    follow: &F,
) {
    let m = from.mailbox() as isize;
    if let Some(custom) = w.custom {
        if let Some(fairy) = w.fairy_pawn {
            fairy_pawn_moves(pos, side, from, piece, custom, fairy, rs, out, follow);
            return;
        }
        let first = out.len();
        let keep_hops = rs.keeps_hop_duplicates();
        (custom.moves_on_position)(pos, side, from, piece, &mut |mv| {
            // Hops to one square over two hurdles (an eagle's) are one move, as Popeye
            // plays them, unless hurdle attributes stand in the diagram.
            if follow.arrives(mv.to)
                && (keep_hops
                    || !matches!(mv.nature, Nature::WalkedHop { .. })
                    || !out[first..].iter().any(|m| m.to == mv.to))
            {
                out.push(mv);
            }
        });
        return;
    }
    if w.pawn {
        let pawn = PawnRules {
            double_step: pawn_double_step(pos, side, from, rs),
            promotes: true,
        };
        pawn_moves(pos, side, from, piece, pawn, rs, out, follow);
        return;
    }
    for &v in w.leaps {
        let d = delta(v.0, v.1);
        if !follow.clear(d) {
            continue;
        }
        let c = pos.cell((m + d) as usize);
        if c == OFF_BOARD || !follow.arrives(from.stepped(v, 1)) {
            continue;
        }
        let mut mv = Move::new(from, from.stepped(v, 1), piece, Nature::Leap);
        if c != EMPTY {
            let Some(p) = victim(c, side) else { continue };
            mv.captured = Some(p);
        }
        out.push(mv);
    }
    if !w.far_leaps.is_empty() {
        far_leaps(pos, side, from, piece, w.far_leaps, out, follow);
    }
    for &v in w.rides {
        ride(pos, side, from, piece, v, true, out, follow);
    }
    for &v in w.quiet_rides {
        ride(pos, side, from, piece, v, false, out, follow);
    }
    for &v in w.cannons {
        let d = delta(v.0, v.1);
        let Some(mut t) = first_occupied(pos, m, d) else {
            continue;
        };
        let hurdle = Square::from_mailbox(t as usize);
        t += d;
        while pos.cell(t as usize) == EMPTY {
            t += d;
        }
        if let Some(p) = victim(pos.cell(t as usize), side) {
            let to = Square::from_mailbox(t as usize);
            if !follow.arrives(to) {
                continue;
            }
            let mut mv = Move::new(from, to, piece, hop_nature(from, hurdle, v, true));
            mv.captured = Some(p);
            out.push(mv);
        }
    }
    for &v in w.hops {
        let d = delta(v.0, v.1);
        let Some(t) = first_occupied(pos, m, d) else {
            continue;
        };
        let hurdle = Square::from_mailbox(t as usize);
        let c = pos.cell((t + d) as usize);
        if c == OFF_BOARD {
            continue;
        }
        let to = Square::from_mailbox((t + d) as usize);
        if !follow.arrives(to) {
            continue;
        }
        let mut mv = Move::new(from, to, piece, hop_nature(from, hurdle, v, false));
        if c != EMPTY {
            let Some(p) = victim(c, side) else { continue };
            mv.captured = Some(p);
        }
        out.push(mv);
    }
    for l in w.lame {
        if pos.cell((m + delta(l.mid.0, l.mid.1)) as usize) != EMPTY {
            continue;
        }
        let c = pos.cell((m + delta(l.vector.0, l.vector.1)) as usize);
        if c == OFF_BOARD || !follow.arrives(from.stepped(l.vector, 1)) {
            continue;
        }
        let mut mv = Move::new(
            from,
            from.stepped(l.vector, 1),
            piece,
            Nature::Lame { mid: l.mid },
        );
        if c != EMPTY {
            let Some(p) = victim(c, side) else { continue };
            mv.captured = Some(p);
        }
        out.push(mv);
    }
    for &v in w.lions {
        let d = delta(v.0, v.1);
        let Some(mut t) = first_occupied(pos, m, d) else {
            continue;
        };
        let hurdle = Square::from_mailbox(t as usize);
        t += d;
        loop {
            let c = pos.cell(t as usize);
            if c == OFF_BOARD {
                break;
            }
            let to = Square::from_mailbox(t as usize);
            let mut mv = Move::new(from, to, piece, hop_nature(from, hurdle, v, false));
            if c != EMPTY {
                if let Some(p) = victim(c, side) {
                    if follow.arrives(to) {
                        mv.captured = Some(p);
                        out.push(mv);
                    }
                }
                break;
            }
            if follow.arrives(to) {
                out.push(mv);
            }
            t += d;
        }
    }
    if w.nonstop_equihopper {
        let size = pos.size();
        // The hurdles are the men and the holes (as in Popeye: `NEd4-b4` over a hole on c4)
        // halfway to a square of the board: those of the rectangle of squares whose mirror
        // in them is on the board, rank by rank (the order of their arrivals).
        let (ff, fr) = (from.file(), from.rank());
        let files = ff.div_ceil(2)..=(size.width() - 1 + ff) / 2;
        let ranks = fr.div_ceil(2)..=(size.height() - 1 + fr) / 2;
        let hurdles = ranks.flat_map(|r| files.clone().map(move |f| Square::new(f, r)));
        for hurdle in hurdles {
            if hurdle == from || pos.cell(hurdle.mailbox()) == EMPTY {
                continue;
            }
            let df = 2 * (hurdle.file() as i32 - from.file() as i32);
            let dr = 2 * (hurdle.rank() as i32 - from.rank() as i32);
            let Some(to) = from.offset(df, dr, size).filter(|&to| !pos.is_hole(to)) else {
                continue;
            };
            if !follow.arrives(to) {
                continue;
            }
            let mut mv = Move::new(from, to, piece, Nature::NonStop);
            if let Some(p) = pos.piece_at(to) {
                if !p.colour().capturable_by(side) {
                    continue;
                }
                mv.captured = Some(p);
            }
            out.push(mv);
        }
    }
}

/// Leaps found by coordinates (see `Walk::far_leaps`).
#[inline(never)]
fn far_leaps<F: Follow>(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    vectors: &[Vec2],
    out: &mut MoveList,
    follow: &F,
) {
    let size = pos.size();
    for &v in vectors {
        let Some(to) = from.offset(v.0 as i32, v.1 as i32, size) else {
            continue;
        };
        if !follow.clear(delta(v.0, v.1)) || !follow.arrives(to) {
            continue;
        }
        let mut mv = Move::new(from, to, piece, Nature::Leap);
        if let Some(p) = pos.piece_at(to) {
            if !p.colour().capturable_by(side) {
                continue;
            }
            mv.captured = Some(p);
        }
        out.push(mv);
    }
}

fn hop_nature(from: Square, hurdle: Square, step: Vec2, cannon: bool) -> Nature {
    Nature::Hop {
        hurdle: (
            hurdle.file() as i8 - from.file() as i8,
            hurdle.rank() as i8 - from.rank() as i8,
        ),
        step,
        cannon,
    }
}

/// The moves of a ride from `from` by unit steps `v`, as far as the Tokens can follow it,
/// ending on a capture if `captures`.
// Always inlined: a call per ride direction costs more than the ride itself.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn ride<F: Follow>(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    v: Vec2,
    captures: bool,
    out: &mut MoveList,
    follow: &F,
) {
    let d = delta(v.0, v.1);
    let mut t = from.mailbox() as isize + d;
    let mut walked = d;
    let mut to = from.stepped(v, 1);
    // A bound no board reaches: the counted loop compiles to fewer instructions than an open
    // one (callgrind, orthodox perft).
    for _ in 0..i8::MAX {
        if !follow.clear(walked) {
            return;
        }
        let c = pos.cell(t as usize);
        if c == EMPTY {
            if follow.arrives(to) {
                out.push(Move::new(from, to, piece, Nature::Ride { step: v }));
            }
        } else {
            if captures && follow.arrives(to) {
                if let Some(p) = victim(c, side) {
                    let mut mv = Move::new(from, to, piece, Nature::Ride { step: v });
                    mv.captured = Some(p);
                    out.push(mv);
                }
            }
            return;
        }
        t += d;
        walked += d;
        to = to.stepped(v, 1);
    }
}

/// What a pawn's moves from one square may include beyond steps and captures.
#[derive(Clone, Copy)]
pub(crate) struct PawnRules {
    /// The two-square step.
    pub double_step: bool,
    /// Promotion on the last rank (an imitating piece moving as a pawn never promotes).
    pub promotes: bool,
}

/// Whether an orthodox pawn of `side` on `from` has the two-square step: from its second rank,
/// or where a condition says (`Rules::double_step`).
fn pawn_double_step(pos: &Position, side: Side, from: Square, rs: &Ruleset) -> bool {
    let by_rules = || {
        rs.with(Hooks::DOUBLE_STEP)
            .next()
            .and_then(|r| r.double_step(pos, side, from))
    };
    match rs.uses(Hooks::DOUBLE_STEP).then(by_rules).flatten() {
        Some(answer) => answer,
        None => {
            let second = match side {
                Side::White => 1,
                Side::Black => pos.size().height() as i32 - 2,
            };
            from.rank() as i32 == second
        }
    }
}

/// An orthodox pawn's moves (for conditions that make the other pieces' moves their own way).
pub(crate) fn orthodox_pawn_moves(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    rs: &Ruleset,
    out: &mut MoveList,
) {
    let rules = PawnRules {
        double_step: pawn_double_step(pos, side, from, rs),
        promotes: true,
    };
    pawn_moves(pos, side, from, piece, rules, rs, out, &Unfollowed);
}

/// A pawn's moves (of `piece`, which may be an imitating piece moving as a pawn).
#[allow(clippy::too_many_arguments)]
#[inline]
pub(crate) fn pawn_moves<F: Follow>(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    rules: PawnRules,
    rs: &Ruleset,
    out: &mut MoveList,
    follow: &F,
) {
    // Popeye's pawn on its own first rank stands still, unless a condition says otherwise
    // (`Rules::base_rank_pawns_move`).
    if from.rank() == pos.home_rank(side) && !rs.base_rank_pawns_move() {
        return;
    }
    let fwd = side.forward();
    let m = from.mailbox() as isize;
    let last = pos.last_rank(side);
    let push = |mv: Move, out: &mut MoveList| {
        if rules.promotes && mv.to.rank() == last {
            promotions(mv, rs, out)
        } else {
            out.push(mv)
        }
    };
    // Steps forward.
    let one = m + delta(0, fwd);
    if pos.cell(one as usize) == EMPTY && follow.clear(delta(0, fwd)) {
        push(
            Move::new(from, from.stepped((0, fwd), 1), piece, Nature::Leap),
            out,
        );
        if rules.double_step
            && pos.cell((one + delta(0, fwd)) as usize) == EMPTY
            && follow.clear(2 * delta(0, fwd))
        {
            let mut mv = Move::new(
                from,
                from.stepped((0, fwd), 2),
                piece,
                Nature::Ride { step: (0, fwd) },
            );
            mv.special = Special::DoubleStep;
            push(mv, out);
        }
    }
    // Captures, en passant included.
    for df in [-1i8, 1] {
        let c = pos.cell((m + delta(df, fwd)) as usize);
        if c == OFF_BOARD || !follow.clear(delta(df, fwd)) {
            continue;
        }
        let to = from.stepped((df, fwd), 1);
        if let Some(p) = victim(c, side) {
            let mut mv = Move::new(from, to, piece, Nature::Leap);
            mv.captured = Some(p);
            push(mv, out);
        } else if c == EMPTY {
            if let Some(ep) = pos.en_passant() {
                if ep.skips(to) {
                    if let Some(p) = pos
                        .piece_at(ep.victim)
                        .filter(|p| p.colour().capturable_by(side))
                    {
                        let mut mv = Move::new(from, to, piece, Nature::Leap);
                        mv.captured = Some(p);
                        mv.special = Special::EnPassant { victim: ep.victim };
                        push(mv, out);
                    }
                }
            }
        }
    }
}

/// A fairy pawn's moves: its custom walk's, promoting on the last rank, and its captures en
/// passant (see `pieces::locusts::pawns`).
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn fairy_pawn_moves<F: Follow>(
    pos: &Position,
    side: Side,
    from: Square,
    piece: Piece,
    custom: &CustomWalk,
    fairy: &FairyPawn,
    rs: &Ruleset,
    out: &mut MoveList,
    follow: &F,
) {
    let last = pos.last_rank(if fairy.reverse { side.opponent() } else { side });
    let mut add = |mv: Move| {
        if !follow.arrives(mv.to) {
            return;
        }
        if mv.to.rank() != last || !fairy.promotes {
            out.push(mv);
        } else if fairy.marine {
            marine_promotions(mv, rs, out);
        } else {
            promotions(mv, rs, out);
        }
    };
    (custom.moves_on_position)(pos, side, from, piece, &mut add);
    if from.rank() == pos.home_rank(side) && rs.base_rank_pawns_move() {
        super::pieces::hunters::first_rank_moves(pos, side, from, piece, &mut add);
    }
    let Some(ep) = pos.en_passant() else {
        return;
    };
    let Some(victim) = pos
        .piece_at(ep.victim)
        .filter(|p| p.colour().capturable_by(side))
    else {
        return;
    };
    // An e.p. capture arriving on `to`, having passed `passed` (a square the pawn skipped).
    let mut take = |passed: Square, to: Square| {
        if ep.skips(passed) && pos.is_empty_square(to) && follow.arrives(to) {
            let mut mv = Move::new(from, to, piece, Nature::Leap);
            mv.captured = Some(victim);
            mv.special = Special::EnPassant { victim: ep.victim };
            out.push(mv);
        }
    };
    let fwd = side.forward();
    for &(df, dr) in fairy.ep_steps {
        if let Some(to) = from.offset(df as i32, (dr * fwd) as i32, pos.size()) {
            take(to, to);
        }
    }
    if fairy.ep_over {
        // Over the square passed, diagonally forward, to the empty square beyond.
        for df in [-1i32, 1] {
            let fwd = fwd as i32;
            let Some(over) = from.offset(df, fwd, pos.size()) else {
                continue;
            };
            if let Some(to) = over.offset(df, fwd, pos.size()) {
                take(over, to);
            }
        }
    }
}

/// A marine pawn's promotions (`Ruleset::marine_promotions`).
fn marine_promotions(mv: Move, rs: &Ruleset, out: &mut MoveList) {
    for kind in rs.marine_promotions.iter() {
        out.push(Move {
            promotion: Some(Promotion::Piece(kind)),
            ..mv
        });
    }
}

fn promotions(mv: Move, rs: &Ruleset, out: &mut MoveList) {
    for kind in rs.promotions.iter() {
        out.push(Move {
            promotion: Some(Promotion::Piece(kind)),
            ..mv
        });
    }
    if rs.uses(Hooks::PROMOTIONS) {
        for r in rs.with(Hooks::PROMOTIONS) {
            r.promotions(&mv, out);
        }
    }
}

/// The castlings whose king and rook stand unmoved on their squares with the squares between
/// empty (orthodox castling exists on 8-file boards), kingside first: each move with the square
/// the king passes. Check and the passage are left to the caller, whose condition says what
/// they mean.
pub(crate) fn castling_candidates(
    pos: &Position,
    side: Side,
) -> impl Iterator<Item = (Move, Square)> + '_ {
    let rights = pos.castling();
    let rank = pos.home_rank(side);
    let king_sq = Square::new(4, rank);
    let king = Piece::new(side.colour(), PieceKind::King);
    // A neutral rook castles with either king, as Popeye has it (corpus 4_69_to_4_71 #5:
    // `1.0-0` with a neutral rook on h8).
    let rook_of = move |p: Option<Piece>| {
        p.is_some_and(|p| {
            p.kind() == PieceKind::Rook
                && matches!(p.colour(), c if c == side.colour() || c == Colour::Neutral)
        })
    };
    let possible =
        rights.king_unmoved(side) && pos.size().width() == 8 && pos.piece_at(king_sq) == Some(king);
    [true, false]
        .into_iter()
        .filter(move |&kingside| possible && rights.rook_unmoved(side, kingside))
        .filter_map(move |kingside| {
            let (rook_file, between, king_to, rook_to): (u8, &[u8], u8, u8) = if kingside {
                (7, &[5, 6], 6, 5)
            } else {
                (0, &[1, 2, 3], 2, 3)
            };
            let rook_from = Square::new(rook_file, rank);
            if !rook_of(pos.piece_at(rook_from))
                || between
                    .iter()
                    .any(|&f| !pos.is_empty_square(Square::new(f, rank)))
            {
                return None;
            }
            let mut mv = Move::new(king_sq, Square::new(king_to, rank), king, Nature::Castling);
            mv.special = Special::Castling {
                rook_from,
                rook_to: Square::new(rook_to, rank),
            };
            Some((mv, Square::new(if kingside { 5 } else { 3 }, rank)))
        })
}

/// Orthodox castling: the candidates, with the king not in check and not passing an attacked
/// square. The arrival square is judged with the other moves, by legality. A condition may
/// forbid a castling first (`Rules::admits_castling`): the cheapest test, and the one that
/// fails most where it applies.
fn castling_moves(pos: &Position, side: Side, rs: &Ruleset, out: &mut MoveList, unchecked: bool) {
    let mut checked: Option<bool> = None;
    for (mv, passage) in castling_candidates(pos, side) {
        if rs.uses(Hooks::ADMITS_CASTLING)
            && rs
                .with(Hooks::ADMITS_CASTLING)
                .any(|r| r.admits_castling(pos, rs, &mv, passage) == Some(false))
        {
            continue;
        }
        if !unchecked && *checked.get_or_insert_with(|| in_check(pos, side, rs)) {
            return;
        }
        if !passage_is_safe(pos, side, mv.from, passage, rs) {
            continue;
        }
        out.push(mv);
    }
}

/// The king's single step to the passage square must be a legal move in its own right (where
/// a condition filters captures, with that filter: castling's own admission, already asked,
/// covers the rest).
fn passage_is_safe(pos: &Position, side: Side, from: Square, to: Square, rs: &Ruleset) -> bool {
    if rs.uses(Hooks::PASSAGE) {
        if let Some(answer) = rs
            .with(Hooks::PASSAGE)
            .find_map(|r| r.passage_is_safe(pos, side, from, to, rs))
        {
            return answer;
        }
    }
    if rs.uses(Hooks::CAPTURE_FILTER)
        && rs
            .capture_filters()
            .iter()
            .any(|r| r.refusal_uncertain(pos))
    {
        let king = Piece::new(side.colour(), PieceKind::King);
        return king_step_safe_filtered(pos, &Move::new(from, to, king, Nature::Leap), from, rs);
    }
    !is_attacked(pos, to, side.opponent(), rs)
}

/// Whether the king's plain step `mv` from `king` leaves it out of check where conditions
/// filter captures: no orthodox capture of its arrival counts once the step is played.
fn king_step_safe_filtered(pos: &Position, mv: &Move, king: Square, rs: &Ruleset) -> bool {
    let by = pos.side_to_move().opponent();
    !any_capture_with_vacated(
        pos,
        mv.to,
        by,
        rs.attackers(by),
        king,
        rs.base_rank_pawns_observe(),
        |c| capture_counts_after(pos, mv, c, mv.to, rs),
    )
}

/// Whether `mv` (of the side to move) may give check. `false` means it surely does not, so a
/// mate search can skip it without playing it. See [`CheckFilter`]; a caller that asks about
/// many moves of one position makes the filter once.
pub fn may_give_check(pos: &Position, mv: &Move, rs: &Ruleset) -> bool {
    CheckFilter::new(pos, rs).may(pos, mv)
}

/// Which moves of a position may give check, by geometry. Conservative wherever the answer
/// would need more than geometry: special moves, promotions, rebirths, hurdle pieces and
/// neutral pieces always count as possible checks, and so does every move under a condition
/// that makes attacks its own, or that filters them in this position when an attack it
/// filters exists (moving tokens, or a move that paralyses the paralyser, can make that
/// attack count). Moves that displace more than the mover, or whose mover arrives as another
/// piece, count as possible checks. What depends on the position alone is settled once.
pub struct CheckFilter {
    /// Every move may check (`Some(true)`), none may (`Some(false)`), or ask the geometry.
    all: Option<bool>,
    king: Square,
    nightriders: bool,
    /// Attributed men are about: one that moves may arrive as another.
    attributes: bool,
    /// A capture's aftermath may move or take other men (Breton, Kobul kings).
    aftermath: bool,
}

impl CheckFilter {
    pub fn new(pos: &Position, rs: &Ruleset) -> CheckFilter {
        let side = pos.side_to_move();
        let mut filter = CheckFilter {
            all: Some(true),
            king: Square::from_index(0),
            nightriders: false,
            attributes: rs.has_attributes(),
            aftermath: rs.uses(Hooks::AFTER_MOVE | Hooks::MOVES_OTHERS),
        };
        if pos.ghost_count() > 0 {
            // A piece coming back from the underworld may check, or a king come back into check.
            return filter;
        }
        let Some(king) = pos.king(side.opponent()) else {
            // Without a king only a condition that answers what check is can see one, or a
            // capture that leaves a side of several kings with a single, royal one, or a move
            // that gives the side a king: a half-neutral king of the mover's turns neutral
            // (BEISPIEL halbneut #12: `0-0=nh #` mates a side that had no king).
            filter.all = Some(rs.uses(Hooks::ATTACK) || rs.several_kings() || filter.attributes);
            return filter;
        };
        if rs.uses(Hooks::ATTACK)
            // The piece that arrives is not the one that left: a condition that makes the
            // move its own way (Einstein, chameleon chess) changes it.
            || rs.uses(Hooks::MAKE)
            || !pos.occupied_by(Colour::Neutral).is_empty()
            || (rs.attackers(side).intersects(NOT_PINNING) && has_unpinning_man(pos, side))
            || (rs.uses(Hooks::CAPTURE_FILTER) && filtered_attack(pos, king, side, rs))
        {
            return filter;
        }
        filter.all = None;
        filter.king = king;
        filter.nightriders = rs.attackers(side).intersects(KNIGHT_RIDERS);
        filter
    }

    /// Whether `mv`, a move of the position the filter was made for, may give check.
    #[inline]
    pub fn may(&self, pos: &Position, mv: &Move) -> bool {
        self.may_after(pos, mv, self.aftermath)
    }

    /// Whether `mv` (a capture before its rebirth is added) may give check before a
    /// condition's aftermath of the capture: a condition whose only aftermath puts back a
    /// piece of the side that would be checked, which can only block its attackers' lines,
    /// may leave out the captures this denies (Cage Circe, before it seeks their cages).
    /// Every move may while the side to move has a man that a man put back may unpin (a
    /// hopper), or a neutral man stands on the board.
    #[inline]
    pub fn may_before_aftermath(&self, pos: &Position, mv: &Move) -> bool {
        self.may_after(pos, mv, false)
    }

    #[inline(always)]
    fn may_after(&self, pos: &Position, mv: &Move, aftermath: bool) -> bool {
        if let Some(all) = self.all {
            return all;
        }
        if !matches!(mv.special, Special::Plain | Special::DoubleStep)
            || mv.promotion.is_some()
            || !as_orthodox(mv)
            // An attribute (chameleon, half-neutral, volage) may change the man that arrives.
            || (self.attributes && !pos.attributes(mv.from).is_empty())
            || (mv.captured.is_some() && aftermath)
        {
            return true;
        }
        let (king, side) = (self.king, pos.side_to_move());
        // A discovered check needs the departure square on a line from the king.
        if on_a_line(king, mv.from, self.nightriders) && may_discover(pos, king, mv.from, side) {
            return true;
        }
        let df = king.file() as i8 - mv.to.file() as i8;
        let dr = king.rank() as i8 - mv.to.rank() as i8;
        let w = walk(mv.piece.kind());
        if w.pawn {
            return dr == side.forward() && df.abs() == 1;
        }
        if w.leaps.contains(&(df, dr)) || w.far_leaps.contains(&(df, dr)) {
            return true;
        }
        let empty = |sq: Square| sq == mv.from || pos.is_empty_square(sq);
        for &v in w.rides {
            if let Some(m) = multiple(df, dr, v) {
                if (1..m).all(|j| empty(mv.to.stepped(v, j))) {
                    return true;
                }
            }
        }
        for l in w.lame {
            if l.vector == (df, dr) && empty(mv.to.stepped(l.mid, 1)) {
                return true;
            }
        }
        false
    }
}

/// Whether a capture of `king` by the side to move exists that a condition's filter refuses
/// now (a paralysed checker, tokens): any move might make it count.
fn filtered_attack(pos: &Position, king: Square, side: Side, rs: &Ruleset) -> bool {
    rs.capture_filters()
        .iter()
        .any(|r| r.refusal_uncertain(pos))
        || crate::rules::attack::any_capture_observing(
            pos,
            king,
            side,
            rs.attackers(side),
            rs.base_rank_pawns_observe(),
            |_| true,
        )
}

/// Whether `side` has a man on the board whose attacks a move of another man can make
/// (a hopper given a hurdle, a custom walk): the attackers count the kinds pawns may promote
/// to, and a promotion counts as a possible check anyway.
fn has_unpinning_man(pos: &Position, side: Side) -> bool {
    pos.movable_by(side)
        .iter()
        .any(|sq| pos.piece_at(sq).is_some_and(|p| NOT_PINNING.has(p)))
}

/// Whether leaving `from`, a square on a line from `king`, may uncover an attack on it: the
/// line between them is open, and beyond `from` the first man on it is one `side` may move
/// (whether its walk rides that way is left to the move's play).
fn may_discover(pos: &Position, king: Square, from: Square, side: Side) -> bool {
    let df = from.file() as i8 - king.file() as i8;
    let dr = from.rank() as i8 - king.rank() as i8;
    let g = gcd(df.unsigned_abs(), dr.unsigned_abs()) as i8;
    let v = (df / g, dr / g);
    let size = pos.size();
    let mut sq = king;
    loop {
        match sq.offset(v.0 as i32, v.1 as i32, size) {
            Some(next) if next == from => break,
            Some(next) if pos.is_empty_square(next) => sq = next,
            _ => return false,
        }
    }
    let mut sq = from;
    loop {
        match sq.offset(v.0 as i32, v.1 as i32, size) {
            Some(next) if pos.is_empty_square(next) => sq = next,
            Some(next) => return pos.movable_by(side).contains(next),
            None => return false,
        }
    }
}

fn gcd(a: u8, b: u8) -> u8 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// `Some(m)` when (df, dr) is m > 0 times v.
fn multiple(df: i8, dr: i8, v: Vec2) -> Option<i8> {
    let m = if v.0 != 0 { df / v.0 } else { dr / v.1 };
    (m > 0 && v.0 * m == df && v.1 * m == dr).then_some(m)
}

/// Whether a rider could see `king` through `sq` (queen lines, and knight lines when
/// nightriders are about).
#[inline]
fn on_a_line(king: Square, sq: Square, nightriders: bool) -> bool {
    let df = (king.file() as i8 - sq.file() as i8).abs();
    let dr = (king.rank() as i8 - sq.rank() as i8).abs();
    df == 0 || dr == 0 || df == dr || (nightriders && (df == 2 * dr || dr == 2 * df))
}

/// The mailbox index of the first piece from `m` along `d` (a hopper's, cannon's or lion's
/// hurdle), or `None` where the line leaves the board first.
#[inline]
fn first_occupied(pos: &Position, m: isize, d: isize) -> Option<isize> {
    let mut t = m + d;
    while pos.cell(t as usize) == EMPTY {
        t += d;
    }
    (pos.cell(t as usize) != OFF_BOARD).then_some(t)
}
