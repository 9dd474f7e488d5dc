//! Quinta on the Kadon board: slide your stones to make five in a line.
//!
//! Twelve stones each stand in pairs round the perimeter; Black moves first. A turn is
//! one slide of any length along a straight line through empty nodes, either branch
//! at a fork ([`crate::kadon_slides`]). Five of one's stones on consecutive nodes of a
//! straight line win, through a fork too (six or more hold five). A player with no
//! slide passes; two passes in succession, a third repetition or the ply limit draw.

use std::sync::OnceLock;

use crate::board::kadon::{NODES, Node, kadon};
use crate::kadon_slides::{BLACK, SlideGame, SlideRules};

/// Quinta's rules on the shared slide machinery.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct QuintaRules;

/// A game of Quinta.
pub type Quinta = SlideGame<QuintaRules>;

/// Black's start: pairs on every third pair of the perimeter, from `e1 d1`.
const BLACK_START: &str = "e1 d1 a1 a2 a5 a6 a9 j8 m5 l4 i1 h1";
/// White's start: the pairs between Black's.
const WHITE_START: &str = "c1 b1 a3 a4 a7 a8 k7 l6 k3 j2 g1 f1";

/// The nodes named in `labels`, as a bit set.
pub(crate) fn region(labels: &str) -> u128 {
    labels
        .split_whitespace()
        .filter_map(Node::parse)
        .fold(0, |m, n| m | n.bit())
}

/// The straight windows of five, and for each node those through it.
struct Windows {
    all: Vec<u128>,
    through: Vec<Vec<u128>>,
}

fn windows() -> &'static Windows {
    static WINDOWS: OnceLock<Windows> = OnceLock::new();
    WINDOWS.get_or_init(|| {
        let all = kadon().windows(5);
        let through = (0..NODES)
            .map(|n| all.iter().copied().filter(|w| w >> n & 1 != 0).collect())
            .collect();
        Windows { all, through }
    })
}

/// The two start layouts, read once.
fn start() -> [u128; 2] {
    static START: OnceLock<[u128; 2]> = OnceLock::new();
    *START.get_or_init(|| [region(BLACK_START), region(WHITE_START)])
}

/// Every straight window of five among `own`, joined; 0 when there is none.
fn fives(own: u128, windows: &[u128]) -> u128 {
    windows
        .iter()
        .filter(|&&w| own & w == w)
        .fold(0, |m, w| m | w)
}

impl SlideRules for QuintaRules {
    const ID: &'static str = "quinta";
    const NAME: &'static str = "Quinta";
    const FIRST: crate::Seat = BLACK;
    const MAX_SLIDE: Option<usize> = None;

    fn start() -> [u128; 2] {
        start()
    }

    /// The lines of five (or more) among `own`; only those through `moved` when it is
    /// given, as a new line must pass the stone that just moved.
    fn goal(own: u128, moved: Option<Node>) -> u128 {
        match moved {
            Some(node) => fives(own, &windows().through[node.index()]),
            None => fives(own, &windows().all),
        }
    }
}
