//! Why a request was not carried out, as the client is told.

/// A refusal: a stable code for programs and the reason in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// `illegal`, `not_your_turn`, `game_over` ...
    pub code: &'static str,
    /// The reason in words.
    pub message: String,
}

impl Refusal {
    /// A refusal with `code` and `message`.
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        Refusal {
            code,
            message: message.into(),
        }
    }
}
