//! Tetra's winning figures against a brute force over every set of four nodes, which
//! finds them from the definition with other tools of the board (the middle node of a
//! jump, the continuation of a line, common neighbours) rather than from rays.

use std::collections::BTreeSet;

use plateau_rules::board::kadon::{KadonBoard, Node, kadon};
use plateau_rules::tetra::figures::{Shape, StepKind, figures, winning_sets};

/// Whether `a`-`b` is a step of `kind`.
fn is_step(board: &KadonBoard, kind: StepKind, a: Node, b: Node) -> bool {
    let pair = (a.min(b), a.max(b));
    match kind {
        StepKind::S => board.s_steps().binary_search(&pair).is_ok(),
        StepKind::F => board.f_steps().binary_search(&pair).is_ok(),
    }
}

fn continues(board: &KadonBoard, from: Node, at: Node, to: Node) -> bool {
    board.line_continues(from, at).contains(&to)
}

/// `a`, `b`, `c`, `d` in this order are a straight line of three steps of `kind`.
fn is_line(board: &KadonBoard, kind: StepKind, order: [Node; 4]) -> bool {
    if !order.windows(2).all(|w| is_step(board, kind, w[0], w[1])) {
        return false;
    }
    match kind {
        StepKind::S => {
            // a m1 b m2 c m3 d is one straight run of seven nodes.
            let middle = |i: usize| board.jumped_node(order[i], order[i + 1]);
            let (Some(m1), Some(m2), Some(m3)) = (middle(0), middle(1), middle(2)) else {
                return false;
            };
            continues(board, m1, order[1], m2) && continues(board, m2, order[2], m3)
        }
        StepKind::F => {
            // The edge crossed into each inner node is continued by the next one.
            let crossed = |p: Node, q: Node| -> Vec<Node> {
                let common = board.neighbour_mask(p) & board.neighbour_mask(q);
                Node::all().filter(|n| common & n.bit() != 0).collect()
            };
            (1..3).all(|i| {
                let (inn, out) = (
                    crossed(order[i - 1], order[i]),
                    crossed(order[i], order[i + 1]),
                );
                let at = order[i];
                let (x, y, x2, y2) = (inn[0], inn[1], out[0], out[1]);
                (continues(board, x, at, x2) && continues(board, y, at, y2))
                    || (continues(board, x, at, y2) && continues(board, y, at, x2))
            })
        }
    }
}

/// The set `nodes` is a rhombus of `kind`: some pair of it is a step, and each of the
/// other two is one step from both.
fn is_rhombus(board: &KadonBoard, kind: StepKind, nodes: [Node; 4]) -> bool {
    let step = |i: usize, j: usize| is_step(board, kind, nodes[i], nodes[j]);
    [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
        .into_iter()
        .any(|(b, d)| {
            let others: Vec<usize> = (0..4).filter(|&k| k != b && k != d).collect();
            step(b, d) && others.iter().all(|&k| step(k, b) && step(k, d))
        })
}

/// The orders in which four nodes may stand along a line, each once (an order and its
/// reverse are the same line): the orderings of 0..4 whose first is below their last.
fn orders() -> Vec<[usize; 4]> {
    let mut orders = Vec::new();
    for a in 0..4 {
        for b in (0..4).filter(|&b| b != a) {
            for c in (0..4).filter(|&c| c != a && c != b) {
                let d = 6 - a - b - c;
                if a < d {
                    orders.push([a, b, c, d]);
                }
            }
        }
    }
    orders
}

/// Every figure found by trying all sets of four pairwise non-adjacent nodes.
fn brute_force(board: &KadonBoard) -> BTreeSet<(u128, StepKind, Shape)> {
    let apart = |a: Node, b: Node| board.neighbour_mask(a) & b.bit() == 0 && a != b;
    let nodes: Vec<Node> = Node::all().collect();
    let orders = orders();
    let mut found = BTreeSet::new();
    for (i, &a) in nodes.iter().enumerate() {
        for (j, &b) in nodes.iter().enumerate().skip(i + 1) {
            if !apart(a, b) {
                continue;
            }
            for (k, &c) in nodes.iter().enumerate().skip(j + 1) {
                if !apart(a, c) || !apart(b, c) {
                    continue;
                }
                for &d in &nodes[k + 1..] {
                    if !apart(a, d) || !apart(b, d) || !apart(c, d) {
                        continue;
                    }
                    let set = [a, b, c, d];
                    let mask = set.iter().fold(0, |m, n| m | n.bit());
                    for kind in [StepKind::S, StepKind::F] {
                        let steps = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
                            .iter()
                            .filter(|&&(x, y)| is_step(board, kind, set[x], set[y]))
                            .count();
                        if steps < 3 {
                            continue;
                        }
                        if orders
                            .iter()
                            .any(|o| is_line(board, kind, o.map(|x| set[x])))
                        {
                            found.insert((mask, kind, Shape::Line));
                        }
                        if is_rhombus(board, kind, set) {
                            found.insert((mask, kind, Shape::Rhombus));
                        }
                    }
                }
            }
        }
    }
    found
}

#[test]
fn the_figures_are_exactly_those_a_brute_force_finds() {
    let board = kadon();
    let brute = brute_force(board);
    let listed: BTreeSet<(u128, StepKind, Shape)> = figures()
        .iter()
        .map(|f| (f.nodes, f.kind, f.shape))
        .collect();
    assert_eq!(listed.len(), figures().len(), "no figure twice");
    let count = |set: &BTreeSet<(u128, StepKind, Shape)>, kind, shape| {
        set.iter().filter(|f| f.1 == kind && f.2 == shape).count()
    };
    assert_eq!(listed, brute);
    // The counts, by kind and shape; no four nodes form two figures.
    for (kind, shape, expected) in [
        (StepKind::S, Shape::Line, 156),
        (StepKind::S, Shape::Rhombus, 174),
        (StepKind::F, Shape::Line, 153),
        (StepKind::F, Shape::Rhombus, 168),
    ] {
        assert_eq!(count(&brute, kind, shape), expected, "{kind:?} {shape:?}");
    }
    assert_eq!(winning_sets().len(), 156 + 174 + 153 + 168);
    // A third count of the S-lines: the straight runs of seven nodes (the nodes between
    // the steps follow from the steps, so each run gives its own line).
    assert_eq!(board.windows(7).len(), 156);
}

/// Every cycle of four steps of one kind round four nodes pairwise apart has a
/// diagonal of that kind: requiring the rhombus's short diagonal to be a step of the
/// same kind (NOTES: all steps of the same kind) leaves out no four-sided figure.
#[test]
fn every_cycle_of_four_equal_steps_has_a_diagonal_of_its_kind() {
    let board = kadon();
    let mut cycles = 0;
    for kind in [StepKind::S, StepKind::F] {
        let steps = match kind {
            StepKind::S => board.s_steps(),
            StepKind::F => board.f_steps(),
        };
        // a-b-c-d-a with a the smallest node.
        for &(a, b) in steps {
            for &(x, y) in steps {
                let c = if x == b {
                    y
                } else if y == b {
                    x
                } else {
                    continue;
                };
                if c == a {
                    continue;
                }
                for d in Node::all().filter(|&d| d != b && d != c && d > a) {
                    if is_step(board, kind, c, d) && is_step(board, kind, d, a) {
                        cycles += 1;
                        assert!(
                            is_step(board, kind, a, c) || is_step(board, kind, b, d),
                            "{kind:?}: {a} {b} {c} {d}"
                        );
                        let mask = a.bit() | b.bit() | c.bit() | d.bit();
                        assert!(winning_sets().contains(&mask), "{a} {b} {c} {d}");
                    }
                }
            }
        }
    }
    assert!(cycles > 0);
}
