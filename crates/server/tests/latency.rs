//! Frames are sent at once: in plays in quick succession (a blitz, a computer seat), the
//! seat that waits hears of each play as soon as the mover does. With Nagle's
//! algorithm on the server's sockets, its frame would wait for the acknowledgement of
//! the one before, which the client delays (40 ms on Linux).

mod common;

use std::time::{Duration, Instant};

use common::{Database, Table, TestServer, open_table};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::json;

/// The value below which `fraction` of `samples` lie.
fn percentile(samples: &mut [Duration], fraction: f64) -> Duration {
    samples.sort();
    samples[((samples.len() - 1) as f64 * fraction).round() as usize]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_waiting_seat_hears_of_plays_in_quick_succession_at_once() {
    let database = Database::sqlite("latency");
    let server = TestServer::start_fast(&database);
    let mut rng = StdRng::seed_from_u64(10);
    let mut waiting = Vec::new();
    let mut moving = Vec::new();
    while waiting.len() < 200 {
        // Two players (the spectator leaves), playing as fast as they can.
        let Table {
            mut players, state, ..
        } = open_table(server.address, "y", &[]).await;
        let mut state = state;
        while state["outcome"].is_null() {
            let ply = state["ply"].as_u64().unwrap();
            let mover = state["to_move"].as_u64().unwrap() as usize;
            let own = players[mover].state_at(ply).await;
            let legal = own["legal"].as_array().unwrap();
            let action = &legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
            let play = json!({"type": "play", "action": action, "ply": ply});
            let sent = Instant::now();
            players[mover].send(play).await;
            let (first, second) = players.split_at_mut(1);
            let (mine, theirs) = if mover == 0 {
                (&mut first[0], &mut second[0])
            } else {
                (&mut second[0], &mut first[0])
            };
            let (mine, theirs) = tokio::join!(
                async {
                    mine.state_at(ply + 1).await;
                    sent.elapsed()
                },
                async {
                    let state = theirs.state_at(ply + 1).await;
                    (state, sent.elapsed())
                },
            );
            moving.push(mine);
            waiting.push(theirs.1);
            state = theirs.0;
        }
    }
    let p = |samples: &mut Vec<Duration>, f| percentile(samples, f).as_secs_f64() * 1000.0;
    let (w50, w90, w99) = (
        p(&mut waiting, 0.5),
        p(&mut waiting, 0.9),
        p(&mut waiting, 0.99),
    );
    let (m50, m90) = (p(&mut moving, 0.5), p(&mut moving, 0.9));
    eprintln!(
        "{} plays: the waiting seat's frame {w50:.1} ms median, {w90:.1} ms p90, {w99:.1} ms p99; \
         the mover's {m50:.1} ms median, {m90:.1} ms p90",
        waiting.len()
    );
    assert!(
        w90 < 20.0,
        "the waiting seat's frame waited: {w90:.1} ms at the 90th percentile"
    );
    server.crash();
}
