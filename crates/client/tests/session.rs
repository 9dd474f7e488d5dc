//! Sessions against a real server in-process: a whole game of Y between two sessions
//! with a third watching, reconnects through a relay that cuts connections, actions
//! kept while disconnected, refusals and an unreachable server.

mod common;

use std::collections::BTreeMap;
use std::time::Duration;

use common::{Player, Relay, server, until};
use plateau_client::protocol::{Preset, SeatPlan};
use plateau_client::{
    Change, Connection, Event, Failure, NewGame, Patience, Refusal, Session, invitation_code,
};
use rand::{RngExt, SeedableRng};

/// A game of Y for two people, created by `name`.
fn game_of_y(name: &str) -> NewGame {
    NewGame {
        game: "y".into(),
        options: BTreeMap::new(),
        seats: vec![SeatPlan::Human, SeatPlan::Human],
        clock: None,
        name: name.into(),
        seat: None,
        listed: true,
    }
}

/// Ann creates a game of Y and Bob joins it by its link: the code.
fn sit_down(ann: &mut Player, bob: &mut Player) -> String {
    ann.session.create(game_of_y("Ann"));
    let link = ann.expect("created", |e| match e {
        Event::Created { link, .. } => Some(link.clone()),
        _ => None,
    });
    let token = ann.expect("joined", |e| match e {
        Event::Joined { seat: 0, token, .. } => Some(token.clone()),
        _ => None,
    });
    assert_eq!(ann.session.token(), Some(token.as_str()));
    let code = invitation_code(&link).expect("the link holds the code");
    bob.session.join(&code.to_lowercase(), "Bob", None);
    bob.expect("joined", |e| {
        matches!(e, Event::Joined { seat: 1, .. }).then_some(())
    });
    until("both names in Ann's view", || {
        ann.pump();
        ann.session
            .game()
            .is_some_and(|g| g.view.seats.iter().all(|s| s.name.is_some()))
    });
    code
}

/// Waits until every session sees the same ply, and gives the seat to move (none
/// once over).
fn settle(players: &mut [&mut Player]) -> Option<usize> {
    until("the same ply everywhere", || {
        players.iter_mut().for_each(|p| p.pump());
        let plies: Vec<_> = players.iter().map(|p| p.ply()).collect();
        plies[0].is_some() && plies.iter().all(|p| *p == plies[0])
    });
    let game = players[0].session.game().unwrap();
    game.view
        .outcome
        .is_none()
        .then(|| game.view.to_move.unwrap() as usize)
}

/// A random legal action of the session to move.
fn random_action(player: &Player, rng: &mut impl rand::Rng) -> String {
    let game = player.session.game().unwrap();
    assert!(game.my_turn(), "{:?}", game.view);
    let legal = &game.view.legal;
    legal[rng.random_range(0..legal.len())].clone()
}

/// Plays one random legal action and waits until every session saw it; false once
/// the game is over.
fn play_one(seats: &mut [&mut Player], rng: &mut impl rand::Rng) -> bool {
    let Some(mover) = settle(seats) else {
        return false;
    };
    let ply = seats[0].ply().unwrap();
    let action = random_action(seats[mover], rng);
    seats[mover].session.play(&action);
    until("the action everywhere", || {
        seats.iter_mut().for_each(|p| p.pump());
        seats.iter().all(|p| p.ply() == Some(ply + 1))
    });
    true
}

/// The actions a session was told of one by one.
fn actions_seen(player: &mut Player) -> Vec<String> {
    let mut actions = Vec::new();
    while let Some(action) = player.take(|e| match e {
        Event::State(Change::Action(action)) => Some(action.clone()),
        _ => None,
    }) {
        actions.push(action);
    }
    actions
}

#[test]
fn two_sessions_play_a_game_of_y_to_the_end_and_a_third_watches() {
    let (_database, server) = server("whole-game");
    let mut ann = Player::connect(server.address);
    let mut bob = Player::connect(server.address);
    let code = sit_down(&mut ann, &mut bob);
    let mut eve = Player::connect(server.address);
    eve.session.watch(&code);
    eve.expect("watching", |e| {
        matches!(e, Event::Watching { .. }).then_some(())
    });
    let mut rng = rand::rngs::StdRng::seed_from_u64(43);
    let mut plies = 0;
    while play_one(&mut [&mut ann, &mut bob, &mut eve], &mut rng) {
        plies += 1;
        assert!(eve.session.game().unwrap().view.legal.is_empty());
    }
    let moves = ann.session.game().unwrap().view.moves.clone();
    assert_eq!(moves.len(), plies);
    for player in [&mut ann, &mut bob, &mut eve] {
        let outcome = player.expect("the end", |e| match e {
            Event::GameOver(outcome) => Some(outcome.clone()),
            _ => None,
        });
        assert_eq!(outcome.reason, "rules");
        assert!(outcome.winner.is_some(), "Y has no draws: {outcome:?}");
        assert_eq!(
            actions_seen(player),
            moves,
            "each action was told one by one"
        );
        assert!(player.session.game().unwrap().over());
    }
    assert_eq!(eve.session.seat(), None);
    assert_eq!(eve.session.code(), Some(code.as_str()));
    println!("a game of Y of {plies} actions played between two sessions, one watching");
}

#[test]
fn a_dropped_connection_resumes_the_seat_at_the_same_ply() {
    let (_database, server) = server("drop");
    let relay = Relay::start(server.address);
    let mut ann = Player::connect(relay.address);
    let mut bob = Player::connect(server.address);
    sit_down(&mut ann, &mut bob);
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    for _ in 0..3 {
        assert!(play_one(&mut [&mut ann, &mut bob], &mut rng));
    }
    let token = ann.session.token().unwrap().to_string();
    ann.events.clear();
    relay.cut();
    ann.expect("a reconnect", |e| {
        matches!(
            e,
            Event::Connection(Connection::Reconnecting { attempt: 1 })
        )
        .then_some(())
    });
    ann.expect("the connection back", |e| {
        matches!(e, Event::Connection(Connection::Connected { .. })).then_some(())
    });
    ann.expect("a resync", |e| {
        matches!(e, Event::State(Change::Resync)).then_some(())
    });
    assert_eq!(ann.ply(), Some(3));
    assert_eq!(ann.session.token(), Some(token.as_str()));
    assert!(
        ann.take(|e| matches!(e, Event::Joined { .. }).then_some(()))
            .is_none(),
        "the same seat is not announced again"
    );
    // The game goes on both ways.
    for _ in 0..2 {
        assert!(play_one(&mut [&mut ann, &mut bob], &mut rng));
    }
}

/// Ann (behind a relay) and Bob at a game of Y where Ann is to move, her relay
/// blocked and her session reconnecting.
fn ann_to_move_and_cut_off(
    test: &str,
) -> (common::Database, common::TestServer, Relay, Player, Player) {
    let (database, server) = server(test);
    let relay = Relay::start(server.address);
    let mut ann = Player::connect(relay.address);
    let mut bob = Player::connect(server.address);
    sit_down(&mut ann, &mut bob);
    let mut rng = rand::rngs::StdRng::seed_from_u64(2);
    while settle(&mut [&mut ann, &mut bob]) != Some(0) || ann.ply() == Some(0) {
        assert!(play_one(&mut [&mut ann, &mut bob], &mut rng));
    }
    relay.block();
    ann.expect("a reconnect", |e| {
        matches!(e, Event::Connection(Connection::Reconnecting { .. })).then_some(())
    });
    (database, server, relay, ann, bob)
}

#[test]
fn an_action_made_while_disconnected_is_sent_on_reconnect() {
    let (_database, _server, relay, mut ann, mut bob) = ann_to_move_and_cut_off("queued");
    let ply = ann.ply().unwrap();
    let action = random_action(&ann, &mut rand::rngs::StdRng::seed_from_u64(3));
    ann.session.play(&action);
    assert_eq!(ann.session.queued_action(), Some(action.as_str()));
    let second = ann.session.game().unwrap().view.legal[0].clone();
    ann.session.play(&second);
    ann.expect("the second action refused", |e| match e {
        Event::ActionRefused {
            reason: Refusal::Waiting,
            ..
        } => Some(()),
        _ => None,
    });
    for _ in 0..50 {
        ann.pump();
        bob.pump();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(
        bob.ply(),
        Some(ply),
        "nothing reached the server while cut off"
    );
    bob.events.clear();
    relay.unblock();
    until("Ann's action on both sides", || {
        ann.pump();
        bob.pump();
        ann.ply() == Some(ply + 1) && bob.ply() == Some(ply + 1)
    });
    assert_eq!(actions_seen(&mut bob), [action]);
    assert_eq!(ann.session.queued_action(), None);
    assert!(
        ann.take(|e| matches!(e, Event::ActionRefused { .. }).then_some(()))
            .is_none()
    );
}

#[test]
fn a_stale_action_is_refused_on_reconnect() {
    let (_database, server, relay, mut ann, mut bob) = ann_to_move_and_cut_off("stale");
    let ply = ann.ply().unwrap();
    let legal = ann.session.game().unwrap().view.legal.clone();
    ann.session.play(&legal[0]);
    // Ann plays another action on another device meanwhile.
    let mut other_device = Player::connect(server.address);
    other_device.session.resume(ann.session.token().unwrap());
    other_device.expect("the seat", |e| {
        matches!(e, Event::Joined { seat: 0, .. }).then_some(())
    });
    until("the other device's view", || {
        other_device.pump();
        other_device.ply() == Some(ply)
    });
    other_device.session.play(&legal[1]);
    until("Bob sees it", || {
        bob.pump();
        bob.ply() == Some(ply + 1)
    });
    relay.unblock();
    let reason = ann.expect("the refusal", |e| match e {
        Event::ActionRefused { action, reason } if *action == legal[0] => Some(reason.clone()),
        _ => None,
    });
    assert_eq!(
        reason,
        Refusal::Stale {
            made_at: ply,
            now: ply + 1
        }
    );
    assert_eq!(ann.ply(), Some(ply + 1));
    assert_eq!(
        ann.session.game().unwrap().view.moves[ply as usize],
        legal[1]
    );
    assert_eq!(ann.session.queued_action(), None);
}

#[test]
fn a_wrong_code_or_token_gets_its_error() {
    let (_database, server) = server("refusals");
    let mut ann = Player::connect(server.address);
    let error = |wanted: &'static str| {
        move |e: &Event| match e {
            Event::Error { code, message } if code == wanted => Some(message.clone()),
            _ => None,
        }
    };
    ann.session.join("ZZZZZZ", "Ann", None);
    ann.expect("no_game", error("no_game"));
    ann.session.watch("ABCDEF");
    ann.expect("no_game", error("no_game"));
    ann.session
        .resume("ZZZZZZ.00112233445566778899aabbccddeeff");
    ann.expect("bad_token", error("bad_token"));
    assert_eq!(ann.session.token(), None);
    assert_eq!(ann.session.code(), None);
    ann.session.play("a1");
    ann.expect("a refusal", |e| match e {
        Event::ActionRefused {
            reason: Refusal::NoSeat,
            ..
        } => Some(()),
        _ => None,
    });
    assert!(matches!(
        ann.session.connection(),
        Connection::Connected { .. }
    ));
}

#[test]
fn an_unreachable_server_fails_with_its_address() {
    // A port nothing listens on.
    let address = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let mut ann = Player::connect(address);
    let failure = ann.expect("the failure", |e| match e {
        Event::Connection(Connection::Failed(failure)) => Some(failure.clone()),
        _ => None,
    });
    assert!(
        matches!(&failure, Failure::Unreachable { address: given, .. } if *given == address.to_string())
    );
    assert!(
        failure
            .to_string()
            .starts_with(&format!("the server cannot be reached at {address} (")),
        "{failure}"
    );
    // Trying again fails the same way, and says so.
    ann.session.retry();
    assert_eq!(*ann.session.connection(), Connection::Connecting);
    ann.expect("the failure again", |e| {
        matches!(e, Event::Connection(Connection::Failed(_))).then_some(())
    });
}

/// A server that opens the WebSocket and never says a word (no welcome).
fn silent_server() -> std::net::SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        let mut open = Vec::new();
        for stream in listener.incoming().flatten() {
            if let Ok(socket) = tungstenite::accept(stream) {
                open.push(socket);
            }
        }
    });
    address
}

/// Polls `session` every `every` until its connection fails; the polls it took.
fn polls_until_failed(session: &mut Session, every: Duration) -> u32 {
    let mut polls = 0;
    while !matches!(session.connection(), Connection::Failed(_)) {
        std::thread::sleep(every);
        session.poll();
        polls += 1;
        assert!(polls < 500, "no failure after {polls} polls");
    }
    polls
}

#[test]
fn a_busy_app_gives_a_silent_server_its_whole_welcome_wait() {
    let address = silent_server().to_string();
    let patience = Patience {
        welcome: Duration::from_secs(1),
        ..common::quick()
    };
    // An app that polls every 10 ms gives up once the second has gone by.
    let mut brisk = Session::with_patience(&address, patience).unwrap();
    let started = std::time::Instant::now();
    polls_until_failed(&mut brisk, Duration::from_millis(10));
    assert!(started.elapsed() >= Duration::from_secs(1));
    // A page busy for 0.4 s between its polls (its first frames on a slow machine) is
    // still waiting after 2.4 s: each poll counts at most a tenth of a second against
    // the server, so the server gets its second of the app's attention.
    let mut busy = Session::with_patience(&address, patience).unwrap();
    for _ in 0..6 {
        std::thread::sleep(Duration::from_millis(400));
        busy.poll();
    }
    assert_eq!(*busy.connection(), Connection::Connecting);
    let polls = 6 + polls_until_failed(&mut busy, Duration::from_millis(400));
    assert!((10..=12).contains(&polls), "{polls} polls");
    let failure = match busy.connection() {
        Connection::Failed(failure) => failure.to_string(),
        other => panic!("{other:?}"),
    };
    assert!(failure.contains("the server did not answer"), "{failure}");
}

#[test]
fn a_listener_that_closes_every_connection_fails_clearly() {
    let (_database, server) = server("closing");
    let relay = Relay::start(server.address);
    relay.block();
    let mut ann = Player::connect(relay.address);
    ann.expect("the failure", |e| match e {
        Event::Connection(Connection::Failed(Failure::Unreachable { .. })) => Some(()),
        _ => None,
    });
}

#[test]
fn presets_and_offers_are_told_and_answered_and_a_rematch_seats_both_again() {
    let (_database, server) = server("offers");
    let mut ann = Player::connect(server.address);
    let mut bob = Player::connect(server.address);
    ann.session.create(NewGame {
        clock: Some(plateau_client::protocol::ClockPlan {
            minutes: 5.0,
            increment_seconds: 0.0,
        }),
        ..game_of_y("Ann")
    });
    let link = ann.expect("created", |e| match e {
        Event::Created { link, .. } => Some(link.clone()),
        _ => None,
    });
    bob.session
        .join(&invitation_code(&link).unwrap(), "Bob", None);
    bob.expect("joined", |e| {
        matches!(e, Event::Joined { .. }).then_some(())
    });
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    // Play until Bob has just moved.
    while settle(&mut [&mut ann, &mut bob]) != Some(0) || ann.ply() == Some(0) {
        assert!(play_one(&mut [&mut ann, &mut bob], &mut rng));
    }
    let ply = ann.ply().unwrap();

    // Ann's clock runs on between two messages; Bob's stands.
    let before = ann.session.game().unwrap().clocks_now().unwrap();
    std::thread::sleep(Duration::from_millis(30));
    let after = ann.session.game().unwrap().clocks_now().unwrap();
    assert!(after[0] + 25 <= before[0], "{before:?} then {after:?}");
    assert_eq!(after[1], before[1]);

    let offer_to = |player: &mut Player, kind: &'static str| {
        player.expect("an offer", |e| match e {
            Event::OfferReceived(offer) if offer.kind == kind => Some(offer.from),
            _ => None,
        })
    };
    let answer = |player: &mut Player| {
        player.expect("an answer", |e| match e {
            Event::Answered { kind, accepted } => Some((kind.clone(), *accepted)),
            _ => None,
        })
    };
    // A preset message, heard by both.
    bob.session.say(Preset::OneMoment);
    for player in [&mut ann, &mut bob] {
        let said = player.expect("a preset", |e| match e {
            Event::Said { seat, preset } => Some((*seat, *preset)),
            _ => None,
        });
        assert_eq!(said, (1, Preset::OneMoment));
    }
    // A draw offer declined.
    bob.session.offer_draw();
    assert_eq!(offer_to(&mut ann, "draw"), 1);
    ann.session.decline();
    assert_eq!(answer(&mut bob), ("draw".to_string(), false));
    // An undo granted: Bob's last action is taken back.
    bob.session.ask_undo();
    assert_eq!(offer_to(&mut ann, "undo"), 1);
    ann.session.accept();
    assert_eq!(answer(&mut bob), ("undo".to_string(), true));
    bob.expect("the undo", |e| {
        matches!(e, Event::State(Change::Undone(p)) if *p == ply - 1).then_some(())
    });
    assert_eq!(bob.ply(), Some(ply - 1));
    // A draw offer accepted ends the game.
    bob.session.offer_draw();
    offer_to(&mut ann, "draw");
    ann.session.accept();
    assert_eq!(answer(&mut bob), ("draw".to_string(), true));
    for player in [&mut ann, &mut bob] {
        let outcome = player.expect("the end", |e| match e {
            Event::GameOver(outcome) => Some(outcome.clone()),
            _ => None,
        });
        assert_eq!(
            (outcome.reason.as_str(), outcome.winner),
            ("agreement", None)
        );
    }

    // A rematch: each session takes its new seat, turned round by one.
    let old_code = ann.session.code().unwrap().to_string();
    let old_token = ann.session.token().unwrap().to_string();
    ann.events.clear();
    bob.events.clear();
    ann.session.rematch();
    bob.session.rematch();
    for (player, seat) in [(&mut ann, 1), (&mut bob, 0)] {
        let code = player.expect("the rematch", |e| match e {
            Event::Rematch { code } => Some(code.clone()),
            _ => None,
        });
        assert_ne!(code, old_code);
        let joined = player.expect("the new seat", |e| match e {
            Event::Joined { code, seat, .. } => Some((code.clone(), *seat)),
            _ => None,
        });
        assert_eq!(joined, (code.clone(), seat));
        until("the new game", || {
            player.pump();
            player.ply() == Some(0) && player.session.code() == Some(code.as_str())
        });
    }
    assert_ne!(ann.session.token(), Some(old_token.as_str()));
    // In seat order: Bob holds seat 0 now.
    assert!(play_one(&mut [&mut bob, &mut ann], &mut rng));
}
