//! Why a YINSH action was refused.

use std::fmt;

use super::board::{Point, Row};
use super::{YinshAction, YinshDecision};

/// An illegal YINSH action. The state is unchanged when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YinshError {
    /// The game is over.
    GameOver,
    /// The action is of another kind than the decision asked for.
    WrongDecision {
        /// The decision asked for.
        expected: YinshDecision,
        /// The action given.
        action: YinshAction,
    },
    /// A ring cannot be placed on an occupied point.
    Occupied(Point),
    /// There is no ring of the player's on that point.
    NotYourRing(Point),
    /// The ring cannot go there (not a line, blocked, or past the first point after a
    /// jump).
    BadDestination {
        /// The ring.
        from: Point,
        /// The destination asked for.
        to: Point,
    },
    /// The five points are not all markers of the player's colour.
    NotYourRow(Row),
}

impl fmt::Display for YinshError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            YinshError::GameOver => write!(f, "the game is over"),
            YinshError::WrongDecision { expected, action } => {
                write!(
                    f,
                    "'{action}' does not answer the current decision ({expected})"
                )
            }
            YinshError::Occupied(p) => write!(f, "{p} is not empty"),
            YinshError::NotYourRing(p) => write!(f, "there is no ring of yours on {p}"),
            YinshError::BadDestination { from, to } => {
                write!(f, "the ring on {from} cannot move to {to}")
            }
            YinshError::NotYourRow(row) => {
                write!(f, "{row} is not a row of five of your markers")
            }
        }
    }
}

impl std::error::Error for YinshError {}
