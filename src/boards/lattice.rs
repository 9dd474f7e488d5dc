//! YINSH's hexagonal lattice (85 points on three line directions): where its points
//! are drawn, the point under a tap, and drawing it: plate, lattice lines, points and
//! the coordinates' labels.

use bevy::prelude::*;
use plateau_rules::yinsh::board::{LINE_STEPS, Point, YinshBoard};

use super::{convex_hull, fan_mesh, middle};
use crate::palette;
use crate::world_label::WorldLabel;

/// World units per board unit (the distance between neighbouring points).
pub const UNIT: f32 = 64.0;

/// How far from a point a tap still counts, in board units: generous, for fingers.
pub const REACH: f32 = 0.5;

/// The board point within reach of a world position.
pub fn point_near(world: Vec2) -> Option<Point> {
    super::nearest_point(&YinshBoard, world, UNIT, 1.0, REACH)
        .and_then(|index| Point::from_index(index as u8))
}

/// Where a point is drawn, in world units.
pub fn world_position(point: Point) -> Vec2 {
    let (x, y) = YinshBoard::position_of(point);
    Vec2::new(x, y) * UNIT
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
    let hull = convex_hull(Point::all().map(world_position).collect());
    let centre = middle(&hull);
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

/// Spawns the plate, the lattice lines, the points and the coordinates, every entity
/// with `scope` (the view's lifetime).
pub fn spawn_board(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    scope: impl Bundle + Clone,
) {
    for (margin, colour, z) in [(1.2, palette::BOARD_RIM, 0.0), (1.08, palette::BOARD, 0.1)] {
        let outline = plate_outline(margin);
        commands.spawn((
            Mesh2d(meshes.add(fan_mesh(middle(&outline), &outline))),
            MeshMaterial2d(materials.add(colour)),
            Transform::from_xyz(0.0, 0.0, z),
            scope.clone(),
        ));
    }
    let line_material = materials.add(palette::LINE);
    for (a, b) in lattice_lines() {
        commands.spawn((
            super::band(
                meshes,
                world_position(a),
                world_position(b),
                0.045 * UNIT,
                0.2,
            ),
            MeshMaterial2d(line_material.clone()),
            scope.clone(),
        ));
    }
    let dot = meshes.add(Circle::new(0.07 * UNIT));
    for p in Point::all() {
        commands.spawn((
            Mesh2d(dot.clone()),
            MeshMaterial2d(line_material.clone()),
            Transform::from_translation(world_position(p).extend(0.3)),
            scope.clone(),
        ));
    }
    let label = |text: String, at: Vec2| {
        (
            WorldLabel::new(text, 0.34 * UNIT, palette::LABEL),
            Transform::from_translation(at.extend(0.4)),
            scope.clone(),
        )
    };
    for column in 0..11u8 {
        if let Some(at) = column_label_position(column) {
            commands.spawn(label(((b'A' + column) as char).to_string(), at));
        }
    }
    for row in 1..=11u8 {
        if let Some(at) = row_label_position(row) {
            commands.spawn(label(row.to_string(), at));
        }
    }
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
    fn a_tap_near_a_point_selects_it_and_far_from_all_selects_nothing() {
        for p in Point::all() {
            let at = world_position(p);
            assert_eq!(point_near(at + Vec2::new(0.3, -0.2) * UNIT), Some(p));
        }
        assert_eq!(point_near(Vec2::new(9.0, 9.0) * UNIT), None);
    }

    #[test]
    fn every_column_and_row_has_a_label_place() {
        assert!((0..11).all(|c| column_label_position(c).is_some()));
        assert!((1..=11).all(|r| row_label_position(r).is_some()));
    }
}
