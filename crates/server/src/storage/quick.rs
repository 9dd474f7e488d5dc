//! The quick games' pool in storage (migration 0006), shared by every server on one
//! database: each server writes its connections' requests, and one server at a time
//! (under a Postgres advisory lock; SQLite has one server) reads them all, pairs them
//! with [`Pool::pair`] and takes the pairs out, in one transaction.

use std::collections::BTreeMap;

use sqlx::Row;

use super::{SqlStorage, StorageError, StorageFuture};
use crate::pairing::{Connection, Pairing, Pool, Request};

/// The advisory lock of the server that pairs (Postgres).
const PAIRING_LOCK: i64 = 7_467_058;

/// A pairing with the addresses the players asked from, in seat order.
#[derive(Clone, Debug, PartialEq)]
pub struct Paired {
    /// The players, in seat order.
    pub pairing: Pairing,
    /// Their addresses, in the same order.
    pub addresses: [String; 2],
}

/// The players waiting for a quick game, on every server.
pub trait QuickPool: Send + Sync {
    /// `request` (checked: [`Request::check`]) waits from now on, asked from
    /// `address`, in place of its player's request before.
    fn wait(&self, request: &Request, address: &str) -> StorageFuture<'_, ()>;
    /// The connection's request leaves the pool; whether it waited.
    fn unwait(&self, connection: Connection) -> StorageFuture<'_, bool>;
    /// How many players wait, by game id.
    fn waiting_counts(&self) -> StorageFuture<'_, BTreeMap<String, usize>>;
    /// Pairs the players waiting at `now_ms` and takes them out, unless another
    /// server is pairing now (then none). Requests of servers not in `alive` and older
    /// than `grace_ms` are gone with their server: taken out, never paired. `coins`
    /// draws the colours, a bit a pairing.
    fn pair_waiting(
        &self,
        now_ms: u64,
        alive: Vec<u64>,
        grace_ms: u64,
        coins: u64,
    ) -> StorageFuture<'_, Vec<Paired>>;
}

fn player_text(request: &Request) -> Result<String, StorageError> {
    Ok(serde_json::to_string(&request.player)?)
}

/// Rows deleted by one statement.
const DELETE_CHUNK: usize = 200;

/// Deletes the rows of `players` (keys as stored), a chunk a statement.
async fn delete_players(
    connection: &mut sqlx::AnyConnection,
    players: &[String],
) -> Result<(), StorageError> {
    for chunk in players.chunks(DELETE_CHUNK) {
        let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
        let statement = format!(
            "DELETE FROM quick_waiting WHERE player IN ({})",
            marks.join(", ")
        );
        let mut query = sqlx::query(&statement);
        for player in chunk {
            query = query.bind(player.clone());
        }
        query.execute(&mut *connection).await?;
    }
    Ok(())
}

impl SqlStorage {
    async fn all_waiting(
        connection: &mut sqlx::AnyConnection,
    ) -> Result<Vec<(Request, String)>, StorageError> {
        sqlx::query("SELECT request, address FROM quick_waiting")
            .fetch_all(connection)
            .await?
            .iter()
            .map(|row| {
                let request: String = row.try_get(0)?;
                Ok((serde_json::from_str(&request)?, row.try_get(1)?))
            })
            .collect()
    }
}

impl QuickPool for SqlStorage {
    fn wait(&self, request: &Request, address: &str) -> StorageFuture<'_, ()> {
        let row =
            (|| Ok::<_, StorageError>((player_text(request)?, serde_json::to_string(request)?)))();
        let connection = request.connection;
        let address = address.to_string();
        Box::pin(async move {
            let (player, body) = row?;
            let mut transaction = self.pool.begin().await?;
            sqlx::query("DELETE FROM quick_waiting WHERE player = $1")
                .bind(player.clone())
                .execute(&mut *transaction)
                .await?;
            sqlx::query(
                "INSERT INTO quick_waiting (player, instance, connection, address, request) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(player)
            .bind(connection.instance as i64)
            .bind(connection.id as i64)
            .bind(address)
            .bind(body)
            .execute(&mut *transaction)
            .await?;
            transaction.commit().await?;
            Ok(())
        })
    }

    fn unwait(&self, connection: Connection) -> StorageFuture<'_, bool> {
        Box::pin(async move {
            let done =
                sqlx::query("DELETE FROM quick_waiting WHERE instance = $1 AND connection = $2")
                    .bind(connection.instance as i64)
                    .bind(connection.id as i64)
                    .execute(&self.pool)
                    .await?;
            Ok(done.rows_affected() > 0)
        })
    }

    fn waiting_counts(&self) -> StorageFuture<'_, BTreeMap<String, usize>> {
        Box::pin(async move {
            let mut connection = self.pool.acquire().await?;
            let mut pool = Pool::new();
            for (request, _) in Self::all_waiting(&mut connection).await? {
                // Stored requests were checked when they came.
                let _ = pool.ask(request);
            }
            Ok(pool.counts())
        })
    }

    fn pair_waiting(
        &self,
        now_ms: u64,
        alive: Vec<u64>,
        grace_ms: u64,
        coins: u64,
    ) -> StorageFuture<'_, Vec<Paired>> {
        Box::pin(async move {
            let mut transaction = self.pool.begin().await?;
            if !self.sqlite {
                let locked: bool = sqlx::query("SELECT pg_try_advisory_xact_lock($1)")
                    .bind(PAIRING_LOCK)
                    .fetch_one(&mut *transaction)
                    .await?
                    .try_get(0)?;
                if !locked {
                    return Ok(Vec::new());
                }
            }
            let mut pool = Pool::new();
            let mut addresses = BTreeMap::new();
            let mut gone = Vec::new();
            for (request, address) in Self::all_waiting(&mut transaction).await? {
                if !alive.contains(&request.connection.instance)
                    && now_ms.saturating_sub(request.since_ms) > grace_ms
                {
                    gone.push(player_text(&request)?);
                    continue;
                }
                addresses.insert(request.player, address);
                let _ = pool.ask(request);
            }
            let mut bits = coins;
            let mut coin = || {
                bits = bits.rotate_right(1);
                bits & 1 == 1
            };
            let mut paired = Vec::new();
            for pairing in pool.pair(now_ms, &mut coin) {
                for request in &pairing.seats {
                    gone.push(player_text(request)?);
                }
                let address = |i: usize| addresses[&pairing.seats[i].player].clone();
                paired.push(Paired {
                    addresses: [address(0), address(1)],
                    pairing,
                });
            }
            delete_players(&mut transaction, &gone).await?;
            transaction.commit().await?;
            Ok(paired)
        })
    }
}
