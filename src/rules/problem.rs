//! The problem as data: diagram, stipulation, conditions, options, twins and the words around
//! them. Every layer above speaks this type; text formats live in `notation`.

use std::fmt;

use super::condition::Condition;
use super::kept::{Kept, KeptTwinCommand, SourceLine, Unsupported};
use super::piece::{Attributes, Language, Piece, PieceKind, Side};
use super::position::Position;
use super::square::{BoardSize, Square};
use super::sstipulation::Sstipulation;

/// What the play aims at: Popeye's goals (its goal table, proof games and the goals that
/// follow pieces through the play aside).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// `#`: the side to move is in check and has no move.
    Mate,
    /// `=`: the side to move is not in check and has no move.
    Stalemate,
    /// `==`: the side to move is not in check and has no move, and the side that moved has
    /// none either.
    DoubleStalemate,
    /// `z<square>`: the moving piece arrives on the square.
    Target(Square),
    /// `+`: the move gives check.
    Check,
    /// `x`: the move captures.
    Capture,
    /// `%` (Steingewinn): the move captures; Popeye tests it as it tests `x`.
    Steingewinn,
    /// `ep`: the move captures en passant.
    EnPassant,
    /// `##`: both sides are mated.
    DoubleMate,
    /// `##!`: counter-mate: both sides are mated, the side that moved being mated before its
    /// move was made as well.
    CounterMate,
    /// `00`: the move is a castling.
    Castling,
    /// `!=`: the side that moved has no move (were it to move) and is not in check.
    AutoStalemate,
    /// `#=`: mate or stalemate.
    MateOrStalemate,
    /// `c81`: the moving piece arrives on the far rank (White's 8th, Black's 1st).
    Chess81,
    /// `!#`: the side that moved is mated.
    AutoMate,
    /// `~`: any move; used to list lines.
    Any,
    /// `ct`: circuit: the moving piece ends its move on the square it stood on in the diagram.
    Circuit,
    /// `ctr`: circuit by rebirth: the move's rebirth puts a piece back on its own diagram
    /// square; reached under the Circe base only, as in Popeye 4.104.
    CircuitByRebirth,
    /// `<>`: exchange: the moving piece ends on the diagram square of another piece of the
    /// side that moved, which stands on the moving piece's diagram square.
    Exchange,
    /// `<>r`: exchange by rebirth: the move's rebirth puts a piece on the diagram square of
    /// another of its side, which stands on the reborn piece's; under the Circe base only.
    ExchangeByRebirth,
    /// `k<square>`: kiss: the moving piece ends next to the piece that stood on the square in
    /// the diagram, and no other piece stands next to that one.
    Kiss(Square),
}

impl Goal {
    /// Popeye's text of the goal in a stipulation (`z` with its square: `zd4`).
    pub fn symbol(self) -> String {
        match self {
            Goal::Target(sq) => format!("z{sq}"),
            Goal::Kiss(sq) => format!("k{sq}"),
            g => g.marker_or_symbol().to_string(),
        }
    }

    fn marker_or_symbol(self) -> &'static str {
        match self {
            Goal::Mate => "#",
            Goal::Stalemate => "=",
            Goal::DoubleStalemate => "==",
            Goal::Target(_) => "z",
            Goal::Check => "+",
            Goal::Capture => "x",
            Goal::Steingewinn => "%",
            Goal::EnPassant => "ep",
            Goal::DoubleMate => "##",
            Goal::CounterMate => "##!",
            Goal::Castling => "00",
            Goal::AutoStalemate => "!=",
            Goal::MateOrStalemate => "#=",
            Goal::Chess81 => "c81",
            Goal::AutoMate => "!#",
            Goal::Any => "~",
            Goal::Circuit => "ct",
            Goal::CircuitByRebirth => "ctr",
            Goal::Exchange => "<>",
            Goal::ExchangeByRebirth => "<>r",
            Goal::Kiss(_) => "k",
        }
    }

    /// What Popeye writes after the move that reaches the goal (nothing for `ep`, `00`, `~`,
    /// `ct`, `<>` and `k`).
    pub fn marker(self) -> &'static str {
        match self {
            Goal::EnPassant
            | Goal::Castling
            | Goal::Any
            | Goal::Circuit
            | Goal::CircuitByRebirth
            | Goal::Exchange
            | Goal::ExchangeByRebirth
            | Goal::Kiss(_) => "",
            g => g.marker_or_symbol(),
        }
    }

    /// Whether the goal's marker stands instead of the check mark (`#`, not `+ #`); the
    /// others follow it (`Sd2-f3 + z`).
    pub fn marker_preempts_check(self) -> bool {
        matches!(
            self,
            Goal::Mate
                | Goal::Check
                | Goal::DoubleMate
                | Goal::CounterMate
                | Goal::MateOrStalemate
                | Goal::Stalemate
                | Goal::DoubleStalemate
                | Goal::AutoStalemate
        )
    }

    /// Whether a position reaching the goal ends the play by itself (no move): for the
    /// others a move of the side aiming at the goal that reaches it before the last one ends
    /// the play there (Popeye's lines stop at it; with `~` every such move does, so `h~2`
    /// lists the lines of `h~1` and `exact-h~2` none).
    pub fn ends_play(self) -> bool {
        matches!(
            self,
            Goal::Mate
                | Goal::Stalemate
                | Goal::DoubleStalemate
                | Goal::DoubleMate
                | Goal::CounterMate
                | Goal::MateOrStalemate
        )
    }

    /// Whether the goal is a property of the position reached (the others are of the move).
    pub fn of_position(self) -> bool {
        !matches!(
            self,
            Goal::Target(_)
                | Goal::Capture
                | Goal::Steingewinn
                | Goal::EnPassant
                | Goal::Castling
                | Goal::Chess81
                | Goal::Circuit
                | Goal::CircuitByRebirth
                | Goal::Exchange
                | Goal::ExchangeByRebirth
                | Goal::Kiss(_)
        )
    }

    /// Whether the goal follows pieces from the diagram on (`ct`, `<>`, `k`): the solver then
    /// records in each position where each piece stood in the diagram.
    pub fn follows_pieces(self) -> bool {
        matches!(
            self,
            Goal::Circuit
                | Goal::CircuitByRebirth
                | Goal::Exchange
                | Goal::ExchangeByRebirth
                | Goal::Kiss(_)
        )
    }

    /// The goal at the start of `text` (lower case), and the rest: Popeye's goal table, a goal
    /// that begins another after it.
    pub fn parse_prefix(text: &str) -> Option<(Goal, &str)> {
        const TABLE: &[(&str, Goal)] = &[
            ("##!", Goal::CounterMate),
            ("##", Goal::DoubleMate),
            ("#=", Goal::MateOrStalemate),
            ("#", Goal::Mate),
            ("==", Goal::DoubleStalemate),
            ("!=", Goal::AutoStalemate),
            ("=", Goal::Stalemate),
            ("+", Goal::Check),
            ("x", Goal::Capture),
            ("%", Goal::Steingewinn),
            ("ep", Goal::EnPassant),
            ("00", Goal::Castling),
            ("~", Goal::Any),
            ("ctr", Goal::CircuitByRebirth),
            ("ct", Goal::Circuit),
            ("<>r", Goal::ExchangeByRebirth),
            ("<>", Goal::Exchange),
            ("c81", Goal::Chess81),
            ("!#", Goal::AutoMate),
        ];
        for (letter, make) in [('z', Goal::Target as fn(Square) -> Goal), ('k', Goal::Kiss)] {
            if let Some(rest) = text.strip_prefix(letter) {
                // The square: a file letter and one digit, as Popeye reads it.
                let b = rest.as_bytes();
                if b.len() >= 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) {
                    let sq = Square::new(b[0] - b'a', b[1] - b'1');
                    return Some((make(sq), &rest[2..]));
                }
                return None;
            }
        }
        TABLE
            .iter()
            .find(|(t, _)| text.starts_with(t))
            .map(|(t, g)| (*g, &text[t.len()..]))
    }
}

/// Who plays how.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Play {
    Direct,
    Help,
    Self_,
    Reflex,
    /// `semi-r`: reflex play in which only the defender must reach the goal when it can.
    SemiReflex,
    /// `hs`: help play whose last move forces the other side to reach the goal (`hs#n`: the
    /// side that starts makes n moves, the last of them the self-mate's key).
    HelpSelf,
    /// `hr`: help play whose last move leaves the other side a move reaching the goal, which
    /// it must make; the side that moves last must not be able to reach it itself.
    HelpReflex,
    /// `reci-h`: help play to a position from which the side to move can reach the goal of
    /// the parentheses (the stipulation's unless given) in one move, and can play a move after
    /// which the other side reaches the stipulation's goal.
    ReciHelp,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Stipulation {
    pub play: Play,
    pub series: bool,
    /// `pser-`: parry series: a series move may check, the other side parrying it with a move
    /// of its own before the series goes on.
    pub parry: bool,
    /// `phser-`: a parry series whose parries are help moves.
    pub parry_help: bool,
    pub goal: Goal,
    /// `reci-h(=)#2`: the goal of the direct part of a reciprocal help play, when it differs.
    pub reci_goal: Option<Goal>,
    /// Length in half-moves for help play with a `.5`, otherwise in moves, counted as Popeye
    /// does: `h#2.5` is stored as `moves = 2, half = true`.
    pub moves: u32,
    pub half: bool,
    /// Popeye's `exact-`: help and series play are solved at the stated length only, without
    /// the shorter solutions they otherwise list; in battle play the goal counts at the last
    /// move only (an earlier goal move of the attacker's wins nothing, one of the defender's
    /// refutes).
    pub exact: bool,
    /// Popeye's `m->` before a series (`2->ser-h#4`): the other side first makes up to `m`
    /// moves of its own, a series (giving no check before its last one); 0 without.
    pub intro: u8,
}

impl Stipulation {
    /// The side that makes the first move when the problem says nothing else: Black in help
    /// play (`h#`, `ser-h#`, `reci-h#`), White otherwise (`hs#` and `hr#` too, whose last move
    /// is White's). A `.5` turns it round.
    pub fn first_mover(&self) -> Side {
        let black = match self.play {
            // (`m->`: the side of the introductory moves is the other one.)
            _ if self.intro > 0 => {
                let series = Stipulation { intro: 0, ..*self };
                return series.first_mover().opponent();
            }
            Play::Help | Play::ReciHelp => !self.half,
            // (`ser-hs`: the series side helps, Black as in `ser-h`.)
            Play::HelpSelf | Play::HelpReflex => self.half || self.series,
            _ => false,
        };
        if black {
            Side::Black
        } else {
            Side::White
        }
    }

    /// Whether the play is a help play (lines, both sides moving in turn).
    pub fn is_help(&self) -> bool {
        !self.series
            && matches!(
                self.play,
                Play::Help | Play::HelpSelf | Play::HelpReflex | Play::ReciHelp
            )
    }

    /// The goal of the direct part of `reci-h`.
    pub fn reci_goal(&self) -> Goal {
        self.reci_goal.unwrap_or(self.goal)
    }

    /// Parses Popeye's stipulation syntax: `exact-`, then `ser-` or `pser-`, a way of play
    /// (`h`, `s`, `r`, `semi-r`, `hs`, `hr`, `reci-h`, `reci-h(=)`), a goal (`#`, `=`, `==`,
    /// `##`, `##!`, `!=`, `!#`, `#=`, `+`, `x`, `%`, `ep`, `00`, `z<square>`, `c81`, `~`) and
    /// a length with an optional `.5` in help play: `#2`, `h#2.5`, `ser-s=3`, `zd42`,
    /// `reci-h#2`.
    pub fn parse(text: &str) -> Result<Stipulation, String> {
        let lower = text.to_ascii_lowercase();
        let (mut exact, rest) = match lower.strip_prefix("exact-") {
            Some(rest) => (true, rest),
            None => (false, lower.as_str()),
        };
        let unsupported = |why: &str| format!("unsupported stipulation '{text}' ({why})");
        // `m->`: introductory moves (Popeye reads a number from 1 before the arrow).
        let (intro, rest) = match rest.split_once("->") {
            Some((n, after)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
                let m: u8 = n
                    .parse()
                    .ok()
                    .filter(|&m| (1..=60).contains(&m))
                    .ok_or_else(|| format!("stipulation '{text}': '{n}->' needs 1 to 60 moves"))?;
                // (Popeye reads `exact-` after the arrow too.)
                let after = match after.strip_prefix("exact-") {
                    Some(a) => {
                        exact = true;
                        a
                    }
                    None => after,
                };
                if !after.starts_with("ser-") {
                    return Err(unsupported(
                        "introductory moves (m->) only before ser- play",
                    ));
                }
                (m, after)
            }
            _ => (0, rest),
        };
        // `ser-reci-h#n`: a series of n-1 moves, then the end of `reci-h#1` played by the
        // series side; `ser-reci-h#1` is `reci-h#1`, as Popeye reads it.
        let (reci_series, rest) = match rest.strip_prefix("ser-reci-h") {
            Some(_) if intro == 0 => (true, &rest[4..]),
            _ => (false, rest),
        };
        let (series, parry, parry_help, rest) = if reci_series {
            (false, false, false, rest)
        } else if let Some(r) = rest.strip_prefix("ser-") {
            (true, false, false, r)
        } else if let Some(r) = rest.strip_prefix("pser-") {
            (true, true, false, r)
        } else if let Some(r) = rest.strip_prefix("phser-") {
            (true, true, true, r)
        } else {
            (false, false, false, rest)
        };
        const PLAYS: &[(&str, Play)] = &[
            ("semi-r", Play::SemiReflex),
            ("reci-h", Play::ReciHelp),
            ("hs", Play::HelpSelf),
            ("hr", Play::HelpReflex),
            ("h", Play::Help),
            ("s", Play::Self_),
            ("r", Play::Reflex),
        ];
        let (play, rest) = PLAYS
            .iter()
            .find_map(|(p, play)| {
                let after = rest.strip_prefix(p)?;
                // `s`, `r`, `h` are ways of play only before a goal (`sc81` would otherwise
                // not read).
                (Goal::parse_prefix(after).is_some() || after.starts_with('('))
                    .then_some((*play, after))
            })
            .unwrap_or((Play::Direct, rest));
        let (reci_goal, rest) = match rest.strip_prefix('(') {
            Some(inner) if play == Play::ReciHelp => {
                let (g, after) = Goal::parse_prefix(inner)
                    .ok_or_else(|| unsupported("a goal in the parentheses"))?;
                let after = after
                    .strip_prefix(')')
                    .ok_or_else(|| unsupported("the parentheses hold one goal"))?;
                (Some(g), after)
            }
            Some(_) => return Err(unsupported("parentheses only after reci-h")),
            None => (None, rest),
        };
        let (goal, rest) = Goal::parse_prefix(rest).ok_or_else(|| {
            unsupported(
                "goal must be one of # = == ## ##! != !# #= + x % ep 00 z<square> c81 ~ ct ctr <> <>r k<square>",
            )
        })?;
        let (num, half) = match rest.strip_suffix(".5") {
            Some(n) => (n, true),
            None => (rest, false),
        };
        let moves: u32 = num
            .parse()
            .map_err(|_| unsupported("expected a number of moves after the goal"))?;
        if moves == 0 && !half {
            return Err(format!("stipulation '{text}' has no moves"));
        }
        let series = series || (reci_series && moves > 1);
        let helps = matches!(play, Play::Help | Play::HelpSelf | Play::HelpReflex);
        if half && (!helps || series) {
            return Err(format!(
                "stipulation '{text}': only help play takes a half move"
            ));
        }
        if series
            && !matches!(
                play,
                Play::Direct | Play::Help | Play::Self_ | Play::Reflex | Play::HelpSelf
            )
            && !reci_series
        {
            return Err(unsupported("series play of this kind"));
        }
        if parry_help && !matches!(play, Play::Direct | Play::Self_ | Play::Reflex) {
            return Err(unsupported(
                "phser- only before direct, self and reflex play",
            ));
        }
        // `reci-h(#)#2` is `reci-h#2`.
        let reci_goal = reci_goal.filter(|&g| g != goal);
        Ok(Stipulation {
            play,
            series,
            parry,
            parry_help,
            goal,
            reci_goal,
            moves,
            half,
            exact,
            intro,
        })
    }
}

impl fmt::Display for Stipulation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exact {
            f.write_str("exact-")?;
        }
        if self.intro > 0 {
            write!(f, "{}->", self.intro)?;
        }
        if self.parry_help {
            f.write_str("phser-")?;
        } else if self.parry {
            f.write_str("pser-")?;
        } else if self.series {
            f.write_str("ser-")?;
        }
        f.write_str(match self.play {
            Play::Direct => "",
            Play::Help => "h",
            Play::Self_ => "s",
            Play::Reflex => "r",
            Play::SemiReflex => "semi-r",
            Play::HelpSelf => "hs",
            Play::HelpReflex => "hr",
            Play::ReciHelp => "reci-h",
        })?;
        if let Some(g) = self.reci_goal {
            write!(f, "({})", g.symbol())?;
        }
        f.write_str(&self.goal.symbol())?;
        write!(f, "{}", self.moves)?;
        if self.half {
            f.write_str(".5")?;
        }
        Ok(())
    }
}

/// Popeye's problem options that feerie reads.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Options {
    pub variation: bool,
    pub threat: Option<u32>,
    pub no_threat: bool,
    pub try_: bool,
    /// Popeye's `defence N`: tries with at most N refutations are shown (without `try` too).
    pub defence: Option<u32>,
    pub set_play: bool,
    /// Popeye's `maxsolutions N`: stop after N solutions (keys, or lines) in each phase: set
    /// play and the play itself are counted apart, each twin and duplex half anew.
    pub max_solutions: Option<u32>,
    pub white_to_play: bool,
    pub half_duplex: bool,
    pub duplex: bool,
    /// Popeye's display option: accepted and kept for writing back.
    pub no_board: bool,
    /// Popeye's search switch for helpmates: it does not change what is solved.
    pub intelligent: bool,
    /// Popeye's `intelligent N`: in help and series play, at most N solutions of each length
    /// end in one mating (stalemating) position, the position being the final squares of the
    /// units the goal needs (see `solver::solve`).
    pub intelligent_limit: Option<u32>,
    /// Popeye's `maxtime N`: each twin is given up after N seconds.
    pub max_time: Option<u32>,
    /// Popeye's `stoponshortsolutions`: help and series play stop after the shortest length
    /// that has solutions, when it is shorter than the stipulation's.
    pub stop_on_short: bool,
    /// Popeye's `postkeyplay`: in direct, self and reflex play the diagram is the position
    /// after the key, the defender to move, and the play below the key is solved (help and
    /// series play ignore it, as Popeye does).
    pub post_key: bool,
    /// Popeye's `goalisend`: a move reaching the goal before the play's last move ends the
    /// play, whichever side makes it, and the play fails (it matters for goals that leave
    /// moves: `x`, `z`, `+`, `c81`, …).
    pub goal_is_end: bool,
    /// Popeye's `quodlibet`: in self and reflex play the attacker reaching the goal itself
    /// wins too (`s#` or `#`).
    pub quodlibet: bool,
    /// Popeye's `maxflightsquares N`: in direct, self and reflex play, an attacker's move that
    /// leaves the defender's king more than N moves (flights) fails, unless the attacker has
    /// at most one more move to make after the defence.
    pub max_flights: Option<u32>,
    /// Popeye's `keepmatingpiece`: a move after which the side that is to reach the goal has
    /// nothing but its king (or kings) left fails.
    pub keep_mating: bool,
    /// Popeye's `trivialtriesavoid`: refuted first moves that give check are no tries.
    pub trivial_tries_avoid: bool,
    /// Popeye's `nontrivial m n` in direct, self and reflex play: a defence the attacker
    /// answers by reaching the goal within `n` more moves (an `s#n`, a `#n+1`) is trivial;
    /// wherever the defender has more than `n + 1` moves to go, the attacker's move must leave
    /// it at most one non-trivial defence, and `m` more over the whole line (see
    /// `solver::search::NonTrivial`).
    pub non_trivial: Option<NonTrivialOption>,
    /// Popeye's `NoShortVariations`: in battle play a defence the attacker answers with fewer
    /// moves than it has left (and more than one left) is not shown; threats are still shown
    /// whole.
    pub no_short_variations: bool,
    /// Popeye's `MatesIn1`: in self play a defence that reaches the goal before the last
    /// move is shown (Popeye leaves such trivial ends out otherwise).
    pub mates_in_1: bool,
    /// Popeye's `CastlingMutuallyExclusive`: pairs of a white and a black castling that exclude
    /// each other, as a set of [`CastlingPair`] bits (see [`CastlingPair::bit`]): once one side
    /// castles with a rook of a pair, the other side loses the right of that pair's other rook.
    pub castling_exclusive: u8,
}

/// One pair of Popeye's `CastlingMutuallyExclusive`: a white and a black castling, each named
/// by its rook's corner (`a1h8`: White's castling with the rook of the first file, Black's with
/// the rook of the last file).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CastlingPair {
    /// White's castling with the rook on the last file (`h1`) rather than the first.
    pub white_kingside: bool,
    /// Black's castling with the rook on the last file (`h8`) rather than the first.
    pub black_kingside: bool,
}

impl CastlingPair {
    /// Every pair in Popeye's order (`a1a8`, `a1h8`, `h1a8`, `h1h8`), which its output and
    /// feerie's writers follow.
    pub const ALL: [CastlingPair; 4] = [
        CastlingPair::of(false, false),
        CastlingPair::of(false, true),
        CastlingPair::of(true, false),
        CastlingPair::of(true, true),
    ];

    const fn of(white_kingside: bool, black_kingside: bool) -> CastlingPair {
        CastlingPair {
            white_kingside,
            black_kingside,
        }
    }

    /// The pair's bit in [`Options::castling_exclusive`].
    pub const fn bit(self) -> u8 {
        1 << (2 * self.white_kingside as u8 + self.black_kingside as u8)
    }

    /// The pairs of a set of bits, in Popeye's order.
    pub fn in_set(set: u8) -> impl Iterator<Item = CastlingPair> {
        CastlingPair::ALL
            .into_iter()
            .filter(move |p| set & p.bit() != 0)
    }

    /// The pair of the rooks' corners `white` (on the first rank) and `black` (on the last),
    /// on a board of `size`; `None` when either is not such a corner.
    pub fn of_squares(white: Square, black: Square, size: BoardSize) -> Option<CastlingPair> {
        let (last_file, last_rank) = (size.width() - 1, size.height() - 1);
        let side_of = |sq: Square, rank: u8| {
            if sq.rank() != rank {
                None
            } else if sq.file() == 0 {
                Some(false)
            } else if sq.file() == last_file {
                Some(true)
            } else {
                None
            }
        };
        Some(CastlingPair::of(
            side_of(white, 0)?,
            side_of(black, last_rank)?,
        ))
    }

    /// The two corners, as Popeye writes the pair (`a1h8`).
    pub fn squares(self, size: BoardSize) -> (Square, Square) {
        let file = |kingside: bool| if kingside { size.width() - 1 } else { 0 };
        (
            Square::new(file(self.white_kingside), 0),
            Square::new(file(self.black_kingside), size.height() - 1),
        )
    }

    /// `a1h8`.
    pub fn text(self, size: BoardSize) -> String {
        let (w, b) = self.squares(size);
        format!("{w}{b}")
    }
}

impl Options {
    /// Whether battle play shows tries: Popeye's `defence N` shows those with at most N
    /// refutations, `try` or not (`try` is its `defence 1`, and a `try` read after `defence N`
    /// clears it); `defence 0` shows none.
    pub fn shows_tries(&self) -> bool {
        match self.defence {
            Some(n) => n > 0,
            None => self.try_,
        }
    }
}

/// The two numbers of Popeye's `nontrivial m n`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NonTrivialOption {
    /// `m`: the non-trivial defences the attacker may allow beyond one at each move, along a
    /// whole line.
    pub extra: u32,
    /// `n`: a defence answered within this many moves is trivial.
    pub length: u32,
}

/// One twin command (Popeye's `twin`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TwinCommand {
    Move(Square, Square),
    Exchange(Square, Square),
    Remove(Square),
    /// A piece added with its attributes (as the `pieces` command places them).
    Add(Piece, Square, Attributes),
    Substitute(PieceKind, PieceKind),
    /// Quarter turns to the left (counter-clockwise, as Popeye turns): 90, 180 or 270 degrees.
    Rotate(u16),
    Mirror(MirrorAxis),
    Shift(Square, Square),
    /// Popeye's `PolishType`: every white piece turns black and every black one white
    /// (neutral pieces stay), each on its square.
    PolishType,
    Stipulation(Stipulation),
    /// `sstipulation` in a twin: the structured stipulation that replaces the problem's.
    Structured(Sstipulation),
    Condition(Vec<Condition>),
    /// The tokens a condition twin sets, in listing order: it comes right after the
    /// [`TwinCommand::Condition`] with the condition that owns the tokens.
    Tokens(Vec<(Square, super::position::TokenColour)>),
    /// A command feerie keeps but cannot apply; a twin holding one is not solved.
    Kept(KeptTwinCommand),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MirrorAxis {
    /// a1<-->h1: files reversed.
    Files,
    /// a1<-->a8: ranks reversed.
    Ranks,
    /// a1<-->h8.
    Diagonal,
    /// h1<-->a8.
    AntiDiagonal,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Twin {
    /// `continued`: applied to the previous twin instead of the diagram.
    pub continued: bool,
    pub commands: Vec<TwinCommand>,
    /// Where the twin is written (its `twin` keyword, or its first command), for messages.
    pub line: SourceLine,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Meta {
    pub author: Option<String>,
    pub origin: Option<String>,
    pub title: Option<String>,
    pub remarks: Vec<String>,
    /// Popeye's `award` (output only).
    pub award: Option<String>,
    /// The language the problem was written in; solutions are printed in it unless the user
    /// asks for another.
    pub language: Language,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    /// The diagram. Its side to move is the one the stipulation and options imply.
    pub position: Position,
    pub stipulation: Option<Stipulation>,
    /// Popeye's structured stipulation as read (its text stays in [`Kept::stipulation`], as
    /// written); played where [`Problem::stipulation`] is `None` (no twin set another).
    pub structured: Option<Sstipulation>,
    pub conditions: Vec<Condition>,
    pub options: Options,
    pub twins: Vec<Twin>,
    /// Popeye's `zeroposition`: the diagram is not solved, only its twins (the first of them
    /// is labelled `a)`).
    pub zero_position: bool,
    pub meta: Meta,
    /// What the problem states that feerie keeps but does not play.
    pub kept: Kept,
    /// Where the problem starts in its file (Popeye's `begin`, a session's diagram), for
    /// messages; like every [`SourceLine`], it takes no part in comparisons.
    pub line: SourceLine,
    /// The line of its stipulation, for messages.
    pub stipulation_line: SourceLine,
}

impl Problem {
    pub fn new(position: Position) -> Problem {
        Problem {
            position,
            stipulation: None,
            structured: None,
            conditions: Vec::new(),
            options: Options::default(),
            twins: Vec::new(),
            zero_position: false,
            meta: Meta::default(),
            kept: Kept::default(),
            line: SourceLine::default(),
            stipulation_line: SourceLine::default(),
        }
    }

    /// What stops the solver: the kept elements ([`Kept::unsupported`]) and the kept twin
    /// commands.
    pub fn unsupported(&self) -> Vec<Unsupported> {
        let mut out = self.kept.unsupported();
        // A structured stipulation read is the solver's to play or refuse, part by part.
        if self.structured.is_some() {
            out.retain(|u| u.what != "sstipulation");
        }
        for twin in &self.twins {
            for c in &twin.commands {
                if let TwinCommand::Kept(k) = c {
                    out.push(Unsupported {
                        what: "twin",
                        name: k.text.clone(),
                        line: k.line.0,
                    });
                }
            }
        }
        out
    }

    /// The side that moves first, as Popeye decides it: Black in help play, White otherwise,
    /// and the other one under `halfduplex`.
    pub fn first_mover(&self) -> Side {
        let side = match (self.stipulation, &self.structured) {
            (Some(s), _) => s.first_mover(),
            (None, Some(s)) => s.first_mover(),
            (None, None) => Side::White,
        };
        if self.options.half_duplex {
            side.opponent()
        } else {
            side
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stipulations_round_trip() {
        for s in [
            "#2",
            "=3",
            "h#3",
            "h#2.5",
            "h=2",
            "s#4",
            "s=2",
            "r#2",
            "ser-#3",
            "ser-h#12",
            "ser-s#3",
            "ser-=5",
            "ser-h=4",
            "~1",
            "h#0.5",
            "exact-h#2",
            "exact-ser-#3",
            "x2",
            "ser-x2",
            "zd42",
            "ser-za42",
            "h002",
            "+2",
            "ser-+2",
            "==1",
            "h==2",
            "h##2",
            "##!3",
            "ep1",
            "hep2",
            "!=2",
            "ser-!#3",
            "#=2",
            "c812",
            "%3",
            "hs#2",
            "hs#1.5",
            "hr#2",
            "semi-r#2",
            "reci-h#2",
            "reci-h(=)#2",
            "exact-h=2",
            "pser-#2",
            "pser-h#2",
            "ser-r#2",
            "ser-s=2",
            "h~2",
            "ser-h~3",
            "hct2",
            "ser-ctr3",
            "<>3",
            "h<>r2",
            "kc72",
            "ser-hka13",
            "ser-hs#5",
            "phser-s#2",
            "phser-r#2",
            "pser-hs#2",
        ] {
            let st = Stipulation::parse(s).unwrap();
            assert_eq!(st.to_string(), s);
        }
    }

    #[test]
    fn first_movers() {
        let fm = |s: &str| Stipulation::parse(s).unwrap().first_mover();
        assert_eq!(fm("#2"), Side::White);
        assert_eq!(fm("h#2"), Side::Black);
        assert_eq!(fm("h#2.5"), Side::White);
        assert_eq!(fm("ser-h#9"), Side::Black);
        assert_eq!(fm("s#3"), Side::White);
        assert_eq!(fm("hs#2"), Side::White);
        assert_eq!(fm("hs#2.5"), Side::Black);
        assert_eq!(fm("hr#1"), Side::White);
        assert_eq!(fm("reci-h#2"), Side::Black);
        assert_eq!(fm("pser-h#2"), Side::Black);
    }

    #[test]
    fn bad_stipulations_say_why() {
        assert!(Stipulation::parse("hk002").unwrap_err().contains("hk002"));
        assert!(Stipulation::parse("zi92").is_err());
        assert!(Stipulation::parse("semi-r#2.5").is_err());
        assert!(Stipulation::parse("ser-semi-r#2").is_err());
        assert_eq!(
            Stipulation::parse("reci-h(#)#2").unwrap().to_string(),
            "reci-h#2"
        );
        assert_eq!(
            Stipulation::parse("ZD42").unwrap().goal,
            Goal::Target(Square::new(3, 3))
        );
        assert!(Stipulation::parse("#").is_err());
        assert!(Stipulation::parse("s#2.5").is_err());
        // `exact-` before battle play too.
        for stip in ["exact-#2", "exact-s#2", "exact-r#3"] {
            let parsed = Stipulation::parse(stip).unwrap();
            assert!(parsed.exact);
            assert_eq!(parsed.to_string(), stip);
        }
    }
}
