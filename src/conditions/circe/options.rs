use crate::rules::piece::PieceKind;
use crate::rules::ruleset::KindSet;

/// The Circé family's options: a base condition and Popeye's option groups, which compose
/// (Popeye's `Circe`, `AntiCirce`, `MarsCirce` with their variant words).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CirceOptions {
    /// Which piece is reborn, and when.
    pub base: Base,
    /// Kings take part: they are reborn (Circe), or capture with a rebirth (AntiCirce), or
    /// capture from their rebirth square (MarsCirce). Popeye's `RexInclusive`; its default is
    /// RexInclusive for AntiCirce and MarsCirce, RexExclusive otherwise (the reader sets it).
    pub rex_inclusive: bool,
    /// Where the piece is reborn (Popeye's group "definition of the rebirth square").
    pub definition: Definition,
    /// The rebirth square of the opposite side's piece (Popeye's `Mirror`).
    pub mirror: bool,
    /// How the rebirth square is adapted once defined (Popeye's group "adaptation of the
    /// rebirth square").
    pub adapter: Adapter,
    /// AntiCirce: a capture on the capturer's own rebirth square is refused (Popeye's
    /// `Cheylan`; the default `Calvet` allows it).
    pub cheylan: bool,
    /// Which piece's walk and side decide the rebirth square (Popeye's group "relevant
    /// move/walk/side").
    pub relevant: Relevant,
    /// How the reborn piece changes (Popeye's group "adaptation of the reborn piece's walk").
    pub reborn: RebornWalk,
    /// What happens when the rebirth square is occupied (Popeye's group "behaviour in case of
    /// occupied rebirth square"; the reader sets the base's default).
    pub occupied: Occupied,
    /// Only pieces of these walks are reborn; the others vanish when captured (Popeye's
    /// `April`, followed by its list of walks). Empty: every walk.
    pub april: KindSet,
    /// The rebirth waits for the next move, whoever makes it, and that move's vector decides
    /// it (Popeye's `LastMove`; with `Equipollents` Circé Parrain, with `Mirror` too
    /// ContraParrain, whose vector is reversed). The capture awaiting its rebirth is the
    /// position's (`Position::pending_rebirth`).
    pub last_move: bool,
    /// The rebirth waits for the next capture, whoever makes it, and is made with it
    /// (Popeye's `WaitCapture`); the capture awaiting its rebirth is the position's
    /// (`Position::pending_rebirth`).
    pub wait_capture: bool,
    /// LastMove: castling's vector is the king's displacement alone instead of king plus rook
    /// (feerie's reading P-2 of RULES.md §2.5; Popeye adds the rook's).
    pub castling_king_only: bool,
    /// A second base that only bars captures (ImmunChess or GenevaChess) in force beside this
    /// one (`circe immunchess`, `genevachess phantomchess`): Popeye keeps one set of options
    /// per base, and judges its captures before this base's rebirth.
    pub bar: Option<Bar>,
    /// AntiCirce in force beside Circe (`circe anticirce`), with its own options: a capture
    /// reborns the capturer by AntiCirce first, then the captured piece by Circe
    /// (`Bd3*f5[wBf5->Rh1][+bBc8]`), each by its own options (Popeye keeps one set per base).
    pub anti: Option<Anti>,
    /// Circe in force beside MarsCirce or PhantomChess (`marscirce supercirce`, `phantomchess
    /// circe`), with its own options: the Mars-like base moves the pieces, and the piece a move
    /// takes is reborn by Circe (`Tb8-a1*a7[+sBb8]`), as Popeye keeps one set of options per
    /// base.
    pub circe: Option<CirceBeside>,
}

/// AntiCirce beside Circe: the words it reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Anti {
    pub rex_inclusive: bool,
    pub definition: Definition,
    pub mirror: bool,
    pub adapter: Adapter,
    pub cheylan: bool,
    pub relevant: Relevant,
    pub reborn: RebornWalk,
    pub occupied: Occupied,
}

impl Anti {
    /// AntiCirce's options of its own (its other options at their defaults).
    pub fn options(self) -> CirceOptions {
        CirceOptions {
            rex_inclusive: self.rex_inclusive,
            definition: self.definition,
            mirror: self.mirror,
            adapter: self.adapter,
            cheylan: self.cheylan,
            relevant: self.relevant,
            reborn: self.reborn,
            occupied: self.occupied,
            ..CirceOptions::of(Base::Anti)
        }
    }

    /// The AntiCirce of `o`, an AntiCirce base's options (a bar beside them aside); `None` when
    /// they say more than the combination reads (April, LastMove, WaitCapture).
    pub fn of(o: &CirceOptions) -> Option<Anti> {
        let o = &CirceOptions { bar: None, ..*o };
        let plain = CirceOptions {
            rex_inclusive: o.rex_inclusive,
            definition: o.definition,
            mirror: o.mirror,
            adapter: o.adapter,
            cheylan: o.cheylan,
            relevant: o.relevant,
            reborn: o.reborn,
            occupied: o.occupied,
            ..CirceOptions::of(Base::Anti)
        };
        (o.base == Base::Anti && *o == plain).then_some(Anti {
            rex_inclusive: o.rex_inclusive,
            definition: o.definition,
            mirror: o.mirror,
            adapter: o.adapter,
            cheylan: o.cheylan,
            relevant: o.relevant,
            reborn: o.reborn,
            occupied: o.occupied,
        })
    }
}

/// Circe beside MarsCirce or PhantomChess: the words it reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CirceBeside {
    pub rex_inclusive: bool,
    pub definition: Definition,
    pub mirror: bool,
    pub adapter: Adapter,
    pub relevant: Relevant,
    pub reborn: RebornWalk,
    pub occupied: Occupied,
}

impl CirceBeside {
    /// Circe's options of its own (its other options at their defaults).
    pub fn options(self) -> CirceOptions {
        CirceOptions {
            rex_inclusive: self.rex_inclusive,
            definition: self.definition,
            mirror: self.mirror,
            adapter: self.adapter,
            relevant: self.relevant,
            reborn: self.reborn,
            occupied: self.occupied,
            ..CirceOptions::of(Base::Circe)
        }
    }

    /// The Circe of `o`, a Circe base's options; `None` when they say more than the
    /// combination reads (April, LastMove, WaitCapture, another base beside).
    pub fn of(o: &CirceOptions) -> Option<CirceBeside> {
        let beside = CirceBeside {
            rex_inclusive: o.rex_inclusive,
            definition: o.definition,
            mirror: o.mirror,
            adapter: o.adapter,
            relevant: o.relevant,
            reborn: o.reborn,
            occupied: o.occupied,
        };
        (o.base == Base::Circe && *o == beside.options()).then_some(beside)
    }
}

/// ImmunChess or GenevaChess beside another base of the family: the words they read.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Bar {
    /// `Base::Immun` or `Base::Geneva`.
    pub base: Base,
    pub rex_inclusive: bool,
    pub mirror: bool,
}

impl Bar {
    /// The bar as options of its own (its base with Popeye's defaults and its words).
    pub fn options(self) -> CirceOptions {
        CirceOptions {
            rex_inclusive: self.rex_inclusive,
            mirror: self.mirror,
            ..CirceOptions::of(self.base)
        }
    }

    /// The bar of `o`, a barring base's options (its other options at their defaults).
    pub fn of(o: &CirceOptions) -> Bar {
        Bar {
            base: o.base,
            rex_inclusive: o.rex_inclusive,
            mirror: o.mirror,
        }
    }

    /// Whether the bar says itself whether a king is in check: its kings are immune or barred
    /// (RexInclusive), or GenevaChess, whose captures of the king it judges.
    pub fn answers_check(self) -> bool {
        self.rex_inclusive || self.base == Base::Geneva
    }
}

/// Whose walk and side decide the rebirth square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Relevant {
    /// The reborn piece's own (Popeye's default).
    #[default]
    Reborn,
    /// The capturer's walk decides both the rebirth square and the reborn piece's walk; a
    /// royal capturer lends its walk to neither (`Clone`).
    Clone,
    /// The other piece of the capture: under Circe the capturer (its walk after the move, its
    /// side), under AntiCirce the captured piece (`Couscous`).
    Couscous,
}

/// How the reborn piece changes walk or side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum RebornWalk {
    /// It is reborn as it was.
    #[default]
    Same,
    /// It is reborn as the next walk of a chameleon sequence (`Chameleon`; Popeye's implicit
    /// sequence knight → bishop → rook → queen → knight, or the one the problem lists).
    Chameleon(ChameleonSequence),
    /// One step down Einstein's ladder for a captured piece: queen → rook → bishop → knight →
    /// pawn (`Einstein`); one step up for a capturer (AntiCirce), as in Popeye.
    Einstein,
    /// One step up for a captured piece: pawn → knight → bishop → rook → queen
    /// (`ReversalEinstein`); one step down for a capturer.
    ReversalEinstein,
    /// It changes side: it is reborn for the side that did not lose it; a neutral piece stays
    /// neutral (`Turncoat`).
    Turncoat,
}

/// A chameleon sequence over the orthodox walks: the walk each becomes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ChameleonSequence {
    /// For queen, rook, bishop, knight, pawn (in that order): the next walk, or none.
    next: [Option<PieceKind>; 5],
}

impl ChameleonSequence {
    const ORDER: [PieceKind; 5] = [
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::Pawn,
    ];

    /// Popeye's implicit sequence: knight → bishop → rook → queen → knight.
    pub const IMPLICIT: ChameleonSequence = ChameleonSequence {
        next: [
            Some(PieceKind::Knight),
            Some(PieceKind::Queen),
            Some(PieceKind::Rook),
            Some(PieceKind::Bishop),
            None,
        ],
    };

    fn index(kind: PieceKind) -> Option<usize> {
        Self::ORDER.iter().position(|&k| k == kind)
    }

    /// The sequence a problem lists: each walk becomes the one after it (`s q r b s`: knight →
    /// queen → rook → bishop → knight). `None` when a walk is not orthodox or is given two
    /// successors.
    pub fn listed(walks: &[PieceKind]) -> Option<ChameleonSequence> {
        let pairs: Vec<[PieceKind; 2]> = walks.windows(2).map(|w| [w[0], w[1]]).collect();
        Self::from_pairs(&pairs)
    }

    /// The sequence of these steps (each walk, the walk it becomes).
    pub fn from_pairs(pairs: &[[PieceKind; 2]]) -> Option<ChameleonSequence> {
        let mut next = [None; 5];
        for pair in pairs {
            let i = Self::index(pair[0])?;
            Self::index(pair[1])?;
            match next[i] {
                Some(k) if k != pair[1] => return None,
                _ => next[i] = Some(pair[1]),
            }
        }
        Some(ChameleonSequence { next })
    }

    /// The walk `kind` becomes.
    pub fn next(&self, kind: PieceKind) -> PieceKind {
        Self::index(kind).and_then(|i| self.next[i]).unwrap_or(kind)
    }

    /// The sequence as a list of walks, each followed by the one it becomes (chains joined):
    /// `[[Knight, Queen, Rook, Bishop, Knight]]`.
    pub fn chains(&self) -> Vec<Vec<PieceKind>> {
        let mut seen = [false; 5];
        let mut chains = Vec::new();
        // Start where no walk leads, then close the cycles that remain.
        let led: Vec<PieceKind> = self.next.iter().flatten().copied().collect();
        let starts = Self::ORDER
            .iter()
            .filter(|k| !led.contains(k))
            .chain(Self::ORDER.iter());
        for &start in starts {
            let Some(i) = Self::index(start) else {
                continue;
            };
            if seen[i] || self.next[i].is_none() {
                continue;
            }
            let mut chain = vec![start];
            let mut at = start;
            while let Some(j) = Self::index(at) {
                if seen[j] {
                    break;
                }
                seen[j] = true;
                match self.next[j] {
                    Some(k) => {
                        chain.push(k);
                        at = k;
                    }
                    None => break,
                }
            }
            chains.push(chain);
        }
        chains
    }
}

/// What happens when the rebirth square is occupied.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Occupied {
    /// The capture stands and the piece vanishes (`Relaxed`, Circe's default).
    #[default]
    Relaxed,
    /// The capture is illegal (`Strict`, the default of AntiCirce and MarsCirce).
    Strict,
    /// The piece on the rebirth square leaves the board and the reborn piece takes its place;
    /// a capture that would so remove the capturer's own king is illegal (`Assassin`).
    Assassin,
    /// The reborn piece goes under the piece on the rebirth square, into the underworld, and
    /// comes back once the square is free (`Volcanic`, `[+wSg1->v]`).
    Volcanic,
    /// The piece on the rebirth square goes up into the underworld, hovering over its square
    /// until the square is free, and the reborn piece takes its place (`Parachute`).
    Parachute,
}

impl Occupied {
    /// Whether a rebirth may be made on an occupied square (the piece there, or the reborn
    /// piece, leaving the board).
    pub fn displaces(self) -> bool {
        matches!(
            self,
            Occupied::Assassin | Occupied::Volcanic | Occupied::Parachute
        )
    }

    /// Whether pieces go to the underworld (and come back from it after every move).
    pub fn underworld(self) -> bool {
        matches!(self, Occupied::Volcanic | Occupied::Parachute)
    }
}

/// The base conditions of the family.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Base {
    /// The captured piece is reborn (Popeye's `Circe`).
    #[default]
    Circe,
    /// The capturer is reborn; a capture whose rebirth square is occupied is illegal
    /// (Popeye's `AntiCirce`).
    Anti,
    /// A piece captures from its rebirth square (Popeye's `MarsCirce`).
    Mars,
    /// A piece moves without capturing from its rebirth square, and captures from its own
    /// (Popeye's `AntiMarsCirce`).
    AntiMars,
    /// A piece moves, capturing or not, from its square or from its rebirth square when that
    /// is empty; kings only from their square but with RexInclusive (Popeye's
    /// `PhantomChess`).
    Phantom,
    /// Nothing is reborn; a piece whose rebirth square is occupied once the capturer has moved
    /// cannot be captured (Popeye's `ImmunChess`).
    Immun,
    /// Nothing is reborn; a piece captures only when its own rebirth square, reckoned from
    /// where it stands, is empty once it has moved, and is not that square (Popeye's
    /// `GenevaChess`).
    Geneva,
}

/// Where a piece is reborn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Definition {
    /// Its game-array square (Popeye's default).
    #[default]
    Classic,
    /// The capturer's departure square (`PWC`, Platzwechsel).
    Pwc,
    /// The capture square displaced by the capture's vector (`Equipollents`).
    Equipollents,
    /// Any empty square from which the reborn piece has no legal non-capturing move, the
    /// capturer's choice; none such: no rebirth (`Cage`).
    Cage,
    /// Its home rank in the file of capture: a pawn on its second rank, a king or orthodox
    /// piece on its first rank, a fairy piece on its promotion rank (`File`).
    File,
    /// The capture square reflected in the board's centre (`Symmetry`).
    Symmetry,
    /// The capture square reflected in the line between files d and e (`VerticalSymmetry`).
    VerticalSymmetry,
    /// The capture square reflected in the line between ranks 4 and 5
    /// (`HorizontalSymmetry`).
    HorizontalSymmetry,
    /// The capture square moved half the board along both files and ranks, towards the
    /// middle (`Antipodes`).
    Antipodes,
    /// The capture square itself (`CaptureSquare`): an e.p. victim comes back where it stood.
    CaptureSquare,
    /// Any empty square, the capturer's choice; with `Relaxed`, also none (`Super`).
    Super,
    /// A square the reborn piece reaches from the capture square by a non-capturing move of
    /// the relevant walk, after the capture (the capturer's choice); none: the capture is
    /// illegal (`Take&Make`).
    TakeMake,
    /// The square where the piece stood in the diagram, wherever it has gone since
    /// (`Diagram`): the pieces' identities are followed move by move.
    Diagram,
}

/// How a rebirth square is adapted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Adapter {
    #[default]
    None,
    /// Reflected in the board's centre (`Diametral`).
    Diametral,
    /// Reflected in the line between files d and e (`VerticalMirror`).
    VerticalMirror,
    /// On the rank of capture, in the file its classic square has, with the side's table
    /// chosen so that the square keeps the capture square's colour (`Rank`).
    Rank,
    /// For a piece that promoted (Popeye marks each promotee `Frischauf` while the option is
    /// in force): its promotion square in the file of capture, the square a fairy piece has
    /// in classic Circé (`Frischauf`); other pieces keep their square.
    Frischauf,
}

impl Definition {
    /// Whether the square follows from the captured piece and the capture square alone: no
    /// choice, no capture vector, no capturer's square, no history.
    pub fn from_capture_square(self) -> bool {
        matches!(
            self,
            Definition::Classic
                | Definition::File
                | Definition::Symmetry
                | Definition::VerticalSymmetry
                | Definition::HorizontalSymmetry
                | Definition::Antipodes
                | Definition::CaptureSquare
        )
    }

    /// Whether the capture itself gives one square (the capture square's definitions, and the
    /// capture's vector or departure square: Equipollents, PWC): no choice, no history.
    pub fn from_capture(self) -> bool {
        self.from_capture_square() || matches!(self, Definition::Equipollents | Definition::Pwc)
    }

    /// Whether a pawn reborn on its promotion rank is promoted (Popeye's choice per
    /// definition); otherwise it would stay a pawn there, which these definitions never do.
    pub fn promotes(self) -> bool {
        !matches!(
            self,
            Definition::Classic
                | Definition::File
                | Definition::HorizontalSymmetry
                | Definition::CaptureSquare
                | Definition::Diagram
        )
    }
}

impl Base {
    /// Popeye's default for an occupied rebirth square.
    pub fn occupied_by_default(self) -> Occupied {
        match self {
            Base::Circe => Occupied::Relaxed,
            _ => Occupied::Strict,
        }
    }

    /// Popeye's default for the kings.
    pub fn rex_inclusive_by_default(self) -> bool {
        !matches!(
            self,
            Base::Circe | Base::Immun | Base::Geneva | Base::Phantom
        )
    }

    /// Whether the base reborns no piece and only forbids captures (ImmunChess, GenevaChess).
    pub fn bars_only(self) -> bool {
        matches!(self, Base::Immun | Base::Geneva)
    }
}

impl CirceOptions {
    /// Plain Circé with the kings reborn too (`Circe RexInclusive`).
    pub fn rex_inclusive() -> CirceOptions {
        CirceOptions {
            rex_inclusive: true,
            ..CirceOptions::default()
        }
    }

    /// The base condition with Popeye's defaults.
    pub fn of(base: Base) -> CirceOptions {
        CirceOptions {
            base,
            rex_inclusive: base.rex_inclusive_by_default(),
            occupied: base.occupied_by_default(),
            ..CirceOptions::default()
        }
    }
}

/// The bases that reborn nothing after a capture but take the rebirth square from the
/// options all the same: MarsCirce, AntiMarsCirce and PhantomChess (a piece moves from it),
/// ImmunChess and GenevaChess (a capture is barred by it).
fn square_only(base: Base) -> bool {
    matches!(
        base,
        Base::Mars | Base::AntiMars | Base::Phantom | Base::Immun | Base::Geneva
    )
}

impl CirceOptions {
    /// Why Popeye 4.104 does not play these options with their base, in Popeye's words, if it
    /// does not. Popeye reads every variant word after every base's name; MarsCirce,
    /// AntiMarsCirce, PhantomChess and GenevaChess then refuse ("nonsense combination") a
    /// reborn walk's adaptation (Clone, Chameleon, Einstein, ReversalEinstein), Turncoats,
    /// another relevant piece (Couscous), a rebirth waiting for a later move (LastMove,
    /// WaitCapture) and the squares reckoned from the capturer's move (PWC, Equipollents,
    /// Take&Make); ImmunChess refuses none. With Assassin, Volcanic or Parachute all five
    /// crash (a segmentation fault) before solving.
    pub fn popeye_refusal(&self) -> Option<String> {
        if !square_only(self.base) {
            return None;
        }
        if self.occupied.displaces() {
            return Some(
                "Popeye 4.104 crashes (a segmentation fault) on Assassin, Volcanic or Parachute \
                 with this base"
                    .into(),
            );
        }
        if self.base == Base::Immun {
            return None;
        }
        let nonsense = self.reborn != RebornWalk::Same
            || self.relevant != Relevant::Reborn
            || self.last_move
            || self.wait_capture
            || matches!(
                self.definition,
                Definition::Pwc | Definition::Equipollents | Definition::TakeMake
            );
        nonsense.then(|| "nonsense combination (Popeye 4.104 refuses it)".into())
    }

    /// Why feerie does not play these options with their base although Popeye plays them, if
    /// it does not (the Circe and AntiCirce bases answer elsewhere: `None` for them). The
    /// bases that take a square from the options (MarsCirce, AntiMarsCirce, PhantomChess,
    /// ImmunChess, GenevaChess) play every square that one piece on one square defines, with
    /// its adaptation and `Mirror`, and the kings' words; MarsCirce, AntiMarsCirce and
    /// GenevaChess also the options `square_options` plays.
    pub fn unplayed(&self) -> Option<&'static str> {
        if self.base == Base::Circe && self.cheylan {
            return Some("Cheylan applies to AntiCirce only");
        }
        if self.base == Base::Anti {
            // (Popeye's AntiCirce Clone reborns the capturer with the captured piece's walk,
            // a king as a royal piece of that walk: `Ke6*d5[wKd5->rRh1]`.)
            return if self.relevant == Relevant::Clone && self.rex_inclusive {
                Some(
                    "Clone is not played with AntiCirce RexInclusive: Popeye reborns a capturing \
                     king as a royal piece of the captured walk",
                )
            } else if self.wait_capture {
                Some("WaitCapture is not played with AntiCirce yet")
            } else {
                None
            };
        }
        if !square_only(self.base) {
            return None;
        }
        let moving = matches!(self.base, Base::Mars | Base::AntiMars | Base::Phantom);
        if moving && self.definition.from_capture_square() && self.definition != Definition::Classic
        {
            // Popeye 4.104 reckons these squares from its move journal's capture square of
            // the ply (`move_effect_journal[...].u.piece_removal.on`), which, while a piece's
            // moves are generated or its observation is tested, is whatever the last move
            // played at that ply took: a square no rule gives.
            return Some(
                "Popeye 4.104 reckons this rebirth square from the capture square of the move \
                 played last at that ply, not from the square of the piece that moves: no \
                 rule to follow",
            );
        }
        if matches!(self.base, Base::Mars | Base::AntiMars) && !self.rex_inclusive {
            // (`Kf3-a1-b2` under AntiMarsCirce RexExclusive, `Kb2-g8*g7` under MarsCirce.)
            return Some(
                "with RexExclusive Popeye 4.104 moves the kings from squares no rule gives",
            );
        }
        if self.base == Base::AntiMars && self.definition == Definition::Diagram {
            // (Its moves agree with Popeye's, and its series play (`ser-zd83`: after
            // `1.Rf7-d7`, `2.Rd7-f7-e7`); its help-play mates do not. Black Ka8 Rd3 Rf7, white
            // Kc5 Re6 Qb1 Ph7, h#2: feerie's five extra mates are exactly those where the two
            // black rooks stand on each other's diagram squares' lines (`1.Rd3-f3 Kc5-b6
            // 2.Rf7-d7 Re6-e8`, `1.Rf7-f3 Re6-f6 2.Rd3-d7 Rf6-e6-a6`): a guess that fits
            // them is that Popeye's mate test moves each rook from the other's diagram square
            // (`Rd7-d3-d8`, `Rd7-f7-a7` interposing), which its series play does not do
            // (`1.Rd3-f3 2.Rf7-d7 3.Rd7-d3-d8` is not found in `ser-zd83`): no rule seen.)
            return Some(
                "AntiMarsCirce Diagram: Popeye's mates differ from feerie's where two pieces of \
                 one walk stand on each other's diagram squares' lines, by no rule seen",
            );
        }
        let plain_phantom = CirceOptions {
            rex_inclusive: self.rex_inclusive,
            ..CirceOptions::of(Base::Phantom)
        };
        // (Circe beside it reborns the pieces taken: its options are its own.)
        let own = CirceOptions {
            bar: None,
            circe: None,
            ..*self
        };
        if self.base == Base::Phantom && own != plain_phantom {
            // Popeye's PhantomChess generates its moves through MarsCirce's options (its
            // default ones unless MarsCirce is named too) and tests check through its own.
            return Some(
                "Popeye 4.104 moves the pieces from MarsCirce's rebirth squares and judges \
                 check from PhantomChess's, which these options change: no one rule",
            );
        }
        // (ImmunChess asks Circe's square of the capture played: the capture's vector and the
        // capturer's departure square too, and the reborn walk's options.)
        let immun = self.base == Base::Immun;
        // (GenevaChess's Super and Cage: `square_options::geneva_copies`.)
        let geneva_super = self.base == Base::Geneva
            && matches!(self.definition, Definition::Super | Definition::Cage)
            && self.april.is_empty();
        let definition = self.definition.from_capture_square()
            || self.definition == Definition::Diagram
            || geneva_super
            || (immun
                && matches!(
                    self.definition,
                    Definition::Pwc
                        | Definition::Equipollents
                        | Definition::Super
                        | Definition::Cage
                        | Definition::TakeMake
                ));
        // (ImmunChess's choices of square are counted in `immun_choices`, Frischauf's marks
        // from the diagram there too; Frischauf's promotees with the other bases, and
        // GenevaChess's Relaxed and April: `square_options`.)
        let chosen = immun
            && matches!(
                self.definition,
                Definition::Super | Definition::Cage | Definition::TakeMake
            );
        let adapter = match self.adapter {
            Adapter::None | Adapter::Diametral | Adapter::VerticalMirror => true,
            Adapter::Rank => !chosen,
            Adapter::Frischauf => true,
        };
        let mars_like = matches!(self.base, Base::Mars | Base::AntiMars);
        if !definition {
            Some("this rebirth square is not played with this base yet")
        } else if !adapter && self.adapter == Adapter::Rank {
            // (`immunchess super rank` lists every capture as Super does, `immunchess rank
            // super` as Rank: Popeye 4.104 reads both as rebirth squares' definitions.)
            Some(
                "Rank with Super, Cage or Take&Make: Popeye 4.104 plays one or the other by \
                 the words' order (`immunchess super rank` as Super, `immunchess rank super` \
                 as Rank), which the options do not keep",
            )
        } else if !adapter {
            Some("Frischauf is not played with this base yet")
        } else if mars_like
            && (!self.april.is_empty() || self.occupied != self.base.occupied_by_default())
        {
            Some(super::square_options::MARS_RELAXED_REFUSAL)
        } else if self.cheylan && immun {
            Some("Cheylan is not played with this base yet")
        } else if (!immun && (self.reborn != RebornWalk::Same || self.relevant != Relevant::Reborn))
            || self.last_move
            || self.wait_capture
        {
            Some("these options are not played with this base yet")
        } else {
            None
        }
    }
}
