use crate::notation::move_text::move_text_marked;
use crate::notation::popeye::parse_popeye;
use crate::rules::movegen::legal_moves;
use crate::rules::piece::Side;
use crate::rules::ruleset::Ruleset;
use crate::rules::square::Square;

fn moves(text: &str) -> Vec<String> {
    let p = parse_popeye(text).unwrap().remove(0);
    let rs = Ruleset::new(&p.position, &p.conditions);
    let mut list: Vec<String> = legal_moves(&p.position, &rs)
        .iter()
        .map(|m| move_text_marked(&p.position, m, &rs))
        .collect();
    list.sort();
    list
}

#[test]
fn two_kings_are_not_royal_and_one_left_is() {
    let text = "begin\npieces white ke1h1 rd4 black kh3 pf3h2\nstipulation ~1\ncondition royaldynasty\nend\n";
    let p = parse_popeye(text).unwrap().remove(0);
    assert_eq!(p.position.king(Side::White), None);
    assert_eq!(p.position.king(Side::Black), Square::parse("h3"));
    assert!(p.kept.pieces.is_empty(), "{:?}", p.kept.pieces);
    let list = moves(text);
    // A king that is not royal may stand attacked.
    assert!(list.contains(&"Kh1-g2 +".to_string()), "{list:?}");
}
