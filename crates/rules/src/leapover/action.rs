//! Leap Over's actions, decisions, effects and errors, and their notation.

use std::fmt;

use crate::board::kadon::Node;
use crate::jump_chain::{ChainError, parse_move};
use crate::{EndReason, ParseError, Seat};

/// The seats' names, in seat order (Red only with three players).
pub(super) const SEAT_NAMES: [&str; 3] = ["black", "white", "red"];

/// One decision in Leap Over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LeapAction {
    /// A stone jumps from `from` over a neighbouring stone to `to`: `e2-e4`. Within a
    /// chain, `from` is where the stone landed last.
    Jump {
        /// Where the stone stands.
        from: Node,
        /// Where it lands.
        to: Node,
    },
    /// The chain of jumps ends here: `stop`.
    Stop,
    /// No jump is possible: `pass`.
    Pass,
    /// With three players, the seat leaves the game (its stones stay where they are)
    /// and the others play on: `resign-red`. Any seat still playing may leave at any
    /// moment, on its turn or not; it is never listed among the legal actions (as a
    /// two-player resignation is not one of the moves).
    Resign(Seat),
}

impl fmt::Display for LeapAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LeapAction::Jump { from, to } => write!(f, "{from}-{to}"),
            LeapAction::Stop => f.write_str("stop"),
            LeapAction::Pass => f.write_str("pass"),
            LeapAction::Resign(seat) => {
                let name = SEAT_NAMES.get(seat.index()).copied().unwrap_or("?");
                write!(f, "resign-{name}")
            }
        }
    }
}

impl LeapAction {
    /// Reads `e2-e4`, `stop`, `pass` or `resign-<seat>`, case-insensitive.
    pub fn parse(text: &str) -> Result<LeapAction, ParseError> {
        let trimmed = text.trim();
        let lower = trimmed.to_ascii_lowercase();
        match lower.as_str() {
            "stop" => return Ok(LeapAction::Stop),
            "pass" => return Ok(LeapAction::Pass),
            _ => {}
        }
        if let Some(name) = lower.strip_prefix("resign-") {
            return SEAT_NAMES
                .iter()
                .position(|&n| n == name)
                .map(|i| LeapAction::Resign(Seat(i as u8)))
                .ok_or_else(|| {
                    ParseError::new(trimmed, "expected resign-black, resign-white or resign-red")
                });
        }
        parse_move(&lower)
            .map(|(from, to)| LeapAction::Jump { from, to })
            .ok_or_else(|| {
                ParseError::new(
                    trimmed,
                    "expected a jump (e2-e4), 'stop', 'pass' or 'resign-<seat>'",
                )
            })
    }
}

/// The kinds of decision Leap Over asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeapDecision {
    /// The first jump of a turn.
    Jump,
    /// Within a chain: jump again with the same stone, or `stop`.
    JumpOrStop,
    /// No stone can jump: `pass`.
    Pass,
}

impl LeapDecision {
    /// Every kind, for reading positions.
    pub(super) const ALL: [LeapDecision; 3] = [
        LeapDecision::Jump,
        LeapDecision::JumpOrStop,
        LeapDecision::Pass,
    ];
}

impl fmt::Display for LeapDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LeapDecision::Jump => "jump",
            LeapDecision::JumpOrStop => "jump-or-stop",
            LeapDecision::Pass => "pass",
        })
    }
}

/// What an action changed, in order, for interfaces to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeapEffect {
    /// A stone of `seat` hopped from `from` over the stone on `over` to `to`.
    Jumped {
        /// Whose stone.
        seat: Seat,
        /// Where it stood.
        from: Node,
        /// The stone it hopped over (it stays).
        over: Node,
        /// Where it landed.
        to: Node,
    },
    /// `seat`'s turn ended, its stone moved from `from` to `to` (by `stop`, or by
    /// itself when no jump was left).
    ChainEnded {
        /// Whose turn it was.
        seat: Seat,
        /// Where the stone stood when the turn began.
        from: Node,
        /// Where it stands now.
        to: Node,
    },
    /// `seat` could not jump and passed.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// `seat` left the game (three players); its stones stay.
    Left {
        /// Who left.
        seat: Seat,
    },
    /// The game ended: the winner (`None`: a draw) and why.
    Ended {
        /// The winner.
        winner: Option<Seat>,
        /// Why.
        reason: EndReason,
    },
}

/// An illegal Leap Over action. The state is unchanged when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeapError {
    /// The game is over.
    GameOver,
    /// The node holds no stone of the player to move.
    NotYourStone(Node),
    /// No jump goes from `from` to `to` over a stone to an empty node.
    NotAJump {
        /// The start.
        from: Node,
        /// The landing.
        to: Node,
    },
    /// The action does not fit the chain of jumps under way, or there is none.
    Chain(ChainError),
    /// `pass` is only legal when no stone can jump.
    CannotPass,
    /// With two players a resignation ends the game: it is the match's, not a move.
    TwoPlayerResignation,
    /// The seat is not in the game or has left it.
    NotPlaying(Seat),
}

impl fmt::Display for LeapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LeapError::GameOver => f.write_str("the game is over"),
            LeapError::NotYourStone(node) => write!(f, "{node} holds no stone of yours"),
            LeapError::NotAJump { from, to } => {
                write!(f, "no jump goes from {from} to {to}")
            }
            LeapError::Chain(error) => error.fmt(f),
            LeapError::CannotPass => f.write_str("a stone can jump: passing is not allowed"),
            LeapError::TwoPlayerResignation => {
                f.write_str("with two players, resigning ends the match (not a move)")
            }
            LeapError::NotPlaying(seat) => write!(f, "seat {} is not playing", seat.0),
        }
    }
}

impl std::error::Error for LeapError {}

impl From<ChainError> for LeapError {
    fn from(error: ChainError) -> Self {
        LeapError::Chain(error)
    }
}
