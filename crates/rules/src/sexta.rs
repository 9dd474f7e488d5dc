//! Sexta on the Kadon board: slide your six stones into a snake.
//!
//! Six stones each stand in pairs round the perimeter; Black moves first. A turn is one
//! slide of any length along a straight line through empty nodes, either branch at a
//! fork ([`crate::kadon_slides`]). A player wins when its six stones form a simple
//! path: connected, the two ends touching one other stone of the six, the four others
//! exactly two (no loop, no branch, no stone touching a third). A player with no slide
//! passes; two passes in succession, a third repetition or the ply limit draw.

use std::sync::OnceLock;

use crate::board::kadon::{Node, group, kadon, nodes_of};
use crate::kadon_slides::{BLACK, SlideGame, SlideRules};
use crate::quinta::region;

/// Sexta's rules on the shared slide machinery.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SextaRules;

/// A game of Sexta.
pub type Sexta = SlideGame<SextaRules>;

/// Black's start: three pairs round the perimeter.
const BLACK_START: &str = "c1 b1 a7 a8 k3 j2";
/// White's start: the three pairs between Black's.
const WHITE_START: &str = "a2 a3 j8 k7 h1 g1";

/// How many stones make the snake.
const SNAKE: u32 = 6;

/// The two start layouts, read once.
fn start() -> [u128; 2] {
    static START: OnceLock<[u128; 2]> = OnceLock::new();
    *START.get_or_init(|| [region(BLACK_START), region(WHITE_START)])
}

/// Whether `stones` form a simple path: connected, two ends touching one other stone
/// of the set and every other stone exactly two.
pub fn is_snake(stones: u128) -> bool {
    if stones.count_ones() != SNAKE {
        return false;
    }
    let board = kadon();
    let mut ends = 0;
    for node in nodes_of(stones) {
        match (board.neighbour_mask(node) & stones).count_ones() {
            1 => ends += 1,
            2 => {}
            _ => return false,
        }
    }
    ends == 2 && group(Node(stones.trailing_zeros() as u8), stones) == stones
}

impl SlideRules for SextaRules {
    const ID: &'static str = "sexta";
    const NAME: &'static str = "Sexta";
    const FIRST: crate::Seat = BLACK;
    const MAX_SLIDE: Option<usize> = None;

    fn start() -> [u128; 2] {
        start()
    }

    /// All six stones, when they form a snake.
    fn goal(own: u128, _moved: Option<Node>) -> u128 {
        if is_snake(own) { own } else { 0 }
    }
}
