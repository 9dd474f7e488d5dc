//! Board drawing shared by board type, not by game: graph boards over the rules'
//! [`Topology`] (the Kadon board of the Y family in [`kadon`], YINSH's hexagonal
//! lattice in [`lattice`]), with the shapes they are built of, point picking, and the
//! pieces' shared animations and marks in [`pieces`].

pub mod kadon;
pub mod lattice;
pub mod pieces;
pub mod square;

use std::fmt::{Debug, Display};

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use plateau_rules::board::Topology;

/// A board as the app draws it, for views shared by several games (the games of stones):
/// its points, where each is drawn, which one a tap is on, and its plate.
pub trait BoardLook: Send + Sync + 'static {
    /// A point of the board, as the rules name it.
    type Point: Copy + Eq + Ord + Debug + Display + Send + Sync + 'static;

    /// Every point.
    fn points() -> Vec<Self::Point>;
    /// The points of a bit set (bit `i` is the point of index `i`).
    fn points_of(bits: u128) -> Vec<Self::Point>;
    /// Where a point is drawn, in world units.
    fn position(point: Self::Point) -> Vec2;
    /// The point within reach of a world position.
    fn point_near(world: Vec2) -> Option<Self::Point>;
    /// The world area the camera must show: its centre and size.
    fn view_area() -> (Vec2, Vec2);
    /// The distance between neighbouring points, in world units.
    fn step() -> f32;
    /// A stone's radius, in steps.
    fn stone_radius() -> f32;
    /// The mark of a point in a zone (a target corner, a goal region), `unit` world
    /// units a step: by default a spot under the stone.
    fn zone_mark(unit: f32) -> Mesh {
        Circle::new(0.27 * unit).into()
    }
    /// Spawns the board, every entity with `scope`.
    fn spawn(
        commands: &mut Commands,
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<ColorMaterial>,
        scope: impl Bundle + Clone,
    );
}

/// The point of `topology` within `reach` board units of a world position, with
/// `unit` world units per board unit and the board's y axis pointing `y_sign` (1: up,
/// -1: down).
pub fn nearest_point(
    topology: &impl Topology,
    world: Vec2,
    unit: f32,
    y_sign: f32,
    reach: f32,
) -> Option<usize> {
    let (index, distance) = topology.nearest(world.x / unit, y_sign * world.y / unit)?;
    (distance <= reach).then_some(index)
}

/// A polygon fanned from `middle` (works for outlines that are not quite convex).
pub fn fan_mesh(middle: Vec2, corners: &[Vec2]) -> Mesh {
    let mut positions = vec![[middle.x, middle.y, 0.0]];
    positions.extend(corners.iter().map(|c| [c.x, c.y, 0.0]));
    let n = corners.len() as u32;
    let indices: Vec<u32> = (0..n).flat_map(|i| [0, i + 1, (i + 1) % n + 1]).collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_indices(Indices::U32(indices))
}

/// A straight band from `from` to `to`, `width` world units wide, at depth `z`.
pub fn band(
    meshes: &mut Assets<Mesh>,
    from: Vec2,
    to: Vec2,
    width: f32,
    z: f32,
) -> (Mesh2d, Transform) {
    (
        Mesh2d(meshes.add(Rectangle::new(from.distance(to), width))),
        Transform::from_translation(((from + to) / 2.0).extend(z))
            .with_rotation(Quat::from_rotation_z((to - from).to_angle())),
    )
}

/// The convex hull of `points`, counter-clockwise (Andrew's monotone chain).
pub fn convex_hull(mut points: Vec<Vec2>) -> Vec<Vec2> {
    points.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    let turn = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o);
    let mut hull: Vec<Vec2> = Vec::with_capacity(points.len() + 1);
    for pass in 0..2 {
        let start = hull.len();
        let ordered: Box<dyn Iterator<Item = &Vec2>> = if pass == 0 {
            Box::new(points.iter())
        } else {
            Box::new(points.iter().rev())
        };
        for &p in ordered {
            while hull.len() >= start + 2
                && turn(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.0
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

/// The middle of a set of points.
pub fn middle(points: &[Vec2]) -> Vec2 {
    points.iter().copied().sum::<Vec2>() / points.len().max(1) as f32
}
