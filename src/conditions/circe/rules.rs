//! The hooks the Circé family gives the rules core. Circe: each capture gets the captured
//! piece's rebirth, which playing the move makes; with RexInclusive, check is a capture of the
//! king that leaves no rebirth. AntiCirce: each capture gets the capturer's rebirth or is
//! dropped, and check is an allowed capture of the king. MarsCirce and PhantomChess tell the
//! core where each piece captures from (its rebirth square; PhantomChess: its own square too,
//! and it moves from both), and the core's relocation walks the pieces and observes
//! (`crate::rules::relocation`): check is such a capture. AntiMarsCirce makes its candidates
//! itself.

use std::sync::Arc;

use super::mars_squares::MarsSquares;
use super::{
    add_rebirths, anti_attacked, anti_check, anti_mars_candidates, assassin_check, barred_attacked,
    beside_attacked, drop_barred, geneva_barred, mars_capture_squares, mars_castlings,
    passage_is_safe, pawn_on_base_rank, phantom_capture_squares, play_rebirth,
    reborn_pawns_may_stand_still, rex_inclusive_check, rex_inclusive_check_amended,
    rex_inclusive_check_walked, Adapter, Base, CirceOptions, Definition, Occupied, RebornWalk,
    Relevant,
};
use crate::rules::attack::Capture;
use crate::rules::condition::{Generation, Hooks, Rules};
use crate::rules::moves::{Move, MoveList};
use crate::rules::piece::Side;
use crate::rules::piece::{Piece, PieceKind};
use crate::rules::position::Position;
use crate::rules::relocation::CaptureSquares;
use crate::rules::ruleset::KindSet;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

/// The Circé family's rules for one problem.
#[derive(Debug)]
pub struct Compiled {
    options: CirceOptions,
    /// Mars Circe's capture squares, where a table can answer.
    mars: Option<MarsSquares>,
}

impl Compiled {
    /// The options compiled.
    pub fn options(&self) -> &CirceOptions {
        &self.options
    }

    /// The hooks of the base itself (without a bar beside it).
    fn own_hooks(&self) -> Hooks {
        match self.options.base {
            Base::Circe => {
                let mut hooks = Hooks::AMEND | Hooks::AFTER_MOVE | Hooks::MOVES_OTHERS;
                if reborn_pawns_may_stand_still(&self.options) {
                    hooks = hooks | Hooks::CAPTURE_FILTER;
                }
                if self.options.rex_inclusive
                    || self.options.occupied == Occupied::Assassin
                    || self.options.anti.is_some()
                {
                    hooks | Hooks::ATTACK | Hooks::PASSAGE
                } else {
                    hooks
                }
            }
            Base::Anti => {
                Hooks::AMEND
                    | Hooks::AFTER_MOVE
                    | Hooks::MOVES_OTHERS
                    | Hooks::ATTACK
                    | Hooks::PASSAGE
            }
            // The core walks the pieces from the squares they capture from
            // (`crate::rules::relocation`) and observes from there: the other rules' filters
            // and amendments then judge Mars Circe's moves and checks too.
            Base::Mars => {
                Hooks::WALK
                    | Hooks::CASTLING
                    | Hooks::RELOCATE
                    | Hooks::ATTACK
                    | Hooks::PASSAGE
                    | Hooks::MOVES_OTHERS
            }
            // Castling is orthodox, its passage judged by playing the king's step.
            Base::Phantom => {
                Hooks::WALK | Hooks::RELOCATE | Hooks::ATTACK | Hooks::PASSAGE | Hooks::MOVES_OTHERS
            }
            // Captures are orthodox, and so are checks.
            Base::AntiMars => Hooks::CANDIDATES | Hooks::MOVES_OTHERS,
            // Captures are dropped; a king not immune is checked as in orthodox chess.
            Base::Immun if !self.options.rex_inclusive => Hooks::AMEND,
            Base::Immun => Hooks::AMEND | Hooks::ATTACK | Hooks::PASSAGE,
            // GenevaChess also filters the captures of a king (Popeye's check validation):
            // a rule that answers for check before it (Madrasi) asks it so.
            Base::Geneva => Hooks::AMEND | Hooks::ATTACK | Hooks::PASSAGE | Hooks::CAPTURE_FILTER,
        }
    }

    /// Whether a rule amends the moves before the family does (its hooks run first: a
    /// wormhole's transfer), so that a capture's rebirth depends on what it made first.
    fn amended_before(&self, rs: &Ruleset) -> bool {
        amended_before(rs)
    }

    /// The base's own candidates (AntiMarsCirce).
    fn own_candidates(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {
        anti_mars_candidates(pos, rs, &self.options, out);
    }
}

/// Whether a rule amends the moves before the family does (its hooks run first: a wormhole's
/// transfer, Einstein chess's change of the mover).
pub(super) fn amended_before(rs: &Ruleset) -> bool {
    rs.with(Hooks::AMEND)
        .take_while(|r| !is_family(r.as_any()))
        .any(|r| r.amends_checking_captures())
}

/// Whether `rules` are the family's own.
pub(super) fn is_family(rules: &dyn std::any::Any) -> bool {
    rules.downcast_ref::<Compiled>().is_some()
}

/// The rebirth engine's rules for `options` (Circé Parrain's too: one configuration of it).
pub fn compile(options: &CirceOptions, diagram: &Position) -> Arc<dyn Rules> {
    let mars = (options.base == Base::Mars)
        .then(|| MarsSquares::new(options, diagram.size()))
        .flatten();
    Arc::new(Compiled {
        options: *options,
        mars,
    })
}

impl Rules for Compiled {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn pending_survives_null_move(&self) -> bool {
        // WaitCapture's piece waits for the next capture; a null move captures nothing.
        self.options.wait_capture
    }

    fn hooks(&self) -> Hooks {
        let mut own = self.own_hooks();
        // The bases that reborn nothing follow the pieces to their diagram squares all the
        // same (`Diagram`): from the first move on.
        if self.options.definition == Definition::Diagram
            && !matches!(self.options.base, Base::Circe | Base::Anti)
        {
            own = own | Hooks::AFTER_MOVE;
        }
        // Circe beside a Mars-like base reborns what its moves take.
        if self.options.circe.is_some() {
            own = own | Hooks::AMEND | Hooks::AFTER_MOVE;
        }
        match self.options.bar {
            None => own,
            Some(bar) if bar.answers_check() => own | Hooks::AMEND | Hooks::ATTACK | Hooks::PASSAGE,
            Some(_) => own | Hooks::AMEND,
        }
    }

    /// AntiCirce's, GenevaChess's and ImmunChess RexInclusive's checks are captures of the
    /// king the capture rules allow, and Circe RexInclusive's captures of it that leave no
    /// rebirth: orthodox captures each keeps or drops. A move that captures nothing is played
    /// as in orthodox chess (but where a capture's rebirth waits for a later move: LastMove,
    /// WaitCapture).
    fn attacks_within_orthodox(&self) -> bool {
        let o = &self.options;
        o.bar.is_none()
            && o.anti.is_none()
            && o.occupied != Occupied::Assassin
            && !o.last_move
            && !o.wait_capture
            && match o.base {
                Base::Anti | Base::Geneva => true,
                Base::Immun | Base::Circe => o.rex_inclusive,
                Base::Mars | Base::AntiMars | Base::Phantom => false,
            }
    }

    /// AntiCirce brings a capturing king back to its square, and Popeye's castling rights are
    /// the squares': a rook keeps its right while its king is away, and a rook reborn on its
    /// corner regains it, to castle once a rebirth puts the king back (corpus 4_83_to_4_85
    /// #9: `5.Ka7*b8[bKb8->e8][+wRa1]` … `6...Kb5*a4[wKa4->e1]` … `7...0-0-0`). With
    /// `LastMove` the capturer waits on its square, a king too, and a rebirth may put it
    /// back (`c3*b2[wKf2->e1]` then `0-0`).
    fn keeps_rook_rights(&self) -> bool {
        let o = &self.options;
        (o.base == Base::Anti && (o.last_move || o.rex_inclusive))
            || o.anti.is_some_and(|a| a.rex_inclusive)
    }

    /// Popeye's `ctr` and `<>r` look at the rebirth of a move under its Circe base, whatever
    /// the options (Circé Parrain's rebirth a move after the capture included:
    /// BEISPIEL circe #10, `2.Kh2-h1[+wBh5]`), never under AntiCirce.
    fn rebirths_reach_goals(&self) -> bool {
        self.options.base == Base::Circe
    }

    /// Circe, AntiCirce, ImmunChess and GenevaChess give each orthodox capture its rebirth
    /// or drop it, where Popeye generates it: the moves keep Popeye's order. Cage's choices
    /// come from a1 up as Popeye tries them (corpus 4_51_to_4_53__025), which the order's key
    /// says; Super's and Take&Make's choices, the Mars family's moves from other squares and
    /// the rebirths waiting for a later move (LastMove, WaitCapture) are left out.
    fn keeps_popeye_order(&self, _mv: &Move) -> bool {
        let o = &self.options;
        let chosen = |d: Definition| matches!(d, Definition::Super | Definition::TakeMake);
        matches!(
            o.base,
            Base::Circe | Base::Anti | Base::Immun | Base::Geneva
        ) && !o.last_move
            && !o.wait_capture
            && !chosen(o.definition)
            && o.anti
                .is_none_or(|a| !chosen(a.definition) && a.definition != Definition::Cage)
    }

    fn reborns_kamikaze_capturers(&self) -> bool {
        self.options.base == Base::Circe
    }

    fn refuses_magic(&self) -> Option<&'static str> {
        // Circe's and AntiCirce's own attacks are Popeye's check validation only (a capture
        // of the king, its rebirth); Mars and the others observe from elsewhere, and a barring
        // base (ImmunChess, GenevaChess) drops captures.
        (!matches!(self.options.base, Base::Circe | Base::Anti) || self.options.bar.is_some())
            .then_some("it may change what observes")
    }

    fn adjust(&self, promotions: &mut KindSet, attackers: &mut [KindSet; 2]) {
        // A reborn piece may take the other side's walk or colour, or a walk of the
        // chameleon or Einstein ladders: either side may then attack with any of them.
        // (AntiCirce beside Circe adapts the capturer by its own option.)
        let changes = |relevant: Relevant, reborn: RebornWalk| {
            relevant == Relevant::Clone || reborn != RebornWalk::Same
        };
        let beside = self
            .options
            .anti
            .is_some_and(|a| changes(a.relevant, a.reborn));
        if beside || changes(self.options.relevant, self.options.reborn) {
            let all = attackers[0] | attackers[1] | *promotions | KindSet::ORTHODOX_PROMOTIONS;
            let mut all = all;
            all.insert(PieceKind::Pawn);
            *attackers = [all; 2];
        }
    }

    /// Popeye's pawns on their first rank step with Cage Circe and Circe Parrain
    /// (Equipollents reborn by the next move): Circe's, not AntiCirce's (under AntiCirce Cage
    /// a capturing pawn reborn on its first rank is caged there: `b5*c6[wPc6->b1]`).
    fn base_rank_pawns_move(&self) -> bool {
        let o = &self.options;
        o.base == Base::Circe
            && (o.definition == Definition::Cage
                || (o.definition == Definition::Equipollents && o.last_move))
    }

    /// ... and observe with Cage and every Equipollents Circe (not GenevaChess Cage, whose
    /// cage Popeye never tests: a pawn on e1 does not observe f2 there).
    fn base_rank_pawns_observe(&self) -> bool {
        matches!(
            self.options.definition,
            Definition::Cage | Definition::Equipollents
        ) && self.options.base != Base::Geneva
    }

    fn filters_captures_in(&self, pos: &Position) -> bool {
        self.options.base == Base::Geneva
            || pos.pieces().any(|(sq, p)| pawn_on_base_rank(pos, p, sq))
    }

    fn capture_counts(
        &self,
        pos: &Position,
        c: Capture,
        target: Square,
        by: Side,
        rs: &Ruleset,
    ) -> bool {
        if self.options.base == Base::Geneva {
            // A capture of the king checks only where Geneva allows it; other observations
            // (paralysis, support) are not Geneva's to judge.
            return pos.king(by.opponent()) != Some(target)
                || !geneva_barred(pos, &self.options, &c, target, by);
        }
        // (Or another rule's: Einstein chess's pawns observe from there.)
        !pawn_on_base_rank(pos, c.piece, c.from) || rs.base_rank_pawns_observe()
    }

    fn walk_pieces(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        _generation: &Generation,
    ) -> bool {
        crate::rules::relocation::walk(pos, rs, out, false);
        true
    }

    fn castling(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {
        mars_castlings(pos, rs, &self.options, out);
    }

    fn capture_squares(
        &self,
        pos: &Position,
        from: Square,
        piece: Piece,
        by: Side,
    ) -> CaptureSquares {
        if self.options.base == Base::Phantom {
            phantom_capture_squares(pos, &self.options, piece, from, by)
        } else if let Some(squares) = self
            .mars
            .as_ref()
            .and_then(|t| t.capture_squares(pos, &self.options, piece, from, by))
        {
            squares
        } else {
            mars_capture_squares(pos, &self.options, piece, from, by)
        }
    }

    /// Mars Circe alone (no barring base beside it): its checks are the core's observation
    /// from the rebirth squares, and its moves take men away only.
    fn capture_reach(
        &self,
        pos: &Position,
        from: Square,
        piece: Piece,
        by: Side,
    ) -> Option<CaptureSquares> {
        if self.options.bar.is_some() {
            return None;
        }
        self.mars
            .as_ref()?
            .capture_reach(pos, &self.options, piece, from, by)
    }

    /// Mars Circe's pieces capture from their rebirth squares only.
    fn keeps_own_captures(&self) -> bool {
        self.options.base != Base::Mars
    }

    /// Mars Circe's and PhantomChess's attacks are the core's observation from the rebirth
    /// squares, which asks the capture filters (patrol, functionary…).
    fn attacks_ask_capture_filters(&self) -> bool {
        matches!(self.options.base, Base::Mars | Base::Phantom) && self.options.bar.is_none()
    }

    fn candidates(&self, pos: &Position, rs: &Ruleset, out: &mut MoveList) {
        let start = out.len();
        self.own_candidates(pos, rs, out);
        // (The candidates hook has the moves alone: no amending follows it.)
        if let Some(bar) = self.options.bar {
            drop_barred(pos, &bar.options(), out, start);
        }
        // The rules admitted beside it that amend the moves (Wormholes' transfers, after the
        // mover's rebirth square: `Sd4-g1-f3[wSf3->e4]`) amend these, as Popeye's transferer
        // follows its move.
        for r in rs.with(Hooks::AMEND) {
            r.amend(pos, rs, out, start, &Generation::default());
        }
    }

    fn amend(
        &self,
        pos: &Position,
        rs: &Ruleset,
        out: &mut MoveList,
        start: usize,
        generation: &Generation,
    ) {
        if let Some(bar) = self.options.bar {
            drop_barred(pos, &bar.options(), out, start);
        }
        match self.options.circe {
            Some(circe) => add_rebirths(pos, rs, &circe.options(), out, start, generation),
            None => add_rebirths(pos, rs, &self.options, out, start, generation),
        }
        super::chameleon_promotees::add(pos, rs, out, start);
    }

    fn after_move(&self, next: &mut Position, src: &Position, mv: &Move, rs: &Ruleset) {
        match self.options.base {
            Base::Circe | Base::Anti => {
                play_rebirth(next, src, mv, &self.options, rs.keeps_rook_rights())
            }
            _ => {
                if let Some(circe) = self.options.circe {
                    // (MarsCirce castles from the king's rebirth square whatever the king's
                    // right: a rook reborn on its corner has its right again, as Popeye's
                    // rights are the squares', `[bKh1->e8]0-0` after `Qh4-d1*e1[+bRh8]`.)
                    let keep_rooks = self.options.base == Base::Mars || rs.keeps_rook_rights();
                    play_rebirth(next, src, mv, &circe.options(), keep_rooks);
                }
                // (From the first move on: a position that records them follows them in
                // `play`.)
                if self.options.definition == Definition::Diagram && !src.tracks_origins() {
                    next.follow_origins(src, mv);
                }
            }
        }
    }

    /// Frischauf marks every promotee (`play_rebirth`): the mark must follow the piece even
    /// when no piece of the diagram has an attribute (`c7-c8=Q` then `fQc8*g8`).
    fn gives_attributes(&self) -> bool {
        self.options.adapter == Adapter::Frischauf
            || self
                .options
                .anti
                .is_some_and(|a| a.adapter == Adapter::Frischauf)
    }

    fn attacked(&self, pos: &Position, target: Square, by: Side, rs: &Ruleset) -> Option<bool> {
        if let Some(bar) = self.options.bar.filter(|b| b.answers_check()) {
            return Some(barred_attacked(pos, &self.options, bar, target, by, rs));
        }
        match self.options.base {
            Base::Circe if self.options.anti.is_some() => {
                Some(beside_attacked(pos, &self.options, target, by, rs))
            }
            Base::Circe => None,
            Base::Anti | Base::Geneva => Some(anti_attacked(pos, &self.options, target, by, rs)),
            Base::Immun if self.options.rex_inclusive => {
                Some(anti_attacked(pos, &self.options, target, by, rs))
            }
            // The core's observation from the rebirth squares (`Hooks::RELOCATE`).
            Base::Mars | Base::Phantom => None,
            Base::AntiMars | Base::Immun => None,
        }
    }

    fn in_check(&self, pos: &Position, side: Side, rs: &Ruleset) -> Option<bool> {
        if let Some(bar) = self.options.bar.filter(|b| b.answers_check()) {
            return Some(pos.king(side).is_some_and(|k| {
                barred_attacked(pos, &self.options, bar, k, side.opponent(), rs)
            }));
        }
        match self.options.base {
            Base::Circe if self.options.anti.is_some() => Some(
                pos.king(side)
                    .is_some_and(|k| beside_attacked(pos, &self.options, k, side.opponent(), rs)),
            ),
            Base::Circe if self.options.occupied == Occupied::Assassin => {
                Some(assassin_check(pos, &self.options, side, rs))
            }
            Base::Circe if !self.options.rex_inclusive => None,
            // (A condition that walks the pieces its own way says which of its moves take
            // the king: Make&Take.)
            Base::Circe if rs.uses(Hooks::WALK) => rex_inclusive_check_walked(pos, side, rs)
                .or_else(|| {
                    Some(if self.amended_before(rs) {
                        rex_inclusive_check_amended(pos, side, rs)
                    } else {
                        rex_inclusive_check(pos, &self.options, side, rs)
                    })
                }),
            Base::Circe if self.amended_before(rs) => {
                Some(rex_inclusive_check_amended(pos, side, rs))
            }
            Base::Circe => Some(rex_inclusive_check(pos, &self.options, side, rs)),
            Base::Anti if self.options.occupied == Occupied::Assassin => {
                Some(assassin_check(pos, &self.options, side, rs))
            }
            Base::Anti | Base::Geneva => Some(anti_check(pos, &self.options, side, rs)),
            Base::Immun if self.options.rex_inclusive => {
                Some(anti_check(pos, &self.options, side, rs))
            }
            // The core's observation from the rebirth squares (`Hooks::RELOCATE`).
            Base::Mars | Base::Phantom | Base::AntiMars | Base::Immun => None,
        }
    }

    fn passage_is_safe(
        &self,
        pos: &Position,
        side: Side,
        from: Square,
        passage: Square,
        rs: &Ruleset,
    ) -> Option<bool> {
        if self.options.base == Base::Anti && self.options.last_move {
            // Popeye judges castling's check with no capture waiting (the move being
            // generated has none yet): the king's own square too, which the core asked with
            // the capture that waits, a narrower check.
            let mut unwaited = *pos;
            unwaited.set_pending_rebirth(None);
            return Some(
                !crate::rules::attack::in_check(&unwaited, side, rs)
                    && passage_is_safe(&unwaited, side, from, passage, rs),
            );
        }
        (matches!(
            self.options.base,
            Base::Anti | Base::Mars | Base::Phantom | Base::Geneva
        ) || self.options.rex_inclusive
            || self.options.anti.is_some()
            || self.options.occupied == Occupied::Assassin
            || self.options.bar.is_some_and(|b| b.answers_check()))
        .then(|| passage_is_safe(pos, side, from, passage, rs))
    }
}
