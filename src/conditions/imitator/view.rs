//! The Imitator in the workbench: the Imitators are the position's tokens, shown as `I` (`Iw`,
//! `Ib` for those that follow one side), put and removed with their own key; placing the first
//! adds the condition, removing the last drops it.

use super::ImitatorOptions;
use crate::conditions::view::{ConditionView, TokenView};
use crate::rules::condition::Condition;

/// The condition's value for the registry.
pub struct View;

static TOKENS: TokenView = TokenView {
    name: "Imitator",
    plural: "Imitators",
    article: "an",
    word: "imitator",
    glyphs: ["I", "Iw", "Ib"],
    condition: || Condition::new(ImitatorOptions::default()),
};

impl ConditionView for View {
    fn hint(&self) -> &'static str {
        "imitator c2 d4"
    }

    fn example(&self) -> Option<&'static str> {
        Some("imitator c2 noiprom")
    }

    fn tokens(&self) -> Option<&'static TokenView> {
        Some(&TOKENS)
    }
}
