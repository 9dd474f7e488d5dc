//! Who receives which frame of a game: the connections that see it (each seat's
//! holders and the spectators), the view each of them is sent, the seats' presence,
//! and the players' preset messages.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use plateau_rules::Seat;

use crate::outbox::{Outbox, frame};
use crate::presence::Presence;
use crate::protocol::{Preset, ServerMessage};
use crate::room::{Refusal, Room};

/// The least time between two preset messages of one seat.
const SAY_INTERVAL: Duration = Duration::from_secs(1);

/// A connection that sees the game.
struct Subscriber {
    id: u64,
    seat: Option<Seat>,
    outbox: Outbox,
}

/// The connections that see one game, and its seats' presence.
pub struct Audience {
    subscribers: Vec<Subscriber>,
    presence: Presence,
    /// When each seat last said a preset message.
    said_at: Vec<Option<Instant>>,
}

impl Audience {
    /// Nobody yet for `room`; the seats already taken are away since `now` (a game
    /// read back from storage: its players come back).
    pub fn new(room: &Room, now: Instant) -> Self {
        let count = room.seat_count();
        let mut presence = Presence::new(count);
        for seat in (0..count).filter(|&i| room.taken(i)) {
            presence.joined(seat, now);
        }
        Audience {
            subscribers: Vec::new(),
            presence,
            said_at: vec![None; count],
        }
    }

    /// The seats' presence.
    pub fn presence(&self) -> &Presence {
        &self.presence
    }

    /// The seats' presence, to change.
    pub fn presence_mut(&mut self) -> &mut Presence {
        &mut self.presence
    }

    /// Adds a connection; a seat's holder is back.
    pub fn subscribe(&mut self, id: u64, seat: Option<Seat>, outbox: Outbox) {
        if let Some(seat) = seat {
            self.presence.connect(seat.index());
        }
        self.subscribers.push(Subscriber { id, seat, outbox });
    }

    /// Removes a connection; a seat no connection holds is away from `now`.
    pub fn unsubscribe(&mut self, id: u64, now: Instant) {
        let Some(index) = self.subscribers.iter().position(|s| s.id == id) else {
            return;
        };
        let subscriber = self.subscribers.swap_remove(index);
        if let Some(seat) = subscriber.seat {
            self.presence.disconnect(seat.index(), now);
        }
    }

    /// Whether no connection sees the game.
    pub fn unwatched(&self) -> bool {
        self.subscribers.is_empty()
    }

    /// Sends each connection its view of `room` at `now`: one frame per seat, and one
    /// for all spectators. A connection that does not read is dropped by its outbox.
    pub fn broadcast(&self, room: &Room, now: Instant) {
        let mut frames: BTreeMap<Option<Seat>, Arc<str>> = BTreeMap::new();
        for subscriber in &self.subscribers {
            let frame = frames
                .entry(subscriber.seat)
                .or_insert_with(|| self.frame_for(room, subscriber.seat, now))
                .clone();
            subscriber.outbox.send(frame);
        }
    }

    /// The state frame `viewer` is sent (none: a spectator).
    pub fn frame_for(&self, room: &Room, viewer: Option<Seat>, now: Instant) -> Arc<str> {
        frame(&ServerMessage::State(Box::new(room.view(
            viewer,
            &self.presence,
            now,
        ))))
    }

    /// Sends the connections of `seat` a private message (a rematch's token).
    pub fn send_to_seat(&self, seat: Seat, message: impl Fn() -> ServerMessage) {
        for subscriber in self.subscribers.iter().filter(|s| s.seat == Some(seat)) {
            subscriber.outbox.send_message(&message());
        }
    }

    /// `seat` says `preset` to every connection of the game: at most one a second per
    /// seat, so that nobody is flooded with them. Not stored: it is a passing word, not
    /// part of the game.
    pub fn say(&mut self, seat: Seat, preset: Preset, now: Instant) -> Result<(), Refusal> {
        let said_at = &mut self.said_at[seat.index()];
        if said_at.is_some_and(|at| now.duration_since(at) < SAY_INTERVAL) {
            return Err(Refusal::new(
                "too_fast",
                "one message a second at most; this one was not sent",
            ));
        }
        *said_at = Some(now);
        let said = frame(&ServerMessage::Said {
            seat: seat.0,
            preset,
        });
        for subscriber in &self.subscribers {
            subscriber.outbox.send(said.clone());
        }
        Ok(())
    }
}
