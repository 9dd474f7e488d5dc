//! The players' ratings in storage (migration 0005): each account's standing per
//! rating key, and every change with the game that made it. A rated game is settled
//! in one transaction, once: the changes' key `(code, seat)` refuses a second
//! settlement, by another server or after a restart, which then reads the first one's.

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::{SqlStorage, StorageError, StorageFuture};
use crate::rating::{Rating, RatingKey, Score, Standing, rate_game};

/// How many times a settlement is tried again when another game of one of its players
/// changed a rating at the same moment.
const RACES: usize = 5;

/// A finished rated game to settle.
#[derive(Clone, Copy, Debug)]
pub struct RatedGame<'a> {
    /// Its code.
    pub code: &'a str,
    /// The rating it counts for.
    pub key: &'a RatingKey,
    /// The accounts of seat 0 and seat 1.
    pub accounts: [i64; 2],
    /// Seat 0's result.
    pub score: Score,
}

/// One seat's rating change in a rated game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    /// The game's code.
    pub code: String,
    /// The seat.
    pub seat: u8,
    /// The account that held it.
    pub account: i64,
    /// The rating it counted for.
    pub key: RatingKey,
    /// The rating the game was rated from (its deviation grown since the last game).
    pub before: Rating,
    /// The rating after the game.
    pub after: Rating,
    /// When it was settled (wall time, ms).
    pub at_ms: i64,
}

/// What settling a game did.
#[derive(Clone, Debug, PartialEq)]
pub enum Settlement {
    /// The game was settled now: both seats' changes, seat 0's first.
    Settled(Vec<RatingChange>),
    /// It had been settled before: the changes then.
    AlreadySettled(Vec<RatingChange>),
}

/// Why a game could not be settled.
#[derive(Debug)]
pub enum SettleError {
    /// One account holds both seats: a game against oneself is never rated.
    SameAccount,
    /// The storage failed; nothing changed.
    Storage(StorageError),
}

impl std::fmt::Display for SettleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SettleError::SameAccount => f.write_str("one account holds both seats"),
            SettleError::Storage(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for SettleError {}

impl From<StorageError> for SettleError {
    fn from(error: StorageError) -> Self {
        SettleError::Storage(error)
    }
}

impl From<sqlx::Error> for SettleError {
    fn from(error: sqlx::Error) -> Self {
        SettleError::Storage(error.into())
    }
}

/// The ratings. Every write is durable when its future completes.
pub trait Ratings: Send + Sync {
    /// `account`'s standing in `key`; none before its first rated game there.
    fn standing(&self, account: i64, key: &RatingKey) -> StorageFuture<'_, Option<Standing>>;
    /// Every standing of `account`, by rating key.
    fn standings(&self, account: i64) -> StorageFuture<'_, Vec<(RatingKey, Standing)>>;
    /// Rates a finished game at `now_ms` and stores both changes, all in one
    /// transaction and once only.
    fn settle<'a>(
        &'a self,
        game: RatedGame<'a>,
        now_ms: i64,
    ) -> std::pin::Pin<Box<dyn Future<Output = Result<Settlement, SettleError>> + Send + 'a>>;
    /// The rating changes of the game `code`, seat 0's first (none: not rated).
    fn game_changes(&self, code: &str) -> StorageFuture<'_, Vec<RatingChange>>;
    /// Every rating change of `account` in `key`, oldest first: its history.
    fn history(&self, account: i64, key: &RatingKey) -> StorageFuture<'_, Vec<RatingChange>>;
}

/// The columns of a change, as [`change_of_row`] reads them.
const CHANGE_COLUMNS: &str = "code, seat, account_id, rating_key, rating_before, \
    deviation_before, volatility_before, rating_after, deviation_after, volatility_after, at_ms";

fn change_of_row(row: &AnyRow) -> Result<RatingChange, StorageError> {
    let rating = |at: usize| -> Result<Rating, sqlx::Error> {
        Ok(Rating {
            rating: row.try_get(at)?,
            deviation: row.try_get(at + 1)?,
            volatility: row.try_get(at + 2)?,
        })
    };
    Ok(RatingChange {
        code: row.try_get(0)?,
        seat: row.try_get::<i64, _>(1)? as u8,
        account: row.try_get(2)?,
        key: RatingKey(row.try_get(3)?),
        before: rating(4)?,
        after: rating(7)?,
        at_ms: row.try_get(10)?,
    })
}

/// The columns of a standing, as [`standing_of_row`] reads them.
const STANDING_COLUMNS: &str = "rating, deviation, volatility, games, last_ms";

fn standing_of_row(row: &AnyRow) -> Result<Standing, StorageError> {
    Ok(Standing {
        rating: Rating {
            rating: row.try_get(0)?,
            deviation: row.try_get(1)?,
            volatility: row.try_get(2)?,
        },
        games: row.try_get::<i64, _>(3)? as u64,
        last_ms: row.try_get(4)?,
    })
}

/// What one try of a settlement came to.
enum Tried {
    Done(Settlement),
    /// Another game of a player changed its rating meanwhile: try again.
    Raced,
}

impl SqlStorage {
    async fn read_standing(
        transaction: &mut Transaction<'static, Any>,
        account: i64,
        key: &RatingKey,
    ) -> Result<Option<Standing>, StorageError> {
        let row = sqlx::query(&format!(
            "SELECT {STANDING_COLUMNS} FROM ratings WHERE account_id = $1 AND rating_key = $2"
        ))
        .bind(account)
        .bind(key.0.clone())
        .fetch_optional(&mut **transaction)
        .await?;
        row.as_ref().map(standing_of_row).transpose()
    }

    /// One try of [`Ratings::settle`], in its own transaction.
    async fn try_settle(&self, game: RatedGame<'_>, now_ms: i64) -> Result<Tried, StorageError> {
        let mut transaction = self.pool.begin().await?;
        let mut before = [None, None];
        for (seat, account) in game.accounts.iter().enumerate() {
            before[seat] = Self::read_standing(&mut transaction, *account, game.key).await?;
        }
        let [a, b] = before.map(|s| s.unwrap_or(Standing::NEW));
        let (a_after, b_after) = rate_game(&a, &b, game.score, now_ms);
        let mut changes = Vec::new();
        for (seat, (old, new)) in [(a, a_after), (b, b_after)].into_iter().enumerate() {
            changes.push(RatingChange {
                code: game.code.to_string(),
                seat: seat as u8,
                account: game.accounts[seat],
                key: game.key.clone(),
                before: old.at(now_ms),
                after: new.rating,
                at_ms: now_ms,
            });
        }
        for change in &changes {
            let inserted = sqlx::query(&format!(
                "INSERT INTO rating_changes ({CHANGE_COLUMNS}) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)"
            ))
            .bind(change.code.clone())
            .bind(i64::from(change.seat))
            .bind(change.account)
            .bind(change.key.0.clone())
            .bind(change.before.rating)
            .bind(change.before.deviation)
            .bind(change.before.volatility)
            .bind(change.after.rating)
            .bind(change.after.deviation)
            .bind(change.after.volatility)
            .bind(change.at_ms)
            .execute(&mut *transaction)
            .await;
            match inserted.map_err(StorageError::from) {
                Ok(_) => {}
                Err(error) if error.conflict => {
                    drop(transaction);
                    let earlier = self.changes_of(game.code).await?;
                    return Ok(Tried::Done(Settlement::AlreadySettled(earlier)));
                }
                Err(error) => return Err(error),
            }
        }
        let stored = [(before[0], a_after), (before[1], b_after)];
        for ((old, new), account) in stored.into_iter().zip(game.accounts) {
            if !Self::write_standing(&mut transaction, account, game.key, old, new).await? {
                return Ok(Tried::Raced);
            }
        }
        transaction.commit().await?;
        Ok(Tried::Done(Settlement::Settled(changes)))
    }

    /// Writes `account`'s new standing in `key` if the stored one is still `old`;
    /// `false` when another write came first.
    async fn write_standing(
        transaction: &mut Transaction<'static, Any>,
        account: i64,
        key: &RatingKey,
        old: Option<Standing>,
        new: Standing,
    ) -> Result<bool, StorageError> {
        let statement = match old {
            Some(_) => {
                "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = $6, \
                 last_ms = $7 WHERE account_id = $1 AND rating_key = $2 AND games = $8"
            }
            None => {
                "INSERT INTO ratings (account_id, rating_key, rating, deviation, volatility, \
                 games, last_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)"
            }
        };
        let mut query = sqlx::query(statement)
            .bind(account)
            .bind(key.0.clone())
            .bind(new.rating.rating)
            .bind(new.rating.deviation)
            .bind(new.rating.volatility)
            .bind(new.games as i64)
            .bind(new.last_ms);
        if let Some(old) = old {
            query = query.bind(old.games as i64);
        }
        match query.execute(&mut **transaction).await {
            Ok(done) => Ok(done.rows_affected() == 1),
            Err(error) => {
                let error = StorageError::from(error);
                if error.conflict {
                    Ok(false)
                } else {
                    Err(error)
                }
            }
        }
    }

    async fn changes_of(&self, code: &str) -> Result<Vec<RatingChange>, StorageError> {
        sqlx::query(&format!(
            "SELECT {CHANGE_COLUMNS} FROM rating_changes WHERE code = $1 ORDER BY seat"
        ))
        .bind(code.to_string())
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(change_of_row)
        .collect()
    }
}

impl Ratings for SqlStorage {
    fn standing(&self, account: i64, key: &RatingKey) -> StorageFuture<'_, Option<Standing>> {
        let key = key.clone();
        Box::pin(async move {
            let mut transaction = self.pool.begin().await?;
            let standing = Self::read_standing(&mut transaction, account, &key).await?;
            transaction.commit().await?;
            Ok(standing)
        })
    }

    fn standings(&self, account: i64) -> StorageFuture<'_, Vec<(RatingKey, Standing)>> {
        Box::pin(async move {
            sqlx::query(&format!(
                "SELECT {STANDING_COLUMNS}, rating_key FROM ratings WHERE account_id = $1 \
                 ORDER BY rating_key"
            ))
            .bind(account)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|row| Ok((RatingKey(row.try_get(5)?), standing_of_row(row)?)))
            .collect()
        })
    }

    fn settle<'a>(
        &'a self,
        game: RatedGame<'a>,
        now_ms: i64,
    ) -> std::pin::Pin<Box<dyn Future<Output = Result<Settlement, SettleError>> + Send + 'a>> {
        Box::pin(async move {
            if game.accounts[0] == game.accounts[1] {
                return Err(SettleError::SameAccount);
            }
            for _ in 0..RACES {
                if let Tried::Done(settlement) = self.try_settle(game, now_ms).await? {
                    return Ok(settlement);
                }
            }
            Err(StorageError::new("the players' ratings kept changing; not settled").into())
        })
    }

    fn game_changes(&self, code: &str) -> StorageFuture<'_, Vec<RatingChange>> {
        let code = code.to_string();
        Box::pin(async move { self.changes_of(&code).await })
    }

    fn history(&self, account: i64, key: &RatingKey) -> StorageFuture<'_, Vec<RatingChange>> {
        let key = key.clone();
        Box::pin(async move {
            sqlx::query(&format!(
                "SELECT {CHANGE_COLUMNS} FROM rating_changes \
                 WHERE account_id = $1 AND rating_key = $2 ORDER BY at_ms, code"
            ))
            .bind(account)
            .bind(key.0)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(change_of_row)
            .collect()
        })
    }
}
