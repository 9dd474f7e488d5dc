//! Plateau's online protocol, version 1: the JSON messages a client and the game
//! server exchange over one WebSocket, tagged by `type`. Shared by `plateau-server` and
//! its clients; docs/online-protocol.md describes each one for third-party clients.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};

pub mod account;
pub mod code;
pub mod rating;

pub use account::{
    Credentials, FinishedGame, HistoryPage, PasswordChange, PlayedGame, PlayerLine, Secret,
};
pub use rating::{KeyRating, PlayerRatings, RatingPoint, RatingShift};

/// The protocol version this server speaks, sent in [`ServerMessage::Welcome`].
pub const PROTOCOL_VERSION: u32 = 1;

/// Who plays a seat, as asked when a game is created. Unknown fields are refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeatPlan {
    /// A person, who joins with the invitation code.
    #[serde(deserialize_with = "no_fields")]
    Human,
    /// The server's computer at a level (`beginner`, `casual`, `strong`, `expert`).
    Computer {
        /// The level's name.
        level: String,
    },
}

/// A clock for each seat: minutes for the game and seconds added after each action.
/// Unknown fields are refused.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockPlan {
    /// Each seat's time at the start, in minutes (fractions allowed in tenths: 0.5).
    pub minutes: f64,
    /// Seconds added to a seat's clock after each of its actions.
    #[serde(default)]
    pub increment_seconds: f64,
}

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

/// The messages players may send each other: a short fixed list instead of free chat,
/// so that nothing needs moderating and every client shows them in its own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// Greets the others.
    Hello,
    /// Wishes the others a good game.
    GoodLuck,
    /// Reminds the others that it is their turn.
    YourMove,
    /// Asks the others to wait a moment.
    OneMoment,
    /// Admits a slip.
    Oops,
    /// Praises the last move.
    WellPlayed,
    /// Thanks the others.
    Thanks,
    /// Ends the game in good spirit.
    GoodGame,
}

impl Preset {
    /// Every preset, in the order clients show them.
    pub const ALL: [Preset; 8] = [
        Preset::Hello,
        Preset::GoodLuck,
        Preset::YourMove,
        Preset::OneMoment,
        Preset::Oops,
        Preset::WellPlayed,
        Preset::Thanks,
        Preset::GoodGame,
    ];
}

fn yes() -> bool {
    true
}

/// Reads a unit variant of an internally tagged enum, whose other fields (its tag
/// taken out) must be none: serde's own reading of such a variant skips any.
fn no_fields<'de, D: Deserializer<'de>>(deserializer: D) -> Result<(), D::Error> {
    /// An object without fields.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct NoFields {}
    NoFields::deserialize(deserializer).map(|NoFields {}| ())
}

/// What a client is told.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// Sent first on every connection.
    Welcome {
        /// [`PROTOCOL_VERSION`].
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
