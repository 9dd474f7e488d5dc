//! Spawning the board: plate, lattice lines, points and coordinates.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use plateau_rules::yinsh::board::Point;
use plateau_rules::yinsh::{BLACK, WHITE};

use super::UNIT;
use super::YinshView;
use super::geometry::{
    VIEW_SIZE, column_label_position, lattice_lines, plate_outline, pool_position,
    row_label_position, scoring_slot, world_position,
};
use super::session::YinshSession;
use super::visuals::{MARKER_RADIUS, RING_OUTER};
use crate::layout::Layout;
use crate::palette;
use crate::world_label::WorldLabel;

/// Fits the board and its tracks into the part of the window the HUD leaves.
pub(super) fn fit_camera(
    layout: Res<Layout>,
    camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let (mut projection, mut transform) = camera.into_inner();
    let (scale, centre) = layout.camera_for(VIEW_SIZE * UNIT);
    if let Projection::Orthographic(ortho) = &mut *projection
        && (ortho.scale - scale).abs() > f32::EPSILON
    {
        ortho.scale = scale;
    }
    if transform.translation.truncate() != centre {
        transform.translation = centre.extend(transform.translation.z);
    }
}

/// The number of markers in the pool, drawn by the pool.
#[derive(Component)]
pub(super) struct PoolCount;

pub(super) fn show_pool_count(
    session: Option<Res<YinshSession>>,
    mut labels: Query<&mut WorldLabel, With<PoolCount>>,
) {
    let Some(session) = session else { return };
    let count = session.shown().pool().to_string();
    for mut label in &mut labels {
        if label.text != count {
            label.text = count.clone();
        }
    }
}

/// A convex polygon as a triangle fan.
fn polygon_mesh(corners: &[Vec2]) -> Mesh {
    let positions: Vec<[f32; 3]> = corners.iter().map(|c| [c.x, c.y, 0.0]).collect();
    let indices: Vec<u32> = (1..corners.len() as u32 - 1)
        .flat_map(|i| [0, i, i + 1])
        .collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_indices(Indices::U32(indices))
}

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let rim = meshes.add(polygon_mesh(&plate_outline(1.2)));
    let plate = meshes.add(polygon_mesh(&plate_outline(1.08)));
    let scope = DespawnOnExit(YinshView);
    commands.spawn((
        Mesh2d(rim),
        MeshMaterial2d(materials.add(palette::BOARD_RIM)),
        Transform::from_xyz(0.0, 0.0, 0.0),
        scope.clone(),
    ));
    commands.spawn((
        Mesh2d(plate),
        MeshMaterial2d(materials.add(palette::BOARD)),
        Transform::from_xyz(0.0, 0.0, 0.1),
        scope.clone(),
    ));

    let line_material = materials.add(palette::LINE);
    let line_width = 0.045 * UNIT;
    for (a, b) in lattice_lines() {
        let (from, to) = (world_position(a), world_position(b));
        let length = from.distance(to);
        commands.spawn((
            Mesh2d(meshes.add(Rectangle::new(length, line_width))),
            MeshMaterial2d(line_material.clone()),
            Transform::from_translation(((from + to) / 2.0).extend(0.2))
                .with_rotation(Quat::from_rotation_z((to - from).to_angle())),
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
            DespawnOnExit(YinshView),
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

    // Scoring tracks: three places per player beside the board.
    let slot = meshes.add(Annulus::new(
        (RING_OUTER - 0.02) * UNIT,
        (RING_OUTER + 0.05) * UNIT,
    ));
    let slot_material = materials.add(palette::SLOT);
    for seat in [WHITE, BLACK] {
        for k in 0..3 {
            commands.spawn((
                Mesh2d(slot.clone()),
                MeshMaterial2d(slot_material.clone()),
                Transform::from_translation(scoring_slot(seat, k).extend(0.5)),
                scope.clone(),
            ));
        }
    }
    // The pool: a small stack of markers with the count.
    let disc = meshes.add(Circle::new(MARKER_RADIUS * UNIT));
    let (light, dark) = (
        materials.add(palette::POOL_LIGHT),
        materials.add(palette::POOL_DARK),
    );
    for k in 0..4 {
        let offset = Vec2::new(0.0, k as f32 * 0.07 * UNIT);
        commands.spawn((
            Mesh2d(disc.clone()),
            MeshMaterial2d(if k % 2 == 0 {
                dark.clone()
            } else {
                light.clone()
            }),
            Transform::from_translation((pool_position() + offset).extend(0.5 + k as f32 * 0.01)),
            scope.clone(),
        ));
    }
    commands.spawn((
        PoolCount,
        WorldLabel::new("51", 0.36 * UNIT, palette::LABEL_ON_DARK),
        Transform::from_translation((pool_position() - Vec2::Y * 0.55 * UNIT).extend(0.6)),
        scope,
    ));
}
