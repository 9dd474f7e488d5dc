//! The legal ring placements and ring moves, appended to the caller's list from tables of
//! ready-made actions. Along each line a ring copies its whole row of moves (the nearest
//! point first) and keeps as many as there are empty points before the first piece,
//! then adds the landing beyond a run of markers and keeps it only if there is one
//! ([`Lines::reach`] says how many and which): no branch depends on the board, where a
//! walk along the line mispredicted its end on nearly every line.

use super::RINGS_PER_PLAYER;
use super::action::YinshAction;
use super::board::{BOARD, DIRECTIONS, Point, PointSet};
use super::lines::{LONGEST_LINE, Lines};

/// `MOVES[index][d][k]`: the ring on bit `index` moving `k + 1` points along
/// `DIRECTIONS[d]` (passes beyond the board's edge). 21.8 kB, computed at compile time.
static MOVES: [[[YinshAction; LONGEST_LINE]; 6]; 121] = moves();

/// Every ring placement on the empty board, in index order.
static PLACEMENTS: [YinshAction; 85] = placements();

/// `RANKS[index]`: where the point on bit `index` comes in [`PLACEMENTS`].
static RANKS: [u8; 121] = ranks();

const fn moves() -> [[[YinshAction; LONGEST_LINE]; 6]; 121] {
    let mut table = [[[YinshAction::Pass; LONGEST_LINE]; 6]; 121];
    let mut index = 0;
    while index < 121 {
        let mut d = 0;
        while d < 6 && BOARD.0 >> index & 1 != 0 {
            // The same walk as `Point::step`: off the board ends the line.
            let (mut to, mut k) = (index as i32 + DIRECTIONS[d] as i32, 0);
            while to >= 0 && to < 121 && BOARD.0 >> to & 1 != 0 {
                table[index][d][k] = YinshAction::MoveRing {
                    from: Point::on_board(index as u8),
                    to: Point::on_board(to as u8),
                };
                to += DIRECTIONS[d] as i32;
                k += 1;
            }
            d += 1;
        }
        index += 1;
    }
    table
}

const fn placements() -> [YinshAction; 85] {
    let mut table = [YinshAction::Pass; 85];
    let (mut index, mut rank) = (0, 0);
    while index < 121 {
        if BOARD.0 >> index & 1 != 0 {
            table[rank] = YinshAction::PlaceRing(Point::on_board(index as u8));
            rank += 1;
        }
        index += 1;
    }
    table
}

const fn ranks() -> [u8; 121] {
    let mut table = [0; 121];
    let (mut index, mut rank) = (0, 0);
    while index < 121 {
        table[index] = rank;
        if BOARD.0 >> index & 1 != 0 {
            rank += 1;
        }
        index += 1;
    }
    table
}

/// Appends a placement on every point not in `occupied`, in index order: the runs of
/// [`PLACEMENTS`] between the occupied points.
pub(super) fn push_placements(occupied: u128, out: &mut Vec<YinshAction>) {
    let mut next = 0;
    for point in PointSet(occupied & BOARD.0).iter() {
        let rank = RANKS[point.index() as usize] as usize;
        out.extend_from_slice(&PLACEMENTS[next..rank]);
        next = rank + 1;
    }
    out.extend_from_slice(&PLACEMENTS[next..]);
}

/// The most moves one ring can have: the points of f6's six rays.
const MOST_MOVES: usize = 26;

/// Room for the moves of a player's rings, and one line's row copied whole past the last.
const ROOM: usize = RINGS_PER_PLAYER as usize * MOST_MOVES + LONGEST_LINE;

/// What the room holds before the moves are written in.
static UNLISTED: [YinshAction; ROOM] = [YinshAction::Pass; ROOM];

/// Appends every move of the rings in `movers` (a player's), ring by ring in index
/// order, each one direction by direction in the order of [`DIRECTIONS`], the nearest
/// landing first. The list grows by a fixed room first and is cut to the moves after,
/// so that writing a move costs no test of the list's length.
pub(super) fn push_ring_moves(movers: u128, lines: &Lines, out: &mut Vec<YinshAction>) {
    let start = out.len();
    out.extend_from_slice(&UNLISTED);
    let room: &mut [YinshAction; ROOM] =
        (&mut out[start..]).try_into().expect("the room just added");
    let mut count = 0;
    for from in PointSet(movers).iter() {
        let from = from.index() as usize;
        count = list_along::<0>(from, lines, room, count);
        count = list_along::<1>(from, lines, room, count);
        count = list_along::<2>(from, lines, room, count);
        count = list_along::<3>(from, lines, room, count);
        count = list_along::<4>(from, lines, room, count);
        count = list_along::<5>(from, lines, room, count);
    }
    out.truncate(start + count);
}

/// Writes the moves of the ring on bit `from` along `DIRECTIONS[D]` into `room` from
/// `count` on, and returns the new count: its whole row of moves, of which the empty
/// points before the first piece are kept, then the landing beyond a run of markers,
/// kept if there is one.
#[inline(always)]
fn list_along<const D: usize>(
    from: usize,
    lines: &Lines,
    room: &mut [YinshAction; ROOM],
    count: usize,
) -> usize {
    let reach = lines.reach::<D>(from);
    let row = &MOVES[from][D];
    room[count..count + LONGEST_LINE].copy_from_slice(row);
    let count = count + reach.open as usize;
    room[count] = row[(reach.beyond as usize).min(LONGEST_LINE - 1)];
    count + reach.jumps as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moves_of_a_ring_fit_their_share_of_the_room() {
        let most = MOVES
            .iter()
            .map(|rows| {
                let moves = rows.iter().flatten();
                moves
                    .filter(|m| matches!(m, YinshAction::MoveRing { .. }))
                    .count()
            })
            .max();
        assert_eq!(most, Some(MOST_MOVES));
    }
}
