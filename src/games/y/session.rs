//! Game of Y's part of a match: the notice for the players, and what the HUD and the
//! marks ask of the position (the last stone, whether the pie rule's swap is open).

use plateau_rules::board::kadon::Node;
use plateau_rules::y::{YAction, YDecision};
use plateau_rules::{Game, Seat};

use super::YView;
use crate::kit::{Input, Session};

/// The Game of Y match being played.
pub type YSession = Session<YView>;
/// What a player (or a test) asks of a Y match.
pub type YInput = Input<YView>;
/// The systems of the match logic (every game's).
pub use crate::kit::MatchLogic as YLogic;

/// The view's per-match state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct YState {
    /// The last thing to tell the players.
    pub notice: Option<YNotice>,
}

/// Feedback for the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YNotice {
    /// The tapped point holds a stone.
    Occupied,
    /// The seat used the pie rule.
    Swapped(Seat),
}

impl Session<YView> {
    /// The node of the last stone placed (or swapped) up to the shown position.
    /// A swap is not a stone: after it, the swapped (first) stone is still the last.
    pub fn last_stone(&self) -> Option<Node> {
        self.shown_actions()
            .filter_map(|action| match action {
                YAction::Place(node) => Some(node),
                YAction::Swap => None,
            })
            .last()
    }

    /// Whether the player to move may use the pie rule now.
    pub fn can_swap(&self) -> bool {
        self.reviewing.is_none()
            && self.game.resigned().is_none()
            && self
                .game
                .state()
                .turn()
                .is_some_and(|t| t.kind == YDecision::PlaceOrSwap)
    }
}
