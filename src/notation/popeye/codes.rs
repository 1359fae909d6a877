//! Popeye's piece table (its `PieNamString`, Popeye 4.104): every piece code in English, French
//! and German. A code of a kind the rules core plays reads as that kind; any other is kept by
//! its English code ([`KeptKind::Code`]). A hunter is written as two codes with a `/` between
//! (`g/n`: moves as a grasshopper forward, as a nightrider backward).

use crate::rules::kept::KeptKind;
use crate::rules::piece::{Language, PieceKind};

use super::tables::LANGUAGES;

/// Popeye's piece codes (lower case) in English, French and German, with the piece's name.
#[rustfmt::skip]
pub(super) const PIECE_CODES: &[([&str; 3], &str)] = &[
    (["k", "r", "k"], "king"),
    (["p", "p", "b"], "pawn"),
    (["q", "d", "d"], "queen"),
    (["s", "c", "s"], "knight"),
    (["r", "t", "t"], "rook"),
    (["b", "f", "l"], "bishop"),
    (["le", "le", "le"], "leo"),
    (["ma", "ma", "ma"], "mao"),
    (["pa", "pa", "pa"], "pao"),
    (["va", "va", "va"], "vao"),
    (["ro", "ro", "ro"], "rose"),
    (["g", "s", "g"], "grashopper"),
    (["n", "n", "n"], "nightrider"),
    (["z", "z", "z"], "zebra"),
    (["ca", "ch", "ca"], "camel"),
    (["gi", "gi", "gi"], "giraffe"),
    (["rf", "cc", "wf"], "root-50-leaper"),
    (["bu", "bu", "bu"], "root-25-leaper"),
    (["we", "vi", "we"], "wazir"),
    (["al", "al", "al"], "alfil"),
    (["fe", "fe", "fe"], "fers"),
    (["da", "da", "da"], "dabbaba"),
    (["li", "li", "li"], "lion"),
    (["ne", "eq", "ne"], "nonstop equihopper"),
    (["l", "l", "h"], "locust"),
    (["bp", "pb", "bb"], "berolina pawn"),
    (["am", "am", "am"], "amazon"),
    (["em", "im", "kn"], "empress"),
    (["pr", "pr", "pr"], "princess"),
    (["gn", "g", "gn"], "gnu"),
    (["an", "an", "an"], "antelope"),
    (["sq", "ec", "ei"], "squirrel"),
    (["wa", "v", "wa"], "waran"),
    (["dr", "dr", "dr"], "dragon"),
    (["ka", "ka", "ka"], "kangaroo"),
    (["ss", "cs", "ss"], "Spiralspringer"),
    (["uu", "uu", "uu"], "UbiUbi"),
    (["ha", "ha", "ha"], "hamster"),
    (["m", "e", "el"], "moose"),
    (["ea", "ai", "ad"], "eagle"),
    (["sw", "m", "sp"], "sparrow"),
    (["ar", "ar", "er"], "archbishop"),
    (["rb", "fr", "rl"], "reflecting bishop"),
    (["c", "ca", "kl"], "cardinal"),
    (["nh", "sn", "nh"], "nightrider-hopper"),
    (["du", "pi", "du"], "dummy"),
    (["cr", "cn", "cr"], "camelrider"),
    (["zr", "zn", "zr"], "zebrarider"),
    (["gr", "gn", "gr"], "gnurider"),
    (["ch", "sc", "ch"], "camelrider hopper"),
    (["zh", "sz", "zh"], "zebrarider hopper"),
    (["gh", "sg", "gh"], "gnurider hopper"),
    (["ds", "cd", "ds"], "DiagonalSpiralSpringer"),
    (["bk", "cr", "rs"], "bouncy knight"),
    (["eq", "ea", "eq"], "equihoppper"),
    (["ct", "ct", "ct"], "CAT"),
    (["bs", "bs", "bs"], "berolina superpawn"),
    (["sp", "sp", "sb"], "superpawn"),
    (["rl", "tl", "tl"], "rook-lion"),
    (["bl", "fl", "ll"], "bishop-lion"),
    (["si", "si", "si"], "sirene"),
    (["tr", "tr", "tr"], "triton"),
    (["nd", "ne", "nd"], "nereide"),
    (["o", "o", "o"], "orphan"),
    (["eh", "eh", "rd"], "edgehog"),
    (["mo", "mo", "mo"], "moa"),
    (["rr", "tc", "tj"], "rook/bishop-hunter"),
    (["br", "fc", "lj"], "bishop/rook-hunter"),
    (["ao", "ao", "ao"], "maorider"),
    (["oa", "oa", "oa"], "moarider"),
    (["rh", "st", "th"], "rookhopper"),
    (["bh", "sf", "lh"], "bishophopper"),
    (["ek", "re", "ek"], "erlking"),
    (["bt", "bt", "pf"], "boyscout"),
    (["gt", "gt", "pn"], "girlscout"),
    (["sk", "sk", "sk"], "Skylla"),
    (["cy", "cy", "cy"], "Charybdis"),
    (["cg", "sa", "kg"], "contra grashopper"),
    (["rn", "rl", "rn"], "RoseLion"),
    (["rp", "rs", "rh"], "RoseHopper"),
    (["ok", "ok", "ok"], "Okapi"),
    (["37", "37", "37"], "3"),
    (["g2", "s2", "g2"], "grasshopper-2"),
    (["g3", "s3", "g3"], "grasshopper-3"),
    (["16", "16", "16"], "1"),
    (["24", "24", "24"], "2"),
    (["35", "35", "35"], "3"),
    (["dg", "ds", "dg"], "Double Grasshopper"),
    (["kh", "sr", "kh"], "Kinghopper"),
    (["or", "or", "or"], "Orix"),
    (["15", "15", "15"], "1"),
    (["25", "25", "25"], "2"),
    (["gl", "gl", "gl"], "Gral"),
    (["lr", "lt", "ht"], "rook locust"),
    (["lb", "lf", "hl"], "bishop locust"),
    (["ln", "ln", "hn"], "nightrider locust"),
    (["wr", "vs", "wr"], "wazirrider"),
    (["fr", "fs", "fr"], "fersrider"),
    (["bi", "bi", "bi"], "bison"),
    (["et", "el", "et"], "elephant"),
    (["na", "na", "na"], "Nao"),
    (["rm", "et", "tc"], "rook moose"),
    (["re", "at", "ta"], "rook eagle"),
    (["rw", "mt", "ts"], "rook sparrow"),
    (["bm", "ef", "lc"], "bishop moose"),
    (["be", "af", "la"], "bishop eagle"),
    (["bw", "mf", "ls"], "bishop sparrow"),
    (["ra", "ra", "ra"], "rao"),
    (["so", "so", "so"], "scorpion"),
    (["mg", "mg", "mg"], "marguerite"),
    (["36", "36", "36"], "3"),
    (["nl", "nl", "nl"], "nightriderlion"),
    (["ml", "ml", "ml"], "maoriderlion"),
    (["mm", "mm", "mm"], "moariderlion"),
    (["f", "a", "f"], "friend"),
    (["do", "dn", "de"], "dolphin"),
    (["rt", "la", "he"], "rabbit"),
    (["bo", "bo", "bo"], "bob"),
    (["qe", "qa", "qe"], "equi english"),
    (["qf", "qf", "qf"], "equi french"),
    (["qq", "qq", "od"], "querquisite"),
    (["b1", "b1", "b1"], "bouncer"),
    (["b2", "b2", "b2"], "tour-bouncer"),
    (["b3", "b3", "b3"], "fou-bouncer"),
    (["cp", "pc", "cb"], "chinese pawn"),
    (["rk", "cl", "rp"], "radial knight"),
    (["pp", "pv", "rb"], "protean pawn"),
    (["ls", "lr", "lr"], "Rose Locust"),
    (["ze", "ze", "ze"], "zebu"),
    (["bn", "nr", "nr"], "Bouncy Nightrider"),
    (["s2", "n2", "s2"], "spiralspringer"),
    (["s4", "n4", "s4"], "spiralspringer"),
    (["s1", "n1", "s1"], "diagonalspiralspringer"),
    (["s3", "n3", "s3"], "diagonalspiralspringer"),
    (["qn", "qn", "qn"], "quintessence"),
    (["dk", "dt", "dt"], "double rookhopper"),
    (["db", "df", "dl"], "double bishopper"),
    (["no", "no", "no"], "orix"),
    (["th", "sb", "uh"], "treehopper"),
    (["lh", "se", "bh"], "leafhopper"),
    (["ge", "sm", "gu"], "greater treehopper"),
    (["gf", "su", "gb"], "greater leafhopper"),
    (["kl", "kl", "lk"], "kangarou lion"),
    (["ko", "ko", "ko"], "kao"),
    (["kp", "sv", "sh"], "knighthopper"),
    (["sh", "ba", "sc"], "ship"),
    (["gy", "gy", "gy"], "gryphon"),
    (["ms", "cm", "ms"], "marine knight"),
    (["po", "po", "po"], "poseidon"),
    (["mp", "pm", "mb"], "marine pawn"),
    (["mh", "bm", "mc"], "marine ship"),
    (["st", "ep", "st"], "sting"),
    (["se", "dg", "se"], "Senora"),
    (["fa", "fa", "fa"], "Faro"),
    (["lo", "lo", "lo"], "Loco"),
    (["sa", "sl", "sa"], "Saltador"),
    (["ah", "as", "ah"], "MaoHopper"),
    (["oh", "os", "oh"], "MoaSauteur"),
    (["hc", "hc", "hk"], "ContraHamster"),
    (["ee", "ae", "ae"], "EagleEquihopper"),
    (["en", "aq", "aq"], "EagleNonstopEquihopper"),
    (["sc", "ss", "sr"], "Scarabeus"),
];

/// The kind Popeye's code `code` names in language `lang` (case-insensitive): a kind of the
/// rules core, or a kept code. Hunters (`r/b`) are read part by part.
pub(super) fn walk_from_code(code: &str, lang: usize) -> Option<KeptKind> {
    if let Some((away, home)) = code.split_once('/') {
        let away = english_code(away, lang)?;
        let home = english_code(home, lang)?;
        let english = format!("{away}/{home}");
        // The hunters the core plays are kinds of their own (`s/b`); the others are kept.
        return Some(match PieceKind::from_code(&english, Language::English) {
            Some(kind) => KeptKind::Known(kind),
            None => KeptKind::Code(english),
        });
    }
    if code.is_empty() || code.len() > 2 {
        return None;
    }
    // Popeye's table first; then the core's own kinds, which include feerie's (the Four
    // Double Acts pieces), which Popeye lacks.
    let Some(english) = english_code(code, lang) else {
        return PieceKind::from_code(code, LANGUAGES[lang]).map(KeptKind::Known);
    };
    Some(match PieceKind::from_code(english, Language::English) {
        Some(kind) => KeptKind::Known(kind),
        None => KeptKind::Code(english.to_string()),
    })
}

/// The English code of Popeye's code `code` in language `lang`.
fn english_code(code: &str, lang: usize) -> Option<&'static str> {
    PIECE_CODES
        .iter()
        .find(|(codes, _)| codes[lang].eq_ignore_ascii_case(code))
        .map(|(codes, _)| codes[0])
}

/// The code of `kind` in language `lang`, lower case.
pub(super) fn code_of(kind: &KeptKind, lang: usize) -> String {
    match kind {
        KeptKind::Known(k) => k.code(LANGUAGES[lang]).to_string(),
        KeptKind::Code(code) => code
            .split('/')
            .map(|part| {
                PIECE_CODES
                    .iter()
                    .find(|(codes, _)| codes[0] == part)
                    .map_or(part, |(codes, _)| codes[lang])
            })
            .collect::<Vec<_>>()
            .join("/"),
    }
}

/// The English codes of the pieces a hurdle-colour-changing, Bul or Dob piece may be: Popeye
/// allows these attributes on simple hoppers, Chinese riders, lions and the contra-grasshopper.
pub(super) const HURDLE_PIECES: &[&str] = &[
    "g", "nh", "ch", "zh", "gh", "rh", "bh", "eq", "ne", "g2", "g3", "kh", "or", "no", "m", "rm",
    "bm", "ea", "re", "be", "sw", "rw", "bw", "kp", "qe", "qf", "le", "pa", "va", "na", "li", "rl",
    "bl", "nl", "cg",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cores_kinds_have_popeyes_codes() {
        for &kind in PieceKind::ALL {
            if kind.is_imitating() {
                continue;
            }
            // A hunter's code is two codes of the table, read part by part.
            if kind.code(Language::English).contains('/') {
                for (lang, language) in LANGUAGES.iter().enumerate() {
                    let code = kind.code(*language);
                    assert_eq!(walk_from_code(code, lang), Some(KeptKind::Known(kind)));
                    assert_eq!(code_of(&KeptKind::Known(kind), lang), code);
                }
                continue;
            }
            let row = PIECE_CODES
                .iter()
                .find(|(codes, _)| codes[0] == kind.code(Language::English))
                .unwrap_or_else(|| panic!("{} is not in Popeye's table", kind.name()));
            for (lang, language) in LANGUAGES.iter().enumerate() {
                assert_eq!(row.0[lang], kind.code(*language), "{}", kind.name());
            }
        }
    }

    #[test]
    fn every_code_of_popeyes_table_reads_as_its_piece_and_writes_back() {
        for (codes, name) in PIECE_CODES {
            for lang in 0..3 {
                let kind = walk_from_code(codes[lang], lang)
                    .unwrap_or_else(|| panic!("{name}: '{}' unread", codes[lang]));
                match &kind {
                    KeptKind::Known(k) => assert_eq!(k.code(Language::English), codes[0]),
                    KeptKind::Code(c) => assert_eq!(c, codes[0]),
                }
                assert_eq!(code_of(&kind, lang), codes[lang], "{name}");
                let upper = codes[lang].to_ascii_uppercase();
                assert_eq!(walk_from_code(&upper, lang), Some(kind), "{name}");
            }
        }
    }

    #[test]
    fn codes_read_in_every_language() {
        assert_eq!(
            walk_from_code("sc", 0),
            Some(KeptKind::Known(PieceKind::Scarabeus))
        );
        assert_eq!(
            walk_from_code("C", 1),
            Some(KeptKind::Known(PieceKind::Knight))
        );
        assert_eq!(
            walk_from_code("cc", 1),
            Some(KeptKind::Known(PieceKind::RootFiftyLeaper))
        );
        assert_eq!(
            walk_from_code("37", 0),
            Some(KeptKind::Known(PieceKind::Leaper37))
        );
        // Popeye's codes before feerie's own: French `cn` is the camelrider.
        assert_eq!(
            walk_from_code("cn", 1),
            Some(KeptKind::Known(PieceKind::Camelrider))
        );
        assert_eq!(
            walk_from_code("ss", 1),
            Some(KeptKind::Known(PieceKind::Scarabeus))
        );
        assert_eq!(
            walk_from_code("sq", 0),
            Some(KeptKind::Known(PieceKind::Squirrel))
        );
        assert_eq!(
            walk_from_code("t/f", 1),
            Some(KeptKind::Known(PieceKind::RookBishopHunter))
        );
        assert_eq!(walk_from_code("s/n", 1), Some(KeptKind::Code("g/n".into())));
        assert_eq!(code_of(&KeptKind::Code("g/n".into()), 1), "s/n");
        assert_eq!(code_of(&KeptKind::Known(PieceKind::Squirrel), 1), "ec");
        assert_eq!(code_of(&KeptKind::Code("ka".into()), 1), "ka");
        assert_eq!(walk_from_code("xy", 0), None);
        assert_eq!(walk_from_code("", 0), None);
    }
}
