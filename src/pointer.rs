//! Pointer, touch and keyboard reading shared by the game views.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use crate::match_core::MatchCommand;

/// The world positions pressed this frame: new touches and a left click.
pub fn presses(
    mouse: &ButtonInput<MouseButton>,
    touches: &Touches,
    window: &Window,
    (camera, transform): (&Camera, &GlobalTransform),
) -> Vec<Vec2> {
    let mut screen: Vec<Vec2> = touches.iter_just_pressed().map(|t| t.position()).collect();
    if mouse.just_pressed(MouseButton::Left)
        && let Some(position) = window.cursor_position()
    {
        screen.push(position);
    }
    screen
        .into_iter()
        .filter_map(|at| camera.viewport_to_world_2d(transform, at).ok())
        .collect()
}

/// Undo and redo from the keyboard: Ctrl+Z, and Ctrl+Y or Ctrl+Shift+Z.
pub fn history_keys(keys: &ButtonInput<KeyCode>) -> Option<MatchCommand> {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        Some(if shift {
            MatchCommand::Redo
        } else {
            MatchCommand::Undo
        })
    } else if ctrl && keys.just_pressed(KeyCode::KeyY) {
        Some(MatchCommand::Redo)
    } else {
        None
    }
}

/// F11 switches between a window and full screen, on every screen.
fn fullscreen(
    keys: Res<ButtonInput<KeyCode>>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
) {
    if keys.just_pressed(KeyCode::F11) {
        window.mode = match window.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
}

/// Full screen on F11, on every screen.
pub fn plugin(app: &mut App) {
    app.add_systems(Update, fullscreen);
}
