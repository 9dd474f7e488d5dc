//! Spawning the board: the lattice (from [`crate::boards::lattice`]) with YINSH's
//! scoring tracks and pool of markers beside it.

use bevy::prelude::*;
use plateau_rules::yinsh::{BLACK, WHITE};

use super::YinshView;
use super::geometry::{UNIT, pool_position, scoring_slot};
use super::session::YinshSession;
use super::visuals::{MARKER_RADIUS, RING_OUTER};
use crate::kit::Shown;
use crate::palette;
use crate::world_label::WorldLabel;

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

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let scope = DespawnOnExit(Shown::<YinshView>::new());
    crate::boards::lattice::spawn_board(&mut commands, &mut meshes, &mut materials, scope.clone());

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
