//! How the stones look and move, and what is drawn over them: the stone picked and where
//! it can go, the last move, the hint, the stone the pointer would put down, and the
//! stones a win rings, and the regions the rules name, tinted under the points.
//!
//! A stone put down drops onto its point; a slide runs along its path (taking the
//! branch of a fork as the rules say); a jump hops over the stone it jumps; a stone
//! taken off lifts and fades. Undo, looking back and a new match show the new position
//! at once.

use std::marker::PhantomData;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use plateau_rules::{Game, Seat};

use super::pieces::{Stone, StoneOf};
use super::taps::{self, Motion, Shape, Zone};
use super::{NodeOf, StoneGame, StonesView};
use crate::boards::BoardLook;
use crate::boards::pieces::{Along, Drop, Glide, Mark, Slide, marks_changed, spawn_mark};
use crate::kit::animation::{Beat, Planner, Timeline};
use crate::kit::computer::HintSearch;
use crate::kit::{EffectsApplied, KitSet, Session, Shown, Snap};
use crate::screens::Screen;
use crate::settings::Settings;
use crate::world_label::WorldLabel;

/// The colour of the words on legal destinations (the targets' gold, opaque).
const TARGET_LABEL: Color = Color::srgb(0.80, 0.55, 0.10);

/// Where stones lie (depth).
const STONE_Z: f32 = 2.0;

/// The inner disc of a stone (its colour).
#[derive(Component)]
struct StoneFace;

/// A stone taken off, drawn while it lifts away; gone when the board is still.
#[derive(Component)]
struct Ghost;

/// Meshes and colours of a game's stones and marks.
#[derive(Resource)]
struct StoneAssets<G> {
    disc: Handle<Mesh>,
    face: Handle<Mesh>,
    /// Edge and face colour of each seat's stones.
    colours: Vec<(Handle<ColorMaterial>, Handle<ColorMaterial>)>,
    preview: Vec<Handle<ColorMaterial>>,
    dot: Handle<Mesh>,
    ring: Handle<Mesh>,
    halo: Handle<Mesh>,
    gold: Handle<ColorMaterial>,
    hint: Handle<ColorMaterial>,
    target: Handle<ColorMaterial>,
    /// The mark of a point in a zone (the board's own: a spot, or a whole cell).
    zone_mark: Handle<Mesh>,
    zone_region: Handle<ColorMaterial>,
    zone_goal: Handle<ColorMaterial>,
    /// Each seat's colour, faint, for its region.
    zone_seat: Vec<Handle<ColorMaterial>>,
    game: PhantomData<G>,
}

impl<G> StoneAssets<G> {
    fn colours(&self, seat: Seat) -> &(Handle<ColorMaterial>, Handle<ColorMaterial>) {
        &self.colours[seat.index() % self.colours.len()]
    }
}

/// What the marks show; they are drawn again when it changes.
#[derive(Clone, Debug, PartialEq)]
struct Decorated<Node> {
    last: Vec<Node>,
    picked: Option<Node>,
    targets: Vec<Node>,
    hint: Vec<Node>,
    preview: Option<(Node, Seat)>,
    rings: u128,
    zones: Vec<(u128, Zone)>,
}

impl<Node> Default for Decorated<Node> {
    fn default() -> Self {
        Decorated {
            last: Vec::new(),
            picked: None,
            targets: Vec::new(),
            hint: Vec::new(),
            preview: None,
            rings: 0,
            zones: Vec::new(),
        }
    }
}

/// The board, the stones, their animations and the marks of game `G`.
pub fn plugin<G: StoneGame>(app: &mut App) {
    let shown = Shown::<StonesView<G>>::new();
    app.add_plugins(animations::<G>)
        .add_systems(OnEnter(shown), spawn_board::<G>)
        .add_systems(
            Update,
            decorate::<G>
                .after(snap::<G>)
                .in_set(KitSet::Snap)
                .run_if(in_state(shown)),
        );
}

/// The stones' looks and animations, and their snapping in place: the part of the look
/// a headless test adds to follow the animations.
pub fn animations<G: StoneGame>(app: &mut App) {
    let shown = Shown::<StonesView<G>>::new();
    app.add_systems(Startup, make_assets::<G>)
        .add_systems(
            Update,
            (dress::<G>, animate_effects::<G>)
                .chain()
                .in_set(KitSet::Animate)
                .run_if(in_state(shown)),
        )
        .add_systems(
            Update,
            snap::<G>.in_set(KitSet::Snap).run_if(in_state(shown)),
        );
}

fn spawn_board<G: StoneGame>(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    G::Board::spawn(
        &mut commands,
        &mut meshes,
        &mut materials,
        DespawnOnExit(Shown::<StonesView<G>>::new()),
    );
}

fn make_assets<G: StoneGame>(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let game = crate::catalog::find(<G::Game as Game>::ID);
    let seat_colour = |seat: usize| match G::colours() {
        Some(colours) => {
            let [r, g, b] = colours[seat % colours.len()];
            Color::srgb_u8(r, g, b)
        }
        None => {
            let colour = game.map_or(bevy_egui::egui::Color32::GRAY, |g| g.seat_colour(seat));
            Color::srgb_u8(colour.r(), colour.g(), colour.b())
        }
    };
    let seats = G::colours().map_or(game.map_or(2, |g| g.seats.len().max(2)), <[_]>::len);
    let unit = G::Board::step();
    let radius = G::Board::stone_radius();
    let mut colours = Vec::new();
    let mut preview = Vec::new();
    let mut zone_seat = Vec::new();
    for seat in 0..seats {
        let face = seat_colour(seat);
        let light = face.luminance() > 0.5;
        let edge = if light {
            face.darker(0.28)
        } else {
            face.lighter(0.18)
        };
        colours.push((materials.add(edge), materials.add(face)));
        preview.push(materials.add(face.with_alpha(0.5)));
        zone_seat.push(materials.add(if light { edge } else { face }.with_alpha(0.5)));
    }
    let mut colour = |c: Color| materials.add(c);
    commands.insert_resource(StoneAssets::<G> {
        disc: meshes.add(Circle::new(radius * unit)),
        face: meshes.add(Circle::new(radius * 0.84 * unit)),
        colours,
        preview,
        dot: meshes.add(Circle::new(0.1 * unit)),
        ring: meshes.add(Annulus::new(0.14 * unit, 0.2 * unit)),
        halo: meshes.add(Annulus::new((radius + 0.03) * unit, (radius + 0.12) * unit)),
        gold: colour(Color::srgb(0.98, 0.78, 0.25)),
        hint: colour(Color::srgb(0.35, 0.82, 0.90)),
        target: colour(Color::srgba(0.98, 0.78, 0.25, 0.75)),
        zone_mark: meshes.add(G::Board::zone_mark(unit)),
        zone_region: colour(Color::srgba(0.30, 0.55, 0.72, 0.35)),
        zone_goal: colour(Color::srgba(0.98, 0.72, 0.20, 0.6)),
        zone_seat,
        game: PhantomData,
    });
}

/// Gives new stones their discs.
fn dress<G: StoneGame>(
    mut commands: Commands,
    assets: Res<StoneAssets<G>>,
    stones: Query<(Entity, &Stone<NodeOf<G>>), (With<StoneOf<G>>, Without<Mesh2d>)>,
) {
    for (entity, stone) in &stones {
        let (edge, face) = assets.colours(stone.seat);
        commands
            .entity(entity)
            .insert((Mesh2d(assets.disc.clone()), MeshMaterial2d(edge.clone())))
            .with_child((
                StoneFace,
                Mesh2d(assets.face.clone()),
                MeshMaterial2d(face.clone()),
                Transform::from_xyz(0.0, 0.0, 0.01),
            ));
    }
}

/// Plays the effects of the action just applied, one after the other.
fn animate_effects<G: StoneGame>(
    mut commands: Commands,
    mut applied: MessageReader<EffectsApplied<StonesView<G>>>,
    settings: Res<Settings>,
    time: Res<Time>,
    assets: Res<StoneAssets<G>>,
    mut timeline: ResMut<Timeline>,
    stones: Query<(Entity, &Stone<NodeOf<G>>), With<StoneOf<G>>>,
) {
    let Some(stretch) = settings.animation_speed.stretch() else {
        applied.clear();
        return;
    };
    let unit = G::Board::step();
    let at = |node: NodeOf<G>| G::Board::position(node).extend(STONE_Z);
    let stone_on = |node: NodeOf<G>| stones.iter().find(|(_, s)| s.node == node).map(|(e, _)| e);
    let mut plan = Planner::new(&mut commands, stretch);
    let mut start = 0.0;
    for EffectsApplied(effects) in applied.read() {
        for effect in effects {
            if let Some(beat) = G::beat(effect) {
                plan.beat(start, beat);
            }
            match G::motion(effect) {
                Motion::Place { node, .. } => {
                    if let Some(stone) = stone_on(node) {
                        plan.beat(start, Beat::Placed);
                        let drop = Drop {
                            to: at(node),
                            height: 0.25 * unit,
                        };
                        plan.add(stone, start, 0.26, EaseFunction::BounceOut, drop);
                        start += 0.26;
                    }
                }
                Motion::Run(path) => {
                    let Some(stone) = path.last().and_then(|&to| stone_on(to)) else {
                        continue;
                    };
                    let steps: f32 = path
                        .windows(2)
                        .map(|w| at(w[0]).distance(at(w[1])) / unit)
                        .sum();
                    let duration = 0.14 + 0.09 * (steps.round() + 1.0);
                    let cells = steps.round() as usize;
                    plan.beat(start, Beat::Slide { cells });
                    let run = Along {
                        points: path.iter().map(|&n| at(n)).collect(),
                    };
                    plan.add(stone, start, duration, EaseFunction::SineInOut, run);
                    start += duration;
                }
                Motion::Hop { from, over, to } => {
                    let Some(stone) = stone_on(to) else { continue };
                    let (a, b) = (at(from), at(to));
                    let length = a.distance(b).max(1.0);
                    let hops: Vec<f32> = over.iter().map(|&n| at(n).distance(a) / length).collect();
                    let hop_width = (0.55 * unit / length).min(0.55);
                    let duration = 0.2 + 0.12 * length / unit;
                    let hop = Slide {
                        from: a,
                        to: b,
                        hops,
                        hop_width,
                        hop_height: 0.35 * unit,
                    };
                    plan.beat(start, Beat::Jump);
                    plan.add(stone, start, duration, EaseFunction::SineInOut, hop);
                    start += duration;
                }
                Motion::Remove { node, seat } => {
                    let (edge, _) = assets.colours(seat);
                    let ghost = plan
                        .commands
                        .spawn((
                            Ghost,
                            Mesh2d(assets.disc.clone()),
                            MeshMaterial2d(edge.clone()),
                            Transform::from_translation(at(node)),
                            DespawnOnExit(Shown::<StonesView<G>>::new()),
                        ))
                        .id();
                    let lift = Glide {
                        from: at(node) + Vec3::Z * 0.5,
                        to: at(node) + Vec3::new(0.0, 0.5 * unit, 0.5),
                        scale_from: 1.0,
                        scale_to: 0.01,
                    };
                    let begin = (start - 0.08).max(0.0);
                    plan.beat(begin, Beat::Removed);
                    plan.add(ghost, begin, 0.3, EaseFunction::QuadraticIn, lift);
                    start = begin + 0.3;
                }
                Motion::Reset | Motion::Still => {}
            }
        }
    }
    plan.commit(&mut timeline, time.elapsed_secs());
}

/// The animations are over: every stone rests on its point, and the stones taken off
/// are gone.
fn snap<G: StoneGame>(
    mut commands: Commands,
    mut snaps: MessageReader<Snap<StonesView<G>>>,
    mut stones: Query<(&Stone<NodeOf<G>>, &mut Transform), With<StoneOf<G>>>,
    ghosts: Query<Entity, With<Ghost>>,
) {
    if snaps.read().count() == 0 {
        return;
    }
    for (stone, mut transform) in &mut stones {
        *transform = Transform::from_translation(G::Board::position(stone.node).extend(STONE_Z));
    }
    for ghost in &ghosts {
        commands.entity(ghost).despawn();
    }
}

/// The points an action touches, for its marks.
fn points_of<Node>(shape: Shape<Node>) -> Vec<Node> {
    match shape {
        Shape::Place(node) | Shape::Pick(node) => vec![node],
        Shape::Move { from, to } => vec![from, to],
        Shape::Button => Vec::new(),
    }
}

/// Draws the marks again when what they show changes: the picked stone and where it
/// can go, the last move (a ring where it came from, a dot where it went), the hint
/// (cyan), the stone the pointer would put down and the rung stones.
#[allow(clippy::too_many_arguments)]
fn decorate<G: StoneGame>(
    mut commands: Commands,
    session: Option<Res<Session<StonesView<G>>>>,
    hint: Res<HintSearch<G::Game>>,
    assets: Res<StoneAssets<G>>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    egui: Res<EguiWantsInput>,
    existing: Query<Entity, With<Mark>>,
    mut shown: Local<Decorated<NodeOf<G>>>,
) {
    let Some(session) = session else { return };
    let live = session.reviewing.is_none();
    let person_to_move = live && session.ongoing() && !session.others_to_move();
    let legal = if person_to_move {
        StonesView::<G>::shapes(&session)
    } else {
        Vec::new()
    };
    let picked = taps::selection(&legal, session.view.selected);
    let hovered = crate::kit::input::hovered::<StonesView<G>>(&window, *camera, &egui)
        .filter(|_| person_to_move && settings.highlights && *screen.get() == Screen::Match);
    let mover = session.shown().turn().map(|t| t.seat);
    let last = session
        .shown_actions()
        .map(G::shape)
        .filter(|&s| s != Shape::Button)
        .last();
    let wanted = Decorated {
        last: last.map(points_of).unwrap_or_default(),
        picked,
        targets: match picked {
            Some(stone) if settings.highlights => taps::destinations(&legal, stone),
            _ => Vec::new(),
        },
        // The hint, or the move a tap has shown (waiting to be confirmed).
        hint: live
            .then(|| {
                session
                    .pending_action()
                    .or_else(|| hint.for_state(session.shown()))
            })
            .flatten()
            .map(|a| points_of(G::shape(a)))
            .unwrap_or_default(),
        preview: hovered
            .filter(|&n| legal.iter().any(|(_, s)| *s == Shape::Place(n)))
            .zip(mover),
        rings: G::highlighted(&session.drawn()),
        zones: G::zones(&session.drawn()),
    };
    if !marks_changed(&mut commands, &mut *shown, &wanted, &existing) {
        return;
    }
    let scope = || DespawnOnExit(Shown::<StonesView<G>>::new());
    let mut mark =
        |mesh: &Handle<Mesh>, material: &Handle<ColorMaterial>, node: NodeOf<G>, z: f32| {
            spawn_mark(
                &mut commands,
                mesh,
                material,
                G::Board::position(node),
                z,
                scope(),
            );
        };
    match wanted.last.as_slice() {
        [from, to] => {
            mark(&assets.ring, &assets.gold, *from, 1.9);
            mark(&assets.dot, &assets.gold, *to, 4.0);
        }
        [node] => mark(&assets.dot, &assets.gold, *node, 4.0),
        _ => {}
    }
    if let Some(stone) = wanted.picked {
        mark(&assets.halo, &assets.gold, stone, 4.2);
    }
    let mut labels = Vec::new();
    for &node in &wanted.targets {
        mark(&assets.dot, &assets.target, node, 1.9);
        if let Some(text) = wanted
            .picked
            .and_then(|from| G::target_label(session.shown(), from, node))
        {
            labels.push((node, text));
        }
    }
    for &node in &wanted.hint {
        mark(&assets.halo, &assets.hint, node, 4.1);
    }
    if let Some((node, seat)) = wanted.preview {
        mark(
            &assets.disc,
            &assets.preview[seat.index() % assets.preview.len()],
            node,
            1.9,
        );
    }
    for &(nodes, zone) in &wanted.zones {
        let material = match zone {
            Zone::Seat(seat) => &assets.zone_seat[seat.index() % assets.zone_seat.len()],
            Zone::Region => &assets.zone_region,
            Zone::Goal => &assets.zone_goal,
        };
        for node in G::Board::points_of(nodes) {
            mark(&assets.zone_mark, material, node, 0.35);
        }
    }
    for node in G::Board::points_of(wanted.rings) {
        mark(&assets.halo, &assets.gold, node, 1.8);
    }
    // Words on the destinations: above the dot, so the count reads at a glance.
    for (node, text) in labels {
        let at = G::Board::position(node) + Vec2::new(0.0, G::Board::step() * 0.22);
        commands.spawn((
            Mark,
            WorldLabel::new(text, G::Board::step() * 0.34, TARGET_LABEL),
            Transform::from_translation(at.extend(5.0)),
            scope(),
        ));
    }
    *shown = wanted;
}
