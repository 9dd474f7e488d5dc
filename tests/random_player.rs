//! The kit's random player (`--demo`) plays every game through the same inputs as a
//! person, at its pace, with nothing but legal actions; so do the actions asked by
//! notation (the web page's test hook).

mod common;

use bevy::prelude::*;
use common::{new_app, start};
use plateau::games::y::session::YSession;
use plateau::games::yinsh::session::YinshSession;
use plateau::kit::ScriptedActions;
use plateau::kit::random_player::RandomPlayer;
use plateau::screens::{MatchSetup, SeatPlayer, StartMatch};
use plateau::storage::Storage;

fn setup(game: &'static str) -> MatchSetup {
    MatchSetup {
        game,
        options: Vec::new(),
        seats: vec!["Ann".into(), "Bob".into()],
        players: vec![SeatPlayer::Human; 2],
    }
}

/// Runs the app for about `seconds` of real time.
fn run_for(app: &mut App, seconds: f32) {
    let end = std::time::Instant::now() + std::time::Duration::from_secs_f32(seconds);
    while std::time::Instant::now() < end {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[test]
fn the_random_player_plays_both_games_at_its_pace() {
    for game in ["yinsh", "y"] {
        let mut app = new_app(Storage::default());
        app.insert_resource(RandomPlayer::new(3));
        start(&mut app, StartMatch::New(setup(game)));
        run_for(&mut app, 1.6);
        let played = match game {
            "yinsh" => app.world().resource::<YinshSession>().game.len(),
            _ => app.world().resource::<YSession>().game.len(),
        };
        // One action each 0.35 s: about four in 1.6 s, never a burst.
        assert!((1..=6).contains(&played), "{game}: {played} actions");
    }
}

#[test]
fn actions_asked_by_notation_are_played_in_turn_and_an_unfit_one_is_dropped() {
    let mut app = new_app(Storage::default());
    start(&mut app, StartMatch::New(setup("yinsh")));
    app.insert_resource(ScriptedActions(["e5", "z99", "*"].map(String::from).into()));
    run_for(&mut app, 3.0);
    let session = app.world().resource::<YinshSession>();
    let played: Vec<String> = session.game.actions().map(|a| a.to_string()).collect();
    assert_eq!(played.len(), 2, "{played:?}");
    assert_eq!(played[0], "e5");
    assert!(app.world().resource::<ScriptedActions>().0.is_empty());
}
