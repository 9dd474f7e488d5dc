//! The app's session with a game server: one connection kept up by itself, the game
//! it holds (a seat or a watched game) taken back after every drop, and what happened
//! queued as events. Nothing blocks: the app calls [`Session::poll`] each frame.

use std::collections::{BTreeMap, VecDeque};
use std::time::Duration;

use plateau_protocol::{
    ClientMessage, ClockPlan, GameView, PROTOCOL_VERSION, Preset, SeatPlan, ServerMessage,
};

use web_time::Instant;

use crate::address::{AddressError, server_url};
use crate::connection::{Connection, Failure, Patience};
use crate::event::{Change, Event, Refusal};
use crate::game::Game;
use crate::socket::{Socket, SocketEvent};

/// A game to create: what [`Session::create`] asks of the server.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    /// The game's id (`yinsh`).
    pub game: String,
    /// Options as `key: value` (the server's defaults for the rest).
    pub options: BTreeMap<String, String>,
    /// Who plays each seat, in seat order.
    pub seats: Vec<SeatPlan>,
    /// A clock, or none.
    pub clock: Option<ClockPlan>,
    /// The creator's name.
    pub name: String,
    /// The creator's seat; the first person's seat when none.
    pub seat: Option<u8>,
    /// Whether the game is shown in the lobby.
    pub listed: bool,
}

/// What the session holds on the server, taken back after a reconnect.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Holding {
    Nothing,
    Seat {
        code: String,
        seat: u8,
        token: String,
    },
    Watching {
        code: String,
    },
}

/// A request whose answer (joined, watching or an error) is awaited.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Pending {
    Create,
    Join,
    Resume(String),
    Watch(String),
}

/// An action of this seat and the ply it was made at.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Action {
    action: String,
    ply: u64,
}

/// The most of the time between two polls that counts against a server's welcome: an
/// app busy elsewhere (a page's first frames on a slow machine take seconds each, and
/// the socket's news is read only between them) does not blame the server for its own
/// slowness, so a server gets the full [`Patience::welcome`] of the app's attention.
const MOST_COUNTED_PER_POLL: Duration = Duration::from_millis(100);

/// The socket, by how far it got.
enum Link {
    Down,
    /// Opening, not yet welcomed; `waited` is how long the server has had to welcome
    /// us, counted as [`Session::poll`] goes (see [`MOST_COUNTED_PER_POLL`]).
    Opening {
        socket: Socket,
        waited: Duration,
    },
    /// Welcomed with our protocol version.
    Open(Socket),
}

/// A connection to one game server and the game this app holds on it.
pub struct Session {
    address: String,
    url: String,
    patience: Patience,
    link: Link,
    connection: Connection,
    ever_connected: bool,
    attempt: u32,
    retry_at: Option<Instant>,
    /// When [`Session::poll`] last ran.
    last_poll: Instant,
    holding: Holding,
    pending: Option<Pending>,
    /// Taking back the held seat or game after a reconnect: until its first state,
    /// actions are kept and requests wait.
    resyncing: bool,
    /// The action sent and not yet answered.
    in_flight: Option<Action>,
    /// The action made while disconnected.
    queued: Option<Action>,
    /// Requests made while disconnected, in order.
    outbox: Vec<ClientMessage>,
    game: Option<Game>,
    events: VecDeque<Event>,
}

impl Session {
    /// Starts connecting to the server at `address` (see [`server_url`]).
    pub fn connect(address: &str) -> Result<Session, AddressError> {
        Session::with_patience(address, Patience::default())
    }

    /// [`Session::connect`] with other waits and retries.
    pub fn with_patience(address: &str, patience: Patience) -> Result<Session, AddressError> {
        let url = server_url(address)?;
        let mut session = Session {
            address: address.trim().to_string(),
            url,
            patience,
            link: Link::Down,
            connection: Connection::Connecting,
            ever_connected: false,
            attempt: 0,
            retry_at: None,
            last_poll: Instant::now(),
            holding: Holding::Nothing,
            pending: None,
            resyncing: false,
            in_flight: None,
            queued: None,
            outbox: Vec::new(),
            game: None,
            events: VecDeque::new(),
        };
        session.open_link();
        Ok(session)
    }

    /// Reads what arrived, retries when it is time: call it every frame.
    pub fn poll(&mut self) {
        let now = Instant::now();
        let since_last_poll = now.saturating_duration_since(self.last_poll);
        self.last_poll = now;
        if self.retry_at.is_some_and(|at| Instant::now() >= at) {
            self.retry_at = None;
            self.open_link();
        }
        loop {
            let event = match &mut self.link {
                Link::Opening { socket, .. } | Link::Open(socket) => socket.poll(),
                Link::Down => None,
            };
            match event {
                None => break,
                Some(SocketEvent::Opened) => {}
                Some(SocketEvent::Text(text)) => self.receive(&text),
                Some(SocketEvent::Closed(reason)) => self.lost(reason),
            }
        }
        if let Link::Opening { waited, .. } = &mut self.link {
            *waited += since_last_poll.min(MOST_COUNTED_PER_POLL);
            if *waited > self.patience.welcome {
                self.lost("the server did not answer".into());
            }
        }
    }

    /// What happened since the last call, oldest first.
    pub fn events(&mut self) -> impl Iterator<Item = Event> + '_ {
        self.events.drain(..)
    }

    /// The connection's state.
    pub fn connection(&self) -> &Connection {
        &self.connection
    }

    /// The server's address as given.
    pub fn address(&self) -> &str {
        &self.address
    }

    /// The game held (a seat's or a watched one), as last seen.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The held seat's token, to store so the seat can be resumed after the app
    /// closes.
    pub fn token(&self) -> Option<&str> {
        match &self.holding {
            Holding::Seat { token, .. } => Some(token),
            _ => None,
        }
    }

    /// The held or watched game's invitation code.
    pub fn code(&self) -> Option<&str> {
        match &self.holding {
            Holding::Seat { code, .. } | Holding::Watching { code } => Some(code),
            Holding::Nothing => None,
        }
    }

    /// The held seat.
    pub fn seat(&self) -> Option<u8> {
        match &self.holding {
            Holding::Seat { seat, .. } => Some(*seat),
            _ => None,
        }
    }

    /// The action kept while disconnected, to be sent on reconnect.
    pub fn queued_action(&self) -> Option<&str> {
        self.queued.as_ref().map(|a| a.action.as_str())
    }

    /// Tries again after a failure (from the start of the retries).
    pub fn retry(&mut self) {
        if let Connection::Failed(_) = self.connection {
            self.attempt = u32::from(self.ever_connected);
            self.set_connection(if self.ever_connected {
                Connection::Reconnecting { attempt: 1 }
            } else {
                Connection::Connecting
            });
            self.open_link();
        }
    }

    /// Asks for the server's games and their options ([`Event::Games`]).
    pub fn list_games(&mut self) {
        self.request(ClientMessage::Games);
    }

    /// Asks for the lobby, of one game or all ([`Event::Lobby`]).
    pub fn lobby(&mut self, game: Option<&str>) {
        self.request(ClientMessage::Lobby {
            game: game.map(str::to_string),
        });
    }

    /// Creates a game and takes a seat in it ([`Event::Created`], then
    /// [`Event::Joined`]).
    pub fn create(&mut self, new: NewGame) {
        self.request(ClientMessage::Create {
            game: new.game,
            options: new.options,
            seats: new.seats,
            clock: new.clock,
            name: new.name,
            seat: new.seat,
            listed: new.listed,
            rated: false,
        });
    }

    /// Joins the game of `code` as `name`, in `seat` or the first open one
    /// ([`Event::Joined`]).
    pub fn join(&mut self, code: &str, name: &str, seat: Option<u8>) {
        self.request(ClientMessage::Join {
            code: code.trim().to_string(),
            name: name.to_string(),
            seat,
        });
    }

    /// Takes back a seat by its token, for example one stored when the app last ran.
    pub fn resume(&mut self, token: &str) {
        self.request(ClientMessage::Resume {
            token: token.trim().to_string(),
        });
    }

    /// Watches the game of `code` ([`Event::Watching`]).
    pub fn watch(&mut self, code: &str) {
        self.request(ClientMessage::Watch {
            code: code.trim().to_string(),
        });
    }

    /// Plays an action of the held seat in the position last seen. While
    /// disconnected it is kept and sent on reconnect if the game is still at the same
    /// ply; otherwise it comes back as [`Event::ActionRefused`].
    pub fn play(&mut self, action: &str) {
        let action = action.to_string();
        let ply = match (&self.holding, &self.game) {
            (Holding::Seat { .. }, Some(game)) => game.view.ply,
            _ => return self.refuse(action, Refusal::NoSeat),
        };
        if self.in_flight.is_some() || self.queued.is_some() {
            return self.refuse(action, Refusal::Waiting);
        }
        let action = Action { action, ply };
        if self.ready() {
            self.send_play(action);
        } else {
            self.queued = Some(action);
        }
    }

    /// Resigns for the held seat's side.
    pub fn resign(&mut self) {
        self.request(ClientMessage::Resign);
    }

    /// Offers a draw.
    pub fn offer_draw(&mut self) {
        self.request(ClientMessage::OfferDraw);
    }

    /// Asks to take back the held seat's last action.
    pub fn ask_undo(&mut self) {
        self.request(ClientMessage::AskUndo);
    }

    /// Accepts the other side's offer or request.
    pub fn accept(&mut self) {
        self.request(ClientMessage::Accept);
    }

    /// Declines the other side's offer or request.
    pub fn decline(&mut self) {
        self.request(ClientMessage::Decline);
    }

    /// Claims the game when every opponent has been away too long.
    pub fn claim(&mut self) {
        self.request(ClientMessage::Claim);
    }

    /// Asks for a rematch once the game is over ([`Event::Rematch`] when all agree).
    pub fn rematch(&mut self) {
        self.request(ClientMessage::Rematch);
    }

    /// Says a preset message to everyone at the game (a held seat only; at most one a
    /// second, or the server refuses it with `too_fast`).
    pub fn say(&mut self, preset: Preset) {
        self.request(ClientMessage::Say { preset });
    }

    /// Whether requests go out now: welcomed, and not taking back the held game.
    fn ready(&self) -> bool {
        matches!(self.link, Link::Open(_)) && !self.resyncing
    }

    /// Sends `message` now, or once connected.
    fn request(&mut self, message: ClientMessage) {
        if self.ready() {
            self.transmit(message);
        } else {
            self.outbox.push(message);
        }
    }

    /// Sends on the open socket, noting what answer is awaited.
    fn transmit(&mut self, message: ClientMessage) {
        match &message {
            ClientMessage::Create { .. } => self.pending = Some(Pending::Create),
            ClientMessage::Join { .. } => self.pending = Some(Pending::Join),
            ClientMessage::Resume { token } => self.pending = Some(Pending::Resume(token.clone())),
            ClientMessage::Watch { code } => self.pending = Some(Pending::Watch(code.clone())),
            _ => {}
        }
        if let Link::Open(socket) = &mut self.link {
            let text =
                serde_json::to_string(&message).expect("client messages have string keys only");
            socket.send(text);
        }
    }

    fn send_play(&mut self, action: Action) {
        self.transmit(ClientMessage::Play {
            action: action.action.clone(),
            ply: Some(action.ply),
        });
        self.in_flight = Some(action);
    }

    fn refuse(&mut self, action: String, reason: Refusal) {
        self.events
            .push_back(Event::ActionRefused { action, reason });
    }

    fn set_connection(&mut self, connection: Connection) {
        if connection != self.connection {
            self.connection = connection.clone();
            self.events.push_back(Event::Connection(connection));
        }
    }

    fn open_link(&mut self) {
        self.link = Link::Opening {
            socket: Socket::open(&self.url, self.patience.connect),
            waited: Duration::ZERO,
        };
    }

    fn fail(&mut self, failure: Failure) {
        self.link = Link::Down;
        self.retry_at = None;
        self.set_connection(Connection::Failed(failure));
    }

    /// The socket closed (or never opened): retry later, or give up.
    fn lost(&mut self, reason: String) {
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
    fn dropped(&mut self) {
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
        self.resyncing = false;
    }

    /// The server welcomed us: take back what was held, then send what waited.
    fn welcomed(&mut self, server: String) {
        self.ever_connected = true;
        self.attempt = 0;
        self.set_connection(Connection::Connected { server });
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

    fn flush(&mut self) {
        for message in std::mem::take(&mut self.outbox) {
            self.transmit(message);
        }
    }

    fn receive(&mut self, text: &str) {
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
            ServerMessage::Lobby { games, .. } => self.events.push_back(Event::Lobby(games)),
            // Quick games are not in the app yet (issue 58, part 5).
            ServerMessage::Waiting { .. } | ServerMessage::QuickCancelled => {}
            ServerMessage::Created { code, link } => {
                self.events.push_back(Event::Created { code, link })
            }
            ServerMessage::Joined { code, seat, token } => {
                self.pending = None;
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
            // Accounts come to the app in part 5 of issue 58.
            ServerMessage::SignedIn { .. }
            | ServerMessage::SignedOut { .. }
            | ServerMessage::PasswordChanged
            | ServerMessage::AccountDeleted
            | ServerMessage::History(_)
            | ServerMessage::Ratings(_) => {}
            // The session never asks for a finished game's record.
            ServerMessage::Record { .. } => {}
        }
    }

    /// The server refused the oldest request still awaiting its answer.
    fn refused(&mut self, code: String, message: String) {
        if let Some(action) = self.in_flight.take() {
            return self.refuse(action.action, Refusal::Server { code, message });
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
    fn update(&mut self, view: GameView) {
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
    fn note_offers(&mut self, before: Option<&GameView>, view: &GameView) {
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
    fn send_queued(&mut self) {
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
