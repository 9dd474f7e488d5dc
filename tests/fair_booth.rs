//! Fair mode's cycle, headless: the attract loop, a touch, the picker, a visitor's
//! game, the idle countdown, back to the attract loop; a finished game's result going
//! back by itself; the operator's code and quitting; the booth's files kept apart.

mod common;

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use common::data_dir;
use plateau::fair::booth::{
    ATTRACT_LEVEL, ATTRACT_RESULT_SECONDS, Booth, BoothAction, BoothClock, COUNTDOWN_SECONDS,
    CodeEntry, VISITOR_RESULT_SECONDS,
};
use plateau::fair::config::{BoothSettings, BoothStorage, FIRST_CODE};
use plateau::fair::figures::BoothFigures;
use plateau::fair_mode::FairMode;
use plateau::games::y::session::YInput;
use plateau::kit::summary::MatchSummary;
use plateau::match_core::MatchCommand;
use plateau::screens::{LastSetup, Screen, SeatPlayer};
use plateau::storage::Storage;
use plateau_ai::Level;

/// A booth whose clock moves one second per update, keeping its files under `home`.
fn booth_app(home: &Storage) -> App {
    let (app_storage, booth_storage) = BoothStorage::split(home);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(1)))
        .insert_resource(app_storage)
        .insert_resource(booth_storage)
        .add_plugins(plateau::logic_plugins)
        .add_plugins(plateau::fair::logic_plugin);
    for _ in 0..3 {
        app.update();
    }
    app
}

fn booth(app: &App) -> Booth {
    *app.world().resource::<State<Booth>>().get()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn act(app: &mut App, action: BoothAction) {
    app.world_mut().write_message(action);
    app.update();
    app.update();
}

/// A touch in the attract loop, then a choice in the picker.
fn choose(app: &mut App, game: &'static str, against_computer: bool) {
    act(app, BoothAction::Touch);
    act(
        app,
        BoothAction::Play {
            game,
            against_computer,
        },
    );
}

fn wait(app: &mut App, seconds: u32) {
    for _ in 0..seconds {
        app.update();
    }
}

fn figures(app: &App, game: &str) -> plateau::fair::figures::GameFigures {
    app.world()
        .resource::<BoothFigures>()
        .games
        .get(game)
        .cloned()
        .unwrap_or_default()
}

#[test]
fn attract_touch_picker_game_idle_countdown_and_back_to_attract() {
    let home = Storage::in_dir(data_dir("fair-cycle"));
    let mut app = booth_app(&home);
    // The attract loop: the computer plays the first game against itself, HUD hidden.
    assert_eq!(booth(&app), Booth::Attract);
    assert_eq!(screen(&app), Screen::Match);
    assert!(app.world().resource::<FairMode>().attract);
    let setup = app.world().resource::<LastSetup>().0.clone();
    assert_eq!(setup.game, "yinsh");
    assert!(
        setup
            .players
            .iter()
            .all(|&p| p == SeatPlayer::Ai(ATTRACT_LEVEL))
    );

    // A touch opens the picker; a visitor chooses Game of Y against the computer.
    act(&mut app, BoothAction::Touch);
    assert_eq!(booth(&app), Booth::Picker);
    act(
        &mut app,
        BoothAction::Play {
            game: "y",
            against_computer: true,
        },
    );
    assert_eq!(booth(&app), Booth::Playing);
    assert!(!app.world().resource::<FairMode>().attract);
    let setup = app.world().resource::<LastSetup>().0.clone();
    assert_eq!(setup.game, "y");
    assert_eq!(
        setup.players,
        [SeatPlayer::Human, SeatPlayer::Ai(Level::Beginner)]
    );
    assert_eq!(figures(&app, "y").started, 1);

    // Nobody touches: "Still playing?" after the idle delay; a touch keeps the game.
    let delay = app.world().resource::<BoothSettings>().idle_seconds();
    wait(&mut app, delay);
    let countdown = |app: &App| {
        let settings = app.world().resource::<BoothSettings>();
        app.world().resource::<BoothClock>().countdown(settings)
    };
    assert!(countdown(&app).is_some_and(|left| left > 0.0));
    act(&mut app, BoothAction::Touch);
    assert_eq!(countdown(&app), None);
    assert_eq!(booth(&app), Booth::Playing);

    // Then nobody again: the countdown runs out and the attract loop is back, with
    // the game counted as abandoned.
    wait(&mut app, delay + COUNTDOWN_SECONDS as u32 + 2);
    assert_eq!(booth(&app), Booth::Attract);
    assert_eq!(figures(&app, "y").abandoned, 1);
    let setup = app.world().resource::<LastSetup>().0.clone();
    assert_eq!(setup.game, "y", "the loop goes on with the next game");
    assert!(
        setup
            .players
            .iter()
            .all(|&p| p == SeatPlayer::Ai(ATTRACT_LEVEL))
    );

    // The figures are in the booth's own folder; the home player's files are untouched.
    let dir = home.dir().unwrap();
    assert!(dir.join("kiosk/booth-figures.json").is_file());
    assert!(!dir.join("autosave.json").exists() && !dir.join("games").exists());
    assert!(!dir.join("settings.json").exists());
}

#[test]
fn a_finished_game_shows_its_result_then_the_booth_goes_back_by_itself() {
    let home = Storage::in_dir(data_dir("fair-result"));
    let mut app = booth_app(&home);
    choose(&mut app, "y", false);
    let setup = app.world().resource::<LastSetup>().0.clone();
    assert_eq!(setup.players, [SeatPlayer::Human, SeatPlayer::Human]);
    app.world_mut()
        .write_message(YInput::Command(MatchCommand::Resign));
    wait(&mut app, 3);
    assert_eq!(screen(&app), Screen::Result);
    assert_eq!(booth(&app), Booth::Playing);
    let y = figures(&app, "y");
    assert_eq!((y.started, y.finished, y.abandoned), (1, 1, 0));
    // Two people: no result against the computer.
    assert_eq!((y.visitor_won, y.visitor_lost, y.drawn), (0, 0, 0));
    wait(&mut app, VISITOR_RESULT_SECONDS as u32 + 2);
    assert_eq!(booth(&app), Booth::Attract);
    assert_eq!(screen(&app), Screen::Match);
}

#[test]
fn a_visitor_resigning_against_the_computer_counts_as_the_computers_win() {
    let home = Storage::in_dir(data_dir("fair-loss"));
    let mut app = booth_app(&home);
    choose(&mut app, "y", true);
    app.world_mut()
        .write_message(YInput::Command(MatchCommand::Resign));
    wait(&mut app, 3);
    let y = figures(&app, "y");
    assert_eq!((y.finished, y.visitor_lost, y.visitor_won), (1, 1, 0));
    // "Another game" from the result: the picker, and nothing counted twice.
    act(&mut app, BoothAction::OtherGame);
    assert_eq!(booth(&app), Booth::Picker);
    assert_eq!(figures(&app, "y").abandoned, 0);
}

#[test]
fn the_attract_loop_moves_to_the_next_game_after_a_result() {
    let home = Storage::in_dir(data_dir("fair-loop"));
    let mut app = booth_app(&home);
    assert_eq!(app.world().resource::<MatchSummary>().game, "yinsh");
    // The attract game ends (a resignation stands for any end).
    app.world_mut()
        .write_message(plateau::games::yinsh::session::YinshInput::Command(
            MatchCommand::Resign,
        ));
    wait(&mut app, 3);
    assert_eq!(screen(&app), Screen::Result);
    wait(&mut app, ATTRACT_RESULT_SECONDS as u32 + 2);
    assert_eq!(screen(&app), Screen::Match);
    assert_eq!(app.world().resource::<LastSetup>().0.game, "y");
    assert_eq!(booth(&app), Booth::Attract);
    // Nothing of the attract games is counted as a visitor's.
    assert!(app.world().resource::<BoothFigures>().games.is_empty());
}

#[test]
fn the_operator_needs_the_code_to_reach_the_menu_and_to_quit() {
    let home = Storage::in_dir(data_dir("fair-operator"));
    let mut app = booth_app(&home);
    // Quitting without the code is refused.
    act(&mut app, BoothAction::Quit);
    assert!(app.should_exit().is_none());
    // A wrong code is refused; the pad stays open.
    act(&mut app, BoothAction::AskCode);
    assert!(app.world().resource::<CodeEntry>().open);
    act(&mut app, BoothAction::EnterCode("0000".into()));
    assert_eq!(
        *app.world().resource::<CodeEntry>(),
        CodeEntry {
            open: true,
            refused: true
        }
    );
    assert_eq!(booth(&app), Booth::Attract);
    // A touch on the pad does not open the picker behind it.
    act(&mut app, BoothAction::Touch);
    assert_eq!(booth(&app), Booth::Attract);
    act(&mut app, BoothAction::EnterCode(FIRST_CODE.into()));
    assert_eq!(booth(&app), Booth::Operator);
    assert!(!app.world().resource::<CodeEntry>().open);
    // The operator shows only Zen l'Initié and plays expert; back at the booth, the
    // attract loop plays Zen and the settings are kept for the next start.
    {
        let mut settings = app.world_mut().resource_mut::<BoothSettings>();
        for game in settings.shown_games() {
            settings.set_shown(game, game == "zen");
        }
        settings.level = "expert".into();
    }
    act(&mut app, BoothAction::CloseOperator);
    assert_eq!(booth(&app), Booth::Attract);
    assert_eq!(app.world().resource::<LastSetup>().0.game, "zen");
    let reread = BoothSettings::load(&app.world().resource::<BoothStorage>().0);
    assert_eq!(reread.shown_games(), ["zen"]);
    assert_eq!(reread.level(), Level::Expert);
    // Quitting from the menu is allowed.
    act(&mut app, BoothAction::AskCode);
    act(&mut app, BoothAction::EnterCode(FIRST_CODE.into()));
    act(&mut app, BoothAction::Quit);
    assert_eq!(app.should_exit(), Some(AppExit::Success));
}

#[test]
fn rules_in_thirty_seconds_at_the_booth_lead_to_a_game_or_back_to_the_attract_loop() {
    use plateau::tutorial::run::{Tutorial, TutorialAction};
    let home = Storage::in_dir(data_dir("fair-card"));
    let mut app = booth_app(&home);
    act(&mut app, BoothAction::Touch);
    act(&mut app, BoothAction::Glance("zen"));
    assert_eq!(booth(&app), Booth::Card);
    assert!(app.world().resource::<Tutorial>().card, "the card runs");
    assert!(
        !app.world().resource::<FairMode>().attract,
        "its words replace the HUD"
    );
    // "Against the computer" on the card starts a counted game at the booth's level.
    app.world_mut().write_message(TutorialAction::PlayComputer);
    wait(&mut app, 3);
    assert_eq!(booth(&app), Booth::Playing);
    assert!(app.world().get_resource::<Tutorial>().is_none());
    let setup = app.world().resource::<LastSetup>().0.clone();
    assert_eq!(setup.game, "zen");
    assert_eq!(setup.players[1], SeatPlayer::Ai(Level::Beginner));
    assert_eq!(figures(&app, "zen").started, 1);
    // Another card left alone gives way to the attract loop, the lesson stopped.
    act(&mut app, BoothAction::OtherGame);
    act(&mut app, BoothAction::Glance("y"));
    assert_eq!(booth(&app), Booth::Card);
    wait(&mut app, 50);
    assert_eq!(booth(&app), Booth::Attract);
    assert!(app.world().get_resource::<Tutorial>().is_none());
}

#[test]
fn rules_in_thirty_seconds_at_the_booth_leave_its_figures_and_files_as_they_were() {
    use plateau::tutorial::run::{Phase, Tutorial, TutorialAction};
    let home = Storage::in_dir(data_dir("fair-card-figures"));
    let dir = home.dir().unwrap().to_path_buf();
    let mut app = booth_app(&home);
    // A visitor's game given up for the picker: the figures count it.
    choose(&mut app, "y", true);
    act(&mut app, BoothAction::OtherGame);
    assert_eq!(figures(&app, "y").abandoned, 1);
    let before = common::files(&dir);
    assert!(
        before.contains_key("kiosk/booth-figures.json"),
        "{before:?}"
    );
    let counted = app.world().resource::<BoothFigures>().clone();
    let shown = |app: &mut App| {
        for _ in 0..20 {
            app.update();
            if app
                .world()
                .get_resource::<Tutorial>()
                .is_some_and(|t| t.phase == Phase::Ready)
            {
                return;
            }
        }
        panic!("the card never showed its moves");
    };
    // A card read to its end, then Back: the picker.
    act(&mut app, BoothAction::Glance("zen"));
    assert_eq!(booth(&app), Booth::Card);
    shown(&mut app);
    app.world_mut().write_message(TutorialAction::Leave);
    wait(&mut app, 2);
    assert_eq!(booth(&app), Booth::Picker);
    // Another card left alone: the attract loop.
    act(&mut app, BoothAction::Glance("yinsh"));
    shown(&mut app);
    wait(&mut app, 50);
    assert_eq!(booth(&app), Booth::Attract);
    assert_eq!(*app.world().resource::<BoothFigures>(), counted);
    assert_eq!(
        common::files(&dir),
        before,
        "the booth's files as they were"
    );
}

#[test]
fn a_booth_set_face_to_face_shows_two_visitors_their_own_strips() {
    let home = Storage::in_dir(data_dir("fair-face-to-face"));
    let (_, booth_storage) = BoothStorage::split(&home);
    BoothSettings {
        face_to_face: true,
        ..BoothSettings::default()
    }
    .save(&booth_storage.0);
    let mut app = booth_app(&home);
    assert!(
        app.world()
            .resource::<plateau::settings::Settings>()
            .face_to_face
    );
    // Two visitors at Game of Y: the match is face to face.
    choose(&mut app, "y", false);
    let session = app
        .world()
        .resource::<plateau::games::y::session::YSession>();
    assert!(plateau::kit::face_to_face::applies(
        session,
        app.world().resource::<plateau::settings::Settings>(),
        app.world().resource::<plateau::kit::LessonGate>(),
    ));
}
