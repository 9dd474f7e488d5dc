//! Games read back from storage: every unfinished game when the server starts, and
//! one game asked for later (a finished game a player comes back to, or a game of
//! another server sharing the storage).

use std::sync::Arc;
use std::time::Instant;

use tracing::{error, info};

use super::live::{LiveGame, SharedRoom};
use super::{Hub, storage_refusal};
use crate::alive::Timeline;
use crate::bus::Note;
use crate::room::{Refusal, Room};
use crate::secret;
use crate::storage::StoredGame;

impl Hub {
    /// Holds the games `stored` (read at the start, on `timeline`): each one's agreed
    /// rematch started, its clock and the computer's turn running.
    pub(super) async fn restore_all(
        self: &Arc<Self>,
        stored: Vec<StoredGame>,
        timeline: &Timeline,
    ) {
        let count = stored.len();
        for game in stored {
            let (code, finished) = (game.code.clone(), game.finished);
            let mut room = match Room::restore(game, self.config.claim_after, timeline) {
                Ok(room) => room,
                Err(reason) => {
                    error!(code, reason, "a stored game could not be restored");
                    continue;
                }
            };
            if !finished {
                self.registry.count_open_games(room.creator(), 1);
            }
            self.show_ratings(&mut room).await;
            let shared = LiveGame::new(room, finished, Instant::now()).share();
            self.registry.insert(code.clone(), shared.clone());
            let mut live = shared.lock().await;
            // A rematch agreed just before a stop starts now.
            if live.room.rematch_agreed()
                && let Err(refusal) = self.rematch(&shared, &mut live).await
            {
                error!(code, ?refusal, "the agreed rematch could not start");
            }
            self.settle(&shared, &mut live).await;
        }
        info!(games = count, "games restored from storage");
    }

    /// The game with this code (as typed): live in memory, or, when other servers
    /// share the storage, an unfinished game one of them created, read from it.
    pub(super) async fn find(self: &Arc<Self>, code: &str) -> Result<SharedRoom, Refusal> {
        match self.registry.room(code) {
            Err(refusal) if self.storage.shared() => {
                let Some(code) = secret::normalize_code(code) else {
                    return Err(refusal);
                };
                self.load(&code, false).await?.ok_or(refusal)
            }
            found => found,
        }
    }

    /// A game not in memory read back from storage: a finished one (when `finished`
    /// is asked) for a player who comes back to it (to see how it ended, or to take a
    /// seat in its rematch); an unfinished one only when other servers share the
    /// storage (alone, every unfinished game is in memory from the start).
    pub(super) async fn load(
        self: &Arc<Self>,
        code: &str,
        finished: bool,
    ) -> Result<Option<SharedRoom>, Refusal> {
        let Some(stored) = self.storage.game(code).await.map_err(storage_refusal)? else {
            return Ok(None);
        };
        let wanted = if stored.finished {
            finished
        } else {
            self.storage.shared()
        };
        if !wanted {
            return Ok(None);
        }
        let archived = stored.finished;
        let downtimes = self.storage.downtimes().await.map_err(storage_refusal)?;
        let timeline = Timeline::new(downtimes);
        let mut room =
            Room::restore(stored, self.config.claim_after, &timeline).map_err(|reason| {
                error!(code, reason, "a stored game could not be restored");
                Refusal::new("internal", reason)
            })?;
        self.show_ratings(&mut room).await;
        let fresh = LiveGame::new(room, archived, Instant::now()).share();
        // Another connection may have read it back meanwhile: keep the first.
        let shared = self.registry.keep_first(code, fresh.clone());
        if !archived && Arc::ptr_eq(&shared, &fresh) {
            // Who holds its seats on the other servers.
            self.bus.say(Note::Ask {
                instance: self.instance,
                code: Some(code.to_string()),
            });
            // Its clock and the computer's turn run here too.
            let mut live = shared.lock().await;
            self.settle(&shared, &mut live).await;
        }
        Ok(Some(shared))
    }
}
