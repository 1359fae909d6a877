//! Solution trees: what the solver found, in the shape composers read it (Popeye's): keys and
//! tries with their threats, variations and refutations for direct, self and reflex play;
//! lines for help and series play.

use crate::notation::move_text::Mark;
use crate::rules::{Move, Texts};

/// A move as it stands in a solution, with the text it is printed with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub mv: Move,
    /// Popeye notation in each language, without the mark (`text.english()` is the
    /// language-neutral form JSON gives).
    pub text: Texts,
    pub mark: Mark,
}

/// What follows an attacking move that does not reach the goal itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Follow {
    /// The move reaches the goal (or, in self and reflex play, the defence is forced into it).
    Goal,
    /// Attacking moves that win after any pass of the defender, shortest first.
    Threat(Vec<Attack>),
    /// No threat: every defence makes things worse.
    Zugzwang,
    /// The move checks; the defences follow without a threat.
    Check,
    /// Not computed (variations were not asked for).
    Unexplored,
}

/// A move of the attacking side in a battle tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attack {
    pub played: Played,
    pub follow: Follow,
    /// The defences worth showing (those the threat does not answer), each with the attacker's
    /// shortest wins.
    pub defences: Vec<Defence>,
}

/// A move of the defending side and the attacker's answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defence {
    pub played: Played,
    pub answers: Vec<Attack>,
    /// The attacker has no answer (shown only in post-key play, where the diagram need not
    /// be won: Popeye's `refutes.`).
    pub refutes: bool,
}

/// Post-key play (Popeye's `option postkeyplay`): the diagram is the position after the key,
/// the defender to move; what the key threatens and the defences with their answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostKey {
    pub follow: Follow,
    pub defences: Vec<Defence>,
    /// The defender's moves numbered as the first side's (`1.Kf3-g4`, then `1...Ld6-h2`), as
    /// Popeye numbers a structured stipulation's battle play that the defender begins
    /// (`black 5d[#]a`); otherwise as the key's replies (`1...Kf3-g4`, then `2.Ld6-h2`).
    pub defence_numbered: bool,
}

/// A first move that fails, with the defences that refute it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Try {
    pub attack: Attack,
    pub refutations: Vec<Played>,
    /// Reflex play, beside each refutation: the attacker's moves that reach the goal after
    /// it, which the reflex obligation forces on it, so the line fails (Popeye prints them
    /// under the refutation with `?!?`); empty elsewhere.
    pub forced: Vec<Vec<Played>>,
}

/// Direct, self or reflex play.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Battle {
    /// Set play: the defender's moves in the diagram with the attacker's answers.
    pub set_play: Vec<Defence>,
    pub keys: Vec<Attack>,
    pub tries: Vec<Try>,
    /// Reflex play: the attacker can reach the goal in the diagram, so it must, with one of
    /// these moves, and the problem has no solution (Popeye prints them with `?!?`).
    pub forced: Vec<Played>,
    /// Post-key play: the tree below the key the diagram follows (no keys, tries or set
    /// play then).
    pub post_key: Option<PostKey>,
    /// First moves Popeye cannot decide (`Mark::Undecided`, `Mark::Unjudged`): shown, neither
    /// keys nor tries.
    pub undecided: Vec<Played>,
    /// Under a condition whose moves Popeye may not decide (Exclusive chess): each first move
    /// shown (key, try, undecided) with its place in Popeye's order of trying them
    /// (`popeye_order::packed`), where it is known for all of them. They are then shown in
    /// that order, Popeye's remarks among the keys and tries as Popeye prints them; empty:
    /// keys and tries by their text, the undecided moves after them.
    pub order: Vec<(crate::rules::moves::Move, u64)>,
}

/// One line of help or series play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub moves: Vec<Played>,
    /// Half-moves left out before the first move, as Popeye counts them (its move
    /// inversions): 0, or 1 (`1...Rb6-b8 #`: help play with `.5`, set play of helpmates and of
    /// series), or 2 (`1...  ...  2.a5-a4 Rb6-b8 #`: set play of `h#n.5`).
    pub skipped: u8,
    /// Series play: the series side's moves are numbered one by one.
    pub series: bool,
    /// Series play: the moves (bit = index in `moves`) the other side makes (a parry, the
    /// final reply of `ser-h#`), which share the number of the series move before them. Known
    /// from the side to move, as a neutral piece's colour does not tell.
    pub replies: u64,
    /// The introductory moves (`m->`) that open the line (see `render::Numbering`).
    pub intro: u8,
    /// The length searched, then each move's place in Popeye's order of trying the moves of
    /// its position (`popeye_order::packed`), where it is known for all of them; empty
    /// otherwise. Lines
    /// holding moves Popeye cannot decide are shown in this order, its search's, with its
    /// remarks among them (see `render::sorted_lines`).
    pub order: Vec<u64>,
}

impl Line {
    /// Whether the line ends in a move Popeye cannot decide (its refutation or its
    /// legality): shown, but no solution.
    pub fn undecided(&self) -> bool {
        self.moves
            .last()
            .is_some_and(|p| matches!(p.mark, Mark::Undecided | Mark::Unjudged))
    }
}

/// The solution of one problem (one twin, one side of a duplex).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Play {
    Battle(Battle),
    Lines {
        set_play: Vec<Line>,
        lines: Vec<Line>,
        /// Solutions found beyond those kept (see `lines::KEPT_MOVES`): counted, not listed.
        unkept: u64,
        /// Reflex play (`ser-r`, `hr`): the side to move can reach the goal in the diagram,
        /// so it must, with one of these moves, and the problem has no solution (Popeye prints
        /// them with `?!?`).
        forced: Vec<Played>,
    },
}

impl Play {
    /// Number of solutions: keys, or lines (listed or not).
    pub fn solution_count(&self) -> usize {
        match self {
            Play::Battle(b) => b.keys.len(),
            Play::Lines { lines, unkept, .. } => {
                lines.iter().filter(|l| !l.undecided()).count() + *unkept as usize
            }
        }
    }
}

/// Why a solution is incomplete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// The time limit ran out.
    Timeout,
    /// The job was cancelled (a newer edit, or the user).
    Cancelled,
    /// `maxsolutions` was reached.
    MaxSolutions,
    /// `stoponshortsolutions`: solutions shorter than the stipulation were found, and the
    /// longer lengths were not searched.
    ShortSolutions,
    /// `intelligent N`: solutions beyond N per final position were left out.
    PerPosition,
    /// The side to move can capture the other side's king: an illegal position, not solved
    /// (Popeye's `the side to play can capture the king`).
    KingCapturable,
}

/// What Popeye says about an option it does not apply to a part; feerie says the same and
/// plays the part as Popeye does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// `setplay` with `postkeyplay` in battle play: the key is already played, solved without
    /// set play.
    SetPlayNotApplicable,
    /// `try` with `postkeyplay`: the key is already played, no try is looked for.
    TryNotApplicable,
    /// `postkeyplay` in help or series play: solved without it.
    PostKeyNotApplicable,
    /// `stoponshortsolutions` in battle play: solved without it.
    StopOnShortInBattle,
}

/// One solved part: a twin, or one half of a duplex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// Twin label and description in each language (`a)`, `b) +bPc2`, German `b) +sBc2`),
    /// empty without twins.
    pub twin: Texts,
    /// `Some` for the second half of a duplex.
    pub duplex: bool,
    pub play: Play,
    pub cut: Option<Cut>,
    /// Options not applied to this part, in the order Popeye says so.
    pub notes: Vec<Note>,
}

/// Counters of one solve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub nodes: u64,
    pub elapsed_ms: u64,
    pub table_entries: u64,
    pub table_capacity: u64,
    /// Mating patterns of the intelligent mode's plans (0: every search was plain).
    pub patterns: u64,
}

/// Everything solved for one problem.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Solution {
    pub parts: Vec<Part>,
    pub stats: Stats,
    /// The labels of the twins left unsolved because the time limit ran out before them
    /// (`c)`, `d)`, …), in order.
    pub unsolved: Vec<String>,
}
