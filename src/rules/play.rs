//! Applying a move to a position (copy-make).

use super::condition::{Hooks, TokenShift};
use super::moves::{Destination, Move, Promotion, Reborn, Special};
use super::piece::{Piece, PieceKind, Side};
use super::position::{EnPassant, Position, TokenColour};
use super::problem::CastlingPair;
use super::ruleset::Ruleset;
use super::square::Square;

impl Position {
    /// The position after `mv`, which must be one of this position's generated moves.
    ///
    /// Inlined so that the copy is made straight into the caller's slot: out of line, the
    /// position was built in this function's frame and then copied a second time into the
    /// return slot, reading back the bytes just written (a third of perft's time).
    #[inline]
    pub fn play(&self, mv: &Move, rs: &Ruleset) -> Position {
        let mut next = *self;
        next.make::<true>(self, mv, rs);
        next
    }

    /// Writes into `next` the position after `mv` (`play` for callers that keep a position
    /// per ply): one copy, straight into its place, and when `next` already holds a position
    /// of the same board size, only of the mailbox rows the board uses.
    #[inline]
    pub fn play_into(&self, mv: &Move, rs: &Ruleset, next: &mut Position) {
        next.copy_from(self);
        next.make::<true>(self, mv, rs);
    }

    /// Writes into `next` the position after `mv` with every effect played but the side
    /// changes of magic pieces: what a condition that plays moves its own way
    /// ([`Hooks::MAKE`]) builds on, as the side changes come once, after the whole move
    /// (Popeye's magic recolourer follows every other effect), and what a condition that
    /// judges the move before them reads (SingleBox Type 2 picks the latent pawns there).
    pub fn play_into_before_magic(&self, mv: &Move, rs: &Ruleset, next: &mut Position) {
        next.copy_from(self);
        next.make::<false>(self, mv, rs);
    }

    /// The position after `mv` but for the magic pieces' side changes
    /// ([`Position::play_into_before_magic`]).
    pub fn played_before_magic(&self, mv: &Move, rs: &Ruleset) -> Position {
        let mut next = *self;
        next.make::<false>(self, mv, rs);
        next
    }

    /// Turns `self`, a fresh copy of `src`, into the position after `mv`; the magic pieces'
    /// side changes with `MAGIC` only.
    #[inline(always)]
    fn make<const MAGIC: bool>(&mut self, src: &Position, mv: &Move, rs: &Ruleset) {
        if rs.uses(Hooks::MAKE) && self.make_by_rules(src, mv, rs) {
            if MAGIC && rs.magic() {
                self.follow_magic(src, mv, rs);
            }
            if rs.castling_exclusive() != 0 {
                self.exclude_castling(src, mv, rs.castling_exclusive());
            }
            return;
        }
        self.displace(src, mv);
        if rs.has_attributes() {
            self.follow_attributes(src, mv, rs);
            if let Some(p) = mv.passive {
                // A Bul or Dob hopper's hurdle moves on (`bul_dob`).
                self.displace_hurdle(p);
                if let Destination::Square(to) = p.to {
                    if self.castling().bits() != 0
                        && (castling_square(src, p.from) || castling_square(src, to))
                    {
                        self.update_castling(rs.keeps_rook_rights());
                    }
                }
            }
        }
        // Most moves are plain displacements with nothing to follow up.
        if !matches!(mv.special, Special::Plain) {
            self.finish_move(src, mv);
            if rs.castling_exclusive() != 0 {
                self.exclude_castling(src, mv, rs.castling_exclusive());
            }
        }
        if let Some(shift) = rs.token_shift() {
            self.follow_tokens(src, mv, shift);
        }
        if rs.uses(Hooks::AFTER_MOVE) {
            self.after_move_by_rules(src, mv, rs);
            if rs.has_attributes() && mv.rebirth.is_some() {
                self.follow_rebirth_attributes(src, mv);
            }
        }
        if MAGIC && rs.magic() {
            self.follow_magic(src, mv, rs);
        }
        if src.tracks_origins() {
            self.follow_origins(src, mv);
        }
        if src.castling().bits() != 0
            && (castling_square(src, mv.from) || castling_square(src, mv.to))
        {
            self.update_castling(rs.keeps_rook_rights());
        }
    }

    /// A condition that plays moves its own way: true when one did.
    #[inline(never)]
    fn make_by_rules(&mut self, src: &Position, mv: &Move, rs: &Ruleset) -> bool {
        rs.with(Hooks::MAKE).any(|r| r.make(self, src, mv, rs))
    }

    /// The tokens' part of `mv` (see [`TokenShift`]).
    #[inline(always)]
    fn follow_tokens(&mut self, src: &Position, mv: &Move, shift: TokenShift) {
        if !src.tokens().is_empty() {
            let (df, dr) = shift.of(mv);
            if (df, dr) != (0, 0) {
                self.shift_tokens(src, src.side_to_move(), df, dr);
            }
        }
        if mv.promotion == Some(Promotion::Token) {
            self.add_token(mv.to, TokenColour::Neutral);
        }
    }

    /// Records in `self`, the position after `mv` played in `src` (what the conditions add
    /// included), where each piece stood in the diagram (Diagram Circe, the goals that follow
    /// pieces): the mover's and a castling rook's travel with them, a reborn piece keeps its
    /// own (the captured piece's, or under AntiCirce the capturer's).
    #[inline(never)]
    pub fn follow_origins(&mut self, src: &Position, mv: &Move) {
        let rook = match mv.special {
            Special::Castling { rook_from, rook_to }
            | Special::CastlingMake { rook_from, rook_to } => Some((rook_from, rook_to)),
            _ => None,
        };
        let captured_on = match mv.special {
            Special::EnPassant { victim } => victim,
            _ => mv.to,
        };
        // A piece captured by an earlier move (Circé Parrain, `LastMove`) comes back with the
        // origin kept while it waited (below).
        let waited = src.pending_rebirth().is_some();
        let origin_of = |r: super::moves::Rebirth| match r.of {
            Reborn::Captured | Reborn::Promoted if waited => None,
            Reborn::Captured | Reborn::Promoted => Some((r.square, captured_on)),
            Reborn::Capturer | Reborn::CapturerPromotee => Some((r.square, mv.from)),
            // The piece that stood on `from` after the move: the mover if it took there.
            Reborn::WaitedMover => Some((r.square, mv.from)),
            Reborn::Waited => src.pending_standing().map(|from| (r.square, from)),
            // (Breton's and Kobul's side effects leave every piece its own origin.)
            Reborn::Mover
            | Reborn::Vanished
            | Reborn::Changed
            | Reborn::Removed
            | Reborn::RemovedEarly
            | Reborn::Replaced
            | Reborn::ReplacedEarly
            // (A buried piece leaves the board, its origin kept in the underworld.)
            | Reborn::CapturedBuried
            | Reborn::PromotedBuried
            | Reborn::CapturerBuried
            // (A token is no piece.)
            | Reborn::PromotedToken
            | Reborn::Summoned { .. }
            // (A rook going to its corner keeps its origin: the family refuses Diagram here.)
            | Reborn::Partner
            | Reborn::PartnerAside => None,
        };
        let reborn = mv.rebirth.and_then(origin_of);
        let second = mv.second_rebirth.and_then(origin_of);
        // Only the squares the move touched change their pieces' origins: the mover's, a
        // castling rook's, a reborn piece's, and any other square whose contents changed.
        let mut touched = self.changed_from(src);
        for sq in [Some(mv.from), Some(mv.to), Some(captured_on)]
            .into_iter()
            .chain(
                rook.map(|(from, to)| [from, to])
                    .into_iter()
                    .flatten()
                    .map(Some),
            )
            .chain([reborn.map(|(at, _)| at), second.map(|(at, _)| at)])
            .flatten()
        {
            touched.insert(sq);
        }
        // A displaced hurdle (Bul, Dob) keeps its own.
        let hurdle = mv.passive.and_then(|p| match p.to {
            Destination::Square(to) => Some((p.from, to)),
            Destination::Off(_) => None,
        });
        // A piece back from the underworld brings its own (the first ghost under a square
        // comes back, as Circe uncovers them), where one was kept with it.
        let mut back: Vec<(Square, Square)> = Vec::new();
        if waited {
            for r in [mv.rebirth, mv.second_rebirth].into_iter().flatten() {
                if let (Reborn::Captured | Reborn::Promoted, Some(origin)) =
                    (r.of, src.pending_origin())
                {
                    back.push((r.square, origin));
                    touched.insert(r.square);
                }
            }
        }
        for g in src.ghosts() {
            let Some(origin) = g.origin else {
                continue;
            };
            let under = |p: &Position| p.ghosts().filter(|h| h.square == g.square).count();
            if !back.iter().any(|&(sq, _)| sq == g.square)
                && self.piece_at(g.square).is_some()
                && under(self) < under(src)
            {
                back.push((g.square, origin));
                touched.insert(g.square);
            }
        }
        self.set_origins_on(src, touched, |sq| {
            if let Some(&(_, origin)) = back.iter().find(|&&(at, _)| at == sq) {
                return Some(origin);
            }
            let from = match (reborn, rook) {
                _ if second.is_some_and(|(at, _)| at == sq) => second.map_or(sq, |(_, f)| f),
                (Some((at, from)), _) if at == sq => from,
                (_, Some((from, to))) if to == sq => from,
                _ if hurdle.is_some_and(|(_, to)| to == sq) => hurdle.map_or(sq, |(f, _)| f),
                _ if sq == mv.to => mv.from,
                _ => sq,
            };
            src.origin(from)
        });
        // The piece this move captured awaits its rebirth with its origin.
        if self.pending_rebirth().is_some() && mv.captured.is_some() {
            self.set_pending_origin(src.origin(captured_on));
        }
    }

    /// The side changes magic pieces make, once everything else of `mv` is played (see
    /// [`super::magic`]); a rook that changes side on its castling square takes its right
    /// along.
    #[inline(never)]
    fn follow_magic(&mut self, src: &Position, mv: &Move, rs: &Ruleset) {
        let turned = super::magic::turned(src, self, mv, rs);
        if rs.magic_sided() {
            self.set_magic_turned(turned);
        }
        if turned.is_empty() {
            return;
        }
        for sq in turned.iter() {
            if let Some(side) = self.piece_at(sq).and_then(|p| p.colour().side()) {
                self.turn(sq, side.opponent().colour());
            }
        }
        if self.castling().bits() != 0 {
            self.update_castling(false);
        }
    }

    /// What the conditions add to the move, in the registry's order.
    #[inline(never)]
    fn after_move_by_rules(&mut self, src: &Position, mv: &Move, rs: &Ruleset) {
        for r in rs.after_move_rules() {
            r.after_move(self, src, mv, rs);
        }
    }

    /// Whether `sq` is empty once `mv` (a move of this position) is played, before anything a
    /// condition adds to it: where a rebirth may put a piece.
    pub fn is_empty_after(&self, mv: &Move, sq: Square) -> bool {
        if sq == mv.to {
            return mv.promotion == Some(Promotion::Token);
        }
        match mv.special {
            Special::Castling { rook_from, rook_to }
            | Special::CastlingMake { rook_from, rook_to } => {
                if sq == rook_to {
                    return false;
                }
                if sq == rook_from {
                    return true;
                }
            }
            Special::EnPassant { victim } | Special::CaptureAt { victim } if sq == victim => {
                return true
            }
            _ => {}
        }
        sq == mv.from || self.is_empty_square(sq)
    }

    /// Plays `mv` in place.
    pub fn apply(&mut self, mv: &Move, rs: &Ruleset) {
        *self = self.play(mv, rs);
    }

    /// What a special move adds to the displacement of its piece: e.p. rights, the castling
    /// rook, a castling make's rook (castling rights are `make`'s: the piece leaves the
    /// taken side's king square, a castling square).
    #[inline(never)]
    fn finish_move(&mut self, src: &Position, mv: &Move) {
        // A double step that reaches the last rank (boards of four ranks) promotes: the piece
        // that lands is no pawn to take en passant.
        if mv.special == Special::DoubleStep && mv.promotion.is_none() {
            // The square passed over (a berolina pawn's double step is diagonal), from where
            // the step began: a pawn that went to its rebirth square first (AntiMarsCirce,
            // PhantomChess: `a2-a7-a5`) passed a6, Popeye's `b5*a6 ep.`.
            let from = mv
                .rebirth
                .filter(|r| r.of == Reborn::Mover)
                .map_or(mv.from, |r| r.square);
            let target = Square::new(
                (from.file() + mv.to.file()) / 2,
                (from.rank() + mv.to.rank()) / 2,
            );
            self.set_en_passant(Some(EnPassant::new(target, mv.to)));
        }
        if let Special::Castling { rook_from, rook_to }
        | Special::CastlingMake { rook_from, rook_to } = mv.special
        {
            // (A rook reborn on its corner first: AntiMarsCirce's `[wRg4->h1]0-0`. The king
            // may have come onto the square the rook left, `[wKe5->e1][wRc1->a1]0-0-0`: the
            // rook is the one that stood there before the move.)
            if let Some((from, to)) = mv.castling_partner() {
                if let Some(rook) = src.piece_at(from) {
                    if from != mv.to {
                        self.remove(from);
                    }
                    self.put_with(to, rook, src.attributes(from));
                }
            }
            let attributes = self.attributes(rook_from);
            if let Some(rook) = self.remove(rook_from) {
                self.put_with(rook_to, rook, attributes);
            }
        }
    }

    /// Popeye's `CastlingMutuallyExclusive` (`set`: the pairs' bits, see
    /// [`CastlingPair`]): a castling takes from the other side the right of each rook paired
    /// with it (Popeye's mutual castling rights adjuster, which clears the rook's flag).
    #[inline(never)]
    fn exclude_castling(&mut self, src: &Position, mv: &Move, set: u8) {
        let (Special::Castling { rook_from, .. } | Special::CastlingMake { rook_from, .. }) =
            mv.special
        else {
            return;
        };
        let mover = src.side_to_move();
        let kingside = rook_from.file() != 0;
        let mut c = self.castling();
        for pair in CastlingPair::in_set(set) {
            let (own, other) = match mover {
                Side::White => (pair.white_kingside, pair.black_kingside),
                Side::Black => (pair.black_kingside, pair.white_kingside),
            };
            if own == kingside {
                c.set_rook(mover.opponent(), other, false);
            }
        }
        self.set_castling(c);
    }

    /// Clears the castling bits of kings and rooks no longer on their squares; a king's
    /// departure clears its rooks' too, unless `keep_rooks` (`Ruleset::keeps_rook_rights`).
    #[inline(never)]
    fn update_castling(&mut self, keep_rooks: bool) {
        let mut c = self.castling();
        for side in [Side::White, Side::Black] {
            let rank = self.home_rank(side);
            let at = |f: u8, k: PieceKind| {
                self.piece_at(Square::new(f, rank)) == Some(Piece::new(side.colour(), k))
            };
            if c.king_unmoved(side) && !at(4, PieceKind::King) {
                // A moved king never castles again: its rooks' bits mean nothing any more.
                // (Popeye's rights are the squares': its rooks keep theirs, and castle with
                // a king a rebirth puts back on its square; not followed, see
                // `restore_castling_right`.)
                c.set_king(side, false);
                if !keep_rooks {
                    c.set_rook(side, true, false);
                    c.set_rook(side, false, false);
                }
            }
            for (kingside, f) in [(true, 7), (false, 0)] {
                if c.rook_unmoved(side, kingside) && !at(f, PieceKind::Rook) {
                    c.set_rook(side, kingside, false);
                }
            }
        }
        self.set_castling(c);
    }

    /// A piece put back on its castling square by a rebirth (Popeye's readdition) has its
    /// castling right again, as Popeye gives it: a rook on its corner while its king has its
    /// right (or always, where `keep_rooks`: `Ruleset::keeps_rook_rights`), a king on its
    /// square while it is its side's royal king (RULES.md §2.3). A rook's bit beside a moved
    /// king would mean nothing, and two positions that differ only in it would be told apart
    /// by their keys and by equality though no FEN can say it.
    pub(crate) fn restore_castling_right(&mut self, sq: Square, piece: Piece, keep_rooks: bool) {
        if self.size().width() != 8 {
            return;
        }
        let Some(side) = piece.colour().side() else {
            return;
        };
        if sq.rank() != self.home_rank(side) {
            return;
        }
        let mut c = self.castling();
        match (piece.kind(), sq.file()) {
            (PieceKind::Rook, 0 | 7) if keep_rooks || c.king_unmoved(side) => {
                c.set_rook(side, sq.file() == 7, true)
            }
            (PieceKind::King, 4) if self.king(side) == Some(sq) => c.set_king(side, true),
            _ => return,
        }
        self.set_castling(c);
    }
}

/// Whether a move from or to `sq` may cost a castling right: the kings' and rooks' squares.
/// (`src` is the position before the move: its fields are not being rewritten.)
#[inline]
fn castling_square(src: &Position, sq: Square) -> bool {
    // Files a, e and h as bits 0, 4 and 7.
    (sq.rank() == 0 || sq.rank() == src.size().height() - 1) && 0x91 >> sq.file() & 1 != 0
}
