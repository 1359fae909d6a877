//! Popeye's `StartMoveNumber N` and `UpToMoveNumber N`: only the first moves numbered N and
//! on (up to N) are solved. Popeye numbers the first moves in the order it tries them: the
//! moves it generates into a stack, square by square from h8 to a1 (rank 8 first, each rank
//! from the h-file), each piece's in the order of its walk's vectors, then taken from the
//! stack's top, so that the squares come from a1 to h8 and each piece's moves backwards; a
//! promotion's pieces (queen, knight, rook, bishop) one after the other. Moves that leave the
//! mover's king in check are numbered too (Popeye numbers a move before its check test).
//!
//! feerie numbers the moves the same way where it knows Popeye's order: orthodox pieces on
//! the 8x8 board, under conditions that keep that order ([`Rules::keeps_popeye_order`]).
//! Elsewhere it refuses, unless the numbers leave every first move (`start 1`). In intelligent mode Popeye reads the numbers as the lengths to try
//! ([`MoveNumbers::allows_length`]).
//!
//! [`Rules::keeps_popeye_order`]: crate::rules::condition::Rules::keeps_popeye_order

use crate::rules::kept::SourceLine;
use crate::rules::movegen::generate_candidates;
use crate::rules::moves::MoveList;
use crate::rules::{Move, PieceKind, Position, Problem, Ruleset, Side};

/// The numbers a problem's options give, by level (`2:8`: the first move numbered 2, the
/// second 8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveNumbers {
    start: Vec<u32>,
    upto: Vec<u32>,
    pub line: SourceLine,
}

impl MoveNumbers {
    /// The numbers of a problem's `StartMoveNumber` and `UpToMoveNumber` (kept as read; the
    /// last of each counts, as in Popeye), `None` without either.
    pub fn of(problem: &Problem) -> Option<MoveNumbers> {
        let mut out: Option<MoveNumbers> = None;
        for k in &problem.kept.options {
            let numbers = || -> Vec<u32> {
                k.words
                    .first()
                    .map(|w| w.split(':').filter_map(|n| n.parse().ok()).collect())
                    .unwrap_or_default()
            };
            let this = out.get_or_insert_with(|| MoveNumbers {
                start: Vec::new(),
                upto: Vec::new(),
                line: k.line,
            });
            match k.name.as_str() {
                "StartMoveNumber" => this.start = numbers(),
                "UpToMoveNumber" => this.upto = numbers(),
                _ => continue,
            }
            this.line = k.line;
        }
        out.filter(|m| !m.start.is_empty() || !m.upto.is_empty())
    }

    /// Numbers for moves after the first (`2:8`).
    pub fn deep(&self) -> bool {
        self.levels() > 1
    }

    /// The levels the numbers bound (`2:8`: two); the moves below them are never skipped.
    pub fn levels(&self) -> usize {
        self.start.len().max(self.upto.len())
    }

    /// Whether the numbers of `level` leave every move of a position where at most `most`
    /// moves are numbered (from 1 up to `most`).
    pub fn leaves_all(&self, level: usize, most: u32) -> bool {
        self.start.get(level).is_none_or(|&s| s <= 1)
            && self.upto.get(level).is_none_or(|&u| u >= most)
    }

    fn first(&self) -> (u32, u32) {
        (
            self.start.first().copied().unwrap_or(0),
            self.upto.first().copied().unwrap_or(u32::MAX),
        )
    }

    /// Whether the first move numbered `n` is solved.
    pub fn allows(&self, n: u32) -> bool {
        let (start, upto) = self.first();
        (start..=upto).contains(&n)
    }

    /// Intelligent mode: whether a length of `plies` half-moves as Popeye counts them (`h#n`
    /// 2n, `h#n.5` 2n+1, a series of n moves 2n-1) is tried: at least twice the start and
    /// at most twice the end, one less (one more) for an odd count.
    pub fn allows_length(&self, plies: u32) -> bool {
        let (start, upto) = self.first();
        let odd = plies % 2;
        let min = (2 * start).saturating_sub(odd);
        let max = upto.saturating_mul(2).saturating_add(odd);
        (min..=max).contains(&plies)
    }

    /// The first moves of `pos` that `StartMoveNumber` and `UpToMoveNumber` leave to solve,
    /// numbered as Popeye numbers them; an error says why feerie cannot number them.
    pub fn allowed(&self, pos: &Position, rs: &Ruleset) -> Result<Vec<Move>, String> {
        // Numbers that leave every first move (`start 1` alone) need no order: the moves are
        // solved whatever their numbers, with any pieces and conditions.
        let (start, upto) = self.first();
        if start <= 1 && upto == u32::MAX {
            let mut moves = MoveList::new();
            generate_candidates(pos, rs, &mut moves);
            return Ok(moves);
        }
        Ok(popeye_order(pos, rs)?
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| self.allows(i as u32 + 1))
            .map(|(_, mv)| mv)
            .collect())
    }
}

/// The candidate moves of the side to move (its king's safety not judged) in Popeye's order
/// (see [`popeye_order`](super::popeye_order)).
pub fn popeye_order(pos: &Position, rs: &Ruleset) -> Result<Vec<Move>, String> {
    if !super::popeye_order::known_for(pos, rs) {
        return Err(if rs.has_attributes() {
            "with pieces of attributes".into()
        } else {
            "on a board other than 8x8".into()
        });
    }
    for file in 0..8 {
        for rank in 0..8 {
            let sq = crate::rules::square::Square::new(file, rank);
            if let Some(p) = pos.piece_at(sq) {
                if !p.kind().is_orthodox() || p.colour().side().is_none() {
                    return Err("with other than orthodox white and black pieces".into());
                }
                // (Popeye gives such a pawn no move; feerie's rules do.)
                let base = if p.colour().side() == Some(Side::White) {
                    0
                } else {
                    7
                };
                if p.kind() == PieceKind::Pawn && rank == base {
                    return Err("with a pawn on its own first rank".into());
                }
            }
        }
    }
    let mut moves = MoveList::new();
    generate_candidates(pos, rs, &mut moves);
    let side = pos.side_to_move();
    let mut keyed = Vec::with_capacity(moves.len());
    for mv in moves.iter() {
        let key = super::popeye_order::key(mv, side, rs)?;
        keyed.push((key, *mv));
    }
    keyed.sort_by_key(|&(key, _)| key);
    // Popeye numbers a capture once, whatever rebirths it then chooses from (Cage Circé).
    let numbered = |k: &super::popeye_order::Key| (k.0, k.1, k.2);
    if keyed
        .windows(2)
        .any(|w| numbered(&w[0].0) == numbered(&w[1].0))
    {
        return Err("with moves Popeye numbers as one".into());
    }
    Ok(keyed.into_iter().map(|(_, mv)| mv).collect())
}
