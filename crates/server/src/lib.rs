//! The Plateau game server: referees online games of every game of the collection over
//! WebSocket (protocol v1, docs/online-protocol.md), stores every action before it is
//! shown, and serves finished games as records.
//!
//! [`Server::start`] runs one on a listener; the binary `plateau-server` reads its
//! settings from the command line ([`config`]).

pub mod accounts;
pub mod alive;
pub mod audience;
pub mod bus;
pub mod clock;
pub mod config;
mod connection;
pub mod event;
mod files;
pub mod gate;
mod http;
pub mod hub;
pub mod limit;
pub mod outbox;
pub mod pairing;
pub mod presence;
pub mod rating;
pub mod room;
pub mod secret;
pub mod storage;
pub mod strikes;
mod writer;

use std::net::SocketAddr;
use std::sync::Arc;

use tokio::net::TcpListener;

use crate::accounts::Accounts;
use crate::bus::{Bus, PgBus, SoloBus};

pub use config::Config;
pub use plateau_protocol as protocol;
pub use storage::{SqlStorage, Storage, StorageError};

/// A running server.
pub struct Server {
    /// The address it listens on.
    pub address: SocketAddr,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// Opens the database, restores its games and listens on `config.listen` (port 0:
    /// any free port, see [`Server::address`]).
    pub async fn start(config: Config) -> Result<Server, Box<dyn std::error::Error>> {
        let sql = SqlStorage::open(&config.database).await?;
        let hashers = config.password_hashers;
        let accounts = Accounts::new(sql.pool().clone(), config.account_limits, hashers)?;
        let storage: Arc<dyn Storage> = Arc::new(sql);
        // Servers sharing a Postgres database tell each other what changed.
        let bus: Arc<dyn Bus> = if storage.shared() {
            Arc::new(PgBus::start(&config.database).await?)
        } else {
            Arc::new(SoloBus)
        };
        let listener = TcpListener::bind(config.listen).await?;
        let address = listener.local_addr()?;
        let hub = hub::Hub::start(config, storage, bus, accounts).await?;
        let app = http::router(hub.clone()).into_make_service_with_connect_info::<gate::Peer>();
        let gate = gate::Gate::new(listener, hub);
        let task = tokio::spawn(async move { axum::serve(gate, app).await });
        tracing::info!(%address, "listening");
        Ok(Server { address, task })
    }

    /// Serves until the listener fails.
    pub async fn wait(self) -> std::io::Result<()> {
        self.task
            .await
            .unwrap_or_else(|e| Err(std::io::Error::other(e)))
    }
}
