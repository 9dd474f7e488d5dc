//! Quick games: the pool of players waiting for an opponent, and how two are paired.
//! A pure pool: no I/O, every time given (ms), colours drawn by a coin the caller
//! gives. The storage builds one from the requests of every server and pairs it
//! ([`crate::storage::QuickPool`]), on each request and every second.
//!
//! Rules (docs/online-protocol.md, "Quick game"): a player waits in one pool at a
//! time (a new request replaces the old one); two waiting players are paired when they
//! asked for the same game, options and clock, both rated or both not, and are not the
//! same player (one account on two connections); a rated request needs an account
//! and a clock. Rated players are paired by rating: each sees the other within its
//! own [`window`], ±100 at first, widening by 50 every 5 s of waiting up to ±500;
//! the longest waiting is paired first, with the nearest rating. Unrated requests
//! (guests, or anyone) are paired in the order they came.

#[cfg(test)]
mod tests;
mod window;

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

pub use window::window;

/// Who waits: an account, or a guest known by its connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PlayerKey {
    /// A signed-in player.
    Account(i64),
    /// A guest, by its connection ([`Request::connection`]).
    Guest(Connection),
}

/// A connection: the server it is on (several share a Postgres database) and that
/// server's number for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Connection {
    /// The server's number.
    pub instance: u64,
    /// The connection's number on it.
    pub id: u64,
}

/// What game a player asks for: paired only with the same.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Wanted {
    /// The game's id, as the catalog writes it.
    pub game: String,
    /// Every option with its value, as the game reads them (defaults included).
    pub options: Vec<(String, String)>,
    /// Each side's time and the increment, in ms; none: no clock.
    pub clock: Option<(u64, u64)>,
}

/// A player's request for a quick game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Who asks.
    pub player: PlayerKey,
    /// The connection that waits (a dropped connection leaves the pool).
    pub connection: Connection,
    /// The player's rating and its deviation in this game, when signed in.
    pub rating: Option<(f64, f64)>,
    /// The game asked for.
    pub wanted: Wanted,
    /// Whether the game is to be rated.
    pub rated: bool,
    /// Since when the player waits (ms).
    pub since_ms: u64,
}

impl Request {
    /// Whether the request may wait: a rated one needs an account with a rating, and
    /// a clock.
    pub fn check(&self) -> Result<(), PoolError> {
        if self.rated {
            if !matches!(self.player, PlayerKey::Account(_)) || self.rating.is_none() {
                return Err(PoolError::RatedNeedsAccount);
            }
            if self.wanted.clock.is_none() {
                return Err(PoolError::RatedNeedsClock);
            }
        }
        Ok(())
    }
}

/// Why a request was refused; the pool is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PoolError {
    /// A rated game needs a signed-in player (with a rating).
    RatedNeedsAccount,
    /// A rated game needs a clock.
    RatedNeedsClock,
}

impl std::fmt::Display for PoolError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PoolError::RatedNeedsAccount => "a rated game is for signed-in players",
            PoolError::RatedNeedsClock => "a rated game has a clock",
        })
    }
}

impl std::error::Error for PoolError {}

/// Two players paired: `seats[0]` takes seat 0, drawn by lot.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    /// The requests, in seat order.
    pub seats: [Request; 2],
}

/// The players waiting.
#[derive(Clone, Debug, Default)]
pub struct Pool {
    waiting: HashMap<PlayerKey, Request>,
}

impl Pool {
    /// An empty pool.
    pub fn new() -> Pool {
        Pool::default()
    }

    /// `request` waits from now on, in place of the player's request before (returned).
    pub fn ask(&mut self, request: Request) -> Result<Option<Request>, PoolError> {
        request.check()?;
        Ok(self.waiting.insert(request.player, request))
    }

    /// The player stops waiting: its request, if it waited.
    pub fn cancel(&mut self, player: PlayerKey) -> Option<Request> {
        self.waiting.remove(&player)
    }

    /// The connection closed: the request it waited with, if any, leaves.
    pub fn leave(&mut self, connection: Connection) -> Option<Request> {
        let player = self
            .waiting
            .values()
            .find(|r| r.connection == connection)?
            .player;
        self.waiting.remove(&player)
    }

    /// How many players wait, by game id.
    pub fn counts(&self) -> BTreeMap<String, usize> {
        let mut counts = BTreeMap::new();
        for request in self.waiting.values() {
            *counts.entry(request.wanted.game.clone()).or_default() += 1;
        }
        counts
    }

    /// How many players wait in all.
    pub fn len(&self) -> usize {
        self.waiting.len()
    }

    /// Whether nobody waits.
    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }

    /// Pairs every two compatible players waiting at `now_ms` and takes them out of
    /// the pool; `coin` draws who takes seat 0 (`true`: the longer waiting).
    pub fn pair(&mut self, now_ms: u64, coin: &mut impl FnMut() -> bool) -> Vec<Pairing> {
        let mut groups: HashMap<(&Wanted, bool), Vec<&Request>> = HashMap::new();
        for request in self.waiting.values() {
            groups
                .entry((&request.wanted, request.rated))
                .or_default()
                .push(request);
        }
        let mut pairs = Vec::new();
        for ((_, rated), mut group) in groups {
            // The longest waiting first (then by player, so that a tick is repeatable).
            group.sort_by_key(|r| (r.since_ms, r.player));
            if rated {
                pair_by_rating(&group, now_ms, &mut pairs);
            } else {
                pair_in_order(&group, &mut pairs);
            }
        }
        pairs
            .into_iter()
            .map(|(first, second)| {
                let mut take = |p: PlayerKey| self.waiting.remove(&p).expect("waiting");
                let (a, b) = (take(first), take(second));
                let seats = if coin() { [a, b] } else { [b, a] };
                Pairing { seats }
            })
            .collect()
    }
}

/// Pairs unrated requests (sorted by arrival) in order, never a player with itself.
fn pair_in_order(group: &[&Request], pairs: &mut Vec<(PlayerKey, PlayerKey)>) {
    let mut open: Option<PlayerKey> = None;
    for request in group {
        match open {
            Some(first) if first != request.player => {
                pairs.push((first, request.player));
                open = None;
            }
            _ => open = Some(request.player),
        }
    }
}

/// Pairs rated requests (sorted by arrival): each in turn, the longest waiting first,
/// with the nearest rating that each one's window holds at `now_ms`.
fn pair_by_rating(group: &[&Request], now_ms: u64, pairs: &mut Vec<(PlayerKey, PlayerKey)>) {
    let rating = |r: &Request| r.rating.map_or(0.0, |(rating, _)| rating);
    let reach = |r: &Request| window(now_ms.saturating_sub(r.since_ms));
    // Indices into `group` by rating.
    let mut by_rating: Vec<usize> = (0..group.len()).collect();
    by_rating.sort_by(|&a, &b| rating(group[a]).total_cmp(&rating(group[b])));
    let mut place = vec![0; group.len()];
    for (position, &index) in by_rating.iter().enumerate() {
        place[index] = position;
    }
    let mut paired = vec![false; group.len()];
    for (index, request) in group.iter().enumerate() {
        if paired[index] {
            continue;
        }
        let (own, reach_own) = (rating(request), reach(request));
        let fits = |other: usize| {
            let candidate = group[other];
            let gap = (rating(candidate) - own).abs();
            !paired[other]
                && candidate.player != request.player
                && gap <= reach_own
                && gap <= reach(candidate)
        };
        // The nearest ratings first, outwards on both sides until past the window.
        let (mut below, mut above) = (place[index].checked_sub(1), place[index] + 1);
        let mut best: Option<usize> = None;
        loop {
            let low = below.map(|p| by_rating[p]);
            let high = (above < by_rating.len()).then(|| by_rating[above]);
            let gap =
                |i: Option<usize>| i.map_or(f64::INFINITY, |i| (rating(group[i]) - own).abs());
            let next = if gap(low) <= gap(high) { low } else { high };
            let Some(next) = next else { break };
            if gap(Some(next)) > reach_own {
                break;
            }
            if fits(next) {
                best = Some(next);
                break;
            }
            if Some(next) == low {
                below = below.and_then(|p| p.checked_sub(1));
            } else {
                above += 1;
            }
        }
        if let Some(other) = best {
            paired[index] = true;
            paired[other] = true;
            pairs.push((request.player, group[other].player));
        }
    }
}
