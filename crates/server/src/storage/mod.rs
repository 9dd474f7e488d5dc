//! Where games are kept: the [`Storage`] trait, and its SQL implementation for SQLite
//! and Postgres through sqlx's Any driver (the same statements run on both).

mod checkpoint;
mod error;
mod group_commit;
mod quick;
mod ratings;
pub mod statements;

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Row};

use crate::event::{Event, Setup};
pub use error::StorageError;
use group_commit::GroupCommit;
use statements::{event_extras, insert_event, insert_game};

pub use quick::{Paired, QuickPool};
pub use ratings::{RatedGame, RatingChange, Ratings, SettleError, Settlement};

/// A future returned by [`Storage`].
pub type StorageFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StorageError>> + Send + 'a>>;

/// A game read back from storage: its setup and every event in order.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// The invitation code.
    pub code: String,
    /// How it was set up.
    pub setup: Setup,
    /// The address that created it.
    pub creator: String,
    /// Its events, in order.
    pub events: Vec<Event>,
    /// Whether it is finished and archived.
    pub finished: bool,
    /// When it was created (wall time, ms).
    pub created_ms: i64,
    /// When each event was stored (wall time, ms), in the order of `events`.
    pub event_ms: Vec<i64>,
}

/// How a finished game ended, kept beside its record for the history pages.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Ending {
    /// The winning team; none for a draw.
    pub winner: Option<u8>,
    /// Each seat's team.
    pub teams: Vec<u8>,
}

/// A new game stored at once with its first events: a rematch with its seats taken.
#[derive(Clone, Copy, Debug)]
pub struct GameStart<'a> {
    /// The invitation code.
    pub code: &'a str,
    /// How it is set up.
    pub setup: &'a Setup,
    /// The address that created the first game.
    pub creator: &'a str,
    /// Its first events (numbered from 0).
    pub events: &'a [Event],
}

/// The games and their events, the players' ratings ([`Ratings`]) and the quick
/// games' pool ([`QuickPool`]). Every write is durable when its future completes.
pub trait Storage: Ratings + QuickPool + Send + Sync + 'static {
    /// Stores a new game; fails if the code is taken.
    fn create(
        &self,
        code: &str,
        setup: &Setup,
        creator: &str,
        now_ms: i64,
    ) -> StorageFuture<'_, ()>;
    /// Appends event number `seq` (from 0) of game `code`; fails if that number is
    /// taken (a [`StorageError::conflict`]), so that two writers of one game cannot
    /// both succeed.
    fn append(&self, code: &str, seq: u64, event: &Event, now_ms: i64) -> StorageFuture<'_, ()>;
    /// The events of game `code` from number `seq` on, in order: what a copy of the
    /// game at `seq` missed.
    fn events_from(&self, code: &str, seq: u64) -> StorageFuture<'_, Vec<Event>>;
    /// Whether other servers may write to the same database (Postgres), so that a
    /// game in memory may fall behind it; SQLite has one.
    fn shared(&self) -> bool;
    /// Marks the game finished at `now_ms` and keeps its record (JSON) and `ending`.
    fn finish(
        &self,
        code: &str,
        record: &str,
        ending: &Ending,
        now_ms: i64,
    ) -> StorageFuture<'_, ()>;
    /// Starts a rematch in one transaction: the new game with its first events, and the
    /// finished game's event number `seq` (the rematch started): all of it or none, so
    /// that a crash leaves no rematch without its players.
    fn start_rematch(
        &self,
        start: GameStart<'_>,
        finished: &str,
        seq: u64,
        started: &Event,
        now_ms: i64,
    ) -> StorageFuture<'_, ()>;
    /// Every game not finished, and every finished one whose rematch was asked and has
    /// not started, with its events.
    fn unfinished(&self) -> StorageFuture<'_, Vec<StoredGame>>;
    /// Any game by its code, finished or not, with its events.
    fn game(&self, code: &str) -> StorageFuture<'_, Option<StoredGame>>;
    /// The record of a finished game.
    fn record(&self, code: &str) -> StorageFuture<'_, Option<String>>;
    /// Notes that a server is alive at `now_ms` (wall time).
    fn alive(&self, now_ms: i64) -> StorageFuture<'_, ()>;
    /// A server comes up at `now_ms`: the time since a server was last noted alive
    /// (with no note of one ever, since the last event stored) is noted as a downtime.
    /// Every downtime noted, as `(from_ms, to_ms)`.
    fn come_up(&self, now_ms: i64) -> StorageFuture<'_, Vec<(i64, i64)>>;
    /// Every downtime noted, as `(from_ms, to_ms)`.
    fn downtimes(&self) -> StorageFuture<'_, Vec<(i64, i64)>>;
}

/// The schema's migrations, in order: applied once each, remembered in `migrations`.
const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../../migrations/0001_games.sql")),
    (2, include_str!("../../migrations/0002_rematch.sql")),
    (3, include_str!("../../migrations/0003_alive.sql")),
    (4, include_str!("../../migrations/0004_accounts.sql")),
    (5, include_str!("../../migrations/0005_ratings.sql")),
    (6, include_str!("../../migrations/0006_quick.sql")),
];

/// The columns of a game read by [`SqlStorage::stored_game`].
const GAME_COLUMNS: &str = "code, setup, creator, finished, created_ms";

/// Games kept in SQLite or Postgres.
#[derive(Clone)]
pub struct SqlStorage {
    pool: AnyPool,
    sqlite: bool,
    /// SQLite's appends, written together when they arrive together (Postgres has a
    /// connection for each writer).
    group: Option<GroupCommit>,
}

impl SqlStorage {
    /// Opens the database at `url` (`sqlite://FILE?mode=rwc`, `postgres://...`) and
    /// brings its schema up to date.
    pub async fn open(url: &str) -> Result<Self, StorageError> {
        install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        let options = AnyPoolOptions::new()
            // SQLite has one writer: one connection, no waiting on its lock.
            .max_connections(if sqlite { 1 } else { 8 })
            .acquire_timeout(Duration::from_secs(10));
        let pool = if sqlite {
            options
                .after_connect(|connection, _| {
                    Box::pin(async move {
                        // Pages of 1 KB in a new database (one made before keeps its
                        // own): an action changes a leaf of the events and one of their
                        // key, each a page written to the log and copied back.
                        sqlx::query("PRAGMA page_size = 1024")
                            .execute(&mut *connection)
                            .await?;
                        // WAL survives a crash of the process (kill -9) at every commit.
                        sqlx::query("PRAGMA journal_mode = WAL")
                            .execute(&mut *connection)
                            .await?;
                        sqlx::query("PRAGMA synchronous = NORMAL")
                            .execute(&mut *connection)
                            .await?;
                        sqlx::query("PRAGMA busy_timeout = 5000")
                            .execute(&mut *connection)
                            .await?;
                        // The log is copied back by a connection of its own.
                        let pages = checkpoint::WRITER_CHECKPOINT_PAGES;
                        sqlx::query(&format!("PRAGMA wal_autocheckpoint = {pages}"))
                            .execute(&mut *connection)
                            .await?;
                        Ok(())
                    })
                })
                .connect(url)
                .await?
        } else {
            options.connect(url).await?
        };
        let group = sqlite.then(|| GroupCommit::start(pool.clone()));
        let storage = SqlStorage {
            pool,
            sqlite,
            group,
        };
        storage.migrate().await?;
        if sqlite {
            checkpoint::start(url).await?;
        }
        Ok(storage)
    }

    /// The database's pool, for the other tables kept beside the games (accounts).
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    async fn migrate(&self) -> Result<(), StorageError> {
        sqlx::query("CREATE TABLE IF NOT EXISTS migrations (version BIGINT PRIMARY KEY)")
            .execute(&self.pool)
            .await?;
        for (version, sql) in MIGRATIONS {
            let done = sqlx::query("SELECT version FROM migrations WHERE version = $1")
                .bind(*version)
                .fetch_optional(&self.pool)
                .await?;
            if done.is_some() {
                continue;
            }
            let mut transaction = self.pool.begin().await?;
            for statement in sql.split(';').filter(|s| !s.trim().is_empty()) {
                sqlx::query(statement).execute(&mut *transaction).await?;
            }
            sqlx::query("INSERT INTO migrations (version) VALUES ($1)")
                .bind(*version)
                .execute(&mut *transaction)
                .await?;
            transaction.commit().await?;
        }
        Ok(())
    }
}

impl SqlStorage {
    /// The game of a row `code, setup, creator, finished, created_ms` ([`GAME_COLUMNS`]),
    /// with its events read.
    async fn stored_game(&self, row: &sqlx::any::AnyRow) -> Result<StoredGame, StorageError> {
        let code: String = row.try_get(0)?;
        let setup: String = row.try_get(1)?;
        let (events, event_ms) = self.read_timed_events(&code, 0).await?.into_iter().unzip();
        Ok(StoredGame {
            code,
            setup: serde_json::from_str(&setup)?,
            creator: row.try_get(2)?,
            events,
            finished: row.try_get::<i64, _>(3)? != 0,
            created_ms: row.try_get(4)?,
            event_ms,
        })
    }
}

impl SqlStorage {
    /// The events of `code` from number `seq` on, each with when it was stored.
    async fn read_timed_events(
        &self,
        code: &str,
        seq: u64,
    ) -> Result<Vec<(Event, i64)>, StorageError> {
        sqlx::query("SELECT body, at_ms FROM events WHERE code = $1 AND seq >= $2 ORDER BY seq")
            .bind(code.to_string())
            .bind(seq as i64)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|row| {
                let body: String = row.try_get(0)?;
                Ok((serde_json::from_str(&body)?, row.try_get(1)?))
            })
            .collect()
    }
}

impl Storage for SqlStorage {
    fn create(
        &self,
        code: &str,
        setup: &Setup,
        creator: &str,
        now_ms: i64,
    ) -> StorageFuture<'_, ()> {
        let insert = insert_game(code, setup, creator, now_ms);
        Box::pin(async move {
            insert?.execute(&self.pool).await?;
            Ok(())
        })
    }

    fn append(&self, code: &str, seq: u64, event: &Event, now_ms: i64) -> StorageFuture<'_, ()> {
        let insert = insert_event(code, seq, event, now_ms);
        let extras = event_extras(code, event);
        Box::pin(async move {
            if let Some(group) = &self.group {
                return group
                    .append(std::iter::once(insert?).chain(extras).collect())
                    .await;
            }
            if extras.is_empty() {
                insert?.execute(&self.pool).await?;
                return Ok(());
            }
            let mut transaction = self.pool.begin().await?;
            insert?.execute(&mut *transaction).await?;
            for extra in extras {
                extra.execute(&mut *transaction).await?;
            }
            transaction.commit().await?;
            Ok(())
        })
    }

    fn events_from(&self, code: &str, seq: u64) -> StorageFuture<'_, Vec<Event>> {
        let code = code.to_string();
        Box::pin(async move {
            let events = self.read_timed_events(&code, seq).await?;
            Ok(events.into_iter().map(|(event, _)| event).collect())
        })
    }

    fn shared(&self) -> bool {
        !self.sqlite
    }

    fn start_rematch(
        &self,
        start: GameStart<'_>,
        finished: &str,
        seq: u64,
        started: &Event,
        now_ms: i64,
    ) -> StorageFuture<'_, ()> {
        let game = insert_game(start.code, start.setup, start.creator, now_ms);
        let events: Result<Vec<_>, _> = (start.events.iter().enumerate())
            .map(|(i, event)| insert_event(start.code, i as u64, event, now_ms))
            .collect();
        let links: Vec<_> = (start.events.iter())
            .flat_map(|event| event_extras(start.code, event))
            .collect();
        let started_row = insert_event(finished, seq, started, now_ms);
        let rematch = event_extras(finished, started);
        Box::pin(async move {
            let mut transaction = self.pool.begin().await?;
            game?.execute(&mut *transaction).await?;
            for event in events? {
                event.execute(&mut *transaction).await?;
            }
            for link in links {
                link.execute(&mut *transaction).await?;
            }
            started_row?.execute(&mut *transaction).await?;
            for extra in rematch {
                extra.execute(&mut *transaction).await?;
            }
            transaction.commit().await?;
            Ok(())
        })
    }

    fn finish(
        &self,
        code: &str,
        record: &str,
        ending: &Ending,
        now_ms: i64,
    ) -> StorageFuture<'_, ()> {
        let code = code.to_string();
        let record = record.to_string();
        let ending = serde_json::to_string(ending);
        Box::pin(async move {
            sqlx::query(
                "UPDATE games SET finished = 1, record = $1, ending = $2, finished_ms = $3 \
                 WHERE code = $4",
            )
            .bind(record)
            .bind(ending?)
            .bind(now_ms)
            .bind(code)
            .execute(&self.pool)
            .await?;
            Ok(())
        })
    }

    fn unfinished(&self) -> StorageFuture<'_, Vec<StoredGame>> {
        Box::pin(async move {
            let rows = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE finished = 0 OR rematch = 1 \
                 ORDER BY created_ms"
            ))
            .fetch_all(&self.pool)
            .await?;
            let mut games = Vec::with_capacity(rows.len());
            for row in rows {
                games.push(self.stored_game(&row).await?);
            }
            Ok(games)
        })
    }

    fn game(&self, code: &str) -> StorageFuture<'_, Option<StoredGame>> {
        let code = code.to_string();
        Box::pin(async move {
            let row = sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE code = $1"))
                .bind(code)
                .fetch_optional(&self.pool)
                .await?;
            match row {
                Some(row) => Ok(Some(self.stored_game(&row).await?)),
                None => Ok(None),
            }
        })
    }

    fn record(&self, code: &str) -> StorageFuture<'_, Option<String>> {
        let code = code.to_string();
        Box::pin(async move {
            let row = sqlx::query("SELECT record FROM games WHERE code = $1 AND finished = 1")
                .bind(code)
                .fetch_optional(&self.pool)
                .await?;
            match row {
                Some(row) => Ok(row.try_get::<Option<String>, _>(0)?),
                None => Ok(None),
            }
        })
    }

    fn alive(&self, now_ms: i64) -> StorageFuture<'_, ()> {
        Box::pin(async move {
            // Never back: another server's clock may be a little behind.
            sqlx::query("UPDATE alive SET at_ms = $1 WHERE id = 0 AND at_ms < $1")
                .bind(now_ms)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
    }

    fn come_up(&self, now_ms: i64) -> StorageFuture<'_, Vec<(i64, i64)>> {
        Box::pin(async move {
            let mut transaction = self.pool.begin().await?;
            let alive: i64 = sqlx::query("SELECT at_ms FROM alive WHERE id = 0")
                .fetch_one(&mut *transaction)
                .await?
                .try_get(0)?;
            let last = if alive > 0 {
                alive
            } else {
                sqlx::query("SELECT COALESCE(MAX(at_ms), 0) FROM events")
                    .fetch_one(&mut *transaction)
                    .await?
                    .try_get(0)?
            };
            if last > 0 && last < now_ms {
                sqlx::query("INSERT INTO downtimes (from_ms, to_ms) VALUES ($1, $2)")
                    .bind(last)
                    .bind(now_ms)
                    .execute(&mut *transaction)
                    .await?;
            }
            sqlx::query("UPDATE alive SET at_ms = $1 WHERE id = 0 AND at_ms < $1")
                .bind(now_ms)
                .execute(&mut *transaction)
                .await?;
            transaction.commit().await?;
            self.downtimes().await
        })
    }

    fn downtimes(&self) -> StorageFuture<'_, Vec<(i64, i64)>> {
        Box::pin(async move {
            sqlx::query("SELECT from_ms, to_ms FROM downtimes ORDER BY from_ms")
                .fetch_all(&self.pool)
                .await?
                .iter()
                .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
                .collect()
        })
    }
}
