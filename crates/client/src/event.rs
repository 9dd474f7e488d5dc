//! What a session tells the app, in the order it happened.

use std::collections::BTreeMap;

use plateau_protocol::{
    FinishedGame, GameInfo, HistoryPage, LobbyGame, Offer, Outcome, PlayerRatings, Preset,
};

/// Something the app should know of, taken from [`crate::Session::events`].
#[derive(Clone, Debug)]
pub enum Event {
    /// The connection's state changed (see [`crate::Session::connection`]).
    Connection(crate::Connection),
    /// A game was created: its code and invitation link.
    Created {
        /// The invitation code.
        code: String,
        /// The link that opens the game.
        link: String,
    },
    /// This session holds a seat (by create, join, resume or rematch): keep the token
    /// to come back to it.
    Joined {
        /// The game's code.
        code: String,
        /// The seat's number.
        seat: u8,
        /// The seat's secret token.
        token: String,
    },
    /// This session watches a game.
    Watching {
        /// The game's code.
        code: String,
    },
    /// The game's state changed (see [`crate::Session::game`]).
    State(Change),
    /// Another seat offers a draw or asks to take back an action.
    OfferReceived(Offer),
    /// The other side answered this seat's offer or request.
    Answered {
        /// `draw` or `undo`.
        kind: String,
        /// Whether it was accepted.
        accepted: bool,
    },
    /// The game is over.
    GameOver(Outcome),
    /// Another game with the seats turned round starts; the session takes its seat.
    Rematch {
        /// The new game's code.
        code: String,
    },
    /// An action of this seat was not played.
    ActionRefused {
        /// The action, in the game's notation.
        action: String,
        /// Why.
        reason: Refusal,
    },
    /// A create, join or sign-up was on its way when the connection dropped: whether
    /// the server did it is unknown, so it is not sent again.
    Interrupted {
        /// `create`, `join` or `sign_up`.
        request: &'static str,
    },
    /// The server refused a request; nothing changed.
    Error {
        /// The protocol's stable code (`no_game`, `bad_token` ...).
        code: String,
        /// The server's words.
        message: String,
    },
    /// A seat of the game said a preset message (this session's own included).
    Said {
        /// The seat that said it.
        seat: u8,
        /// What it said.
        preset: Preset,
    },
    /// The games the server offers, with their options.
    Games(Vec<GameInfo>),
    /// The lobby's games.
    Lobby {
        /// The games, newest first.
        games: Vec<LobbyGame>,
        /// How many players wait for a quick game, by game id.
        waiting: BTreeMap<String, u64>,
    },
    /// The session is signed in to an account: keep `session` to sign in again
    /// ([`crate::Session::resume_account`]).
    SignedIn {
        /// The account's name.
        name: String,
        /// The session's secret token.
        session: String,
        /// How many seats of the tokens sent were taken into the account.
        linked: u32,
    },
    /// A sign-up, sign-in or session resume was refused (`wrong_credentials`,
    /// `name_taken`, `bad_session` ...); a session token refused is forgotten.
    AccountRefused {
        /// The protocol's stable code.
        code: String,
        /// The server's words.
        message: String,
    },
    /// The session was signed out (`everywhere`: every session of the account).
    SignedOut {
        /// Whether every session of the account was.
        everywhere: bool,
    },
    /// The session waits for a quick game.
    Waiting {
        /// The game's id.
        game: String,
        /// How many players wait for it now, this one included.
        waiting: u64,
    },
    /// The session no longer waits for a quick game.
    QuickCancelled,
    /// A page of a player's finished games.
    History(HistoryPage),
    /// A player's ratings.
    Ratings(PlayerRatings),
    /// A finished game's record, to replay.
    Record {
        /// The game as history lists it.
        game: FinishedGame,
        /// The record (a JSON game record).
        record: String,
    },
}

/// How the game's state changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A new game, or the game after a reconnect or a jump: show it afresh.
    Resync,
    /// One action was played since the last state, as this seat may see it.
    Action(String),
    /// Actions were taken back, down to this ply.
    Undone(u64),
    /// The same position: presence, offers, clocks or the rematch list changed.
    Other,
}

/// Why an action was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// It was kept during a disconnection, and the game moved on meanwhile.
    Stale {
        /// The ply it was made at.
        made_at: u64,
        /// The game's ply on reconnecting.
        now: u64,
    },
    /// The server refused it.
    Server {
        /// The protocol's code (`illegal`, `not_your_turn` ...).
        code: String,
        /// The server's words.
        message: String,
    },
    /// Another action of this seat is still waiting for the server.
    Waiting,
    /// The session holds no seat, or its seat was lost.
    NoSeat,
}
