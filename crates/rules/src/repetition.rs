//! Ending endless games: the positions met so far and the turns played, for the
//! threefold-repetition draw and the `max_plies` draw (the movement games of the Kadon
//! board, Zen l'Initié, Yin-Yang).
//!
//! A game keeps a [`PositionLog`] in its state, records the position (its own key: the
//! pieces and the seat to move, never the counters) at the start of every turn, and
//! ends in a draw with [`crate::EndReason::Repetition`] or [`crate::EndReason::PlyLimit`]
//! as its rules say. The log is a shared list: cloning a state (undo, the AI's search)
//! copies one pointer, not the history.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;

/// The positions recorded at the start of each turn, newest first, and the number of
/// turns played.
#[derive(Clone, Debug, Default)]
pub struct PositionLog {
    newest: Option<Arc<Entry>>,
    plies: u32,
}

#[derive(Debug)]
struct Entry {
    key: u64,
    older: Option<Arc<Entry>>,
}

impl PositionLog {
    /// A position's key: a hash of what makes the position (the same every run).
    pub fn key_of<T: Hash + ?Sized>(position: &T) -> u64 {
        let mut hasher = DefaultHasher::new();
        position.hash(&mut hasher);
        hasher.finish()
    }

    /// An empty log that counts `plies` turns already played (a game set up from a
    /// position text, which keeps the count but not the positions).
    pub fn with_plies(plies: u32) -> Self {
        PositionLog {
            newest: None,
            plies,
        }
    }

    /// Records the position `key` at the start of a turn; returns how many times it has
    /// now occurred (3 ends the game by repetition).
    pub fn record(&mut self, key: u64) -> u32 {
        let count = self.occurrences(key) + 1;
        self.newest = Some(Arc::new(Entry {
            key,
            older: self.newest.take(),
        }));
        count
    }

    /// How many times `key` has been recorded.
    pub fn occurrences(&self, key: u64) -> u32 {
        self.keys().filter(|&k| k == key).count() as u32
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
        self.newest = None;
    }

    /// The recorded keys, newest first.
    fn keys(&self) -> impl Iterator<Item = u64> + '_ {
        let mut entry = self.newest.as_deref();
        std::iter::from_fn(move || {
            let current = entry?;
            entry = current.older.as_deref();
            Some(current.key)
        })
    }
}

impl PartialEq for PositionLog {
    fn eq(&self, other: &Self) -> bool {
        if self.plies != other.plies {
            return false;
        }
        match (&self.newest, &other.newest) {
            (Some(a), Some(b)) if Arc::ptr_eq(a, b) => true,
            _ => self.keys().eq(other.keys()),
        }
    }
}

impl Eq for PositionLog {}

impl Hash for PositionLog {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.plies.hash(state);
        self.keys().next().hash(state);
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
}
