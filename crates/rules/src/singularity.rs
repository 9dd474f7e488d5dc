//! Singularity on the Kadon board: race to a single stone in the centre.
//!
//! Twelve stones each alternate round the perimeter; White moves first. A turn is one
//! slide of one to three nodes along a straight line through empty nodes, either branch
//! at a fork ([`crate::kadon_slides`]). Capture is compulsory: when the moved stone stops
//! next to stones of its own colour standing on the central triangle of 15 nodes, one of
//! them leaves the board (the mover chooses, as a decision of its own, when two or more
//! qualify). At the end of its turn a player may hold at most one of the central face's
//! nodes `f6`, `g6`, `f7`; a move that cannot keep this is illegal. A player wins when
//! its turn ends with a single stone of its own left, standing on the central face.
//! A player with no slide passes; two passes in succession, a third repetition or the
//! ply limit draw.

use std::sync::OnceLock;

use crate::board::kadon::{Node, kadon};
use crate::kadon_slides::{BLACK, SlideGame, SlideRules, WHITE};

/// Singularity's rules on the shared slide machinery.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SingularityRules;

/// A game of Singularity.
pub type Singularity = SlideGame<SingularityRules>;

/// The longest slide, in nodes.
pub const MAX_SLIDE: usize = 3;

/// The board's regions the rules use, computed once.
struct Regions {
    start: [u128; 2],
    triangle: u128,
    face: u128,
}

fn regions() -> &'static Regions {
    static REGIONS: OnceLock<Regions> = OnceLock::new();
    REGIONS.get_or_init(|| {
        let board = kadon();
        let mut start = [0u128; 2];
        for (index, node) in board.perimeter_cycle().iter().enumerate() {
            // Black on the even places of the cycle from e1, White on the odd ones.
            let seat = if index % 2 == 0 { BLACK } else { WHITE };
            start[seat.index()] |= node.bit();
        }
        Regions {
            start,
            triangle: board.central_triangle(),
            face: board.central_face(),
        }
    })
}

impl SlideRules for SingularityRules {
    const ID: &'static str = "singularity";
    const NAME: &'static str = "Singularity";
    const FIRST: crate::Seat = WHITE;
    const MAX_SLIDE: Option<usize> = Some(MAX_SLIDE);
    const CAPTURES: bool = true;

    fn start() -> [u128; 2] {
        regions().start
    }

    /// The central triangle of 15 nodes.
    fn capture_zone() -> u128 {
        regions().triangle
    }

    /// The central face `f6 g6 f7`.
    fn limited() -> u128 {
        regions().face
    }

    /// The lone stone, when it stands on the central face.
    fn goal(own: u128, _moved: Option<Node>) -> u128 {
        if own.count_ones() == 1 && own & regions().face != 0 {
            own
        } else {
            0
        }
    }
}
