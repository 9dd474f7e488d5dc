//! The messages of accounts (docs/online-protocol.md, "Accounts"): what signing up and
//! in carries, and a player's finished games as history and game pages list them.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

/// A secret a client sends (a password, a session token): read and written as a plain
/// string, never shown by `Debug`, so that a logged message cannot leak it.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Secret(pub String);

impl Secret {
    /// The secret itself.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(..)")
    }
}

/// A name and a password, for signing up or in. Unknown fields are refused.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// The account's name.
    pub name: String,
    /// The password.
    pub password: Secret,
    /// The seat tokens this device holds: their seats (games played as a guest) are
    /// taken into the account.
    #[serde(default)]
    pub tokens: Vec<Secret>,
}

/// A new password for the signed-in account, with the current one. Unknown fields are
/// refused.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PasswordChange {
    /// The current password.
    pub password: Secret,
    /// The new one.
    pub new_password: Secret,
}

/// One seat of a finished game, as history and game pages show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerLine {
    /// The seat's number.
    pub seat: u8,
    /// The name the seat played under in that game (its seat's name when nobody took it).
    pub name: String,
    /// `human` or the computer's level (`casual`).
    pub player: String,
    /// The account the seat belongs to; none for a guest or the computer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub account: Option<String>,
    /// Whether the seat's account was deleted (then `account` is none): a deleted player.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub deleted: bool,
    /// The seat's rating change, when the game was rated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_change: Option<crate::RatingShift>,
}

/// A finished game: what its page and a player's history show of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedGame {
    /// Its invitation code.
    pub code: String,
    /// The game's id.
    pub game: String,
    /// Its options.
    pub options: BTreeMap<String, String>,
    /// Every seat, in seat order.
    pub players: Vec<PlayerLine>,
    /// The result in words (`white wins 3-1`).
    pub result: String,
    /// The winning team's number, none for a draw or when not known (games finished
    /// before accounts existed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<u8>,
    /// Each seat's team, when known (as `winner`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<u8>,
    /// When it ended (ms since 1970).
    pub ended_ms: i64,
    /// Where its record is downloaded (`/games/CODE/record`).
    pub record: String,
}

/// One page of a player's finished games, newest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryPage {
    /// The player's account name.
    pub name: String,
    /// The page's number, from 0.
    pub page: u32,
    /// The games: for each, the player's seat in it and the game.
    pub games: Vec<PlayedGame>,
    /// Whether a further page has games.
    pub more: bool,
}

/// A game of a player's history: the player's seat in it and the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedGame {
    /// The player's seat.
    pub seat: u8,
    /// The game.
    #[serde(flatten)]
    pub game: FinishedGame,
}
