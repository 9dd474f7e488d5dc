//! Every game's lesson, followed from start to end headless: each step's position is
//! set up, its moves shown, a move it did not ask for is refused with the step's help
//! and changes nothing, a move it asks for is played (by the person, or by "show me"),
//! its reply shown; the last step offers a game against the computer at beginner. A
//! lesson touches none of the player's files, and a step is done only once the game
//! took the move it asked for.

mod common;

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use common::{data_dir, files, new_app};
use plateau::kit::core::Session;
use plateau::kit::logic::lesson_accepts;
use plateau::kit::{GameView, Input};
use plateau::lesson_gate::LessonGate;
use plateau::screens::{AUTOSAVE, LastSetup, SeatPlayer};
use plateau::storage::Storage;
use plateau::tutorial::lessons::lesson;
use plateau::tutorial::run::{Phase, Tutorial, TutorialAction};
use plateau_ai::Level;
use plateau_rules::Game;

fn phase(app: &App) -> Phase {
    app.world().resource::<Tutorial>().phase
}

/// Runs frames until the lesson waits for the person (asks, is ready, or is done).
fn settle(app: &mut App, what: &str) -> Phase {
    for _ in 0..400 {
        app.update();
        let phase = phase(app);
        if matches!(phase, Phase::Asking | Phase::Ready | Phase::Finished) {
            return phase;
        }
    }
    panic!("{what}: the lesson never waited for the person");
}

fn tell(app: &mut App, action: TutorialAction) {
    app.world_mut().write_message(action);
    app.update();
}

/// A folder of a player's files: a Game of Y in progress and a saved game.
fn players_files(name: &str) -> std::path::PathBuf {
    let dir = data_dir(name);
    std::fs::create_dir_all(dir.join("games")).unwrap();
    let record = plateau_rules::record::GameRecord {
        format: plateau_rules::record::RECORD_FORMAT,
        game: "y".into(),
        options: Default::default(),
        position: None,
        seats: vec!["Ann".into(), "Bob".into()],
        players: vec!["human".into(); 2],
        actions: vec!["e5".into(), "i5".into()],
        result: None,
        resigned: None,
        ended: None,
    };
    std::fs::write(dir.join(AUTOSAVE), record.to_json()).unwrap();
    std::fs::write(dir.join("games/y-kept.json"), record.to_json()).unwrap();
    dir
}

/// Follows game `V`'s lesson to its end; with `show_me`, lets the lesson play every
/// move asked for, else plays a move it accepts. Returns the steps that asked.
fn follow<V: GameView>(show_me: bool) -> usize {
    let id = <V::Game as Game>::ID;
    let steps = lesson(id).expect("a lesson").steps;
    let dir = players_files(&format!("lesson-{id}-{show_me}"));
    let mut app = new_app(Storage::in_dir(&dir));
    let before = files(&dir);
    assert!(
        app.world()
            .resource::<plateau::screens::SavedMatch>()
            .0
            .is_some(),
        "the player's game is offered"
    );
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        250,
    )));
    tell(&mut app, TutorialAction::Start(id));
    let mut asked = 0;
    loop {
        let step = app.world().resource::<Tutorial>().step;
        let what = format!("{id} step {step}");
        match settle(&mut app, &what) {
            Phase::Finished => break,
            Phase::Ready => tell(&mut app, TutorialAction::Next),
            Phase::Asking => {
                asked += 1;
                let expected = steps[step].expect.clone();
                let session = app.world().resource::<Session<V>>();
                let before = session.game.len();
                let legal = session.legal();
                let accepted = |a: &<V::Game as Game>::Action| {
                    expected.iter().any(|e| lesson_accepts(e, &a.to_string()))
                };
                let good = *legal
                    .iter()
                    .find(|a| accepted(a))
                    .unwrap_or_else(|| panic!("{what}: none of {expected:?} is legal"));
                // A legal move the step does not ask for is refused, with help.
                if let Some(&bad) = legal.iter().find(|a| !accepted(a)) {
                    app.world_mut().write_message(Input::<V>::Action(bad));
                    app.update();
                    app.update();
                    let gate = app.world().resource::<LessonGate>();
                    assert_eq!(gate.wrong, Some(bad.to_string()), "{what}: {bad} refused");
                    let session = app.world().resource::<Session<V>>();
                    assert_eq!(
                        session.game.len(),
                        before,
                        "{what}: a refused move changes nothing"
                    );
                    assert_eq!(phase(&app), Phase::Asking);
                    tell(&mut app, TutorialAction::TryAgain);
                    assert_eq!(app.world().resource::<LessonGate>().wrong, None);
                }
                if show_me {
                    tell(&mut app, TutorialAction::ShowMe);
                } else {
                    app.world_mut().write_message(Input::<V>::Action(good));
                    app.update();
                    app.update();
                    let session = app.world().resource::<Session<V>>();
                    assert_eq!(session.game.len(), before + 1, "{what}: {good} played");
                }
                assert_ne!(
                    settle(&mut app, &what),
                    Phase::Asking,
                    "{what}: the step goes on"
                );
                // The reply, if any, was played.
                let session = app.world().resource::<Session<V>>();
                assert_eq!(
                    session.game.len(),
                    before + 1 + steps[step].reply.len(),
                    "{what}: the move and its reply"
                );
            }
            _ => unreachable!(),
        }
    }
    assert_eq!(app.world().resource::<Tutorial>().step, steps.len());
    assert_eq!(files(&dir), before, "{id}: the player's files as they were");
    // The lesson ends with a game against the computer at beginner.
    tell(&mut app, TutorialAction::PlayComputer);
    app.update();
    assert!(app.world().get_resource::<Tutorial>().is_none());
    assert!(!app.world().resource::<LessonGate>().active);
    let setup = app.world().resource::<LastSetup>().0.clone();
    assert_eq!(setup.game, id);
    assert_eq!(setup.players[0], SeatPlayer::Human);
    assert!(
        setup.players[1..]
            .iter()
            .all(|&p| p == SeatPlayer::Ai(Level::Beginner))
    );
    std::fs::remove_dir_all(dir).unwrap();
    asked
}

#[test]
fn the_yinsh_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::yinsh::YinshView;
    assert!(follow::<YinshView>(false) >= 8);
    follow::<YinshView>(true);
}

#[test]
fn the_game_of_y_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::y::YView;
    assert!(follow::<YView>(false) >= 4);
    follow::<YView>(true);
}

#[test]
fn the_quinta_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::quinta::QuintaView;
    assert!(follow::<QuintaView>(false) >= 3);
    follow::<QuintaView>(true);
}

#[test]
fn the_sexta_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::sexta::SextaView;
    assert!(follow::<SextaView>(false) >= 3);
    follow::<SextaView>(true);
}

#[test]
fn the_tetra_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::tetra::TetraView;
    assert!(follow::<TetraView>(false) >= 3);
    follow::<TetraView>(true);
}

#[test]
fn the_singularity_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::singularity::SingularityView;
    assert!(follow::<SingularityView>(false) >= 5);
    follow::<SingularityView>(true);
}

#[test]
fn the_leap_over_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::leapover::LeapOverView;
    assert!(follow::<LeapOverView>(false) >= 5);
    follow::<LeapOverView>(true);
}

#[test]
fn the_aliens_and_amazons_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::amazons::AmazonsView;
    assert!(follow::<AmazonsView>(false) >= 4);
    follow::<AmazonsView>(true);
}

#[test]
fn the_zen_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::zen::ZenView;
    assert!(follow::<ZenView>(false) >= 4);
    follow::<ZenView>(true);
}

#[test]
fn the_yin_yang_lesson_is_followed_to_its_end_by_moves_and_by_show_me() {
    use plateau::games::yinyang::YinYangView;
    assert!(follow::<YinYangView>(false) >= 6);
    follow::<YinYangView>(true);
}

#[test]
fn skipping_a_step_sets_up_the_next_one_and_leaving_goes_back_to_the_title() {
    let mut app = new_app(Storage::default());
    tell(&mut app, TutorialAction::Start("y"));
    assert!(app.world().resource::<LessonGate>().active);
    tell(&mut app, TutorialAction::Skip);
    assert_eq!(app.world().resource::<Tutorial>().step, 1);
    tell(&mut app, TutorialAction::Leave);
    app.update();
    assert!(app.world().get_resource::<Tutorial>().is_none());
    assert!(!app.world().resource::<LessonGate>().active);
    assert_eq!(
        *app.world()
            .resource::<State<plateau::screens::Screen>>()
            .get(),
        plateau::screens::Screen::Title
    );
}

#[test]
fn rules_in_thirty_seconds_show_the_first_moves_then_offer_a_game() {
    let mut app = new_app(Storage::default());
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        250,
    )));
    tell(&mut app, TutorialAction::Glance("y"));
    assert!(app.world().resource::<Tutorial>().card);
    assert_eq!(settle(&mut app, "the Y card"), Phase::Ready);
    // The first step's moves were shown, and the card waits there: no question.
    let shown = lesson("y").unwrap().steps[0].show.len();
    let session = app.world().resource::<Session<plateau::games::y::YView>>();
    assert_eq!(session.game.len(), shown);
    assert_eq!(app.world().resource::<Tutorial>().step, 0);
    tell(&mut app, TutorialAction::PlayComputer);
    app.update();
    assert!(app.world().get_resource::<Tutorial>().is_none());
    let setup = app.world().resource::<LastSetup>().0.clone();
    assert_eq!(setup.game, "y");
    assert_eq!(setup.players[1], SeatPlayer::Ai(Level::Beginner));
}

#[test]
fn a_tap_the_game_refuses_is_not_the_move_the_step_asked_for() {
    use plateau::games::yinsh::session::{YinshInput, YinshSession};
    use plateau_rules::yinsh::board::Point;
    let mut app = new_app(Storage::default());
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        250,
    )));
    tell(&mut app, TutorialAction::Start("yinsh"));
    assert_eq!(settle(&mut app, "YINSH step 1"), Phase::Ready);
    tell(&mut app, TutorialAction::Next);
    // "Put a white ring on any free point": any ring put is asked for.
    assert_eq!(settle(&mut app, "YINSH step 2"), Phase::Asking);
    assert_eq!(app.world().resource::<Tutorial>().step, 1);
    let before = app.world().resource::<YinshSession>().game.len();
    let tap = |app: &mut App, point: &str| {
        app.world_mut()
            .write_message(YinshInput::Point(Point::parse(point).unwrap()));
        app.update();
        app.update();
    };
    // White's own ring stands on e5: the rules refuse a ring there.
    tap(&mut app, "e5");
    let gate = app.world().resource::<LessonGate>();
    assert!(!gate.done, "the step is not done");
    assert!(gate.wrong.is_some(), "the step's word of help is shown");
    assert_eq!(phase(&app), Phase::Asking);
    assert_eq!(app.world().resource::<YinshSession>().game.len(), before);
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(phase(&app), Phase::Asking, "still asking");
    // A ring on a free point is the move asked for.
    tell(&mut app, TutorialAction::TryAgain);
    tap(&mut app, "e3");
    assert!(app.world().resource::<LessonGate>().wrong.is_none());
    assert_eq!(
        app.world().resource::<YinshSession>().game.len(),
        before + 1
    );
    assert_eq!(settle(&mut app, "YINSH step 2 done"), Phase::Ready);
}
