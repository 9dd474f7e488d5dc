//! The stones as entities, mirrored from the rules state (runs headless): one [`Stone`]
//! per stone of the shown position, placed, moved and taken off as the effects say,
//! and rebuilt at once on undo, looking back or a new match. The look dresses and
//! animates them.

use std::marker::PhantomData;

use bevy::prelude::*;
use plateau_rules::Seat;

use super::{Motion, NodeOf, StoneGame, StonesView};
use crate::boards::BoardLook;
use crate::kit::{EffectsApplied, Redraw, Session, Shown};

/// A stone on the board of a game whose points are `Node`.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stone<Node: Send + Sync + 'static> {
    /// Its point.
    pub node: Node,
    /// Its look (its owner's seat, or the game's own colour index).
    pub seat: Seat,
}

/// Marks the stones of game `G` (so that two games' stones never mix).
#[derive(Component)]
pub struct StoneOf<G>(PhantomData<G>);

impl<G> Default for StoneOf<G> {
    fn default() -> Self {
        StoneOf(PhantomData)
    }
}

fn spawn_stone<G: StoneGame>(commands: &mut Commands, node: NodeOf<G>, seat: Seat) {
    commands.spawn((
        Stone { node, seat },
        StoneOf::<G>::default(),
        Transform::from_translation(G::Board::position(node).extend(2.0)),
        Visibility::default(),
        DespawnOnExit(Shown::<StonesView<G>>::new()),
    ));
}

/// Rebuilds every stone from the shown position.
pub(super) fn rebuild<G: StoneGame>(
    mut commands: Commands,
    mut requests: MessageReader<Redraw<StonesView<G>>>,
    session: Option<Res<Session<StonesView<G>>>>,
    stones: Query<Entity, With<StoneOf<G>>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    for entity in &stones {
        commands.entity(entity).despawn();
    }
    let Some(session) = session else { return };
    for (node, seat) in G::stones(&session.drawn()) {
        spawn_stone::<G>(&mut commands, node, seat);
    }
}

/// Places, moves and takes off stones as the actions' effects say; a reset (a new
/// round) asks for the whole board to be set again.
pub(super) fn follow_effects<G: StoneGame>(
    mut commands: Commands,
    mut applied: MessageReader<EffectsApplied<StonesView<G>>>,
    mut stones: Query<(Entity, &mut Stone<NodeOf<G>>), With<StoneOf<G>>>,
    mut redraw: MessageWriter<Redraw<StonesView<G>>>,
) {
    let mut gone: Vec<Entity> = Vec::new();
    for EffectsApplied(effects) in applied.read() {
        // The stones this action moved: a stone taken where one lands is the other one.
        let mut moved: Vec<Entity> = Vec::new();
        for effect in effects {
            let (from, to) = match G::motion(effect) {
                Motion::Place { node, seat } => {
                    spawn_stone::<G>(&mut commands, node, seat);
                    continue;
                }
                Motion::Run(path) => match (path.first(), path.last()) {
                    (Some(&from), Some(&to)) => (from, Some(to)),
                    _ => continue,
                },
                Motion::Hop { from, to, .. } => (from, Some(to)),
                Motion::Remove { node, .. } => (node, None),
                Motion::Reset => {
                    redraw.write(Redraw::default());
                    continue;
                }
                Motion::Still => continue,
            };
            let mut here: Vec<(Entity, Mut<Stone<NodeOf<G>>>)> = stones
                .iter_mut()
                .filter(|(entity, stone)| stone.node == from && !gone.contains(entity))
                .collect();
            // Taking: a stone that did not move this turn first.
            here.sort_by_key(|(entity, _)| to.is_none() && moved.contains(entity));
            let Some((entity, mut stone)) = here.into_iter().next() else {
                continue;
            };
            match to {
                Some(to) => {
                    stone.node = to;
                    moved.push(entity);
                }
                None => {
                    commands.entity(entity).despawn();
                    gone.push(entity);
                }
            }
        }
    }
}
