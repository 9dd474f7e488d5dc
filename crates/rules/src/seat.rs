//! Seats: who sits at the table.

use serde::{Deserialize, Serialize};

/// One player's place at the table, numbered from 0 in turn order.
///
/// Games name their seats (YINSH: seat 0 is White); the number is what the rules use.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for indexing per-seat arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other seat of a two-seat game.
    pub const fn opponent(self) -> Seat {
        Seat(1 - self.0)
    }
}
