//! The computer's search away from the page's main thread.
//!
//! On the page, a search run between frames takes time from them; in a Web Worker it
//! takes none. The app (`src/think_worker.rs`) posts a [`Request`]: the match's record
//! (so that the worker's game is the app's, history included), the level and the
//! seed. The worker (`src/main.rs`, built by Trunk as a worker) replays the record and
//! answers with a [`Reply`]: the action in notation, after the level's thinking time.
//! The search is the one the app runs itself ([`plateau_ai::decide`], stepped by
//! [`plateau_ai::STEP_WORK`]), so it sees only the deciding seat's view and, given the
//! same seed and steps, makes the same choice.
//!
//! Messages are JSON text. The same answers are given on the desktop by the
//! `plateau-think` program, a request per line on its standard input.

use std::time::Duration;

use plateau_ai::{Level, registry};
use plateau_rules::record::GameRecord;
use plateau_rules::{Game, Match, catalog};
use serde::{Deserialize, Serialize};
use web_time::Instant;

/// What the app asks the worker: a choice for the seat whose decision it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// The app's number for this search, given back in the reply.
    pub id: u64,
    /// The match so far: its game, options, start and every action.
    pub record: GameRecord,
    /// The level that chooses ([`Level::name`]).
    pub level: String,
    /// The search's seed.
    pub seed: u64,
}

impl Request {
    /// A request for `level`'s choice in `game` with `seed`.
    pub fn new<G: Game>(id: u64, game: &Match<G>, level: Level, seed: u64) -> Self {
        Request {
            id,
            record: game.to_record(game.seat_names()),
            level: level.name().to_string(),
            seed,
        }
    }
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reply", rename_all = "snake_case")]
pub enum Reply {
    /// The worker has started and reads requests (a request posted before may be lost).
    Ready,
    /// The choice asked for by request `id`, in notation.
    Chose {
        /// The request's number.
        id: u64,
        /// The action.
        action: String,
    },
    /// Request `id` could not be answered, and why.
    Refused {
        /// The request's number (0 when the message was not a request).
        id: u64,
        /// What was wrong, in words.
        error: String,
    },
}

impl Reply {
    /// The reply as the text posted back.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a reply is always JSON")
    }

    /// A reply read back from `text`.
    pub fn from_json(text: &str) -> Result<Self, String> {
        serde_json::from_str(text).map_err(|error| format!("not a reply: {error}"))
    }
}

/// The choice for `request`, the search stepped while `go_on` says so (asked after
/// each step); an error in words for a request that cannot be answered (an unknown
/// game or level, a record that does not replay, a finished game).
pub fn choose(request: &Request, go_on: &mut dyn FnMut() -> bool) -> Result<String, String> {
    let level =
        Level::parse(&request.level).ok_or_else(|| format!("unknown level '{}'", request.level))?;
    let game = catalog::load_record(&request.record).map_err(|error| error.to_string())?;
    let ai = registry::find(game.game_id()).map_err(|error| error.to_string())?;
    ai.choose_stepped(game.as_ref(), level, request.seed, go_on)
        .map_err(|error| error.to_string())
}

/// The reply to the message `text`: the request's choice after the level's thinking
/// time ([`Level::time_ms`], on this clock), or why there is none.
pub fn reply_to(text: &str) -> Reply {
    let request: Request = match serde_json::from_str(text) {
        Ok(request) => request,
        Err(error) => {
            return Reply::Refused {
                id: 0,
                error: format!("not a request: {error}"),
            };
        }
    };
    let allowance = Level::parse(&request.level).map_or(Duration::ZERO, |level| {
        Duration::from_millis(level.time_ms())
    });
    let start = Instant::now();
    match choose(&request, &mut || start.elapsed() < allowance) {
        Ok(action) => Reply::Chose {
            id: request.id,
            action,
        },
        Err(error) => Reply::Refused {
            id: request.id,
            error,
        },
    }
}
