//! Bad input: each case gets a clear error and changes nothing; abuse closes the
//! connection.

mod common;

use common::{Client, Database, TestServer, open_table, play_random};
use futures_util::{SinkExt, StreamExt};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::{Value, json};
use tokio::net::TcpSocket;
use tokio_tungstenite::client_async;
use tokio_tungstenite::tungstenite::Message;

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
    // Fields a message does not have, at every level: never read as something else
    // (a resignation "for seat 1" resigns nobody).
    refused(white, json!({"type": "games", "x": 1}), "bad_json").await;
    refused(white, json!({"type": "resign", "seat": 1}), "bad_json").await;
    refused(black, json!({"type": "resign", "seat": 0}), "bad_json").await;
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
    // Clocks below 15 s each: Black would lose on time before anyone joined.
    for minutes in ["1e-9", "5e-324", "0.001", "0.2"] {
        let text = format!(
            r#"{{"type":"create","game":"yinsh","name":"x","seats":[{{"kind":"human"}},{{"kind":"human"}}],"clock":{{"minutes":{minutes}}}}}"#
        );
        stranger.send_text(text).await;
        assert_eq!(stranger.error().await["code"], "bad_clock", "{minutes}");
    }
    let mut clocked = create("yinsh", json!([human, human]));
    clocked["clock"] = json!({"minutes": 5, "increment_seconds": 0, "extra": 1});
    refused(&mut stranger, clocked, "bad_json").await;
    let extra_seat = create(
        "yinsh",
        json!([human, {"kind": "human", "level": "casual"}]),
    );
    refused(&mut stranger, extra_seat, "bad_json").await;
    // A seated player's refused request for another game leaves the seat held: the
    // others never see it leave, and it still plays (below).
    let [white, _] = &mut table.players[..] else {
        panic!("two seats")
    };
    let elsewhere = json!({"type": "join", "code": "ZZZZZZ", "name": "x"});
    refused(white, elsewhere, "no_game").await;
    refused(white, json!({"type": "watch", "code": "ZZZZZZ"}), "no_game").await;
    refused(
        white,
        json!({"type": "resume", "token": "nonsense"}),
        "bad_token",
    )
    .await;
    refused(white, create("chess", json!([human, human])), "bad_game").await;
    // Nothing changed: the game is where it was, and white still plays.
    let mut watcher = Client::connect(server.address).await;
    let now = watcher.watch(&table.code).await;
    assert_eq!(now["ply"], start["ply"]);
    assert!(now["outcome"].is_null(), "{now}");
    assert_eq!(now["position"], start["position"]);
    for seat in now["seats"].as_array().unwrap() {
        assert_eq!(seat["connected"], true, "{seat}");
    }
    // A finished game refuses actions.
    let [white, black] = &mut table.players[..] else {
        panic!("two seats")
    };
    white.send(json!({"type": "resign"})).await;
    let over = black.state_at(u64::MAX).await;
    assert_eq!(over["outcome"]["reason"], "resignation");
    refused(black, json!({"type": "play", "action": "f6"}), "game_over").await;
    // Joining it says it is over, while its players are there and once it is let go.
    let join = json!({"type": "join", "code": table.code, "name": "x"});
    refused(&mut stranger, join.clone(), "game_over").await;
    drop((table, watcher));
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    refused(&mut stranger, join, "game_over").await;
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_is_dropped_and_the_others_play_on() {
    let database = Database::sqlite("slow");
    let server = TestServer::start(&database, |config| {
        config.send_queue = 8;
        config.messages_per_second = 100_000.0;
        config.address_messages_per_second = 100_000.0;
        config.max_games_per_address = 1000;
    });
    // Listed games make each lobby answer long (200 games, tens of KB).
    let mut host = Client::connect(server.address).await;
    for _ in 0..200 {
        host.create(json!({
            "type": "create", "game": "y", "name": "Host",
            "seats": [{"kind": "human"}, {"kind": "human"}],
        }))
        .await;
    }
    let mut table = open_table(server.address, "y", &[]).await;
    // A client over a real socket with a small receive buffer asks for the lobby
    // again and again and never reads an answer.
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let stream = socket.connect(server.address).await.unwrap();
    let (mut slow, _) = client_async(format!("ws://{}/ws", server.address), stream)
        .await
        .expect("the WebSocket opens");
    let asked = 500;
    for _ in 0..asked {
        let lobby = json!({"type": "lobby"}).to_string();
        if slow.send(Message::Text(lobby.into())).await.is_err() {
            break;
        }
    }
    // Meanwhile the others play a whole game, every view checked.
    let mut rng = StdRng::seed_from_u64(6);
    let end = play_random(&mut table, &mut rng, u64::MAX).await;
    assert!(!end["outcome"].is_null());
    // The slow client gets what its queue and the sockets held, then the close.
    let mut answers = 0;
    loop {
        let frame = tokio::time::timeout(common::PATIENCE, slow.next())
            .await
            .expect("the slow client is closed in time");
        match frame {
            Some(Ok(Message::Text(text))) => {
                let message: Value = serde_json::from_str(&text).unwrap();
                if message["type"] == "lobby" {
                    answers += 1;
                }
            }
            Some(Ok(_)) => {}
            None | Some(Err(_)) => break,
        }
    }
    assert!(
        answers < asked,
        "dropped before all answers: {answers} of {asked}"
    );
    eprintln!("the slow client got {answers} of {asked} lobby answers before it was dropped");
    server.crash();
}
