//! The rules in force for one problem, compiled from its conditions and diagram into the form
//! move generation reads on every node.

use std::sync::Arc;

use super::condition::{Condition, Hooks, Options, Rules, TokenShift, Undecided};
pub use super::kind_set::KindSet;
use super::moves::Move;
use super::piece::{Attribute, Attributes, PieceKind, Side};
use super::position::Position;
use super::square::Square;

/// The rules in force: what the diagram implies (promotion kinds, attacking kinds) and the
/// conditions' compiled hooks, with the union of the hooks they use.
#[derive(Clone, Debug)]
pub struct Ruleset {
    /// What pawns may promote to: Q R B S and every fairy kind of the diagram (as Popeye does).
    pub promotions: KindSet,
    /// What marine pawns may promote to: the marine pieces (sirene, triton, nereide, marine
    /// knight), the diagram's fairy kinds, and the orthodox Q R B S that stand in the diagram.
    pub marine_promotions: KindSet,
    /// Kinds each side could ever attack with in this problem; attack detection skips the rest.
    attackers: [KindSet; 2],
    /// The conditions as stated (those the diagram implies included).
    conditions: Vec<Condition>,
    /// Their rules, in the registry's order.
    rules: Vec<Arc<dyn Rules>>,
    /// Each rule's hooks, read without a virtual call.
    rule_hooks: Vec<Hooks>,
    /// The rules that follow every move up (`Hooks::AFTER_MOVE`), asked on every move.
    after_move: Vec<Arc<dyn Rules>>,
    /// The rules that filter captures (`Hooks::CAPTURE_FILTER`), asked for every capture of a
    /// king that attack detection finds.
    capture_filters: Vec<Arc<dyn Rules>>,
    /// The union of the rules' hooks.
    hooks: Hooks,
    /// Whether positions keep the kinds the last moves were made as.
    tracks_last_kind: bool,
    /// Whether pawns on their own first rank move / observe (`Rules::base_rank_pawns_move`,
    /// `Rules::base_rank_pawns_observe`): without a condition saying so they do neither.
    base_pawns_move: bool,
    base_pawns_observe: bool,
    /// How the tokens follow the moves, when a condition's tokens do.
    token_shift: Option<TokenShift>,
    /// Whether pieces of the diagram have attributes: moves carry them along, and legality
    /// is judged by playing each move (a royal piece is no king to the fast judges).
    attributes: bool,
    /// Whether a chameleon stands in the diagram: promotions may then make chameleons
    /// (Popeye's `=Q=c`).
    chameleon_promotions: bool,
    /// The kinds and hurdle attributes promotions may give where hoppers with hurdle
    /// attributes stand in the diagram (`hopper_promotions`); empty otherwise.
    hopper_promotions: Vec<(PieceKind, Attributes)>,
    /// Whether a magic piece stands in the diagram: moves then change the side of the pieces
    /// magic pieces newly observe (`magic`).
    magic: bool,
    /// Whether the views of magic pieces depend on the pieces' sides: a rule validates
    /// observers (`Hooks::OBSERVER`: Madrasi's paralysis; `Hooks::SUFFOCATION`: paralysing
    /// pieces), so positions keep the last move's side changes (`Position::magic_turned`).
    magic_sided: bool,
    /// Whether a side may have several kings (`Options::several_kings`): a side without a
    /// royal king may get one back by a capture.
    several_kings: bool,
    /// The chameleon sequence a condition states (`Rules::chameleon_sequence`): each kind
    /// with the kind it becomes; `None`: Popeye's default (`piece::chameleon_next`).
    chameleon_sequence: Option<Vec<(PieceKind, PieceKind)>>,
    /// Whether a king leaving its square leaves its rooks their castling rights
    /// (`Rules::keeps_rook_rights`).
    keeps_rook_rights: bool,
    /// Whether rebirths reach the goals `ctr` and `<>r` (`Rules::rebirths_reach_goals`).
    rebirth_goals: bool,
    /// Whether hops of one piece to one square over different hurdles are all generated
    /// (`keeps_hop_duplicates`).
    keeps_hops: bool,
    /// Whether a move's promotion is a condition's change of the mover's walk, not a pawn's
    /// promotion (`Rules::promotion_is_walk_change`: Einstein chess).
    walk_changes: bool,
    /// Popeye's `CastlingMutuallyExclusive` pairs ([`crate::rules::problem::CastlingPair`]
    /// bits): a castling takes the paired rook's right from the other side.
    castling_exclusive: u8,
}

impl PartialEq for Ruleset {
    fn eq(&self, other: &Ruleset) -> bool {
        self.promotions == other.promotions
            && self.marine_promotions == other.marine_promotions
            && self.attackers == other.attackers
            && self.conditions == other.conditions
            && self.attributes == other.attributes
            && self.chameleon_promotions == other.chameleon_promotions
            && self.hopper_promotions == other.hopper_promotions
            && self.magic == other.magic
            && self.chameleon_sequence == other.chameleon_sequence
    }
}

impl Eq for Ruleset {}

/// What a marine pawn promotes to in place of the orthodox queen, rook, bishop and knight.
const MARINE_PIECES: KindSet = KindSet::of(&[
    PieceKind::Sirene,
    PieceKind::Triton,
    PieceKind::Nereide,
    PieceKind::MarineKnight,
]);

/// The pawns other than the orthodox one (they promote as it does).
const FAIRY_PAWNS: KindSet = KindSet::of(&[
    PieceKind::BerolinaPawn,
    PieceKind::SuperPawn,
    PieceKind::BerolinaSuperpawn,
    PieceKind::MarinePawn,
    PieceKind::ProteanPawn,
]);

impl Ruleset {
    /// The rules of `conditions` (already compiled into `rules`, in the registry's order) for
    /// play starting from `diagram`. The registry builds rulesets (`Ruleset::new`).
    pub fn assemble(
        diagram: &Position,
        conditions: Vec<Condition>,
        rules: Vec<Arc<dyn Rules>>,
    ) -> Ruleset {
        let mut promotions = KindSet::ORTHODOX_PROMOTIONS;
        let mut present = [KindSet::default(); 2];
        // (No pawn, fairy pawns included: Popeye promotes to none.)
        let mut marine_promotions = MARINE_PIECES;
        for (_, p) in diagram.pieces() {
            if super::walk::walk(p.kind())
                .fairy_pawn
                .is_some_and(|pawn| pawn.promotes)
                // Nor to a royal walk (sting, poseidon): Popeye's promotees leave them out.
                || p.kind().is_royal_walk()
                // Nor to a dummy, unless PromOnly lists it (Popeye's promotees leave it out).
                || p.kind() == PieceKind::Dummy
            {
                continue;
            }
            if !p.kind().is_orthodox() {
                promotions.insert(p.kind());
                marine_promotions.insert(p.kind());
            } else if KindSet::ORTHODOX_PROMOTIONS.contains(p.kind()) {
                marine_promotions.insert(p.kind());
            }
        }
        // A piece awaiting a rebirth will stand on the board again and may attack.
        let pending = diagram.pending_rebirth().map(|(p, sq)| (sq, p));
        for (_, p) in diagram.pieces().chain(pending) {
            for side in [Side::White, Side::Black] {
                if p.colour().movable_by(side) {
                    present[side.index()].insert(p.kind());
                }
            }
        }
        // A chameleon attacks as what it will become too (S B R Q).
        let mut attributes = false;
        let mut chameleon_promotions = false;
        // A hurdle-colour-changing hopper turns its hurdles: any piece may come to either side.
        // So does a magic piece the pieces it observes.
        let magic = diagram
            .pieces()
            .any(|(sq, _)| diagram.attributes(sq).contains(Attribute::Magic));
        let turning = magic
            || diagram.pieces().any(|(sq, _)| {
                diagram
                    .attributes(sq)
                    .contains(Attribute::HurdleColourChanging)
            });
        for (sq, p) in diagram.pieces() {
            if turning {
                for side in [Side::White, Side::Black] {
                    present[side.index()].insert(p.kind());
                }
            }
            let a = diagram.attributes(sq);
            attributes |= !a.is_empty();
            if a.contains(Attribute::HalfNeutral) || a.contains(Attribute::Volage) {
                // Either side may come to move it (a volage piece changes side).
                for side in [Side::White, Side::Black] {
                    present[side.index()].insert(p.kind());
                }
            }
            if a.contains(Attribute::Chameleon) {
                chameleon_promotions = true;
                for side in [Side::White, Side::Black] {
                    if p.colour().movable_by(side) {
                        present[side.index()] |= KindSet::ORTHODOX_PROMOTIONS;
                    }
                }
            }
        }
        let mut attackers = present;
        for a in &mut attackers {
            if a.contains(PieceKind::Pawn) || a.intersects(FAIRY_PAWNS) {
                *a |= promotions;
            }
            if a.contains(PieceKind::MarinePawn) {
                *a |= marine_promotions;
            }
        }
        // The attributes with rules of their own follow the conditions'.
        let mut rules = rules;
        if attributes {
            rules.extend(super::attributes::rules_for(diagram));
        }
        let mut hooks = Hooks::NONE;
        let mut rule_hooks = Vec::with_capacity(rules.len());
        for r in &rules {
            r.adjust(&mut promotions, &mut attackers);
            hooks = hooks | r.hooks();
            rule_hooks.push(r.hooks());
        }
        attributes |= rules.iter().any(|r| r.gives_attributes());
        let several_kings = Condition::allowances(&conditions).several_kings;
        let chameleon_sequence = rules.iter().find_map(|r| r.chameleon_sequence());
        let mut rs = Ruleset {
            several_kings,
            chameleon_sequence,
            promotions,
            marine_promotions,
            attackers,
            conditions,
            rules,
            after_move: Vec::new(),
            capture_filters: Vec::new(),
            rule_hooks,
            hooks,
            tracks_last_kind: false,
            base_pawns_move: false,
            base_pawns_observe: false,
            token_shift: None,
            attributes,
            chameleon_promotions,
            hopper_promotions: super::hopper_promotions::table(diagram),
            magic,
            magic_sided: magic && hooks.any(Hooks::OBSERVER | Hooks::SUFFOCATION),
            keeps_rook_rights: false,
            rebirth_goals: false,
            keeps_hops: false,
            walk_changes: false,
            castling_exclusive: 0,
        };
        rs.keeps_rook_rights = rs.rules.iter().any(|r| r.keeps_rook_rights());
        rs.rebirth_goals = rs.rules.iter().any(|r| r.rebirths_reach_goals());
        rs.keeps_hops =
            !rs.hopper_promotions.is_empty() || rs.rules.iter().any(|r| r.keeps_hop_duplicates());
        rs.token_shift = rs.rules.iter().find_map(|r| r.token_shift());
        rs.tracks_last_kind = rs.rules.iter().any(|r| r.tracks_kinds(&rs));
        rs.base_pawns_move = rs.rules.iter().any(|r| r.base_rank_pawns_move());
        rs.walk_changes = rs.rules.iter().any(|r| r.promotion_is_walk_change());
        rs.base_pawns_observe = rs.rules.iter().any(|r| r.base_rank_pawns_observe());
        rs.after_move = rs.with(Hooks::AFTER_MOVE).map(Arc::clone).collect();
        rs.capture_filters = rs.with(Hooks::CAPTURE_FILTER).map(Arc::clone).collect();
        rs
    }

    /// This ruleset with Popeye's `CastlingMutuallyExclusive` pairs `set` (the problem's
    /// option, [`crate::rules::problem::Options::castling_exclusive`]).
    pub fn with_castling_exclusive(mut self, set: u8) -> Ruleset {
        self.castling_exclusive = set;
        self
    }

    /// The `CastlingMutuallyExclusive` pairs in force (0: none).
    #[inline]
    pub fn castling_exclusive(&self) -> u8 {
        self.castling_exclusive
    }

    /// The conditions in force.
    pub fn conditions(&self) -> &[Condition] {
        &self.conditions
    }

    /// The options of the condition of type `T`, when it is in force.
    #[inline]
    pub fn options<T: Options>(&self) -> Option<&T> {
        self.conditions.iter().find_map(|c| c.options::<T>())
    }

    /// Where the tokens stand after `mv`: where the condition that moves them puts them, or
    /// where they stand.
    pub fn tokens_after(&self, pos: &Position, mv: &Move) -> Vec<Square> {
        self.rules
            .iter()
            .find_map(|r| r.tokens_after(pos, mv))
            .unwrap_or_else(|| pos.tokens().iter().map(|(sq, _)| sq).collect())
    }

    /// The conditions' rules, in the registry's order.
    #[inline]
    pub fn rules(&self) -> &[Arc<dyn Rules>] {
        &self.rules
    }

    /// The rules that use one of `hooks`, in the registry's order.
    #[inline]
    pub fn with(&self, hooks: Hooks) -> impl Iterator<Item = &Arc<dyn Rules>> + '_ {
        self.rules
            .iter()
            .zip(&self.rule_hooks)
            .filter(move |(_, h)| h.any(hooks))
            .map(|(r, _)| r)
    }

    /// The rules that follow every move up (`Hooks::AFTER_MOVE`).
    #[inline]
    pub fn after_move_rules(&self) -> &[Arc<dyn Rules>] {
        &self.after_move
    }

    /// How the tokens follow the moves, when a condition's tokens do.
    #[inline]
    pub fn token_shift(&self) -> Option<TokenShift> {
        self.token_shift
    }

    /// Whether rebirths reach the goals `ctr` and `<>r` (`Rules::rebirths_reach_goals`).
    #[inline]
    pub fn rebirths_reach_goals(&self) -> bool {
        self.rebirth_goals
    }

    /// Whether a king leaving its square leaves its rooks their castling rights, for a
    /// rebirth to put it back there (`Rules::keeps_rook_rights`).
    #[inline]
    pub fn keeps_rook_rights(&self) -> bool {
        self.keeps_rook_rights
    }

    /// The rules that filter captures (`Hooks::CAPTURE_FILTER`): a plain slice, as attack
    /// detection asks them for every capture it finds.
    #[inline]
    pub fn capture_filters(&self) -> &[Arc<dyn Rules>] {
        &self.capture_filters
    }

    /// Whether every condition's check is Popeye's for a diagram (see
    /// [`Rules::diagram_check_is_popeyes`]); true without conditions.
    pub fn diagram_check_is_popeyes(&self) -> bool {
        self.rules.iter().all(|r| r.diagram_check_is_popeyes())
    }

    /// The hooks some condition uses.
    #[inline]
    pub fn hooks(&self) -> Hooks {
        self.hooks
    }

    /// Whether some condition uses one of `hooks`.
    #[inline]
    pub fn uses(&self, hooks: Hooks) -> bool {
        self.hooks.any(hooks)
    }

    /// The moves of the side to move in `pos` that Popeye cannot judge, `legal` being its
    /// legal moves (see [`Rules::undecided`](super::condition::Rules::undecided)); none
    /// without a condition that has such moves, at no cost.
    pub fn undecided(&self, pos: &Position, legal: &[Move]) -> Undecided {
        let mut out = Undecided::default();
        if self.uses(Hooks::UNDECIDED) {
            for r in self.with(Hooks::UNDECIDED) {
                r.undecided(pos, self, legal, &mut out);
            }
        }
        out
    }

    /// Kinds `side` may attack with.
    #[inline]
    pub fn attackers(&self, side: Side) -> KindSet {
        self.attackers[side.index()]
    }

    /// No condition or piece attribute changes how moves are made or judged.
    #[inline]
    pub fn is_orthodox(&self) -> bool {
        self.rules.is_empty() && !self.attributes
    }

    /// Moves are made and judged as in orthodox play, but conditions may refuse some legal
    /// ones (every rule uses `Hooks::RESTRICT` alone, as Checkless chess, or only adjusts the
    /// promotion kinds), and no piece has an attribute.
    #[inline]
    pub fn only_restricts(&self) -> bool {
        !self.attributes
            && !self.several_kings
            && self
                .rules
                .iter()
                .zip(&self.rule_hooks)
                .all(|(r, &h)| h == Hooks::RESTRICT || r.only_adjusts())
    }

    /// Every line of play is an orthodox line, and every orthodox mate and stalemate is one
    /// here: conditions at most refuse some legal moves while leaving a side that has one
    /// with one (`Rules::restrict_keeps_one`, as the plain mummers), or adjust the promotion
    /// kinds. Goals reached are then the orthodox ones, and distances measured on orthodox
    /// moves bound the moves left (the helpmate planner serves such play).
    #[inline]
    pub fn plays_orthodox_lines(&self) -> bool {
        self.only_restricts()
            && self
                .rules
                .iter()
                .zip(&self.rule_hooks)
                .all(|(r, &h)| r.only_adjusts() || (h == Hooks::RESTRICT && r.restrict_keeps_one()))
    }

    /// Whether a side may have several kings, none of them royal (`Options::several_kings`).
    #[inline]
    pub fn several_kings(&self) -> bool {
        self.several_kings
    }

    /// Whether pieces of the diagram have attributes (see `Position::attributes`).
    #[inline]
    pub fn has_attributes(&self) -> bool {
        self.attributes
    }

    /// Whether promotions may make chameleons (a chameleon stands in the diagram).
    #[inline]
    pub fn chameleon_promotions(&self) -> bool {
        self.chameleon_promotions
    }

    /// The kind a chameleon of `kind` becomes once it has moved: along the sequence a
    /// condition states, or Popeye's default one.
    #[inline]
    pub fn chameleon_next(&self, kind: PieceKind) -> PieceKind {
        match &self.chameleon_sequence {
            None => super::piece::chameleon_next(kind),
            Some(steps) => steps
                .iter()
                .find(|(from, _)| *from == kind)
                .map_or(kind, |&(_, to)| to),
        }
    }

    /// The promotions hoppers with hurdle attributes allow (`hopper_promotions`; empty: the
    /// usual ones).
    #[inline]
    pub fn hopper_promotions(&self) -> &[(PieceKind, Attributes)] {
        &self.hopper_promotions
    }

    /// Whether a move's promotion is a condition's change of the mover's walk
    /// ([`super::condition::Rules::promotion_is_walk_change`]).
    #[inline]
    pub fn promotion_is_walk_change(&self) -> bool {
        self.walk_changes
    }

    /// Whether a condition lets pawns on their own first rank move
    /// ([`super::condition::Rules::base_rank_pawns_move`]).
    #[inline]
    pub fn base_rank_pawns_move(&self) -> bool {
        self.base_pawns_move
    }

    /// Whether a condition lets pawns on their own first rank observe
    /// ([`super::condition::Rules::base_rank_pawns_observe`]).
    #[inline]
    pub fn base_rank_pawns_observe(&self) -> bool {
        self.base_pawns_observe
    }

    /// Whether hops of one piece to one square over different hurdles are all generated:
    /// where hurdle attributes stand in the diagram (Popeye then keeps an angle hopper's
    /// repeated arrivals), or a rule judges each by its hurdle
    /// (`Rules::keeps_hop_duplicates`).
    #[inline]
    pub fn keeps_hop_duplicates(&self) -> bool {
        self.keeps_hops
    }

    /// Whether a condition reborns a kamikaze piece that captures
    /// ([`super::condition::Rules::reborns_kamikaze_capturers`]): its promotions then count.
    pub fn reborns_kamikaze_capturers(&self) -> bool {
        self.rules.iter().any(|r| r.reborns_kamikaze_capturers())
    }

    /// Whether magic pieces change the side of the pieces they newly observe (one stands in
    /// the diagram).
    #[inline]
    pub fn magic(&self) -> bool {
        self.magic
    }

    /// Whether the views of magic pieces depend on the pieces' sides (see `magic_sided`).
    #[inline]
    pub fn magic_sided(&self) -> bool {
        self.magic_sided
    }

    /// Whether positions keep the kinds the last moves were made as (some pieces read them).
    #[inline]
    pub fn tracks_last_kind(&self) -> bool {
        self.tracks_last_kind
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, Colour, Piece};

    /// A fairy piece of the diagram is a promotion; a dummy is not (as in Popeye: only
    /// PromOnly makes it one).
    #[test]
    fn a_dummy_in_the_diagram_is_no_promotion() {
        let mut pos = Position::empty(BoardSize::STANDARD);
        let sq = |s: &str| Square::parse(s).unwrap();
        pos.put(sq("e1"), Piece::new(Colour::White, PieceKind::Dummy));
        pos.put(sq("d1"), Piece::new(Colour::Black, PieceKind::Dummy));
        pos.put(sq("a2"), Piece::new(Colour::White, PieceKind::Pawn));
        let rs = Ruleset::assemble(&pos, Vec::new(), Vec::new());
        assert_eq!(rs.promotions, KindSet::ORTHODOX_PROMOTIONS);
        pos.put(sq("h1"), Piece::new(Colour::White, PieceKind::Grasshopper));
        let rs = Ruleset::assemble(&pos, Vec::new(), Vec::new());
        let with_grasshopper = KindSet::ORTHODOX_PROMOTIONS.with(PieceKind::Grasshopper);
        assert_eq!(rs.promotions, with_grasshopper);
        assert!(!rs.marine_promotions.contains(PieceKind::Dummy));
    }
}
