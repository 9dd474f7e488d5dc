//! Pointer, touch and keyboard input for the board, turned into [`YinshInput`]s.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use plateau_rules::board::Topology;
use plateau_rules::yinsh::board::{Point, YinshBoard};

use super::UNIT;
use super::session::{MatchLogic, YinshInput};
use crate::screens::Screen;

/// How far from a point a tap still counts, in board units: generous, for fingers.
const REACH: f32 = 0.5;

/// Reads the pointer and the keyboard during a match.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (pointer, keyboard)
            .before(MatchLogic)
            .run_if(in_state(Screen::Match))
            .run_if(in_state(super::YinshView)),
    );
}

/// The board point within reach of a world position.
pub fn point_near(world: Vec2) -> Option<Point> {
    let (index, distance) = YinshBoard.nearest(world.x / UNIT, world.y / UNIT)?;
    (distance <= REACH)
        .then(|| Point::from_index(index as u8))
        .flatten()
}

fn pointer(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    egui: Res<EguiWantsInput>,
    mut inputs: MessageWriter<YinshInput>,
) {
    if egui.wants_any_pointer_input() {
        return;
    }
    for world in crate::pointer::presses(&mouse, &touches, &window, *camera) {
        inputs.write(match point_near(world) {
            Some(point) => YinshInput::Point(point),
            None => YinshInput::Deselect,
        });
    }
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Res<EguiWantsInput>,
    mut inputs: MessageWriter<YinshInput>,
) {
    if egui.wants_any_keyboard_input() {
        return;
    }
    if let Some(command) = crate::pointer::history_keys(&keys) {
        inputs.write(YinshInput::Command(command));
    }
    if keys.just_pressed(KeyCode::Escape) {
        inputs.write(YinshInput::Deselect);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::yinsh_view::geometry::world_position;

    #[test]
    fn a_tap_near_a_point_selects_it_and_far_from_all_selects_nothing() {
        for p in Point::all() {
            let at = world_position(p);
            assert_eq!(point_near(at + Vec2::new(0.3, -0.2) * UNIT), Some(p));
        }
        assert_eq!(point_near(Vec2::new(9.0, 9.0) * UNIT), None);
    }
}
