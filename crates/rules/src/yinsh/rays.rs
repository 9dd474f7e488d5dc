//! The rays: for each point and direction the points beyond it to the board's edge, and
//! whether a single move is legal and which markers it jumps. (Listing every legal move
//! is `listing`, from `lines`.)

use super::board::{BOARD, DIRECTIONS};

/// `RAYS[index][d]`: the points beyond bit `index` along `DIRECTIONS[d]`, to the edge of
/// the board (none for a place off the board). 11.6 kB, computed at compile time.
static RAYS: [[u128; 6]; 121] = rays();

const fn rays() -> [[u128; 6]; 121] {
    let mut table = [[0u128; 6]; 121];
    let mut index = 0;
    while index < 121 {
        if BOARD.0 >> index & 1 != 0 {
            let mut d = 0;
            while d < 6 {
                let step = DIRECTIONS[d] as i32;
                let mut at = index as i32 + step;
                // The same walk as `Point::step`: off the board ends the line.
                while at >= 0 && at < 121 && BOARD.0 >> at & 1 != 0 {
                    table[index][d] |= 1u128 << at;
                    at += step;
                }
                d += 1;
            }
        }
        index += 1;
    }
    table
}

/// Every point up to the highest bit of `points` (none when `points` is empty).
#[inline(always)]
fn up_to_highest(points: u128) -> u128 {
    let any = ((points != 0) as u128).wrapping_neg();
    (u128::MAX >> (points.leading_zeros() & 127)) & any
}

/// `points` moved one step along `DIRECTIONS[D]` (a point next to the board's edge
/// moves to a place off the board, which no ray holds).
#[inline(always)]
fn step_along<const D: usize>(points: u128) -> u128 {
    let step = DIRECTIONS[D];
    if step > 0 {
        points << step
    } else {
        points >> -step
    }
}

/// The points a ring on bit `from` can land on along `DIRECTIONS[D]`: the empty points
/// before the first ring, up to the first empty point after a marker. Without branches:
/// along a rising direction the ray's points nearest `from` are its lowest bits, along
/// the others its highest.
#[inline(always)]
fn landings_along<const D: usize>(from: usize, rings: u128, markers: u128) -> u128 {
    let ray = RAYS[from][D];
    let blockers = ray & rings;
    if DIRECTIONS[D] > 0 {
        let first_ring = blockers & blockers.wrapping_neg();
        let open = ray & first_ring.wrapping_sub(1);
        let empty = open & !markers;
        let after_markers = step_along::<D>(open & markers) & empty;
        let landing = after_markers & after_markers.wrapping_neg();
        empty & (landing | landing.wrapping_sub(1))
    } else {
        let open = ray & !up_to_highest(blockers);
        let empty = open & !markers;
        let after_markers = step_along::<D>(open & markers) & empty;
        empty & !(up_to_highest(after_markers) >> 1)
    }
}

/// The markers a ring moving from bit `from` to bit `to` jumps, if it can land there.
#[inline]
pub(super) fn jumped(from: u8, to: u8, rings: u128, markers: u128) -> Option<u128> {
    let (from, to) = (from as usize, to as usize);
    let target = 1u128 << to;
    let direction = RAYS[from].iter().position(|&ray| ray & target != 0)?;
    let landings = match direction {
        0 => landings_along::<0>(from, rings, markers),
        1 => landings_along::<1>(from, rings, markers),
        2 => landings_along::<2>(from, rings, markers),
        3 => landings_along::<3>(from, rings, markers),
        4 => landings_along::<4>(from, rings, markers),
        _ => landings_along::<5>(from, rings, markers),
    };
    (landings & target != 0)
        .then(|| markers & RAYS[from][direction] & !(RAYS[to][direction] | target))
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::yinsh::YinshAction;
    use crate::yinsh::board::Point;
    use crate::yinsh::lines::Lines;
    use crate::yinsh::listing::push_ring_moves;

    /// The landings of the ring on `from`, walking point by point as the rulebook says,
    /// with the markers each one jumps.
    fn walk(from: Point, rings: u128, markers: u128) -> Vec<(u8, u128)> {
        let mut landings = Vec::new();
        for &step in &DIRECTIONS {
            let (mut at, mut path) = (from, 0u128);
            while let Some(next) = at.step(step) {
                if rings & next.bit() != 0 {
                    break;
                }
                at = next;
                if markers & next.bit() != 0 {
                    path |= next.bit();
                    continue;
                }
                landings.push((next.index(), path));
                if path != 0 {
                    break;
                }
            }
        }
        landings
    }

    #[test]
    fn listed_moves_blocked_rings_and_jumps_match_a_walk_along_the_lines() {
        let mut rng = SmallRng::seed_from_u64(2026);
        for _ in 0..2_000 {
            let (mut rings, mut markers) = (0u128, 0u128);
            let marker_share = rng.random_range(0..80);
            for point in Point::all() {
                match rng.random_range(0..100) {
                    0..8 => rings |= point.bit(),
                    n if n < 8 + marker_share => markers |= point.bit(),
                    _ => {}
                }
            }
            let lines = Lines::with_pieces(rings, markers);
            for from in Point::all() {
                let expected = walk(from, rings, markers);
                let mut listed = Vec::new();
                push_ring_moves(from.bit(), &lines, &mut listed);
                let landings: Vec<u8> = listed
                    .iter()
                    .map(|action| match action {
                        YinshAction::MoveRing { to, .. } => to.index(),
                        _ => panic!("{action} is not a ring move"),
                    })
                    .collect();
                let expected_landings: Vec<u8> = expected.iter().map(|&(to, _)| to).collect();
                assert_eq!(landings, expected_landings, "from {from}");
                assert_eq!(lines.can_move(from.bit()), !landings.is_empty());
                for to in Point::all() {
                    let jump = expected.iter().find(|&&(at, _)| at == to.index());
                    assert_eq!(
                        jumped(from.index(), to.index(), rings, markers),
                        jump.map(|&(_, path)| path),
                        "{from}-{to}"
                    );
                }
            }
        }
    }
}
