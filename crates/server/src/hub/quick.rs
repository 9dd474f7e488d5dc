//! Quick games: the hub's pool of waiting connections ([`crate::pairing::Pool`]), a
//! request checked as a `create` would be, and each pairing made into a game with
//! both seats taken, each player told `joined` as on a join.
//!
//! Guests only for now: a guest waits as [`PlayerKey::Guest`] (its connection's
//! number), and a rated request is refused (`not_signed_in`). Signed-in players will
//! wait as [`PlayerKey::Account`] with their [`crate::storage::Ratings::standing`].
//! The pool is this server's: with several servers on Postgres, players waiting on
//! different servers are not paired with each other (docs/deployment.md says how they
//! will be).

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::Arc;

use tokio::sync::mpsc::UnboundedSender;
use tracing::{info, warn};

use super::seating::check_name;
use super::{Attachment, Hub, lock};
use crate::alive::wall_ms;
use crate::event::Setup;
use crate::outbox::Outbox;
use crate::pairing::{Pairing, PlayerKey, PoolError, Request, Wanted};
use crate::protocol::{ClockPlan, SeatPlan, ServerMessage};
use crate::room::Refusal;

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
}

/// A connection waiting, as the hub reaches it once paired.
pub(super) struct Waiter {
    outbox: Outbox,
    /// Hands the connection its seat in the paired game.
    paired: UnboundedSender<Attachment>,
    name: String,
    address: IpAddr,
    setup: Setup,
}

/// The pool and how to reach each connection in it.
#[derive(Default)]
pub(super) struct QuickGames {
    pool: crate::pairing::Pool,
    waiters: HashMap<u64, Waiter>,
}

impl QuickGames {
    /// Takes the connection `id` out (its request and how to reach it); whether it
    /// waited.
    fn remove(&mut self, id: u64) -> bool {
        self.pool.leave(id);
        self.waiters.remove(&id).is_some()
    }
}

impl Hub {
    /// The connection `id` waits for a quick game as `ask` says, in place of what it
    /// waited for before; it is told `waiting`, and `paired` gets its seat once paired.
    pub fn quick_game(
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
        let setup = room.setup().clone();
        let since_ms = wall_ms().max(0) as u64;
        let request = Request {
            player: PlayerKey::Guest(id),
            connection: id,
            rating: None,
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
        let game = setup.game.clone();
        let waiting = {
            let mut quick = lock(&self.quick);
            quick.pool.ask(request).map_err(|error| match error {
                PoolError::RatedNeedsAccount => Refusal::new("not_signed_in", error.to_string()),
                PoolError::RatedNeedsClock => Refusal::new("bad_clock", error.to_string()),
            })?;
            quick.waiters.insert(
                id,
                Waiter {
                    outbox: outbox.clone(),
                    paired: paired.clone(),
                    name: ask.name,
                    address,
                    setup,
                },
            );
            quick.pool.counts().get(&game).copied().unwrap_or(0) as u64
        };
        outbox.send_message(&ServerMessage::Waiting {
            game,
            since_ms,
            waiting,
        });
        tokio::spawn(self.clone().pair_waiting());
        Ok(())
    }

    /// The connection `id` stops waiting: told `quick_cancelled`, or refused
    /// `not_waiting`.
    pub fn cancel_quick(&self, id: u64, outbox: &Outbox) -> Result<(), Refusal> {
        if !lock(&self.quick).remove(id) {
            return Err(Refusal::new("not_waiting", "no quick game is asked"));
        }
        outbox.send_message(&ServerMessage::QuickCancelled);
        Ok(())
    }

    /// The connection `id` closed or took another game: it waits no more. Whether it
    /// waited.
    pub fn leave_quick(&self, id: u64) -> bool {
        lock(&self.quick).remove(id)
    }

    /// How many players wait for a quick game, by game id (only `game`'s when given).
    pub fn waiting_counts(&self, game: Option<&str>) -> BTreeMap<String, u64> {
        let counts = lock(&self.quick).pool.counts();
        (counts.into_iter())
            .filter(|(id, _)| game.is_none_or(|g| g.eq_ignore_ascii_case(id)))
            .map(|(id, count)| (id, count as u64))
            .collect()
    }

    /// Whether any connection waits for a quick game.
    pub(super) fn anyone_waiting(&self) -> bool {
        !lock(&self.quick).pool.is_empty()
    }

    /// Pairs the players waiting now and starts their games.
    pub(super) async fn pair_waiting(self: Arc<Self>) {
        let pairs: Vec<(Pairing, [Waiter; 2])> = {
            let mut quick = lock(&self.quick);
            let mut coin = || getrandom::u32().map_or(true, |bits| bits & 1 == 0);
            let now_ms = wall_ms().max(0) as u64;
            let pairs = quick.pool.pair(now_ms, &mut coin);
            pairs
                .into_iter()
                .filter_map(|pairing| {
                    let mut take = |r: &Request| quick.waiters.remove(&r.connection);
                    let waiters = [take(&pairing.seats[0]), take(&pairing.seats[1])];
                    match waiters {
                        [Some(a), Some(b)] => Some((pairing, [a, b])),
                        _ => None,
                    }
                })
                .collect()
        };
        for (pairing, waiters) in pairs {
            if let Err(refusal) = self.start_paired(&pairing, &waiters).await {
                warn!(?refusal, "a quick game could not start");
                for waiter in &waiters {
                    waiter.outbox.send_message(&ServerMessage::Error {
                        code: refusal.code.to_string(),
                        message: refusal.message.clone(),
                    });
                }
            }
        }
    }

    /// Creates the game of two paired players and seats each (seat 0 first), as a
    /// `create` and a `join` would.
    async fn start_paired(
        self: &Arc<Self>,
        pairing: &Pairing,
        waiters: &[Waiter; 2],
    ) -> Result<(), Refusal> {
        let creator = waiters[0].address.to_string();
        let room = self.new_room(waiters[0].setup.clone(), &creator)?;
        let code = room.code().to_string();
        let shared = self.open_game(room, &creator).await?;
        for (seat, (request, waiter)) in pairing.seats.iter().zip(waiters).enumerate() {
            let mut live = shared.lock().await;
            let connection = (request.connection, &waiter.outbox);
            let attachment = self
                .seat_person(
                    &shared,
                    &mut live,
                    (Some(seat as u8), &waiter.name),
                    connection,
                    None,
                )
                .await?;
            drop(live);
            // A connection that closed meanwhile leaves its seat at once.
            if let Err(unsent) = waiter.paired.send(attachment) {
                self.leave(&unsent.0, request.connection).await;
            }
        }
        info!(code, "a quick game paired");
        Ok(())
    }
}
