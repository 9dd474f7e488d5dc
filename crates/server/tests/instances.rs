//! Several servers on one Postgres database: each game's changes are ordered by the
//! database, whichever server its clients are on. Run only when a Postgres cluster is
//! given (`PLATEAU_TEST_POSTGRES`, as scripts/test.sh does); skipped, and said so,
//! without one.

mod common;

use common::{Client, Database, TestServer};
use plateau_server::SqlStorage;
use plateau_server::event::Event;
use plateau_server::storage::Storage;
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
