//! Why the AI could not take a decision.

use std::fmt;

use plateau_rules::Seat;

use crate::Algorithm;

/// Why the AI could not take a decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AiError {
    /// No AI is registered for the game of that id.
    UnknownGame {
        /// The id asked for.
        id: String,
        /// The ids the registry knows.
        known: Vec<&'static str>,
    },
    /// A registry entry was given a match of another game.
    WrongGame {
        /// The entry's game.
        expected: &'static str,
        /// The match's game.
        found: &'static str,
    },
    /// The game is over: there is nothing to decide.
    GameOver,
    /// The decision is not this seat's.
    NotToMove(Seat),
    /// The state is another seat's view: this seat's own secrets are not known in it,
    /// so any choice could use a secret it never had (a law it never wrote).
    OwnSecretsUnknown(Seat),
    /// The game has no evaluation for this algorithm on its own.
    NoAlgorithm {
        /// The game's id.
        game: &'static str,
        /// The algorithm asked for.
        algorithm: Algorithm,
    },
}

impl fmt::Display for AiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AiError::UnknownGame { id, known } => {
                write!(f, "no AI plays '{id}' (games: {})", known.join(", "))
            }
            AiError::WrongGame { expected, found } => {
                write!(f, "the AI of '{expected}' cannot play '{found}'")
            }
            AiError::GameOver => write!(f, "the game is over"),
            AiError::NotToMove(seat) => write!(f, "it is not seat {}'s decision", seat.0),
            AiError::OwnSecretsUnknown(seat) => write!(
                f,
                "the game is another seat's view: seat {}'s own secrets are not known in it",
                seat.0
            ),
            AiError::NoAlgorithm { game, algorithm } => write!(
                f,
                "{} alone does not play '{game}' (it has no evaluation)",
                algorithm.name()
            ),
        }
    }
}

impl std::error::Error for AiError {}
