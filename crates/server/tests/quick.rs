//! Quick games through the server: two players paired and playing to the end, a lone
//! player waiting and cancelling, a dropped connection leaving the pool, requests
//! that do not fit refused with their codes and nothing changed; the pool in storage,
//! shared by the servers of one Postgres database.

mod common;

use std::net::SocketAddr;

use common::{Client, Database, Table, TestServer, play_random};
use plateau_server::SqlStorage;
use plateau_server::pairing::{Connection, PlayerKey, Request, Wanted};
use plateau_server::storage::QuickPool;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::{Value, json};

/// A quick game of Y with a clock of five minutes, asked as `name`.
fn ask(name: &str) -> Value {
    json!({"type": "quick_game", "game": "y", "clock": {"minutes": 5}, "name": name})
}

/// The lobby's count of players waiting for `game`.
async fn waiting(client: &mut Client, game: &str) -> u64 {
    client.send(json!({"type": "lobby"})).await;
    let lobby = client.expect("lobby").await;
    lobby["waiting"][game].as_u64().unwrap_or(0)
}

/// The seat and token of a paired client: its `joined`.
async fn seated(client: &mut Client) -> (String, u64, String) {
    let joined = client.expect("joined").await;
    (
        joined["code"].as_str().unwrap().to_string(),
        joined["seat"].as_u64().unwrap(),
        joined["token"].as_str().unwrap().to_string(),
    )
}

/// Ann on `ann_at` and Bob on `bob_at` ask for the same quick game, are paired, and
/// play it to its end, watched on `ann_at`.
async fn paired_play_to_the_end(ann_at: SocketAddr, bob_at: SocketAddr) {
    let mut ann = Client::connect(ann_at).await;
    ann.send(ask("Ann")).await;
    let wait = ann.expect("waiting").await;
    assert_eq!(
        (wait["game"].as_str(), wait["waiting"].as_u64()),
        (Some("y"), Some(1))
    );
    assert!(wait["since_ms"].as_u64().unwrap() > 0);
    let mut bob = Client::connect(bob_at).await;
    bob.send(ask("Bob")).await;
    let (ann_code, ann_seat, ann_token) = seated(&mut ann).await;
    let (bob_code, bob_seat, bob_token) = seated(&mut bob).await;
    assert_eq!(ann_code, bob_code);
    assert_eq!(ann_seat + bob_seat, 1, "one seat each");
    let (mut players, mut tokens) = (vec![ann, bob], vec![ann_token, bob_token]);
    if ann_seat == 1 {
        players.reverse();
        tokens.reverse();
    }
    // Seat 0's view names both players, with the clock asked for.
    let state = players[0].every_seat_with("name").await;
    assert_eq!(state["clocks"].as_array().unwrap().len(), 2);
    assert_eq!(waiting(&mut players[0], "y").await, 0);
    let mut spectator = Client::connect(ann_at).await;
    spectator.watch(&ann_code).await;
    let mut table = Table {
        code: ann_code,
        players,
        tokens,
        spectator,
        state,
    };
    let end = play_random(&mut table, &mut StdRng::seed_from_u64(58), u64::MAX).await;
    assert!(!end["outcome"].is_null(), "{end}");
    // The token resumes the paired seat as any other.
    let mut again = Client::connect(ann_at).await;
    let resumed = again.resume(&table.tokens[1]).await;
    assert_eq!(resumed["seat"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_paired_by_quick_game_play_to_the_end() {
    for database in Database::all("quick_pair").await {
        let server = TestServer::start_fast(&database);
        paired_play_to_the_end(server.address, server.address).await;
        server.crash();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_waiting_on_two_servers_are_paired_across_them() {
    let Some(database) = Database::postgres("quick_servers").await else {
        return;
    };
    let one = TestServer::start_fast(&database);
    let two = TestServer::start_fast(&database);
    paired_play_to_the_end(one.address, two.address).await;
    // Eight players asking at once, alternately on each server: four games, each
    // player in exactly one.
    let mut clients = Vec::new();
    for i in 0..8 {
        let at = if i % 2 == 0 { one.address } else { two.address };
        let mut client = Client::connect(at).await;
        client.send(ask(&format!("P{i}"))).await;
        clients.push(client);
    }
    let mut codes = std::collections::BTreeMap::<String, Vec<u64>>::new();
    for client in &mut clients {
        let (code, seat, _) = seated(client).await;
        codes.entry(code).or_default().push(seat);
    }
    assert_eq!(codes.len(), 4, "{codes:?}");
    for seats in codes.values_mut() {
        seats.sort();
        assert_eq!(seats, &[0, 1]);
    }
    let mut watcher = Client::connect(one.address).await;
    assert_eq!(waiting(&mut watcher, "y").await, 0);
    one.crash();
    two.crash();
}

async fn a_lone_player_waits_then_cancels(database: &Database) {
    let server = TestServer::start_fast(database);
    let mut ann = Client::connect(server.address).await;
    ann.send(ask("Ann")).await;
    ann.expect("waiting").await;
    // A player asking for another clock is not paired with Ann.
    let mut bob = Client::connect(server.address).await;
    bob.send(json!({"type": "quick_game", "game": "y", "clock": {"minutes": 3}, "name": "Bob"}))
        .await;
    assert_eq!(bob.expect("waiting").await["waiting"], 2);
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert_eq!(waiting(&mut ann, "y").await, 2);
    ann.send(json!({"type": "cancel_quick"})).await;
    ann.expect("quick_cancelled").await;
    assert_eq!(waiting(&mut ann, "y").await, 1);
    ann.send(json!({"type": "cancel_quick"})).await;
    assert_eq!(ann.error().await["code"], "not_waiting");
    // Taking a game stops the wait.
    bob.send(json!({"type": "create", "game": "y", "name": "Bob",
        "seats": [{"kind": "human"}, {"kind": "human"}]}))
        .await;
    bob.expect("created").await;
    bob.expect("quick_cancelled").await;
    assert_eq!(waiting(&mut ann, "y").await, 0);
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lone_player_waits_then_cancels_and_a_game_taken_stops_the_wait() {
    for database in Database::all("quick_cancel").await {
        a_lone_player_waits_then_cancels(&database).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_connection_leaves_the_pool() {
    let database = Database::sqlite("quick_drop");
    let server = TestServer::start_fast(&database);
    let mut ann = Client::connect(server.address).await;
    ann.send(ask("Ann")).await;
    ann.expect("waiting").await;
    drop(ann);
    let mut watcher = Client::connect(server.address).await;
    let mut count = waiting(&mut watcher, "y").await;
    while count != 0 {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        count = waiting(&mut watcher, "y").await;
    }
    let mut bob = Client::connect(server.address).await;
    bob.send(ask("Bob")).await;
    assert_eq!(bob.expect("waiting").await["waiting"], 1);
    let mut cleo = Client::connect(server.address).await;
    cleo.send(ask("Cleo")).await;
    let (bob_code, ..) = seated(&mut bob).await;
    let (cleo_code, ..) = seated(&mut cleo).await;
    assert_eq!(bob_code, cleo_code);
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_games_that_do_not_fit_are_refused_with_their_codes() {
    let database = Database::sqlite("quick_refused");
    let server = TestServer::start(&database, |_| {});
    let mut client = Client::connect(server.address).await;
    let refusals = [
        (
            json!({"type": "quick_game", "game": "chess", "name": "Ann"}),
            "bad_game",
        ),
        (
            json!({"type": "quick_game", "game": "y", "options": {"pie": "maybe"}, "name": "Ann"}),
            "bad_game",
        ),
        (
            json!({"type": "quick_game", "game": "leapover", "options": {"players": "3"},
                "name": "Ann"}),
            "bad_seats",
        ),
        (
            json!({"type": "quick_game", "game": "y", "clock": {"minutes": 0.1}, "name": "Ann"}),
            "bad_clock",
        ),
        (
            json!({"type": "quick_game", "game": "y", "name": ""}),
            "bad_name",
        ),
        (
            json!({"type": "quick_game", "game": "y", "clock": {"minutes": 5}, "rated": true,
                "name": "Ann"}),
            "not_signed_in",
        ),
        (
            json!({"type": "quick_game", "game": "y", "name": "Ann", "seat": 1}),
            "bad_json",
        ),
        (json!({"type": "cancel_quick", "now": true}), "bad_json"),
        (json!({"type": "cancel_quick"}), "not_waiting"),
    ];
    for (request, code) in refusals {
        client.send(request.clone()).await;
        assert_eq!(client.error().await["code"], code, "{request}");
        client.send(json!({"type": "lobby"})).await;
        let lobby = client.expect("lobby").await;
        assert_eq!(lobby["waiting"], json!({}), "{request}");
        assert!(lobby["games"].as_array().unwrap().is_empty(), "{request}");
    }
    server.crash();
}

/// A request of `instance`'s connection `id` for a quick game of Y, since `since_ms`.
fn request(instance: u64, id: u64, since_ms: u64) -> Request {
    let connection = Connection { instance, id };
    Request {
        player: PlayerKey::Guest(connection),
        connection,
        rating: None,
        wanted: Wanted {
            game: "y".to_string(),
            options: vec![("pie".to_string(), "on".to_string())],
            clock: None,
        },
        rated: false,
        since_ms,
    }
}

async fn the_pool_in_storage(database: &Database) {
    let storage = SqlStorage::open(&database.url).await.unwrap();
    // A server gone (never heard from, its request older than the grace) and one alive.
    storage.wait(&request(999, 1, 0), "10.0.0.1").await.unwrap();
    storage
        .wait(&request(1, 1, 99_000), "10.0.0.2")
        .await
        .unwrap();
    let counts = storage.waiting_counts().await.unwrap();
    assert_eq!(counts.get("y"), Some(&2));
    let paired = storage
        .pair_waiting(100_000, vec![1], 5_000, 0)
        .await
        .unwrap();
    assert!(paired.is_empty(), "{paired:?}");
    assert_eq!(storage.waiting_counts().await.unwrap().get("y"), Some(&1));
    // The same connection number on another server is another player: paired.
    storage
        .wait(&request(2, 1, 99_500), "10.0.0.3")
        .await
        .unwrap();
    let paired = storage
        .pair_waiting(100_000, vec![1, 2], 5_000, 0)
        .await
        .unwrap();
    assert_eq!(paired.len(), 1);
    assert_eq!(paired[0].addresses, ["10.0.0.3", "10.0.0.2"]);
    assert!(storage.waiting_counts().await.unwrap().is_empty());
    // A request left (its connection closed): once.
    storage.wait(&request(1, 5, 0), "10.0.0.2").await.unwrap();
    let gone = Connection { instance: 1, id: 5 };
    assert!(storage.unwait(gone).await.unwrap());
    assert!(!storage.unwait(gone).await.unwrap());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pool_in_storage_forgets_gone_servers_and_pairs_across_servers() {
    for database in Database::all("quick_storage").await {
        the_pool_in_storage(&database).await;
    }
}

/// Pairing time with 1,000 players waiting in storage (5 games x 4 clocks, read,
/// paired and taken out in one transaction): `cargo test --profile ci-release -p
/// plateau-server --test quick -- --ignored --nocapture` (on Postgres too when
/// `PLATEAU_TEST_POSTGRES` is set).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: prints figures"]
async fn pairing_time_with_a_thousand_players_waiting_in_storage() {
    let games = ["yinsh", "y", "quinta", "zen", "amazons"];
    for database in Database::all("quick_bench").await {
        let storage = SqlStorage::open(&database.url).await.unwrap();
        for round in 0..3_u64 {
            for id in 0..1_000_u64 {
                let mut request = request(1, round * 1_000 + id, id * 7 % 60_000);
                request.wanted.game = games[(id % 5) as usize].to_string();
                request.wanted.clock = Some((60_000 * (1 + id / 5 % 4), 0));
                storage.wait(&request, "10.0.0.1").await.unwrap();
            }
            let start = std::time::Instant::now();
            let paired = storage.pair_waiting(60_000, vec![1], 0, 0).await.unwrap();
            let kind = if database.folder().is_some() {
                "SQLite"
            } else {
                "Postgres"
            };
            eprintln!(
                "{kind}: pairing 1,000 waiting in storage: {:?}, {} pairs",
                start.elapsed(),
                paired.len()
            );
        }
    }
}
