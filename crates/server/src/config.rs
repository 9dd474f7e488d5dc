//! The server's settings and its command line.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use crate::accounts::AccountLimits;

/// What `plateau-server --help` prints.
pub const HELP: &str = "\
plateau-server: plays Plateau's games online. Clients speak protocol v1 (JSON over one
WebSocket at /ws; see docs/online-protocol.md); finished games are downloaded as records
at /games/CODE/record, shown with their players at /games/CODE, and listed by player at
/players/NAME/games?page=N; a player's ratings are at /players/NAME. With --web, it also
serves the app's web build at /.

Usage: plateau-server [OPTIONS]

Options:
  --listen ADDR           Address to listen on [default: 127.0.0.1:8080]
  --data DIR              Folder of the SQLite database plateau.db [default: data]
  --database URL          A database instead of the SQLite file: postgres://USER:PASS@HOST/DB
                          or sqlite://FILE
  --web DIST              Serve the built web app in DIST (the folder Trunk writes) at /;
                          a file's .br or .gz twin is sent to browsers that accept it
  --public-url URL        The server's address as clients reach it, for invitation links
                          [default: http://LISTEN]
  --claim-after SECONDS   How long a player may be away before the opponents may claim
                          the game [default: 300]
  --max-games-per-address N       Unfinished games one address may create [default: 20]
  --max-connections-per-address N Open connections from one address (WebSockets, HTTP
                                  requests, handshakes under way); past it a new one is
                                  closed at once [default: 1000]
  --handshake-timeout SECONDS     Time a connection has to send its HTTP request whole
                                  (a WebSocket's upgrade, a file's request) before it is
                                  closed [default: 10]
  --messages-per-second N         Messages one connection may send per second, with
                                  bursts of twice as many [default: 20]
  --address-messages-per-second N The same for all connections of one address
                                  [default: 2000]
  --abuse-window SECONDS  A connection that earns 50 refusals for abuse (floods,
                          oversized or malformed messages) within this window is
                          closed [default: 10]
  --send-queue N          Frames queued for a client that does not read before it is
                          dropped [default: 64]
  --computer-threads N    Computer players thinking at once [default: 1]
  -h, --help              This help
  -V, --version           The version

Logs go to standard error; RUST_LOG sets their level (info by default).
The server stops on Ctrl-C; every action is stored before anyone is told of it, so
stopping it at any moment (even kill -9) loses nothing.
";

/// The server's settings.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen.
    pub listen: SocketAddr,
    /// The database's URL.
    pub database: String,
    /// The address for invitation links.
    pub public_url: String,
    /// How long a player may be away before the game can be claimed.
    pub claim_after: Duration,
    /// Unfinished games one address may create.
    pub max_games_per_address: usize,
    /// Open connections from one address: WebSockets, HTTP requests and handshakes
    /// under way.
    pub max_connections_per_address: usize,
    /// How long a new connection has to send its HTTP request whole (a WebSocket's
    /// upgrade, a file's request) before it is closed.
    pub handshake_timeout: Duration,
    /// Messages per second from one connection.
    pub messages_per_second: f64,
    /// Messages per second from all connections of one address.
    pub address_messages_per_second: f64,
    /// The largest message read, in bytes; larger ones are refused.
    pub max_message_bytes: usize,
    /// The window over which refusals for abuse are counted: 50 within it close the
    /// connection.
    pub abuse_window: Duration,
    /// The shortest clock a game may be created with (each seat's time at the start);
    /// shorter ones are refused as `bad_clock`. Tests lower it to see flags fall.
    pub min_clock: Duration,
    /// Frames queued for a slow client before it is dropped.
    pub send_queue: usize,
    /// Computer players thinking at once.
    pub computer_threads: usize,
    /// The folder of the web app's build to serve at `/`, if any.
    pub web: Option<PathBuf>,
    /// How often accounts may be signed in to and made.
    pub account_limits: AccountLimits,
    /// Passwords hashed at once (each holds 19 MiB while it is).
    pub password_hashers: usize,
}

impl Config {
    /// The defaults, with the database at `database`.
    pub fn new(listen: SocketAddr, database: String) -> Self {
        Config {
            listen,
            public_url: format!("http://{listen}"),
            database,
            claim_after: Duration::from_secs(300),
            max_games_per_address: 20,
            max_connections_per_address: 1000,
            handshake_timeout: Duration::from_secs(10),
            messages_per_second: 20.0,
            address_messages_per_second: 2000.0,
            max_message_bytes: 16 * 1024,
            abuse_window: Duration::from_secs(10),
            min_clock: Duration::from_secs(15),
            send_queue: 64,
            computer_threads: 1,
            web: None,
            account_limits: AccountLimits::default(),
            password_hashers: std::thread::available_parallelism().map_or(2, |n| n.get()),
        }
    }
}

/// What the command line asks.
#[derive(Debug)]
pub enum Command {
    /// Serve with these settings; the data folder to create first, if any.
    Serve(Box<Config>, Option<PathBuf>),
    /// Print the help.
    Help,
    /// Print the version.
    Version,
}

/// Reads the command line (without the program's name).
pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut args = args.into_iter();
    let mut listen: SocketAddr = "127.0.0.1:8080".parse().expect("a valid address");
    let mut data = PathBuf::from("data");
    let mut database = None;
    let mut public_url = None;
    let mut web = None;
    let mut settings: Vec<(String, String)> = Vec::new();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            _ => {}
        }
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name.to_string(), Some(value.to_string())),
            None => (arg.clone(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| args.next())
                .ok_or_else(|| format!("{name} needs a value (see --help)"))
        };
        match name.as_str() {
            "--listen" => {
                let text = value()?;
                listen = text.parse().map_err(|_| {
                    format!("--listen: '{text}' is not an address like 127.0.0.1:8080")
                })?;
            }
            "--data" => data = PathBuf::from(value()?),
            "--database" => database = Some(value()?),
            "--public-url" => public_url = Some(value()?),
            "--web" => web = Some(PathBuf::from(value()?)),
            "--claim-after"
            | "--max-games-per-address"
            | "--max-connections-per-address"
            | "--handshake-timeout"
            | "--abuse-window"
            | "--messages-per-second"
            | "--address-messages-per-second"
            | "--send-queue"
            | "--computer-threads" => settings.push((name.clone(), value()?)),
            _ => return Err(format!("unknown argument '{arg}' (see --help)")),
        }
    }
    let (database, folder) = match database {
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            (url, None)
        }
        Some(url) if url.starts_with("sqlite:") => (url, None),
        Some(url) => {
            return Err(format!(
                "--database: '{url}' is neither postgres:// nor sqlite://"
            ));
        }
        None => {
            let file = data.join("plateau.db");
            (format!("sqlite://{}?mode=rwc", file.display()), Some(data))
        }
    };
    let mut config = Config::new(listen, database);
    config.web = web;
    if let Some(url) = public_url {
        config.public_url = url.trim_end_matches('/').to_string();
    }
    for (name, text) in settings {
        let number = |min: f64| -> Result<f64, String> {
            text.parse::<f64>()
                .ok()
                .filter(|n| n.is_finite() && *n >= min)
                .ok_or_else(|| format!("{name}: '{text}' is not a number of at least {min}"))
        };
        match name.as_str() {
            "--claim-after" => config.claim_after = Duration::from_secs_f64(number(0.0)?),
            "--max-games-per-address" => config.max_games_per_address = number(1.0)? as usize,
            "--max-connections-per-address" => {
                config.max_connections_per_address = number(1.0)? as usize
            }
            "--handshake-timeout" => {
                config.handshake_timeout = Duration::from_secs_f64(number(0.1)?)
            }
            "--abuse-window" => config.abuse_window = Duration::from_secs_f64(number(0.1)?),
            "--messages-per-second" => config.messages_per_second = number(0.1)?,
            "--address-messages-per-second" => config.address_messages_per_second = number(0.1)?,
            "--send-queue" => config.send_queue = number(1.0)? as usize,
            _ => config.computer_threads = number(1.0)? as usize,
        }
    }
    Ok(Command::Serve(Box::new(config), folder))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn serve(args: &[&str]) -> Result<(Config, Option<PathBuf>), String> {
        match parse_args(args.iter().map(|s| s.to_string()))? {
            Command::Serve(config, folder) => Ok((*config, folder)),
            other => Err(format!("{other:?}")),
        }
    }

    #[test]
    fn the_command_line_sets_the_address_the_database_and_the_limits() {
        let (config, folder) = serve(&[]).unwrap();
        assert_eq!(config.listen.to_string(), "127.0.0.1:8080");
        assert_eq!(config.database, "sqlite://data/plateau.db?mode=rwc");
        assert_eq!(folder, Some(PathBuf::from("data")));
        let (config, folder) = serve(&[
            "--listen=0.0.0.0:9000",
            "--database",
            "postgres://u:p@localhost/plateau",
            "--claim-after",
            "60",
            "--handshake-timeout=2.5",
            "--abuse-window",
            "30",
        ])
        .unwrap();
        assert_eq!(config.listen.port(), 9000);
        assert_eq!(config.database, "postgres://u:p@localhost/plateau");
        assert_eq!(folder, None);
        assert_eq!(config.claim_after, Duration::from_secs(60));
        assert_eq!(config.handshake_timeout, Duration::from_millis(2500));
        assert_eq!(config.abuse_window, Duration::from_secs(30));
        assert_eq!(config.web, None);
        let (config, _) = serve(&["--web", "dist"]).unwrap();
        assert_eq!(config.web, Some(PathBuf::from("dist")));
        assert!(serve(&["--listen", "nowhere"]).is_err());
        assert!(serve(&["--send-queue", "0"]).is_err());
        assert!(serve(&["--database", "mysql://x"]).is_err());
        assert!(serve(&["--frobnicate"]).is_err());
        assert!(matches!(
            parse_args(["--help".to_string()]),
            Ok(Command::Help)
        ));
    }
}
