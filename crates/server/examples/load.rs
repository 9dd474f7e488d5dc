//! Load generator for a running `plateau-server`: opens N games of Game of Y between
//! two WebSocket clients each (spread over the loopback addresses 127.0.0.1-50 for
//! ports), plays a random legal action in each game every interval, and prints the
//! games, sockets, actions accepted per second, the time from an action sent to the
//! opponent receiving it (p50, p99, max) and the server's memory per game (from
//! /proc/PID/status when --pid is given). A game that ends starts again.
//!
//! Several servers sharing one Postgres database (docs/deployment.md): `--server A,B`
//! puts each game's two players on two of them in turn, `--pid P,Q` sums their memory
//! and CPU time (printed per accepted action, with the generator's own) and the bytes
//! they wrote to storage (/proc/PID/io), and `--database URL` counts Postgres'
//! transactions per accepted action (from `pg_stat_database`, read 11 s after the
//! opening and after the play, when every server has flushed its statistics).
//!
//! ```sh
//! cargo run --release -p plateau-server -- --data /tmp/load --max-games-per-address 1000000 \
//!     --max-connections-per-address 1000000 --address-messages-per-second 1000000 &
//! cargo run --release -p plateau-server --example load -- --server 127.0.0.1:8080 \
//!     --pid $! --games 1000 --interval-ms 2000 --seconds 30
//! ```
//! With `--interval-ms 0` the games do not move: idle connected games. Many sockets
//! need the open-file limit raised first in both shells (`ulimit -n 200000`).

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{WebSocketStream, client_async};

type Socket = WebSocketStream<TcpStream>;

struct Settings {
    servers: Vec<SocketAddr>,
    pids: Vec<u32>,
    database: Option<String>,
    games: usize,
    interval: Duration,
    seconds: u64,
}

fn settings() -> Settings {
    let mut settings = Settings {
        servers: vec!["127.0.0.1:8080".parse().unwrap()],
        pids: Vec::new(),
        database: None,
        games: 100,
        interval: Duration::from_secs(2),
        seconds: 30,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).map(String::as_str).unwrap_or_default();
        let bad = || -> ! {
            eprintln!("load: bad value '{value}' for {}", pair[0]);
            std::process::exit(2)
        };
        match pair[0].as_str() {
            "--server" => {
                settings.servers = (value.split(',').map(str::parse))
                    .collect::<Result<_, _>>()
                    .unwrap_or_else(|_| bad())
            }
            "--pid" => {
                settings.pids = (value.split(',').map(str::parse))
                    .collect::<Result<_, _>>()
                    .unwrap_or_else(|_| bad())
            }
            "--database" => settings.database = Some(value.to_string()),
            "--games" => settings.games = value.parse().unwrap_or_else(|_| bad()),
            "--interval-ms" => {
                settings.interval = Duration::from_millis(value.parse().unwrap_or_else(|_| bad()))
            }
            "--seconds" => settings.seconds = value.parse().unwrap_or_else(|_| bad()),
            other => {
                eprintln!(
                    "load: unknown argument {other} (--server --pid --database --games --interval-ms --seconds)"
                );
                std::process::exit(2)
            }
        }
    }
    settings
}

/// A WebSocket to the server from the loopback address number `index`.
async fn connect(server: SocketAddr, index: usize) -> Socket {
    let local = Ipv4Addr::new(127, 0, 0, 1 + (index % 50) as u8);
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::from((local, 0))).unwrap();
    let stream = socket.connect(server).await.expect("the server is up");
    let (socket, _) = client_async(format!("ws://{server}/ws"), stream)
        .await
        .expect("the WebSocket opens");
    socket
}

async fn send(socket: &mut Socket, message: Value) {
    let _ = socket.send(Message::Text(message.to_string().into())).await;
}

/// The next message of `kind`.
async fn expect(socket: &mut Socket, kind: &str) -> Value {
    while let Some(Ok(frame)) = socket.next().await {
        if let Message::Text(text) = frame {
            let message: Value = serde_json::from_str(&text).unwrap();
            if message["type"] == kind {
                return message;
            }
            if message["type"] == "error" {
                panic!("load: refused: {message}");
            }
        }
    }
    panic!("load: the connection closed")
}

/// The first state at `ply` or over.
async fn state_at(socket: &mut Socket, ply: u64) -> Option<Value> {
    while let Some(Ok(frame)) = socket.next().await {
        if let Message::Text(text) = frame {
            let message: Value = serde_json::from_str(&text).ok()?;
            if message["type"] == "state"
                && (message["ply"].as_u64()? >= ply || !message["outcome"].is_null())
            {
                return Some(message);
            }
        }
    }
    None
}

/// Opens game `index`: its players' sockets, the first on server `index`, the second
/// on the next one (of the list, in turn).
async fn open_game(servers: &[SocketAddr], index: usize) -> [Socket; 2] {
    let mut first = connect(servers[index % servers.len()], index * 2).await;
    send(
        &mut first,
        json!({"type": "create", "game": "y", "name": "a", "listed": false,
               "seats": [{"kind": "human"}, {"kind": "human"}]}),
    )
    .await;
    let code = expect(&mut first, "created").await["code"].clone();
    let mut second = connect(servers[(index + 1) % servers.len()], index * 2 + 1).await;
    send(
        &mut second,
        json!({"type": "join", "code": code, "name": "b"}),
    )
    .await;
    expect(&mut second, "joined").await;
    [first, second]
}

/// Plays game `index` until `until`, recording each action's latency.
async fn play(
    mut sockets: [Socket; 2],
    settings: Arc<Settings>,
    until: Instant,
    latencies: Arc<Mutex<Vec<u32>>>,
    seed: u64,
) {
    let mut rng = StdRng::seed_from_u64(seed);
    // The state in hand and which socket read it (that socket has consumed it).
    let mut state = state_at(&mut sockets[0], 0).await.map(|s| (s, 0));
    let mut offset =
        Duration::from_millis(rng.random_range(0..settings.interval.as_millis().max(1) as u64));
    while let Some((current, reader)) = state.take() {
        if Instant::now() >= until || !current["outcome"].is_null() {
            return; // a finished game stops
        }
        tokio::time::sleep(offset).await;
        offset = settings.interval;
        let ply = current["ply"].as_u64().unwrap();
        let mover = current["to_move"].as_u64().unwrap() as usize;
        let own = if mover == reader {
            current
        } else {
            let Some(own) = state_at(&mut sockets[mover], ply).await else {
                return;
            };
            own
        };
        let legal = own["legal"].as_array().unwrap();
        let action = legal[rng.random_range(0..legal.len())].clone();
        let sent = Instant::now();
        send(
            &mut sockets[mover],
            json!({"type": "play", "action": action, "ply": ply}),
        )
        .await;
        state = state_at(&mut sockets[1 - mover], ply + 1)
            .await
            .map(|s| (s, 1 - mover));
        latencies
            .lock()
            .unwrap()
            .push(sent.elapsed().as_micros() as u32);
    }
}

/// The servers' resident memory in KB, summed.
fn resident_kb(pids: &[u32]) -> Option<u64> {
    pids.iter()
        .map(|pid| {
            let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
            let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        })
        .sum::<Option<u64>>()
        .filter(|_| !pids.is_empty())
}

/// The servers' CPU time (user and system) in seconds, summed, from /proc (at 100
/// ticks a second, Linux's USER_HZ).
fn cpu_seconds(pids: &[u32]) -> Option<f64> {
    pids.iter()
        .map(|pid| {
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // The fields after the command's closing parenthesis; utime and stime are
            // the 14th and 15th of the line.
            let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
            let ticks =
                fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
            Some(ticks as f64 / 100.0)
        })
        .sum::<Option<f64>>()
        .filter(|_| !pids.is_empty())
}

/// The bytes the servers caused to be written to storage so far, summed, from
/// /proc/PID/io (readable for one's own processes, or as root).
fn written_bytes(pids: &[u32]) -> Option<u64> {
    pids.iter()
        .map(|pid| {
            let io = std::fs::read_to_string(format!("/proc/{pid}/io")).ok()?;
            let line = io.lines().find(|l| l.starts_with("write_bytes:"))?;
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        })
        .sum::<Option<u64>>()
        .filter(|_| !pids.is_empty())
}

/// The transactions committed so far in the database at `url`.
async fn commits(url: &str) -> Option<i64> {
    use sqlx::{Connection, Row};
    let mut connection = sqlx::PgConnection::connect(url).await.ok()?;
    let row =
        sqlx::query("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")
            .fetch_one(&mut connection)
            .await
            .ok()?;
    row.try_get(0).ok()
}

#[tokio::main]
async fn main() {
    let settings = Arc::new(settings());
    let before = resident_kb(&settings.pids);
    let opening = Instant::now();
    // Opened 64 at a time: the server stores each game's three writes in turn anyway.
    let servers = &settings.servers;
    let games: Vec<[Socket; 2]> = futures_util::stream::iter(0..settings.games)
        .map(|index| open_game(servers, index))
        .buffered(64)
        .collect()
        .await;
    let after = resident_kb(&settings.pids);
    println!(
        "opened {} games ({} sockets) in {:.1} s",
        settings.games,
        settings.games * 2,
        opening.elapsed().as_secs_f64()
    );
    if let (Some(before), Some(after)) = (before, after) {
        println!(
            "server memory: {} MB before, {} MB after; {:.1} KB per game",
            before / 1024,
            after / 1024,
            (after.saturating_sub(before)) as f64 / settings.games as f64
        );
    }
    if settings.interval.is_zero() {
        tokio::time::sleep(Duration::from_secs(settings.seconds)).await;
        return;
    }
    let latencies = Arc::new(Mutex::new(Vec::new()));
    let cpu_before = cpu_seconds(&settings.pids);
    let written_before = written_bytes(&settings.pids);
    let generator = [std::process::id()];
    let generator_before = cpu_seconds(&generator);
    let commits_before = match &settings.database {
        Some(url) => {
            // The opening's transactions are all counted first (see below).
            tokio::time::sleep(Duration::from_secs(11)).await;
            commits(url).await
        }
        None => None,
    };
    let start = Instant::now();
    let until = start + Duration::from_secs(settings.seconds);
    let tasks: Vec<_> = games
        .into_iter()
        .enumerate()
        .map(|(index, sockets)| {
            tokio::spawn(play(
                sockets,
                settings.clone(),
                until,
                latencies.clone(),
                index as u64,
            ))
        })
        .collect();
    for task in tasks {
        let _ = task.await;
    }
    let elapsed = start.elapsed().as_secs_f64();
    let mut latencies = latencies.lock().unwrap().clone();
    latencies.sort_unstable();
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0) as f64
            / 1000.0
    };
    println!(
        "{} actions in {elapsed:.1} s: {:.0} actions/s; sent to received p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        latencies.len(),
        latencies.len() as f64 / elapsed,
        at(0.5),
        at(0.99),
        at(1.0)
    );
    if let (Some(before), Some(after)) = (cpu_before, cpu_seconds(&settings.pids)) {
        println!(
            "servers' CPU time: {:.1} s, {:.2} ms per accepted action",
            after - before,
            (after - before) * 1000.0 / latencies.len().max(1) as f64
        );
    }
    if let (Some(before), Some(after)) = (written_before, written_bytes(&settings.pids)) {
        println!(
            "servers' writes to storage: {} KB, {:.0} bytes per accepted action",
            (after - before) / 1024,
            (after - before) as f64 / latencies.len().max(1) as f64
        );
    }
    if let (Some(before), Some(after)) = (generator_before, cpu_seconds(&generator)) {
        println!(
            "the load generator's CPU time: {:.1} s, {:.2} ms per accepted action",
            after - before,
            (after - before) * 1000.0 / latencies.len().max(1) as f64
        );
    }
    if let (Some(url), Some(before)) = (&settings.database, commits_before) {
        // Every server flushes its statistics within 10 s of its last transaction.
        tokio::time::sleep(Duration::from_secs(11)).await;
        if let Some(after) = commits(url).await {
            println!(
                "Postgres: {} transactions, {:.2} per accepted action",
                after - before,
                (after - before) as f64 / latencies.len().max(1) as f64
            );
        }
    }
    if let Some(now) = resident_kb(&settings.pids) {
        println!("server memory at the end: {} MB", now / 1024);
    }
}
