/// Popeye's Annan types.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum AnnanType {
    /// The piece behind always lends its walk.
    #[default]
    A,
    /// Unless it is the king.
    B,
    /// Unless the moving piece is the king.
    C,
    /// Neither.
    D,
}

impl AnnanType {
    /// Popeye's English word.
    pub fn word(self) -> &'static str {
        match self {
            AnnanType::A => "TypeA",
            AnnanType::B => "TypeB",
            AnnanType::C => "TypeC",
            AnnanType::D => "TypeD",
        }
    }
    /// The session's word.
    pub fn letter(self) -> &'static str {
        match self {
            AnnanType::A => "a",
            AnnanType::B => "b",
            AnnanType::C => "c",
            AnnanType::D => "d",
        }
    }
}

/// Annan options: the type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct AnnanOptions {
    pub kind: AnnanType,
}
