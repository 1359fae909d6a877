//! The key map: which key does what, in which context. `?` help is generated from this table,
//! so the table is the documentation.
//!
//! A key is looked up in the context of the current mode first (place mode, an editor, the
//! command line, help, a question), then in the focused pane's context, then globally. Keys
//! the editors and the command line do not bind are typed into them.

use std::collections::BTreeMap;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use toml::Spanned;

use super::action::{Action, Dir, Field};
use super::app::{App, Focus, Mode};
use crate::conditions::registry::REGISTRY;
use crate::rules::{Colour, Piece, PieceKind};
use crate::tui::glyphs::token_view;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Context {
    Global,
    Board,
    Place,
    Moves,
    Solver,
    Editor,
    Command,
    Help,
    Picker,
    Confirm,
}

impl Context {
    pub const ALL: [Context; 10] = [
        Context::Global,
        Context::Board,
        Context::Place,
        Context::Moves,
        Context::Solver,
        Context::Editor,
        Context::Command,
        Context::Help,
        Context::Picker,
        Context::Confirm,
    ];

    /// The name of the context's table in `keys.toml`.
    pub fn name(self) -> &'static str {
        match self {
            Context::Global => "global",
            Context::Board => "board",
            Context::Place => "place",
            Context::Moves => "moves",
            Context::Solver => "solver",
            Context::Editor => "editor",
            Context::Command => "command",
            Context::Help => "help",
            Context::Picker => "picker",
            Context::Confirm => "confirm",
        }
    }

    pub fn from_name(name: &str) -> Option<Context> {
        Context::ALL.into_iter().find(|c| c.name() == name)
    }

    pub fn title(self) -> &'static str {
        match self {
            Context::Global => "Everywhere",
            Context::Board => "Board pane",
            Context::Place => "Place mode (i on the board)",
            Context::Moves => "Move list pane",
            Context::Solver => "Solver pane",
            Context::Editor => "Editors",
            Context::Command => "Command line",
            Context::Help => "Help",
            Context::Picker => "File list",
            Context::Confirm => "Questions",
        }
    }
}

/// One key of the table.
#[derive(Clone, Debug)]
pub struct Binding {
    pub context: Context,
    /// The key as help shows it and as override files would write it: `k`, `C-r`, `S-Tab`,
    /// `Enter`, `Up`, `PgDn`, `Del`, `Space`.
    pub key: String,
    pub action: Action,
    pub help: String,
}

/// A key as crossterm reports it, reduced to what bindings compare.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Chord {
    code: KeyCode,
    ctrl: bool,
    alt: bool,
}

impl Chord {
    fn of(key: &KeyEvent) -> Chord {
        // Shift is left out: it is in the character already ('K'), and terminals report
        // Shift-Tab as BackTab with or without it.
        let code = key.code;
        Chord {
            code,
            ctrl: key.modifiers.contains(KeyModifiers::CONTROL),
            alt: key.modifiers.contains(KeyModifiers::ALT),
        }
    }

    fn parse(spec: &str) -> Option<Chord> {
        let (ctrl, alt, rest) = if let Some(r) = spec.strip_prefix("C-") {
            (true, false, r)
        } else if let Some(r) = spec.strip_prefix("M-") {
            (false, true, r)
        } else {
            (false, false, spec)
        };
        let code = match rest {
            "Tab" => KeyCode::Tab,
            "S-Tab" => KeyCode::BackTab,
            "Enter" => KeyCode::Enter,
            "Esc" => KeyCode::Esc,
            "Up" => KeyCode::Up,
            "Down" => KeyCode::Down,
            "Left" => KeyCode::Left,
            "Right" => KeyCode::Right,
            "Home" => KeyCode::Home,
            "End" => KeyCode::End,
            "PgUp" => KeyCode::PageUp,
            "PgDn" => KeyCode::PageDown,
            "Del" => KeyCode::Delete,
            "Backspace" => KeyCode::Backspace,
            "Space" => KeyCode::Char(' '),
            s if s.chars().count() == 1 => KeyCode::Char(s.chars().next()?),
            _ => return None,
        };
        Some(Chord { code, ctrl, alt })
    }
}

/// The key event a key spec names (`k`, `C-r`, `S-Tab`, `Enter`, …), as a terminal sends it.
pub fn key_event(spec: &str) -> Option<KeyEvent> {
    let chord = Chord::parse(spec)?;
    let mut modifiers = KeyModifiers::NONE;
    if chord.ctrl {
        modifiers |= KeyModifiers::CONTROL;
    }
    if chord.alt {
        modifiers |= KeyModifiers::ALT;
    }
    if let KeyCode::Char(c) = chord.code {
        if c.is_ascii_uppercase() {
            modifiers |= KeyModifiers::SHIFT;
        }
    }
    if chord.code == KeyCode::BackTab {
        modifiers |= KeyModifiers::SHIFT;
    }
    Some(KeyEvent::new(chord.code, modifiers))
}

pub struct Keymap {
    pub bindings: Vec<Binding>,
    chords: Vec<Chord>,
}

impl Default for Keymap {
    fn default() -> Self {
        Keymap::new(default_bindings())
    }
}

impl Keymap {
    pub fn new(bindings: Vec<Binding>) -> Keymap {
        let chords = bindings
            .iter()
            .map(|b| Chord::parse(&b.key).unwrap_or_else(|| panic!("bad key spec {}", b.key)))
            .collect();
        Keymap { bindings, chords }
    }

    fn find(&self, context: Context, chord: Chord) -> Option<Action> {
        self.bindings
            .iter()
            .zip(&self.chords)
            .find(|(b, c)| b.context == context && **c == chord)
            .map(|(b, _)| b.action.clone())
    }

    /// The action of `key` in the app's current mode and focus.
    pub fn action(&self, app: &App, key: KeyEvent) -> Option<Action> {
        let chord = Chord::of(&key);
        match app.mode {
            Mode::Editor => {
                let single = app.editor.as_ref().is_some_and(|e| e.field.single_line());
                if single && chord.code == KeyCode::Enter && !chord.ctrl && !chord.alt {
                    return Some(Action::Submit);
                }
                self.bound(app, chord).or(Some(Action::Text(key)))
            }
            Mode::Command => self.bound(app, chord).or(Some(Action::Text(key))),
            // Keys the list does not bind search it by name.
            Mode::Picker => self.bound(app, chord).or(Some(Action::Text(key))),
            _ => self.bound(app, chord),
        }
    }

    /// The action bound to `chord` in the app's current mode and focus.
    fn bound(&self, app: &App, chord: Chord) -> Option<Action> {
        let pane = match app.focus {
            Focus::Board => Context::Board,
            Focus::Moves => Context::Moves,
            Focus::Solver => Context::Solver,
        };
        match app.mode {
            Mode::Editor => self.find(Context::Editor, chord),
            Mode::Command => self.find(Context::Command, chord),
            Mode::Help => self.find(Context::Help, chord),
            Mode::Picker => self.find(Context::Picker, chord),
            Mode::Confirm(_) => self.find(Context::Confirm, chord),
            // Letters place pieces there: the cursor moves with the arrows only (a vim user's
            // `k` would otherwise place a black king where `h`, `j`, `l` move the cursor).
            Mode::Place => self.find(Context::Place, chord).or_else(|| {
                let letter = matches!(chord.code, KeyCode::Char(c) if c.is_ascii_alphabetic());
                self.find(Context::Global, chord)
                    .filter(|a| !(letter && matches!(a, Action::Move(_))))
            }),
            Mode::Normal => self
                .find(pane, chord)
                .or_else(|| self.find(Context::Global, chord)),
        }
    }

    /// The keys `key` stands for: an Alt+key that nothing binds is Escape followed by the
    /// key (terminals send Escape as a prefix for Alt, and a laggy link delivers an Escape and
    /// the next key together, which crossterm then reads as Alt+key); any other key is itself.
    pub fn keys_of(&self, app: &App, key: KeyEvent) -> Vec<KeyEvent> {
        let chord = Chord::of(&key);
        let plain_char = matches!(key.code, KeyCode::Char(_)) && !chord.ctrl;
        if chord.alt && plain_char && self.bound(app, chord).is_none() {
            let esc = KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE);
            let rest = KeyEvent::new(key.code, key.modifiers - KeyModifiers::ALT);
            vec![esc, rest]
        } else {
            vec![key]
        }
    }

    /// Help rows: per context, the keys that share a description, and the description.
    pub fn help(&self) -> Vec<(Context, String, String)> {
        let mut rows: Vec<(Context, String, String)> = Vec::new();
        for b in &self.bindings {
            match rows
                .iter_mut()
                .find(|(c, _, h)| *c == b.context && *h == b.help)
            {
                Some(row) => {
                    row.1.push(' ');
                    row.1.push_str(&b.key);
                }
                None => rows.push((b.context, b.key.clone(), b.help.clone())),
            }
        }
        rows
    }

    /// The default key map changed by an override file (`keys.toml` in the configuration
    /// directory): a table per context (`[global]`, `[board]`, `[place]`, `[moves]`,
    /// `[solver]`, `[editor]`, `[command]`, `[help]`, `[picker]`, `[confirm]`) of
    /// `"KEY" = "ACTION"` lines. The key replaces its binding in that context; the action
    /// `"none"` only removes it. Action names are those [`action_name`] gives (`undo`,
    /// `edit-stipulation`, `put bQ`, …).
    ///
    /// A mistake is an error naming its line and column (`line 3, column 1: unknown action
    /// 'fly'`); a byte order mark before the text is skipped.
    pub fn with_overrides(text: &str) -> Result<Keymap, String> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let at = |span: Option<std::ops::Range<usize>>, message: String| match span {
            Some(span) => {
                let (line, column) = crate::session::format::line_column(text, span.start);
                format!("line {line}, column {column}: {message}")
            }
            None => message,
        };
        let one_line = |m: &str| {
            m.lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
                .join("; ")
        };
        type Section = BTreeMap<Spanned<String>, Spanned<toml::Value>>;
        let table: BTreeMap<Spanned<String>, Spanned<Section>> = toml::from_str(text)
            .map_err(|e: toml::de::Error| at(e.span(), one_line(e.message())))?;
        let defaults = default_bindings();
        let mut bindings = defaults.clone();
        for (section, keys) in &table {
            let context = Context::from_name(section.get_ref()).ok_or_else(|| {
                at(
                    Some(section.span()),
                    format!("unknown context [{}]", section.get_ref()),
                )
            })?;
            for (key, action) in keys.get_ref() {
                let (key_name, key_span) = (key.get_ref(), Some(key.span()));
                let chord = Chord::parse(key_name).ok_or_else(|| {
                    at(
                        key_span.clone(),
                        format!("[{}] unknown key '{key_name}'", section.get_ref()),
                    )
                })?;
                let name = action.get_ref().as_str().ok_or_else(|| {
                    at(
                        Some(action.span()),
                        format!(
                            "[{}] '{key_name}': the action must be a string",
                            section.get_ref()
                        ),
                    )
                })?;
                bindings.retain(|b| b.context != context || Chord::parse(&b.key) != Some(chord));
                if name == "none" {
                    continue;
                }
                let action = action_by_name(name).ok_or_else(|| {
                    at(
                        Some(action.span()),
                        format!(
                            "[{}] '{key_name}': unknown action '{name}'",
                            section.get_ref()
                        ),
                    )
                })?;
                let help = defaults
                    .iter()
                    .find(|b| b.action == action)
                    .map(|b| b.help.clone())
                    .unwrap_or_else(|| name.to_string());
                bindings.push(Binding {
                    context,
                    key: key_name.clone(),
                    action,
                    help,
                });
            }
        }
        Ok(Keymap::new(bindings))
    }
}

fn bind(out: &mut Vec<Binding>, context: Context, keys: &[&str], action: Action, help: &str) {
    for k in keys {
        out.push(Binding {
            context,
            key: k.to_string(),
            action: action.clone(),
            help: help.to_string(),
        });
    }
}

/// Actions that take no argument, by their names in `keys.toml`.
const NAMED: &[(&str, Action)] = &[
    ("quit", Action::Quit),
    ("suspend", Action::Suspend),
    ("focus-next", Action::FocusNext),
    ("focus-previous", Action::FocusPrev),
    ("help", Action::ToggleHelp),
    ("command-line", Action::CommandLine),
    ("undo", Action::Undo),
    ("redo", Action::Redo),
    ("pause", Action::TogglePause),
    ("glyphs", Action::CycleGlyphs),
    ("up", Action::Move(Dir::Up)),
    ("down", Action::Move(Dir::Down)),
    ("left", Action::Move(Dir::Left)),
    ("right", Action::Move(Dir::Right)),
    ("page-up", Action::PageUp),
    ("page-down", Action::PageDown),
    ("home", Action::Home),
    ("end", Action::End),
    ("place-mode", Action::PlaceMode),
    ("escape", Action::Escape),
    ("neutral", Action::NeutralPrefix),
    ("fairy-white", Action::FairyPicker(Colour::White)),
    ("fairy-black", Action::FairyPicker(Colour::Black)),
    ("clear", Action::ClearSquare),
    ("select-square", Action::SelectSquare),
    ("play", Action::PlaySelected),
    ("step-back", Action::StepBack),
    ("step-forward", Action::StepForward),
    ("diagram", Action::ToDiagram),
    ("next-problem", Action::NextProblem),
    ("previous-problem", Action::PrevProblem),
    ("next-twin", Action::NextTwin),
    ("show-line", Action::ShowLine),
    ("fold", Action::ToggleFold),
    ("fold-all", Action::FoldAll),
    ("complete", Action::Complete),
    ("submit", Action::Submit),
    ("cancel", Action::Cancel),
    ("yes", Action::Confirm(true)),
    ("no", Action::Confirm(false)),
];

/// The name of the action that puts or removes a token: the word their condition gives them
/// (`crate::conditions::view::TokenView::word`).
fn token_action_name() -> Option<&'static str> {
    token_view().map(|t| t.word)
}

/// An action by its name: one of the named ones, the tokens' word, `edit-FIELD`
/// (`edit-stipulation`, …) or `put CODE` with a colour and a Popeye code (`put bQ`, `put nG`).
pub fn action_by_name(name: &str) -> Option<Action> {
    if let Some((_, a)) = NAMED.iter().find(|(n, _)| *n == name) {
        return Some(a.clone());
    }
    if token_action_name() == Some(name) {
        return Some(Action::ToggleToken);
    }
    if let Some(field) = name.strip_prefix("edit-") {
        return Field::ALL
            .into_iter()
            .find(|f| f.name() == field)
            .map(Action::OpenEditor);
    }
    let code = name.strip_prefix("put ")?;
    match crate::tui::compose::parse_piece_at(code, 'S') {
        Ok((piece, None)) => Some(Action::Place(piece)),
        _ => None,
    }
}

/// The name of an action in `keys.toml`, if it has one.
pub fn action_name(action: &Action) -> Option<String> {
    if let Some((n, _)) = NAMED.iter().find(|(_, a)| a == action) {
        return Some(n.to_string());
    }
    match action {
        Action::ToggleToken => token_action_name().map(str::to_string),
        Action::OpenEditor(f) => Some(format!("edit-{}", f.name())),
        Action::Place(p) => Some(format!("put {}{}", p.colour().letter(), p.kind().letters())),
        _ => None,
    }
}

/// The default key map.
pub fn default_bindings() -> Vec<Binding> {
    use Action as A;
    use Context as C;
    let mut b = Vec::new();
    let o = &mut b;
    // The tokens' key, and what the fairy-piece lists hold, as the conditions say.
    let token_help = token_view().map(|t| format!("put / remove {} {}", t.article, t.name));
    let mut families = vec!["fairy"];
    families.extend(REGISTRY.iter().filter_map(|e| e.view.pieces()));
    let pieces = families.join(" and ");
    // Everywhere (normal mode).
    bind(o, C::Global, &["Tab"], A::FocusNext, "next pane");
    bind(o, C::Global, &["S-Tab"], A::FocusPrev, "previous pane");
    bind(o, C::Global, &["?"], A::ToggleHelp, "this help");
    bind(
        o,
        C::Global,
        &[":"],
        A::CommandLine,
        "command line (:help lists commands)",
    );
    bind(
        o,
        C::Global,
        &["q", "C-c"],
        A::Quit,
        "quit (asks if there is unsaved work)",
    );
    bind(
        o,
        C::Global,
        &["C-z"],
        A::Suspend,
        "suspend to the shell (fg comes back)",
    );
    bind(o, C::Global, &["u"], A::Undo, "undo");
    bind(o, C::Global, &["C-r"], A::Redo, "redo");
    bind(
        o,
        C::Global,
        &["p"],
        A::TogglePause,
        "pause / resume live solving",
    );
    bind(
        o,
        C::Global,
        &["g"],
        A::CycleGlyphs,
        "glyphs: letters, figurines, Popeye",
    );
    bind(
        o,
        C::Global,
        &["s"],
        A::OpenEditor(Field::Stipulation),
        "edit the stipulation",
    );
    bind(
        o,
        C::Global,
        &["c"],
        A::OpenEditor(Field::Conditions),
        "edit the conditions",
    );
    bind(
        o,
        C::Global,
        &["O"],
        A::OpenEditor(Field::Options),
        "edit the options",
    );
    bind(
        o,
        C::Global,
        &["t"],
        A::OpenEditor(Field::Twins),
        "edit the twins",
    );
    bind(
        o,
        C::Global,
        &["a"],
        A::OpenEditor(Field::Author),
        "edit the author",
    );
    bind(
        o,
        C::Global,
        &["o"],
        A::OpenEditor(Field::Source),
        "edit the source",
    );
    bind(
        o,
        C::Global,
        &["T"],
        A::OpenEditor(Field::Title),
        "edit the title",
    );
    bind(
        o,
        C::Global,
        &["n"],
        A::OpenEditor(Field::Notes),
        "edit the notes",
    );
    bind(
        o,
        C::Global,
        &["["],
        A::StepBack,
        "step back in the played line",
    );
    bind(
        o,
        C::Global,
        &["]"],
        A::StepForward,
        "step forward in the played line",
    );
    bind(o, C::Global, &["0"], A::ToDiagram, "back to the diagram");
    bind(
        o,
        C::Global,
        &["w"],
        A::NextTwin,
        "show the next twin's position (twins)",
    );
    bind(
        o,
        C::Global,
        &[">"],
        A::NextProblem,
        "next problem of the session",
    );
    bind(
        o,
        C::Global,
        &["<"],
        A::PrevProblem,
        "previous problem of the session",
    );
    bind(
        o,
        C::Global,
        &["Up", "k"],
        A::Move(Dir::Up),
        "up (cursor, selection, scroll)",
    );
    bind(o, C::Global, &["Down", "j"], A::Move(Dir::Down), "down");
    bind(o, C::Global, &["Left", "h"], A::Move(Dir::Left), "left");
    bind(o, C::Global, &["Right", "l"], A::Move(Dir::Right), "right");
    bind(o, C::Global, &["PgUp"], A::PageUp, "page up");
    bind(o, C::Global, &["PgDn"], A::PageDown, "page down");
    bind(
        o,
        C::Global,
        &["Esc"],
        A::Escape,
        "cancel a from-square; leave a solution line",
    );
    // Board.
    bind(
        o,
        C::Board,
        &["i"],
        A::PlaceMode,
        "place mode: letters put pieces",
    );
    bind(
        o,
        C::Board,
        &["x", "Del"],
        A::ClearSquare,
        "clear the square",
    );
    if let Some(help) = &token_help {
        bind(o, C::Board, &["I"], A::ToggleToken, help);
    }
    bind(
        o,
        C::Board,
        &["Enter"],
        A::SelectSquare,
        "choose from-square, then to-square: play",
    );
    // Place mode.
    for (letters, colour, help) in [
        (
            "KQRBNSP",
            Colour::White,
            "put a white piece (N or S: knight)",
        ),
        (
            "kqrbnsp",
            Colour::Black,
            "put a black piece (n or s: knight)",
        ),
    ] {
        for ch in letters.chars() {
            let kind = match ch.to_ascii_uppercase() {
                'K' => PieceKind::King,
                'Q' => PieceKind::Queen,
                'R' => PieceKind::Rook,
                'B' => PieceKind::Bishop,
                'N' | 'S' => PieceKind::Knight,
                _ => PieceKind::Pawn,
            };
            let key = ch.to_string();
            bind(
                o,
                C::Place,
                &[&key],
                A::Place(Piece::new(colour, kind)),
                help,
            );
        }
    }
    bind(
        o,
        C::Place,
        &["F"],
        A::FairyPicker(Colour::White),
        &format!("list of white {pieces} pieces"),
    );
    bind(
        o,
        C::Place,
        &["f"],
        A::FairyPicker(Colour::Black),
        &format!("list of black {pieces} pieces"),
    );
    bind(
        o,
        C::Place,
        &["~"],
        A::NeutralPrefix,
        "neutral prefix: ~N neutral knight, ~F fairy pieces",
    );
    bind(
        o,
        C::Place,
        &["x", "Del", "Space", "Backspace"],
        A::ClearSquare,
        "clear the square",
    );
    if let Some(help) = &token_help {
        bind(o, C::Place, &["I"], A::ToggleToken, help);
    }
    bind(o, C::Place, &["Up"], A::Move(Dir::Up), "move the cursor");
    bind(
        o,
        C::Place,
        &["Down"],
        A::Move(Dir::Down),
        "move the cursor",
    );
    bind(
        o,
        C::Place,
        &["Left"],
        A::Move(Dir::Left),
        "move the cursor",
    );
    bind(
        o,
        C::Place,
        &["Right"],
        A::Move(Dir::Right),
        "move the cursor",
    );
    bind(o, C::Place, &["u"], A::Undo, "undo");
    bind(
        o,
        C::Place,
        &["Esc", "Enter"],
        A::Escape,
        "leave place mode",
    );
    // Move list.
    bind(
        o,
        C::Moves,
        &["Enter"],
        A::PlaySelected,
        "play the selected move",
    );
    bind(o, C::Moves, &["Left", "h"], A::StepBack, "step back");
    bind(o, C::Moves, &["Right", "l"], A::StepForward, "step forward");
    bind(o, C::Moves, &["Home"], A::ToDiagram, "back to the diagram");
    // Solver.
    bind(
        o,
        C::Solver,
        &["Enter"],
        A::ShowLine,
        "play the line on the board up to its move",
    );
    bind(
        o,
        C::Solver,
        &["Left", "h"],
        A::StepBack,
        "step back in the line on the board",
    );
    bind(
        o,
        C::Solver,
        &["Right", "l"],
        A::StepForward,
        "step forward in the line on the board",
    );
    bind(
        o,
        C::Solver,
        &["Space"],
        A::ToggleFold,
        "fold / unfold the selected block",
    );
    bind(
        o,
        C::Solver,
        &["z"],
        A::FoldAll,
        "fold / unfold every block",
    );
    bind(o, C::Solver, &["Home"], A::Home, "top of the tree");
    bind(o, C::Solver, &["End"], A::End, "end of the tree");
    // Editors and the command line.
    bind(
        o,
        C::Editor,
        &["C-s"],
        A::Submit,
        "apply (Enter too in one-line fields)",
    );
    bind(o, C::Editor, &["Esc"], A::Cancel, "close without applying");
    bind(o, C::Command, &["Enter"], A::Submit, "run the command");
    bind(o, C::Command, &["Esc"], A::Cancel, "close the command line");
    bind(
        o,
        C::Command,
        &["Tab"],
        A::Complete,
        "complete a command, condition, file, piece code",
    );
    bind(o, C::Command, &["Up"], A::Move(Dir::Up), "previous command");
    bind(o, C::Command, &["Down"], A::Move(Dir::Down), "next command");
    // Help, lists, questions.
    bind(
        o,
        C::Help,
        &["Esc", "?", "q"],
        A::ToggleHelp,
        "close the help",
    );
    bind(o, C::Help, &["Up", "k"], A::Move(Dir::Up), "scroll");
    bind(o, C::Help, &["Down", "j"], A::Move(Dir::Down), "scroll");
    bind(o, C::Help, &["PgUp"], A::PageUp, "page up");
    bind(o, C::Help, &["PgDn", "Space"], A::PageDown, "page down");
    bind(o, C::Help, &["Home"], A::Home, "top");
    bind(
        o,
        C::Picker,
        &["Up", "k"],
        A::Move(Dir::Up),
        "previous file",
    );
    bind(
        o,
        C::Picker,
        &["Down", "j"],
        A::Move(Dir::Down),
        "next file",
    );
    bind(
        o,
        C::Picker,
        &["Enter"],
        A::Submit,
        "open the file / put the piece",
    );
    bind(o, C::Picker, &["Esc", "q"], A::Cancel, "close the list");
    bind(o, C::Confirm, &["y"], A::Confirm(true), "yes");
    bind(o, C::Confirm, &["n", "Esc"], A::Confirm(false), "no");
    b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bound_action_has_a_name_that_reads_back() {
        for b in default_bindings() {
            if matches!(b.action, Action::Text(_) | Action::Command(_)) {
                continue;
            }
            let name = action_name(&b.action).unwrap_or_else(|| panic!("{:?}", b.action));
            assert_eq!(action_by_name(&name), Some(b.action.clone()), "{name}");
        }
    }

    #[test]
    fn overrides_rebind_and_unbind() {
        let map = Keymap::with_overrides(
            "[global]\n\"C-z\" = \"undo\"\n\"u\" = \"none\"\n[place]\n\"g\" = \"put bG\"\n",
        )
        .unwrap();
        let find = |c: Context, k: &str| map.find(c, Chord::parse(k).unwrap());
        assert_eq!(find(Context::Global, "C-z"), Some(Action::Undo));
        assert_eq!(find(Context::Global, "u"), None);
        assert_eq!(
            find(Context::Place, "g"),
            Some(Action::Place(Piece::new(
                Colour::Black,
                PieceKind::Grasshopper
            )))
        );
        assert!(Keymap::with_overrides("[nowhere]\n\"x\" = \"undo\"").is_err());
        assert!(Keymap::with_overrides("[global]\n\"x\" = \"fly\"").is_err());
    }

    #[test]
    fn a_broken_override_names_its_line_and_column_and_a_bom_is_skipped() {
        let err = |text: &str| Keymap::with_overrides(text).err().unwrap_or_default();
        // TOML syntax: an unclosed string on line 3.
        let e = err("[global]\n\"u\" = \"undo\"\n\"x\" = \"redo\n");
        assert!(e.starts_with("line 3, column "), "{e}");
        // Unknown context, key, action; an action that is no string.
        assert_eq!(
            err("# keys\n[nowhere]\n\"x\" = \"undo\"\n"),
            "line 2, column 2: unknown context [nowhere]"
        );
        assert_eq!(
            err("[global]\n\"u\" = \"undo\"\n\"Hyper-q\" = \"undo\"\n"),
            "line 3, column 1: [global] unknown key 'Hyper-q'"
        );
        assert_eq!(
            err("[global]\n\n  \"x\" = \"fly\"\n"),
            "line 3, column 9: [global] 'x': unknown action 'fly'"
        );
        assert!(err("[global]\n\"x\" = 3\n").starts_with("line 2, column 7: "));
        // A section that is no table.
        assert!(err("global = 3\n").starts_with("line 1, column "));
        // A byte order mark before the text.
        let map = Keymap::with_overrides("\u{feff}[global]\n\"C-z\" = \"undo\"\n").unwrap();
        assert_eq!(
            map.find(Context::Global, Chord::parse("C-z").unwrap()),
            Some(Action::Undo)
        );
    }

    #[test]
    fn every_key_spec_parses_and_no_key_is_bound_twice_in_a_context() {
        let map = Keymap::default();
        for (i, a) in map.bindings.iter().enumerate() {
            for (j, b) in map.bindings.iter().enumerate() {
                if i < j && a.context == b.context {
                    assert_ne!(map.chords[i], map.chords[j], "{} in {:?}", a.key, a.context);
                }
            }
        }
    }
}
