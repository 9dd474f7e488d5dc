//! The pieces as entities: the ECS mirror of the rules state.
//!
//! After every action the entities are updated from the action's effects (so that the
//! view can animate each piece from where it was); after undo, redo, loading or a jump
//! in the move list they are rebuilt from the state.

use bevy::prelude::*;
use plateau_rules::Seat;
use plateau_rules::yinsh::board::Point;
use plateau_rules::yinsh::{BLACK, Piece as RulesPiece, WHITE, Yinsh, YinshEffect};

use super::YinshView;
use super::geometry::{scoring_slot, world_position};
use crate::kit::{EffectsApplied, Redraw, Session, Shown};

/// The view's lifetime.
const SCOPE: DespawnOnExit<Shown<YinshView>> = DespawnOnExit(Shown::new());

/// A ring on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RingPiece {
    /// Its owner.
    pub seat: Seat,
    /// Where it stands.
    pub point: Point,
}

/// A marker on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkerPiece {
    /// The colour it shows.
    pub face: Seat,
    /// Where it lies.
    pub point: Point,
}

/// A removed ring on its owner's scoring track.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredRing {
    /// Its owner.
    pub seat: Seat,
    /// Its slot, from 0.
    pub slot: u8,
}

/// A marker of a removed row on its way back to the pool; despawned once the view has
/// shown it leave.
#[derive(Component, Clone, Copy, Debug)]
pub struct Leaving;

/// Every piece entity, for rebuilding.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct PieceEntity;

fn ring(seat: Seat, point: Point) -> impl Bundle {
    (
        RingPiece { seat, point },
        PieceEntity,
        Transform::from_translation(world_position(point).extend(3.0)),
        SCOPE,
    )
}

fn marker(face: Seat, point: Point) -> impl Bundle {
    (
        MarkerPiece { face, point },
        PieceEntity,
        Transform::from_translation(world_position(point).extend(2.0)),
        SCOPE,
    )
}

fn scored(seat: Seat, slot: u8) -> impl Bundle {
    (
        ScoredRing { seat, slot },
        PieceEntity,
        Transform::from_translation(scoring_slot(seat, slot).extend(3.0)),
        SCOPE,
    )
}

/// Replaces every piece entity by the pieces of the shown state, when asked.
pub(super) fn rebuild(
    mut commands: Commands,
    mut requests: MessageReader<Redraw<YinshView>>,
    session: Option<Res<Session<YinshView>>>,
    existing: Query<Entity, With<PieceEntity>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    let Some(session) = session else { return };
    let state: &Yinsh = &session.drawn();
    for point in Point::all() {
        match state.piece_at(point) {
            Some(RulesPiece::Ring(seat)) => {
                commands.spawn(ring(seat, point));
            }
            Some(RulesPiece::Marker(face)) => {
                commands.spawn(marker(face, point));
            }
            None => {}
        }
    }
    for seat in [WHITE, BLACK] {
        for slot in 0..state.rings_removed(seat) {
            commands.spawn(scored(seat, slot));
        }
    }
}

/// Updates the entities for the effects of the action just applied.
pub(super) fn follow_effects(
    mut commands: Commands,
    mut applied: MessageReader<EffectsApplied<YinshView>>,
    mut rings: Query<(Entity, &mut RingPiece)>,
    mut markers: Query<(Entity, &mut MarkerPiece)>,
) {
    for effect in applied.read().flat_map(|a| a.0.iter()) {
        match *effect {
            YinshEffect::RingPlaced { seat, at } => {
                commands.spawn(ring(seat, at));
            }
            YinshEffect::MarkerPlaced { seat, at } => {
                commands.spawn(marker(seat, at));
            }
            YinshEffect::RingMoved {
                from, to, flipped, ..
            } => {
                if let Some((_, mut piece)) = rings.iter_mut().find(|(_, r)| r.point == from) {
                    piece.point = to;
                }
                for (_, mut piece) in markers
                    .iter_mut()
                    .filter(|(_, m)| flipped.contains(m.point))
                {
                    piece.face = piece.face.opponent();
                }
            }
            YinshEffect::RowRemoved { row, .. } => {
                let set = row.set();
                for (entity, _) in markers.iter().filter(|(_, m)| set.contains(m.point)) {
                    commands
                        .entity(entity)
                        .remove::<MarkerPiece>()
                        .insert(Leaving);
                }
            }
            YinshEffect::RingRemoved { seat, at, removed } => {
                if let Some((entity, _)) = rings.iter().find(|(_, r)| r.point == at) {
                    commands
                        .entity(entity)
                        .remove::<RingPiece>()
                        .insert(ScoredRing {
                            seat,
                            slot: removed - 1,
                        });
                }
            }
            YinshEffect::Passed { .. } | YinshEffect::GameOver { .. } => {}
        }
    }
}

/// Whether the entities show exactly `state`: every ring, marker face and scored ring.
pub fn mirror_mismatch(
    state: &Yinsh,
    rings: impl Iterator<Item = RingPiece>,
    markers: impl Iterator<Item = MarkerPiece>,
    scored: impl Iterator<Item = ScoredRing>,
) -> Option<String> {
    let mut seen = std::collections::HashSet::new();
    for r in rings {
        if state.piece_at(r.point) != Some(RulesPiece::Ring(r.seat)) || !seen.insert(r.point) {
            return Some(format!("ring entity on {} does not match", r.point));
        }
    }
    for m in markers {
        if state.piece_at(m.point) != Some(RulesPiece::Marker(m.face)) || !seen.insert(m.point) {
            return Some(format!("marker entity on {} does not match", m.point));
        }
    }
    let pieces = Point::all()
        .filter(|&p| state.piece_at(p).is_some())
        .count();
    if seen.len() != pieces {
        return Some(format!("{} piece entities for {pieces} pieces", seen.len()));
    }
    let mut counts = [0u8; 2];
    for s in scored {
        counts[s.seat.index()] += 1;
    }
    let expected = [state.rings_removed(WHITE), state.rings_removed(BLACK)];
    (counts != expected).then(|| format!("scored rings {counts:?}, expected {expected:?}"))
}
