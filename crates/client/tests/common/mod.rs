//! A real server in-process (the server tests' own starter), a relay in front of it
//! that can cut connections like a failing network, and sessions pumped until what a
//! test waits for happens.
#![allow(dead_code)] // each test file uses its own part of the harness

#[path = "../../../server/tests/common/mod.rs"]
mod server;

use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use plateau_client::protocol::ClockPlan;
use plateau_client::{Connection, Event, Patience, QuickGame, Session};
pub use server::{Database, TestServer};

/// How long a test waits for something before it fails.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// Quick retries, so that reconnects take milliseconds in tests.
pub fn quick() -> Patience {
    Patience {
        connect: Duration::from_secs(2),
        welcome: Duration::from_secs(5),
        first_retry: Duration::from_millis(10),
        longest_retry: Duration::from_millis(50),
        retries: 1000,
    }
}

/// A rated quick game of Y at 5+3, asked for as `name`.
pub fn rated_y(name: &str) -> QuickGame {
    QuickGame {
        game: "y".into(),
        options: Default::default(),
        clock: Some(ClockPlan {
            minutes: 5.0,
            increment_seconds: 3.0,
        }),
        rated: true,
        name: name.into(),
    }
}

/// A server on a fresh SQLite database named after the test.
pub fn server(test: &str) -> (Database, TestServer) {
    let database = Database::sqlite(&format!("client-{test}"));
    let server = TestServer::start_fast(&database);
    (database, server)
}

/// A session and every event it gave.
pub struct Player {
    /// The session.
    pub session: Session,
    /// Its events, oldest first, not yet taken by the test.
    pub events: Vec<Event>,
}

impl Player {
    /// Connects to `address` with quick retries.
    pub fn connect(address: SocketAddr) -> Player {
        Player {
            session: Session::with_patience(&address.to_string(), quick()).unwrap(),
            events: Vec::new(),
        }
    }

    /// Polls the session once.
    pub fn pump(&mut self) {
        self.session.poll();
        self.events.extend(self.session.events());
    }

    /// Takes the first event `pick` accepts, if one came.
    pub fn take<T>(&mut self, mut pick: impl FnMut(&Event) -> Option<T>) -> Option<T> {
        let index = self.events.iter().position(|e| pick(e).is_some())?;
        pick(&self.events.remove(index))
    }

    /// Pumps until an event `pick` accepts comes, and takes it.
    pub fn expect<T>(&mut self, what: &str, mut pick: impl FnMut(&Event) -> Option<T>) -> T {
        let deadline = Instant::now() + PATIENCE;
        loop {
            self.pump();
            if let Some(found) = self.take(&mut pick) {
                return found;
            }
            assert!(
                Instant::now() < deadline,
                "no {what} came: {:?}",
                self.events
            );
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// Pumps until the session is connected.
    pub fn connected(&mut self) {
        until("a connection", || {
            self.pump();
            matches!(self.session.connection(), Connection::Connected { .. })
        });
    }

    /// The held game's ply.
    pub fn ply(&self) -> Option<u64> {
        self.session.game().map(|g| g.view.ply)
    }
}

/// Waits until `done` (which pumps what it looks at) says yes; panics after
/// [`PATIENCE`].
pub fn until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// A TCP relay on 127.0.0.1 in front of the server: a failing network on demand.
pub struct Relay {
    /// Where clients connect.
    pub address: SocketAddr,
    state: Arc<Mutex<RelayState>>,
}

#[derive(Default)]
struct RelayState {
    blocked: bool,
    /// Both ends of every relayed connection, to cut them.
    streams: Vec<TcpStream>,
}

impl Relay {
    /// Relays to `target`.
    pub fn start(target: SocketAddr) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let state = Arc::new(Mutex::new(RelayState::default()));
        let shared = Arc::clone(&state);
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                let mut state = shared.lock().unwrap();
                if state.blocked {
                    continue; // dropped: closed at once
                }
                let Ok(server) = TcpStream::connect(target) else {
                    continue;
                };
                for stream in [&client, &server] {
                    state.streams.push(stream.try_clone().unwrap());
                }
                pipe(client.try_clone().unwrap(), server.try_clone().unwrap());
                pipe(server, client);
            }
        });
        Relay { address, state }
    }

    /// Cuts every relayed connection; new ones go through.
    pub fn cut(&self) {
        for stream in self.state.lock().unwrap().streams.drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    /// Cuts every connection and refuses new ones until [`Relay::unblock`].
    pub fn block(&self) {
        self.state.lock().unwrap().blocked = true;
        self.cut();
    }

    /// Lets connections through again.
    pub fn unblock(&self) {
        self.state.lock().unwrap().blocked = false;
    }
}

/// Copies `from` to `to` on a thread until either ends.
fn pipe(mut from: TcpStream, mut to: TcpStream) {
    std::thread::spawn(move || {
        let mut buffer = [0u8; 16 * 1024];
        while let Ok(read) = from.read(&mut buffer) {
            if read == 0 || to.write_all(&buffer[..read]).is_err() {
                break;
            }
        }
        let _ = to.shutdown(Shutdown::Both);
        let _ = from.shutdown(Shutdown::Both);
    });
}
