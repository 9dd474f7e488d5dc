//! Animations queued from the rules' effects, played with bevy_tweening.
//!
//! The logic has already moved the piece entities to their new places; here the
//! transforms catch up: the marker drops into the ring, the ring glides along its line
//! and hops over each marker it jumps, the jumped markers flip one after the other, a
//! row lights up and flies back to the pool, a removed ring glides to its scoring slot,
//! and the end of the game is celebrated. When animations are off, finished early, or
//! the pieces are rebuilt, every piece snaps to its place.

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_tweening::{AnimTarget, Delay, Tween, TweenAnim};
use plateau_rules::Seat;
use plateau_rules::yinsh::YinshEffect;
use plateau_rules::yinsh::board::Point;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::YinshView;
use super::geometry::{UNIT, pool_position, scoring_slot, world_position};
use super::pieces::{Leaving, MarkerPiece, RingPiece, ScoredRing};
use super::visuals::{ShownFace, YinshPieceAssets};
use crate::boards::pieces::{Glide, Halfway, Slide, TurnOver};
use crate::kit::animation::{Beat, Planner, Timeline};
use crate::kit::{EffectsApplied, KitSet, Shown, Snap};
use crate::settings::Settings;

/// A celebration particle, removed at `until`.
#[derive(Component)]
struct Particle {
    until: f32,
}

/// Plays the animations.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        queue_animations
            .in_set(KitSet::Animate)
            .run_if(in_state(Shown::<YinshView>::new())),
    )
    .add_systems(Update, snap.in_set(KitSet::Snap))
    .add_systems(Update, expire_particles);
}

fn at(point: Point, z: f32) -> Vec3 {
    world_position(point).extend(z)
}

fn queue_animations(
    mut commands: Commands,
    mut applied: MessageReader<EffectsApplied<YinshView>>,
    settings: Res<Settings>,
    time: Res<Time>,
    assets: Option<Res<YinshPieceAssets>>,
    mut timeline: ResMut<Timeline>,
    rings: Query<(Entity, &RingPiece)>,
    markers: Query<(Entity, &MarkerPiece)>,
    leaving: Query<(Entity, &Transform), With<Leaving>>,
    scored: Query<(Entity, &ScoredRing, &Transform)>,
) {
    for EffectsApplied(effects) in applied.read() {
        // The kit marks the board busy, even with animations off.
        let Some(stretch) = settings.animation_speed.stretch() else {
            continue;
        };
        let mut plan = Planner::new(&mut commands, stretch);
        let mut cursor = 0.0;
        for effect in effects {
            match *effect {
                YinshEffect::RingPlaced { at: point, .. } => {
                    if let Some((e, _)) = rings.iter().find(|(_, r)| r.point == point) {
                        plan.beat(0.0, Beat::RingPlaced);
                        let to = at(point, 3.0);
                        plan.add(
                            e,
                            0.0,
                            0.28,
                            EaseFunction::BackOut,
                            Glide {
                                from: to + Vec3::Y * 0.3 * UNIT,
                                to,
                                scale_from: 1.5,
                                scale_to: 1.0,
                            },
                        );
                        cursor = 0.28;
                    }
                }
                YinshEffect::MarkerPlaced { at: point, .. } => {
                    if let Some((e, _)) = markers.iter().find(|(_, m)| m.point == point) {
                        plan.beat(0.0, Beat::Placed);
                        let to = at(point, 2.0);
                        plan.add(
                            e,
                            0.0,
                            0.2,
                            EaseFunction::QuadraticOut,
                            Glide {
                                from: to,
                                to,
                                scale_from: 0.0,
                                scale_to: 1.0,
                            },
                        );
                        cursor = 0.18;
                    }
                }
                YinshEffect::RingMoved {
                    from, to, flipped, ..
                } => {
                    let Some((ring, _)) = rings.iter().find(|(_, r)| r.point == to) else {
                        continue;
                    };
                    let Some((_, distance)) = from.direction_to(to) else {
                        continue;
                    };
                    let distance = distance as f32;
                    let duration = (0.11 * distance).clamp(0.3, 0.9);
                    let fraction = |p: Point| {
                        from.direction_to(p)
                            .map_or(0.0, |(_, d)| d as f32 / distance)
                    };
                    let hops: Vec<f32> = flipped.iter().map(fraction).collect();
                    plan.beat(
                        cursor,
                        Beat::Slide {
                            cells: distance as usize,
                        },
                    );
                    plan.add(
                        ring,
                        cursor,
                        duration,
                        EaseFunction::SineInOut,
                        Slide {
                            from: at(from, 3.0),
                            to: at(to, 3.0),
                            hops,
                            hop_width: 0.6 / distance,
                            hop_height: 0.22 * UNIT,
                        },
                    );
                    // Each jumped marker turns over once the ring has passed it.
                    let mut flip_end = cursor + duration;
                    for point in flipped.iter() {
                        if let Some((marker, m)) = markers.iter().find(|(_, m)| m.point == point) {
                            let start =
                                cursor + duration * (fraction(point) + 0.3 / distance).min(1.0);
                            let flip = TurnOver { swell: 0.15 };
                            plan.beat(start, Beat::Flip);
                            plan.add(marker, start, 0.26, EaseFunction::SineInOut, flip);
                            plan.add::<ShownFace>(
                                marker,
                                start,
                                0.26,
                                EaseFunction::Linear,
                                Halfway {
                                    from: ShownFace(m.face.opponent()),
                                    to: ShownFace(m.face),
                                },
                            );
                            flip_end = flip_end.max(start + 0.26);
                        }
                    }
                    cursor = flip_end;
                }
                YinshEffect::RowRemoved { row, .. } => {
                    plan.beat(0.0, Beat::RowLaid);
                    let set = row.set();
                    for (k, (marker, transform)) in leaving
                        .iter()
                        .filter(|(_, t)| {
                            set.iter()
                                .any(|p| world_position(p).distance(t.translation.truncate()) < 1.0)
                        })
                        .enumerate()
                    {
                        let from = transform.translation;
                        plan.add(
                            marker,
                            0.0,
                            0.35,
                            EaseFunction::SineInOut,
                            Glide {
                                from,
                                to: from + Vec3::Z,
                                scale_from: 1.0,
                                scale_to: 1.25,
                            },
                        );
                        plan.add(
                            marker,
                            0.4 + 0.06 * k as f32,
                            0.45,
                            EaseFunction::QuadraticIn,
                            Glide {
                                from: from + Vec3::Z,
                                to: pool_position().extend(6.0),
                                scale_from: 1.25,
                                scale_to: 0.6,
                            },
                        );
                    }
                    cursor = 0.4 + 0.06 * 4.0 + 0.45;
                }
                YinshEffect::RingRemoved {
                    seat,
                    at: point,
                    removed,
                } => {
                    if let Some((ring, _, _)) = scored
                        .iter()
                        .find(|(_, s, _)| s.seat == seat && s.slot == removed - 1)
                    {
                        let to = scoring_slot(seat, removed - 1).extend(3.0);
                        plan.beat(0.0, Beat::Removed);
                        plan.add(
                            ring,
                            0.0,
                            0.6,
                            EaseFunction::CubicInOut,
                            Glide {
                                from: at(point, 5.0),
                                to,
                                scale_from: 1.2,
                                scale_to: 1.0,
                            },
                        );
                        cursor = 0.6;
                    }
                }
                YinshEffect::GameOver { winner, .. } => {
                    if let Some(assets) = &assets {
                        let end = plan.end();
                        celebrate(
                            plan.commands,
                            assets,
                            winner,
                            time.elapsed_secs() + end + 2.2 * stretch,
                            end,
                            stretch,
                        );
                    }
                }
                YinshEffect::Passed { .. } => plan.beat(cursor, Beat::Pass),
            }
        }
        plan.commit(&mut timeline, time.elapsed_secs());
    }
}

/// A burst of discs in the winner's colour and gold from the centre of the board.
fn celebrate(
    commands: &mut Commands,
    assets: &YinshPieceAssets,
    winner: Option<Seat>,
    until: f32,
    start: f32,
    stretch: f32,
) {
    let mut rng = SmallRng::seed_from_u64((until * 1000.0) as u64);
    let colours = [
        assets.gold.clone(),
        winner.map_or(assets.gold.clone(), |w| assets.face[w.index()].clone()),
    ];
    for k in 0..48 {
        let angle = rng.random_range(0.0..std::f32::consts::TAU);
        let reach = rng.random_range(2.5..6.5) * UNIT;
        let particle = commands
            .spawn((
                Mesh2d(assets.dot.clone()),
                MeshMaterial2d(colours[k % 2].clone()),
                Transform::from_xyz(0.0, 0.0, 8.0).with_scale(Vec3::ZERO),
                Particle { until },
                DespawnOnExit(Shown::<YinshView>::new()),
            ))
            .id();
        let duration = rng.random_range(1.2..2.0) * stretch;
        let tween = Tween::new(
            EaseFunction::QuarticOut,
            Duration::from_secs_f32(duration),
            Glide {
                from: Vec3::new(0.0, 0.0, 8.0),
                to: Vec3::new(angle.cos() * reach, angle.sin() * reach, 8.0),
                scale_from: 1.6,
                scale_to: 0.0,
            },
        );
        let delay = Duration::from_secs_f32(start + 0.001);
        commands.spawn((
            TweenAnim::new(Delay::new(delay).then(tween)),
            AnimTarget::component::<Transform>(particle),
            DespawnOnExit(Shown::<YinshView>::new()),
        ));
    }
}

fn expire_particles(
    mut commands: Commands,
    time: Res<Time>,
    particles: Query<(Entity, &Particle)>,
) {
    for (entity, particle) in &particles {
        if time.elapsed_secs() > particle.until {
            commands.entity(entity).despawn();
        }
    }
}

/// Every piece's transform and shown face, to put them exactly in place.
#[derive(SystemParam)]
struct PiecePlaces<'w, 's> {
    rings: Query<
        'w,
        's,
        (&'static RingPiece, &'static mut Transform),
        (Without<MarkerPiece>, Without<ScoredRing>),
    >,
    markers: Query<
        'w,
        's,
        (
            &'static MarkerPiece,
            &'static mut Transform,
            Option<&'static mut ShownFace>,
        ),
        (Without<RingPiece>, Without<ScoredRing>),
    >,
    scored: Query<
        'w,
        's,
        (&'static ScoredRing, &'static mut Transform),
        (Without<RingPiece>, Without<MarkerPiece>),
    >,
}

impl PiecePlaces<'_, '_> {
    /// Puts each piece where the logic says it is (the kit has stopped the
    /// animations).
    fn snap(&mut self) {
        for (ring, mut transform) in &mut self.rings {
            *transform = Transform::from_translation(at(ring.point, 3.0));
        }
        for (marker, mut transform, face) in &mut self.markers {
            *transform = Transform::from_translation(at(marker.point, 2.0));
            if let Some(mut face) = face
                && face.0 != marker.face
            {
                face.0 = marker.face;
            }
        }
        for (ring, mut transform) in &mut self.scored {
            *transform =
                Transform::from_translation(scoring_slot(ring.seat, ring.slot).extend(3.0));
        }
    }
}

/// The animations are over: every piece goes exactly in place.
fn snap(mut snaps: MessageReader<Snap<YinshView>>, mut places: PiecePlaces) {
    if snaps.read().count() > 0 {
        places.snap();
    }
}
