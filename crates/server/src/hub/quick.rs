//! Quick games: a connection's request checked as a `create` would be and put in the
//! pool ([`crate::storage::QuickPool`], shared by every server on one database), the
//! pool paired by one server at a time, and each pairing made into a game whose seats
//! the players' own servers take for them, each player told `joined` as on a join.
//!
//! A signed-in player waits as [`PlayerKey::Account`] with its rating in the game's
//! rating key (so one account never meets itself, and a second connection's request
//! replaces the first's), and its seat is linked to its account; a guest waits as
//! [`PlayerKey::Guest`] (its connection), and a rated request of a guest is refused
//! (`not_signed_in`). A rated pairing makes a rated game.

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc::UnboundedSender;
use tracing::{info, warn};

use super::seating::check_name;
use super::{Attachment, Hub, lock, rated, storage_refusal};
use crate::alive::wall_ms;
use crate::bus::Note;
use crate::event::{SeatAccount, Setup};
use crate::outbox::Outbox;
use crate::pairing::{Connection, PlayerKey, PoolError, Request, Wanted};
use crate::protocol::{ClockPlan, SeatPlan, ServerMessage};
use crate::rating::{Rating, rating_key};
use crate::room::Refusal;
use crate::storage::Paired;

/// How long a request of a server not heard from is kept (servers sharing Postgres):
/// a server that just came up may have clients waiting before the others hear it.
const GRACE_MS: u64 = 5_000;

/// How long after its start a server takes nobody's requests as gone: it has not
/// heard every other server yet (they say they are alive every second).
const HEARING: Duration = Duration::from_secs(5);

/// A quick game as a connection asks for it.
#[derive(Clone, Debug)]
pub struct QuickAsk {
    /// The game's id.
    pub game: String,
    /// Its options.
    pub options: BTreeMap<String, String>,
    /// The clock, if any.
    pub clock: Option<ClockPlan>,
    /// Whether it is to be rated.
    pub rated: bool,
    /// The player's name in the game.
    pub name: String,
    /// The player's account, when signed in.
    pub account: Option<SeatAccount>,
}

/// A connection of this server waiting, as the hub reaches it once paired.
pub(super) struct Waiter {
    outbox: Outbox,
    /// Hands the connection its seat in the paired game.
    paired: UnboundedSender<Attachment>,
    name: String,
    account: Option<SeatAccount>,
}

/// This server's connections waiting for a quick game, by number.
pub(super) type Waiters = HashMap<u64, Waiter>;

/// The setup of the quick game of `paired`: two people, listed (to watch), rated when
/// they asked so (flagged when both asked from one address).
fn quick_setup(paired: &Paired) -> Setup {
    let [first, second] = &paired.pairing.seats;
    let wanted = &first.wanted;
    let rated = first.rated && second.rated;
    Setup {
        game: wanted.game.clone(),
        options: wanted.options.iter().cloned().collect(),
        seats: vec![SeatPlan::Human, SeatPlan::Human],
        clock: wanted.clock.map(|(base_ms, increment_ms)| ClockPlan {
            minutes: base_ms as f64 / 60_000.0,
            increment_seconds: increment_ms as f64 / 1000.0,
        }),
        listed: true,
        rated,
        same_address: rated && paired.addresses[0] == paired.addresses[1],
    }
}

impl Hub {
    fn connection(&self, id: u64) -> Connection {
        Connection {
            instance: self.instance,
            id,
        }
    }

    /// The connection `id` waits for a quick game as `ask` says, in place of what it
    /// waited for before; it is told `waiting`, and `paired` gets its seat once paired.
    pub async fn quick_game(
        self: &Arc<Self>,
        ask: QuickAsk,
        (id, outbox): (u64, &Outbox),
        paired: &UnboundedSender<Attachment>,
        address: IpAddr,
    ) -> Result<(), Refusal> {
        check_name(&ask.name)?;
        let setup = Setup {
            game: ask.game,
            options: ask.options,
            seats: vec![SeatPlan::Human, SeatPlan::Human],
            clock: ask.clock,
            listed: true,
            rated: ask.rated,
            same_address: false,
        };
        let creator = address.to_string();
        let room = match self.new_room(setup, &creator) {
            Err(refusal) if refusal.code == "bad_seats" => {
                return Err(Refusal::new(
                    "bad_seats",
                    "a quick game is for games of two seats",
                ));
            }
            other => other?,
        };
        self.registry.may_create(&creator)?;
        let setup = room.setup();
        let since_ms = wall_ms().max(0) as u64;
        let (player, rating) = match &ask.account {
            Some(account) => {
                let key = rating_key(&setup.game, &setup.options).ok();
                let rating = match &key {
                    Some(key) => self.rating_now(account.id, key).await,
                    None => Some(Rating::NEW),
                };
                let rating = rating.ok_or_else(|| {
                    Refusal::new("storage", "the ratings could not be read; nothing changed")
                })?;
                (
                    PlayerKey::Account(account.id),
                    Some((rating.rating, rating.deviation)),
                )
            }
            None => (PlayerKey::Guest(self.connection(id)), None),
        };
        let request = Request {
            player,
            connection: self.connection(id),
            rating,
            wanted: Wanted {
                game: setup.game.clone(),
                options: setup.options.clone().into_iter().collect(),
                clock: setup.clock.map(|plan| {
                    let ms = |x: f64| (x * 1000.0).round() as u64;
                    (ms(plan.minutes * 60.0), ms(plan.increment_seconds))
                }),
            },
            rated: ask.rated,
            since_ms,
        };
        request.check().map_err(|error| match error {
            PoolError::RatedNeedsAccount => Refusal::new("not_signed_in", error.to_string()),
            PoolError::RatedNeedsClock => Refusal::new("bad_clock", error.to_string()),
        })?;
        if ask.rated {
            rated::check_rated(&room)?;
        }
        let waiter = Waiter {
            outbox: outbox.clone(),
            paired: paired.clone(),
            name: ask.name,
            account: ask.account,
        };
        // Another connection of this account here waited: its request is replaced.
        let replaced: Vec<Waiter> = {
            let mut quick = lock(&self.quick);
            let others: Vec<u64> = (quick.iter())
                .filter(|(other, w)| {
                    **other != id && w.account.is_some() && w.account == waiter.account
                })
                .map(|(other, _)| *other)
                .collect();
            quick.insert(id, waiter);
            others
                .iter()
                .filter_map(|other| quick.remove(other))
                .collect()
        };
        for other in replaced {
            other.outbox.send_message(&ServerMessage::QuickCancelled);
        }
        if let Err(error) = self.storage.wait(&request, &creator).await {
            lock(&self.quick).remove(&id);
            return Err(storage_refusal(error));
        }
        let game = request.wanted.game;
        let waiting = self.waiting_counts(Some(&game)).await;
        outbox.send_message(&ServerMessage::Waiting {
            waiting: waiting.get(&game).copied().unwrap_or(1),
            game,
            since_ms,
        });
        tokio::spawn(self.clone().pair_waiting());
        Ok(())
    }

    /// The connection `id` stops waiting: told `quick_cancelled`, or refused
    /// `not_waiting`.
    pub async fn cancel_quick(&self, id: u64, outbox: &Outbox) -> Result<(), Refusal> {
        if !self.leave_quick(id).await {
            return Err(Refusal::new("not_waiting", "no quick game is asked"));
        }
        outbox.send_message(&ServerMessage::QuickCancelled);
        Ok(())
    }

    /// The connection `id` closed or took another game: it waits no more. Whether it
    /// waited.
    pub async fn leave_quick(&self, id: u64) -> bool {
        if lock(&self.quick).remove(&id).is_none() {
            return false;
        }
        if let Err(error) = self.storage.unwait(self.connection(id)).await {
            warn!(%error, "a quick game's request was not taken out");
        }
        true
    }

    /// How many players wait for a quick game on every server, by game id (only
    /// `game`'s when given).
    pub async fn waiting_counts(&self, game: Option<&str>) -> BTreeMap<String, u64> {
        let counts = self.storage.waiting_counts().await.unwrap_or_else(|error| {
            warn!(%error, "the quick games' pool was not read");
            BTreeMap::new()
        });
        (counts.into_iter())
            .filter(|(id, _)| game.is_none_or(|g| g.eq_ignore_ascii_case(id)))
            .map(|(id, count)| (id, count as u64))
            .collect()
    }

    /// Whether a connection of this server waits for a quick game.
    pub(super) fn anyone_waiting(&self) -> bool {
        !lock(&self.quick).is_empty()
    }

    /// Pairs the players waiting now, on every server, and starts their games (none
    /// when another server is pairing now).
    pub(super) async fn pair_waiting(self: Arc<Self>) {
        let mut alive: Vec<u64> = lock(&self.peers).keys().copied().collect();
        alive.push(self.instance);
        let grace = if !self.bus.shared() {
            0
        } else if self.started.elapsed() < HEARING {
            u64::MAX
        } else {
            GRACE_MS
        };
        let coins = getrandom::u64().unwrap_or(0x5555_5555_5555_5555);
        let now_ms = wall_ms().max(0) as u64;
        let paired = match self.storage.pair_waiting(now_ms, alive, grace, coins).await {
            Ok(paired) => paired,
            Err(error) => return warn!(%error, "the quick games were not paired"),
        };
        for paired in paired {
            if let Err(refusal) = self.start_paired(&paired).await {
                warn!(?refusal, "a quick game could not start");
                for request in &paired.pairing.seats {
                    let waiter = (request.connection.instance == self.instance)
                        .then(|| lock(&self.quick).remove(&request.connection.id))
                        .flatten();
                    if let Some(waiter) = waiter {
                        waiter.outbox.send_message(&ServerMessage::Error {
                            code: refusal.code.to_string(),
                            message: refusal.message.clone(),
                        });
                    }
                }
            }
        }
    }

    /// Creates the game of two paired players; each one's server seats it (this one
    /// at once, another when it hears the note).
    async fn start_paired(self: &Arc<Self>, paired: &Paired) -> Result<(), Refusal> {
        let setup = quick_setup(paired);
        let room = self.new_room(setup, &paired.addresses[0])?;
        let code = room.code().to_string();
        self.open_game(room, &paired.addresses[0]).await?;
        info!(code, "a quick game paired");
        for (seat, request) in paired.pairing.seats.iter().enumerate() {
            let Connection { instance, id } = request.connection;
            if instance == self.instance {
                self.clone().seat_paired(id, code.clone(), seat as u8).await;
            } else {
                self.bus.say(Note::Paired {
                    instance,
                    connection: id,
                    code: code.clone(),
                    seat: seat as u8,
                });
            }
        }
        Ok(())
    }

    /// Seats this server's connection `id`, paired, at `seat` of the game `code`, and
    /// hands it the seat; a connection gone meanwhile leaves the seat open.
    pub(super) async fn seat_paired(self: Arc<Self>, id: u64, code: String, seat: u8) {
        let Some(waiter) = lock(&self.quick).remove(&id) else {
            return warn!(code, seat, "a paired connection had closed");
        };
        let seated = async {
            let shared = self.find(&code).await?;
            let mut live = shared.lock().await;
            self.refresh(&shared, &mut live).await?;
            let connection = (id, &waiter.outbox);
            self.seat_person(
                &shared,
                &mut live,
                (Some(seat), &waiter.name, waiter.account.clone()),
                connection,
                None,
            )
            .await
        };
        match seated.await {
            Ok(attachment) => {
                // A connection that closed meanwhile leaves its seat at once.
                if let Err(unsent) = waiter.paired.send(attachment) {
                    self.leave(&unsent.0, id).await;
                }
            }
            Err(refusal) => waiter.outbox.send_message(&ServerMessage::Error {
                code: refusal.code.to_string(),
                message: refusal.message,
            }),
        }
    }
}
