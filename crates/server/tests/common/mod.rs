//! A server on 127.0.0.1 in its own runtime (stopped as if it crashed), and protocol
//! clients over real WebSockets.
#![allow(dead_code)] // each test file uses its own part of the harness

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use plateau_rules::Seat;
use plateau_rules::catalog::{self, AnyMatch};
use plateau_rules::record::GameRecord;
use plateau_server::{Config, Server};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

/// How long a client waits for a message before the test fails.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// Where a test's games are stored: SQLite in a fresh folder, or a fresh database in
/// the Postgres cluster given by `PLATEAU_TEST_POSTGRES`.
pub struct Database {
    /// The URL the server opens.
    pub url: String,
    folder: Option<PathBuf>,
}

impl Database {
    /// A fresh SQLite file named after the test.
    pub fn sqlite(name: &str) -> Database {
        let folder =
            std::env::temp_dir().join(format!("plateau-server-test-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).unwrap();
        Database {
            url: format!("sqlite://{}?mode=rwc", folder.join("plateau.db").display()),
            folder: Some(folder),
        }
    }

    /// A fresh database named after the test in the Postgres cluster of
    /// `PLATEAU_TEST_POSTGRES`, or `None` (said on stderr) when it is not set.
    pub async fn postgres(test: &str) -> Option<Database> {
        let url = match std::env::var("PLATEAU_TEST_POSTGRES") {
            Ok(url) if !url.is_empty() => url,
            _ => {
                eprintln!(
                    "{test}: skipped on Postgres: PLATEAU_TEST_POSTGRES is not set \
                     (scripts/test.sh sets it when PostgreSQL is installed)"
                );
                return None;
            }
        };
        use sqlx::Connection;
        sqlx::any::install_default_drivers();
        let mut admin = sqlx::AnyConnection::connect(&url)
            .await
            .expect("PLATEAU_TEST_POSTGRES is a Postgres server");
        let name = format!("plateau_{test}_{}", std::process::id());
        sqlx::raw_sql(&format!("DROP DATABASE IF EXISTS {name}"))
            .execute(&mut admin)
            .await
            .unwrap();
        sqlx::raw_sql(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await
            .unwrap();
        let base = url.rsplit_once('/').map_or(url.as_str(), |(base, _)| base);
        Some(Database {
            url: format!("{base}/{name}"),
            folder: None,
        })
    }

    /// Every database the suite runs on: SQLite, and Postgres when given.
    pub async fn all(test: &str) -> Vec<Database> {
        let mut all = vec![Database::sqlite(test)];
        all.extend(Database::postgres(test).await);
        all
    }

    /// The SQLite folder, if any.
    pub fn folder(&self) -> Option<&PathBuf> {
        self.folder.as_ref()
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Some(folder) = &self.folder {
            let _ = std::fs::remove_dir_all(folder);
        }
    }
}

/// A server in a runtime of its own; dropping it stops everything it ran at once, as a
/// crash would.
pub struct TestServer {
    pub address: SocketAddr,
    runtime: Option<tokio::runtime::Runtime>,
}

impl TestServer {
    /// Starts a server with limits of messages that random play at full speed does
    /// not reach, and clocks as short as a test needs.
    pub fn start_fast(database: &Database) -> TestServer {
        TestServer::start_fast_with(database, |_| {})
    }

    /// Starts a server as [`TestServer::start_fast`] does, its config then adjusted by
    /// `adjust`.
    pub fn start_fast_with(database: &Database, adjust: impl FnOnce(&mut Config)) -> TestServer {
        TestServer::start(database, |config| {
            config.min_clock = Duration::ZERO;
            config.messages_per_second = 100_000.0;
            config.address_messages_per_second = 100_000.0;
            config.max_games_per_address = 1000;
            adjust(config);
        })
    }

    /// Starts a server on `database` with `config` adjusted by `adjust`, in a runtime
    /// built on a thread of its own (a test's runtime cannot start another inside it).
    pub fn start(database: &Database, adjust: impl FnOnce(&mut Config)) -> TestServer {
        let mut config = Config::new("127.0.0.1:0".parse().unwrap(), database.url.clone());
        adjust(&mut config);
        let (runtime, address) = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            let server = runtime
                .block_on(Server::start(config))
                .expect("the server starts");
            (runtime, server.address)
        })
        .join()
        .unwrap();
        TestServer {
            address,
            runtime: Some(runtime),
        }
    }

    /// Stops the server at once.
    pub fn crash(mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// The real binary, `binary` (`env!("CARGO_BIN_EXE_plateau-server")` in the server's
/// own tests, the only ones cargo builds it for), started with `args` on 127.0.0.1 (any
/// free port), and the address it printed.
pub fn spawn_binary(binary: &str, args: &[&std::ffi::OsStr]) -> (Child, SocketAddr) {
    let mut command = Command::new(binary);
    command.args(["--listen", "127.0.0.1:0"]).args(args);
    spawn_command(command)
}

/// The real binary started by `command` (which gives it `--listen 127.0.0.1:0` and the
/// rest), and the address it printed.
pub fn spawn_command(mut command: Command) -> (Child, SocketAddr) {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let address = line
        .trim()
        .rsplit("http://")
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("the binary printed its address: {line}"));
    (child, address)
}

/// A protocol client.
pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every text frame received, for scans.
    pub frames: Vec<String>,
    /// The last state received.
    last_state: Option<Value>,
}

impl Client {
    /// Connects and reads the welcome.
    pub async fn connect(address: SocketAddr) -> Client {
        let (socket, _) = connect_async(format!("ws://{address}/ws"))
            .await
            .expect("the WebSocket opens");
        let mut client = Client {
            socket,
            frames: Vec::new(),
            last_state: None,
        };
        let welcome = client.next().await;
        assert_eq!(welcome["type"], "welcome", "{welcome}");
        assert_eq!(welcome["protocol"], 1);
        client
    }

    /// Sends a message.
    pub async fn send(&mut self, message: Value) {
        self.send_text(message.to_string()).await;
    }

    /// Sends raw text.
    pub async fn send_text(&mut self, text: String) {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .expect("the message is sent");
    }

    /// The next message; panics after [`PATIENCE`].
    pub async fn next(&mut self) -> Value {
        self.try_next()
            .await
            .expect("a message arrives before the connection closes")
    }

    /// The next message, or `None` when the connection closed.
    pub async fn try_next(&mut self) -> Option<Value> {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("a message arrives in time");
            match frame {
                Some(Ok(Message::Text(text))) => {
                    self.frames.push(text.to_string());
                    let message: Value =
                        serde_json::from_str(&text).expect("the server sends JSON");
                    if message["type"] == "state" {
                        self.last_state = Some(message.clone());
                    }
                    return Some(message);
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// Reads to the end of the connection: the text frames before it (as JSON), and the
    /// Close frame's code and reason, or `None` when it ended without one.
    pub async fn read_to_close(&mut self) -> (Vec<Value>, Option<(u16, String)>) {
        let mut messages = Vec::new();
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("the connection ends in time");
            match frame {
                Some(Ok(Message::Text(text))) => {
                    messages.push(serde_json::from_str(&text).expect("the server sends JSON"));
                }
                Some(Ok(Message::Close(close))) => {
                    let close = close.map(|c| (u16::from(c.code), c.reason.to_string()));
                    return (messages, close);
                }
                Some(Ok(_)) => {}
                None | Some(Err(_)) => return (messages, None),
            }
        }
    }

    /// Sends `message` and reads the answer: the next message that is no state.
    pub async fn ask(&mut self, message: Value) -> Value {
        self.send(message).await;
        loop {
            let answer = self.next().await;
            if answer["type"] != "state" {
                return answer;
            }
        }
    }

    /// The next message of `kind`, skipping others (states, mostly).
    pub async fn expect(&mut self, kind: &str) -> Value {
        loop {
            let message = self.next().await;
            if message["type"] == kind {
                return message;
            }
            assert_ne!(message["type"], "error", "waiting for {kind}: {message}");
        }
    }

    /// The next error, skipping states.
    pub async fn error(&mut self) -> Value {
        loop {
            let message = self.next().await;
            match message["type"].as_str() {
                Some("error") => return message,
                Some("state") => {}
                _ => panic!("waiting for an error: {message}"),
            }
        }
    }

    /// The latest state at `ply` actions or more (or over): the last one received if
    /// it is, else the first such one to come.
    pub async fn state_at(&mut self, ply: u64) -> Value {
        let reached =
            |state: &Value| state["ply"].as_u64().unwrap() >= ply || !state["outcome"].is_null();
        if let Some(state) = self.last_state.as_ref().filter(|s| reached(s)) {
            return state.clone();
        }
        loop {
            let message = self.next().await;
            assert_ne!(message["type"], "error", "waiting for a state: {message}");
            if message["type"] == "state"
                && (message["ply"].as_u64().unwrap() >= ply || !message["outcome"].is_null())
            {
                return message;
            }
        }
    }

    /// Creates a game and reads its code, the creator's token and first state.
    pub async fn create(&mut self, message: Value) -> (String, String, Value) {
        self.send(message).await;
        let created = self.expect("created").await;
        let joined = self.expect("joined").await;
        let state = self.expect("state").await;
        (
            created["code"].as_str().unwrap().to_string(),
            joined["token"].as_str().unwrap().to_string(),
            state,
        )
    }

    /// Joins `code` as `name`: the token and first state.
    pub async fn join(&mut self, code: &str, name: &str) -> (String, Value) {
        self.send(json!({"type": "join", "code": code, "name": name}))
            .await;
        let joined = self.expect("joined").await;
        let state = self.expect("state").await;
        (joined["token"].as_str().unwrap().to_string(), state)
    }

    /// Resumes a seat by its token: the first state.
    pub async fn resume(&mut self, token: &str) -> Value {
        self.send(json!({"type": "resume", "token": token})).await;
        self.expect("joined").await;
        self.expect("state").await
    }

    /// Watches `code`: the first state.
    pub async fn watch(&mut self, code: &str) -> Value {
        self.send(json!({"type": "watch", "code": code})).await;
        self.expect("watching").await;
        self.expect("state").await
    }
}

/// Plays a finished game of `y` between `creator` (seat 0, the loser: it resigns) and
/// a guest: its code and the creator's token.
pub async fn lost_game(address: SocketAddr, creator: &mut Client) -> (String, String) {
    let (code, token, _) = creator
        .create(json!({
            "type": "create", "game": "y", "name": "Creator",
            "seats": [{"kind": "human"}, {"kind": "human"}],
        }))
        .await;
    let mut guest = Client::connect(address).await;
    guest.join(&code, "Guest").await;
    creator.send(json!({"type": "resign"})).await;
    loop {
        let state = creator.expect("state").await;
        if !state["outcome"].is_null() {
            break;
        }
    }
    (code, token)
}

/// The body of `GET path` on the server, with its status code.
pub async fn http_get(address: SocketAddr, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(address).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let status = response[9..12].parse().unwrap();
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_string())
        .unwrap_or_default();
    (status, body)
}

/// The players of one game (a client per seat) and a spectator.
pub struct Table {
    /// The invitation code.
    pub code: String,
    /// One client per seat, in seat order.
    pub players: Vec<Client>,
    /// Each seat's token.
    pub tokens: Vec<String>,
    /// A client watching.
    pub spectator: Client,
    /// The last state seen (by seat 0).
    pub state: Value,
}

/// Every game's option sets to test: the defaults, and each choice of each option
/// with the others at their defaults.
pub fn option_sets() -> Vec<(String, Vec<(String, String)>)> {
    let mut sets = Vec::new();
    for entry in plateau_rules::catalog::games() {
        sets.push((entry.id.to_string(), Vec::new()));
        for spec in entry.options {
            if let plateau_rules::OptionValues::Choice(choices) = spec.values {
                for choice in choices.iter().filter(|c| c.value != spec.default) {
                    sets.push((
                        entry.id.to_string(),
                        vec![(spec.key.to_string(), choice.value.to_string())],
                    ));
                }
            }
        }
    }
    sets
}

/// How many seats `game` has with `options`.
pub fn seat_count(game: &str, options: &[(String, String)]) -> usize {
    plateau_rules::catalog::new_match(game, options)
        .expect("a valid option set")
        .seat_count()
}

/// Opens a game of `game` with every seat a person's, each joined by a client, and a
/// spectator.
pub async fn open_table(address: SocketAddr, game: &str, options: &[(String, String)]) -> Table {
    open_table_on(&[address], address, game, options).await
}

/// Opens a game as [`open_table`] does with seat `i`'s client on the server
/// `seats_at[i % len]` (the game created on the first) and the spectator on `watch_at`.
pub async fn open_table_on(
    seats_at: &[SocketAddr],
    watch_at: SocketAddr,
    game: &str,
    options: &[(String, String)],
) -> Table {
    let address = seats_at[0];
    let seats = seat_count(game, options);
    let options: serde_json::Map<String, Value> = options
        .iter()
        .map(|(k, v)| (k.clone(), Value::String(v.clone())))
        .collect();
    let mut creator = Client::connect(address).await;
    let (code, token, mut state) = creator
        .create(json!({
            "type": "create", "game": game, "options": options, "name": "Seat 0",
            "seats": vec![json!({"kind": "human"}); seats],
        }))
        .await;
    let mut players = vec![creator];
    let mut tokens = vec![token];
    for seat in 1..seats {
        let mut client = Client::connect(seats_at[seat % seats_at.len()]).await;
        let (token, _) = client.join(&code, &format!("Seat {seat}")).await;
        players.push(client);
        tokens.push(token);
    }
    if seats > 1 {
        // Seat 0 sees each join; its latest view names every player.
        state = players[0].state_at(0).await;
        while state["seats"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["name"].is_null())
        {
            state = players[0].expect("state").await;
        }
    }
    let mut spectator = Client::connect(watch_at).await;
    spectator.watch(&code).await;
    Table {
        code,
        players,
        tokens,
        spectator,
        state,
    }
}

/// Plays random legal actions until the game is over or `stop_at` actions were played,
/// checking every seat's and the spectator's view after each one. The last state.
pub async fn play_random(table: &mut Table, rng: &mut impl rand::Rng, stop_at: u64) -> Value {
    let mut state = table.state.clone();
    loop {
        let ply = state["ply"].as_u64().unwrap();
        if !state["outcome"].is_null() || ply >= stop_at {
            table.state = state.clone();
            return state;
        }
        let mover = state["to_move"].as_u64().expect("someone moves") as usize;
        // The mover's own view holds its legal actions.
        let own = table.players[mover].state_at(ply).await;
        assert_eq!(own["ply"].as_u64(), Some(ply), "{own}");
        let legal = own["legal"].as_array().unwrap();
        assert!(!legal.is_empty(), "the mover has actions: {own}");
        let action = legal[rand::RngExt::random_range(rng, 0..legal.len())].clone();
        table.players[mover]
            .send(json!({"type": "play", "action": action, "ply": ply}))
            .await;
        let mut next = None;
        for (seat, player) in table.players.iter_mut().enumerate() {
            let seen = player.state_at(ply + 1).await;
            assert_eq!(seen["ply"].as_u64(), Some(ply + 1), "seat {seat}: {seen}");
            assert_eq!(seen["seat"].as_u64(), Some(seat as u64));
            if seen["to_move"].as_u64() != Some(seat as u64) {
                assert!(seen["legal"].as_array().unwrap().is_empty(), "{seen}");
            }
            next.get_or_insert(seen);
        }
        let watched = table.spectator.state_at(ply + 1).await;
        assert_eq!(watched["ply"].as_u64(), Some(ply + 1));
        assert!(watched["seat"].is_null());
        assert!(watched["legal"].as_array().unwrap().is_empty());
        assert_eq!(watched["moves"].as_array().unwrap().len() as u64, ply + 1);
        assert_eq!(watched["outcome"], next.as_ref().unwrap()["outcome"]);
        assert_eq!(watched["to_move"], next.as_ref().unwrap()["to_move"]);
        state = next.unwrap();
    }
}

/// The position as each seat and a spectator (the last) may know it.
fn views(game: &dyn AnyMatch, seats: usize) -> Vec<String> {
    (0..=seats)
        .map(|viewer| game.view_of(Seat(viewer as u8)).position_text())
        .collect()
}

/// Checks that every state each seat's client and the spectator of `table` received
/// is that viewer's own view of the game at that point, rebuilt from the finished
/// game's whole `record` (secrets included): never more. The number of action texts
/// hidden from some viewer, and of frames checked.
pub fn check_views(table: &Table, record: &GameRecord) -> (usize, usize) {
    let seats = table.players.len();
    let options: Vec<(String, String)> = record.options.clone().into_iter().collect();
    let mut replay = catalog::new_match(&record.game, &options).unwrap();
    let mut positions = vec![views(replay.as_ref(), seats)];
    for action in &record.actions {
        replay.play(action).unwrap();
        positions.push(views(replay.as_ref(), seats));
    }
    let mut secrets = 0;
    let mut frames = 0;
    let clients = table.players.iter().chain([&table.spectator]);
    for (viewer, client) in clients.enumerate() {
        let hidden = replay.action_texts_for(Seat(viewer as u8));
        secrets += hidden
            .iter()
            .zip(&record.actions)
            .filter(|(a, b)| a != b)
            .count();
        for frame in &client.frames {
            let message: Value = serde_json::from_str(frame).unwrap();
            if message["type"] != "state" {
                continue;
            }
            frames += 1;
            let ply = message["ply"].as_u64().unwrap() as usize;
            let game = &record.game;
            assert_eq!(
                message["position"], positions[ply][viewer],
                "{game} viewer {viewer} ply {ply}"
            );
            let moves: Vec<&str> = message["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap())
                .collect();
            assert_eq!(moves, hidden[..ply], "{game} viewer {viewer} ply {ply}");
        }
    }
    (secrets, frames)
}
