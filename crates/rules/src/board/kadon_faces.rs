//! The triangular faces of the Kadon board and the two "one row apart" steps of Tetra:
//! the S-step (two nodes along a straight line with one node between) and the F-step
//! (the far corners of two faces that share an edge).
//!
//! Every three mutually adjacent nodes of the board bound a face (160 of them), so the
//! faces are found from the neighbour sets; everything is computed once, on first use.

use std::sync::OnceLock;

use super::kadon::{KadonBoard, Node, kadon};

/// The face tables, computed once: see [`tables`].
struct FaceTables {
    faces: Vec<[Node; 3]>,
    f_steps: Vec<(Node, Node)>,
    s_steps: Vec<(Node, Node)>,
}

/// The tables, built from the board on first use.
fn tables() -> &'static FaceTables {
    static TABLES: OnceLock<FaceTables> = OnceLock::new();
    TABLES.get_or_init(|| FaceTables::new(kadon()))
}

impl FaceTables {
    fn new(board: &KadonBoard) -> Self {
        let mut faces = Vec::new();
        for &(a, b) in board.edges() {
            let above_b = !((1u128 << (b.0 + 1)) - 1);
            let thirds = board.neighbour_mask(a) & board.neighbour_mask(b) & above_b;
            faces.extend(super::kadon::nodes_of(thirds).map(|c| [a, b, c]));
        }
        faces.sort_unstable();
        let mut f_steps: Vec<(Node, Node)> = board
            .edges()
            .iter()
            .filter_map(|&(x, y)| board.far_corners(x, y))
            .collect();
        f_steps.sort_unstable();
        f_steps.dedup();
        let mut s_steps: Vec<(Node, Node)> = Node::all()
            .flat_map(|a| {
                board.neighbours_of(a).iter().flat_map(move |&b| {
                    board
                        .jump_landings(a, b)
                        .iter()
                        .filter(move |&&c| a < c)
                        .map(move |&c| (a, c))
                })
            })
            .collect();
        s_steps.sort_unstable();
        s_steps.dedup();
        FaceTables {
            faces,
            f_steps,
            s_steps,
        }
    }
}

impl KadonBoard {
    /// The 160 triangular faces, each as its three nodes in increasing order, the
    /// faces sorted.
    pub fn faces(&self) -> &[[Node; 3]] {
        &tables().faces
    }

    /// The far corners of the two faces that share the edge `x`-`y`, lower node first:
    /// `None` when `x` and `y` are not neighbours or the edge is on the perimeter (one
    /// face only).
    pub fn far_corners(&self, x: Node, y: Node) -> Option<(Node, Node)> {
        if self.neighbour_mask(x) & y.bit() == 0 {
            return None;
        }
        let mut corners = super::kadon::nodes_of(self.neighbour_mask(x) & self.neighbour_mask(y));
        let (p, q) = (corners.next()?, corners.next()?);
        corners.next().is_none().then_some((p, q))
    }

    /// Tetra's F-steps: the far corners `(p, q)`, `p < q`, of the two faces on each
    /// side of an inner edge (228 of them, one per inner edge), sorted. The 15 S-steps
    /// through a penta are F-steps too (round a penta, the fork's branches are also
    /// far corners); no other pair is both.
    pub fn f_steps(&self) -> &[(Node, Node)] {
        &tables().f_steps
    }

    /// Tetra's S-steps: two nodes `(a, c)`, `a < c`, along a straight line with one
    /// node between them, through forks too (234 of them), sorted. The node between is
    /// [`jumped_node`](Self::jumped_node)`(a, c)`.
    pub fn s_steps(&self) -> &[(Node, Node)] {
        &tables().s_steps
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::kadon::nodes_of;

    fn n(label: &str) -> Node {
        Node::parse(label).unwrap()
    }

    fn is_edge(a: Node, b: Node) -> bool {
        kadon().neighbour_mask(a) & b.bit() != 0
    }

    #[test]
    fn the_board_has_160_faces_of_three_neighbours() {
        let board = kadon();
        let faces = board.faces();
        assert_eq!(faces.len(), 160);
        for &[a, b, c] in faces {
            assert!(a < b && b < c);
            assert!(is_edge(a, b) && is_edge(b, c) && is_edge(a, c));
        }
        let mut sorted = faces.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.as_slice(), faces);
        // Euler: 93 nodes - 252 edges + 160 faces = 1 (a disc).
        assert_eq!(93 - 252 + faces.len() as i32, 1);
        // The central face is one of them.
        assert!(faces.contains(&[n("f6"), n("f7"), n("g6")]));
    }

    #[test]
    fn inner_edges_are_in_two_faces_perimeter_edges_in_one() {
        let board = kadon();
        let cycle = board.perimeter_cycle();
        let rim: Vec<(Node, Node)> = (0..cycle.len())
            .map(|i| {
                let (a, b) = (cycle[i], cycle[(i + 1) % cycle.len()]);
                (a.min(b), a.max(b))
            })
            .collect();
        assert_eq!(rim.len(), 24);
        let mut inner = 0;
        for &(x, y) in board.edges() {
            let count = board
                .faces()
                .iter()
                .filter(|f| f.contains(&x) && f.contains(&y))
                .count();
            if rim.contains(&(x, y)) {
                assert_eq!(count, 1, "{x}-{y}");
                assert_eq!(board.far_corners(x, y), None);
            } else {
                assert_eq!(count, 2, "{x}-{y}");
                assert!(board.far_corners(x, y).is_some());
                inner += 1;
            }
        }
        // 3 * 160 = 2 * inner + 24.
        assert_eq!(inner, 228);
        assert_eq!(3 * 160, 2 * inner + 24);
    }

    #[test]
    fn f_steps_are_the_far_corners_of_each_inner_edge() {
        let board = kadon();
        let steps = board.f_steps();
        // One per inner edge, never the same pair twice.
        assert_eq!(steps.len(), 228);
        for &(p, q) in steps {
            assert!(p < q);
            assert!(!is_edge(p, q), "{p}-{q} are neighbours");
            // Exactly two common neighbours, joined by the crossed edge.
            let common: Vec<Node> =
                nodes_of(board.neighbour_mask(p) & board.neighbour_mask(q)).collect();
            assert_eq!(common.len(), 2, "{p}-{q}");
            assert!(is_edge(common[0], common[1]));
            assert_eq!(board.far_corners(common[0], common[1]), Some((p, q)));
            assert_eq!(board.far_corners(common[1], common[0]), Some((p, q)));
        }
        // Across the central face's edge f6-g6: the face's third node f7, and g5.
        assert_eq!(
            board.far_corners(n("f6"), n("g6")),
            Some((n("f7"), n("g5")))
        );
        // Not an edge: no far corners.
        assert_eq!(board.far_corners(n("a1"), n("c1")), None);
    }

    #[test]
    fn s_steps_are_straight_windows_of_three() {
        let board = kadon();
        let steps = board.s_steps();
        // A middle node on the inside gives 3 pairs (hexa) or 5 (penta), one on a side
        // gives 1, a corner none: 66 * 3 + 3 * 5 + 21 * 1.
        assert_eq!(steps.len(), 66 * 3 + 3 * 5 + 21);
        assert_eq!(steps.len(), 234);
        assert_eq!(steps.len(), board.windows(3).len());
        for &(a, c) in steps {
            assert!(a < c);
            assert!(!is_edge(a, c));
            let b = board.jumped_node(a, c).expect("one node between");
            assert_eq!(board.jumped_node(c, a), Some(b));
            assert!(board.windows(3).contains(&(a.bit() | b.bit() | c.bit())));
        }
        // Along side 1, and across the penta e5 on both branches.
        assert!(steps.contains(&(n("a1"), n("c1"))));
        for branch in board.line_continues(n("d5"), n("e5")) {
            let (a, c) = (n("d5").min(branch), n("d5").max(branch));
            assert!(steps.contains(&(a, c)));
        }
    }

    #[test]
    fn s_steps_and_f_steps_coincide_only_through_a_penta() {
        // Round a penta, the fork's branches 2 and 3 places round are also the far
        // corners across the edge from the penta to the neighbour between: the 5
        // S-steps through each penta are F-steps too, and no other S-step is.
        let board = kadon();
        let both: Vec<(Node, Node)> = board
            .s_steps()
            .iter()
            .copied()
            .filter(|step| board.f_steps().contains(step))
            .collect();
        assert_eq!(both.len(), 3 * 5);
        for (a, c) in both {
            let middle = board.jumped_node(a, c).unwrap();
            assert!(board.is_penta(middle), "{a}-{c} over {middle}");
        }
        assert!(board.f_steps().contains(&(n("d4"), n("e6"))));
    }
}
