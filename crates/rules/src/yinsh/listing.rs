//! The legal ring placements and ring moves, appended to the caller's list from tables of
//! ready-made actions. Along each line a ring copies its whole row of moves (the nearest
//! point first) and keeps as many as there are empty points before the first piece,
//! then adds the landing beyond a run of markers and keeps it only if there is one: the
//! branches taken depend on the list's room, never on the board, where a walk along the
//! line mispredicted its end on nearly every line.

use super::action::YinshAction;
use super::board::{BOARD, DIRECTIONS, Point, PointSet};
use super::rays::{LONGEST_RAY, RAYS, nearest};

/// `MOVES[index][d][k]`: the ring on bit `index` moving `k + 1` points along
/// `DIRECTIONS[d]` (passes beyond the ray's end). 19.6 kB, computed at compile time.
static MOVES: [[[YinshAction; LONGEST_RAY]; 6]; 121] = moves();

/// `RAY_LENGTHS[index][d]`: how many points `RAYS[index][d]` holds.
static RAY_LENGTHS: [[u8; 6]; 121] = ray_lengths();

/// Every ring placement on the empty board, in index order.
static PLACEMENTS: [YinshAction; 85] = placements();

/// `RANKS[index]`: where the point on bit `index` comes in [`PLACEMENTS`].
static RANKS: [u8; 121] = ranks();

const fn moves() -> [[[YinshAction; LONGEST_RAY]; 6]; 121] {
    let mut table = [[[YinshAction::Pass; LONGEST_RAY]; 6]; 121];
    let mut index = 0;
    while index < 121 {
        let mut d = 0;
        while d < 6 {
            let ray = RAYS[index][d];
            let mut k = 0;
            while k < LONGEST_RAY {
                let to = index as i32 + (k as i32 + 1) * DIRECTIONS[d] as i32;
                if to >= 0 && to < 121 && ray >> to & 1 != 0 {
                    table[index][d][k] = YinshAction::MoveRing {
                        from: Point::on_board(index as u8),
                        to: Point::on_board(to as u8),
                    };
                }
                k += 1;
            }
            d += 1;
        }
        index += 1;
    }
    table
}

const fn ray_lengths() -> [[u8; 6]; 121] {
    let mut table = [[0; 6]; 121];
    let mut index = 0;
    while index < 121 {
        let mut d = 0;
        while d < 6 {
            table[index][d] = RAYS[index][d].count_ones() as u8;
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

/// Appends every move of the rings in `movers`, ring by ring in index order, each one
/// direction by direction in the order of [`DIRECTIONS`], the nearest landing first.
/// `rings` and `markers` are all of them, both colours.
pub(super) fn push_ring_moves(
    movers: u128,
    rings: u128,
    markers: u128,
    out: &mut Vec<YinshAction>,
) {
    let occupied = rings | markers;
    let empty = BOARD.0 & !occupied;
    for from in PointSet(movers).iter() {
        let from = from.index() as usize;
        push_along::<0>(from, occupied, markers, empty, out);
        push_along::<1>(from, occupied, markers, empty, out);
        push_along::<2>(from, occupied, markers, empty, out);
        push_along::<3>(from, occupied, markers, empty, out);
        push_along::<4>(from, occupied, markers, empty, out);
        push_along::<5>(from, occupied, markers, empty, out);
    }
}

/// Appends the moves of the ring on bit `from` along `DIRECTIONS[D]`: the empty points
/// before the first piece, then, if that piece is a marker, the first point after the
/// run of markers when it is empty.
#[inline(always)]
fn push_along<const D: usize>(
    from: usize,
    occupied: u128,
    markers: u128,
    empty: u128,
    out: &mut Vec<YinshAction>,
) {
    let step = DIRECTIONS[D].unsigned_abs() as usize;
    let pieces = RAYS[from][D] & occupied;
    let first = nearest::<D>(pieces);
    let open = if pieces == 0 {
        RAY_LENGTHS[from][D] as usize
    } else {
        first.abs_diff(from) / step - 1
    };
    let kept = out.len() + open;
    out.extend_from_slice(&MOVES[from][D]);
    out.truncate(kept);
    // The first point after the markers (bit 0 or 127, both off the board and never
    // empty, when the first piece is not a marker or the markers reach the edge).
    let landing = nearest::<D>(RAYS[first][D] & !markers);
    out.push(YinshAction::MoveRing {
        from: Point::on_board(from as u8),
        to: Point::on_board(landing as u8),
    });
    let lands = (markers >> first) & (empty >> landing) & 1;
    out.truncate(kept + lands as usize);
}
