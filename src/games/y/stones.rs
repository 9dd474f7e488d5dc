//! How the stones look, and what is drawn over them: the last stone's mark, the hint,
//! the preview under the pointer and the winning chain.
//!
//! The stone entities come from [`super::pieces`]; here they get their discs. A stone
//! placed in play drops onto its point; a swapped stone turns over to its new colour;
//! the winning chain lights up stone after stone. Undo, looking back and a new match
//! show the new position at once.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use bevy_tweening::{AnimTarget, Delay, Lens, Tween, TweenAnim};
use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::y::{YAction, YEffect};
use plateau_rules::{Game, Seat};

use super::YView;
use super::ai::YHint;
use super::pieces::YStone;
use crate::boards::kadon::{UNIT, world_position};
use crate::boards::pieces::{Drop, Grow, Mark, TurnOver, marks_changed, spawn_mark};
use crate::kit::animation::{Beat, Planner, Timeline};
use crate::kit::{EffectsApplied, KitSet, Session, Shown, Snap};
use crate::screens::Screen;
use crate::settings::Settings;

/// A stone's radius, in board units.
const STONE_RADIUS: f32 = 0.36;

/// The inner disc of a stone (its colour).
#[derive(Component)]
struct StoneFace;

/// Meshes and colours of the stones and decorations.
#[derive(Resource)]
struct StoneAssets {
    disc: Handle<Mesh>,
    face: Handle<Mesh>,
    edge: [Handle<ColorMaterial>; 2],
    fill: [Handle<ColorMaterial>; 2],
    dot: Handle<Mesh>,
    halo: Handle<Mesh>,
    gold: Handle<ColorMaterial>,
    hint: Handle<ColorMaterial>,
    preview: [Handle<ColorMaterial>; 2],
}

/// What the decorations show; they are redrawn when it changes.
#[derive(Clone, Debug, Default, PartialEq)]
struct Decorated {
    last: Option<Node>,
    hint: Option<Node>,
    preview: Option<(Node, Seat)>,
    chain: u128,
}

/// The board, the stones, their animations and the decorations.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, make_assets)
        .add_systems(OnEnter(Shown::<YView>::new()), spawn_board)
        .add_systems(
            Update,
            (dress, animate_effects)
                .chain()
                .in_set(KitSet::Animate)
                .run_if(in_state(Shown::<YView>::new())),
        )
        .add_systems(
            Update,
            (snap, decorate)
                .chain()
                .in_set(KitSet::Snap)
                .run_if(in_state(Shown::<YView>::new())),
        );
}

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    crate::boards::kadon::spawn_board(
        &mut commands,
        &mut meshes,
        &mut materials,
        DespawnOnExit(Shown::<YView>::new()),
    );
}

/// The animations are over: every stone rests on its point, face up.
fn snap(mut snaps: MessageReader<Snap<YView>>, mut stones: Query<(&YStone, &mut Transform)>) {
    if snaps.read().count() == 0 {
        return;
    }
    for (stone, mut transform) in &mut stones {
        *transform = Transform::from_translation(world_position(stone.node).extend(2.0));
    }
}

fn make_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut colour = |c: Color| materials.add(c);
    commands.insert_resource(StoneAssets {
        disc: meshes.add(Circle::new(STONE_RADIUS * UNIT)),
        face: meshes.add(Circle::new(STONE_RADIUS * 0.86 * UNIT)),
        edge: [
            colour(Color::srgb(0.30, 0.30, 0.34)),
            colour(Color::srgb(0.55, 0.53, 0.48)),
        ],
        fill: [
            colour(Color::srgb(0.13, 0.13, 0.16)),
            colour(Color::srgb(0.95, 0.93, 0.87)),
        ],
        dot: meshes.add(Circle::new(0.1 * UNIT)),
        halo: meshes.add(Annulus::new(
            (STONE_RADIUS + 0.03) * UNIT,
            (STONE_RADIUS + 0.12) * UNIT,
        )),
        gold: colour(Color::srgb(0.98, 0.78, 0.25)),
        hint: colour(Color::srgb(0.35, 0.82, 0.90)),
        preview: [
            colour(Color::srgba(0.13, 0.13, 0.16, 0.45)),
            colour(Color::srgba(0.95, 0.93, 0.87, 0.55)),
        ],
    });
}

/// Gives new stones their discs, and recoloured ones their new colour.
fn dress(
    mut commands: Commands,
    assets: Res<StoneAssets>,
    stones: Query<(Entity, &YStone, Option<&Children>), Changed<YStone>>,
    mut faces: Query<&mut MeshMaterial2d<ColorMaterial>, With<StoneFace>>,
) {
    for (entity, stone, children) in &stones {
        let s = stone.seat.index();
        match children {
            None => {
                commands
                    .entity(entity)
                    .insert((
                        Mesh2d(assets.disc.clone()),
                        MeshMaterial2d(assets.edge[s].clone()),
                    ))
                    .with_child((
                        StoneFace,
                        Mesh2d(assets.face.clone()),
                        MeshMaterial2d(assets.fill[s].clone()),
                        Transform::from_xyz(0.0, 0.0, 0.01),
                    ));
            }
            Some(children) => {
                commands
                    .entity(entity)
                    .insert(MeshMaterial2d(assets.edge[s].clone()));
                for &child in children {
                    if let Ok(mut face) = faces.get_mut(child) {
                        face.0 = assets.fill[s].clone();
                    }
                }
            }
        }
    }
}

/// A plain tween off the time line (the win's halos growing do not hold the board).
fn tween(
    commands: &mut Commands,
    target: Entity,
    delay: f32,
    duration: f32,
    ease: EaseFunction,
    lens: impl Lens<Transform> + Send + Sync + 'static,
) {
    let tween = Tween::new(ease, Duration::from_secs_f32(duration), lens);
    let anim = if delay > 0.0 {
        TweenAnim::new(Delay::new(Duration::from_secs_f32(delay)).then(tween))
    } else {
        TweenAnim::new(tween)
    };
    commands.spawn((
        anim,
        AnimTarget::component::<Transform>(target),
        DespawnOnExit(Shown::<YView>::new()),
    ));
}

/// Plays the effects of the actions just applied: a new stone drops in, a swapped
/// stone turns over.
fn animate_effects(
    mut commands: Commands,
    mut applied: MessageReader<EffectsApplied<YView>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut timeline: ResMut<Timeline>,
    stones: Query<(Entity, &YStone)>,
) {
    let Some(stretch) = settings.animation_speed.stretch() else {
        applied.clear();
        return;
    };
    let mut plan = Planner::new(&mut commands, stretch);
    for EffectsApplied(effects) in applied.read() {
        for effect in effects {
            let (node, placed) = match *effect {
                YEffect::StonePlaced { node, .. } => (node, true),
                YEffect::Swapped { node, .. } => (node, false),
                YEffect::Won { .. } => continue,
            };
            let Some((stone, _)) = stones.iter().find(|(_, s)| s.node == node) else {
                continue;
            };
            if placed {
                plan.beat(0.0, Beat::Placed);
                let to = world_position(node).extend(2.0);
                let drop = Drop {
                    to,
                    height: 0.25 * UNIT,
                };
                plan.add(stone, 0.0, 0.26, EaseFunction::BounceOut, drop);
            } else {
                let turn = TurnOver { swell: 0.2 };
                plan.beat(0.0, Beat::Flip);
                plan.add(stone, 0.0, 0.4, EaseFunction::SineInOut, turn);
            }
        }
    }
    plan.commit(&mut timeline, time.elapsed_secs());
}

/// Redraws the decorations when what they show changes: the last stone's mark, the
/// hint (cyan), the stone the pointer would place, and the winning chain's halos.
fn decorate(
    mut commands: Commands,
    session: Option<Res<Session<YView>>>,
    hint: Res<YHint>,
    assets: Res<StoneAssets>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    egui: Res<EguiWantsInput>,
    existing: Query<Entity, With<Mark>>,
    mut shown: Local<Decorated>,
) {
    let Some(session) = session else { return };
    let state = session.shown();
    let live = session.reviewing.is_none();
    let human_to_move = live && session.ongoing() && !session.others_to_move();
    let hovered = crate::kit::input::hovered::<YView>(&window, *camera, &egui)
        .filter(|_| human_to_move && *screen.get() == Screen::Match)
        .filter(|&n| state.stone_at(n).is_none());
    let wanted = Decorated {
        last: session
            .last_stone()
            .filter(|&n| state.stone_at(n).is_some()),
        // The hint, or the move a tap has shown (waiting to be confirmed).
        hint: live
            .then(|| session.pending_action().or_else(|| hint.for_state(state)))
            .flatten()
            .and_then(|a| match a {
                YAction::Place(node) => Some(node),
                YAction::Swap => session.last_stone(),
            }),
        preview: hovered.zip(state.turn().map(|t| t.seat).filter(|_| settings.highlights)),
        chain: state.winning_chain().unwrap_or(0),
    };
    // Leaving the view takes the decorations away: draw them again on return.
    let chain_is_new = shown.chain == 0 && wanted.chain != 0;
    if !marks_changed(&mut commands, &mut *shown, &wanted, &existing) {
        return;
    }
    let scope = || DespawnOnExit(Shown::<YView>::new());
    let mark =
        |commands: &mut Commands,
         mesh: &Handle<Mesh>,
         material: &Handle<ColorMaterial>,
         node: Node,
         z: f32| { spawn_mark(commands, mesh, material, world_position(node), z, scope()) };
    if let Some(node) = wanted.last {
        mark(&mut commands, &assets.dot, &assets.gold, node, 4.0);
    }
    if let Some(node) = wanted.hint {
        mark(&mut commands, &assets.halo, &assets.hint, node, 4.1);
    }
    if let Some((node, seat)) = wanted.preview {
        mark(
            &mut commands,
            &assets.disc,
            &assets.preview[seat.index()],
            node,
            1.9,
        );
    }
    let stretch = settings.animation_speed.stretch().filter(|_| chain_is_new);
    for (k, node) in nodes_of(wanted.chain).enumerate() {
        let halo = mark(&mut commands, &assets.halo, &assets.gold, node, 1.8);
        if let Some(stretch) = stretch {
            commands.entity(halo).insert(
                Transform::from_translation(world_position(node).extend(1.8))
                    .with_scale(Vec3::splat(0.01)),
            );
            tween(
                &mut commands,
                halo,
                0.05 * k as f32 * stretch,
                0.3 * stretch,
                EaseFunction::BackOut,
                Grow,
            );
        }
    }
    *shown = wanted;
}
