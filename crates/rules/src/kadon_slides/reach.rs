//! Where a stone can slide, fast: the stones along each straight line of the board
//! ([`KadonBoard::lines`]) kept as one small word per line, updated as stones come and
//! go. A slide runs along a line to the line's end at most (every ray of
//! [`KadonBoard::rays`] is the rest of a line, and the rest of a line from a node is
//! one of its rays: a test checks both), so the free nodes on either side of a stone
//! are found in the line's word with a shift and a bit scan each, and the line's table
//! of prefixes gives them as a set. Gives the same as [`KadonBoard::slides`] (a test
//! checks it), many times faster, which the random playouts of the AI and the
//! benchmark need.

use std::sync::OnceLock;

use crate::board::kadon::{KadonBoard, Node, kadon, nodes_of};

/// The board's straight lines (each branch of a fork counted as a line of its own).
const LINES: usize = 36;

/// The most nodes on a line, and one more place for the mark past its end.
const LINE_PLACES: usize = 16;

/// The stones along each straight line: bit `i` of line `l`'s word is set when its
/// `i`-th node holds a stone, and the bit just past the line's last node is always
/// set (a stop for slides). Derived from the stones and kept up to date with them.
#[derive(Clone, Copy, Debug)]
pub(super) struct LineStones([u16; LINES]);

/// The tables, built once from the board.
struct LineTables {
    /// Each line's word with no stone: the mark past its end.
    empty: [u16; LINES],
    /// Each line's first `k` nodes as a set, for `k` from 0 to the line's length.
    prefixes: [[u128; LINE_PLACES]; LINES],
    /// Each node's places on the lines, as (line, index along it), flat: node `n`'s
    /// are `places[starts[n]..starts[n + 1]]`.
    places: Vec<(u8, u8)>,
    starts: Vec<usize>,
    /// Each node's rays as sets, in the order of [`KadonBoard::rays`], flat in the same
    /// way.
    ray_sets: Vec<u128>,
    ray_starts: Vec<usize>,
}

fn tables() -> &'static LineTables {
    static TABLES: OnceLock<LineTables> = OnceLock::new();
    TABLES.get_or_init(|| LineTables::new(kadon()))
}

impl LineTables {
    fn new(board: &KadonBoard) -> Self {
        let lines = board.lines();
        assert_eq!(lines.len(), LINES, "the Kadon board has 36 straight lines");
        assert!(
            lines.iter().all(|l| l.len() < LINE_PLACES),
            "a line fits in a word"
        );
        let mut tables = LineTables {
            empty: [0; LINES],
            prefixes: [[0; LINE_PLACES]; LINES],
            places: Vec::new(),
            starts: vec![0],
            ray_sets: Vec::new(),
            ray_starts: vec![0],
        };
        for (l, line) in lines.iter().enumerate() {
            tables.empty[l] = 1 << line.len();
            for (k, node) in line.iter().enumerate() {
                tables.prefixes[l][k + 1] = tables.prefixes[l][k] | node.bit();
            }
        }
        for from in Node::all() {
            for (l, line) in lines.iter().enumerate() {
                if let Some(pos) = line.iter().position(|&n| n == from) {
                    tables.places.push((l as u8, pos as u8));
                }
            }
            tables.starts.push(tables.places.len());
            for ray in board.rays(from) {
                tables.ray_sets.push(ray.iter().fold(0, |m, n| m | n.bit()));
            }
            tables.ray_starts.push(tables.ray_sets.len());
        }
        tables
    }

    /// The places of `node` on the lines.
    fn places(&self, node: Node) -> &[(u8, u8)] {
        &self.places[self.starts[node.index()]..self.starts[node.index() + 1]]
    }
}

/// The rays of `from` as sets of nodes, in the order of [`KadonBoard::rays`].
pub(super) fn ray_sets(from: Node) -> &'static [u128] {
    let tables = tables();
    &tables.ray_sets[tables.ray_starts[from.index()]..tables.ray_starts[from.index() + 1]]
}

impl LineStones {
    /// The lines' words for the stones of `occupied`.
    pub(super) fn of(occupied: u128) -> Self {
        let mut lines = LineStones(tables().empty);
        for node in nodes_of(occupied) {
            lines.toggle(node);
        }
        lines
    }

    /// A stone arrives on, or leaves, `node`.
    pub(super) fn toggle(&mut self, node: Node) {
        for &(line, pos) in tables().places(node) {
            self.0[line as usize] ^= 1 << pos;
        }
    }

    /// The nodes a stone on `from` can slide to past the stones, at most `max_len`
    /// nodes when given: the same as [`KadonBoard::slides`].
    #[inline]
    pub(super) fn slides(&self, from: Node, max_len: Option<usize>) -> u128 {
        let tables = tables();
        let limit = max_len.map_or(u32::MAX, |l| l.min(LINE_PLACES) as u32);
        let mut reach = 0;
        for &(line, pos) in tables.places(from) {
            let word = u32::from(self.0[line as usize]);
            let pos = u32::from(pos);
            // Up the line: free up to the lowest stone (or the end mark) above `pos`.
            let up = (word >> (pos + 1)).trailing_zeros().min(limit);
            // Down the line: free from one past the highest stone below `pos` (0
            // without one: the extra low bit stands for the line's start).
            let below = ((word & ((1 << pos) - 1)) << 1) | 1;
            let down = (31 - below.leading_zeros()).max(pos.saturating_sub(limit));
            let prefixes = &tables.prefixes[line as usize];
            reach |= prefixes[(pos + 1 + up) as usize] & !prefixes[down as usize];
        }
        reach & !from.bit()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::kadon::NODES;

    #[test]
    fn the_lines_give_what_the_board_gives() {
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
            let lines = LineStones::of(occupied);
            for from in Node::all() {
                for max_len in [None, Some(1), Some(2), Some(3), Some(6), Some(40)] {
                    assert_eq!(
                        lines.slides(from, max_len),
                        board.slides(from, occupied, max_len),
                        "{from} {max_len:?}"
                    );
                }
            }
        }
    }

    /// The rest of a line from a node, either way, is one of the node's rays, and each
    /// ray is the rest of a line: a slide along a line is a slide along a ray.
    #[test]
    fn the_rest_of_a_line_is_a_ray() {
        let board = kadon();
        for from in Node::all() {
            let rays: Vec<&[Node]> = board.rays(from).collect();
            let mut rests = Vec::new();
            for line in board.lines() {
                if let Some(pos) = line.iter().position(|&n| n == from) {
                    rests.push(line[pos + 1..].to_vec());
                    rests.push(line[..pos].iter().rev().copied().collect());
                }
            }
            rests.retain(|rest| !rest.is_empty());
            for rest in &rests {
                assert!(rays.contains(&rest.as_slice()), "{from}: {rest:?}");
            }
            for ray in &rays {
                assert!(rests.iter().any(|rest| rest == ray), "{from}: {ray:?}");
            }
        }
    }

    #[test]
    fn toggling_follows_the_stones() {
        let mut lines = LineStones::of(0);
        let (a, b) = (Node(10), Node(50));
        lines.toggle(a);
        lines.toggle(b);
        assert_eq!(lines.0, LineStones::of(a.bit() | b.bit()).0);
        lines.toggle(a);
        assert_eq!(lines.0, LineStones::of(b.bit()).0);
    }
}
