//! Rate limits: a token bucket that refills at a steady rate up to a burst.

use std::time::Instant;

/// Allows `rate` events per second on average, in bursts of up to twice that.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket.
    pub fn new(rate: f64, now: Instant) -> Self {
        Bucket::with_burst(rate, rate * 2.0, now)
    }

    /// A full bucket of `burst` tokens (at least one) refilled at `rate` a second.
    pub fn with_burst(rate: f64, burst: f64, now: Instant) -> Self {
        let burst = burst.max(1.0);
        Bucket {
            tokens: burst,
            rate,
            burst,
            last: now,
        }
    }

    /// Takes one token; `false` when none is left.
    pub fn take(&mut self, now: Instant) -> bool {
        self.refill(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket has refilled whole by `now` (it can be forgotten: a new one
    /// would be the same).
    pub fn is_full(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.burst
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        self.last = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_passes_then_the_rate_holds() {
        let start = Instant::now();
        let mut bucket = Bucket::new(10.0, start);
        assert_eq!((0..30).filter(|_| bucket.take(start)).count(), 20);
        assert!(bucket.take(start + Duration::from_millis(100)));
        assert!(!bucket.take(start + Duration::from_millis(100)));
    }

    #[test]
    fn a_slow_bucket_allows_its_burst_then_one_each_period_and_refills() {
        let start = Instant::now();
        // Five at once, then one a minute.
        let mut bucket = Bucket::with_burst(1.0 / 60.0, 5.0, start);
        assert_eq!((0..10).filter(|_| bucket.take(start)).count(), 5);
        assert!(!bucket.take(start + Duration::from_secs(30)));
        assert!(bucket.take(start + Duration::from_secs(61)));
        assert!(!bucket.is_full(start + Duration::from_secs(61)));
        assert!(bucket.is_full(start + Duration::from_secs(61 + 300)));
    }
}
