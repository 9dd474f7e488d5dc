//! Figures of accounts on this machine: argon2id's time per hash with the server's
//! parameters, and sign-ins per second a server answers (its hashing the bound),
//! first with the limits lifted, then under the default limits from one address.
//!
//! `cargo run --profile ci-release -p plateau-server --example accounts_bench -- [SECONDS]`
//! Prints figures; asserts nothing about them.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use plateau_server::accounts::password::{self, hash_now, verify_now};
use plateau_server::accounts::{AccountLimits, Allowance};
use plateau_server::{Config, Server};
use serde_json::{Value, json};
use tokio_tungstenite::connect_async;
use tokio_tungstenite::tungstenite::Message;

/// Connections signing in at once.
const CLIENTS: usize = 8;

/// Signs in to `bench` on a new connection, one request after another's answer, until
/// `until`: each answer's code (`signed_in` for a sign-in).
async fn sign_in_loop(address: SocketAddr, until: Instant) -> Vec<String> {
    let (mut socket, _) = connect_async(format!("ws://{address}/ws")).await.unwrap();
    socket.next().await; // the welcome
    let message = json!({"type": "sign_in", "name": "bench", "password": "secret words"});
    let mut codes = Vec::new();
    while Instant::now() < until {
        socket
            .send(Message::Text(message.to_string().into()))
            .await
            .unwrap();
        let Some(Ok(Message::Text(text))) = socket.next().await else {
            break;
        };
        let answer: Value = serde_json::from_str(&text).unwrap();
        let code = answer["code"].as_str().unwrap_or("signed_in");
        codes.push(code.to_string());
    }
    codes
}

/// A server on a fresh SQLite file under `limits`, with the account `bench` made.
async fn server(folder: &std::path::Path, limits: AccountLimits) -> SocketAddr {
    let url = format!("sqlite://{}?mode=rwc", folder.join("plateau.db").display());
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), url);
    config.messages_per_second = 100_000.0;
    config.address_messages_per_second = 100_000.0;
    config.account_limits = limits;
    let server = Server::start(config).await.unwrap();
    let address = server.address;
    tokio::spawn(server.wait());
    let (mut socket, _) = connect_async(format!("ws://{address}/ws")).await.unwrap();
    socket.next().await;
    let up = json!({"type": "sign_up", "name": "bench", "password": "secret words"});
    socket
        .send(Message::Text(up.to_string().into()))
        .await
        .unwrap();
    socket.next().await;
    address
}

/// Sign-ins per second from [`CLIENTS`] connections for `seconds`, and how many
/// were refused.
async fn measure(address: SocketAddr, seconds: f64) -> (f64, usize, usize) {
    let until = Instant::now() + Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let tasks: Vec<_> = (0..CLIENTS)
        .map(|_| tokio::spawn(sign_in_loop(address, until)))
        .collect();
    let mut codes = Vec::new();
    for task in tasks {
        codes.extend(task.await.unwrap());
    }
    let elapsed = start.elapsed().as_secs_f64();
    let signed = codes.iter().filter(|c| *c == "signed_in").count();
    (signed as f64 / elapsed, signed, codes.len() - signed)
}

#[tokio::main]
async fn main() {
    let seconds: f64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(5.0);
    let runs = 20;
    let start = Instant::now();
    let mut hash = String::new();
    for _ in 0..runs {
        hash = hash_now("secret words").unwrap();
    }
    let hashing = start.elapsed() / runs;
    let start = Instant::now();
    for _ in 0..runs {
        assert!(verify_now("secret words", &hash));
    }
    let verifying = start.elapsed() / runs;
    println!(
        "argon2id m={} KiB t={} p=1: {:.1} ms a hash, {:.1} ms a verification (one thread, mean of {runs})",
        password::MEMORY_KIB,
        password::PASSES,
        hashing.as_secs_f64() * 1000.0,
        verifying.as_secs_f64() * 1000.0
    );
    let folder =
        std::env::temp_dir().join(format!("plateau-accounts-bench-{}", std::process::id()));
    for (label, limits) in [
        ("limits lifted", {
            let open = Allowance {
                burst: 1_000_000,
                every: Duration::from_micros(1),
            };
            AccountLimits {
                sign_ins_per_name: open,
                sign_ins_per_address: open,
                sign_ups_per_address: open,
            }
        }),
        ("default limits", AccountLimits::default()),
    ] {
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).unwrap();
        let address = server(&folder, limits).await;
        let (rate, signed, refused) = measure(address, seconds).await;
        println!(
            "{label}: {rate:.1} sign-ins a second ({signed} signed in, {refused} refused, \
             {CLIENTS} connections of one address, {seconds} s)"
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
}
