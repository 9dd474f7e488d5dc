//! Singularity's evaluation: fewer stones left, the survivors near the central face,
//! and captures on offer (own stones on the central triangle with an own stone one
//! slide from a node next to them).

use std::sync::OnceLock;

use plateau_rules::board::kadon::{NODES, kadon, nodes_of};
use plateau_rules::kadon_slides::SlideAction;
use plateau_rules::singularity::Singularity;
use plateau_rules::{Game, Seat};

use crate::algorithm_search;
use crate::kadon_slides::{distances, level_search};
use crate::{Ai, Algorithm, Evaluator, Level, Search};

/// Each node's distance to the nearest node of the central face, computed once.
fn to_centre() -> &'static [u8; NODES] {
    static TABLE: OnceLock<[u8; NODES]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let face = kadon().central_face();
        let table = distances();
        std::array::from_fn(|n| {
            nodes_of(face)
                .map(|f| table[n][f.index()])
                .min()
                .unwrap_or(u8::MAX)
        })
    })
}

/// Stones left, nearness and captures on offer: Singularity's evaluation.
#[derive(Clone, Copy, Debug, Default)]
pub struct SingularityEvaluator;

impl SingularityEvaluator {
    /// How far `stones` are from a lone central stone (lower is nearer).
    pub fn remaining(stones: u128) -> f32 {
        let board = kadon();
        let triangle = board.central_triangle();
        let centre = to_centre();
        let count = stones.count_ones() as f32;
        let far: f32 = nodes_of(stones).map(|n| centre[n.index()] as f32).sum();
        // Own stones on the triangle with another own stone two steps away or less:
        // a capture for the taking.
        let table = distances();
        let offers = nodes_of(stones & triangle)
            .filter(|&t| nodes_of(stones & !t.bit()).any(|s| table[s.index()][t.index()] <= 2))
            .count() as f32;
        2.0 * count + 0.25 * far - 0.5 * offers.min(2.0)
    }
}

impl Evaluator<Singularity> for SingularityEvaluator {
    fn evaluate(&self, state: &Singularity, seat: Seat) -> f32 {
        let own = Self::remaining(state.stones(seat));
        let other = Self::remaining(state.stones(seat.opponent()));
        ((other - own) / 10.0).tanh()
    }

    /// Slides that stop next to one's own stones on the triangle (captures) first,
    /// then those towards the centre.
    fn priority(&self, state: &Singularity, action: SlideAction) -> i32 {
        let Some(turn) = state.turn() else {
            return 0;
        };
        match action {
            SlideAction::Slide { from, to } => {
                let board = kadon();
                let own = state.stones(turn.seat) & !from.bit();
                let captures = board.neighbour_mask(to) & own & board.central_triangle();
                let closer = to_centre()[from.index()] as i32 - to_centre()[to.index()] as i32;
                10 * i32::from(captures != 0) + closer
            }
            SlideAction::Capture(node) => -(to_centre()[node.index()] as i32),
            SlideAction::Pass => 0,
        }
    }
}

impl Ai for Singularity {
    fn search(level: Level, state: &Singularity, _seed: u64) -> Box<dyn Search<Singularity>> {
        level_search(level, state, SingularityEvaluator)
    }

    fn algorithm(
        algorithm: Algorithm,
        state: &Singularity,
        seed: u64,
    ) -> Option<Box<dyn Search<Singularity>>> {
        Some(algorithm_search(
            algorithm,
            state,
            SingularityEvaluator,
            seed,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kadon_slides::set;
    use plateau_rules::board::kadon::Node;

    #[test]
    fn fewer_stones_nearer_the_centre_are_better() {
        let rim = SingularityEvaluator::remaining(set("a1 a3 a5 e1"));
        let inside = SingularityEvaluator::remaining(set("e5 f5 e6 g7"));
        let fewer = SingularityEvaluator::remaining(set("e5 f5 e6"));
        assert!(inside < rim, "{inside} {rim}");
        assert!(fewer < inside, "{fewer} {inside}");
        assert_eq!(to_centre()[Node::parse("f6").unwrap().index()], 0);
    }
}
