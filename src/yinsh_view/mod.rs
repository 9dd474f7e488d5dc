//! The YINSH view: the board drawn from its geometry.

mod board;
mod geometry;

use bevy::prelude::*;

/// World units per board unit (the distance between neighbouring points).
pub const UNIT: f32 = 64.0;

/// Adds the YINSH view.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, (board::spawn_camera, board::spawn_board));
}
