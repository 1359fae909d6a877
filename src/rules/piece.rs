//! Sides, colours, piece kinds and their Popeye codes.

use std::fmt;

use super::kind_set::KindSet;

/// A player: the side to move is always one of these.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Side {
    White = 0,
    Black = 1,
}

impl Side {
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }
    /// Pawn direction along ranks.
    #[inline]
    pub const fn forward(self) -> i8 {
        match self {
            Side::White => 1,
            Side::Black => -1,
        }
    }
    pub const fn colour(self) -> Colour {
        match self {
            Side::White => Colour::White,
            Side::Black => Colour::Black,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

/// The colour of a piece. Neutral pieces belong to both sides (Popeye's sense): either side may
/// move them, and either side may capture them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Colour {
    White = 1,
    Black = 2,
    Neutral = 3,
}

impl Colour {
    /// Whether `side` may move a piece of this colour.
    #[inline]
    pub const fn movable_by(self, side: Side) -> bool {
        self as u8 & (1 << side as u8) != 0
    }
    /// Whether `side` may capture a piece of this colour.
    #[inline]
    pub const fn capturable_by(self, side: Side) -> bool {
        self as u8 & (1 << side.opponent() as u8) != 0
    }
    /// One-letter prefix used by Popeye in rebirth brackets: w, b, n.
    pub fn letter(self) -> char {
        self.letter_in(Language::English)
    }
    /// The one-letter prefix Popeye writes in `lang` (rebirths, twin lines): the first letter of
    /// the colour's name in that language (`w`/`b`/`n` in English, `w`/`s`/`n` in German,
    /// `b`/`n`/`n` in French).
    pub fn letter_in(self, lang: Language) -> char {
        match (self, lang) {
            (Colour::White, Language::French) => 'b',
            (Colour::White, _) => 'w',
            (Colour::Black, Language::English) => 'b',
            (Colour::Black, Language::French) => 'n',
            (Colour::Black, Language::German) => 's',
            (Colour::Neutral, _) => 'n',
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
            Colour::Neutral => "neutral",
        }
    }
    /// The side a piece of this colour belongs to, if it belongs to only one.
    pub fn side(self) -> Option<Side> {
        match self {
            Colour::White => Some(Side::White),
            Colour::Black => Some(Side::Black),
            Colour::Neutral => None,
        }
    }
    #[inline]
    pub(crate) const fn from_bits(b: u8) -> Colour {
        // A table instead of a match: this runs for every piece looked at.
        const COLOURS: [Colour; 4] = [
            Colour::Neutral,
            Colour::White,
            Colour::Black,
            Colour::Neutral,
        ];
        COLOURS[(b & 3) as usize]
    }
}

macro_rules! kinds {
    ($($variant:ident = $n:literal, $name:literal, [$en:literal, $fr:literal, $de:literal],
       [$uen:literal, $ufr:literal, $ude:literal], $family:ident;)*) => {
        /// Every piece kind the rules core knows. Tokens are not pieces (see `Tokens`).
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        #[repr(u8)]
        pub enum PieceKind { $($variant = $n,)* }

        impl PieceKind {
            pub const ALL: &'static [PieceKind] = &[$(PieceKind::$variant,)*];

            /// English name, as Popeye's piece list spells it.
            pub fn name(self) -> &'static str {
                match self { $(PieceKind::$variant => $name,)* }
            }
            /// Popeye's code (lower case) in the given language.
            pub fn code(self, lang: Language) -> &'static str {
                match (self, lang) {
                    $((PieceKind::$variant, Language::English) => $en,
                      (PieceKind::$variant, Language::French) => $fr,
                      (PieceKind::$variant, Language::German) => $de,)*
                }
            }
            /// The letters Popeye prints for the kind in `lang`: its code there in upper case
            /// (German `K D T L S B` for king, queen, rook, bishop, knight, pawn; French
            /// `R D T F C P`).
            pub fn letters_in(self, lang: Language) -> &'static str {
                match (self, lang) {
                    $((PieceKind::$variant, Language::English) => $uen,
                      (PieceKind::$variant, Language::French) => $ufr,
                      (PieceKind::$variant, Language::German) => $ude,)*
                }
            }
            /// The family the workbench's piece picker groups the kind in.
            pub fn family(self) -> Family {
                match self { $(PieceKind::$variant => Family::$family,)* }
            }
            pub(crate) const fn from_bits(b: u8) -> Option<PieceKind> {
                match b { $($n => Some(PieceKind::$variant),)* _ => None }
            }
        }
    };
}

// The piece table: kind, number (the low eight bits of a piece's cell, 1 to 255), English name, Popeye's codes in
// English, French and German, the same in upper case (move text), and the picker's family.
// The Four Double Acts pieces are feerie's, not Popeye's: where Popeye gives their code to
// another piece (French `cm` marine knight, `cn` camelrider, German `wf` root-50 leaper),
// they take another (French `co` Comedian, `ce` Comedienne, German `ww` Widow).
#[rustfmt::skip]
kinds! {
    King = 1, "king", ["k", "r", "k"], ["K", "R", "K"], Orthodox;
    Queen = 2, "queen", ["q", "d", "d"], ["Q", "D", "D"], Orthodox;
    Rook = 3, "rook", ["r", "t", "t"], ["R", "T", "T"], Orthodox;
    Bishop = 4, "bishop", ["b", "f", "l"], ["B", "F", "L"], Orthodox;
    Knight = 5, "knight", ["s", "c", "s"], ["S", "C", "S"], Orthodox;
    Pawn = 6, "pawn", ["p", "p", "b"], ["P", "P", "B"], Orthodox;
    Grasshopper = 7, "grasshopper", ["g", "s", "g"], ["G", "S", "G"], Hopper;
    Nightrider = 8, "nightrider", ["n", "n", "n"], ["N", "N", "N"], Rider;
    Mao = 9, "mao", ["ma", "ma", "ma"], ["MA", "MA", "MA"], Chinese;
    Moa = 10, "moa", ["mo", "mo", "mo"], ["MO", "MO", "MO"], Chinese;
    Camel = 11, "camel", ["ca", "ch", "ca"], ["CA", "CH", "CA"], Leaper;
    Zebra = 12, "zebra", ["z", "z", "z"], ["Z", "Z", "Z"], Leaper;
    Giraffe = 13, "giraffe", ["gi", "gi", "gi"], ["GI", "GI", "GI"], Leaper;
    Wazir = 14, "wazir", ["we", "vi", "we"], ["WE", "VI", "WE"], Leaper;
    Fers = 15, "fers", ["fe", "fe", "fe"], ["FE", "FE", "FE"], Leaper;
    Alfil = 16, "alfil", ["al", "al", "al"], ["AL", "AL", "AL"], Leaper;
    Dabbaba = 17, "dabbaba", ["da", "da", "da"], ["DA", "DA", "DA"], Leaper;
    Leo = 18, "leo", ["le", "le", "le"], ["LE", "LE", "LE"], Chinese;
    Pao = 19, "pao", ["pa", "pa", "pa"], ["PA", "PA", "PA"], Chinese;
    Vao = 20, "vao", ["va", "va", "va"], ["VA", "VA", "VA"], Chinese;
    Amazon = 21, "amazon", ["am", "am", "am"], ["AM", "AM", "AM"], Rider;
    Empress = 22, "empress", ["em", "im", "kn"], ["EM", "IM", "KN"], Rider;
    Princess = 23, "princess", ["pr", "pr", "pr"], ["PR", "PR", "PR"], Rider;
    NonstopEquihopper = 24, "nonstop equihopper", ["ne", "eq", "ne"], ["NE", "EQ", "NE"], Hopper;
    Comedian = 25, "comedian", ["cm", "co", "cm"], ["CM", "CO", "CM"], Imitator;
    Comedienne = 26, "comedienne", ["cn", "ce", "cn"], ["CN", "CE", "CN"], Imitator;
    Fiance = 27, "fiance", ["fm", "fm", "fm"], ["FM", "FM", "FM"], Imitator;
    Fiancee = 28, "fiancee", ["ff", "ff", "ff"], ["FF", "FF", "FF"], Imitator;
    Widower = 29, "widower", ["wm", "wm", "wm"], ["WM", "WM", "WM"], Imitator;
    Widow = 30, "widow", ["wf", "wf", "ww"], ["WF", "WF", "WW"], Imitator;
    Leaper15 = 31, "1:5-leaper", ["15", "15", "15"], ["15", "15", "15"], Leaper;
    Leaper16 = 32, "1:6-leaper", ["16", "16", "16"], ["16", "16", "16"], Leaper;
    Leaper24 = 33, "2:4-leaper", ["24", "24", "24"], ["24", "24", "24"], Leaper;
    Leaper25 = 34, "2:5-leaper", ["25", "25", "25"], ["25", "25", "25"], Leaper;
    Leaper35 = 35, "3:5-leaper", ["35", "35", "35"], ["35", "35", "35"], Leaper;
    Leaper36 = 36, "3:6-leaper", ["36", "36", "36"], ["36", "36", "36"], Leaper;
    Leaper37 = 37, "3:7-leaper", ["37", "37", "37"], ["37", "37", "37"], Leaper;
    RootFiftyLeaper = 38, "root-50-leaper", ["rf", "cc", "wf"], ["RF", "CC", "WF"], Leaper;
    Bucephalus = 39, "root-25-leaper", ["bu", "bu", "bu"], ["BU", "BU", "BU"], Leaper;
    Antelope = 40, "antelope", ["an", "an", "an"], ["AN", "AN", "AN"], Leaper;
    Bison = 41, "bison", ["bi", "bi", "bi"], ["BI", "BI", "BI"], Leaper;
    Okapi = 42, "okapi", ["ok", "ok", "ok"], ["OK", "OK", "OK"], Leaper;
    Gnu = 43, "gnu", ["gn", "g", "gn"], ["GN", "G", "GN"], Leaper;
    Squirrel = 44, "squirrel", ["sq", "ec", "ei"], ["SQ", "EC", "EI"], Leaper;
    Zebu = 45, "zebu", ["ze", "ze", "ze"], ["ZE", "ZE", "ZE"], Leaper;
    WazirRider = 46, "wazirrider", ["wr", "vs", "wr"], ["WR", "VS", "WR"], Rider;
    FersRider = 47, "fersrider", ["fr", "fs", "fr"], ["FR", "FS", "FR"], Rider;
    Camelrider = 48, "camelrider", ["cr", "cn", "cr"], ["CR", "CN", "CR"], Rider;
    Zebrarider = 49, "zebrarider", ["zr", "zn", "zr"], ["ZR", "ZN", "ZR"], Rider;
    Gnurider = 50, "gnurider", ["gr", "gn", "gr"], ["GR", "GN", "GR"], Rider;
    Waran = 51, "waran", ["wa", "v", "wa"], ["WA", "V", "WA"], Rider;
    Elephant = 52, "elephant", ["et", "el", "et"], ["ET", "EL", "ET"], Rider;
    RookHopper = 53, "rookhopper", ["rh", "st", "th"], ["RH", "ST", "TH"], Hopper;
    BishopHopper = 54, "bishophopper", ["bh", "sf", "lh"], ["BH", "SF", "LH"], Hopper;
    NightriderHopper = 55, "nightrider-hopper", ["nh", "sn", "nh"], ["NH", "SN", "NH"], Hopper;
    CamelriderHopper = 56, "camelrider hopper", ["ch", "sc", "ch"], ["CH", "SC", "CH"], Hopper;
    ZebrariderHopper = 57, "zebrarider hopper", ["zh", "sz", "zh"], ["ZH", "SZ", "ZH"], Hopper;
    GnuriderHopper = 58, "gnurider hopper", ["gh", "sg", "gh"], ["GH", "SG", "GH"], Hopper;
    Gral = 59, "gral", ["gl", "gl", "gl"], ["GL", "GL", "GL"], Hopper;
    Scorpion = 60, "scorpion", ["so", "so", "so"], ["SO", "SO", "SO"], Hopper;
    Nao = 61, "nao", ["na", "na", "na"], ["NA", "NA", "NA"], Chinese;
    Lion = 62, "lion", ["li", "li", "li"], ["LI", "LI", "LI"], Lion;

    // Hoppers, lions and the angle hoppers (rules::pieces::hoppers): numbers 63 to 109.
    DoubleGrasshopper = 63, "double grasshopper", ["dg", "ds", "dg"], ["DG", "DS", "DG"], Hopper;
    Marguerite = 64, "marguerite", ["mg", "mg", "mg"], ["MG", "MG", "MG"], Hopper;
    Moose = 65, "moose", ["m", "e", "el"], ["M", "E", "EL"], Hopper;
    Sparrow = 66, "sparrow", ["sw", "m", "sp"], ["SW", "M", "SP"], Hopper;
    Eagle = 67, "eagle", ["ea", "ai", "ad"], ["EA", "AI", "AD"], Hopper;
    RookMoose = 68, "rook moose", ["rm", "et", "tc"], ["RM", "ET", "TC"], Hopper;
    RookEagle = 69, "rook eagle", ["re", "at", "ta"], ["RE", "AT", "TA"], Hopper;
    RookSparrow = 70, "rook sparrow", ["rw", "mt", "ts"], ["RW", "MT", "TS"], Hopper;
    BishopMoose = 71, "bishop moose", ["bm", "ef", "lc"], ["BM", "EF", "LC"], Hopper;
    BishopEagle = 72, "bishop eagle", ["be", "af", "la"], ["BE", "AF", "LA"], Hopper;
    BishopSparrow = 73, "bishop sparrow", ["bw", "mf", "ls"], ["BW", "MF", "LS"], Hopper;
    ContraGrasshopper = 74, "contragrasshopper", ["cg", "sa", "kg"], ["CG", "SA", "KG"], Hopper;
    MaoHopper = 75, "mao hopper", ["ah", "as", "ah"], ["AH", "AS", "AH"], Hopper;
    MoaHopper = 76, "moa hopper", ["oh", "os", "oh"], ["OH", "OS", "OH"], Hopper;
    KangarooLion = 77, "kangaroo lion", ["kl", "kl", "lk"], ["KL", "KL", "LK"], Lion;
    Kangaroo = 78, "kangaroo", ["ka", "ka", "ka"], ["KA", "KA", "KA"], Hopper;
    GreaterLeafhopper = 79, "greater leafhopper", ["gf", "su", "gb"], ["GF", "SU", "GB"], Hopper;
    GreaterTreehopper = 80, "greater treehopper", ["ge", "sm", "gu"], ["GE", "SM", "GU"], Hopper;
    Leafhopper = 81, "leafhopper", ["lh", "se", "bh"], ["LH", "SE", "BH"], Hopper;
    Treehopper = 82, "treehopper", ["th", "sb", "uh"], ["TH", "SB", "UH"], Hopper;
    Grasshopper2 = 83, "grasshopper-2", ["g2", "s2", "g2"], ["G2", "S2", "G2"], Hopper;
    Grasshopper3 = 84, "grasshopper-3", ["g3", "s3", "g3"], ["G3", "S3", "G3"], Hopper;
    Kinghopper = 85, "kinghopper", ["kh", "sr", "kh"], ["KH", "SR", "KH"], Hopper;
    Knighthopper = 86, "knighthopper", ["kp", "sv", "sh"], ["KP", "SV", "SH"], Hopper;
    Equihopper = 87, "equihopper", ["eq", "ea", "eq"], ["EQ", "EA", "EQ"], Hopper;
    EquiEnglish = 88, "equistopper", ["qe", "qa", "qe"], ["QE", "QA", "QE"], Hopper;
    EquiFrench = 89, "nonstop equistopper", ["qf", "qf", "qf"], ["QF", "QF", "QF"], Hopper;
    Orix = 90, "orix", ["or", "or", "or"], ["OR", "OR", "OR"], Hopper;
    NonstopOrix = 91, "nonstop orix", ["no", "no", "no"], ["NO", "NO", "NO"], Hopper;
    DoubleRookhopper = 92, "double rookhopper", ["dk", "dt", "dt"], ["DK", "DT", "DT"], Hopper;
    DoubleBishopper = 93, "double bishopper", ["db", "df", "dl"], ["DB", "DF", "DL"], Hopper;
    RookLion = 94, "rook-lion", ["rl", "tl", "tl"], ["RL", "TL", "TL"], Lion;
    BishopLion = 95, "bishop-lion", ["bl", "fl", "ll"], ["BL", "FL", "LL"], Lion;
    NightriderLion = 96, "nightrider-lion", ["nl", "nl", "nl"], ["NL", "NL", "NL"], Lion;
    MaoriderLion = 97, "maorider lion", ["ml", "ml", "ml"], ["ML", "ML", "ML"], Lion;
    MoariderLion = 98, "moarider lion", ["mm", "mm", "mm"], ["MM", "MM", "MM"], Lion;
    Hamster = 99, "hamster", ["ha", "ha", "ha"], ["HA", "HA", "HA"], Hopper;
    ContraHamster = 100, "contrahamster", ["hc", "hc", "hk"], ["HC", "HC", "HK"], Hopper;
    Kao = 101, "kao", ["ko", "ko", "ko"], ["KO", "KO", "KO"], Chinese;
    Skylla = 102, "skylla", ["sk", "sk", "sk"], ["SK", "SK", "SK"], Locust;
    Charybdis = 103, "charybdis", ["cy", "cy", "cy"], ["CY", "CY", "CY"], Locust;
    EagleEquihopper = 104, "eagle equihopper", ["ee", "ae", "ae"], ["EE", "AE", "AE"], Hopper;
    EagleNonstopEquihopper = 105, "eagle nonstop equihopper", ["en", "aq", "aq"], ["EN", "AQ", "AQ"], Hopper;
    Scarabeus = 106, "scarabeus", ["sc", "ss", "sr"], ["SC", "SS", "SR"], Hopper;

    // Turning riders: the rose family, spiral springers, reflecting pieces, bouncers
    // (rules::pieces::turning): numbers 110 to 159.
    Rose = 110, "rose", ["ro", "ro", "ro"], ["RO", "RO", "RO"], Rider;
    DiagonalSpiralspringer = 111, "diagonal spiralspringer", ["ds", "cd", "ds"], ["DS", "CD", "DS"], Rider;
    RoseLion = 112, "rose lion", ["rn", "rl", "rn"], ["RN", "RL", "RN"], Lion;
    RoseHopper = 113, "rose hopper", ["rp", "rs", "rh"], ["RP", "RS", "RH"], Hopper;
    RoseLocust = 114, "rose locust", ["ls", "lr", "lr"], ["LS", "LR", "LR"], Locust;
    Spiralspringer11 = 115, "diagonal spiralspringer (1,1)", ["s1", "n1", "s1"], ["S1", "N1", "S1"], Rider;
    Spiralspringer20 = 116, "spiralspringer (2,0)", ["s2", "n2", "s2"], ["S2", "N2", "S2"], Rider;
    Spiralspringer33 = 117, "diagonal spiralspringer (3,3)", ["s3", "n3", "s3"], ["S3", "N3", "S3"], Rider;
    Spiralspringer40 = 118, "spiralspringer (4,0)", ["s4", "n4", "s4"], ["S4", "N4", "S4"], Rider;
    Spiralspringer = 119, "spiralspringer", ["ss", "cs", "ss"], ["SS", "CS", "SS"], Rider;
    Quintessence = 120, "quintessence", ["qn", "qn", "qn"], ["QN", "QN", "QN"], Rider;
    Rao = 121, "rao", ["ra", "ra", "ra"], ["RA", "RA", "RA"], Chinese;
    Boyscout = 130, "boyscout", ["bt", "bt", "pf"], ["BT", "BT", "PF"], Rider;
    Girlscout = 131, "girlscout", ["gt", "gt", "pn"], ["GT", "GT", "PN"], Rider;
    Archbishop = 122, "archbishop", ["ar", "ar", "er"], ["AR", "AR", "ER"], Rider;
    ReflectingBishop = 123, "reflecting bishop", ["rb", "fr", "rl"], ["RB", "FR", "RL"], Rider;
    Cardinal = 124, "cardinal", ["c", "ca", "kl"], ["C", "CA", "KL"], Rider;
    BouncyKnight = 125, "bouncy knight", ["bk", "cr", "rs"], ["BK", "CR", "RS"], Leaper;
    BouncyNightrider = 126, "bouncy nightrider", ["bn", "nr", "nr"], ["BN", "NR", "NR"], Rider;
    Bouncer = 127, "bouncer", ["b1", "b1", "b1"], ["B1", "B1", "B1"], Other;
    RookBouncer = 128, "rook bouncer", ["b2", "b2", "b2"], ["B2", "B2", "B2"], Other;
    BishopBouncer = 129, "bishop bouncer", ["b3", "b3", "b3"], ["B3", "B3", "B3"], Other;
    RadialKnight = 136, "radial knight", ["rk", "cl", "rp"], ["RK", "CL", "RP"], Other;
    UbiUbi = 137, "ubiubi", ["uu", "uu", "uu"], ["UU", "UU", "UU"], Leaper;
    Rabbit = 140, "rabbit", ["rt", "la", "he"], ["RT", "LA", "HE"], Lion;
    Maorider = 134, "maorider", ["ao", "ao", "ao"], ["AO", "AO", "AO"], Chinese;
    Moarider = 135, "moarider", ["oa", "oa", "oa"], ["OA", "OA", "OA"], Chinese;
    Cat = 138, "CAT", ["ct", "ct", "ct"], ["CT", "CT", "CT"], Rider;
    Dolphin = 142, "dolphin", ["do", "dn", "de"], ["DO", "DN", "DE"], Hopper;

    // Locusts, marine pieces and pawns (rules::pieces::locusts): numbers 160 to 199.
    Locust = 160, "locust", ["l", "l", "h"], ["L", "L", "H"], Locust;
    RookLocust = 161, "rook locust", ["lr", "lt", "ht"], ["LR", "LT", "HT"], Locust;
    BishopLocust = 162, "bishop locust", ["lb", "lf", "hl"], ["LB", "LF", "HL"], Locust;
    NightriderLocust = 163, "nightrider locust", ["ln", "ln", "hn"], ["LN", "LN", "HN"], Locust;
    BerolinaPawn = 164, "berolina pawn", ["bp", "pb", "bb"], ["BP", "PB", "BB"], Other;
    SuperPawn = 165, "superpawn", ["sp", "sp", "sb"], ["SP", "SP", "SB"], Other;
    BerolinaSuperpawn = 166, "berolina superpawn", ["bs", "bs", "bs"], ["BS", "BS", "BS"], Other;
    MarinePawn = 167, "marine pawn", ["mp", "pm", "mb"], ["MP", "PM", "MB"], Marine;
    Sirene = 168, "sirene", ["si", "si", "si"], ["SI", "SI", "SI"], Marine;
    Triton = 169, "triton", ["tr", "tr", "tr"], ["TR", "TR", "TR"], Marine;
    Nereide = 170, "nereide", ["nd", "ne", "nd"], ["ND", "NE", "ND"], Marine;
    MarineKnight = 171, "marine knight", ["ms", "cm", "ms"], ["MS", "CM", "MS"], Marine;
    MarineShip = 173, "marine ship", ["mh", "bm", "mc"], ["MH", "BM", "MC"], Marine;
    Dragon = 174, "dragon", ["dr", "dr", "dr"], ["DR", "DR", "DR"], Other;
    ChinesePawn = 175, "chinese pawn", ["cp", "pc", "cb"], ["CP", "PC", "CB"], Chinese;

    // Pieces that move as others do, and the rest (rules::pieces::observers): numbers 200
    // to 250.
    Dummy = 200, "dummy", ["du", "pi", "du"], ["DU", "PI", "DU"], Other;
    Orphan = 201, "orphan", ["o", "o", "o"], ["O", "O", "O"], Orphan;
    Friend = 202, "friend", ["f", "a", "f"], ["F", "A", "F"], Orphan;
    Erlking = 203, "erlking", ["ek", "re", "ek"], ["EK", "RE", "EK"], Other;
    Senora = 204, "senora", ["se", "dg", "se"], ["SE", "DG", "SE"], Other;
    Faro = 205, "faro", ["fa", "fa", "fa"], ["FA", "FA", "FA"], Other;
    Loco = 206, "loco", ["lo", "lo", "lo"], ["LO", "LO", "LO"], Other;
    Saltador = 207, "saltador", ["sa", "sl", "sa"], ["SA", "SL", "SA"], Other;
    Querquisite = 208, "querquisite", ["qq", "qq", "od"], ["QQ", "QQ", "OD"], Other;
    RookHunter = 209, "rook/bishop-hunter", ["rr", "tc", "tj"], ["RR", "TC", "TJ"], Hunter;
    BishopHunter = 210, "bishop/rook-hunter", ["br", "fc", "lj"], ["BR", "FC", "LJ"], Hunter;

    // Popeye's royal walks besides the king (rules::pieces::royal): numbers 211 to 215. A
    // piece of such a walk is its side's royal piece wherever it stands.
    Sting = 211, "sting", ["st", "ep", "st"], ["ST", "EP", "ST"], Hopper;
    Poseidon = 212, "poseidon", ["po", "po", "po"], ["PO", "PO", "PO"], Marine;

    // Popeye's generalized hunters `X/Y` (rules::pieces::hunters) of two orthodox walks:
    // numbers 216 to 240, and 176 to 186 for those with a king's part. Their codes are
    // Popeye's two codes with a `/` between, in each language.
    PawnBishopHunter = 216, "pawn/bishop hunter", ["p/b", "p/f", "b/l"], ["P/B", "P/F", "B/L"], Hunter;
    KingKingHunter = 176, "king/king hunter", ["k/k", "r/r", "k/k"], ["K/K", "R/R", "K/K"], Hunter;
    KingQueenHunter = 177, "king/queen hunter", ["k/q", "r/d", "k/d"], ["K/Q", "R/D", "K/D"], Hunter;
    KingRookHunter = 178, "king/rook hunter", ["k/r", "r/t", "k/t"], ["K/R", "R/T", "K/T"], Hunter;
    KingBishopHunter = 179, "king/bishop hunter", ["k/b", "r/f", "k/l"], ["K/B", "R/F", "K/L"], Hunter;
    KingKnightHunter = 180, "king/knight hunter", ["k/s", "r/c", "k/s"], ["K/S", "R/C", "K/S"], Hunter;
    KingPawnHunter = 181, "king/pawn hunter", ["k/p", "r/p", "k/b"], ["K/P", "R/P", "K/B"], Hunter;
    QueenKingHunter = 182, "queen/king hunter", ["q/k", "d/r", "d/k"], ["Q/K", "D/R", "D/K"], Hunter;
    RookKingHunter = 183, "rook/king hunter", ["r/k", "t/r", "t/k"], ["R/K", "T/R", "T/K"], Hunter;
    BishopKingHunter = 184, "bishop/king hunter", ["b/k", "f/r", "l/k"], ["B/K", "F/R", "L/K"], Hunter;
    KnightKingHunter = 185, "knight/king hunter", ["s/k", "c/r", "s/k"], ["S/K", "C/R", "S/K"], Hunter;
    PawnKingHunter = 186, "pawn/king hunter", ["p/k", "p/r", "b/k"], ["P/K", "P/R", "B/K"], Hunter;
    QueenQueenHunter = 217, "queen/queen hunter", ["q/q", "d/d", "d/d"], ["Q/Q", "D/D", "D/D"], Hunter;
    QueenRookHunter = 218, "queen/rook hunter", ["q/r", "d/t", "d/t"], ["Q/R", "D/T", "D/T"], Hunter;
    QueenBishopHunter = 219, "queen/bishop hunter", ["q/b", "d/f", "d/l"], ["Q/B", "D/F", "D/L"], Hunter;
    QueenKnightHunter = 220, "queen/knight hunter", ["q/s", "d/c", "d/s"], ["Q/S", "D/C", "D/S"], Hunter;
    QueenPawnHunter = 221, "queen/pawn hunter", ["q/p", "d/p", "d/b"], ["Q/P", "D/P", "D/B"], Hunter;
    RookQueenHunter = 222, "rook/queen hunter", ["r/q", "t/d", "t/d"], ["R/Q", "T/D", "T/D"], Hunter;
    RookRookHunter = 223, "rook/rook hunter", ["r/r", "t/t", "t/t"], ["R/R", "T/T", "T/T"], Hunter;
    RookBishopHunter = 224, "rook/bishop hunter", ["r/b", "t/f", "t/l"], ["R/B", "T/F", "T/L"], Hunter;
    RookKnightHunter = 225, "rook/knight hunter", ["r/s", "t/c", "t/s"], ["R/S", "T/C", "T/S"], Hunter;
    RookPawnHunter = 226, "rook/pawn hunter", ["r/p", "t/p", "t/b"], ["R/P", "T/P", "T/B"], Hunter;
    BishopQueenHunter = 227, "bishop/queen hunter", ["b/q", "f/d", "l/d"], ["B/Q", "F/D", "L/D"], Hunter;
    BishopRookHunter = 228, "bishop/rook hunter", ["b/r", "f/t", "l/t"], ["B/R", "F/T", "L/T"], Hunter;
    BishopBishopHunter = 229, "bishop/bishop hunter", ["b/b", "f/f", "l/l"], ["B/B", "F/F", "L/L"], Hunter;
    BishopKnightHunter = 230, "bishop/knight hunter", ["b/s", "f/c", "l/s"], ["B/S", "F/C", "L/S"], Hunter;
    BishopPawnHunter = 231, "bishop/pawn hunter", ["b/p", "f/p", "l/b"], ["B/P", "F/P", "L/B"], Hunter;
    KnightQueenHunter = 232, "knight/queen hunter", ["s/q", "c/d", "s/d"], ["S/Q", "C/D", "S/D"], Hunter;
    KnightRookHunter = 233, "knight/rook hunter", ["s/r", "c/t", "s/t"], ["S/R", "C/T", "S/T"], Hunter;
    KnightBishopHunter = 234, "knight/bishop hunter", ["s/b", "c/f", "s/l"], ["S/B", "C/F", "S/L"], Hunter;
    KnightKnightHunter = 235, "knight/knight hunter", ["s/s", "c/c", "s/s"], ["S/S", "C/C", "S/S"], Hunter;
    KnightPawnHunter = 236, "knight/pawn hunter", ["s/p", "c/p", "s/b"], ["S/P", "C/P", "S/B"], Hunter;
    PawnQueenHunter = 237, "pawn/queen hunter", ["p/q", "p/d", "b/d"], ["P/Q", "P/D", "B/D"], Hunter;
    PawnRookHunter = 238, "pawn/rook hunter", ["p/r", "p/t", "b/t"], ["P/R", "P/T", "B/T"], Hunter;
    PawnKnightHunter = 239, "pawn/knight hunter", ["p/s", "p/c", "b/s"], ["P/S", "P/C", "B/S"], Hunter;
    PawnPawnHunter = 240, "pawn/pawn hunter", ["p/p", "p/p", "b/b"], ["P/P", "P/P", "B/B"], Hunter;
    // The last pieces of Popeye's table (rules::pieces::others): numbers 251 to 255.
    // The edgehog's German code is `rd`, as Popeye 4.104 reads and writes it (its
    // language_dependant table and py-deut.txt); Popeye's piecenam.txt and pie-deut.txt list
    // `ra`, which Popeye reads as the rao.
    Edgehog = 251, "edgehog", ["eh", "eh", "rd"], ["EH", "EH", "RD"], Rider;
    Bob = 252, "bob", ["bo", "bo", "bo"], ["BO", "BO", "BO"], Lion;
    ProteanPawn = 253, "protean pawn", ["pp", "pv", "rb"], ["PP", "PV", "RB"], Other;
    Ship = 254, "ship", ["sh", "ba", "sc"], ["SH", "BA", "SC"], Other;
    Gryphon = 255, "gryphon", ["gy", "gy", "gy"], ["GY", "GY", "GY"], Other;
}

/// The groups of the workbench's fairy-piece picker, in the picker's order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Family {
    Orthodox,
    Leaper,
    Rider,
    /// Pieces that move one way forward and another backward (Popeye's hunters).
    Hunter,
    Hopper,
    Lion,
    Locust,
    Chinese,
    Marine,
    Imitator,
    /// Pieces that move as the pieces they observe (orphans, friends, …).
    Orphan,
    Other,
}

impl Family {
    pub const ALL: [Family; 12] = [
        Family::Orthodox,
        Family::Leaper,
        Family::Rider,
        Family::Hunter,
        Family::Hopper,
        Family::Lion,
        Family::Locust,
        Family::Chinese,
        Family::Marine,
        Family::Imitator,
        Family::Orphan,
        Family::Other,
    ];
    /// The group's name in the picker.
    pub fn name(self) -> &'static str {
        match self {
            Family::Orthodox => "orthodox",
            Family::Leaper => "leapers",
            Family::Rider => "riders",
            Family::Hunter => "hunters",
            Family::Hopper => "hoppers",
            Family::Lion => "lions",
            Family::Locust => "locusts",
            Family::Chinese => "Chinese",
            Family::Marine => "marine",
            Family::Imitator => "imitators",
            Family::Orphan => "orphans and friends",
            Family::Other => "others",
        }
    }
}

/// The six imitating kinds.
pub const IMITATING_KINDS: KindSet = KindSet::of(&[
    PieceKind::Comedian,
    PieceKind::Comedienne,
    PieceKind::Fiance,
    PieceKind::Fiancee,
    PieceKind::Widower,
    PieceKind::Widow,
]);

/// The three languages of Popeye input and output.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub enum Language {
    #[default]
    English,
    French,
    German,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::English, Language::French, Language::German];

    /// The two-letter code (`en`, `fr`, `de`): what `--lang` and `:lang` take.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
        }
    }

    /// The language of a two-letter code or an English name (`de`, `german`), any case.
    pub fn from_code(text: &str) -> Option<Language> {
        let lower = text.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| {
            l.code() == lower
                || match l {
                    Language::English => lower == "english",
                    Language::French => lower == "french",
                    Language::German => lower == "german",
                }
        })
    }

    /// The language's place in [`Language::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl PieceKind {
    /// Looks a Popeye code up (case-insensitive).
    pub fn from_code(code: &str, lang: Language) -> Option<PieceKind> {
        let lower = code.to_ascii_lowercase();
        PieceKind::ALL
            .iter()
            .copied()
            .find(|k| k.code(lang) == lower)
    }
    /// The code feerie prints in move text (Popeye English, upper case): K Q R B S P G N MA …
    #[inline]
    pub fn letters(self) -> &'static str {
        self.letters_in(Language::English)
    }
    /// The kind's code in feerie's FEN, without brackets and in upper case: its move-text
    /// letters, or `L` and the digits for the m:n leapers whose Popeye code has no letter
    /// (`L15`), so that the case of a letter can tell the colour, or for a hunter, whose `/`
    /// would end the FEN's rank, `H` and its two codes (`HPB` for `P/B`).
    pub fn fen_letters(self) -> String {
        let letters = self.letters();
        if letters.contains('/') {
            format!("H{}", letters.replace('/', ""))
        } else if letters.bytes().any(|b| b.is_ascii_alphabetic()) {
            letters.to_string()
        } else {
            format!("L{letters}")
        }
    }
    /// Looks up [`PieceKind::fen_letters`] (upper case).
    pub fn from_fen_letters(s: &str) -> Option<PieceKind> {
        PieceKind::ALL
            .iter()
            .copied()
            .find(|k| k.fen_letters() == s)
    }
    /// Looks up the upper-case move-text code.
    pub fn from_letters(s: &str) -> Option<PieceKind> {
        PieceKind::ALL.iter().copied().find(|k| k.letters() == s)
    }
    /// Looks up upper-case letters in `lang` ([`PieceKind::letters_in`]'s inverse).
    pub fn from_letters_in(s: &str, lang: Language) -> Option<PieceKind> {
        PieceKind::ALL
            .iter()
            .copied()
            .find(|k| k.letters_in(lang) == s)
    }
    /// Kinds of the orthodox game.
    pub fn is_orthodox(self) -> bool {
        (self as u8) <= PieceKind::Pawn as u8
    }
    /// The imitating kinds (RULES.md §4): they move as the orthodox kinds they
    /// currently imitate.
    #[inline]
    pub const fn is_imitating(self) -> bool {
        IMITATING_KINDS.contains(self)
    }
    /// Popeye's royal walks (its `is_king`): the king, the sting and the poseidon. A piece of
    /// such a walk is its side's royal piece; pawns never promote to one.
    #[inline]
    pub const fn is_royal_walk(self) -> bool {
        matches!(
            self,
            PieceKind::King | PieceKind::Sting | PieceKind::Poseidon
        )
    }
    /// The royal walks other than the king's: their pieces carry the royal attribute (which
    /// makes them their side's king square), and texts leave it unwritten.
    #[inline]
    pub const fn is_royal_fairy(self) -> bool {
        matches!(self, PieceKind::Sting | PieceKind::Poseidon)
    }
    /// The long-range imitating kinds (Comedienne, Fiancée, Widow); the others step.
    #[inline]
    pub const fn is_long_range(self) -> bool {
        matches!(
            self,
            PieceKind::Comedienne | PieceKind::Fiancee | PieceKind::Widow
        )
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letters())
    }
}

macro_rules! attributes {
    ($($variant:ident = $n:literal, [$en:literal, $fr:literal, $de:literal];)*) => {
        /// Popeye's piece attributes (its `PieSpString` table without the Anda flags, which
        /// belong to a condition feerie does not play), in Popeye's order: the order their
        /// prefixes are written in (`rk` before `S` for a royal kamikaze knight). The Alice
        /// chess boards (`AliceA`, `AliceB`) are attributes too, which Popeye never writes as
        /// prefixes (see [`Attributes::BOARDS`]).
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        #[repr(u8)]
        pub enum Attribute { $($variant = $n,)* }

        impl Attribute {
            pub const ALL: &'static [Attribute] = &[$(Attribute::$variant,)*];

            /// Popeye's name of the attribute in `lang` (`Royal`, `Royale`, `Koeniglich`).
            pub fn name_in(self, lang: Language) -> &'static str {
                match (self, lang) {
                    $((Attribute::$variant, Language::English) => $en,
                      (Attribute::$variant, Language::French) => $fr,
                      (Attribute::$variant, Language::German) => $de,)*
                }
            }
        }
    };
}

#[rustfmt::skip]
attributes! {
    Royal = 0, ["Royal", "Royale", "Koeniglich"];
    Kamikaze = 1, ["Kamikaze", "Kamikaze", "Kamikaze"];
    Paralysing = 2, ["Paralysing", "Paralysante", "Paralysierend"];
    Chameleon = 3, ["Chameleon", "Cameleon", "Chamaeleon"];
    Jigger = 4, ["Jigger", "Jigger", "Jigger"];
    Volage = 5, ["Volage", "Volage", "Volage"];
    Functionary = 6, ["Functionary", "Fonctionnaire", "Beamtet"];
    HalfNeutral = 7, ["HalfNeutral", "DemiNeutre", "HalbNeutral"];
    HurdleColourChanging = 8, ["HurdleColourChanging", "CouleurEchangeantSautoir", "SprungbockFarbeWechselnd"];
    Protean = 9, ["Protean", "Protee", "Proteisch"];
    Magic = 10, ["Magic", "Magique", "Magisch"];
    Uncapturable = 11, ["Uncapturable", "Imprenable", "Unschlagbar"];
    Patrol = 12, ["Patrol", "Patrouille", "Patrouille"];
    Frischauf = 13, ["Frischauf", "Frischauf", "Frischauf"];
    Bul = 14, ["Bul", "Bul", "Bul"];
    Dob = 15, ["Dob", "Dob", "Dob"];
    AliceA = 16, ["AliceA", "AliceA", "AliceA"];
    AliceB = 17, ["AliceB", "AliceB", "AliceB"];
}

impl Attribute {
    /// The English name in lower case (`royal`, `halfneutral`): the word sessions store.
    pub fn name(self) -> String {
        self.name_in(Language::English).to_ascii_lowercase()
    }
    /// Looks an English name up, any case.
    pub fn from_name(name: &str) -> Option<Attribute> {
        Attribute::ALL
            .iter()
            .copied()
            .find(|a| a.name_in(Language::English).eq_ignore_ascii_case(name))
    }
    /// The prefix Popeye writes before a piece's letters in `lang`: the capitals of the
    /// attribute's name there, in lower case (`r` royal, `k` kamikaze, `c` chameleon, `hn`
    /// half-neutral; German `k` for Koeniglich).
    pub fn prefix_in(self, lang: Language) -> String {
        self.name_in(lang)
            .chars()
            .filter(char::is_ascii_uppercase)
            .map(|c| c.to_ascii_lowercase())
            .collect()
    }
    /// Whether the rules core plays the attribute (the others keep their piece beside the
    /// board).
    pub fn is_played(self) -> bool {
        Attributes::PLAYED.contains(self)
    }
    #[inline]
    const fn bit(self) -> u32 {
        1 << self as u8
    }
}

/// A set of [`Attribute`]s. A piece's attributes live beside it in the position (see
/// `Position::attributes`), so that [`Piece`] stays the one-byte colour and kind the move
/// generator reads.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Attributes(u32);

impl Attributes {
    pub const NONE: Attributes = Attributes(0);
    /// The attributes the rules core plays.
    pub const PLAYED: Attributes = Attributes(
        Attribute::Royal.bit()
            | Attribute::Kamikaze.bit()
            | Attribute::Chameleon.bit()
            | Attribute::Paralysing.bit()
            | Attribute::Patrol.bit()
            | Attribute::HalfNeutral.bit()
            | Attribute::Uncapturable.bit()
            | Attribute::Volage.bit()
            | Attribute::Functionary.bit()
            | Attribute::Jigger.bit()
            | Attribute::Frischauf.bit()
            | Attribute::Magic.bit()
            | Attribute::HurdleColourChanging.bit()
            | Attribute::Bul.bit()
            | Attribute::Dob.bit()
            | Attribute::AliceA.bit()
            | Attribute::AliceB.bit(),
    );
    /// The Alice chess boards (the condition `crate::conditions::alice`'s): attributes no
    /// prefix shows, as Popeye writes a piece's board after its moves only.
    pub const BOARDS: Attributes = Attributes(Attribute::AliceA.bit() | Attribute::AliceB.bit());
    #[inline]
    pub const fn contains(self, a: Attribute) -> bool {
        self.0 & a.bit() != 0
    }
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn insert(&mut self, a: Attribute) {
        self.0 |= a.bit()
    }
    pub fn remove(&mut self, a: Attribute) {
        self.0 &= !a.bit()
    }
    #[must_use]
    pub const fn union(self, other: Attributes) -> Attributes {
        Attributes(self.0 | other.0)
    }
    #[must_use]
    pub const fn with(self, a: Attribute) -> Attributes {
        Attributes(self.0 | a.bit())
    }
    /// Whether every attribute of the set is played.
    pub fn all_played(self) -> bool {
        self.0 & !Attributes::PLAYED.0 == 0
    }
    /// The attributes in Popeye's order.
    pub fn iter(self) -> impl Iterator<Item = Attribute> {
        Attribute::ALL
            .iter()
            .copied()
            .filter(move |a| self.contains(*a))
    }
    /// The raw bits (bit = [`Attribute`] number).
    #[inline]
    pub const fn bits(self) -> u32 {
        self.0
    }
    #[inline]
    pub const fn from_bits(bits: u32) -> Attributes {
        Attributes(bits)
    }
    /// The set without the attributes of `other`.
    #[must_use]
    pub const fn without(self, other: Attributes) -> Attributes {
        Attributes(self.0 & !other.0)
    }
    /// The attributes a text writes for a piece of `kind`: royalty left out for a royal walk
    /// (king, sting, poseidon), whose walk implies it (Popeye never writes it there).
    pub fn written_for(self, kind: PieceKind) -> Attributes {
        let mut set = self;
        if kind.is_royal_walk() {
            set.remove(Attribute::Royal);
        }
        set
    }
    /// Popeye's prefix of the set in `lang`, royal left out for a royal walk (see
    /// [`Attributes::written_for`]) and the Alice boards too (Popeye writes no prefix for
    /// them): `rk`, `c`, ``.
    pub fn prefix_in(self, kind: PieceKind, lang: Language) -> String {
        self.written_for(kind)
            .without(Attributes::BOARDS)
            .iter()
            .map(|a| a.prefix_in(lang))
            .collect()
    }
}

impl FromIterator<Attribute> for Attributes {
    fn from_iter<I: IntoIterator<Item = Attribute>>(iter: I) -> Attributes {
        let mut set = Attributes::NONE;
        for a in iter {
            set.insert(a);
        }
        set
    }
}

/// Popeye's default chameleon sequence (knight, bishop, rook, queen, knight …): the kind a
/// chameleon of `kind` becomes once it has moved; other kinds stay what they are.
pub const fn chameleon_next(kind: PieceKind) -> PieceKind {
    match kind {
        PieceKind::Knight => PieceKind::Bishop,
        PieceKind::Bishop => PieceKind::Rook,
        PieceKind::Rook => PieceKind::Queen,
        PieceKind::Queen => PieceKind::Knight,
        other => other,
    }
}

/// The English codes of Popeye 4.104's walks in the order of its walk table (from the king
/// on), which orders the lists it writes.
const POPEYE_ORDER: &[&str] = &[
    "k", "p", "q", "s", "r", "b", "le", "ma", "pa", "va", "ro", "g", "n", "z", "ca", "gi", "rf",
    "bu", "we", "al", "fe", "da", "li", "ne", "l", "bp", "am", "em", "pr", "gn", "an", "sq", "wa",
    "dr", "ka", "ss", "uu", "ha", "m", "ea", "sw", "ar", "rb", "c", "nh", "du", "cr", "zr", "gr",
    "ch", "zh", "gh", "ds", "bk", "eq", "ct", "bs", "sp", "rl", "bl", "si", "tr", "nd", "o", "eh",
    "mo", "rr", "br", "ao", "oa", "rh", "bh", "ek", "bt", "gt", "sk", "cy", "cg", "rn", "rp", "ok",
    "37", "g2", "g3", "16", "24", "35", "dg", "kh", "or", "15", "25", "gl", "lr", "lb", "ln", "wr",
    "fr", "bi", "et", "na", "rm", "re", "rw", "bm", "be", "bw", "ra", "so", "mg", "36", "nl", "ml",
    "mm", "f", "do", "rt", "bo", "qe", "qf", "qq", "b1", "b2", "b3", "cp", "rk", "pp", "ls", "ze",
    "bn", "s2", "s4", "s1", "s3", "qn", "dk", "db", "no", "th", "lh", "ge", "gf", "kl", "ko", "kp",
    "sh", "gy", "ms", "po", "mp", "mh", "st", "se", "fa", "lo", "sa", "ah", "oh", "hc", "ee", "en",
    "sc",
];

/// Where `kind` stands in Popeye 4.104's walk table (a kind the table lacks last): the order
/// of the lists of walks Popeye writes.
pub fn popeye_rank(kind: PieceKind) -> usize {
    let code = kind.code(Language::English);
    POPEYE_ORDER
        .iter()
        .position(|c| c.eq_ignore_ascii_case(code))
        .unwrap_or(usize::MAX)
}

/// A piece on the board: a colour and a kind, packed in one non-zero 16-bit cell (colour bits
/// above eight kind bits) so that a board cell and an `Option<Piece>` are two bytes each.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece(std::num::NonZeroU16);

/// The bits of a [`Piece`] below its colour: the kind number.
pub const KIND_BITS: u32 = 8;

impl Piece {
    #[inline]
    pub const fn new(colour: Colour, kind: PieceKind) -> Piece {
        match std::num::NonZeroU16::new((colour as u16) << KIND_BITS | kind as u16) {
            Some(b) => Piece(b),
            None => unreachable!(),
        }
    }
    #[inline]
    pub const fn colour(self) -> Colour {
        Colour::from_bits((self.0.get() >> KIND_BITS) as u8)
    }
    #[inline]
    pub const fn kind(self) -> PieceKind {
        match PieceKind::from_bits(self.0.get() as u8) {
            Some(k) => k,
            None => unreachable!(),
        }
    }
    /// Whether the piece is of this kind: one comparison of the packed bits, without
    /// decoding the kind (move application asks this for every piece it moves).
    #[inline]
    pub const fn is(self, kind: PieceKind) -> bool {
        self.0.get() as u8 == kind as u8
    }
    /// `self.colour() as u8` without the decoding: bit `side` set when `side` may move the
    /// piece.
    #[inline]
    pub(crate) const fn colour_bits(self) -> u8 {
        (self.0.get() >> KIND_BITS) as u8
    }
    /// `self.kind() as usize` without the decoding: the kind's number, for tables by kind.
    #[inline]
    pub const fn kind_index(self) -> usize {
        self.0.get() as u8 as usize
    }
    /// The piece on a mailbox cell: `None` for 0 (empty) and `OFF_BOARD`. Unlike `from_bits`
    /// it trusts the cell, as the mailbox holds nothing but pieces' bits: move generation and
    /// attack scans look at cells by the hundred per position.
    #[inline]
    pub(crate) fn from_cell(c: u16) -> Option<Piece> {
        if c == u16::MAX {
            return None;
        }
        std::num::NonZeroU16::new(c).map(Piece)
    }
    /// The packed bits (never 0, never `OFF_BOARD`).
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0.get()
    }
    /// Inverse of [`Piece::bits`]; `None` for 0 and for bits that are no piece.
    #[inline]
    pub fn from_bits(b: u16) -> Option<Piece> {
        let colour = b >> KIND_BITS;
        if colour == 0 || colour > 3 || PieceKind::from_bits(b as u8).is_none() {
            return None;
        }
        std::num::NonZeroU16::new(b).map(Piece)
    }
    /// Same kind, other colour (white and black swapped, neutral kept).
    pub fn flipped(self) -> Piece {
        let c = match self.colour() {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
            Colour::Neutral => Colour::Neutral,
        };
        Piece::new(c, self.kind())
    }
}

impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour().letter(), self.kind().letters())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_pack_and_unpack() {
        for &kind in PieceKind::ALL {
            for colour in [Colour::White, Colour::Black, Colour::Neutral] {
                let p = Piece::new(colour, kind);
                assert_eq!((p.colour(), p.kind()), (colour, kind));
                assert_eq!(Piece::from_bits(p.bits()), Some(p));
                assert_ne!(p.bits(), u16::MAX, "u16::MAX marks off-board cells");
            }
        }
        assert_eq!(std::mem::size_of::<Option<Piece>>(), 2);
    }

    #[test]
    fn codes_are_unique_per_language() {
        for lang in [Language::English, Language::French, Language::German] {
            for a in PieceKind::ALL {
                for b in PieceKind::ALL {
                    if a != b {
                        assert_ne!(a.code(lang), b.code(lang), "{a:?} {b:?} {lang:?}");
                    }
                }
                assert_eq!(PieceKind::from_code(a.code(lang), lang), Some(*a));
            }
        }
    }

    #[test]
    fn letters_are_the_codes_in_upper_case() {
        for lang in Language::ALL {
            for &k in PieceKind::ALL {
                assert_eq!(
                    k.letters_in(lang),
                    k.code(lang).to_ascii_uppercase(),
                    "{k:?} {lang:?}"
                );
                assert_eq!(
                    PieceKind::from_letters_in(k.letters_in(lang), lang),
                    Some(k)
                );
            }
        }
        let row = |lang| {
            use PieceKind::*;
            [King, Queen, Rook, Bishop, Knight, Pawn, Grasshopper]
                .map(|k: PieceKind| k.letters_in(lang))
                .join(" ")
        };
        assert_eq!(row(Language::English), "K Q R B S P G");
        assert_eq!(row(Language::German), "K D T L S B G");
        assert_eq!(row(Language::French), "R D T F C P S");
        assert_eq!(PieceKind::Camel.letters_in(Language::French), "CH");
        assert_eq!(PieceKind::Empress.letters_in(Language::German), "KN");
    }

    #[test]
    fn colour_letters_and_language_codes() {
        let letters = |lang| {
            [Colour::White, Colour::Black, Colour::Neutral]
                .map(|c: Colour| c.letter_in(lang))
                .iter()
                .collect::<String>()
        };
        assert_eq!(letters(Language::English), "wbn");
        assert_eq!(letters(Language::German), "wsn");
        assert_eq!(letters(Language::French), "bnn");
        for lang in Language::ALL {
            assert_eq!(Language::from_code(lang.code()), Some(lang));
            assert_eq!(Language::ALL[lang.index()], lang);
        }
        assert_eq!(Language::from_code("DE"), Some(Language::German));
        assert_eq!(Language::from_code("french"), Some(Language::French));
        assert_eq!(Language::from_code("it"), None);
    }

    #[test]
    fn attributes_have_popeye_names_and_prefixes() {
        assert_eq!(Attribute::ALL.len(), 18);
        for &a in Attribute::ALL {
            assert_eq!(Attribute::from_name(&a.name()), Some(a));
            for lang in Language::ALL {
                assert!(!a.prefix_in(lang).is_empty(), "{a:?} {lang:?}");
            }
        }
        assert_eq!(Attribute::Royal.prefix_in(Language::English), "r");
        assert_eq!(Attribute::Royal.prefix_in(Language::German), "k");
        assert_eq!(Attribute::HalfNeutral.prefix_in(Language::English), "hn");
        let set: Attributes = [Attribute::Chameleon, Attribute::Royal]
            .into_iter()
            .collect();
        assert_eq!(set.prefix_in(PieceKind::Knight, Language::English), "rc");
        assert_eq!(set.prefix_in(PieceKind::King, Language::English), "c");
        assert!(set.all_played());
        assert!(!set.with(Attribute::Protean).all_played());
        let board_b = Attributes::NONE.with(Attribute::AliceB);
        assert_eq!(board_b.prefix_in(PieceKind::Pawn, Language::English), "");
        assert_eq!(chameleon_next(PieceKind::Queen), PieceKind::Knight);
        assert_eq!(chameleon_next(PieceKind::Pawn), PieceKind::Pawn);
    }

    #[test]
    fn neutral_pieces_belong_to_both_sides() {
        assert!(Colour::Neutral.movable_by(Side::White));
        assert!(Colour::Neutral.movable_by(Side::Black));
        assert!(Colour::Neutral.capturable_by(Side::White));
        assert!(Colour::White.capturable_by(Side::Black));
        assert!(!Colour::White.capturable_by(Side::White));
        assert!(!Colour::Black.movable_by(Side::White));
    }
}
