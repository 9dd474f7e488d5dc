//! The Kadon board: plate, tinted sides, lines, points and labels, and the camera fit.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use plateau_rules::board::kadon::{Node, kadon};

use super::YView;
use super::geometry::{UNIT, centre, outline, perimeter, view_size, world_position};
use crate::layout::Layout;
use crate::palette;
use crate::world_label::WorldLabel;

/// The colours of sides 1, 2 and 3.
pub const SIDE_COLOURS: [Color; 3] = [
    Color::srgb(0.80, 0.42, 0.33),
    Color::srgb(0.30, 0.55, 0.72),
    Color::srgb(0.44, 0.63, 0.34),
];

/// Draws the board while a Y match is on screen.
pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(YView), spawn_board)
        .add_systems(PostUpdate, fit_camera.run_if(in_state(YView)));
}

/// A polygon fanned from its middle (the outline is not quite convex at the corners).
fn polygon_mesh(middle: Vec2, corners: &[Vec2]) -> Mesh {
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
fn band(
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

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let board = kadon();
    let middle = centre();
    let scope = DespawnOnExit(YView);
    for (margin, colour, z) in [(0.95, palette::BOARD_RIM, 0.0), (0.8, palette::BOARD, 0.1)] {
        commands.spawn((
            Mesh2d(meshes.add(polygon_mesh(middle, &outline(margin)))),
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
                band(&mut meshes, from, to, 0.2 * UNIT, 0.15),
                MeshMaterial2d(material.clone()),
                scope.clone(),
            ));
        }
    }
    let line_material = materials.add(palette::LINE);
    for &(a, b) in board.edges() {
        commands.spawn((
            band(
                &mut meshes,
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

/// Fits the board into the part of the window the HUD leaves.
fn fit_camera(
    layout: Res<Layout>,
    camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let (mut projection, mut transform) = camera.into_inner();
    let (scale, offset) = layout.camera_for(view_size());
    let target = centre() + offset;
    if let Projection::Orthographic(ortho) = &mut *projection
        && (ortho.scale - scale).abs() > f32::EPSILON
    {
        ortho.scale = scale;
    }
    if transform.translation.truncate() != target {
        transform.translation = target.extend(transform.translation.z);
    }
}
