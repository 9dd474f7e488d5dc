//! Headless tests of the Game of Y match logic: complete games played through the same
//! messages the pointer and the HUD send, with the stone entities checked against the
//! rules after every action, undo, redo and swap; saving, resuming, the computer's
//! seats, and switching between games.

mod common;

use bevy::prelude::*;
use common::{data_dir, new_app, start};
use plateau::games::y::pieces::YStone;
use plateau::games::y::session::{YInput, YNotice, YSession};
use plateau::games::yinsh::session::YinshSession;
use plateau::kit::computer::AiPaused;
use plateau::match_core::MatchCommand;
use plateau::screens::result::FinalResult;
use plateau::screens::{
    AUTOSAVE, ActiveGame, MatchSetup, SavedMatch, Screen, SeatPlayer, StartMatch,
};
use plateau::storage::Storage;
use plateau_ai::Level;
use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::y::{BLACK, GameOfY, WHITE, YAction};
use plateau_rules::{Game, Status};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn setup(options: &[(&str, &str)], players: [SeatPlayer; 2]) -> MatchSetup {
    MatchSetup {
        game: "y",
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        seats: vec!["Ann".into(), "Bob".into()],
        players: players.to_vec(),
    }
}

fn session(app: &App) -> &YSession {
    app.world().resource::<YSession>()
}

fn node(label: &str) -> Node {
    Node::parse(label).unwrap()
}

fn send(app: &mut App, input: YInput) {
    app.world_mut().write_message(input);
    app.update();
}

/// Fails unless the stone entities are exactly the stones of the shown position.
fn check_mirror(app: &mut App) {
    let shown = *session(app).shown();
    let world = app.world_mut();
    let mut stones: Vec<(Node, u8)> = world
        .query::<&YStone>()
        .iter(world)
        .map(|s| (s.node, s.seat.0))
        .collect();
    stones.sort();
    let mut expected: Vec<(Node, u8)> = [BLACK, WHITE]
        .into_iter()
        .flat_map(|seat| nodes_of(shown.stones(seat)).map(move |n| (n, seat.0)))
        .collect();
    expected.sort();
    assert_eq!(stones, expected, "\n{}", shown.render_text());
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

#[test]
fn complete_games_by_taps_with_undo_and_redo_keep_the_stones_in_step() {
    let mut rng = SmallRng::seed_from_u64(5);
    for round in 0..3 {
        let mut app = new_app(Storage::default());
        let pie = if round == 0 { "on" } else { "off" };
        start(
            &mut app,
            StartMatch::New(setup(&[("pie", pie)], [SeatPlayer::Human; 2])),
        );
        assert_eq!(screen(&app), Screen::Match);
        assert_eq!(
            *app.world().resource::<State<ActiveGame>>().get(),
            ActiveGame("y")
        );
        check_mirror(&mut app);
        while session(&app).game.status() == Status::Ongoing {
            let legal = session(&app).legal();
            let action = legal[rng.random_range(0..legal.len())];
            let before = session(&app).game.len();
            send(
                &mut app,
                match action {
                    YAction::Place(n) => YInput::Point(n),
                    YAction::Swap => YInput::Action(YAction::Swap),
                },
            );
            assert_eq!(session(&app).game.len(), before + 1, "{action} was played");
            check_mirror(&mut app);
            // Now and then, take it back and play it again.
            // (Not after the last: a finished game is final.)
            if rng.random_range(0..10) == 0 && session(&app).ongoing() {
                send(&mut app, YInput::Command(MatchCommand::Undo));
                assert_eq!(session(&app).game.len(), before);
                check_mirror(&mut app);
                send(&mut app, YInput::Command(MatchCommand::Redo));
                assert_eq!(session(&app).game.len(), before + 1);
                check_mirror(&mut app);
            }
        }
        app.update();
        assert_eq!(screen(&app), Screen::Result);
        let result = app.world().resource::<FinalResult>();
        assert_eq!(result.game, ActiveGame("y"));
        let winner = plateau_rules::Seat(result.result.as_ref().unwrap().winner.unwrap().0);
        let chain = session(&app).game.state().winning_chain().unwrap();
        assert_eq!(chain & !session(&app).game.state().stones(winner), 0);
        // A finished game is final: undo changes nothing and the result stays.
        let length = session(&app).game.len();
        send(&mut app, YInput::Command(MatchCommand::Undo));
        app.update();
        assert_eq!(screen(&app), Screen::Result);
        assert_eq!(session(&app).game.len(), length);
        check_mirror(&mut app);
    }
}

#[test]
fn swap_recolours_the_first_stone_and_an_occupied_point_is_refused() {
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup(&[], [SeatPlayer::Human; 2])),
    );
    send(&mut app, YInput::Action(YAction::Swap));
    assert!(
        session(&app).game.is_empty(),
        "no swap before the first stone"
    );
    send(&mut app, YInput::Point(node("f6")));
    assert!(session(&app).can_swap());
    send(&mut app, YInput::Point(node("f6")));
    assert_eq!(session(&app).game.len(), 1);
    assert_eq!(session(&app).view.notice, Some(YNotice::Occupied));
    send(&mut app, YInput::Action(YAction::Swap));
    assert_eq!(session(&app).view.notice, Some(YNotice::Swapped(WHITE)));
    assert_eq!(session(&app).game.state().stone_at(node("f6")), Some(WHITE));
    check_mirror(&mut app);
    assert!(!session(&app).can_swap());
    send(&mut app, YInput::Command(MatchCommand::Undo));
    assert_eq!(session(&app).game.state().stone_at(node("f6")), Some(BLACK));
    check_mirror(&mut app);
    // Looking back shows the earlier board; taps do nothing meanwhile.
    send(&mut app, YInput::Action(YAction::Swap));
    send(&mut app, YInput::Point(node("a1")));
    send(&mut app, YInput::Command(MatchCommand::Review(Some(1))));
    check_mirror(&mut app);
    assert_eq!(session(&app).shown().stone_at(node("f6")), Some(BLACK));
    send(&mut app, YInput::Point(node("b2")));
    assert_eq!(session(&app).game.len(), 3);
    send(&mut app, YInput::Command(MatchCommand::Review(None)));
    check_mirror(&mut app);
    assert_eq!(session(&app).shown().stone_at(node("f6")), Some(WHITE));
}

#[test]
fn the_match_is_saved_after_every_action_and_resumes() {
    let dir = data_dir("resume");
    let mut app = new_app(Storage::in_dir(&dir));
    start(
        &mut app,
        StartMatch::New(setup(&[("handicap", "2")], [SeatPlayer::Human; 2])),
    );
    for label in ["e5", "i5", "f6"] {
        send(&mut app, YInput::Point(node(label)));
    }
    let saved = std::fs::read_to_string(dir.join(AUTOSAVE)).unwrap();
    assert!(saved.contains("\"game\": \"y\""), "{saved}");
    assert!(saved.contains("\"handicap\": \"2\""), "{saved}");
    // A new start of the app offers it; continuing gives the same game.
    let mut again = new_app(Storage::in_dir(&dir));
    let record = again.world().resource::<SavedMatch>().0.clone().unwrap();
    start(&mut again, StartMatch::Resume(record));
    assert_eq!(session(&again).game.state(), session(&app).game.state());
    assert_eq!(
        session(&again).seat_names,
        ["Ann".to_string(), "Bob".to_string()]
    );
    check_mirror(&mut again);
    // Resigning ends it: it goes to the saved games.
    send(&mut again, YInput::Command(MatchCommand::Resign));
    assert!(!dir.join(AUTOSAVE).exists());
    assert_eq!(std::fs::read_dir(dir.join("games")).unwrap().count(), 1);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn computer_seats_play_a_whole_game_and_never_take_a_persons_turn() {
    let mut app = new_app(Storage::default());
    let beginner = SeatPlayer::Ai(Level::Beginner);
    start(
        &mut app,
        StartMatch::New(setup(&[], [SeatPlayer::Human, beginner])),
    );
    app.world_mut().resource_mut::<AiPaused>().0 = true;
    send(&mut app, YInput::Point(node("e5")));
    // White is the (paused) computer: a tap does not play for it.
    send(&mut app, YInput::Point(node("e6")));
    app.update();
    assert_eq!(session(&app).game.len(), 1);
    // Both seats to the computer: it plays to the end.
    send(
        &mut app,
        YInput::Command(MatchCommand::SetPlayer(BLACK, beginner)),
    );
    app.world_mut().resource_mut::<AiPaused>().0 = false;
    let started = std::time::Instant::now();
    while session(&app).game.status() == Status::Ongoing {
        app.update();
        check_mirror(&mut app);
        std::thread::sleep(std::time::Duration::from_millis(2));
        assert!(
            started.elapsed().as_secs() < 120,
            "the computer keeps playing"
        );
    }
    let record = session(&app).record();
    assert_eq!(record.players, ["beginner", "beginner"]);
    assert!(plateau_rules::Match::<GameOfY>::from_record(&record).is_ok());
}

#[test]
fn switching_games_leaves_one_session_and_its_own_pieces() {
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup(&[], [SeatPlayer::Human; 2])),
    );
    send(&mut app, YInput::Point(node("e5")));
    let yinsh = MatchSetup {
        game: "yinsh",
        options: vec![("variant".into(), "standard".into())],
        seats: vec!["Ann".into(), "Bob".into()],
        players: vec![SeatPlayer::Human; 2],
    };
    start(&mut app, StartMatch::New(yinsh));
    assert!(app.world().get_resource::<YSession>().is_none());
    assert!(app.world().get_resource::<YinshSession>().is_some());
    assert_eq!(
        *app.world().resource::<State<ActiveGame>>().get(),
        ActiveGame("yinsh")
    );
    let world = app.world_mut();
    assert_eq!(world.query::<&YStone>().iter(world).count(), 0);
    // And back.
    start(
        &mut app,
        StartMatch::New(setup(&[], [SeatPlayer::Human; 2])),
    );
    assert!(app.world().get_resource::<YinshSession>().is_none());
    check_mirror(&mut app);
}

#[test]
fn a_tap_during_an_animation_finishes_it_and_then_counts() {
    use plateau::kit::{AnimationBusy, FinishAnimations};
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup(&[], [SeatPlayer::Human; 2])),
    );
    app.world_mut().resource_mut::<AnimationBusy>().0 = true;
    send(&mut app, YInput::Point(node("e5")));
    assert!(
        session(&app).game.is_empty(),
        "not applied during the animation"
    );
    let finishes = app.world().resource::<Messages<FinishAnimations>>().len();
    assert!(finishes > 0, "the look is asked to finish");
    // The look finishes; the tap then counts, once.
    app.world_mut().resource_mut::<AnimationBusy>().0 = false;
    app.update();
    app.update();
    assert_eq!(session(&app).game.len(), 1);
    check_mirror(&mut app);
}

#[test]
fn the_summary_the_page_publishes_follows_the_match() {
    use plateau::kit::summary::MatchSummary;
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup(&[], [SeatPlayer::Human, SeatPlayer::Human])),
    );
    send(&mut app, YInput::Point(node("f6")));
    app.update();
    let summary = app.world().resource::<MatchSummary>().clone();
    assert_eq!(summary.game, "y");
    assert_eq!(summary.moves, ["f6"]);
    assert_eq!(summary.to_move, Some(WHITE.0));
    assert_eq!(summary.status, "ongoing");
    assert_eq!(summary.points.len(), 93);
    assert!(summary.points.iter().any(|(name, _)| name == "m5"));
}

#[test]
fn with_taps_confirmed_a_tap_shows_the_move_and_a_second_tap_or_confirm_plays_it() {
    use plateau::kit::TapGuard;
    let mut app = new_app(Storage::default());
    app.insert_resource(TapGuard(true));
    start(
        &mut app,
        StartMatch::New(setup(&[], [SeatPlayer::Human; 2])),
    );
    // The first tap shows the move; nothing is played.
    send(&mut app, YInput::Point(node("f6")));
    assert!(session(&app).game.is_empty());
    assert_eq!(
        session(&app).pending_action(),
        Some(YAction::Place(node("f6")))
    );
    // A tap elsewhere shows that move instead; a second tap on it plays it.
    send(&mut app, YInput::Point(node("c3")));
    assert_eq!(
        session(&app).pending_action(),
        Some(YAction::Place(node("c3")))
    );
    send(&mut app, YInput::Point(node("c3")));
    assert_eq!(session(&app).game.len(), 1);
    assert_eq!(session(&app).game.state().stone_at(node("c3")), Some(BLACK));
    assert_eq!(session(&app).pending_action(), None);
    // Confirm plays the move shown; Escape (deselect) drops it.
    send(&mut app, YInput::Point(node("f6")));
    send(&mut app, YInput::Deselect);
    assert_eq!(session(&app).pending_action(), None);
    send(&mut app, YInput::Confirm);
    assert_eq!(session(&app).game.len(), 1, "nothing to confirm");
    send(&mut app, YInput::Point(node("f6")));
    send(&mut app, YInput::Confirm);
    assert_eq!(session(&app).game.state().stone_at(node("f6")), Some(WHITE));
    // Buttons of the HUD are deliberate: they play at once.
    send(&mut app, YInput::Action(YAction::Place(node("a1"))));
    assert_eq!(session(&app).game.len(), 3);
    check_mirror(&mut app);
}
