//! Rated games through the server, on SQLite and on Postgres: two players sign up, ask
//! for a rated quick game, are paired and play to the end; the final state shows both
//! rating changes with the algorithm's numbers, after a restart too; a game resigned
//! before each side moved is not rated; rated `create` and `join` are refused to
//! guests and to an account's second seat, and one account never meets itself.

mod common;

use std::net::SocketAddr;

use common::{Client, Database, Table, TestServer, http_get, play_random};
use plateau_server::event::Event;
use plateau_server::rating::{Rating, Score, Standing, rate_game};
use plateau_server::{SqlStorage, Storage};
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::{Value, json};

/// A rated quick game of Y with a clock of five minutes, asked as `name`.
fn rated_quick(name: &str) -> Value {
    json!({"type": "quick_game", "game": "y", "clock": {"minutes": 5}, "rated": true, "name": name})
}

/// A connection to `address` signed in to `name` (signed up when `new`).
async fn signed_in(address: SocketAddr, name: &str, new: bool) -> Client {
    let mut client = Client::connect(address).await;
    let kind = if new { "sign_up" } else { "sign_in" };
    let message = json!({"type": kind, "name": name, "password": "secret words"});
    let answer = client.ask(message).await;
    assert_eq!(answer["type"], "signed_in", "{answer}");
    client
}

/// A rated game of Y with a clock of five minutes, created as `name`.
fn rated_create(name: &str) -> Value {
    json!({"type": "create", "game": "y", "seats": [{"kind": "human"}, {"kind": "human"}],
           "clock": {"minutes": 5}, "name": name, "rated": true})
}

/// Ann and Bob, signed in on new connections, sit at a rated game, paired by quick
/// game (`quick`) or Ann's created game that Bob joins: the table, seat 0 first, and
/// whether Ann holds seat 0.
async fn paired(address: SocketAddr, quick: bool) -> (Table, bool) {
    let mut ann = signed_in(address, "Ann", false).await;
    let mut bob = signed_in(address, "Bob", false).await;
    let (ann_joined, bob_joined) = if quick {
        ann.send(rated_quick("Ann")).await;
        ann.expect("waiting").await;
        bob.send(rated_quick("Bob")).await;
        (ann.expect("joined").await, bob.expect("joined").await)
    } else {
        let created = ann.ask(rated_create("Ann")).await;
        let code = created["code"].as_str().unwrap();
        let ann_joined = ann.expect("joined").await;
        let join = json!({"type": "join", "code": code, "name": "Bob"});
        (ann_joined, bob.ask(join).await)
    };
    let code = ann_joined["code"].as_str().unwrap().to_string();
    assert_eq!(bob_joined["code"].as_str(), Some(code.as_str()));
    let ann_first = ann_joined["seat"] == 0;
    let token = |joined: &Value| joined["token"].as_str().unwrap().to_string();
    let (mut players, mut tokens) = (vec![ann, bob], vec![token(&ann_joined), token(&bob_joined)]);
    if !ann_first {
        players.reverse();
        tokens.reverse();
    }
    // Seat 0's view names both players and their accounts, with their ratings.
    let state = players[0].every_seat_with("account").await;
    let mut spectator = Client::connect(address).await;
    spectator.watch(&code).await;
    let table = Table {
        code,
        players,
        tokens,
        spectator,
        state,
    };
    (table, ann_first)
}

/// The change a seat's line shows: before, after, provisional.
fn shown_change(state: &Value, seat: usize) -> (i64, i64, bool) {
    let change = &state["seats"][seat]["rating_change"];
    assert!(change.is_object(), "seat {seat} shows its change: {state}");
    (
        change["before"].as_i64().unwrap(),
        change["after"].as_i64().unwrap(),
        change["provisional"].as_bool().unwrap(),
    )
}

/// The change as the algorithm gives it, rounded as shown.
fn expected(before: &Standing, after: &Standing) -> (i64, i64, bool) {
    let round = |rating: &Rating| rating.rating.round() as i64;
    (
        round(&before.rating),
        round(&after.rating),
        after.rating.provisional(),
    )
}

/// The final state, once `client` sees the game over.
async fn final_state(client: &mut Client) -> Value {
    loop {
        let state = client.expect("state").await;
        if !state["outcome"].is_null() {
            return state;
        }
    }
}

async fn rated_games_change_both_ratings(database: &Database) {
    let server = TestServer::start_fast(database);
    signed_in(server.address, "Ann", true).await;
    signed_in(server.address, "Bob", true).await;
    // A new player shows a provisional 1500 on its seat.
    let (mut table, ann_first) = paired(server.address, true).await;
    for seat in 0..2 {
        assert_eq!(
            table.state["seats"][seat]["rating"], "1500?",
            "{}",
            table.state
        );
    }
    // Each side moves once, then seat 0 resigns: rated, seat 0 lost.
    let mut rng = StdRng::seed_from_u64(58);
    play_random(&mut table, &mut rng, 2).await;
    table.players[0].send(json!({"type": "resign"})).await;
    let end = final_state(&mut table.players[0]).await;
    let (a, b) = rate_game(&Standing::NEW, &Standing::NEW, Score::Loss, 0);
    assert_eq!(shown_change(&end, 0), expected(&Standing::NEW, &a));
    assert_eq!(shown_change(&end, 1), expected(&Standing::NEW, &b));
    let first_code = table.code.clone();
    let first_token = table.tokens[0].clone();
    let (ann_after, bob_after) = if ann_first { (a, b) } else { (b, a) };
    let first_ann_seat = if ann_first { 0 } else { 1 };

    // A second game (their ratings now too far apart to be paired at once: created
    // and joined), played to its result: rated from the standings after the first.
    let (mut table, ann_first) = paired(server.address, false).await;
    let standing = |ann_seat: bool| if ann_seat { ann_after } else { bob_after };
    let (zero, one) = (standing(ann_first), standing(!ann_first));
    assert_eq!(table.state["seats"][0]["rating"], zero.rating.shown());
    let end = play_random(&mut table, &mut rng, u64::MAX).await;
    let winner = end["outcome"]["winner"].as_u64();
    let teams: Vec<u64> = (end["seats"].as_array().unwrap().iter())
        .map(|s| s["team"].as_u64().unwrap())
        .collect();
    let score = match winner {
        None => Score::Draw,
        Some(team) if team == teams[0] => Score::Win,
        Some(_) => Score::Loss,
    };
    let (zero_after, one_after) = rate_game(&zero, &one, score, zero.last_ms);
    assert_eq!(shown_change(&end, 0).1, expected(&zero, &zero_after).1);
    assert_eq!(shown_change(&end, 1).1, expected(&one, &one_after).1);

    // A game resigned before each side moved is not rated.
    let (mut table, _) = paired(server.address, false).await;
    table.players[0].send(json!({"type": "resign"})).await;
    let end = final_state(&mut table.players[0]).await;
    for seat in 0..2 {
        assert!(end["seats"][seat]["rating_change"].is_null(), "{end}");
    }

    // After a restart, the first game's final state still shows its changes.
    server.crash();
    let server = TestServer::start_fast(database);
    let mut again = signed_in(server.address, "Ann", false).await;
    let state = again.resume(&first_token).await;
    assert_eq!(state["code"].as_str(), Some(first_code.as_str()));
    assert_eq!(shown_change(&state, 0), expected(&Standing::NEW, &a));
    // Her history lists the games with each player's change in the rated ones.
    let history = again.ask(json!({"type": "history", "name": "Ann"})).await;
    let games = history["games"].as_array().unwrap();
    assert_eq!(games.len(), 3, "{history}");
    let first = games
        .iter()
        .find(|g| g["code"] == first_code.as_str())
        .unwrap();
    let change = &first["players"][0]["rating_change"];
    let (before, after, provisional) = expected(&Standing::NEW, &a);
    let seen = (change["before"].as_i64(), change["after"].as_i64());
    assert_eq!(seen, (Some(before), Some(after)), "{first}");
    assert_eq!(change["provisional"].as_bool(), Some(provisional));
    let aborted = &games[0];
    assert!(
        aborted["players"][0]["rating_change"].is_null(),
        "{aborted}"
    );
    // Her ratings: one key, two rated games, the points of its history.
    let ratings = again.ask(json!({"type": "ratings", "name": "ann"})).await;
    assert_eq!(ratings["type"], "ratings", "{ratings}");
    assert_eq!(ratings["name"], "Ann");
    let y = &ratings["ratings"][0];
    let counted = (y["key"].as_str(), y["games"].as_u64());
    assert_eq!(counted, (Some("y"), Some(2)), "{ratings}");
    let points = y["points"].as_array().unwrap();
    assert_eq!(points.len(), 2);
    assert_eq!(points[0]["code"], first_code.as_str());
    let ann_first_after = if first_ann_seat == 0 { a } else { b };
    let rounded = ann_first_after.rating.rating.round() as i64;
    assert_eq!(points[0]["rating"].as_i64(), Some(rounded));
    let last = points[1]["rating"].as_i64().unwrap();
    assert!(
        y["rating"].as_str().unwrap().starts_with(&last.to_string()),
        "{y}"
    );
    let (status, body) = http_get(server.address, "/players/Ann").await;
    assert_eq!(status, 200);
    let page: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(page["ratings"], ratings["ratings"]);
    let refused = again
        .ask(json!({"type": "ratings", "name": "nobody"}))
        .await;
    assert_eq!(refused["code"], "no_account", "{refused}");
    assert_eq!(http_get(server.address, "/players/nobody").await.0, 404);
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rated_quick_games_rate_both_players_once_each_side_moved() {
    for database in Database::all("rated_quick").await {
        rated_games_change_both_ratings(&database).await;
    }
}

async fn rated_create_and_join_need_two_accounts(database: &Database) {
    let server = TestServer::start_fast(database);
    let rated = |clock: Value| {
        let mut create = rated_create("Cy");
        create["clock"] = clock;
        create
    };
    let mut guest = Client::connect(server.address).await;
    let refused = guest.ask(rated(json!({"minutes": 5}))).await;
    assert_eq!(refused["code"], "not_signed_in", "{refused}");
    let mut cy = signed_in(server.address, "Cy", true).await;
    let refused = cy.ask(rated(Value::Null)).await;
    assert_eq!(refused["code"], "bad_clock", "{refused}");
    let created = cy.ask(rated(json!({"minutes": 5}))).await;
    assert_eq!(created["type"], "created", "{created}");
    let code = created["code"].as_str().unwrap();
    let join = json!({"type": "join", "code": code, "name": "Di"});
    let refused = guest.ask(join.clone()).await;
    assert_eq!(refused["code"], "not_signed_in", "{refused}");
    let mut cy_again = signed_in(server.address, "Cy", false).await;
    let refused = cy_again.ask(join.clone()).await;
    assert_eq!(refused["code"], "same_account", "{refused}");
    let mut di = signed_in(server.address, "Di", true).await;
    let joined = di.ask(join).await;
    assert_eq!(joined["type"], "joined", "{joined}");
    // Two accounts of one address (every client here is 127.0.0.1): Di's seat, taken
    // from the creator's address, is flagged in the stored game.
    let stored = SqlStorage::open(&database.url)
        .await
        .unwrap()
        .game(code)
        .await
        .unwrap()
        .expect("the stored game");
    let flags: Vec<(String, bool)> = (stored.events.iter())
        .filter_map(|event| match event {
            Event::Join {
                account: Some(account),
                ..
            } => Some((account.name.clone(), account.creators_address)),
            _ => None,
        })
        .collect();
    assert_eq!(flags, [("Cy".into(), false), ("Di".into(), true)]);
    // A guest's rated quick game is refused.
    let refused = guest.ask(rated_quick("Gus")).await;
    assert_eq!(refused["code"], "not_signed_in", "{refused}");
    // One account asking on two connections is never paired with itself: the second
    // request replaces the first, whose connection is told so.
    let mut one = signed_in(server.address, "Di", false).await;
    let mut two = signed_in(server.address, "Di", false).await;
    one.send(rated_quick("Di")).await;
    one.expect("waiting").await;
    two.send(rated_quick("Di")).await;
    two.expect("waiting").await;
    one.expect("quick_cancelled").await;
    two.send(json!({"type": "lobby", "game": "y"})).await;
    let lobby = two.expect("lobby").await;
    assert_eq!(lobby["waiting"]["y"], 1, "{lobby}");
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rated_create_and_join_are_for_two_signed_in_accounts() {
    for database in Database::all("rated_create").await {
        rated_create_and_join_need_two_accounts(&database).await;
    }
}
