//! The stones as entities, mirrored from the rules state (runs headless): one
//! [`YStone`] per stone on the shown position, spawned as stones are placed, recoloured
//! by a swap, and rebuilt at once on undo, looking back or a new match. The look dresses
//! and animates them.

use bevy::prelude::*;
use plateau_rules::Seat;
use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::y::{BLACK, WHITE, YEffect};

use super::YView;
use crate::boards::kadon::world_position;
use crate::kit::{EffectsApplied, Redraw, Session, Shown};

/// A stone on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct YStone {
    /// Its point.
    pub node: Node,
    /// Its colour.
    pub seat: Seat,
}

fn spawn_stone(commands: &mut Commands, node: Node, seat: Seat) {
    commands.spawn((
        YStone { node, seat },
        Transform::from_translation(world_position(node).extend(2.0)),
        Visibility::default(),
        DespawnOnExit(Shown::<YView>::new()),
    ));
}

/// Rebuilds every stone from the shown position.
pub(super) fn rebuild(
    mut commands: Commands,
    mut requests: MessageReader<Redraw<YView>>,
    session: Option<Res<Session<YView>>>,
    stones: Query<Entity, With<YStone>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    for entity in &stones {
        commands.entity(entity).despawn();
    }
    let Some(session) = session else { return };
    let drawn = session.drawn();
    for seat in [BLACK, WHITE] {
        for node in nodes_of(drawn.stones(seat)) {
            spawn_stone(&mut commands, node, seat);
        }
    }
}

/// Places and recolours stones as the actions' effects say.
pub(super) fn follow_effects(
    mut commands: Commands,
    mut applied: MessageReader<EffectsApplied<YView>>,
    mut stones: Query<&mut YStone>,
) {
    for EffectsApplied(effects) in applied.read() {
        for effect in effects {
            match *effect {
                YEffect::StonePlaced { node, seat } => spawn_stone(&mut commands, node, seat),
                YEffect::Swapped { node, seat } => {
                    for mut stone in &mut stones {
                        if stone.node == node {
                            stone.seat = seat;
                        }
                    }
                }
                YEffect::Won { .. } => {}
            }
        }
    }
}
