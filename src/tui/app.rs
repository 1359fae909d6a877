//! The workbench's state: the session's problems, the one on screen, the cursor, focus and
//! mode, the line played from the diagram, undo and redo, the solver's view with its
//! generation numbers, and the message and command lines.
//!
//! Only `update` (and the event loop, for what the worker and the disk report) changes it;
//! rendering reads it. What rendering needs but costs work to compute (the legal moves with
//! their text, the solver's text lines) is kept here and refreshed by [`App::refresh`] after
//! every change.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent};

use super::caps::Caps;
use ratatui::style::Style;
use tui_textarea::TextArea;

use super::action::Field;
use super::glyphs::GlyphSet;
use super::keymap::Keymap;
use super::theme::Theme;
use crate::notation::move_text::{move_text_marked_in, move_text_under};
use crate::rules::problem::Problem;
use crate::rules::twin::twin_problems;
use crate::rules::Side;
use crate::rules::{legal_moves, Language, Move, Piece, Position, Ruleset, Square, Texts};
use crate::session::save::Stamp;
use crate::session::{Session, UiState};
use crate::solver::render::LinePath;
use crate::solver::{render, Solution};

/// One problem of the session, with what the composer intends (solutions) and notes.
pub use crate::session::SessionProblem as Entry;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Focus {
    Board,
    Moves,
    Solver,
}

impl Focus {
    pub fn next(self) -> Focus {
        match self {
            Focus::Board => Focus::Moves,
            Focus::Moves => Focus::Solver,
            Focus::Solver => Focus::Board,
        }
    }
    pub fn prev(self) -> Focus {
        self.next().next()
    }
}

/// Who has the keyboard.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    Normal,
    /// Letters put pieces on the board.
    Place,
    /// Typing a `:` command.
    Command,
    /// A text editor for a field of the problem is open.
    Editor,
    Help,
    /// A list to choose from (samples).
    Picker,
    /// A yes/no question in the message line.
    Confirm(Question),
}

/// What the help window shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HelpPage {
    /// The keys of every pane and the commands (`?`, `:help`).
    Keys,
    /// The messages of this run, newest first (`:messages`).
    Messages,
    /// The problem's words whole: title, author, source, award, remarks, notes (`:info`).
    Problem,
}

/// The most messages the log keeps.
pub const MESSAGE_LOG: usize = 500;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Question {
    /// Quit with unsaved changes?
    Quit,
    /// Reopen the session autosaved before a crash?
    Recover,
    /// Save over a file that changed on disk, was deleted, or was never read
    /// ([`App::pending_save`])?
    Overwrite,
    /// Save in a format that cannot hold all of the session ([`App::pending_save`]); `force`
    /// is the `:w!` the save was asked with.
    Lossy { force: bool },
    /// Export in a format that leaves part of the session out ([`App::pending_save`] holds
    /// the file).
    LossyExport(crate::session::export::ExportFormat),
}

/// A text editor open on one field, with the validation of what it holds now.
pub struct Editor {
    pub field: Field,
    pub text: TextArea<'static>,
    /// Why the text cannot be applied, or `None` if it can.
    pub error: Option<String>,
}

/// What a list offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choices {
    /// Files to open (`:recent`).
    Files(Vec<PathBuf>),
    /// The samples built into the binary, by file name (`:samples`).
    Samples(Vec<&'static str>),
    /// Pieces to put on the cursor's square (the fairy piece picker).
    Pieces(Vec<Piece>),
}

/// A list to choose from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker {
    pub title: String,
    pub choices: Choices,
    pub selected: usize,
    /// The mode to return to.
    pub back: Mode,
    /// What was typed to search the list (a row's text, any case).
    pub query: String,
}

impl Picker {
    pub fn len(&self) -> usize {
        match &self.choices {
            Choices::Files(f) => f.len(),
            Choices::Samples(s) => s.len(),
            Choices::Pieces(p) => p.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The rows as shown: a piece's letters, colour, name and family.
    pub fn labels(&self, knight: char) -> Vec<String> {
        match &self.choices {
            Choices::Files(f) => f.iter().map(|p| p.display().to_string()).collect(),
            Choices::Samples(s) => s.iter().map(|n| n.to_string()).collect(),
            Choices::Pieces(p) => p
                .iter()
                .map(|p| {
                    format!(
                        "{:<3} {} {} · {}",
                        super::glyphs::kind_letters(p.kind(), knight),
                        p.colour().name(),
                        super::glyphs::kind_name(p.kind()),
                        p.kind().family().name()
                    )
                })
                .collect(),
        }
    }

    /// A key typed in the list: a character extends the search, Backspace shortens it; the
    /// first row holding the search text (any case) is selected.
    pub fn search(&mut self, key: KeyEvent, knight: char) {
        match key.code {
            KeyCode::Char(c) => self.query.push(c),
            KeyCode::Backspace => {
                self.query.pop();
            }
            _ => return,
        }
        let query = self.query.to_lowercase();
        // A piece named exactly as typed comes before one whose name only holds the text
        // ("mao" is the mao, not the mao hopper listed before it).
        let names: Vec<String> = match &self.choices {
            Choices::Pieces(p) => p
                .iter()
                .map(|p| super::glyphs::kind_name(p.kind()).to_lowercase())
                .collect(),
            _ => Vec::new(),
        };
        let labels = self.labels(knight);
        let found = names.iter().position(|n| *n == query).or_else(|| {
            labels
                .iter()
                .position(|l| l.to_lowercase().contains(&query))
        });
        if let Some(i) = found {
            self.selected = i;
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MessageKind {
    Info,
    Error,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    pub text: String,
    pub kind: MessageKind,
}

/// What the solver pane shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// Nothing to solve, and why (no stipulation, an illegal diagram).
    Idle(String),
    /// An edit was made; the job starts after the debounce.
    Waiting,
    Running,
    Done,
    /// The solver refused the problem or panicked.
    Failed(String),
    Paused,
}

/// The solver's state as the workbench sees it.
#[derive(Clone, Debug)]
pub struct SolverView {
    pub phase: Phase,
    pub paused: bool,
    pub time_limit: Option<Duration>,
    /// The transposition table's size in MiB (`:hash`; the command line's `--hash` default
    /// unless set): each solve keeps within it plus the solver's fixed margin.
    pub hash_mb: usize,
    /// Progress of the running job: the length searched (0 before the solver says), nodes.
    pub depth: u8,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Keys or lines reported so far by the running job, in each language.
    pub found: Vec<Texts>,
    pub solution: Option<Solution>,
    /// The finished tree in Popeye's layout, in blocks (a key or try with its play, a twin's
    /// heading, the set play).
    pub blocks: Vec<Vec<String>>,
    /// For each line of `blocks`, the moves that lead to it from its part's diagram (a line
    /// that shows a move), to replay it on the board.
    pub paths: Vec<Vec<Option<LinePath>>>,
    pub folded: Vec<bool>,
    /// The line the cursor is on, counted in [`SolverView::visible_lines`].
    pub cursor: usize,
}

impl Default for SolverView {
    fn default() -> Self {
        SolverView {
            phase: Phase::Idle(String::new()),
            paused: false,
            time_limit: Some(Duration::from_secs(30)),
            hash_mb: crate::solver::DEFAULT_HASH_MB,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            found: Vec::new(),
            solution: None,
            blocks: Vec::new(),
            paths: Vec::new(),
            folded: Vec::new(),
            cursor: 0,
        }
    }
}

impl SolverView {
    /// Drops the result shown, when another problem comes on screen (an edit keeps it, dimmed,
    /// until the new result replaces it).
    pub fn forget_result(&mut self) {
        self.solution = None;
        self.blocks.clear();
        self.paths.clear();
        self.folded.clear();
        self.cursor = 0;
    }

    /// Takes in a finished solution: its tree in `lang`, in blocks, unfolded, the cursor on
    /// the first line.
    pub fn show(&mut self, solution: Solution, lang: Language) {
        self.solution = Some(solution);
        self.layout(lang);
        self.folded = vec![false; self.blocks.len()];
        self.cursor = 0;
    }

    /// Lays the finished solution (if any) out in `lang`; the folds and the cursor stay.
    pub fn layout(&mut self, lang: Language) {
        let Some(solution) = &self.solution else {
            return;
        };
        // Blocks are the rows between blank rows; blocks of blank lines only are left out.
        let mut blocks: Vec<Vec<render::Row>> = vec![Vec::new()];
        for row in render::rows(solution, lang) {
            if row.text.is_empty() {
                blocks.push(Vec::new());
            } else if let Some(block) = blocks.last_mut() {
                block.push(row);
            }
        }
        blocks.retain(|b| b.iter().any(|r| !r.text.trim().is_empty()));
        self.blocks = blocks
            .iter()
            .map(|b| b.iter().map(|r| r.text.clone()).collect())
            .collect();
        self.paths = blocks
            .into_iter()
            .map(|b| b.into_iter().map(|r| r.path).collect())
            .collect();
        self.folded.resize(self.blocks.len(), false);
    }

    /// The tree's lines as shown, folded blocks by their first line: (line, block index,
    /// whether it is the block's first line).
    pub fn visible_lines(&self) -> Vec<(&str, usize, bool)> {
        let mut out = Vec::new();
        for (i, block) in self.blocks.iter().enumerate() {
            if i > 0 {
                out.push(("", i, false));
            }
            let folded = self.folded.get(i).copied().unwrap_or(false);
            for (j, line) in block.iter().enumerate() {
                if folded && j > 0 {
                    break;
                }
                out.push((line.as_str(), i, j == 0));
            }
        }
        out
    }

    /// The block and the line in it of visible line `line`; `None` for a blank line.
    pub fn line_at(&self, line: usize) -> Option<(usize, usize)> {
        let mut n = 0;
        for (i, block) in self.blocks.iter().enumerate() {
            if i > 0 {
                if n == line {
                    return None;
                }
                n += 1;
            }
            let folded = self.folded.get(i).copied().unwrap_or(false);
            let shown = if folded { 1 } else { block.len() };
            if line < n + shown {
                return Some((i, line - n));
            }
            n += shown;
        }
        None
    }

    /// The moves that lead to visible line `line`, if it shows a move.
    pub fn path_at(&self, line: usize) -> Option<&LinePath> {
        let (block, j) = self.line_at(line)?;
        self.paths.get(block)?.get(j)?.as_ref()
    }

    /// The visible line that shows the last of `moves` in part `part` (the block's first line
    /// when its block is folded), if one does.
    pub fn line_of(&self, part: usize, moves: &[Move]) -> Option<usize> {
        for (b, paths) in self.paths.iter().enumerate() {
            let found = paths.iter().position(|p| {
                p.as_ref()
                    .is_some_and(|p| p.part == part && p.moves == moves)
            });
            if let Some(j) = found {
                let folded = self.folded.get(b).copied().unwrap_or(false);
                return Some(self.block_start(b) + if folded { 0 } else { j });
            }
        }
        None
    }

    /// Line index (in `visible_lines`) where a block starts.
    pub fn block_start(&self, block: usize) -> usize {
        let mut n = 0;
        for (i, b) in self.blocks.iter().enumerate() {
            if i == block {
                return n;
            }
            let folded = self.folded.get(i).copied().unwrap_or(false);
            n += if folded { 1 } else { b.len() } + 1;
        }
        n
    }

    /// The block the cursor line belongs to (a blank line belongs to the block after it).
    pub fn cursor_block(&self) -> usize {
        (0..self.blocks.len())
            .rev()
            .find(|&b| self.block_start(b) <= self.cursor)
            .unwrap_or(0)
    }

    /// The first line to show in a pane of `height` lines: the cursor stays in view, a third
    /// of the way down once the tree is longer than the pane.
    pub fn top(&self, height: usize) -> usize {
        let total = self.visible_lines().len();
        self.cursor
            .saturating_sub(height / 3)
            .min(total.saturating_sub(height))
    }
}

/// A legal move of the position on screen, with its text.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveRow {
    pub mv: Move,
    pub text: String,
}

/// What the board and move list show, computed from the problem and the played line.
#[derive(Clone, Debug)]
pub struct Shown {
    pub position: Position,
    pub rules: Ruleset,
    pub moves: Vec<MoveRow>,
    /// The played line's moves (all of them, also those after the board's position), as text,
    /// each with its mark.
    pub line: Vec<String>,
    pub last_move: Option<Move>,
    /// The position `last_move` was played in (for what it did beyond its own squares: the
    /// marks the conditions give it).
    pub before_last: Option<Position>,
}

/// A solution line on the board: what the board showed before (Esc goes back to it), and
/// how the line's moves are played from its diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The solution's part the line belongs to (see [`crate::solver::render::LinePath`]), and
    /// the line's text. The pane's marker is found from the part and the moves on the board
    /// ([`App::marked_line`]), never from a row number, which folding changes.
    pub part: usize,
    pub text: String,
    /// The board before: the played line, how much of it was on the board, the twin shown.
    pub saved_line: Vec<Move>,
    pub saved_pos: usize,
    pub saved_twin: usize,
    /// The side that makes the first move (the defender in set play and post-key play).
    pub first: Side,
    /// Whether the side to move passes before each move: a threat after its key.
    pub passes: Vec<bool>,
    /// How help and series play number the line's moves, as the solver pane does (`None`:
    /// a battle's line, numbered by side).
    pub numbering: Option<crate::solver::render::Numbering>,
}

/// A position the board can start from: the diagram or a twin, with its label (`a)`, `b)`,
/// the zero position's `diagram`) and what the twin changed.
#[derive(Clone, Debug)]
pub struct TwinView {
    pub label: String,
    pub description: String,
    pub problem: Problem,
}

/// The diagram and the twins' problems, in order (one entry without twins); a twin that
/// cannot be applied is an error naming it.
pub fn twin_views(problem: &Problem) -> Result<Vec<TwinView>, String> {
    let mut with_diagram = problem.clone();
    with_diagram.zero_position = false;
    let all = twin_problems(&with_diagram).map_err(|e| e.to_string())?;
    // Under `zeroposition` the twins are labelled from a), the diagram is not one of them.
    let labels: Vec<String> = if problem.zero_position {
        let mut l = vec!["zero position".to_string()];
        l.extend(
            twin_problems(problem)
                .map_err(|e| e.to_string())?
                .into_iter()
                .map(|t| t.label),
        );
        l
    } else {
        all.iter().map(|t| t.label.clone()).collect()
    };
    Ok(all
        .into_iter()
        .zip(labels)
        .map(|(t, label)| TwinView {
            label,
            description: t.description.english().to_string(),
            problem: t.problem,
        })
        .collect())
}

/// How many edits undo reaches back.
pub const UNDO_STEPS: usize = 10_000;

/// One step back for undo: the problem as it was, with its index in the session.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub index: usize,
    pub entry: Entry,
}

pub struct App {
    pub entries: Vec<Entry>,
    pub current: usize,
    /// The file the session came from and is saved to.
    pub path: Option<PathBuf>,
    /// Unsaved edits.
    pub dirty: bool,
    /// What `path` looked like on disk when it was read or last saved (`None`: nothing read
    /// from it), so that a save notices another program's changes.
    pub disk: Option<Stamp>,
    /// The save waiting for a yes to [`Question::Overwrite`].
    pub pending_save: Option<PathBuf>,
    /// The file the user agreed to save to although it cannot hold everything
    /// ([`Question::Lossy`]); taken by that save.
    pub loss_accepted: Option<PathBuf>,
    /// Why the autosave cannot write, while it cannot: recovery after a crash is off (the
    /// status line says so).
    pub recovery_off: Option<String>,
    pub cursor: Square,
    pub focus: Focus,
    pub mode: Mode,
    /// The next piece placed is neutral (the `~` prefix).
    pub neutral_next: bool,
    /// The from-square chosen with Enter on the board.
    pub from: Option<Square>,
    /// Selected row of the legal-move list.
    pub selected: usize,
    /// Moves played from the diagram, and how many of them are on the board now.
    pub line: Vec<Move>,
    pub line_pos: usize,
    /// The position the board starts from: 0 the diagram, else a twin's (an index in
    /// [`twin_views`]).
    pub twin: usize,
    /// A solution line on the board (Enter in the solver pane), or `None`.
    pub replay: Option<Replay>,
    /// Steps to undo, oldest first; at most [`UNDO_STEPS`].
    pub undo: VecDeque<Snapshot>,
    pub redo: Vec<Snapshot>,
    /// Bumped by every edit (and every change of the problem on screen); the solver's results
    /// are shown only for the newest generation.
    pub generation: u64,
    pub solver: SolverView,
    pub message: Option<Message>,
    pub command: TextArea<'static>,
    /// What Tab found for the command line's last word, when it found several.
    pub completions: Vec<String>,
    pub history: Vec<String>,
    pub editor: Option<Editor>,
    pub picker: Option<Picker>,
    /// The first entry of the help page shown (a line of [`crate::tui::view::help_lines`], or a
    /// message of the log).
    pub help_scroll: usize,
    /// What the help window shows: the keys and commands, or the message log.
    pub help_page: HelpPage,
    /// Every message of this run, oldest first (at most [`MESSAGE_LOG`]): `:messages` shows
    /// them whole.
    pub messages: Vec<Message>,
    /// The theme as drawn: [`App::theme_chosen`] brought to the terminal's colours.
    pub theme: Theme,
    /// The theme as its file says (`:theme`).
    pub theme_chosen: Theme,
    /// What the terminal shows: ASCII only or UTF-8, how many colours.
    pub caps: Caps,
    pub glyphs: GlyphSet,
    /// The knight's letter on the board: 'N' (default) or 'S' (Popeye's).
    pub knight: char,
    pub shown: Shown,
    pub quit: bool,
    /// Suspend the workbench (Ctrl-Z): the loop gives the terminal back until `fg`.
    pub suspend: bool,
    /// Text for the terminal's clipboard (`:yank`): the loop sends it as OSC 52 and clears it.
    pub clipboard: Option<String>,
    /// Quit once the save asked for (`:wq`) succeeded.
    pub quit_after_save: bool,
    /// The key map in force (help is drawn from it).
    pub keys: Keymap,
    /// The language of move texts and solutions the user set (`:lang`); `None` follows each
    /// problem's language (see [`App::language`]).
    pub language: Option<Language>,
}

impl App {
    /// A workbench on these problems (an empty board if there are none).
    pub fn new(entries: Vec<Entry>, theme: Theme) -> App {
        let mut entries = entries;
        if entries.is_empty() {
            entries.push(Entry::new(Problem::new(
                Position::empty(Default::default()),
            )));
        }
        let position = entries[0].problem.position;
        let shown = Shown {
            position,
            rules: Ruleset::new(&position, &entries[0].problem.conditions),
            moves: Vec::new(),
            line: Vec::new(),
            last_move: None,
            before_last: None,
        };
        let mut app = App {
            entries,
            current: 0,
            path: None,
            dirty: false,
            disk: None,
            pending_save: None,
            loss_accepted: None,
            recovery_off: None,
            cursor: Square::new(0, 0),
            focus: Focus::Board,
            mode: Mode::Normal,
            neutral_next: false,
            from: None,
            selected: 0,
            line: Vec::new(),
            line_pos: 0,
            twin: 0,
            replay: None,
            undo: VecDeque::new(),
            redo: Vec::new(),
            generation: 1,
            solver: SolverView::default(),
            message: None,
            command: command_line(),
            completions: Vec::new(),
            history: Vec::new(),
            editor: None,
            picker: None,
            help_scroll: 0,
            help_page: HelpPage::Keys,
            messages: Vec::new(),
            theme: theme.clone(),
            theme_chosen: theme,
            caps: Caps::default(),
            glyphs: GlyphSet::Letters,
            knight: 'N',
            shown,
            quit: false,
            suspend: false,
            clipboard: None,
            quit_after_save: false,
            keys: Keymap::default(),
            language: None,
        };
        app.refresh();
        // The solver pane says what there is to solve; the event loop submits the first job.
        let _ = super::update::restart_solver(&mut app);
        app
    }

    /// Takes `theme` as chosen and draws it in the terminal's colours.
    pub fn set_theme(&mut self, theme: Theme) {
        self.theme = theme.for_colours(self.caps.colours);
        self.theme_chosen = theme;
    }

    /// Draws for a terminal with these abilities.
    pub fn set_caps(&mut self, caps: Caps) {
        self.caps = caps;
        self.theme = self.theme_chosen.for_colours(caps.colours);
    }

    pub fn entry(&self) -> &Entry {
        &self.entries[self.current]
    }
    pub fn problem(&self) -> &Problem {
        &self.entries[self.current].problem
    }

    /// The solver pane's line marked `▶` while a solution line is on the board (counted in
    /// [`SolverView::visible_lines`]): the line of the board's last move, so that the marker
    /// follows the steps; the replayed line where no line of its own shows that move (the
    /// diagram, a help line's first moves); the block's first line while the block is folded.
    /// Folding never moves it to another line: it is found by the moves, not by a row.
    pub fn marked_line(&self) -> Option<usize> {
        let r = self.replay.as_ref()?;
        let played = &self.line[..self.line_pos.min(self.line.len())];
        let s = &self.solver;
        (!played.is_empty())
            .then(|| s.line_of(r.part, played))
            .flatten()
            .or_else(|| s.line_of(r.part, &self.line))
    }

    /// The language moves and solutions are shown in: the user's (`:lang`), else the problem's
    /// (a German Popeye file's is German).
    pub fn language(&self) -> Language {
        self.language.unwrap_or(self.problem().meta.language)
    }

    pub fn info(&mut self, text: impl Into<String>) {
        self.say(text.into(), MessageKind::Info);
    }
    pub fn error(&mut self, text: impl Into<String>) {
        self.say(text.into(), MessageKind::Error);
    }

    /// Shows a message in the message line and keeps it in the log.
    fn say(&mut self, text: String, kind: MessageKind) {
        let message = Message { text, kind };
        if self.messages.len() >= MESSAGE_LOG {
            self.messages.remove(0);
        }
        self.messages.push(message.clone());
        self.message = Some(message);
    }

    /// Recomputes what the board and move list show: the position after the played line, its
    /// legal moves with their text, the line's text. Keeps the selection and cursor in range.
    pub fn refresh(&mut self) {
        let lang = self.language();
        let problem = &self.entries[self.current].problem;
        // A twin's position, when one is shown.
        let views = if self.twin > 0 {
            twin_views(problem).unwrap_or_default()
        } else {
            Vec::new()
        };
        if self.twin >= views.len() {
            self.twin = 0;
        }
        let problem = views.get(self.twin).map_or(problem, |v| &v.problem);
        let mut diagram = problem.position;
        let rules = Ruleset::new(&diagram, &problem.conditions)
            .with_castling_exclusive(problem.options.castling_exclusive);
        let passes = match &self.replay {
            Some(r) => {
                diagram.set_side_to_move(r.first);
                r.passes.clone()
            }
            None => Vec::new(),
        };
        self.line_pos = self.line_pos.min(self.line.len());
        let mut position = diagram;
        let mut shown_position = diagram;
        let mut line = Vec::new();
        let mut last_move = None;
        let mut before_last = None;
        for (i, mv) in self.line.iter().enumerate() {
            if i == self.line_pos {
                shown_position = position;
            }
            if passes.get(i) == Some(&true) {
                // The defender passes: a threat follows its key.
                position.set_side_to_move(position.side_to_move().opponent());
            }
            line.push(move_text_marked_in(&position, mv, &rules, lang));
            if i + 1 == self.line_pos {
                last_move = Some(*mv);
                before_last = Some(position);
            }
            position = position.play(mv, &rules);
        }
        if self.line_pos == self.line.len() {
            shown_position = position;
        }
        let position = shown_position;
        let mut moves: Vec<MoveRow> = legal_moves(&position, &rules)
            .into_iter()
            .map(|mv| MoveRow {
                text: move_text_under(&position, &mv, &rules, lang),
                mv,
            })
            .collect();
        moves.sort_by(|a, b| a.text.cmp(&b.text));
        let size = position.size();
        if !size.contains(self.cursor) {
            self.cursor = Square::new(
                self.cursor.file().min(size.width() - 1),
                self.cursor.rank().min(size.height() - 1),
            );
        }
        self.selected = self.selected.min(moves.len().saturating_sub(1));
        self.shown = Shown {
            position,
            rules,
            moves,
            line,
            last_move,
            before_last,
        };
    }

    /// The session as it would be saved: the problems and the UI state.
    pub fn session(&self) -> Session {
        Session {
            problems: self.entries.clone(),
            ui: UiState {
                current: self.current,
                cursor: self.cursor,
                theme: self.theme.name.clone(),
                glyphs: self.glyphs,
                language: self.language,
            },
        }
    }

    /// The generation a new solve of the problem on screen carries.
    pub fn bump_generation(&mut self) {
        self.generation += 1;
    }
}

/// An empty one-line text field for the command line.
pub fn command_line() -> TextArea<'static> {
    let mut t = TextArea::default();
    t.set_cursor_line_style(Style::default());
    t
}

/// How a verdict reads: good news, a warning, bad news, or nothing to judge yet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    Good,
    Warn,
    Bad,
    Plain,
}

impl App {
    /// The verdict on the problem against its intended number of solutions, per twin:
    /// "sound", "cooked: 3 solutions (1 intended)", "no solution", or the partial state.
    pub fn verdict(&self) -> (String, Tone) {
        use crate::solver::tree::Cut;
        let s = &self.solver;
        match &s.phase {
            Phase::Idle(why) => (why.clone(), Tone::Plain),
            Phase::Paused => ("paused".into(), Tone::Plain),
            Phase::Failed(why) => (why.clone(), Tone::Bad),
            Phase::Waiting => ("solving…".into(), Tone::Plain),
            Phase::Running => {
                let n = s.found.len();
                let intended = self.entry().intended;
                // `~n` lists lines: there is no intended number to judge them against.
                let lines = self
                    .problem()
                    .stipulation
                    .is_some_and(|st| st.goal == crate::rules::problem::Goal::Any);
                if n as u32 > intended && !lines {
                    // A cook is a cook the moment one solution too many is proven.
                    (
                        format!(
                            "cooked: {n} solution{} so far ({})",
                            plural(n),
                            intended_text(intended as usize)
                        ),
                        Tone::Bad,
                    )
                } else {
                    (
                        format!("solving… {n} solution{} so far", plural(n)),
                        Tone::Plain,
                    )
                }
            }
            Phase::Done => {
                let Some(solution) = &s.solution else {
                    return (String::new(), Tone::Plain);
                };
                let intended = self.entry().intended as usize;
                // `~n` lists lines: there is no intended number to judge them against.
                let lines = self
                    .problem()
                    .stipulation
                    .is_some_and(|st| st.goal == crate::rules::problem::Goal::Any);
                let mut worst = Tone::Good;
                let mut texts = Vec::new();
                for part in &solution.parts {
                    let n = part.play.solution_count();
                    let (text, tone) = match part.cut {
                        Some(Cut::Timeout) => (
                            format!("partial: time limit, {n} solution{} so far", plural(n)),
                            Tone::Warn,
                        ),
                        Some(Cut::Cancelled) => (
                            format!("partial: stopped, {n} solution{} so far", plural(n)),
                            Tone::Warn,
                        ),
                        Some(Cut::MaxSolutions) => (
                            format!(
                                "cooked: at least {n} solutions ({})",
                                intended_text(intended)
                            ),
                            Tone::Bad,
                        ),
                        Some(Cut::ShortSolutions) => (
                            format!("short solutions: {n} (longer ones not searched)"),
                            Tone::Bad,
                        ),
                        Some(Cut::PerPosition) => (
                            format!("{n} solution{} shown (intelligent N)", plural(n)),
                            Tone::Warn,
                        ),
                        Some(Cut::KingCapturable) => (
                            "illegal: the side to play can capture the king".into(),
                            Tone::Bad,
                        ),
                        None if lines => (format!("{n} line{}", plural(n)), Tone::Plain),
                        // `:intended 0`: a problem meant to have no solution.
                        None if n == 0 && intended == 0 => {
                            ("sound: no solution, as intended".into(), Tone::Good)
                        }
                        None if n == 0 => ("no solution".into(), Tone::Bad),
                        None if n == intended => ("sound".into(), Tone::Good),
                        None if n > intended => (
                            format!(
                                "cooked: {n} solution{} ({})",
                                plural(n),
                                intended_text(intended)
                            ),
                            Tone::Bad,
                        ),
                        None => (
                            format!("{n} solution{} ({intended} intended)", plural(n)),
                            Tone::Warn,
                        ),
                    };
                    worst = match (worst, tone) {
                        (Tone::Bad, _) | (_, Tone::Bad) => Tone::Bad,
                        (Tone::Warn, _) | (_, Tone::Warn) => Tone::Warn,
                        _ => Tone::Good,
                    };
                    let label = part.twin.english().split_whitespace().next().unwrap_or("");
                    let label = if part.duplex { "duplex" } else { label };
                    texts.push(if label.is_empty() {
                        text
                    } else {
                        format!("{label} {text}")
                    });
                }
                (texts.join(" · "), worst)
            }
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The intended number of solutions as verdicts say it: "1 intended", "none intended".
fn intended_text(intended: usize) -> String {
    match intended {
        0 => "none intended".into(),
        n => format!("{n} intended"),
    }
}
