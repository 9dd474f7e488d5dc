//! A session's account and what goes with it: signing up, in and out (the account
//! taken back after every drop with its session token), a quick game asked for (asked
//! again after a drop until paired or cancelled), and the lists of finished games and
//! ratings.

use std::collections::BTreeMap;

use plateau_protocol::{ClientMessage, ClockPlan, Credentials, Secret};

use super::Session;

/// The account a session is signed in to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Account {
    /// The account's name.
    pub name: String,
    /// The session's secret token.
    pub session: String,
}

/// A quick game to ask for: what [`Session::quick_game`] sends.
#[derive(Clone, Debug, PartialEq)]
pub struct QuickGame {
    /// The game's id (`yinsh`), a game of two seats.
    pub game: String,
    /// Options as `key: value` (the server's defaults for the rest).
    pub options: BTreeMap<String, String>,
    /// A clock, or none (a rated game needs one).
    pub clock: Option<ClockPlan>,
    /// Whether the game is rated (signed in only).
    pub rated: bool,
    /// The player's name in the game.
    pub name: String,
}

impl Session {
    /// Makes an account and signs in ([`crate::Event::SignedIn`], or
    /// [`crate::Event::AccountRefused`]); the seats of `tokens` (games played here as a
    /// guest) come along.
    pub fn sign_up(&mut self, name: &str, password: &str, tokens: &[String]) {
        let credentials = credentials(name, password, tokens);
        self.request(ClientMessage::SignUp(credentials));
    }

    /// Signs in to an account, as [`Session::sign_up`].
    pub fn sign_in(&mut self, name: &str, password: &str, tokens: &[String]) {
        let credentials = credentials(name, password, tokens);
        self.request(ClientMessage::SignIn(credentials));
    }

    /// Signs in again with a session token kept from [`crate::Event::SignedIn`].
    pub fn resume_account(&mut self, session: &str) {
        self.request(ClientMessage::ResumeSession {
            session: Secret(session.trim().to_string()),
        });
    }

    /// Signs out, here or (`everywhere`) on every device: this session forgets the
    /// account at once ([`crate::Event::SignedOut`] when the server confirms).
    pub fn sign_out(&mut self, everywhere: bool) {
        self.account = None;
        self.request(if everywhere {
            ClientMessage::SignOutEverywhere
        } else {
            ClientMessage::SignOut
        });
    }

    /// The account signed in to, by name.
    pub fn account(&self) -> Option<&str> {
        self.account.as_ref().map(|a| a.name.as_str())
    }

    /// Asks for a quick game ([`crate::Event::Waiting`], then [`crate::Event::Joined`]
    /// once paired); asked again after a drop until paired or cancelled.
    pub fn quick_game(&mut self, quick: QuickGame) {
        let message = ClientMessage::QuickGame {
            game: quick.game,
            options: quick.options,
            clock: quick.clock,
            rated: quick.rated,
            name: quick.name,
        };
        self.quick = Some(message.clone());
        if self.ready() {
            self.transmit(message);
        }
    }

    /// Stops waiting for a quick game ([`crate::Event::QuickCancelled`]).
    pub fn cancel_quick(&mut self) {
        if self.quick.take().is_some() {
            self.request(ClientMessage::CancelQuick);
        }
    }

    /// Whether a quick game is asked for and not yet paired or cancelled.
    pub fn awaits_quick_game(&self) -> bool {
        self.quick.is_some()
    }

    /// Asks for a page (from 0) of a player's finished games ([`crate::Event::History`]).
    pub fn history(&mut self, name: &str, page: u32) {
        self.request(ClientMessage::History {
            name: name.trim().to_string(),
            page,
        });
    }

    /// Asks for a player's ratings ([`crate::Event::Ratings`]).
    pub fn ratings(&mut self, name: &str) {
        self.request(ClientMessage::Ratings {
            name: name.trim().to_string(),
        });
    }

    /// Asks for a finished game's record ([`crate::Event::Record`]; a game still
    /// played is refused as `not_over`: watch it instead).
    pub fn record(&mut self, code: &str) {
        self.request(ClientMessage::Record {
            code: code.trim().to_string(),
        });
    }

    /// After a reconnect, before anything else: the account is signed in again, then
    /// the quick game asked for again.
    pub(super) fn take_back_account(&mut self) {
        if let Some(account) = &self.account {
            let session = Secret(account.session.clone());
            self.transmit(ClientMessage::ResumeSession { session });
        }
        if let Some(quick) = self.quick.clone() {
            self.transmit(quick);
        }
    }
}

fn credentials(name: &str, password: &str, tokens: &[String]) -> Credentials {
    Credentials {
        name: name.trim().to_string(),
        password: Secret(password.to_string()),
        tokens: tokens.iter().map(|t| Secret(t.clone())).collect(),
    }
}
