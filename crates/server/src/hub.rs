//! All live games of the server: creating, joining and resuming them, the lobby, the
//! limits per address, and what follows a change (storage of the end, the computer's
//! turn, the clock's flag).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use plateau_ai::Budget;
use plateau_ai::registry;
use plateau_rules::Seat;
use tokio::sync::{Mutex as AsyncMutex, Semaphore};
use tracing::{error, info, warn};

use crate::alive::{self, Timeline, wall_ms};
use crate::bus::{Bus, Note};
use crate::clock::Clocks;
use crate::config::Config;
use crate::event::{Event, Setup};
use crate::limit::Bucket;
use crate::outbox::Outbox;
use crate::protocol::{LobbyGame, ServerMessage};
use crate::room::{Change, Refusal, Request, Room};
use crate::secret;
use crate::storage::{GameStart, Storage, StorageError};

/// How often a server sharing its storage says it is alive.
const BEAT: Duration = Duration::from_secs(1);

/// How long a server not heard from is taken as gone (its clients' seats away).
const GONE_AFTER: Duration = Duration::from_secs(3);

/// The refusal of a change another server's change of the same game came before.
const STALE: &str = "stale";

/// A live game, locked while a change is checked, stored and shown.
pub type SharedRoom = Arc<AsyncMutex<Room>>;

/// Where a connection holds a seat or watches.
#[derive(Clone)]
pub struct Attachment {
    /// The game.
    pub room: SharedRoom,
    /// The seat held; none for a spectator.
    pub seat: Option<Seat>,
}

/// What one address holds.
struct AddressUse {
    connections: usize,
    messages: Bucket,
}

/// The server's games.
pub struct Hub {
    config: Config,
    storage: Arc<dyn Storage>,
    rooms: Mutex<HashMap<String, SharedRoom>>,
    /// Unfinished games by the address that created them.
    open_games: Mutex<HashMap<String, usize>>,
    addresses: Mutex<HashMap<IpAddr, AddressUse>>,
    thinkers: Arc<Semaphore>,
    /// How the servers sharing the storage tell each other what changed.
    bus: Arc<dyn Bus>,
    /// This server's number among them.
    instance: u64,
    /// The other servers heard from, and when last.
    peers: Mutex<HashMap<u64, Instant>>,
}

fn storage_refusal(error: StorageError) -> Refusal {
    error!(%error, "storage failed");
    Refusal::new(
        "storage",
        "the server could not store this; nothing changed",
    )
}

impl Hub {
    /// A hub on `storage` with every unfinished game restored from it, hearing the
    /// other servers of the storage on `bus`.
    pub async fn start(
        config: Config,
        storage: Arc<dyn Storage>,
        bus: Arc<dyn Bus>,
    ) -> Result<Arc<Hub>, StorageError> {
        // The stretch since a server was last alive is a downtime.
        let timeline = Timeline::new(storage.come_up(wall_ms()).await?);
        let stored = storage.unfinished().await?;
        let hub = Arc::new(Hub {
            thinkers: Arc::new(Semaphore::new(config.computer_threads.max(1))),
            config,
            storage,
            rooms: Mutex::new(HashMap::new()),
            open_games: Mutex::new(HashMap::new()),
            addresses: Mutex::new(HashMap::new()),
            bus,
            instance: getrandom::u64().map_err(|e| StorageError::new(e.to_string()))?,
            peers: Mutex::new(HashMap::new()),
        });
        if let Some(notes) = hub.bus.listen() {
            tokio::spawn(hub.clone().hear(notes));
        }
        let count = stored.len();
        for game in stored {
            let code = game.code.clone();
            match Room::restore(game, hub.config.claim_after, &timeline) {
                Ok(room) => {
                    if !room.archived() {
                        hub.count_open_games(room.creator(), 1);
                    }
                    let shared = Arc::new(AsyncMutex::new(room));
                    hub.lock_rooms().insert(code.clone(), shared.clone());
                    let mut room = shared.lock().await;
                    // A rematch agreed just before a stop starts now.
                    if room.rematch_agreed()
                        && let Err(refusal) = hub.rematch(&shared, &mut room).await
                    {
                        error!(code, ?refusal, "the agreed rematch could not start");
                    }
                    hub.settle(&shared, &mut room).await;
                }
                Err(reason) => error!(code, reason, "a stored game could not be restored"),
            }
        }
        info!(games = count, "games restored from storage");
        alive::keep_beating(hub.storage.clone());
        if hub.bus.shared() {
            hub.bus.say(Note::Ask {
                instance: hub.instance,
                code: None,
            });
            tokio::spawn(hub.clone().beat());
        }
        Ok(hub)
    }

    /// Acts on what the other servers say, in order, until the bus stops.
    async fn hear(self: Arc<Self>, mut notes: tokio::sync::mpsc::UnboundedReceiver<Note>) {
        while let Some(note) = notes.recv().await {
            let now = Instant::now();
            match note {
                Note::Stored { code, seq } => {
                    let Ok(shared) = self.room(&code) else {
                        continue; // not held here
                    };
                    let mut room = shared.lock().await;
                    if room.next_seq() <= seq
                        && let Err(refusal) = self.refresh(&shared, &mut room).await
                    {
                        error!(code, ?refusal, "a change stored elsewhere was not read");
                    }
                }
                Note::Presence {
                    instance,
                    code,
                    seats,
                } if instance != self.instance => {
                    self.heard_from(instance, now);
                    if let Ok(shared) = self.room(&code) {
                        let mut room = shared.lock().await;
                        if room.set_remote(instance, seats, now) {
                            room.broadcast(now);
                        }
                    }
                }
                Note::Ask { instance, code } if instance != self.instance => {
                    self.heard_from(instance, now);
                    let rooms: Vec<SharedRoom> = match code {
                        Some(code) => self.room(&code).into_iter().collect(),
                        None => self.lock_rooms().values().cloned().collect(),
                    };
                    for shared in rooms {
                        let room = shared.lock().await;
                        self.tell_presence(&room, 0);
                    }
                }
                Note::Alive { instance } if instance != self.instance => {
                    self.heard_from(instance, now);
                }
                Note::Lost => {
                    warn!("notes from the other servers may be lost: every game is read again");
                    let rooms: Vec<SharedRoom> = self.lock_rooms().values().cloned().collect();
                    for shared in rooms {
                        let mut room = shared.lock().await;
                        if let Err(refusal) = self.refresh(&shared, &mut room).await {
                            error!(code = room.code(), ?refusal, "a game was not read again");
                        }
                    }
                }
                // This server's own words.
                Note::Presence { .. } | Note::Ask { .. } | Note::Alive { .. } => {}
            }
        }
    }

    fn heard_from(&self, instance: u64, now: Instant) {
        let mut peers = self.peers.lock().unwrap_or_else(|e| e.into_inner());
        peers.insert(instance, now);
    }

    /// Says this server is alive every [`BEAT`]; a server not heard from for
    /// [`GONE_AFTER`] is gone: the seats only its clients held are away from now on.
    async fn beat(self: Arc<Self>) {
        let mut ticks = tokio::time::interval(BEAT);
        loop {
            ticks.tick().await;
            self.bus.say(Note::Alive {
                instance: self.instance,
            });
            let now = Instant::now();
            let gone: Vec<u64> = {
                let mut peers = self.peers.lock().unwrap_or_else(|e| e.into_inner());
                let gone = (peers.iter())
                    .filter(|(_, seen)| now.duration_since(**seen) > GONE_AFTER)
                    .map(|(instance, _)| *instance)
                    .collect::<Vec<_>>();
                for instance in &gone {
                    peers.remove(instance);
                }
                gone
            };
            if gone.is_empty() {
                continue;
            }
            warn!(?gone, "servers gone: their clients' seats are away");
            let rooms: Vec<SharedRoom> = self.lock_rooms().values().cloned().collect();
            for shared in rooms {
                let mut room = shared.lock().await;
                let mut changed = false;
                for instance in &gone {
                    changed |= room.set_remote(*instance, 0, now);
                }
                if changed {
                    room.broadcast(now);
                }
            }
        }
    }

    /// Tells the other servers which seats this one's connections hold in the game,
    /// when that is no longer `before` (and the storage is shared).
    fn tell_presence(&self, room: &Room, before: u64) {
        let seats = room.local_seats();
        if seats != before && self.bus.shared() {
            self.bus.say(Note::Presence {
                instance: self.instance,
                code: room.code().to_string(),
                seats,
            });
        }
    }

    /// The settings.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The storage.
    pub fn storage(&self) -> &dyn Storage {
        self.storage.as_ref()
    }

    fn lock_rooms(&self) -> std::sync::MutexGuard<'_, HashMap<String, SharedRoom>> {
        self.rooms.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Changes the count of `creator`'s unfinished games by `change`; the new count.
    fn count_open_games(&self, creator: &str, change: isize) -> usize {
        let mut open = self.open_games.lock().unwrap_or_else(|e| e.into_inner());
        let count = open.entry(creator.to_string()).or_insert(0);
        *count = count.saturating_add_signed(change);
        let now = *count;
        if now == 0 {
            open.remove(creator);
        }
        now
    }

    /// The live game with this code (as typed).
    pub fn room(&self, code: &str) -> Result<SharedRoom, Refusal> {
        secret::normalize_code(code)
            .and_then(|code| self.lock_rooms().get(&code).cloned())
            .ok_or_else(|| {
                Refusal::new("no_game", format!("no game is open with the code '{code}'"))
            })
    }

    /// The game with this code (as typed): live in memory, or, when other servers
    /// share the storage, an unfinished game one of them created, read from it.
    async fn find(self: &Arc<Self>, code: &str) -> Result<SharedRoom, Refusal> {
        match self.room(code) {
            Err(refusal) if self.storage.shared() => {
                let Some(code) = secret::normalize_code(code) else {
                    return Err(refusal);
                };
                self.load(&code, false).await?.ok_or(refusal)
            }
            found => found,
        }
    }

    /// Counts a new connection from `address`; refused past the limit.
    pub fn admit(&self, address: IpAddr) -> bool {
        let mut addresses = self.addresses.lock().unwrap_or_else(|e| e.into_inner());
        let rate = self.config.address_messages_per_second;
        let entry = addresses.entry(address).or_insert_with(|| AddressUse {
            connections: 0,
            messages: Bucket::new(rate, Instant::now()),
        });
        if entry.connections >= self.config.max_connections_per_address {
            return false;
        }
        entry.connections += 1;
        true
    }

    /// A connection from `address` closed.
    pub fn release(&self, address: IpAddr) {
        let mut addresses = self.addresses.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(entry) = addresses.get_mut(&address) {
            entry.connections = entry.connections.saturating_sub(1);
            if entry.connections == 0 {
                addresses.remove(&address);
            }
        }
    }

    /// Takes one message from `address`'s allowance; `false` when it is spent.
    pub fn allow_message(&self, address: IpAddr, now: Instant) -> bool {
        let mut addresses = self.addresses.lock().unwrap_or_else(|e| e.into_inner());
        addresses
            .get_mut(&address)
            .is_none_or(|entry| entry.messages.take(now))
    }

    /// Creates a game for `creator` and seats its creator: the code, the link, and the
    /// attachment.
    pub async fn create(
        self: &Arc<Self>,
        setup: Setup,
        name: &str,
        seat: Option<u8>,
        creator: IpAddr,
        connection: (u64, &Outbox),
    ) -> Result<Attachment, Refusal> {
        let creator = creator.to_string();
        if self.count_open_games(&creator, 0) >= self.config.max_games_per_address {
            warn!(%creator, "too many open games");
            return Err(Refusal::new(
                "too_many_games",
                format!(
                    "one address may have {} unfinished games at once",
                    self.config.max_games_per_address
                ),
            ));
        }
        check_name(name)?;
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
        let code = self.free_code();
        let room = Room::create(
            code.clone(),
            setup,
            creator.clone(),
            self.config.claim_after,
        )?;
        let game = room.setup().game.clone();
        let seat = room.open_seat(seat)?;
        self.storage
            .create(&code, room.setup(), &creator, wall_ms())
            .await
            .map_err(storage_refusal)?;
        self.count_open_games(&creator, 1);
        let shared = Arc::new(AsyncMutex::new(room));
        self.lock_rooms().insert(code.clone(), shared.clone());
        info!(code, game, "game created");
        let created = ServerMessage::Created {
            link: format!("{}/?join={code}", self.config.public_url),
            code: code.clone(),
        };
        // The creator's seat is stored before the code is given: nobody, on any
        // server, can take it first.
        let mut room = shared.lock().await;
        self.seat_person(
            &shared,
            &mut room,
            (Some(seat.0), name),
            connection,
            Some(created),
        )
        .await
    }

    fn free_code(&self) -> String {
        let rooms = self.lock_rooms();
        loop {
            let code = secret::new_code();
            if !rooms.contains_key(&code) {
                return code;
            }
        }
    }

    /// Seats a person in the game `code`, which then shows the game to the connection.
    pub async fn join(
        self: &Arc<Self>,
        code: &str,
        name: &str,
        seat: Option<u8>,
        connection: (u64, &Outbox),
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
        let mut room = shared.lock().await;
        self.refresh(&shared, &mut room).await?;
        self.seat_person(&shared, &mut room, (seat, name), connection, None)
            .await
    }

    /// Seats a person (at `seat`, or the first open one, under `name`): stored, then
    /// told (after `created`, for the creator), then shown the game.
    async fn seat_person(
        self: &Arc<Self>,
        shared: &SharedRoom,
        room: &mut Room,
        (seat, name): (Option<u8>, &str),
        connection: (u64, &Outbox),
        created: Option<ServerMessage>,
    ) -> Result<Attachment, Refusal> {
        let mut races = 0;
        let (seat, token) = loop {
            let taken = room.open_seat(seat)?;
            let (token, hash) = room.new_token();
            let join = Room::join_event(taken, name, &hash);
            match self.store(shared, room, join, Instant::now()).await {
                Ok(()) => break (taken, token),
                // Another server stored a change of this game first (another join,
                // often): the game caught up, and the seat is chosen again in it.
                Err(refusal) if refusal.code == STALE && races < 3 => races += 1,
                Err(refusal) => return Err(refusal),
            }
        };
        if let Some(created) = created {
            connection.1.send_message(&created);
        }
        connection.1.send_message(&ServerMessage::Joined {
            code: room.code().to_string(),
            seat: seat.0,
            token,
        });
        let before = room.local_seats();
        room.subscribe(connection.0, Some(seat), connection.1.clone());
        self.tell_presence(room, before);
        self.settle(shared, room).await;
        Ok(Attachment {
            room: shared.clone(),
            seat: Some(seat),
        })
    }

    /// Gives a connection back the seat of `token`.
    pub async fn resume(
        self: &Arc<Self>,
        token: &str,
        connection: (u64, &Outbox),
    ) -> Result<Attachment, Refusal> {
        let wrong = || Refusal::new("bad_token", "no seat of a game has this token");
        let code = secret::token_code(token).ok_or_else(wrong)?;
        let shared = match self.room(&code) {
            Ok(shared) => shared,
            Err(_) => self.load(&code, true).await?.ok_or_else(wrong)?,
        };
        let mut room = shared.lock().await;
        self.refresh(&shared, &mut room).await?;
        let Some(seat) = room.seat_of_token(&secret::token_hash(token)) else {
            // A finished game read back for this request alone is not kept in memory
            // (as `settle` would leave it): wrong tokens cannot fill the server.
            if room.is_over() && room.unwatched() && !room.rematch_pending() {
                self.lock_rooms().remove(room.code());
            }
            return Err(wrong());
        };
        connection.1.send_message(&ServerMessage::Joined {
            code: code.clone(),
            seat: seat.0,
            token: token.to_string(),
        });
        let before = room.local_seats();
        room.subscribe(connection.0, Some(seat), connection.1.clone());
        self.tell_presence(&room, before);
        room.broadcast(Instant::now());
        if let Some(rematch) = room.rematched().map(str::to_string) {
            self.hand_over_rematch(&room, seat, &rematch, connection.1)
                .await?;
        }
        Ok(Attachment {
            room: shared.clone(),
            seat: Some(seat),
        })
    }

    /// A game not in memory read back from storage: a finished one (when `finished`
    /// is asked) for a player who comes back to it (to see how it ended, or to take a
    /// seat in its rematch); an unfinished one only when other servers share the
    /// storage (alone, every unfinished game is in memory from the start).
    async fn load(
        self: &Arc<Self>,
        code: &str,
        finished: bool,
    ) -> Result<Option<SharedRoom>, Refusal> {
        let Some(stored) = self.storage.game(code).await.map_err(storage_refusal)? else {
            return Ok(None);
        };
        let wanted = if stored.finished {
            finished
        } else {
            self.storage.shared()
        };
        if !wanted {
            return Ok(None);
        }
        let unfinished = !stored.finished;
        let downtimes = self.storage.downtimes().await.map_err(storage_refusal)?;
        let timeline = Timeline::new(downtimes);
        let room = Room::restore(stored, self.config.claim_after, &timeline).map_err(|reason| {
            error!(code, reason, "a stored game could not be restored");
            Refusal::new("internal", reason)
        })?;
        let fresh = Arc::new(AsyncMutex::new(room));
        // Another connection may have read it back meanwhile: keep the first.
        let shared = self
            .lock_rooms()
            .entry(code.to_string())
            .or_insert_with(|| fresh.clone())
            .clone();
        if unfinished && Arc::ptr_eq(&shared, &fresh) {
            // Who holds its seats on the other servers.
            self.bus.say(Note::Ask {
                instance: self.instance,
                code: Some(code.to_string()),
            });
            // Its clock and the computer's turn run here too.
            let mut room = shared.lock().await;
            self.settle(&shared, &mut room).await;
        }
        Ok(Some(shared))
    }

    /// When other servers share the storage: the game brought up to date with what
    /// they stored, and shown again if that changed it.
    async fn refresh(
        self: &Arc<Self>,
        shared: &SharedRoom,
        room: &mut Room,
    ) -> Result<(), Refusal> {
        if self.storage.shared() && self.catch_up(room).await? {
            self.settle(shared, room).await;
        }
        Ok(())
    }

    /// Applies to the game what storage holds past it; whether there was any.
    async fn catch_up(&self, room: &mut Room) -> Result<bool, Refusal> {
        let events = self
            .storage
            .events_from(room.code(), room.next_seq())
            .await
            .map_err(storage_refusal)?;
        let now = Instant::now();
        let changed = !events.is_empty();
        for event in events {
            apply_stored(room, event, now)?;
        }
        Ok(changed)
    }

    /// A write refused: when another server stored that event number first, the game
    /// catches up and is shown as it now is, and the request is refused as stale.
    async fn refused_write(
        self: &Arc<Self>,
        shared: &SharedRoom,
        room: &mut Room,
        error: StorageError,
    ) -> Refusal {
        if !error.conflict {
            return storage_refusal(error);
        }
        info!(
            code = room.code(),
            "another server stored this game's change first"
        );
        if let Err(refusal) = self.catch_up(room).await {
            return refusal;
        }
        self.settle(shared, room).await;
        Refusal::new(
            STALE,
            "the game changed at the same moment on another server; this was not done \
             (the game as it is now was sent)",
        )
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
        let Ok(shared) = self.room(code) else {
            return Ok(());
        };
        let mut room = shared.lock().await;
        let (new_seat, Some(name)) = old.rematch_seat(seat) else {
            return Ok(());
        };
        let (token, hash) = room.new_token();
        self.store(
            &shared,
            &mut room,
            Room::join_event(new_seat, &name, &hash),
            Instant::now(),
        )
        .await?;
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
        connection: (u64, &Outbox),
    ) -> Result<Attachment, Refusal> {
        let shared = self.find(code).await?;
        let mut room = shared.lock().await;
        self.refresh(&shared, &mut room).await?;
        connection.1.send_message(&ServerMessage::Watching {
            code: room.code().to_string(),
        });
        room.subscribe(connection.0, None, connection.1.clone());
        let now = Instant::now();
        connection
            .1
            .send_message(&ServerMessage::State(Box::new(room.view(None, now))));
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
        attachment.room.lock().await.unsubscribe(id, Instant::now());
    }

    /// The second half of [`Self::leave`]: the others hear that a seat's connection left,
    /// and a finished game nobody sees any more is let go.
    pub async fn left(&self, attachment: &Attachment) {
        let mut room = attachment.room.lock().await;
        // The seats held here before the step off, which took this connection's seat
        // quietly: the other servers hear of it now.
        let before = room.local_seats() | attachment.seat.map_or(0, |seat| 1 << seat.index());
        self.tell_presence(&room, before);
        if room.is_over() && room.unwatched() {
            self.lock_rooms().remove(room.code());
        } else if attachment.seat.is_some() {
            room.broadcast(Instant::now());
        }
    }

    /// Undoes [`Self::step_off`] after a refused request: the connection holds or
    /// watches the game again as before.
    pub async fn step_back(&self, attachment: &Attachment, id: u64, outbox: &Outbox) {
        let mut room = attachment.room.lock().await;
        room.subscribe(id, attachment.seat, outbox.clone());
    }

    /// The listed games not over (only of `game` when given), at most 200.
    pub fn lobby(&self, game: Option<&str>) -> Vec<LobbyGame> {
        let rooms: Vec<SharedRoom> = self.lock_rooms().values().cloned().collect();
        let now = Instant::now();
        let mut games = Vec::new();
        for shared in rooms {
            // A game busy right now is left out of this listing.
            let Ok(room) = shared.try_lock() else {
                continue;
            };
            let setup = room.setup();
            if !setup.listed || room.is_over() {
                continue;
            }
            if game.is_some_and(|g| !g.eq_ignore_ascii_case(&setup.game)) {
                continue;
            }
            games.push(LobbyGame {
                code: room.code().to_string(),
                game: setup.game.clone(),
                options: setup.options.clone(),
                seats: room.seat_summaries(now),
                open: room.has_open_seat(),
                ply: room.ply(),
            });
            if games.len() == 200 {
                break;
            }
        }
        games.sort_by(|a, b| b.open.cmp(&a.open).then(a.code.cmp(&b.code)));
        games
    }

    /// Carries out `request` in the game: checked, stored, then shown to everyone.
    pub async fn act(
        self: &Arc<Self>,
        shared: &SharedRoom,
        request: Request,
    ) -> Result<(), Refusal> {
        let mut room = shared.lock().await;
        let mut races = 0;
        loop {
            let now = Instant::now();
            let stored = match room.check(&request, now)? {
                Change::Store(event) => self.store(shared, &mut room, event, now).await,
                Change::Offer(offer) => {
                    let asker = Seat(offer.from);
                    let event = if room.opponents_are_computers(asker) {
                        room.computer_answer(&offer).ok_or_else(|| {
                            Refusal::new("declined", "the computer plays on: it declines draws")
                        })?
                    } else {
                        Room::offer_event(offer)
                    };
                    self.store(shared, &mut room, event, now).await
                }
            };
            match stored {
                Ok(()) => break,
                // Another server stored a change of this game first: the game caught
                // up, and the request is checked again in it, as if it came second (a
                // play for a ply gone by is then refused as stale).
                Err(refusal) if refusal.code == STALE && races < 3 => races += 1,
                Err(refusal) => return Err(refusal),
            }
        }
        if room.rematch_agreed() {
            self.rematch(shared, &mut room).await?;
        }
        self.settle(shared, &mut room).await;
        Ok(())
    }

    /// Stores `event`, then applies it: nothing is shown before it is stored.
    async fn store(
        self: &Arc<Self>,
        shared: &SharedRoom,
        room: &mut Room,
        event: Event,
        now: Instant,
    ) -> Result<(), Refusal> {
        let event = room.stamp(event, now);
        let stored = self
            .storage
            .append(room.code(), room.next_seq(), &event, wall_ms())
            .await;
        if let Err(error) = stored {
            return Err(self.refused_write(shared, room, error).await);
        }
        self.bus.stored(room.code(), room.next_seq());
        apply_stored(room, event, now)
    }

    /// After a change: the end archived, everyone shown the game, the computer's turn
    /// and the clock's flag scheduled.
    async fn settle(self: &Arc<Self>, shared: &SharedRoom, room: &mut Room) {
        let now = Instant::now();
        if room.is_over() && !room.archived() {
            let record = room.record().to_json();
            match self.storage.finish(room.code(), &record).await {
                Ok(()) => {
                    room.set_archived();
                    self.count_open_games(room.creator(), -1);
                    info!(code = room.code(), outcome = ?room.outcome().map(|o| o.text), "game over");
                }
                // Restored and archived again at the next start.
                Err(error) => {
                    error!(%error, code = room.code(), "the finished game was not archived")
                }
            }
        }
        room.broadcast(now);
        if room.is_over() && room.unwatched() && !room.rematch_pending() {
            self.lock_rooms().remove(room.code());
            return;
        }
        self.schedule_computer(shared, room);
        self.schedule_flag(shared, room, now);
    }

    fn schedule_computer(self: &Arc<Self>, shared: &SharedRoom, room: &Room) {
        let Some((seat, level, copy)) = room.computer_turn() else {
            return;
        };
        let (hub, shared, seq, ply) = (self.clone(), shared.clone(), room.next_seq(), room.ply());
        tokio::spawn(async move {
            let Ok(permit) = hub.thinkers.clone().acquire_owned().await else {
                return;
            };
            let seed = wall_ms() as u64 ^ seq.rotate_left(32);
            let thought = tokio::task::spawn_blocking(move || {
                let _permit = permit;
                let time = Duration::from_millis(level.time_ms());
                registry::find(copy.game_id())
                    .and_then(|ai| ai.choose(copy.as_ref(), level, seed, Budget::time(time)))
            })
            .await;
            let action = match thought {
                Ok(Ok(action)) => action,
                Ok(Err(e)) => return error!(error = %e, "the computer found no action"),
                Err(e) => return error!(error = %e, "the computer's thread failed"),
            };
            if shared.lock().await.next_seq() != seq {
                return; // the game changed meanwhile (an undo, a resignation)
            }
            // For the ply it thought on: never played in a later position (another
            // server's computer may have answered first).
            let request = Request::Play(seat, action, Some(ply));
            if let Err(refusal) = hub.act(&shared, request).await {
                error!(?refusal, "the computer's action was refused");
            }
        });
    }

    fn schedule_flag(self: &Arc<Self>, shared: &SharedRoom, room: &mut Room, now: Instant) {
        let Some(wait) = room.until_flag(now) else {
            room.set_timer(None);
            return;
        };
        let (hub, weak, seq) = (self.clone(), Arc::downgrade(shared), room.next_seq());
        let task = tokio::spawn(async move {
            tokio::time::sleep(wait + Duration::from_millis(1)).await;
            let Some(shared) = weak.upgrade() else {
                return;
            };
            let mut room = shared.lock().await;
            let now = Instant::now();
            if room.next_seq() != seq {
                return;
            }
            if let Some(event) = room.flag_event(now) {
                if let Err(refusal) = hub.store(&shared, &mut room, event, now).await {
                    return error!(?refusal, "the flag could not be stored");
                }
                hub.settle(&shared, &mut room).await;
            }
        });
        room.set_timer(Some(task.abort_handle()));
    }

    /// Starts the rematch of a finished game: the seats turned round, each person told
    /// their new seat's token.
    async fn rematch(self: &Arc<Self>, shared: &SharedRoom, old: &mut Room) -> Result<(), Refusal> {
        let (setup, moves) = old.rematch_setup();
        let code = self.free_code();
        let mut room = Room::create(
            code.clone(),
            setup,
            old.creator().to_string(),
            self.config.claim_after,
        )?;
        let now = Instant::now();
        let mut joins = Vec::new();
        let mut tokens = Vec::new();
        for (new_seat, (old_seat, name)) in moves.into_iter().enumerate() {
            let Some(name) = name else { continue };
            let (token, hash) = room.new_token();
            joins.push(Room::join_event(Seat(new_seat as u8), &name, &hash));
            tokens.push((Seat(old_seat), new_seat as u8, token));
        }
        let started = Event::Rematched { code: code.clone() };
        // The new game, its seats and the old game's word that it started: stored
        // together, so that a crash between them leaves no game nobody can sit at.
        let start = GameStart {
            code: &code,
            setup: room.setup(),
            creator: old.creator(),
            events: &joins,
        };
        let stored = self
            .storage
            .start_rematch(start, old.code(), old.next_seq(), &started, wall_ms())
            .await;
        if let Err(error) = stored {
            return Err(self.refused_write(shared, old, error).await);
        }
        for seq in 0..joins.len() {
            self.bus.stored(&code, seq as u64);
        }
        self.bus.stored(old.code(), old.next_seq());
        for event in joins {
            apply_stored(&mut room, event, now)?;
        }
        apply_stored(old, started, now)?;
        self.count_open_games(old.creator(), 1);
        let new = Arc::new(AsyncMutex::new(room));
        self.lock_rooms().insert(code.clone(), new.clone());
        for (old_seat, seat, token) in tokens {
            old.send_to_seat(old_seat, || ServerMessage::Rematch {
                code: code.clone(),
                seat,
                token: token.clone(),
            });
        }
        let mut room = new.lock().await;
        self.settle(&new, &mut room).await;
        Ok(())
    }
}

/// Applies an event just stored to its game.
fn apply_stored(room: &mut Room, event: Event, now: Instant) -> Result<(), Refusal> {
    room.apply(event, now).map_err(|reason| {
        error!(code = room.code(), reason, "a stored event was not applied");
        Refusal::new("internal", reason)
    })
}

/// A player's name: 1 to 40 characters, no control characters.
fn check_name(name: &str) -> Result<(), Refusal> {
    let count = name.trim().chars().count();
    if count == 0 || count > 40 || name.chars().any(char::is_control) {
        return Err(Refusal::new(
            "bad_name",
            "a name has 1 to 40 characters, none of them control characters",
        ));
    }
    Ok(())
}
