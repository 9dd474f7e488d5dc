//! Aliens and Amazons' actions, decisions, effects and errors, and their notation.

use std::fmt;

use crate::board::kadon::Node;
use crate::jump_chain::{ChainError, parse_move};
use crate::{EndReason, ParseError, Seat};

/// One decision in Aliens and Amazons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AmazonsAction {
    /// Put an alien (White's first three turns) or an Amazon (Black's first thirty)
    /// on an empty node: `e5`.
    Place(Node),
    /// A stone moves from `from` to `to`: a step to a neighbour (`e5-e6`), or an
    /// alien's jump over a stone (`e2-e4`; a jump never lands next to its start).
    Move {
        /// Where the stone stands.
        from: Node,
        /// Where it goes.
        to: Node,
    },
    /// The alien's chain of jumps ends here: `stop`.
    Stop,
    /// The Amazons cannot step: `pass`.
    Pass,
}

impl fmt::Display for AmazonsAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AmazonsAction::Place(node) => write!(f, "{node}"),
            AmazonsAction::Move { from, to } => write!(f, "{from}-{to}"),
            AmazonsAction::Stop => f.write_str("stop"),
            AmazonsAction::Pass => f.write_str("pass"),
        }
    }
}

impl AmazonsAction {
    /// Reads `e5`, `e5-e6`, `stop` or `pass`, case-insensitive.
    pub fn parse(text: &str) -> Result<AmazonsAction, ParseError> {
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("stop") {
            return Ok(AmazonsAction::Stop);
        }
        if trimmed.eq_ignore_ascii_case("pass") {
            return Ok(AmazonsAction::Pass);
        }
        if let Some(node) = Node::parse(trimmed) {
            return Ok(AmazonsAction::Place(node));
        }
        parse_move(trimmed)
            .map(|(from, to)| AmazonsAction::Move { from, to })
            .ok_or_else(|| {
                ParseError::new(
                    trimmed,
                    "expected a node (e5), a move (e5-e6), 'stop' or 'pass'",
                )
            })
    }
}

/// The kinds of decision Aliens and Amazons asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AmazonsDecision {
    /// White puts an alien on an empty node (its first three turns).
    PlaceAlien,
    /// Black puts an Amazon on an empty node (its first thirty turns).
    PlaceAmazon,
    /// White steps or jumps with an alien.
    MoveAlien,
    /// Within a chain: the alien jumps again, or `stop`.
    JumpOrStop,
    /// Black steps with an Amazon.
    MoveAmazon,
    /// No Amazon can step: `pass`.
    Pass,
}

impl AmazonsDecision {
    /// Every kind, for reading positions.
    pub(super) const ALL: [AmazonsDecision; 6] = [
        AmazonsDecision::PlaceAlien,
        AmazonsDecision::PlaceAmazon,
        AmazonsDecision::MoveAlien,
        AmazonsDecision::JumpOrStop,
        AmazonsDecision::MoveAmazon,
        AmazonsDecision::Pass,
    ];
}

impl fmt::Display for AmazonsDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            AmazonsDecision::PlaceAlien => "place-alien",
            AmazonsDecision::PlaceAmazon => "place-amazon",
            AmazonsDecision::MoveAlien => "move-alien",
            AmazonsDecision::JumpOrStop => "jump-or-stop",
            AmazonsDecision::MoveAmazon => "move-amazon",
            AmazonsDecision::Pass => "pass",
        })
    }
}

/// What an action changed, in order, for interfaces to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AmazonsEffect {
    /// A stone of `seat` (an alien for White, an Amazon for Black) was put on `node`.
    Placed {
        /// Whose stone.
        seat: Seat,
        /// Where.
        node: Node,
    },
    /// A stone of `seat` stepped from `from` to its neighbour `to`.
    Stepped {
        /// Whose stone.
        seat: Seat,
        /// Where it stood.
        from: Node,
        /// Where it stands.
        to: Node,
    },
    /// An alien hopped from `from` over the stone on `over` to `to`.
    Jumped {
        /// Where it stood.
        from: Node,
        /// The stone hopped over (an Amazon is then captured: see `Captured`).
        over: Node,
        /// Where it landed.
        to: Node,
    },
    /// The Amazon on `node` was captured and taken off the board.
    Captured {
        /// Where it stood.
        node: Node,
    },
    /// The alien's chain of jumps ended (by `stop`, or by itself when no jump was
    /// left): it went from `from` to `to` this turn.
    ChainEnded {
        /// Where the alien stood when the turn began.
        from: Node,
        /// Where it stands now.
        to: Node,
    },
    /// The Amazons could not step and passed.
    Passed,
    /// The game ended: the winner (`None`: a draw) and why.
    Ended {
        /// The winner.
        winner: Option<Seat>,
        /// Why.
        reason: EndReason,
    },
}

/// An illegal Aliens and Amazons action. The state is unchanged when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AmazonsError {
    /// The game is over.
    GameOver,
    /// The node is not empty.
    Occupied(Node),
    /// A stone is to be placed now, not moved.
    PlacementExpected,
    /// A stone is to be moved now (or the chain stopped), not placed.
    MoveExpected,
    /// The node holds no stone of the player to move.
    NotYourStone(Node),
    /// Neither a step to an empty neighbour nor a jump over a stone to an empty node
    /// (Amazons only step).
    NotAMove {
        /// The start.
        from: Node,
        /// The end.
        to: Node,
    },
    /// The action does not fit the chain of jumps under way, or there is none.
    Chain(ChainError),
    /// `pass` is only legal when no Amazon can step.
    CannotPass,
}

impl fmt::Display for AmazonsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AmazonsError::GameOver => f.write_str("the game is over"),
            AmazonsError::Occupied(node) => write!(f, "{node} is not empty"),
            AmazonsError::PlacementExpected => f.write_str("a stone is to be placed now"),
            AmazonsError::MoveExpected => f.write_str("no stone is to be placed now"),
            AmazonsError::NotYourStone(node) => write!(f, "{node} holds no stone of yours"),
            AmazonsError::NotAMove { from, to } => {
                write!(f, "no step or jump goes from {from} to {to}")
            }
            AmazonsError::Chain(ChainError::OtherStone(node)) => {
                write!(f, "the chain goes on with the alien on {node}")
            }
            AmazonsError::Chain(error) => error.fmt(f),
            AmazonsError::CannotPass => f.write_str("an Amazon can step: passing is not allowed"),
        }
    }
}

impl std::error::Error for AmazonsError {}

impl From<ChainError> for AmazonsError {
    fn from(error: ChainError) -> Self {
        AmazonsError::Chain(error)
    }
}
