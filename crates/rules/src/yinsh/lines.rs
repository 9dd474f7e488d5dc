//! The board line by line: every line of each of the three directions as a small word
//! whose bits are its points in order (bit 1 first along the rising direction), between
//! stop bits. A ring's whole line, either way, is then one shift of one word, and where
//! it can land comes from two bit scans: no walk, no branch that depends on the board.

use super::board::{BOARD, DIRECTIONS, Point, PointSet};

/// The most points a line holds (column e, from e1 to e10).
pub(super) const LONGEST_LINE: usize = 10;

/// Lines in each direction.
const LINES: usize = 11;

/// Where a point sits in the lines of one direction.
#[derive(Clone, Copy)]
struct Spot {
    /// The line's word: `a * LINES + line` for direction `DIRECTIONS[a]`.
    word: u8,
    /// The point's bit in that word.
    bit: u8,
}

/// `SPOTS[index][a]`: where the point on bit `index` sits in the lines along
/// `DIRECTIONS[a]` (a = 0, 1, 2).
static SPOTS: [[Spot; 3]; 121] = spots();

/// Each line's stop bits: bit 0 and every bit after its last point.
const STOPS: [u16; 3 * LINES] = stops();

const fn spots() -> [[Spot; 3]; 121] {
    let mut table = [[Spot { word: 0, bit: 0 }; 3]; 121];
    let mut a = 0;
    while a < 3 {
        let step = DIRECTIONS[a] as i32;
        let mut line = 0;
        let mut index = 0;
        while index < 121 {
            let before = index - step;
            let starts = BOARD.0 >> index & 1 != 0
                && (before < 0 || before >= 121 || BOARD.0 >> before & 1 == 0);
            if starts {
                assert!(line < LINES, "more lines than expected");
                let (mut at, mut bit) = (index, 1);
                while at < 121 && BOARD.0 >> at & 1 != 0 {
                    assert!(bit <= LONGEST_LINE, "a line longer than expected");
                    table[at as usize][a] = Spot {
                        word: (a * LINES + line) as u8,
                        bit: bit as u8,
                    };
                    at += step;
                    bit += 1;
                }
                line += 1;
            }
            index += 1;
        }
        a += 1;
    }
    table
}

const fn stops() -> [u16; 3 * LINES] {
    let spots = spots();
    let mut points = [0u16; 3 * LINES];
    let mut index = 0;
    while index < 121 {
        if BOARD.0 >> index & 1 != 0 {
            let mut a = 0;
            while a < 3 {
                let spot = spots[index][a];
                points[spot.word as usize] |= 1 << spot.bit;
                a += 1;
            }
        }
        index += 1;
    }
    let mut stops = [0u16; 3 * LINES];
    let mut word = 0;
    while word < 3 * LINES {
        // The bits from 1 up to the highest point are the line's: the rest stop it (all
        // of a word no line uses).
        stops[word] = if points[word] == 0 {
            u16::MAX
        } else {
            !((2u32 << (15 - points[word].leading_zeros())) - 1) as u16 | 1
        };
        word += 1;
    }
    stops
}

/// What a ring finds along one direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Reach {
    /// The empty points before the first piece or the edge: it can land on each.
    pub(super) open: u32,
    /// How far the first point after the run of markers beyond them is, less one (the
    /// edge's distance, less one, when there are no markers).
    pub(super) beyond: u32,
    /// Whether the first piece is a marker and that point is empty: it lands there too.
    pub(super) jumps: bool,
}

/// The pieces on the board, line by line: rings and markers of both colours as one,
/// and the markers alone (a flip changes neither).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Lines {
    /// Per line: its pieces and its stop bits.
    blocked: [u16; 3 * LINES],
    /// Per line: its markers.
    markers: [u16; 3 * LINES],
}

impl Lines {
    /// The empty board.
    pub(super) const EMPTY: Lines = Lines {
        blocked: STOPS,
        markers: [0; 3 * LINES],
    };

    /// The board with `rings` and `markers` (all of them, both colours).
    pub(super) fn with_pieces(rings: u128, markers: u128) -> Lines {
        let mut lines = Lines::EMPTY;
        for point in PointSet(rings | markers).iter() {
            toggle(&mut lines.blocked, point);
        }
        for point in PointSet(markers).iter() {
            toggle(&mut lines.markers, point);
        }
        lines
    }

    /// A ring was put on `point` or taken off it.
    #[inline]
    pub(super) fn toggle_ring(&mut self, point: Point) {
        toggle(&mut self.blocked, point);
    }

    /// A ring moved from `from`, leaving a marker there, to `to`.
    #[inline]
    pub(super) fn ring_moved(&mut self, from: Point, to: Point) {
        toggle(&mut self.markers, from);
        toggle(&mut self.blocked, to);
    }

    /// The markers on `points` were taken off.
    pub(super) fn markers_removed(&mut self, points: &[Point]) {
        for &point in points {
            toggle(&mut self.markers, point);
            toggle(&mut self.blocked, point);
        }
    }

    /// What a ring on bit `from` finds along `DIRECTIONS[D]`.
    #[inline(always)]
    pub(super) fn reach<const D: usize>(&self, from: usize) -> Reach {
        let spot = SPOTS[from][D % 3];
        let blocked = self.blocked[spot.word as usize] as u32;
        let markers = self.markers[spot.word as usize] as u32;
        let bit = spot.bit as u32;
        if D < 3 {
            // The line beyond `from` from bit 0 up; its stop bits end it.
            let ahead = blocked >> (bit + 1);
            let open = ahead.trailing_zeros();
            let run = markers >> (bit + 1 + open);
            let beyond = open + (!run).trailing_zeros();
            let jumps = run & !(ahead >> beyond) & 1 != 0;
            Reach {
                open,
                beyond,
                jumps,
            }
        } else {
            // The line before `from` from bit 31 down; bit 0 of the word ends it.
            let ahead = blocked << (32 - bit);
            let open = ahead.leading_zeros();
            let run = (markers << (32 - bit)) << open;
            let beyond = open + (!run).leading_zeros();
            let jumps = (run & !(ahead << beyond)) >> 31 != 0;
            Reach {
                open,
                beyond,
                jumps,
            }
        }
    }

    /// The direction (an index of [`DIRECTIONS`]) of a ring's move from `from` to `to`,
    /// if the ring can land there: `to` is empty and the points between are empty
    /// points, then markers (either may be none). Without branches on the board.
    pub(super) fn move_direction(&self, from: Point, to: Point) -> Option<usize> {
        let (from, to) = (SPOTS[from.index() as usize], SPOTS[to.index() as usize]);
        // The direction whose line holds both points (two points share at most one).
        let shared = (0..3).fold(0u32, |m, a| m | ((from[a].word == to[a].word) as u32) << a);
        let a = (shared.trailing_zeros() as usize).min(2);
        let (f, t) = (from[a].bit as u32, to[a].bit as u32);
        let word = from[a].word as usize;
        let (blocked, markers) = (self.blocked[word] as u32, self.markers[word] as u32);
        let between = (1u32 << f.max(t)).wrapping_sub(2 << f.min(t));
        let (empty, marks) = (between & !blocked, between & markers);
        let rings = between & blocked & !markers;
        // The empty points must come before the markers, seen from `from`: the first
        // of them is the lower bits when the move rises (selected with a mask, as a
        // branch here would be mispredicted half the time).
        let rising = t > f;
        let up = (rising as u32).wrapping_neg();
        let (first, then) = (empty & up | marks & !up, marks & up | empty & !up);
        let in_order = (then == 0) | (first < then & then.wrapping_neg());
        let lands = (shared != 0) & (f != t) & (blocked >> t & 1 == 0) & (rings == 0) & in_order;
        lands.then_some(a + 3 * !rising as usize)
    }

    /// Whether any of the rings on `rings` can move.
    pub(super) fn can_move(&self, rings: u128) -> bool {
        PointSet(rings).iter().any(|ring| {
            let from = ring.index() as usize;
            let moves = |reach: Reach| reach.open > 0 || reach.jumps;
            moves(self.reach::<0>(from))
                || moves(self.reach::<1>(from))
                || moves(self.reach::<2>(from))
                || moves(self.reach::<3>(from))
                || moves(self.reach::<4>(from))
                || moves(self.reach::<5>(from))
        })
    }
}

/// Flips `point`'s bit in the word of each of its three lines.
#[inline(always)]
fn toggle(words: &mut [u16; 3 * LINES], point: Point) {
    for spot in SPOTS[point.index() as usize] {
        words[spot.word as usize] ^= 1 << spot.bit;
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::Game;
    use crate::yinsh::Yinsh;

    #[test]
    fn every_point_has_one_place_in_each_direction_and_lines_follow_the_steps() {
        for a in 0..3 {
            let mut seen = std::collections::HashSet::new();
            for point in Point::all() {
                let spot = SPOTS[point.index() as usize][a];
                assert!(seen.insert((spot.word, spot.bit)), "{point}");
                assert_eq!(STOPS[spot.word as usize] >> spot.bit & 1, 0, "{point}");
                match point.step(DIRECTIONS[a]) {
                    Some(next) => {
                        let after = SPOTS[next.index() as usize][a];
                        assert_eq!((after.word, after.bit), (spot.word, spot.bit + 1));
                    }
                    None => assert_eq!(STOPS[spot.word as usize] >> (spot.bit + 1) & 1, 1),
                }
            }
            assert_eq!(seen.len(), 85);
        }
    }

    #[test]
    fn the_lines_follow_the_pieces_through_random_games() {
        let mut rng = SmallRng::seed_from_u64(2026);
        let mut legal = Vec::new();
        for _ in 0..200 {
            let mut game = Yinsh::new(&Default::default());
            loop {
                let (rings, markers) = (
                    game.rings[0] | game.rings[1],
                    game.markers[0] | game.markers[1],
                );
                assert_eq!(game.lines, Lines::with_pieces(rings, markers));
                legal.clear();
                game.legal_actions(&mut legal);
                if legal.is_empty() {
                    break;
                }
                let action = legal[rng.random_range(0..legal.len())];
                game.apply(action).expect("a listed action is legal");
            }
        }
    }
}
