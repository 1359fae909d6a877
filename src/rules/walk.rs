//! How each piece kind moves, as data: leaps, rides, lame leaps, hops, cannon captures. Move
//! generation and attack detection both read this table, so a new kind is one entry here.

use super::custom_walk::CustomWalk;
use super::kind_set::KindSet;
use super::moves::Vec2;
use super::piece::{Piece, PieceKind};
use super::pieces::hoppers;
use super::pieces::locusts::{self, pawns::FairyPawn};

pub const ROOK: &[Vec2] = &[(1, 0), (-1, 0), (0, 1), (0, -1)];
pub const BISHOP: &[Vec2] = &[(1, 1), (1, -1), (-1, 1), (-1, -1)];
pub const QUEEN: &[Vec2] = &[
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
pub const KNIGHT: &[Vec2] = &[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
pub const CAMEL: &[Vec2] = &[
    (1, 3),
    (3, 1),
    (3, -1),
    (1, -3),
    (-1, -3),
    (-3, -1),
    (-3, 1),
    (-1, 3),
];
pub const ZEBRA: &[Vec2] = &[
    (2, 3),
    (3, 2),
    (3, -2),
    (2, -3),
    (-2, -3),
    (-3, -2),
    (-3, 2),
    (-2, 3),
];
pub const GIRAFFE: &[Vec2] = &[
    (1, 4),
    (4, 1),
    (4, -1),
    (1, -4),
    (-1, -4),
    (-4, -1),
    (-4, 1),
    (-1, 4),
];
pub const ALFIL: &[Vec2] = &[(2, 2), (2, -2), (-2, 2), (-2, -2)];
pub const DABBABA: &[Vec2] = &[(2, 0), (-2, 0), (0, 2), (0, -2)];

/// The 1:5 leaper's leaps.
pub const LEAP15: &[Vec2] = &[
    (1, 5),
    (1, -5),
    (-1, 5),
    (-1, -5),
    (5, 1),
    (5, -1),
    (-5, 1),
    (-5, -1),
];

/// The 1:6 leaper's leaps.
pub const LEAP16: &[Vec2] = &[
    (1, 6),
    (1, -6),
    (-1, 6),
    (-1, -6),
    (6, 1),
    (6, -1),
    (-6, 1),
    (-6, -1),
];

/// The 2:4 leaper's leaps.
pub const LEAP24: &[Vec2] = &[
    (2, 4),
    (2, -4),
    (-2, 4),
    (-2, -4),
    (4, 2),
    (4, -2),
    (-4, 2),
    (-4, -2),
];

/// The 2:5 leaper's leaps.
pub const LEAP25: &[Vec2] = &[
    (2, 5),
    (2, -5),
    (-2, 5),
    (-2, -5),
    (5, 2),
    (5, -2),
    (-5, 2),
    (-5, -2),
];

/// The 3:5 leaper's leaps.
pub const LEAP35: &[Vec2] = &[
    (3, 5),
    (3, -5),
    (-3, 5),
    (-3, -5),
    (5, 3),
    (5, -3),
    (-5, 3),
    (-5, -3),
];

/// The 3:6 leaper's leaps.
pub const LEAP36: &[Vec2] = &[
    (3, 6),
    (3, -6),
    (-3, 6),
    (-3, -6),
    (6, 3),
    (6, -3),
    (-6, 3),
    (-6, -3),
];

/// The 3:7 leaper's leaps.
pub const LEAP37: &[Vec2] = &[
    (3, 7),
    (3, -7),
    (-3, 7),
    (-3, -7),
    (7, 3),
    (7, -3),
    (-7, 3),
    (-7, -3),
];

/// The root-50 leaper: 1:7 and 5:5 (both of length √50).
pub const ROOT50: &[Vec2] = &[
    (1, 7),
    (1, -7),
    (-1, 7),
    (-1, -7),
    (7, 1),
    (7, -1),
    (-7, 1),
    (-7, -1),
    (5, 5),
    (5, -5),
    (-5, 5),
    (-5, -5),
];

/// The root-25 leaper: 3:4 and 0:5 (both of length 5).
pub const BUCEPHALUS: &[Vec2] = &[
    (3, 4),
    (3, -4),
    (-3, 4),
    (-3, -4),
    (4, 3),
    (4, -3),
    (-4, 3),
    (-4, -3),
    (0, 5),
    (0, -5),
    (5, 0),
    (-5, 0),
];

/// The antelope: 3:4.
pub const ANTELOPE: &[Vec2] = &[
    (3, 4),
    (3, -4),
    (-3, 4),
    (-3, -4),
    (4, 3),
    (4, -3),
    (-4, 3),
    (-4, -3),
];

/// The bison: camel and zebra.
pub const BISON: &[Vec2] = &[
    (1, 3),
    (1, -3),
    (-1, 3),
    (-1, -3),
    (3, 1),
    (3, -1),
    (-3, 1),
    (-3, -1),
    (2, 3),
    (2, -3),
    (-2, 3),
    (-2, -3),
    (3, 2),
    (3, -2),
    (-3, 2),
    (-3, -2),
];

/// The okapi: knight and zebra.
pub const OKAPI: &[Vec2] = &[
    (1, 2),
    (1, -2),
    (-1, 2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
    (2, 3),
    (2, -3),
    (-2, 3),
    (-2, -3),
    (3, 2),
    (3, -2),
    (-3, 2),
    (-3, -2),
];

/// The gnu: knight and camel.
pub const GNU: &[Vec2] = &[
    (1, 2),
    (1, -2),
    (-1, 2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
    (1, 3),
    (1, -3),
    (-1, 3),
    (-1, -3),
    (3, 1),
    (3, -1),
    (-3, 1),
    (-3, -1),
];

/// The squirrel: knight, alfil and dabbaba.
pub const SQUIRREL: &[Vec2] = &[
    (1, 2),
    (1, -2),
    (-1, 2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
    (2, 2),
    (2, -2),
    (-2, 2),
    (-2, -2),
    (0, 2),
    (0, -2),
    (2, 0),
    (-2, 0),
];

/// The zebu: camel and giraffe.
pub const ZEBU: &[Vec2] = &[
    (1, 3),
    (1, -3),
    (-1, 3),
    (-1, -3),
    (3, 1),
    (3, -1),
    (-3, 1),
    (-3, -1),
    (1, 4),
    (1, -4),
    (-1, 4),
    (-1, -4),
    (4, 1),
    (4, -1),
    (-4, 1),
    (-4, -1),
];

/// Gnurider lines: knight and camel (the gnu's vectors).
pub const GNU_LINES: &[Vec2] = GNU;

/// Elephant lines: queen and knight.
pub const ELEPHANT: &[Vec2] = &[
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
    (1, 2),
    (1, -2),
    (-1, 2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
];

/// Waran lines: rook and knight.
pub const WARAN: &[Vec2] = &[
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 2),
    (1, -2),
    (-1, 2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
];

/// A lame leap: the full vector and the square it must pass through.
#[derive(Clone, Copy, Debug)]
pub struct LameLeap {
    pub vector: Vec2,
    pub mid: Vec2,
}

const fn lame(v: Vec2, mid: Vec2) -> LameLeap {
    LameLeap { vector: v, mid }
}

/// Rook/bishop-hunter: up the board as a rook, down it as a bishop.
pub const ROOK_BISHOP_HUNTER: &[Vec2] = &[(0, 1), (1, -1), (-1, -1)];
/// Bishop/rook-hunter: up the board as a bishop, down it as a rook.
pub const BISHOP_ROOK_HUNTER: &[Vec2] = &[(1, 1), (-1, 1), (0, -1)];

/// Mao: one orthogonal step, then one diagonal step outwards.
pub const MAO: &[LameLeap] = &[
    lame((1, 2), (0, 1)),
    lame((-1, 2), (0, 1)),
    lame((1, -2), (0, -1)),
    lame((-1, -2), (0, -1)),
    lame((2, 1), (1, 0)),
    lame((2, -1), (1, 0)),
    lame((-2, 1), (-1, 0)),
    lame((-2, -1), (-1, 0)),
];
/// Moa: one diagonal step, then one orthogonal step outwards.
pub const MOA: &[LameLeap] = &[
    lame((1, 2), (1, 1)),
    lame((-1, 2), (-1, 1)),
    lame((1, -2), (1, -1)),
    lame((-1, -2), (-1, -1)),
    lame((2, 1), (1, 1)),
    lame((2, -1), (1, -1)),
    lame((-2, 1), (-1, 1)),
    lame((-2, -1), (-1, -1)),
];

/// The files of mailbox padding: a leap moving more files than this is looked up by
/// coordinates (`far_leaps`), since its mailbox step could wrap into a real square.
pub const MAILBOX_REACH: i8 = super::square::PAD as i8;

/// The components of one kind's walk. Every component is a way to move and to capture, except
/// `quiet_rides` (moves only) and `cannons` (captures only, over one hurdle).
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    pub leaps: &'static [Vec2],
    /// Leaps of a kind with some leap of more than `MAILBOX_REACH` files (1:5, 3:7, root-50,
    /// …): found by coordinates, so that they stay on a 16x16 board.
    pub far_leaps: &'static [Vec2],
    pub rides: &'static [Vec2],
    pub quiet_rides: &'static [Vec2],
    pub cannons: &'static [Vec2],
    /// Grasshopper-style hops: over the first piece on the line, to the square just beyond.
    pub hops: &'static [Vec2],
    pub lame: &'static [LameLeap],
    /// Lion moves: over the first piece on the line (the hurdle) to any square beyond, up to
    /// and including the first piece there (a capture).
    pub lions: &'static [Vec2],
    pub nonstop_equihopper: bool,
    pub pawn: bool,
    /// A fairy pawn's promotion and en passant (its moves are its `custom` walk's).
    pub fairy_pawn: Option<&'static FairyPawn>,
    /// The kind's own move function, for walks that are no combination of the above.
    pub custom: Option<&'static CustomWalk>,
}

const NONE: Walk = Walk {
    leaps: &[],
    far_leaps: &[],
    rides: &[],
    quiet_rides: &[],
    cannons: &[],
    hops: &[],
    lame: &[],
    lions: &[],
    nonstop_equihopper: false,
    pawn: false,
    fairy_pawn: None,
    custom: None,
};

/// A walk of leaps only.
pub const fn leaper(leaps: &'static [Vec2]) -> Walk {
    Walk { leaps, ..NONE }
}

/// A walk of far leaps only (see [`Walk::far_leaps`]).
pub const fn far(far_leaps: &'static [Vec2]) -> Walk {
    Walk { far_leaps, ..NONE }
}

/// A walk of grasshopper-style hops only.
pub const fn hopper(hops: &'static [Vec2]) -> Walk {
    Walk { hops, ..NONE }
}

/// A walk of its own (see [`CustomWalk`]).
pub const fn custom(walk: &'static CustomWalk) -> Walk {
    Walk {
        custom: Some(walk),
        ..NONE
    }
}

/// A fairy pawn's walk: its moves, its promotion and en passant.
pub const fn fairy_pawn(walk: &'static CustomWalk, pawn: &'static FairyPawn) -> Walk {
    Walk {
        custom: Some(walk),
        fairy_pawn: Some(pawn),
        ..NONE
    }
}

/// A walk of rides only.
pub const fn rider(rides: &'static [Vec2]) -> Walk {
    Walk { rides, ..NONE }
}

pub(crate) const fn describe(kind: PieceKind) -> Walk {
    use PieceKind::*;
    match kind {
        King => Walk {
            leaps: QUEEN,
            ..NONE
        },
        Queen => Walk {
            rides: QUEEN,
            ..NONE
        },
        Rook => Walk {
            rides: ROOK,
            ..NONE
        },
        Bishop => Walk {
            rides: BISHOP,
            ..NONE
        },
        Knight => Walk {
            leaps: KNIGHT,
            ..NONE
        },
        Pawn => Walk { pawn: true, ..NONE },
        Grasshopper => Walk {
            hops: QUEEN,
            ..NONE
        },
        Nightrider => Walk {
            rides: KNIGHT,
            ..NONE
        },
        Mao => Walk { lame: MAO, ..NONE },
        Moa => Walk { lame: MOA, ..NONE },
        Camel => Walk {
            leaps: CAMEL,
            ..NONE
        },
        Zebra => Walk {
            leaps: ZEBRA,
            ..NONE
        },
        Giraffe => Walk {
            leaps: GIRAFFE,
            ..NONE
        },
        Wazir => Walk {
            leaps: ROOK,
            ..NONE
        },
        Fers => Walk {
            leaps: BISHOP,
            ..NONE
        },
        Alfil => Walk {
            leaps: ALFIL,
            ..NONE
        },
        Dabbaba => Walk {
            leaps: DABBABA,
            ..NONE
        },
        Leo => Walk {
            quiet_rides: QUEEN,
            cannons: QUEEN,
            ..NONE
        },
        Pao => Walk {
            quiet_rides: ROOK,
            cannons: ROOK,
            ..NONE
        },
        Vao => Walk {
            quiet_rides: BISHOP,
            cannons: BISHOP,
            ..NONE
        },
        Amazon => Walk {
            rides: QUEEN,
            leaps: KNIGHT,
            ..NONE
        },
        Empress => Walk {
            rides: ROOK,
            leaps: KNIGHT,
            ..NONE
        },
        Princess => Walk {
            rides: BISHOP,
            leaps: KNIGHT,
            ..NONE
        },
        NonstopEquihopper => Walk {
            nonstop_equihopper: true,
            ..NONE
        },
        Leaper15 => far(LEAP15),
        Leaper16 => far(LEAP16),
        Leaper24 => leaper(LEAP24),
        Leaper25 => far(LEAP25),
        Leaper35 => far(LEAP35),
        Leaper36 => far(LEAP36),
        Leaper37 => far(LEAP37),
        RootFiftyLeaper => far(ROOT50),
        Bucephalus => far(BUCEPHALUS),
        Antelope => leaper(ANTELOPE),
        Bison => leaper(BISON),
        Okapi => leaper(OKAPI),
        Gnu => leaper(GNU),
        Squirrel => leaper(SQUIRREL),
        Zebu => leaper(ZEBU),
        WazirRider => rider(ROOK),
        FersRider => rider(BISHOP),
        Camelrider => rider(CAMEL),
        Zebrarider => rider(ZEBRA),
        Gnurider => rider(GNU_LINES),
        Waran => rider(WARAN),
        Elephant => rider(ELEPHANT),
        RookHopper => hopper(ROOK),
        BishopHopper => hopper(BISHOP),
        NightriderHopper => hopper(KNIGHT),
        CamelriderHopper => hopper(CAMEL),
        ZebrariderHopper => hopper(ZEBRA),
        GnuriderHopper => hopper(GNU_LINES),
        Gral => Walk {
            leaps: ALFIL,
            hops: ROOK,
            ..NONE
        },
        Scorpion => Walk {
            leaps: QUEEN,
            hops: QUEEN,
            ..NONE
        },
        Nao => Walk {
            quiet_rides: KNIGHT,
            cannons: KNIGHT,
            ..NONE
        },
        Lion => Walk {
            lions: QUEEN,
            ..NONE
        },
        // They move as what they imitate, which the position decides (their condition's module).
        Comedian | Comedienne | Fiance | Fiancee | Widower | Widow => NONE,
        // Hoppers, lions and the angle hoppers (pieces::hoppers).
        DoubleGrasshopper => custom(&hoppers::double_hopper::DOUBLE_GRASSHOPPER),
        DoubleRookhopper => custom(&hoppers::double_hopper::DOUBLE_ROOKHOPPER),
        DoubleBishopper => custom(&hoppers::double_hopper::DOUBLE_BISHOPPER),
        Marguerite => custom(&hoppers::marguerite::WALK),
        Moose => custom(&hoppers::angle::MOOSE),
        Eagle => custom(&hoppers::angle::EAGLE),
        Sparrow => custom(&hoppers::angle::SPARROW),
        RookMoose => custom(&hoppers::angle::ROOK_MOOSE),
        RookEagle => custom(&hoppers::angle::ROOK_EAGLE),
        RookSparrow => custom(&hoppers::angle::ROOK_SPARROW),
        BishopMoose => custom(&hoppers::angle::BISHOP_MOOSE),
        BishopEagle => custom(&hoppers::angle::BISHOP_EAGLE),
        BishopSparrow => custom(&hoppers::angle::BISHOP_SPARROW),
        ContraGrasshopper => custom(&hoppers::contra_grasshopper::WALK),
        Kangaroo => custom(&hoppers::kangaroo::KANGAROO),
        KangarooLion => custom(&hoppers::kangaroo::KANGAROO_LION),
        Grasshopper2 => custom(&hoppers::grasshopper_n::GRASSHOPPER_2),
        Grasshopper3 => custom(&hoppers::grasshopper_n::GRASSHOPPER_3),
        Kinghopper => custom(&hoppers::leaper_hopper::KINGHOPPER),
        Knighthopper => custom(&hoppers::leaper_hopper::KNIGHTHOPPER),
        Equihopper => custom(&hoppers::equihopper::EQUIHOPPER),
        Orix => custom(&hoppers::equihopper::ORIX),
        NonstopOrix => custom(&hoppers::equihopper::NONSTOP_ORIX),
        MaoHopper => custom(&hoppers::mao_hopper::MAO_HOPPER),
        MoaHopper => custom(&hoppers::mao_hopper::MOA_HOPPER),
        Treehopper => custom(&hoppers::radial::TREEHOPPER),
        GreaterTreehopper => custom(&hoppers::radial::GREATER_TREEHOPPER),
        Leafhopper => custom(&hoppers::radial::LEAFHOPPER),
        GreaterLeafhopper => custom(&hoppers::radial::GREATER_LEAFHOPPER),
        EquiEnglish => custom(&hoppers::equistopper::EQUISTOPPER),
        EquiFrench => custom(&hoppers::equistopper::NONSTOP_EQUISTOPPER),
        MaoriderLion => custom(&hoppers::maorider_lion::MAORIDER_LION),
        MoariderLion => custom(&hoppers::maorider_lion::MOARIDER_LION),
        Kao => custom(&hoppers::kao::WALK),
        Skylla => custom(&hoppers::skylla::SKYLLA),
        Charybdis => custom(&hoppers::skylla::CHARYBDIS),
        EagleEquihopper => custom(&hoppers::eagle_equihopper::EAGLE_EQUIHOPPER),
        EagleNonstopEquihopper => custom(&hoppers::eagle_equihopper::EAGLE_NONSTOP_EQUIHOPPER),
        Scarabeus => custom(&hoppers::scarabeus::SCARABEUS),
        Hamster => custom(&hoppers::hamster::HAMSTER),
        ContraHamster => custom(&hoppers::hamster::CONTRAHAMSTER),
        // Lions on rook, bishop and nightrider lines: the lion's walk on fewer lines.
        RookLion => Walk {
            lions: ROOK,
            ..NONE
        },
        BishopLion => Walk {
            lions: BISHOP,
            ..NONE
        },
        NightriderLion => Walk {
            lions: KNIGHT,
            ..NONE
        },
        // Turning riders (pieces::turning).
        Rose => custom(&super::pieces::turning::rose::WALK),
        DiagonalSpiralspringer => custom(&super::pieces::turning::spiral_springers::DIAGONAL),
        RoseLion => custom(&super::pieces::turning::rose_lion::WALK),
        RoseHopper => custom(&super::pieces::turning::rose_hopper::WALK),
        RoseLocust => custom(&super::pieces::turning::rose_locust::WALK),
        Spiralspringer11 => custom(&super::pieces::turning::spiral_springers::SPIRAL_11),
        Spiralspringer20 => custom(&super::pieces::turning::spiral_springers::SPIRAL_20),
        Spiralspringer33 => custom(&super::pieces::turning::spiral_springers::SPIRAL_33),
        Spiralspringer40 => custom(&super::pieces::turning::spiral_springers::SPIRAL_40),
        Spiralspringer => custom(&super::pieces::turning::spiral_springers::SPIRAL),
        Quintessence => custom(&super::pieces::turning::spiral_springers::QUINTESSENCE_WALK),
        Rao => custom(&super::pieces::turning::rao::WALK),
        Boyscout => custom(&super::pieces::turning::spiral_springers::BOYSCOUT_WALK),
        Girlscout => custom(&super::pieces::turning::spiral_springers::GIRLSCOUT_WALK),
        Archbishop => custom(&super::pieces::turning::reflecting::ARCHBISHOP),
        ReflectingBishop => custom(&super::pieces::turning::reflecting::REFLECTING_BISHOP),
        Cardinal => custom(&super::pieces::turning::cardinal::WALK),
        BouncyKnight => custom(&super::pieces::turning::bouncy::BOUNCY_KNIGHT),
        BouncyNightrider => custom(&super::pieces::turning::bouncy::BOUNCY_NIGHTRIDER),
        Bouncer => custom(&super::pieces::turning::bouncer::BOUNCER),
        RookBouncer => custom(&super::pieces::turning::bouncer::ROOK_BOUNCER),
        BishopBouncer => custom(&super::pieces::turning::bouncer::BISHOP_BOUNCER),
        RadialKnight => custom(&super::pieces::turning::radial_knight::WALK),
        UbiUbi => custom(&super::pieces::turning::ubiubi::WALK),
        Rabbit => custom(&super::pieces::turning::hurdle_lions::RABBIT),
        Maorider => custom(&super::pieces::turning::mao_riders::MAORIDER),
        Moarider => custom(&super::pieces::turning::mao_riders::MOARIDER),
        Cat => custom(&super::pieces::turning::cat::WALK),
        Dolphin => custom(&super::pieces::turning::dolphin::WALK),
        // Locusts, marine pieces and pawns (pieces::locusts).
        BerolinaPawn => fairy_pawn(&locusts::berolina_pawn::WALK, &locusts::berolina_pawn::PAWN),
        SuperPawn => fairy_pawn(&locusts::superpawn::WALK, &locusts::superpawn::PAWN),
        BerolinaSuperpawn => fairy_pawn(
            &locusts::berolina_superpawn::WALK,
            &locusts::berolina_superpawn::PAWN,
        ),
        ChinesePawn => custom(&locusts::chinese_pawn::WALK),
        Dragon => fairy_pawn(&locusts::dragon::WALK, &locusts::dragon::PAWN),
        MarinePawn => fairy_pawn(&locusts::marine_pawn::WALK, &locusts::marine_pawn::PAWN),
        Locust => custom(&locusts::locust::WALK),
        RookLocust => custom(&locusts::rook_locust::WALK),
        BishopLocust => custom(&locusts::bishop_locust::WALK),
        NightriderLocust => custom(&locusts::nightrider_locust::WALK),
        Sirene => custom(&locusts::sirene::WALK),
        Triton => custom(&locusts::triton::WALK),
        Nereide => custom(&locusts::nereide::WALK),
        MarineKnight => custom(&locusts::marine_knight::WALK),
        MarineShip => fairy_pawn(&locusts::marine_ship::WALK, &locusts::marine_ship::PAWN),
        // Pieces that move as others do, and the rest (pieces::observers).
        // A dummy never moves and observes nothing.
        Dummy => NONE,
        Orphan => custom(&super::pieces::observers::orphan::WALK),
        Friend => custom(&super::pieces::observers::friend::WALK),
        // A king that is no royal piece.
        Erlking => leaper(QUEEN),
        Senora => custom(&super::pieces::observers::argentinian::SENORA),
        Faro => custom(&super::pieces::observers::argentinian::FARO),
        Loco => custom(&super::pieces::observers::argentinian::LOCO),
        Saltador => custom(&super::pieces::observers::saltador::WALK),
        Querquisite => custom(&super::pieces::observers::querquisite::WALK),
        // Absolute hunters: up as the first, down as the second; never sideways.
        RookHunter => rider(ROOK_BISHOP_HUNTER),
        BishopHunter => rider(BISHOP_ROOK_HUNTER),
        // The last pieces of Popeye's table (pieces::others).
        Edgehog => custom(&super::pieces::others::edgehog::WALK),
        Bob => custom(&super::pieces::others::bob::WALK),
        ProteanPawn => fairy_pawn(
            &super::pieces::others::protean_pawn::WALK,
            &super::pieces::others::protean_pawn::PAWN,
        ),
        // Generalized hunters (pieces::hunters): two walks as data.
        hunter @ (PawnBishopHunter | KingKingHunter | KingQueenHunter | KingRookHunter
        | KingBishopHunter | KingKnightHunter | KingPawnHunter | QueenKingHunter
        | RookKingHunter | BishopKingHunter | KnightKingHunter | PawnKingHunter
        | QueenQueenHunter | QueenRookHunter | QueenBishopHunter | QueenKnightHunter
        | QueenPawnHunter | RookQueenHunter | RookRookHunter | RookBishopHunter
        | RookKnightHunter | RookPawnHunter | BishopQueenHunter | BishopRookHunter
        | BishopBishopHunter | BishopKnightHunter | BishopPawnHunter
        | KnightQueenHunter | KnightRookHunter | KnightBishopHunter
        | KnightKnightHunter | KnightPawnHunter | PawnQueenHunter | PawnRookHunter
        | PawnKnightHunter | PawnPawnHunter) => match super::pieces::hunters::walk_of(hunter) {
            Some(w) => w,
            None => unreachable!(),
        },
        Ship => fairy_pawn(
            &super::pieces::others::ship::WALK,
            &super::pieces::others::ship::PAWN,
        ),
        Gryphon => custom(&super::pieces::others::gryphon::WALK),
        // Popeye's royal walks (pieces::royal): the sting hops as a grasshopper and steps as a
        // king; the poseidon is the marine king.
        Sting => Walk {
            leaps: QUEEN,
            hops: QUEEN,
            ..NONE
        },
        Poseidon => custom(&super::pieces::royal::poseidon::WALK),
    }
}

/// Kinds whose captures need a hurdle or can be opened by moving a piece onto a line: for
/// them, a move's legality cannot be judged from pins alone. (The lame leapers are added by
/// `NOT_PINNING`: moving a piece off their intermediate square opens them.)
pub const HURDLE_KINDS: KindSet = KindSet::of(&[
    PieceKind::Grasshopper,
    PieceKind::RookHopper,
    PieceKind::BishopHopper,
    PieceKind::NightriderHopper,
    PieceKind::CamelriderHopper,
    PieceKind::ZebrariderHopper,
    PieceKind::GnuriderHopper,
    PieceKind::Gral,
    PieceKind::Scorpion,
    PieceKind::Nao,
    PieceKind::Lion,
    PieceKind::RookLion,
    PieceKind::BishopLion,
    PieceKind::NightriderLion,
    PieceKind::Leo,
    PieceKind::Pao,
    PieceKind::Vao,
    PieceKind::NonstopEquihopper,
    PieceKind::Sting,
]);

/// The walks whose moves Popeye generates line by line, a square two lines reach coming
/// twice, and for which it installs its remover of a piece's duplicate moves (turning riders,
/// the rose family, spiral springers, orphans and friends, the double hoppers, the tree- and
/// leafhoppers): rules that see the moves before that remover (Plus chess's merging,
/// MultiCaptures' count of captures) depend on them…
pub const DEDUPLICATED_BY_POPEYE: KindSet = KindSet::of(&[
    PieceKind::ReflectingBishop,
    PieceKind::Archbishop,
    PieceKind::Saltador,
    PieceKind::BouncyKnight,
    PieceKind::BouncyNightrider,
    PieceKind::Friend,
    PieceKind::Orphan,
    PieceKind::DoubleGrasshopper,
    PieceKind::DoubleRookhopper,
    PieceKind::DoubleBishopper,
    PieceKind::RadialKnight,
    PieceKind::Treehopper,
    PieceKind::GreaterTreehopper,
    PieceKind::Leafhopper,
    PieceKind::GreaterLeafhopper,
    PieceKind::Rose,
    PieceKind::RoseHopper,
    PieceKind::RoseLion,
    PieceKind::Rao,
    PieceKind::Spiralspringer,
    PieceKind::DiagonalSpiralspringer,
    PieceKind::Spiralspringer11,
    PieceKind::Spiralspringer20,
    PieceKind::Spiralspringer33,
    PieceKind::Spiralspringer40,
    PieceKind::Boyscout,
    PieceKind::Girlscout,
    PieceKind::Quintessence,
]);

/// …and these, whose remover Popeye installs only where no piece is a Bul, Dob or
/// hurdle-colour-changing piece (the angle hoppers and the marguerite).
pub const DEDUPLICATED_BY_POPEYE_PLAIN: KindSet = KindSet::of(&[
    PieceKind::Moose,
    PieceKind::RookMoose,
    PieceKind::BishopMoose,
    PieceKind::Eagle,
    PieceKind::RookEagle,
    PieceKind::BishopEagle,
    PieceKind::Sparrow,
    PieceKind::RookSparrow,
    PieceKind::BishopSparrow,
    PieceKind::Marguerite,
]);

/// The kinds with a custom walk (see [`CustomWalk`]).
pub const CUSTOM_KINDS: KindSet = {
    let mut set = KindSet::NONE;
    let mut i = 1;
    while i < KINDS {
        if let Some(kind) = PieceKind::from_bits(i as u8) {
            if describe(kind).custom.is_some() {
                set = set.with(kind);
            }
        }
        i += 1;
    }
    set
};

/// Kind numbers: the size of tables by kind.
const KINDS: usize = 256;

/// Walks by kind number, built at compile time: a lookup instead of a match on every piece.
static WALKS: [Walk; KINDS] = {
    let mut table = [NONE; KINDS];
    let mut i = 0;
    while i < KINDS {
        if let Some(kind) = PieceKind::from_bits(i as u8) {
            table[i] = describe(kind);
        }
        i += 1;
    }
    table
};

/// The (file, rank) offsets at which a kind may capture, as bits of a 31x31 square of offsets
/// from -15 to 15 (`reach_bit`): every leap, every multiple of a capturing line's vector, every
/// lame leap, every even offset for the non-stop equihopper. Attack detection asks it first, so
/// that a man far off its lines costs one bit test.
static REACH: [[u64; 16]; KINDS] = {
    let mut table = [[0u64; 16]; KINDS];
    let mut i = 0;
    while i < KINDS {
        let w = &WALKS[i];
        let mut bits = [0u64; 16];
        // Leaps once, capturing lines at every multiple.
        let parts: [(&[Vec2], bool); 6] = [
            (w.leaps, false),
            (w.far_leaps, false),
            (w.rides, true),
            (w.cannons, true),
            (w.hops, true),
            (w.lions, true),
        ];
        let mut p = 0;
        while p < parts.len() {
            let (vectors, lines) = parts[p];
            let mut j = 0;
            while j < vectors.len() {
                let v = vectors[j];
                let mut m = 1;
                while m <= 15 && (m == 1 || lines) {
                    set_reach(&mut bits, v.0 as i32 * m, v.1 as i32 * m);
                    m += 1;
                }
                j += 1;
            }
            p += 1;
        }
        if w.custom.is_some() {
            // A custom walk may capture anywhere: its own function decides.
            bits = [u64::MAX; 16];
        }
        let mut j = 0;
        while j < w.lame.len() {
            set_reach(
                &mut bits,
                w.lame[j].vector.0 as i32,
                w.lame[j].vector.1 as i32,
            );
            j += 1;
        }
        if w.nonstop_equihopper {
            let mut df = -14;
            while df <= 14 {
                let mut dr = -14;
                while dr <= 14 {
                    set_reach(&mut bits, df, dr);
                    dr += 2;
                }
                df += 2;
            }
        }
        table[i] = bits;
        i += 1;
    }
    table
};

const fn set_reach(bits: &mut [u64; 16], df: i32, dr: i32) {
    if df >= -15 && df <= 15 && dr >= -15 && dr <= 15 {
        let b = reach_bit(df as i8, dr as i8);
        bits[b / 64] |= 1 << (b % 64);
    }
}

/// The bit of offset (df, dr) in `REACH` (both from -15 to 15).
#[inline]
const fn reach_bit(df: i8, dr: i8) -> usize {
    (df as i32 + 15) as usize * 31 + (dr as i32 + 15) as usize
}

/// Whether `piece` may capture on a square `d` (file, rank) away, as far as its walk's
/// geometry says (the squares between are not looked at).
#[inline]
pub fn may_reach(piece: Piece, d: Vec2) -> bool {
    let b = reach_bit(d.0, d.1);
    REACH[piece.kind_index()][b / 64] >> (b % 64) & 1 != 0
}

/// How `kind` moves.
#[inline]
pub fn walk(kind: PieceKind) -> &'static Walk {
    &WALKS[kind as usize]
}

/// How `piece` moves (its kind's walk, looked up by the kind bits without decoding them).
#[inline]
pub fn of(piece: Piece) -> &'static Walk {
    &WALKS[piece.kind_index()]
}

/// Kinds whose attacks a move can open or create other than along a rider's line: hurdle
/// pieces, and the lame leapers (mao, moa) whose intermediate square a move can vacate. While
/// the enemy has one of them, legality needs the full test.
/// Riders on lines other than the queen's and the knight's (the king's lines checks and pins
/// are looked for on) count here too.
pub const NOT_PINNING: KindSet = HURDLE_KINDS.union(CUSTOM_KINDS).union(KindSet::of(&[
    PieceKind::Mao,
    PieceKind::Moa,
    PieceKind::Camelrider,
    PieceKind::Zebrarider,
    PieceKind::Gnurider,
    // The hunters ride a queen's lines one way only: the pin scan takes lines both ways.
    PieceKind::RookHunter,
    PieceKind::BishopHunter,
]));
