//! What the referee shows of the players' ratings: each seat's current rating and, in
//! a finished rated game, its change. The hub reads them from storage and sets them;
//! they are not events (a game replayed gets them read again).

use super::Room;
use crate::protocol::RatingShift;

/// A seat's rating as the game shows it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatRating {
    /// The player's rating in the game's rating key (`1500?`); none for a guest.
    pub shown: Option<String>,
    /// Its change in this game, once rated.
    pub change: Option<RatingShift>,
}

impl Room {
    /// Shows `ratings`, one a seat.
    pub fn set_ratings(&mut self, ratings: Vec<SeatRating>) {
        self.ratings = ratings;
    }

    /// The seat that made each action so far.
    pub fn movers(&self) -> &[u8] {
        &self.movers
    }

    /// Whether a seat's account took it from the address that created the game.
    pub fn seat_from_creators_address(&self) -> bool {
        (self.holders.iter()).any(|holder| {
            holder
                .account
                .as_ref()
                .is_some_and(|account| account.creators_address)
        })
    }

    /// The account number of each seat's person; none for a guest or an open seat.
    pub fn seat_accounts(&self) -> Vec<Option<i64>> {
        (self.holders.iter())
            .map(|holder| holder.account.as_ref().map(|account| account.id))
            .collect()
    }
}
