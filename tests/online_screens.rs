//! Headless tests of the online screens against a real server in-process: a game
//! created shows its code, a second app joins by it (or by opening its link) and both
//! enter the match, a third watches from the lobby; bad codes and an unreachable server
//! are told with a way back; the server, the name and the seat's token are kept across
//! a restart and the seat is taken back, also when its invitation is opened again; what
//! the command line gives (a server, an invitation) holds for the run and replaces
//! nothing the player saved.

mod common;
#[path = "../crates/client/tests/common/mod.rs"]
mod online;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use common::data_dir;
use plateau::launch::{LaunchOptions, OnlineAtStart, OnlineView};
use plateau::match_setup::SeatPlayer;
use plateau::online::screens::{Invitation, OnlineRequest, OnlineScreen, Page, Problem};
use plateau::online::session::{EnterOnlineMatch, OnlineSession};
use plateau::screens::Screen;
use plateau::settings::Settings;
use plateau::storage::Storage;
use plateau_client::{Connection, Failure};

/// How many times the app wrote [`EnterOnlineMatch`].
#[derive(Resource, Default)]
struct Entered(usize);

fn count_entries(mut enter: MessageReader<EnterOnlineMatch>, mut entered: ResMut<Entered>) {
    entered.0 += enter.read().count();
}

/// The app's logic on `storage`, with `start` (the online part of the launch options)
/// as the app was opened with, its server and the player's name set first.
fn app_with(storage: Storage, server: &str, name: &str, start: Option<OnlineAtStart>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(storage)
        .add_plugins(plateau::logic_plugins)
        .init_resource::<Entered>()
        .add_systems(Update, count_entries);
    if let Some(start) = start {
        app.insert_resource(start);
    }
    // The settings are read at start (PreStartup): what the test sets goes after.
    let (server, name) = (server.to_string(), name.to_string());
    let set = move |mut settings: ResMut<Settings>| {
        if !server.is_empty() {
            settings.online.server = server.clone();
        }
        if !name.is_empty() {
            settings.online.name = name.clone();
        }
    };
    app.add_systems(PreStartup, set.after(plateau::settings::load));
    app.update();
    app
}

/// An app on the online screen of the server at `server`, keeping nothing.
fn online_app(server: &str, name: &str) -> App {
    let mut app = app_with(Storage::default(), server, name, None);
    enter_online(&mut app);
    app
}

/// Shows the online screen, as the title's "Play online" does.
fn enter_online(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Online);
    app.update();
}

fn request(app: &mut App, request: OnlineRequest) {
    app.world_mut().write_message(request);
    app.update();
}

fn screen(app: &App) -> &OnlineScreen {
    app.world().resource::<OnlineScreen>()
}

fn entered(app: &App) -> usize {
    app.world().resource::<Entered>().0
}

/// Runs the apps' frames until `done` says yes; fails after 20 s.
fn until(apps: &mut [&mut App], what: &str, mut done: impl FnMut(&[&mut App]) -> bool) {
    let deadline = Instant::now() + online::PATIENCE;
    while !done(apps) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// A game of Y for two people, as the create page makes it.
fn two_people(app: &App, name: &str) -> plateau_client::NewGame {
    let mut form = screen(app).form.clone();
    form.setup = plateau::catalog::find("y")
        .unwrap()
        .new_setup(plateau::i18n::Language::English);
    form.setup.players = vec![SeatPlayer::Human; 2];
    form.new_game(name)
}

/// Runs `app` until the seat it holds is kept in its settings with its game, then one
/// frame more.
fn until_seat_kept(app: &mut App) {
    until(&mut [&mut *app], "the seat kept", |apps| {
        let kept = &apps[0].world().resource::<Settings>().online.seat;
        kept.as_ref().is_some_and(|k| k.game.is_some())
    });
    app.update();
}

/// Ann creates a game of two people (her seat and one open) and waits for its
/// invitation.
fn invite(ann: &mut App) -> Invitation {
    let new = two_people(ann, "Ann");
    request(ann, OnlineRequest::Create(new));
    until(&mut [ann], "the invitation", |apps| {
        screen(apps[0]).invitation.is_some()
    });
    screen(ann).invitation.clone().unwrap()
}

#[test]
fn a_game_created_shows_its_code_a_friend_joins_by_it_and_a_third_watches() {
    let (_database, server) = online::server("app-create-join");
    let address = server.address.to_string();
    let mut ann = online_app(&address, "Ann");
    let new = two_people(&ann, "Ann");
    request(&mut ann, OnlineRequest::Show(Page::Create));
    request(&mut ann, OnlineRequest::Create(new));
    until(&mut [&mut ann], "the invitation", |apps| {
        screen(apps[0]).page == Page::Invitation
    });
    let invitation = screen(&ann).invitation.clone().unwrap();
    assert_eq!(invitation.code.len(), 6);
    assert!(
        invitation
            .link
            .contains(&format!("join={}", invitation.code)),
        "{invitation:?}"
    );
    // Nobody else came yet: the creator waits on the invitation page.
    for _ in 0..20 {
        ann.update();
    }
    assert_eq!(entered(&ann), 0);
    assert_eq!(screen(&ann).page, Page::Invitation);

    // The friend pastes the link.
    let mut bob = online_app(&address, "Bob");
    request(&mut bob, OnlineRequest::Show(Page::Join));
    request(&mut bob, OnlineRequest::Join(invitation.link.clone()));
    until(&mut [&mut ann, &mut bob], "both to enter", |apps| {
        entered(apps[0]) == 1 && entered(apps[1]) == 1
    });
    for app in [&ann, &bob] {
        let online = app.world().non_send::<OnlineSession>();
        let session = online.get().unwrap();
        assert_eq!(session.code(), Some(invitation.code.as_str()));
        let kept = app
            .world()
            .resource::<Settings>()
            .online
            .seat
            .clone()
            .unwrap();
        assert_eq!(Some(kept.token.as_str()), session.token());
        assert_eq!(kept.game.as_deref(), Some("y"));
    }

    // A third finds the game in the lobby among the games to watch, and watches it.
    let mut cid = online_app(&address, "Cid");
    request(&mut cid, OnlineRequest::Show(Page::Lobby));
    until(&mut [&mut cid], "the game in the lobby", |apps| {
        screen(apps[0])
            .lobby
            .iter()
            .any(|g| g.code == invitation.code && !g.open)
    });
    request(&mut cid, OnlineRequest::Watch(invitation.code.clone()));
    until(&mut [&mut cid], "watching", |apps| entered(apps[0]) == 1);
    let online = cid.world().non_send::<OnlineSession>();
    assert_eq!(
        online.get().unwrap().seat(),
        None,
        "a spectator holds no seat"
    );
}

#[test]
fn the_lobby_is_asked_again_while_shown_and_lists_a_game_created_meanwhile() {
    let (_database, server) = online::server("app-lobby");
    let address = server.address.to_string();
    let mut watcher = online_app(&address, "Dee");
    request(&mut watcher, OnlineRequest::Show(Page::Lobby));
    until(&mut [&mut watcher], "connected", |apps| {
        let online = apps[0].world().non_send::<OnlineSession>();
        matches!(
            online.get().unwrap().connection(),
            Connection::Connected { .. }
        )
    });
    let mut ann = online_app(&address, "Ann");
    let new = two_people(&ann, "Ann");
    request(&mut ann, OnlineRequest::Create(new));
    until(&mut [&mut ann], "the invitation", |apps| {
        screen(apps[0]).invitation.is_some()
    });
    let code = screen(&ann).invitation.clone().unwrap().code;
    // No new request from the page: the lobby refreshes by itself.
    until(
        &mut [&mut watcher, &mut ann],
        "the new game listed",
        |apps| {
            screen(apps[0])
                .lobby
                .iter()
                .any(|g| g.code == code && g.open)
        },
    );
    // Filtered by another game, it is not listed.
    request(
        &mut watcher,
        OnlineRequest::FilterLobby(Some("yinsh".into())),
    );
    assert!(screen(&watcher).lobby.is_empty());
    let settle = Instant::now() + Duration::from_millis(500);
    while Instant::now() < settle {
        watcher.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(screen(&watcher).lobby.iter().all(|g| g.code != code));
}

#[test]
fn bad_codes_and_an_unreachable_server_are_told_with_a_way_back() {
    let (_database, server) = online::server("app-problems");
    let mut ann = online_app(&server.address.to_string(), "Ann");
    request(&mut ann, OnlineRequest::Join("KXPTRI".into()));
    let problem = screen(&ann).problem.clone().unwrap();
    assert_eq!(problem, Problem::NotACode("KXPTRI".into()));
    assert!(
        problem
            .text(plateau::i18n::Language::English)
            .contains("6 letters")
    );
    assert_eq!(entered(&ann), 0);

    request(&mut ann, OnlineRequest::Join("kxp-trm".into()));
    until(&mut [&mut ann], "the refusal", |apps| {
        screen(apps[0]).problem.is_some()
    });
    let problem = screen(&ann).problem.clone().unwrap();
    assert!(matches!(&problem, Problem::Refused { code, .. } if code == "no_game"));
    assert_eq!(
        problem.text(plateau::i18n::Language::French),
        "Aucune partie en cours n'a ce code : vérifiez-le avec votre ami."
    );
    assert_eq!(screen(&ann).waiting, None);

    // Without a name, nothing is asked.
    ann.world_mut()
        .resource_mut::<Settings>()
        .online
        .name
        .clear();
    request(&mut ann, OnlineRequest::Join("KXPTRM".into()));
    assert_eq!(screen(&ann).problem, Some(Problem::NameNeeded));

    // A port where no server listens.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let nowhere = closed.local_addr().unwrap().to_string();
    drop(closed);
    let mut lost = online_app(&nowhere, "Ann");
    until(&mut [&mut lost], "the failure", |apps| {
        screen(apps[0]).problem.is_some()
    });
    let problem = screen(&lost).problem.clone().unwrap();
    assert!(
        matches!(&problem, Problem::Failure(Failure::Unreachable { address, .. }) if *address == nowhere),
        "{problem:?}"
    );
    let text = problem.text(plateau::i18n::Language::English);
    assert!(
        text.starts_with(&format!("The server cannot be reached at {nowhere} (")),
        "{text}"
    );
    // Create is refused at once with the same problem, and Back leads to the title.
    let new = two_people(&lost, "Ann");
    request(&mut lost, OnlineRequest::Create(new));
    assert!(matches!(screen(&lost).problem, Some(Problem::Failure(_))));
    request(&mut lost, OnlineRequest::Leave);
    lost.update();
    assert_eq!(
        *lost.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    assert!(lost.world().non_send::<OnlineSession>().get().is_none());

    // A bad address is told too.
    let mut typo = online_app("ftp://example.org", "Ann");
    assert!(matches!(screen(&typo).problem, Some(Problem::Address(_))));
    typo.update();
}

#[test]
fn the_server_name_and_seat_are_kept_across_a_restart_and_the_seat_taken_back() {
    let (_database, server) = online::server("app-resume");
    let address = server.address.to_string();
    let dir = data_dir("online-resume");
    let code = {
        let mut ann = app_with(Storage::in_dir(&dir), &address, "Ann", None);
        enter_online(&mut ann);
        let mut new = two_people(&ann, "Ann");
        // Against the server's computer: the match starts at once.
        new.seats[1] = plateau_client::protocol::SeatPlan::Computer {
            level: "beginner".into(),
        };
        request(&mut ann, OnlineRequest::Create(new));
        until(&mut [&mut ann], "the match", |apps| entered(apps[0]) == 1);
        until_seat_kept(&mut ann);
        let online = ann.world().non_send::<OnlineSession>();
        online.get().unwrap().code().unwrap().to_string()
    };
    // The app is closed and opened again.
    let mut ann = app_with(Storage::in_dir(&dir), "", "", None);
    let settings = ann.world().resource::<Settings>().online.clone();
    assert_eq!(settings.server, address);
    assert_eq!(settings.name, "Ann");
    let kept = settings.seat.clone().unwrap();
    assert_eq!(kept.code, code);
    assert_eq!(kept.game.as_deref(), Some("y"));
    enter_online(&mut ann);
    request(&mut ann, OnlineRequest::Resume);
    until(&mut [&mut ann], "the seat taken back", |apps| {
        entered(apps[0]) == 1
    });
    let online = ann.world().non_send::<OnlineSession>();
    let session = online.get().unwrap();
    assert_eq!(session.code(), Some(code.as_str()));
    assert_eq!(session.token(), Some(kept.token.as_str()));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_invitation_opened_at_start_joins_the_game() {
    let (_database, server) = online::server("app-join-at-start");
    let address = server.address.to_string();
    let mut ann = online_app(&address, "Ann");
    let invitation = invite(&mut ann);

    // `plateau --join CODE --server ADDR`.
    let options = LaunchOptions::parse(
        [
            "--join",
            &invitation.code.to_lowercase(),
            "--server",
            &address,
        ]
        .map(String::from),
    )
    .unwrap();
    assert_eq!(options.online.server.as_deref(), Some(address.as_str()));
    let mut bob = app_with(Storage::default(), "", "Bob", Some(options.online));
    bob.update();
    assert_eq!(
        *bob.world().resource::<State<Screen>>().get(),
        Screen::Online
    );
    assert_eq!(screen(&bob).page, Page::Join);
    until(&mut [&mut ann, &mut bob], "both to enter", |apps| {
        entered(apps[0]) == 1 && entered(apps[1]) == 1
    });

    // The page's `?join=CODE`, without a name yet: the join page waits for it.
    let asked = OnlineAtStart {
        server: Some(address.clone()),
        join: Some(format!("?join={}", invitation.code)),
        ..OnlineAtStart::default()
    };
    let mut cid = app_with(Storage::default(), "", "", Some(asked));
    for _ in 0..20 {
        cid.update();
    }
    assert_eq!(screen(&cid).page, Page::Join);
    assert_eq!(screen(&cid).join_text, format!("?join={}", invitation.code));
    assert_eq!(entered(&cid), 0);
    assert_eq!(screen(&cid).waiting, None);
}

#[test]
fn an_invitation_opened_again_by_its_player_takes_the_kept_seat_back() {
    let (_database, server) = online::server("app-join-again");
    let address = server.address.to_string();
    let mut ann = online_app(&address, "Ann");
    let invitation = invite(&mut ann);
    let dir = data_dir("online-join-again");
    let opened = || OnlineAtStart {
        server: Some(address.clone()),
        join: Some(format!("?join={}", invitation.code)),
        ..OnlineAtStart::default()
    };
    let token = {
        let mut bob = app_with(Storage::in_dir(&dir), "", "Bob", Some(opened()));
        until(&mut [&mut ann, &mut bob], "both to enter", |apps| {
            entered(apps[0]) == 1 && entered(apps[1]) == 1
        });
        until_seat_kept(&mut bob);
        let online = bob.world().non_send::<OnlineSession>();
        online.get().unwrap().token().unwrap().to_string()
    };
    // The page of the link is reloaded: the same seat, not a second join (the game has
    // no open seat left: a join would be refused).
    let mut bob = app_with(Storage::in_dir(&dir), "", "", Some(opened()));
    until(&mut [&mut ann, &mut bob], "the seat taken back", |apps| {
        entered(apps[1]) == 1
    });
    let online = bob.world().non_send::<OnlineSession>();
    let session = online.get().unwrap();
    assert_eq!(session.code(), Some(invitation.code.as_str()));
    assert_eq!(session.token(), Some(token.as_str()));
    assert_eq!(screen(&bob).problem, None);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The settings as saved in `dir`.
fn saved_settings(dir: &std::path::Path) -> Settings {
    let text = std::fs::read_to_string(dir.join("settings.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn a_server_given_at_start_is_for_the_run_and_the_players_own_stays_saved() {
    let dir = data_dir("online-server-for-the-run");
    {
        // The player's own choice, saved.
        let mut app = app_with(Storage::in_dir(&dir), "example.org:9000", "Bob", None);
        app.update();
    }
    assert_eq!(saved_settings(&dir).online.server, "example.org:9000");

    // `plateau --server 127.0.0.1:1`: used in this run, not saved, whatever else is.
    let options = LaunchOptions::parse(["--server", "127.0.0.1:1"].map(String::from)).unwrap();
    let mut app = app_with(Storage::in_dir(&dir), "", "", Some(options.online));
    assert_eq!(
        app.world().resource::<Settings>().online.server,
        "127.0.0.1:1"
    );
    app.world_mut().resource_mut::<Settings>().language = plateau::i18n::Language::French;
    app.update();
    let saved = saved_settings(&dir);
    assert_eq!(saved.language, plateau::i18n::Language::French);
    assert_eq!(saved.online.server, "example.org:9000");

    // The player types another server: theirs to keep.
    app.world_mut().resource_mut::<Settings>().online.server = "example.net:7000".into();
    app.update();
    assert_eq!(saved_settings(&dir).online.server, "example.net:7000");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_joined_from_the_command_line_leaves_the_kept_seat_kept() {
    use plateau::online_settings::KeptSeat;
    let (_database, server) = online::server("app-join-keeps-seat");
    let address = server.address.to_string();
    let mut ann = online_app(&address, "Ann");
    let invitation = invite(&mut ann);
    // Bob keeps a seat of an unfinished game (a rematch not played yet).
    let dir = data_dir("online-join-keeps-seat");
    let kept = KeptSeat {
        server: address.clone(),
        code: "KXPTRM".into(),
        game: Some("y".into()),
        token: "the-rematch-token".into(),
    };
    let mut settings = Settings::default();
    settings.online.name = "Bob".into();
    settings.online.seat = Some(kept.clone());
    Storage::in_dir(&dir)
        .write("settings.json", &serde_json::to_string(&settings).unwrap())
        .unwrap();

    // `plateau --join CODE --server ADDR`: the game is joined and played; the kept
    // seat stays, in the settings and in their file.
    let options =
        LaunchOptions::parse(["--join", &invitation.code, "--server", &address].map(String::from))
            .unwrap();
    let mut bob = app_with(Storage::in_dir(&dir), "", "", Some(options.online));
    until(&mut [&mut ann, &mut bob], "both to enter", |apps| {
        entered(apps[0]) == 1 && entered(apps[1]) == 1
    });
    for _ in 0..5 {
        bob.update();
    }
    assert_eq!(
        bob.world().resource::<Settings>().online.seat.as_ref(),
        Some(&kept)
    );
    assert_eq!(saved_settings(&dir).online.seat, Some(kept));

    // A game Bob joins by hand is his choice: its seat is kept instead.
    let mut cid = online_app(&address, "Cid");
    let other = invite(&mut cid);
    enter_online(&mut bob);
    request(&mut bob, OnlineRequest::Join(other.code.clone()));
    until(&mut [&mut cid, &mut bob], "the new seat kept", |apps| {
        let seat = &apps[1].world().resource::<Settings>().online.seat;
        seat.as_ref().is_some_and(|s| s.code == other.code)
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_join_and_server_options_are_explained() {
    let error = |args: &[&str]| {
        LaunchOptions::parse(args.iter().map(|s| s.to_string()))
            .err()
            .unwrap_or_default()
    };
    assert_eq!(
        error(&["--join", "KXPTRI"]),
        "bad --join 'KXPTRI': write a code of 6 letters or an invitation link"
    );
    assert_eq!(
        error(&["--server", "ftp://x"]),
        "bad --server 'ftp://x': ftp:// is not a server address"
    );
    assert_eq!(
        error(&["--kiosk", "--join", "KXPTRM"]),
        "--kiosk chooses its own games: leave out --demo, --link, --record, --join, --server and --open of a screen"
    );
    let options = LaunchOptions::parse(
        [
            "--join",
            "http://example.org:8080/?join=kxptrm",
            "--open",
            "lobby",
        ]
        .map(String::from),
    )
    .unwrap();
    assert_eq!(
        options.online.join.as_deref(),
        Some("http://example.org:8080/?join=kxptrm")
    );
    assert_eq!(options.online.page, Some(OnlineView::Lobby));
    assert_eq!(options.open, None);
}
