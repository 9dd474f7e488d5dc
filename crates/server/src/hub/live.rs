//! A game held in memory: its referee, who sees it, whether its end is archived, and
//! the timer of its flag.

use std::sync::Arc;
use std::time::Instant;

use tokio::sync::Mutex as AsyncMutex;
use tokio::task::AbortHandle;

use crate::audience::Audience;
use crate::event::Event;
use crate::room::{RestoreError, Room};

/// A live game, locked while a change is checked, stored and shown.
pub type SharedRoom = Arc<AsyncMutex<LiveGame>>;

/// A game held in memory.
pub struct LiveGame {
    /// The referee.
    pub room: Room,
    /// Who sees the game.
    pub audience: Audience,
    /// Whether the finished game's record is stored.
    pub archived: bool,
    /// The task that lets the running clock's flag fall.
    timer: Option<AbortHandle>,
}

impl LiveGame {
    /// `room` held from `now`, its record stored or not (`archived`).
    pub fn new(room: Room, archived: bool, now: Instant) -> Self {
        LiveGame {
            audience: Audience::new(&room, now),
            room,
            archived,
            timer: None,
        }
    }

    /// The game behind its lock.
    pub fn share(self) -> SharedRoom {
        Arc::new(AsyncMutex::new(self))
    }

    /// Applies a stored event, which happened at `now`: a seat taken is away until a
    /// connection holds it.
    pub fn apply(&mut self, event: Event, now: Instant) -> Result<(), RestoreError> {
        let joined = match &event {
            Event::Join { seat, .. } => Some(*seat as usize),
            _ => None,
        };
        self.room.apply(event, now)?;
        if let Some(seat) = joined {
            self.audience.presence_mut().joined(seat, now);
        }
        Ok(())
    }

    /// Shows everyone the game as it is at `now`.
    pub fn broadcast(&self, now: Instant) {
        self.audience.broadcast(&self.room, now);
    }

    /// Whether the game can be let go from memory: over, nobody sees it, and no
    /// rematch waits for an answer.
    pub fn done_with(&self) -> bool {
        self.room.is_over() && self.audience.unwatched() && !self.room.rematch_pending()
    }

    /// Sets the task that lets the flag fall, stopping the one before.
    pub fn set_timer(&mut self, timer: Option<AbortHandle>) {
        if let Some(old) = std::mem::replace(&mut self.timer, timer) {
            old.abort();
        }
    }
}
