//! What happens to a game by itself, scheduled after each change: the computer's
//! turn, thought on a thread of its own and played through the pipeline, and the
//! running clock's flag, which falls at its time unless the game changed first; and
//! the quick games' pairing, every second.

use std::sync::Arc;
use std::time::{Duration, Instant};

use plateau_ai::{Budget, registry};
use tracing::error;

use super::Hub;
use super::live::{LiveGame, SharedRoom};
use crate::alive::wall_ms;
use crate::room::Request;

impl Hub {
    /// When it is the computer's turn: thinks (at most `computer_threads` turns at
    /// once), then plays, unless the game changed meanwhile.
    pub(super) fn schedule_computer(self: &Arc<Self>, shared: &SharedRoom, live: &LiveGame) {
        let Some((seat, level, copy)) = live.room.computer_turn() else {
            return;
        };
        let (hub, shared) = (self.clone(), shared.clone());
        let (seq, ply) = (live.room.next_seq(), live.room.ply());
        tokio::spawn(async move {
            let Ok(permit) = hub.thinkers.clone().acquire_owned().await else {
                return;
            };
            let seed = wall_ms() as u64 ^ seq.rotate_left(32);
            let thought = tokio::task::spawn_blocking(move || {
                let _permit = permit;
                let time = Duration::from_millis(level.time_ms());
                registry::find(copy.game_id())
                    .and_then(|ai| ai.choose(copy.as_ref(), level, seed, Budget::time(time)))
            })
            .await;
            let action = match thought {
                Ok(Ok(action)) => action,
                Ok(Err(e)) => return error!(error = %e, "the computer found no action"),
                Err(e) => return error!(error = %e, "the computer's thread failed"),
            };
            if shared.lock().await.room.next_seq() != seq {
                return; // the game changed meanwhile (an undo, a resignation)
            }
            // For the ply it thought on: never played in a later position (another
            // server's computer may have answered first).
            let request = Request::Play(seat, action, Some(ply));
            if let Err(refusal) = hub.act(&shared, request).await {
                error!(?refusal, "the computer's action was refused");
            }
        });
    }

    /// Sets the timer of the running clock's flag as it is at `now` (none without a
    /// running clock): when it falls and the game has not changed, the flag is stored.
    pub(super) fn schedule_flag(
        self: &Arc<Self>,
        shared: &SharedRoom,
        live: &mut LiveGame,
        now: Instant,
    ) {
        let Some(wait) = live.room.until_flag(now) else {
            live.set_timer(None);
            return;
        };
        let (hub, weak, seq) = (self.clone(), Arc::downgrade(shared), live.room.next_seq());
        let task = tokio::spawn(async move {
            tokio::time::sleep(wait + Duration::from_millis(1)).await;
            let Some(shared) = weak.upgrade() else {
                return;
            };
            let mut live = shared.lock().await;
            let now = Instant::now();
            if live.room.next_seq() != seq {
                return;
            }
            if let Some(event) = live.room.flag_event(now) {
                if let Err(refusal) = hub.store(&shared, &mut live, event, now).await {
                    return error!(?refusal, "the flag could not be stored");
                }
                hub.settle(&shared, &mut live).await;
            }
        });
        live.set_timer(Some(task.abort_handle()));
    }

    /// Pairs the players waiting every second, as their rating windows widen. A
    /// server alone first drops the requests left from before its start.
    pub(super) fn start_pairing(self: &Arc<Self>) {
        if !self.bus.shared() {
            tokio::spawn(self.clone().pair_waiting());
        }
        let hub = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut ticks = tokio::time::interval(Duration::from_secs(1));
            loop {
                ticks.tick().await;
                let Some(hub) = hub.upgrade() else { return };
                if hub.anyone_waiting() {
                    hub.pair_waiting().await;
                }
            }
        });
    }
}
