//! What the user can ask for. The key map turns keys into actions, `update` carries them out.
//! Actions are plain data: tests build them directly or through the key map.

use crossterm::event::KeyEvent;

use crate::rules::{Colour, Piece};

/// A text field of the problem that opens in an editor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    Stipulation,
    Conditions,
    Options,
    Twins,
    Author,
    Source,
    Title,
    Notes,
}

impl Field {
    pub const ALL: [Field; 8] = [
        Field::Stipulation,
        Field::Conditions,
        Field::Options,
        Field::Twins,
        Field::Author,
        Field::Source,
        Field::Title,
        Field::Notes,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Field::Stipulation => "stipulation",
            Field::Conditions => "conditions",
            Field::Options => "options",
            Field::Twins => "twins",
            Field::Author => "author",
            Field::Source => "source",
            Field::Title => "title",
            Field::Notes => "notes",
        }
    }

    /// Fields of one line: Enter applies them. The others take Ctrl-s.
    /// Whether any text is right (author, source, title, notes): nothing is checked there.
    pub fn free_text(self) -> bool {
        matches!(
            self,
            Field::Author | Field::Source | Field::Title | Field::Notes
        )
    }

    pub fn single_line(self) -> bool {
        matches!(
            self,
            Field::Stipulation
                | Field::Conditions
                | Field::Options
                | Field::Author
                | Field::Source
                | Field::Title
        )
    }
}

/// A direction for the cursor, a list selection or scrolling, depending on the focused pane.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    // ----- everywhere -----
    /// Quit, asking first when there is unsaved work.
    Quit,
    /// Suspend to the shell (Ctrl-Z); `fg` brings the workbench back.
    Suspend,
    FocusNext,
    FocusPrev,
    ToggleHelp,
    /// Open the `:` command line.
    CommandLine,
    Undo,
    Redo,
    TogglePause,
    /// Next glyph set (letters, figurines, Popeye ASCII).
    CycleGlyphs,
    OpenEditor(Field),
    /// Arrow keys and hjkl: board cursor, list selection or scrolling.
    Move(Dir),
    PageUp,
    PageDown,
    Home,
    End,
    // ----- board -----
    /// Enter place mode, where letters put pieces.
    PlaceMode,
    /// Leave place mode, a picker, a from-square selection.
    Escape,
    /// Put a piece on the cursor square (neutral if the neutral prefix was typed).
    Place(Piece),
    /// The next piece placed is neutral.
    NeutralPrefix,
    /// A list of the fairy pieces of this colour to put on the cursor's square.
    FairyPicker(Colour),
    ClearSquare,
    /// Put a token on the cursor's square, or remove the one there.
    ToggleToken,
    /// Enter on the board: choose the from-square, then the to-square of a move.
    SelectSquare,
    // ----- moves -----
    /// Play the selected legal move.
    PlaySelected,
    StepBack,
    StepForward,
    /// Back to the diagram (nothing played).
    ToDiagram,
    NextProblem,
    PrevProblem,
    /// Show the next twin's position on the board (the diagram after the last).
    NextTwin,
    // ----- solver -----
    /// Play the selected solution line on the board, from its diagram up to the line's move.
    ShowLine,
    ToggleFold,
    FoldAll,
    // ----- editors, command line, prompts -----
    /// A key for the text field that has the keyboard (editor or command line).
    Text(KeyEvent),
    /// Apply the editor's text, or run the command line.
    Submit,
    /// Close the editor or command line without applying it.
    Cancel,
    /// Tab on the command line: complete the word typed.
    Complete,
    /// Run a command line (without the `:`).
    Command(String),
    /// Yes / no of a question.
    Confirm(bool),
}
