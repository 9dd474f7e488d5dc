//! Nothing is lost: a player reconnects with its token, a server stopped mid-game
//! (in-process, and the real binary with kill -9) comes back from its database, and a
//! rematch is stored whole or not at all.

mod common;

use std::time::Duration;

use common::{Client, Database, TestServer, open_table, play_random, spawn_binary};
use plateau_server::SqlStorage;
use plateau_server::event::{Event, Setup};
use plateau_server::protocol::SeatPlan;
use plateau_server::storage::{GameStart, Storage};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_drops_keeps_the_seat_and_resumes_then_an_away_player_can_be_claimed() {
    for database in Database::all("reconnect").await {
        let server = TestServer::start(&database, |config| {
            config.claim_after = Duration::from_millis(300);
        });
        let mut rng = StdRng::seed_from_u64(1);
        let mut table = open_table(server.address, "y", &[]).await;
        let state = play_random(&mut table, &mut rng, 6).await;
        // Seat 1 drops: the others see it away, and the game waits.
        let gone = table.players.remove(1);
        drop(gone);
        let seen = loop {
            let state = table.players[0].expect("state").await;
            if state["seats"][1]["connected"] == false {
                break state;
            }
        };
        assert_eq!(seen["ply"], state["ply"]);
        // Back with its token, exactly where it was.
        let mut back = Client::connect(server.address).await;
        let resumed = back.resume(&table.tokens[1]).await;
        assert_eq!(resumed["ply"], 6);
        assert_eq!(resumed["seat"], 1);
        assert_eq!(
            resumed["position"],
            table.spectator.state_at(6).await["position"]
        );
        table.players.insert(1, back);
        let state = play_random(&mut table, &mut rng, 10).await;
        assert_eq!(state["ply"], 10);
        // Too early to claim; after the server's time away, seat 0 may.
        drop(table.players.remove(1));
        table.players[0].send(json!({"type": "claim"})).await;
        assert_eq!(table.players[0].error().await["code"], "cannot_claim");
        tokio::time::sleep(Duration::from_millis(400)).await;
        table.players[0].send(json!({"type": "claim"})).await;
        let over = table.players[0].state_at(u64::MAX).await;
        assert_eq!(over["outcome"]["reason"], "abandoned", "{over}");
        assert_eq!(over["outcome"]["winner"], 0);
        server.crash();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_stopped_mid_game_comes_back_from_its_database() {
    for database in Database::all("restart").await {
        let mut rng = StdRng::seed_from_u64(2);
        let server = TestServer::start_fast(&database);
        let mut table = open_table(server.address, "yinsh", &[]).await;
        let before = play_random(&mut table, &mut rng, 15).await;
        let code = table.code.clone();
        server.crash();
        let server = TestServer::start_fast(&database);
        // Every seat resumes with its token; the spectator watches again.
        let mut players = Vec::new();
        for token in &table.tokens {
            let mut client = Client::connect(server.address).await;
            let state = client.resume(token).await;
            assert_eq!(state["ply"], 15);
            assert_eq!(state["moves"], before["moves"]);
            assert_eq!(state["seats"][1]["name"], "Seat 1");
            players.push(client);
        }
        let mut spectator = Client::connect(server.address).await;
        let watched = spectator.watch(&code).await;
        assert_eq!(watched["position"], before["position"]);
        table.players = players;
        table.spectator = spectator;
        let end = play_random(&mut table, &mut rng, u64::MAX).await;
        assert!(!end["outcome"].is_null());
        server.crash();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_the_binary_loses_no_acknowledged_action() {
    let database = Database::sqlite("kill9");
    let folder = database.folder().unwrap().clone();
    let (mut child, address) = spawn_binary(
        env!("CARGO_BIN_EXE_plateau-server"),
        &["--data".as_ref(), folder.as_os_str()],
    );
    let mut rng = StdRng::seed_from_u64(3);
    let mut table = open_table(address, "amazons", &[]).await;
    let acknowledged = play_random(&mut table, &mut rng, 8).await;
    // One more action is sent and the server killed at once: it is either stored
    // whole or not at all.
    let mover = acknowledged["to_move"].as_u64().unwrap() as usize;
    let own = table.players[mover].state_at(8).await;
    let action = own["legal"][0].clone();
    table.players[mover]
        .send(json!({"type": "play", "action": action, "ply": 8}))
        .await;
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    let (mut child, address) = spawn_binary(
        env!("CARGO_BIN_EXE_plateau-server"),
        &["--data".as_ref(), folder.as_os_str()],
    );
    let mut client = Client::connect(address).await;
    let state = client.resume(&table.tokens[mover]).await;
    let ply = state["ply"].as_u64().unwrap();
    assert!(ply == 8 || ply == 9, "{state}");
    let moves = state["moves"].as_array().unwrap();
    assert_eq!(moves[..8], acknowledged["moves"].as_array().unwrap()[..]);
    if ply == 9 {
        assert_eq!(moves[8], action);
    }
    eprintln!("after kill -9: {ply} actions (8 acknowledged)");
    child.kill().unwrap();
    child.wait().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_is_stored_whole_or_not_at_all() {
    for database in Database::all("rematch_whole").await {
        let storage = SqlStorage::open(&database.url).await.unwrap();
        let setup = Setup {
            game: "y".into(),
            options: Default::default(),
            seats: vec![SeatPlan::Human, SeatPlan::Human],
            clock: None,
            listed: true,
            rated: false,
            same_address: false,
        };
        storage
            .create("BCDEFG", &setup, "127.0.0.1", 1)
            .await
            .unwrap();
        let join = |seat: u8| Event::Join {
            seat,
            name: format!("Seat {seat}"),
            token: "0".repeat(64),
            account: None,
        };
        storage.append("BCDEFG", 0, &join(0), 2).await.unwrap();
        let start = GameStart {
            code: "HJKMNP",
            setup: &setup,
            creator: "127.0.0.1",
            events: &[join(1), join(0)],
        };
        let started = Event::Rematched {
            code: "HJKMNP".into(),
        };
        // The old game's event number 0 is taken: nothing of the rematch is kept.
        let refused = storage.start_rematch(start, "BCDEFG", 0, &started, 3).await;
        assert!(refused.is_err());
        assert!(storage.game("HJKMNP").await.unwrap().is_none());
        assert_eq!(
            storage.game("BCDEFG").await.unwrap().unwrap().events.len(),
            1
        );
        // At the next number, all of it.
        storage
            .start_rematch(start, "BCDEFG", 1, &started, 4)
            .await
            .unwrap();
        let rematch = storage.game("HJKMNP").await.unwrap().unwrap();
        assert_eq!(rematch.events, vec![join(1), join(0)]);
        assert!(!rematch.finished);
        let old = storage.game("BCDEFG").await.unwrap().unwrap();
        assert_eq!(old.events.last(), Some(&started));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_clock_keeps_the_time_used_before_a_stop_and_not_the_time_down() {
    for database in Database::all("clock_restart").await {
        // The default shortest clock (15 s) lets a minute through.
        let server = TestServer::start(&database, |_| {});
        let mut white = Client::connect(server.address).await;
        let (code, white_token, _) = white
            .create(json!({
                "type": "create", "game": "y", "name": "Ann",
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "clock": {"minutes": 1, "increment_seconds": 0},
            }))
            .await;
        let mut black = Client::connect(server.address).await;
        let (black_token, _) = black.join(&code, "Bob").await;
        let action = white.state_at(0).await["legal"][0].clone();
        white
            .send(json!({"type": "play", "action": action, "ply": 0}))
            .await;
        let played = black.state_at(1).await;
        let white_left = played["clocks"][0].as_u64().unwrap();
        // Black's turn runs 3 s, then the server stops for 2 s.
        tokio::time::sleep(Duration::from_secs(3)).await;
        server.crash();
        tokio::time::sleep(Duration::from_secs(2)).await;
        let server = TestServer::start(&database, |_| {});
        let state = Client::connect(server.address)
            .await
            .resume(&black_token)
            .await;
        let left = |state: &serde_json::Value, seat: usize| state["clocks"][seat].as_u64().unwrap();
        // Used before the stop: 3 s, less half a second at most (the server notes it
        // is alive twice a second); the 2 s down are not counted.
        let first = left(&state, 1);
        assert!(
            (56_400..=57_700).contains(&first),
            "black has {first} ms left"
        );
        assert_eq!(left(&state, 0), white_left, "white's clock is stopped");
        // Stops again and again do not keep the clock from running down.
        tokio::time::sleep(Duration::from_secs(2)).await;
        server.crash();
        tokio::time::sleep(Duration::from_secs(1)).await;
        let server = TestServer::start(&database, |_| {});
        let state = Client::connect(server.address)
            .await
            .resume(&white_token)
            .await;
        let second = left(&state, 1);
        assert!(
            (first - 2_400..=first - 1_400).contains(&second),
            "black had {first} ms, then {second} ms"
        );
        eprintln!("black's clock: {first} ms after the first stop, {second} ms after the second");
        server.crash();
    }
}
