//! Saved games: a JSON record of the game, its options, the players and every action.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{OptionError, PositionError};

/// The record format written by this version.
pub const RECORD_FORMAT: u32 = 1;

/// A saved game. Loading replays the actions, so a record is valid exactly when every
/// action was legal in turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The record format ([`RECORD_FORMAT`]).
    pub format: u32,
    /// The game's identifier (`yinsh`).
    pub game: String,
    /// The game's options (`variant = blitz`). Required: a record without them would
    /// replay with the defaults, which may be another game (a blitz record as a
    /// standard one); an empty map says the defaults. A key given twice is refused.
    #[serde(deserialize_with = "options_once")]
    pub options: BTreeMap<String, String>,
    /// The position the game started from ([`crate::Game::position_text`]); absent
    /// when it started from the game's start position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// Who sat in each seat, in seat order.
    #[serde(default)]
    pub seats: Vec<String>,
    /// What played each seat, in seat order: `human`, or an AI level (`expert`). Empty
    /// when not known.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    /// Every action in the game's notation, in order.
    pub actions: Vec<String>,
    /// The result in words (`white wins 3-1`) once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// The seat that resigned (`white`), if the game ended so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<String>,
    /// How the game ended when something else than its rules or a resignation ended
    /// it ([`ENDINGS`]: an online game drawn by agreement, lost on time, or claimed
    /// after the opponents left); `result` then says the result in words, and the
    /// actions stop where the game stopped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
}

/// The endings a record may name in [`GameRecord::ended`]: `agreement` (a draw
/// agreed), `time` (a player ran out of time) and `abandoned` (claimed after the
/// opponents stayed away).
pub const ENDINGS: &[&str] = &["agreement", "time", "abandoned"];

impl GameRecord {
    /// Reads a record from JSON text.
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))
    }

    /// The record as indented JSON text.
    pub fn to_json(&self) -> String {
        // A record holds only strings, numbers and maps with string keys: it always
        // serialises.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// Reads the options' map, refusing a key given twice (serde's map would keep the last
/// one silently).
fn options_once<'de, D>(deserializer: D) -> Result<BTreeMap<String, String>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    struct Once;
    impl<'de> serde::de::Visitor<'de> for Once {
        type Value = BTreeMap<String, String>;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a map of options to their values")
        }

        fn visit_map<M: serde::de::MapAccess<'de>>(
            self,
            mut map: M,
        ) -> Result<Self::Value, M::Error> {
            let mut options = BTreeMap::new();
            while let Some((key, value)) = map.next_entry::<String, String>()? {
                if options.contains_key(&key) {
                    return Err(serde::de::Error::custom(format!(
                        "option '{key}' is given twice"
                    )));
                }
                options.insert(key, value);
            }
            Ok(options)
        }
    }
    deserializer.deserialize_map(Once)
}

/// Why a record could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The text is not a record.
    Json(String),
    /// A record format this version does not read.
    UnsupportedFormat(u32),
    /// No game of that name in the collection.
    UnknownGame(String),
    /// The record is of another game than the one asked for.
    WrongGame {
        /// The game asked for.
        expected: &'static str,
        /// The game in the record.
        found: String,
    },
    /// The options are not valid for the game.
    Options(OptionError),
    /// The start position is not a position of the game.
    Position(PositionError),
    /// An action that does not parse or is not legal at its point of the game.
    BadAction {
        /// Its position in the action list, from 0.
        index: usize,
        /// Its text.
        text: String,
        /// What is wrong.
        reason: String,
    },
    /// The record names a resignation that cannot have happened (no such seat, or the
    /// game was already over).
    BadResignation(String),
    /// The record names players for a number of seats the game does not have.
    BadSeats {
        /// The game's seats.
        expected: usize,
        /// The names given.
        found: usize,
    },
    /// The record names an ending that is not one of [`ENDINGS`], gives it no result,
    /// or names it for a game its rules or a resignation had already ended.
    BadEnding(String),
    /// The replayed game does not end as the record says.
    ResultMismatch {
        /// The result written in the record.
        recorded: String,
        /// The result of the replay.
        replayed: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Json(error) => write!(f, "not a game record: {error}"),
            RecordError::UnsupportedFormat(format) => {
                write!(
                    f,
                    "record format {format} is not supported (this version reads {RECORD_FORMAT})"
                )
            }
            RecordError::UnknownGame(game) => write!(f, "unknown game '{game}'"),
            RecordError::WrongGame { expected, found } => {
                write!(f, "the record is a game of '{found}', not '{expected}'")
            }
            RecordError::Options(error) => write!(f, "bad options: {error}"),
            RecordError::Position(error) => write!(f, "bad start position: {error}"),
            RecordError::BadAction {
                index,
                text,
                reason,
            } => write!(f, "action {} '{text}': {reason}", index + 1),
            RecordError::BadSeats { expected, found } => write!(
                f,
                "the record names {found} players for a game of {expected} seats"
            ),
            RecordError::BadResignation(seat) => {
                write!(f, "the record says '{seat}' resigned, which cannot be")
            }
            RecordError::BadEnding(reason) => write!(f, "bad ending: {reason}"),
            RecordError::ResultMismatch { recorded, replayed } => write!(
                f,
                "the record says '{recorded}' but replaying it gives '{replayed}'"
            ),
        }
    }
}

impl std::error::Error for RecordError {}
