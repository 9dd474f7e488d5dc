//! Headless tests of the YINSH match logic: complete games played through the same
//! messages the pointer and the HUD send, with the ECS mirror checked after every
//! action, undo and redo.

mod common;

use bevy::prelude::*;
use common::{data_dir, go_to_title, new_app, start};
use plateau::games::yinsh::pieces::{MarkerPiece, RingPiece, ScoredRing, mirror_mismatch};
use plateau::games::yinsh::session::{YinshInput, YinshPhase, YinshSession};
use plateau::match_core::MatchCommand;
use plateau::screens::{AUTOSAVE, MatchSetup, Notice, SavedMatch, Screen, StartMatch};
use plateau::storage::Storage;
use plateau_rules::Game;
use plateau_rules::record::GameRecord;
use plateau_rules::yinsh::{Yinsh, YinshAction, YinshDecision};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn setup(variant: &str) -> MatchSetup {
    MatchSetup {
        game: "yinsh",
        options: vec![("variant".into(), variant.into())],
        seats: vec!["Ann".into(), "Bob".into()],
        players: vec![plateau::screens::SeatPlayer::Human; 2],
    }
}

fn state(app: &App) -> Yinsh {
    *app.world().resource::<YinshSession>().game.state()
}

/// Fails with the difference when the piece entities do not mirror the rules state.
fn check_mirror(app: &mut App) {
    let shown = *app.world().resource::<YinshSession>().shown();
    let world = app.world_mut();
    let rings: Vec<RingPiece> = world.query::<&RingPiece>().iter(world).copied().collect();
    let markers: Vec<MarkerPiece> = world.query::<&MarkerPiece>().iter(world).copied().collect();
    let scored: Vec<ScoredRing> = world.query::<&ScoredRing>().iter(world).copied().collect();
    if let Some(problem) = mirror_mismatch(
        &shown,
        rings.into_iter(),
        markers.into_iter(),
        scored.into_iter(),
    ) {
        panic!("{problem}\n{}", shown.render_text());
    }
}

fn send(app: &mut App, input: YinshInput) {
    app.world_mut().write_message(input);
    app.update();
}

fn phase(app: &App) -> Option<YinshPhase> {
    app.world()
        .get_resource::<State<YinshPhase>>()
        .map(|s| *s.get())
}

/// Plays `action` the way a player does: taps on points, or the HUD's row list when a
/// tap would be ambiguous; when taps are confirmed, the last tap is made twice (the
/// first only shows the move).
fn play_like_a_player(app: &mut App, action: YinshAction) {
    let before = app.world().resource::<YinshSession>().game.len();
    let guard = app.world().resource::<plateau::kit::TapGuard>().0;
    let send = |app: &mut App, input: YinshInput| {
        send(app, input);
        let session = app.world().resource::<YinshSession>();
        if guard && let YinshInput::Point(point) = input {
            assert_eq!(session.game.len(), before, "a tap only shows the move");
            if session.pending_action().is_none() {
                return;
            }
            app.update();
            send(app, YinshInput::Point(point));
        }
    };
    match action {
        YinshAction::PlaceRing(p) | YinshAction::RemoveRing(p) => send(app, YinshInput::Point(p)),
        YinshAction::MoveRing { from, to } => {
            send(app, YinshInput::Point(from));
            assert_eq!(
                app.world().resource::<YinshSession>().view.selected,
                Some(from)
            );
            app.update();
            assert_eq!(phase(app), Some(YinshPhase::ChooseDestination));
            send(app, YinshInput::Point(to));
        }
        YinshAction::RemoveRow(row) => {
            let rows = app.world().resource::<YinshSession>().removable_rows();
            let unique = row
                .points()
                .into_iter()
                .find(|p| rows.iter().filter(|r| r.set().contains(*p)).count() == 1);
            match unique {
                Some(p) => send(app, YinshInput::Point(p)),
                None => send(app, YinshInput::Action(action)),
            }
        }
        YinshAction::Pass => {}
    }
    app.update();
    if action != YinshAction::Pass {
        assert_eq!(
            app.world().resource::<YinshSession>().game.len(),
            before + 1,
            "{action} was not played"
        );
    }
}

fn expected_phase(state: &Yinsh) -> Option<YinshPhase> {
    Some(match state.turn()?.kind {
        YinshDecision::PlaceRing => YinshPhase::PlaceRing,
        YinshDecision::MoveRing | YinshDecision::Pass => YinshPhase::ChooseRing,
        YinshDecision::RemoveRow => YinshPhase::RemoveRow,
        YinshDecision::RemoveRing => YinshPhase::RemoveRing,
    })
}

#[test]
fn complete_games_played_by_taps_keep_the_entities_in_step_with_the_rules() {
    // Seeds 6 and 7 with taps confirmed (a second tap on the same point plays).
    for seed in 0..8u64 {
        let mut app = new_app(Storage::default());
        app.insert_resource(plateau::kit::TapGuard(seed >= 6));
        start(
            &mut app,
            StartMatch::New(setup(if seed % 3 == 0 { "blitz" } else { "standard" })),
        );
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Match
        );
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut steps = 0;
        loop {
            check_mirror(&mut app);
            let session = app.world().resource::<YinshSession>();
            let legal = session.legal();
            if legal.is_empty() {
                break;
            }
            if let Some(expected) = expected_phase(session.game.state()) {
                assert_eq!(
                    phase(&app),
                    Some(expected),
                    "{}",
                    session.game.state().render_text()
                );
            }
            let action = legal[rng.random_range(0..legal.len())];
            play_like_a_player(&mut app, action);
            steps += 1;
            // Now and then take the action back and play it again.
            if steps % 7 == 0 && app.world().resource::<YinshSession>().ongoing() {
                let after = state(&app);
                send(&mut app, YinshInput::Command(MatchCommand::Undo));
                check_mirror(&mut app);
                assert_ne!(state(&app), after);
                send(&mut app, YinshInput::Command(MatchCommand::Redo));
                check_mirror(&mut app);
                assert_eq!(state(&app), after);
                // The phase follows on the next frame.
                app.update();
            }
            assert!(steps < 2000);
        }
        app.update();
        app.update();
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Result,
            "the result follows the end"
        );
        // A finished game is final: undo changes nothing and the result stays.
        let finished = state(&app);
        send(&mut app, YinshInput::Command(MatchCommand::Undo));
        app.update();
        check_mirror(&mut app);
        assert_eq!(state(&app), finished);
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Result
        );
    }
}

#[test]
fn taps_that_are_not_moves_change_nothing() {
    let mut app = new_app(Storage::default());
    start(&mut app, StartMatch::New(setup("standard")));
    let rings = ["e5", "f6", "g7", "c3", "d4", "h4", "i5", "b2", "j7", "k8"];
    for r in rings {
        send(
            &mut app,
            YinshInput::Point(plateau_rules::yinsh::board::Point::parse(r).unwrap()),
        );
    }
    app.update();
    let before = state(&app);
    let p = |s: &str| plateau_rules::yinsh::board::Point::parse(s).unwrap();
    // An opponent's ring, an empty point and a taken point: no move.
    for tap in ["f6", "a2", "f7"] {
        send(&mut app, YinshInput::Point(p(tap)));
        assert_eq!(state(&app), before);
        check_mirror(&mut app);
    }
    // Select, then deselect by tapping the ring again, then Escape.
    send(&mut app, YinshInput::Point(p("e5")));
    assert_eq!(
        app.world().resource::<YinshSession>().view.selected,
        Some(p("e5"))
    );
    send(&mut app, YinshInput::Point(p("e5")));
    assert_eq!(app.world().resource::<YinshSession>().view.selected, None);
    send(&mut app, YinshInput::Point(p("e5")));
    send(&mut app, YinshInput::Deselect);
    assert_eq!(app.world().resource::<YinshSession>().view.selected, None);
    assert_eq!(state(&app), before);
}

#[test]
fn reviewing_an_earlier_position_shows_it_and_blocks_moves_until_back() {
    let mut app = new_app(Storage::default());
    start(&mut app, StartMatch::New(setup("standard")));
    let p = |s: &str| plateau_rules::yinsh::board::Point::parse(s).unwrap();
    for r in ["e5", "f6", "g7"] {
        send(&mut app, YinshInput::Point(p(r)));
    }
    send(&mut app, YinshInput::Command(MatchCommand::Review(Some(1))));
    app.update();
    assert_eq!(phase(&app), Some(YinshPhase::Reviewing));
    check_mirror(&mut app);
    let world = app.world_mut();
    assert_eq!(
        world.query::<&RingPiece>().iter(world).count(),
        1,
        "the position after one action"
    );
    send(&mut app, YinshInput::Point(p("c3")));
    assert_eq!(
        app.world().resource::<YinshSession>().game.len(),
        3,
        "no move while reviewing"
    );
    send(&mut app, YinshInput::Command(MatchCommand::Review(None)));
    check_mirror(&mut app);
    let world = app.world_mut();
    assert_eq!(world.query::<&RingPiece>().iter(world).count(), 3);
}

#[test]
fn the_match_is_saved_after_every_action_and_offered_on_the_next_start() {
    let dir = data_dir("autosave");
    let mut app = new_app(Storage::in_dir(&dir));
    start(&mut app, StartMatch::New(setup("standard")));
    let p = |s: &str| plateau_rules::yinsh::board::Point::parse(s).unwrap();
    for r in ["e5", "f6", "g7"] {
        send(&mut app, YinshInput::Point(p(r)));
        let saved =
            GameRecord::from_json(&std::fs::read_to_string(dir.join(AUTOSAVE)).unwrap()).unwrap();
        assert_eq!(
            saved.actions.len(),
            app.world().resource::<YinshSession>().game.len()
        );
        assert_eq!(saved.seats, ["Ann", "Bob"]);
    }
    let expected = state(&app);
    // A new run finds it, and resuming gives the same position.
    let mut again = self::new_app(Storage::in_dir(&dir));
    let record = again
        .world()
        .resource::<SavedMatch>()
        .0
        .clone()
        .expect("the match is offered");
    start(&mut again, StartMatch::Resume(record));
    assert_eq!(state(&again), expected);
    check_mirror(&mut again);
    // Resigning ends the match: it moves to the saved games and is no longer offered.
    send(&mut again, YinshInput::Command(MatchCommand::Resign));
    assert!(!dir.join(AUTOSAVE).exists());
    assert_eq!(std::fs::read_dir(dir.join("games")).unwrap().count(), 1);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_titles_continue_follows_what_is_saved_each_time_it_shows() {
    let dir = data_dir("continue");
    let mut app = new_app(Storage::in_dir(&dir));
    assert!(app.world().resource::<SavedMatch>().0.is_none());
    start(&mut app, StartMatch::New(setup("standard")));
    let p = |s: &str| plateau_rules::yinsh::board::Point::parse(s).unwrap();
    send(&mut app, YinshInput::Point(p("e5")));
    go_to_title(&mut app);
    let offered = app.world().resource::<SavedMatch>().0.clone();
    assert_eq!(offered.expect("the game in progress").actions, ["e5"]);
    // Once the game is over it is no longer offered.
    let saved = app.world().resource::<SavedMatch>().0.clone().unwrap();
    start(&mut app, StartMatch::Resume(saved));
    send(&mut app, YinshInput::Command(MatchCommand::Resign));
    go_to_title(&mut app);
    assert!(app.world().resource::<SavedMatch>().0.is_none());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_corrupt_save_is_reported_kept_aside_and_the_app_starts_clean() {
    let dir = data_dir("corrupt");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join(AUTOSAVE),
        "{\"format\": 1, \"game\": \"yinsh\", \"options\": {}, \"actions\": [\"e5\", \"e5\"]}",
    )
    .unwrap();
    let app = new_app(Storage::in_dir(&dir));
    assert!(app.world().resource::<SavedMatch>().0.is_none());
    let notice = app
        .world()
        .resource::<Notice>()
        .0
        .clone()
        .expect("the player is told");
    assert!(notice.contains("not a game Plateau can replay"), "{notice}");
    assert!(!dir.join(AUTOSAVE).exists());
    assert!(
        dir.join(format!("{AUTOSAVE}.unreadable")).exists(),
        "nothing is lost"
    );
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_tap_during_an_animation_finishes_it_and_then_counts() {
    use plateau::games::yinsh::session::{AnimationBusy, FinishAnimations};
    let mut app = new_app(Storage::default());
    start(&mut app, StartMatch::New(setup("standard")));
    let p = |s: &str| plateau_rules::yinsh::board::Point::parse(s).unwrap();
    app.world_mut().resource_mut::<AnimationBusy>().0 = true;
    send(&mut app, YinshInput::Point(p("e5")));
    assert_eq!(
        app.world().resource::<YinshSession>().game.len(),
        0,
        "not applied during the animation"
    );
    let finishes = app.world().resource::<Messages<FinishAnimations>>().len();
    assert!(finishes > 0, "the view is asked to finish");
    // The view finishes; the tap then counts, once.
    app.world_mut().resource_mut::<AnimationBusy>().0 = false;
    app.update();
    app.update();
    assert_eq!(app.world().resource::<YinshSession>().game.len(), 1);
    assert_eq!(
        app.world()
            .resource::<YinshSession>()
            .game
            .actions()
            .last()
            .map(|a| a.to_string())
            .as_deref(),
        Some("e5")
    );
    check_mirror(&mut app);
}

/// A person (White) against the casual computer (Black).
fn against_casual() -> MatchSetup {
    use plateau::screens::SeatPlayer;
    setup_with(
        [SeatPlayer::Human, SeatPlayer::Ai(plateau_ai::Level::Casual)],
        "standard",
    )
}

/// Runs frames until the match has `count` actions (the computer thinks on its own
/// thread).
fn wait_for_actions(app: &mut App, count: usize) {
    let started = std::time::Instant::now();
    while app.world().resource::<YinshSession>().game.len() < count {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert!(started.elapsed().as_secs() < 60, "the computer answers");
    }
}

fn setup_with(players: [plateau::screens::SeatPlayer; 2], variant: &str) -> MatchSetup {
    MatchSetup {
        players: players.to_vec(),
        ..setup(variant)
    }
}

#[test]
fn computer_seats_play_a_whole_game_on_the_task_pool() {
    use plateau::screens::SeatPlayer;
    use plateau_ai::Level;
    let mut app = new_app(Storage::default());
    let beginner = SeatPlayer::Ai(Level::Beginner);
    start(
        &mut app,
        StartMatch::New(setup_with([beginner, beginner], "blitz")),
    );
    let started = std::time::Instant::now();
    while app.world().resource::<YinshSession>().game.status() == plateau_rules::Status::Ongoing {
        app.update();
        check_mirror(&mut app);
        std::thread::sleep(std::time::Duration::from_millis(2));
        assert!(
            started.elapsed().as_secs() < 240,
            "the computer keeps playing"
        );
    }
    let record = app.world().resource::<YinshSession>().record();
    assert_eq!(record.players, ["beginner", "beginner"]);
    assert!(record.actions.len() > 10);
}

#[test]
fn a_tap_never_plays_for_the_computer_and_a_hint_suggests_a_legal_action() {
    use plateau::games::yinsh::ai::Hint;
    use plateau::kit::computer::{AiPaused, RequestHint};
    let mut app = new_app(Storage::default());
    start(&mut app, StartMatch::New(against_casual()));
    app.world_mut().resource_mut::<AiPaused>().0 = true;
    let p = |s: &str| plateau_rules::yinsh::board::Point::parse(s).unwrap();
    send(&mut app, YinshInput::Point(p("e5")));
    assert_eq!(app.world().resource::<YinshSession>().game.len(), 1);
    // Black is the computer (paused): a tap does not place its ring.
    send(&mut app, YinshInput::Point(p("f6")));
    app.update();
    assert_eq!(app.world().resource::<YinshSession>().game.len(), 1);
    // Resumed, it plays.
    app.world_mut().resource_mut::<AiPaused>().0 = false;
    wait_for_actions(&mut app, 2);
    // White asks for a hint.
    app.world_mut().write_message(RequestHint);
    let started = std::time::Instant::now();
    let state = state(&app);
    loop {
        app.update();
        if let Some(action) = app.world().resource::<Hint>().for_state(&state) {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            assert!(legal.contains(&action));
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        assert!(started.elapsed().as_secs() < 60);
    }
}

#[test]
fn against_the_computer_undo_takes_back_the_persons_move_and_resign_is_the_persons() {
    use plateau::kit::computer::AiPaused;
    let mut app = new_app(Storage::default());
    start(&mut app, StartMatch::New(against_casual()));
    let p = |s: &str| plateau_rules::yinsh::board::Point::parse(s).unwrap();
    send(&mut app, YinshInput::Point(p("e5")));
    wait_for_actions(&mut app, 2);
    // Undo goes back past the computer's reply to the person's decision.
    app.world_mut().resource_mut::<AiPaused>().0 = true;
    send(&mut app, YinshInput::Command(MatchCommand::Undo));
    assert_eq!(app.world().resource::<YinshSession>().game.len(), 0);
    check_mirror(&mut app);
    // While the computer is to move, "resign" is the person's.
    send(&mut app, YinshInput::Point(p("e5")));
    send(&mut app, YinshInput::Command(MatchCommand::Resign));
    let record = app.world().resource::<YinshSession>().record();
    assert_eq!(record.resigned.as_deref(), Some("white"));
}

#[test]
fn a_point_the_selected_ring_cannot_reach_keeps_the_ring_selected() {
    use plateau::games::yinsh::session::YinshNotice;
    use plateau_rules::yinsh::board::Point;
    let mut app = new_app(Storage::default());
    start(&mut app, StartMatch::New(setup("standard")));
    // The ten rings, then the first move.
    while let Some(YinshAction::PlaceRing(p)) = app
        .world()
        .resource::<YinshSession>()
        .legal()
        .first()
        .copied()
    {
        send(&mut app, YinshInput::Point(p));
    }
    let session = app.world().resource::<YinshSession>();
    let ring = session.movable_rings()[0];
    send(&mut app, YinshInput::Point(ring));
    let session = app.world().resource::<YinshSession>();
    let mover = session.game.state().turn().unwrap().seat;
    let unreachable = Point::all()
        .find(|p| {
            !session.destinations().contains(p) && !session.game.state().rings(mover).contains(*p)
        })
        .unwrap();
    send(&mut app, YinshInput::Point(unreachable));
    let session = app.world().resource::<YinshSession>();
    assert_eq!(session.view.selected, Some(ring), "the ring stays selected");
    assert_eq!(session.view.notice, Some(YinshNotice::CannotGoThere));
    assert_eq!(session.game.len(), 10, "nothing was played");
}

#[test]
fn a_game_left_for_the_setup_screen_comes_back_or_is_kept_among_the_saved_games() {
    use plateau::screens::LeftMatch;
    let dir = data_dir("left");
    let mut app = new_app(Storage::in_dir(&dir));
    start(&mut app, StartMatch::New(setup("standard")));
    let p = |s: &str| plateau_rules::yinsh::board::Point::parse(s).unwrap();
    send(&mut app, YinshInput::Point(p("e5")));
    let record = app.world().resource::<YinshSession>().record();
    // Leaving for a new game (as the HUD does once the player confirms)...
    app.world_mut().resource_mut::<LeftMatch>().0 = Some(record.clone());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    app.update();
    app.update();
    let world = app.world_mut();
    assert_eq!(
        world.query::<&RingPiece>().iter(world).count(),
        0,
        "the board is gone"
    );
    // ...and back: the same game, drawn again.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Match);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<YinshSession>().game.len(), 1);
    check_mirror(&mut app);
    // Starting another game instead keeps the one left among the saved games.
    start(&mut app, StartMatch::New(setup("blitz")));
    assert!(app.world().resource::<LeftMatch>().0.is_none());
    let kept: Vec<_> = std::fs::read_dir(dir.join("games")).unwrap().collect();
    assert_eq!(kept.len(), 1);
    let text = std::fs::read_to_string(kept[0].as_ref().unwrap().path()).unwrap();
    assert_eq!(
        GameRecord::from_json(&text).unwrap().actions,
        record.actions
    );
    std::fs::remove_dir_all(dir).unwrap();
}
