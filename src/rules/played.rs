//! A position after a move, held in a reused buffer.
//!
//! `Position::play` returns a fresh value: the whole position is copied, 320 mailbox cells and
//! the 640-cell attribute plane (about 1.1 KB), though an 8x8 board without attributed pieces
//! reads 160 cells of it. A search, and every condition that judges a move by playing it,
//! plays millions of moves; `Position::played` copies into a buffer taken from a per-thread
//! pool instead, only as far as the board reaches (`Position::play_into`), and the buffer goes
//! back to the pool when the `Played` is dropped. A Box moves as one pointer, so taking and
//! giving back cost two thread-local accesses, far less than the bytes not copied.

use std::cell::RefCell;
use std::ops::Deref;

use super::moves::Move;
use super::position::Position;
use super::ruleset::Ruleset;

/// The most buffers a thread keeps: more than any search's depth of positions alive at once,
/// and a bound on what a thread holds after an unusually deep search.
const POOL_LIMIT: usize = 256;

thread_local! {
    // Boxed on purpose: a buffer moves between the pool and a `Played` as one pointer.
    #[allow(clippy::vec_box)]
    static POOL: RefCell<Vec<Box<Position>>> = const { RefCell::new(Vec::new()) };
}

/// The position after a move (see the module's comment); reads as a [`Position`].
pub struct Played {
    // Always Some but while dropping: Drop moves the buffer back to the pool.
    buffer: Option<Box<Position>>,
}

impl Deref for Played {
    type Target = Position;

    #[inline]
    fn deref(&self) -> &Position {
        // The buffer is taken only in `drop`.
        self.buffer
            .as_deref()
            .expect("a Played holds its position until dropped")
    }
}

impl Drop for Played {
    fn drop(&mut self) {
        if let Some(buffer) = self.buffer.take() {
            // A pool borrowed elsewhere on this thread (never, as it is borrowed only inside
            // these two functions) or full lets the buffer be freed.
            let _ = POOL.try_with(|pool| {
                if let Ok(mut pool) = pool.try_borrow_mut() {
                    if pool.len() < POOL_LIMIT {
                        pool.push(buffer);
                    }
                }
            });
        }
    }
}

impl Position {
    /// The position after `mv` (as [`Position::play`]), in a pooled buffer.
    #[inline]
    pub fn played(&self, mv: &Move, rs: &Ruleset) -> Played {
        let reused = POOL
            .try_with(|pool| pool.try_borrow_mut().ok().and_then(|mut p| p.pop()))
            .ok()
            .flatten();
        let buffer = match reused {
            Some(mut buffer) => {
                self.play_into(mv, rs, &mut buffer);
                buffer
            }
            None => Box::new(self.play(mv, rs)),
        };
        Played {
            buffer: Some(buffer),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::movegen::legal_moves;
    use crate::rules::position::Position;
    use crate::rules::ruleset::Ruleset;

    #[test]
    fn played_equals_play_through_reused_buffers() {
        let start = Position::initial();
        let rs = Ruleset::assemble(&start, Vec::new(), Vec::new());
        // Buffers go back to the pool and come out again holding older positions: each
        // result must still equal a fresh copy-make, key included.
        for mv in legal_moves(&start, &rs) {
            let played = start.played(&mv, &rs);
            assert_eq!(*played, start.play(&mv, &rs));
            for reply in legal_moves(&played, &rs) {
                let deeper = played.played(&reply, &rs);
                let fresh = start.play(&mv, &rs).play(&reply, &rs);
                assert_eq!(*deeper, fresh);
                assert_eq!(deeper.hash(), fresh.hash());
            }
        }
    }
}
