//! The server's games and their options, and the games listed in the lobby.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::SeatSummary;

/// A game of the server, with its options.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameInfo {
    /// Its id (`yinsh`).
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its options: key, values and default, as in the engine's help (`variant=standard|blitz`).
    pub options: Vec<OptionInfo>,
}

/// One option of a game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct OptionInfo {
    /// The key.
    pub key: String,
    /// The values: a list, or `min..=max` as two numbers.
    pub values: Vec<String>,
    /// Whether `values` is a range `[min, max]` of whole numbers.
    pub range: bool,
    /// The default value.
    pub default: String,
}

/// A game in the lobby.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LobbyGame {
    /// Its code.
    pub code: String,
    /// The game's id.
    pub game: String,
    /// Its options.
    pub options: BTreeMap<String, String>,
    /// Each seat: who holds it (a name), the computer, or open.
    pub seats: Vec<SeatSummary>,
    /// Whether a seat is still open to join.
    pub open: bool,
    /// Actions played so far.
    pub ply: u64,
}
