//! The `:` command line: each command's words, what it does, and its line in the help.

use std::path::PathBuf;
use std::time::Duration;

use super::app::{App, Choices, Entry, HelpPage, Mode, Picker};
use super::caps::Caps;
use super::files;
use super::glyphs::GlyphSet;
use super::theme::{Colours, Theme};
use super::update::{edit, open_editor, play, restart_solver, set_field, Effect};
use super::{action::Field, compose};
use crate::conditions::registry;
use crate::conditions::view::CommandHelp;
use crate::notation::move_text::parse_move;
use crate::rules::problem::{MirrorAxis, Problem, TwinCommand};
use crate::rules::{BoardSize, Language, Position, Side, Square};
use crate::session::export::{export_losses, export_to_file, xfen, ExportFormat, Exported};
use crate::session::Session;
use crate::solver::{render, DEFAULT_HASH_MB, MAX_HASH_MB};

/// The commands as help lists them (with the conditions' in [`commands`]): up to `:stip`.
const COMMANDS: &[(&str, &str)] = &[
    (
        "w [FILE]",
        "save the session (to FILE: .toml session, .fen the diagram, else Popeye input)",
    ),
    (
        "w! [FILE]",
        "save even over a file changed on disk or read-only",
    ),
    (
        "export latex|xfen|svg [FILE]",
        "write the problems for publication (xfen alone: shown here)",
    ),
    (
        "e FILE",
        "open a session or Popeye file (e! drops unsaved changes)",
    ),
    ("samples", "list the sample problems to open one"),
    ("recent", "list the files opened lately"),
    ("recover", "offer the autosaves of crashed workbenches"),
    ("n  N", "next / previous problem of the session"),
    ("new", "add a problem with an empty board"),
    ("q  q!  wq", "quit / quit dropping changes / save and quit"),
    (
        "put CODE [SQ]",
        "put a piece by Popeye code: put bG e4, put nMA (cursor); knight and nightrider as the board letters them (N, NR; S, N after knight S)",
    ),
    ("remove [SQ]", "clear a square (the cursor's)"),
    (
        "attr [SQ] NAMES|-",
        "set the attributes of a piece (the cursor's): attr f8 royal, attr kamikaze chameleon, attr paralysing, attr patrol uncapturable, attr - (none)",
    ),
    ("move TEXT", "play a move from the board: move Sb1-c3"),
    ("stip TEXT", "set the stipulation: stip h#2.5"),
];

/// After `:cond`, up to the conditions' commands for the position's state.
const COMMANDS_FIELDS: &[(&str, &str)] = &[
    ("opt [TEXT]", "options in Popeye syntax: opt variation try"),
    ("twins", "edit the twins (one Popeye twin line each)"),
    (
        "author / source / title / notes [TEXT]",
        "set a field, or edit it",
    ),
    ("intended N", "the number of solutions the verdict expects"),
    ("side white|black", "the side that moves first"),
    ("castling KQkq|-", "castling rights"),
    ("ep SQ|-", "e.p. square (the square the pawn crossed)"),
];

/// After them, up to the conditions' arrays.
const COMMANDS_BOARD: &[(&str, &str)] = &[
    (
        "shift up|down|left|right [N]",
        "shift the position (or: shift a1 b2)",
    ),
    (
        "rotate 90|180|270",
        "turn the board to the left (as Popeye's twins)",
    ),
    (
        "mirror files|ranks|diagonal|antidiagonal",
        "mirror the board",
    ),
    ("clear  initial", "empty board / the game array"),
];

/// After the conditions' arrays.
const COMMANDS_LAST: &[(&str, &str)] = &[
    ("board WxH", "board size, 1x1 to 16x16"),
    ("limit SECONDS|off", "time limit of each solve"),
    (
        "hash [MB]",
        "the solver's table size in MiB (as solve --hash)",
    ),
    ("pause  resume", "stop / restart live solving"),
    (
        "theme NAME",
        "dark, light, high-contrast, mono, or a user theme",
    ),
    ("glyphs NAME", "letters, figurines, popeye"),
    (
        "ascii on|off",
        "ASCII borders, marks and letters only (on by itself under LANG=C, TERM=vt100 or linux)",
    ),
    (
        "colours 256|16|none",
        "the terminal's colours (found from TERM and COLORTERM; themes are brought down to them)",
    ),
    (
        "knight N|S",
        "board letters: N knight, NR nightrider; or Popeye's S knight, N nightrider (moves and solutions are always Popeye's)",
    ),
    (
        "lang en|fr|de|auto",
        "language of moves and solutions (auto: the problem's)",
    ),
    (
        "help [COMMAND]",
        "this help, at the commands or at COMMAND's line: help put",
    ),
    (
        "messages",
        "every message of this run, whole, newest first",
    ),
    (
        "info",
        "the problem's title, author, source, award, remarks and notes, whole (the board pane shows what fits)",
    ),
    (
        "yank [fen|popeye|solution]",
        "copy the board's FEN (default), the problem as Popeye input or the solution to the terminal's clipboard (OSC 52: works over SSH where the terminal allows it)",
    ),
];

/// The command words a help line's usage names: `w [FILE]` names `w`, `n  N` names `n` and
/// `N`, `author / source / title / notes [TEXT]` names the four fields.
pub fn command_words(usage: &str) -> impl Iterator<Item = &str> {
    usage
        .split(|c: char| c.is_whitespace() || c == '/' || c == '|')
        .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphabetic() || c == '!'))
}

/// The commands as help lists them, with those the conditions offer (`:cond`'s example, the
/// pending rebirth's command, the arrays of `:initial`).
pub fn commands() -> Vec<(String, String)> {
    let pairs = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter()
            .map(|(c, h)| (c.to_string(), h.to_string()))
            .collect()
    };
    let listed = registry::listed();
    let mut out = pairs(COMMANDS);
    let example = listed
        .iter()
        .find_map(|e| e.view.example())
        .or_else(|| listed.first().map(|e| e.view.hint()));
    let cond = match example {
        Some(example) => format!("conditions in Popeye syntax: cond {example}"),
        None => "conditions in Popeye syntax".to_string(),
    };
    out.push(("cond [TEXT]".to_string(), cond));
    out.extend(pairs(COMMANDS_FIELDS));
    for c in listed.iter().filter_map(|e| e.view.rebirth_command()) {
        out.push((c.usage.to_string(), c.help.to_string()));
    }
    out.extend(pairs(COMMANDS_BOARD));
    for a in compose::arrays() {
        out.push((format!("initial {}", a.name), a.help.to_string()));
    }
    out.extend(pairs(COMMANDS_LAST));
    out
}

/// The condition's command that sets the pending rebirth, if `word` is one.
fn rebirth_command(word: &str) -> Option<&'static CommandHelp> {
    registry::REGISTRY
        .iter()
        .filter_map(|e| e.view.rebirth_command())
        .find(|c| c.word == word)
}

/// Runs one command line (without the `:`).
pub fn run(app: &mut App, line: &str) -> Vec<Effect> {
    let line = line.trim();
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((w, r)) => (w, r.trim()),
        None => (line, ""),
    };
    let sq_or_cursor = |app: &App, text: &str| -> Result<Square, String> {
        if text.is_empty() {
            return Ok(app.cursor);
        }
        Square::parse(text)
            .filter(|s| app.problem().position.size().contains(*s))
            .ok_or_else(|| format!("'{text}' is no square of the board"))
    };
    let board_edit = |app: &mut App, f: &dyn Fn(&mut Problem) -> Result<(), String>| {
        if app.line_pos > 0 {
            app.error("a played line is on the board: 0 returns to the diagram to edit it");
            return vec![];
        }
        edit(app, |e| f(&mut e.problem))
    };
    match word {
        "w" | "write" | "w!" | "write!" => vec![Effect::Save {
            path: (!rest.is_empty()).then(|| PathBuf::from(rest)),
            force: word.ends_with('!'),
        }],
        "wq" | "x" | "wq!" | "x!" => {
            app.quit_after_save = true;
            vec![Effect::Save {
                path: (!rest.is_empty()).then(|| PathBuf::from(rest)),
                force: word.ends_with('!'),
            }]
        }
        "export" => {
            let (name, file) = match rest.split_once(char::is_whitespace) {
                Some((n, f)) => (n, f.trim()),
                None => (rest, ""),
            };
            if name.is_empty() {
                app.error("export: latex, xfen or svg, then a file name");
                return vec![];
            }
            match ExportFormat::from_name(name) {
                Ok(format) => vec![Effect::Export(
                    format,
                    (!file.is_empty()).then(|| PathBuf::from(file)),
                )],
                Err(e) => {
                    app.error(format!("export: {e}"));
                    vec![]
                }
            }
        }
        "q" | "quit" => update_quit(app),
        "q!" | "quit!" => {
            app.quit = true;
            vec![]
        }
        "e" | "edit" | "e!" | "edit!" => {
            if rest.is_empty() {
                app.error(":e needs a file name");
                return vec![];
            }
            open(app, PathBuf::from(rest), word.ends_with('!'))
        }
        "samples" => {
            app.picker = Some(Picker {
                title: "Samples (built in)".into(),
                choices: Choices::Samples(files::SAMPLES.iter().map(|(n, _)| *n).collect()),
                selected: 0,
                back: Mode::Normal,
                query: String::new(),
            });
            app.mode = Mode::Picker;
            vec![]
        }
        "recent" => vec![Effect::Recent],
        "recover" => {
            if app.dirty {
                app.error("unsaved changes: :w saves them before :recover");
                return vec![];
            }
            vec![Effect::OfferRecovery]
        }
        "n" | "next" => switch(app, app.current + 1),
        "N" | "prev" | "previous" => match app.current.checked_sub(1) {
            Some(i) => switch(app, i),
            None => {
                app.error("this is the first problem");
                vec![]
            }
        },
        "new" => {
            app.entries.push(Entry::new(Problem::new(Position::empty(
                BoardSize::STANDARD,
            ))));
            app.dirty = true;
            let last = app.entries.len() - 1;
            switch(app, last)
        }
        "put" => match compose::parse_piece_at(rest, app.knight) {
            Ok((piece, sq)) => {
                let sq = sq.unwrap_or(app.cursor);
                if !app.problem().position.size().contains(sq) {
                    app.error(format!("{sq} is off the board"));
                    return vec![];
                }
                super::update::place_piece(app, sq, piece)
            }
            Err(e) => {
                app.error(e);
                vec![]
            }
        },
        "attr" | "attributes" => {
            let cursor = app.cursor;
            board_edit(app, &|p| compose::set_attributes(p, rest, cursor))
        }
        "remove" | "rm" => match sq_or_cursor(app, rest) {
            Ok(sq) => board_edit(app, &|p| compose::clear(p, sq)),
            Err(e) => {
                app.error(e);
                vec![]
            }
        },
        "move" | "m" => {
            // A text as the move list shows it first, then move text as the notation reads it.
            if let Some(row) = app.shown.moves.iter().find(|m| m.text == rest) {
                let mv = row.mv;
                play(app, mv);
                return vec![];
            }
            match parse_move(&app.shown.position, &app.shown.rules, rest) {
                Ok(mv) => play(app, mv),
                Err(e) => app.error(format!("move {rest}: {e}")),
            }
            vec![]
        }
        "stip" | "stipulation" => field(app, Field::Stipulation, rest),
        "cond" | "condition" | "conditions" => field(app, Field::Conditions, rest),
        "opt" | "option" | "options" => field(app, Field::Options, rest),
        "twins" | "twin" => field(app, Field::Twins, rest),
        "author" => field(app, Field::Author, rest),
        "source" | "origin" => field(app, Field::Source, rest),
        "title" => field(app, Field::Title, rest),
        "notes" | "note" => field(app, Field::Notes, rest),
        "intended" => match rest.parse::<u32>() {
            Ok(n) => edit(app, |e| {
                e.intended = n;
                Ok(())
            }),
            Err(_) => {
                app.error("intended: give a number of solutions");
                vec![]
            }
        },
        "side" => {
            let side = match rest {
                "white" | "w" => Side::White,
                "black" | "b" => Side::Black,
                _ => {
                    app.error("side: white or black");
                    return vec![];
                }
            };
            edit(app, |e| {
                compose::set_side(&mut e.problem, side);
                Ok(())
            })
        }
        "castling" => board_edit(app, &|p| compose::set_castling(p, rest)),
        "ep" => board_edit(app, &|p| compose::set_en_passant(p, rest)),
        "shift" => match shift_command(app, rest) {
            Ok(cmd) => board_edit(app, &|p| compose::transform(p, cmd.clone())),
            Err(e) => {
                app.error(e);
                vec![]
            }
        },
        "rotate" => match rest {
            "90" | "180" | "270" => {
                let deg: u16 = rest.parse().expect("checked");
                board_edit(app, &|p| compose::transform(p, TwinCommand::Rotate(deg)))
            }
            _ => {
                app.error("rotate 90, 180 or 270 (degrees to the left)");
                vec![]
            }
        },
        "mirror" => {
            let axis = match rest {
                "files" | "a1<-->h1" | "h" | "" => MirrorAxis::Files,
                "ranks" | "a1<-->a8" | "v" => MirrorAxis::Ranks,
                "diagonal" | "a1<-->h8" | "d" => MirrorAxis::Diagonal,
                "antidiagonal" | "a8<-->h1" | "a" => MirrorAxis::AntiDiagonal,
                _ => {
                    app.error("mirror files, ranks, diagonal or antidiagonal");
                    return vec![];
                }
            };
            board_edit(app, &|p| compose::transform(p, TwinCommand::Mirror(axis)))
        }
        "clear" => board_edit(app, &|p| {
            compose::clear_board(p);
            Ok(())
        }),
        "initial" => match rest {
            "" => board_edit(app, &|p| {
                compose::initial_array(p);
                Ok(())
            }),
            name => match compose::arrays().find(|a| a.name == name) {
                Some(array) => board_edit(app, &|p| {
                    compose::initial_condition_array(p, array);
                    Ok(())
                }),
                None => {
                    let mut message = "initial: nothing".to_string();
                    for a in compose::arrays() {
                        message.push_str(&format!(", or {} for {}", a.name, a.title));
                    }
                    app.error(message);
                    vec![]
                }
            },
        },
        "board" => {
            let size = rest
                .split_once('x')
                .and_then(|(w, h)| BoardSize::new(w.parse().ok()?, h.parse().ok()?));
            match size {
                Some(size) => board_edit(app, &|p| {
                    let mut pos = Position::empty(size);
                    for (sq, piece) in p.position.pieces() {
                        if size.contains(sq) {
                            pos.put(sq, piece);
                        }
                    }
                    pos.set_side_to_move(p.position.side_to_move());
                    pos.validate().map_err(|e| e.to_string())?;
                    p.position = pos;
                    compose::sync_token_condition(p);
                    Ok(())
                }),
                None => {
                    app.error("board WxH, each from 1 to 16: board 10x10");
                    vec![]
                }
            }
        }
        "limit" => {
            // `limit 0` is refused, not read as "no limit": a zero that meant "none" would
            // surprise whoever meant "at once".
            let limit = match rest {
                "off" | "none" => None,
                // A limit so short that it is no time at all (`1e-300`) would stop every
                // solve at once, as `limit 0` would: refused as `solve --timeout` refuses it.
                s => match s.parse::<f64>() {
                    Ok(v) if v > 0.0 && v < 1e6 && !Duration::from_secs_f64(v).is_zero() => {
                        Some(Duration::from_secs_f64(v))
                    }
                    _ => {
                        app.error(
                            "limit SECONDS (at least a nanosecond, under 1000000) or limit off",
                        );
                        return vec![];
                    }
                },
            };
            app.solver.time_limit = limit;
            app.info(match limit {
                Some(l) => format!("time limit {} s", l.as_secs_f64()),
                None => "no time limit".into(),
            });
            restart_solver(app)
        }
        "hash" => {
            if rest.is_empty() {
                app.info(format!("hash {} MiB", app.solver.hash_mb));
                return vec![];
            }
            match rest.parse::<usize>() {
                Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => {
                    app.solver.hash_mb = mb;
                    app.info(format!("hash {mb} MiB"));
                    restart_solver(app)
                }
                _ => {
                    app.error(format!(
                        "hash MB: a table size from 1 to {MAX_HASH_MB} MiB (default {DEFAULT_HASH_MB})"
                    ));
                    vec![]
                }
            }
        }
        "pause" | "resume" => {
            if app.solver.paused != (word == "pause") {
                super::update::update(app, super::action::Action::TogglePause)
            } else {
                vec![]
            }
        }
        "theme" => {
            match find_theme(rest) {
                Ok(t) => {
                    app.info(format!("theme {}", t.name));
                    app.set_theme(t);
                }
                Err(e) => app.error(e),
            }
            vec![]
        }
        "ascii" => {
            let ascii = match rest {
                "on" | "" => true,
                "off" => false,
                _ => {
                    app.error("ascii on|off (off: UTF-8 box lines, marks and figurines)");
                    return vec![];
                }
            };
            app.set_caps(Caps { ascii, ..app.caps });
            app.info(if ascii { "ASCII only" } else { "UTF-8" });
            vec![]
        }
        "colours" | "colors" => {
            match Colours::from_name(rest) {
                Some(colours) => {
                    app.set_caps(Caps {
                        colours,
                        ..app.caps
                    });
                    app.info(format!("colours {}", colours.name()));
                }
                None => app.error("colours 256, 16 or none"),
            }
            vec![]
        }
        "lang" | "language" => {
            set_language(app, rest);
            vec![]
        }
        "glyphs" => {
            match GlyphSet::from_name(rest) {
                Some(g) => app.glyphs = g,
                None => app.error("glyphs letters, figurines or popeye"),
            }
            vec![]
        }
        "knight" => {
            match rest {
                "N" | "n" => app.knight = 'N',
                "S" | "s" => app.knight = 'S',
                _ => app.error("knight N or knight S"),
            }
            vec![]
        }
        "help" | "h" => {
            let lines = crate::tui::view::help_lines(&app.keys);
            // `:help` opens at the commands, `:help WORD` at that command's line.
            let found = if rest.is_empty() {
                lines
                    .iter()
                    .position(|(k, _, heading)| *heading && k.starts_with("Commands"))
            } else {
                let word = rest.trim_start_matches(':');
                let start = lines
                    .iter()
                    .position(|(k, _, heading)| *heading && k.starts_with("Commands"))
                    .unwrap_or(0);
                lines
                    .iter()
                    .skip(start)
                    .position(|(k, _, _)| command_words(k).any(|w| w == word))
                    .map(|i| i + start)
            };
            match found {
                Some(i) => {
                    app.mode = Mode::Help;
                    app.help_page = HelpPage::Keys;
                    app.help_scroll = i;
                }
                None => app.error(format!("help: no command :{rest} (:help lists them)")),
            }
            vec![]
        }
        "yank" | "y" => {
            if let Err(e) = yank(app, rest) {
                app.error(format!("yank: {e}"));
            }
            vec![]
        }
        "info" | "about" => {
            app.mode = Mode::Help;
            app.help_page = HelpPage::Problem;
            app.help_scroll = 0;
            vec![]
        }
        "messages" | "mes" | "messages!" => {
            app.mode = Mode::Help;
            app.help_page = HelpPage::Messages;
            app.help_scroll = 0;
            vec![]
        }
        _ => match rebirth_command(word) {
            Some(c) => {
                let knight = app.knight;
                board_edit(app, &|p| {
                    compose::set_pending_rebirth(p, rest, c.word, knight)
                })
            }
            None => {
                app.error(format!("unknown command :{word} (:help lists them)"));
                vec![]
            }
        },
    }
}

/// Opens a list of files to choose from.
pub fn pick(app: &mut App, title: &str, items: Vec<PathBuf>) {
    app.picker = Some(Picker {
        title: title.into(),
        choices: Choices::Files(items),
        selected: 0,
        back: Mode::Normal,
        query: String::new(),
    });
    app.mode = Mode::Picker;
}

fn update_quit(app: &mut App) -> Vec<Effect> {
    super::update::update(app, super::action::Action::Quit)
}

/// Sets a field from the command's text, or opens its editor when there is none.
fn field(app: &mut App, field: Field, text: &str) -> Vec<Effect> {
    if text.is_empty() {
        open_editor(app, field);
        return vec![];
    }
    edit(app, |e| set_field(e, field, text))
}

/// Opens a sample built into the binary (see [`files::SAMPLES`]), unless that would drop
/// unsaved changes: it has no file, so `:w FILE` saves a copy.
pub fn open_sample(app: &mut App, name: &str) -> Vec<Effect> {
    if app.dirty {
        app.error("unsaved changes: :w saves them, :e! FILE drops them");
        return vec![];
    }
    match files::sample(name) {
        Some(Ok(session)) => {
            let effects = loaded(app, None, session);
            app.info(format!("sample {name} (built in): :w FILE saves a copy"));
            effects
        }
        Some(Err(e)) => {
            app.error(format!("sample {name}: {e}"));
            vec![]
        }
        None => {
            app.error(format!("no sample {name}"));
            vec![]
        }
    }
}

/// Opens a file (an effect), unless that would drop unsaved changes without `force`.
pub fn open(app: &mut App, path: PathBuf, force: bool) -> Vec<Effect> {
    if app.dirty && !force {
        app.error("unsaved changes: :w saves them, :e! FILE drops them");
        return vec![];
    }
    vec![Effect::Open(path)]
}

/// `:lang CODE`: moves and solutions in that language (`auto`: each problem's own); without a
/// code, says which is in force.
fn set_language(app: &mut App, code: &str) {
    let setting = match code {
        "" => {
            let lang = app.language();
            let whose = if app.language.is_some() {
                "set"
            } else {
                "the problem's"
            };
            app.info(format!("language {} ({whose})", lang.code()));
            return;
        }
        "auto" => None,
        _ => match Language::from_code(code) {
            Some(lang) => Some(lang),
            None => {
                app.error(format!("no language '{code}' (en, fr, de or auto)"));
                return;
            }
        },
    };
    app.language = setting;
    app.refresh();
    let lang = app.language();
    app.solver.layout(lang);
    match setting {
        Some(_) => app.info(format!("language {}", lang.code())),
        None => app.info(format!("language {} (the problem's)", lang.code())),
    }
}

/// Shows problem `index` of the session.
fn switch(app: &mut App, index: usize) -> Vec<Effect> {
    if index >= app.entries.len() {
        app.error("this is the last problem (:new adds one)");
        return vec![];
    }
    app.current = index;
    app.line.clear();
    app.line_pos = 0;
    app.replay = None;
    app.twin = 0;
    app.from = None;
    app.selected = 0;
    app.refresh();
    app.info(format!("problem {}/{}", index + 1, app.entries.len()));
    app.solver.forget_result();
    restart_solver(app)
}

/// Takes in a session read from disk (or recovered): its problems, and its UI state where
/// the user has not asked otherwise (`NO_COLOR` keeps the mono theme).
pub fn loaded(app: &mut App, path: Option<PathBuf>, session: Session) -> Vec<Effect> {
    let n = session.problems.len();
    app.entries = if session.problems.is_empty() {
        vec![Entry::new(Problem::new(Position::empty(
            BoardSize::STANDARD,
        )))]
    } else {
        session.problems
    };
    let ui = session.ui;
    app.current = ui.current.min(app.entries.len() - 1);
    app.cursor = ui.cursor;
    app.glyphs = ui.glyphs;
    app.language = ui.language;
    if app.theme.name != "mono" || !no_color() {
        if let Ok(theme) = find_theme(&ui.theme) {
            app.set_theme(theme);
        }
    }
    app.undo.clear();
    app.redo.clear();
    app.dirty = false;
    let name = path
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|| "recovered session".into());
    app.info(format!(
        "{name}: {n} problem{}",
        if n == 1 { "" } else { "s" }
    ));
    app.path = path;
    // The caller that read the file sets what it looked like.
    app.disk = None;
    app.pending_save = None;
    app.line.clear();
    app.line_pos = 0;
    app.replay = None;
    app.twin = 0;
    app.from = None;
    app.selected = 0;
    app.refresh();
    app.solver.forget_result();
    restart_solver(app)
}

fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// A theme by name: built in, or `NAME.toml` in the configuration's `themes/` folder. A name
/// is never a path ([`is_theme_name`]), so neither `:theme` nor a session's `theme` reads a
/// file outside that folder (`:theme /etc/passwd`, `:theme ../../x` are refused).
pub fn find_theme(name: &str) -> Result<Theme, String> {
    if let Some(t) = Theme::builtin(name) {
        return Ok(t);
    }
    if !is_theme_name(name) {
        let shown: String = name.chars().take(40).collect();
        return Err(format!(
            "no theme name (one word of letters, digits, - and _; never a path): {}",
            shown.escape_debug()
        ));
    }
    match files::user_theme(name) {
        Some(Ok(text)) => Theme::parse(name, &text),
        Some(Err(e)) => Err(e),
        None => Err(format!(
            "no theme {name} (built in: {}; user themes: NAME.toml in the themes folder)",
            Theme::names().join(", ")
        )),
    }
}

/// Whether `name` may name a theme: 1 to 64 ASCII letters, digits, `-` and `_` (so no path
/// separator, no `..`, no hidden file).
pub fn is_theme_name(name: &str) -> bool {
    (1..=64).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn shift_command(app: &App, rest: &str) -> Result<TwinCommand, String> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let size = app.problem().position.size();
    let sq = |w: &str| {
        Square::parse(w)
            .filter(|s| size.contains(*s))
            .ok_or_else(|| format!("'{w}' is no square of the board"))
    };
    let n: u8 = match words.get(1) {
        Some(w) if words.len() == 2 && Square::parse(w).is_none() => w
            .parse()
            .map_err(|_| format!("shift: '{w}' is no number"))?,
        _ => 1,
    };
    let corner = Square::new(0, 0);
    let fits = |f: u8, r: u8| {
        (f < size.width() && r < size.height())
            .then(|| Square::new(f, r))
            .ok_or_else(|| "shift: the board is too small for that".to_string())
    };
    match words.first().copied() {
        Some("up") => Ok(TwinCommand::Shift(corner, fits(0, n)?)),
        Some("down") => Ok(TwinCommand::Shift(fits(0, n)?, corner)),
        Some("right") => Ok(TwinCommand::Shift(corner, fits(n, 0)?)),
        Some("left") => Ok(TwinCommand::Shift(fits(n, 0)?, corner)),
        Some(a) if words.len() == 2 => Ok(TwinCommand::Shift(sq(a)?, sq(words[1])?)),
        _ => Err("shift up|down|left|right [N], or shift FROM TO".into()),
    }
}

/// Carries out `:export`: the session's problems in `format` to `path` (the problem on
/// screen with its solution when the solver has finished it), or, for xfen without a file,
/// the problem on screen's xfen in the message line.
pub fn export(app: &mut App, format: ExportFormat, path: Option<PathBuf>) {
    let solved = match (&app.solver.phase, &app.solver.solution) {
        (super::app::Phase::Done, Some(solution)) if app.line_pos == 0 => {
            Some(render::text(solution, app.problem().meta.language))
        }
        _ => None,
    };
    let Some(path) = path else {
        match format {
            ExportFormat::Xfen => {
                let mut text = xfen::lines(app.problem()).trim_end().replace('\n', " · ");
                let alone = Session {
                    problems: vec![app.entry().clone()],
                    ..Session::default()
                };
                let losses = export_losses(format, &alone);
                if !losses.is_empty() {
                    text.push_str(&format!(" (xfen leaves out: {})", losses.join("; ")));
                }
                app.info(text);
            }
            _ => app.error(format!(":export {} needs a file name", format.name())),
        }
        return;
    };
    // What the format cannot say is named first, as a lossy save is (yes exports anyway).
    let losses = export_losses(format, &app.session());
    let accepted = app.loss_accepted.take().is_some_and(|p| p == path);
    if !losses.is_empty() && !accepted {
        app.info(format!(
            "Export anyway? (y/n) {} ({}) leaves out: {}. A .toml session holds all.",
            path.display(),
            format.name(),
            losses.join("; ")
        ));
        app.pending_save = Some(path);
        app.mode = Mode::Confirm(super::app::Question::LossyExport(format));
        return;
    }
    let problems: Vec<Exported> = app
        .entries
        .iter()
        .enumerate()
        .map(|(i, problem)| Exported {
            problem,
            solution: solved.as_deref().filter(|_| i == app.current),
        })
        .collect();
    match export_to_file(&path, format, &problems) {
        Ok(()) => {
            let count = problems.len();
            let plural = if count == 1 { "" } else { "s" };
            let without = if losses.is_empty() {
                String::new()
            } else {
                format!(" without: {}", losses.join("; "))
            };
            app.info(format!(
                "exported {count} problem{plural} to {} ({}){without}",
                path.display(),
                format.name()
            ));
        }
        Err(e) => app.error(format!("not exported: {e}")),
    }
}

/// `:yank WHAT`: puts the text in [`App::clipboard`] for the loop to send to the terminal
/// (OSC 52), and says what it copied. `fen` (the default) is the position on the board, after
/// the moves played on it; `popeye` the problem on screen as Popeye input (its notes and
/// intended count as remarks); `solution` the solver's finished solution, as `feerie solve`
/// prints it.
pub fn yank(app: &mut App, what: &str) -> Result<(), String> {
    let (name, text) = match what {
        "" | "fen" => (
            "the board's FEN",
            crate::notation::fen::to_fen(&app.shown.position),
        ),
        "popeye" | "inp" => {
            let session = crate::session::Session {
                problems: vec![app.entries[app.current].clone()],
                ..crate::session::Session::default()
            };
            (
                "the problem as Popeye input",
                crate::session::convert::session_to_popeye(&session),
            )
        }
        "solution" | "sol" => match (&app.solver.phase, &app.solver.solution) {
            (super::app::Phase::Done, Some(solution)) => (
                "the solution",
                render::text(solution, app.problem().meta.language),
            ),
            _ => return Err("no finished solution yet".into()),
        },
        other => return Err(format!("'{other}' is none of fen, popeye, solution")),
    };
    let lines = text.lines().count();
    app.info(format!(
        "copied {name} to the terminal's clipboard ({lines} line{}, OSC 52)",
        if lines == 1 { "" } else { "s" }
    ));
    app.clipboard = Some(text);
    Ok(())
}
