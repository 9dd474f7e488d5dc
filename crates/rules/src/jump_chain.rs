//! A chain of jumps on the Kadon board, shared by Leap Over and Aliens and Amazons.
//!
//! A stone jumps from its start, then may jump again from where it landed, one
//! decision per jump, until its player stops or no jump is left. A chain never lands
//! twice on the same node, nor back where it started; it may jump the same stone
//! twice. The chain remembers its start, where the stone stands and every landing.

use std::fmt;

use crate::board::kadon::{Node, kadon, nodes_of};

/// Why an action does not fit the chain of jumps (or the lack of one): the refusals
/// Leap Over and Aliens and Amazons share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainError {
    /// Within a chain only the stone on this node may jump.
    OtherStone(Node),
    /// The chain already landed on this node, or started there.
    AlreadyVisited(Node),
    /// `stop` ends a chain: it is not legal before the first jump.
    NothingToStop,
}

impl fmt::Display for ChainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChainError::OtherStone(node) => {
                write!(f, "the chain goes on with the stone on {node}")
            }
            ChainError::AlreadyVisited(node) => {
                write!(f, "the chain has already been on {node}")
            }
            ChainError::NothingToStop => f.write_str("there is no chain of jumps to stop"),
        }
    }
}

/// A chain of jumps under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct JumpChain {
    /// Where the stone stood before its first jump.
    pub start: Node,
    /// Where the stone stands now (its last landing).
    pub at: Node,
    /// Every landing so far, `at` included, as a bit set.
    pub landed: u128,
}

impl JumpChain {
    /// The chain after a first jump from `start` to `to`.
    pub fn first(start: Node, to: Node) -> Self {
        JumpChain {
            start,
            at: to,
            landed: to.bit(),
        }
    }

    /// The nodes the stone may land on next, over a stone of `occupied`, as a bit set:
    /// empty landings it has not used, and not its start.
    pub fn next_landings(&self, occupied: u128) -> u128 {
        kadon().jump_targets(self.at, occupied) & !self.landed & !self.start.bit()
    }

    /// Whether `to` was already a landing of the chain or is its start.
    pub fn visited(&self, to: Node) -> bool {
        to == self.start || self.landed & to.bit() != 0
    }

    /// The chain after one more jump to `to`.
    pub fn then(self, to: Node) -> Self {
        JumpChain {
            start: self.start,
            at: to,
            landed: self.landed | to.bit(),
        }
    }

    /// The chain after a jump from `from` to `to`, when the jump may go on with it:
    /// the stone where the chain stands, to a node it has not been on.
    pub fn continued(self, from: Node, to: Node) -> Result<Self, ChainError> {
        if self.at != from {
            Err(ChainError::OtherStone(self.at))
        } else if self.visited(to) {
            Err(ChainError::AlreadyVisited(to))
        } else {
            Ok(self.then(to))
        }
    }

    /// The chain as text: its start, the landings before the last one (in label
    /// order) and the last one, comma-separated (`e2,e4,g4`).
    pub fn text(&self) -> String {
        std::iter::once(self.start)
            .chain(nodes_of(self.landed & !self.at.bit()))
            .chain(std::iter::once(self.at))
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Reads [`JumpChain::text`]: at least two distinct nodes, the start first and
    /// the stone's node last. Whether the jumps were possible is the game's to check.
    pub fn parse(text: &str) -> Result<JumpChain, String> {
        let nodes = text
            .split(',')
            .map(|word| Node::parse(word).ok_or_else(|| format!("'{word}' is not a node")))
            .collect::<Result<Vec<_>, _>>()?;
        let [start, ref middle @ .., at] = nodes[..] else {
            return Err(format!(
                "a chain names its start and at least one landing, found '{text}'"
            ));
        };
        let mut chain = JumpChain::first(start, at);
        for &node in middle {
            if chain.visited(node) {
                return Err(format!("the chain '{text}' names {node} twice"));
            }
            chain.landed |= node.bit();
        }
        if at == start {
            return Err(format!("the chain '{text}' ends where it started"));
        }
        Ok(chain)
    }
}

/// Reads a move `e2-e4` (a jump or a step) as its two nodes, case-insensitive.
pub fn parse_move(text: &str) -> Option<(Node, Node)> {
    let (from, to) = text.trim().split_once('-')?;
    Some((Node::parse(from)?, Node::parse(to)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(label: &str) -> Node {
        Node::parse(label).unwrap()
    }

    #[test]
    fn a_chain_never_lands_twice_nor_back_on_its_start() {
        let chain = JumpChain::first(n("e2"), n("e4")).then(n("g4"));
        assert!(chain.visited(n("e2")) && chain.visited(n("e4")) && chain.visited(n("g4")));
        assert!(!chain.visited(n("e3")));
        assert_eq!(chain.text(), "e2,e4,g4");
        assert_eq!(JumpChain::parse("e2,e4,g4"), Ok(chain));
        assert!(JumpChain::parse("e2").is_err());
        assert!(JumpChain::parse("e2,e4,e2").is_err());
        assert!(JumpChain::parse("e2,e4,e4").is_err());
        assert!(JumpChain::parse("e2,z9").is_err());
        // Over f3 from e4 the line goes back to e2: never offered.
        let occupied = n("e3").bit() | n("f4").bit() | n("g4").bit();
        let back = JumpChain::first(n("e2"), n("e4"));
        assert_eq!(back.next_landings(occupied) & n("e2").bit(), 0);
    }

    #[test]
    fn moves_read_both_nodes() {
        assert_eq!(parse_move("E2-e4"), Some((n("e2"), n("e4"))));
        assert_eq!(parse_move("e2"), None);
        assert_eq!(parse_move("e2-"), None);
        assert_eq!(parse_move("e2-e4-g4"), None);
    }
}
