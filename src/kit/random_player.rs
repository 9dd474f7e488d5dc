//! A player that takes random legal actions for every seat, at a watchable pace, while
//! a [`RandomPlayer`] resource is present (`--demo`): the same for every game.

use bevy::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use super::core::{AnimationBusy, GameView, Input, Session};

/// Pause between actions, in seconds.
const PAUSE: f32 = 0.35;

/// Plays random legal actions for every seat, one each [`PAUSE`] once the board is still.
#[derive(Resource)]
pub struct RandomPlayer {
    rng: SmallRng,
    next_move_at: f32,
}

impl RandomPlayer {
    /// A player whose choices follow `seed`.
    pub fn new(seed: u64) -> Self {
        RandomPlayer {
            rng: SmallRng::seed_from_u64(seed),
            next_move_at: 0.0,
        }
    }

    /// Whether the next action is due at `now`; the board must be still.
    fn due(&mut self, now: f32, busy: bool) -> bool {
        if busy || now < self.next_move_at {
            if busy {
                self.next_move_at = now + PAUSE;
            }
            return false;
        }
        self.next_move_at = now + PAUSE;
        true
    }
}

/// Takes a random legal action in game `V`'s match when one is due.
pub fn play<V: GameView>(
    time: Res<Time>,
    busy: Res<AnimationBusy>,
    session: Option<Res<Session<V>>>,
    mut player: ResMut<RandomPlayer>,
    mut inputs: MessageWriter<Input<V>>,
) {
    let Some(session) = session else { return };
    let legal = session.legal();
    if legal.is_empty() || !player.due(time.elapsed_secs(), busy.0) {
        return;
    }
    let action = legal[player.rng.random_range(0..legal.len())];
    inputs.write(Input::Action(action));
}
