//! Headless tests of the online history against a real server in-process: two
//! accounts play a rated game of Y to its end; the app signed in as one of them lists
//! it in My games with the rating change, replays its record in the review of a saved
//! game (the result, and every move to step to), keeps it, and shows the player's page
//! with the rating; a game opened by its code at start is replayed when over, watched
//! while in progress, and an unknown code is told.

mod common;
#[path = "../crates/client/tests/common/mod.rs"]
mod online;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use common::data_dir;
use online::{Player, rated_y};
use plateau::games::y::session::{YInput, YSession};
use plateau::launch::OnlineAtStart;
use plateau::match_core::MatchCommand;
use plateau::online::screens::history::{History, HistoryRequest, Then};
use plateau::online::screens::{OnlineRequest, OnlineScreen, Page, Problem};
use plateau::online::session::OnlineSession;
use plateau::screens::Screen;
use plateau::screens::result::FinalResult;
use plateau::settings::Settings;
use plateau::storage::Storage;
use plateau_client::protocol::SeatPlan;
use plateau_client::{Event, NewGame};
use plateau_rules::Seat;

const PASSWORD: &str = "a long enough password";

/// Signs `player` up as `name`.
fn sign_up(player: &mut Player, name: &str) {
    player.session.sign_up(name, PASSWORD, &[]);
    player.expect("signed in", |e| {
        matches!(e, Event::SignedIn { name: n, .. } if n == name).then_some(())
    });
}

/// The code of the game `player` was seated in.
fn seated(player: &mut Player) -> String {
    player.expect("a seat", |e| match e {
        Event::Joined { code, .. } => Some(code.clone()),
        _ => None,
    })
}

/// Plays `moves` actions, each by the player to move, and waits until both saw them.
fn play(players: &mut [&mut Player; 2], moves: usize) {
    for ply in 0..moves as u64 {
        online::until("the turn", || {
            players.iter_mut().for_each(|p| p.pump());
            players.iter().all(|p| p.ply() == Some(ply))
                && players.iter().any(|p| p.session.game().unwrap().my_turn())
        });
        let mover = players
            .iter_mut()
            .find(|p| p.session.game().unwrap().my_turn())
            .unwrap();
        let action = mover.session.game().unwrap().view.legal[0].clone();
        mover.session.play(&action);
    }
    online::until("the last action everywhere", || {
        players.iter_mut().for_each(|p| p.pump());
        players.iter().all(|p| p.ply() == Some(moves as u64))
    });
}

/// Ann and Bob (accounts) play a rated game of Y: three moves, then Bob resigns.
/// Returns them and the game's code.
fn a_finished_rated_game(address: std::net::SocketAddr) -> (Player, Player, String) {
    let mut ann = Player::connect(address);
    sign_up(&mut ann, "ann");
    let mut bob = Player::connect(address);
    sign_up(&mut bob, "bob");
    ann.session.quick_game(rated_y("Ann"));
    ann.expect("waiting", |e| {
        matches!(e, Event::Waiting { .. }).then_some(())
    });
    bob.session.quick_game(rated_y("Bob"));
    let code = seated(&mut bob);
    assert_eq!(seated(&mut ann), code);
    play(&mut [&mut ann, &mut bob], 3);
    bob.session.resign();
    online::until("the end", || {
        [&mut ann, &mut bob].iter_mut().for_each(|p| p.pump());
        ann.session.game().is_some_and(|g| g.view.outcome.is_some())
    });
    (ann, bob, code)
}

/// A game of two people between Ann and Bob, in progress: its code.
fn a_live_game(address: std::net::SocketAddr) -> (Player, Player, String) {
    let mut ann = Player::connect(address);
    ann.session.create(NewGame {
        game: "y".into(),
        options: BTreeMap::new(),
        seats: vec![SeatPlan::Human; 2],
        clock: None,
        name: "Ann".into(),
        seat: Some(0),
        listed: false,
    });
    let code = seated(&mut ann);
    let mut bob = Player::connect(address);
    bob.session.join(&code, "Bob", None);
    seated(&mut bob);
    play(&mut [&mut ann, &mut bob], 1);
    (ann, bob, code)
}

/// The app's logic on `storage`, its server set, opened with `start`.
fn app_with(storage: Storage, server: &str, start: Option<OnlineAtStart>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(storage)
        .add_plugins(plateau::logic_plugins);
    if let Some(start) = start {
        app.insert_resource(start);
    }
    let server = server.to_string();
    let set = move |mut settings: ResMut<Settings>| {
        settings.online.server = server.clone();
        settings.online.name = "Ann".into();
    };
    app.add_systems(PreStartup, set.after(plateau::settings::load));
    app.update();
    app
}

/// Runs the app's frames until `done` says yes; fails after 20 s.
fn until(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    let deadline = Instant::now() + online::PATIENCE;
    while !done(app) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn request(app: &mut App, request: OnlineRequest) {
    app.world_mut().write_message(request);
    app.update();
}

fn history(app: &App) -> &History {
    app.world().resource::<History>()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The stones on the board the review shows.
fn stones_shown(app: &App) -> u32 {
    let shown = app.world().resource::<YSession>().shown();
    (0..2)
        .map(|seat| shown.stones(Seat(seat)).count_ones())
        .sum()
}

#[test]
fn my_games_list_a_rated_game_that_replays_keeps_and_leads_to_the_players_page() {
    let (_database, server) = online::server("app-history");
    let (_ann, _bob, code) = a_finished_rated_game(server.address);
    let dir = data_dir("history");
    let mut app = app_with(Storage::in_dir(&dir), &server.address.to_string(), None);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Online);
    app.update();
    app.world_mut()
        .non_send_mut::<OnlineSession>()
        .get_mut()
        .unwrap()
        .sign_in("ann", PASSWORD, &[]);
    until(&mut app, "signed in", |app| {
        let online = app.world().non_send::<OnlineSession>();
        online.get().and_then(|s| s.account()) == Some("ann")
    });

    // My games: the game, won, with both rating changes.
    request(&mut app, OnlineRequest::Show(Page::MyGames));
    assert_eq!(app.world().resource::<OnlineScreen>().page, Page::MyGames);
    until(&mut app, "my games", |app| {
        history(app).mine.as_ref().is_some_and(|m| !m.loading)
    });
    let mine = history(&app).mine.clone().unwrap();
    assert_eq!(mine.games.len(), 1, "{mine:?}");
    let played = &mine.games[0];
    assert_eq!(played.game.code, code);
    assert_eq!(played.game.game, "y");
    let own = played
        .game
        .players
        .iter()
        .find(|p| p.seat == played.seat)
        .unwrap();
    let shift = own.rating_change.expect("Ann's rating change");
    assert!(shift.after > shift.before, "the winner gains: {shift:?}");
    assert!(shift.provisional);
    assert!(
        played
            .game
            .players
            .iter()
            .all(|p| p.rating_change.is_some())
    );

    // Save keeps it among the saved games and says where.
    let keep = HistoryRequest::Record {
        code: code.clone(),
        then: Then::Keep,
    };
    request(&mut app, OnlineRequest::History(keep));
    until(&mut app, "kept", |app| history(app).message.is_some());
    let message = history(&app).message.clone().unwrap();
    let kept: Vec<_> = std::fs::read_dir(dir.join("games")).unwrap().collect();
    assert_eq!(kept.len(), 1);
    assert!(message.starts_with("Saved as "), "{message}");

    // The player's page: the rating in Y, and the recent game.
    let me = HistoryRequest::Player("ann".into());
    request(&mut app, OnlineRequest::History(me));
    assert_eq!(app.world().resource::<OnlineScreen>().page, Page::Player);
    until(&mut app, "the player's page", |app| {
        history(app)
            .player
            .as_ref()
            .is_some_and(|p| p.ratings.is_some() && !p.games.loading)
    });
    let page = history(&app).player.clone().unwrap();
    let ratings = page.ratings.unwrap().ratings;
    assert_eq!(ratings.len(), 1, "{ratings:?}");
    assert_eq!((ratings[0].key.as_str(), ratings[0].games), ("y", 1));
    assert_eq!(ratings[0].rating, format!("{}?", shift.after));
    assert_eq!(ratings[0].points.len(), 1);
    assert_eq!(page.games.games[0].game.code, code);

    // Replay: the review of the finished game, its result shown, every move reached.
    let replay = HistoryRequest::Record {
        code: code.clone(),
        then: Then::Replay,
    };
    request(&mut app, OnlineRequest::History(replay));
    until(&mut app, "the replay", |app| screen(app) == Screen::Result);
    let result = app.world().resource::<FinalResult>();
    assert!(result.result.is_some());
    assert!(!result.online, "a replay, not an online match");
    let moves = app.world().resource::<YSession>().game.len();
    assert_eq!(moves, 3);
    for step in 0..=moves {
        let review = YInput::Command(MatchCommand::Review(Some(step)));
        app.world_mut().write_message(review);
        app.update();
        assert_eq!(stones_shown(&app), step as u32, "step {step}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_game_code_at_start_replays_a_finished_game_watches_a_live_one_and_tells_an_unknown_one() {
    let (_database, server) = online::server("app-game-code");
    let address = server.address.to_string();
    let (_ann, _bob, finished) = a_finished_rated_game(server.address);
    let (_ann2, _bob2, live) = a_live_game(server.address);
    let opened = |code: &str| {
        let start = OnlineAtStart {
            game: Some(code.to_string()),
            ..OnlineAtStart::default()
        };
        app_with(Storage::default(), &address, Some(start))
    };

    let mut app = opened(&finished);
    until(&mut app, "the replay", |app| screen(app) == Screen::Result);
    assert_eq!(app.world().resource::<YSession>().game.len(), 3);

    let mut app = opened(&live);
    until(&mut app, "the watched match", |app| {
        screen(app) == Screen::Match
    });
    let online = app.world().non_send::<OnlineSession>();
    let game = online.get().and_then(|s| s.game()).unwrap();
    assert_eq!(
        (game.view.code.as_str(), game.view.seat),
        (live.as_str(), None)
    );

    let mut app = opened("ZZZZZZ");
    until(&mut app, "the problem", |app| {
        app.world().resource::<OnlineScreen>().problem.is_some()
    });
    let problem = app.world().resource::<OnlineScreen>().problem.clone();
    assert_eq!(problem, Some(Problem::UnknownGame("ZZZZZZ".into())));
    assert_eq!(screen(&app), Screen::Online);
}

#[test]
fn a_guests_my_games_are_the_online_games_kept_on_this_device() {
    use plateau::online::remote::OnlineMatch;
    let (_database, server) = online::server("app-history-guest");
    let (mut ann, _bob, code) = a_finished_rated_game(server.address);
    ann.session.record(&code);
    let record = ann.expect("the record", |e| match e {
        Event::Record { record, .. } => Some(record.clone()),
        _ => None,
    });
    let dir = data_dir("history-guest");
    std::fs::create_dir_all(dir.join("games")).unwrap();
    std::fs::write(dir.join("games/y-online.json"), &record).unwrap();
    std::fs::write(dir.join("games/y-at-home.json"), &record).unwrap();
    let mut app = app_with(Storage::in_dir(&dir), &server.address.to_string(), None);
    // The online match kept its game: it is noted as an online game of this device.
    app.world_mut().insert_resource(OnlineMatch {
        code: code.clone(),
        kept: Some("games/y-online.json".into()),
        ..OnlineMatch::default()
    });
    app.update();
    app.world_mut().remove_resource::<OnlineMatch>();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Online);
    app.update();
    request(&mut app, OnlineRequest::Show(Page::MyGames));
    let kept = history(&app).kept.clone();
    assert_eq!(kept.len(), 1, "only the online game: {kept:?}");
    assert_eq!(
        (kept[0].0.code.as_str(), kept[0].0.file.as_str()),
        (code.as_str(), "games/y-online.json")
    );
    assert!(history(&app).mine.is_none());
    request(
        &mut app,
        OnlineRequest::History(HistoryRequest::ReplayKept(kept[0].0.file.clone())),
    );
    until(&mut app, "the replay", |app| screen(app) == Screen::Result);
    assert_eq!(app.world().resource::<YSession>().game.len(), 3);
    std::fs::remove_dir_all(dir).unwrap();
}
