use crate::notation::move_text::move_text_marked;
use crate::notation::popeye::parse_popeye;
use crate::rules::movegen::legal_moves;
use crate::rules::ruleset::Ruleset;

/// Popeye 4.104 (its TESTS wurmloch #1): the castling king is transferred, its rook is not.
#[test]
fn the_castling_king_is_transferred() {
    let p = parse_popeye(
        "begin\npieces white ke1 rh1\ncondition wormholes d4f1g1h5\nstipulation ~1\nend\n",
    )
    .unwrap()
    .remove(0);
    let rs = Ruleset::new(&p.position, &p.conditions);
    let list: Vec<String> = legal_moves(&p.position, &rs)
        .iter()
        .map(|m| move_text_marked(&p.position, m, &rs))
        .collect();
    // (Each move stalemates Black, which has no men: ` =`.)
    assert!(list.contains(&"0-0[wKg1->d4] =".to_string()), "{list:?}");
    assert!(list.contains(&"0-0[wKg1->h5] =".to_string()), "{list:?}");
    // (f1 is no wormhole to go to: the rook stands there once castled.)
    assert!(
        !list.iter().any(|m| m.starts_with("0-0[wKg1->f1]")),
        "{list:?}"
    );
}
