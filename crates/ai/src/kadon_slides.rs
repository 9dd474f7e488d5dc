//! The slide games of the Kadon board (Quinta, Sexta, Singularity): the searches every
//! level runs, shared, each game bringing its own evaluation ([`crate::quinta`],
//! [`crate::sexta`], [`crate::singularity`]).
//!
//! Measured with `plateau-arena`: alpha-beta beat MCTS 10-0 in Quinta at 30 ms a
//! decision (`alphabeta:30` against `mcts:30`), random playouts saying little in these
//! games (a random mover almost never makes a five, a snake or a lone central stone
//! within the ply limit), and a beginner running a short MCTS drew 10 of 50 Sexta
//! games against a random player. So alpha-beta over the evaluation plays every
//! level: one decision deep for the beginner (with its random slips) and the casual
//! player, two for the strong one, as deep as time allows for the expert.

use std::sync::OnceLock;

use plateau_rules::board::kadon::{NODES, Node, kadon};
use plateau_rules::kadon_slides::{SlideGame, SlideRules};

use crate::alphabeta::AlphaBeta;
use crate::{Evaluator, Level, Search};

/// The search `level` runs on a slide game, with `evaluator`.
pub fn level_search<R, E>(
    level: Level,
    state: &SlideGame<R>,
    evaluator: E,
) -> Box<dyn Search<SlideGame<R>>>
where
    R: SlideRules,
    E: Evaluator<SlideGame<R>> + 'static,
{
    let depth = match level {
        Level::Beginner | Level::Casual => 1,
        Level::Strong => 2,
        Level::Expert => 12,
    };
    Box::new(AlphaBeta::new(state.clone(), evaluator, depth))
}

/// Graph distances between the nodes of the board (steps along edges), computed once.
pub fn distances() -> &'static [[u8; NODES]; NODES] {
    static DISTANCES: OnceLock<Box<[[u8; NODES]; NODES]>> = OnceLock::new();
    DISTANCES.get_or_init(|| {
        let mut table = Box::new([[u8::MAX; NODES]; NODES]);
        for from in Node::all() {
            table[from.index()] = kadon().steps_from(from.bit());
        }
        table
    })
}

/// The nodes named in `labels` (`"a1 b1 c1"`), as a bit set: the slide games' tests
/// write their positions so.
#[cfg(test)]
pub(crate) fn set(labels: &str) -> u128 {
    labels
        .split_whitespace()
        .fold(0, |m, l| m | Node::parse(l).unwrap().bit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_are_symmetric_steps() {
        let table = distances();
        let board = kadon();
        for a in Node::all() {
            assert_eq!(table[a.index()][a.index()], 0);
            for b in Node::all() {
                assert_eq!(table[a.index()][b.index()], table[b.index()][a.index()]);
                let adjacent = board.neighbour_mask(a) & b.bit() != 0;
                assert_eq!(adjacent, table[a.index()][b.index()] == 1, "{a}-{b}");
            }
        }
    }
}
