//! What the online screens (`src/online/`) keep between runs, inside the app's
//! settings: the server's address, the player's name, the account signed in to (its
//! session token, to sign in again by itself), and the seat held in a game in progress
//! (its token), so that the game can be taken back after the app is closed and opened
//! again.

use bevy::prelude::Resource;
use serde::{Deserialize, Serialize};

/// The online part of the settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlineSettings {
    /// The server's address as the player wrote it (`host:port`, or a link).
    pub server: String,
    /// The name shown to the other players.
    pub name: String,
    /// The seat held in a game not yet over.
    pub seat: Option<KeptSeat>,
    /// The account signed in to, kept to sign in again at the next run.
    pub account: Option<KeptAccount>,
}

impl Default for OnlineSettings {
    fn default() -> Self {
        OnlineSettings {
            server: default_server(),
            name: String::new(),
            seat: None,
            account: None,
        }
    }
}

/// The server named at start (`--server`, or the page's own on the web): used in this
/// run in the settings' place, and never saved over the player's choice, until the
/// player chooses another (then it is theirs to keep).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct ServerForTheRun {
    /// The server named at start.
    pub given: String,
    /// The settings' own, saved in its place.
    pub chosen: String,
}

impl ServerForTheRun {
    /// `settings` as they are saved: the player's own server while the one named at
    /// start is in use; `None` when the player chose another since.
    pub fn saved(&self, settings: &OnlineSettings) -> Option<OnlineSettings> {
        (settings.server == self.given).then(|| OnlineSettings {
            server: self.chosen.clone(),
            ..settings.clone()
        })
    }
}

/// A seat of a game in progress, kept to take it back with [`plateau_client::Session::resume`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeat {
    /// The server's address it was taken on.
    pub server: String,
    /// The game's invitation code.
    pub code: String,
    /// The game's id (`yinsh`), when known.
    #[serde(default)]
    pub game: Option<String>,
    /// The seat's secret token.
    pub token: String,
}

/// An account signed in to, kept to sign in again with
/// [`plateau_client::Session::resume_account`]; signing out forgets it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptAccount {
    /// The server's address it was signed in on.
    pub server: String,
    /// The account's name.
    pub name: String,
    /// The session's secret token.
    pub session: String,
}

/// The server the app talks to unless told otherwise: on the web, the one that served
/// the page (its origin); on the desktop, a server on this machine at
/// `plateau-server`'s default port.
pub fn default_server() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(origin) = web_sys::window().and_then(|w| w.location().origin().ok()) {
        return origin;
    }
    "127.0.0.1:8080".to_string()
}
