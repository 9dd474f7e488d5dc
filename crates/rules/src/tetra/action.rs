//! Tetra's actions, decisions, effects and errors, and their notation.

use std::fmt;

use crate::board::kadon::Node;
use crate::{EndReason, ParseError, Seat};

/// One decision in Tetra.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TetraAction {
    /// Put a stone on an empty node while stones remain to place: `e5`.
    Place(Node),
    /// Move a stone one or two nodes along a straight line, the node passed over (for
    /// two) being empty: `e1-e3`.
    Move {
        /// The stone's node.
        from: Node,
        /// Where it goes.
        to: Node,
    },
    /// No legal move: the turn passes (`pass`, the only legal action then).
    Pass,
}

impl fmt::Display for TetraAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TetraAction::Place(node) => write!(f, "{node}"),
            TetraAction::Move { from, to } => write!(f, "{from}-{to}"),
            TetraAction::Pass => f.write_str("pass"),
        }
    }
}

impl TetraAction {
    /// Reads `e5`, `e1-e3` or `pass`, case-insensitive, surrounding spaces ignored.
    pub fn parse(text: &str) -> Result<TetraAction, ParseError> {
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("pass") {
            return Ok(TetraAction::Pass);
        }
        let node = |word: &str| {
            Node::parse(word).ok_or_else(|| {
                ParseError::new(trimmed, format!("'{word}' is not a node of the board"))
            })
        };
        match trimmed.split_once('-') {
            Some((from, to)) => Ok(TetraAction::Move {
                from: node(from)?,
                to: node(to)?,
            }),
            None if trimmed.is_empty() => Err(ParseError::new(
                trimmed,
                "expected a node (e5), a move (e1-e3) or 'pass'",
            )),
            None => node(trimmed).map(TetraAction::Place),
        }
    }
}

/// The kinds of decision Tetra asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TetraDecision {
    /// Put a stone on an empty node (the first 20 turns).
    PlaceStone,
    /// Move one of one's stones.
    MoveStone,
    /// Nothing can move: pass.
    Pass,
}

impl TetraDecision {
    /// Every decision, in the order of play.
    pub const ALL: [TetraDecision; 3] = [
        TetraDecision::PlaceStone,
        TetraDecision::MoveStone,
        TetraDecision::Pass,
    ];
}

impl fmt::Display for TetraDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TetraDecision::PlaceStone => "place-stone",
            TetraDecision::MoveStone => "move-stone",
            TetraDecision::Pass => "pass",
        })
    }
}

/// What an action changed, in order, for interfaces to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TetraEffect {
    /// A stone of `seat`'s colour was put on `node`.
    StonePlaced {
        /// Where.
        node: Node,
        /// Whose colour.
        seat: Seat,
    },
    /// A stone of `seat` went from `from` to `to`, through `via` when it moved two
    /// nodes (the path is `from`, `via`, `to`).
    StoneMoved {
        /// Whose stone.
        seat: Seat,
        /// Where it stood.
        from: Node,
        /// The node passed over, for a move of two nodes.
        via: Option<Node>,
        /// Where it stands now.
        to: Node,
    },
    /// `seat` could not move and passed.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// `seat` formed a winning figure and won.
    Won {
        /// The winner.
        seat: Seat,
        /// The figure's four nodes, as a bit set.
        figure: u128,
    },
    /// The game ended in a draw (two passes, repetition or the move limit).
    Drawn {
        /// Why.
        reason: EndReason,
    },
}

/// An illegal Tetra action. The state is unchanged when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TetraError {
    /// The game is over.
    GameOver,
    /// All 20 stones are down: stones move now.
    PlacementOver,
    /// Stones remain to be placed: no stone moves yet.
    StillPlacing,
    /// The node already holds a stone.
    Occupied(Node),
    /// The node holds no stone of the player to move.
    NotYourStone(Node),
    /// `to` is not one or two nodes from `from` along a straight line.
    OutOfReach {
        /// The stone's node.
        from: Node,
        /// The target.
        to: Node,
    },
    /// The node between `from` and `to` holds a stone.
    Blocked {
        /// The node passed over.
        middle: Node,
    },
    /// A pass is only legal when nothing can move.
    PassNotAllowed,
}

impl fmt::Display for TetraError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TetraError::GameOver => f.write_str("the game is over"),
            TetraError::PlacementOver => f.write_str("all stones are placed: move a stone"),
            TetraError::StillPlacing => f.write_str("stones remain to be placed: place one"),
            TetraError::Occupied(node) => write!(f, "{node} is not empty"),
            TetraError::NotYourStone(node) => write!(f, "{node} holds no stone of yours"),
            TetraError::OutOfReach { from, to } => write!(
                f,
                "{to} is not one or two nodes from {from} along a straight line"
            ),
            TetraError::Blocked { middle } => {
                write!(f, "the node passed over, {middle}, is not empty")
            }
            TetraError::PassNotAllowed => {
                f.write_str("a pass is only allowed when nothing can move")
            }
        }
    }
}

impl std::error::Error for TetraError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_and_prints() {
        let e1 = Node::parse("e1").unwrap();
        let e3 = Node::parse("e3").unwrap();
        for (text, action) in [
            ("e1", TetraAction::Place(e1)),
            (" E1-E3 ", TetraAction::Move { from: e1, to: e3 }),
            ("PASS", TetraAction::Pass),
        ] {
            let parsed = TetraAction::parse(text).unwrap();
            assert_eq!(parsed, action);
            assert_eq!(TetraAction::parse(&parsed.to_string()), Ok(action));
        }
        for bad in ["", "-", "e1-", "-e3", "n1", "e1-e3-e5", "e1e3"] {
            assert!(TetraAction::parse(bad).is_err(), "{bad}");
        }
    }
}
