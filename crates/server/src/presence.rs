//! Who holds each seat of a game right now: this server's connections, the other
//! servers' (as they said), and since when a taken seat nobody holds has been away.
//! Plain state: every time is given.

use std::collections::BTreeMap;
use std::time::Instant;

/// One seat's presence.
#[derive(Clone, Debug, Default)]
struct SeatPresence {
    /// Open connections of this server holding the seat.
    connections: usize,
    /// Since when no connection holds the taken seat.
    away_since: Option<Instant>,
}

/// The presence of a game's seats.
#[derive(Clone, Debug)]
pub struct Presence {
    seats: Vec<SeatPresence>,
    /// The seats other servers' clients hold (bit `i`: seat `i`), by server.
    remote: BTreeMap<u64, u64>,
}

impl Presence {
    /// `count` seats, none held, none away.
    pub fn new(count: usize) -> Self {
        Presence {
            seats: vec![SeatPresence::default(); count],
            remote: BTreeMap::new(),
        }
    }

    /// A person took `seat` (or was given another token for it) at `now`: away until
    /// a connection holds it.
    pub fn joined(&mut self, seat: usize, now: Instant) {
        self.seats[seat].away_since = Some(now);
    }

    /// A connection holds `seat`: it is back.
    pub fn connect(&mut self, seat: usize) {
        let presence = &mut self.seats[seat];
        presence.connections += 1;
        presence.away_since = None;
    }

    /// A connection let `seat` go at `now`: away when nobody holds it any more.
    pub fn disconnect(&mut self, seat: usize, now: Instant) {
        let presence = &mut self.seats[seat];
        presence.connections = presence.connections.saturating_sub(1);
        if presence.connections == 0 && !self.held(seat) {
            self.seats[seat].away_since = Some(now);
        }
    }

    /// Whether a connection holds seat `i`, here or on another server.
    pub fn held(&self, i: usize) -> bool {
        self.seats[i].connections > 0 || self.remote.values().any(|seats| seats >> i & 1 == 1)
    }

    /// Since when the taken seat `i` has been away; none while it is held (or was
    /// never taken).
    pub fn away_since(&self, i: usize) -> Option<Instant> {
        self.seats[i].away_since.filter(|_| !self.held(i))
    }

    /// The seats this server's connections hold (bit `i`: seat `i`).
    pub fn local_seats(&self) -> u64 {
        (self.seats.iter().enumerate())
            .filter(|(_, s)| s.connections > 0)
            .fold(0, |seats, (i, _)| seats | 1 << i)
    }

    /// Server `instance`'s connections hold `seats` now (0: none, or the server is
    /// gone): a seat nobody holds any more is away from `now`. Whether any seat's
    /// presence changed.
    pub fn set_remote(&mut self, instance: u64, seats: u64, now: Instant) -> bool {
        let before: Vec<bool> = (0..self.seats.len()).map(|i| self.held(i)).collect();
        if seats == 0 {
            self.remote.remove(&instance);
        } else {
            self.remote.insert(instance, seats);
        }
        let mut changed = false;
        for (i, was) in before.into_iter().enumerate() {
            let is = self.held(i);
            if was != is {
                changed = true;
                self.seats[i].away_since = (!is).then_some(now);
            }
        }
        changed
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_seat_is_away_from_when_its_last_holder_left_here_and_elsewhere() {
        let start = Instant::now();
        let later = start + Duration::from_secs(5);
        let mut presence = Presence::new(2);
        assert_eq!(presence.away_since(0), None, "an open seat is not away");
        presence.joined(0, start);
        assert_eq!(presence.away_since(0), Some(start));
        presence.connect(0);
        presence.connect(0);
        assert_eq!(presence.local_seats(), 0b01);
        presence.disconnect(0, later);
        assert_eq!(
            presence.away_since(0),
            None,
            "one connection still holds it"
        );
        assert!(!presence.set_remote(7, 0b01, later));
        presence.disconnect(0, later);
        assert_eq!(
            presence.away_since(0),
            None,
            "another server's client holds it"
        );
        assert_eq!(presence.local_seats(), 0);
        assert!(presence.set_remote(7, 0, later));
        assert_eq!(presence.away_since(0), Some(later));
        assert!(!presence.set_remote(7, 0, later + Duration::from_secs(1)));
    }
}
