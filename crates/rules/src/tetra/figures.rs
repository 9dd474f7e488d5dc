//! Tetra's winning figures, worked out once: four nodes, pairwise non-adjacent, joined
//! by steps of one kind (S-steps or F-steps, see [`KadonBoard::s_steps`] and
//! [`KadonBoard::f_steps`]) into a straight line of three steps or a rhombus of four.
//!
//! - An S-line is nodes 0, 2, 4 and 6 of a straight run of seven nodes (forks allowed).
//! - An F-line crosses three edges in a row: after crossing the edge `x`-`y` into `p`,
//!   the next edge crossed is the one that continues the lines `x`-`p` and `y`-`p` (at a
//!   penta, either branch of each fork, as long as the two continuations form an edge).
//! - A rhombus is `{a, b, c, d}` where `b`-`d` is a step and `a`, `c` are two distinct
//!   nodes each one step from both `b` and `d`: five steps, all of the one kind (the
//!   short diagonal `b`-`d` included).
//!
//! The 15 pairs that are both an S-step and an F-step (through a penta) serve in the
//! figures of both kinds. A figure never mixes kinds. The same four nodes may form
//! figures of several kinds or shapes; they are one winning set.

use std::sync::OnceLock;

use crate::board::kadon::{KadonBoard, NODES, Node, kadon, nodes_of};

/// Which step joins a figure's stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StepKind {
    /// Two nodes along a straight line with one node between.
    S,
    /// The far corners of two faces that share an edge.
    F,
}

/// The figure's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Shape {
    /// Three equal steps along one line.
    Line,
    /// Four equal steps round a rhombus.
    Rhombus,
}

/// One winning figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Figure {
    /// Its four nodes, as a bit set.
    pub nodes: u128,
    /// The kind of its steps.
    pub kind: StepKind,
    /// Line or rhombus.
    pub shape: Shape,
}

/// The figures, and for each node the distinct node sets of the figures through it.
struct FigureTables {
    figures: Vec<Figure>,
    sets: Vec<u128>,
    through: Vec<Vec<u128>>,
}

fn tables() -> &'static FigureTables {
    static TABLES: OnceLock<FigureTables> = OnceLock::new();
    TABLES.get_or_init(|| FigureTables::new(kadon()))
}

impl FigureTables {
    fn new(board: &KadonBoard) -> Self {
        let mut figures = Vec::new();
        let mut add = |nodes: u128, kind, shape| {
            if pairwise_apart(board, nodes) {
                figures.push(Figure { nodes, kind, shape });
            }
        };
        for nodes in s_lines(board) {
            add(nodes, StepKind::S, Shape::Line);
        }
        for nodes in f_lines(board) {
            add(nodes, StepKind::F, Shape::Line);
        }
        for kind in [StepKind::S, StepKind::F] {
            for nodes in rhombi(board, kind) {
                add(nodes, kind, Shape::Rhombus);
            }
        }
        figures.sort_unstable();
        figures.dedup();
        let mut sets: Vec<u128> = figures.iter().map(|f| f.nodes).collect();
        sets.sort_unstable();
        sets.dedup();
        let mut through = vec![Vec::new(); NODES];
        for &set in &sets {
            for node in nodes_of(set) {
                through[node.index()].push(set);
            }
        }
        FigureTables {
            figures,
            sets,
            through,
        }
    }
}

/// Whether no two nodes of `set` are neighbours.
fn pairwise_apart(board: &KadonBoard, set: u128) -> bool {
    nodes_of(set).all(|node| board.neighbour_mask(node) & set == 0)
}

/// The steps of `kind`, as a bit set of partners per node.
pub(super) fn step_masks(board: &KadonBoard, kind: StepKind) -> Vec<u128> {
    let steps = match kind {
        StepKind::S => board.s_steps(),
        StepKind::F => board.f_steps(),
    };
    let mut masks = vec![0u128; NODES];
    for &(a, b) in steps {
        masks[a.index()] |= b.bit();
        masks[b.index()] |= a.bit();
    }
    masks
}

/// Nodes 0, 2, 4 and 6 of every straight run of seven nodes.
fn s_lines(board: &KadonBoard) -> Vec<u128> {
    let mut sets: Vec<u128> = Node::all()
        .flat_map(|start| {
            board
                .rays(start)
                .filter(|ray| ray.len() >= 6)
                .map(move |ray| start.bit() | ray[1].bit() | ray[3].bit() | ray[5].bit())
        })
        .collect();
    sets.sort_unstable();
    sets.dedup();
    sets
}

/// The crossings that continue a crossing of the edge `x`-`y` into `p`: each next edge
/// `(x2, y2)` with `x2` on the line `x`-`p` and `y2` on the line `y`-`p`, and the node
/// beyond it.
fn next_crossings(board: &KadonBoard, x: Node, y: Node, p: Node) -> Vec<(Node, Node, Node)> {
    let mut next = Vec::new();
    for x2 in board.line_continues(x, p) {
        for y2 in board.line_continues(y, p) {
            if x2 == y2 || board.neighbour_mask(x2) & y2.bit() == 0 {
                continue;
            }
            if let Some((c, d)) = board.far_corners(x2, y2) {
                let beyond = if c == p { d } else { c };
                next.push((x2, y2, beyond));
            }
        }
    }
    next
}

/// Every line of three F-steps, each crossing the edge that continues the last one.
fn f_lines(board: &KadonBoard) -> Vec<u128> {
    let mut sets = Vec::new();
    for &(x, y) in board.edges() {
        let Some((a, b)) = board.far_corners(x, y) else {
            continue;
        };
        for (start, p) in [(a, b), (b, a)] {
            for (x2, y2, r) in next_crossings(board, x, y, p) {
                for (_, _, s) in next_crossings(board, x2, y2, r) {
                    sets.push(start.bit() | p.bit() | r.bit() | s.bit());
                }
            }
        }
    }
    sets.sort_unstable();
    sets.dedup();
    sets.retain(|set| set.count_ones() == 4);
    sets
}

/// Every rhombus of `kind`: a step `b`-`d` and two nodes each one step from both.
fn rhombi(board: &KadonBoard, kind: StepKind) -> Vec<u128> {
    let masks = step_masks(board, kind);
    let mut sets = Vec::new();
    for b in Node::all() {
        for d in nodes_of(masks[b.index()]).filter(|&d| b < d) {
            let common: Vec<Node> = nodes_of(masks[b.index()] & masks[d.index()]).collect();
            for (i, &a) in common.iter().enumerate() {
                for &c in &common[i + 1..] {
                    sets.push(a.bit() | b.bit() | c.bit() | d.bit());
                }
            }
        }
    }
    sets.sort_unstable();
    sets.dedup();
    sets
}

/// Every winning figure, sorted (a node set appears once per kind and shape it has).
pub fn figures() -> &'static [Figure] {
    &tables().figures
}

/// Every distinct winning node set, sorted.
pub fn winning_sets() -> &'static [u128] {
    &tables().sets
}

/// The winning node sets that contain `node`.
pub fn sets_through(node: Node) -> &'static [u128] {
    &tables().through[node.index()]
}

/// A winning set that `stones` hold entirely and that contains `node`, if any (the
/// check after a stone lands on `node`).
pub fn figure_through(node: Node, stones: u128) -> Option<u128> {
    sets_through(node)
        .iter()
        .copied()
        .find(|&set| set & stones == set)
}

/// A winning set that `stones` hold entirely, if any.
pub fn any_figure(stones: u128) -> Option<u128> {
    winning_sets()
        .iter()
        .copied()
        .find(|&set| set & stones == set)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_is_four_nodes_pairwise_apart() {
        let board = kadon();
        assert!(!figures().is_empty());
        for figure in figures() {
            assert_eq!(figure.nodes.count_ones(), 4);
            assert!(pairwise_apart(board, figure.nodes));
        }
        for node in Node::all() {
            for &set in sets_through(node) {
                assert!(set & node.bit() != 0);
            }
        }
        let total: usize = Node::all().map(|n| sets_through(n).len()).sum();
        assert_eq!(total, 4 * winning_sets().len());
    }
}
