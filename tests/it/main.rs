//! The integration tests, in one test binary (linking one binary per file cost most of a
//! clean `cargo test` build). Each module is one former `tests/*.rs` file; `common` holds the
//! helpers they share. All tests run as threads of one process: anything global to the
//! process (panic hook, environment, current directory) must not be changed by one test
//! behind another's back (see `common::with_panic_hook`).

mod common;

mod attacks;
mod board_sizes;
mod circe;
mod circe_family;
mod cli;
mod conversions;
mod definitions;
mod dynamo;
mod encodings;
mod everyday_conditions;
mod export;
mod fairy_pieces;
mod fda;
mod fda_formats;
mod fen;
mod fuzz;
mod goal_is_end;
mod goals;
mod goals_more;
mod guided;
mod imitator;
mod language;
mod lese_majeste;
mod madrasi;
mod memory;
mod miroir;
mod miroir_legality;
mod move_filters;
mod notation_roundtrip;
mod oracle_moves;
mod oracle_solutions;
mod parallel;
mod parrain;
mod perft;
mod piece_attributes;
mod piece_table;
mod pieces;
mod pieces_hoppers;
mod pieces_locusts;
mod pieces_observers;
mod pieces_others;
mod pieces_turning;
mod popeye_corpus;
mod popeye_input;
mod post_key_play;
mod published;
mod reliability_cli;
mod restrictions;
mod samples;
mod session;
mod solver_cases;
mod threat_option;
mod transformations;
mod tries;
mod tui_board_views;
mod tui_contrast;
mod tui_e2e;
mod tui_fda;
mod tui_files;
mod tui_fuzz;
mod tui_panic;
mod tui_poor_terminal;
mod tui_readable;
mod tui_snapshots;
mod tui_state;
mod tui_worker;
mod twins;
mod volage_conditions;
mod worker;
