//! Pointer, touch and keyboard input for the Y board, turned into [`YInput`]s.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use super::YView;
use super::geometry::node_near;
use super::session::{YInput, YLogic};
use crate::pointer;
use crate::screens::Screen;

/// Reads the pointer and the keyboard during a Y match.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (tap, keyboard)
            .before(YLogic)
            .run_if(in_state(Screen::Match))
            .run_if(in_state(YView)),
    );
}

fn tap(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    egui: Res<EguiWantsInput>,
    mut inputs: MessageWriter<YInput>,
) {
    if egui.wants_any_pointer_input() {
        return;
    }
    for world in pointer::presses(&mouse, &touches, &window, *camera) {
        if let Some(node) = node_near(world) {
            inputs.write(YInput::Node(node));
        }
    }
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Res<EguiWantsInput>,
    mut inputs: MessageWriter<YInput>,
) {
    if !egui.wants_any_keyboard_input()
        && let Some(command) = pointer::history_keys(&keys)
    {
        inputs.write(YInput::Command(command));
    }
}
