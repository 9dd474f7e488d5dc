//! What people do at the booth, turned into [`BoothAction`]s: any press, touch or key
//! says someone is there; a long press in the top-left corner asks for the operator's
//! code.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::booth::BoothAction;

/// The corner the operator holds, in logical pixels from the top-left.
pub const CORNER: f32 = 72.0;
/// How long the operator holds the corner, in seconds.
pub const LONG_PRESS_SECONDS: f32 = 3.0;

/// Watches presses and the operator's corner.
pub fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, watch.after(bevy::input::InputSystems));
}

fn watch(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    keys: Res<ButtonInput<KeyCode>>,
    window: Single<&Window, With<PrimaryWindow>>,
    time: Res<Time>,
    mut held: Local<Option<f32>>,
    mut actions: MessageWriter<BoothAction>,
) {
    let pressed_now = mouse.get_just_pressed().next().is_some()
        || touches.any_just_pressed()
        || keys.get_just_pressed().next().is_some();
    if pressed_now {
        actions.write(BoothAction::Touch);
    }
    // Where a finger or the mouse holds the screen, if anywhere.
    let holding = touches.iter().next().map(|t| t.position()).or_else(|| {
        mouse
            .pressed(MouseButton::Left)
            .then(|| window.cursor_position())
            .flatten()
    });
    let in_corner = holding.is_some_and(|p| p.x <= CORNER && p.y <= CORNER);
    *held = match (*held, in_corner) {
        (Some(t), true) => {
            let t = t + time.delta_secs();
            if t >= LONG_PRESS_SECONDS && t - time.delta_secs() < LONG_PRESS_SECONDS {
                actions.write(BoothAction::AskCode);
            }
            Some(t)
        }
        (None, true) => Some(0.0),
        (_, false) => None,
    };
}
