//! SQLite's checkpoints, off the write path: the log's pages are copied back into the
//! database file by a connection of their own, every few seconds, instead of by the
//! writer in the middle of an action's commit (where the copy and its sync held every
//! action behind it). Each page is copied once however many times it was written
//! since the last checkpoint. Commits stay as durable as before: every one is in the
//! log when the action is acknowledged.

use std::time::Duration;

use sqlx::{AnyConnection, Connection, Row};
use tracing::warn;

use super::StorageError;

/// How often the log is copied back (and synced: with `synchronous = NORMAL`, the
/// most a power cut can take back).
const EVERY: Duration = Duration::from_secs(1);

/// Log pages past which the checkpoint also starts the log again from its beginning
/// (waiting for the writer's commit under way): the log stops growing.
const RESTART_PAST: i64 = 16384;

/// The log pages past which a writer's commit checkpoints by itself: only when the
/// checkpoints here stopped.
pub const WRITER_CHECKPOINT_PAGES: i64 = 65536;

/// Opens a connection to the SQLite database at `url` and checkpoints on it every
/// [`EVERY`] for as long as the runtime runs.
pub async fn start(url: &str) -> Result<(), StorageError> {
    let mut connection = AnyConnection::connect(url).await?;
    sqlx::query("PRAGMA busy_timeout = 5000")
        .execute(&mut connection)
        .await?;
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        loop {
            ticks.tick().await;
            if let Err(error) = checkpoint(&mut connection).await {
                warn!(%error, "the database's log could not be copied back");
            }
        }
    });
    Ok(())
}

/// Copies the log back without waiting for the writer, then, once the log is long,
/// starts it again.
async fn checkpoint(connection: &mut AnyConnection) -> Result<(), sqlx::Error> {
    let row = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
        .fetch_one(&mut *connection)
        .await?;
    let pages: i64 = row.try_get(1)?;
    if pages > RESTART_PAST {
        sqlx::query("PRAGMA wal_checkpoint(RESTART)")
            .fetch_one(&mut *connection)
            .await?;
    }
    Ok(())
}
