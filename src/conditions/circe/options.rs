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
}

impl Definition {
    /// Whether a pawn reborn on its promotion rank is promoted (Popeye's choice per
    /// definition); otherwise it would stay a pawn there, which these definitions never do.
    pub fn promotes(self) -> bool {
        !matches!(
            self,
            Definition::Classic
                | Definition::File
                | Definition::HorizontalSymmetry
                | Definition::CaptureSquare
        )
    }
}

impl Base {
    /// Popeye's default for the kings.
    pub fn rex_inclusive_by_default(self) -> bool {
        !matches!(self, Base::Circe)
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
            ..CirceOptions::default()
        }
    }
}
