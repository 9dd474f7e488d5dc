//! The `record` request on SQLite and on Postgres: a finished game's record, the same
//! as `GET /games/CODE/record`, for any connection and without touching the seat it
//! holds; `not_over` for a game played; `no_game` for an unknown or malformed code;
//! the same answer after a restart.

mod common;

use common::{Client, Database, TestServer, http_get, lost_game};
use plateau_rules::record::GameRecord;
use serde_json::{Value, json};

/// Asks for the record of `code`: the answer.
async fn record(client: &mut Client, code: &str) -> Value {
    client.ask(json!({"type": "record", "code": code})).await
}

/// Checks that `answer` is the record of the finished game `code` as the server's
/// page serves it: the record as JSON text.
async fn check_record(server: &TestServer, answer: &Value, code: &str) -> String {
    assert_eq!(answer["type"], "record", "{answer}");
    assert_eq!(answer["game"]["code"], code);
    assert_eq!(answer["game"]["game"], "y");
    assert_eq!(answer["game"]["players"][1]["name"], "Guest");
    let text = answer["record"].as_str().expect("the record is text");
    let parsed = GameRecord::from_json(text).expect("a record");
    assert_eq!(parsed.game, "y");
    assert!(parsed.resigned.is_some(), "{text}");
    let (status, served) = http_get(server.address, &format!("/games/{code}/record")).await;
    assert_eq!(status, 200);
    assert_eq!(text, served);
    text.to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_record_by_its_code_and_refusals() {
    for database in Database::all("records").await {
        let server = TestServer::start_fast(&database);
        let mut loser = Client::connect(server.address).await;
        let (finished, _) = lost_game(server.address, &mut loser).await;
        // A guest holding no game asks, in any case.
        let mut guest = Client::connect(server.address).await;
        let lower = finished.to_lowercase();
        let kept = check_record(&server, &record(&mut guest, &lower).await, &finished).await;
        // A seat of a live game asks: the game is not over, and the seat still plays.
        let (live, _, _) = guest
            .create(json!({
                "type": "create", "game": "y", "name": "Host",
                "seats": [{"kind": "human"}, {"kind": "human"}],
            }))
            .await;
        assert_eq!(record(&mut guest, &live).await["code"], "not_over");
        let answer = record(&mut guest, &finished).await;
        assert_eq!(check_record(&server, &answer, &finished).await, kept);
        let mut joiner = Client::connect(server.address).await;
        joiner.join(&live, "Joiner").await;
        guest.send(json!({"type": "resign"})).await;
        let over = guest.state_at(u64::MAX).await;
        assert_eq!(over["outcome"]["reason"], "resignation", "{over}");
        // Unknown codes and garbage.
        let unknown = if finished == "ZZZZZZ" {
            "YYYYYY"
        } else {
            "ZZZZZZ"
        };
        let long = "A".repeat(5000);
        for code in [unknown, "", "KXPTRI", "not a code at all", long.as_str()] {
            let answer = record(&mut joiner, code).await;
            assert_eq!(answer["code"], "no_game", "{code}: {answer}");
        }
        // A spectator of a game still played asks too.
        let mut host = Client::connect(server.address).await;
        let (playing, _, _) = host
            .create(json!({
                "type": "create", "game": "y", "name": "Host",
                "seats": [{"kind": "human"}, {"kind": "human"}],
            }))
            .await;
        let mut spectator = Client::connect(server.address).await;
        spectator.watch(&playing).await;
        let answer = record(&mut spectator, &finished).await;
        check_record(&server, &answer, &finished).await;
        server.crash();
        // After a restart: the same record; the unfinished game still is not over.
        let server = TestServer::start_fast(&database);
        let mut after = Client::connect(server.address).await;
        let answer = record(&mut after, &finished).await;
        assert_eq!(check_record(&server, &answer, &finished).await, kept);
        assert_eq!(record(&mut after, &playing).await["code"], "not_over");
    }
}
