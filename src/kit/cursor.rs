//! Keyboard play for people who do not use a pointer: the arrow keys move a cursor from
//! point to point of the board (drawn as a ring), Enter or Space taps the point under
//! it. The HUD's buttons are reached with Tab, as egui does for every window.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::core::{GameView, Input, Shown};
use super::pointer;

/// The board point under game `V`'s keyboard cursor, once an arrow key was pressed.
#[derive(Resource)]
pub struct BoardCursor<V: GameView>(pub Option<V::Point>);

impl<V: GameView> Default for BoardCursor<V> {
    fn default() -> Self {
        BoardCursor(None)
    }
}

/// The ring that shows the cursor.
#[derive(Component)]
pub struct CursorRing;

/// The cursor's colour: bright, unlike any piece or mark.
const RING: Color = Color::srgb(0.30, 0.65, 1.0);

/// The keyboard cursor of game `V`: its keys and its ring.
pub fn plugin<V: GameView>(app: &mut App) {
    app.init_resource::<BoardCursor<V>>()
        .add_systems(
            Update,
            keys::<V>
                .before(super::MatchLogic)
                .run_if(in_state(crate::screens::Screen::Match))
                .run_if(in_state(Shown::<V>::new())),
        )
        .add_systems(
            Update,
            draw::<V>
                .after(super::MatchLogic)
                .run_if(in_state(Shown::<V>::new())),
        )
        .add_systems(
            OnExit(Shown::<V>::new()),
            |mut cursor: ResMut<BoardCursor<V>>| {
                cursor.0 = None;
            },
        );
}

/// Arrows move the cursor (from the board's middle the first time), Enter or Space
/// taps under it; a click or a touch puts it away.
pub fn keys<V: GameView>(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    touches: Res<bevy::input::touch::Touches>,
    egui: Res<EguiWantsInput>,
    mut cursor: ResMut<BoardCursor<V>>,
    mut inputs: MessageWriter<Input<V>>,
) {
    if mouse.get_just_pressed().next().is_some() || touches.any_just_pressed() {
        if cursor.0.is_some() {
            cursor.0 = None;
        }
        return;
    }
    if egui.wants_any_keyboard_input() {
        return;
    }
    if let Some(direction) = pointer::arrow(&keys) {
        let points: Vec<Vec2> = V::points().into_iter().map(|(_, at)| at).collect();
        let next = match cursor.0 {
            Some(point) => pointer::cursor_step(V::position(point), direction, &points)
                .and_then(|i| V::point_near(points[i])),
            None => {
                let middle = V::view_area().0;
                points
                    .iter()
                    .min_by(|a, b| a.distance(middle).total_cmp(&b.distance(middle)))
                    .and_then(|&at| V::point_near(at))
            }
        };
        if next.is_some() {
            cursor.0 = next;
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(point) = cursor.0
    {
        inputs.write(Input::Point(point));
    }
}

/// Keeps one ring on the cursor's point, none without a cursor.
fn draw<V: GameView>(
    mut commands: Commands,
    cursor: Res<BoardCursor<V>>,
    mut rings: Query<(Entity, &mut Transform), With<CursorRing>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !cursor.is_changed() {
        return;
    }
    let Some(point) = cursor.0 else {
        for (entity, _) in &rings {
            commands.entity(entity).despawn();
        }
        return;
    };
    let at = V::position(point).extend(6.0);
    if let Some((_, mut transform)) = rings.iter_mut().next() {
        transform.translation = at;
        return;
    }
    let radius = V::step() * 0.42;
    commands.spawn((
        CursorRing,
        Mesh2d(meshes.add(Annulus::new(radius * 0.82, radius))),
        MeshMaterial2d(materials.add(RING)),
        Transform::from_translation(at),
        DespawnOnExit(Shown::<V>::new()),
    ));
}
