//! PromOnly, as Popeye 4.104 defines it (`condition PromOnly` with a list of walks, French
//! `PromSeul`, German `UWnur`): pawns promote only to the walks listed, fairy walks the
//! diagram lacks included (`PromOnly DU`: `c7-c8=DU`). Popeye writes the list in the order of
//! its walk table (`PromOnly Q S R B DU` for `Q R S B DU`).

mod options;
mod rules;
mod session;
mod text;
mod view;

pub use options::*;
pub use session::Session;
pub use text::Text;
pub use view::View;

use crate::rules::piece::{Language, PieceKind};
use crate::rules::position::Position;

impl crate::rules::condition::Options for PromOnlyOptions {
    const NAME: &'static str = "promonly";

    fn rules(&self, _diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self)
    }

    fn twin_lines(&self, _pos: &Position) -> Vec<String> {
        let mut line = String::from("PromOnly");
        for k in in_popeye_order(self) {
            line.push(' ');
            line.push_str(k.letters_in(Language::English));
        }
        vec![line]
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

/// The kinds listed, in Popeye's order (a kind its table lacks last).
fn in_popeye_order(o: &PromOnlyOptions) -> Vec<PieceKind> {
    let rank = |k: &PieceKind| {
        let code = k.code(Language::English);
        POPEYE_ORDER
            .iter()
            .position(|c| c.eq_ignore_ascii_case(code))
            .unwrap_or(usize::MAX)
    };
    let mut kinds: Vec<PieceKind> = o.kinds.iter().collect();
    kinds.sort_by_key(rank);
    kinds
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conditions::test_support::{moves, problem};
    use crate::rules::condition::Options;

    #[test]
    fn pawns_promote_only_to_the_walks_listed_fairy_ones_too() {
        let (pos, rs) = problem("white ka1 pc7 black kh1", "promonly s du");
        let list = moves(&pos, &rs);
        for m in ["c7-c8=S", "c7-c8=DU"] {
            assert!(list.contains(&m.to_string()), "{m}: {list:?}");
        }
        assert!(!list.iter().any(|m| m.starts_with("c7-c8=Q")), "{list:?}");
    }

    #[test]
    fn the_list_is_written_in_popeyes_order() {
        let kinds = [
            PieceKind::Queen,
            PieceKind::Rook,
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Dummy,
        ]
        .into_iter()
        .fold(crate::rules::ruleset::KindSet::NONE, |s, k| s.with(k));
        let pos = Position::empty(crate::rules::square::BoardSize::STANDARD);
        assert_eq!(
            PromOnlyOptions { kinds }.twin_lines(&pos),
            vec!["PromOnly Q S R B DU".to_string()]
        );
    }
}
