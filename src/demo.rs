//! `--demo`: a match where both seats play random legal moves, to watch the animations
//! and measure frame times. It starts at once and saves nothing.

use bevy::prelude::*;
use plateau_rules::yinsh::YinshAction;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::screens::{LastSetup, Screen, StartMatch};
use crate::yinsh_view::session::{AnimationBusy, MatchLogic, YinshInput, YinshSession};

/// Pause between moves, in seconds.
const PAUSE: f32 = 0.35;

#[derive(Resource)]
struct Demo {
    rng: SmallRng,
    next_move_at: f32,
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
        play.before(MatchLogic).run_if(in_state(Screen::Match)),
    );
}

fn start(
    mut setup: ResMut<LastSetup>,
    options: Res<crate::launch::DemoVariant>,
    mut starts: MessageWriter<StartMatch>,
) {
    if options.0 {
        setup.0.options = vec![("variant".into(), "blitz".into())];
    }
    starts.write(StartMatch::New(setup.0.clone()));
}

fn play(
    time: Res<Time>,
    busy: Res<AnimationBusy>,
    session: Option<Res<YinshSession>>,
    mut demo: ResMut<Demo>,
    mut inputs: MessageWriter<YinshInput>,
) {
    let Some(session) = session else { return };
    if busy.0 {
        demo.next_move_at = time.elapsed_secs() + PAUSE;
        return;
    }
    if time.elapsed_secs() < demo.next_move_at {
        return;
    }
    let legal: Vec<YinshAction> = session.legal();
    if legal.is_empty() {
        return;
    }
    let action = legal[demo.rng.random_range(0..legal.len())];
    inputs.write(YinshInput::Action(action));
    demo.next_move_at = time.elapsed_secs() + PAUSE;
}
