//! The session's socket: sending requests (now, or once connected), the connection
//! lost and retried, and what was held taken back once the server welcomes us again.

use std::time::Duration;

use plateau_protocol::ClientMessage;
use web_time::Instant;

use super::{Action, Holding, Link, Pending, Session};
use crate::connection::{Connection, Failure};
use crate::event::{Event, Refusal};
use crate::socket::Socket;

impl Session {
    /// Whether requests go out now: welcomed, and not taking back the held game.
    pub(super) fn ready(&self) -> bool {
        matches!(self.link, Link::Open(_)) && !self.resyncing
    }

    /// Sends `message` now, or once connected.
    pub(super) fn request(&mut self, message: ClientMessage) {
        if self.ready() {
            self.transmit(message);
        } else {
            self.outbox.push(message);
        }
    }

    /// Sends on the open socket, noting what answer is awaited.
    pub(super) fn transmit(&mut self, message: ClientMessage) {
        match &message {
            ClientMessage::Create { .. } => self.pending = Some(Pending::Create),
            ClientMessage::Join { .. } => self.pending = Some(Pending::Join),
            ClientMessage::Resume { token } => self.pending = Some(Pending::Resume(token.clone())),
            ClientMessage::Watch { code } => self.pending = Some(Pending::Watch(code.clone())),
            ClientMessage::SignUp(_)
            | ClientMessage::SignIn(_)
            | ClientMessage::ResumeSession { .. } => self.signing_in = Some(message.clone()),
            _ => {}
        }
        if let Link::Open(socket) = &mut self.link {
            let text =
                serde_json::to_string(&message).expect("client messages have string keys only");
            socket.send(text);
        }
    }

    pub(super) fn send_play(&mut self, action: Action) {
        self.transmit(ClientMessage::Play {
            action: action.action.clone(),
            ply: Some(action.ply),
        });
        self.in_flight = Some(action);
    }

    pub(super) fn refuse(&mut self, action: String, reason: Refusal) {
        self.events
            .push_back(Event::ActionRefused { action, reason });
    }

    pub(super) fn set_connection(&mut self, connection: Connection) {
        if connection != self.connection {
            self.connection = connection.clone();
            self.events.push_back(Event::Connection(connection));
        }
    }

    pub(super) fn open_link(&mut self) {
        self.link = Link::Opening {
            socket: Socket::open(&self.url, self.patience.connect),
            waited: Duration::ZERO,
        };
    }

    pub(super) fn fail(&mut self, failure: Failure) {
        self.link = Link::Down;
        self.retry_at = None;
        self.set_connection(Connection::Failed(failure));
    }

    /// The socket closed (or never opened): retry later, or give up.
    pub(super) fn lost(&mut self, reason: String) {
        let was_open = matches!(self.link, Link::Open(_));
        self.link = Link::Down;
        if was_open {
            self.dropped();
            self.attempt = 1;
        } else if !self.ever_connected || self.attempt >= self.patience.retries {
            let address = self.address.clone();
            return self.fail(Failure::Unreachable { address, reason });
        } else {
            self.attempt += 1;
        }
        self.retry_at = Some(Instant::now() + self.patience.delay(self.attempt));
        self.set_connection(Connection::Reconnecting {
            attempt: self.attempt,
        });
    }

    /// A welcomed connection dropped: what was on its way is kept or reported.
    pub(super) fn dropped(&mut self) {
        if let Some(action) = self.in_flight.take() {
            self.queued.get_or_insert(action);
        }
        match self.pending.take() {
            Some(Pending::Create) => self
                .events
                .push_back(Event::Interrupted { request: "create" }),
            Some(Pending::Join) => self
                .events
                .push_back(Event::Interrupted { request: "join" }),
            // Taken back anyway after the reconnect.
            Some(_) if self.resyncing => {}
            Some(Pending::Resume(token)) => self.outbox.insert(0, ClientMessage::Resume { token }),
            Some(Pending::Watch(code)) => self.outbox.insert(0, ClientMessage::Watch { code }),
            None => {}
        }
        match self.signing_in.take() {
            // A sign-up may have been made: the player is asked to sign in.
            Some(ClientMessage::SignUp(_)) => self
                .events
                .push_back(Event::Interrupted { request: "sign_up" }),
            // Signing in, or back in, again is harmless (the account taken back after
            // the reconnect is signed in again by itself).
            Some(message) if self.account.is_none() => self.outbox.insert(0, message),
            _ => {}
        }
        self.resyncing = false;
    }

    /// The server welcomed us: take back what was held, then send what waited.
    pub(super) fn welcomed(&mut self, server: String) {
        self.ever_connected = true;
        self.attempt = 0;
        self.set_connection(Connection::Connected { server });
        self.take_back_account();
        match self.holding.clone() {
            Holding::Seat { token, .. } => {
                self.resyncing = true;
                self.transmit(ClientMessage::Resume { token });
            }
            Holding::Watching { code } => {
                self.resyncing = true;
                self.transmit(ClientMessage::Watch { code });
            }
            Holding::Nothing => self.flush(),
        }
    }

    pub(super) fn flush(&mut self) {
        for message in std::mem::take(&mut self.outbox) {
            self.transmit(message);
        }
    }
}
