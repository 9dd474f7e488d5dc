//! Game clocks kept by the server: each seat's time left, the running seat's counted
//! from when its turn began.

use std::time::{Duration, Instant};

use crate::protocol::ClockPlan;

/// The clocks of one game.
#[derive(Clone, Debug)]
pub struct Clocks {
    /// Each seat's time left when its clock last stopped, in ms.
    left_ms: Vec<u64>,
    /// Added to a seat's time after each of its actions, in ms.
    increment_ms: u64,
    /// The running seat and since when; none before the first action is awaited or
    /// after the end.
    running: Option<(usize, Instant)>,
}

impl Clocks {
    /// Clocks at their start for `seats` seats; `None` when the plan is not a time.
    pub fn new(plan: &ClockPlan, seats: usize) -> Option<Self> {
        let valid = |x: f64, max: f64| x.is_finite() && (0.0..=max).contains(&x);
        if !valid(plan.minutes, 24.0 * 60.0) || plan.minutes == 0.0 {
            return None;
        }
        if !valid(plan.increment_seconds, 3600.0) {
            return None;
        }
        Some(Clocks {
            left_ms: vec![(plan.minutes * 60_000.0) as u64; seats],
            increment_ms: (plan.increment_seconds * 1000.0) as u64,
            running: None,
        })
    }

    /// Whether `plan` gives each seat less than `min` at the start (or no time at all).
    pub fn too_short(plan: &ClockPlan, min: Duration) -> bool {
        plan.minutes.is_nan() || plan.minutes * 60.0 < min.as_secs_f64()
    }

    /// Each seat's time left now.
    pub fn left_now(&self, now: Instant) -> Vec<u64> {
        let mut left = self.left_ms.clone();
        if let Some((seat, since)) = self.running {
            let spent = now.duration_since(since).as_millis() as u64;
            left[seat] = left[seat].saturating_sub(spent);
        }
        left
    }

    /// The seat whose time has run out now, if any.
    pub fn flagged(&self, now: Instant) -> Option<usize> {
        let (seat, _) = self.running?;
        (self.left_now(now)[seat] == 0).then_some(seat)
    }

    /// How long until the running seat's time runs out.
    pub fn until_flag(&self, now: Instant) -> Option<Duration> {
        let (seat, _) = self.running?;
        Some(Duration::from_millis(self.left_now(now)[seat]))
    }

    /// `mover` has acted: its clock stops with the increment added. Returns the times
    /// left, as stored with the action.
    pub fn after_action(&mut self, mover: usize, now: Instant) -> Vec<u64> {
        self.left_ms = self.left_now(now);
        if let Some(left) = self.left_ms.get_mut(mover) {
            *left += self.increment_ms;
        }
        self.running = None;
        self.left_ms.clone()
    }

    /// Sets the times left (from storage), stopped.
    pub fn set_left(&mut self, left: &[u64]) {
        if left.len() == self.left_ms.len() {
            self.left_ms = left.to_vec();
        }
        self.running = None;
    }

    /// Starts `seat`'s clock (none: every clock stops).
    pub fn run(&mut self, seat: Option<usize>, now: Instant) {
        self.left_ms = self.left_now(now);
        self.running = seat.map(|seat| (seat, now));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_runs_for_the_seat_to_move_and_the_increment_is_added() {
        let plan = ClockPlan {
            minutes: 1.0,
            increment_seconds: 2.0,
        };
        let mut clocks = Clocks::new(&plan, 2).unwrap();
        let start = Instant::now();
        clocks.run(Some(0), start);
        let later = start + Duration::from_millis(1500);
        assert_eq!(clocks.left_now(later), vec![58_500, 60_000]);
        assert_eq!(clocks.after_action(0, later), vec![60_500, 60_000]);
        clocks.run(Some(1), later);
        assert_eq!(clocks.flagged(later + Duration::from_secs(59)), None);
        assert_eq!(clocks.flagged(later + Duration::from_secs(60)), Some(1));
        let min = Duration::from_secs(15);
        for minutes in [1e-9, 5e-324, 0.001, 0.2, -1.0, f64::NAN] {
            let plan = ClockPlan {
                minutes,
                increment_seconds: 0.0,
            };
            assert!(Clocks::too_short(&plan, min), "{minutes}");
        }
        for minutes in [0.25, 0.5, 1.0, 180.0] {
            let plan = ClockPlan {
                minutes,
                increment_seconds: 0.0,
            };
            assert!(!Clocks::too_short(&plan, min), "{minutes}");
        }
        assert!(
            Clocks::new(
                &ClockPlan {
                    minutes: -1.0,
                    increment_seconds: 0.0
                },
                2
            )
            .is_none()
        );
        assert!(
            Clocks::new(
                &ClockPlan {
                    minutes: f64::NAN,
                    increment_seconds: 0.0
                },
                2
            )
            .is_none()
        );
    }
}
