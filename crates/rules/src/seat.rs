//! Seats and teams: who sits at the table, and who wins together.

use serde::{Deserialize, Serialize};

/// One player's place at the table, numbered from 0.
///
/// Games name their seats (YINSH: seat 0 is White) and say whose turn it is
/// ([`crate::Game::turn`]): turn order is the game's, not "the other seat". The number is
/// what the rules use.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for indexing per-seat arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other seat of a two-seat game. Only a game that has exactly two seats may
    /// use it (its own rules); the shared core never assumes two seats.
    pub const fn opponent(self) -> Seat {
        Seat(1 - self.0)
    }

    /// The seats `0..count`, in seat order.
    pub fn all(count: usize) -> impl Iterator<Item = Seat> {
        (0..count).map(|i| Seat(i as u8))
    }
}

/// The side that wins or loses together, numbered from 0.
///
/// Most games have one seat per team (team `n` is seat `n`, see [`Team::solo`]); Zen
/// l'Initié for four plays two teams of two. Results name teams
/// ([`crate::GameResult::winner`]) and a resignation is a team's.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Team(pub u8);

impl Team {
    /// The team's index, for indexing per-team arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The team of `seat` in a game where every seat plays for itself.
    pub const fn solo(seat: Seat) -> Team {
        Team(seat.0)
    }

    /// The teams `0..count`, in order.
    pub fn all(count: usize) -> impl Iterator<Item = Team> {
        (0..count).map(|i| Team(i as u8))
    }
}
