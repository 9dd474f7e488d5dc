//! What is stored of a game: how it was set up, and each event in order. Replaying the
//! events on the setup rebuilds the game exactly as it was.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::protocol::{ClockPlan, SeatPlan};

/// How a game was created.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    /// The game's id.
    pub game: String,
    /// Its options.
    pub options: BTreeMap<String, String>,
    /// Who plays each seat.
    pub seats: Vec<SeatPlan>,
    /// The clock, if any.
    pub clock: Option<ClockPlan>,
    /// Whether it is listed in the lobby.
    pub listed: bool,
    /// Whether it is rated (games stored before ratings read back unrated).
    #[serde(default)]
    pub rated: bool,
    /// A rated game whose two players came from one address: still rated, flagged for
    /// review.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub same_address: bool,
}

/// The account a seat was taken by: its number, and its name to show on the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatAccount {
    /// The account's number (`accounts.id`).
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Whether a rated game's seat was taken from the address that created the game:
    /// two accounts of one address, flagged for review (docs/online-protocol.md).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub creators_address: bool,
}

/// One change of a game, written to storage before anyone is told of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A person took a seat, or was given another token for the seat (a rematch's
    /// seat handed over again); `token` is the hash of the secret token, which works
    /// beside those given before.
    Join {
        /// The seat.
        seat: u8,
        /// The name chosen.
        name: String,
        /// Hex SHA-256 of the token.
        token: String,
        /// The account of the person, when signed in (the seat is linked to it).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        account: Option<SeatAccount>,
    },
    /// An action was played; `clocks` are the times left after it (ms), with a clock.
    Play {
        /// The action in notation.
        action: String,
        /// Each seat's time left after the action.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clocks: Option<Vec<u64>>,
    },
    /// Actions were taken back until `ply` remained.
    Undo {
        /// How many actions remain.
        ply: u64,
    },
    /// A seat resigned.
    Resign {
        /// The seat.
        seat: u8,
    },
    /// The players agreed a draw.
    Draw,
    /// A seat ran out of time: its team loses.
    Flag {
        /// The seat.
        seat: u8,
    },
    /// A seat claimed the game after its opponents stayed away: its team wins.
    Claim {
        /// The seat.
        seat: u8,
    },
    /// A seat offered a draw (`kind` `draw`) or asked to take back its last action
    /// (`undo`); the offer waits for the other side's answer.
    Offer {
        /// `draw` or `undo`.
        kind: String,
        /// The seat that offered.
        from: u8,
    },
    /// The other side declined the waiting offer.
    Decline,
    /// A seat of the finished game asked for a rematch.
    Rematch {
        /// The seat.
        seat: u8,
    },
    /// Every person asked: the rematch started as the game `code`.
    Rematched {
        /// The rematch's invitation code.
        code: String,
    },
}
