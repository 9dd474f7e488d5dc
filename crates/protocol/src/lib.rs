//! Plateau's online protocol, version 1: the JSON messages a client and the game
//! server exchange over one WebSocket, tagged by `type`. Shared by `plateau-server` and
//! its clients; docs/online-protocol.md describes each one for third-party clients.
//! Its parts, each re-exported here: the client's and the server's messages, the plan
//! of a new game, the preset messages, the game's view, the lobby, accounts
//! ([`account`]), invitation codes ([`code`]) and ratings ([`rating`]).

use serde::{Deserialize, Deserializer};

pub mod account;
mod client;
pub mod code;
mod lobby;
mod plan;
mod preset;
pub mod rating;
mod server;
mod view;

pub use account::{
    Credentials, FinishedGame, HistoryPage, PasswordChange, PlayedGame, PlayerLine, Secret,
};
pub use client::ClientMessage;
pub use lobby::{GameInfo, LobbyGame, OptionInfo};
pub use plan::{ClockPlan, SeatPlan};
pub use preset::Preset;
pub use rating::{KeyRating, PlayerRatings, RatingPoint, RatingShift};
pub use server::ServerMessage;
pub use view::{GameView, Offer, Outcome, SeatSummary};

/// The protocol version this server speaks, sent in [`ServerMessage::Welcome`].
pub const PROTOCOL_VERSION: u32 = 1;

/// Reads a unit variant of an internally tagged enum, whose other fields (its tag
/// taken out) must be none: serde's own reading of such a variant skips any.
fn no_fields<'de, D: Deserializer<'de>>(deserializer: D) -> Result<(), D::Error> {
    /// An object without fields.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct NoFields {}
    NoFields::deserialize(deserializer).map(|NoFields {}| ())
}
