//! A game as one connection may see it: its seats, offers and outcome.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::RatingShift;

/// A seat in the lobby and in a game's view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSummary {
    /// The seat's name in the game (`white`).
    pub seat_name: String,
    /// Its team's number.
    pub team: u8,
    /// `human` or `computer`.
    pub kind: String,
    /// The computer's level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// The player's name, once taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The account of the person at the seat, when signed in; none for a guest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub account: Option<String>,
    /// The player's rating in this game's rating key (`1523`, `1500?` while
    /// provisional), when signed in and the game's kind is rated; none for a guest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<String>,
    /// The player's rating change, once a rated game is over and settled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_change: Option<RatingShift>,
    /// Whether a person's connection is open now (the computer is always there).
    pub connected: bool,
    /// Milliseconds since the person left, while away.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_ms: Option<u64>,
}

/// A draw offer or undo request waiting for an answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    /// `draw` or `undo`.
    pub kind: String,
    /// The seat that asked.
    pub from: u8,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// In words (`white wins 3-1`, `draw by agreement`).
    pub text: String,
    /// The winning team's number; none for a draw.
    pub winner: Option<u8>,
    /// `rules`, `resignation`, `agreement`, `time` or `abandoned`.
    pub reason: String,
}

/// Everything one connection may see of a game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameView {
    /// The invitation code.
    pub code: String,
    /// The game's id.
    pub game: String,
    /// Its options.
    pub options: BTreeMap<String, String>,
    /// The viewer's seat; none for a spectator.
    pub seat: Option<u8>,
    /// Actions played so far.
    pub ply: u64,
    /// The seats.
    pub seats: Vec<SeatSummary>,
    /// The position as the viewer may know it ([`plateau_rules::Game::position_text`]).
    pub position: String,
    /// A text picture of the same view.
    pub board: String,
    /// Every action so far as the viewer may see it.
    pub moves: Vec<String>,
    /// The seat whose decision it is; none once over.
    pub to_move: Option<u8>,
    /// Whose decision and what kind, in words (`white move-ring`).
    pub turn: Option<String>,
    /// The viewer's legal actions when it is the viewer's decision, else empty.
    pub legal: Vec<String>,
    /// Each seat's time left in milliseconds, when the game has a clock.
    pub clocks: Option<Vec<u64>>,
    /// A draw offer or undo request waiting.
    pub offer: Option<Offer>,
    /// The result once over.
    pub outcome: Option<Outcome>,
    /// The seats that asked for a rematch.
    pub rematch: Vec<u8>,
    /// How long an away opponent may be away before the game can be claimed, in ms.
    pub claim_after_ms: u64,
    /// Where the record is downloaded once over (a path on this server).
    pub record: Option<String>,
    /// Once over, the whole record itself (the JSON served at `record`), every seat's
    /// secrets included now that the game is over: what a client keeps of the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record_json: Option<String>,
}
