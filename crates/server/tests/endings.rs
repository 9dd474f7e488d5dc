//! Offers kept through a crash, every way a game ends outside its rules (agreement,
//! time, resignation, abandonment) written into its record, and the preset messages
//! players send each other.

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::{Client, Database, TestServer, http_get, open_table, play_random};
use plateau_rules::catalog;
use plateau_rules::record::GameRecord;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::{Value, json};

/// The next state of `client` for which `wanted` holds.
async fn state_where(client: &mut Client, wanted: impl Fn(&Value) -> bool) -> Value {
    loop {
        let state = client.expect("state").await;
        if wanted(&state) {
            return state;
        }
    }
}

/// Every seat of a restarted server resumed with its token: the clients and the state
/// seat 0 sees.
async fn resume_all(address: SocketAddr, tokens: &[String]) -> (Vec<Client>, Value) {
    let mut clients = Vec::new();
    let mut first = Value::Null;
    for token in tokens {
        let mut client = Client::connect(address).await;
        let state = client.resume(token).await;
        if first.is_null() {
            first = state;
        }
        clients.push(client);
    }
    (clients, first)
}

/// The record of the finished game `code`, checked to open in the app's reader.
async fn record_of(address: SocketAddr, code: &str) -> GameRecord {
    let (status, body) = http_get(address, &format!("/games/{code}/record")).await;
    assert_eq!(status, 200, "{body}");
    let record = GameRecord::from_json(&body).expect("the app's record format");
    catalog::load_record(&record).expect("the app's reader opens the record");
    record
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_and_rematch_requests_waiting_for_an_answer_survive_a_crash() {
    for database in Database::all("offers").await {
        let mut rng = StdRng::seed_from_u64(4);
        let server = TestServer::start_fast(&database);
        let mut table = open_table(server.address, "y", &[]).await;
        play_random(&mut table, &mut rng, 4).await;
        let code = table.code.clone();

        // A draw offer waits; the server dies; it is still waiting after the restart.
        table.players[0].send(json!({"type": "offer_draw"})).await;
        state_where(&mut table.players[1], |s| !s["offer"].is_null()).await;
        server.crash();
        let server = TestServer::start_fast(&database);
        let (mut players, state) = resume_all(server.address, &table.tokens).await;
        assert_eq!(
            state["offer"],
            json!({"kind": "draw", "from": 0}),
            "{state}"
        );
        players[1].send(json!({"type": "decline"})).await;
        state_where(&mut players[0], |s| s["offer"].is_null()).await;

        // An undo request too: granted after the restart, it takes back seat 1's
        // last action.
        players[1].send(json!({"type": "ask_undo"})).await;
        state_where(&mut players[0], |s| !s["offer"].is_null()).await;
        server.crash();
        let server = TestServer::start_fast(&database);
        let (mut players, state) = resume_all(server.address, &table.tokens).await;
        assert_eq!(
            state["offer"],
            json!({"kind": "undo", "from": 1}),
            "{state}"
        );
        assert_eq!(state["ply"], 4);
        players[0].send(json!({"type": "accept"})).await;
        let undone = state_where(&mut players[1], |s| s["ply"] == 3).await;
        assert!(undone["offer"].is_null(), "{undone}");

        // A draw by agreement: the record says how it ended and opens in the app.
        players[1].send(json!({"type": "offer_draw"})).await;
        // (States sent before the offer, such as the one for seat 1's resume that still
        // showed the undo request, may be waiting in seat 0's queue.)
        state_where(&mut players[0], |s| s["offer"]["kind"] == "draw").await;
        players[0].send(json!({"type": "accept"})).await;
        let over = state_where(&mut players[1], |s| !s["outcome"].is_null()).await;
        assert_eq!(over["outcome"]["reason"], "agreement", "{over}");
        let record = record_of(server.address, &code).await;
        assert_eq!(record.ended.as_deref(), Some("agreement"));
        assert_eq!(record.result.as_deref(), Some("draw by agreement"));
        assert_eq!(record.actions.len(), 3);

        // A rematch asked by one side waits through a crash for the other's answer.
        players[0].send(json!({"type": "rematch"})).await;
        state_where(&mut players[1], |s| s["rematch"] == json!([0])).await;
        server.crash();
        let server = TestServer::start_fast(&database);
        let (mut players, state) = resume_all(server.address, &table.tokens).await;
        assert_eq!(state["rematch"], json!([0]), "{state}");
        players[1].send(json!({"type": "rematch"})).await;
        for player in &mut players {
            let rematch = player.expect("rematch").await;
            assert_ne!(rematch["code"], code.as_str(), "{rematch}");
        }
        // Started once: the old game now refuses another rematch.
        players[0].send(json!({"type": "rematch"})).await;
        assert_eq!(players[0].error().await["code"], "rematch_started");
        server.crash();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_falls_through_the_protocol_and_the_record_says_who_ran_out_of_time() {
    for database in Database::all("flag").await {
        let server = TestServer::start_fast(&database);
        let mut white = Client::connect(server.address).await;
        // 0.01 minutes: 600 ms each.
        let (code, _, _) = white
            .create(json!({
                "type": "create", "game": "y", "name": "Ann",
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "clock": {"minutes": 0.01, "increment_seconds": 0},
            }))
            .await;
        let mut black = Client::connect(server.address).await;
        let (_, state) = black.join(&code, "Bob").await;
        assert_eq!(state["clocks"].as_array().unwrap().len(), 2, "{state}");
        let action = white.state_at(0).await["legal"][0].clone();
        white
            .send(json!({"type": "play", "action": action, "ply": 0}))
            .await;
        // Black never answers: its flag falls, and White wins on time.
        let over = state_where(&mut white, |s| !s["outcome"].is_null()).await;
        assert_eq!(over["outcome"]["reason"], "time", "{over}");
        assert_eq!(over["outcome"]["winner"], 0);
        assert_eq!(over["clocks"][1], 0);
        assert_eq!(over["ply"], 1);
        let seen = state_where(&mut black, |s| !s["outcome"].is_null()).await;
        assert_eq!(seen["outcome"], over["outcome"]);
        let record = record_of(server.address, &code).await;
        assert_eq!(record.ended.as_deref(), Some("time"));
        assert_eq!(
            record.result,
            over["outcome"]["text"].as_str().map(String::from)
        );
        assert_eq!(record.actions.len(), 1);
        server.crash();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resignations_and_claims_are_in_the_records() {
    let database = Database::sqlite("resign_claim");
    let server = TestServer::start(&database, |config| {
        config.claim_after = Duration::from_millis(200);
    });
    let mut rng = StdRng::seed_from_u64(5);
    // A resignation: the record names the seat and the result, as the app's do.
    let mut table = open_table(server.address, "amazons", &[]).await;
    play_random(&mut table, &mut rng, 2).await;
    table.players[1].send(json!({"type": "resign"})).await;
    let over = state_where(&mut table.players[0], |s| !s["outcome"].is_null()).await;
    let record = record_of(server.address, &table.code).await;
    assert_eq!(record.resigned.as_deref(), Some("black"), "{over}");
    assert_eq!(record.ended, None);
    assert_eq!(
        record.result,
        over["outcome"]["text"].as_str().map(String::from)
    );

    // A claim after the opponent stayed away.
    let mut table = open_table(server.address, "amazons", &[]).await;
    play_random(&mut table, &mut rng, 2).await;
    drop(table.players.remove(1));
    tokio::time::sleep(Duration::from_millis(300)).await;
    table.players[0].send(json!({"type": "claim"})).await;
    let over = state_where(&mut table.players[0], |s| !s["outcome"].is_null()).await;
    assert_eq!(over["outcome"]["reason"], "abandoned");
    let record = record_of(server.address, &table.code).await;
    assert_eq!(record.ended.as_deref(), Some("abandoned"));
    assert_eq!(
        record.result,
        over["outcome"]["text"].as_str().map(String::from)
    );
    assert_eq!(record.actions.len(), 2);
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_preset_message_reaches_every_connection_of_the_game_and_nothing_else_changes() {
    let database = Database::sqlite("presets");
    let server = TestServer::start_fast(&database);
    let mut table = open_table(server.address, "y", &[]).await;

    table.players[0]
        .send(json!({"type": "say", "preset": "good_luck"}))
        .await;
    let said = json!({"type": "said", "seat": 0, "preset": "good_luck"});
    assert_eq!(table.players[0].expect("said").await, said);
    assert_eq!(table.players[1].expect("said").await, said);
    assert_eq!(table.spectator.expect("said").await, said);

    // A second one within the second is refused, and told only to its sender.
    table.players[0]
        .send(json!({"type": "say", "preset": "hello"}))
        .await;
    assert_eq!(table.players[0].error().await["code"], "too_fast");
    // A preset not in the list, and a spectator's word, are refused.
    table.players[1]
        .send(json!({"type": "say", "preset": "you_lose"}))
        .await;
    assert_eq!(table.players[1].error().await["code"], "bad_json");
    table
        .spectator
        .send(json!({"type": "say", "preset": "hello"}))
        .await;
    assert_eq!(table.spectator.error().await["code"], "spectator");

    // Seat 1 answers; the game has not moved.
    table.players[1]
        .send(json!({"type": "say", "preset": "thanks"}))
        .await;
    let thanks = json!({"type": "said", "seat": 1, "preset": "thanks"});
    assert_eq!(table.players[0].expect("said").await, thanks);
    assert_eq!(table.spectator.expect("said").await, thanks);
    let mut late = Client::connect(server.address).await;
    let state = late.watch(&table.code).await;
    assert_eq!(state["ply"], 0, "{state}");
    assert_eq!(state["offer"], Value::Null, "{state}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_away_when_the_rematch_starts_takes_their_seat_in_it_later() {
    for database in Database::all("away_rematch").await {
        let server = TestServer::start_fast(&database);
        let mut table = open_table(server.address, "y", &[]).await;
        let code = table.code.clone();
        table.players[0].send(json!({"type": "resign"})).await;
        state_where(&mut table.players[1], |s| !s["outcome"].is_null()).await;

        // Bob asks for a rematch and goes; Ann's answer starts it while he is away.
        table.players[1].send(json!({"type": "rematch"})).await;
        state_where(&mut table.players[0], |s| s["rematch"] == json!([1])).await;
        let bob = table.players.remove(1);
        drop(bob);
        table.players[0].send(json!({"type": "rematch"})).await;
        let rematch = table.players[0].expect("rematch").await;
        let new_code = rematch["code"].as_str().unwrap().to_string();
        let ann_token = rematch["token"].as_str().unwrap().to_string();

        // The server stops; the finished game is not in memory when Bob comes back.
        server.crash();
        let server = TestServer::start_fast(&database);
        let mut ann = Client::connect(server.address).await;
        let state = ann.resume(&ann_token).await;
        assert_eq!(state["code"], new_code.as_str(), "{state}");
        assert_eq!(state["seat"], 1, "Ann's seat turned round: {state}");

        // A wrong token for the finished game is refused, and does not keep the game
        // read back for it in memory: it is no longer open to watch.
        let mut stranger = Client::connect(server.address).await;
        let wrong = format!("{code}.{}", "0".repeat(64));
        stranger
            .send(json!({"type": "resume", "token": wrong}))
            .await;
        assert_eq!(stranger.error().await["code"], "bad_token");
        stranger.send(json!({"type": "watch", "code": code})).await;
        assert_eq!(stranger.error().await["code"], "no_game");

        // Bob's old token shows him how the old game ended, and hands him his seat in
        // the rematch with a new token.
        let mut bob = Client::connect(server.address).await;
        let old = bob.resume(&table.tokens[1]).await;
        assert_eq!(old["code"], code.as_str(), "{old}");
        assert!(!old["outcome"].is_null(), "{old}");
        let handed = bob.expect("rematch").await;
        assert_eq!(handed["code"], new_code.as_str(), "{handed}");
        assert_eq!(handed["seat"], 0, "{handed}");
        let state = bob.resume(handed["token"].as_str().unwrap()).await;
        assert_eq!(state["seat"], 0, "{state}");
        assert_eq!(state["seats"][0]["name"], "Seat 1", "{state}");
        assert!(state["outcome"].is_null(), "{state}");

        // The rematch goes on between them.
        let action = state["legal"][0].as_str().unwrap().to_string();
        bob.send(json!({"type": "play", "action": action})).await;
        let seen = state_where(&mut ann, |s| s["ply"] == 1).await;
        assert_eq!(seen["moves"][0], action.as_str(), "{seen}");
        server.crash();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_token_given_out_keeps_working_when_the_seat_is_handed_over_again() {
    for database in Database::all("rematch_token").await {
        let server = TestServer::start_fast(&database);
        let table = open_table(server.address, "y", &[]).await;
        let old = table.tokens.clone();
        let mut players = table.players;
        players[0].send(json!({"type": "resign"})).await;
        state_where(&mut players[1], |s| !s["outcome"].is_null()).await;
        players[0].send(json!({"type": "rematch"})).await;
        players[1].send(json!({"type": "rematch"})).await;
        let first = players[1].expect("rematch").await;
        let t1 = first["token"].as_str().unwrap().to_string();
        // B takes the rematch's seat with T1...
        let mut b = Client::connect(server.address).await;
        let state = b.resume(&t1).await;
        assert_eq!(state["code"], first["code"]);
        // ...then comes back to the finished game with the old token, and is handed
        // the rematch's seat again, with another token.
        let mut again = Client::connect(server.address).await;
        let over = again.resume(&old[1]).await;
        assert!(!over["outcome"].is_null(), "{over}");
        let second = again.expect("rematch").await;
        assert_eq!(second["code"], first["code"]);
        assert_eq!(second["seat"], first["seat"]);
        let t2 = second["token"].as_str().unwrap().to_string();
        assert_ne!(t1, t2);
        // Both tokens hold the seat, now and after a restart.
        for token in [&t1, &t2] {
            let state = Client::connect(server.address).await.resume(token).await;
            assert_eq!(state["seat"], first["seat"], "{state}");
        }
        server.crash();
        let server = TestServer::start_fast(&database);
        for token in [&t1, &t2] {
            let state = Client::connect(server.address).await.resume(token).await;
            assert_eq!(state["seat"], first["seat"], "{state}");
        }
        server.crash();
    }
}
