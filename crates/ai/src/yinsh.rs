//! YINSH: the evaluation, and the search each level runs.

use std::sync::OnceLock;

use plateau_rules::Seat;
use plateau_rules::yinsh::board::{DIRECTIONS, LINE_STEPS, Point};
use plateau_rules::yinsh::{Yinsh, YinshAction};

use crate::alphabeta::AlphaBeta;
use crate::mcts::{Mcts, MctsConfig};
use crate::{Ai, Evaluator, Level, Search};

/// The 123 windows of five points in a line, as bit masks.
fn windows() -> &'static [u128] {
    static WINDOWS: OnceLock<Vec<u128>> = OnceLock::new();
    WINDOWS.get_or_init(|| {
        let mut masks = Vec::new();
        for start in Point::all() {
            for step in LINE_STEPS {
                let mut mask = start.bit();
                let mut at = start;
                for _ in 0..4 {
                    match at.step(step as i8) {
                        Some(next) => {
                            at = next;
                            mask |= next.bit();
                        }
                        None => {
                            mask = 0;
                            break;
                        }
                    }
                }
                if mask != 0 {
                    masks.push(mask);
                }
            }
        }
        masks
    })
}

/// Weights of the evaluation's terms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct YinshWeights {
    /// Per ring removed (or about to be: a row of one's colour on the board).
    pub ring: f32,
    /// Per marker showing one's colour.
    pub marker: f32,
    /// Per window with three of one's markers and none of the opponent's.
    pub three: f32,
    /// Per window with four.
    pub four: f32,
    /// Per empty point next to one's rings.
    pub freedom: f32,
}

impl Default for YinshWeights {
    fn default() -> Self {
        YinshWeights {
            ring: 1.0,
            marker: 0.03,
            three: 0.05,
            four: 0.16,
            freedom: 0.015,
        }
    }
}

/// The YINSH evaluation: the difference between the two players' material and
/// threats, squashed to (-1, 1).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct YinshEvaluator {
    /// The weights.
    pub weights: YinshWeights,
}

impl YinshEvaluator {
    /// One player's side of the balance.
    fn side(&self, state: &Yinsh, seat: Seat) -> f32 {
        let w = &self.weights;
        let own = state.markers(seat).0;
        let theirs = state.markers(seat.opponent()).0;
        let pending = if state.has_row(seat) { 0.9 } else { 0.0 };
        let mut threes = 0;
        let mut fours = 0;
        for &window in windows() {
            if window & theirs == 0 {
                match (window & own).count_ones() {
                    3 => threes += 1,
                    4 => fours += 1,
                    _ => {}
                }
            }
        }
        let occupied = own | theirs | state.rings(seat).0 | state.rings(seat.opponent()).0;
        let freedom: usize = state
            .rings(seat)
            .iter()
            .map(|ring| {
                DIRECTIONS
                    .iter()
                    .filter(|&&d| ring.step(d).is_some_and(|n| occupied & n.bit() == 0))
                    .count()
            })
            .sum();
        w.ring * (state.rings_removed(seat) as f32 + pending)
            + w.marker * state.markers(seat).len() as f32
            + w.three * threes as f32
            + w.four * fours as f32
            + w.freedom * freedom as f32
    }
}

impl Evaluator<Yinsh> for YinshEvaluator {
    fn evaluate(&self, state: &Yinsh, seat: Seat) -> f32 {
        let balance = self.side(state, seat) - self.side(state, seat.opponent());
        (balance * 0.8).tanh()
    }

    fn priority(&self, _state: &Yinsh, action: YinshAction) -> i32 {
        // Longer moves jump and flip more: worth trying first.
        match action {
            YinshAction::MoveRing { from, to } => {
                from.direction_to(to).map_or(0, |(_, d)| d as i32)
            }
            _ => 0,
        }
    }
}

impl Ai for Yinsh {
    fn search(level: Level, state: &Yinsh, seed: u64) -> Box<dyn Search<Yinsh>> {
        let evaluator = YinshEvaluator::default();
        match level {
            Level::Beginner => Box::new(Mcts::new(
                *state,
                evaluator,
                MctsConfig {
                    playout_depth: 2,
                    max_playouts: 300,
                    ..MctsConfig::default()
                },
                seed,
            )),
            Level::Casual => Box::new(AlphaBeta::new(*state, evaluator, 1)),
            Level::Strong => Box::new(AlphaBeta::new(*state, evaluator, 3)),
            Level::Expert => Box::new(AlphaBeta::new(*state, evaluator, 12)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_123_windows() {
        assert_eq!(windows().len(), 123);
        assert!(windows().iter().all(|w| w.count_ones() == 5));
    }
}
