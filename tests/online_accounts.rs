//! Headless tests of accounts and quick games in the app against a real server
//! in-process: the app signs up, asks for a rated quick game and is paired with a
//! second player (a protocol client) without a code, the ratings show on the seat
//! lines, the game is played to its end and the result card shows both rating
//! changes; a second data folder signs in with the password (a wrong one is told),
//! keeps its session across a restart and signs out.

mod common;
#[path = "../crates/client/tests/common/mod.rs"]
mod net;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use common::{data_dir, new_app};
use net::{PATIENCE, Player, rated_y};
use plateau::games::y::YView;
use plateau::i18n::Language;
use plateau::kit::panel_addition::PanelAddition;
use plateau::kit::{Input, Session};
use plateau::online::account_texts;
use plateau::online::screens::account::{AccountForm, AccountRequest};
use plateau::online::screens::quick::{QuickForm, QuickRequest, QuickWait};
use plateau::online::screens::{OnlineScreen, Page};
use plateau::online::session::OnlineSession;
use plateau::screens::Screen;
use plateau::screens::result::FinalResult;
use plateau::settings::Settings;
use plateau::storage::Storage;
use plateau_client::Event;

const PASSWORD: &str = "a long enough password";

/// The app on `storage`, its server `address`, shown the online screen.
fn online_app(storage: Storage, address: &str, name: &str) -> App {
    let mut app = new_app(storage);
    let mut settings = app.world_mut().resource_mut::<Settings>();
    // Empty: as kept from the last run.
    if !address.is_empty() {
        settings.online.server = address.to_string();
        settings.online.name = name.to_string();
    }
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Online);
    app.update();
    app
}

/// Runs the app (and the other player's session) a frame at a time until `done`.
fn until(app: &mut App, other: &mut Player, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        app.update();
        other.pump();
        if done(app) {
            return;
        }
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn account(app: &App) -> Option<String> {
    let online = app.world().non_send::<OnlineSession>();
    online.get().and_then(|s| s.account()).map(str::to_string)
}

fn page(app: &App) -> Page {
    app.world().resource::<OnlineScreen>().page
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Fills the account's form and sends `request`.
fn fill_in(app: &mut App, name: &str, password: &str, request: AccountRequest) {
    let mut form = app.world_mut().resource_mut::<AccountForm>();
    form.name = name.to_string();
    form.password = password.to_string();
    app.world_mut().write_message(request);
    app.update();
}

/// The ply of the app's match.
fn plies(app: &App) -> usize {
    app.world().resource::<Session<YView>>().game.len()
}

#[test]
fn the_app_signs_up_finds_a_rated_quick_game_and_sees_the_ratings_move() {
    let (_database, server) = net::server("app-accounts");
    let address = server.address.to_string();
    let dir = data_dir("online-accounts");
    let mut app = online_app(Storage::in_dir(&dir), &address, "Ann");
    let mut bob = Player::connect(server.address);

    // Sign up: the session is kept in the settings, the menu shows again.
    app.world_mut().resource_mut::<OnlineScreen>().page = Page::SignUp;
    fill_in(&mut app, "ann", PASSWORD, AccountRequest::SignUp);
    until(&mut app, &mut bob, "the sign-up", |app| {
        account(app).as_deref() == Some("ann")
    });
    app.update();
    assert_eq!(page(&app), Page::Menu);
    let kept = app
        .world()
        .resource::<Settings>()
        .online
        .account
        .clone()
        .unwrap();
    assert_eq!(
        (kept.name.as_str(), kept.server.as_str()),
        ("ann", address.as_str())
    );
    assert!(app.world().resource::<AccountForm>().password.is_empty());

    // A rated quick game of Y at 5+3: the app waits, alone.
    {
        let mut form = app.world_mut().resource_mut::<QuickForm>();
        form.setup = plateau::catalog::find("y")
            .unwrap()
            .new_setup(Language::English);
        form.clock = Some(1);
        form.rated = true;
    }
    app.world_mut().write_message(QuickRequest::Find);
    until(&mut app, &mut bob, "the wait", |app| {
        let wait = app.world().resource::<QuickWait>();
        page(app) == Page::QuickWaiting && wait.since.is_some() && wait.waiting == 1
    });

    // Bob asks for the same: both are seated, and the app's match starts by itself.
    bob.session.sign_up("bob", PASSWORD, &[]);
    bob.expect("bob signed in", |e| {
        matches!(e, Event::SignedIn { .. }).then_some(())
    });
    bob.session.quick_game(rated_y("Bob"));
    until(&mut app, &mut bob, "the match", |app| {
        screen(app) == Screen::Match
    });
    until(&mut app, &mut bob, "the ratings on the seat lines", |app| {
        let notes = &app.world().resource::<PanelAddition>().seat_notes;
        notes.len() == 2 && notes.iter().all(|n| n.contains("1500?"))
    });

    // Each side plays, then Bob resigns: the game is rated.
    while plies(&app) < 2 {
        let before = plies(&app);
        let deadline = Instant::now() + PATIENCE;
        loop {
            app.update();
            bob.pump();
            let online = app.world().non_send::<OnlineSession>();
            // The server's view is at the board's ply and says it is the app's turn.
            let mine = online
                .get()
                .and_then(|s| s.game())
                .is_some_and(|g| g.my_turn() && g.view.ply as usize == before);
            if mine {
                let action = app.world().resource::<Session<YView>>().legal()[0];
                app.world_mut()
                    .write_message(Input::<YView>::Action(action));
                break;
            }
            let bobs = bob
                .session
                .game()
                .filter(|g| g.my_turn() && g.view.ply as usize == before);
            if let Some(game) = bobs {
                let action = game.view.legal[0].clone();
                bob.session.play(&action);
                break;
            }
            assert!(Instant::now() < deadline, "nobody's turn");
            std::thread::sleep(Duration::from_millis(2));
        }
        until(&mut app, &mut bob, "an action", |app| plies(app) > before);
    }
    // Both actions reached the server (Bob's view shows them) before Bob resigns: a game
    // that ends before each side has moved is not rated.
    let deadline = Instant::now() + PATIENCE;
    while bob.ply() < Some(2) {
        app.update();
        bob.pump();
        assert!(Instant::now() < deadline, "the actions never reached Bob");
        std::thread::sleep(Duration::from_millis(2));
    }
    bob.session.resign();
    until(
        &mut app,
        &mut bob,
        "the rating changes on the result card",
        |app| {
            let notes = &app.world().resource::<FinalResult>().notes;
            notes
                .iter()
                .any(|n| n.starts_with("Ann: ") && n.contains("(+"))
                && notes
                    .iter()
                    .any(|n| n.starts_with("Bob: ") && n.contains("(-"))
        },
    );
    until(&mut app, &mut bob, "the result card", |app| {
        screen(app) == Screen::Result
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_second_device_signs_in_keeps_its_session_and_signs_out() {
    let (_database, server) = net::server("app-sign-in");
    let address = server.address.to_string();
    let mut bob = Player::connect(server.address);
    bob.session.sign_up("ann", PASSWORD, &[]);
    bob.expect("the account made", |e| {
        matches!(e, Event::SignedIn { .. }).then_some(())
    });
    let dir = data_dir("online-sign-in");
    {
        let mut app = online_app(Storage::in_dir(&dir), &address, "");
        // A wrong password is told in the player's words, and nothing is kept.
        fill_in(&mut app, "ann", "not the password", AccountRequest::SignIn);
        until(&mut app, &mut bob, "the refusal", |app| {
            app.world().resource::<OnlineScreen>().problem.is_some()
        });
        let problem = app
            .world()
            .resource::<OnlineScreen>()
            .problem
            .clone()
            .unwrap();
        assert_eq!(
            problem.text(Language::French),
            account_texts::WRONG_CREDENTIALS.get(Language::French)
        );
        assert_eq!(app.world().resource::<Settings>().online.account, None);
        fill_in(&mut app, "ANN", PASSWORD, AccountRequest::SignIn);
        until(&mut app, &mut bob, "the sign-in", |app| {
            account(app).as_deref() == Some("ann")
        });
        app.update();
        // The name shown to others was empty: the account's is used.
        assert_eq!(app.world().resource::<Settings>().online.name, "ann");
    }
    // The app is closed and opened again: signed in by itself.
    let mut app = online_app(Storage::in_dir(&dir), "", "");
    until(&mut app, &mut bob, "signed in again", |app| {
        account(app).as_deref() == Some("ann")
    });
    app.world_mut().write_message(AccountRequest::SignOut);
    app.update();
    assert_eq!(account(&app), None);
    assert_eq!(app.world().resource::<Settings>().online.account, None);
    // Opened again, it stays signed out.
    drop(app);
    let mut app = online_app(Storage::in_dir(&dir), "", "");
    for _ in 0..50 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(account(&app), None);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_lobby_counts_the_players_waiting_for_a_quick_game() {
    let (_database, server) = net::server("app-lobby-waiting");
    let mut app = online_app(Storage::default(), &server.address.to_string(), "Ann");
    let mut guest = Player::connect(server.address);
    let mut quick = rated_y("Guest");
    quick.rated = false;
    guest.session.quick_game(quick);
    guest.expect("waiting", |e| {
        matches!(e, Event::Waiting { .. }).then_some(())
    });
    app.world_mut()
        .write_message(plateau::online::screens::OnlineRequest::Show(Page::Lobby));
    until(&mut app, &mut guest, "the count", |app| {
        let waiting = &app.world().resource::<OnlineScreen>().lobby_waiting;
        waiting.get("y") == Some(&1)
    });
    guest.session.cancel_quick();
    // Asked again every few seconds: the count goes.
    until(&mut app, &mut guest, "no count", |app| {
        app.world()
            .resource::<OnlineScreen>()
            .lobby_waiting
            .is_empty()
    });
}
