//! Tetra: an evaluation of the winning figures still open to each player, and the
//! search each level runs.
//!
//! A figure is open to a player while no stone of the other stands on its four nodes
//! (stones in its gaps do not matter). Each open figure counts by how many of its nodes
//! the player already holds; a figure missing one node that one of the player's stones
//! can reach in one move (or, while placing, any empty node) is a threat and counts
//! most.
//!
//! Measured with `plateau-arena`: the placement is a quick win for the first to place.
//! The 651 figures are so dense that two well-placed stones of Black's leave White
//! no defence against a double threat: in 45 of 50 random two-stone openings
//! followed by the casual player's stone, alpha-beta proves White lost within six
//! decisions, and the casual player, which sees a double threat one decision ahead,
//! plays them out. So the expert wins every game it opens and few it does not, and
//! more search or time for it changes little (expert against casual 110/0/90 over
//! 100 pairs at `--time-scale 0.1`, 29/0/21 over 25 pairs at full time).

use plateau_rules::board::kadon::{kadon, nodes_of};
use plateau_rules::tetra::figures::{sets_through, winning_sets};
use plateau_rules::tetra::{Tetra, TetraAction};
use plateau_rules::{Game, Seat};

use crate::alphabeta::AlphaBeta;
use crate::{Ai, Algorithm, Evaluator, Level, Search, algorithm_search};

/// Weights of the evaluation's terms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TetraWeights {
    /// Per open figure holding one of the player's stones.
    pub one: f32,
    /// Per open figure holding two.
    pub two: f32,
    /// Per open figure holding three whose last node the player cannot fill at once.
    pub three: f32,
    /// Per open figure holding three whose last node the player can fill next turn.
    pub threat: f32,
    /// How much the player to move gains from moving first (its threats are wins).
    pub tempo: f32,
}

impl Default for TetraWeights {
    fn default() -> Self {
        TetraWeights {
            one: 0.01,
            two: 0.05,
            three: 0.15,
            threat: 0.45,
            tempo: 0.5,
        }
    }
}

/// The Tetra evaluation: the difference between the players' open figures, squashed
/// to (-1, 1).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TetraEvaluator {
    /// The weights.
    pub weights: TetraWeights,
}

/// The nodes `seat`'s stones can fill on its next turn: every empty node while placing,
/// else the nodes its stones reach by a move.
fn reach(state: &Tetra, seat: Seat) -> u128 {
    if state.placing() {
        return state.empty();
    }
    let board = kadon();
    nodes_of(state.stones(seat)).fold(0, |m, from| {
        m | board.slides(from, state.occupied(), Some(2))
    })
}

impl TetraEvaluator {
    /// One player's side of the balance, and the nodes that would complete a figure
    /// next turn (its threats).
    fn side(&self, state: &Tetra, seat: Seat) -> (f32, u128) {
        let w = &self.weights;
        let own = state.stones(seat);
        let theirs = state.stones(seat.opponent());
        let reach = reach(state, seat);
        let (mut value, mut threats) = (0.0, 0u128);
        for &set in winning_sets() {
            if set & theirs != 0 {
                continue;
            }
            value += match (set & own).count_ones() {
                1 => w.one,
                2 => w.two,
                3 if set & !own & reach != 0 => {
                    threats |= set & !own;
                    w.threat
                }
                3 => w.three,
                _ => 0.0,
            };
        }
        (value, threats)
    }
}

impl Evaluator<Tetra> for TetraEvaluator {
    fn evaluate(&self, state: &Tetra, seat: Seat) -> f32 {
        let (mine, my_threats) = self.side(state, seat);
        let (theirs, their_threats) = self.side(state, seat.opponent());
        let to_move = state.turn().map(|t| t.seat);
        // A threat of the player to move is a win next turn; two threats on different
        // nodes of the other player cannot both be stopped.
        let tempo = |mover: u128, other: u128| {
            if mover != 0 {
                1.0
            } else if other.count_ones() >= 2 {
                -1.0
            } else {
                0.0
            }
        };
        let tempo = self.weights.tempo
            * match to_move {
                Some(s) if s == seat => tempo(my_threats, their_threats),
                Some(_) => -tempo(their_threats, my_threats),
                None => 0.0,
            };
        (mine - theirs + tempo).tanh()
    }

    fn priority(&self, state: &Tetra, action: TetraAction) -> i32 {
        let Some(seat) = state.turn().map(|t| t.seat) else {
            return 0;
        };
        let (to, from) = match action {
            TetraAction::Place(node) => (node, 0),
            TetraAction::Move { from, to } => (to, from.bit()),
            TetraAction::Pass => return 0,
        };
        let own = state.stones(seat) & !from;
        let theirs = state.stones(seat.opponent());
        let mut score = 0;
        for &set in sets_through(to) {
            let (mine, other) = ((set & own).count_ones(), (set & theirs).count_ones());
            if other == 0 {
                score += [1, 4, 16, 1000][mine as usize];
            }
            if mine == 0 {
                score += [0, 1, 4, 100][other as usize];
            }
        }
        score
    }
}

impl Ai for Tetra {
    fn algorithm(algorithm: Algorithm, state: &Tetra, seed: u64) -> Option<Box<dyn Search<Tetra>>> {
        let evaluator = TetraEvaluator::default();
        Some(algorithm_search(algorithm, state, evaluator, seed))
    }

    fn search(level: Level, state: &Tetra, _seed: u64) -> Box<dyn Search<Tetra>> {
        let evaluator = TetraEvaluator::default();
        let depth = match level {
            Level::Beginner | Level::Casual => 1,
            Level::Strong => 3,
            Level::Expert => 64,
        };
        Box::new(AlphaBeta::new(state.clone(), evaluator, depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::tetra::TetraOptions;

    #[test]
    fn a_threat_counts_for_its_owner() {
        // Black holds c2 c4 c6 of the S-line c2 c4 c6 c8, White to place.
        let mut state = Tetra::new(&TetraOptions::default());
        for text in ["c2", "l4", "c4", "l5", "c6"] {
            let action = state.parse_action(text).unwrap();
            state.apply(action).unwrap();
        }
        let evaluator = TetraEvaluator::default();
        let white = state.turn().unwrap().seat;
        assert!(evaluator.evaluate(&state, white) < -0.3);
        assert!(evaluator.evaluate(&state, white.opponent()) > 0.3);
        // Blocking the threat is White's most urgent move.
        let block = state.parse_action("c8").unwrap();
        let elsewhere = state.parse_action("k7").unwrap();
        assert!(evaluator.priority(&state, block) > evaluator.priority(&state, elsewhere));
    }
}
