//! Spawning the board: plate, lattice lines, points and coordinates.

use bevy::asset::RenderAssetUsages;
use bevy::camera::ScalingMode;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use plateau_rules::yinsh::board::Point;

use super::UNIT;
use super::geometry::{
    column_label_position, lattice_lines, plate_outline, row_label_position, world_position,
};
use crate::palette;

/// The board and its surroundings fit in this many board units, whatever the window's
/// shape.
const VIEW_WIDTH: f32 = 12.5;
const VIEW_HEIGHT: f32 = 12.0;

/// Text is laid out this many times larger than drawn, so it stays sharp when the
/// camera scales the board up.
const TEXT_OVERSAMPLE: f32 = 4.0;

pub(super) fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        Projection::Orthographic(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin {
                min_width: VIEW_WIDTH * UNIT,
                min_height: VIEW_HEIGHT * UNIT,
            },
            ..OrthographicProjection::default_2d()
        }),
    ));
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
    commands.spawn((
        Mesh2d(rim),
        MeshMaterial2d(materials.add(palette::BOARD_RIM)),
        Transform::from_xyz(0.0, 0.0, 0.0),
    ));
    commands.spawn((
        Mesh2d(plate),
        MeshMaterial2d(materials.add(palette::BOARD)),
        Transform::from_xyz(0.0, 0.0, 0.1),
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
        ));
    }
    let dot = meshes.add(Circle::new(0.07 * UNIT));
    for p in Point::all() {
        commands.spawn((
            Mesh2d(dot.clone()),
            MeshMaterial2d(line_material.clone()),
            Transform::from_translation(world_position(p).extend(0.3)),
        ));
    }

    let label = |text: String, at: Vec2| {
        (
            Text2d::new(text),
            TextFont::from_font_size(0.34 * UNIT * TEXT_OVERSAMPLE),
            TextColor(palette::LABEL),
            Transform::from_translation(at.extend(0.4))
                .with_scale(Vec3::splat(1.0 / TEXT_OVERSAMPLE)),
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
