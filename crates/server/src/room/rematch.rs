//! The rematch of a finished game: who asked, whether everyone did, and how the seats
//! turn round in the new game.

use plateau_rules::Seat;

use super::Room;
use crate::event::{SeatAccount, Setup};
use crate::protocol::SeatPlan;

/// A person at a seat: the name taken, and the account when signed in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sitter {
    /// The name in the game.
    pub name: String,
    /// The account, for a person signed in.
    pub account: Option<SeatAccount>,
}

impl Room {
    /// Whether every person asked for a rematch (the computer always agrees) and it
    /// has not started yet.
    pub fn rematch_agreed(&self) -> bool {
        self.is_over()
            && self.rematched.is_none()
            && self.holders.iter().enumerate().all(|(i, h)| {
                matches!(h.plan, SeatPlan::Computer { .. }) || self.rematch.contains(&(i as u8))
            })
    }

    /// Whether a rematch was asked and has not started: the finished game is kept
    /// (and restored after a restart) for the others' answers.
    pub fn rematch_pending(&self) -> bool {
        self.is_over() && !self.rematch.is_empty() && self.rematched.is_none()
    }

    /// The rematch's code, once it started.
    pub fn rematched(&self) -> Option<&str> {
        self.rematched.as_deref()
    }

    /// The rematch's seat of a person of this game (the seats turned round by one, as
    /// in [`Room::rematch_setup`]) and the person who sits there.
    pub fn rematch_seat(&self, seat: Seat) -> (Seat, Option<Sitter>) {
        let next = (seat.index() + 1) % self.seat_count();
        (Seat(next as u8), self.sitter(seat.index()))
    }

    /// The person at seat `i`: name and account; none for the computer or an open seat.
    fn sitter(&self, i: usize) -> Option<Sitter> {
        let holder = &self.holders[i];
        holder.name.clone().map(|name| Sitter {
            name,
            account: holder.account.clone(),
        })
    }

    /// The rematch's setup (the seats turned round by one) and who moves where: for
    /// each new seat, the old seat and its person (none for the computer).
    pub fn rematch_setup(&self) -> (Setup, Vec<(u8, Option<Sitter>)>) {
        let n = self.seat_count();
        let old = |new: usize| (new + n - 1) % n;
        let setup = Setup {
            seats: (0..n).map(|i| self.setup.seats[old(i)].clone()).collect(),
            ..self.setup.clone()
        };
        let moves = (0..n)
            .map(|i| (old(i) as u8, self.sitter(old(i))))
            .collect();
        (setup, moves)
    }
}
