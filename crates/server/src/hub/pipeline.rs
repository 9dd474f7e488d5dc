//! The act-store-settle pipeline: a request is checked by the referee, its event
//! stored, and only then applied and shown; after every change the game settles
//! (its end archived, everyone shown it, the computer's turn and the flag scheduled).
//! A write another server made first is caught up with, and the request checked again.

use std::sync::Arc;
use std::time::Instant;

use plateau_rules::Seat;
use tracing::{error, info};

use super::live::{LiveGame, SharedRoom};
use super::{Hub, storage_refusal};
use crate::alive::wall_ms;
use crate::event::Event;
use crate::protocol::ServerMessage;
use crate::room::{Change, Refusal, Request, Room};
use crate::secret;
use crate::storage::{Ending, GameStart, StorageError};

/// The refusal of a change another server's change of the same game came before.
pub(super) const STALE: &str = "stale";

/// How many times a change is checked again after other servers' changes came first.
pub(super) const RACES: usize = 3;

/// Applies an event just stored (or read back) to its game, which it happened to at
/// `now`.
fn apply_stored(live: &mut LiveGame, event: Event, now: Instant) -> Result<(), Refusal> {
    live.apply(event, now).map_err(|reason| {
        error!(
            code = live.room.code(),
            reason, "a stored event was not applied"
        );
        Refusal::new("internal", reason)
    })
}

impl Hub {
    /// Carries out `request` in the game: checked, stored, then shown to everyone.
    pub async fn act(
        self: &Arc<Self>,
        shared: &SharedRoom,
        request: Request,
    ) -> Result<(), Refusal> {
        let mut guard = shared.lock().await;
        let live = &mut *guard;
        let mut races = 0;
        loop {
            let now = Instant::now();
            let event = match live.room.check(&request, live.audience.presence(), now)? {
                Change::Store(event) => event,
                Change::Offer(offer) => live.room.offer_event(offer)?,
            };
            match self.store(shared, live, event, now).await {
                Ok(()) => break,
                // Another server stored a change of this game first: the game caught
                // up, and the request is checked again in it, as if it came second (a
                // play for a ply gone by is then refused as stale).
                Err(refusal) if refusal.code == STALE && races < RACES => races += 1,
                Err(refusal) => return Err(refusal),
            }
        }
        if live.room.rematch_agreed() {
            self.rematch(shared, live).await?;
        }
        self.settle(shared, live).await;
        Ok(())
    }

    /// Stores `event`, made at `now`, then applies it: nothing is shown before it is
    /// stored.
    pub(super) async fn store(
        self: &Arc<Self>,
        shared: &SharedRoom,
        live: &mut LiveGame,
        event: Event,
        now: Instant,
    ) -> Result<(), Refusal> {
        let event = live.room.stamp(event, now);
        let stored = self
            .storage
            .append(live.room.code(), live.room.next_seq(), &event, wall_ms())
            .await;
        if let Err(error) = stored {
            return Err(self.refused_write(shared, live, error).await);
        }
        self.bus.stored(live.room.code(), live.room.next_seq());
        apply_stored(live, event, now)
    }

    /// After a change: the end archived, everyone shown the game, the computer's turn
    /// and the clock's flag scheduled.
    pub(super) async fn settle(self: &Arc<Self>, shared: &SharedRoom, live: &mut LiveGame) {
        let now = Instant::now();
        let room = &live.room;
        // A rated game is settled before it is archived: a game archived is never
        // restored, so a settlement that failed is tried again first.
        if room.is_over() && !live.archived && self.rate_finished(room).await {
            let record = room.record().to_json();
            let ending = Ending {
                winner: room.outcome().and_then(|o| o.winner),
                teams: room.teams(),
            };
            let finished = self
                .storage
                .finish(room.code(), &record, &ending, wall_ms());
            match finished.await {
                Ok(()) => {
                    live.archived = true;
                    self.show_ratings(&mut live.room).await;
                    let room = &live.room;
                    self.registry.count_open_games(room.creator(), -1);
                    info!(code = room.code(), outcome = ?room.outcome().map(|o| o.text), "game over");
                }
                // Restored and archived again at the next start.
                Err(error) => {
                    error!(%error, code = room.code(), "the finished game was not archived")
                }
            }
        }
        live.broadcast(now);
        if live.done_with() {
            self.registry.remove(live.room.code());
            return;
        }
        self.schedule_computer(shared, live);
        self.schedule_flag(shared, live, now);
    }

    /// When other servers share the storage: the game brought up to date with what
    /// they stored, and shown again if that changed it.
    pub(super) async fn refresh(
        self: &Arc<Self>,
        shared: &SharedRoom,
        live: &mut LiveGame,
    ) -> Result<(), Refusal> {
        if self.storage.shared() && self.catch_up(live).await? {
            self.settle(shared, live).await;
        }
        Ok(())
    }

    /// Applies to the game what storage holds past it; whether there was any.
    async fn catch_up(&self, live: &mut LiveGame) -> Result<bool, Refusal> {
        let events = self
            .storage
            .events_from(live.room.code(), live.room.next_seq())
            .await
            .map_err(storage_refusal)?;
        let now = Instant::now();
        let changed = !events.is_empty();
        for event in events {
            apply_stored(live, event, now)?;
        }
        Ok(changed)
    }

    /// A write refused: when another server stored that event number first, the game
    /// catches up and is shown as it now is, and the request is refused as stale.
    async fn refused_write(
        self: &Arc<Self>,
        shared: &SharedRoom,
        live: &mut LiveGame,
        error: StorageError,
    ) -> Refusal {
        if !error.conflict {
            return storage_refusal(error);
        }
        info!(
            code = live.room.code(),
            "another server stored this game's change first"
        );
        if let Err(refusal) = self.catch_up(live).await {
            return refusal;
        }
        self.settle(shared, live).await;
        Refusal::new(
            STALE,
            "the game changed at the same moment on another server; this was not done \
             (the game as it is now was sent)",
        )
    }

    /// Starts the rematch of a finished game: the seats turned round, each person told
    /// their new seat's token.
    pub(super) async fn rematch(
        self: &Arc<Self>,
        shared: &SharedRoom,
        old: &mut LiveGame,
    ) -> Result<(), Refusal> {
        let (setup, moves) = old.room.rematch_setup();
        let code = self.registry.free_code();
        let now = Instant::now();
        let creator = old.room.creator().to_string();
        let room = Room::create(code.clone(), setup, creator, self.config.claim_after, now)?;
        let mut joins = Vec::new();
        let mut tokens = Vec::new();
        for (new_seat, (old_seat, sitter)) in moves.into_iter().enumerate() {
            let Some(sitter) = sitter else { continue };
            let (token, hash) = secret::new_seat_token(&code);
            let seat = Seat(new_seat as u8);
            joins.push(Room::join_event(seat, &sitter.name, &hash, sitter.account));
            tokens.push((Seat(old_seat), new_seat as u8, token));
        }
        let started = Event::Rematched { code: code.clone() };
        // The new game, its seats and the old game's word that it started: stored
        // together, so that a crash between them leaves no game nobody can sit at.
        let start = GameStart {
            code: &code,
            setup: room.setup(),
            creator: old.room.creator(),
            events: &joins,
        };
        let stored = self
            .storage
            .start_rematch(
                start,
                old.room.code(),
                old.room.next_seq(),
                &started,
                wall_ms(),
            )
            .await;
        if let Err(error) = stored {
            return Err(self.refused_write(shared, old, error).await);
        }
        for seq in 0..joins.len() {
            self.bus.stored(&code, seq as u64);
        }
        self.bus.stored(old.room.code(), old.room.next_seq());
        let mut fresh = LiveGame::new(room, false, now);
        for event in joins {
            apply_stored(&mut fresh, event, now)?;
        }
        apply_stored(old, started, now)?;
        self.registry.count_open_games(old.room.creator(), 1);
        let new = LiveGame::share(fresh);
        self.registry.insert(code.clone(), new.clone());
        for (old_seat, seat, token) in tokens {
            old.audience
                .send_to_seat(old_seat, || ServerMessage::Rematch {
                    code: code.clone(),
                    seat,
                    token: token.clone(),
                });
        }
        let mut live = new.lock().await;
        self.settle(&new, &mut live).await;
        Ok(())
    }
}
