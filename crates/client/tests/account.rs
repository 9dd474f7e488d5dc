//! A session's account against a real server in-process: signing up, in and out, the
//! account taken back by itself after a drop, refusals given as the account's, a quick
//! game asked for, waited for, cancelled and paired, and a player's history and
//! ratings asked for.

mod common;

use common::{Player, Relay, rated_y, server, until};
use plateau_client::Event;

const PASSWORD: &str = "a long enough password";

/// Signs `player` up as `name` and gives the session token.
fn sign_up(player: &mut Player, name: &str) -> String {
    player.session.sign_up(name, PASSWORD, &[]);
    player.expect("signed in", |e| match e {
        Event::SignedIn {
            name: n, session, ..
        } if n == name => Some(session.clone()),
        _ => None,
    })
}

#[test]
fn signing_up_in_and_out_and_a_session_kept_for_the_next_run() {
    let (_database, server) = server("account-sign");
    let mut ann = Player::connect(server.address);
    let session = sign_up(&mut ann, "ann");
    assert_eq!(ann.session.account(), Some("ann"));

    // The next run signs in with the kept session token.
    let mut again = Player::connect(server.address);
    again.session.resume_account(&session);
    again.expect("signed in again", |e| {
        matches!(e, Event::SignedIn { name, .. } if name == "ann").then_some(())
    });

    // A wrong password and a taken name are the account's refusals.
    let mut other = Player::connect(server.address);
    other.session.sign_in("ann", "not the password", &[]);
    let code = other.expect("refused", |e| match e {
        Event::AccountRefused { code, .. } => Some(code.clone()),
        _ => None,
    });
    assert_eq!(code, "wrong_credentials");
    other.session.sign_up("Ann", PASSWORD, &[]);
    let code = other.expect("refused", |e| match e {
        Event::AccountRefused { code, .. } => Some(code.clone()),
        _ => None,
    });
    assert_eq!(code, "name_taken");
    assert_eq!(other.session.account(), None);

    // Signed out, the session token is refused and forgotten.
    again.session.sign_out(false);
    assert_eq!(again.session.account(), None);
    again.expect("signed out", |e| {
        matches!(e, Event::SignedOut { everywhere: false }).then_some(())
    });
    let mut third = Player::connect(server.address);
    third.session.resume_account(&session);
    let code = third.expect("refused", |e| match e {
        Event::AccountRefused { code, .. } => Some(code.clone()),
        _ => None,
    });
    assert_eq!(code, "bad_session");
}

#[test]
fn the_account_and_the_quick_game_asked_for_are_taken_back_after_a_drop() {
    let (_database, server) = server("account-drop");
    let relay = Relay::start(server.address);
    let mut ann = Player::connect(relay.address);
    sign_up(&mut ann, "ann");
    ann.session.quick_game(rated_y("Ann"));
    ann.expect("waiting", |e| {
        matches!(e, Event::Waiting { waiting: 1, .. }).then_some(())
    });

    relay.cut();
    // Back on a new connection: signed in again without news, waiting again.
    ann.expect("waiting again", |e| {
        matches!(e, Event::Waiting { waiting: 1, .. }).then_some(())
    });
    assert!(
        !ann.events
            .iter()
            .any(|e| matches!(e, Event::SignedIn { .. }))
    );
    assert_eq!(ann.session.account(), Some("ann"));
    assert!(ann.session.awaits_quick_game());

    // Bob asks for the same: both are seated in one rated game.
    let mut bob = Player::connect(server.address);
    sign_up(&mut bob, "bob");
    bob.session.quick_game(rated_y("Bob"));
    let code = bob.expect("bob's seat", |e| match e {
        Event::Joined { code, .. } => Some(code.clone()),
        _ => None,
    });
    let ann_code = ann.expect("ann's seat", |e| match e {
        Event::Joined { code, .. } => Some(code.clone()),
        _ => None,
    });
    assert_eq!(code, ann_code);
    assert!(!ann.session.awaits_quick_game());
    until("both accounts and ratings in Ann's view", || {
        ann.pump();
        ann.session.game().is_some_and(|g| {
            g.view
                .seats
                .iter()
                .all(|s| s.account.is_some() && s.rating.as_deref() == Some("1500?"))
        })
    });
}

#[test]
fn a_quick_game_cancelled_is_no_longer_waited_for() {
    let (_database, server) = server("account-cancel");
    let mut ann = Player::connect(server.address);
    let mut quick = rated_y("Ann");
    quick.rated = false;
    ann.session.quick_game(quick);
    ann.expect("waiting", |e| {
        matches!(e, Event::Waiting { .. }).then_some(())
    });
    let mut watcher = Player::connect(server.address);
    watcher.session.lobby(None);
    let waiting = watcher.expect("the lobby", |e| match e {
        Event::Lobby { waiting, .. } => Some(waiting.clone()),
        _ => None,
    });
    assert_eq!(waiting.get("y"), Some(&1));
    ann.session.cancel_quick();
    assert!(!ann.session.awaits_quick_game());
    ann.expect("cancelled", |e| {
        matches!(e, Event::QuickCancelled).then_some(())
    });
}

#[test]
fn a_rated_quick_game_without_an_account_is_refused() {
    let (_database, server) = server("account-unrated");
    let mut guest = Player::connect(server.address);
    guest.session.quick_game(rated_y("Guest"));
    let code = guest.expect("refused", |e| match e {
        Event::Error { code, .. } => Some(code.clone()),
        _ => None,
    });
    assert_eq!(code, "not_signed_in");
}

#[test]
fn a_players_history_and_ratings_are_asked_for() {
    let (_database, server) = server("account-lists");
    let mut ann = Player::connect(server.address);
    sign_up(&mut ann, "ann");
    ann.session.history("ann", 0);
    let page = ann.expect("the history", |e| match e {
        Event::History(page) => Some(page.clone()),
        _ => None,
    });
    assert_eq!(
        (page.name.as_str(), page.games.len(), page.more),
        ("ann", 0, false)
    );
    ann.session.ratings("ann");
    let ratings = ann.expect("the ratings", |e| match e {
        Event::Ratings(ratings) => Some(ratings.clone()),
        _ => None,
    });
    assert_eq!(ratings.name, "ann");
    ann.session.history("nobody", 0);
    let code = ann.expect("refused", |e| match e {
        Event::Error { code, .. } => Some(code.clone()),
        _ => None,
    });
    assert_eq!(code, "no_account");
}

#[test]
fn a_finished_games_record_comes_and_a_live_one_is_not_over() {
    let (_database, server) = server("account-record");
    let mut ann = Player::connect(server.address);
    let mut bob = Player::connect(server.address);
    let mut quick = rated_y("Ann");
    quick.rated = false;
    ann.session.quick_game(quick.clone());
    quick.name = "Bob".into();
    bob.connected();
    bob.session.quick_game(quick);
    let code = ann.expect("ann's seat", |e| match e {
        Event::Joined { code, .. } => Some(code.clone()),
        _ => None,
    });
    bob.expect("bob's seat", |e| {
        matches!(e, Event::Joined { .. }).then_some(())
    });
    let mut watcher = Player::connect(server.address);
    watcher.session.record(&code);
    let refused = watcher.expect("refused", |e| match e {
        Event::Error { code, .. } => Some(code.clone()),
        _ => None,
    });
    assert_eq!(refused, "not_over");
    until("ann's view", || {
        ann.pump();
        ann.session.game().is_some()
    });
    ann.session.resign();
    until("the end", || {
        ann.pump();
        ann.session.game().is_some_and(|g| g.view.outcome.is_some())
    });
    watcher.session.record(&code.to_lowercase());
    let (game, record) = watcher.expect("the record", |e| match e {
        Event::Record { game, record } => Some((game.clone(), record.clone())),
        _ => None,
    });
    assert_eq!(game.code, code);
    let record = plateau_rules::record::GameRecord::from_json(&record).expect("a record");
    assert_eq!(record.game, "y");
}
