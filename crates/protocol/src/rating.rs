//! The ratings as the protocol shows them: a seat's rating change in a finished rated
//! game, and a player's ratings (docs/online-protocol.md, "Ratings").

use serde::{Deserialize, Serialize};

/// One player's rating change in a rated game, rounded as players see ratings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingShift {
    /// The rating the game was rated from.
    pub before: i64,
    /// The rating after it.
    pub after: i64,
    /// Whether the rating after it is still provisional (shown `1500?`).
    pub provisional: bool,
}
