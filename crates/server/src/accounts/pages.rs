//! Finished games as pages show them: one game by its code with its players, and a
//! player's games, newest first, a page at a time.

use std::collections::HashMap;

use plateau_rules::record::GameRecord;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::store::AccountStore;
use super::{AccountError, names};
use crate::event::Setup;
use crate::protocol::{FinishedGame, HistoryPage, PlayedGame, PlayerLine, RatingShift};
use crate::rating::{Rating, shift};
use crate::storage::Ending;

/// A seat's account (its name, none when deleted) and its rating change, if rated.
type SeatLink = (Option<String>, Option<RatingShift>);

/// Games on a page of a player's history.
pub const PAGE_SIZE: usize = 20;
/// The last page one may ask for (past it, pages are empty).
const LAST_PAGE: u32 = 100_000;

/// The columns [`AccountStore::finished_game`] reads, of `games` as `g`.
const COLUMNS: &str = "g.code, g.setup, g.record, g.ending, g.finished_ms";

fn unreadable(error: impl std::fmt::Display) -> AccountError {
    AccountError::internal(format!("a stored game is unreadable: {error}"))
}

impl AccountStore {
    /// The finished game `code`, with its players; none when there is no such
    /// finished game.
    pub async fn game_page(&self, code: &str) -> Result<Option<FinishedGame>, AccountError> {
        let row = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM games g WHERE g.code = $1 AND g.finished = 1"
        ))
        .bind(code.to_string())
        .fetch_optional(self.pool())
        .await?;
        match row {
            Some(row) => Ok(Some(self.finished_game(&row).await?)),
            None => Ok(None),
        }
    }

    /// The number and name (as written) of the account named `name`.
    pub async fn account_named(&self, name: &str) -> Result<(i64, String), AccountError> {
        let folded = names::check(name).map_err(|_| AccountError::NoAccount)?;
        let account = sqlx::query("SELECT id, name FROM accounts WHERE folded = $1")
            .bind(folded)
            .fetch_optional(self.pool())
            .await?
            .ok_or(AccountError::NoAccount)?;
        Ok((account.try_get(0)?, account.try_get(1)?))
    }

    /// Page `page` (from 0) of the finished games of the account named `name`,
    /// newest first.
    pub async fn history(&self, name: &str, page: u32) -> Result<HistoryPage, AccountError> {
        let (id, name) = self.account_named(name).await?;
        let page = page.min(LAST_PAGE);
        // One more than a page: whether there is a next one.
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS}, s.seat FROM seat_accounts s JOIN games g ON g.code = s.code \
             WHERE s.account_id = $1 AND g.finished = 1 \
             ORDER BY g.finished_ms DESC, g.created_ms DESC, g.code LIMIT {} OFFSET {}",
            PAGE_SIZE + 1,
            page as usize * PAGE_SIZE
        ))
        .bind(id)
        .fetch_all(self.pool())
        .await?;
        let more = rows.len() > PAGE_SIZE;
        let mut games = Vec::with_capacity(PAGE_SIZE);
        for row in rows.iter().take(PAGE_SIZE) {
            games.push(PlayedGame {
                seat: row.try_get::<i64, _>(5)? as u8,
                game: self.finished_game(row).await?,
            });
        }
        Ok(HistoryPage {
            name,
            page,
            games,
            more,
        })
    }

    /// The game of a row of [`COLUMNS`], with its players' accounts read.
    async fn finished_game(&self, row: &AnyRow) -> Result<FinishedGame, AccountError> {
        let code: String = row.try_get(0)?;
        let setup: Setup =
            serde_json::from_str(&row.try_get::<String, _>(1)?).map_err(unreadable)?;
        let record = row.try_get::<Option<String>, _>(2)?.unwrap_or_default();
        let record = GameRecord::from_json(&record).map_err(unreadable)?;
        let ending: Option<Ending> = row
            .try_get::<Option<String>, _>(3)?
            .map(|json| serde_json::from_str(&json))
            .transpose()
            .map_err(unreadable)?;
        let mut accounts = self.seat_accounts(&code).await?;
        let players = (record.seats.iter().zip(&record.players).enumerate())
            .map(|(seat, (name, player))| {
                let (account, rating_change) = match accounts.remove(&(seat as u8)) {
                    Some((account, change)) => (Some(account), change),
                    None => (None, None),
                };
                PlayerLine {
                    seat: seat as u8,
                    name: name.clone(),
                    player: player.clone(),
                    deleted: account.as_ref().is_some_and(Option::is_none),
                    account: account.flatten(),
                    rating_change,
                }
            })
            .collect();
        Ok(FinishedGame {
            record: format!("/games/{code}/record"),
            code,
            game: setup.game,
            options: setup.options,
            players,
            result: record.result.unwrap_or_default(),
            winner: ending.as_ref().and_then(|e| e.winner),
            teams: ending.map(|e| e.teams).unwrap_or_default(),
            ended_ms: row.try_get::<Option<i64>, _>(4)?.unwrap_or_default(),
        })
    }

    /// The seats of the game `code` linked to an account: its name (none when
    /// deleted) and the seat's rating change when the game was rated.
    async fn seat_accounts(&self, code: &str) -> Result<HashMap<u8, SeatLink>, AccountError> {
        let rows = sqlx::query(
            "SELECT s.seat, a.name, r.rating_before, r.rating_after, r.deviation_after \
             FROM seat_accounts s JOIN accounts a ON a.id = s.account_id \
             LEFT JOIN rating_changes r ON r.code = s.code AND r.seat = s.seat \
             WHERE s.code = $1",
        )
        .bind(code.to_string())
        .fetch_all(self.pool())
        .await?;
        let rating = |rating: f64, deviation: f64| Rating {
            rating,
            deviation,
            ..Rating::NEW
        };
        rows.iter()
            .map(|row| {
                let before = row.try_get::<Option<f64>, _>(2)?;
                let after = row.try_get::<Option<f64>, _>(3)?;
                let deviation = row.try_get::<Option<f64>, _>(4)?;
                let change = before
                    .zip(after)
                    .zip(deviation)
                    .map(|((before, after), dev)| {
                        shift(&rating(before, Rating::NEW.deviation), &rating(after, dev))
                    });
                Ok((row.try_get::<i64, _>(0)? as u8, (row.try_get(1)?, change)))
            })
            .collect()
    }
}
