//! Headless tests of an online match: the app (its logic, no window) holds a seat of a
//! game on a real server in-process and plays a friend, a protocol client the test
//! drives. Moves go both ways and arrive on the board once it is still; the friend's
//! offers, requests, resignation and a dropped connection reach the board and the
//! panel; a friend gone is counted away until the game may be claimed; a finished game
//! is kept among the saved games.

#[path = "../crates/client/tests/common/mod.rs"]
mod net;

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use common::{data_dir, new_app};
use net::{PATIENCE, Player, Relay};
use plateau::kit::panel_addition::{AdditionPressed, PanelAddition};
use plateau::kit::{AnimationBusy, GameView, Input, Session};
use plateau::online::session::{EnterOnlineMatch, OnlineSession};
use plateau::screens::result::FinalResult;
use plateau::screens::{Screen, SeatPlayer};
use plateau::storage::Storage;
use plateau_client::protocol::SeatPlan;
use plateau_client::{Event, NewGame};
use plateau_rules::{Game, Seat};

/// The friend creates a game of `game` (two people, the friend in seat 0) and the app
/// joins it through `address` as "Me", entering the match as the online screens do.
fn meet(game: &str, server: SocketAddr, address: SocketAddr, storage: Storage) -> (App, Player) {
    let mut friend = Player::connect(server);
    friend.session.create(NewGame {
        game: game.into(),
        options: Default::default(),
        seats: vec![SeatPlan::Human, SeatPlan::Human],
        clock: None,
        name: "Friend".into(),
        seat: Some(0),
        listed: false,
    });
    let code = friend.expect("the code", |e| match e {
        Event::Created { code, .. } => Some(code.clone()),
        _ => None,
    });
    friend.expect("the friend's seat", |e| {
        matches!(e, Event::Joined { .. }).then_some(())
    });
    let mut app = new_app(storage);
    app.world_mut()
        .non_send_mut::<OnlineSession>()
        .connect(&address.to_string())
        .unwrap()
        .join(&code, "Me", None);
    until(&mut app, &mut friend, "the app's seat", |app, _| {
        app.world()
            .non_send::<OnlineSession>()
            .get()
            .and_then(|s| s.game())
            .is_some()
    });
    app.world_mut().write_message(EnterOnlineMatch);
    until(&mut app, &mut friend, "the match", |app, _| {
        *app.world().resource::<State<Screen>>().get() == Screen::Match
    });
    (app, friend)
}

/// Runs the app and the friend's session a frame at a time until `done`.
fn until(
    app: &mut App,
    friend: &mut Player,
    what: &str,
    mut done: impl FnMut(&mut App, &mut Player) -> bool,
) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        app.update();
        friend.pump();
        if done(app, friend) {
            return;
        }
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Runs `frames` frames.
fn run(app: &mut App, friend: &mut Player, frames: usize) {
    for _ in 0..frames {
        app.update();
        friend.pump();
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn session<V: GameView>(app: &App) -> &Session<V> {
    app.world().resource::<Session<V>>()
}

fn history<V: GameView>(app: &App) -> Vec<String> {
    session::<V>(app)
        .game
        .actions()
        .map(|a| a.to_string())
        .collect()
}

/// The friend plays its first legal action once its view shows its turn; returns it.
fn friend_plays(friend: &mut Player) -> String {
    net::until("the friend's turn", || {
        friend.pump();
        friend
            .session
            .game()
            .is_some_and(|g| !g.view.legal.is_empty())
    });
    let before = friend.ply();
    let action = friend.session.game().unwrap().view.legal[0].clone();
    friend.session.play(&action);
    net::until("the friend's action played", || {
        friend.pump();
        friend.ply() > before
    });
    action
}

/// The app's person plays its first legal action through the HUD's input; returns it
/// once the friend has seen it.
fn app_plays<V: GameView>(app: &mut App, friend: &mut Player) -> String {
    let before = friend.ply().unwrap();
    let action = session::<V>(app).legal()[0];
    app.world_mut().write_message(Input::<V>::Action(action));
    until(app, friend, "the friend to see the app's move", |_, f| {
        f.ply() == Some(before + 1)
    });
    action.to_string()
}

fn press(app: &mut App, button: &'static str) {
    assert!(
        app.world()
            .resource::<PanelAddition>()
            .buttons
            .iter()
            .any(|(name, _)| *name == button),
        "no {button} in {:?}",
        app.world().resource::<PanelAddition>().buttons
    );
    app.world_mut().write_message(AdditionPressed(button));
    app.update();
    app.update();
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The games kept in the saved games' folder, as text.
fn kept_games(dir: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(dir.join("games"))
        .map(|entries| {
            entries
                .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn game_of_y_moves_go_both_ways_wait_for_the_animations_and_a_draw_is_agreed() {
    use plateau::games::y::YView;
    let (_database, server) = net::server("app-y");
    let dir = data_dir("online-y");
    let (mut app, mut friend) = meet("y", server.address, server.address, Storage::in_dir(&dir));
    assert_eq!(
        session::<YView>(&app).players,
        [SeatPlayer::Remote, SeatPlayer::Human],
        "the app holds the second seat, the friend plays the first from elsewhere"
    );
    assert_eq!(session::<YView>(&app).seat_names, ["Friend", "Me"]);

    // The friend's move arrives and is played on the board.
    let first = friend_plays(&mut friend);
    until(&mut app, &mut friend, "the friend's move", |app, _| {
        history::<YView>(app).len() == 1
    });
    assert_eq!(history::<YView>(&app), std::slice::from_ref(&first));

    // The app's move goes to the server, and its coming back is not played twice.
    let second = app_plays::<YView>(&mut app, &mut friend);
    run(&mut app, &mut friend, 20);
    assert_eq!(history::<YView>(&app), [first.clone(), second.clone()]);

    // While the board animates, the friend's next move waits; it is played once the
    // board is still.
    app.world_mut().resource_mut::<AnimationBusy>().0 = true;
    let third = friend_plays(&mut friend);
    run(&mut app, &mut friend, 30);
    assert_eq!(
        history::<YView>(&app).len(),
        2,
        "no move during an animation"
    );
    app.world_mut().resource_mut::<AnimationBusy>().0 = false;
    until(
        &mut app,
        &mut friend,
        "the move after the animation",
        |app, _| history::<YView>(app).len() == 3,
    );
    assert_eq!(history::<YView>(&app), [first, second, third]);
    assert_eq!(
        history::<YView>(&app),
        friend.session.game().unwrap().view.moves,
        "the friend sees the same game"
    );

    // A person's tap does nothing while the friend is to move.
    app_plays::<YView>(&mut app, &mut friend);
    let legal = session::<YView>(&app).legal()[0];
    app.world_mut().write_message(Input::<YView>::Action(legal));
    run(&mut app, &mut friend, 10);
    assert_eq!(
        history::<YView>(&app).len(),
        4,
        "not the app's seat to move"
    );

    // Preset messages, both ways, instead of chat.
    press(&mut app, "online-say");
    press(&mut app, "online-say-good-luck");
    let said = friend.expect("the app's message", |e| match e {
        Event::Said { seat: 1, preset } => Some(*preset),
        _ => None,
    });
    assert_eq!(said, plateau_client::protocol::Preset::GoodLuck);
    friend.session.say(plateau_client::protocol::Preset::Thanks);
    until(
        &mut app,
        &mut friend,
        "the friend's message in the panel",
        |app, _| {
            app.world()
                .resource::<PanelAddition>()
                .lines
                .iter()
                .any(|l| l.contains("Friend") && l.contains("Thanks!"))
        },
    );

    // A draw offered by the app and accepted ends the game; it is kept.
    press(&mut app, "online-offer-draw");
    friend.expect("the offer", |e| {
        matches!(e, Event::OfferReceived(_)).then_some(())
    });
    friend.session.accept();
    until(&mut app, &mut friend, "the result", |app, _| {
        screen(app) == Screen::Result
    });
    let result = app.world().resource::<FinalResult>();
    assert_eq!(result.result.as_ref().map(|r| r.winner), Some(None));
    assert!(
        result
            .end_reason
            .as_ref()
            .is_some_and(|words| words[0].contains("draw")),
        "{:?}",
        result.end_reason
    );
    until(&mut app, &mut friend, "the game kept", |_, _| {
        !kept_games(&dir).is_empty()
    });
    let kept = kept_games(&dir);
    assert!(
        kept[0].contains("\"ended\": \"agreement\"") || kept[0].contains("\"ended\":\"agreement\""),
        "{}",
        kept[0]
    );
    let record = plateau::match_setup::read_record(&kept[0]).expect("the kept game replays");
    assert_eq!(record.actions.len(), 4);
    assert!(
        app.world()
            .get_resource::<plateau::kit::Session<YView>>()
            .is_some(),
        "the board stays for review"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn scripted_taps_wait_for_the_online_opponents_moves() {
    use plateau::games::y::YView;
    use plateau::kit::ScriptedTaps;
    let (_database, server) = net::server("app-y-taps");
    let dir = data_dir("online-y-taps");
    let (mut app, mut friend) = meet("y", server.address, server.address, Storage::in_dir(&dir));
    // Two points the friend's first legal moves will not take.
    let legal = session::<YView>(&app).legal();
    let taps: Vec<String> = legal.iter().rev().take(2).map(|a| a.to_string()).collect();
    app.world_mut()
        .insert_resource(ScriptedTaps(taps.iter().cloned().collect()));

    // The friend is to move: the taps wait, however long the board stays still.
    run(&mut app, &mut friend, 120);
    assert_eq!(app.world().resource::<ScriptedTaps>().0.len(), 2);
    assert!(history::<YView>(&app).is_empty());

    // Each tap is made on the person's turn only, and reaches the friend.
    let first = friend_plays(&mut friend);
    until(&mut app, &mut friend, "the first tap played", |app, _| {
        history::<YView>(app).len() == 2
    });
    assert_eq!(history::<YView>(&app), [first.clone(), taps[0].clone()]);
    run(&mut app, &mut friend, 120);
    assert_eq!(app.world().resource::<ScriptedTaps>().0.len(), 1);
    let third = friend_plays(&mut friend);
    until(&mut app, &mut friend, "the second tap played", |app, _| {
        history::<YView>(app).len() == 4
    });
    assert_eq!(
        history::<YView>(&app),
        [first, taps[0].clone(), third, taps[1].clone()]
    );
    until(&mut app, &mut friend, "the friend to see it", |_, f| {
        f.ply() == Some(4)
    });
}

#[test]
fn yinsh_survives_a_dropped_connection_an_undo_refused_and_a_resignation() {
    use plateau::games::yinsh::YinshView;
    let (_database, server) = net::server("app-yinsh");
    let relay = Relay::start(server.address);
    let dir = data_dir("online-yinsh");
    let (mut app, mut friend) = meet(
        "yinsh",
        server.address,
        relay.address,
        Storage::in_dir(&dir),
    );
    for _ in 0..2 {
        friend_plays(&mut friend);
        until(&mut app, &mut friend, "the friend's ring", |app, f| {
            history::<YinshView>(app).len() as u64 == f.ply().unwrap()
        });
        app_plays::<YinshView>(&mut app, &mut friend);
    }

    // The connection drops; the friend plays meanwhile; the app comes back by itself
    // and its board shows the game as it is.
    relay.cut();
    let missed = friend_plays(&mut friend);
    until(
        &mut app,
        &mut friend,
        "the board after the reconnect",
        |app, _| history::<YinshView>(app).len() == 5,
    );
    assert_eq!(history::<YinshView>(&app)[4], missed);
    assert_eq!(
        history::<YinshView>(&app),
        friend.session.game().unwrap().view.moves
    );

    // The app asks to take back its move; the friend says no: the panel says so and
    // the board is unchanged.
    app_plays::<YinshView>(&mut app, &mut friend);
    run(&mut app, &mut friend, 5);
    press(&mut app, "online-ask-undo");
    friend.expect("the request", |e| {
        matches!(e, Event::OfferReceived(_)).then_some(())
    });
    friend.session.decline();
    until(&mut app, &mut friend, "the answer", |app, _| {
        app.world()
            .resource::<PanelAddition>()
            .lines
            .iter()
            .any(|l| l.contains("declined"))
    });
    assert_eq!(history::<YinshView>(&app).len(), 6);

    // The friend resigns: the board ends, the result says the app's side won.
    friend.session.resign();
    until(&mut app, &mut friend, "the result", |app, _| {
        screen(app) == Screen::Result
    });
    assert_eq!(
        session::<YinshView>(&app).game.resigned(),
        Some(Seat(0)),
        "the friend's seat resigned"
    );
    until(&mut app, &mut friend, "the game kept", |_, _| {
        !kept_games(&dir).is_empty()
    });
    let record = plateau::match_setup::read_record(&kept_games(&dir)[0]).unwrap();
    assert_eq!(record.resigned.as_deref(), Some("white"));
    assert_eq!(record.actions.len(), 6);
    // The rematch starts the next game with the seats turned round.
    press(&mut app, "online-rematch");
    friend.session.rematch();
    until(&mut app, &mut friend, "the rematch", |app, _| {
        screen(app) == Screen::Match
            && session::<YinshView>(app).players == [SeatPlayer::Human, SeatPlayer::Remote]
    });
    assert_eq!(history::<YinshView>(&app).len(), 0);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn yin_yang_shows_each_device_only_its_own_laws() {
    use plateau::games::yinyang::YinYangView;
    let (_database, server) = net::server("app-yinyang");
    let dir = data_dir("online-yinyang");
    let (mut app, mut friend) = meet(
        "yinyang",
        server.address,
        server.address,
        Storage::in_dir(&dir),
    );
    // The friend writes a law: the app learns that one was written, not which.
    let law = friend_plays(&mut friend);
    until(&mut app, &mut friend, "the friend's law", |app, _| {
        history::<YinYangView>(app).len() == 1
    });
    let seen = history::<YinYangView>(&app);
    assert_ne!(seen[0], law, "the friend's law stays secret");
    assert!(seen[0].ends_with("=?"), "{seen:?}");
    let state = session::<YinYangView>(&app).game.state().clone();
    assert!(state.position_text().contains('?'));
    assert_eq!(state.viewer(), Some(Seat(1)));
    // One person at this device: no pass-the-device screen.
    assert_eq!(session::<YinYangView>(&app).hand_over_to(), None);
    // Actions both ways, from the views: the app's own laws are known to it in full,
    // and hidden from the friend.
    let mut own_laws = 0;
    while !friend.session.game().unwrap().over() {
        if friend.session.game().unwrap().my_turn() {
            friend_plays(&mut friend);
            until(&mut app, &mut friend, "the friend's action", |app, f| {
                history::<YinYangView>(app).len() as u64 == f.ply().unwrap()
            });
        } else {
            let index = friend.ply().unwrap() as usize;
            let mine = app_plays::<YinYangView>(&mut app, &mut friend);
            let seen = &friend.session.game().unwrap().view.moves[index];
            if mine.contains('=') {
                own_laws += 1;
                assert!(!mine.ends_with("=?"), "the app knows its own law: {mine}");
                assert!(seen.ends_with("=?"), "the friend does not see it: {seen}");
            }
        }
    }
    assert!(own_laws > 0, "the app wrote a law");
    // The game ends where this seat's view cannot see it (the friend's laws are
    // secret to it): the server's word ends it, and the result is shown.
    until(&mut app, &mut friend, "the result", |app, _| {
        screen(app) == Screen::Result
    });
    assert!(app.world().resource::<FinalResult>().result.is_some());
    assert_eq!(
        history::<YinYangView>(&app),
        app.world()
            .non_send::<OnlineSession>()
            .get()
            .unwrap()
            .game()
            .unwrap()
            .view
            .moves
    );
    // The game is kept whole, from the server's record: every law in full, so that it
    // replays, which this seat's own view (with the friend's laws face down) could not.
    until(&mut app, &mut friend, "the game kept", |_, _| {
        !kept_games(&dir).is_empty()
    });
    let record =
        plateau::match_setup::read_record(&kept_games(&dir)[0]).expect("the kept game replays");
    assert!(
        record.actions.iter().all(|a| !a.ends_with("=?")),
        "{:?}",
        record.actions
    );
    assert_eq!(
        record.actions.len(),
        friend.session.game().unwrap().view.moves.len()
    );
    assert!(record.result.is_some());
}

#[test]
fn an_opponent_away_is_counted_on_and_the_game_claimed_once_the_server_allows() {
    use bevy::time::TimeUpdateStrategy;
    use plateau::kit::summary::MatchSummary;
    const CLAIM_AFTER: Duration = Duration::from_secs(2);
    let database = net::Database::sqlite("client-app-claim");
    let server = net::TestServer::start(&database, |config| config.claim_after = CLAIM_AFTER);
    let dir = data_dir("online-claim");
    let (mut app, friend) = meet("y", server.address, server.address, Storage::in_dir(&dir));
    // The app's clock moves only as the test says.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::ZERO));
    let panel = |app: &App| app.world().resource::<PanelAddition>().clone();
    let friend_note = |app: &App| panel(app).seat_notes[0].clone();
    let claimable = |app: &App| {
        let panel = panel(app);
        let button = panel
            .buttons
            .iter()
            .any(|(name, _)| *name == "online-claim");
        let line = panel.lines.iter().any(|l| l.contains("may claim"));
        assert_eq!(button, line, "{panel:?}");
        button
    };

    // The friend closes their window: the server says so once.
    drop(friend);
    let mut nobody = Player::connect(server.address);
    until(&mut app, &mut nobody, "the friend away", |app, _| {
        friend_note(app).contains("away")
    });
    let told = Instant::now();
    assert_eq!(friend_note(&app), "away 0:00");
    assert!(!claimable(&app));

    // The time away runs on with no word from the server, and the claim is offered
    // once the server's limit is passed.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        1500,
    )));
    app.update();
    assert_eq!(friend_note(&app), "away 0:01");
    assert!(!claimable(&app));
    app.update();
    assert_eq!(friend_note(&app), "away 0:03");
    assert!(claimable(&app));
    assert_eq!(app.world().resource::<MatchSummary>().status, "ongoing");

    // The claim, once as long has passed for the server: the game ends, and the
    // match's status (which the page publishes) says how.
    std::thread::sleep(
        (told + CLAIM_AFTER + Duration::from_millis(100)).saturating_duration_since(Instant::now()),
    );
    press(&mut app, "online-claim");
    until(&mut app, &mut nobody, "the result", |app, _| {
        screen(app) == Screen::Result
    });
    let result = app.world().resource::<FinalResult>();
    assert_eq!(
        result.result.as_ref().and_then(|r| r.winner),
        Some(plateau_rules::Team(1)),
        "the app's side wins"
    );
    let status = &app.world().resource::<MatchSummary>().status;
    assert!(status.ends_with("wins: the opponents left"), "{status}");
    let _ = std::fs::remove_dir_all(dir);
}

/// What the board was told to do, counted from the moment the counting starts.
#[derive(Resource, Default)]
struct BoardNews {
    redraws: usize,
    effects: usize,
}

fn count_board_news<V: GameView>(
    mut news: ResMut<BoardNews>,
    mut redraws: MessageReader<plateau::kit::Redraw<V>>,
    mut effects: MessageReader<plateau::kit::EffectsApplied<V>>,
) {
    news.redraws += redraws.read().count();
    news.effects += effects.read().count();
}

#[test]
fn an_online_opponents_stone_lands_as_an_action_to_animate_not_a_redrawn_board() {
    use plateau::games::y::YView;
    let (_database, server) = net::server("app-y-drop");
    let dir = data_dir("online-y-drop");
    let (mut app, mut friend) = meet("y", server.address, server.address, Storage::in_dir(&dir));
    run(&mut app, &mut friend, 10);
    app.init_resource::<BoardNews>()
        .add_systems(PostUpdate, count_board_news::<YView>);
    for turn in 1..=3 {
        friend_plays(&mut friend);
        until(&mut app, &mut friend, "the friend's stone", |app, _| {
            history::<YView>(app).len() == 2 * turn - 1
        });
        run(&mut app, &mut friend, 30);
        let news = app.world().resource::<BoardNews>();
        assert_eq!(
            (news.effects, news.redraws),
            (2 * turn - 1, 0),
            "turn {turn}: each stone placed with its effects (the drop and its sound), the board never rebuilt"
        );
        app_plays::<YView>(&mut app, &mut friend);
        run(&mut app, &mut friend, 30);
    }
    let _ = std::fs::remove_dir_all(dir);
}
