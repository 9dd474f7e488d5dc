//! Half-sent HTTP requests (the start of a WebSocket's upgrade, then nothing) cannot
//! shut others out: each counts against its address from the moment it is accepted,
//! closes when the handshake's time is up, and the server allows itself every open
//! file the system lets it have.

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::{Client, Database, TestServer, http_get, spawn_command};
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// Connections from 127.0.0.2 (another address than the test's clients', on the same
/// loopback) that each send the start of an upgrade, then nothing.
async fn half_sent(server: SocketAddr, count: usize) -> Vec<TcpStream> {
    let mut streams = Vec::new();
    for _ in 0..count {
        let socket = TcpSocket::new_v4().unwrap();
        socket.bind("127.0.0.2:0".parse().unwrap()).unwrap();
        let mut stream = socket.connect(server).await.unwrap();
        // Refused connections may be closed before this is written.
        let _ = stream
            .write_all(b"GET /ws HTTP/1.1\r\nHost: plateau\r\n")
            .await;
        streams.push(stream);
    }
    streams
}

/// Whether the server closed `stream` within `wait`.
async fn closed_within(stream: &mut TcpStream, wait: Duration) -> bool {
    let mut byte = [0; 1];
    matches!(
        tokio::time::timeout(wait, stream.read(&mut byte)).await,
        Ok(Ok(0) | Err(_))
    )
}

/// A fresh client is served: the health check, and a game created over a WebSocket.
async fn served(address: SocketAddr) {
    assert_eq!(http_get(address, "/health").await, (200, "ok".to_string()));
    let mut client = Client::connect(address).await;
    client
        .create(json!({"type": "create", "game": "y", "name": "Fresh",
                       "seats": [{"kind": "human"}, {"kind": "human"}]}))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_sent_handshakes_count_against_their_address_and_time_out() {
    let database = Database::sqlite("handshakes");
    let timeout = Duration::from_secs(3);
    let server = TestServer::start(&database, |config| {
        config.handshake_timeout = timeout;
        config.max_connections_per_address = 50;
    });
    let opened = Instant::now();
    let mut attack = half_sent(server.address, 120).await;
    // Others are served meanwhile.
    served(server.address).await;
    // Past its 50, the address's connections were closed at once; its 50 stay open...
    let mut closed = Vec::new();
    for stream in &mut attack {
        closed.push(closed_within(stream, Duration::from_millis(50)).await);
    }
    assert!(opened.elapsed() < timeout, "the test was too slow to count");
    let open = closed.iter().filter(|c| !**c).count();
    assert_eq!(open, 50, "the address holds its 50 connections, no more");
    // ...until the handshake's time is up.
    for (stream, closed) in attack.iter_mut().zip(closed) {
        if !closed {
            assert!(closed_within(stream, timeout * 3).await, "timed out");
        }
    }
    assert!(opened.elapsed() >= timeout, "not closed before the time");
    // Then the address is served again.
    let mut again = half_sent(server.address, 1).await;
    assert!(!closed_within(&mut again[0], Duration::from_millis(100)).await);
    drop(again);
    served(server.address).await;
    server.crash();
}

/// The real binary started with a soft limit of 200 open files: it raises it to the hard
/// one, and serves a fresh client while 300 half-sent handshakes are open.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_raises_its_open_files_limit_and_serves_during_an_attack() {
    let database = Database::sqlite("open_files");
    let mut command = std::process::Command::new("sh");
    command
        .args(["-c", "ulimit -Sn 200 && exec \"$0\" \"$@\""])
        .arg(env!("CARGO_BIN_EXE_plateau-server"))
        .args(["--listen", "127.0.0.1:0", "--database", &database.url])
        // The handshakes' time is long: only enough open files can serve the client.
        .args(["--handshake-timeout", "120"]);
    let (mut child, address) = spawn_command(command);
    let limits = std::fs::read_to_string(format!("/proc/{}/limits", child.id())).unwrap();
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max open files"))
        .unwrap();
    let numbers: Vec<&str> = line.split_whitespace().skip(3).take(2).collect();
    assert_eq!(
        numbers[0], numbers[1],
        "the soft limit is the hard one: {line}"
    );
    let attack = half_sent(address, 300).await;
    tokio::time::timeout(Duration::from_secs(10), served(address))
        .await
        .expect("a fresh client is served during the attack");
    drop(attack);
    child.kill().unwrap();
    child.wait().unwrap();
}
