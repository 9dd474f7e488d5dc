//! Why a position text was refused: the error every game's
//! [`Game::from_position`](crate::Game::from_position) returns.

use std::fmt;

/// A position text that does not describe a position the game can be in: bad syntax,
/// two pieces on one point, impossible counts, a decision the position cannot ask
/// for, or a game already decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// The text given.
    pub text: String,
    /// What is wrong with it.
    pub reason: String,
}

impl PositionError {
    /// An error for `text` with `reason`.
    pub fn new(text: &str, reason: impl Into<String>) -> Self {
        PositionError {
            text: text.to_string(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a position: {}", self.text, self.reason)
    }
}

impl std::error::Error for PositionError {}
