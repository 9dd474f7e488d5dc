//! `--demo`: a match where every seat plays random legal moves, to watch the animations
//! and measure frame times. It starts at once and saves nothing. The moves are the
//! kit's [`RandomPlayer`], the same for every game.

use bevy::prelude::*;

use crate::kit::random_player::RandomPlayer;
use crate::launch::DemoGame;
use crate::screens::{LastSetup, StartMatch};

/// Starts the demo match; the random player plays it.
pub fn plugin(app: &mut App) {
    app.insert_resource(RandomPlayer::new(7))
        .add_systems(Startup, start);
}

fn start(mut setup: ResMut<LastSetup>, demo: Res<DemoGame>, mut starts: MessageWriter<StartMatch>) {
    setup.0 = demo.setup.clone();
    starts.write(StartMatch::New(setup.0.clone()));
}
