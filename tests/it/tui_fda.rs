//! The workbench under Four Double Acts (RULES.md §4): the imitation panel's words for the
//! worked examples, the game array from `:initial fda`, placing the six imitating pieces, and
//! playing the game's moves from the move list and the board.

use feerie::conditions::fda::describe_imitation;
use feerie::conditions::FdaOptions;
use feerie::notation::fen::parse_fen;
use feerie::rules::condition::Condition;
use feerie::rules::{Colour, Piece, PieceKind, Position, Square};
use feerie::tui::app::{App, Focus, Mode};
use feerie::tui::keymap::{key_event, Keymap};
use feerie::tui::theme::Theme;
use feerie::tui::update::update;

/// Presses keys given as specs separated by spaces (`i F j Enter`).
fn press(app: &mut App, keys: &str) {
    let map = Keymap::default();
    for token in keys.split_whitespace() {
        let key = key_event(token).unwrap_or_else(|| panic!("key {token}"));
        if let Some(action) = map.action(app, key) {
            update(app, action);
        }
    }
}

fn command(app: &mut App, text: &str) {
    update(app, feerie::tui::action::Action::Command(text.into()));
}

fn app() -> App {
    App::new(Vec::new(), Theme::builtin("mono").unwrap())
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// The panel's sentence for the piece on `at` of the 10x10 `fen`.
fn words(fen: &str, at: &str) -> Option<String> {
    let pos = parse_fen(fen).unwrap();
    words_in(&pos, at)
}

fn words_in(pos: &Position, at: &str) -> Option<String> {
    describe_imitation(pos, &FdaOptions::default(), sq(at), 'N').map(|p| p.text)
}

#[test]
fn the_panel_words_the_worked_examples() {
    // FDA-1: protected by the rook.
    assert_eq!(
        words("9k/10/10/10/10/4[FF]5/10/10/10/K3R5 w - - 0 1", "e5").unwrap(),
        "Fiancée e5 imitates Rook (protected by Re1)"
    );
    // FDA-2: attacked by the knight.
    assert_eq!(
        words("9k/10/10/5n4/10/4[WF]5/10/10/10/K9 w - - 0 1", "e5").unwrap(),
        "Widow e5 imitates Knight (attacked by Nf7)"
    );
    // FDA-3: the chain; the Widow lends the Fiancé what the bishop lends her.
    let fda3 = "9k/10/10/b9/10/2[WF]7/3[FM]6/10/10/K9 w - - 0 1";
    assert_eq!(
        words(fda3, "c5").unwrap(),
        "Widow c5 imitates Bishop (attacked by Ba7)"
    );
    assert_eq!(
        words(fda3, "d4").unwrap(),
        "Fiancé d4 imitates Bishop (protected by WFc5 as Bishop)"
    );
    let lenders = describe_imitation(
        &parse_fen(fda3).unwrap(),
        &FdaOptions::default(),
        sq("d4"),
        'N',
    )
    .unwrap()
    .lenders;
    assert_eq!(lenders, vec![sq("c5")]);
    // FDA-4: the Comedians, with and without a known last move.
    let mut fda4 = parse_fen("9k/10/10/10/5[CN]4/9n/4[CM]5/10/10/K9 w - - 0 1").unwrap();
    assert_eq!(
        words_in(&fda4, "e4").unwrap(),
        "Comedian e4 imitates nothing: no last move known"
    );
    fda4.set_last_move_kind(Some(PieceKind::Knight));
    assert_eq!(
        words_in(&fda4, "e4").unwrap(),
        "Comedian e4 imitates Knight (the last move was a knight move)"
    );
    assert_eq!(
        words_in(&fda4, "f6").unwrap(),
        "Comedienne f6 imitates Knight (the last move was a knight move)"
    );
    // FDA-5: protection through borrowed powers only.
    let fda5 = "9k/10/10/10/10/4[FF]5/4[FM]5/10/10/K9 w - - 0 1";
    assert_eq!(
        words(fda5, "e4").unwrap(),
        "Fiancé e4 is immobile: nothing protects it"
    );
    assert_eq!(
        words(fda5, "e5").unwrap(),
        "Fiancée e5 is immobile: nothing protects it"
    );
    // FDA-8: on its far rank, the pawn's protection lends nothing.
    assert_eq!(
        words("2[FM]7/1P8/10/10/10/10/10/10/10/K8k w - - 0 1", "c10").unwrap(),
        "Fiancé c10 is immobile: only a pawn protects it, and on its far rank it imitates no pawn"
    );
    // A Widower nothing attacks; an orthodox piece has no panel.
    let lone = "9k/10/10/10/10/4[WM]5/10/10/10/K9 w - - 0 1";
    assert_eq!(
        words(lone, "e5").unwrap(),
        "Widower e5 is immobile: nothing attacks it"
    );
    assert_eq!(words(lone, "a1"), None);
    assert_eq!(words(lone, "b1"), None);
}

#[test]
fn initial_fda_sets_up_the_game() {
    let mut app = app();
    command(&mut app, "initial fda");
    let mut expected = parse_fen(feerie::conditions::fda::GAME_FEN).unwrap();
    expected.set_qi_castling(feerie::conditions::fda::rights_from_array(&expected));
    assert_eq!(app.problem().position, expected);
    assert_eq!(
        app.problem().conditions,
        vec![Condition::new(FdaOptions::default())]
    );
    assert!(app.shown.rules.options::<FdaOptions>().is_some());
    // perft(1) of the game array is 32 (tests/it/fda.rs).
    assert_eq!(app.shown.moves.len(), 32);
    command(&mut app, "initial chess960");
    assert!(app.message.is_some());
}

#[test]
fn the_six_imitating_pieces_are_placed_like_fairy_pieces() {
    let mut app = app();
    command(&mut app, "board 10x10");
    // The fairy picker lists them in their own group, after the fairy pieces before them.
    press(&mut app, "i F");
    assert_eq!(app.mode, Mode::Picker);
    let labels = app.picker.as_ref().unwrap().labels(app.knight);
    let first = labels
        .iter()
        .position(|l| l.contains("comedian"))
        .expect("the comedian is offered");
    assert_eq!(
        labels[first..first + 6],
        [
            "CM  white comedian · imitators",
            "CN  white comedienne · imitators",
            "FM  white fiancé · imitators",
            "FF  white fiancée · imitators",
            "WM  white widower · imitators",
            "WF  white widow · imitators",
        ]
    );
    for _ in 0..first + 3 {
        press(&mut app, "j");
    }
    press(&mut app, "Enter");
    let at = |app: &App, s: &str| app.problem().position.piece_at(sq(s));
    assert_eq!(
        at(&app, "a1"),
        Some(Piece::new(Colour::White, PieceKind::Fiancee))
    );
    press(&mut app, "Right f");
    for _ in 0..first + 5 {
        press(&mut app, "j");
    }
    press(&mut app, "Enter Esc");
    assert_eq!(
        at(&app, "b1"),
        Some(Piece::new(Colour::Black, PieceKind::Widow))
    );
    // By command, as Popeye codes; a neutral one is refused (they belong to one side).
    command(&mut app, "put wCM e4");
    assert_eq!(
        at(&app, "e4"),
        Some(Piece::new(Colour::White, PieceKind::Comedian))
    );
    command(&mut app, "put nWM e6");
    assert_eq!(at(&app, "e6"), None);
    assert!(app
        .message
        .as_ref()
        .is_some_and(|m| m.text.contains("neutral widower")));
    // The neutral picker does not offer them.
    press(&mut app, "i ~ F");
    let labels = app.picker.as_ref().unwrap().labels(app.knight);
    assert!(labels.iter().all(|l| !l.contains("comedian")), "{labels:?}");
    press(&mut app, "Esc Esc");
    // The help names them.
    let help = app.keys.help();
    assert!(
        help.iter().any(
            |(_, keys, text)| keys == "F" && text.contains("fairy and Four Double Acts pieces")
        ),
        "{help:?}"
    );
}

/// Selects the move whose text is `text` in the move list (which has the focus) and plays it.
fn play_from_list(app: &mut App, text: &str) {
    assert_eq!(app.focus, Focus::Moves);
    let index = app
        .shown
        .moves
        .iter()
        .position(|m| m.text == text)
        .unwrap_or_else(|| {
            let texts: Vec<_> = app.shown.moves.iter().map(|m| &m.text).collect();
            panic!("{text} not in {texts:?}")
        });
    while app.selected > index {
        press(app, "Up");
    }
    while app.selected < index {
        press(app, "Down");
    }
    press(app, "Enter");
}

#[test]
fn the_game_is_played_move_by_move() {
    let mut app = app();
    command(&mut app, "initial fda");
    press(&mut app, "Tab");
    // Imitating pieces' moves name the kind they move as.
    let texts: Vec<&str> = app.shown.moves.iter().map(|m| m.text.as_str()).collect();
    assert!(texts.contains(&"FF(S)g2-f4"), "{texts:?}");
    assert!(texts.contains(&"FM(S)d2-e4"), "{texts:?}");
    // Ten pawns with the camp's double step.
    assert!(texts.contains(&"h3-h5"), "{texts:?}");
    play_from_list(&mut app, "h3-h4");
    play_from_list(&mut app, "Si9-h7");
    assert_eq!(app.line_pos, 2);
    assert_eq!(app.shown.line, vec!["h3-h4", "Si9-h7"]);
    // The Fiancée g2 reaches h3 as a Queen (lent by the king) and as a Bishop: two moves.
    let both: Vec<&str> = app
        .shown
        .moves
        .iter()
        .filter(|m| m.mv.from == sq("g2") && m.mv.to == sq("h3"))
        .map(|m| m.text.as_str())
        .collect();
    assert_eq!(both, vec!["FF(B)g2-h3", "FF(K)g2-h3"]);
    // Chosen on the board, the list takes over to tell them apart.
    press(&mut app, "S-Tab");
    assert_eq!(app.focus, Focus::Board);
    app.cursor = sq("g2");
    press(&mut app, "Enter Up Right Enter");
    assert_eq!(app.focus, Focus::Moves);
    assert_eq!(app.shown.moves[app.selected].text, "FF(B)g2-h3");
    play_from_list(&mut app, "FF(K)g2-h3");
    assert_eq!(app.shown.line, vec!["h3-h4", "Si9-h7", "FF(K)g2-h3"]);
    // The king's kind is the last move's: Black's Comedians now imitate a king.
    let panel = describe_imitation(
        &app.shown.position,
        &feerie::conditions::fda::options_in_force(&app.shown.rules).unwrap(),
        sq("d10"),
        'N',
    )
    .unwrap();
    assert_eq!(
        panel.text,
        "Comedian d10 imitates King (the last move was a king move)"
    );
    // Steps back and forward through the line.
    press(&mut app, "Left Left");
    assert_eq!(app.line_pos, 1);
    assert_eq!(
        app.shown.position.side_to_move(),
        feerie::rules::Side::Black
    );
    press(&mut app, "Right Right");
    assert_eq!(app.line_pos, 3);
    // The move list's text plays by command too.
    command(&mut app, "move FM(S)d9-e7");
    assert_eq!(app.line_pos, 4, "{:?}", app.message);
    assert_eq!(app.shown.line[3], "FM(S)d9-e7");
}
