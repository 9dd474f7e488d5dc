//! `--demo`: a match where both seats play random legal moves, to watch the animations
//! and measure frame times. It starts at once and saves nothing.

use bevy::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::launch::DemoGame;
use crate::screens::{LastSetup, Screen, StartMatch};
use crate::y_view::session::{YInput, YLogic, YSession};
use crate::yinsh_view::session::{AnimationBusy, MatchLogic, YinshInput, YinshSession};

/// Pause between moves, in seconds.
const PAUSE: f32 = 0.35;

#[derive(Resource)]
struct Demo {
    rng: SmallRng,
    next_move_at: f32,
}

impl Demo {
    /// Whether the next move is due; the board must be still.
    fn due(&mut self, now: f32, busy: bool) -> bool {
        if busy {
            self.next_move_at = now + PAUSE;
            return false;
        }
        if now < self.next_move_at {
            return false;
        }
        self.next_move_at = now + PAUSE;
        true
    }

    fn pick<T: Copy>(&mut self, legal: &[T]) -> Option<T> {
        (!legal.is_empty()).then(|| legal[self.rng.random_range(0..legal.len())])
    }
}

/// Starts the demo match and plays it.
pub fn plugin(app: &mut App) {
    app.insert_resource(Demo {
        rng: SmallRng::seed_from_u64(7),
        next_move_at: 0.0,
    })
    .add_systems(Startup, start)
    .add_systems(
        Update,
        (play_yinsh.before(MatchLogic), play_y.before(YLogic)).run_if(in_state(Screen::Match)),
    );
}

fn start(mut setup: ResMut<LastSetup>, demo: Res<DemoGame>, mut starts: MessageWriter<StartMatch>) {
    setup.0 = demo.setup.clone();
    starts.write(StartMatch::New(setup.0.clone()));
}

fn play_yinsh(
    time: Res<Time>,
    busy: Res<AnimationBusy>,
    session: Option<Res<YinshSession>>,
    mut demo: ResMut<Demo>,
    mut inputs: MessageWriter<YinshInput>,
) {
    let Some(session) = session else { return };
    if demo.due(time.elapsed_secs(), busy.0)
        && let Some(action) = demo.pick(&session.legal())
    {
        inputs.write(YinshInput::Action(action));
    }
}

fn play_y(
    time: Res<Time>,
    session: Option<Res<YSession>>,
    mut demo: ResMut<Demo>,
    mut inputs: MessageWriter<YInput>,
) {
    let Some(session) = session else { return };
    if demo.due(time.elapsed_secs(), false)
        && let Some(action) = demo.pick(&session.legal())
    {
        inputs.write(match action {
            plateau_rules::y::YAction::Place(node) => YInput::Node(node),
            plateau_rules::y::YAction::Swap => YInput::Swap,
        });
    }
}
