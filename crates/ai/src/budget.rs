//! What a choice may spend: its time, its threads, and what ends it early.

use std::time::Duration;

/// Never asks a search to stop early.
fn never() -> bool {
    false
}

/// How long a choice is thought over, on how many threads, and what stops it early
/// (see [`crate::choose`]).
#[derive(Clone, Copy)]
pub struct Budget<'a> {
    /// The longest the search runs.
    pub time: Duration,
    /// Asked between slices: `true` ends the search at once (a player who stopped
    /// waiting, a closing window).
    pub stop: &'a dyn Fn() -> bool,
    /// The threads the search runs on (searches without helpers use one).
    pub threads: usize,
}

impl Budget<'static> {
    /// `time` on one thread, never stopped early.
    pub fn time(time: Duration) -> Self {
        Budget {
            time,
            stop: &never,
            threads: 1,
        }
    }
}

impl<'a> Budget<'a> {
    /// The same budget, ended early when `stop` returns `true`.
    pub fn stopping<'b>(self, stop: &'b dyn Fn() -> bool) -> Budget<'b> {
        Budget {
            time: self.time,
            stop,
            threads: self.threads,
        }
    }

    /// The same budget on `threads` threads.
    pub fn on_threads(self, threads: usize) -> Self {
        Budget { threads, ..self }
    }
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("time", &self.time)
            .field("threads", &self.threads)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_keeps_its_time_as_its_stop_and_threads_change() {
        let asked = std::cell::Cell::new(false);
        let stop = || {
            asked.set(true);
            true
        };
        let budget = Budget::time(Duration::from_millis(5));
        assert!(!(budget.stop)());
        let budget = budget.on_threads(2).stopping(&stop);
        assert_eq!((budget.time, budget.threads), (Duration::from_millis(5), 2));
        assert!((budget.stop)() && asked.get());
    }
}
