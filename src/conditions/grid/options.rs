/// Where the grid lines run.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum GridShift {
    /// Cells a1-b2, c1-d2, …
    #[default]
    None,
    /// Popeye's `VerticalShift`: the lines shifted one rank up (cells a2-b3, …).
    Vertical,
    /// Popeye's `HorizontalShift`: the lines shifted one file right (cells b1-c2, …).
    Horizontal,
    /// Popeye's `DiagonalShift`: both.
    Diagonal,
}

impl GridShift {
    /// Popeye's English variant word, none for the plain grid.
    pub fn keyword(self) -> Option<&'static str> {
        match self {
            GridShift::None => None,
            GridShift::Vertical => Some("VerticalShift"),
            GridShift::Horizontal => Some("HorizontalShift"),
            GridShift::Diagonal => Some("DiagonalShift"),
        }
    }
    /// The session's word.
    pub fn word(self) -> &'static str {
        match self {
            GridShift::None => "none",
            GridShift::Vertical => "vertical",
            GridShift::Horizontal => "horizontal",
            GridShift::Diagonal => "diagonal",
        }
    }
}

/// Grid chess options: the grid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct GridOptions {
    pub shift: GridShift,
}
