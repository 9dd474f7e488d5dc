//! Quinta's evaluation: the straight windows of five still open to each player,
//! weighted by how many of its stones they already hold.

use std::sync::OnceLock;

use plateau_rules::board::kadon::kadon;
use plateau_rules::kadon_slides::SlideAction;
use plateau_rules::quinta::Quinta;
use plateau_rules::{Game, Seat};

use crate::algorithm_search;
use crate::kadon_slides::level_search;
use crate::{Ai, Algorithm, Evaluator, Level, Search};

/// The 198 straight windows of five, computed once.
fn windows() -> &'static [u128] {
    static WINDOWS: OnceLock<Vec<u128>> = OnceLock::new();
    WINDOWS.get_or_init(|| kadon().windows(5))
}

/// A window's worth by the stones it holds, when the other player has none in it.
const WEIGHTS: [f32; 6] = [0.0, 0.5, 2.0, 8.0, 32.0, 0.0];

/// Open windows, weighted: Quinta's evaluation.
#[derive(Clone, Copy, Debug, Default)]
pub struct QuintaEvaluator;

impl QuintaEvaluator {
    /// The open windows' weight for `mine` against `theirs`.
    fn open_windows(mine: u128, theirs: u128) -> f32 {
        windows()
            .iter()
            .filter(|&&w| w & theirs == 0)
            .map(|&w| WEIGHTS[(w & mine).count_ones() as usize])
            .sum()
    }
}

impl Evaluator<Quinta> for QuintaEvaluator {
    fn evaluate(&self, state: &Quinta, seat: Seat) -> f32 {
        let (mine, theirs) = (state.stones(seat), state.stones(seat.opponent()));
        let own = Self::open_windows(mine, theirs);
        let other = Self::open_windows(theirs, mine);
        // The player to move gets a little more from its threats.
        let tempo = match state.turn() {
            Some(turn) if turn.seat == seat => 0.1 * own,
            Some(_) => -0.1 * other,
            None => 0.0,
        };
        ((own - other + tempo) / 60.0).tanh()
    }

    /// Slides that stop next to one's own stones first.
    fn priority(&self, state: &Quinta, action: SlideAction) -> i32 {
        match (action, state.turn()) {
            (SlideAction::Slide { to, .. }, Some(turn)) => {
                (kadon().neighbour_mask(to) & state.stones(turn.seat)).count_ones() as i32
            }
            _ => 0,
        }
    }
}

impl Ai for Quinta {
    fn search(level: Level, state: &Quinta, _seed: u64) -> Box<dyn Search<Quinta>> {
        level_search(level, state, QuintaEvaluator)
    }

    fn algorithm(
        algorithm: Algorithm,
        state: &Quinta,
        seed: u64,
    ) -> Option<Box<dyn Search<Quinta>>> {
        Some(algorithm_search(algorithm, state, QuintaEvaluator, seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::kadon_slides::{BLACK, SlideOptions};

    #[test]
    fn four_in_an_open_window_beats_scattered_stones() {
        let options = SlideOptions::default();
        let start = Quinta::new(&options);
        let text = start
            .position_text()
            .replace("B:a1,a2,a5,a6,a9,d1,e1,", "B:a1,a2,a9,c3,d4,e5,e6,");
        let four = Quinta::from_position(&text, &options).unwrap();
        let evaluator = QuintaEvaluator;
        assert!(evaluator.evaluate(&four, BLACK) > evaluator.evaluate(&start, BLACK));
        assert!(evaluator.evaluate(&four, BLACK) > 0.0);
    }
}
