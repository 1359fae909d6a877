//! The compound move.
//!
//! A move is the active piece's displacement plus everything a condition adds to it. It is a
//! plain `Copy` value (no heap), with total equality and ordering so that move lists can be
//! compared, sorted and de-duplicated.

use super::piece::{Attribute, Attributes, Colour, Piece, PieceKind};
use super::square::Square;

/// A vector in files and ranks.
pub type Vec2 = (i8, i8);

/// What a pawn turns into.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Promotion {
    Piece(PieceKind),
    /// The pawn leaves the board and a new token appears on its square.
    Token,
}

/// The kind of displacement, as far as it changes what the move does.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Special {
    Plain,
    /// A pawn's two-square step: it leaves an en-passant right behind.
    DoubleStep,
    /// The victim stands beside the arrival square, on the square the pawn passed over.
    EnPassant {
        victim: Square,
    },
    /// King and rook: the move's from/to are the king's, the rook's are given here.
    Castling {
        rook_from: Square,
        rook_to: Square,
    },
    /// A Make&Take capture whose make is the taken side's castling (Popeye's `0-0*e6`): the
    /// active piece went from `from`, that side's king square, to the king's castling square
    /// beside `rook_to` while the rook went from `rook_from` to `rook_to`, then took the piece
    /// on `to` from there. The victim stands on `to`; the move is no castling of the mover's.
    CastlingMake {
        rook_from: Square,
        rook_to: Square,
    },
    /// The victim stands on `victim`, not on the arrival square: the active piece took it
    /// there and moved on to `to` (Take&Make's make; `to` is the victim's square when the
    /// active piece took it e.p. and moved on onto it).
    CaptureAt {
        victim: Square,
    },
    /// The active piece and the piece on `to` exchange their squares (Messigny chess).
    Exchange,
    /// The active piece leaves the board in unit steps (or leaps)
    /// `dir`; the move's `to` is then its departure square.
    Exit {
        dir: Vec2,
    },
}

/// How the active piece walked: Tokens (RULES.md §1.2) must walk the same way.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Nature {
    /// One jump (leapers, king steps, pawn single steps and captures, e.p.).
    Leap,
    /// A slide of unit steps (riders, and a pawn's double step).
    Ride { step: Vec2 },
    /// A lame leap (mao, moa) through the square `mid` away from the start.
    Lame { mid: Vec2 },
    /// A hop over the hurdle `hurdle` away from the start, moving in unit steps `step`
    /// (grasshopper), or a cannon capture (leo, pao, vao) when `cannon` is set.
    Hop {
        hurdle: Vec2,
        step: Vec2,
        cannon: bool,
    },
    /// A non-stop equihopper's jump: the hurdle is exactly halfway, squares between do not count.
    NonStop,
    /// King and rook move together (imitated as the king's move then the rook's).
    Castling,
    /// A move of a custom walk (`custom_walk`): its path is the walk's own.
    Walked,
    /// A custom walk's hop (an equihopper's, an eagle's, …) over the hurdle `hurdle` away
    /// from the start: its path is the walk's own, the hurdle is told for the attributes that
    /// act on it (hurdle colour changing).
    WalkedHop { hurdle: Vec2 },
}

/// A rebirth made by this move: a piece put (back) on the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Rebirth {
    pub square: Square,
    /// The piece as it reappears (a pawn reborn on its last rank is already promoted).
    pub piece: Piece,
    /// Which piece is reborn.
    pub of: Reborn,
}

/// Which piece a [`Rebirth`] puts on its square.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Reborn {
    /// A captured piece comes back (`[+bSb8]`).
    Captured,
    /// A captured pawn comes back on its promotion rank, promoted (`[+wPa8=Q]`); a piece whose
    /// walk the rules changed (Circe Clone, Chameleon, Einstein) is `Captured`.
    Promoted,
    /// A captured pawn comes back on its promotion rank promoted into a token (Popeye's
    /// Imitator, `[+bPf1=I]`): no piece is put on the square, a neutral token is added there;
    /// `piece` is the pawn.
    PromotedToken,
    /// The capturer leaves its arrival square for the rebirth square (`[wKd2->e1]`); under
    /// Wormholes, the mover (captured or not) is so transferred to another wormhole
    /// (`[wSc3->e5]`).
    Capturer,
    /// The capturer leaves the board and is not reborn: a kamikaze capturer whose rebirth
    /// square is occupied (Circe's Relaxed), or a king without RexInclusive. Nothing is written
    /// (`nkPd7*c8=nkQ`); `square` is the arrival square.
    Vanished,
    /// The mover went to the rebirth square first and moved from there: the move is played
    /// from its departure square as usual, the rebirth square is only told
    /// (`PAg7-g8*a8`, `[bKc6->e8]0-0`).
    Mover,
    /// The piece standing on the square changes into the piece given where it stands (a pawn
    /// on its last rank promoted by the move); the change is made before the displacement,
    /// so a changed piece that moves moves as what it became (the move's `piece`).
    Changed,
    /// After the move, the piece on the square leaves the board (a condition's side effect:
    /// Breton chess); `piece` is the piece that leaves.
    Removed,
    /// `Removed`, before the capturing pawn's promotion, which Popeye then writes after it
    /// (`[-bQe3][d8=Q]`).
    RemovedEarly,
    /// After the move, the piece on the square becomes `piece` (a condition's side effect: a
    /// piece changing side, a king taking another walk).
    Replaced,
    /// `Replaced`, before the capturing pawn's promotion (as for `RemovedEarly`).
    ReplacedEarly,
    /// `Captured`, but the rebirth square is occupied: the piece goes under the piece standing
    /// there, into the underworld ([`crate::rules::position::Ghost`]), and comes back once the
    /// square is free (`[+wSg1->v]`).
    CapturedBuried,
    /// `Promoted`, into the underworld (`[+wPc8=Q->v]`).
    PromotedBuried,
    /// `Capturer`, into the underworld: the capturer leaves the board (`[wPb7->c8=Q->v]`).
    CapturerBuried,
    /// `Capturer`, a pawn promoted by the capture that the rules mark `Frischauf` before its
    /// rebirth (Circé's Frischauf option: `c7*d8=Q[wfQd8->d8]`).
    CapturerPromotee,
    /// The captured piece goes into the underworld under its capture square, which the move
    /// leaves free, and so comes back there at once (a ghost's return after an e.p. capture,
    /// `[+buPe5]`): played and written by the rules that bury it, uncapturable or not.
    Summoned { uncapturable: bool },
    /// The piece standing on the waiting square (`Position::pending_standing` of the position
    /// before the move) leaves it for the rebirth square: AntiCirce's capturer, which waited
    /// on the board for the next move to decide its rebirth (Popeye's AntiCirce `LastMove`,
    /// `[bBb2->c1]`). `piece` is the piece as it reappears (a pawn on its last rank promoted).
    /// (No square in the variant: a move stays 40 bytes.)
    Waited,
    /// `Waited`, where the move took on the waiting square: its own capturer leaves it
    /// (`Kc3*b2[wKb2->a1]`).
    WaitedMover,
    /// A rook of the castling side leaves `square` for its corner before the castling, which
    /// is then made with it from that corner (`piece`: the rook; Popeye's AntiMarsCirce,
    /// `[wKg2->e1][wRg4->h1]0-0`). Played with the castling ([`Move::castling_partner`]).
    /// (No square in the variant: a move stays 40 bytes.)
    Partner,
    /// `Partner`, the rook going to the other corner of its rank, and the castling made with
    /// the rook on the castling's corner (`[wKg2->e1][wRb4->a1]0-0`: Popeye tells the rebirth
    /// with the first castling it lets the king make).
    PartnerAside,
}

impl Reborn {
    /// The rebirth this one is, and whether it goes into the underworld instead of onto the
    /// board.
    pub fn unburied(self) -> (Reborn, bool) {
        match self {
            Reborn::CapturedBuried => (Reborn::Captured, true),
            Reborn::PromotedBuried => (Reborn::Promoted, true),
            Reborn::CapturerBuried => (Reborn::Capturer, true),
            Reborn::CapturerPromotee => (Reborn::Capturer, false),
            other => (other, false),
        }
    }

    /// This rebirth, into the underworld (the same for what has no buried form).
    pub fn buried(self) -> Reborn {
        match self {
            Reborn::Captured => Reborn::CapturedBuried,
            Reborn::Promoted => Reborn::PromotedBuried,
            Reborn::Capturer | Reborn::CapturerPromotee => Reborn::CapturerBuried,
            other => other,
        }
    }
}

impl Rebirth {
    /// The rebirth of a captured piece.
    pub fn captured(square: Square, piece: Piece) -> Rebirth {
        Rebirth {
            square,
            piece,
            of: Reborn::Captured,
        }
    }

    /// The rebirth of a captured pawn promoted on its rebirth square.
    pub fn promoted(square: Square, piece: Piece) -> Rebirth {
        Rebirth {
            of: Reborn::Promoted,
            ..Rebirth::captured(square, piece)
        }
    }
}

/// Where a piece goes: a square, or off the board in a direction.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Destination {
    Square(Square),
    Off(Vec2),
}

/// A passive piece the move displaces besides the active piece: one the active piece pushes or
/// pulls along (Dynamo), or the hurdle a Bul or Dob hopper moves (`bul_dob`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Passive {
    pub from: Square,
    pub to: Destination,
    pub promotion: Option<PieceKind>,
    /// The attributes the passive pawn's promotion gives it (a Bul or Dob hurdle promoting
    /// where hoppers with hurdle attributes stand: `[bPe2->e1=G=b]`, see `hopper_promotions`).
    pub promotee: PromoteeAttributes,
}

/// Most passive pawns one mirror move can send to their last rank: on 8 files the reflections
/// through one square reach at most 7 squares of a rank.
pub const MAX_MIRROR_PROMOTIONS: usize = 7;

/// A mirror move's own part: the opponent's pieces it transfers by reflection. Slot `i` belongs to the `i`-th passive
/// pawn, in square order, whose reflection is free and on its own last rank: `Some(kind)` when
/// it is transferred and promotes to `kind` (the mover's choice, §3.3 M-3), `None` when it
/// stays where it is (the option forbidding such transfers). Further such pawns, which only
/// boards wider than 8 files can have, stay where they are.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Mirror {
    pub promotions: [Option<PieceKind>; MAX_MIRROR_PROMOTIONS],
    /// Castling with the rook as the active piece (§3.3 M-2, an option): the passive pieces are
    /// the enemy rooks, reflected through the rook's arrival.
    pub rook_active: bool,
}

/// The attributes a promotion may give (see [`Move::promotee`]), in one byte: a move stays
/// small.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct PromoteeAttributes(u8);

impl PromoteeAttributes {
    pub const NONE: PromoteeAttributes = PromoteeAttributes(0);
    /// The attributes a promotion may give, by bit.
    const ALL: [Attribute; 4] = [
        Attribute::Chameleon,
        Attribute::HurdleColourChanging,
        Attribute::Bul,
        Attribute::Dob,
    ];

    #[inline]
    pub fn contains(self, a: Attribute) -> bool {
        Self::ALL
            .iter()
            .position(|&x| x == a)
            .is_some_and(|i| self.0 & (1 << i) != 0)
    }
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The set with those of `a` a promotion may give.
    #[must_use]
    pub fn with(self, a: Attributes) -> PromoteeAttributes {
        let mut bits = self.0;
        for (i, &x) in Self::ALL.iter().enumerate() {
            if a.contains(x) {
                bits |= 1 << i;
            }
        }
        PromoteeAttributes(bits)
    }
    /// The set as attributes.
    pub fn attributes(self) -> Attributes {
        Self::ALL
            .iter()
            .copied()
            .filter(|&a| self.contains(a))
            .collect()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    /// The moving piece as it stood on `from`.
    pub piece: Piece,
    pub captured: Option<Piece>,
    pub promotion: Option<Promotion>,
    pub special: Special,
    pub nature: Nature,
    pub rebirth: Option<Rebirth>,
    /// A second rebirth, made and written after `rebirth`, which is then the capturer's: the
    /// captured piece's (Circe beside AntiCirce, a kamikaze capturer reborn under Circe:
    /// `kRb3*b3[wkRb3->h1][+bPb7]`). `None` whenever `rebirth` is.
    pub second_rebirth: Option<Rebirth>,
    /// The passive piece pushed or pulled.
    pub passive: Option<Passive>,
    /// Set on every mirror move. Which passive pieces are transferred follows
    /// from the position and the active move (RULES.md §3.3), so only the mover's promotion
    /// choices for transferred pawns are stored.
    pub mirror: Option<Mirror>,
    /// The orthodox kind an imitating piece moved as.
    pub imitated: Option<PieceKind>,
    /// The attributes the promotion gives the promoted piece: chameleon (Popeye's `=Q=c`: a
    /// pawn that is none promotes into one, where chameleons stand in the diagram) and the
    /// hurdle attributes (`=G=hcc`: where pieces with them stand, see `hopper_promotions`).
    pub promotee: PromoteeAttributes,
    /// The colour the active piece takes once the move is played (Andernach chess: `=w`,
    /// written after the promotion).
    pub recolour: Option<Colour>,
}

impl Move {
    /// The rebirth square the mover went to before moving, if it did (Mars Circe's
    /// `Sc1-g1*e2`): where its move starts.
    pub fn went(&self) -> Option<Square> {
        self.rebirth
            .filter(|r| r.of == Reborn::Mover)
            .map(|r| r.square)
    }

    /// A plain move with nothing added.
    pub fn new(from: Square, to: Square, piece: Piece, nature: Nature) -> Move {
        Move {
            from,
            to,
            piece,
            captured: None,
            promotion: None,
            special: Special::Plain,
            nature,
            rebirth: None,
            second_rebirth: None,
            passive: None,
            mirror: None,
            imitated: None,
            promotee: PromoteeAttributes::NONE,
            recolour: None,
        }
    }
    pub fn is_capture(&self) -> bool {
        self.captured.is_some()
    }
    /// Whether the promotion is written after the move's other parts, as `[d8=Q]`: a side
    /// effect of the move came before it (see [`Reborn::RemovedEarly`]).
    pub fn promotion_written_late(&self) -> bool {
        self.promotion.is_some()
            && matches!(
                self.rebirth.map(|r| r.of),
                Some(Reborn::RemovedEarly | Reborn::ReplacedEarly)
            )
    }
    /// The active piece leaves the board.
    pub fn is_exit(&self) -> bool {
        matches!(self.special, Special::Exit { .. })
    }
    /// The rook a castling moves to its corner first (`Reborn::Partner`, AntiMarsCirce's
    /// `[wRg4->h1]0-0`): its square and that corner.
    pub fn castling_partner(&self) -> Option<(Square, Square)> {
        let Special::Castling { rook_from, .. } = self.special else {
            return None;
        };
        self.rebirth
            .into_iter()
            .chain(self.second_rebirth)
            .find_map(|r| match r.of {
                Reborn::Partner => Some((r.square, rook_from)),
                Reborn::PartnerAside => {
                    // (The castling's corner is the one on the other side of the king.)
                    let file = if rook_from.file() == 0 { 7 } else { 0 };
                    Some((r.square, Square::new(file, rook_from.rank())))
                }
                _ => None,
            })
    }

    pub fn is_castling(&self) -> bool {
        matches!(self.special, Special::Castling { .. })
    }
    /// The square a castling make ([`Special::CastlingMake`]) took the active piece to, from
    /// which it took: beside the rook's arrival, away from the departure (`g8`, `c8`).
    pub fn castling_make_square(&self) -> Option<Square> {
        match self.special {
            Special::CastlingMake { rook_to, .. } => {
                let step = if rook_to.file() > self.from.file() {
                    1
                } else {
                    -1
                };
                Some(rook_to.stepped((step, 0), 1))
            }
            _ => None,
        }
    }
    /// Where the moving piece stands once every effect of the move is played: its arrival
    /// square, or the square an AntiCirce-like rebirth takes it to; `None` when it leaves the
    /// board (an exit, a capturer that vanishes, is removed or goes into the underworld). Popeye's target
    /// goal follows the piece this way.
    pub fn mover_final_square(&self) -> Option<Square> {
        if self.is_exit() {
            return None;
        }
        match self.rebirth.map(|r| (r.square, r.of.unburied())) {
            Some((square, (Reborn::Capturer, false))) => Some(square),
            // The mover took the waiting piece's square and leaves it in its place.
            Some((square, (Reborn::WaitedMover, _))) => Some(square),
            Some((_, (Reborn::Capturer, true))) | Some((_, (Reborn::Vanished, _))) => None,
            // A kamikaze capturer leaving the board (`[-wkBh7]`).
            Some((square, (Reborn::Removed | Reborn::RemovedEarly, _))) if square == self.to => {
                None
            }
            _ => Some(self.to),
        }
    }
    /// The square of the hurdle the move hops over, as Popeye records it for a hopper's move
    /// (a hop, a cannon's capture, a lion's move, a custom walk's hop; a non-stop
    /// equihopper's hurdle stands halfway); `None` for other moves.
    pub fn hurdle(&self) -> Option<Square> {
        match self.nature {
            Nature::Hop { hurdle, .. } | Nature::WalkedHop { hurdle } => {
                Some(self.from.stepped(hurdle, 1))
            }
            Nature::NonStop => {
                let (df, dr) = self.vector();
                Some(self.from.stepped((df / 2, dr / 2), 1))
            }
            _ => None,
        }
    }
    /// Arrival minus departure of the active piece.
    pub fn vector(&self) -> Vec2 {
        (
            self.to.file() as i8 - self.from.file() as i8,
            self.to.rank() as i8 - self.from.rank() as i8,
        )
    }
}

impl Move {
    /// The move's length as Popeye measures it (its mummers compare moves by it): the square
    /// of the distance the active piece travels (a knight's move 5, a rook's move of 3
    /// squares 9), castling 16 with the rook on the king's right and 25 on its left, every move
    /// of a mao or moa 6.
    pub fn popeye_length(&self) -> u32 {
        // (The rook's way tells the side, not the king's departure: under AntiMarsCirce a king
        // on the h-file castles short from its rebirth square, `[wKh5->e1]0-0`.)
        if let Special::Castling { rook_from, rook_to } = self.special {
            return if rook_from.file() > rook_to.file() {
                16
            } else {
                25
            };
        }
        if matches!(self.piece.kind(), PieceKind::Mao | PieceKind::Moa) {
            return 6;
        }
        let (df, dr) = self.vector();
        (df as i32 * df as i32 + dr as i32 * dr as i32) as u32
    }
}

/// Moves are generated into a reused vector.
pub type MoveList = Vec<Move>;

#[cfg(test)]
mod tests {
    use super::*;

    /// Moves are copied into every list: 36 bytes since pieces take two (the piece table
    /// outgrew six kind bits); perft per node measured the same as with 32 (noise above the
    /// difference). 40 with the second rebirth slot: perft(5) of Kiwipete measured the same
    /// as with 36 (25.0-29.4 s before, 24.6-27.0 s after, on a shared machine).
    #[test]
    fn a_move_stays_small() {
        assert!(
            std::mem::size_of::<Move>() <= 40,
            "{}",
            std::mem::size_of::<Move>()
        );
    }
}
