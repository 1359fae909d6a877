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

use crate::rules::piece::{popeye_rank, Language, PieceKind};
use crate::rules::position::Position;

impl crate::rules::condition::Options for PromOnlyOptions {
    const NAME: &'static str = "promonly";

    fn rules(&self, _diagram: &Position) -> std::sync::Arc<dyn crate::rules::condition::Rules> {
        rules::compile(self)
    }

    /// Bul and Dob pieces: their move lists under the condition equal Popeye's (issue 22;
    /// tests/data/buldob-conditions).
    fn plays_bul_dob(&self) -> bool {
        true
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

/// The kinds listed, in Popeye's order (a kind its table lacks last).
fn in_popeye_order(o: &PromOnlyOptions) -> Vec<PieceKind> {
    let mut kinds: Vec<PieceKind> = o.kinds.iter().collect();
    kinds.sort_by_key(|&k| popeye_rank(k));
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
