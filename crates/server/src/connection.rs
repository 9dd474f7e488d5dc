//! One client's WebSocket: reads its messages under the limits, answers them, and
//! sends what its queue holds. Its account's requests: [`account`]; what any
//! connection may look up: [`lookup`].

mod account;
mod lookup;

use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, WebSocket};
use futures_util::StreamExt;
use plateau_rules::catalog;
use plateau_rules::{OptionValues, Seat};
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};
use tokio::sync::oneshot;
use tracing::{debug, warn};

use crate::accounts::SignedIn;
use crate::event::Setup;
use crate::hub::{Attachment, Hub, QuickAsk};
use crate::limit::Bucket;
use crate::outbox::Outbox;
use crate::protocol::{ClientMessage, GameInfo, OptionInfo, PROTOCOL_VERSION, ServerMessage};
use crate::room::{Refusal, Request};
use crate::strikes::Strikes;
use crate::writer::{self, Ending};

/// Refusals for abuse (floods, oversized or malformed messages) that close a
/// connection when it earns them within the configured window
/// ([`crate::Config::abuse_window`]).
const STRIKES: usize = 50;

/// Numbers connections, for the rooms' lists of who sees them.
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// How long a closing connection may take to send its last frames, and then to answer
/// the close.
const CLOSING_TIME: Duration = Duration::from_secs(2);

/// What one connection holds.
struct Session {
    hub: Arc<Hub>,
    id: u64,
    address: IpAddr,
    outbox: Outbox,
    attached: Option<Attachment>,
    /// Where the hub hands the seat of a quick game once paired.
    paired: UnboundedSender<Attachment>,
    messages: Bucket,
    strikes: Strikes,
    /// The account signed in on this connection, if any.
    signed_in: Option<SignedIn>,
}

/// Serves one WebSocket from `address` until it closes.
pub async fn serve(hub: Arc<Hub>, socket: WebSocket, address: IpAddr) {
    let (outbox, queue, dropped) = Outbox::new(hub.config().send_queue);
    let (sink, mut stream) = socket.split();
    let (end, ending) = oneshot::channel();
    let writer = tokio::spawn(writer::write(sink, queue, ending));
    let (paired, mut seated) = unbounded_channel();
    let mut session = Session {
        paired,
        messages: Bucket::new(hub.config().messages_per_second, Instant::now()),
        strikes: Strikes::new(STRIKES, hub.config().abuse_window),
        hub: hub.clone(),
        id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
        address,
        outbox,
        attached: None,
        signed_in: None,
    };
    session.outbox.send_message(&ServerMessage::Welcome {
        protocol: PROTOCOL_VERSION,
        server: format!("plateau-server {}", env!("CARGO_PKG_VERSION")),
    });
    let ending = loop {
        tokio::select! {
            // The messages already come are answered before a full queue is taken for
            // a client that does not read: a burst of requests that fills it and ends
            // in the abuse close still gets its `closed`.
            biased;
            message = stream.next() => match message {
                Some(Ok(Message::Text(text))) => {
                    if !session.handle(text.as_str()).await {
                        break Ending::Abuse;
                    }
                }
                Some(Ok(Message::Binary(_))) => {
                    if !session.strike(Refusal::new("bad_json", "messages are JSON in text frames")) {
                        break Ending::Abuse;
                    }
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_))) | None => break Ending::Done,
                Some(Err(error)) => {
                    debug!(%error, %address, "read failed");
                    break Ending::Done;
                }
            },
            Some(attachment) = seated.recv() => session.take_paired(attachment).await,
            () = dropped.wait() => {
                warn!(%address, "dropped a client that does not read");
                break Ending::NotReading;
            }
        }
    };
    // Paired meanwhile: the seat is let go as the connection's own.
    seated.close();
    while let Ok(attachment) = seated.try_recv() {
        session.hub.leave(&attachment, session.id).await;
    }
    session.hub.leave_quick(session.id).await;
    session.detach().await;
    drop(session);
    let _ = end.send(ending);
    let abort = writer.abort_handle();
    if tokio::time::timeout(CLOSING_TIME, writer).await.is_err() {
        abort.abort();
    }
    let _ = tokio::time::timeout(CLOSING_TIME, writer::await_close(&mut stream)).await;
}

impl Session {
    /// Answers one message; `false` when the connection is to close.
    async fn handle(&mut self, text: &str) -> bool {
        let now = Instant::now();
        if text.len() > self.hub.config().max_message_bytes {
            return self.strike(Refusal::new(
                "too_large",
                format!(
                    "a message has at most {} bytes",
                    self.hub.config().max_message_bytes
                ),
            ));
        }
        if !self.messages.take(now) || !self.hub.allow_message(self.address, now) {
            return self.strike(Refusal::new("rate_limited", "too many messages: slow down"));
        }
        let message = match serde_json::from_str::<ClientMessage>(text) {
            Ok(message) => message,
            Err(error) => return self.strike(Refusal::new("bad_json", error.to_string())),
        };
        if let Err(refusal) = self.answer(message).await {
            debug!(address = %self.address, code = refusal.code, message = refusal.message, "refused");
            self.refuse(&refusal);
        }
        true
    }

    fn refuse(&self, refusal: &Refusal) {
        self.outbox.send_message(&ServerMessage::Error {
            code: refusal.code.to_string(),
            message: refusal.message.clone(),
        });
    }

    /// Refuses for abuse; `false` once the connection has earned too many within the
    /// window (its writer then sends the `closed` error).
    fn strike(&mut self, refusal: Refusal) -> bool {
        let closing = self.strikes.strike(Instant::now());
        warn!(address = %self.address, code = refusal.code, strikes = self.strikes.count(), "abuse refused");
        if closing {
            return false;
        }
        // A flood does not read: its refusals past the queue's bound are let go, and
        // the strikes bring the abuse close (not the close for not reading).
        self.outbox.offer_message(&ServerMessage::Error {
            code: refusal.code.to_string(),
            message: refusal.message,
        });
        true
    }

    async fn detach(&mut self) {
        if let Some(attachment) = self.attached.take() {
            self.hub.leave(&attachment, self.id).await;
        }
    }

    /// The connection was paired for a quick game and holds its seat there (already
    /// told `joined`): it leaves the game it held or watched before.
    async fn take_paired(&mut self, attachment: Attachment) {
        if let Some(before) = self.attached.replace(attachment) {
            self.hub.leave(&before, self.id).await;
        }
    }

    /// Takes this connection from the game it held or watched to the one `attach`
    /// asks for. The others of the first game hear that it left only once the new
    /// game is held: a refused request (a wrong code, a full game) changes nothing.
    async fn switch(
        &mut self,
        attach: impl Future<Output = Result<Attachment, Refusal>>,
    ) -> Result<Attachment, Refusal> {
        let before = self.attached.take();
        if let Some(before) = &before {
            self.hub.step_off(before, self.id).await;
        }
        let after = attach.await;
        // A connection that took a game no longer waits for a quick one.
        if after.is_ok() && self.hub.leave_quick(self.id).await {
            self.outbox.send_message(&ServerMessage::QuickCancelled);
        }
        if let Some(before) = before {
            match after {
                Ok(_) => self.hub.left(&before).await,
                Err(_) => {
                    self.hub.step_back(&before, self.id, &self.outbox).await;
                    self.attached = Some(before);
                }
            }
        }
        after
    }

    /// Answers a message read, or refuses it (nothing changed then).
    async fn answer(&mut self, message: ClientMessage) -> Result<(), Refusal> {
        let hub = self.hub.clone();
        let outbox = self.outbox.clone();
        let attachment = match message {
            ClientMessage::Games => {
                self.outbox.send_message(&ServerMessage::Games {
                    games: game_infos(),
                });
                return Ok(());
            }
            ClientMessage::Lobby { game } => {
                self.outbox.send_message(&ServerMessage::Lobby {
                    games: hub.lobby(game.as_deref()),
                    waiting: hub.waiting_counts(game.as_deref()).await,
                });
                return Ok(());
            }
            ClientMessage::QuickGame {
                game,
                options,
                clock,
                rated,
                name,
            } => {
                let ask = QuickAsk {
                    game,
                    options,
                    clock,
                    rated,
                    name,
                    account: self.seat_account().await?,
                };
                return hub
                    .quick_game(ask, (self.id, &outbox), &self.paired, self.address)
                    .await;
            }
            ClientMessage::CancelQuick => return hub.cancel_quick(self.id, &outbox).await,
            ClientMessage::Create {
                game,
                options,
                seats,
                clock,
                name,
                seat,
                listed,
                rated,
            } => {
                let setup = Setup {
                    game,
                    options,
                    seats,
                    clock,
                    listed,
                    rated,
                    same_address: false,
                };
                let by = (self.address, self.seat_account().await?);
                self.switch(hub.create(setup, &name, seat, by, (self.id, &outbox)))
                    .await?
            }
            ClientMessage::Join { code, name, seat } => {
                let person = (name.as_str(), self.seat_account().await?);
                let by = (self.id, &outbox);
                self.switch(hub.join(&code, person, seat, (self.address, by)))
                    .await?
            }
            ClientMessage::Resume { token } => {
                self.switch(hub.resume(&token, (self.id, &outbox))).await?
            }
            ClientMessage::Watch { code } => {
                self.switch(hub.watch(&code, (self.id, &outbox))).await?
            }
            ClientMessage::SignUp(credentials) => return self.sign_up(credentials).await,
            ClientMessage::SignIn(credentials) => return self.sign_in(credentials).await,
            ClientMessage::ResumeSession { session } => return self.resume_session(session).await,
            ClientMessage::SignOut => return self.sign_out(false).await,
            ClientMessage::SignOutEverywhere => return self.sign_out(true).await,
            ClientMessage::ChangePassword(change) => return self.change_password(change).await,
            ClientMessage::DeleteAccount { password } => {
                return self.delete_account(password).await;
            }
            ClientMessage::History { name, page } => return self.history(&name, page).await,
            ClientMessage::Ratings { name } => return self.ratings(&name).await,
            ClientMessage::Record { code } => return self.record(&code).await,
            ClientMessage::Play { action, ply } => {
                return self.act(|seat| Request::Play(seat, action, ply)).await;
            }
            ClientMessage::Resign => return self.act(Request::Resign).await,
            ClientMessage::OfferDraw => return self.act(Request::OfferDraw).await,
            ClientMessage::AskUndo => return self.act(Request::AskUndo).await,
            ClientMessage::Accept => return self.act(Request::Accept).await,
            ClientMessage::Decline => return self.act(Request::Decline).await,
            ClientMessage::Claim => return self.act(Request::Claim).await,
            ClientMessage::Rematch => return self.act(Request::Rematch).await,
            ClientMessage::Say { preset } => {
                let (attachment, seat) = self.held_seat()?;
                let mut live = attachment.room.lock().await;
                return live.audience.say(seat, preset, Instant::now());
            }
        };
        self.attached = Some(attachment);
        Ok(())
    }

    /// The game and seat this connection holds, or the refusal of a seat's request.
    fn held_seat(&self) -> Result<(&Attachment, Seat), Refusal> {
        let attachment = self
            .attached
            .as_ref()
            .ok_or_else(|| Refusal::new("no_game", "join, resume or create a game first"))?;
        let seat = attachment
            .seat
            .ok_or_else(|| Refusal::new("spectator", "a spectator does not play"))?;
        Ok((attachment, seat))
    }

    /// Carries out the request `request` makes of the seat this connection holds.
    async fn act(&self, request: impl FnOnce(Seat) -> Request) -> Result<(), Refusal> {
        let (attachment, seat) = self.held_seat()?;
        self.hub.act(&attachment.room, request(seat)).await
    }
}

/// The games of the collection with their options, for clients.
fn game_infos() -> Vec<GameInfo> {
    catalog::games()
        .iter()
        .map(|entry| GameInfo {
            id: entry.id.to_string(),
            name: entry.name.to_string(),
            options: entry
                .options
                .iter()
                .map(|spec| {
                    let (values, range) = match spec.values {
                        OptionValues::Choice(choices) => {
                            (choices.iter().map(|c| c.value.to_string()).collect(), false)
                        }
                        OptionValues::Range { min, max } => {
                            (vec![min.to_string(), max.to_string()], true)
                        }
                    };
                    OptionInfo {
                        key: spec.key.to_string(),
                        values,
                        range,
                        default: spec.default.to_string(),
                    }
                })
                .collect(),
        })
        .collect()
}
