//! The accounts' tables (migration 0004): accounts, their sessions, the names held
//! after a deletion, and the seats linked to accounts. The SQL runs on SQLite and
//! Postgres alike.

use sqlx::{AnyPool, Row};

use super::AccountError;
use crate::event::{Event, SeatAccount};
use crate::storage::statements::link_seat;

/// An account that can sign in: its number, name and password's hash.
pub struct Account {
    /// `accounts.id`.
    pub id: i64,
    /// Its name as chosen.
    pub name: String,
    /// Its password's PHC string.
    pub password_hash: String,
}

/// The accounts' rows.
#[derive(Clone)]
pub struct AccountStore {
    pool: AnyPool,
}

impl AccountStore {
    /// The tables of `pool`'s database.
    pub fn new(pool: AnyPool) -> Self {
        AccountStore { pool }
    }

    /// The database's pool.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Whether a deleted account's name folded to `folded` is held at `now_ms`.
    pub async fn held(&self, folded: &str, now_ms: i64) -> Result<bool, AccountError> {
        let row =
            sqlx::query("SELECT until_ms FROM held_names WHERE folded = $1 AND until_ms > $2")
                .bind(folded.to_string())
                .bind(now_ms)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.is_some())
    }

    /// Stores a new account with its first session; [`AccountError::NameTaken`] when
    /// its folded name is taken (by a concurrent sign-up, too).
    pub async fn create(
        &self,
        account: &Account,
        folded: &str,
        session_hash: &str,
        now_ms: i64,
    ) -> Result<(), AccountError> {
        let mut transaction = self.pool.begin().await?;
        let inserted = sqlx::query(
            "INSERT INTO accounts (id, name, folded, password_hash, created_ms) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(account.id)
        .bind(account.name.clone())
        .bind(folded.to_string())
        .bind(account.password_hash.clone())
        .bind(now_ms)
        .execute(&mut *transaction)
        .await;
        match inserted {
            Err(error)
                if error
                    .as_database_error()
                    .is_some_and(|e| e.is_unique_violation()) =>
            {
                return Err(AccountError::NameTaken);
            }
            other => other?,
        };
        insert_session(session_hash, account.id, now_ms)
            .execute(&mut *transaction)
            .await?;
        transaction.commit().await?;
        Ok(())
    }

    /// The account of the folded name, unless deleted.
    pub async fn by_folded(&self, folded: &str) -> Result<Option<Account>, AccountError> {
        let row = sqlx::query(
            "SELECT id, name, password_hash FROM accounts \
             WHERE folded = $1 AND deleted_ms IS NULL",
        )
        .bind(folded.to_string())
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(Account {
                id: row.try_get(0)?,
                name: row.try_get(1)?,
                password_hash: row.try_get(2)?,
            })
        })
        .transpose()
    }

    /// The password's hash of the account `id`, unless deleted.
    pub async fn password_hash(&self, id: i64) -> Result<Option<String>, AccountError> {
        let row =
            sqlx::query("SELECT password_hash FROM accounts WHERE id = $1 AND deleted_ms IS NULL")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|row| row.try_get(0)).transpose()?)
    }

    /// Stores a new session of the account `id`.
    pub async fn add_session(&self, hash: &str, id: i64, now_ms: i64) -> Result<(), AccountError> {
        insert_session(hash, id, now_ms).execute(&self.pool).await?;
        Ok(())
    }

    /// The account of the session whose token hashes to `hash`, noted as used at
    /// `now_ms`; none when signed out.
    pub async fn session(
        &self,
        hash: &str,
        now_ms: i64,
    ) -> Result<Option<SeatAccount>, AccountError> {
        let row = sqlx::query(
            "SELECT accounts.id, accounts.name FROM sessions \
             JOIN accounts ON accounts.id = sessions.account_id \
             WHERE sessions.token_hash = $1 AND accounts.deleted_ms IS NULL",
        )
        .bind(hash.to_string())
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        sqlx::query("UPDATE sessions SET last_ms = $1 WHERE token_hash = $2")
            .bind(now_ms)
            .bind(hash.to_string())
            .execute(&self.pool)
            .await?;
        Ok(Some(SeatAccount {
            id: row.try_get(0)?,
            name: row.try_get(1)?,
            creators_address: false,
        }))
    }

    /// Signs out the session `hash`.
    pub async fn drop_session(&self, hash: &str) -> Result<(), AccountError> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(hash.to_string())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Signs out every session of the account `id` but `keep` (when given).
    pub async fn drop_sessions(&self, id: i64, keep: Option<&str>) -> Result<(), AccountError> {
        sqlx::query("DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2")
            .bind(id)
            .bind(keep.unwrap_or_default().to_string())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Sets the password's hash of the account `id` and signs out its other sessions
    /// than `keep`, together.
    pub async fn set_password(&self, id: i64, hash: &str, keep: &str) -> Result<(), AccountError> {
        let mut transaction = self.pool.begin().await?;
        sqlx::query("UPDATE accounts SET password_hash = $1 WHERE id = $2")
            .bind(hash.to_string())
            .bind(id)
            .execute(&mut *transaction)
            .await?;
        sqlx::query("DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2")
            .bind(id)
            .bind(keep.to_string())
            .execute(&mut *transaction)
            .await?;
        transaction.commit().await?;
        Ok(())
    }

    /// Deletes the account `id` at `now_ms`: its name, password and sessions go, its
    /// folded name `folded` is held until `until_ms`; its row stays for its games.
    pub async fn delete(
        &self,
        id: i64,
        folded: &str,
        now_ms: i64,
        until_ms: i64,
    ) -> Result<(), AccountError> {
        let mut transaction = self.pool.begin().await?;
        sqlx::query(
            "UPDATE accounts SET name = NULL, folded = NULL, password_hash = NULL, \
             deleted_ms = $1 WHERE id = $2",
        )
        .bind(now_ms)
        .bind(id)
        .execute(&mut *transaction)
        .await?;
        sqlx::query("DELETE FROM sessions WHERE account_id = $1")
            .bind(id)
            .execute(&mut *transaction)
            .await?;
        sqlx::query(
            "INSERT INTO held_names (folded, until_ms) VALUES ($1, $2) \
             ON CONFLICT (folded) DO UPDATE SET until_ms = excluded.until_ms",
        )
        .bind(folded.to_string())
        .bind(until_ms)
        .execute(&mut *transaction)
        .await?;
        transaction.commit().await?;
        Ok(())
    }

    /// Links to the account `id` the seat of the game `code` whose token hashes to
    /// `hash`: whether a seat was linked (none: no such seat, or linked already).
    pub async fn link_token(&self, code: &str, hash: &str, id: i64) -> Result<bool, AccountError> {
        // The hash is 64 hex digits: no pattern character of LIKE.
        let rows = sqlx::query("SELECT body FROM events WHERE code = $1 AND body LIKE $2")
            .bind(code.to_string())
            .bind(format!("%{hash}%"))
            .fetch_all(&self.pool)
            .await?;
        for row in rows {
            let body: String = row.try_get(0)?;
            let event: Event =
                serde_json::from_str(&body).map_err(|e| AccountError::internal(e.to_string()))?;
            if let Event::Join { seat, token, .. } = event
                && token == hash
            {
                let done = link_seat(code, seat, id).execute(&self.pool).await?;
                return Ok(done.rows_affected() > 0);
            }
        }
        Ok(false)
    }
}

/// The statement that stores a session.
fn insert_session(hash: &str, id: i64, now_ms: i64) -> crate::storage::statements::AnyQuery {
    sqlx::query(
        "INSERT INTO sessions (token_hash, account_id, created_ms, last_ms) VALUES ($1, $2, $3, $3)",
    )
    .bind(hash.to_string())
    .bind(id)
    .bind(now_ms)
}
