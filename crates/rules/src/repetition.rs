//! Ending endless games: the positions met so far and the turns played, for the
//! threefold-repetition draw and the `max_plies` draw (the movement games of the Kadon
//! board, Zen l'Initié, Yin-Yang).
//!
//! A game keeps a [`PositionLog`] in its state, records the position (its own key: the
//! pieces and the seat to move, never the counters) at the start of every turn, and
//! ends in a draw with [`crate::EndReason::Repetition`] or [`crate::EndReason::PlyLimit`]
//! as its rules say. The log is shared copy-on-write: cloning a state (undo, the AI's
//! search) copies one pointer, and the first position recorded in a clone copies the
//! keys (a few hundred words at most), after which recording is a push. A filter of
//! the keys seen answers most counts without looking through them.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;
use std::sync::Arc;

/// The positions recorded at the start of each turn, oldest first, and the number of
/// turns played.
#[derive(Clone, Debug, Default)]
pub struct PositionLog {
    history: Option<Arc<History>>,
    plies: u32,
}

/// Bits in the filter of the keys seen.
const FILTER_BITS: usize = 1024;

/// The recorded keys, and a filter of them: bit `key % FILTER_BITS` is set for every
/// key recorded, so a key whose bit is clear was never recorded.
#[derive(Debug, Default)]
struct History {
    keys: Vec<u64>,
    filter: [u64; FILTER_BITS / 64],
}

impl History {
    /// The word of the filter holding `key`'s bit, and the bit.
    fn filter_bit(key: u64) -> (usize, u64) {
        let bit = key as usize % FILTER_BITS;
        (bit / 64, 1 << (bit % 64))
    }

    /// Whether `key` may have been recorded (`false`: certainly not).
    fn may_hold(&self, key: u64) -> bool {
        let (word, bit) = Self::filter_bit(key);
        self.filter[word] & bit != 0
    }
}

impl Clone for History {
    /// A copy with room to grow: a clone is made to record more positions.
    fn clone(&self) -> Self {
        let mut keys = Vec::with_capacity(self.keys.len() + 64);
        keys.extend_from_slice(&self.keys);
        History {
            keys,
            filter: self.filter,
        }
    }
}

/// A fast hasher with fixed keys for positions: each word is mixed in with the 64-bit
/// finaliser of MurmurHash3.
struct KeyHasher(u64);

impl KeyHasher {
    /// Mixes in one word.
    fn word(&mut self, word: u64) {
        let mut h = (self.0 ^ word).wrapping_add(0x9E37_79B9_7F4A_7C15);
        h ^= h >> 33;
        h = h.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        h ^= h >> 33;
        h = h.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
        h ^= h >> 33;
        self.0 = h;
    }
}

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0; 8];
            word.copy_from_slice(chunk);
            self.word(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0; 8];
            word[..rest.len()].copy_from_slice(rest);
            // The length marks the tail apart from a full word ending in zeros.
            self.word(u64::from_le_bytes(word) ^ (rest.len() as u64) << 60);
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.word(u64::from(i));
    }

    fn write_u16(&mut self, i: u16) {
        self.word(u64::from(i));
    }

    fn write_u32(&mut self, i: u32) {
        self.word(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.word(i);
    }

    fn write_u128(&mut self, i: u128) {
        self.word(i as u64);
        self.word((i >> 64) as u64);
    }

    fn write_usize(&mut self, i: usize) {
        self.word(i as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl PositionLog {
    /// A position's key: a hash of what makes the position (the same every run).
    pub fn key_of<T: Hash + ?Sized>(position: &T) -> u64 {
        let mut hasher = KeyHasher(0);
        position.hash(&mut hasher);
        hasher.finish()
    }

    /// An empty log that counts `plies` turns already played (a game set up from a
    /// position text, which keeps the count but not the positions).
    pub fn with_plies(plies: u32) -> Self {
        PositionLog {
            history: None,
            plies,
        }
    }

    /// Records the position `key` at the start of a turn; returns how many times it has
    /// now occurred (3 ends the game by repetition).
    pub fn record(&mut self, key: u64) -> u32 {
        let count = self.occurrences(key) + 1;
        let history = Arc::make_mut(self.history.get_or_insert_default());
        history.keys.push(key);
        let (word, bit) = History::filter_bit(key);
        history.filter[word] |= bit;
        count
    }

    /// How many times `key` has been recorded.
    pub fn occurrences(&self, key: u64) -> u32 {
        match &self.history {
            Some(history) if history.may_hold(key) => {
                history.keys.iter().filter(|&&k| k == key).count() as u32
            }
            _ => 0,
        }
    }

    /// Counts one more turn played.
    pub fn count_turn(&mut self) {
        self.plies = self.plies.saturating_add(1);
    }

    /// The turns played so far.
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// Whether `max_plies` turns have been played (`0`: no limit).
    pub fn limit_reached(&self, max_plies: u32) -> bool {
        max_plies > 0 && self.plies >= max_plies
    }

    /// Forgets the positions but keeps the turn count (a new round of Zen l'Initié:
    /// repetition counts within a round, `max_plies` over the match).
    pub fn clear_positions(&mut self) {
        self.history = None;
    }

    /// The recorded keys, oldest first.
    fn keys(&self) -> &[u64] {
        self.history.as_deref().map_or(&[], |h| &h.keys)
    }
}

impl PartialEq for PositionLog {
    fn eq(&self, other: &Self) -> bool {
        if self.plies != other.plies {
            return false;
        }
        match (&self.history, &other.history) {
            (Some(a), Some(b)) if Arc::ptr_eq(a, b) => true,
            _ => self.keys() == other.keys(),
        }
    }
}

impl Eq for PositionLog {}

impl Hash for PositionLog {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.plies.hash(state);
        self.keys().last().hash(state);
    }
}

/// A game state's [`PositionLog`]: equal, and hashed, by the turns played alone. The
/// positions met before are history that a position text does not carry, so two states
/// that differ only there are equal (the same position, the same counters). It reads
/// as the log it holds; its own methods record.
#[derive(Clone, Default)]
pub struct TurnLog(PositionLog);

impl fmt::Debug for TurnLog {
    /// As the log it holds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl From<PositionLog> for TurnLog {
    fn from(log: PositionLog) -> Self {
        TurnLog(log)
    }
}

impl Deref for TurnLog {
    type Target = PositionLog;

    fn deref(&self) -> &PositionLog {
        &self.0
    }
}

impl TurnLog {
    /// Records the position `key` at the start of a turn ([`PositionLog::record`]).
    pub fn record(&mut self, key: u64) -> u32 {
        self.0.record(key)
    }

    /// Counts one more turn played ([`PositionLog::count_turn`]).
    pub fn count_turn(&mut self) {
        self.0.count_turn();
    }

    /// Forgets the positions but keeps the turn count
    /// ([`PositionLog::clear_positions`]).
    pub fn clear_positions(&mut self) {
        self.0.clear_positions();
    }
}

impl PartialEq for TurnLog {
    fn eq(&self, other: &Self) -> bool {
        self.plies() == other.plies()
    }
}

impl Eq for TurnLog {}

impl Hash for TurnLog {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.plies().hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_third_occurrence_is_counted() {
        let mut log = PositionLog::default();
        let a = PositionLog::key_of(&("a", 0u8));
        let b = PositionLog::key_of(&("b", 1u8));
        assert_ne!(a, b);
        assert_eq!(log.record(a), 1);
        assert_eq!(log.record(b), 1);
        let before = log.clone();
        assert_eq!(log.record(a), 2);
        assert_eq!(log.record(b), 2);
        assert_eq!(log.record(a), 3);
        // Clones share the history and stay as they were.
        assert_eq!(before.occurrences(a), 1);
        assert_ne!(before, log);
        log.clear_positions();
        assert_eq!(log.occurrences(a), 0);
    }

    #[test]
    fn the_ply_limit() {
        let mut log = PositionLog::default();
        assert!(!log.limit_reached(0));
        for _ in 0..3 {
            log.count_turn();
        }
        assert!(log.limit_reached(3));
        assert!(!log.limit_reached(4));
        assert!(!log.limit_reached(0));
        assert_eq!(log.plies(), 3);
        let set_up = PositionLog::with_plies(3);
        assert_eq!(set_up.plies(), 3);
        assert!(set_up.limit_reached(3));
    }

    #[test]
    fn equal_histories_are_equal() {
        let mut one = PositionLog::default();
        let mut two = PositionLog::default();
        for key in [5, 6, 5] {
            one.record(key);
            two.record(key);
        }
        assert_eq!(one, two);
        two.record(7);
        assert_ne!(one, two);
    }

    #[test]
    fn turn_logs_compare_by_the_turns_played() {
        let mut one = TurnLog::default();
        let mut two = TurnLog::from(PositionLog::default());
        one.record(5);
        assert_eq!(one, two);
        assert_eq!(PositionLog::key_of(&one), PositionLog::key_of(&two));
        two.count_turn();
        assert_ne!(one, two);
        assert_eq!(PositionLog::key_of(&two), PositionLog::key_of(&1u32));
    }
}
