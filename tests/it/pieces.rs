//! The fairy pieces of Popeye's table against Popeye's own move lists
//! (tests/data/pieces/piece-<code>-moves.jsonl, copied from the oracle set: 40 positions per
//! piece, one to three men of it with both kings and a few orthodox men), notation included,
//! each move's text read back as the same move.

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
    leaper_1_5_moves_equal_popeyes: "15",
    leaper_1_6_moves_equal_popeyes: "16",
    leaper_2_4_moves_equal_popeyes: "24",
    leaper_2_5_moves_equal_popeyes: "25",
    leaper_3_5_moves_equal_popeyes: "35",
    leaper_3_6_moves_equal_popeyes: "36",
    leaper_3_7_moves_equal_popeyes: "37",
    root_fifty_leaper_moves_equal_popeyes: "rf",
    root_twenty_five_leaper_moves_equal_popeyes: "bu",
    antelope_moves_equal_popeyes: "an",
    bison_moves_equal_popeyes: "bi",
    okapi_moves_equal_popeyes: "ok",
    gnu_moves_equal_popeyes: "gn",
    squirrel_moves_equal_popeyes: "sq",
    zebu_moves_equal_popeyes: "ze",
    wazirrider_moves_equal_popeyes: "wr",
    fersrider_moves_equal_popeyes: "fr",
    camelrider_moves_equal_popeyes: "cr",
    zebrarider_moves_equal_popeyes: "zr",
    gnurider_moves_equal_popeyes: "gr",
    waran_moves_equal_popeyes: "wa",
    elephant_moves_equal_popeyes: "et",
    rookhopper_moves_equal_popeyes: "rh",
    bishophopper_moves_equal_popeyes: "bh",
    nightrider_hopper_moves_equal_popeyes: "nh",
    camelrider_hopper_moves_equal_popeyes: "ch",
    zebrarider_hopper_moves_equal_popeyes: "zh",
    gnurider_hopper_moves_equal_popeyes: "gh",
    gral_moves_equal_popeyes: "gl",
    scorpion_moves_equal_popeyes: "so",
    nao_moves_equal_popeyes: "na",
    lion_moves_equal_popeyes: "li",
}
