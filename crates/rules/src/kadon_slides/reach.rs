//! Where a stone can slide, fast: the rays of [`KadonBoard::rays`] from each node merged
//! into one tree per node (rays through a fork share the nodes before it), laid out flat
//! in depth-first order so that a stop at an occupied node skips its whole subtree.
//! Gives the same as [`KadonBoard::slides`] (a test checks it), several times faster,
//! which the random playouts of the AI and the benchmark need.

use std::sync::OnceLock;

use crate::board::kadon::{KadonBoard, NODES, Node, kadon};

/// One node of a tree: the board node, how far from the start it is, and where its
/// subtree ends in the flat list.
#[derive(Clone, Copy, Debug)]
struct Step {
    bit: u128,
    depth: u8,
    /// The index just past this step's subtree.
    skip: u16,
}

/// The trees of every node, flat: node `n`'s is `steps[starts[n]..starts[n + 1]]`.
struct ReachTables {
    steps: Vec<Step>,
    starts: Vec<usize>,
}

fn tables() -> &'static ReachTables {
    static TABLES: OnceLock<ReachTables> = OnceLock::new();
    TABLES.get_or_init(|| ReachTables::new(kadon()))
}

/// A tree node while building: the board node and its children.
struct Branch {
    node: Node,
    children: Vec<Branch>,
}

/// Adds `ray` under `branches`, sharing the nodes it has in common with rays before.
fn insert(branches: &mut Vec<Branch>, ray: &[Node]) {
    let Some((&first, rest)) = ray.split_first() else {
        return;
    };
    let at = match branches.iter().position(|b| b.node == first) {
        Some(at) => at,
        None => {
            branches.push(Branch {
                node: first,
                children: Vec::new(),
            });
            branches.len() - 1
        }
    };
    insert(&mut branches[at].children, rest);
}

/// Lays `branches` out depth first from `depth`.
fn flatten(branches: &[Branch], depth: u8, steps: &mut Vec<Step>) {
    for branch in branches {
        let at = steps.len();
        steps.push(Step {
            bit: branch.node.bit(),
            depth,
            skip: 0,
        });
        flatten(&branch.children, depth + 1, steps);
        steps[at].skip = steps.len() as u16;
    }
}

impl ReachTables {
    fn new(board: &KadonBoard) -> Self {
        let mut steps = Vec::new();
        let mut starts = Vec::with_capacity(NODES + 1);
        for from in Node::all() {
            starts.push(steps.len());
            let mut tree = Vec::new();
            for ray in board.rays(from) {
                insert(&mut tree, ray);
            }
            flatten(&tree, 1, &mut steps);
        }
        starts.push(steps.len());
        ReachTables { steps, starts }
    }
}

/// The nodes a stone on `from` can slide to past the stones of `occupied`, at most
/// `max_len` nodes when given: the same as [`KadonBoard::slides`].
pub(super) fn slides(from: Node, occupied: u128, max_len: Option<usize>) -> u128 {
    let tables = tables();
    let limit = max_len.map_or(u8::MAX, |l| l.min(u8::MAX as usize) as u8);
    let (start, end) = (tables.starts[from.index()], tables.starts[from.index() + 1]);
    let steps = &tables.steps[..end];
    let mut reach = 0;
    let mut i = start;
    while i < end {
        let step = steps[i];
        if occupied & step.bit != 0 || step.depth > limit {
            i = step.skip as usize;
        } else {
            reach |= step.bit;
            i += 1;
        }
    }
    reach
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_trees_give_what_the_board_gives() {
        let board = kadon();
        // A fixed spread of occupancies: empty, sparse and dense.
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..60 {
            let mut occupied = 0u128;
            for _ in 0..(round % 6) * 8 {
                occupied |= 1u128 << (next() % NODES as u64);
            }
            for from in Node::all() {
                for max_len in [None, Some(1), Some(2), Some(3)] {
                    assert_eq!(
                        slides(from, occupied, max_len),
                        board.slides(from, occupied, max_len),
                        "{from} {max_len:?}"
                    );
                }
            }
        }
    }
}
