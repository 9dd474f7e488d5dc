//! All live games of the server and what happens to them. The parts:
//! [`registry`] holds the games by code and the limits per address; [`seating`]
//! seats players and spectators and lets them go; [`pipeline`] carries out a change
//! (checked by the referee, stored, then applied and shown); [`scheduler`] plays the
//! computer's turns and lets flags fall; [`listener`] hears the other servers of a
//! shared storage; [`restore`] reads games back from storage; [`quick`] pairs the
//! players waiting for a quick game; [`records`] gives finished games' records.

mod listener;
mod live;
mod pipeline;
mod quick;
mod rated;
mod records;
mod registry;
mod restore;
mod scheduler;
mod seating;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use plateau_rules::Seat;
use tokio::sync::Semaphore;
use tracing::error;

use crate::accounts::Accounts;
use crate::alive::{self, Timeline, wall_ms};
use crate::bus::Bus;
use crate::config::Config;
use crate::protocol::LobbyGame;
use crate::room::Refusal;
use crate::storage::{Storage, StorageError};

pub use live::{LiveGame, SharedRoom};
pub use quick::QuickAsk;

/// Where a connection holds a seat or watches.
#[derive(Clone)]
pub struct Attachment {
    /// The game.
    pub room: SharedRoom,
    /// The seat held; none for a spectator.
    pub seat: Option<Seat>,
}

/// The server's games.
pub struct Hub {
    config: Config,
    storage: Arc<dyn Storage>,
    registry: registry::Registry,
    /// Turns of the computer thinking at once.
    thinkers: Arc<Semaphore>,
    /// How the servers sharing the storage tell each other what changed.
    bus: Arc<dyn Bus>,
    /// The accounts, whose seats the games link.
    accounts: Accounts,
    /// This server's number among them.
    instance: u64,
    /// The other servers heard from, and when last.
    peers: Mutex<HashMap<u64, Instant>>,
    /// The connections waiting for a quick game.
    quick: Mutex<quick::Waiters>,
    /// When this server started.
    started: Instant,
}

/// Locks `mutex`, whose data stays sound even if a holder panicked.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// The refusal of a request whose write failed, logged.
fn storage_refusal(error: StorageError) -> Refusal {
    error!(%error, "storage failed");
    Refusal::new(
        "storage",
        "the server could not store this; nothing changed",
    )
}

impl Hub {
    /// A hub on `storage` with every unfinished game restored from it, hearing the
    /// other servers of the storage on `bus`.
    pub async fn start(
        config: Config,
        storage: Arc<dyn Storage>,
        bus: Arc<dyn Bus>,
        accounts: Accounts,
    ) -> Result<Arc<Hub>, StorageError> {
        // The stretch since a server was last alive is a downtime.
        let timeline = Timeline::new(storage.come_up(wall_ms()).await?);
        let stored = storage.unfinished().await?;
        let hub = Arc::new(Hub {
            thinkers: Arc::new(Semaphore::new(config.computer_threads.max(1))),
            registry: registry::Registry::new(&config),
            config,
            storage,
            bus,
            accounts,
            instance: getrandom::u64().map_err(|e| StorageError::new(e.to_string()))?,
            peers: Mutex::new(HashMap::new()),
            quick: Mutex::new(quick::Waiters::new()),
            started: Instant::now(),
        });
        if let Some(notes) = hub.bus.listen() {
            tokio::spawn(hub.clone().hear(notes));
        }
        hub.restore_all(stored, &timeline).await;
        alive::keep_beating(hub.storage.clone());
        hub.join_peers();
        hub.start_pairing();
        Ok(hub)
    }

    /// The settings.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The storage.
    pub fn storage(&self) -> &dyn Storage {
        self.storage.as_ref()
    }

    /// The accounts.
    pub fn accounts(&self) -> &Accounts {
        &self.accounts
    }

    /// Counts a new connection from `address`; refused past the limit.
    pub fn admit(&self, address: IpAddr) -> bool {
        self.registry.admit(address)
    }

    /// A connection from `address` closed.
    pub fn release(&self, address: IpAddr) {
        self.registry.release(address)
    }

    /// Takes one message from `address`'s allowance; `false` when it is spent.
    pub fn allow_message(&self, address: IpAddr, now: Instant) -> bool {
        self.registry.allow_message(address, now)
    }

    /// The listed games not over (only of `game` when given), at most 200.
    pub fn lobby(&self, game: Option<&str>) -> Vec<LobbyGame> {
        self.registry.lobby(game, Instant::now())
    }
}
