//! Random key sequences and command lines never make the workbench panic: whatever a composer
//! types, the state stays usable (the terminal and the unsaved work depend on it).

use feerie::session::open::open_session;
use feerie::tui::app::App;
use feerie::tui::commands::{loaded, run};
use feerie::tui::keymap::{key_event, Keymap};
use feerie::tui::theme::Theme;
use feerie::tui::update::update;
use feerie::tui::view::render;
use proptest::prelude::*;
use ratatui::backend::TestBackend;
use ratatui::Terminal;

const KEYS: &[&str] = &[
    "Left",
    "Right",
    "Up",
    "Down",
    "Enter",
    "Esc",
    "Tab",
    "S-Tab",
    "Backspace",
    "Del",
    "Home",
    "End",
    "PgUp",
    "PgDn",
    "C-r",
    "C-s",
    "Space",
    "i",
    "x",
    "I",
    "u",
    "p",
    "g",
    "s",
    "c",
    "O",
    "t",
    "a",
    "o",
    "T",
    "n",
    "[",
    "]",
    "0",
    "<",
    ">",
    "?",
    ":",
    "K",
    "q",
    "k",
    "Q",
    "r",
    "R",
    "B",
    "b",
    "N",
    "S",
    "P",
    "F",
    "f",
    "~",
    "z",
    "j",
    "h",
    "l",
    "1",
    "2",
    "#",
    "=",
    "e",
    "4",
];

const COMMANDS: &[&str] = &[
    "put bG e4",
    "put wQ z9",
    "put",
    "move Sb1-c3",
    "move",
    "side black",
    "side",
    "castling",
    "ep e3",
    "ep",
    "lastcapture white pd3",
    "lastcapture",
    "shift a1 b2",
    "shift a1 h8",
    "rotate 90",
    "rotate 45",
    "mirror a1<-->h1",
    "mirror",
    "clear",
    "initial",
    "board 3x3",
    "board 16x16",
    "board 0x0",
    "board 99x2",
    "intended 3",
    "intended x",
    "limit 5",
    "limit off",
    "limit -1",
    "theme mono",
    "theme nope",
    "knight N",
    "knight",
    "n",
    "N",
    "new",
    "help",
    "undo",
    "",
    "   ",
    "é",
    "put nK a1",
    "put bP a1",
    "put wP h8",
];

fn sample(name: &str) -> App {
    let mut app = App::new(Vec::new(), Theme::builtin("mono").expect("mono theme"));
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name);
    let session = open_session(&path).expect("sample opens");
    loaded(&mut app, Some(path), session);
    app
}

#[test]
fn every_key_spec_is_understood_and_acts() {
    let mut app = sample("armeni-mate-in-2.toml");
    let map = Keymap::default();
    let mut acted = 0;
    for k in KEYS {
        let event = key_event(k).unwrap_or_else(|| panic!("key spec {k}"));
        if let Some(action) = map.action(&app, event) {
            let _ = update(&mut app, action);
            acted += 1;
        }
    }
    assert!(acted > KEYS.len() / 2, "only {acted} keys acted");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn random_keys_never_panic(keys in prop::collection::vec(0usize..KEYS.len(), 1..80), which in 0usize..3, size in (20u16..140, 8u16..50)) {
        let name = ["armeni-mate-in-2.toml", "kotesovec-imitator-mate-in-2.toml", "tauber-avner-parrain-mate-in-2.toml"][which];
        let mut app = sample(name);
        let map = Keymap::default();
        for k in keys {
            if let Some(event) = key_event(KEYS[k]) {
                if let Some(action) = map.action(&app, event) {
                    let _ = update(&mut app, action);
                }
            }
        }
        // Whatever state the keys left, it draws, at any terminal size.
        let mut term = Terminal::new(TestBackend::new(size.0, size.1)).expect("test terminal");
        term.draw(|f| render(f, &app)).expect("draws");
    }

    #[test]
    fn random_commands_never_panic(commands in prop::collection::vec(0usize..COMMANDS.len(), 1..20), junk in "[ -~]{0,12}") {
        let mut app = sample("kotesovec-imitator-mate-in-2.toml");
        for c in commands {
            let _ = run(&mut app, COMMANDS[c]);
        }
        let _ = run(&mut app, &junk);
        let _ = run(&mut app, &format!("put {junk}"));
    }
}
