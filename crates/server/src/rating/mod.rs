//! Players' ratings (docs/online-protocol.md, "Ratings"): Glicko-2 as Glickman
//! published it ([`glicko`]), one rating per game and per variant that plays
//! differently ([`key`]), and which finished games count and how ([`outcome`]). Pure
//! functions: storing a rating change is [`crate::storage::Ratings`]'s.

pub mod glicko;
pub mod key;
pub mod outcome;

pub use glicko::{PROVISIONAL_DEVIATION, Rating, Standing, rate_game};
pub use key::{RatingKey, rating_key};
pub use outcome::{Score, score_of_seat_zero};

use crate::protocol::RatingShift;

/// Why a game or a request is not rated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unrated {
    /// The game or its options are not the catalog's.
    BadGame(String),
    /// Only games of two seats are rated (three or four seats are not).
    NotTwoSeats(usize),
    /// The two seats play on one side.
    NotTwoSides,
    /// An option value that is not rated (a handicap, a changed target).
    Variant {
        /// The option.
        key: String,
        /// Its value.
        value: String,
    },
    /// The game ended before each side had moved.
    Aborted,
    /// The game is not over.
    NotOver,
}

impl std::fmt::Display for Unrated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unrated::BadGame(reason) => write!(f, "not a game of the catalog: {reason}"),
            Unrated::NotTwoSeats(seats) => {
                write!(f, "only games of two seats are rated; this one has {seats}")
            }
            Unrated::NotTwoSides => f.write_str("only games of two sides are rated"),
            Unrated::Variant { key, value } => {
                write!(f, "games with {key}={value} are not rated")
            }
            Unrated::Aborted => f.write_str("the game ended before each side had moved"),
            Unrated::NotOver => f.write_str("the game is not over"),
        }
    }
}

impl std::error::Error for Unrated {}

/// A rating change as players see it: both ratings rounded, whether the new one is
/// provisional.
pub fn shift(before: &Rating, after: &Rating) -> RatingShift {
    RatingShift {
        before: before.rating.round() as i64,
        after: after.rating.round() as i64,
        provisional: after.provisional(),
    }
}
