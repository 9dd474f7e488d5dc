//! The actions, decisions, effects and errors shared by the slide games of the Kadon
//! board, and their notation.

use std::fmt;

use crate::board::kadon::Node;
use crate::{EndReason, ParseError, Seat};

/// One decision in a slide game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SlideAction {
    /// Slide the stone on `from` along a straight line to `to`: `e1-e4`.
    Slide {
        /// Where the stone stands.
        from: Node,
        /// Where it stops.
        to: Node,
    },
    /// Singularity: remove one's own stone on this node, chosen among two or more that
    /// the slide forces to capture: `xf6`.
    Capture(Node),
    /// No slide is possible: `pass`.
    Pass,
}

impl fmt::Display for SlideAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SlideAction::Slide { from, to } => write!(f, "{from}-{to}"),
            SlideAction::Capture(node) => write!(f, "x{node}"),
            SlideAction::Pass => f.write_str("pass"),
        }
    }
}

impl SlideAction {
    /// Reads `e1-e4`, `xf6` or `pass`, case-insensitive, surrounding spaces ignored.
    /// `captures` says whether the game has capture choices; without them `xf6` is
    /// refused.
    pub fn parse(text: &str, captures: bool) -> Result<SlideAction, ParseError> {
        let trimmed = text.trim();
        let node = |word: &str| {
            Node::parse(word)
                .ok_or_else(|| ParseError::new(trimmed, format!("'{word}' is not a node")))
        };
        if trimmed.eq_ignore_ascii_case("pass") {
            return Ok(SlideAction::Pass);
        }
        if let Some((from, to)) = trimmed.split_once('-') {
            return Ok(SlideAction::Slide {
                from: node(from)?,
                to: node(to)?,
            });
        }
        if let Some(rest) = trimmed
            .strip_prefix('x')
            .or_else(|| trimmed.strip_prefix('X'))
        {
            if !captures {
                return Err(ParseError::new(trimmed, "this game has no captures"));
            }
            return node(rest).map(SlideAction::Capture);
        }
        Err(ParseError::new(
            trimmed,
            if captures {
                "expected a slide (e1-e4), a capture (xf6) or 'pass'"
            } else {
                "expected a slide (e1-e4) or 'pass'"
            },
        ))
    }
}

/// The kinds of decision a slide game asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SlideDecision {
    /// Slide one of one's stones.
    MoveStone,
    /// No slide is possible: pass (the only legal action).
    Pass,
    /// Singularity: choose which of one's stones the slide to this node captures.
    ChooseCapture(Node),
}

impl fmt::Display for SlideDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SlideDecision::MoveStone => f.write_str("move-stone"),
            SlideDecision::Pass => f.write_str("pass"),
            SlideDecision::ChooseCapture(_) => f.write_str("choose-capture"),
        }
    }
}

/// The most nodes a slide's path holds, both ends included (the longest straight line
/// from a node, through the forks, is shorter; a test checks it).
pub const MAX_PATH: usize = 16;

/// The nodes a slide passes, in order, both ends included: what an interface animates
/// (the path turns where the line takes a branch of a fork).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SlidePath {
    nodes: [Node; MAX_PATH],
    len: u8,
}

impl SlidePath {
    /// The path `from` then `way` (the nodes after `from`); `None` when it is longer
    /// than [`MAX_PATH`].
    pub(crate) fn new(from: Node, way: &[Node]) -> Option<SlidePath> {
        if way.len() >= MAX_PATH {
            return None;
        }
        let mut nodes = [from; MAX_PATH];
        nodes[1..=way.len()].copy_from_slice(way);
        Some(SlidePath {
            nodes,
            len: way.len() as u8 + 1,
        })
    }

    /// The nodes, the start first and the stop last.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes[..self.len as usize]
    }
}

impl fmt::Debug for SlidePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let labels: Vec<String> = self.nodes().iter().map(Node::to_string).collect();
        write!(f, "SlidePath({})", labels.join(" "))
    }
}

/// What an action changed, in order, for interfaces to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlideEffect {
    /// A stone of `seat` slid along `path` (its first node to its last).
    Slid {
        /// Whose stone.
        seat: Seat,
        /// The nodes passed, both ends included.
        path: SlidePath,
    },
    /// `seat`'s own stone on `node` was captured and left the board.
    Captured {
        /// Whose stone.
        seat: Seat,
        /// Where it stood.
        node: Node,
    },
    /// `seat` could not slide and passed.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// `seat` reached the goal; `stones` are the stones that make it (a line of five,
    /// a snake of six, the lone stone in the centre).
    Won {
        /// The winner.
        seat: Seat,
        /// The winning stones, as a bit set of nodes.
        stones: u128,
    },
    /// The game ended in a draw: two passes in succession, a third repetition, or the
    /// ply limit.
    Drawn {
        /// Why.
        reason: EndReason,
    },
}

/// An illegal action in a slide game. The state is unchanged when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlideError {
    /// The game is over.
    GameOver,
    /// A capture choice is due, not this action.
    CaptureDue,
    /// No capture choice is due.
    NoCaptureDue,
    /// The node holds no stone of the player to move.
    NotYourStone(Node),
    /// No slide goes from `from` to `to`: not along a straight line through empty
    /// nodes (within the game's slide length).
    NoSlide {
        /// The start.
        from: Node,
        /// The stop asked for.
        to: Node,
    },
    /// The move would leave the mover on more than one node of the central face
    /// (Singularity).
    CentreLimit,
    /// The stone is not one the slide captures.
    NotACandidate(Node),
    /// A slide is possible, so passing is not allowed.
    CannotPass,
    /// No slide is possible: the only legal action is `pass`.
    MustPass,
}

impl fmt::Display for SlideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SlideError::GameOver => f.write_str("the game is over"),
            SlideError::CaptureDue => f.write_str("choose the stone to capture first"),
            SlideError::NoCaptureDue => f.write_str("there is no capture to choose"),
            SlideError::NotYourStone(node) => {
                write!(f, "{node} holds no stone of the player to move")
            }
            SlideError::NoSlide { from, to } => {
                write!(f, "no free straight line leads from {from} to {to}")
            }
            SlideError::CentreLimit => {
                f.write_str("a player may hold at most one of f6, g6 and f7 after its turn")
            }
            SlideError::NotACandidate(node) => {
                write!(f, "the stone on {node} is not one this slide captures")
            }
            SlideError::CannotPass => f.write_str("a slide is possible: passing is not allowed"),
            SlideError::MustPass => f.write_str("no slide is possible: the only action is pass"),
        }
    }
}

impl std::error::Error for SlideError {}
