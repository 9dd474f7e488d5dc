//! Pointer, touch and keyboard reading shared by the game views.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use crate::fair_mode::FairMode;
use crate::match_core::MatchCommand;
use crate::match_core::MatchLogic;
use crate::settings::Settings;

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

/// Stepping through the moves from the keyboard, for every game: Page Up and Page Down
/// one decision back or forward, Home the start, End the live game (the arrows move
/// the board's cursor). `shown` is the number
/// of actions on the board, `len` the number played. Returns the position asked for,
/// as [`MatchCommand::Review`] takes it (`None`: the live game), when it changes.
pub fn review_keys(keys: &ButtonInput<KeyCode>, shown: usize, len: usize) -> Option<MatchCommand> {
    let target = if keys.just_pressed(KeyCode::PageUp) {
        shown.checked_sub(1)?
    } else if keys.just_pressed(KeyCode::PageDown) {
        shown + 1
    } else if keys.just_pressed(KeyCode::Home) {
        0
    } else if keys.just_pressed(KeyCode::End) {
        len
    } else {
        return None;
    };
    let target = target.min(len);
    (target != shown).then_some(MatchCommand::Review((target < len).then_some(target)))
}

/// The direction an arrow key moves the board's cursor (y up), if one was pressed.
pub fn arrow(keys: &ButtonInput<KeyCode>) -> Option<Vec2> {
    [
        (KeyCode::ArrowUp, Vec2::Y),
        (KeyCode::ArrowDown, Vec2::NEG_Y),
        (KeyCode::ArrowLeft, Vec2::NEG_X),
        (KeyCode::ArrowRight, Vec2::X),
    ]
    .into_iter()
    .find(|(key, _)| keys.just_pressed(*key))
    .map(|(_, direction)| direction)
}

/// The point the cursor goes to from `from` in `direction` (a unit vector): among
/// `points`, those ahead within 60 degrees of the direction, the nearest, a point
/// straight ahead before one off to the side. `None` at the board's edge.
pub fn cursor_step(from: Vec2, direction: Vec2, points: &[Vec2]) -> Option<usize> {
    points
        .iter()
        .enumerate()
        .filter_map(|(i, &p)| {
            let to = p - from;
            let ahead = to.dot(direction);
            let aside = to.perp_dot(direction).abs();
            (ahead > 1e-3 && aside <= ahead * 1.74).then_some((i, ahead + 2.0 * aside))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

/// F11 switches between a window and full screen, on every screen (not at a booth,
/// which stays full screen).
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

/// Whether a tap on the board first shows its move, to be confirmed (the setting, on
/// touch screens and at a booth); kept up to date by the pointer.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TapGuard(pub bool);

/// Keeps [`TapGuard`] in step with the setting: taps are confirmed at a booth, and on
/// a touch screen once a touch has been seen (when the setting is automatic).
fn guard_taps(
    settings: Res<Settings>,
    fair: Option<Res<FairMode>>,
    touches: Res<Touches>,
    mut touch_seen: Local<bool>,
    mut guard: ResMut<TapGuard>,
) {
    *touch_seen |= touches.any_just_pressed();
    let on = settings.confirm_taps.applies(fair.is_some(), *touch_seen);
    if guard.0 != on {
        guard.0 = on;
    }
}

/// Full screen on F11, on every screen; taps confirmed as the settings say.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            fullscreen.run_if(crate::fair_mode::at_home),
            guard_taps.before(MatchLogic),
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(key: KeyCode, shown: usize, len: usize) -> Option<MatchCommand> {
        let mut keys = ButtonInput::<KeyCode>::default();
        keys.press(key);
        review_keys(&keys, shown, len)
    }

    #[test]
    fn arrows_step_through_the_moves_and_home_and_end_go_to_the_ends() {
        use MatchCommand::Review;
        // Live game of 5 actions.
        assert_eq!(press(KeyCode::PageUp, 5, 5), Some(Review(Some(4))));
        assert_eq!(press(KeyCode::PageDown, 5, 5), None);
        assert_eq!(press(KeyCode::Home, 5, 5), Some(Review(Some(0))));
        assert_eq!(press(KeyCode::End, 5, 5), None);
        // Looking back at the position after 3.
        assert_eq!(press(KeyCode::PageDown, 3, 5), Some(Review(Some(4))));
        assert_eq!(press(KeyCode::PageDown, 4, 5), Some(Review(None)));
        assert_eq!(press(KeyCode::PageUp, 1, 5), Some(Review(Some(0))));
        assert_eq!(press(KeyCode::PageUp, 0, 5), None);
        assert_eq!(press(KeyCode::End, 3, 5), Some(Review(None)));
        // Nothing played yet.
        assert_eq!(press(KeyCode::PageUp, 0, 0), None);
        assert_eq!(press(KeyCode::Home, 0, 0), None);
        assert_eq!(press(KeyCode::KeyA, 3, 5), None);
    }

    #[test]
    fn the_cursor_steps_to_the_nearest_point_ahead_and_stops_at_the_edge() {
        // A row of points and one above the middle, slightly to the right.
        let points = [
            Vec2::new(0.0, 0.0),
            Vec2::new(1.0, 0.0),
            Vec2::new(2.0, 0.0),
            Vec2::new(1.2, 1.0),
        ];
        assert_eq!(cursor_step(points[0], Vec2::X, &points), Some(1));
        assert_eq!(cursor_step(points[1], Vec2::X, &points), Some(2));
        assert_eq!(cursor_step(points[2], Vec2::X, &points), None, "the edge");
        assert_eq!(cursor_step(points[1], Vec2::Y, &points), Some(3));
        assert_eq!(cursor_step(points[3], Vec2::NEG_Y, &points), Some(1));
        assert_eq!(cursor_step(points[1], Vec2::NEG_X, &points), Some(0));
    }
}
