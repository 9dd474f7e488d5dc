//! Tetra's moves: one node along any line, or two with the node between empty (either
//! branch past a penta), worked out once per node from the board's lines.

use std::sync::OnceLock;

use super::TetraError;
use crate::board::kadon::{Node, kadon, nodes_of};

/// From one node: a neighbour, and the nodes two steps away along a line through it.
#[derive(Clone, Copy, Debug)]
struct Reach {
    over: Node,
    beyond: u128,
}

fn table() -> &'static [Vec<Reach>] {
    static REACH: OnceLock<Vec<Vec<Reach>>> = OnceLock::new();
    REACH.get_or_init(|| {
        let board = kadon();
        Node::all()
            .map(|from| {
                board
                    .neighbours_of(from)
                    .iter()
                    .map(|&over| Reach {
                        over,
                        beyond: board
                            .jump_landings(from, over)
                            .iter()
                            .fold(0, |m, n| m | n.bit()),
                    })
                    .collect()
            })
            .collect()
    })
}

/// Calls `found(from, to)` for every move of the stones `own` with `occupied` the nodes
/// holding a stone: one node to an empty neighbour, then two nodes past it.
pub(super) fn for_each_move(own: u128, occupied: u128, mut found: impl FnMut(Node, Node)) {
    let table = table();
    for from in nodes_of(own) {
        for reach in &table[from.index()] {
            if occupied & reach.over.bit() != 0 {
                continue;
            }
            found(from, reach.over);
            for to in nodes_of(reach.beyond & !occupied) {
                found(from, to);
            }
        }
    }
}

/// Whether a stone of `own` can move at all: one has an empty neighbour (a move of two
/// nodes needs one too).
pub(super) fn can_move(own: u128, occupied: u128) -> bool {
    let board = kadon();
    nodes_of(own).any(|from| board.neighbour_mask(from) & !occupied != 0)
}

/// The node a legal move from `from` to `to` passes over (`None` for one node), or why
/// the move is not legal; `from` must hold a stone of the mover (checked by the caller).
pub(super) fn check_move(from: Node, to: Node, occupied: u128) -> Result<Option<Node>, TetraError> {
    let board = kadon();
    let via = if board.neighbour_mask(from) & to.bit() != 0 {
        None
    } else {
        Some(
            board
                .jumped_node(from, to)
                .ok_or(TetraError::OutOfReach { from, to })?,
        )
    };
    if let Some(middle) = via
        && occupied & middle.bit() != 0
    {
        return Err(TetraError::Blocked { middle });
    }
    if occupied & to.bit() != 0 {
        return Err(TetraError::Occupied(to));
    }
    Ok(via)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(label: &str) -> Node {
        Node::parse(label).unwrap()
    }

    #[test]
    fn moves_are_the_slides_of_at_most_two_nodes() {
        // The board's own slides, bounded to two nodes, reach the same nodes.
        let board = kadon();
        let occupied = [n("e5"), n("b1"), n("c3"), n("f6"), n("a3")]
            .iter()
            .fold(0, |m, v| m | v.bit());
        for from in Node::all() {
            let own = from.bit();
            let mut reach = 0u128;
            for_each_move(own, occupied | own, |f, to| {
                assert_eq!(f, from);
                assert_eq!(reach & to.bit(), 0, "{from}-{to} twice");
                reach |= to.bit();
                assert!(check_move(from, to, occupied | own).is_ok());
            });
            assert_eq!(reach, board.slides(from, occupied | own, Some(2)), "{from}");
            assert_eq!(can_move(own, occupied | own), reach != 0);
        }
    }
}
