//! What the server tells a session: each message read, the held game's new states
//! turned into [`Change`]s, offers and answers noticed, refusals given to the request
//! that awaited them.

use plateau_protocol::{ClientMessage, GameView, PROTOCOL_VERSION, ServerMessage};

use super::account::Account;
use super::{Holding, Link, Session};
use crate::connection::Failure;
use crate::event::{Change, Event, Refusal};
use crate::game::Game;

impl Session {
    pub(super) fn receive(&mut self, text: &str) {
        let message: Result<ServerMessage, _> = serde_json::from_str(text);
        if let Link::Opening { .. } = self.link {
            let address = self.address.clone();
            match message {
                Ok(ServerMessage::Welcome { protocol, server }) if protocol == PROTOCOL_VERSION => {
                    if let Link::Opening { socket, .. } =
                        std::mem::replace(&mut self.link, Link::Down)
                    {
                        self.link = Link::Open(socket);
                    }
                    self.welcomed(server);
                }
                Ok(ServerMessage::Welcome { protocol, .. }) => {
                    self.fail(Failure::Incompatible { address, protocol })
                }
                _ => self.fail(Failure::NotAServer { address }),
            }
            return;
        }
        let message = match message {
            Ok(message) => message,
            Err(error) => {
                return self.events.push_back(Event::Error {
                    code: "bad_message".into(),
                    message: format!("the server sent what this app does not read: {error}"),
                });
            }
        };
        match message {
            ServerMessage::Welcome { .. } => {}
            ServerMessage::Error { code, message } => self.refused(code, message),
            ServerMessage::Games { games } => self.events.push_back(Event::Games(games)),
            ServerMessage::Lobby { games, waiting } => {
                self.events.push_back(Event::Lobby { games, waiting })
            }
            ServerMessage::Waiting { game, waiting, .. } => {
                self.events.push_back(Event::Waiting { game, waiting })
            }
            ServerMessage::QuickCancelled => {
                self.quick = None;
                self.events.push_back(Event::QuickCancelled);
            }
            ServerMessage::Created { code, link } => {
                self.events.push_back(Event::Created { code, link })
            }
            ServerMessage::Joined { code, seat, token } => {
                self.pending = None;
                // Paired, when a quick game was asked for.
                self.quick = None;
                let same =
                    matches!(&self.holding, Holding::Seat { token: held, .. } if *held == token);
                if !same {
                    self.game = None;
                    self.events.push_back(Event::Joined {
                        code: code.clone(),
                        seat,
                        token: token.clone(),
                    });
                }
                self.holding = Holding::Seat { code, seat, token };
            }
            ServerMessage::Watching { code } => {
                self.pending = None;
                if self.holding != (Holding::Watching { code: code.clone() }) {
                    self.game = None;
                    self.events
                        .push_back(Event::Watching { code: code.clone() });
                }
                self.holding = Holding::Watching { code };
            }
            ServerMessage::State(view) => self.update(*view),
            ServerMessage::Rematch { code, token, .. } => {
                self.events.push_back(Event::Rematch { code });
                self.request(ClientMessage::Resume { token });
            }
            ServerMessage::Said { seat, preset } => {
                self.events.push_back(Event::Said { seat, preset })
            }
            ServerMessage::SignedIn {
                name,
                session,
                linked,
            } => {
                self.signing_in = None;
                let account = Account { name, session };
                // The account taken back after a reconnect is no news.
                if self.account.as_ref() != Some(&account) {
                    self.events.push_back(Event::SignedIn {
                        name: account.name.clone(),
                        session: account.session.clone(),
                        linked,
                    });
                }
                self.account = Some(account);
            }
            ServerMessage::SignedOut { everywhere } => {
                self.account = None;
                self.events.push_back(Event::SignedOut { everywhere });
            }
            // The app offers neither (the terminal client and the page of a server do).
            ServerMessage::PasswordChanged | ServerMessage::AccountDeleted => {}
            ServerMessage::History(page) => self.events.push_back(Event::History(page)),
            ServerMessage::Ratings(ratings) => self.events.push_back(Event::Ratings(ratings)),
            ServerMessage::Record { game, record } => {
                self.events.push_back(Event::Record { game, record })
            }
        }
    }

    /// The server refused the oldest request still awaiting its answer.
    pub(super) fn refused(&mut self, code: String, message: String) {
        if let Some(action) = self.in_flight.take() {
            return self.refuse(action.action, Refusal::Server { code, message });
        }
        if let Some(request) = self.signing_in.take() {
            // A session token no longer good is forgotten.
            if matches!(request, ClientMessage::ResumeSession { .. }) {
                self.account = None;
            }
            return self
                .events
                .push_back(Event::AccountRefused { code, message });
        }
        if self.pending.take().is_some() && self.resyncing {
            // The held seat or game is gone from the server.
            self.resyncing = false;
            self.holding = Holding::Nothing;
            self.game = None;
            if let Some(action) = self.queued.take() {
                self.refuse(action.action, Refusal::NoSeat);
            }
            self.events.push_back(Event::Error { code, message });
            return self.flush();
        }
        self.events.push_back(Event::Error { code, message });
    }

    /// A new state of the held game.
    pub(super) fn update(&mut self, view: GameView) {
        let previous = self
            .game
            .take()
            .filter(|game| game.view.code == view.code)
            .map(|game| game.view);
        let change = match &previous {
            Some(before) if !self.resyncing => {
                if view.ply == before.ply + 1 {
                    view.moves
                        .last()
                        .cloned()
                        .map_or(Change::Resync, Change::Action)
                } else if view.ply < before.ply {
                    Change::Undone(view.ply)
                } else if view.ply == before.ply {
                    Change::Other
                } else {
                    Change::Resync
                }
            }
            _ => Change::Resync,
        };
        self.events.push_back(Event::State(change));
        self.note_offers(previous.as_ref(), &view);
        if let Some(outcome) = &view.outcome
            && previous
                .as_ref()
                .is_none_or(|before| before.outcome.is_none())
        {
            self.events.push_back(Event::GameOver(outcome.clone()));
        }
        if self.in_flight.as_ref().is_some_and(|a| view.ply > a.ply) {
            self.in_flight = None;
        }
        let resynced = std::mem::take(&mut self.resyncing);
        self.game = Some(Game::new(view));
        if resynced {
            self.send_queued();
            self.flush();
        }
    }

    /// Offers received, and answers to this seat's own.
    pub(super) fn note_offers(&mut self, before: Option<&GameView>, view: &GameView) {
        let old = before.and_then(|b| b.offer.as_ref());
        match (old, &view.offer) {
            (_, Some(offer)) if old != Some(offer) && Some(offer.from) != view.seat => {
                self.events.push_back(Event::OfferReceived(offer.clone()));
            }
            (Some(mine), None) if Some(mine.from) == view.seat => {
                let before_ply = before.map_or(view.ply, |b| b.ply);
                let accepted = match mine.kind.as_str() {
                    "undo" => view.ply < before_ply,
                    _ => view
                        .outcome
                        .as_ref()
                        .is_some_and(|o| o.reason == "agreement"),
                };
                // Otherwise an action withdrew it: no answer.
                if accepted || (view.ply == before_ply && view.outcome.is_none()) {
                    self.events.push_back(Event::Answered {
                        kind: mine.kind.clone(),
                        accepted,
                    });
                }
            }
            _ => {}
        }
    }

    /// After a reconnect: the kept action is sent if the game waited for it.
    pub(super) fn send_queued(&mut self) {
        let Some(action) = self.queued.take() else {
            return;
        };
        let Some(view) = self.game.as_ref().map(|g| &g.view) else {
            return self.refuse(action.action, Refusal::NoSeat);
        };
        let now = view.ply;
        let played_before_the_drop =
            now == action.ply + 1 && view.moves.get(action.ply as usize) == Some(&action.action);
        if now == action.ply {
            self.send_play(action);
        } else if !played_before_the_drop {
            self.refuse(
                action.action,
                Refusal::Stale {
                    made_at: action.ply,
                    now,
                },
            );
        }
    }
}
