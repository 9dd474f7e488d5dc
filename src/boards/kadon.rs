//! The Kadon board (93 points, three sides): where its points are drawn, in world
//! units, the point under a tap, and drawing it: plate, tinted sides, lines, points,
//! the pentagonal points' rings and the rim's labels. It serves every game played on
//! the Kadon board (Game of Y and its family).

use bevy::prelude::*;
use plateau_rules::board::Topology;
use plateau_rules::board::kadon::{Node, kadon, nodes_of};

use super::{BoardLook, band, convex_hull, fan_mesh};
use crate::palette;
use crate::world_label::WorldLabel;

/// The colours of sides 1, 2 and 3.
pub const SIDE_COLOURS: [Color; 3] = [
    Color::srgb(0.80, 0.42, 0.33),
    Color::srgb(0.30, 0.55, 0.72),
    Color::srgb(0.44, 0.63, 0.34),
];

/// World units per board unit (about the distance between neighbouring points).
pub const UNIT: f32 = 72.0;

/// How far from a point a tap still counts, in board units: generous, for fingers.
pub const REACH: f32 = 0.5;

/// A point's place in the world: the board is drawn with side 1 (a1 to i1) at the
/// bottom and the corner a9 at the top.
pub fn world_position(node: Node) -> Vec2 {
    let (x, y) = kadon().position(node.index());
    Vec2::new(x, -y) * UNIT
}

/// The middle of the board, in world units.
pub fn centre() -> Vec2 {
    let sum: Vec2 = Node::all().map(world_position).sum();
    sum / 93.0
}

/// The perimeter's points in order round the board, with each one's outward normal
/// (square to the rim there, away from the middle).
pub fn perimeter() -> Vec<(Node, Vec2)> {
    let middle = centre();
    let mut rim: Vec<Node> = nodes_of(kadon().perimeter()).collect();
    rim.sort_by(|&a, &b| {
        let angle = |n: Node| (world_position(n) - middle).to_angle();
        angle(a).total_cmp(&angle(b))
    });
    let count = rim.len();
    (0..count)
        .map(|i| {
            let (before, after) = (rim[(i + count - 1) % count], rim[(i + 1) % count]);
            let tangent = world_position(after) - world_position(before);
            let mut normal = tangent.perp().normalize_or_zero();
            if normal.dot(world_position(rim[i]) - middle) < 0.0 {
                normal = -normal;
            }
            (rim[i], normal)
        })
        .collect()
}

/// The board's outline, `margin` board units outside the perimeter: a rounded curve (a
/// Catmull-Rom spline through the offset rim points), made convex so that the plate
/// is a rounded triangle.
pub fn outline(margin: f32) -> Vec<Vec2> {
    let points: Vec<Vec2> = perimeter()
        .into_iter()
        .map(|(n, out)| world_position(n) + out * margin * UNIT)
        .collect();
    let count = points.len();
    let mut curve = Vec::with_capacity(count * 6);
    for i in 0..count {
        let [p0, p1, p2, p3] = [count - 1, 0, 1, 2].map(|k| points[(i + k) % count]);
        for step in 0..6 {
            let t = step as f32 / 6.0;
            let (t2, t3) = (t * t, t * t * t);
            curve.push(
                0.5 * ((2.0 * p1)
                    + (p2 - p0) * t
                    + (2.0 * p0 - 5.0 * p1 + 4.0 * p2 - p3) * t2
                    + (3.0 * p1 - p0 - 3.0 * p2 + p3) * t3),
            );
        }
    }
    convex_hull(curve)
}

/// The size of the world area the board and its labels need, centred on [`centre`].
pub fn view_size() -> Vec2 {
    let middle = centre();
    let extent = outline(1.55)
        .into_iter()
        .fold(Vec2::ZERO, |m, p| m.max((p - middle).abs()));
    extent * 2.0
}

/// The point within reach of a world position.
pub fn node_near(world: Vec2) -> Option<Node> {
    super::nearest_point(kadon(), world, UNIT, -1.0, REACH).map(|i| Node(i as u8))
}

/// The area the camera shows: the board with its labels (centre, size).
pub fn view_area() -> (Vec2, Vec2) {
    (centre(), view_size())
}

/// Spawns the board, every entity with `scope` (the view's lifetime).
pub fn spawn_board(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    scope: impl Bundle + Clone,
) {
    let board = kadon();
    let middle = centre();
    for (margin, colour, z) in [(0.95, palette::BOARD_RIM, 0.0), (0.8, palette::BOARD, 0.1)] {
        commands.spawn((
            Mesh2d(meshes.add(fan_mesh(middle, &outline(margin)))),
            MeshMaterial2d(materials.add(colour)),
            Transform::from_xyz(0.0, 0.0, z),
            scope.clone(),
        ));
    }
    // Each side as a tinted band along its nine points.
    for line in board.lines() {
        let sides = line.iter().fold(0b111u8, |m, &n| m & board.side_mask(n));
        if sides == 0 || line.iter().any(|&n| !board.is_perimeter(n)) {
            continue;
        }
        let material = materials.add(SIDE_COLOURS[sides.trailing_zeros() as usize]);
        for pair in line.windows(2) {
            let (mut from, mut to) = (world_position(pair[0]), world_position(pair[1]));
            let along = (to - from).normalize_or_zero() * 0.09 * UNIT;
            (from, to) = (from - along, to + along);
            commands.spawn((
                band(meshes, from, to, 0.2 * UNIT, 0.15),
                MeshMaterial2d(material.clone()),
                scope.clone(),
            ));
        }
    }
    let line_material = materials.add(palette::LINE);
    for &(a, b) in board.edges() {
        commands.spawn((
            band(
                meshes,
                world_position(a),
                world_position(b),
                0.04 * UNIT,
                0.2,
            ),
            MeshMaterial2d(line_material.clone()),
            scope.clone(),
        ));
    }
    let dot = meshes.add(Circle::new(0.075 * UNIT));
    let penta_mark = meshes.add(Annulus::new(0.13 * UNIT, 0.17 * UNIT));
    for node in Node::all() {
        let at = world_position(node);
        commands.spawn((
            Mesh2d(dot.clone()),
            MeshMaterial2d(line_material.clone()),
            Transform::from_translation(at.extend(0.3)),
            scope.clone(),
        ));
        if board.is_penta(node) {
            commands.spawn((
                Mesh2d(penta_mark.clone()),
                MeshMaterial2d(line_material.clone()),
                Transform::from_translation(at.extend(0.3)),
                scope.clone(),
            ));
        }
    }
    // The rim's points are named, for the notation.
    for (node, out) in perimeter() {
        commands.spawn((
            WorldLabel::new(node.to_string(), 0.26 * UNIT, palette::LABEL_ON_DARK),
            Transform::from_translation((world_position(node) + out * 1.3 * UNIT).extend(0.4)),
            scope.clone(),
        ));
    }
}

/// The Kadon board, for views shared by its games.
pub struct KadonBoard;

impl BoardLook for KadonBoard {
    type Point = Node;

    fn points() -> Vec<Node> {
        Node::all().collect()
    }

    fn points_of(bits: u128) -> Vec<Node> {
        nodes_of(bits).collect()
    }

    fn position(node: Node) -> Vec2 {
        world_position(node)
    }

    fn point_near(world: Vec2) -> Option<Node> {
        node_near(world)
    }

    fn view_area() -> (Vec2, Vec2) {
        view_area()
    }

    fn step() -> f32 {
        UNIT
    }

    fn stone_radius() -> f32 {
        0.34
    }

    fn spawn(
        commands: &mut Commands,
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<ColorMaterial>,
        scope: impl Bundle + Clone,
    ) {
        spawn_board(commands, meshes, materials, scope);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tap_near_a_point_finds_it_and_far_from_all_finds_nothing() {
        for node in Node::all() {
            let at = world_position(node);
            assert_eq!(node_near(at + Vec2::new(0.2, -0.15) * UNIT), Some(node));
        }
        assert_eq!(node_near(centre() + Vec2::new(9.0, 9.0) * UNIT), None);
    }

    #[test]
    fn side_one_is_at_the_bottom_and_the_rim_goes_round() {
        let a1 = world_position(Node::parse("a1").unwrap());
        let a9 = world_position(Node::parse("a9").unwrap());
        assert!(a9.y > a1.y);
        assert_eq!(perimeter().len(), 24);
    }
}
