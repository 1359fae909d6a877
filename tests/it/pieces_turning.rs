//! The turning riders (the rose family, spiral springers, scouts, …) against Popeye's own
//! move lists (tests/data/pieces/piece-<code>-moves.jsonl, copied from the oracle set: 40
//! positions per piece), notation included, each move's text read back as the same move.

use crate::common::oracle::check_move_records;

macro_rules! oracle {
    ($($name:ident: $code:literal $(($records:literal))?,)*) => {
        $(
            #[test]
            fn $name() {
                check_move_records(
                    include_str!(concat!("../data/pieces/piece-", $code, "-moves.jsonl")),
                    [40 $(, $records)?][[40 $(, $records)?].len() - 1],
                    true,
                );
            }
        )*
    };
}

oracle! {
    rose_moves_equal_popeyes: "ro",
    diagonal_spiralspringer_moves_equal_popeyes: "ds",
    rose_lion_moves_equal_popeyes: "rn",
    rose_hopper_moves_equal_popeyes: "rp",
    rose_locust_moves_equal_popeyes: "ls",
    spiralspringer_1_1_moves_equal_popeyes: "s1",
    spiralspringer_2_0_moves_equal_popeyes: "s2",
    spiralspringer_3_3_moves_equal_popeyes: "s3",
    spiralspringer_4_0_moves_equal_popeyes: "s4",
    spiralspringer_moves_equal_popeyes: "ss",
    quintessence_moves_equal_popeyes: "qn",
    rao_moves_equal_popeyes: "ra",
    boyscout_moves_equal_popeyes: "bt",
    girlscout_moves_equal_popeyes: "gt",
    archbishop_moves_equal_popeyes: "ar",
    reflecting_bishop_moves_equal_popeyes: "rb",
    cardinal_moves_equal_popeyes: "c",
    bouncy_knight_moves_equal_popeyes: "bk",
    bouncy_nightrider_moves_equal_popeyes: "bn",
    bouncer_moves_equal_popeyes: "b1",
    rook_bouncer_moves_equal_popeyes: "b2",
    bishop_bouncer_moves_equal_popeyes: "b3",
    radial_knight_moves_equal_popeyes: "rk",
    // Popeye's oracle set holds two UbiUbi positions.
    ubiubi_moves_equal_popeyes: "uu" (2),
    rabbit_moves_equal_popeyes: "rt",
    maorider_moves_equal_popeyes: "ao",
    moarider_moves_equal_popeyes: "oa",
    cat_moves_equal_popeyes: "ct",
    dolphin_moves_equal_popeyes: "do",
}
