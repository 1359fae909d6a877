//! The Circé family in the text formats.
//!
//! * Popeye input: a base condition's name followed by Popeye's variant words, in any order:
//!   `circe`, `anticirce`, `marscirce`, and the traditional names that say a variant
//!   (`pwc` = `circe pwc`, `cagecirce` = `circe cage`, `equipollentscirce`, `mirrorcirce`,
//!   `mirroranticirce`, `filecirce`, `mirrorfilecirce`, `symmetrycirce`,
//!   `verticalsymmetrycirce`, `horizontalsymmetrycirce`, `antipodeancirce`, `diametralcirce`,
//!   `verticalmirrorcirce`), each in English, French and German as Popeye's table spells it.
//!   The variant words read (abbreviated as Popeye's are): after Circe `rexinclusive` /
//!   `rexexclusive` (French `rexinclusif` / `rexexclusif`, German `rexinklusive` /
//!   `rexexklusive`), `mirror`, `pwc`, `equipollents`, `cage`, `file`, `symmetry`,
//!   `verticalsymmetry`, `horizontalsymmetry`, `antipodes`, `capturesquare`, `diametral`,
//!   `verticalmirror`; after AntiCirce the kings' words, `mirror`, `diametral`,
//!   `verticalmirror`, `calvet`, `cheylan`, the walk words (`couscous`, `chameleon`,
//!   `turncoats`, `einstein`, `reversaleinstein`), `super`, `april`, `relaxed`, `take&make`;
//!   after MarsCirce
//!   `rexinclusive`; after ImmunChess and GenevaChess the kings' words and `mirror`. Kings take part by
//!   default under AntiCirce and MarsCirce, not under Circe. Two options of one group
//!   (`circe pwc cage`, `circe diametral verticalmirror`) are refused, as in Popeye. A name
//!   with other variant words (`anticirce cage`, `marscirce mirror`, `anticirce clone`) is
//!   kept as a condition feerie does not play. The family combines with the few conditions
//!   [`super::combinations`] admits, configuration by configuration.
//! * Move text: the rebirth is the move's own (`Move::rebirth`), written by the notation as
//!   Popeye prints it: `Bh1*d5[+wRh1]`, `Ra8*a7[+wPa8=B]` (Circe), `Ke1*d2[wKd2->e1]`
//!   (AntiCirce; `[wSc5->Bc1]`, `[wSe5->g1=b]` with another walk or side), `PAg7-g8*a8`,
//!   `[bKc6->e8]0-0` (MarsCirce).

use super::{
    Adapter, Anti, Bar, Base, ChameleonSequence, CirceBeside, CirceOptions, Definition, Occupied,
    RebornWalk, Relevant,
};
use crate::conditions::text::{
    ConditionState, ConditionText, MoveSlot, PopeyeContext, PopeyeDraft, PopeyeInput, PopeyeWord,
    Spellings, TextError, Token,
};
use crate::rules::condition::Condition;
use crate::rules::piece::Language;

/// The condition's value for the registry.
pub struct Text;

/// The variant words Circe reads after its names.
static CIRCE_VARIANTS: &[Spellings] = &[
    ["RexInclusive", "RexInclusif", "RexInklusive"],
    ["RexExclusive", "RexExclusif", "RexExklusive"],
    ["Mirror", "Malefique", "Spiegel"],
    ["PWC", "Echange", "Platzwechsel"],
    ["Equipollents", "Equipollents", "Equipollents"],
    ["Cage", "Cage", "Kaefig"],
    ["File", "Colonne", "File"],
    ["Symmetry", "Symetrie", "Symmetrie"],
    [
        "VerticalSymmetry",
        "VerticaleSymetrique",
        "VertikaleSymmetrie",
    ],
    [
        "HorizontalSymmetry",
        "HorizontaleSymetrique",
        "HorizontaleSymmetrie",
    ],
    ["Antipodes", "Antipodes", "Antipoden"],
    ["CaptureSquare", "CaseDePrise", "Schlagfeld"],
    ["Diagram", "Diagramme", "Diagramm"],
    ["Diametral", "Diametral", "Diametral"],
    ["VerticalMirror", "MalefiqueVerticale", "VertikalSpiegel"],
    ["Frischauf", "Frischauf", "Frischauf"],
    ["Clone", "Clone", "Clone"],
    ["Couscous", "Couscous", "Couscous"],
    ["WaitCapture", "PriseProchaine", "NaechsterSchlag"],
    ["Chameleon", "Chameleon", "Chamaeleon"],
    ["Turncoats", "Turncoats", "Turncoat"],
    ["Einstein", "Einstein", "Einstein"],
    ["ReversalEinstein", "ReversEinstein", "ReversesEinstein"],
    ["Rank", "Rangee", "Reihe"],
    ["Super", "Super", "Super"],
    ["April", "Avril", "April"],
    ["Strict", "Stricte", "Strikt"],
    ["Relaxed", "Relache", "Locker"],
    ["Take&Make", "Take&Make", "Take&Make"],
    ["Assassin", "Assassin", "Assassin"],
    ["Volcanic", "Volcanique", "Vulkan"],
    ["Parachute", "Parachute", "Fallschirm"],
];

/// The variant words the other bases read: every word of Popeye's table, as Popeye reads
/// them after every base's name. What a base does not play with a word is refused, with the
/// reason (Popeye's, or feerie's: `CirceOptions::popeye_refusal`, `CirceOptions::unplayed`).
static ALL_VARIANTS: &[Spellings] = &[
    ["RexInclusive", "RexInclusif", "RexInklusive"],
    ["RexExclusive", "RexExclusif", "RexExklusive"],
    ["Mirror", "Malefique", "Spiegel"],
    ["PWC", "Echange", "Platzwechsel"],
    ["Equipollents", "Equipollents", "Equipollents"],
    ["Cage", "Cage", "Kaefig"],
    ["File", "Colonne", "File"],
    ["Symmetry", "Symetrie", "Symmetrie"],
    [
        "VerticalSymmetry",
        "VerticaleSymetrique",
        "VertikaleSymmetrie",
    ],
    [
        "HorizontalSymmetry",
        "HorizontaleSymetrique",
        "HorizontaleSymmetrie",
    ],
    ["Antipodes", "Antipodes", "Antipoden"],
    ["CaptureSquare", "CaseDePrise", "Schlagfeld"],
    ["Diagram", "Diagramme", "Diagramm"],
    ["Diametral", "Diametral", "Diametral"],
    ["VerticalMirror", "MalefiqueVerticale", "VertikalSpiegel"],
    ["Frischauf", "Frischauf", "Frischauf"],
    ["Clone", "Clone", "Clone"],
    ["Couscous", "Couscous", "Couscous"],
    ["WaitCapture", "PriseProchaine", "NaechsterSchlag"],
    ["Chameleon", "Chameleon", "Chamaeleon"],
    ["Turncoats", "Turncoats", "Turncoat"],
    ["Einstein", "Einstein", "Einstein"],
    ["ReversalEinstein", "ReversEinstein", "ReversesEinstein"],
    ["Rank", "Rangee", "Reihe"],
    ["Super", "Super", "Super"],
    ["April", "Avril", "April"],
    ["Strict", "Stricte", "Strikt"],
    ["Relaxed", "Relache", "Locker"],
    ["Take&Make", "Take&Make", "Take&Make"],
    ["Assassin", "Assassin", "Assassin"],
    ["Volcanic", "Volcanique", "Vulkan"],
    ["Parachute", "Parachute", "Fallschirm"],
    ["Calvet", "Calvet", "Calvet"],
    ["Cheylan", "Cheylan", "Cheylan"],
    // Reborn by the next move (`super::anti_last_move`): `Parrain` is `Equipollents LastMove`,
    // `ContraParrain` with `Mirror` too.
    ["Parrain", "Parrain", "Parrain"],
    ["ContraParrain", "ContraParrain", "ContraParrain"],
    ["LastMove", "CoupDernier", "LetzterZug"],
];

/// The variant words Popeye finds inconsistent with MarsCirce, AntiMarsCirce and PhantomChess
/// (another walk or side for the reborn piece, another relevant piece or capture, a rebirth
/// square from the capture's vector or a choice).
static MOVING_REBIRTH_NONSENSE: &[&str] = &[
    "Clone",
    "Einstein",
    "ReversalEinstein",
    "Chameleon",
    "Turncoats",
    "Couscous",
    "LastMove",
    "WaitCapture",
    "PWC",
    "Equipollents",
    "Parrain",
    "ContraParrain",
    "Take&Make",
];

/// The names, each with the base and the variant words it says.
static NAMES: &[(Spellings, Base, &[&str])] = &[
    (PopeyeWord::everywhere("Circe"), Base::Circe, &[]),
    (PopeyeWord::everywhere("AntiCirce"), Base::Anti, &[]),
    (PopeyeWord::everywhere("MarsCirce"), Base::Mars, &[]),
    (
        ["PWC", "CirceEchange", "PlatzwechselCirce"],
        Base::Circe,
        &["PWC"],
    ),
    (
        ["CageCirce", "CirceCage", "KaefigCirce"],
        Base::Circe,
        &["Cage"],
    ),
    (
        [
            "EquipollentsCirce",
            "CirceEquipollents",
            "EquipollentsCirce",
        ],
        Base::Circe,
        &["Equipollents"],
    ),
    (
        ["MirrorCirce", "CirceMalefique", "SpiegelCirce"],
        Base::Circe,
        &["Mirror"],
    ),
    (
        ["MirrorAntiCirce", "AntiCirceMalefique", "AntiSpiegelCirce"],
        Base::Anti,
        &["Mirror"],
    ),
    (
        ["FileCirce", "FileCirce", "FileCirce"],
        Base::Circe,
        &["File"],
    ),
    (
        ["MirrorFileCirce", "FileCirceMalefique", "SpiegelFileCirce"],
        Base::Circe,
        &["File", "Mirror"],
    ),
    (
        ["SymmetryCirce", "CirceSymetrique", "SymmetrieCirce"],
        Base::Circe,
        &["Symmetry"],
    ),
    (
        [
            "VerticalSymmetryCirce",
            "CirceSymetriqueVerticale",
            "VertikaleSymmetrieCirce",
        ],
        Base::Circe,
        &["VerticalSymmetry"],
    ),
    (
        [
            "HorizontalSymmetryCirce",
            "CirceSymetriqueHorizontale",
            "HorizontaleSymmetrieCirce",
        ],
        Base::Circe,
        &["HorizontalSymmetry"],
    ),
    (
        ["AntipodeanCirce", "CirceAntipoden", "AntipodenCirce"],
        Base::Circe,
        &["Antipodes"],
    ),
    (
        ["DiametralCirce", "CirceDiametrale", "DiametralCirce"],
        Base::Circe,
        &["Diametral"],
    ),
    (
        [
            "VerticalMirrorCirce",
            "CirceMalefiqueVerticale",
            "VertikalesSpiegelCirce",
        ],
        Base::Circe,
        &["VerticalMirror"],
    ),
    (
        ["ChameleonCirce", "CirceCameleon", "ChamaeleonCirce"],
        Base::Circe,
        &["Chameleon"],
    ),
    (
        ["CouscousCirce", "CirceCouscous", "CouscousCirce"],
        Base::Circe,
        &["Couscous"],
    ),
    (
        [
            "MirrorCouscousCirce",
            "CirceCouscousMalefique",
            "SpiegelCouscousCirce",
        ],
        Base::Circe,
        &["Couscous", "Mirror"],
    ),
    (
        PopeyeWord::everywhere("CirceClone"),
        Base::Circe,
        &["Clone"],
    ),
    (
        [
            "MirrorCirceClone",
            "CirceCloneMalefique",
            "SpiegelCirceclone",
        ],
        Base::Circe,
        &["Clone", "Mirror"],
    ),
    (
        PopeyeWord::everywhere("SuperCirce"),
        Base::Circe,
        &["Super"],
    ),
    (
        ["AprilChess", "EchecsAvril", "Aprilschach"],
        Base::Circe,
        // Popeye's AprilChess forbids a capture whose rebirth square is occupied.
        &["Super", "Strict", "April"],
    ),
    (
        ["CirceTurncoats", "CirceTurncoats", "TurncoatCirce"],
        Base::Circe,
        &["Turncoats"],
    ),
    (
        [
            "CirceDoubleAgents",
            "CirceDoubleAgents",
            "DoppelAgentenCirce",
        ],
        Base::Circe,
        &["Turncoats", "Mirror"],
    ),
    (
        ["FileAntiCirce", "AntiFileCirce", "AntiFileCirce"],
        Base::Anti,
        &["File"],
    ),
    (
        [
            "MirrorFileAntiCirce",
            "AntiFileCirceMalefique",
            "AntiSpiegelFileCirce",
        ],
        Base::Anti,
        &["File", "Mirror"],
    ),
    (
        [
            "SymmetryAntiCirce",
            "AntiCirceSymetrique",
            "AntiSymmetrieCirce",
        ],
        Base::Anti,
        &["Symmetry"],
    ),
    (
        [
            "AntipodeanAntiCirce",
            "AntiCirceAntipoden",
            "AntiAntipodenCirce",
        ],
        Base::Anti,
        &["Antipodes"],
    ),
    (PopeyeWord::everywhere("AntiMarsCirce"), Base::AntiMars, &[]),
    (
        ["PhantomChess", "EchecsPhantom", "PhantomSchach"],
        Base::Phantom,
        &[],
    ),
    (
        ["DiagramCirce", "CirceDiagramme", "DiagrammCirce"],
        Base::Circe,
        &["Diagram"],
    ),
    (
        [
            "DiagramAntiCirce",
            "AntiCirceDiagramme",
            "AntiDiagrammCirce",
        ],
        Base::Anti,
        &["Diagram"],
    ),
    (
        PopeyeWord::everywhere("CirceTake&Make"),
        Base::Circe,
        &["Take&Make"],
    ),
    (
        ["CirceAssassin", "CirceAssassin", "AssassinCirce"],
        Base::Circe,
        &["Assassin"],
    ),
    (
        [
            "EquipollentsAntiCirce",
            "AntiCirceEquipollents",
            "AntiEquipollentsCirce",
        ],
        Base::Anti,
        &["Equipollents"],
    ),
    (
        PopeyeWord::everywhere("AntiSuperCirce"),
        Base::Anti,
        &["Super"],
    ),
    (["ImmunChess", "Immun", "Immunschach"], Base::Immun, &[]),
    (
        ["MirrorImmunChess", "ImmunMalefique", "SpiegelImmunschach"],
        Base::Immun,
        &["Mirror"],
    ),
    (
        ["GenevaChess", "EchecsGeneve", "GenferSchach"],
        Base::Geneva,
        &[],
    ),
    // The other traditional names of Popeye's table, each a base with its variant words.
    (
        ["FileImmunChess", "ImmunFile", "FileImmunSchach"],
        Base::Immun,
        &["File"],
    ),
    (
        ["DiagramImmunChess", "ImmunDiagramme", "DiagrammImmunSchach"],
        Base::Immun,
        &["Diagram"],
    ),
    (
        [
            "MirrorFileImmunChess",
            "ImmunFileMalefique",
            "SpiegelFileImmunSchach",
        ],
        Base::Immun,
        &["File", "Mirror"],
    ),
    (
        [
            "SymmetryImmunChess",
            "ImmunSymmetrique",
            "SymmetrieImmunSchach",
        ],
        Base::Immun,
        &["Symmetry"],
    ),
    (
        [
            "AntipodeanImmunChess",
            "ImmunAntipoden",
            "AntipodenImmunSchach",
        ],
        Base::Immun,
        &["Antipodes"],
    ),
    (
        [
            "EquipollentsImmunChess",
            "ImmunEquipollents",
            "EquipollentsImmunSchach",
        ],
        Base::Immun,
        &["Equipollents"],
    ),
    (
        [
            "ImmuneVerticalSymmetry",
            "ImmuneSymetriqueVerticale",
            "ImmuneVertikaleSymmetrie",
        ],
        Base::Immun,
        &["VerticalSymmetry"],
    ),
    (
        [
            "ImmuneHorizontalSymmetry",
            "ImmuneSymetriqueHorizontale",
            "ImmuneHorizontaleSymmetrie",
        ],
        Base::Immun,
        &["HorizontalSymmetry"],
    ),
    (
        PopeyeWord::everywhere("FrischAufCirce"),
        Base::Circe,
        &["Frischauf"],
    ),
    (PopeyeWord::everywhere("RankCirce"), Base::Circe, &["Rank"]),
    (
        ["MarsMirrorCirce", "MarsCirceMalefique", "MarsSpiegelCirce"],
        Base::Mars,
        &["Mirror"],
    ),
    (
        [
            "AntiMarsMirrorCirce",
            "AntiMarsMalefiqueCirce",
            "AntiMarsMalefiqueCirce",
        ],
        Base::AntiMars,
        &["Mirror"],
    ),
    (
        PopeyeWord::everywhere("AntiMarsAntipodeanCirce"),
        Base::AntiMars,
        &["Antipodes"],
    ),
    (
        PopeyeWord::everywhere("AntiCloneCirce"),
        Base::Anti,
        &["Clone"],
    ),
    (
        [
            "VerticalSymmetryAntiCirce",
            "AntiCirceSymetriqueVerticale",
            "VertikaleAntiSymmetrieCirce",
        ],
        Base::Anti,
        &["VerticalSymmetry"],
    ),
    (
        [
            "HorizontalSymmetryAntiCirce",
            "AntiCirceSymetriqueHorizontale",
            "HorizontaleAntiSymmetrieCirce",
        ],
        Base::Anti,
        &["HorizontalSymmetry"],
    ),
];

static WORDS: [PopeyeWord; 56] = [
    PopeyeWord::names_any(NAMES[0].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[1].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[2].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[3].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[4].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[5].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[6].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[7].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[8].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[9].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[10].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[11].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[12].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[13].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[14].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[15].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[16].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[17].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[18].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[19].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[20].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[21].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[22].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[23].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[24].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[25].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[26].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[27].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[28].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[29].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[30].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[31].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[32].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[33].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[34].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[35].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[36].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[37].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[38].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[39].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[40].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[41].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[42].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[43].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[44].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[45].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[46].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[47].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[48].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[49].0, CIRCE_VARIANTS),
    PopeyeWord::names_any(NAMES[50].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[51].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[52].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[53].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[54].0, ALL_VARIANTS),
    PopeyeWord::names_any(NAMES[55].0, ALL_VARIANTS),
];

/// The bases Circe stands beside, reborning what their moves take: MarsCirce and PhantomChess.
fn mars_like(base: Base) -> bool {
    matches!(base, Base::Mars | Base::Phantom)
}

/// The phrases of the bases in force, each as [`popeye_phrase`] writes it: the base's, then
/// the bar's beside it (`Circe`, `ImmunChess RexInclusive`); Circe beside a Mars-like base
/// first, as Popeye lists it (`Circe Super`, `MarsCirce`).
pub(super) fn popeye_phrases(o: &CirceOptions, lower: bool) -> Vec<String> {
    let mut phrases = Vec::new();
    if let Some(circe) = o.circe {
        phrases.push(popeye_phrase(&circe.options(), lower));
    }
    phrases.push(popeye_phrase(o, lower));
    if let Some(anti) = o.anti {
        phrases.push(popeye_phrase(&anti.options(), lower));
    }
    if let Some(bar) = o.bar {
        phrases.push(popeye_phrase(&bar.options(), lower));
    }
    phrases
}

/// The options' words as Popeye writes them in a twin's description (`capitals`) or as the
/// `condition` line writes them (lower case).
pub(super) fn popeye_phrase(o: &CirceOptions, lower: bool) -> String {
    // `Mirror` is written in the name (`MirrorCirce`): in a twin, the word `mirror` would be
    // the twin command.
    let mut words: Vec<&str> = vec![match (o.base, o.mirror) {
        (Base::Circe, false) => "Circe",
        (Base::Circe, true) => "MirrorCirce",
        (Base::Anti, false) => "AntiCirce",
        (Base::Anti, true) if o.last_move => "AntiCirce",
        (Base::Anti, true) => "MirrorAntiCirce",
        (Base::Mars, false) => "MarsCirce",
        (Base::Mars, true) => "MarsMirrorCirce",
        (Base::AntiMars, false) => "AntiMarsCirce",
        (Base::AntiMars, true) => "AntiMarsMirrorCirce",
        (Base::Phantom, _) => "PhantomChess",
        (Base::Immun, false) => "ImmunChess",
        (Base::Immun, true) => "MirrorImmunChess",
        (Base::Geneva, _) => "GenevaChess",
    }];
    if matches!(o.base, Base::Geneva | Base::Phantom) && o.mirror {
        words.push("Mirror");
    }
    if o.rex_inclusive != o.base.rex_inclusive_by_default() {
        words.push(if o.rex_inclusive {
            "RexInclusive"
        } else {
            "RexExclusive"
        });
    }
    match o.definition {
        Definition::Classic => {}
        Definition::Pwc => words.push("PWC"),
        // AntiCirce reborn by the next move, as Popeye writes it (`AntiCirce Parrain`,
        // `AntiCirce ContraParrain Mirror`).
        Definition::Equipollents if o.last_move && o.mirror => {
            words.push("ContraParrain");
            words.push("Mirror");
        }
        Definition::Equipollents if o.last_move => words.push("Parrain"),
        Definition::Equipollents => words.push("Equipollents"),
        Definition::Cage => words.push("Cage"),
        Definition::File => words.push("File"),
        Definition::Symmetry => words.push("Symmetry"),
        Definition::VerticalSymmetry => words.push("VerticalSymmetry"),
        Definition::HorizontalSymmetry => words.push("HorizontalSymmetry"),
        Definition::Antipodes => words.push("Antipodes"),
        Definition::CaptureSquare => words.push("CaptureSquare"),
        Definition::Diagram => words.push("Diagram"),
        Definition::TakeMake => words.push("Take&Make"),
        Definition::Super => {}
    }
    if o.definition == Definition::Super {
        words.push("Super");
    }
    if o.last_move && o.definition != Definition::Equipollents {
        words.push("LastMove");
    }
    match o.adapter {
        Adapter::None => {}
        Adapter::Diametral => words.push("Diametral"),
        Adapter::VerticalMirror => words.push("VerticalMirror"),
        Adapter::Rank => words.push("Rank"),
        Adapter::Frischauf => words.push("Frischauf"),
    }
    if o.cheylan {
        words.push("Cheylan");
    }
    match o.relevant {
        Relevant::Reborn => {}
        Relevant::Clone => words.push("Clone"),
        Relevant::Couscous => words.push("Couscous"),
    }
    if o.wait_capture {
        words.push("WaitCapture");
    }
    if o.occupied != o.base.occupied_by_default() {
        words.push(match o.occupied {
            Occupied::Relaxed => "Relaxed",
            Occupied::Strict => "Strict",
            Occupied::Assassin => "Assassin",
            Occupied::Volcanic => "Volcanic",
            Occupied::Parachute => "Parachute",
        });
    }
    let mut words: Vec<String> = words.into_iter().map(String::from).collect();
    match o.reborn {
        RebornWalk::Same => {}
        RebornWalk::Chameleon(seq) => {
            words.push("Chameleon".into());
            if seq != ChameleonSequence::IMPLICIT {
                for chain in seq.chains() {
                    words.extend(chain.iter().map(|k| k.letters().to_string()));
                }
            }
        }
        RebornWalk::Einstein => words.push("Einstein".into()),
        RebornWalk::ReversalEinstein => words.push("ReversalEinstein".into()),
        RebornWalk::Turncoat => words.push("Turncoats".into()),
    }
    if !o.april.is_empty() {
        words.push("April".into());
        words.extend(o.april.iter().map(|k| k.letters().to_string()));
    }
    // A name with `Mirror` in it reads few words after it (`MirrorCirce`: `RexInclusive`):
    // with others the base's name and the word, which the base reads (`circe mirror
    // equipollents`).
    let reads = Text.popeye_reads_only(&words[0]).unwrap_or(&[]);
    if lower && o.mirror && words[1..].iter().any(|w| !reads.contains(&w.as_str())) {
        let base = match o.base {
            Base::Circe => Some("Circe"),
            Base::Anti => Some("AntiCirce"),
            Base::Mars => Some("MarsCirce"),
            Base::AntiMars => Some("AntiMarsCirce"),
            Base::Immun => Some("ImmunChess"),
            Base::Geneva | Base::Phantom => None,
        };
        if let (Some(base), true) = (base, words[0] != "AntiCirce") {
            words[0] = base.to_string();
            words.insert(1, "Mirror".to_string());
        }
    }
    let phrase = words.join(" ");
    if lower {
        phrase.to_lowercase()
    } else {
        phrase
    }
}

impl ConditionText for Text {
    fn popeye_words(&self) -> &'static [PopeyeWord] {
        &WORDS
    }

    fn popeye_draft(&self) -> Box<dyn PopeyeDraft> {
        Box::<Draft>::default()
    }

    fn popeye_condition_words(&self, condition: &Condition, state: &ConditionState) -> Vec<String> {
        let _ = state;
        match condition.options::<CirceOptions>() {
            Some(o) => popeye_phrases(o, true),
            None => Vec::new(),
        }
    }

    fn combines_with(&self, other: &str) -> bool {
        super::combinations::PARTNERS.contains(&other)
    }

    /// Popeye reads every variant word after the bases' names, and after a traditional name
    /// only the words its own entry reads (its `ParseRexIncl`, `ParseAnticirceVariant`): the
    /// next word is a condition's name, which sets its options on the same base where it is
    /// one of the family's (`SuperCirce Diametral`: `DiametralCirce`), is another condition
    /// (`PWC Strict`: StrictSAT) or is refused (`CirceAssassin Diagram`: not unique).
    fn popeye_reads_only(&self, head: &str) -> Option<&'static [&'static str]> {
        let (names, base, _) = NAMES
            .iter()
            .find(|(n, _, _)| n[0].eq_ignore_ascii_case(head))?;
        const BASES: [&str; 7] = [
            "Circe",
            "AntiCirce",
            "MarsCirce",
            "AntiMarsCirce",
            "PhantomChess",
            "ImmunChess",
            "GenevaChess",
        ];
        if BASES.contains(&names[0]) {
            return None;
        }
        const REX_INCLUSIVE: &[&str] = &["RexInclusive"];
        const REX_EXCLUSIVE: &[&str] = &["RexExclusive"];
        const SELF_BLOCK: &[&str] = &["Calvet", "Cheylan"];
        Some(match (*base, names[0]) {
            (
                Base::Circe,
                "DiametralCirce"
                | "VerticalMirrorCirce"
                | "RankCirce"
                | "DiagramCirce"
                | "FileCirce"
                | "MirrorCouscousCirce"
                | "EquipollentsCirce"
                | "SymmetryCirce"
                | "VerticalSymmetryCirce"
                | "HorizontalSymmetryCirce"
                | "AntipodeanCirce"
                | "MirrorCirce"
                | "MirrorFileCirce"
                | "MirrorCirceClone"
                | "CirceDoubleAgents"
                | "CirceAssassin"
                | "CirceClone"
                | "FrischAufCirce",
            ) => REX_INCLUSIVE,
            (Base::Immun, "MirrorImmunChess" | "DiagramImmunChess") => REX_INCLUSIVE,
            (Base::Anti, "AntiCloneCirce") => &[],
            (Base::Anti, _) => SELF_BLOCK,
            (Base::Mars | Base::AntiMars, _) => REX_EXCLUSIVE,
            _ => &[],
        })
    }

    /// MarsCirce, AntiMarsCirce and PhantomChess move a piece to or from its rebirth square,
    /// which is the piece's own, found at once from its walk and the square it stands on:
    /// Popeye finds the variant words that would make it another piece's or another move's
    /// ("nonsense combination") and ignores the problem.
    fn popeye_variants_fault(&self, head: &str, variants: &[&str]) -> Option<String> {
        let &(names, base, _) = NAMES
            .iter()
            .find(|(names, _, _)| names[0].eq_ignore_ascii_case(head))?;
        if !matches!(base, Base::Mars | Base::AntiMars | Base::Phantom) {
            return None;
        }
        let nonsense = variants
            .iter()
            .find(|v| MOVING_REBIRTH_NONSENSE.contains(v))?;
        Some(format!(
            "nonsense combination: {} with {nonsense} (Popeye 4.104 ignores the problem)",
            names[0]
        ))
    }

    fn combines(&self, own: &Condition, other: &Condition) -> bool {
        own.options::<CirceOptions>()
            .is_some_and(|o| super::combinations::combines(o, other.name()))
    }

    fn write_move(
        &self,
        slot: MoveSlot,
        pos: &crate::rules::position::Position,
        mv: &crate::rules::moves::Move,
        lang: Language,
        out: &mut String,
    ) {
        if slot != MoveSlot::End {
            return;
        }
        // The pieces the move brings back from the underworld (Volcanic, Parachute):
        // `Sg1-h3[+wSg1]`.
        for g in super::uncovered(pos, mv) {
            out.push_str("[+");
            out.push(g.piece.colour().letter_in(lang));
            out.push_str(&g.attributes.prefix_in(g.piece.kind(), lang));
            out.push_str(g.piece.kind().letters_in(lang));
            out.push_str(&g.square.to_string());
            out.push(']');
        }
    }
}

/// What the family's words say in one problem.
#[derive(Default)]
struct Draft {
    options: Option<CirceOptions>,
    /// Where the condition was named (for the board check).
    at: Option<crate::conditions::text::Place>,
}

/// Applies the variant word `word` (English spelling) to `o`; errors say why Popeye refuses it.
fn apply(
    o: &mut CirceOptions,
    word: &str,
    rex: &mut Option<bool>,
    occupied: &mut Option<Occupied>,
) -> Result<(), String> {
    let define = |o: &mut CirceOptions, d: Definition| {
        if o.definition != Definition::Classic && o.definition != d {
            Err(format!(
                "'{word}' defines the rebirth square a second time (Popeye: options of the same \
                 group exclude each other)"
            ))
        } else {
            o.definition = d;
            Ok(())
        }
    };
    match word {
        "RexInclusive" => *rex = Some(true),
        "RexExclusive" => *rex = Some(false),
        "Mirror" => o.mirror = true,
        "PWC" => define(o, Definition::Pwc)?,
        "Equipollents" => define(o, Definition::Equipollents)?,
        "Cage" => define(o, Definition::Cage)?,
        "File" => define(o, Definition::File)?,
        "Symmetry" => define(o, Definition::Symmetry)?,
        "VerticalSymmetry" => define(o, Definition::VerticalSymmetry)?,
        "HorizontalSymmetry" => define(o, Definition::HorizontalSymmetry)?,
        "Antipodes" => define(o, Definition::Antipodes)?,
        "CaptureSquare" => define(o, Definition::CaptureSquare)?,
        "Diagram" => define(o, Definition::Diagram)?,
        "Take&Make" => define(o, Definition::TakeMake)?,
        "LastMove" => o.last_move = true,
        "Parrain" => {
            define(o, Definition::Equipollents)?;
            o.last_move = true;
        }
        "ContraParrain" => {
            define(o, Definition::Equipollents)?;
            o.last_move = true;
            o.mirror = true;
        }
        "Diametral" | "VerticalMirror" | "Frischauf" if o.adapter != Adapter::None => {
            return Err(format!(
                "'{word}' adapts the rebirth square a second time (Popeye: options of the same \
                 group exclude each other)"
            ));
        }
        "Diametral" => o.adapter = Adapter::Diametral,
        "VerticalMirror" => o.adapter = Adapter::VerticalMirror,
        "Frischauf" => o.adapter = Adapter::Frischauf,
        "Calvet" => o.cheylan = false,
        "Cheylan" => o.cheylan = true,
        "Super" => define(o, Definition::Super)?,
        "Rank" if o.adapter != Adapter::None => {
            return Err(format!(
                "'{word}' adapts the rebirth square a second time (Popeye: options of the same \
                 group exclude each other)"
            ));
        }
        "Rank" => o.adapter = Adapter::Rank,
        "Clone" | "Couscous" if o.relevant != Relevant::Reborn => {
            return Err(format!(
                "'{word}' names the relevant piece a second time (Popeye: options of the same \
                 group exclude each other)"
            ));
        }
        "Clone" => o.relevant = Relevant::Clone,
        "Couscous" => o.relevant = Relevant::Couscous,
        "WaitCapture" => o.wait_capture = true,
        "Chameleon" | "Einstein" | "ReversalEinstein" | "Turncoats"
            if o.reborn != RebornWalk::Same =>
        {
            return Err(format!(
                "'{word}' adapts the reborn piece a second time (Popeye: options of the same \
                 group exclude each other)"
            ));
        }
        "Chameleon" => o.reborn = RebornWalk::Chameleon(ChameleonSequence::IMPLICIT),
        "Einstein" => o.reborn = RebornWalk::Einstein,
        "ReversalEinstein" => o.reborn = RebornWalk::ReversalEinstein,
        "Turncoats" => o.reborn = RebornWalk::Turncoat,
        "Strict" => *occupied = Some(Occupied::Strict),
        "Relaxed" => *occupied = Some(Occupied::Relaxed),
        "Assassin" => *occupied = Some(Occupied::Assassin),
        "Volcanic" => *occupied = Some(Occupied::Volcanic),
        "Parachute" => *occupied = Some(Occupied::Parachute),
        // Its walks follow the variant words.
        "April" => {}
        _ => return Err(format!("the Circe variant '{word}' is not supported")),
    }
    Ok(())
}

/// `first`'s options with those a second name of its base sets (`o`, read on the base's
/// defaults; `rex` and `occupied` as given), as Popeye sets a name's options on the base's one
/// set, each replacing the first's of its group.
fn merged(
    first: CirceOptions,
    o: &CirceOptions,
    rex: Option<bool>,
    occupied: Option<Occupied>,
) -> CirceOptions {
    let mut m = first;
    if let Some(rex) = rex {
        m.rex_inclusive = rex;
    }
    if let Some(occupied) = occupied {
        m.occupied = occupied;
    }
    if o.definition != Definition::Classic {
        m.definition = o.definition;
    }
    m.mirror |= o.mirror;
    if o.adapter != Adapter::None {
        m.adapter = o.adapter;
    }
    m.cheylan |= o.cheylan;
    if o.relevant != Relevant::Reborn {
        m.relevant = o.relevant;
    }
    if o.reborn != RebornWalk::Same {
        m.reborn = o.reborn;
    }
    if !o.april.is_empty() {
        m.april = o.april;
    }
    m.last_move |= o.last_move;
    m.wait_capture |= o.wait_capture;
    m
}

impl PopeyeDraft for Draft {
    fn read(
        &mut self,
        word: usize,
        tok: &Token,
        input: &mut dyn PopeyeInput<'_>,
    ) -> Result<(), TextError> {
        let (_, base, says) = NAMES[word];
        let mut o = CirceOptions {
            base,
            ..CirceOptions::default()
        };
        let mut rex = None;
        let mut occupied = None;
        // Popeye reads the options one by one, a list of walks right after April (or
        // Chameleon), and goes on reading options after the list (`circe april q r volcanic`):
        // the words after a list are read as a further batch of variant words.
        let mut batch: Vec<&str> = says.iter().copied().chain(input.variants()).collect();
        loop {
            for &w in &batch {
                apply(&mut o, w, &mut rex, &mut occupied).map_err(|m| tok.err(m))?;
            }
            let april = batch.contains(&"April");
            let chameleon = batch.contains(&"Chameleon");
            if !april && !chameleon {
                break;
            }
            let walks = input.piece_codes();
            if april {
                if walks.is_empty() {
                    return Err(tok.err(format!("'{}': April needs its list of walks", tok.text)));
                }
                for &k in &walks {
                    o.april.insert(k);
                }
            } else if !walks.is_empty() {
                let seq = ChameleonSequence::listed(&walks).ok_or_else(|| {
                    tok.err(format!(
                        "'{}': a chameleon sequence of the orthodox walks is needed, each with \
                         one successor",
                        tok.text
                    ))
                })?;
                o.reborn = RebornWalk::Chameleon(seq);
            }
            if walks.is_empty() {
                break;
            }
            batch = input.more_variants()?;
            if batch.is_empty() {
                break;
            }
        }
        // The base named again (`SuperCirce Diametral`, the second word read as
        // `DiametralCirce`): Popeye keeps one set of options per base, and the second name
        // sets its own on it.
        let again = self
            .options
            .filter(|f| f.base == base && f.anti.is_none() && f.bar.is_none() && f.circe.is_none());
        if let Some(first) = again {
            o = merged(first, &o, rex, occupied);
        } else {
            o.rex_inclusive = rex.unwrap_or(base.rex_inclusive_by_default());
            o.occupied = occupied.unwrap_or(base.occupied_by_default());
        }
        // Rank defines the square, adapts it and chooses the relevant side at once: Popeye
        // reads no other definition nor Mirror beside it (an input error).
        if o.adapter == Adapter::Rank && (o.definition != Definition::Classic || o.mirror) {
            return Err(tok.err(format!(
                "'{}': Rank with another rebirth square or Mirror (Popeye: nonsense combination)",
                tok.text
            )));
        }
        // Popeye's refusals (it ignores the problem); what feerie does not play is refused
        // by the condition (`CirceOptions::unplayed`).
        if let Some(why) = o.popeye_refusal() {
            return Err(tok.err(format!("'{}' with these options: {why}", tok.text)));
        }
        let beside = |anti: &CirceOptions| {
            Anti::of(anti).ok_or_else(|| {
                tok.err(format!(
                    "'{}': AntiCirce beside Circe with these options is not supported",
                    tok.text
                ))
            })
        };
        let circe_beside = |circe: &CirceOptions| {
            CirceBeside::of(circe).ok_or_else(|| {
                tok.err(format!(
                    "'{}': Circe beside MarsCirce or PhantomChess with these options is not \
                     supported",
                    tok.text
                ))
            })
        };
        // A base that only bars captures, beside another, keeps only the kings' words and
        // `Mirror`.
        let bar_of = |b: &CirceOptions| {
            let bar = Bar::of(b);
            if bar.options() == (CirceOptions { bar: None, ..*b }) {
                Ok(bar)
            } else {
                Err(tok.err(format!(
                    "'{}': {} beside another base of the family is played with RexInclusive, \
                     RexExclusive and Mirror only",
                    tok.text,
                    popeye_phrase(b, false)
                )))
            }
        };
        match self.options {
            Some(_) if again.is_some() => self.options = Some(o),
            // A second base: the one that only bars captures stands beside the other.
            Some(mut first) if o.base.bars_only() => {
                first.bar = Some(bar_of(&o)?);
                self.options = Some(first);
            }
            // Circe beside MarsCirce or PhantomChess: the Mars-like base's options, Circe's
            // beside them.
            Some(first) if first.base == Base::Circe && mars_like(o.base) => {
                o.circe = Some(circe_beside(&first)?);
                o.bar = first.bar;
                self.options = Some(o);
            }
            Some(mut first) if mars_like(first.base) => {
                first.circe = Some(circe_beside(&o)?);
                self.options = Some(first);
            }
            // Circe and AntiCirce: Circe's options, AntiCirce's beside them.
            Some(mut first) if first.base == Base::Circe => {
                first.anti = Some(beside(&o)?);
                self.options = Some(first);
            }
            Some(first) if first.base == Base::Anti => {
                o.anti = Some(beside(&first)?);
                o.bar = first.bar;
                self.options = Some(o);
            }
            Some(first) => {
                o.bar = Some(bar_of(&first)?);
                self.options = Some(o);
            }
            None => {
                self.options = Some(o);
                self.at = Some(tok.at);
            }
        }
        Ok(())
    }

    /// A second base is read when exactly one of the two only bars captures (ImmunChess,
    /// GenevaChess beside Circe, AntiCirce, MarsCirce…), or when the two are Circe and
    /// AntiCirce (two rebirths in one move): Popeye keeps each base's options. Other pairs are
    /// kept unplayed.
    fn reads_again(&self, word: usize) -> bool {
        let Some(first) = self.options else {
            return false;
        };
        let base = NAMES[word].1;
        // The same base again: its options set on the first's.
        if first.base == base
            && first.anti.is_none()
            && first.bar.is_none()
            && first.circe.is_none()
        {
            return true;
        }
        if first.base.bars_only() || base.bars_only() {
            return first.bar.is_none() && first.base.bars_only() != base.bars_only();
        }
        // Circe and AntiCirce, in either order (the first may have a bar beside it already);
        // Circe and MarsCirce or PhantomChess likewise.
        first.anti.is_none()
            && first.circe.is_none()
            && match (first.base, base) {
                (Base::Circe, Base::Anti) | (Base::Anti, Base::Circe) => true,
                (Base::Circe, other) | (other, Base::Circe) => mars_like(other),
                _ => false,
            }
    }

    fn keeps_diagram_underworld(&self) -> bool {
        self.options.is_some_and(|o| o.occupied.underworld())
    }

    /// Mars Circe and AntiMars Circe: a rook on its corner keeps its castling right though its
    /// king is elsewhere, as Popeye reckons rights square by square; the king, reborn on its
    /// square to move from there, may castle with it (`[wKd1->e1]0-0`, corpus
    /// REGRESSIONS 4.89-4.91 #27). So wherever kings are reborn (RexInclusive, AntiCirce's
    /// default): `Kd2*c3[wKc3->e1]` gives the king its right back, and it castles with that
    /// rook. Other conditions keep the core's rights (no rook bit without a king beside it).
    fn position(
        &self,
        pos: &mut crate::rules::position::Position,
        context: &PopeyeContext,
    ) -> Result<(), TextError> {
        use crate::rules::piece::{Piece, PieceKind, Side};
        use crate::rules::square::Square;
        let Some(o) = self.options else {
            return Ok(());
        };
        // (And wherever a king is reborn, on its square too: Popeye gives it its right back
        // there, and a rook that stood on its corner since the diagram castles with it.)
        let king_reborn = matches!(o.base, Base::Circe | Base::Anti) && o.rex_inclusive
            || o.anti.is_some_and(|a| a.rex_inclusive);
        if !context.named || !(matches!(o.base, Base::Mars | Base::AntiMars) || king_reborn) {
            return Ok(());
        }
        if pos.size().width() != 8 || pos.size().height() < 2 {
            return Ok(());
        }
        let mut c = pos.castling();
        for side in [Side::White, Side::Black] {
            let rank = pos.home_rank(side);
            for (kingside, file) in [(true, 7), (false, 0)] {
                let sq = Square::new(file, rank);
                if pos.piece_at(sq) == Some(Piece::new(side.colour(), PieceKind::Rook))
                    && !context.nocastling.contains(&sq)
                {
                    c.set_rook(side, kingside, true);
                }
            }
        }
        pos.set_castling(c);
        Ok(())
    }

    fn check(&self, pos: &crate::rules::position::Position) -> Result<(), TextError> {
        match (self.options, self.at) {
            (Some(o), Some(at))
                if o.definition == Definition::Diagram
                    && !crate::rules::position::Position::can_track_origins(pos.size()) =>
            {
                Err(TextError::new(
                    at,
                    format!(
                        "Diagram Circe follows each piece to its diagram square on boards of at                          most {} files, not on this {} board",
                        crate::rules::position::MAX_TRACKED_FILES,
                        pos.size()
                    ),
                ))
            }
            _ => Ok(()),
        }
    }

    fn condition(&self, named: bool) -> Result<Option<Condition>, TextError> {
        Ok(named.then(|| Condition::new(self.options.unwrap_or_default())))
    }
}
