//! What a new game is asked with: who plays each seat, and the clock.

use serde::{Deserialize, Serialize};

use crate::no_fields;

/// Who plays a seat, as asked when a game is created. Unknown fields are refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeatPlan {
    /// A person, who joins with the invitation code.
    #[serde(deserialize_with = "no_fields")]
    Human,
    /// The server's computer at a level (`beginner`, `casual`, `strong`, `expert`).
    Computer {
        /// The level's name.
        level: String,
    },
}

/// A clock for each seat: minutes for the game and seconds added after each action.
/// Unknown fields are refused.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockPlan {
    /// Each seat's time at the start, in minutes (fractions allowed in tenths: 0.5).
    pub minutes: f64,
    /// Seconds added to a seat's clock after each of its actions.
    #[serde(default)]
    pub increment_seconds: f64,
}
