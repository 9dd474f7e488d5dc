//! The messages a client sends.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{ClockPlan, Credentials, PasswordChange, Preset, SeatPlan, Secret, no_fields};

/// A message from a client. A field the message does not have, at any level, makes it
/// unreadable (the server's `bad_json`): `deny_unknown_fields` holds for the struct
/// variants, and the unit variants (which an internally tagged enum otherwise reads
/// from any object) read through [`no_fields`].
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The games the server offers, with their options.
    #[serde(deserialize_with = "no_fields")]
    Games,
    /// Creates a game; the creator takes a seat (the first open one unless `seat`).
    Create {
        /// The game's id (`yinsh`).
        game: String,
        /// Options as `key: value` (defaults for the rest).
        #[serde(default)]
        options: BTreeMap<String, String>,
        /// Who plays each seat, in seat order; every seat must be given.
        seats: Vec<SeatPlan>,
        /// A clock, or none.
        #[serde(default)]
        clock: Option<ClockPlan>,
        /// The creator's name in this game.
        name: String,
        /// The seat the creator takes (a human seat), by number.
        #[serde(default)]
        seat: Option<u8>,
        /// Whether the game is listed in the lobby (default yes).
        #[serde(default = "yes")]
        listed: bool,
        /// Whether the game is rated: two seats of two sides, a clock, the creator and
        /// the joiner signed in.
        #[serde(default)]
        rated: bool,
    },
    /// Takes an open seat of the game with this invitation code.
    Join {
        /// The invitation code.
        code: String,
        /// The player's name in this game.
        name: String,
        /// The seat wanted; the first open one when absent.
        #[serde(default)]
        seat: Option<u8>,
    },
    /// Takes back one's seat with the token given on joining.
    Resume {
        /// The seat's secret token.
        token: String,
    },
    /// Watches a game as a spectator.
    Watch {
        /// The invitation code.
        code: String,
    },
    /// The games open to join or to watch.
    Lobby {
        /// Only this game's (an id), or all.
        #[serde(default)]
        game: Option<String>,
    },
    /// Plays an action in the game's notation for one's seat.
    Play {
        /// The action.
        action: String,
        /// The number of actions played so far as the client saw it; when given and
        /// the game has moved on, the action is refused as stale.
        #[serde(default)]
        ply: Option<u64>,
    },
    /// Resigns for one's team.
    #[serde(deserialize_with = "no_fields")]
    Resign,
    /// Offers a draw to the other side.
    #[serde(deserialize_with = "no_fields")]
    OfferDraw,
    /// Asks the other side to take back one's last action.
    #[serde(deserialize_with = "no_fields")]
    AskUndo,
    /// Accepts the other side's draw offer or undo request.
    #[serde(deserialize_with = "no_fields")]
    Accept,
    /// Declines the other side's draw offer or undo request.
    #[serde(deserialize_with = "no_fields")]
    Decline,
    /// Claims the game when every opponent has been away longer than the server allows.
    #[serde(deserialize_with = "no_fields")]
    Claim,
    /// Asks for another game with the seats turned round (once the game is over).
    #[serde(deserialize_with = "no_fields")]
    Rematch,
    /// Says one of the preset messages to everyone at the game (seats only).
    Say {
        /// Which message.
        preset: Preset,
    },
    /// Asks for a quick game: the server pairs the connection with another player
    /// waiting for the same game, options and clock, then seats both (`joined`).
    QuickGame {
        /// The game's id (`yinsh`); a game of two seats.
        game: String,
        /// Options as `key: value` (defaults for the rest).
        #[serde(default)]
        options: BTreeMap<String, String>,
        /// A clock, or none (a rated game has one).
        #[serde(default)]
        clock: Option<ClockPlan>,
        /// Whether the game is to be rated (signed-in players only).
        #[serde(default)]
        rated: bool,
        /// The player's name in the game.
        name: String,
    },
    /// Stops waiting for a quick game.
    #[serde(deserialize_with = "no_fields")]
    CancelQuick,
    /// Makes an account and signs in (`signed_in`); the seats of `tokens` come along.
    SignUp(Credentials),
    /// Signs in to an account (`signed_in`); the seats of `tokens` come along.
    SignIn(Credentials),
    /// Signs in again with a session token given by `signed_in`.
    ResumeSession {
        /// The session token.
        session: Secret,
    },
    /// Signs this connection's session out (its token no longer works).
    #[serde(deserialize_with = "no_fields")]
    SignOut,
    /// Signs out every session of the account, on every device.
    #[serde(deserialize_with = "no_fields")]
    SignOutEverywhere,
    /// Changes the signed-in account's password; its other sessions are signed out.
    ChangePassword(PasswordChange),
    /// Deletes the signed-in account; its finished games stay, shown as a deleted player.
    DeleteAccount {
        /// The account's password.
        password: Secret,
    },
    /// A player's finished games, newest first, a page of 20 at a time.
    History {
        /// The account's name.
        name: String,
        /// The page, from 0.
        #[serde(default)]
        page: u32,
    },
    /// A player's ratings and their histories (`ratings`).
    Ratings {
        /// The account's name.
        name: String,
    },
    /// A finished game's whole record, to replay it (`record`); `not_over` while it is
    /// played (watch it instead), `no_game` when no game has this code.
    Record {
        /// The game's invitation code.
        code: String,
    },
}

fn yes() -> bool {
    true
}
