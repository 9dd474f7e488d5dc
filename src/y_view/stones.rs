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
use plateau_rules::y::YEffect;
use plateau_rules::{Game, Seat};

use super::YView;
use super::ai::YHint;
use super::geometry::{UNIT, node_near, world_position};
use super::pieces::YStone;
use super::session::{YEffectsApplied, YLogic, YRedraw, YSession};
use crate::screens::Screen;
use crate::settings::Settings;

/// A stone's radius, in board units.
const STONE_RADIUS: f32 = 0.36;

/// The inner disc of a stone (its colour).
#[derive(Component)]
struct StoneFace;

/// Something drawn over the stones, redrawn when what it shows changes.
#[derive(Component)]
struct Decoration;

/// An animation entity.
#[derive(Component)]
struct StoneTween;

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

/// Stones, their animations and the decorations.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, make_assets).add_systems(
        Update,
        (drop_tweens, dress, animate_effects, decorate)
            .chain()
            .after(YLogic)
            .run_if(in_state(YView)),
    );
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

/// A rebuilt board shows its position at once: animations under way stop.
fn drop_tweens(
    mut commands: Commands,
    mut requests: MessageReader<YRedraw>,
    tweens: Query<Entity, With<StoneTween>>,
) {
    if requests.read().count() > 0 {
        for entity in &tweens {
            commands.entity(entity).despawn();
        }
    }
}

/// A drop onto the board: from above and larger, to its place.
struct Drop {
    to: Vec3,
}

impl Lens<Transform> for Drop {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let rest = 1.0 - ratio;
        target.translation = self.to + Vec3::new(0.0, 0.25 * UNIT * rest, 1.0 * rest);
        target.scale = Vec3::splat(1.0 + 0.45 * rest);
    }
}

/// A turn-over seen edge-on: the width shrinks to nothing and returns.
struct TurnOver;

impl Lens<Transform> for TurnOver {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.scale.x = (ratio * std::f32::consts::PI).cos().abs().max(0.02);
        target.scale.y = 1.0 + 0.2 * (ratio * std::f32::consts::PI).sin();
    }
}

/// A halo growing into place.
struct Grow;

impl Lens<Transform> for Grow {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.scale = Vec3::splat(ratio.max(0.01));
    }
}

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
        StoneTween,
        DespawnOnExit(YView),
    ));
}

/// Plays the effects of the actions just applied: a new stone drops in, a swapped
/// stone turns over.
fn animate_effects(
    mut commands: Commands,
    mut applied: MessageReader<YEffectsApplied>,
    settings: Res<Settings>,
    stones: Query<(Entity, &YStone)>,
) {
    let Some(stretch) = settings.animation_speed.stretch() else {
        applied.clear();
        return;
    };
    for YEffectsApplied(effects) in applied.read() {
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
                let to = world_position(node).extend(2.0);
                tween(
                    &mut commands,
                    stone,
                    0.0,
                    0.26 * stretch,
                    EaseFunction::BounceOut,
                    Drop { to },
                );
            } else {
                tween(
                    &mut commands,
                    stone,
                    0.0,
                    0.4 * stretch,
                    EaseFunction::SineInOut,
                    TurnOver,
                );
            }
        }
    }
}

/// Redraws the decorations when what they show changes: the last stone's mark, the
/// hint (cyan), the stone the pointer would place, and the winning chain's halos.
fn decorate(
    mut commands: Commands,
    session: Option<Res<YSession>>,
    hint: Res<YHint>,
    assets: Res<StoneAssets>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    egui: Res<EguiWantsInput>,
    existing: Query<Entity, With<Decoration>>,
    mut shown: Local<Decorated>,
) {
    let Some(session) = session else { return };
    let state = session.shown();
    let live = session.reviewing.is_none();
    let human_to_move = live && session.ongoing() && !session.computer_to_move();
    let (camera, transform) = *camera;
    let hovered = window
        .cursor_position()
        .filter(|_| {
            human_to_move && !egui.wants_any_pointer_input() && *screen.get() == Screen::Match
        })
        .and_then(|at| camera.viewport_to_world_2d(transform, at).ok())
        .and_then(node_near)
        .filter(|&n| state.stone_at(n).is_none());
    let wanted = Decorated {
        last: session
            .last_stone()
            .filter(|&n| state.stone_at(n).is_some()),
        hint: live
            .then(|| hint.for_state(state))
            .flatten()
            .and_then(|a| match a {
                plateau_rules::y::YAction::Place(node) => Some(node),
                plateau_rules::y::YAction::Swap => session.last_stone(),
            }),
        preview: hovered.zip(state.turn().map(|t| t.seat).filter(|_| settings.highlights)),
        chain: state.winning_chain().unwrap_or(0),
    };
    // Leaving the view takes the decorations away: draw them again on return.
    let still_drawn = !existing.is_empty() || wanted == Decorated::default();
    if *shown == wanted && still_drawn {
        return;
    }
    let chain_is_new = shown.chain == 0 && wanted.chain != 0;
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    let at = |node: Node, z: f32| Transform::from_translation(world_position(node).extend(z));
    let scope = || (Decoration, DespawnOnExit(YView));
    if let Some(node) = wanted.last {
        commands.spawn((
            Mesh2d(assets.dot.clone()),
            MeshMaterial2d(assets.gold.clone()),
            at(node, 4.0),
            scope(),
        ));
    }
    if let Some(node) = wanted.hint {
        commands.spawn((
            Mesh2d(assets.halo.clone()),
            MeshMaterial2d(assets.hint.clone()),
            at(node, 4.1),
            scope(),
        ));
    }
    if let Some((node, seat)) = wanted.preview {
        commands.spawn((
            Mesh2d(assets.disc.clone()),
            MeshMaterial2d(assets.preview[seat.index()].clone()),
            at(node, 1.9),
            scope(),
        ));
    }
    let stretch = settings.animation_speed.stretch().filter(|_| chain_is_new);
    for (k, node) in nodes_of(wanted.chain).enumerate() {
        let halo = commands
            .spawn((
                Mesh2d(assets.halo.clone()),
                MeshMaterial2d(assets.gold.clone()),
                at(node, 1.8),
                scope(),
            ))
            .id();
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
