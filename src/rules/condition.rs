//! The condition interface: what a fairy condition is to the rules core.
//!
//! A condition is two things. As data on a problem it is a value of its own options type
//! (`Options`), held behind the [`Condition`] handle so that problems, twins and sessions can
//! carry any condition without naming it. For play it compiles into a [`Rules`] object whose
//! hooks move generation, attack detection, legality and move application call. The core
//! defines both traits and never names a condition; the conditions (`crate::conditions`)
//! implement them, and their registry says which exist.
//!
//! A hook a ruleset does not use costs nothing on the hot path: the ruleset keeps the union of
//! its conditions' [`Hooks`] and asks a hook's callers only when its bit is set, so orthodox play
//! tests one word and goes on.

use std::any::Any;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::attack::Capture;
use super::moves::{Move, MoveList};
use super::piece::{Attributes, Piece, PieceKind, Side};
use super::position::{Allowances, Position};
use super::ruleset::{KindSet, Ruleset};
use super::square::Square;

/// How tokens follow the moves (see [`Rules::token_shift`]): every token of a colour the mover
/// may move is displaced by the moving piece's vector (and stays where that would leave the
/// board); castling displaces them by the given vectors instead. A promotion into a token
/// ([`Promotion::Token`](super::moves::Promotion::Token)) adds a neutral token on the
/// promotion square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TokenShift {
    /// The displacement of a castling with the rook on the king's right (towards h).
    pub short_castling: (i8, i8),
    /// The displacement of a castling with the rook on the king's left (towards a).
    pub long_castling: (i8, i8),
}

impl TokenShift {
    /// The displacement `mv` gives the tokens.
    #[inline]
    pub fn of(&self, mv: &super::moves::Move) -> (i8, i8) {
        match mv.special {
            super::moves::Special::Castling { rook_from, .. } => {
                if rook_from.file() > mv.from.file() {
                    self.short_castling
                } else {
                    self.long_castling
                }
            }
            _ => mv.vector(),
        }
    }
}

/// A condition's options: the condition as a problem states it.
pub trait Options: Clone + PartialEq + Eq + Hash + fmt::Debug + Send + Sync + 'static {
    /// The registry's name of the condition (lower case, words separated by spaces), which sessions write.
    const NAME: &'static str;

    /// The rules the condition adds for play starting from `diagram`.
    fn rules(&self, diagram: &Position) -> Arc<dyn Rules>;

    /// Why the solver cannot play the condition from `diagram` (a combination with the
    /// diagram's pieces it does not play as Popeye does), in words for a message; `None`
    /// when it can.
    fn refuses(&self, _diagram: &Position) -> Option<String> {
        None
    }

    /// The attributes Popeye takes from every piece under the condition, as it solves: those
    /// it makes no difference to (the Volage condition makes every piece volage) or clears
    /// (RoyalDynasty clears royalty). See [`super::attributes::absorb`].
    fn absorbed_attributes(&self) -> Attributes {
        Attributes::NONE
    }

    /// The position state the condition owns (a twin that drops the condition drops it).
    fn state(&self) -> State {
        State::NONE
    }

    /// What the condition calls the tokens it owns (`State::TOKENS`), capitalised as in
    /// messages; `None` when it owns none.
    fn token_name(&self) -> Option<&'static str> {
        None
    }

    /// The lines Popeye prints for the condition in a twin's description, `pos` being the
    /// position after the twin (its Popeye keyword and option words).
    fn twin_lines(&self, pos: &Position) -> Vec<String>;

    /// Whether pawns may stand on their promotion rank (still pawns there) under the
    /// condition: positions are then validated without that rule.
    fn last_rank_pawns(&self) -> bool {
        false
    }

    /// Whether a side may have several kings under the condition (a king is then royal only
    /// while it is its side's only one: [`Position::settle_kings`]).
    fn several_kings(&self) -> bool {
        false
    }

    /// Whether the solver plays Bul and Dob pieces (hoppers that move their hurdle,
    /// `rules::bul_dob`) beside the condition: where their move lists equal Popeye's under it.
    /// Refused elsewhere.
    fn plays_bul_dob(&self) -> bool {
        false
    }

    /// The condition as it binds `side`, where it is stated without a side and binds the side
    /// the stipulation restricts (Popeye's uncoloured `Maximummer`): the solver puts it in the
    /// condition's place once the stipulation tells the side (`solver::restricted`). `None`:
    /// the condition says whom it binds.
    fn for_side(&self, side: Side) -> Option<Condition> {
        let _ = side;
        None
    }
}

/// The object-safe face of [`Options`], for the handle.
trait AnyOptions: Send + Sync + fmt::Debug {
    fn name(&self) -> &'static str;
    fn rules(&self, diagram: &Position) -> Arc<dyn Rules>;
    fn refuses(&self, diagram: &Position) -> Option<String>;
    fn absorbed_attributes(&self) -> Attributes;
    fn state(&self) -> State;
    fn token_name(&self) -> Option<&'static str>;
    fn twin_lines(&self, pos: &Position) -> Vec<String>;
    fn last_rank_pawns(&self) -> bool;
    fn several_kings(&self) -> bool;
    fn plays_bul_dob(&self) -> bool;
    fn for_side(&self, side: Side) -> Option<Condition>;
    fn eq_dyn(&self, other: &dyn AnyOptions) -> bool;
    fn hash_dyn(&self, state: &mut dyn Hasher);
    fn as_any(&self) -> &dyn Any;
}

impl<T: Options> AnyOptions for T {
    fn name(&self) -> &'static str {
        T::NAME
    }
    fn rules(&self, diagram: &Position) -> Arc<dyn Rules> {
        Options::rules(self, diagram)
    }
    fn refuses(&self, diagram: &Position) -> Option<String> {
        Options::refuses(self, diagram)
    }
    fn absorbed_attributes(&self) -> Attributes {
        Options::absorbed_attributes(self)
    }
    fn state(&self) -> State {
        Options::state(self)
    }
    fn token_name(&self) -> Option<&'static str> {
        Options::token_name(self)
    }
    fn twin_lines(&self, pos: &Position) -> Vec<String> {
        Options::twin_lines(self, pos)
    }
    fn last_rank_pawns(&self) -> bool {
        Options::last_rank_pawns(self)
    }
    fn several_kings(&self) -> bool {
        Options::several_kings(self)
    }
    fn plays_bul_dob(&self) -> bool {
        Options::plays_bul_dob(self)
    }
    fn for_side(&self, side: Side) -> Option<Condition> {
        Options::for_side(self, side)
    }
    fn eq_dyn(&self, other: &dyn AnyOptions) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn hash_dyn(&self, mut state: &mut dyn Hasher) {
        T::NAME.hash(&mut state);
        self.hash(&mut state);
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A condition with its options, as problems, twins and sessions hold it.
#[derive(Clone)]
pub struct Condition(Arc<dyn AnyOptions>);

impl Condition {
    pub fn new<T: Options>(options: T) -> Condition {
        Condition(Arc::new(options))
    }
    /// The registry's name (`Options::NAME`).
    pub fn name(&self) -> &'static str {
        self.0.name()
    }
    /// The options, when the condition is `T`'s.
    pub fn options<T: Options>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
    pub fn is<T: Options>(&self) -> bool {
        self.options::<T>().is_some()
    }
    pub fn rules(&self, diagram: &Position) -> Arc<dyn Rules> {
        self.0.rules(diagram)
    }
    /// Why the solver cannot play the condition from `diagram` ([`Options::refuses`]); and,
    /// for every condition that judges attacks its own way (`Hooks::ATTACK`: Annan's walks,
    /// Madrasi's paralysis, Mars Circe's observation from the rebirth square…), pieces whose
    /// attribute changes what observes (paralysing, patrol): the two would each judge
    /// observation without the other, and the check or paralysis one of them makes the other
    /// would miss. (A condition that only filters captures, `Hooks::CAPTURE_FILTER`, asks
    /// the attributes' filters too.)
    pub fn refuses(&self, diagram: &Position) -> Option<String> {
        self.0.refuses(diagram).or_else(|| {
            let attribute = super::attributes::observation_attribute(diagram)?;
            let rules = self.0.rules(diagram);
            let own = rules.hooks().any(Hooks::ATTACK) && !rules.attacks_ask_capture_filters();
            own.then(|| {
                let lines = self.0.twin_lines(diagram);
                let condition = lines.first().map_or(self.0.name(), String::as_str);
                format!(
                    "{} pieces with {condition} (feerie judges observation by one or the other)",
                    attribute.name(),
                )
            })
        })
    }
    /// The attributes Popeye takes from every piece under the condition
    /// ([`Options::absorbed_attributes`]).
    pub fn absorbed_attributes(&self) -> Attributes {
        self.0.absorbed_attributes()
    }
    /// Whether the solver plays Bul and Dob pieces beside the condition
    /// ([`Options::plays_bul_dob`]).
    pub fn plays_bul_dob(&self) -> bool {
        self.0.plays_bul_dob()
    }
    pub fn state(&self) -> State {
        self.0.state()
    }
    pub fn token_name(&self) -> Option<&'static str> {
        self.0.token_name()
    }
    pub fn twin_lines(&self, pos: &Position) -> Vec<String> {
        self.0.twin_lines(pos)
    }
    /// The condition as it binds `side`, if stated without a side ([`Options::for_side`]).
    pub fn for_side(&self, side: Side) -> Option<Condition> {
        self.0.for_side(side)
    }

    /// Whether the condition is stated without a side and binds the side the stipulation
    /// restricts ([`Options::for_side`]).
    pub fn binds_restricted_side(&self) -> bool {
        self.0.for_side(Side::White).is_some()
    }

    /// Whether pawns may stand on their promotion rank ([`Options::last_rank_pawns`]).
    pub fn last_rank_pawns(&self) -> bool {
        self.0.last_rank_pawns()
    }
    /// What `conditions` allow in a position beyond the core's rules: pawns on their promotion
    /// rank ([`Options::last_rank_pawns`]), several kings per side
    /// ([`Options::several_kings`]).
    pub fn allowances(conditions: &[Condition]) -> Allowances {
        Allowances {
            last_rank_pawns: conditions.iter().any(Condition::last_rank_pawns),
            several_kings: conditions.iter().any(|c| c.0.several_kings()),
        }
    }
}

impl<T: Options> From<T> for Condition {
    fn from(options: T) -> Condition {
        Condition::new(options)
    }
}

impl PartialEq for Condition {
    fn eq(&self, other: &Condition) -> bool {
        self.0.eq_dyn(&*other.0)
    }
}

impl Eq for Condition {}

impl Hash for Condition {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash_dyn(state)
    }
}

impl fmt::Debug for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Parts of a position's state that belong to conditions rather than to chess itself.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct State(u8);

impl State {
    pub const NONE: State = State(0);
    /// The tokens on the board (`Position::tokens`).
    pub const TOKENS: State = State(1);
    /// A captured piece awaiting its rebirth (`Position::pending_rebirth`).
    pub const PENDING: State = State(2);
    /// Castling rights read from any array (`Position::qi_castling`).
    pub const QI: State = State(4);
    /// The kinds the last moves were made as (`Position::last_move_kind`).
    pub const KINDS: State = State(8);

    pub const fn union(self, other: State) -> State {
        State(self.0 | other.0)
    }
    pub const fn contains(self, other: State) -> bool {
        self.0 & other.0 == other.0
    }
}

/// Which hooks of [`Rules`] a condition uses. Each bit guards one call site in the core.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Hooks(u32);

impl Hooks {
    pub const NONE: Hooks = Hooks(0);
    /// [`Rules::generate_legal`]: may make the whole list of legal moves itself.
    pub const GENERATE_LEGAL: Hooks = Hooks(1 << 0);
    /// [`Rules::candidates`]: makes every candidate itself (the core's walks are not used).
    pub const CANDIDATES: Hooks = Hooks(1 << 1);
    /// [`Rules::walk_pieces`]: may walk the pieces its own way (filtered walks).
    pub const WALK: Hooks = Hooks(1 << 2);
    /// [`Rules::extra_candidates`]: adds moves of pieces the core's walks do not know.
    pub const EXTRA: Hooks = Hooks(1 << 3);
    /// [`Rules::castling`]: replaces orthodox castling.
    pub const CASTLING: Hooks = Hooks(1 << 4);
    /// [`Rules::admits_castling`]: may forbid a castling.
    pub const ADMITS_CASTLING: Hooks = Hooks(1 << 5);
    /// [`Rules::amend`]: edits the candidates (filters, adds effects, splits moves).
    pub const AMEND: Hooks = Hooks(1 << 6);
    /// [`Rules::legality`]: judges the candidates itself.
    pub const LEGALITY: Hooks = Hooks(1 << 7);
    /// [`Rules::attacked`] / [`Rules::in_check`]: attacks are not the orthodox captures.
    pub const ATTACK: Hooks = Hooks(1 << 8);
    /// [`Rules::capture_counts`]: some orthodox captures are no attack.
    pub const CAPTURE_FILTER: Hooks = Hooks(1 << 9);
    /// [`Rules::make`]: the move is played the condition's own way.
    pub const MAKE: Hooks = Hooks(1 << 10);
    /// [`Rules::after_move`]: the move does more after the displacement.
    pub const AFTER_MOVE: Hooks = Hooks(1 << 11);
    /// [`Rules::double_step`]: pawns double-step from other ranks.
    pub const DOUBLE_STEP: Hooks = Hooks(1 << 12);
    /// [`Rules::promotions`]: pawns promote to more than pieces.
    pub const PROMOTIONS: Hooks = Hooks(1 << 13);
    /// [`Rules::passage_is_safe`]: the castling king's passage is judged the condition's way.
    pub const PASSAGE: Hooks = Hooks(1 << 15);
    /// Moves may displace pieces other than the mover (rebirths, transfers, pushes): checks and
    /// pins computed before the move do not judge them.
    pub const MOVES_OTHERS: Hooks = Hooks(1 << 14);
    /// [`Rules::restrict`]: refuses some of the moves the other rules make legal (the longest
    /// move only, no check but mate, ...).
    pub const RESTRICT: Hooks = Hooks(1 << 16);
    /// `Rules::suffocated`: a side without a move may be stalemated even in check.
    pub const SUFFOCATION: Hooks = Hooks(1 << 17);
    /// [`Rules::observer_counts`]: some pieces observe nothing (Popeye's observer validation,
    /// asked where an observation stands for support or supervision, not for a capture).
    pub const OBSERVER: Hooks = Hooks(1 << 18);
    /// [`Rules::lent_kind`]: pieces move and observe with walks other pieces lend them (Annan
    /// chess); the observation scans of the other rules ([`crate::rules::attack::any_observation`])
    /// then use the walks lent.
    pub const LEND: Hooks = Hooks(1 << 19);
    /// [`Rules::capture_squares`]: pieces capture and observe from other squares than their
    /// own (Mars Circe, Plus chess; see [`crate::rules::relocation`]).
    pub const RELOCATE: Hooks = Hooks(1 << 20);
    /// [`Rules::undecided`]: some legal moves are ones Popeye cannot judge (Exclusive chess's
    /// horizon); the solver prints them with Popeye's remark instead of playing them on.
    pub const UNDECIDED: Hooks = Hooks(1 << 21);
    /// [`Rules::observation_geometry`]: some lines of observation do not count (Grid chess's
    /// within a cell), for the conditions that judge observation themselves.
    pub const GEOMETRY: Hooks = Hooks(1 << 22);

    pub const fn union(self, other: Hooks) -> Hooks {
        Hooks(self.0 | other.0)
    }
    #[inline]
    pub const fn any(self, other: Hooks) -> bool {
        self.0 & other.0 != 0
    }
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl std::ops::BitOr for Hooks {
    type Output = Hooks;
    fn bitor(self, other: Hooks) -> Hooks {
        self.union(other)
    }
}

/// What the candidates' generation found out that legality may reuse, and the reverse.
#[derive(Default)]
pub struct Generation<'a> {
    /// The side to move is surely not in check (no orthodox checker).
    pub unchecked: bool,
    /// A condition walked the pieces itself ([`Rules::walk_pieces`]).
    pub walked: bool,
    /// Only whether a legal move exists matters, and a part of the moves may answer it: an
    /// amendment may leave out moves costly to make (Cage Circe's captures, whose cages each
    /// cost a search), saying so in `left_out`; the caller asks again for the whole list when
    /// the part has no legal move.
    pub partial: bool,
    /// Moves were left out (see `partial`).
    pub left_out: std::cell::Cell<bool>,
    /// The caller seeks one move that passes this test (a legal one): an amendment that
    /// makes a move in several ways, each costly to find (Cage Circe's rebirths), may stop at
    /// the first way that passes it.
    pub first: Option<&'a dyn Fn(&Move) -> bool>,
    /// The caller keeps only the moves this filter says may give check (a mate's candidates):
    /// an amendment may leave out moves it knows give none before making them.
    pub checks: Option<&'a super::movegen::CheckFilter>,
}

/// The moves of a side that Popeye cannot judge ([`Rules::undecided`]; Exclusive chess, whose
/// count of mates stops at a horizon). A solution shows them with Popeye's remarks and plays
/// none of them on.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Undecided {
    /// Moves shown with `Can't decide whether this move is refuted`: a sole one is legal where
    /// the rules judge other moves; where there are more, they are illegal (and still shown).
    pub refuted: Vec<Move>,
    /// Illegal moves shown with `cannot decide if this move is legal or not`.
    pub unjudged: Vec<Move>,
    /// The side has illegal moves that Popeye's legality test answers as lost at once rather
    /// than as illegal: a defender left with nothing but such moves loses (it is not without
    /// a move), where an attacker or a helpmate's mover just cannot play them.
    pub forfeits: bool,
}

impl Undecided {
    /// Whether `mv` is shown with either remark.
    pub fn shows(&self, mv: &Move) -> bool {
        self.refuted.contains(mv) || self.unjudged.contains(mv)
    }

    /// The moves shown with a remark that are not among `legal`, in the order found.
    pub fn beyond<'a>(&'a self, legal: &'a [Move]) -> impl Iterator<Item = Move> + 'a {
        self.refuted
            .iter()
            .chain(&self.unjudged)
            .filter(move |m| !legal.contains(m))
            .copied()
    }
}

/// A condition's rules, compiled for one problem. Every hook has a default that leaves the
/// orthodox behaviour alone; a condition overrides the hooks it names in [`Rules::hooks`].
#[allow(unused_variables)]
pub trait Rules: Send + Sync + fmt::Debug {
    /// The hooks this condition uses.
    fn hooks(&self) -> Hooks;

    /// The compiled rules as `Any`, for the condition's own code (its view reads its options).
    fn as_any(&self) -> &dyn Any;

    /// Adjusts what the ruleset derives from the diagram: promotion kinds, attacking kinds.
    fn adjust(&self, promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {}

    /// Whether the condition changes nothing but what `adjust` changes (the kinds pawns
    /// promote to): play is otherwise orthodox, and the solver's planner may follow it.
    fn only_adjusts(&self) -> bool {
        false
    }

    /// Whether the condition gives pieces attributes during play (a king turned into a royal
    /// piece of another kind): moves then carry attributes along as in a diagram with some.
    fn gives_attributes(&self) -> bool {
        false
    }

    /// Whether the position keeps the kind of the last moves (some pieces read it).
    fn tracks_kinds(&self, rs: &Ruleset) -> bool {
        false
    }

    /// Whether a move's promotion is the condition's change of the mover's walk rather than a
    /// pawn's promotion (Einstein chess): Popeye writes it as the walk alone (`mSc3-a2=P`,
    /// not `=mP`), after a chameleon's own change (`cRd4-c4=cQ=R`), and a chameleon in the
    /// diagram adds no chameleon variant of it.
    fn promotion_is_walk_change(&self) -> bool {
        false
    }

    /// Whether pawns on their own first rank move (one step, where the condition's own
    /// moves do not say more) under the condition. Popeye's pawns there neither move nor
    /// observe but under a few conditions (Einstein chess, Cage and Parrain Circe, Wormholes):
    /// the condition then filters those moves itself where it allows fewer.
    fn base_rank_pawns_move(&self) -> bool {
        false
    }

    /// Whether pawns on their own first rank observe (capture and check) under the condition
    /// (Popeye: Einstein chess, Cage and Equipollents Circe, Wormholes).
    fn base_rank_pawns_observe(&self) -> bool {
        false
    }

    /// Makes the legal moves into `out` when it can; false leaves generation to the rest.
    fn generate_legal(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) -> bool {
        false
    }

    /// Makes every candidate of the side to move into `out`.
    fn candidates(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {}

    /// Walks the pieces of the side to move its own way, when it wants to; false lets the core
    /// walk them (or a later condition).
    fn walk_pieces(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        generation: &Generation,
    ) -> bool {
        false
    }

    /// The moves of `by` that take the piece on `target`, as the condition walks the pieces
    /// (`Hooks::WALK`), appended to `out` before any amendment: a condition that judges check
    /// by the captures of the king made as moves (Circe RexInclusive) asks them here. False
    /// when the condition's captures are the pieces' own walks' (the default).
    fn captures_of(
        &self,
        pos: &Position,
        target: Square,
        by: Side,
        rs: &Ruleset,
        out: &mut MoveList,
    ) -> bool {
        false
    }

    /// Adds the moves of pieces the core's walks do not know.
    fn extra_candidates(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {}

    /// Makes the castlings instead of orthodox castling.
    fn castling(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {}

    /// Whether orthodox castling `mv` (king and rook unmoved, squares between empty) may be
    /// played at all; `passage` is the square the king crosses. `None`: the core decides.
    fn admits_castling(
        &self,
        pos: &Position,
        rs: &Ruleset,
        mv: &Move,
        passage: Square,
    ) -> Option<bool> {
        None
    }

    /// Whether the king of `side` castling from `from` may pass `passage`, when the condition
    /// judges it. `None`: the core decides.
    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        None
    }

    /// Edits the candidates `out[start..]`, which the walks made.
    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        generation: &Generation,
    ) {
    }

    /// Keeps the legal moves of `out[start..]`, when this condition judges legality. `None`
    /// leaves it to the core (or a later condition).
    fn legality(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
    ) -> Option<()> {
        None
    }

    /// Keeps of `out[start..]`, the moves every other rule makes legal, those the condition
    /// allows (`Hooks::RESTRICT`). [`crate::rules::movegen::generate_unrestricted`] makes the
    /// moves before this filter, for a condition that must look at them again.
    fn restrict(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList, start: usize) {}

    /// Adds to `out` the side to move's moves in `pos` that Popeye cannot judge (Exclusive
    /// chess: mates beyond its horizon), `legal` being its legal moves (see [`Undecided`]).
    fn undecided(&self, pos: &Position, rs: &Ruleset, legal: &[Move], out: &mut Undecided) {}

    /// Whether a piece awaiting its rebirth ([`Position::pending_rebirth`]) still awaits it
    /// after a null move (a threat's pass, the pause after a key): Circe's WaitCapture, whose
    /// piece waits for the next capture, and a null move captures nothing. (Circé Parrain's
    /// lapses: the null move's vector of zero would put it on its capture square, which the
    /// capturer holds.)
    fn pending_survives_null_move(&self) -> bool {
        false
    }

    /// Whether [`Rules::restrict`] keeps a move of every list that has one (of moves of equal
    /// length, the longest stay): whether a legal move exists is then answered without it.
    fn restrict_keeps_one(&self) -> bool {
        false
    }

    /// Whether [`Rules::restrict`] judges each move on its own, as [`Rules::restrict_allows`]
    /// says: whether a legal move exists is then asked move by move, without the list.
    fn restricts_each(&self) -> bool {
        false
    }

    /// Whether [`Rules::restrict`] keeps `mv`, where it judges each move on its own
    /// ([`Rules::restricts_each`]).
    fn restrict_allows(&self, pos: &Position, rs: &Ruleset, mv: &Move) -> bool {
        true
    }

    /// Whether [`Rules::restrict`] would keep a move of `moves` (the whole list), answered
    /// without filtering it when the condition can stop at the first move it allows; `None`
    /// where it cannot (the list is then filtered).
    fn restrict_any(&self, pos: &Position, rs: &Ruleset, moves: &MoveList) -> Option<bool> {
        None
    }

    /// Whether the side to move has a legal move, when this condition judges legality.
    fn has_legal_move(&self, pos: &Position, rs: &Ruleset, buf: &mut MoveList) -> Option<bool> {
        None
    }

    /// Whether the side to move of `pos` (which has no legal move) is "suffocated": every move
    /// it would have without the rule is refused by it, so its immobility is a stalemate even
    /// in check, never a mate (`Hooks::SUFFOCATION`).
    fn suffocated(&self, pos: &Position, rs: &Ruleset) -> bool {
        false
    }

    /// Whether an observation from `from` of `target` has a geometry the condition allows
    /// (`Hooks::GEOMETRY`; Popeye's observation geometry validation: Grid chess's line to
    /// cross). Asked by the conditions that judge observation with scans of their own
    /// (Madrasi's paralysis and check), as Popeye's geometry validators serve every
    /// observation.
    fn observation_geometry(&self, pos: &Position, from: Square, target: Square) -> bool {
        true
    }

    /// Whether the piece making the capture `c` for `by` may observe at all (`Hooks::OBSERVER`):
    /// a piece the condition paralyses observes nothing. Asked by the rules that count
    /// observers (pieces that act only while observed or supported).
    fn observer_counts(&self, pos: &Position, c: Capture, by: Side, rs: &Ruleset) -> bool {
        true
    }

    /// Whether the capture filter (`Hooks::CAPTURE_FILTER`) may refuse a capture in `pos`:
    /// where it cannot, attack detection counts every capture without asking it.
    fn filters_captures_in(&self, pos: &Position) -> bool {
        true
    }

    /// Whether the condition's own attack detection (`Hooks::ATTACK`) asks the other rules'
    /// capture filters: pieces whose attribute changes what observes (patrol, functionary…)
    /// are then played with it, and refused otherwise ([`Condition::refuses`]).
    fn attacks_ask_capture_filters(&self) -> bool {
        false
    }

    /// Whether the condition puts a kamikaze piece that captures back on the board (Circe
    /// reborns it): a kamikaze pawn's capture is then one move per promotion, which otherwise
    /// all leave the board alike.
    fn reborns_kamikaze_capturers(&self) -> bool {
        false
    }

    /// Why magic pieces (`crate::rules::magic`) are not played with the condition, when they
    /// are not: by default a condition that judges attacks or captures its own way may change
    /// what observes in Popeye's sense (its observation validation: paralysis, support, walks
    /// lent), which magic pieces' views read, and one that makes the candidates itself may
    /// move pieces magic pieces do not follow.
    fn refuses_magic(&self) -> Option<&'static str> {
        self.hooks()
            .any(
                Hooks::ATTACK
                    | Hooks::CAPTURE_FILTER
                    | Hooks::OBSERVER
                    | Hooks::LEND
                    | Hooks::SUFFOCATION
                    | Hooks::CANDIDATES,
            )
            .then_some("it may change what observes")
    }

    /// Whether every attack the condition's own detection (`Hooks::ATTACK`) counts is an
    /// orthodox capture of the target, by a piece of the attacker's walks from its own square,
    /// that the condition keeps (it only takes attacks away: AntiCirce's check is a capture
    /// whose capturer can be reborn), and a move orthodox in effect
    /// ([`crate::rules::movegen::as_orthodox`]) leaves the board as orthodox play leaves it.
    /// Legality is then judged by checks and pins first, and only the moves they refuse and
    /// those not orthodox in effect are played out.
    fn attacks_within_orthodox(&self) -> bool {
        false
    }

    /// Whether an orthodox refusal of a move (checks and pins) may be wrong: the condition
    /// only takes attacks away, so such moves are played to be sure.
    fn refusal_uncertain(&self, pos: &Position) -> bool {
        false
    }

    /// The kind whose walk the piece `piece` on `sq`, acting for `side`, moves and observes with
    /// instead of its own, when the condition lends it one (`Hooks::LEND`).
    fn lent_kind(&self, pos: &Position, sq: Square, piece: Piece, side: Side) -> Option<PieceKind> {
        None
    }

    /// Where `piece` of `by`, standing on `from`, captures and observes from
    /// (`Hooks::RELOCATE`): by default its own square only.
    fn capture_squares(
        &self,
        pos: &Position,
        from: Square,
        piece: Piece,
        by: Side,
    ) -> super::relocation::CaptureSquares {
        super::relocation::CaptureSquares::OWN
    }

    /// Where `piece` of `by` on `from` would capture from whatever stands on the board (the
    /// squares [`Rules::capture_squares`] gives once they are empty), when the condition is
    /// the only rule, its checks are the core's relocated observation and nothing else, and a
    /// move never adds or moves a man of the other side: legality then scans only the men
    /// whose walk reaches the king from such a square (`None`: every man is scanned).
    fn capture_reach(
        &self,
        pos: &Position,
        from: Square,
        piece: Piece,
        by: Side,
    ) -> Option<super::relocation::CaptureSquares> {
        None
    }

    /// Whether every piece captures from its own square too under [`Rules::capture_squares`]
    /// (PhantomChess, Plus chess; not Mars Circe): the observation scans then take every
    /// capture from the pieces' squares without asking.
    fn keeps_own_captures(&self) -> bool {
        true
    }

    /// Whether `by` attacks `target`, when attacks are the condition's own.
    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        None
    }

    /// What the move's text says that only playing `mv` from `pos` under `rs` tells (#C's
    /// side changes, `[d5=b]`), written after the rest of the move
    /// (`crate::notation::move_text::played_texts`).
    fn played_parts(
        &self,
        pos: &Position,
        mv: &Move,
        rs: &Ruleset,
        lang: super::piece::Language,
        out: &mut String,
    ) {
    }

    /// Whether `side`'s king is in check, when check is the condition's own.
    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        None
    }

    /// Whether Popeye's check validation, which plays a capture of the king to judge it under
    /// a condition that reborns pieces (Circe RexInclusive, AntiCirce), plays this condition's
    /// amendment of the capture too (`Hooks::AMEND`): a wormhole's transfer and Einstein
    /// chess's change of the capturer are played, Take&Make chess's make is not.
    fn amends_checking_captures(&self) -> bool {
        true
    }

    /// Whether a diagram whose side not to move stands in check, as the ruleset judges check
    /// during play (`in_check`), is refused as Popeye refuses it (`the side to play can
    /// capture the king`). Popeye judges the diagram by the test it applies after every move,
    /// whatever the conditions, so feerie's check, being that test, is the judge; a
    /// condition opts out where Popeye does not judge the diagram (Lèse-majesté) or where the
    /// condition is not Popeye's and its kings may stand where the test sees a check
    /// (Miroir's reflecting kings).
    fn diagram_check_is_popeyes(&self) -> bool {
        true
    }

    /// Whether `mv` (a candidate of the side to move) stands where the orthodox move of the
    /// same piece from and to the same squares stands in Popeye's order of generation (its
    /// `StartMoveNumber` numbers the first moves in that order). Conditions that add, expand
    /// or reorder the moves Popeye generates keep the default; the numbering is then refused.
    fn keeps_popeye_order(&self, _mv: &Move) -> bool {
        false
    }

    /// Whether `by` attacks `target` with pieces the orthodox scans do not know, each of whose
    /// captures counts only if `counts` says so.
    fn extra_attack(
        &self,
        pos: &Position,
        target: Square,
        by: Side,
        rs: &Ruleset,
        counts: &dyn Fn(Capture) -> bool,
    ) -> bool {
        false
    }

    /// Whether the capture `c` of the king on `target` may be check, asked by another
    /// condition that answers for check itself (Circe RexInclusive: the king taken stays off
    /// the board) of every condition with `Hooks::ATTACK`, for those that judge check by the
    /// captures they allow too (KoeKo: the capturer in contact), as Popeye's observation
    /// validators all judge the one capture.
    fn check_capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        true
    }

    /// Whether the orthodox capture `c` of `target` by `by` counts as an attack.
    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        true
    }

    /// Whether the capture `c` of `target` still counts once `mv` is played (asked without
    /// playing it: `c` is a capture the position after `mv` still has).
    fn capture_counts_after(
        &self,
        pos: &Position,
        mv: &Move,
        c: Capture,
        target: Square,
        rs: &Ruleset,
    ) -> bool {
        true
    }

    /// Plays `mv` its own way on `next`, a fresh copy of `src`; false leaves it to the core.
    fn make(&self, next: &mut Position, src: &Position, mv: &Move, rs: &Ruleset) -> bool {
        false
    }

    /// What `mv` does after the displacement, castling's rook and e.p. (`next` holds those).
    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, rs: &Ruleset) {}

    /// Whether a pawn of `side` on `from` has the two-square step. `None`: the core decides.
    fn double_step(&self, pos: &Position, side: Side, from: Square) -> Option<bool> {
        None
    }

    /// Adds the promotions the condition allows beyond the pieces (`mv` promotes).
    fn promotions(&self, mv: &Move, out: &mut MoveList) {}

    /// The chameleon sequence the condition states, when it states one: each kind with the
    /// kind a chameleon of it becomes once it has moved (kinds left out stay what they are).
    fn chameleon_sequence(&self) -> Option<Vec<(PieceKind, PieceKind)>> {
        None
    }

    /// How the position's tokens follow the moves, when the condition owns tokens that do:
    /// the core then shifts them on every move, inline (a virtual call per move played cost
    /// more than the shift itself).
    fn token_shift(&self) -> Option<TokenShift> {
        None
    }

    /// Whether a king leaving its square leaves its rooks their castling rights (the core
    /// clears them with the king's otherwise): Popeye's rights are the squares', and a rule
    /// that may put the king back on its square later (a rebirth) castles it with them.
    fn keeps_rook_rights(&self) -> bool {
        false
    }

    /// Whether the rebirths this rule makes reach the goals `ctr` and `<>r` (a piece reborn
    /// on its own diagram square, or on another's): Popeye tests them under its Circe base
    /// only, never under AntiCirce, Mars Circe or the others.
    fn rebirths_reach_goals(&self) -> bool {
        false
    }

    /// Whether a piece's hops to one square over different hurdles are all generated (the
    /// core lists the first only): for a rule that judges each hop by its hurdle and keeps
    /// one of those it admits.
    fn keeps_hop_duplicates(&self) -> bool {
        false
    }

    /// Where the tokens stand after `mv`, when the condition moves them.
    fn tokens_after(&self, pos: &Position, mv: &Move) -> Option<Vec<Square>> {
        None
    }
}
