//! Leap Over: how far the stones still have to go, and the search each level runs.
//!
//! A stone's distance counts its steps to its target triangle (heavily) and to the
//! triangle's apex (the node deepest in it); a full target has a fixed sum of them, so
//! what is left to travel is the sum over one's stones less that. The evaluation
//! compares it with the opponents' (with three players, with the one closest to
//! winning), and adds the distance of the last stone, which must not be left behind
//! without stones to jump over.
//!
//! Two players: greedy (one decision deep) for the casual level, alpha-beta for the
//! stronger ones. Three players: UCT with a value per seat (each seat maximises its
//! own), since alpha-beta would see the two others as one opponent.

use std::sync::OnceLock;

use plateau_rules::board::kadon::{Apex, NODES, Node, kadon, nodes_of};
use plateau_rules::leapover::{LeapAction, LeapOver};
use plateau_rules::{Game, Seat};

use crate::alphabeta::AlphaBeta;
use crate::mcts::{Mcts, MctsConfig};
use crate::{Ai, Algorithm, ArenaStart, Evaluator, Level, Search};

/// Steps from `from` (a bit set) to every node.
fn steps_from(from: u128) -> [u8; NODES] {
    let board = kadon();
    let mut steps = [u8::MAX; NODES];
    let mut reached = from;
    let mut frontier = reached;
    let mut step = 0;
    while frontier != 0 {
        let mut next = 0;
        for node in nodes_of(frontier) {
            steps[node.index()] = step;
            next |= board.neighbour_mask(node);
        }
        frontier = next & !reached;
        reached |= frontier;
        step += 1;
    }
    steps
}

/// How far each node is from each target triangle (by the apex in seat order `e1`,
/// `a5`, `m5`): [`OUTSIDE`] per step to the triangle, plus the steps to its apex, so
/// that any node inside beats any node outside and the stones pack towards the apex.
fn target_distances() -> &'static [[u8; NODES]; 3] {
    static DISTANCES: OnceLock<[[u8; NODES]; 3]> = OnceLock::new();
    DISTANCES.get_or_init(|| {
        Apex::ALL.map(|apex| {
            let to_triangle = steps_from(kadon().start_triangle(apex));
            let to_apex = steps_from(apex.node().bit());
            std::array::from_fn(|i| OUTSIDE * to_triangle[i] + to_apex[i])
        })
    })
}

/// The weight of a step towards the target triangle against a step within it.
const OUTSIDE: u8 = 4;

/// The apex index (0 `e1`, 1 `a5`, 2 `m5`) of `seat`'s target.
fn target_apex(state: &LeapOver, seat: Seat) -> usize {
    (seat.index() + 1) % state.seat_count()
}

/// How far `node` is from `seat`'s target (see [`target_distances`]).
fn distance(state: &LeapOver, seat: Seat, node: Node) -> f32 {
    target_distances()[target_apex(state, seat)][node.index()] as f32
}

/// The sum of distances of a full target: 0 + 2*1 + 3*2 + 4*3.
const FULL_TARGET: f32 = 20.0;

/// Weights of the Leap Over evaluation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LeapWeights {
    /// Per step left to travel (all stones).
    pub travel: f32,
    /// Per step of the stone furthest from the target.
    pub last_stone: f32,
    /// Per stone outside the target with no stone next to it (it cannot jump until
    /// another stone comes).
    pub stranded: f32,
    /// How sharply the balance is squashed to (-1, 1).
    pub scale: f32,
}

impl Default for LeapWeights {
    fn default() -> Self {
        LeapWeights {
            travel: 1.0,
            last_stone: 2.0,
            stranded: 12.0,
            scale: 0.04,
        }
    }
}

/// The Leap Over evaluation: one's distance left against the opponents'.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LeapEvaluator {
    /// The weights.
    pub weights: LeapWeights,
}

impl LeapEvaluator {
    /// What `seat` still has to do, in weighted steps (0 once home).
    fn left(&self, state: &LeapOver, seat: Seat) -> f32 {
        let mut sum = 0.0;
        let mut last: f32 = 0.0;
        let mut stranded = 0;
        let occupied = state.occupied();
        let outside = state.stones(seat) & !state.target_of(seat);
        for node in nodes_of(state.stones(seat)) {
            let d = distance(state, seat, node);
            sum += d;
            if outside & node.bit() != 0 {
                last = last.max(d);
                if kadon().neighbour_mask(node) & occupied == 0 {
                    stranded += 1;
                }
            }
        }
        let w = &self.weights;
        w.travel * (sum - FULL_TARGET).max(0.0) + w.last_stone * last + w.stranded * stranded as f32
    }
}

impl Evaluator<LeapOver> for LeapEvaluator {
    fn evaluate(&self, state: &LeapOver, seat: Seat) -> f32 {
        let own = self.left(state, seat);
        let best_other = Seat::all(state.seat_count())
            .filter(|&s| s != seat && state.is_playing(s))
            .map(|s| self.left(state, s))
            .fold(f32::INFINITY, f32::min);
        if !best_other.is_finite() {
            return 0.0;
        }
        ((best_other - own) * self.weights.scale).tanh()
    }

    fn priority(&self, state: &LeapOver, action: LeapAction) -> i32 {
        let (LeapAction::Jump { from, to }, Some(turn)) = (action, state.turn()) else {
            return 0;
        };
        (distance(state, turn.seat, from) - distance(state, turn.seat, to)) as i32
    }
}

/// The UCT settings of the three-player levels.
fn mcts_config(level: Level) -> MctsConfig {
    MctsConfig {
        playout_depth: 2,
        max_playouts: match level {
            Level::Beginner => 200,
            Level::Casual => 800,
            Level::Strong | Level::Expert => u64::MAX,
        },
        ..MctsConfig::default()
    }
}

impl Ai for LeapOver {
    /// One random first jump of each colour (chains included).
    const ARENA: ArenaStart = ArenaStart {
        options: &[],
        random_plies: 2,
    };

    fn algorithm(
        algorithm: Algorithm,
        state: &LeapOver,
        seed: u64,
    ) -> Option<Box<dyn Search<LeapOver>>> {
        let evaluator = LeapEvaluator::default();
        Some(match algorithm {
            Algorithm::AlphaBeta => Box::new(AlphaBeta::new(state.clone(), evaluator, 64)),
            Algorithm::Mcts => Box::new(Mcts::new(
                state.clone(),
                evaluator,
                MctsConfig::default(),
                seed,
            )),
        })
    }

    fn search(level: Level, state: &LeapOver, seed: u64) -> Box<dyn Search<LeapOver>> {
        let evaluator = LeapEvaluator::default();
        if state.seat_count() > 2 {
            return match level {
                Level::Casual => Box::new(AlphaBeta::new(state.clone(), evaluator, 1)),
                _ => Box::new(Mcts::new(
                    state.clone(),
                    evaluator,
                    mcts_config(level),
                    seed,
                )),
            };
        }
        let depth = match level {
            Level::Beginner | Level::Casual => 1,
            Level::Strong => 3,
            Level::Expert => 12,
        };
        Box::new(AlphaBeta::new(state.clone(), evaluator, depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::leapover::{BLACK, LeapOptions, WHITE};

    #[test]
    fn the_start_is_even_and_the_apexes_are_at_distance_zero() {
        let game = LeapOver::new(&LeapOptions::default());
        let evaluator = LeapEvaluator::default();
        assert_eq!(evaluator.evaluate(&game, BLACK), 0.0);
        assert_eq!(evaluator.evaluate(&game, WHITE), 0.0);
        for apex in Apex::ALL {
            assert_eq!(target_distances()[apex as usize][apex.node().index()], 0);
            // A full triangle sums to FULL_TARGET, and every node outside is further
            // than every node inside.
            let triangle = kadon().start_triangle(apex);
            let sum: u32 = nodes_of(triangle)
                .map(|n| target_distances()[apex as usize][n.index()] as u32)
                .sum();
            let outside = nodes_of(!triangle & ((1 << NODES) - 1))
                .map(|n| target_distances()[apex as usize][n.index()])
                .min();
            assert!(outside > Some(3));
            assert_eq!(sum as f32, FULL_TARGET);
        }
    }
}
