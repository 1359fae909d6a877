//! The workbench's state under key sequences: every key goes through the real key map into
//! `update`, as in the terminal (but without one, and without the solver thread).

use std::time::Duration;

use feerie::rules::{Colour, Piece, PieceKind, Side, Square};
use feerie::session::open::open_session;
use feerie::tui::action::Field;
use feerie::tui::app::{App, Focus, MessageKind, Mode};
use feerie::tui::commands::loaded;
use feerie::tui::keymap::{key_event, Keymap};
use feerie::tui::theme::Theme;
use feerie::tui::update::{update, Effect};

/// Presses keys given as specs separated by spaces (`i K Right C-r`); `"text"` in the list
/// types its characters one by one. Returns every effect asked for.
fn press(app: &mut App, keys: &str) -> Vec<Effect> {
    let map = Keymap::default();
    let mut effects = Vec::new();
    for token in tokens(keys) {
        let events: Vec<_> = match token.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
            Some(text) => text
                .chars()
                .map(|c| key_event(&c.to_string()).unwrap())
                .collect(),
            None => vec![key_event(&token).unwrap_or_else(|| panic!("key {token}"))],
        };
        for event in events {
            for key in map.keys_of(app, event) {
                if let Some(action) = map.action(app, key) {
                    effects.extend(update(app, action));
                }
            }
        }
    }
    effects
}

/// Splits at spaces, keeping `"quoted text"` whole.
fn tokens(keys: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = keys.trim_start();
    while !rest.is_empty() {
        let end = if rest.starts_with('"') && rest.len() > 1 {
            rest[1..].find('"').map(|i| i + 2).unwrap_or(rest.len())
        } else {
            rest.find(' ').unwrap_or(rest.len())
        };
        out.push(rest[..end].to_string());
        rest = rest[end..].trim_start();
    }
    out
}

fn app() -> App {
    App::new(Vec::new(), Theme::builtin("mono").unwrap())
}

fn sample(name: &str) -> App {
    let mut app = app();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name);
    let session = open_session(&path).unwrap();
    loaded(&mut app, Some(path), session);
    app
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn at(app: &App, name: &str) -> Option<Piece> {
    app.problem().position.piece_at(sq(name))
}

fn piece(colour: Colour, kind: PieceKind) -> Option<Piece> {
    Some(Piece::new(colour, kind))
}

#[test]
fn letters_place_pieces_in_place_mode() {
    let mut app = app();
    let effects = press(&mut app, "i K Right Right Up q Right ~ N Right n Right S");
    assert_eq!(at(&app, "a1"), piece(Colour::White, PieceKind::King));
    assert_eq!(at(&app, "c2"), piece(Colour::Black, PieceKind::Queen));
    assert_eq!(at(&app, "d2"), piece(Colour::Neutral, PieceKind::Knight));
    assert_eq!(at(&app, "e2"), piece(Colour::Black, PieceKind::Knight));
    assert_eq!(at(&app, "f2"), piece(Colour::White, PieceKind::Knight));
    assert_eq!(app.mode, Mode::Place);
    assert!(app.dirty);
    // Every edit asks for a solve (the app has no stipulation, so it stops the solver).
    assert_eq!(effects.len(), 5);
    press(&mut app, "Esc");
    assert_eq!(app.mode, Mode::Normal);
    // In normal mode the same letters move the cursor: k is up, not a black king.
    press(&mut app, "k h");
    assert_eq!(app.cursor, sq("e3"));
    assert_eq!(at(&app, "e3"), None);
}

#[test]
fn a_second_king_moves_the_first_and_illegal_pawns_are_refused() {
    let mut app = app();
    press(&mut app, "i K Right K");
    assert_eq!(at(&app, "a1"), None);
    assert_eq!(at(&app, "b1"), piece(Colour::White, PieceKind::King));
    // A white pawn on the eighth rank stays off the board, with a message.
    press(&mut app, "Up Up Up Up Up Up Up P");
    assert_eq!(app.cursor, sq("b8"));
    assert_eq!(at(&app, "b8"), None);
    assert!(app
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("promotion rank"));
}

#[test]
fn x_and_del_clear_squares() {
    let mut app = app();
    press(&mut app, "i R Right B Esc");
    press(&mut app, "x");
    assert_eq!(at(&app, "b1"), None);
    press(&mut app, "h Del");
    assert_eq!(at(&app, "a1"), None);
    assert_eq!(app.problem().position.pieces().count(), 0);
}

#[test]
fn undo_and_redo_every_edit() {
    let mut app = app();
    press(&mut app, "i K Right Q Right R Esc");
    assert_eq!(app.problem().position.pieces().count(), 3);
    press(&mut app, "u u");
    assert_eq!(app.problem().position.pieces().count(), 1);
    assert_eq!(at(&app, "a1"), piece(Colour::White, PieceKind::King));
    press(&mut app, "C-r");
    assert_eq!(at(&app, "b1"), piece(Colour::White, PieceKind::Queen));
    assert_eq!(at(&app, "c1"), None);
    // Undo reaches the stipulation and Tokens too.
    press(&mut app, "s \"#2\" Enter");
    assert_eq!(app.problem().stipulation.unwrap().to_string(), "#2");
    press(&mut app, "l l l I");
    assert_eq!(app.problem().position.tokens().len(), 1);
    assert_eq!(
        app.problem().conditions.len(),
        1,
        "the Imitator condition comes with it"
    );
    press(&mut app, "u");
    assert!(app.problem().position.tokens().is_empty());
    assert!(app.problem().conditions.is_empty());
    press(&mut app, "u");
    assert!(app.problem().stipulation.is_none());
    // A new edit drops what could be redone.
    press(&mut app, "i Q Esc C-r");
    assert!(app.problem().stipulation.is_none());
}

#[test]
fn the_stipulation_editor_validates_as_you_type() {
    let mut app = app();
    press(&mut app, "s");
    assert_eq!(app.mode, Mode::Editor);
    assert_eq!(app.editor.as_ref().unwrap().field, Field::Stipulation);
    press(&mut app, "\"h#\"");
    assert!(
        app.editor.as_ref().unwrap().error.is_some(),
        "h# lacks a number"
    );
    press(&mut app, "Enter");
    assert_eq!(app.mode, Mode::Editor, "an invalid text is not applied");
    press(&mut app, "\"2\"");
    assert!(app.editor.as_ref().unwrap().error.is_none());
    press(&mut app, "Enter");
    assert_eq!(app.mode, Mode::Normal);
    let stip = app.problem().stipulation.unwrap();
    assert_eq!(stip.to_string(), "h#2");
    assert_eq!(app.problem().position.side_to_move(), Side::Black);
    // Esc leaves the stipulation as it was.
    press(&mut app, "s Backspace Backspace Backspace \"#3\" Esc");
    assert_eq!(app.problem().stipulation.unwrap().to_string(), "h#2");
}

#[test]
fn conditions_take_popeye_syntax() {
    let mut app = app();
    press(&mut app, "c \"imitator c2 d5\" Enter");
    assert_eq!(app.problem().position.tokens().len(), 2);
    press(&mut app, "c");
    let text = app.editor.as_ref().unwrap().text.lines().join("\n");
    assert!(
        text.to_lowercase().contains("imitator c2d5") || text.contains("c2"),
        "{text}"
    );
    press(&mut app, "C-u \"nosuchcondition\"");
    assert!(app.editor.as_ref().unwrap().error.is_some());
    press(&mut app, "Esc");
    assert_eq!(app.problem().position.tokens().len(), 2);
}

#[test]
fn moves_are_played_from_the_list_by_text_and_by_squares() {
    let mut app = sample("armeni-mate-in-2.inp");
    let legal = app.shown.moves.len();
    assert!(legal > 10);
    // The list: Tab to it, down twice, Enter.
    press(&mut app, "Tab j j");
    assert_eq!(app.focus, Focus::Moves);
    let chosen = app.shown.moves[2].mv;
    press(&mut app, "Enter");
    assert_eq!(app.line, vec![chosen]);
    assert_eq!(app.line_pos, 1);
    assert_eq!(app.shown.position.side_to_move(), Side::Black);
    // Back and forward, then to the diagram.
    press(&mut app, "h");
    assert_eq!(app.line_pos, 0);
    assert_eq!(app.shown.moves.len(), legal);
    press(&mut app, "l");
    assert_eq!(app.line_pos, 1);
    press(&mut app, "Home");
    assert_eq!(app.line_pos, 0);
    // By text, with parse_move.
    press(&mut app, ": \"move Sc5-e6\" Enter");
    assert_eq!(app.line_pos, 1);
    assert_eq!(app.shown.line[0], "Sc5-e6");
    // By squares: Enter on the from-square, then on the to-square.
    press(&mut app, "0 Tab Tab");
    assert_eq!(app.focus, Focus::Board);
    // The cursor starts on a1; the white king stands on b6.
    press(&mut app, "l k k k k k Enter");
    assert_eq!(app.cursor, sq("b6"));
    assert_eq!(app.from, Some(sq("b6")));
    // a6 is guarded by the bishop on b5: no move there.
    press(&mut app, "h Enter");
    assert_eq!(app.line_pos, 0);
    press(&mut app, "j Enter");
    assert_eq!(app.line_pos, 1);
    assert_eq!(app.line[0].from, sq("b6"));
    assert_eq!(app.line[0].to, sq("a5"));
    // Editing the board is refused while a line is shown; playing moves is no edit.
    assert!(!app.dirty);
    press(&mut app, "x");
    assert!(app.message.as_ref().unwrap().text.contains("diagram"));
    assert!(!app.dirty);
}

#[test]
fn commands_put_fairy_pieces_and_transform_the_board() {
    let mut app = app();
    press(&mut app, ": \"put bG e4\" Enter");
    assert_eq!(at(&app, "e4"), piece(Colour::Black, PieceKind::Grasshopper));
    press(&mut app, ": \"put nMA\" Enter");
    assert_eq!(at(&app, "a1"), piece(Colour::Neutral, PieceKind::Mao));
    press(&mut app, ": \"shift right\" Enter");
    assert_eq!(at(&app, "f4"), piece(Colour::Black, PieceKind::Grasshopper));
    assert_eq!(at(&app, "b1"), piece(Colour::Neutral, PieceKind::Mao));
    press(&mut app, ": \"mirror ranks\" Enter");
    assert_eq!(at(&app, "f5"), piece(Colour::Black, PieceKind::Grasshopper));
    press(&mut app, ": \"rotate 180\" Enter");
    assert_eq!(at(&app, "c4"), piece(Colour::Black, PieceKind::Grasshopper));
    press(&mut app, ": \"initial\" Enter");
    assert_eq!(app.problem().position.pieces().count(), 32);
    assert_eq!(
        feerie::tui::compose::castling_text(&app.problem().position),
        "KQkq"
    );
    press(&mut app, ": \"castling Kq\" Enter");
    assert_eq!(
        feerie::tui::compose::castling_text(&app.problem().position),
        "Kq"
    );
    press(&mut app, ": \"clear\" Enter");
    assert_eq!(app.problem().position.pieces().count(), 0);
    press(&mut app, ": \"nonsense\" Enter");
    assert!(app
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("unknown command"));
    // Five edits undo one by one.
    press(&mut app, "u u u u u u u");
    assert_eq!(app.problem().position.pieces().count(), 1);
}

#[test]
fn quitting_asks_when_there_is_unsaved_work() {
    let mut app = app();
    press(&mut app, "q");
    assert!(app.quit, "nothing to lose");
    let mut app = self::app();
    press(&mut app, "i K Esc q");
    assert!(!app.quit);
    assert!(matches!(app.mode, Mode::Confirm(_)));
    press(&mut app, "n");
    assert!(!app.quit);
    assert_eq!(app.mode, Mode::Normal);
    press(&mut app, "q y");
    assert!(app.quit);
}

#[test]
fn saving_and_opening_are_effects() {
    let mut app = app();
    assert_eq!(
        press(&mut app, ": \"w out.toml\" Enter"),
        vec![Effect::Save {
            path: Some("out.toml".into()),
            force: false
        }]
    );
    press(&mut app, "i K Esc");
    let fx = press(&mut app, ": \"e other.inp\" Enter");
    assert!(fx.is_empty(), "unsaved work is not dropped");
    assert_eq!(
        press(&mut app, ": \"e! other.inp\" Enter"),
        vec![Effect::Open("other.inp".into())]
    );
}

#[test]
fn help_and_focus() {
    let mut app = app();
    press(&mut app, "Tab");
    assert_eq!(app.focus, Focus::Moves);
    press(&mut app, "S-Tab S-Tab");
    assert_eq!(app.focus, Focus::Solver);
    press(&mut app, "?");
    assert_eq!(app.mode, Mode::Help);
    press(&mut app, "j j Esc");
    assert_eq!(app.mode, Mode::Normal);
}

#[test]
fn the_fairy_picker_puts_fairy_pieces() {
    let mut app = app();
    press(&mut app, "i F");
    assert_eq!(app.mode, Mode::Picker);
    // Grouped by family, the leapers first.
    press(&mut app, "Enter");
    assert_eq!(at(&app, "a1"), piece(Colour::White, PieceKind::Camel));
    assert_eq!(app.mode, Mode::Place, "back to place mode");
    press(&mut app, "Right f j Enter");
    assert_eq!(at(&app, "b1"), piece(Colour::Black, PieceKind::Zebra));
    // Typing searches the list by name.
    press(&mut app, "Right ~ F p a o Enter");
    assert_eq!(at(&app, "c1"), piece(Colour::Neutral, PieceKind::Pao));
    press(&mut app, "Right F g r a s s Backspace Enter");
    assert_eq!(at(&app, "d1"), piece(Colour::White, PieceKind::Grasshopper));
    press(&mut app, "Right F l i o n Enter");
    assert_eq!(at(&app, "e1"), piece(Colour::White, PieceKind::Lion));
    press(&mut app, "Right F 1 : 5 Enter");
    assert_eq!(at(&app, "f1"), piece(Colour::White, PieceKind::Leaper15));
    // A whole name before a name that holds it: the mao, not the mao hopper listed earlier.
    press(&mut app, "Left F m a o Enter");
    assert_eq!(at(&app, "e1"), piece(Colour::White, PieceKind::Mao));
    press(&mut app, "Right F Esc");
    assert_eq!(app.mode, Mode::Place);
    assert_eq!(at(&app, "g1"), None);
}

/// A problem given as Popeye input.
fn popeye(text: &str) -> App {
    let mut app = app();
    let file = std::env::temp_dir().join(format!("feerie-state-{}.inp", std::process::id()));
    std::fs::write(&file, text).unwrap();
    let session = open_session(&file).unwrap();
    std::fs::remove_file(&file).unwrap();
    loaded(&mut app, None, session);
    app
}

#[test]
fn the_rim_appears_only_under_dynamo() {
    use feerie::tui::view::rim_width;
    let pieces = "pieces white kh1 qc6 se6 black ka1 pb2\nstipulation #2\n";
    let dynamo = popeye(&format!("begin\n{pieces}condition dynamo\nend\n"));
    assert_eq!(rim_width(&dynamo), 1);
    for other in ["", "condition miroir\n", "condition imitator a3\n"] {
        let app = popeye(&format!("begin\n{pieces}{other}end\n"));
        assert_eq!(rim_width(&app), 0, "{other}");
    }
    assert_eq!(rim_width(&app()), 0);
    // Switching the condition on and off in the conditions editor brings and takes the rim.
    let mut app = popeye(&format!("begin\n{pieces}end\n"));
    press(&mut app, "c \"dynamo\" Enter");
    assert_eq!(rim_width(&app), 1, "{:?}", app.message);
    press(
        &mut app,
        "c End Backspace Backspace Backspace Backspace Backspace Backspace Enter",
    );
    assert!(app.problem().conditions.is_empty());
    assert_eq!(rim_width(&app), 0, "{:?}", app.message);
    press(&mut app, "c \"dynamo\" Enter");
    assert_eq!(rim_width(&app), 1);
    // The cursor stays on the board's squares: a1 and h8 are corners.
    assert_eq!(app.focus, Focus::Board);
    app.cursor = sq("a1");
    press(&mut app, "Left Down");
    assert_eq!(app.cursor, sq("a1"));
    app.cursor = sq("h8");
    press(&mut app, "Right Up");
    assert_eq!(app.cursor, sq("h8"));
}

#[test]
fn moves_and_solutions_follow_the_problem_language_unless_set() {
    use feerie::rules::Language;
    use feerie::solver::worker::Event;
    use feerie::solver::{solve, SolveOptions};
    use feerie::tui::update::solver_event;
    use std::time::Duration;

    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/popeye-lang/de__castling__001.inp");
    let mut app = app();
    loaded(&mut app, Some(path.clone()), open_session(&path).unwrap());
    let generation = app.generation;
    let result = solve(app.problem(), &SolveOptions::default(), &mut |_| {});
    assert!(solver_event(&mut app, Event::Started { generation }));
    assert!(solver_event(
        &mut app,
        Event::Finished {
            generation,
            result,
            elapsed: Duration::from_millis(1),
        },
    ));
    let shows = |app: &App, text: &str| app.shown.moves.iter().any(|m| m.text == text);
    let tree = |app: &App| app.solver.blocks.concat().join("\n");
    assert_eq!(app.language(), Language::German);
    assert!(shows(&app, "Da7-f2") && shows(&app, "Th1-h8"));
    assert!(tree(&app).contains("1.Da7-f2 ! Drohung:"), "{}", tree(&app));
    press(&mut app, ": \"lang en\" Enter");
    assert_eq!(app.language, Some(Language::English));
    assert!(shows(&app, "Qa7-f2") && shows(&app, "Rh1-h8"));
    assert!(tree(&app).contains("1.Qa7-f2 ! threat:"), "{}", tree(&app));
    press(&mut app, ": \"lang fr\" Enter");
    assert!(shows(&app, "Re1-f1") && tree(&app).contains("1.Da7-f2 ! menace:"));
    press(&mut app, ": \"lang auto\" Enter");
    assert_eq!(app.language, None);
    assert!(tree(&app).contains("Drohung:"));
    press(&mut app, ": \"lang xx\" Enter");
    assert!(app
        .message
        .as_ref()
        .unwrap()
        .text
        .contains("no language 'xx'"));
    assert_eq!(app.language(), Language::German);
    // A move typed as the list shows it.
    press(&mut app, ": \"move Th1-h8\" Enter");
    assert_eq!(app.shown.line, vec!["Th1-h8"]);
}

/// `:limit 0` is refused (it read as "no limit"), `:limit off` lifts the limit.
#[test]
fn limit_zero_is_refused_and_off_lifts_the_limit() {
    let mut app = app();
    press(&mut app, ": \"limit 5\" Enter");
    assert_eq!(app.solver.time_limit, Some(Duration::from_secs(5)));
    press(&mut app, ": \"limit 0\" Enter");
    assert_eq!(app.solver.time_limit, Some(Duration::from_secs(5)));
    let message = app.message.as_ref().unwrap();
    assert_eq!(message.kind, MessageKind::Error, "{message:?}");
    assert!(message.text.contains("limit off"), "{message:?}");
    press(&mut app, ": \"limit off\" Enter");
    assert_eq!(app.solver.time_limit, None);
}

/// A limit so short that it is no time at all (`1e-300` seconds is a zero `Duration`) is
/// refused as `:limit 0` is: it stopped every solve at once (issue 17's `--timeout 1e-300`).
#[test]
fn a_limit_of_no_time_at_all_is_refused() {
    let mut app = app();
    press(&mut app, ": \"limit 5\" Enter");
    for bad in ["1e-300", "1e-10", "nan", "inf", "-1", "1e6"] {
        press(&mut app, &format!(": \"limit {bad}\" Enter"));
        assert_eq!(app.solver.time_limit, Some(Duration::from_secs(5)), "{bad}");
        let message = app.message.as_ref().unwrap();
        assert_eq!(message.kind, MessageKind::Error, "{bad}: {message:?}");
    }
    press(&mut app, ": \"limit 1e-9\" Enter");
    assert_eq!(app.solver.time_limit, Some(Duration::from_nanos(1)));
}

/// An Escape and the next key read together (a laggy link) arrive as Alt+key: an Alt+key that
/// nothing binds is both keys, so the command line closes and `j` moves the cursor down.
#[test]
fn an_unbound_alt_key_is_escape_then_the_key() {
    let mut app = sample("armeni-mate-in-2.inp");
    let before = app.cursor;
    press(&mut app, ":");
    assert_eq!(app.mode, Mode::Command);
    press(&mut app, "M-k");
    assert_eq!(app.mode, Mode::Normal);
    let size = app.problem().position.size();
    assert_eq!(Some(app.cursor), before.offset(0, 1, size));
}

/// Ctrl-U in a text field deletes up to the start of the line, as a shell does.
#[test]
fn ctrl_u_clears_the_command_line_up_to_the_cursor() {
    let mut app = sample("armeni-mate-in-2.inp");
    press(&mut app, ": \"open x\" C-u \"w\"");
    assert_eq!(app.command.lines(), ["w"]);
}

/// Ctrl-Z asks the loop to suspend the workbench (the loop gives the terminal back, stops,
/// and takes it again on `fg`).
#[test]
fn ctrl_z_asks_for_a_suspend() {
    let mut app = sample("armeni-mate-in-2.inp");
    press(&mut app, "C-z");
    assert!(app.suspend);
}

/// In place mode letters are pieces: `h`, `j`, `l` do not move the cursor there (only the
/// arrows do), and a king placed while its side has one elsewhere says where it came from.
#[test]
fn place_mode_letters_never_move_the_cursor_and_a_moved_king_is_told() {
    let mut app = sample("armeni-mate-in-2.inp");
    let start = app.cursor;
    press(&mut app, "i h j l");
    assert_eq!(app.cursor, start);
    press(&mut app, "Right");
    assert_ne!(app.cursor, start);
    let sq_now = app.cursor;
    press(&mut app, "k");
    assert_eq!(
        at(&app, &sq_now.to_string()),
        piece(Colour::Black, PieceKind::King)
    );
    assert_eq!(at(&app, "d6"), None);
    let message = app
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert!(message.contains("black king moved from d6"), "{message}");
}

/// One rule for the knight's and the nightrider's letters: `:put` reads them as the board
/// shows them (N and NR by default; S and N after `:knight S`, Popeye's letters).
#[test]
fn put_reads_knight_letters_as_the_board_shows_them() {
    let mut app = sample("armeni-mate-in-2.inp");
    press(
        &mut app,
        ": \"put wN a3\" Enter : \"put wNR a4\" Enter : \"put wS a2\" Enter",
    );
    assert_eq!(at(&app, "a3"), piece(Colour::White, PieceKind::Knight));
    assert_eq!(at(&app, "a4"), piece(Colour::White, PieceKind::Nightrider));
    assert_eq!(at(&app, "a2"), piece(Colour::White, PieceKind::Knight));
    press(
        &mut app,
        ": \"knight S\" Enter : \"put bN b3\" Enter : \"put bNR b4\" Enter",
    );
    assert_eq!(at(&app, "b3"), piece(Colour::Black, PieceKind::Nightrider));
    assert_eq!(at(&app, "b4"), None);
    let message = app
        .message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default();
    assert!(message.contains("the nightrider is N"), "{message}");
}

#[test]
fn tab_completes_the_command_line() {
    let mut app = app();
    press(&mut app, ": \"cond madr\" Tab");
    assert_eq!(app.command.lines().join(""), "cond Madrasi ");
    press(&mut app, "Enter");
    assert!(!app.problem().conditions.is_empty());
    // Several candidates: the common start, and the list until the next key.
    press(&mut app, ": \"lang \" Tab");
    assert_eq!(app.completions, vec!["en", "fr", "de", "auto"]);
    press(&mut app, "\"d\"");
    assert!(app.completions.is_empty());
    press(&mut app, "Tab");
    assert_eq!(app.command.lines().join(""), "lang de ");
    press(&mut app, "Esc");
    assert_eq!(app.mode, Mode::Normal);
}

/// Issue 18: `:yank` puts the board's FEN (after the moves played on it), the problem as
/// Popeye input or the finished solution where the loop sends it to the terminal's clipboard
/// (OSC 52), and says what it copied; a wrong word is refused, naming the choices.
#[test]
fn yank_copies_the_fen_the_popeye_text_or_says_why_not() {
    let mut app = sample("armeni-mate-in-2.toml");
    press(&mut app, ": \"yank\" Enter");
    assert_eq!(
        app.clipboard.take().as_deref(),
        Some("5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1")
    );
    let message = app.message.as_ref().unwrap().text.clone();
    assert!(message.contains("copied the board's FEN"), "{message}");
    // After a move on the board, the FEN is the board's.
    press(&mut app, ": \"move f2-f4\" Enter : \"yank fen\" Enter");
    let fen = app.clipboard.take().unwrap();
    assert!(fen.contains(" b - f3 "), "{fen}");
    press(&mut app, ": \"yank popeye\" Enter");
    let text = app.clipboard.take().unwrap();
    assert!(text.starts_with("begin"), "{text}");
    assert!(text.contains("author Alberto Armeni"), "{text}");
    assert!(
        text.contains("remark feerie: note Alberto Armeni"),
        "{text}"
    );
    // No solution yet (no solver thread here): refused, nothing copied.
    press(&mut app, ": \"yank solution\" Enter");
    assert_eq!(app.clipboard, None);
    assert_eq!(app.message.as_ref().unwrap().kind, MessageKind::Error);
    press(&mut app, ": \"yank png\" Enter");
    let message = app.message.as_ref().unwrap().text.clone();
    assert!(
        message.contains("none of fen, popeye, solution"),
        "{message}"
    );
    assert_eq!(app.clipboard, None);
}

/// Issue 18: `:samples` lists the samples built into the binary (every `samples/*.toml`), not
/// files of the build directory, and Enter opens one without a file (`:w FILE` saves a copy).
#[test]
fn samples_are_built_into_the_binary() {
    let mut on_disk: Vec<String> =
        std::fs::read_dir(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples"))
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".toml"))
            .collect();
    on_disk.sort();
    let built_in: Vec<String> = feerie::tui::files::SAMPLES
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    assert_eq!(built_in, on_disk, "every sample session is built in");

    let mut app = app();
    press(&mut app, ": \"samples\" Enter");
    assert_eq!(app.mode, Mode::Picker);
    let labels = app.picker.as_ref().unwrap().labels('N');
    assert_eq!(labels, on_disk);
    press(&mut app, "Enter");
    assert_eq!(app.mode, Mode::Normal);
    assert_eq!(app.path, None, "a built-in sample has no file");
    assert_eq!(
        app.problem().meta.author.as_deref(),
        Some("Alberto Armeni"),
        "{labels:?}"
    );
    let message = app.message.as_ref().unwrap().text.clone();
    assert!(
        message.contains("armeni-mate-in-2.toml (built in)"),
        "{message}"
    );
}
