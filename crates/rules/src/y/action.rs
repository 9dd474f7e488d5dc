//! Game of Y's actions, decisions, effects and errors, and their notation.

use std::fmt;

use crate::board::kadon::Node;
use crate::{ParseError, Seat};

/// One decision in Game of Y.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum YAction {
    /// Put a stone of one's colour on an empty node: `e5`.
    Place(Node),
    /// The pie rule: the second player takes the first stone as its own, and the first
    /// player moves again: `swap`.
    Swap,
}

impl fmt::Display for YAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            YAction::Place(node) => write!(f, "{node}"),
            YAction::Swap => f.write_str("swap"),
        }
    }
}

impl YAction {
    /// Reads `e5` or `swap`, case-insensitive, surrounding spaces ignored.
    pub fn parse(text: &str) -> Result<YAction, ParseError> {
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("swap") {
            return Ok(YAction::Swap);
        }
        Node::parse(trimmed).map(YAction::Place).ok_or_else(|| {
            ParseError::new(trimmed, "expected a node of the board (a1 to m5) or 'swap'")
        })
    }
}

/// The kinds of decision Game of Y asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum YDecision {
    /// Put a stone on an empty node.
    PlaceStone,
    /// The second player's first decision under the pie rule: place a stone, or take
    /// the first stone with `swap`.
    PlaceOrSwap,
}

impl fmt::Display for YDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            YDecision::PlaceStone => "place-stone",
            YDecision::PlaceOrSwap => "place-or-swap",
        })
    }
}

/// What an action changed, for interfaces to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YEffect {
    /// A stone of `seat`'s colour was put on `node`.
    StonePlaced {
        /// Where.
        node: Node,
        /// Whose colour.
        seat: Seat,
    },
    /// The pie rule was used: the stone on `node` now belongs to `seat`.
    Swapped {
        /// The first stone.
        node: Node,
        /// Its new owner.
        seat: Seat,
    },
    /// `seat` joined the three sides and won; `chain` is the winning group.
    Won {
        /// The winner.
        seat: Seat,
        /// The nodes of the chain that touches the three sides, as a bit set.
        chain: u128,
    },
}

/// An illegal Game of Y action. The state is unchanged when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YError {
    /// The game is over.
    GameOver,
    /// The node already holds a stone.
    Occupied(Node),
    /// `swap` is only for the second player's first decision, with the pie rule on.
    SwapNotAllowed,
}

impl fmt::Display for YError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            YError::GameOver => f.write_str("the game is over"),
            YError::Occupied(node) => write!(f, "{node} is not empty"),
            YError::SwapNotAllowed => f.write_str(
                "swap is only allowed as the second player's first decision, with the pie rule on",
            ),
        }
    }
}

impl std::error::Error for YError {}
