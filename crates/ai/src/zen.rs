//! Zen l'Initié: an evaluation of connection for alpha-beta, as for Lines of Action.
//!
//! Each side is judged by how close its pawns (and the Zen, which joins every chain)
//! are to one chain: the number of groups, how far the pawns lie from their centre of
//! mass, and how far the Zen is from it; then material. Check and mate are the rules'
//! (variants 1 and 2): a mate ends the game inside the search like any win. With four
//! players the search is the team-aware alpha-beta: Black 1 and Black 2 play together.

use plateau_rules::Seat;
use plateau_rules::zen::{Cell, Colour, Zen, ZenAction, cells_of, dilate, groups};

use crate::alphabeta::AlphaBeta;
use crate::{Ai, Algorithm, Evaluator, Level, Search, algorithm_search};

/// Weights of the evaluation's terms, per side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ZenWeights {
    /// Per group beyond the first (the Zen joins the groups it touches).
    pub group: f32,
    /// Per cell of average distance (eight directions) from a pawn to the centre of mass.
    pub spread: f32,
    /// Per cell of distance from the Zen to the centre of mass.
    pub zen: f32,
    /// Per pawn.
    pub pawn: f32,
    /// How sharply the balance maps to a value in (-1, 1).
    pub scale: f32,
}

impl Default for ZenWeights {
    fn default() -> Self {
        ZenWeights {
            group: 0.25,
            spread: 0.5,
            zen: 0.05,
            pawn: 0.1,
            scale: 0.5,
        }
    }
}

/// The Zen l'Initié evaluation: the difference between the two sides' connection,
/// squashed to (-1, 1).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ZenEvaluator {
    /// The weights.
    pub weights: ZenWeights,
}

/// A side's connection facts.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Shape {
    groups: u32,
    spread: f32,
    zen: f32,
    pawns: u32,
}

/// The connection facts of `pawns` with the Zen on `zen`.
fn shape(pawns: u128, zen: Option<Cell>) -> Shape {
    let count = pawns.count_ones();
    if count == 0 {
        return Shape {
            groups: 0,
            spread: 0.0,
            zen: 0.0,
            pawns: 0,
        };
    }
    let (mut files, mut ranks) = (0i32, 0i32);
    for cell in cells_of(pawns) {
        let (f, r) = coords(cell);
        files += f;
        ranks += r;
    }
    let n = count as f32;
    let centre = (files as f32 / n, ranks as f32 / n);
    let distance = |cell: Cell| {
        let (f, r) = coords(cell);
        (f as f32 - centre.0).abs().max((r as f32 - centre.1).abs())
    };
    let spread = cells_of(pawns).map(distance).sum::<f32>() / n;
    let zen_bit = zen.map_or(0, Cell::bit);
    Shape {
        groups: groups(pawns | zen_bit).count() as u32,
        spread,
        zen: zen.map_or(0.0, distance),
        pawns: count,
    }
}

fn coords(cell: Cell) -> (i32, i32) {
    (cell.0 as i32 % 11, cell.0 as i32 / 11)
}

impl ZenEvaluator {
    /// One side's side of the balance.
    fn side(&self, state: &Zen, colour: Colour) -> f32 {
        let w = &self.weights;
        let pieces = state.pieces();
        let s = shape(pieces.pawns(colour), pieces.zen);
        -w.group * s.groups.saturating_sub(1) as f32 - w.spread * s.spread - w.zen * s.zen
            + w.pawn * s.pawns as f32
    }
}

impl Evaluator<Zen> for ZenEvaluator {
    fn evaluate(&self, state: &Zen, seat: Seat) -> f32 {
        let own = Zen::colour_of(seat);
        let balance = self.side(state, own) - self.side(state, own.other());
        (balance * self.weights.scale).tanh()
    }

    fn priority(&self, state: &Zen, action: ZenAction) -> i32 {
        let ZenAction::Move { from, to } = action else {
            return 0;
        };
        let pieces = state.pieces();
        let Some(turn) = plateau_rules::Game::turn(state) else {
            return 0;
        };
        let colour = Zen::colour_of(turn.seat);
        let own = pieces.pawns(colour) & !from.bit();
        // Captures first, then moves that join the mover's own pawns.
        let capture = pieces.at(to).is_some() as i32;
        let touching = (dilate(to.bit()) & own).count_ones() as i32;
        let left = (dilate(from.bit()) & own).count_ones() as i32;
        capture * 8 + touching * 2 - left
    }
}

impl Ai for Zen {
    fn algorithm(algorithm: Algorithm, state: &Zen, seed: u64) -> Option<Box<dyn Search<Zen>>> {
        let evaluator = ZenEvaluator::default();
        Some(algorithm_search(algorithm, state, evaluator, seed))
    }

    fn search(level: Level, state: &Zen, _seed: u64) -> Box<dyn Search<Zen>> {
        let evaluator = ZenEvaluator::default();
        let depth = match level {
            Level::Beginner | Level::Casual => 1,
            Level::Strong => 2,
            Level::Expert => 12,
        };
        Box::new(AlphaBeta::new(state.clone(), evaluator, depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_is_better_than_scattered_pawns() {
        let bits = |labels: &str| {
            labels
                .split_whitespace()
                .map(|l| Cell::parse(l).unwrap().bit())
                .fold(0, |a, b| a | b)
        };
        let chain = shape(bits("e5 e6 e7"), Cell::parse("f6"));
        let scattered = shape(bits("a1 e6 k11"), Cell::parse("f6"));
        assert_eq!(chain.groups, 1);
        assert_eq!(scattered.groups, 3);
        assert!(chain.spread < scattered.spread);
        assert_eq!(chain.pawns, 3);
    }
}
