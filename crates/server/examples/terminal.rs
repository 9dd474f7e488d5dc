//! A protocol client for a terminal: two of them, in two terminals, play a game
//! through a running `plateau-server` (docs/online-protocol.md, "Two terminals").
//!
//! `cargo run --release -p plateau-server --example terminal -- [ws://127.0.0.1:8080/ws]`
//! then type `help`. Commands are read one a line from standard input; every state the
//! server sends is printed as the seat sees it, with its legal actions.

use std::collections::BTreeMap;

use futures_util::{SinkExt, StreamExt};
use plateau_rules::catalog;
use plateau_rules::record::GameRecord;
use plateau_server::protocol::{
    ClientMessage, ClockPlan, Credentials, FinishedGame, GameView, HistoryPage, PlayerLine,
    PlayerRatings, RatingShift, SeatPlan, Secret, ServerMessage,
};
use tokio_tungstenite::connect_async;
use tokio_tungstenite::tungstenite::Message;

const HELP: &str = "\
commands:
  create GAME [KEY=VALUE ...] [seats=human,casual] [clock=MINUTES+SECONDS] [rated] [name=NAME]
                     a new game (every seat a person's unless seats= says otherwise)
  quick GAME [KEY=VALUE ...] [clock=MINUTES+SECONDS] [rated] [name=NAME]
                     wait for an opponent       cancel         stop waiting
  join CODE [NAME]   take an open seat          resume TOKEN   take your seat back
  watch CODE         watch as a spectator       lobby [GAME]   the open games
  games              the games and their options
  play ACTION        (or just the action)       resign, draw, undo, accept, decline,
  claim, rematch     as their names say         quit
  say PRESET         hello, good_luck, your_move, one_moment, oops, well_played,
                     thanks or good_game
  signup NAME PASSWORD [TOKEN ...]   an account (the seats of the tokens come along)
  signin NAME PASSWORD [TOKEN ...]   sign in       session TOKEN   sign in again
  signout [everywhere]               sign out      history NAME [PAGE]  finished games
  ratings NAME       a player's ratings and their histories
  record CODE        a finished game and its number of actions";

/// What a typed line asks: a message for the server, or words for the person.
fn parse(line: &str, name: &str) -> Result<ClientMessage, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let (&command, rest) = words.split_first().ok_or("")?;
    let one = |what: &str| {
        rest.first()
            .map(|s| s.to_string())
            .ok_or(format!("{command} needs {what}"))
    };
    Ok(match command {
        "games" => ClientMessage::Games,
        "lobby" => ClientMessage::Lobby {
            game: rest.first().map(|s| s.to_string()),
        },
        "create" => create(rest, name)?,
        "quick" => quick(rest, name)?,
        "cancel" => ClientMessage::CancelQuick,
        "join" => ClientMessage::Join {
            code: one("a code")?,
            name: rest.get(1).map_or(name, |n| *n).to_string(),
            seat: None,
        },
        "resume" => ClientMessage::Resume {
            token: one("a token")?,
        },
        "watch" => ClientMessage::Watch {
            code: one("a code")?,
        },
        "play" => ClientMessage::Play {
            action: one("an action")?,
            ply: None,
        },
        "signup" | "signin" => {
            let (Some(name), Some(password)) = (rest.first(), rest.get(1)) else {
                return Err(format!("{command} needs a name and a password"));
            };
            let credentials = Credentials {
                name: name.to_string(),
                password: Secret(password.to_string()),
                tokens: rest[2..].iter().map(|t| Secret(t.to_string())).collect(),
            };
            if command == "signup" {
                ClientMessage::SignUp(credentials)
            } else {
                ClientMessage::SignIn(credentials)
            }
        }
        "session" => ClientMessage::ResumeSession {
            session: Secret(one("a session token")?),
        },
        "signout" if rest.first() == Some(&"everywhere") => ClientMessage::SignOutEverywhere,
        "signout" => ClientMessage::SignOut,
        "history" => ClientMessage::History {
            name: one("a name")?,
            page: rest.get(1).map_or(Ok(0), |p| p.parse().map_err(|_| "history NAME [PAGE]"))?,
        },
        "ratings" => ClientMessage::Ratings {
            name: one("a name")?,
        },
        "record" => ClientMessage::Record {
            code: one("a code")?,
        },
        "resign" => ClientMessage::Resign,
        "draw" => ClientMessage::OfferDraw,
        "undo" => ClientMessage::AskUndo,
        "accept" => ClientMessage::Accept,
        "decline" => ClientMessage::Decline,
        "claim" => ClientMessage::Claim,
        "rematch" => ClientMessage::Rematch,
        "say" => ClientMessage::Say {
            preset: serde_json::from_value(serde_json::Value::String(one("a message")?))
                .map_err(|_| "say one of: hello, good_luck, your_move, one_moment, oops, well_played, thanks, good_game".to_string())?,
        },
        action if rest.is_empty() => ClientMessage::Play {
            action: action.to_string(),
            ply: None,
        },
        _ => return Err(format!("unknown command '{command}' (help lists them)")),
    })
}

/// What `create` and `quick` read after the game: options, and the words they share.
struct Settings {
    options: BTreeMap<String, String>,
    seats: Option<Vec<SeatPlan>>,
    clock: Option<ClockPlan>,
    name: String,
    rated: bool,
}

/// Reads `[KEY=VALUE ...]`, `seats=`, `clock=`, `name=` and `rated`.
fn settings(words: &[&str], name: &str) -> Result<Settings, String> {
    let mut settings = Settings {
        options: BTreeMap::new(),
        seats: None,
        clock: None,
        name: name.to_string(),
        rated: false,
    };
    for word in words {
        if *word == "rated" {
            settings.rated = true;
            continue;
        }
        let (key, value) = word
            .split_once('=')
            .ok_or(format!("'{word}' is not KEY=VALUE"))?;
        match key {
            "seats" => settings.seats = Some(value.split(',').map(seat_plan).collect()),
            "name" => settings.name = value.to_string(),
            "clock" => {
                let (minutes, seconds) = value.split_once('+').unwrap_or((value, "0"));
                settings.clock = Some(ClockPlan {
                    minutes: minutes.parse().map_err(|_| "clock=MINUTES+SECONDS")?,
                    increment_seconds: seconds.parse().map_err(|_| "clock=MINUTES+SECONDS")?,
                });
            }
            _ => {
                settings.options.insert(key.to_string(), value.to_string());
            }
        }
    }
    Ok(settings)
}

/// `create GAME [KEY=VALUE ...]`: the seats default to people, as many as the game has.
fn create(words: &[&str], name: &str) -> Result<ClientMessage, String> {
    let (&game, words) = words
        .split_first()
        .ok_or("create needs a game (see games)")?;
    let settings = settings(words, name)?;
    let seats = match settings.seats {
        Some(seats) => seats,
        None => {
            let pairs: Vec<(String, String)> = (settings.options.iter())
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            let game = catalog::new_match(game, &pairs).map_err(|e| e.to_string())?;
            vec![SeatPlan::Human; game.seat_count()]
        }
    };
    Ok(ClientMessage::Create {
        game: game.to_string(),
        options: settings.options,
        seats,
        clock: settings.clock,
        name: settings.name,
        seat: None,
        listed: true,
        rated: settings.rated,
    })
}

/// `quick GAME [KEY=VALUE ...] [clock=M+S] [rated]`: waits for an opponent.
fn quick(words: &[&str], name: &str) -> Result<ClientMessage, String> {
    let (&game, words) = words
        .split_first()
        .ok_or("quick needs a game (see games)")?;
    let settings = settings(words, name)?;
    if settings.seats.is_some() {
        return Err("a quick game's seats are two people".to_string());
    }
    Ok(ClientMessage::QuickGame {
        game: game.to_string(),
        options: settings.options,
        clock: settings.clock,
        rated: settings.rated,
        name: settings.name,
    })
}

fn seat_plan(word: &str) -> SeatPlan {
    match word {
        "human" => SeatPlan::Human,
        level => SeatPlan::Computer {
            level: level.to_string(),
        },
    }
}

/// A state as text: the board, the seats, the clocks, what waits, whose turn.
fn show(view: &GameView) -> String {
    let mut text = format!(
        "\n== {} {} · action {} · you are {}\n{}\n",
        view.game,
        view.code,
        view.ply,
        view.seat
            .map_or("watching".to_string(), |s| format!("seat {s}")),
        view.board.trim_end()
    );
    for (i, seat) in view.seats.iter().enumerate() {
        let clock = view
            .clocks
            .as_ref()
            .and_then(|c| c.get(i))
            .map_or(String::new(), |ms| {
                format!(" {}:{:02}", ms / 60_000, ms / 1000 % 60)
            });
        let rating = match (&seat.rating_change, &seat.rating) {
            (Some(change), _) => format!(" {}", shift(change)),
            (None, Some(rating)) => format!(" {rating}"),
            (None, None) => String::new(),
        };
        text += &format!(
            "  {i} {} {}{rating}{}{}\n",
            seat.seat_name,
            seat.name.as_deref().unwrap_or("(open)"),
            if seat.connected || seat.name.is_none() {
                ""
            } else {
                " (away)"
            },
            clock
        );
    }
    if let Some(last) = view.moves.last() {
        text += &format!("last action: {last}\n");
    }
    if let Some(offer) = &view.offer {
        text += &format!("waiting: seat {} asks for {}\n", offer.from, offer.kind);
    }
    if let Some(outcome) = &view.outcome {
        text += &format!("game over: {} ({})\n", outcome.text, outcome.reason);
        if let Some(record) = &view.record {
            text += &format!("record: {record}\n");
        }
    } else if let Some(turn) = &view.turn {
        text += &format!("to play: {turn}\n");
    }
    if !view.legal.is_empty() {
        text += &format!("your legal actions: {}\n", view.legal.join(" "));
    }
    text
}

/// A rating change as text: `1500 -> 1662? (+162)`.
fn shift(change: &RatingShift) -> String {
    let mark = if change.provisional { "?" } else { "" };
    let by = change.after - change.before;
    format!("{} -> {}{mark} ({by:+})", change.before, change.after)
}

/// A player's ratings as text: one line a rating key, with its history's ratings.
fn ratings(ratings: &PlayerRatings) -> String {
    let mut text = format!("{}'s ratings:\n", ratings.name);
    for key in &ratings.ratings {
        let points: Vec<String> = key.points.iter().map(|p| p.rating.to_string()).collect();
        text += &format!(
            "  {} {} ({} games): {}\n",
            key.key,
            key.rating,
            key.games,
            points.join(" ")
        );
    }
    text
}

/// Who played a seat, as a history names them.
fn player(line: &PlayerLine) -> String {
    match (&line.account, line.deleted) {
        (Some(account), _) => account.clone(),
        (None, true) => "a deleted player".to_string(),
        (None, false) if line.player == "human" => format!("{} (guest)", line.name),
        (None, false) => format!("the computer ({})", line.player),
    }
}

/// A finished game's line and its record's number of actions.
fn finished(game: &FinishedGame, record: &str) -> String {
    let players: Vec<String> = game.players.iter().map(player).collect();
    let actions = match GameRecord::from_json(record) {
        Ok(record) => format!("{} actions", record.actions.len()),
        Err(error) => format!("an unreadable record: {error}"),
    };
    format!(
        "{} {}: {}: {} ({actions})",
        game.code,
        game.game,
        players.join(" vs "),
        game.result
    )
}

/// A page of a player's history as text: one line a game.
fn history(page: &HistoryPage) -> String {
    let mut text = format!("{}'s finished games, page {}:\n", page.name, page.page);
    for played in &page.games {
        let game = &played.game;
        let opponents: Vec<String> = (game.players.iter())
            .filter(|p| p.seat != played.seat)
            .map(player)
            .collect();
        let change = (game.players.iter())
            .find(|p| p.seat == played.seat)
            .and_then(|p| p.rating_change.as_ref())
            .map_or(String::new(), |change| format!(" rated {}", shift(change)));
        text += &format!(
            "  {} {} vs {}: {}{change} ({})\n",
            game.code,
            game.game,
            opponents.join(", "),
            game.result,
            game.record
        );
    }
    if page.more {
        text += &format!("more: history {} {}\n", page.name, page.page + 1);
    }
    text
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let url = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "ws://127.0.0.1:8080/ws".to_string());
    let (socket, _) = match connect_async(url.as_str()).await {
        Ok(socket) => socket,
        Err(error) => {
            eprintln!("terminal: cannot connect to {url}: {error}");
            std::process::exit(1);
        }
    };
    let (mut sink, mut stream) = socket.split();
    // Standard input is read on a thread of its own, a line at a time.
    let (typed, mut lines) = tokio::sync::mpsc::channel::<String>(16);
    std::thread::spawn(move || {
        for line in std::io::stdin().lines().map_while(Result::ok) {
            if typed.blocking_send(line).is_err() {
                break;
            }
        }
    });
    let name = std::env::var("USER").unwrap_or_else(|_| "player".to_string());
    println!("connected to {url}; type help");
    loop {
        tokio::select! {
            line = lines.recv() => {
                let Some(line) = line else { break };
                let line = line.trim();
                match line {
                    "" => continue,
                    "quit" | "exit" => break,
                    "help" => {
                        println!("{HELP}");
                        continue;
                    }
                    _ => {}
                }
                match parse(line, &name) {
                    Ok(message) => {
                        let text = serde_json::to_string(&message).expect("a message serialises");
                        if sink.send(Message::Text(text.into())).await.is_err() {
                            break;
                        }
                    }
                    Err(error) => println!("{error}"),
                }
            }
            frame = stream.next() => {
                let Some(Ok(frame)) = frame else {
                    println!("the server closed the connection");
                    break;
                };
                let Message::Text(text) = frame else { continue };
                match serde_json::from_str::<ServerMessage>(&text) {
                    Ok(ServerMessage::State(view)) => println!("{}", show(&view)),
                    Ok(ServerMessage::Error { code, message }) => println!("refused ({code}): {message}"),
                    Ok(ServerMessage::Created { code, link }) => println!("created {code}: {link}"),
                    Ok(ServerMessage::Joined { code, seat, token }) => {
                        println!("seat {seat} of {code}; to take it back later: resume {token}")
                    }
                    Ok(ServerMessage::Rematch { code, token, .. }) => {
                        println!("rematch {code}: resume {token}")
                    }
                    Ok(ServerMessage::Said { seat, preset }) => println!("seat {seat} says {preset:?}"),
                    Ok(ServerMessage::Waiting { game, waiting, .. }) => {
                        println!("waiting for {game} ({waiting} waiting); cancel to stop")
                    }
                    Ok(ServerMessage::QuickCancelled) => println!("no longer waiting"),
                    Ok(ServerMessage::SignedIn { name, session, linked }) => println!(
                        "signed in as {name} ({linked} seats taken along); to sign in again: session {session}"
                    ),
                    Ok(ServerMessage::SignedOut { everywhere }) => {
                        println!("signed out{}", if everywhere { " everywhere" } else { "" })
                    }
                    Ok(ServerMessage::History(page)) => println!("{}", history(&page)),
                    Ok(ServerMessage::Ratings(page)) => println!("{}", ratings(&page)),
                    Ok(ServerMessage::Record { game, record }) => {
                        println!("{}", finished(&game, &record))
                    }
                    _ => println!("{text}"),
                }
            }
        }
    }
}
