//! Where a pawn or the Zen may go: as many cells as there are pieces on the whole line
//! (both ways, the Zen and the mover included), over its own pawns and the Zen but never
//! over an enemy pawn, landing on an empty cell or taking an enemy pawn or the Zen.
//!
//! The Zen, moved by a player, is of that player's colour: it passes over that
//! colour's pawns only and may take the other colour's. It may not go back to the cell
//! it just left (rule a/), and must end next to a pawn (rule b/, except in variant 3).

use super::bits::{around, line, ray_length, reach};
use super::cell::{Cell, cells_of};
use super::error::ZenError;
use super::lines::LineCounts;
use super::piece::{Colour, Piece};
use super::pieces::Pieces;

/// What limits the Zen's moves this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZenRules {
    /// Rule a/: the cell the Zen just left, where it may not go back.
    pub ban: Option<Cell>,
    /// Rule b/: whether it must end next to a pawn.
    pub contact: bool,
}

/// The landing of the piece on `from` moved by `colour` towards direction `dir` (index
/// in `Direction::ALL`), and the cells of the pieces it passes over; or why it cannot.
/// The caller has checked that `from` holds a pawn of `colour` or the Zen.
pub fn landing(
    pieces: &Pieces,
    colour: Colour,
    from: Cell,
    dir: usize,
    zen: ZenRules,
) -> Result<(Cell, u128), ZenError> {
    landing_after(pieces, colour, from, dir, distance(pieces, from, dir), zen)
}

/// [`landing`] for a move of `count` cells (the pieces on the line).
fn landing_after(
    pieces: &Pieces,
    colour: Colour,
    from: Cell,
    dir: usize,
    count: u32,
    zen: ZenRules,
) -> Result<(Cell, u128), ZenError> {
    if count > ray_length(from, dir) {
        return Err(ZenError::OffBoard { from, count });
    }
    let (to, between) = reach(from, dir, count);
    let enemy = pieces.pawns(colour.other());
    if between & enemy != 0 {
        let at = cells_of(between & enemy).next().unwrap_or(to);
        return Err(ZenError::Blocked { from, to, at });
    }
    if pieces.pawns(colour) & to.bit() != 0 {
        return Err(ZenError::OwnPawn(to));
    }
    if pieces.zen == Some(from)
        && let Some(error) = zen_refusal(pieces, to, zen)
    {
        return Err(error);
    }
    Ok((to, between & pieces.occupied()))
}

/// Why the Zen may not land on `to` under `zen` (rules a/ and b/), if it may not.
fn zen_refusal(pieces: &Pieces, to: Cell, zen: ZenRules) -> Option<ZenError> {
    if zen.ban == Some(to) {
        return Some(ZenError::ZenReturn(to));
    }
    // Rule b/ after the taken pawn is removed: the cell left is empty too.
    let pawns = (pieces.pawns[0] | pieces.pawns[1]) & !to.bit();
    (zen.contact && around(to) & pawns == 0).then_some(ZenError::ZenAlone(to))
}

/// The cells that hold a piece `colour` may move: its pawns, and the Zen.
pub fn movers(pieces: &Pieces, colour: Colour) -> u128 {
    pieces.pawns(colour) | pieces.zen_bit()
}

/// The pieces on the whole line through `from` along `dir`: how far a move goes.
pub fn distance(pieces: &Pieces, from: Cell, dir: usize) -> u32 {
    (pieces.occupied() & line(from, dir)).count_ones()
}

/// Calls `found(from, to, over)` for every move of `colour`, pawns by cell then the Zen
/// at its place among them, directions clockwise from north; `lines` counts the pieces
/// of `pieces` on each line.
pub fn each_move(
    pieces: &Pieces,
    lines: &LineCounts,
    colour: Colour,
    zen: ZenRules,
    mut found: impl FnMut(Cell, Cell, u128),
) {
    let own = pieces.pawns(colour);
    let enemy = pieces.pawns(colour.other());
    let occupied = pieces.occupied();
    for from in cells_of(movers(pieces, colour)) {
        let counts = lines.through(from);
        let moving_zen = pieces.zen == Some(from);
        for dir in 0..8 {
            let count = u32::from(counts[dir % 4]);
            if count > ray_length(from, dir) {
                continue;
            }
            let (to, between) = reach(from, dir, count);
            if between & enemy != 0 || own & to.bit() != 0 {
                continue;
            }
            if moving_zen && zen_refusal(pieces, to, zen).is_some() {
                continue;
            }
            found(from, to, between & occupied);
        }
    }
}

/// Whether `colour` has any move.
pub fn has_move(pieces: &Pieces, colour: Colour, zen: ZenRules) -> bool {
    cells_of(movers(pieces, colour))
        .any(|from| (0..8).any(|dir| landing(pieces, colour, from, dir, zen).is_ok()))
}

/// The piece `colour` may move on `from`, if any.
pub fn mover_at(pieces: &Pieces, colour: Colour, from: Cell) -> Option<Piece> {
    (movers(pieces, colour) & from.bit() != 0).then(|| pieces.at(from))?
}
