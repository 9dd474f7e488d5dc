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

/// A player's ratings, one per rating key, with the points of each one's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRatings {
    /// The account's name.
    pub name: String,
    /// Its ratings, by key (`yinsh`, `yinsh:variant=blitz`).
    pub ratings: Vec<KeyRating>,
}

/// A player's rating in one rating key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyRating {
    /// The rating key: the game, and the option values rated apart.
    pub key: String,
    /// The rating now as players see it (`1523`, `1500?` while provisional).
    pub rating: String,
    /// Rated games played.
    pub games: u64,
    /// The rating after each rated game, oldest first: the history to draw.
    pub points: Vec<RatingPoint>,
}

/// The rating after one rated game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingPoint {
    /// The game's code.
    pub code: String,
    /// When it was rated (ms since 1970).
    pub at_ms: i64,
    /// The rating after it, rounded.
    pub rating: i64,
    /// Its deviation, rounded.
    pub deviation: i64,
}
