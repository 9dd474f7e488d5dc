//! The clocks across a restart. Time while no server is up is not counted, time before
//! it is: every server stores the wall time it is alive at, every second, and the one
//! that comes up after a stop notes the stretch since as a downtime. A game read back
//! from storage replays its events at their stored wall times on a timeline without the
//! downtimes, so that the running clock has used what it had used when the last server
//! went (to within half a second) and runs on from there, however many stops came between.

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tracing::warn;

use crate::storage::Storage;

/// How often a server stores that it is alive: the most of a turn's time a crash can
/// give back. (A server that comes up beside another one alive notes at most this as
/// a downtime.)
pub const BEAT: Duration = Duration::from_millis(500);

/// Milliseconds since the Unix epoch, as storage keeps times.
pub fn wall_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Stores every [`BEAT`] that this server is alive, for as long as it runs.
pub fn keep_beating(storage: Arc<dyn Storage>) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(BEAT);
        loop {
            ticks.tick().await;
            if let Err(error) = storage.alive(wall_ms()).await {
                warn!(%error, "could not store that the server is alive");
            }
        }
    });
}

/// Stored wall times on this process's clock, with the downtimes cut out.
#[derive(Clone, Debug)]
pub struct Timeline {
    now: Instant,
    now_ms: i64,
    /// Each stretch no server was up, `(from_ms, to_ms)`.
    downtimes: Vec<(i64, i64)>,
}

impl Timeline {
    /// The timeline of games read back now, with these `downtimes`.
    pub fn new(downtimes: Vec<(i64, i64)>) -> Self {
        Timeline {
            now: Instant::now(),
            now_ms: wall_ms(),
            downtimes,
        }
    }

    /// The instant of the wall time `at_ms`: as long before now as a server was up
    /// since (at the latest now; the timeline's start when the system's clock does
    /// not reach that far back).
    pub fn instant(&self, at_ms: i64) -> Instant {
        let down: i64 = (self.downtimes.iter())
            .map(|&(from, to)| (to.min(self.now_ms) - from.max(at_ms)).max(0))
            .sum();
        let up = (self.now_ms - at_ms - down).max(0);
        (self.now.checked_sub(Duration::from_millis(up as u64))).unwrap_or(self.now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_no_server_was_up_is_cut_out() {
        let mut timeline = Timeline::new(vec![(10_000, 12_000), (15_000, 20_000)]);
        timeline.now_ms = 21_000;
        let up = |at_ms| {
            timeline
                .now
                .duration_since(timeline.instant(at_ms))
                .as_millis()
        };
        assert_eq!(up(20_500), 500);
        // 1 s after the last stop, 3 s between the stops, 1 s before the first.
        assert_eq!(up(9_000), 5_000);
        assert_eq!(up(16_000), 1_000);
        // A time past now (another server's clock a little ahead) is now.
        assert_eq!(up(22_000), 0);
    }
}
