//! What the board points out: movable and selected rings, destinations, rows to remove,
//! rings to remove, and the last move.

use bevy::prelude::*;
use plateau_rules::Game;
use plateau_rules::yinsh::YinshAction;
use plateau_rules::yinsh::board::{Point, Row};

use super::UNIT;
use super::YinshView;
use super::ai::Hint;
use super::geometry::world_position;
use super::session::{YinshPhase, YinshSession};
use super::visuals::RING_OUTER;
use crate::kit::Shown as ViewShown;
use crate::settings::Settings;

/// The row the pointer is over in the HUD's list, drawn stronger.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HoveredRow(pub Option<Row>);

#[derive(Component)]
struct Highlight;

#[derive(Resource)]
struct HighlightAssets {
    halo: Handle<Mesh>,
    dot: Handle<Mesh>,
    movable: Handle<ColorMaterial>,
    selected: Handle<ColorMaterial>,
    destination: Handle<ColorMaterial>,
    row: Handle<ColorMaterial>,
    row_hovered: Handle<ColorMaterial>,
    last_move: Handle<ColorMaterial>,
    hint: Handle<ColorMaterial>,
}

/// Draws the highlights.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, load).add_systems(
        PostUpdate,
        redraw.run_if(in_state(ViewShown::<YinshView>::new())),
    );
}

fn load(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.insert_resource(HighlightAssets {
        halo: meshes.add(Annulus::new(
            (RING_OUTER + 0.02) * UNIT,
            (RING_OUTER + 0.13) * UNIT,
        )),
        dot: meshes.add(Circle::new(0.13 * UNIT)),
        movable: materials.add(Color::srgba(0.30, 0.75, 0.45, 0.55)),
        selected: materials.add(Color::srgba(0.98, 0.80, 0.25, 0.95)),
        destination: materials.add(Color::srgba(0.25, 0.70, 0.40, 0.85)),
        row: materials.add(Color::srgba(0.98, 0.78, 0.25, 0.45)),
        row_hovered: materials.add(Color::srgba(0.98, 0.60, 0.15, 0.85)),
        last_move: materials.add(Color::srgba(0.30, 0.55, 0.95, 0.55)),
        hint: materials.add(Color::srgba(0.30, 0.85, 0.92, 0.9)),
    });
}

/// What the highlights show; they are redrawn only when it changes.
#[derive(Clone, Debug, PartialEq, Default)]
struct Shown {
    halos: Vec<(Point, bool)>,
    dots: Vec<Point>,
    rows: Vec<(Row, bool)>,
    last_move: Option<(Point, Point)>,
    hint: Option<YinshAction>,
}

fn redraw(
    mut commands: Commands,
    session: Option<Res<YinshSession>>,
    phase: Option<Res<State<YinshPhase>>>,
    settings: Res<Settings>,
    hovered: Res<HoveredRow>,
    hint: Res<Hint>,
    assets: Res<HighlightAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    existing: Query<Entity, With<Highlight>>,
    mut last: Local<Option<Shown>>,
) {
    let Some(session) = session else { return };
    let mut shown = Shown {
        last_move: session.last_move(),
        // The hint, or the move a tap has shown (waiting to be confirmed).
        hint: session
            .pending_action()
            .or_else(|| hint.for_state(session.game.state()))
            .filter(|_| session.reviewing.is_none()),
        ..default()
    };
    // Invitations (movable rings, destinations, rows, rings to remove) only for a
    // person: never for the computer's seat, thinking or paused.
    let phase = phase
        .map(|p| *p.get())
        .filter(|_| !session.others_to_move());
    match phase {
        Some(YinshPhase::ChooseRing) if settings.highlights => {
            shown.halos = session
                .movable_rings()
                .into_iter()
                .map(|p| (p, false))
                .collect();
        }
        Some(YinshPhase::ChooseDestination) => {
            shown.halos = session
                .view
                .selected
                .map(|p| (p, true))
                .into_iter()
                .collect();
            if settings.highlights {
                shown.dots = session.destinations();
            }
        }
        Some(YinshPhase::RemoveRow) => {
            // (the HUD's list sets the hovered row each frame it shows)
            shown.rows = session
                .removable_rows()
                .into_iter()
                .map(|r| (r, hovered.0 == Some(r)))
                .collect();
        }
        Some(YinshPhase::RemoveRing) => {
            if let Some(turn) = session.game.state().turn() {
                shown.halos = session
                    .game
                    .state()
                    .rings(turn.seat)
                    .iter()
                    .map(|p| (p, false))
                    .collect();
            }
        }
        _ => {}
    }
    // Redrawn when what is shown changes, or when the board was left and its highlights
    // despawned with it.
    let drawn = existing.iter().next().is_some();
    if last.as_ref() == Some(&shown) && (drawn || shown == Shown::default()) {
        return;
    }
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    let mut spawn = |mesh: Handle<Mesh>, material: Handle<ColorMaterial>, transform: Transform| {
        commands.spawn((
            Highlight,
            Mesh2d(mesh),
            MeshMaterial2d(material),
            transform,
            DespawnOnExit(ViewShown::<YinshView>::new()),
        ));
    };
    if let Some((from, to)) = shown.last_move {
        let (a, b) = (world_position(from), world_position(to));
        let segment = meshes.add(Rectangle::new(a.distance(b), 0.12 * UNIT));
        spawn(
            segment,
            assets.last_move.clone(),
            Transform::from_translation(((a + b) / 2.0).extend(1.5))
                .with_rotation(Quat::from_rotation_z((b - a).to_angle())),
        );
        spawn(
            assets.halo.clone(),
            assets.last_move.clone(),
            Transform::from_translation(a.extend(1.5)).with_scale(Vec3::splat(0.6)),
        );
    }
    for &(row, strong) in &shown.rows {
        let (a, b) = row.ends();
        let (a, b) = (world_position(a), world_position(b));
        let bar = meshes.add(Capsule2d::new(0.3 * UNIT, a.distance(b)));
        let material = if strong {
            assets.row_hovered.clone()
        } else {
            assets.row.clone()
        };
        spawn(
            bar,
            material,
            Transform::from_translation(((a + b) / 2.0).extend(1.8)).with_rotation(
                Quat::from_rotation_z((b - a).to_angle() - std::f32::consts::FRAC_PI_2),
            ),
        );
    }
    for &(point, selected) in &shown.halos {
        let material = if selected {
            assets.selected.clone()
        } else {
            assets.movable.clone()
        };
        spawn(
            assets.halo.clone(),
            material,
            Transform::from_translation(world_position(point).extend(2.5)),
        );
    }
    // The hint: the point, ring or row it suggests, and where a ring would go.
    match shown.hint {
        Some(YinshAction::PlaceRing(p)) => {
            spawn(
                assets.dot.clone(),
                assets.hint.clone(),
                Transform::from_translation(world_position(p).extend(2.6)),
            );
        }
        Some(YinshAction::MoveRing { from, to }) => {
            spawn(
                assets.halo.clone(),
                assets.hint.clone(),
                Transform::from_translation(world_position(from).extend(2.6)),
            );
            spawn(
                assets.dot.clone(),
                assets.hint.clone(),
                Transform::from_translation(world_position(to).extend(2.6)),
            );
        }
        Some(YinshAction::RemoveRing(p)) => {
            spawn(
                assets.halo.clone(),
                assets.hint.clone(),
                Transform::from_translation(world_position(p).extend(2.6)),
            );
        }
        Some(YinshAction::RemoveRow(row)) => {
            for p in row.points() {
                spawn(
                    assets.dot.clone(),
                    assets.hint.clone(),
                    Transform::from_translation(world_position(p).extend(2.6)),
                );
            }
        }
        Some(YinshAction::Pass) | None => {}
    }
    for &point in &shown.dots {
        spawn(
            assets.dot.clone(),
            assets.destination.clone(),
            Transform::from_translation(world_position(point).extend(2.5)),
        );
    }
    *last = Some(shown);
}
