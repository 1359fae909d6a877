//! Parry series as battle play (`white 5a[#]?+?d`: the `d` granted only to a side in check),
//! as Popeye solves it: the attacker moves, the defender only where it stands in check (a
//! parry), passing otherwise. Like any battle play, the keys are every first move that forces
//! the goal within the length, and each is followed by the attacker's shortest continuations
//! alone (Popeye lists `1.Kb6-a6   2.Rd1-d8 #`, not `1.Kb6-a6   2.Rd1-c1   3.Rc1-c8 #`, where
//! the series without parries lists both). Where the defender is in check, every parry must
//! be answered in time, each by its own shortest continuation.
//!
//! The search deepens move by move from each position, so that the shortest continuation is
//! found without searching the longer ones; what a position forces within a number of moves
//! is kept.

use std::collections::HashMap;

use super::leaf::Leaf;
use super::search::{pass, Limits};
use super::tree::Cut;
use crate::rules::attack::in_check;
use crate::rules::{legal_moves, Move, Position, Ruleset, Side};

/// A line: each move with its side (the attacker moves again after a pass).
pub(super) type Path = Vec<(Move, Side)>;

pub(super) struct ParryBattle<'a> {
    rs: &'a Ruleset,
    leaf: &'a Leaf,
    limits: &'a Limits,
    /// Whether the attacker, to move, forces the leaf within a number of moves, by
    /// (position, moves).
    wins: HashMap<(u64, u32), bool>,
    pub(super) nodes: u64,
    pub(super) cut: Option<Cut>,
}

impl<'a> ParryBattle<'a> {
    pub(super) fn new(rs: &'a Ruleset, leaf: &'a Leaf, limits: &'a Limits) -> Self {
        ParryBattle {
            rs,
            leaf,
            limits,
            wins: HashMap::new(),
            nodes: 0,
            cut: None,
        }
    }

    /// The lines of the keys from `pos` (the attacker to move) within `moves` moves, each key
    /// followed by its shortest continuations.
    pub(super) fn solve(&mut self, pos: &Position, moves: u32) -> Vec<Path> {
        let mut out = Vec::new();
        for mv in legal_moves(pos, self.rs).iter() {
            if let Some(len) = (1..=moves).find(|&j| self.move_wins(pos, mv, j)) {
                self.expand(pos, mv, len, &mut Vec::new(), &mut out);
            }
            if self.cut.is_some() {
                break;
            }
        }
        out
    }

    /// Whether `mv` forces the leaf within `moves` moves (itself included).
    fn move_wins(&mut self, pos: &Position, mv: &Move, moves: u32) -> bool {
        let after = pos.played(mv, self.rs);
        if self.leaf.holds(self.rs, pos, mv, &after) {
            return true;
        }
        if moves == 1 || self.cut.is_some() {
            return false;
        }
        let attacker = pos.side_to_move();
        let defender = after.side_to_move();
        if in_check(&after, defender, self.rs) {
            let parries = legal_moves(&after, self.rs);
            // (A check without a parry that is not the goal wins nothing.)
            !parries.is_empty()
                && parries
                    .iter()
                    .all(|p| self.wins(&after.played(p, self.rs), moves - 1))
        } else {
            let next = pass(&after, attacker, self.rs);
            self.wins(&next, moves - 1)
        }
    }

    /// Whether the attacker, to move at `pos`, forces the leaf within `moves` moves.
    fn wins(&mut self, pos: &Position, moves: u32) -> bool {
        let key = (pos.hash(), moves);
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(4096) && self.cut.is_none() {
            self.cut = self.limits.passed();
        }
        if self.cut.is_some() {
            return false;
        }
        // (Within fewer moves is within these.)
        let wins = (moves > 1 && self.wins(pos, moves - 1))
            || legal_moves(pos, self.rs)
                .iter()
                .any(|mv| self.move_wins(pos, mv, moves));
        if self.cut.is_none() {
            self.wins.insert(key, wins);
        }
        wins
    }

    /// The fewest moves within `moves` in which the attacker, to move at `pos`, forces the
    /// leaf.
    fn shortest(&mut self, pos: &Position, moves: u32) -> Option<u32> {
        (1..=moves).find(|&j| self.wins(pos, j))
    }

    /// The lines of `mv`, which forces the leaf in `len` moves and no fewer, after `line`.
    fn expand(
        &mut self,
        pos: &Position,
        mv: &Move,
        len: u32,
        line: &mut Path,
        out: &mut Vec<Path>,
    ) {
        let attacker = pos.side_to_move();
        let after = pos.played(mv, self.rs);
        line.push((*mv, attacker));
        if self.leaf.holds(self.rs, pos, mv, &after) {
            out.push(line.clone());
        } else {
            let defender = after.side_to_move();
            if in_check(&after, defender, self.rs) {
                for p in legal_moves(&after, self.rs).iter() {
                    let next = after.played(p, self.rs);
                    line.push((*p, defender));
                    if let Some(s) = self.shortest(&next, len - 1) {
                        self.continuations(&next, s, line, out);
                    }
                    line.pop();
                }
            } else {
                let next = pass(&after, attacker, self.rs);
                if let Some(s) = self.shortest(&next, len - 1) {
                    self.continuations(&next, s, line, out);
                }
            }
        }
        line.pop();
    }

    /// The lines from `pos` (the attacker to move) whose moves force the leaf in `len` moves,
    /// the fewest it can.
    fn continuations(&mut self, pos: &Position, len: u32, line: &mut Path, out: &mut Vec<Path>) {
        for mv in legal_moves(pos, self.rs).iter() {
            if self.cut.is_some() {
                return;
            }
            if self.move_wins(pos, mv, len) {
                self.expand(pos, mv, len, line, out);
            }
        }
    }
}
