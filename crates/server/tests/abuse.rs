//! Abuse is counted over a sliding window: a burst of refusals closes the connection,
//! with the `closed` error always before the Close frame; refusals spread out never
//! add up.

mod common;

use std::time::Duration;

use common::{Client, Database, TestServer};
use serde_json::{Value, json};

/// How many of `messages` are refusals coded `code`.
fn refusals(messages: &[Value], code: &str) -> usize {
    messages
        .iter()
        .filter(|m| m["type"] == "error" && m["code"] == code)
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_burst_that_ends_in_the_abuse_close_gets_closed_then_a_close_frame() {
    let database = Database::sqlite("burst");
    // The default limits: 20 messages a second in bursts of 40, 64 frames queued.
    let server = TestServer::start(&database, |_| {});
    for burst in 0..20 {
        let mut client = Client::connect(server.address).await;
        for _ in 0..150 {
            client.send(json!({"type": "lobby"})).await;
        }
        let (messages, close) = client.read_to_close().await;
        let last = messages.last().expect("frames before the close");
        assert_eq!(
            last["code"], "closed",
            "burst {burst}: the last frame: {last}"
        );
        assert_eq!(
            close,
            Some((1008, "closed for repeated abuse".to_string())),
            "burst {burst}"
        );
        // The frames before are the answers and refusals that fitted in the queue.
        assert!(refusals(&messages, "rate_limited") <= 49, "burst {burst}");
    }
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_spread_out_never_close_a_connection_and_a_burst_of_them_does() {
    let database = Database::sqlite("trickle");
    let server = TestServer::start(&database, |config| {
        config.abuse_window = Duration::from_millis(300);
        config.messages_per_second = 100_000.0;
    });
    let mut client = Client::connect(server.address).await;
    // A slow trickle: 60 refusals, one every 30 ms (at most 10 in any window).
    for _ in 0..60 {
        client.send_text("{not json".to_string()).await;
        assert_eq!(client.error().await["code"], "bad_json");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    // Bursts of 30 refusals, a second apart: a client that backs off.
    for _ in 0..3 {
        for _ in 0..30 {
            client.send_text("{not json".to_string()).await;
        }
        for _ in 0..30 {
            assert_eq!(client.error().await["code"], "bad_json");
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    // After 150 refusals, still served.
    client.send(json!({"type": "games"})).await;
    client.expect("games").await;
    // A burst of 60: the 50th refusal within the window closes the connection.
    for _ in 0..60 {
        client.send_text("{not json".to_string()).await;
    }
    let (messages, close) = client.read_to_close().await;
    assert_eq!(refusals(&messages, "bad_json"), 49, "{messages:?}");
    assert_eq!(messages.last().unwrap()["code"], "closed");
    assert_eq!(close.map(|c| c.0), Some(1008));
    server.crash();
}
