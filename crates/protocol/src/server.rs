//! The messages the server sends.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{FinishedGame, GameInfo, GameView, HistoryPage, LobbyGame, PlayerRatings, Preset};

/// What a client is told.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// Sent first on every connection.
    Welcome {
        /// [`crate::PROTOCOL_VERSION`].
        protocol: u32,
        /// The server's name and version.
        server: String,
    },
    /// A request was refused; nothing changed.
    Error {
        /// A stable identifier of the reason (`illegal`, `not_your_turn` ...).
        code: String,
        /// The reason in words.
        message: String,
    },
    /// The games of the server.
    Games {
        /// One entry per game.
        games: Vec<GameInfo>,
    },
    /// A game was created.
    Created {
        /// The invitation code.
        code: String,
        /// A link that opens the game.
        link: String,
    },
    /// The connection holds a seat now; keep the token to resume it.
    Joined {
        /// The invitation code of the game.
        code: String,
        /// The seat's number.
        seat: u8,
        /// The seat's secret token.
        token: String,
    },
    /// The connection watches a game now.
    Watching {
        /// The invitation code.
        code: String,
    },
    /// The lobby's games.
    Lobby {
        /// The games, newest first.
        games: Vec<LobbyGame>,
        /// How many players wait for a quick game, by game id (games nobody waits
        /// for are left out).
        #[serde(default)]
        waiting: BTreeMap<String, u64>,
    },
    /// The connection waits for a quick game (the answer to `quick_game`).
    Waiting {
        /// The game's id.
        game: String,
        /// Since when it waits (the server's wall time, ms since 1970).
        since_ms: u64,
        /// How many players wait for this game now, this one included.
        waiting: u64,
    },
    /// The connection no longer waits for a quick game: it cancelled, or it took
    /// another game (`create`, `join`, `resume`, `watch`) meanwhile.
    QuickCancelled,
    /// The game as this connection may see it; sent on every change.
    State(Box<GameView>),
    /// Another game with the seats turned round was started; `token` holds this
    /// connection's seat in it.
    Rematch {
        /// The new game's code.
        code: String,
        /// The seat in it.
        seat: u8,
        /// Its secret token.
        token: String,
    },
    /// A seat said a preset message (sent to every connection of the game).
    Said {
        /// The seat that said it.
        seat: u8,
        /// What it said.
        preset: Preset,
    },
    /// The connection is signed in to the account `name`; keep `session` to sign in
    /// again (`resume_session`).
    SignedIn {
        /// The account's name.
        name: String,
        /// The session's secret token.
        session: String,
        /// How many seats of the tokens sent were taken into the account.
        linked: u32,
    },
    /// The session (`everywhere`: every session of the account) was signed out.
    SignedOut {
        /// Whether every session of the account was.
        everywhere: bool,
    },
    /// The password was changed.
    PasswordChanged,
    /// The account was deleted; the connection is signed out.
    AccountDeleted,
    /// A page of a player's finished games.
    History(HistoryPage),
    /// A player's ratings.
    Ratings(PlayerRatings),
    /// A finished game's record (the answer to `record`).
    Record {
        /// The game as history lists it.
        game: FinishedGame,
        /// The record itself: the JSON served at `/games/CODE/record`.
        record: String,
    },
}
