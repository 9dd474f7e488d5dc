//! The rays: for each point and direction the points beyond it to the board's edge, for
//! the markers a single move jumps. (Where a ring can land is `lines`.)

use super::board::{BOARD, DIRECTIONS, Point};
use super::lines::Lines;

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

/// The markers a ring moving from `from` to `to` jumps, if it can land there (`lines`
/// and `markers` hold the pieces, both colours).
#[inline]
pub(super) fn jumped(lines: &Lines, markers: u128, from: Point, to: Point) -> Option<u128> {
    let d = lines.move_direction(from, to)?;
    let (from, to) = (from.index() as usize, to.index() as usize);
    // The points between: `from`'s ray without `to` and `to`'s ray.
    Some(markers & RAYS[from][d] & !(RAYS[to][d] | 1 << to))
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::yinsh::YinshAction;
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
                        jumped(&lines, markers, from, to),
                        jump.map(|&(_, path)| path),
                        "{from}-{to}"
                    );
                }
            }
        }
    }
}
