//! The bus listener: what the servers sharing a storage tell each other (a change
//! stored, which seats their clients hold, that they are alive), and what this server
//! does on hearing it.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::mpsc::UnboundedReceiver;
use tracing::{error, warn};

use super::live::LiveGame;
use super::{Hub, lock};
use crate::bus::Note;

/// How often a server sharing its storage says it is alive.
const BEAT: Duration = Duration::from_secs(1);

/// How long a server not heard from is taken as gone (its clients' seats away).
const GONE_AFTER: Duration = Duration::from_secs(3);

impl Hub {
    /// When the storage is shared: asks the other servers who holds which seats, and
    /// says this one is alive from now on.
    pub(super) fn join_peers(self: &Arc<Self>) {
        if self.bus.shared() {
            self.bus.say(Note::Ask {
                instance: self.instance,
                code: None,
            });
            tokio::spawn(self.clone().beat());
        }
    }

    /// Acts on what the other servers say, in order, until the bus stops.
    pub(super) async fn hear(self: Arc<Self>, mut notes: UnboundedReceiver<Note>) {
        while let Some(note) = notes.recv().await {
            let now = Instant::now();
            match note {
                Note::Stored { code, seq } => {
                    let Ok(shared) = self.registry.room(&code) else {
                        continue; // not held here
                    };
                    let mut live = shared.lock().await;
                    if live.room.next_seq() <= seq
                        && let Err(refusal) = self.refresh(&shared, &mut live).await
                    {
                        error!(code, ?refusal, "a change stored elsewhere was not read");
                    }
                }
                Note::Presence {
                    instance,
                    code,
                    seats,
                } if instance != self.instance => {
                    self.heard_from(instance, now);
                    if let Ok(shared) = self.registry.room(&code) {
                        let mut live = shared.lock().await;
                        if live
                            .audience
                            .presence_mut()
                            .set_remote(instance, seats, now)
                        {
                            live.broadcast(now);
                        }
                    }
                }
                Note::Ask { instance, code } if instance != self.instance => {
                    self.heard_from(instance, now);
                    let rooms = match code {
                        Some(code) => self.registry.room(&code).into_iter().collect(),
                        None => self.registry.rooms(),
                    };
                    for shared in rooms {
                        let live = shared.lock().await;
                        self.tell_presence(&live, 0);
                    }
                }
                Note::Alive { instance } if instance != self.instance => {
                    self.heard_from(instance, now);
                }
                Note::Paired {
                    instance,
                    connection,
                    code,
                    seat,
                } if instance == self.instance => {
                    tokio::spawn(self.clone().seat_paired(connection, code, seat));
                }
                Note::Lost => {
                    warn!("notes from the other servers may be lost: every game is read again");
                    for shared in self.registry.rooms() {
                        let mut live = shared.lock().await;
                        if let Err(refusal) = self.refresh(&shared, &mut live).await {
                            error!(
                                code = live.room.code(),
                                ?refusal,
                                "a game was not read again"
                            );
                        }
                    }
                }
                // This server's own words, and other servers' pairings.
                Note::Presence { .. }
                | Note::Ask { .. }
                | Note::Alive { .. }
                | Note::Paired { .. } => {}
            }
        }
    }

    fn heard_from(&self, instance: u64, now: Instant) {
        lock(&self.peers).insert(instance, now);
    }

    /// Says this server is alive every [`BEAT`]; a server not heard from for
    /// [`GONE_AFTER`] is gone: the seats only its clients held are away from now on.
    async fn beat(self: Arc<Self>) {
        let mut ticks = tokio::time::interval(BEAT);
        loop {
            ticks.tick().await;
            self.bus.say(Note::Alive {
                instance: self.instance,
            });
            let now = Instant::now();
            let gone: Vec<u64> = {
                let mut peers = lock(&self.peers);
                let gone = (peers.iter())
                    .filter(|(_, seen)| now.duration_since(**seen) > GONE_AFTER)
                    .map(|(instance, _)| *instance)
                    .collect::<Vec<_>>();
                for instance in &gone {
                    peers.remove(instance);
                }
                gone
            };
            if gone.is_empty() {
                continue;
            }
            warn!(?gone, "servers gone: their clients' seats are away");
            for shared in self.registry.rooms() {
                let mut live = shared.lock().await;
                let mut changed = false;
                for instance in &gone {
                    changed |= live.audience.presence_mut().set_remote(*instance, 0, now);
                }
                if changed {
                    live.broadcast(now);
                }
            }
        }
    }

    /// Tells the other servers which seats this one's connections hold in the game,
    /// when that is no longer `before` (and the storage is shared).
    pub(super) fn tell_presence(&self, live: &LiveGame, before: u64) {
        let seats = live.audience.presence().local_seats();
        if seats != before && self.bus.shared() {
            self.bus.say(Note::Presence {
                instance: self.instance,
                code: live.room.code().to_string(),
                seats,
            });
        }
    }
}
