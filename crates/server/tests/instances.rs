//! Several servers on one Postgres database: each game's changes are ordered by the
//! database, whichever server its clients are on. Run only when a Postgres cluster is
//! given (`PLATEAU_TEST_POSTGRES`, as scripts/test.sh does); skipped, and said so,
//! without one.

mod common;

use std::time::Duration;

use common::{
    Client, Database, TestServer, check_views, http_get, open_table_on, play_random, spawn_binary,
};
use plateau_rules::catalog;
use plateau_rules::record::GameRecord;
use plateau_server::SqlStorage;
use plateau_server::event::Event;
use plateau_server::storage::Storage;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::{Value, json};

/// Sends `{"type":"games"}` and reads up to its answer: the errors met on the way and
/// the last state. Everything the server sent before the answer is read.
async fn drain(client: &mut Client) -> (Vec<Value>, Value) {
    client.send(json!({"type": "games"})).await;
    let mut errors = Vec::new();
    loop {
        let message = client.next().await;
        match message["type"].as_str() {
            Some("games") => break,
            Some("error") => errors.push(message),
            _ => {}
        }
    }
    (errors, client.state_at(0).await)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_writing_the_same_ply_store_exactly_one() {
    let Some(database) = Database::postgres("race").await else {
        return;
    };
    let one = TestServer::start_fast(&database);
    let two = TestServer::start_fast(&database);
    // Seat 0 on both servers, seat 1 on the second: a game created on the first.
    let mut first = Client::connect(one.address).await;
    let (code, token, _) = first
        .create(json!({
            "type": "create", "game": "y", "name": "Ann",
            "seats": [{"kind": "human"}, {"kind": "human"}],
        }))
        .await;
    let mut other_seat = Client::connect(two.address).await;
    other_seat.join(&code, "Bob").await;
    let mut second = Client::connect(two.address).await;
    let state = second.resume(&token).await;
    assert_eq!(state["seat"], 0);
    // Both servers know both seats (a spectator on the first brings it up to date).
    let mut spectator = Client::connect(one.address).await;
    let watched = spectator.watch(&code).await;
    assert_eq!(watched["seats"][1]["name"], "Bob", "{watched}");
    let legal = state["legal"].as_array().unwrap().clone();
    assert!(legal.len() >= 2, "{state}");
    // The same ply from both servers at once.
    first
        .send(json!({"type": "play", "action": legal[0], "ply": 0}))
        .await;
    second
        .send(json!({"type": "play", "action": legal[1], "ply": 0}))
        .await;
    let (first_errors, first_state) = drain(&mut first).await;
    let (second_errors, second_state) = drain(&mut second).await;
    // Exactly one was refused as stale, and its client has the game as it is.
    let (winner, loser_errors) = match (first_errors.is_empty(), second_errors.is_empty()) {
        (true, false) => (&legal[0], &second_errors),
        (false, true) => (&legal[1], &first_errors),
        _ => panic!("exactly one is refused: {first_errors:?} {second_errors:?}"),
    };
    assert_eq!(loser_errors.len(), 1, "{loser_errors:?}");
    assert_eq!(loser_errors[0]["code"], "stale", "{loser_errors:?}");
    for state in [&first_state, &second_state, &other_seat.state_at(1).await] {
        assert_eq!(state["ply"], 1, "{state}");
        assert_eq!(state["moves"], json!([winner]), "{state}");
    }
    let storage = SqlStorage::open(&database.url).await.unwrap();
    let stored = storage.game(&code).await.unwrap().unwrap();
    let plays: Vec<&Event> = stored
        .events
        .iter()
        .filter(|e| matches!(e, Event::Play { .. }))
        .collect();
    assert_eq!(plays.len(), 1, "{:?}", stored.events);
    eprintln!("race: {} won, the other was refused as stale", winner);
    one.crash();
    two.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_on_two_servers_and_a_spectator_on_a_third_play_every_game_to_its_end() {
    let Some(database) = Database::postgres("across").await else {
        return;
    };
    let servers: Vec<TestServer> = (0..3).map(|_| TestServer::start_fast(&database)).collect();
    let seats_at = [servers[0].address, servers[1].address];
    let watch_at = servers[2].address;
    let games = catalog::games().iter().enumerate().map(|(number, entry)| {
        let game = entry.id.to_string();
        tokio::spawn(async move {
            let mut rng = StdRng::seed_from_u64(100 + number as u64);
            let mut table = open_table_on(&seats_at, watch_at, &game, &[]).await;
            let end = play_random(&mut table, &mut rng, u64::MAX).await;
            assert!(!end["outcome"].is_null(), "{game}: {end}");
            // Seat 0's server sees the seats held on the other one.
            for (seat, summary) in end["seats"].as_array().unwrap().iter().enumerate() {
                assert_eq!(summary["connected"], true, "{game} seat {seat}: {end}");
            }
            let path = end["record"].as_str().unwrap();
            let (status, body) = http_get(watch_at, path).await;
            assert_eq!(status, 200, "{body}");
            let record = GameRecord::from_json(&body).expect("the app's record format");
            assert_eq!(record.actions.len() as u64, end["ply"].as_u64().unwrap());
            // Every frame on every server is its viewer's own view: no secret crosses.
            let (secrets, frames) = check_views(&table, &record);
            if game == "yinyang" {
                assert!(secrets > 0, "some law was written face down");
            }
            eprintln!(
                "{game}: {} actions over two servers, {frames} frames checked, \
                 {secrets} texts hidden, {}",
                end["ply"], end["outcome"]["text"]
            );
        })
    });
    for game in games.collect::<Vec<_>>() {
        game.await.expect("the game was played to its end");
    }
    for server in servers {
        server.crash();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_game_loses_nothing_and_its_clients_go_on_on_another() {
    let Some(database) = Database::postgres("kill9").await else {
        return;
    };
    let two = TestServer::start_fast(&database);
    let url = database.url.as_str();
    let args = [
        "--database",
        url,
        "--messages-per-second",
        "100000",
        "--address-messages-per-second",
        "100000",
    ];
    let (mut one, one_address) = spawn_binary(
        env!("CARGO_BIN_EXE_plateau-server"),
        &args.map(std::ffi::OsStr::new),
    );
    // Seat 0 on the binary, seat 1 and the spectator on the other server.
    let mut table = open_table_on(&[one_address, two.address], two.address, "yinsh", &[]).await;
    let mut rng = StdRng::seed_from_u64(5);
    let mut stop = 12;
    let acknowledged = loop {
        let state = play_random(&mut table, &mut rng, stop).await;
        if state["to_move"] == 0 {
            break state;
        }
        stop += 1;
    };
    // Seat 0 sends its action and its server is killed at once: the action is
    // stored whole or not at all.
    let own = table.players[0].state_at(stop).await;
    let action = own["legal"][0].clone();
    table.players[0]
        .send(json!({"type": "play", "action": action, "ply": stop}))
        .await;
    one.kill().unwrap(); // SIGKILL
    one.wait().unwrap();
    // Seat 0 comes back on the other server with its token, where the game is.
    let mut back = Client::connect(two.address).await;
    let resumed = back.resume(&table.tokens[0]).await;
    let ply = resumed["ply"].as_u64().unwrap();
    assert!(ply == stop || ply == stop + 1, "{resumed}");
    let moves = resumed["moves"].as_array().unwrap();
    assert_eq!(
        moves[..stop as usize],
        acknowledged["moves"].as_array().unwrap()[..]
    );
    if ply == stop + 1 {
        assert_eq!(moves[stop as usize], action);
    }
    for seen in [
        table.players[1].state_at(ply).await,
        table.spectator.state_at(ply).await,
    ] {
        assert_eq!(seen["ply"], ply, "{seen}");
    }
    table.players[0] = back;
    table.state = resumed;
    let end = play_random(&mut table, &mut rng, u64::MAX).await;
    assert!(!end["outcome"].is_null(), "{end}");
    eprintln!(
        "kill -9 at {stop} acknowledged actions: {ply} stored, the game went on to {} on \
         the other server",
        end["ply"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_servers_clock_and_disconnection_timer_are_taken_over() {
    let Some(database) = Database::postgres("timers").await else {
        return;
    };
    let start = || {
        TestServer::start(&database, |config| {
            config.claim_after = Duration::from_millis(300);
            config.min_clock = Duration::ZERO;
        })
    };
    let (one, two) = (start(), start());
    let two_seats = json!([{"kind": "human"}, {"kind": "human"}]);
    // A game with a clock of 6 s each and one without, each with seat 0 on the first
    // server and seat 1 on the second.
    let mut clocked = Client::connect(one.address).await;
    let (flag_code, _, state) = clocked
        .create(json!({
            "type": "create", "game": "y", "name": "Ann", "seats": two_seats,
            "clock": {"minutes": 0.1, "increment_seconds": 0},
        }))
        .await;
    let mut clocked_other = Client::connect(two.address).await;
    clocked_other.join(&flag_code, "Bob").await;
    clocked
        .send(json!({"type": "play", "action": state["legal"][0], "ply": 0}))
        .await;
    let answer = clocked_other.state_at(1).await;
    clocked_other
        .send(json!({"type": "play", "action": answer["legal"][0], "ply": 1}))
        .await;
    clocked.state_at(2).await;
    let mut away = Client::connect(one.address).await;
    let (claim_code, _, _) = away
        .create(json!({"type": "create", "game": "y", "name": "Cy", "seats": two_seats}))
        .await;
    let mut claimer = Client::connect(two.address).await;
    claimer.join(&claim_code, "Di").await;
    // The second server knows seat 0 is held on the first.
    let mut seen = claimer.state_at(0).await;
    while seen["seats"][0]["connected"] != true {
        seen = claimer.expect("state").await;
    }
    one.crash();
    // Seat 0 is still counted as held until the first server is missed.
    claimer.send(json!({"type": "claim"})).await;
    assert_eq!(claimer.error().await["code"], "cannot_claim");
    let gone = loop {
        let state = claimer.expect("state").await;
        if state["seats"][0]["connected"] == false {
            break state;
        }
    };
    assert!(gone["seats"][0]["away_ms"].is_u64(), "{gone}");
    tokio::time::sleep(Duration::from_millis(400)).await;
    claimer.send(json!({"type": "claim"})).await;
    let claimed = claimer.state_at(u64::MAX).await;
    assert_eq!(claimed["outcome"]["reason"], "abandoned", "{claimed}");
    assert_eq!(claimed["outcome"]["winner"], 1);
    // Seat 0's clock ran out on the second server.
    let flagged = clocked_other.state_at(u64::MAX).await;
    assert_eq!(flagged["outcome"]["reason"], "time", "{flagged}");
    assert_eq!(flagged["outcome"]["winner"], 1);
    assert_eq!(flagged["ply"], 2);
    two.crash();
}
