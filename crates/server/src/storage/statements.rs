//! The statements that write a game, with their values bound, to run alone or in a
//! transaction.

use super::StorageError;
use crate::event::{Event, Setup};

/// A statement of sqlx's Any driver with its values bound.
pub type AnyQuery = sqlx::query::Query<'static, sqlx::Any, sqlx::any::AnyArguments<'static>>;

/// The statement that stores a new game.
pub fn insert_game(
    code: &str,
    setup: &Setup,
    creator: &str,
    now_ms: i64,
) -> Result<AnyQuery, StorageError> {
    Ok(sqlx::query(
        "INSERT INTO games (code, setup, creator, created_ms, finished) \
         VALUES ($1, $2, $3, $4, 0)",
    )
    .bind(code.to_string())
    .bind(serde_json::to_string(setup)?)
    .bind(creator.to_string())
    .bind(now_ms))
}

/// The statement that stores event number `seq` of the game `code`.
pub fn insert_event(
    code: &str,
    seq: u64,
    event: &Event,
    now_ms: i64,
) -> Result<AnyQuery, StorageError> {
    Ok(
        sqlx::query("INSERT INTO events (code, seq, body, at_ms) VALUES ($1, $2, $3, $4)")
            .bind(code.to_string())
            .bind(seq as i64)
            .bind(serde_json::to_string(event)?)
            .bind(now_ms),
    )
}

/// The statements stored with an event of the game `code`, in its transaction: for a
/// rematch's request or start, whether the finished game is kept for its rematch (from
/// the first request to the start); for a seat taken by a signed-in person, the seat's
/// link to the account (kept when the seat was linked before).
pub fn event_extras(code: &str, event: &Event) -> Vec<AnyQuery> {
    let rematch = match event {
        Event::Rematch { .. } => 1_i64,
        Event::Rematched { .. } => 0,
        Event::Join {
            seat,
            account: Some(account),
            ..
        } => return vec![link_seat(code, *seat, account.id)],
        _ => return Vec::new(),
    };
    vec![
        sqlx::query("UPDATE games SET rematch = $1 WHERE code = $2")
            .bind(rematch)
            .bind(code.to_string()),
    ]
}

/// The statement that links seat `seat` of the game `code` to the account `account`,
/// unless the seat is linked already (to it or to another account).
pub fn link_seat(code: &str, seat: u8, account: i64) -> AnyQuery {
    sqlx::query(
        "INSERT INTO seat_accounts (code, seat, account_id) VALUES ($1, $2, $3) \
         ON CONFLICT DO NOTHING",
    )
    .bind(code.to_string())
    .bind(i64::from(seat))
    .bind(account)
}
