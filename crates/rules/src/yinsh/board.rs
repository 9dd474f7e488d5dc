//! The YINSH board: 85 intersections of a triangular lattice, as bits of a `u128`.
//!
//! Point `(column, row)` (column a..k = 0..10, row 1..11 = 0..10) is bit
//! `column * 11 + row`. The three line directions are then shifts by 1 (same letter),
//! 11 (same number) and 12 (both +1), and bits of places off the board are always clear.
//! With this layout a run of markers that would wrap from the top of one column to the
//! bottom of the next always crosses an off-board place, so shifts never see false lines.

use std::fmt;

use crate::board::Topology;

/// The points of each column: first and last row (1-based), columns a..k.
const COLUMN_ROWS: [(u8, u8); 11] = [
    (2, 5),
    (1, 7),
    (1, 8),
    (1, 9),
    (1, 10),
    (2, 10),
    (2, 11),
    (3, 11),
    (4, 11),
    (5, 11),
    (7, 10),
];

/// Bits per column.
const STRIDE: u8 = 11;

/// Every point of the board.
pub const BOARD: PointSet = PointSet(board_mask());

const fn board_mask() -> u128 {
    let mut mask = 0u128;
    let mut column = 0;
    while column < 11 {
        let (first, last) = COLUMN_ROWS[column];
        let mut row = first;
        while row <= last {
            mask |= 1u128 << (column as u32 * STRIDE as u32 + row as u32 - 1);
            row += 1;
        }
        column += 1;
    }
    mask
}

/// How many points the board has.
pub const POINT_COUNT: usize = 85;

/// The six directions a ring can move in, as bit offsets; `DIRECTIONS[i]` and
/// `DIRECTIONS[i + 3]` are opposite.
pub const DIRECTIONS: [i8; 6] = [1, 12, 11, -1, -12, -11];

/// The three line directions, as positive bit offsets.
pub const LINE_STEPS: [u8; 3] = [1, 11, 12];

/// An intersection of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The point at `column` (0 = a) and `row` (1-based), if it is on the board.
    pub fn new(column: u8, row: u8) -> Option<Point> {
        if column >= 11 || row == 0 || row > 11 {
            return None;
        }
        let point = Point(column * STRIDE + row - 1);
        BOARD.contains(point).then_some(point)
    }

    /// The point at bit `index`, if it is on the board.
    pub fn from_index(index: u8) -> Option<Point> {
        (index < 121 && BOARD.0 & (1u128 << index) != 0).then_some(Point(index))
    }

    /// The point at bit `index`, which the caller knows is on the board.
    pub(crate) const fn on_board(index: u8) -> Point {
        Point(index)
    }

    /// The bit index (column * 11 + row - 1).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The column, 0 for a.
    pub const fn column(self) -> u8 {
        self.0 / STRIDE
    }

    /// The row, 1-based.
    pub const fn row(self) -> u8 {
        self.0 % STRIDE + 1
    }

    /// This point's bit.
    pub const fn bit(self) -> u128 {
        1u128 << self.0
    }

    /// The next point in direction `step` (one of [`DIRECTIONS`]), if on the board.
    #[inline]
    pub fn step(self, step: i8) -> Option<Point> {
        let next = self.0 as i16 + step as i16;
        if !(0..121).contains(&next) || BOARD.0 & (1u128 << next) == 0 {
            return None;
        }
        Some(Point(next as u8))
    }

    /// The direction (one of [`DIRECTIONS`]) and distance from `self` to `other`, if
    /// they are on one line.
    pub fn direction_to(self, other: Point) -> Option<(i8, u8)> {
        let dc = other.column() as i8 - self.column() as i8;
        let dr = other.row() as i8 - self.row() as i8;
        let (step, distance) = match (dc, dr) {
            (0, 0) => return None,
            (0, d) => (d.signum(), d.abs()),
            (d, 0) => (11 * d.signum(), d.abs()),
            (a, b) if a == b => (12 * a.signum(), a.abs()),
            _ => return None,
        };
        Some((step, distance as u8))
    }

    /// Reads a point such as `e5` (case-insensitive).
    pub fn parse(text: &str) -> Option<Point> {
        let bytes = text.as_bytes();
        let column = bytes.first()?.to_ascii_lowercase().checked_sub(b'a')?;
        let digits = text.get(1..)?;
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Point::new(column, digits.parse().ok()?)
    }

    /// Every point of the board, column by column.
    pub fn all() -> impl Iterator<Item = Point> {
        BOARD.iter()
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column()) as char, self.row())
    }
}

/// A set of points, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PointSet(pub u128);

impl PointSet {
    /// The empty set.
    pub const EMPTY: PointSet = PointSet(0);

    /// Whether `point` is in the set.
    pub const fn contains(self, point: Point) -> bool {
        self.0 & point.bit() != 0
    }

    /// How many points the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The points, in index order.
    pub fn iter(self) -> impl Iterator<Item = Point> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Point(index))
        })
    }
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Self {
        PointSet(iter.into_iter().fold(0, |bits, p| bits | p.bit()))
    }
}

/// Five points in a line: a row that can be removed, named by its lowest point and its
/// line direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    start: Point,
    step: u8,
}

impl Row {
    /// The row of five from `a` to `b` (either order), if they are four steps apart on a
    /// line.
    pub fn between(a: Point, b: Point) -> Option<Row> {
        let (start, end) = if a <= b { (a, b) } else { (b, a) };
        match start.direction_to(end) {
            Some((step, 4)) if step > 0 => Some(Row {
                start,
                step: step as u8,
            }),
            _ => None,
        }
    }

    /// The row starting at bit `start` along `step` (one of [`LINE_STEPS`]); the caller
    /// knows all five points are on the board.
    pub(crate) fn from_start(start: u8, step: u8) -> Row {
        Row {
            start: Point(start),
            step,
        }
    }

    /// The two ends: the lowest point first.
    pub fn ends(self) -> (Point, Point) {
        (self.start, Point(self.start.0 + 4 * self.step))
    }

    /// The five points, from the lowest.
    pub fn points(self) -> [Point; 5] {
        std::array::from_fn(|k| Point(self.start.0 + k as u8 * self.step))
    }

    /// The five points as a set.
    pub fn set(self) -> PointSet {
        self.points().into_iter().collect()
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.ends();
        write!(f, "{a}-{b}")
    }
}

/// The starts (as bits) of every run of five points of `bits` along line step `step`.
#[inline]
pub(crate) fn runs_of_five(bits: u128, step: u8) -> u128 {
    let s = step as u32;
    let twos = bits & (bits >> s);
    let fours = twos & (twos >> (2 * s));
    fours & (bits >> (4 * s))
}

/// Whether `bits` hold five points in a row along any line (for markers: a row).
#[inline]
pub fn has_five_in_a_row(bits: u128) -> bool {
    LINE_STEPS.iter().any(|&step| runs_of_five(bits, step) != 0)
}

/// The places next to any of `points` along the six directions (with places off the
/// board, which the caller masks).
#[inline]
pub(crate) fn next_to(points: u128) -> u128 {
    LINE_STEPS
        .iter()
        .fold(0, |near, &s| near | points << s | points >> s)
}

/// The YINSH board as a [`Topology`]: point indices are bit indices, drawn with column
/// lines vertical.
#[derive(Clone, Copy, Debug, Default)]
pub struct YinshBoard;

impl YinshBoard {
    /// Drawing position of a point: columns are vertical lines one unit apart along the
    /// lattice, rows rise by half a unit per column.
    pub fn position_of(point: Point) -> (f32, f32) {
        let x = point.column() as f32 * 3f32.sqrt() / 2.0;
        let y = point.row() as f32 - point.column() as f32 / 2.0 - 3.5;
        (x - 5.0 * 3f32.sqrt() / 2.0, y)
    }
}

impl Topology for YinshBoard {
    fn point_count(&self) -> usize {
        121
    }

    fn label(&self, point: usize) -> String {
        Point::from_index(point as u8)
            .map(|p| p.to_string())
            .unwrap_or_default()
    }

    fn parse_label(&self, label: &str) -> Option<usize> {
        Point::parse(label).map(|p| p.index() as usize)
    }

    fn neighbours(&self, point: usize) -> Vec<usize> {
        Point::from_index(point as u8)
            .map(|p| {
                DIRECTIONS
                    .iter()
                    .filter_map(|&d| p.step(d))
                    .map(|q| q.index() as usize)
                    .collect()
            })
            .unwrap_or_default()
    }

    fn position(&self, point: usize) -> (f32, f32) {
        Point::from_index(point as u8)
            .map(YinshBoard::position_of)
            .unwrap_or((f32::NAN, f32::NAN))
    }

    fn nearest(&self, x: f32, y: f32) -> Option<(usize, f32)> {
        Point::all()
            .map(|p| {
                let (px, py) = YinshBoard::position_of(p);
                (
                    p.index() as usize,
                    ((px - x).powi(2) + (py - y).powi(2)).sqrt(),
                )
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_85_points_with_the_documented_columns() {
        assert_eq!(BOARD.len() as usize, POINT_COUNT);
        assert_eq!(Point::all().count(), 85);
        for (column, &(first, last)) in COLUMN_ROWS.iter().enumerate() {
            for row in 1..=11 {
                let on_board = (first..=last).contains(&row);
                assert_eq!(Point::new(column as u8, row).is_some(), on_board);
            }
        }
        assert!(Point::parse("f6").is_some());
        assert!(Point::parse("a1").is_none());
        assert!(Point::parse("k11").is_none());
        assert!(Point::parse("l5").is_none());
        assert!(Point::parse("e").is_none());
        assert!(Point::parse("e5x").is_none());
        assert!(Point::parse("").is_none());
    }

    #[test]
    fn there_are_123_windows_of_five() {
        let total: u32 = LINE_STEPS
            .iter()
            .map(|&s| runs_of_five(BOARD.0, s).count_ones())
            .sum();
        assert_eq!(total, 123);
    }

    #[test]
    fn the_places_next_to_a_point_on_the_board_are_its_neighbours() {
        for p in Point::all() {
            let steps: PointSet = DIRECTIONS.iter().filter_map(|&d| p.step(d)).collect();
            assert_eq!(next_to(p.bit()) & BOARD.0, steps.0, "{p}");
        }
    }

    #[test]
    fn the_three_line_directions_are_letter_number_and_both() {
        let a2 = Point::parse("a2").unwrap();
        assert_eq!(a2.step(1), Point::parse("a3"));
        assert_eq!(a2.step(11), Point::parse("b2"));
        assert_eq!(a2.step(12), Point::parse("b3"));
        // Letter +1, number -1 is not a line.
        let b3 = Point::parse("b3").unwrap();
        assert_eq!(a2.direction_to(Point::parse("b1").unwrap()), None);
        assert_eq!(b3.direction_to(a2), Some((-12, 1)));
    }

    #[test]
    fn steps_never_wrap_between_columns() {
        for p in Point::all() {
            for &d in &DIRECTIONS {
                if let Some(q) = p.step(d) {
                    let dc = q.column() as i8 - p.column() as i8;
                    let dr = q.row() as i8 - p.row() as i8;
                    assert!(matches!(
                        (dc, dr),
                        (0, 1) | (0, -1) | (1, 0) | (-1, 0) | (1, 1) | (-1, -1)
                    ));
                }
            }
        }
    }

    #[test]
    fn rows_are_named_by_both_ends_in_either_order() {
        let c3 = Point::parse("c3").unwrap();
        let c7 = Point::parse("c7").unwrap();
        let row = Row::between(c7, c3).unwrap();
        assert_eq!(row.to_string(), "c3-c7");
        assert_eq!(row.set().len(), 5);
        assert_eq!(Row::between(c3, Point::parse("c6").unwrap()), None);
    }

    #[test]
    fn neighbours_are_at_unit_distance_in_drawing_space() {
        let board = YinshBoard;
        for p in Point::all() {
            let (x, y) = board.position(p.index() as usize);
            for q in board.neighbours(p.index() as usize) {
                let (qx, qy) = board.position(q);
                let d = ((qx - x).powi(2) + (qy - y).powi(2)).sqrt();
                assert!((d - 1.0).abs() < 1e-5, "{p} to {q}: {d}");
            }
        }
        let f6 = Point::parse("f6").unwrap();
        assert_eq!(
            board.nearest(0.05, -0.02).map(|(p, _)| p),
            Some(f6.index() as usize)
        );
    }
}
