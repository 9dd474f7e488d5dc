//! Refusals for abuse (floods, oversized or malformed messages), counted over a sliding
//! window: a connection is closed when it earns too many within the window, however
//! long it lived; a client that backs off after a refusal is never cut off.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// The refusals of one connection within the last window.
#[derive(Clone, Debug)]
pub struct Strikes {
    /// When each refusal of the window came, oldest first (at most `limit`).
    times: VecDeque<Instant>,
    limit: usize,
    window: Duration,
}

impl Strikes {
    /// No refusal yet; `limit` of them within `window` close the connection.
    pub fn new(limit: usize, window: Duration) -> Self {
        Strikes {
            times: VecDeque::new(),
            limit: limit.max(1),
            window,
        }
    }

    /// Counts a refusal at `now`: whether it is the `limit`-th within the window that
    /// ends now (then the connection closes).
    pub fn strike(&mut self, now: Instant) -> bool {
        while self
            .times
            .front()
            .is_some_and(|&at| now.saturating_duration_since(at) >= self.window)
        {
            self.times.pop_front();
        }
        if self.times.len() == self.limit {
            self.times.pop_front();
        }
        self.times.push_back(now);
        self.times.len() >= self.limit
    }

    /// The refusals within the window, as last counted.
    pub fn count(&self) -> usize {
        self.times.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_of_refusals_closes_the_connection() {
        let start = Instant::now();
        let mut strikes = Strikes::new(50, Duration::from_secs(10));
        for i in 0..49 {
            assert!(!strikes.strike(start + Duration::from_millis(i * 10)));
        }
        assert!(strikes.strike(start + Duration::from_millis(490)));
        // Anywhere within the window: the 50th refusal 9.9 s after the first.
        let mut strikes = Strikes::new(50, Duration::from_secs(10));
        assert!(!strikes.strike(start));
        for i in 1..49 {
            assert!(!strikes.strike(start + Duration::from_millis(9_000 + i)));
        }
        assert!(strikes.strike(start + Duration::from_millis(9_900)));
    }

    #[test]
    fn refusals_spread_over_a_long_time_never_close_it() {
        let start = Instant::now();
        let mut strikes = Strikes::new(50, Duration::from_secs(10));
        // Ten thousand refusals over seven hours, one every 2.5 s.
        for i in 0..10_000 {
            assert!(!strikes.strike(start + Duration::from_millis(i * 2_500)));
        }
        assert_eq!(strikes.count(), 4);
        // Three bursts of 20 refusals, ten seconds apart (a client that backs off).
        let mut strikes = Strikes::new(50, Duration::from_secs(10));
        for burst in 0..3 {
            for i in 0..20 {
                let at = start + Duration::from_secs(burst * 10) + Duration::from_millis(i);
                assert!(!strikes.strike(at), "burst {burst}");
            }
        }
        // The same bursts 1.5 s apart are a flood.
        let mut strikes = Strikes::new(50, Duration::from_secs(10));
        let closed = (0..3)
            .flat_map(|burst| (0..20).map(move |i| burst * 1_500 + i))
            .map(|ms| strikes.strike(start + Duration::from_millis(ms)))
            .position(|closed| closed);
        assert_eq!(closed, Some(49));
    }
}
