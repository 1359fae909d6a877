use crate::conditions::test_support::{moves, problem};

#[test]
fn pieces_move_on_their_board_and_pass_to_the_other() {
    let (pos, rs) = problem(
        "white kd1 bh4 white aliceb pf4 black pg3 black aliceb pg5",
        "AliceChess",
    );
    let list = moves(&pos, &rs);
    for m in ["f4-f5A", "f4*g5A", "Kd1-e2B", "Bh4*g3B", "Bh4-d8B"] {
        assert!(list.contains(&m.to_string()), "{m}: {list:?}");
    }
    // The bishop's line runs through g5 (board B) to d8; f4-f5 needs f5 free on A.
    assert!(!list.iter().any(|m| m.starts_with("Bh4*g5")), "{list:?}");
}
