//! What can go wrong on the online screens, told in the player's words.

use plateau_client::{AddressError, Failure};

use crate::i18n::{Language, Tr, fill};
use crate::online::history_texts;

/// A problem shown on the online screen, with a way back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The connection failed (unreachable, another protocol, not a server).
    Failure(Failure),
    /// The server's address cannot be one.
    Address(AddressError),
    /// What was typed or pasted holds no invitation code.
    NotACode(String),
    /// No name was given to show the other players.
    NameNeeded,
    /// The server refused the request.
    Refused {
        /// The protocol's code (`no_game` ...).
        code: String,
        /// The server's words.
        message: String,
    },
    /// The connection dropped before the server answered a create or a join.
    Interrupted,
    /// A sign-up, sign-in or kept session was refused (or the sign-up interrupted).
    Account {
        /// The protocol's code (`wrong_credentials` ...), or `interrupted`.
        code: String,
        /// The server's words.
        message: String,
    },
    /// No game, finished or in progress, has this code.
    UnknownGame(String),
    /// No player has this account.
    NoAccount(String),
}

impl Problem {
    /// The problem in the player's words.
    pub fn text(&self, lang: Language) -> String {
        match self {
            Problem::Failure(Failure::Unreachable { address, reason }) => fill(
                Tr::ServerUnreachable.get(lang),
                &[("address", address), ("reason", reason)],
            ),
            Problem::Failure(Failure::Incompatible { address, protocol }) => fill(
                Tr::ServerIncompatible.get(lang),
                &[
                    ("address", address),
                    ("theirs", &protocol.to_string()),
                    (
                        "ours",
                        &plateau_client::protocol::PROTOCOL_VERSION.to_string(),
                    ),
                ],
            ),
            Problem::Failure(Failure::NotAServer { address }) => {
                fill(Tr::NotAServer.get(lang), &[("address", address)])
            }
            Problem::Address(error) => {
                fill(Tr::BadAddress.get(lang), &[("reason", &error.to_string())])
            }
            Problem::NotACode(text) => fill(Tr::NotACode.get(lang), &[("text", text)]),
            Problem::NameNeeded => Tr::NameNeeded.get(lang).to_string(),
            Problem::Refused { code, .. } if code == "no_game" => {
                Tr::NoGameWithCode.get(lang).to_string()
            }
            Problem::Refused { code, .. } if code == "game_full" => {
                Tr::GameFull.get(lang).to_string()
            }
            Problem::Refused { message, .. } => {
                fill(Tr::ServerRefused.get(lang), &[("reason", message)])
            }
            Problem::Interrupted => Tr::RequestInterrupted.get(lang).to_string(),
            Problem::Account { code, message } => super::account::refusal_text(code, message, lang),
            Problem::UnknownGame(code) => {
                fill(history_texts::UNKNOWN_CODE.get(lang), &[("code", code)])
            }
            Problem::NoAccount(name) => {
                fill(history_texts::NO_ACCOUNT.get(lang), &[("name", name)])
            }
        }
    }
}
