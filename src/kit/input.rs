//! The board's pointer, touch and keyboard input for every game, turned into
//! [`Input`]s: a tap on a point (or beside the board: deselect), undo and redo keys,
//! Escape; and the point under the pointer, for previews.

use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use super::core::{GameView, Input, Session};
use super::pointer;
use crate::fair_mode::FairMode;
use crate::screens::Screen;
use crate::screens::dialogs::OpenDialogs;

/// How far from a point where a tap does something it still counts, in steps between
/// neighbouring points: forgiving, for fingers.
const TARGET_REACH: f32 = 0.8;
/// Within this many steps of a point, a tap is on that point, whatever is near.
const ON_A_POINT: f32 = 0.3;

/// Taps on the board: on the point under the tap, or on the nearest point where a tap
/// does something when the tap is near one and not clearly on another point.
pub fn taps<V: GameView>(
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<Touches>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    egui: Res<EguiWantsInput>,
    session: Option<Res<Session<V>>>,
    mut inputs: MessageWriter<Input<V>>,
) {
    if egui.wants_any_pointer_input() {
        return;
    }
    for world in pointer::presses(&mouse, &touches, &window, *camera) {
        let targets = session.as_deref().map(V::tap_targets).unwrap_or_default();
        inputs.write(match snap_tap::<V>(world, &targets) {
            Some(point) => Input::Point(point),
            None => Input::Deselect,
        });
    }
}

/// The point a tap at `world` means, given the points where a tap does something.
pub fn snap_tap<V: GameView>(world: Vec2, targets: &[V::Point]) -> Option<V::Point> {
    let near = V::point_near(world);
    if let Some(point) = near
        && (targets.contains(&point) || world.distance(V::position(point)) < ON_A_POINT * V::step())
    {
        return Some(point);
    }
    targets
        .iter()
        .map(|&t| (t, world.distance(V::position(t))))
        .filter(|&(_, distance)| distance <= TARGET_REACH * V::step())
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(t, _)| t)
        .or(near)
}

/// Undo and redo keys, and Escape: it closes the windows open over the board, else
/// drops a selection or a move shown, else goes to the main menu (the game is kept and
/// offered there; not online, where Leave says what becomes of the seat, nor at a
/// booth).
pub fn keys<V: GameView>(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Res<EguiWantsInput>,
    session: Option<Res<Session<V>>>,
    (mut dialogs, fair): (ResMut<OpenDialogs>, Option<Res<FairMode>>),
    mut next_screen: ResMut<NextState<Screen>>,
    mut inputs: MessageWriter<Input<V>>,
) {
    if egui.wants_any_keyboard_input() {
        return;
    }
    if let Some(command) = pointer::history_keys(&keys) {
        inputs.write(Input::Command(command));
    }
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if dialogs.rules || dialogs.settings || dialogs.lessons {
        *dialogs = OpenDialogs::default();
        return;
    }
    let Some(session) = session else { return };
    if session.pending.is_some() || V::has_selection(&session.view) {
        inputs.write(Input::Deselect);
    } else if !session.has_remote() && fair.is_none() {
        next_screen.set(Screen::Title);
    }
}

/// Page Up and Page Down step one decision back or forward through the moves, Home shows the
/// start and End the live game: during the match and over its result.
pub fn review_keys<V: GameView>(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Res<EguiWantsInput>,
    session: Option<Res<Session<V>>>,
    mut inputs: MessageWriter<Input<V>>,
) {
    let Some(session) = session else { return };
    if egui.wants_any_keyboard_input() {
        return;
    }
    let len = session.game.len();
    let shown = session.reviewing.unwrap_or(len);
    if let Some(command) = pointer::review_keys(&keys, shown, len) {
        inputs.write(Input::Command(command));
    }
}

/// The board point under the pointer (not over the HUD), for previews.
pub fn hovered<V: GameView>(
    window: &Window,
    (camera, transform): (&Camera, &GlobalTransform),
    egui: &EguiWantsInput,
) -> Option<V::Point> {
    if egui.wants_any_pointer_input() {
        return None;
    }
    window
        .cursor_position()
        .and_then(|at| camera.viewport_to_world_2d(transform, at).ok())
        .and_then(V::point_near)
}

/// Fits the board's area into the part of the window the HUD leaves.
pub fn fit_camera<V: GameView>(
    layout: Res<crate::layout::Layout>,
    camera: Single<(&mut Projection, &mut Transform), With<Camera2d>>,
) {
    let (mut projection, mut transform) = camera.into_inner();
    let (centre, size) = V::view_area();
    let (scale, offset) = layout.camera_for(size);
    let target = centre + offset;
    if let Projection::Orthographic(ortho) = &mut *projection
        && (ortho.scale - scale).abs() > f32::EPSILON
    {
        ortho.scale = scale;
    }
    if transform.translation.truncate() != target {
        transform.translation = target.extend(transform.translation.z);
    }
}
