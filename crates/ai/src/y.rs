//! Game of Y: fill-the-board playouts judged once at the end, searched with RAVE.
//!
//! A full Kadon board always has exactly one winner, so a playout needs no rules at
//! all: the empty nodes are shuffled and given alternately to the two colours, and one
//! flood fill over Black's stones says whether Black joined the three sides (else White
//! did).

use plateau_rules::board::kadon::{NODES, Node, group, kadon, nodes_of};
use plateau_rules::y::{BLACK, GameOfY, WHITE, YAction};
use plateau_rules::{Game, Team};
use rand::RngExt;
use rand::rngs::SmallRng;

use crate::rave::{Rave, RaveConfig, Rollout};
use crate::{Ai, ArenaStart, Level, Search};

/// Random fills of the board, for RAVE, with what a player knows before searching:
/// central points are worth more than the rim, and points next to stones matter more
/// than far ones.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct YRollout {
    /// Prior value per step of distance from the rim.
    pub centre: f32,
    /// Prior value for a point next to a stone.
    pub contact: f32,
}

impl Default for YRollout {
    fn default() -> Self {
        YRollout {
            centre: 0.02,
            contact: 0.03,
        }
    }
}

/// Each point's distance (in steps) from the rim, computed once.
fn depth() -> &'static [u8; NODES] {
    static DEPTH: std::sync::OnceLock<[u8; NODES]> = std::sync::OnceLock::new();
    DEPTH.get_or_init(|| {
        let board = kadon();
        board.steps_from(board.perimeter())
    })
}

/// Whether `stones` hold one group that touches the three sides.
pub fn joins_three_sides(stones: u128) -> bool {
    let [side1, side2, side3] = sides();
    let mut left = stones & side1;
    while left != 0 {
        let group = group(Node(left.trailing_zeros() as u8), stones);
        if group & side2 != 0 && group & side3 != 0 {
            return true;
        }
        left &= !group;
    }
    false
}

/// The three sides as bit sets, computed once.
fn sides() -> [u128; 3] {
    static SIDES: std::sync::OnceLock<[u128; 3]> = std::sync::OnceLock::new();
    *SIDES.get_or_init(|| [1, 2, 3].map(|s| kadon().side(s)))
}

/// Fills the empty nodes of `state` at random, alternately from the player to move;
/// returns Black's stones on the full board.
///
/// One pattern is played as a real player would: when a stone lands between two
/// stones of the other colour that share exactly two neighbours (a "bridge"), their
/// owner answers on the other shared neighbour at once, keeping the two connected.
/// Without it, random fills overrate corners and edges.
pub fn random_fill(state: &GameOfY, rng: &mut SmallRng) -> u128 {
    let board = kadon();
    let mut order = [0u8; NODES];
    let mut count = 0;
    for node in nodes_of(state.empty()) {
        order[count] = node.0;
        count += 1;
    }
    let mut stones = [state.stones(BLACK), state.stones(WHITE)];
    let mut empty = state.empty();
    let mut mover = state.turn().map_or(BLACK, |t| t.seat).index();
    let mut reply: Option<u8> = None;
    let mut next = 0;
    while next < count {
        // The forced reply if there is one, else a random node not yet taken.
        let node = match reply.take() {
            Some(node) => {
                let at = order[next..count]
                    .iter()
                    .position(|&n| n == node)
                    .map(|i| i + next);
                if let Some(at) = at {
                    order.swap(next, at);
                }
                node
            }
            None => {
                let pick = next + rng.random_range(0..(count - next) as u32) as usize;
                order.swap(next, pick);
                order[next]
            }
        };
        next += 1;
        let bit = 1u128 << node;
        stones[mover] |= bit;
        empty &= !bit;
        let other = 1 - mover;
        let around = board.neighbour_mask(Node(node)) & stones[other];
        for a in nodes_of(around) {
            // Bridges: a and b not touching, sharing this node and one empty node.
            for b in nodes_of(around & !board.neighbour_mask(a) & !a.bit()) {
                if b <= a {
                    continue;
                }
                let shared = board.neighbour_mask(a) & board.neighbour_mask(b);
                let rest = shared & !bit;
                if rest.count_ones() == 1 && rest & empty != 0 {
                    reply = Some(rest.trailing_zeros() as u8);
                }
            }
        }
        mover = other;
    }
    stones[BLACK.index()]
}

impl Rollout<GameOfY> for YRollout {
    fn slots(&self) -> usize {
        NODES
    }

    fn slot(&self, action: YAction) -> Option<usize> {
        match action {
            YAction::Place(node) => Some(node.index()),
            YAction::Swap => None,
        }
    }

    fn prior(&self, state: &GameOfY, action: YAction) -> f32 {
        let YAction::Place(node) = action else {
            return 0.5;
        };
        let stones = state.stones(BLACK) | state.stones(WHITE);
        let near = kadon().neighbour_mask(node) & stones != 0;
        let depth = depth()[node.index()] as f32;
        0.5 + self.centre * (depth - 1.5) + if near { self.contact } else { 0.0 }
    }

    fn rollout(&self, state: &GameOfY, rng: &mut SmallRng, owners: &mut [u8]) -> Option<Team> {
        let black = random_fill(state, rng);
        for (slot, owner) in owners.iter_mut().enumerate().take(NODES) {
            *owner = if black & (1 << slot) != 0 {
                BLACK.0
            } else {
                WHITE.0
            };
        }
        Some(Team::solo(if joins_three_sides(black) {
            BLACK
        } else {
            WHITE
        }))
    }
}

/// The playouts each level may run (the stronger levels are limited by time).
pub fn playouts(level: Level) -> u64 {
    match level {
        Level::Beginner => 150,
        Level::Casual => 500,
        Level::Strong | Level::Expert => u64::MAX,
    }
}

impl Ai for GameOfY {
    /// Without the pie rule, one random stone of each colour.
    const ARENA: ArenaStart = ArenaStart {
        options: &[("pie", "off")],
        random_plies: 2,
    };

    fn search(level: Level, state: &GameOfY, seed: u64) -> Box<dyn Search<GameOfY>> {
        let config = RaveConfig {
            max_playouts: playouts(level),
            prior_visits: 40,
            ..RaveConfig::default()
        };
        Box::new(Rave::new(*state, YRollout::default(), config, seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::y::YOptions;
    use rand::SeedableRng;

    #[test]
    fn a_fill_completes_the_board_in_turn() {
        let mut rng = SmallRng::seed_from_u64(1);
        let mut game = GameOfY::new(&YOptions::default());
        game.apply(YAction::Place(Node::parse("e5").unwrap()))
            .unwrap();
        let black = random_fill(&game, &mut rng);
        assert_eq!(black & game.stones(BLACK), game.stones(BLACK));
        // 92 empty nodes, White to move: 46 more for each.
        assert_eq!(black.count_ones(), 1 + 46);
    }
}
