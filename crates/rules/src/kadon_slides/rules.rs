//! What sets one slide game apart from the others: its start, how far a stone slides,
//! its captures and centre limit, and its goal.

use std::fmt::Debug;
use std::hash::Hash;

use crate::Seat;

/// The rules of one slide game on top of the shared machinery
/// ([`SlideGame`](super::SlideGame)).
pub trait SlideRules:
    Copy + Debug + Default + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// The game's identifier in records and the engine protocol (`quinta`).
    const ID: &'static str;
    /// The game's display name (`Quinta`).
    const NAME: &'static str;
    /// The seat that moves first.
    const FIRST: Seat;
    /// The most nodes a slide goes (`None`: any distance).
    const MAX_SLIDE: Option<usize>;

    /// Black's and White's stones at the start, as bit sets of nodes.
    fn start() -> [u128; 2];

    /// Whether stones leave the board during the game (Singularity's captures): then a
    /// position may hold from one stone up to the start's count per seat; else exactly
    /// the start's count.
    const CAPTURES: bool = false;

    /// The nodes where a stone is captured when one of its owner's stones stops next
    /// to it (Singularity's central triangle); empty where the game has no captures.
    fn capture_zone() -> u128 {
        0
    }

    /// The nodes of which a player may hold at most one at the end of its turn
    /// (Singularity's central face); empty where there is no limit.
    fn limited() -> u128 {
        0
    }

    /// The stones among `own` (a player's stones after its turn) that make the goal,
    /// or 0 when they do not. `moved` is where the stone that just moved stopped (a new
    /// goal must hold it), `None` to look everywhere.
    fn goal(own: u128, moved: Option<crate::board::kadon::Node>) -> u128;
}
