//! The turning riders (the rose family, spiral springers, scouts, …) against Popeye's own
//! move lists (tests/data/pieces/piece-<code>-moves.jsonl, copied from the oracle set: 40
//! positions per piece), notation included, each move's text read back as the same move.

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
}
