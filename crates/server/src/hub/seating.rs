//! Connections coming to a game and going: creating one, taking a seat, coming back
//! to a seat with its token, watching, and leaving. A seat taken is stored before the
//! person is told of it.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

use plateau_rules::Seat;
use tracing::info;

use super::live::{LiveGame, SharedRoom};
use super::pipeline::{RACES, STALE};
use super::rated;
use super::{Attachment, Hub, storage_refusal};
use crate::alive::wall_ms;
use crate::clock::Clocks;
use crate::event::{SeatAccount, Setup};
use crate::outbox::Outbox;
use crate::protocol::ServerMessage;
use crate::room::{Refusal, Room};
use crate::secret;

/// A player's name: 1 to 40 characters, no control characters.
pub(super) fn check_name(name: &str) -> Result<(), Refusal> {
    let count = name.trim().chars().count();
    if count == 0 || count > 40 || name.chars().any(char::is_control) {
        return Err(Refusal::new(
            "bad_name",
            "a name has 1 to 40 characters, none of them control characters",
        ));
    }
    Ok(())
}

impl Hub {
    /// Creates a game for `creator` and seats its creator: the code, the link, and the
    /// attachment.
    pub async fn create(
        self: &Arc<Self>,
        setup: Setup,
        name: &str,
        seat: Option<u8>,
        (creator, account): (IpAddr, Option<SeatAccount>),
        connection: (u64, &Outbox),
    ) -> Result<Attachment, Refusal> {
        let creator = creator.to_string();
        self.registry.may_create(&creator)?;
        check_name(name)?;
        let room = self.new_room(setup, &creator)?;
        if room.setup().rated {
            rated::check_rated(&room)?;
            rated::may_sit(&room, account.as_ref())?;
        }
        let seat = room.open_seat(seat)?;
        let shared = self.open_game(room, &creator).await?;
        let mut live = shared.lock().await;
        let code = live.room.code().to_string();
        let created = ServerMessage::Created {
            link: format!("{}/?join={code}", self.config.public_url),
            code,
        };
        // The creator's seat is stored before the code is given: nobody, on any
        // server, can take it first.
        self.seat_person(
            &shared,
            &mut live,
            (Some(seat.0), name, account),
            connection,
            Some(created),
        )
        .await
    }

    /// A new game as `setup` asks for `creator`, checked (the clock against the
    /// server's shortest too) under a free code; nothing stored yet.
    pub(super) fn new_room(&self, setup: Setup, creator: &str) -> Result<Room, Refusal> {
        if let Some(plan) = &setup.clock
            && Clocks::too_short(plan, self.config.min_clock)
        {
            let min = self.config.min_clock.as_secs_f64();
            return Err(Refusal::new(
                "bad_clock",
                format!(
                    "a clock gives each side at least {min} s (minutes >= {})",
                    min / 60.0
                ),
            ));
        }
        let code = self.registry.free_code();
        let claim_after = self.config.claim_after;
        Room::create(
            code,
            setup,
            creator.to_string(),
            claim_after,
            Instant::now(),
        )
    }

    /// Stores a new game and holds it from now on, no seat taken yet.
    pub(super) async fn open_game(&self, room: Room, creator: &str) -> Result<SharedRoom, Refusal> {
        let code = room.code().to_string();
        let game = room.setup().game.clone();
        self.storage
            .create(&code, room.setup(), creator, wall_ms())
            .await
            .map_err(storage_refusal)?;
        self.registry.count_open_games(creator, 1);
        let shared = LiveGame::new(room, false, Instant::now()).share();
        self.registry.insert(code.clone(), shared.clone());
        info!(code, game, "game created");
        Ok(shared)
    }

    /// Seats a person (signed in to `account`, or a guest) in the game `code`, which
    /// then shows the game to the connection.
    pub async fn join(
        self: &Arc<Self>,
        code: &str,
        (name, account): (&str, Option<SeatAccount>),
        seat: Option<u8>,
        (address, connection): (IpAddr, (u64, &Outbox)),
    ) -> Result<Attachment, Refusal> {
        check_name(name)?;
        let shared = match self.find(code).await {
            Ok(shared) => shared,
            // A finished game let go from memory is over, as one still in it.
            Err(refusal) => match secret::normalize_code(code) {
                Some(code) if matches!(self.storage.record(&code).await, Ok(Some(_))) => {
                    return Err(Refusal::new("game_over", "the game is over"));
                }
                _ => return Err(refusal),
            },
        };
        let mut live = shared.lock().await;
        self.refresh(&shared, &mut live).await?;
        let creators_address =
            live.room.setup().rated && live.room.creator() == address.to_string();
        let account = account.map(|account| SeatAccount {
            creators_address,
            ..account
        });
        self.seat_person(&shared, &mut live, (seat, name, account), connection, None)
            .await
    }

    /// Seats a person (at `seat`, or the first open one, under `name`, signed in to
    /// `account` or a guest): stored, then told (after `created`, for the creator),
    /// then shown the game.
    pub(super) async fn seat_person(
        self: &Arc<Self>,
        shared: &SharedRoom,
        live: &mut LiveGame,
        (seat, name, account): (Option<u8>, &str, Option<SeatAccount>),
        connection: (u64, &Outbox),
        created: Option<ServerMessage>,
    ) -> Result<Attachment, Refusal> {
        let mut races = 0;
        let (seat, token) = loop {
            rated::may_sit(&live.room, account.as_ref())?;
            let taken = live.room.open_seat(seat)?;
            let (token, hash) = secret::new_seat_token(live.room.code());
            let join = Room::join_event(taken, name, &hash, account.clone());
            match self.store(shared, live, join, Instant::now()).await {
                Ok(()) => break (taken, token),
                // Another server stored a change of this game first (another join,
                // often): the game caught up, and the seat is chosen again in it.
                Err(refusal) if refusal.code == STALE && races < RACES => races += 1,
                Err(refusal) => return Err(refusal),
            }
        };
        if let Some(created) = created {
            connection.1.send_message(&created);
        }
        connection.1.send_message(&ServerMessage::Joined {
            code: live.room.code().to_string(),
            seat: seat.0,
            token,
        });
        self.hold_seat(live, connection, seat);
        self.show_ratings(&mut live.room).await;
        self.settle(shared, live).await;
        Ok(Attachment {
            room: shared.clone(),
            seat: Some(seat),
        })
    }

    /// The connection holds `seat` from now on; the other servers hear of it.
    fn hold_seat(&self, live: &mut LiveGame, (id, outbox): (u64, &Outbox), seat: Seat) {
        let before = live.audience.presence().local_seats();
        live.audience.subscribe(id, Some(seat), outbox.clone());
        self.tell_presence(live, before);
    }

    /// Gives a connection back the seat of `token`.
    pub async fn resume(
        self: &Arc<Self>,
        token: &str,
        connection: (u64, &Outbox),
    ) -> Result<Attachment, Refusal> {
        let wrong = || Refusal::new("bad_token", "no seat of a game has this token");
        let code = secret::token_code(token).ok_or_else(wrong)?;
        let shared = match self.registry.room(&code) {
            Ok(shared) => shared,
            Err(_) => self.load(&code, true).await?.ok_or_else(wrong)?,
        };
        let mut live = shared.lock().await;
        self.refresh(&shared, &mut live).await?;
        let Some(seat) = live.room.seat_of_token(&secret::token_hash(token)) else {
            // A finished game read back for this request alone is not kept in memory
            // (as `settle` would leave it): wrong tokens cannot fill the server.
            if live.done_with() {
                self.registry.remove(live.room.code());
            }
            return Err(wrong());
        };
        connection.1.send_message(&ServerMessage::Joined {
            code: code.clone(),
            seat: seat.0,
            token: token.to_string(),
        });
        self.hold_seat(&mut live, connection, seat);
        live.broadcast(Instant::now());
        if let Some(rematch) = live.room.rematched().map(str::to_string) {
            self.hand_over_rematch(&live.room, seat, &rematch, connection.1)
                .await?;
        }
        Ok(Attachment {
            room: shared.clone(),
            seat: Some(seat),
        })
    }

    /// A player of a finished game whose rematch started without them (away when it
    /// started, or the server stopped before they heard of it) gets a new token for
    /// their seat in the rematch, while the rematch is on.
    async fn hand_over_rematch(
        self: &Arc<Self>,
        old: &Room,
        seat: Seat,
        code: &str,
        outbox: &Outbox,
    ) -> Result<(), Refusal> {
        let Ok(shared) = self.registry.room(code) else {
            return Ok(());
        };
        let mut live = shared.lock().await;
        let (new_seat, Some(sitter)) = old.rematch_seat(seat) else {
            return Ok(());
        };
        let (token, hash) = secret::new_seat_token(live.room.code());
        let join = Room::join_event(new_seat, &sitter.name, &hash, sitter.account);
        self.store(&shared, &mut live, join, Instant::now()).await?;
        outbox.send_message(&ServerMessage::Rematch {
            code: code.to_string(),
            seat: new_seat.0,
            token,
        });
        Ok(())
    }

    /// Shows the game `code` to a spectator.
    pub async fn watch(
        self: &Arc<Self>,
        code: &str,
        (id, outbox): (u64, &Outbox),
    ) -> Result<Attachment, Refusal> {
        let shared = self.find(code).await?;
        let mut live = shared.lock().await;
        self.refresh(&shared, &mut live).await?;
        outbox.send_message(&ServerMessage::Watching {
            code: live.room.code().to_string(),
        });
        live.audience.subscribe(id, None, outbox.clone());
        outbox.send(live.audience.frame_for(&live.room, None, Instant::now()));
        Ok(Attachment {
            room: shared.clone(),
            seat: None,
        })
    }

    /// A connection leaves the game it held or watched.
    pub async fn leave(&self, attachment: &Attachment, id: u64) {
        self.step_off(attachment, id).await;
        self.left(attachment).await;
    }

    /// The first half of [`Self::leave`], for a connection that asks for another game:
    /// it no longer hears this one, and nobody is told yet. Then either [`Self::left`]
    /// once the other game is held, or [`Self::step_back`] when it was refused.
    pub async fn step_off(&self, attachment: &Attachment, id: u64) {
        let mut live = attachment.room.lock().await;
        live.audience.unsubscribe(id, Instant::now());
    }

    /// The second half of [`Self::leave`]: the others hear that a seat's connection left,
    /// and a finished game nobody sees any more is let go.
    pub async fn left(&self, attachment: &Attachment) {
        let live = attachment.room.lock().await;
        // The seats held here before the step off, which took this connection's seat
        // quietly: the other servers hear of it now.
        let held = live.audience.presence().local_seats();
        let before = held | attachment.seat.map_or(0, |seat| 1 << seat.index());
        self.tell_presence(&live, before);
        if live.room.is_over() && live.audience.unwatched() {
            self.registry.remove(live.room.code());
        } else if attachment.seat.is_some() {
            live.broadcast(Instant::now());
        }
    }

    /// Undoes [`Self::step_off`] after a refused request: the connection holds or
    /// watches the game again as before.
    pub async fn step_back(&self, attachment: &Attachment, id: u64, outbox: &Outbox) {
        let mut live = attachment.room.lock().await;
        live.audience.subscribe(id, attachment.seat, outbox.clone());
    }
}
