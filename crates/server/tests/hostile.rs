//! Bad input: each case gets a clear error and changes nothing; abuse closes the
//! connection.

mod common;

use common::{Client, Database, TestServer, open_table};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_bad_request_is_refused_with_its_reason_and_changes_nothing() {
    let database = Database::sqlite("hostile");
    let server = TestServer::start(&database, |config| config.max_games_per_address = 3);
    let mut table = open_table(server.address, "yinsh", &[]).await;
    let start = table.state.clone();
    let refused = async |client: &mut Client, message: serde_json::Value, code: &str| {
        client.send(message.clone()).await;
        let error = client.error().await;
        assert_eq!(error["code"], code, "{message} -> {error}");
        assert!(!error["message"].as_str().unwrap().is_empty());
    };
    let [white, black] = &mut table.players[..] else {
        panic!("two seats")
    };
    // Malformed and unknown messages.
    white.send_text("{not json".to_string()).await;
    assert_eq!(white.error().await["code"], "bad_json");
    refused(white, json!({"type": "fly"}), "bad_json").await;
    refused(white, json!({"type": "play"}), "bad_json").await;
    refused(
        white,
        json!({"type": "play", "action": "f6", "extra": 1}),
        "bad_json",
    )
    .await;
    // Out of turn, illegal, stale, a spectator's, a wrong token, a wrong code.
    refused(
        black,
        json!({"type": "play", "action": "f6"}),
        "not_your_turn",
    )
    .await;
    refused(white, json!({"type": "play", "action": "z99"}), "illegal").await;
    refused(
        white,
        json!({"type": "play", "action": "f6", "ply": 3}),
        "stale",
    )
    .await;
    refused(
        &mut table.spectator,
        json!({"type": "play", "action": "f6"}),
        "spectator",
    )
    .await;
    let mut stranger = Client::connect(server.address).await;
    refused(
        &mut stranger,
        json!({"type": "play", "action": "f6"}),
        "no_game",
    )
    .await;
    refused(
        &mut stranger,
        json!({"type": "resume", "token": format!("{}.00", table.code)}),
        "bad_token",
    )
    .await;
    refused(
        &mut stranger,
        json!({"type": "resume", "token": "nonsense"}),
        "bad_token",
    )
    .await;
    refused(
        &mut stranger,
        json!({"type": "join", "code": "ZZZZZZ", "name": "x"}),
        "no_game",
    )
    .await;
    refused(
        &mut stranger,
        json!({"type": "join", "code": table.code, "name": "x"}),
        "game_full",
    )
    .await;
    refused(
        &mut stranger,
        json!({"type": "join", "code": table.code, "name": ""}),
        "bad_name",
    )
    .await;
    // Requests without an offer, an oversized message.
    refused(black, json!({"type": "accept"}), "no_offer").await;
    refused(white, json!({"type": "ask_undo"}), "no_undo").await;
    refused(white, json!({"type": "rematch"}), "not_over").await;
    let huge = json!({"type": "play", "action": "x".repeat(20_000)});
    refused(white, huge, "too_large").await;
    // Bad games.
    let create = |game: &str, seats: serde_json::Value| json!({"type": "create", "game": game, "seats": seats, "name": "x"});
    let human = json!({"kind": "human"});
    refused(
        &mut stranger,
        create("chess", json!([human, human])),
        "bad_game",
    )
    .await;
    refused(&mut stranger, create("yinsh", json!([human])), "bad_seats").await;
    refused(
        &mut stranger,
        create(
            "yinsh",
            json!([human, {"kind": "computer", "level": "god"}]),
        ),
        "bad_seats",
    )
    .await;
    let mut clocked = create("yinsh", json!([human, human]));
    clocked["clock"] = json!({"minutes": -5});
    refused(&mut stranger, clocked, "bad_clock").await;
    // Nothing changed: the game is where it was, and white still plays.
    let mut watcher = Client::connect(server.address).await;
    let now = watcher.watch(&table.code).await;
    assert_eq!(now["ply"], start["ply"]);
    assert_eq!(now["position"], start["position"]);
    // A finished game refuses actions.
    let [white, black] = &mut table.players[..] else {
        panic!("two seats")
    };
    white.send(json!({"type": "resign"})).await;
    let over = black.state_at(u64::MAX).await;
    assert_eq!(over["outcome"]["reason"], "resignation");
    refused(black, json!({"type": "play", "action": "f6"}), "game_over").await;
    // One address may hold only so many unfinished games (one is finished above).
    let mut creator = Client::connect(server.address).await;
    for _ in 0..3 {
        creator.create(create("y", json!([human, human]))).await;
    }
    refused(
        &mut creator,
        create("y", json!([human, human])),
        "too_many_games",
    )
    .await;
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_rate_limited_then_closed() {
    let database = Database::sqlite("flood");
    let server = TestServer::start(&database, |config| config.messages_per_second = 5.0);
    let mut client = Client::connect(server.address).await;
    for _ in 0..200 {
        client.send(json!({"type": "lobby"})).await;
    }
    let mut answers = 0;
    let mut limited = 0;
    while let Some(message) = client.try_next().await {
        match message["type"].as_str() {
            Some("lobby") => answers += 1,
            Some("error") if message["code"] == "rate_limited" => limited += 1,
            Some("error") => {
                assert_eq!(message["code"], "closed");
                break;
            }
            _ => panic!("{message}"),
        }
    }
    // The burst of 10, and what the allowance refills meanwhile.
    assert!((10..=12).contains(&answers), "the burst passes: {answers}");
    assert_eq!(limited, 49, "then refusals until the connection closes");
    assert!(client.try_next().await.is_none(), "closed");
    // Others are served meanwhile.
    let mut other = Client::connect(server.address).await;
    other.send(json!({"type": "games"})).await;
    assert_eq!(
        other.expect("games").await["games"]
            .as_array()
            .unwrap()
            .len(),
        10
    );
    let _ = open_table(server.address, "y", &[]).await;
    server.crash();
}
