//! The games held in memory by code, and the limits per address: connections,
//! messages, unfinished games.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

use tracing::warn;

use super::live::SharedRoom;
use super::lock;
use crate::config::Config;
use crate::limit::Bucket;
use crate::protocol::LobbyGame;
use crate::room::Refusal;
use crate::secret;

/// The most games a lobby listing holds.
const LOBBY_SIZE: usize = 200;

/// What one address holds.
struct AddressUse {
    connections: usize,
    messages: Bucket,
}

/// The limits per address, from the settings.
struct Limits {
    games: usize,
    connections: usize,
    messages_per_second: f64,
}

/// The games held in memory and what each address holds.
pub struct Registry {
    limits: Limits,
    rooms: Mutex<HashMap<String, SharedRoom>>,
    /// Unfinished games by the address that created them.
    open_games: Mutex<HashMap<String, usize>>,
    addresses: Mutex<HashMap<IpAddr, AddressUse>>,
}

impl Registry {
    /// No games yet, with the limits of `config`.
    pub fn new(config: &Config) -> Self {
        Registry {
            limits: Limits {
                games: config.max_games_per_address,
                connections: config.max_connections_per_address,
                messages_per_second: config.address_messages_per_second,
            },
            rooms: Mutex::new(HashMap::new()),
            open_games: Mutex::new(HashMap::new()),
            addresses: Mutex::new(HashMap::new()),
        }
    }

    /// The live game with this code (as typed).
    pub fn room(&self, code: &str) -> Result<SharedRoom, Refusal> {
        secret::normalize_code(code)
            .and_then(|code| lock(&self.rooms).get(&code).cloned())
            .ok_or_else(|| {
                Refusal::new("no_game", format!("no game is open with the code '{code}'"))
            })
    }

    /// Every live game.
    pub fn rooms(&self) -> Vec<SharedRoom> {
        lock(&self.rooms).values().cloned().collect()
    }

    /// Holds the game `code`.
    pub fn insert(&self, code: String, room: SharedRoom) {
        lock(&self.rooms).insert(code, room);
    }

    /// Holds the game `code` unless one is held already: the one held.
    pub fn keep_first(&self, code: &str, room: SharedRoom) -> SharedRoom {
        lock(&self.rooms)
            .entry(code.to_string())
            .or_insert(room)
            .clone()
    }

    /// Lets the game `code` go.
    pub fn remove(&self, code: &str) {
        lock(&self.rooms).remove(code);
    }

    /// A code no live game has.
    pub fn free_code(&self) -> String {
        let rooms = lock(&self.rooms);
        loop {
            let code = secret::new_code();
            if !rooms.contains_key(&code) {
                return code;
            }
        }
    }

    /// Changes the count of `creator`'s unfinished games by `change`; the new count.
    pub fn count_open_games(&self, creator: &str, change: isize) -> usize {
        let mut open = lock(&self.open_games);
        let count = open.entry(creator.to_string()).or_insert(0);
        *count = count.saturating_add_signed(change);
        let now = *count;
        if now == 0 {
            open.remove(creator);
        }
        now
    }

    /// Whether `creator` may create another game.
    pub fn may_create(&self, creator: &str) -> Result<(), Refusal> {
        if self.count_open_games(creator, 0) >= self.limits.games {
            warn!(%creator, "too many open games");
            return Err(Refusal::new(
                "too_many_games",
                format!(
                    "one address may have {} unfinished games at once",
                    self.limits.games
                ),
            ));
        }
        Ok(())
    }

    /// Counts a new connection from `address`; refused past the limit.
    pub fn admit(&self, address: IpAddr) -> bool {
        let mut addresses = lock(&self.addresses);
        let rate = self.limits.messages_per_second;
        let entry = addresses.entry(address).or_insert_with(|| AddressUse {
            connections: 0,
            messages: Bucket::new(rate, Instant::now()),
        });
        if entry.connections >= self.limits.connections {
            return false;
        }
        entry.connections += 1;
        true
    }

    /// A connection from `address` closed.
    pub fn release(&self, address: IpAddr) {
        let mut addresses = lock(&self.addresses);
        if let Some(entry) = addresses.get_mut(&address) {
            entry.connections = entry.connections.saturating_sub(1);
            if entry.connections == 0 {
                addresses.remove(&address);
            }
        }
    }

    /// Takes one message from `address`'s allowance at `now`; `false` when it is spent.
    pub fn allow_message(&self, address: IpAddr, now: Instant) -> bool {
        lock(&self.addresses)
            .get_mut(&address)
            .is_none_or(|entry| entry.messages.take(now))
    }

    /// The listed games not over (only of `game` when given), at most
    /// [`LOBBY_SIZE`], as they are at `now`.
    pub fn lobby(&self, game: Option<&str>, now: Instant) -> Vec<LobbyGame> {
        let mut games = Vec::new();
        for shared in self.rooms() {
            // A game busy right now is left out of this listing.
            let Ok(live) = shared.try_lock() else {
                continue;
            };
            let room = &live.room;
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
                seats: room.seat_summaries(live.audience.presence(), now),
                open: room.has_open_seat(),
                ply: room.ply(),
            });
            if games.len() == LOBBY_SIZE {
                break;
            }
        }
        games.sort_by(|a, b| b.open.cmp(&a.open).then(a.code.cmp(&b.code)));
        games
    }
}
