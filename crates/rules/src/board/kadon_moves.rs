//! Movement on the Kadon board: slides along straight lines and jumps over a stone,
//! for the movement games (Singularity, Quinta, Sexta, Leap Over, Tetra, Aliens and
//! Amazons).
//!
//! Both follow the board's straight lines ([`KadonBoard::line_continues`]): a line forks
//! in two at a penta, one from the inside stops at the perimeter, and one along a side
//! runs along it to a corner. The rays from every node and the landings of every jump
//! are worked out once, on first use, so that the games' AI only walks short tables.

use std::sync::OnceLock;

use super::kadon::{KadonBoard, NODES, Node, kadon};

/// The movement tables, computed once: see [`tables`].
struct MoveTables {
    /// Per node, its rays: the nodes along one straight line away from it, in order,
    /// one ray for each way through the forks on the way.
    rays: Vec<Vec<Ray>>,
    /// Per node, each neighbour with the landings of a jump from the node over it.
    landings: Vec<Vec<(Node, Vec<Node>)>>,
    /// `jumped[from * NODES + to]`: the node a jump from `from` to `to` passes over.
    jumped: Vec<Option<Node>>,
}

/// One ray: its nodes and their bits, in order away from the start.
struct Ray {
    nodes: Vec<Node>,
    bits: Vec<u128>,
}

/// The tables, built from the board on first use.
fn tables() -> &'static MoveTables {
    static TABLES: OnceLock<MoveTables> = OnceLock::new();
    TABLES.get_or_init(|| MoveTables::new(kadon()))
}

impl MoveTables {
    fn new(board: &KadonBoard) -> Self {
        let rays = Node::all().map(|from| rays_from(board, from)).collect();
        let landings: Vec<Vec<(Node, Vec<Node>)>> = Node::all()
            .map(|from| {
                board
                    .neighbours_of(from)
                    .iter()
                    .map(|&over| (over, board.line_continues(from, over)))
                    .collect()
            })
            .collect();
        let mut jumped = vec![None; NODES * NODES];
        for from in Node::all() {
            for (over, tos) in &landings[from.index()] {
                for to in tos {
                    jumped[from.index() * NODES + to.index()] = Some(*over);
                }
            }
        }
        MoveTables {
            rays,
            landings,
            jumped,
        }
    }
}

/// Every ray from `from`: one per first step and, past each penta, per fork branch.
fn rays_from(board: &KadonBoard, from: Node) -> Vec<Ray> {
    let mut rays = Vec::new();
    for &first in board.neighbours_of(from) {
        let mut open = vec![vec![first]];
        while let Some(path) = open.pop() {
            let at = path[path.len() - 1];
            let previous = if path.len() >= 2 {
                path[path.len() - 2]
            } else {
                from
            };
            let onward: Vec<Node> = board
                .line_continues(previous, at)
                .into_iter()
                .filter(|n| *n != from && !path.contains(n))
                .collect();
            if onward.is_empty() {
                let bits = path.iter().map(|n| n.bit()).collect();
                rays.push(Ray { nodes: path, bits });
                continue;
            }
            for next in onward {
                let mut longer = path.clone();
                longer.push(next);
                open.push(longer);
            }
        }
    }
    rays
}

impl KadonBoard {
    /// The nodes a stone on `from` can slide to: along one straight line through empty
    /// nodes (`occupied` is the set of nodes holding a stone), taking either branch at
    /// a penta, stopping before the first occupied node, and going at most `max_len`
    /// nodes when given (Singularity slides 1 to 3 nodes, Tetra moves 1 or 2).
    pub fn slides(&self, from: Node, occupied: u128, max_len: Option<usize>) -> u128 {
        let limit = max_len.unwrap_or(NODES);
        let mut reach = 0;
        for ray in &tables().rays[from.index()] {
            for &bit in ray.bits.iter().take(limit) {
                if occupied & bit != 0 {
                    break;
                }
                reach |= bit;
            }
        }
        reach
    }

    /// The way a slide from `from` to `to` goes, both ends included (`from` first), or
    /// `None` when `to` cannot be reached by one slide past the stones of `occupied`.
    /// A line may turn at two pentas, so two ways can lead to the same node (from `a1`
    /// to `i1` along side 1, or into the board through `e5` and `i5`): the shortest
    /// clear one is given.
    pub fn slide_path(&self, from: Node, to: Node, occupied: u128) -> Option<Vec<Node>> {
        tables().rays[from.index()]
            .iter()
            .filter_map(|ray| {
                let end = ray.nodes.iter().position(|&n| n == to)?;
                let clear = ray.bits[..=end].iter().all(|&bit| occupied & bit == 0);
                clear.then_some(&ray.nodes[..=end])
            })
            .min_by_key(|way| way.len())
            .map(|way| std::iter::once(from).chain(way.iter().copied()).collect())
    }

    /// The rays from `from`: each the nodes along one straight line away from it, in
    /// order, one per first step and per fork branch taken (rays through a penta share
    /// their start).
    pub fn rays(&self, from: Node) -> impl Iterator<Item = &[Node]> {
        tables().rays[from.index()]
            .iter()
            .map(|r| r.nodes.as_slice())
    }

    /// Where a jump from `from` over its neighbour `over` lands: the node continuing
    /// the straight line `from`-`over`, two when `over` is a penta, none when the line
    /// stops at `over` (the perimeter from the inside, a corner along a side) or when
    /// `over` is not a neighbour. Geometry only: the stones are not looked at.
    pub fn jump_landings(&self, from: Node, over: Node) -> &[Node] {
        tables().landings[from.index()]
            .iter()
            .find(|(n, _)| *n == over)
            .map_or(&[], |(_, tos)| tos.as_slice())
    }

    /// Every jump from `from` over a stone of `occupied` to an empty node, as
    /// `(over, to)` pairs.
    pub fn jumps(&self, from: Node, occupied: u128) -> Vec<(Node, Node)> {
        tables().landings[from.index()]
            .iter()
            .filter(|(over, _)| occupied & over.bit() != 0)
            .flat_map(|(over, tos)| {
                tos.iter()
                    .filter(|to| occupied & to.bit() == 0)
                    .map(|&to| (*over, to))
            })
            .collect()
    }

    /// The landings of [`jumps`](Self::jumps) as a bit set.
    pub fn jump_targets(&self, from: Node, occupied: u128) -> u128 {
        let mut targets = 0;
        for (over, tos) in &tables().landings[from.index()] {
            if occupied & over.bit() != 0 {
                targets |= tos.iter().fold(0, |m, to| m | to.bit());
            }
        }
        targets & !occupied
    }

    /// The node a jump from `from` to `to` passes over, if some jump goes so (a jump
    /// never lands next to its start, so `from` and `to` fix it).
    pub fn jumped_node(&self, from: Node, to: Node) -> Option<Node> {
        tables().jumped[from.index() * NODES + to.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::kadon::nodes_of;

    fn n(label: &str) -> Node {
        Node::parse(label).unwrap()
    }

    fn set(labels: &str) -> u128 {
        labels.split_whitespace().fold(0, |m, l| m | n(l).bit())
    }

    #[test]
    fn a_slide_through_a_fork_takes_either_branch() {
        let board = kadon();
        // d5 -> e5 is a line into the penta e5; both branches go on from there.
        let penta = n("e5");
        let branches = board.line_continues(n("d5"), penta);
        assert_eq!(branches.len(), 2);
        let reach = board.slides(n("d5"), 0, None);
        for branch in &branches {
            assert!(reach & branch.bit() != 0, "{branch}");
            let path = board.slide_path(n("d5"), *branch, 0).unwrap();
            assert_eq!(path, [n("d5"), penta, *branch]);
        }
        // Blocking one branch leaves the other.
        let reach = board.slides(n("d5"), branches[0].bit(), None);
        assert!(reach & branches[0].bit() == 0);
        assert!(reach & branches[1].bit() != 0);
        // A stone on the penta blocks both.
        let reach = board.slides(n("d5"), penta.bit(), None);
        assert!(reach & (penta.bit() | branches[0].bit() | branches[1].bit()) == 0);
    }

    #[test]
    fn a_slide_stops_before_an_occupied_node() {
        let board = kadon();
        // Along side 1 from a1: b1, c1, ... up to i1 when empty.
        let empty = board.slides(n("a1"), 0, None);
        assert_eq!(empty & board.side(1), board.side(1) & !n("a1").bit());
        let blocked = board.slides(n("a1"), n("e1").bit(), None);
        assert_eq!(blocked & set("b1 c1 d1 e1 f1 g1 h1"), set("b1 c1 d1"));
        assert_eq!(board.slide_path(n("a1"), n("f1"), n("e1").bit()), None);
        assert_eq!(
            board.slide_path(n("a1"), n("d1"), n("e1").bit()),
            Some(vec![n("a1"), n("b1"), n("c1"), n("d1")])
        );
        // Next to a stone, nothing that way.
        assert_eq!(
            board.slides(n("a1"), n("b1").bit(), None) & n("c1").bit(),
            0
        );
    }

    #[test]
    fn a_line_from_the_inside_stops_at_the_rim() {
        let board = kadon();
        // From any node, rays that reach the perimeter after leaving the inside end
        // there: the last node of every ray is on the perimeter, and no ray goes on
        // after a perimeter node it reached from an inner one.
        for from in Node::all() {
            for ray in board.rays(from) {
                let last = ray[ray.len() - 1];
                assert!(
                    board.is_perimeter(last),
                    "{from}: ray ends inside at {last}"
                );
                let mut previous = from;
                for (i, &at) in ray.iter().enumerate() {
                    if board.is_perimeter(at) && !board.is_perimeter(previous) {
                        assert_eq!(i, ray.len() - 1, "{from}: goes on past {at}");
                    }
                    previous = at;
                }
            }
        }
        // b2 towards a1: the corner, and no further.
        let reach = board.slides(n("b2"), 0, None);
        assert!(reach & n("a1").bit() != 0);
        assert_eq!(reach & (n("b1").bit() | n("a2").bit()), set("b1 a2"));
        assert_eq!(board.slide_path(n("b2"), n("a1"), 0).unwrap().len(), 2);
    }

    #[test]
    fn a_slide_along_a_side_stops_at_the_corner() {
        let board = kadon();
        // From e1 along side 1 both ways to the corners a1 and i1, never round them.
        let along: Vec<&[Node]> = board
            .rays(n("e1"))
            .filter(|ray| board.is_perimeter(ray[0]))
            .collect();
        assert_eq!(along.len(), 2);
        for ray in along {
            assert_eq!(ray.len(), 4);
            assert!(board.is_corner(ray[3]));
            assert!(ray.iter().all(|v| board.side(1) & v.bit() != 0));
        }
        // From a corner: the two sides, 8 more nodes each, to the other corners.
        let mut along = 0;
        for ray in board.rays(n("a1")).filter(|ray| board.is_perimeter(ray[0])) {
            assert_eq!(ray.len(), 8);
            assert!(board.is_corner(ray[7]));
            along |= ray.iter().fold(0, |m, v| m | v.bit());
        }
        assert_eq!(along, (board.side(1) | board.side(2)) & !n("a1").bit());
        // A stone on the side stops the slide before it.
        let reach = board.slides(n("e1"), n("b1").bit(), None);
        assert_eq!(reach & set("a1 b1 c1 d1"), set("c1 d1"));
    }

    #[test]
    fn max_len_bounds_a_slide() {
        let board = kadon();
        let one = board.slides(n("a1"), 0, Some(1));
        assert_eq!(one, board.neighbour_mask(n("a1")));
        let three = board.slides(n("a1"), 0, Some(3));
        assert_eq!(three & board.side(1), set("b1 c1 d1"));
        // Every node reached within 2 nodes is a neighbour or a neighbour's neighbour.
        for from in Node::all() {
            let two = board.slides(from, 0, Some(2));
            let near = nodes_of(board.neighbour_mask(from))
                .fold(board.neighbour_mask(from), |m, v| {
                    m | board.neighbour_mask(v)
                });
            assert_eq!(two & !near, 0, "{from}");
            assert_eq!(board.slides(from, 0, Some(0)), 0);
            assert_eq!(
                board.slides(from, 0, Some(1)),
                board.neighbour_mask(from),
                "{from}"
            );
        }
    }

    #[test]
    fn rays_are_simple_and_slide_paths_follow_them() {
        let board = kadon();
        for from in Node::all() {
            for ray in board.rays(from) {
                assert!(!ray.contains(&from), "{from}: a ray comes back");
                for (i, v) in ray.iter().enumerate() {
                    assert!(!ray[i + 1..].contains(v), "{from}: a ray loops");
                }
            }
            for to in nodes_of(board.slides(from, 0, None)) {
                let path = board.slide_path(from, to, 0).unwrap();
                assert_eq!((path[0], path[path.len() - 1]), (from, to));
                for pair in path.windows(2) {
                    assert!(board.neighbour_mask(pair[0]) & pair[1].bit() != 0);
                }
            }
            let elsewhere = !board.slides(from, 0, None);
            for to in nodes_of(elsewhere & ((1 << NODES) - 1)) {
                assert_eq!(board.slide_path(from, to, 0), None, "{from}-{to}");
            }
        }
        // A stone hemmed in by its neighbours cannot slide.
        assert_eq!(
            board.slides(n("a1"), board.neighbour_mask(n("a1")), None),
            0
        );
    }

    #[test]
    fn two_ways_to_one_node_give_the_shortest_clear_path() {
        let board = kadon();
        // From a1 to i1: along side 1, or in through e5, along the central triangle's
        // edge to i5, and down to i1 (the line forks at both pentas).
        let short = board.slide_path(n("a1"), n("i1"), 0).unwrap();
        assert_eq!(short.len(), 9);
        let long = board.slide_path(n("a1"), n("i1"), n("e1").bit()).unwrap();
        assert_eq!(
            long.iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            "a1 b2 c3 d4 e5 f5 g5 h5 i5 i4 i3 i2 i1"
        );
        assert_eq!(board.slide_path(n("a1"), n("i1"), set("e1 g5")), None);
        assert!(board.slides(n("a1"), set("e1 g5"), None) & n("i1").bit() == 0);
    }

    #[test]
    fn a_jump_over_a_penta_has_two_landings() {
        let board = kadon();
        for penta in Node::all().filter(|&v| board.is_penta(v)) {
            for &from in board.neighbours_of(penta) {
                let landings = board.jump_landings(from, penta);
                assert_eq!(landings, board.line_continues(from, penta).as_slice());
                assert_eq!(landings.len(), 2, "{from} over {penta}");
                // Both are taken as jumps when the penta holds a stone.
                let jumps = board.jumps(from, penta.bit());
                for &to in landings {
                    assert!(jumps.contains(&(penta, to)));
                    assert_eq!(board.jumped_node(from, to), Some(penta));
                }
            }
        }
    }

    #[test]
    fn jumps_need_a_stone_an_empty_landing_and_a_line_going_on() {
        let board = kadon();
        // Over the perimeter from the inside: no landing; along a side over the corner:
        // none either.
        assert!(board.jump_landings(n("b2"), n("a1")).is_empty());
        assert!(board.jump_landings(n("b1"), n("a1")).is_empty());
        assert_eq!(board.jump_landings(n("a1"), n("b1")), [n("c1")]);
        // Not a neighbour: no jump.
        assert!(board.jump_landings(n("a1"), n("c1")).is_empty());
        // Nothing to jump over, or the landing taken.
        assert!(board.jumps(n("a1"), 0).is_empty());
        assert_eq!(board.jumps(n("a1"), n("b1").bit()), [(n("b1"), n("c1"))]);
        assert!(board.jumps(n("a1"), set("b1 c1")).is_empty());
        assert_eq!(board.jump_targets(n("a1"), n("b1").bit()), n("c1").bit());
        assert_eq!(board.jump_targets(n("a1"), set("b1 c1")), 0);
    }

    #[test]
    fn a_jump_never_lands_next_to_its_start_so_from_and_to_fix_it() {
        let board = kadon();
        let mut count = 0;
        for from in Node::all() {
            let mut landed = 0u128;
            for &over in board.neighbours_of(from) {
                for &to in board.jump_landings(from, over) {
                    count += 1;
                    assert_ne!(to, from);
                    assert_eq!(board.neighbour_mask(from) & to.bit(), 0, "{from}-{to}");
                    assert!(board.neighbour_mask(over) & to.bit() != 0);
                    assert_eq!(landed & to.bit(), 0, "{from}-{to} over two nodes");
                    landed |= to.bit();
                    assert_eq!(board.jumped_node(from, to), Some(over));
                    // Jumps go both ways.
                    assert!(board.jump_landings(to, over).contains(&from));
                }
            }
            for to in Node::all().filter(|to| landed & to.bit() == 0) {
                assert_eq!(board.jumped_node(from, to), None);
            }
        }
        // Every straight window of three, both ways: 234 (see the faces' S-steps).
        assert_eq!(count, 2 * 234);
    }
}
