//! The transposition table of [`crate::alphabeta`]: what the search has learnt of each
//! position it met, by the position's hash, shared by every thread searching the same
//! root (lazy SMP: the threads meet in the table, and each finds there the values and
//! best actions the others found).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

/// How a stored value bounds the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The value itself.
    Exact,
    /// The true value is at least this (a cut-off above beta).
    Lower,
    /// The true value is at most this (nothing reached alpha).
    Upper,
}

/// What the search learnt of one position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry<A> {
    /// Decisions searched below the position.
    pub depth: u32,
    /// Its value, from the root team's point of view.
    pub value: f32,
    /// How `value` bounds the true value.
    pub bound: Bound,
    /// The best action found there, if any.
    pub best: Option<A>,
}

/// The keys are already hashes: they index the map as they are.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

type Shard<A> = HashMap<u64, Entry<A>, BuildHasherDefault<KeyHasher>>;

/// Shards, each behind its own lock, so that threads seldom wait for each other.
const SHARDS: usize = 64;

/// The table: positions' hashes to entries, split into locked shards.
pub(crate) struct Table<A> {
    shards: Box<[Mutex<Shard<A>>]>,
}

impl<A: Copy> Table<A> {
    /// An empty table.
    pub fn new() -> Self {
        Table {
            shards: (0..SHARDS).map(|_| Mutex::new(Shard::default())).collect(),
        }
    }

    fn shard(&self, hash: u64) -> std::sync::MutexGuard<'_, Shard<A>> {
        // The high bits choose the shard; the map uses the whole hash.
        self.shards[(hash >> 58) as usize % SHARDS]
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// The entry of the position hashed `hash`, if any.
    pub fn get(&self, hash: u64) -> Option<Entry<A>> {
        self.shard(hash).get(&hash).copied()
    }

    /// Stores `entry` for the position hashed `hash`, in place of what was there.
    pub fn insert(&self, hash: u64, entry: Entry<A>) {
        self.shard(hash).insert(hash, entry);
    }
}

/// The positions that the threads searching one root are searching now (those at least
/// [`Busy::MIN_DEPTH`] deep), by hash: a thread that meets one of them puts it off, so
/// that the threads split the work and the later one finds the position in the table.
/// A slot holds one hash; a collision forgets the older one (only an order is lost).
pub(crate) struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Busy {
    /// Searches shallower than this are not worth putting off.
    pub const MIN_DEPTH: u32 = 2;

    const SLOTS: usize = 1 << 12;

    /// No position being searched.
    pub fn new() -> Self {
        Busy {
            slots: (0..Self::SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn slot(&self, hash: u64) -> &AtomicU64 {
        &self.slots[hash as usize % Self::SLOTS]
    }

    /// A thread starts searching the position hashed `hash`, `depth` decisions deep.
    pub fn enter(&self, hash: u64, depth: u32) {
        if depth >= Self::MIN_DEPTH {
            self.slot(hash).store(hash, Ordering::Relaxed);
        }
    }

    /// The search of the position hashed `hash` is over (or abandoned).
    pub fn leave(&self, hash: u64) {
        let _ = self
            .slot(hash)
            .compare_exchange(hash, 0, Ordering::Relaxed, Ordering::Relaxed);
    }

    /// Whether a thread is searching the position hashed `hash`.
    pub fn holds(&self, hash: u64) -> bool {
        hash != 0 && self.slot(hash).load(Ordering::Relaxed) == hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_found_by_hash_and_replaced() {
        let table = Table::<u8>::new();
        let entry = |depth, best| Entry {
            depth,
            value: 0.5,
            bound: Bound::Exact,
            best,
        };
        let (a, b) = (0x0123_4567_89ab_cdef, u64::MAX);
        assert!(table.get(a).is_none());
        table.insert(a, entry(3, Some(1)));
        table.insert(b, entry(1, None));
        assert_eq!(table.get(a).map(|e| (e.depth, e.best)), Some((3, Some(1))));
        table.insert(a, entry(4, Some(2)));
        assert_eq!(table.get(a).map(|e| (e.depth, e.best)), Some((4, Some(2))));
        assert_eq!(table.get(b).map(|e| e.depth), Some(1));
    }
}
