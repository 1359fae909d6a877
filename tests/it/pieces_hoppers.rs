//! The hoppers, lions and angle hoppers of Popeye's table (rules::pieces::hoppers) against
//! Popeye's own move lists (tests/data/pieces/piece-<code>-moves.jsonl, copied from the
//! oracle set: 40 positions per piece), notation included, each move's text read back as the
//! same move. Checks come from the same walks, so the lists' check marks test them too.

use crate::common::oracle::check_move_records;

macro_rules! oracle {
    ($($name:ident: $code:literal,)*) => {
        $(
            #[test]
            fn $name() {
                check_move_records(
                    include_str!(concat!("../data/pieces/piece-", $code, "-moves.jsonl")),
                    40,
                    true,
                );
            }
        )*
    };
}

oracle! {
    double_grasshopper_moves_equal_popeyes: "dg",
    marguerite_moves_equal_popeyes: "mg",
    moose_moves_equal_popeyes: "m",
    sparrow_moves_equal_popeyes: "sw",
    eagle_moves_equal_popeyes: "ea",
    rook_moose_moves_equal_popeyes: "rm",
    rook_eagle_moves_equal_popeyes: "re",
    rook_sparrow_moves_equal_popeyes: "rw",
    bishop_moose_moves_equal_popeyes: "bm",
    bishop_eagle_moves_equal_popeyes: "be",
    bishop_sparrow_moves_equal_popeyes: "bw",
    contragrasshopper_moves_equal_popeyes: "cg",
    kangaroo_lion_moves_equal_popeyes: "kl",
    kangaroo_moves_equal_popeyes: "ka",
    grasshopper_2_moves_equal_popeyes: "g2",
    grasshopper_3_moves_equal_popeyes: "g3",
    kinghopper_moves_equal_popeyes: "kh",
    knighthopper_moves_equal_popeyes: "kp",
    equihopper_moves_equal_popeyes: "eq",
    orix_moves_equal_popeyes: "or",
    nonstop_orix_moves_equal_popeyes: "no",
    double_rookhopper_moves_equal_popeyes: "dk",
    double_bishopper_moves_equal_popeyes: "db",
    rook_lion_moves_equal_popeyes: "rl",
    bishop_lion_moves_equal_popeyes: "bl",
    nightrider_lion_moves_equal_popeyes: "nl",
    mao_hopper_moves_equal_popeyes: "ah",
    moa_hopper_moves_equal_popeyes: "oh",
    greater_leafhopper_moves_equal_popeyes: "gf",
    greater_treehopper_moves_equal_popeyes: "ge",
    leafhopper_moves_equal_popeyes: "lh",
    treehopper_moves_equal_popeyes: "th",
    equi_english_moves_equal_popeyes: "qe",
    equi_french_moves_equal_popeyes: "qf",
    maorider_lion_moves_equal_popeyes: "ml",
    moarider_lion_moves_equal_popeyes: "mm",
    kao_moves_equal_popeyes: "ko",
    skylla_moves_equal_popeyes: "sk",
    charybdis_moves_equal_popeyes: "cy",
    hamster_moves_equal_popeyes: "ha",
    contrahamster_moves_equal_popeyes: "hc",
    // Not in the shared oracle set: made by tests/data/generate-piece-moves.py (seed 20261120).
    eagle_equihopper_moves_equal_popeyes: "ee",
    eagle_nonstop_equihopper_moves_equal_popeyes: "en",
    scarabeus_moves_equal_popeyes: "sc",
}

/// Popeye's corpus problems with the eagle equihoppers and the scarabeus
/// (tests/data/pieces-corpus, Popeye 4.104's outputs beside the list): feerie's text output
/// holds the same solution lines.
#[test]
fn popeyes_angle_equihopper_problems_are_solved_as_popeye_solves_them() {
    crate::common::oracle::check_corpus_list("pieces-corpus", 4);
}
