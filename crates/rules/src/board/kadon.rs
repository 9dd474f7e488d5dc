//! The Kadon board of Game of Y and its six sibling games: 93 nodes on a rounded
//! triangle, with boardspace.net's labels (`a1` .. `m5`).
//!
//! The graph comes from `data/kadon-y-board.json` (each node's neighbours in cyclic
//! order, its sides and drawing coordinates), read once and kept. On top of it the
//! board gives what the games need: the three sides, the perimeter, corners and pentas,
//! straight lines (a line forks in two at a penta), windows of consecutive points along
//! lines, and neighbour masks for bit-set games, Leap Over's start triangles and the
//! perimeter in walking order. Slides and jumps (`kadon_moves.rs`) and the faces with
//! Tetra's steps (`kadon_faces.rs`) add their methods to [`KadonBoard`] in files of
//! their own.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;

use serde::Deserialize;

use super::Topology;
use crate::Seat;

/// Number of nodes.
pub const NODES: usize = 93;

/// A node of the Kadon board, numbered from 0 in label order (`a1` first, `m5` last).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Node(pub u8);

impl Node {
    /// The node's number, for indexing.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The node's bit in a 128-bit set.
    pub const fn bit(self) -> u128 {
        1 << self.0
    }

    /// Every node, in label order.
    pub fn all() -> impl Iterator<Item = Node> {
        (0..NODES as u8).map(Node)
    }

    /// The node named `label` (`e5`, case-insensitive).
    pub fn parse(label: &str) -> Option<Node> {
        kadon().node(label)
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&kadon().labels[self.index()])
    }
}

/// The nodes of a 128-bit set, in order.
pub fn nodes_of(set: u128) -> Nodes {
    Nodes {
        low: set as u64,
        high: (set >> 64) as u64,
    }
}

/// The nodes of a 128-bit set, in order: see [`nodes_of`]. The set is walked as two
/// 64-bit halves, which is quicker than shifting 128 bits.
#[derive(Clone, Copy, Debug)]
pub struct Nodes {
    low: u64,
    high: u64,
}

impl Iterator for Nodes {
    type Item = Node;

    fn next(&mut self) -> Option<Node> {
        if self.low != 0 {
            let node = self.low.trailing_zeros() as u8;
            self.low &= self.low - 1;
            Some(Node(node))
        } else if self.high != 0 {
            let node = self.high.trailing_zeros() as u8;
            self.high &= self.high - 1;
            Some(Node(64 + node))
        } else {
            None
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = (self.low.count_ones() + self.high.count_ones()) as usize;
        (count, Some(count))
    }
}

impl ExactSizeIterator for Nodes {}

/// The nodes of `set` connected to `start` through `set` (its group; empty when
/// `start` is not in `set`).
pub fn group(start: Node, set: u128) -> u128 {
    if set & start.bit() == 0 {
        return 0;
    }
    let board = kadon();
    let mut group = start.bit();
    let mut frontier = group;
    while frontier != 0 {
        let mut grown = 0;
        for node in nodes_of(frontier) {
            grown |= board.neighbour_mask(node);
        }
        frontier = grown & set & !group;
        group |= frontier;
    }
    group
}

/// The board's facts, computed once: see [`kadon`].
#[derive(Debug)]
pub struct KadonBoard {
    labels: Vec<String>,
    /// Neighbours in cyclic order round each node.
    neighbours: Vec<Vec<Node>>,
    neighbour_masks: Vec<u128>,
    /// Bit `s - 1` set for each side `s` (1, 2, 3) the node is on.
    side_masks: Vec<u8>,
    perimeter: u128,
    /// Drawing positions, one unit being the mean edge length, y up.
    positions: Vec<(f32, f32)>,
    edges: Vec<(Node, Node)>,
    lines: Vec<Vec<Node>>,
    /// The perimeter in walking order from `e1` towards `a1`.
    perimeter_cycle: Vec<Node>,
}

/// The midpoint of a side, apex of one of Leap Over's three 10-node start triangles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Apex {
    /// `e1`, the midpoint of side 1 (Black's start).
    E1,
    /// `a5`, the midpoint of side 2 (White's start).
    A5,
    /// `m5`, the midpoint of side 3 (the third player's start).
    M5,
}

impl Apex {
    /// The three apexes in seat order: `e1`, `a5`, `m5`.
    pub const ALL: [Apex; 3] = [Apex::E1, Apex::A5, Apex::M5];

    /// The apex node.
    pub fn node(self) -> Node {
        let label = match self {
            Apex::E1 => "e1",
            Apex::A5 => "a5",
            Apex::M5 => "m5",
        };
        Node::parse(label).expect("an apex is a node")
    }

    /// The side (1, 2, 3) whose midpoint the apex is.
    pub const fn side(self) -> u8 {
        self as u8 + 1
    }
}

#[derive(Deserialize)]
struct NodeData {
    nbrs_in_order: Vec<String>,
    perimeter: bool,
    sides: Vec<u8>,
    xy: (f32, f32),
}

/// The board's description, kept in the crate so that the game needs no outside file.
const BOARD_JSON: &str = include_str!("../../data/kadon-y-board.json");

/// The Kadon board, read on first use.
pub fn kadon() -> &'static KadonBoard {
    static BOARD: OnceLock<KadonBoard> = OnceLock::new();
    BOARD.get_or_init(|| KadonBoard::from_json(BOARD_JSON))
}

/// Label order: the letter, then the row number (`a1`, `a2`, ..., `a9`, `b1`, ...).
fn label_key(label: &str) -> (u8, u32) {
    let bytes = label.as_bytes();
    let row = label[1..].parse().unwrap_or(0);
    (bytes[0].to_ascii_lowercase(), row)
}

impl KadonBoard {
    /// Builds the board from the JSON description. The description is part of the
    /// crate and checked by the tests, so a bad one is a build mistake: it panics.
    fn from_json(text: &str) -> Self {
        let data: BTreeMap<String, NodeData> =
            serde_json::from_str(text).expect("the Kadon board description is valid JSON");
        let mut labels: Vec<String> = data.keys().map(|l| l.to_ascii_lowercase()).collect();
        labels.sort_by_key(|l| label_key(l));
        assert_eq!(labels.len(), NODES, "the Kadon board has 93 nodes");
        let index = |label: &str| -> Node {
            let label = label.to_ascii_lowercase();
            Node(
                labels
                    .iter()
                    .position(|l| *l == label)
                    .expect("a known node") as u8,
            )
        };
        let mut neighbours = vec![Vec::new(); NODES];
        let mut side_masks = vec![0u8; NODES];
        let mut perimeter = 0u128;
        let mut raw_positions = vec![(0.0, 0.0); NODES];
        for (label, node) in &data {
            let at = index(label);
            neighbours[at.index()] = node.nbrs_in_order.iter().map(|n| index(n)).collect();
            side_masks[at.index()] = node.sides.iter().fold(0, |m, s| m | 1 << (s - 1));
            if node.perimeter {
                perimeter |= at.bit();
            }
            raw_positions[at.index()] = node.xy;
        }
        let neighbour_masks = neighbours
            .iter()
            .map(|ns| ns.iter().fold(0, |m, n| m | n.bit()))
            .collect();
        let edges: Vec<(Node, Node)> = Node::all()
            .flat_map(|a| neighbours[a.index()].iter().map(move |&b| (a, b)))
            .filter(|(a, b)| a < b)
            .collect();
        let mean_edge = edges
            .iter()
            .map(|(a, b)| {
                let (pa, pb) = (raw_positions[a.index()], raw_positions[b.index()]);
                ((pa.0 - pb.0).powi(2) + (pa.1 - pb.1).powi(2)).sqrt()
            })
            .sum::<f32>()
            / edges.len() as f32;
        let positions = raw_positions
            .iter()
            .map(|(x, y)| (x / mean_edge, y / mean_edge))
            .collect();
        let mut board = KadonBoard {
            labels,
            neighbours,
            neighbour_masks,
            side_masks,
            perimeter,
            positions,
            edges,
            lines: Vec::new(),
            perimeter_cycle: Vec::new(),
        };
        board.lines = board.find_lines();
        board.perimeter_cycle = board.walk_perimeter();
        board
    }

    /// How many steps along edges each node is from the nearest node of `from` (a bit
    /// set); `u8::MAX` for a node out of reach (none, from a non-empty set).
    pub fn steps_from(&self, from: u128) -> [u8; NODES] {
        let mut steps = [u8::MAX; NODES];
        let mut reached = from;
        let mut frontier = reached;
        let mut step = 0;
        while frontier != 0 {
            let mut next = 0;
            for node in nodes_of(frontier) {
                steps[node.index()] = step;
                next |= self.neighbour_mask(node);
            }
            frontier = next & !reached;
            reached |= frontier;
            step += 1;
        }
        steps
    }

    /// The perimeter walked from `e1` through `d1`, each step to the perimeter
    /// neighbour not just left, until `e1` comes back.
    fn walk_perimeter(&self) -> Vec<Node> {
        let start = self.node("e1").expect("e1 is a node");
        let mut cycle = vec![start];
        let mut at = self.node("d1").expect("d1 is a node");
        while at != start {
            let previous = cycle[cycle.len() - 1];
            cycle.push(at);
            at = *self
                .neighbours_of(at)
                .iter()
                .find(|&&n| n != previous && self.is_perimeter(n))
                .expect("the perimeter is a cycle");
        }
        cycle
    }

    /// The node named `label` (case-insensitive).
    pub fn node(&self, label: &str) -> Option<Node> {
        let label = label.trim().to_ascii_lowercase();
        self.labels
            .iter()
            .position(|l| *l == label)
            .map(|i| Node(i as u8))
    }

    /// The neighbours of `node` in cyclic order round it.
    pub fn neighbours_of(&self, node: Node) -> &[Node] {
        &self.neighbours[node.index()]
    }

    /// The neighbours of `node` as a bit set.
    pub fn neighbour_mask(&self, node: Node) -> u128 {
        self.neighbour_masks[node.index()]
    }

    /// The sides `node` is on, as bits: side 1 is bit 0, side 2 bit 1, side 3 bit 2.
    pub fn side_mask(&self, node: Node) -> u8 {
        self.side_masks[node.index()]
    }

    /// The 24 nodes of the perimeter, as a bit set.
    pub fn perimeter(&self) -> u128 {
        self.perimeter
    }

    /// Whether `node` is on the perimeter.
    pub fn is_perimeter(&self, node: Node) -> bool {
        self.perimeter & node.bit() != 0
    }

    /// Whether `node` is a corner (on two sides).
    pub fn is_corner(&self, node: Node) -> bool {
        self.side_mask(node).count_ones() == 2
    }

    /// Whether `node` is one of the three inner nodes with five neighbours.
    pub fn is_penta(&self, node: Node) -> bool {
        self.neighbours_of(node).len() == 5
    }

    /// The nodes of side `side` (1, 2 or 3), as a bit set.
    pub fn side(&self, side: u8) -> u128 {
        Node::all()
            .filter(|&n| side >= 1 && self.side_mask(n) & 1 << (side - 1) != 0)
            .fold(0, |m, n| m | n.bit())
    }

    /// The nodes named in `labels` (space separated), as a bit set; the board's named
    /// regions are written this way.
    fn region(&self, labels: &str) -> u128 {
        labels
            .split_whitespace()
            .filter_map(|l| self.node(l))
            .fold(0, |m, n| m | n.bit())
    }

    /// The central triangle of 15 nodes with the pentas at its corners (Singularity's
    /// capture zone).
    pub fn central_triangle(&self) -> u128 {
        self.region("e5 f5 g5 h5 i5 e6 f6 g6 h6 e7 f7 g7 e8 f8 e9")
    }

    /// The three nodes of the central face (the board has no centre node).
    pub fn central_face(&self) -> u128 {
        self.region("f6 g6 f7")
    }

    /// The 10-node start triangle of Leap Over with its apex at `apex` (rows of 1, 2, 3
    /// and 4 nodes going into the board from the side's midpoint), as a bit set.
    pub fn start_triangle(&self, apex: Apex) -> u128 {
        self.region(match apex {
            Apex::E1 => "e1 e2 f2 e3 f3 g3 e4 f4 g4 h4",
            Apex::A5 => "a5 b5 c5 d5 b6 c6 d6 c7 d7 d8",
            Apex::M5 => "j5 k5 l5 m5 i6 j6 k6 h7 i7 g8",
        })
    }

    /// The 24 perimeter nodes in walking order: `e1 d1 c1 b1 a1 a2 .. a9 j8 k7 l6 m5 l4
    /// k3 j2 i1 h1 g1 f1` (Singularity's start alternates colours along it).
    pub fn perimeter_cycle(&self) -> &[Node] {
        &self.perimeter_cycle
    }

    /// Every edge once, the lower node first.
    pub fn edges(&self) -> &[(Node, Node)] {
        &self.edges
    }

    /// The 36 maximal straight lines (a line through a penta is counted once for each
    /// branch of its fork), each from one perimeter node to another.
    pub fn lines(&self) -> &[Vec<Node>] {
        &self.lines
    }

    /// Every distinct set of `length` consecutive nodes along a straight line, as bit
    /// sets (198 of five, 180 of six).
    pub fn windows(&self, length: usize) -> Vec<u128> {
        let mut windows: Vec<u128> = self
            .lines
            .iter()
            .flat_map(|line| {
                line.windows(length.max(1))
                    .map(|w| w.iter().fold(0, |m, n| m | n.bit()))
            })
            .collect();
        windows.sort_unstable();
        windows.dedup();
        windows
    }

    /// Where a straight line arriving at `at` from `from` goes on: one node, two at a
    /// penta (the fork), none where it stops (at the perimeter when it comes from the
    /// inside, at a corner when it runs along a side).
    pub fn line_continues(&self, from: Node, at: Node) -> Vec<Node> {
        let round = self.neighbours_of(at);
        let Some(i) = round.iter().position(|&n| n == from) else {
            return Vec::new();
        };
        if self.is_perimeter(at) {
            if !self.is_perimeter(from) || self.is_corner(at) {
                return Vec::new();
            }
            return round
                .iter()
                .copied()
                .filter(|&n| n != from && self.is_perimeter(n))
                .collect();
        }
        match round.len() {
            6 => vec![round[(i + 3) % 6]],
            5 => vec![round[(i + 2) % 5], round[(i + 3) % 5]],
            _ => Vec::new(),
        }
    }

    /// Every maximal line: each starts on the perimeter, either into the board (it ends
    /// at the perimeter again) or, from a corner, along a side (it ends at the next
    /// corner). Reversed duplicates are dropped.
    fn find_lines(&self) -> Vec<Vec<Node>> {
        let mut lines: Vec<Vec<Node>> = Vec::new();
        for start in nodes_of(self.perimeter) {
            for &next in self.neighbours_of(start) {
                let along_side = self.is_perimeter(next);
                if along_side && !self.is_corner(start) {
                    continue;
                }
                let mut open = vec![vec![start, next]];
                while let Some(line) = open.pop() {
                    let (from, at) = (line[line.len() - 2], line[line.len() - 1]);
                    let onward = self.line_continues(from, at);
                    if onward.is_empty() {
                        let reversed: Vec<Node> = line.iter().rev().copied().collect();
                        if !lines.contains(&line) && !lines.contains(&reversed) {
                            lines.push(line);
                        }
                        continue;
                    }
                    for n in onward {
                        let mut longer = line.clone();
                        longer.push(n);
                        open.push(longer);
                    }
                }
            }
        }
        lines
    }
}

impl Topology for KadonBoard {
    fn point_count(&self) -> usize {
        NODES
    }

    fn label(&self, point: usize) -> String {
        self.labels[point].clone()
    }

    fn parse_label(&self, label: &str) -> Option<usize> {
        self.node(label).map(Node::index)
    }

    fn neighbours(&self, point: usize) -> Vec<usize> {
        self.neighbours[point].iter().map(|n| n.index()).collect()
    }

    fn position(&self, point: usize) -> (f32, f32) {
        self.positions[point]
    }
}

/// A text picture of the board, row by row (row 1 first), each node drawn by `symbol`
/// (`B`, `W`, `.`): what every game of the Kadon board shows in the engine protocol.
pub fn picture(symbol: impl Fn(Node) -> &'static str) -> String {
    let mut text = String::new();
    for row in 1..=9 {
        let nodes: Vec<Node> = Node::all()
            .filter(|n| n.to_string()[1..] == row.to_string())
            .collect();
        let indent = 13 - nodes.len();
        text.push_str(&format!("{row} {}", " ".repeat(indent)));
        let cells: Vec<&str> = nodes.iter().map(|&n| symbol(n)).collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// A [`picture`] of the stones of seats 0, 1 and 2 (`B`, `W`, `R`; the games of the
/// board that play in black, white and red), as `stone_at` finds them.
pub fn seats_picture(stone_at: impl Fn(Node) -> Option<Seat>) -> String {
    picture(|n| match stone_at(n) {
        Some(Seat(0)) => "B",
        Some(Seat(1)) => "W",
        Some(_) => "R",
        None => ".",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_from_a_node_count_edges_to_every_node() {
        let board = kadon();
        let e1 = Node::parse("e1").unwrap();
        let steps = board.steps_from(e1.bit());
        assert_eq!(steps[e1.index()], 0);
        for &n in board.neighbours_of(e1) {
            assert_eq!(steps[n.index()], 1);
        }
        // Each node is one step further than its nearest neighbour, and all are reached.
        for node in Node::all().filter(|&n| n != e1) {
            let nearest = board
                .neighbours_of(node)
                .iter()
                .map(|n| steps[n.index()])
                .min();
            assert_eq!(Some(steps[node.index()]), nearest.map(|s| s + 1));
        }
        // From a set: its nodes at 0.
        let perimeter = board.steps_from(board.perimeter());
        assert!(nodes_of(board.perimeter()).all(|n| perimeter[n.index()] == 0));
    }

    fn n(label: &str) -> Node {
        Node::parse(label).unwrap()
    }

    #[test]
    fn nodes_edges_and_faces() {
        let board = kadon();
        assert_eq!(board.point_count(), 93);
        assert_eq!(board.edges().len(), 252);
        let faces = board
            .edges()
            .iter()
            .map(|&(a, b)| {
                (board.neighbour_mask(a) & board.neighbour_mask(b) & !((1 << (b.0 + 1)) - 1))
                    .count_ones()
            })
            .sum::<u32>();
        assert_eq!(faces, 160);
    }

    #[test]
    fn degrees_perimeter_and_sides() {
        let board = kadon();
        let count = |d: usize| {
            Node::all()
                .filter(|&v| board.neighbours_of(v).len() == d)
                .count()
        };
        assert_eq!((count(3), count(4), count(5), count(6)), (3, 21, 3, 66));
        assert_eq!(board.perimeter().count_ones(), 24);
        for side in 1..=3 {
            assert_eq!(board.side(side).count_ones(), 9);
            assert_eq!(board.side(side) & !board.perimeter(), 0);
        }
        let corners: Vec<String> = Node::all()
            .filter(|&v| board.is_corner(v))
            .map(|v| v.to_string())
            .collect();
        assert_eq!(corners, ["a1", "a9", "i1"]);
        for corner in ["a1", "a9", "i1"] {
            assert_eq!(board.neighbours_of(n(corner)).len(), 3);
        }
        let pentas: Vec<String> = Node::all()
            .filter(|&v| board.is_penta(v))
            .map(|v| v.to_string())
            .collect();
        assert_eq!(pentas, ["e5", "e9", "i5"]);
        assert_eq!(board.side_mask(n("e1")), 0b001);
        assert_eq!(board.side_mask(n("a5")), 0b010);
        assert_eq!(board.side_mask(n("m5")), 0b100);
    }

    #[test]
    fn labels_round_trip_and_rows_have_their_lengths() {
        let board = kadon();
        for node in Node::all() {
            assert_eq!(Node::parse(&node.to_string()), Some(node));
            assert_eq!(
                board.parse_label(&board.label(node.index())),
                Some(node.index())
            );
        }
        assert_eq!(Node::parse("E5"), Some(n("e5")));
        assert_eq!(Node::parse("n1"), None);
        assert_eq!(Node::parse("a10"), None);
        let rows: Vec<usize> = (1..=9)
            .map(|r| {
                Node::all()
                    .filter(|v| v.to_string()[1..] == r.to_string())
                    .count()
            })
            .collect();
        assert_eq!(rows, [9, 10, 11, 12, 13, 12, 11, 10, 5]);
    }

    #[test]
    fn neighbours_are_mutual_and_edges_have_unit_length() {
        let board = kadon();
        for (a, b) in board.edges() {
            assert!(board.neighbours_of(*b).contains(a));
            let (pa, pb) = (board.position(a.index()), board.position(b.index()));
            let length = ((pa.0 - pb.0).powi(2) + (pa.1 - pb.1).powi(2)).sqrt();
            assert!((0.5..1.6).contains(&length), "{a}-{b}: {length}");
        }
    }

    #[test]
    fn central_regions() {
        let board = kadon();
        let triangle = board.central_triangle();
        assert_eq!(triangle.count_ones(), 15);
        for penta in ["e5", "i5", "e9"] {
            assert!(triangle & n(penta).bit() != 0);
        }
        let face = board.central_face();
        assert_eq!(face.count_ones(), 3);
        assert_eq!(face & !triangle, 0);
        // The face is a triangle: each of its nodes touches the other two.
        for node in nodes_of(face) {
            assert_eq!((board.neighbour_mask(node) & face).count_ones(), 2);
        }
        // The triangle is connected.
        assert_eq!(group(n("e5"), triangle), triangle);
    }

    fn labels(nodes: impl IntoIterator<Item = Node>) -> Vec<String> {
        nodes.into_iter().map(|v| v.to_string()).collect()
    }

    #[test]
    fn perimeter_cycle_in_notes_order() {
        let board = kadon();
        let cycle = board.perimeter_cycle();
        assert_eq!(
            labels(cycle.iter().copied()).join(" "),
            "e1 d1 c1 b1 a1 a2 a3 a4 a5 a6 a7 a8 a9 j8 k7 l6 m5 l4 k3 j2 i1 h1 g1 f1"
        );
        assert_eq!(cycle.iter().fold(0, |m, v| m | v.bit()), board.perimeter());
        // Consecutive nodes (and the last with the first) are neighbours.
        for i in 0..cycle.len() {
            let (a, b) = (cycle[i], cycle[(i + 1) % cycle.len()]);
            assert!(board.neighbour_mask(a) & b.bit() != 0, "{a}-{b}");
        }
        // Singularity's Black start: every even index.
        let even: Vec<Node> = cycle.iter().step_by(2).copied().collect();
        assert_eq!(
            labels(even).join(" "),
            "e1 c1 a1 a3 a5 a7 a9 k7 m5 k3 i1 g1"
        );
    }

    #[test]
    fn start_triangles_are_triangles_of_side_four() {
        let board = kadon();
        let mut all = 0;
        for apex in Apex::ALL {
            let triangle = board.start_triangle(apex);
            assert_eq!(triangle.count_ones(), 10, "{apex:?}");
            assert!(triangle & apex.node().bit() != 0);
            assert_eq!(board.side_mask(apex.node()), 1 << (apex.side() - 1));
            // The apex is the only perimeter node, the others are inside.
            assert_eq!(triangle & board.perimeter(), apex.node().bit());
            // A triangle of side 4: 18 edges and 9 faces, every node within 3 steps
            // of the apex, all of it connected.
            let edges = board
                .edges()
                .iter()
                .filter(|(a, b)| triangle & a.bit() != 0 && triangle & b.bit() != 0)
                .count();
            assert_eq!(edges, 18, "{apex:?}");
            assert_eq!(group(apex.node(), triangle), triangle);
            let mut near = apex.node().bit();
            for _ in 0..3 {
                near |= nodes_of(near).fold(0, |m, v| m | board.neighbour_mask(v));
            }
            assert_eq!(triangle & !near, 0, "{apex:?}");
            assert_eq!(all & triangle, 0, "start triangles overlap");
            all |= triangle;
        }
        assert_eq!(all & board.central_triangle(), 0);
    }

    #[test]
    fn central_regions_match_the_notes() {
        let board = kadon();
        let region = |text: &str| text.split(' ').fold(0, |m, l| m | n(l).bit());
        assert_eq!(
            board.central_triangle(),
            region("e5 f5 g5 h5 i5 e6 f6 g6 h6 e7 f7 g7 e8 f8 e9")
        );
        assert_eq!(board.central_face(), region("f6 g6 f7"));
        // The 15-node triangle has the pentas as its only nodes with fewer than 6
        // neighbours, and 30 edges inside it (a triangle of side 5).
        let triangle = board.central_triangle();
        let edges = board
            .edges()
            .iter()
            .filter(|(a, b)| triangle & a.bit() != 0 && triangle & b.bit() != 0)
            .count();
        assert_eq!(edges, 30);
        let pentas: u128 = Node::all()
            .filter(|&v| board.is_penta(v))
            .fold(0, |m, v| m | v.bit());
        assert_eq!(pentas & !triangle, 0);
    }

    #[test]
    fn straight_lines_and_windows() {
        let board = kadon();
        assert_eq!(board.lines().len(), 36);
        assert_eq!(board.windows(5).len(), 198);
        assert_eq!(board.windows(6).len(), 180);
        let sides: Vec<&Vec<Node>> = board
            .lines()
            .iter()
            .filter(|l| l.iter().all(|&v| board.is_perimeter(v)))
            .collect();
        assert_eq!(sides.len(), 3);
        assert!(sides.iter().all(|l| l.len() == 9));
        // A line through a penta forks: two ways on from it.
        let penta = n("e5");
        let from = board.neighbours_of(penta)[0];
        assert_eq!(board.line_continues(from, penta).len(), 2);
        // Lines from the inside stop at the perimeter.
        assert!(board.line_continues(n("b2"), n("a1")).is_empty());
    }
}
