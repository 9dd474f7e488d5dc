//! Sexta's evaluation: how close each player's six stones are to a snake: links
//! between them (five make the path), no loop, no stone touching three or more, one
//! group, and the stones near each other.

use plateau_rules::board::kadon::{Node, group, kadon, nodes_of};
use plateau_rules::kadon_slides::SlideAction;
use plateau_rules::sexta::Sexta;
use plateau_rules::{Game, Seat};

use crate::algorithm_search;
use crate::kadon_slides::{distances, level_search};
use crate::{Ai, Algorithm, Evaluator, Level, Search};

/// The snake's closeness: Sexta's evaluation.
#[derive(Clone, Copy, Debug, Default)]
pub struct SextaEvaluator;

impl SextaEvaluator {
    /// How near `stones` are to a simple path of six (higher is nearer).
    pub fn shape(stones: u128) -> f32 {
        let board = kadon();
        let mut touches = 0;
        let mut crowded = 0.0;
        for node in nodes_of(stones) {
            let touching = (board.neighbour_mask(node) & stones).count_ones();
            touches += touching;
            if touching > 2 {
                crowded += (touching - 2) as f32;
            }
        }
        let links = (touches / 2) as f32;
        let mut groups = 0.0;
        let mut left = stones;
        while left != 0 {
            let one = group(Node(left.trailing_zeros() as u8), stones);
            left &= !one;
            groups += 1.0;
        }
        let table = distances();
        let spread: f32 = nodes_of(stones)
            .flat_map(|a| {
                nodes_of(stones)
                    .filter(move |&b| b > a)
                    .map(move |b| (a, b))
            })
            .map(|(a, b)| table[a.index()][b.index()].min(8) as f32)
            .sum();
        // Links beyond a forest close loops: a ring of six has six links and no end.
        let loops = links + groups - stones.count_ones() as f32;
        links.min(5.0) - 2.0 * loops - 1.5 * crowded - groups - 0.15 * spread
    }
}

impl Evaluator<Sexta> for SextaEvaluator {
    fn evaluate(&self, state: &Sexta, seat: Seat) -> f32 {
        let own = Self::shape(state.stones(seat));
        let other = Self::shape(state.stones(seat.opponent()));
        ((own - other) / 8.0).tanh()
    }

    /// Slides that stop next to one's own stones first.
    fn priority(&self, state: &Sexta, action: SlideAction) -> i32 {
        match (action, state.turn()) {
            (SlideAction::Slide { to, .. }, Some(turn)) => {
                (kadon().neighbour_mask(to) & state.stones(turn.seat)).count_ones() as i32
            }
            _ => 0,
        }
    }
}

impl Ai for Sexta {
    fn search(level: Level, state: &Sexta, _seed: u64) -> Box<dyn Search<Sexta>> {
        level_search(level, state, SextaEvaluator)
    }

    fn algorithm(algorithm: Algorithm, state: &Sexta, seed: u64) -> Option<Box<dyn Search<Sexta>>> {
        Some(algorithm_search(algorithm, state, SextaEvaluator, seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kadon_slides::set;

    #[test]
    fn a_snake_shapes_better_than_a_ring_a_blob_or_scattered_stones() {
        let snake = SextaEvaluator::shape(set("a1 b1 c1 d2 d3 d4"));
        let scattered = SextaEvaluator::shape(set("c1 b1 a7 a8 k3 j2"));
        let blob = SextaEvaluator::shape(set("e5 f5 e6 f6 e4 f4"));
        let ring = SextaEvaluator::shape(set("g5 f5 e6 e7 f7 g6"));
        assert!(snake > scattered, "{snake} {scattered}");
        assert!(snake > blob, "{snake} {blob}");
        assert!(snake > ring, "{snake} {ring}");
    }
}
