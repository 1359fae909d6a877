//! The registry: every condition feerie knows, in the order their hooks run, and the one place
//! that turns a problem's conditions into a ruleset.

use std::sync::Arc;

use super::circe::parrain;
use super::mummer::{
    black as black_mummer, uncoloured as uncoloured_mummer, white as white_mummer,
};
use super::session::ConditionSession;
use super::text::{ConditionText, Spellings};
use super::view::ConditionView;
use super::{
    alice, alphabetic, andernach, annan, bichrome, breton, chameleon_chess, chameleon_sequence,
    checkless, circe, danger_circe, disparate, dynamo, eiffel, einstein, exclusive, fda,
    functionary, ghost, grid, haaner, hole, imitator, isardam, kobul, koeko, lese_majeste, lortap,
    madrasi, make_take, mate_c, messigny, miroir, monochrome, multicaptures, mummer, patrouille,
    plus, promonly, royal_dynasty, sat, singlebox, take_make, ultrapatrol, volage, wormholes,
};
use crate::rules::condition::{Condition, Options, Rules};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

/// The rules a diagram's pieces imply, if any.
pub type Implied = fn(&Position) -> Option<Arc<dyn Rules>>;

/// A condition as the layers above the rules core reach it.
pub struct Entry {
    /// The condition's name (`Options::NAME`), which sessions write.
    pub name: &'static str,
    pub text: &'static dyn ConditionText,
    pub session: &'static dyn ConditionSession,
    pub view: &'static dyn ConditionView,
    /// The rules a diagram's pieces imply when the condition is not stated.
    pub implied: Option<Implied>,
    /// Why the solver cannot play the condition as a diagram's pieces imply it (its default
    /// options' [`Options::refuses`]), for a condition with `implied` rules.
    pub implied_refusal: Option<fn(&Position) -> Option<String>>,
    /// Where lists of every condition put it (the conditions editor's hint, the session
    /// reader's error for an unknown name): the order in which the conditions came to feerie.
    /// A new condition takes the next number.
    pub listed: u8,
}

/// One line per condition: its module, its options type and its place in lists
/// (`Entry::listed`).
macro_rules! entry {
    ($module:ident, $options:ty, $listed:expr) => {
        Entry {
            name: <$options as Options>::NAME,
            text: &$module::Text,
            session: &$module::Session,
            view: &$module::View,
            implied: None,
            implied_refusal: None,
            listed: $listed,
        }
    };
    ($module:ident, $options:ty, $listed:expr, implied) => {
        Entry {
            implied: Some($module::implied),
            implied_refusal: Some(|diagram: &Position| {
                <$options as Options>::refuses(&<$options>::default(), diagram)
            }),
            ..entry!($module, $options, $listed)
        }
    };
}

/// Every condition feerie knows. The order is the order in which their hooks run when several
/// are in force (the first condition that claims a hook, such as walking the pieces, has it).
pub static REGISTRY: &[Entry] = &[
    entry!(dynamo, dynamo::DynamoOptions, 4),
    entry!(fda, fda::FdaOptions, 5, implied),
    entry!(imitator, imitator::ImitatorOptions, 1),
    entry!(miroir, miroir::MiroirOptions, 3),
    // (Before the Circé family: a capturer carried on by a wormhole is carried before the
    // captured piece is reborn, on the position the transfer leaves: `c6*d7[wPd7->f7][+bPd7]`;
    // and before Madrasi, whose verdict on moves by the lines to the king does not see that a
    // piece leaving a wormhole lets observations of pieces on the others count.)
    entry!(wormholes, wormholes::WormholesOptions, 89),
    entry!(madrasi, madrasi::MadrasiOptions, 6),
    // (Before Take&Make: Isardam judges the legality of its moves, made in full.)
    entry!(isardam, isardam::IsardamOptions, 41),
    // (Before the Circé family: a capture's make comes first, then the rebirth, on the
    // position the whole move leaves, as in Popeye: `Kd8*e8-a8[+wQd1]`.)
    entry!(take_make, take_make::TakeMakeOptions, 24),
    // (Before the Circé family: Einstein chess changes the capturer before its rebirth, as
    // Popeye does: AntiCirce reborns it as what it became, `Rd1*d3=Q[wQd3->d1]`.)
    entry!(einstein, einstein::EinsteinOptions, 21),
    entry!(parrain, parrain::ParrainOptions, 2),
    entry!(circe, circe::CirceOptions, 7),
    entry!(danger_circe, danger_circe::DangerCirceOptions, 91),
    entry!(plus, plus::PlusOptions, 85),
    entry!(promonly, promonly::PromOnlyOptions, 92),
    entry!(singlebox, singlebox::SingleBoxOptions, 31),
    entry!(monochrome, monochrome::MonochromeOptions, 32),
    entry!(bichrome, bichrome::BichromeOptions, 33),
    entry!(disparate, disparate::DisparateOptions, 34),
    entry!(alphabetic, alphabetic::AlphabeticOptions, 35),
    entry!(andernach, andernach::AndernachOptions, 20),
    entry!(chameleon_chess, chameleon_chess::ChameleonChessOptions, 83),
    entry!(
        chameleon_sequence,
        chameleon_sequence::ChameleonSequenceOptions,
        93
    ),
    entry!(koeko, koeko::KoekoOptions, 22),
    entry!(grid, grid::GridOptions, 23),
    entry!(annan, annan::AnnanOptions, 25),
    entry!(messigny, messigny::MessignyOptions, 26),
    entry!(make_take, make_take::MakeTakeOptions, 27),
    entry!(checkless, checkless::ChecklessOptions, 40),
    entry!(patrouille, patrouille::PatrouilleOptions, 42),
    entry!(ultrapatrol, ultrapatrol::UltraPatrolOptions, 43),
    entry!(lortap, lortap::LortapOptions, 44),
    entry!(eiffel, eiffel::EiffelOptions, 45),
    entry!(white_mummer, mummer::WhiteMummerOptions, 46),
    entry!(black_mummer, mummer::BlackMummerOptions, 47),
    entry!(uncoloured_mummer, mummer::MaximummerOptions, 94),
    entry!(exclusive, exclusive::ExclusiveOptions, 48),
    entry!(haaner, haaner::HaanerOptions, 60),
    entry!(hole, hole::HoleOptions, 87),
    entry!(alice, alice::AliceOptions, 90, implied),
    entry!(multicaptures, multicaptures::MultiCapturesOptions, 86),
    entry!(breton, breton::BretonOptions, 61),
    entry!(kobul, kobul::KobulOptions, 62),
    entry!(sat, sat::SatOptions, 63),
    entry!(functionary, functionary::FunctionaryOptions, 64),
    entry!(volage, volage::VolageOptions, 80),
    entry!(lese_majeste, lese_majeste::LeseMajesteOptions, 81),
    entry!(ghost, ghost::GhostOptions, 82),
    // (After the rebirths: the kings are counted once the pieces stand where the move leaves
    // them.)
    entry!(royal_dynasty, royal_dynasty::RoyalDynastyOptions, 88),
    // (Last: the checkers of a mate change side once everything else of the move is made.)
    entry!(mate_c, mate_c::MateCOptions, 84),
];

/// Why the solver cannot play a condition that `diagram`'s pieces imply, not being among
/// the `conditions` stated, if it cannot: it does not combine with one of them, or refuses
/// the diagram (see [`Entry::implied_refusal`]).
pub fn implied_refusal(diagram: &Position, conditions: &[Condition]) -> Option<String> {
    REGISTRY.iter().find_map(|e| {
        let stated = conditions.iter().any(|c| c.name() == e.name);
        let implied = e.implied.is_some_and(|implied| implied(diagram).is_some());
        if stated || !implied {
            return None;
        }
        // (Only the implied condition's own word: the stated ones have not met it.)
        let other = conditions.iter().find(|c| !e.text.combines_with(c.name()));
        if let Some(other) = other {
            let refusal = Refusal {
                condition: e.name,
                other: other.name(),
            };
            return Some(refusal.to_string());
        }
        e.implied_refusal.and_then(|refusal| refusal(diagram))
    })
}

/// Every condition in the order lists show them (`Entry::listed`).
pub fn listed() -> Vec<&'static Entry> {
    let mut all: Vec<&'static Entry> = REGISTRY.iter().collect();
    all.sort_by_key(|e| e.listed);
    all
}

/// The entry of the condition named `name` (`Options::NAME`).
pub fn find(name: &str) -> Option<&'static Entry> {
    REGISTRY.iter().find(|e| e.name == name)
}

/// The entry of `condition`.
pub fn entry(condition: &Condition) -> &'static Entry {
    find(condition.name()).expect("every condition type is in the registry")
}

impl Ruleset {
    /// The rules of `conditions` for play starting from `diagram`, with those its pieces imply
    /// (a piece whose moves a condition defines brings that condition's rules).
    pub fn new(diagram: &Position, conditions: &[Condition]) -> Ruleset {
        let mut rules: Vec<(usize, Arc<dyn Rules>)> = Vec::new();
        for c in conditions {
            let index = REGISTRY
                .iter()
                .position(|e| e.name == c.name())
                .unwrap_or(REGISTRY.len());
            rules.push((index, c.rules(diagram)));
        }
        for (index, e) in REGISTRY.iter().enumerate() {
            let stated = conditions.iter().any(|c| c.name() == e.name);
            if let (false, Some(implied)) = (stated, e.implied) {
                rules.extend(implied(diagram).map(|r| (index, r)));
            }
        }
        // The registry's order is the hooks' order.
        rules.sort_by_key(|(index, _)| *index);
        let rules = rules.into_iter().map(|(_, r)| r).collect();
        Ruleset::assemble(diagram, conditions.to_vec(), rules)
    }

    /// Orthodox rules for `diagram` (with what its pieces imply).
    pub fn orthodox(diagram: &Position) -> Ruleset {
        Ruleset::new(diagram, &[])
    }
}

// ----------------------------------------------------------------------------------------
// Combinations
// ----------------------------------------------------------------------------------------

/// Why some conditions cannot be played together: `condition` refuses `other` (each the
/// registry's name, `Options::NAME`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub condition: &'static str,
    pub other: &'static str,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let refuses_all = find(self.condition).is_some_and(|e| {
            REGISTRY
                .iter()
                .filter(|o| o.name != e.name)
                .all(|o| !e.text.combines_with(o.name))
        });
        if refuses_all {
            write!(
                f,
                "'{}' cannot be combined with other conditions",
                self.condition
            )
        } else {
            write!(
                f,
                "'{}' cannot be combined with '{}'",
                self.condition, self.other
            )
        }
    }
}

/// The one check of which conditions combine, for every input path (Popeye input, sessions,
/// the workbench): the first condition of `conditions` that refuses another of them (its
/// [`ConditionText::combines`]), if any.
pub fn refusal(conditions: &[Condition]) -> Option<Refusal> {
    conditions.iter().find_map(|a| {
        let text = entry(a).text;
        conditions
            .iter()
            .find(|b| b.name() != a.name() && !text.combines(a, b))
            .map(|b| Refusal {
                condition: a.name(),
                other: b.name(),
            })
    })
}

// ----------------------------------------------------------------------------------------
// Popeye's vocabulary
// ----------------------------------------------------------------------------------------

/// Every condition name the Popeye reader knows, in English, French and German, in the order
/// it looks them up and lists them: Popeye 4.104's table, with feerie's own names at their
/// places. Popeye's abbreviation rule needs the whole table (a prefix must be unique among all
/// of Popeye's names, read by feerie or not). A name a registered condition declares
/// ([`ConditionText::popeye_words`]) is read by it, found here by its English spelling; the
/// others are refused as unsupported. Names a condition declares that are not here come after
/// these, so a new condition needs no line here.
#[rustfmt::skip]
pub static POPEYE_CONDITIONS: &[Spellings] = &[
    ["Circe", "Circe", "Circe"],
    // feerie: Dynamo chess (RULES.md §5), unknown to Popeye.
    ["Dynamo", "Dynamo", "Dynamo"],
    ["MirrorCirce", "CirceMalefique", "SpiegelCirce"],
    ["Madrasi", "Madrasi", "Madrasi"],
    ["Volage", "Volage", "Volage"],
    ["Hypervolage", "Hypervolage", "Hypervolage"],
    ["BichromChess", "Bichromatique", "BichromesSchach"],
    ["MonochromChess", "Monochromatique", "MonochromesSchach"],
    ["GridChess", "Grille", "Gitterschach"],
    ["KoeKo", "Koeko", "KoeKo"],
    ["BlackEdgeMover", "NoirBordCoup", "SchwarzerRandzueger"],
    ["WhiteEdgeMover", "BlancBordCoup", "WeisserRandzueger"],
    ["Leofamily", "Leofamily", "Leofamily"],
    ["ChineseChess", "Chinoises", "ChinesischesSchach"],
    ["Patrouille", "Patrouille", "PatrouilleSchach"],
    ["PWC", "CirceEchange", "PlatzwechselCirce"],
    ["NoCapture", "SansPrises", "Ohneschlag"],
    ["ImmunChess", "Immun", "Immunschach"],
    ["MirrorImmunChess", "ImmunMalefique", "SpiegelImmunschach"],
    ["ContactGridChess", "ContactGrille", "KontaktGitter"],
    ["Imitator", "Imitator", "Imitator"],
    ["CavalierMajeur", "CavalierMajeur", "CavalierMajeur"],
    ["HaanerChess", "Haan", "HaanerSchach"],
    ["ChameleonCirce", "CirceCameleon", "ChamaeleonCirce"],
    ["CouscousCirce", "CirceCouscous", "CouscousCirce"],
    ["EquipollentsCirce", "CirceEquipollents", "EquipollentsCirce"],
    ["FileCirce", "FileCirce", "FileCirce"],
    ["BlackMaximummer", "NoirMaximum", "SchwarzerLaengstzueger"],
    ["BlackMinimummer", "NoirMinimum", "SchwarzerKuerzestzueger"],
    ["WhiteMaximummer", "BlancMaximum", "WeisserLaengstzueger"],
    ["WhiteMinimummer", "BlancMinimum", "WeisserKuerzestzueger"],
    ["MagicSquares", "CaseMagique", "MagischeFelder"],
    ["Sentinelles", "Sentinelles", "Sentinelles"],
    ["Tibet", "Tibet", "TibetSchach"],
    ["DoubleTibet", "DoubleTibet", "DoppeltibetSchach"],
    ["DiagramCirce", "CirceDiagramme", "DiagrammCirce"],
    ["Hole", "Trou", "Loch"],
    ["BlackMustCapture", "NoirPriseForce", "SchwarzerSchlagzwang"],
    ["WhiteMustCapture", "BlancPriseForce", "WeisserSchlagzwang"],
    ["ReflectiveKings", "RoisReflecteurs", "ReflektierendeKoenige"],
    ["TransmutedKings", "RoisTransmutes", "TransmutierendeKoenige"],
    ["BlackFollowMyLeader", "NoirPoursuite", "SchwarzerVerfolgungszueger"],
    ["WhiteFollowMyLeader", "BlancPoursuite", "WeisserVerfolgungszueger"],
    ["DuellistChess", "Duelliste", "Duellantenschach"],
    ["ParrainCirce", "CirceParrain", "CirceParrain"],
    ["NoIProm", "SansIProm", "OhneIUW"],
    ["SymmetryCirce", "CirceSymetrique", "SymmetrieCirce"],
    ["VogtlaenderChess", "EchecsVogtlaender", "VogtlaenderSchach"],
    ["EinsteinChess", "EchecsEinstein", "EinsteinSchach"],
    ["Bicolores", "Bicolores", "Bicolores"],
    ["NewKoeko", "KoekoNouveaux", "NeuKoeko"],
    ["CirceClone", "CirceClone", "CirceClone"],
    ["AntiCirce", "AntiCirce", "AntiCirce"],
    ["MirrorFileCirce", "FileCirceMalefique", "SpiegelFileCirce"],
    ["AntipodeanCirce", "CirceAntipoden", "AntipodenCirce"],
    ["MirrorCirceClone", "CirceCloneMalefique", "SpiegelCirceclone"],
    ["MirrorAntiCirce", "AntiCirceMalefique", "AntiSpiegelCirce"],
    ["DiagramAntiCirce", "AntiCirceDiagramme", "AntiDiagrammCirce"],
    ["FileAntiCirce", "AntiFileCirce", "AntiFileCirce"],
    ["SymmetryAntiCirce", "AntiCirceSymetrique", "AntiSymmetrieCirce"],
    ["MirrorFileAntiCirce", "AntiFileCirceMalefique", "AntiSpiegelFileCirce"],
    ["AntipodeanAntiCirce", "AntiCirceAntipoden", "AntiAntipodenCirce"],
    ["EquipollentsAntiCirce", "AntiCirceEquipollents", "AntiEquipollentsCirce"],
    ["FileImmunChess", "ImmunFile", "FileImmunSchach"],
    ["DiagramImmunChess", "ImmunDiagramme", "DiagrammImmunSchach"],
    ["MirrorFileImmunChess", "ImmunFileMalefique", "SpiegelFileImmunSchach"],
    ["SymmetryImmunChess", "ImmunSymmetrique", "SymmetrieImmunSchach"],
    ["AntipodeanImmunChess", "ImmunAntipoden", "AntipodenImmunSchach"],
    ["EquipollentsImmunChess", "ImmunEquipollents", "EquipollentsImmunSchach"],
    ["ReversalEinsteinChess", "ReversEchecsEinstein", "ReversesEinsteinSchach"],
    ["SuperCirce", "SuperCirce", "SuperCirce"],
    ["RelegationChess", "Degradierung", "Degradierung"],
    ["NorskSjakk", "NorskSjakk", "NorskSjakk"],
    ["TraitorChess", "EchecsTraitor", "TraitorChess"],
    ["AndernachChess", "EchecsAndernach", "AndernachSchach"],
    ["WhiteForcedSquare", "BlancCaseForce", "WeissesZwangsfeld"],
    ["WhiteConsequentForcedSquare", "BlancCaseForceConsequent", "WeissesKonsequentesZwangsfeld"],
    ["BlackForcedSquare", "NoirCaseForce", "SchwarzesZwangsfeld"],
    ["BlackConsequentForcedSquare", "NoirCaseForceConsequent", "SchwarzesKonsequentesZwangsfeld"],
    ["ChameleonChess", "EchecsCameleon", "ChamaeleonSchach"],
    ["FunctionaryChess", "EchecsFonctionnaire", "BeamtenSchach"],
    ["GlasgowChess", "EchecsGlasgow", "GlasgowSchach"],
    ["AntiAndernachChess", "EchecsAntiAndernach", "AntiAndernachSchach"],
    ["FrischAufCirce", "FrischAufCirce", "FrischAufCirce"],
    ["VerticalMirrorCirce", "CirceMalefiqueVerticale", "VertikalesSpiegelCirce"],
    ["Isardam", "Isardam", "Isardam"],
    ["ChecklessChess", "SansEchecs", "OhneSchach"],
    ["DiametralCirce", "CirceDiametrale", "DiametralCirce"],
    ["PromOnly", "PromSeul", "UWnur"],
    ["RankCirce", "RankCirce", "RankCirce"],
    ["ExclusiveChess", "EchecsExclusif", "ExklusivSchach"],
    ["MarsCirce", "MarsCirce", "MarsCirce"],
    ["MarsMirrorCirce", "MarsCirceMalefique", "MarsSpiegelCirce"],
    ["PhantomChess", "EchecsPhantom", "PhantomSchach"],
    ["WhiteReflectiveKing", "BlancRoiReflecteur", "WeisserReflektierenderKoenig"],
    ["BlackReflectiveKing", "NoirRoiReflecteur", "SchwarzerReflektierenderKoenig"],
    ["WhiteTransmutedKing", "BlancRoiTransmute", "WeisserTransmutierenderKoenig"],
    ["BlackTransmutedKing", "NoirRoiTransmute", "SchwarzerTransmutierenderKoenig"],
    ["AntiEinsteinChess", "EchecsAntiEinstein", "AntiEinsteinSchach"],
    ["MirrorCouscousCirce", "CirceCouscousMalefique", "SpiegelCouscousCirce"],
    ["BlackRoyalSquare", "NoirCaseRoyal", "SchwarzesKoeniglichesFeld"],
    ["WhiteRoyalSquare", "BlancCaseRoyal", "WeissesKoeniglichesFeld"],
    ["BrunnerChess", "EchecsBrunner", "BrunnerSchach"],
    ["PlusChess", "EchecsPlus", "PlusSchach"],
    ["CirceAssassin", "CirceAssassin", "AssassinCirce"],
    ["PatienceChess", "EchecsPatience", "PatienceSchach"],
    ["RepublicanChess", "EchecsRepublicains", "RepublikanerSchach"],
    ["ExtinctionChess", "EchecsExtinction", "AusrottungsSchach"],
    ["CentralChess", "EchecsCentral", "ZentralSchach"],
    ["ActuatedRevolvingBoard", "ActuatedRevolvingBoard", "ActuatedRevolvingBoard"],
    ["MessignyChess", "EchecsMessigny", "MessignySchach"],
    ["Woozles", "Woozles", "Woozles"],
    ["BiWoozles", "BiWoozles", "BiWoozles"],
    ["Heffalumps", "Heffalumps", "Heffalumps"],
    ["BiHeffalumps", "BiHeffalumps", "BiHeffalumps"],
    ["WhitePromSquares", "BlancCasePromotion", "UWFeldWeiss"],
    ["BlackPromSquares", "NoirCasePromotion", "UWFeldSchwarz"],
    ["NoWhitePromotion", "SansBlancPromotion", "OhneWeissUW"],
    ["NoBlackPromotion", "SansNoirPromotion", "OhneSchwarzUW"],
    ["EiffelChess", "EchecsEiffel", "EiffelSchach"],
    ["BlackUltraSchachZwang", "NoirUltraSchachZwang", "SchwarzerUltraSchachZwang"],
    ["WhiteUltraSchachZwang", "BlancUltraSchachZwang", "WeisserUltraSchachZwang"],
    ["ActuatedRevolvingCentre", "ActuatedRevolvingCentre", "ActuatedRevolvingCentre"],
    ["ShieldedKings", "ShieldedKings", "SchutzKoenige"],
    ["CurrentlyUnused", "NonUtiliseActuellement", "ZurZeitUnverwendet"],
    ["LineChameleonChess", "EchecsCameleonLigne", "LinienChamaeleonSchach"],
    ["NoWhiteCapture", "BlancSansPrises", "WeisserOhneSchlag"],
    ["NoBlackCapture", "NoirSansPrises", "SchwarzerOhneSchlag"],
    ["AprilChess", "EchecsAvril", "Aprilschach"],
    ["AlphabeticChess", "EchecsAlphabetiques", "AlphabetischesSchach"],
    ["CirceTurncoats", "CirceTurncoats", "TurncoatCirce"],
    ["CirceDoubleAgents", "CirceDoubleAgents", "DoppelAgentenCirce"],
    ["AMU", "AMU", "AMU"],
    ["SingleBox", "SingleBox", "NurPartiesatzSteine"],
    ["MAFF", "MAFF", "MAFF"],
    ["OWU", "OWU", "OWU"],
    ["WhiteOscillatingKings", "BlancRoisOscillant", "WeisseOszillierendeKoenige"],
    ["BlackOscillatingKings", "NoirRoisOscillant", "SchwarzeOszillierendeKoenige"],
    ["AntiKings", "AntiRois", "AntiKoenige"],
    ["AntiMarsCirce", "AntiMarsCirce", "AntiMarsCirce"],
    ["AntiMarsMirrorCirce", "AntiMarsMalefiqueCirce", "AntiMarsMalefiqueCirce"],
    ["AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce"],
    ["WhiteSuperTransmutingKing", "BlancSuperRoiTransmute", "WeisserSuperTransmutierenderKoenig"],
    ["BlackSuperTransmutingKing", "NoirSuperRoiTransmute", "SchwarzerSuperTransmutierenderKoenig"],
    ["AntiSuperCirce", "AntiSuperCirce", "AntiSuperCirce"],
    ["UltraPatrol", "UltraPatrouille", "UltraPatrouille"],
    ["SwappingKings", "RoisEchanges", "TauschKoenige"],
    ["RoyalDynasty", "DynastieRoyale", "KoenigsDynastie"],
    ["SAT", "SAT", "SAT"],
    ["StrictSAT", "StrictSAT", "StrictSAT"],
    ["Take&MakeChess", "Take&MakeEchecs", "Take&MakeSchach"],
    ["BlackSynchronMover", "NoirSynchronCoup", "SchwarzerSynchronZueger"],
    ["WhiteSynchronMover", "BlancSynchronCoup", "WeisserSynchronZueger"],
    ["BlackAntiSynchronMover", "NoirAntiSynchronCoup", "SchwarzerAntiSynchronZueger"],
    ["WhiteAntiSynchronMover", "BlancAntiSynchronCoup", "WeisserAntiSynchronZueger"],
    ["Masand", "Masand", "Masand"],
    ["BGL", "BGL", "BGL"],
    ["BlackChecks", "NoirEchecs", "SchwarzSchaecher"],
    ["AnnanChess", "AnnanEchecs", "Annanschach"],
    ["NormalPawn", "PionNormale", "NormalBauern"],
    ["Lortap", "Elliuortap", "Elliuortap"],
    ["VaultingKings", "VaultingKings", "VaultingKings"],
    ["WhiteVaultingKing", "BlancVaultingKing", "WeisserVaultingKing"],
    ["BlackVaultingKing", "NoirVaultingKing", "SchwarzerVaultingKing"],
    ["ProteanChess", "EchecsProtee", "ProteischesSchach"],
    ["GenevaChess", "EchecsGeneve", "GenferSchach"],
    ["ChameleonPursuit", "CameleonPoursuite", "ChamaeleonVerfolgung"],
    ["AntiKoeko", "AntiKoeko", "AntiKoeko"],
    ["CastlingChess", "EchecsRoque", "RochadeSchach"],
    ["LosingChess", "QuiPerdGagne", "Schlagschach"],
    ["Disparate", "Disparate", "Disparate"],
    ["GhostChess", "EchecsGhost", "Geisterschach"],
    ["HauntedChess", "EchecsHantes", "Spukschach"],
    ["ProvocationChess", "EchecsProvacateurs", "ProvokationSchach"],
    ["CageCirce", "CirceCage", "KaefigCirce"],
    ["Dummy", "Dummy", "Dummy"],
    ["Football", "Football", "Fussball"],
    ["ContraParrain", "ContraParrain", "KontraParrain"],
    ["KobulKings", "RoisKobul", "KobulKoenige"],
    ["ExchangeCastling", "EchangeRoque", "PlatzwechselRochade"],
    ["WhiteAlphabeticChess", "BlancEchecsAlphabetiques", "WeissesAlphabetischesSchach"],
    ["BlackAlphabeticChess", "NoirEchecsAlphabetiques", "SchwarzesAlphabetischesSchach"],
    ["CirceTake&Make", "CirceTake&Make", "CirceTake&Make"],
    ["SuperGuards", "Supergardes", "SuperDeckungen"],
    ["Wormholes", "TrousDeVer", "Wurmloecher"],
    ["MarineChess", "EchecsMarins", "MarinesSchach"],
    ["UltramarineChess", "EchecsUltramarins", "UltramarinesSchach"],
    ["BackHome", "Retour", "NachHause"],
    ["FaceToFace", "FaceAFace", "AngesichtZuAngesicht"],
    ["BackToBack", "DosADos", "RueckenAnRuecken"],
    ["CheekToCheek", "JoueAJoue", "WangeAnWange"],
    ["AntiCloneCirce", "AntiCloneCirce", "AntiCloneCirce"],
    ["SnekChess", "EchecsSnek", "SnekSchach"],
    ["SnekCircleChess", "EchecsSnekCirculaires", "SnekZirkulaerSchach"],
    ["LastCapture", "DernierePrise", "LetzterSchlag"],
    ["ArgentinianChess", "EchecsArgentins", "ArgentinischesSchach"],
    ["LostPieces", "PiecesPerdues", "VerloreneSteine"],
    ["PartialParalysis", "ParalysePartielle", "PartielleParalyse"],
    ["VerticalSymmetryCirce", "CirceSymetriqueVerticale", "VertikaleSymmetrieCirce"],
    ["HorizontalSymmetryCirce", "CirceSymetriqueHorizontale", "HorizontaleSymmetrieCirce"],
    ["VerticalSymmetryAntiCirce", "AntiCirceSymetriqueVerticale", "VertikaleAntiSymmetrieCirce"],
    ["HorizontalSymmetryAntiCirce", "AntiCirceSymetriqueHorizontale", "HorizontaleAntiSymmetrieCirce"],
    ["ImmuneVerticalSymmetry", "ImmuneSymetriqueVerticale", "ImmuneVertikaleSymmetrie"],
    ["ImmuneHorizontalSymmetry", "ImmuneSymetriqueHorizontale", "ImmuneHorizontaleSymmetrie"],
    // The names of Popeye 4.104's CondString table that the lines above lack.
    ["LeseMajeste", "LeseMajeste", "LeseMajeste"],
    ["Rokagogo", "Rokagogo", "Rokagogo"],
    ["Breton", "Breton", "Breton"],
    ["Make&TakeChess", "Make&TakeEchecs", "Make&TakeSchach"],
    ["PointReflection", "ReflexionCentrale", "Punktspiegelung"],
    ["NannaChess", "AnnanEchecs", "Nannaschach"],
    ["MasandGeneralised", "MasandGeneralise", "MasandVerallgemeinert"],
    ["Bolero", "Bolero", "Bolero"],
    ["BoleroInverse", "BoleroInverse", "BoleroInvers"],
    ["Influencer", "Influenceur", "Influencer"],
    ["RoleExchange", "EchangeRole", "Rollentausch"],
    ["BlackMaxDister", "NoirMaxDister", "SchwarzerMaxDister"],
    ["BlackMinDister", "NoirMinDister", "SchwarzerMinDister"],
    ["WhiteMaxDister", "BlancMaxDister", "WeisserMaxDister"],
    ["WhiteMinDister", "BlancMinDister", "WeisserMinDister"],
    ["SeriesCapture", "SerieCapture", "SerienSchlag"],
    ["DarkSide", "DarkSide", "DarkSide"],
    ["Leffie", "Leffie", "Leffie"],
    ["Pepo", "Pepo", "Pepo"],
    ["CASTChess", "CASTEchecs", "CASTSchach"],
    ["Bicaptures", "Bicaptures", "Bicaptures"],
    ["FuddledMen", "FuddledMen", "FuddledMen"],
    ["TransmissionMenace", "TransmissionMenace", "TransmissionMenace"],
    ["PowerTransfer", "TransfertPouvoir", "KraftTransfer"],
    ["MultiCaptures", "MultiCaptures", "MultiCaptures"],
    ["AntiGuards", "Antigardes", "AntiDeckungen"],
    ["FrankfurtChess", "Francfort", "FrankfurtSchach"],
    ["Anda", "Anda", "Anda"],
    ["AndaInverse", "AndaInverse", "AndaInvers"],
    ["HalfInChess", "HalfInChess", "HalfInChess"],
    ["AllInChess", "AllInChess", "AllInChess"],
    ["MainlyInChess", "MainlyInChess", "MainlyInChess"],
    ["Immobilio", "Immobilio", "Immobilio"],
    ["PADChess", "PADechecs", "PADSchach"],
    ["DangerCirce", "CirceDanger", "GefahrenCirce"],
    ["#C", "#C", "#C"],
    // Popeye's "extra" conditions.
    ["Maximummer", "Maximum", "Laengstzueger"],
    ["UltraSchachZwang", "UltraSchachZwang", "UltraSchachZwang"],
    // feerie's additions.
    ["CirceParrain", "ParrainCirce", "ParrainCirce"],
    ["NoHurdle", "NoHurdle", "NoHurdle"],
    ["Miroir", "Miroir", "Miroir"],
    ["MiroirAllOrNothing", "MiroirAllOrNothing", "MiroirAllOrNothing"],
    ["MiroirNoCastling", "MiroirNoCastling", "MiroirNoCastling"],
    ["MiroirRookCastling", "MiroirRookCastling", "MiroirRookCastling"],
    ["MiroirNoPromotion", "MiroirNoPromotion", "MiroirNoPromotion"],
    // feerie: Gilman's Four Double Acts (RULES.md §4), unknown to Popeye.
    ["FourDoubleActs", "FourDoubleActs", "FourDoubleActs"],
    ["4DA", "4DA", "4DA"],
];

/// The names Popeye reads variant words after whatever feerie knows of them (English
/// spelling), so that `circe mirror` is refused whole. A name a condition declares with
/// variants ([`crate::conditions::text::Role::Names`]) reads them too: `circe parrain` is the
/// name `circe` with the variant `parrain`, `madrasi rexinclusive` the name `madrasi` with
/// `rexinclusive`. A name with variants no condition declares is refused as unsupported.
pub static POPEYE_VARIANT_NAMES: &[&str] = &["Circe"];

/// Popeye's variant words (those it reads after Circe), in its order: the table abbreviations
/// of variants are looked up in.
#[rustfmt::skip]
pub static POPEYE_VARIANTS: &[Spellings] = &[
    ["RexInclusive", "RexInclusif", "RexInklusive"],
    ["RexExclusive", "RexExclusif", "RexExklusive"],
    ["Mirror", "Malefique", "Spiegel"],
    ["Assassin", "Assassin", "Assassin"],
    ["Diametral", "Diametral", "Diametral"],
    ["VerticalMirror", "MalefiqueVerticale", "VertikalSpiegel"],
    ["Clone", "Clone", "Clone"],
    ["Chameleon", "Chameleon", "Chamaeleon"],
    ["Turncoats", "Turncoats", "Turncoat"],
    ["Couscous", "Couscous", "Couscous"],
    ["LastMove", "CoupDernier", "LetzterZug"],
    ["Equipollents", "Equipollents", "Equipollents"],
    ["Parrain", "Parrain", "Parrain"],
    ["ContraParrain", "ContraParrain", "ContraParrain"],
    ["Cage", "Cage", "Kaefig"],
    ["Rank", "Rangee", "Reihe"],
    ["File", "Colonne", "File"],
    ["Symmetry", "Symetrie", "Symmetrie"],
    ["VerticalSymmetry", "VerticaleSymetrique", "VertikaleSymmetrie"],
    ["HorizontalSymmetry", "HorizontaleSymetrique", "HorizontaleSymmetrie"],
    ["Diagram", "Diagramme", "Diagramm"],
    ["PWC", "Echange", "Platzwechsel"],
    ["Antipodes", "Antipodes", "Antipoden"],
    ["Take&Make", "Take&Make", "Take&Make"],
    ["Super", "Super", "Super"],
    ["April", "Avril", "April"],
    ["Frischauf", "Frischauf", "Frischauf"],
    ["Calvet", "Calvet", "Calvet"],
    ["Cheylan", "Cheylan", "Cheylan"],
    ["Strict", "Stricte", "Strikt"],
    ["Relaxed", "Relache", "Locker"],
    ["Volcanic", "Volcanique", "Vulkan"],
    ["Parachute", "Parachute", "Fallschirm"],
    ["Einstein", "Einstein", "Einstein"],
    ["ReversalEinstein", "ReversEinstein", "ReversesEinstein"],
    ["WaitCapture", "PriseProchaine", "NaechsterSchlag"],
    ["CaptureSquare", "CaseDePrise", "Schlagfeld"],
];

/// The other words Popeye reads after the names of conditions (its variant tables besides
/// [`POPEYE_VARIANTS`]: lettered and numbered types, AntiCirce's, Sentinelles', Grid's, Kobul's,
/// KoeKo's, Vaulting Kings', mummers' strictness, Breton's, CAST's, Take&Make's). The Popeye
/// reader takes them as words of the condition before them, never as condition names.
#[rustfmt::skip]
pub static POPEYE_PARAMETER_WORDS: &[Spellings] = &[
    ["TypeA", "TypeA", "TypA"],
    ["TypeB", "TypeB", "TypB"],
    ["TypeC", "TypeC", "TypC"],
    ["TypeD", "TypeD", "TypD"],
    ["Type1", "Type1", "Typ1"],
    ["Type2", "Type2", "Typ2"],
    ["Type3", "Type3", "Typ3"],
    ["PionPropre", "PionPropre", "PionPropre"],
    ["PionAdvers", "PionAdvers", "PionAdvers"],
    ["PionNeutre", "PionNeutre", "PionNeutre"],
    ["MaximumBlack", "MaximumNoir", "MaximumSchwarz"],
    ["MaximumWhite", "MaximumBlanc", "MaximumWeiss"],
    ["MaximumTotal", "MaximumTotal", "MaximumTotal"],
    ["ParaSentinelles", "ParaSentinelles", "ParaSentinelles"],
    ["Berolina", "Berolina", "Berolina"],
    ["VerticalShift", "VerticalDecalage", "VertikalVerschieben"],
    ["HorizontalShift", "HorizontalDecalage", "HorizontalVerschieben"],
    ["DiagonalShift", "DiagonalDecalage", "DiagonalVerschieben"],
    ["Orthogonal", "Orthogonale", "Orthogonal"],
    ["Irregular", "Irreguliere", "Unregelmaessig"],
    ["GridLine", "LigneGrille", "GitterLinie"],
    ["White", "Blancs", "Weiss"],
    ["Black", "Noirs", "Schwarz"],
    ["Neighbour", "Voisin", "Nachbar"],
    ["Transmuting", "Transmute", "Transmutierende"],
    ["exact", "exact", "exakt"],
    ["ultra", "ultra", "Ultra"],
    ["Adverse", "Adverse", "Advers"],
    ["Chromatic", "Chromatique", "Chromatisch"],
    ["PY", "PY", "PY"],
    ["Inverse", "Invverse", "Invers"],
    ["Absolute", "Absolu", "Absolut"],
];

/// Popeye's checks of the words of a condition feerie keeps but does not play (its English
/// name as in [`POPEYE_CONDITIONS`], the words after it): the fault Popeye reports, if any.
pub fn popeye_kept_fault(name: &str, words: &[String]) -> Option<String> {
    let dister = [
        "WhiteMinDister",
        "BlackMinDister",
        "WhiteMaxDister",
        "BlackMaxDister",
    ];
    if dister.iter().any(|d| d.eq_ignore_ascii_case(name)) {
        let squares = words.first().and_then(|w| super::text::parse_squares(w));
        return match squares {
            None => Some(format!(
                "{name} needs its two reference squares (e.g. '{name} e5b8')"
            )),
            Some(s) if s.len() != 2 || s[0] == s[1] => Some(format!(
                "{name}: exactly 2 dister reference squares have to be indicated, found '{}'",
                words[0]
            )),
            Some(_) => None,
        };
    }
    None
}

/// Popeye's checks of the conditions a problem states that feerie keeps (English names): the
/// name of the condition Popeye refuses and why, if it refuses one.
pub fn popeye_kept_combination(names: &[&str]) -> Option<(usize, String)> {
    let has = |n: &str| names.iter().position(|x| x.eq_ignore_ascii_case(n));
    if let Some(max) = has("Maximummer") {
        for side in ["WhiteMaximummer", "BlackMaximummer"] {
            if let Some(other) = has(side) {
                return Some((
                    max.max(other),
                    format!("nonsense combination: Maximummer with {side}"),
                ));
            }
        }
    }
    None
}

/// Popeye's check of a condition stated without a side (`Maximummer`, `UltraSchachZwang`)
/// against a structured stipulation (`sstipulation`, its text): Popeye restricts the side
/// the stipulation's play restricts, and a stipulation of alternatives (`|`) leaves it no
/// single side. The index (in `names`) of the condition refused, and why.
pub fn popeye_kept_side_fault(names: &[&str], structured: Option<&str>) -> Option<(usize, String)> {
    let text = structured?;
    if !text.contains('|') {
        return None;
    }
    names
        .iter()
        .position(|n| {
            ["Maximummer", "UltraSchachZwang"]
                .iter()
                .any(|c| c.eq_ignore_ascii_case(n))
        })
        .map(|i| {
            (
                i,
                format!(
                    "Can't decide whether condition applies to White or Black ({} with the \
                     alternatives of '{text}')",
                    names[i]
                ),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_uncoloured_maximummer_needs_one_restricted_side() {
        let alternatives = Some("white 3a[#]d | 4hh[#]");
        let (i, why) = popeye_kept_side_fault(&["Hole", "maximummer"], alternatives).unwrap();
        assert_eq!(i, 1);
        assert!(why.starts_with("Can't decide whether condition applies to White or Black"));
        assert_eq!(
            popeye_kept_side_fault(&["Maximummer"], Some("white 3a[#]d")),
            None
        );
        assert_eq!(popeye_kept_side_fault(&["Maximummer"], None), None);
        assert_eq!(popeye_kept_side_fault(&["Hole"], alternatives), None);
    }

    #[test]
    fn dynamo_combines_with_no_other_condition() {
        let dynamo = Condition::new(dynamo::DynamoOptions::default());
        let imitator = Condition::new(imitator::ImitatorOptions::default());
        let parrain = Condition::new(parrain::ParrainOptions::default());
        assert_eq!(refusal(std::slice::from_ref(&dynamo)), None);
        assert_eq!(refusal(&[imitator.clone(), parrain]), None);
        let r = refusal(&[imitator, dynamo]).expect("refused");
        assert_eq!(
            r,
            Refusal {
                condition: "dynamo",
                other: "imitator"
            }
        );
        assert_eq!(
            r.to_string(),
            "'dynamo' cannot be combined with other conditions"
        );
    }

    #[test]
    fn names_and_places_in_lists_are_distinct() {
        for (i, a) in REGISTRY.iter().enumerate() {
            for b in &REGISTRY[i + 1..] {
                assert_ne!(a.name, b.name);
                assert_ne!(a.listed, b.listed, "{} and {}", a.name, b.name);
            }
        }
    }
}
