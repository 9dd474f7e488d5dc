//! Pure geometry of the YINSH board for drawing: lines, outline, label places.

use bevy::math::Vec2;
use plateau_rules::Seat;
use plateau_rules::yinsh::WHITE;
use plateau_rules::yinsh::board::{LINE_STEPS, Point, YinshBoard};

use super::UNIT;

/// Where a point is drawn, in world units.
pub fn world_position(point: Point) -> Vec2 {
    let (x, y) = YinshBoard::position_of(point);
    Vec2::new(x, y) * UNIT
}

/// The area the board, its scoring tracks and the pool take, in board units.
pub const VIEW_SIZE: Vec2 = Vec2::new(14.0, 12.0);

/// Where the `slot`-th ring removed by `seat` rests: White's track on the left of the
/// board, Black's on the right.
pub fn scoring_slot(seat: Seat, slot: u8) -> Vec2 {
    let side = if seat == WHITE { -1.0 } else { 1.0 };
    Vec2::new(side * 6.3, -side * (slot as f32 - 1.0) * 1.05) * UNIT
}

/// Where the pool of markers is drawn.
pub fn pool_position() -> Vec2 {
    Vec2::new(5.2, -4.6) * UNIT
}

/// The board's lattice lines: each maximal run of points along one of the three line
/// directions, as its two end points.
pub fn lattice_lines() -> Vec<(Point, Point)> {
    let mut lines = Vec::new();
    for step in LINE_STEPS {
        let step = step as i8;
        for start in Point::all().filter(|p| p.step(-step).is_none()) {
            let mut end = start;
            while let Some(next) = end.step(step) {
                end = next;
            }
            if end != start {
                lines.push((start, end));
            }
        }
    }
    lines
}

/// The corners of the board's plate: the convex hull of the points, pushed `margin`
/// board units outwards, counter-clockwise.
pub fn plate_outline(margin: f32) -> Vec<Vec2> {
    let mut points: Vec<Vec2> = Point::all().map(world_position).collect();
    points.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    // Andrew's monotone chain.
    let cross = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o);
    let mut hull: Vec<Vec2> = Vec::new();
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &Vec2>> = if pass == 0 {
            Box::new(points.iter())
        } else {
            Box::new(points.iter().rev())
        };
        for &p in iter {
            while hull.len() >= start + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.0
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    let centre = hull.iter().copied().sum::<Vec2>() / hull.len() as f32;
    hull.iter()
        .map(|&corner| corner + (corner - centre).normalize_or_zero() * margin * UNIT)
        .collect()
}

/// Where to write a column's letter: one unit below its lowest point.
pub fn column_label_position(column: u8) -> Option<Vec2> {
    let lowest = (1..=11).find_map(|row| Point::new(column, row))?;
    Some(world_position(lowest) - Vec2::Y * 0.62 * UNIT)
}

/// Where to write a row's number: before its first point, along the row's line.
pub fn row_label_position(row: u8) -> Option<Vec2> {
    let first = (0..11).find_map(|column| Point::new(column, row))?;
    let along = Vec2::new(3f32.sqrt() / 2.0, -0.5);
    Some(world_position(first) - along * 0.62 * UNIT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::yinsh::board::DIRECTIONS;

    #[test]
    fn every_pair_of_neighbours_is_drawn_by_exactly_one_line() {
        let lines = lattice_lines();
        for p in Point::all() {
            for step in DIRECTIONS.iter().copied().filter(|&s| s > 0) {
                let Some(q) = p.step(step) else { continue };
                let covering = lines
                    .iter()
                    .filter(|(a, b)| {
                        let (s, _) = a.direction_to(*b).unwrap();
                        let on = |x: Point| {
                            x == *a
                                || a.direction_to(x).is_some_and(|(d, n)| {
                                    d == s && n <= a.direction_to(*b).unwrap().1
                                })
                        };
                        s == step && on(p) && on(q)
                    })
                    .count();
                assert_eq!(covering, 1, "{p}-{q}");
            }
        }
    }

    #[test]
    fn the_plate_surrounds_every_point() {
        let outline = plate_outline(0.5);
        for p in Point::all() {
            let v = world_position(p);
            for i in 0..outline.len() {
                let (a, b) = (outline[i], outline[(i + 1) % outline.len()]);
                assert!((b - a).perp_dot(v - a) > 0.0, "{p} outside edge {i}");
            }
        }
    }

    #[test]
    fn scoring_slots_and_the_pool_lie_outside_the_plate_and_inside_the_view() {
        let outline = plate_outline(1.2);
        let outside = |v: Vec2| {
            (0..outline.len()).any(|i| {
                let (a, b) = (outline[i], outline[(i + 1) % outline.len()]);
                (b - a).perp_dot(v - a) < 0.0
            })
        };
        let half = VIEW_SIZE * UNIT / 2.0;
        for seat in [WHITE, plateau_rules::yinsh::BLACK] {
            for slot in 0..3 {
                let v = scoring_slot(seat, slot);
                assert!(outside(v), "{seat:?} {slot}");
                assert!(v.abs().cmplt(half).all());
            }
        }
        assert!(outside(pool_position()));
        assert!(pool_position().abs().cmplt(half).all());
    }

    #[test]
    fn every_column_and_row_has_a_label_place() {
        assert!((0..11).all(|c| column_label_position(c).is_some()));
        assert!((1..=11).all(|r| row_label_position(r).is_some()));
    }
}
