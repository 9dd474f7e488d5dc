//! Accounts on SQLite and on Postgres (when `PLATEAU_TEST_POSTGRES` gives one): signing
//! up, in on two connections and out, changing the password, deleting an account, a
//! player's history, a guest's games taken along, a finished game's page, and sessions
//! shared by two servers on one database.

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::{Client, Database, TestServer, http_get, lost_game};
use serde_json::{Value, json};

/// Signs up `name` (taking `tokens` along): the `signed_in` answer.
async fn sign_up(client: &mut Client, name: &str, tokens: &[&str]) -> Value {
    let answer = client
        .ask(json!({"type": "sign_up", "name": name, "password": "secret words", "tokens": tokens}))
        .await;
    assert_eq!(answer["type"], "signed_in", "{answer}");
    answer
}

/// Signs in as `name` with `password`: the answer.
async fn sign_in(client: &mut Client, name: &str, password: &str) -> Value {
    client
        .ask(json!({"type": "sign_in", "name": name, "password": password}))
        .await
}

/// Resumes a session on a new connection to `address`: the answer.
async fn resume_session(address: SocketAddr, session: &Value) -> Value {
    let mut client = Client::connect(address).await;
    client
        .ask(json!({"type": "resume_session", "session": session}))
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_up_then_in_on_two_connections_then_out_and_out_everywhere() {
    for database in Database::all("accounts_sessions").await {
        let server = TestServer::start_fast(&database);
        let mut first = Client::connect(server.address).await;
        let up = sign_up(&mut first, "Ann", &[]).await;
        assert_eq!(up["name"], "Ann");
        assert_eq!(up["linked"], 0);
        let mut second = Client::connect(server.address).await;
        let other = sign_in(&mut second, "aNN", "secret words").await;
        assert_eq!(other["type"], "signed_in", "{other}");
        assert_eq!(other["name"], "Ann");
        assert_ne!(other["session"], up["session"]);
        // Both sessions work from new connections.
        assert_eq!(
            resume_session(server.address, &up["session"]).await["name"],
            "Ann"
        );
        assert_eq!(
            resume_session(server.address, &other["session"]).await["name"],
            "Ann"
        );
        // Signing out ends the first session only.
        let out = first.ask(json!({"type": "sign_out"})).await;
        assert_eq!(out, json!({"type": "signed_out", "everywhere": false}));
        let refused = resume_session(server.address, &up["session"]).await;
        assert_eq!(refused["code"], "bad_session", "{refused}");
        assert_eq!(
            first.ask(json!({"type": "sign_out"})).await["code"],
            "not_signed_in"
        );
        assert_eq!(
            resume_session(server.address, &other["session"]).await["name"],
            "Ann"
        );
        // Everywhere: every session, the one asking included.
        let third = sign_in(&mut first, "Ann", "secret words").await;
        let out = second.ask(json!({"type": "sign_out_everywhere"})).await;
        assert_eq!(out["everywhere"], true);
        for session in [&other["session"], &third["session"]] {
            let refused = resume_session(server.address, session).await;
            assert_eq!(refused["code"], "bad_session", "{refused}");
        }
        // The first connection, signed in before, is signed out too.
        assert_eq!(
            first.ask(json!({"type": "sign_out"})).await["code"],
            "bad_session"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_is_changed_with_the_current_one_and_other_sessions_end() {
    for database in Database::all("accounts_password").await {
        let server = TestServer::start_fast(&database);
        let mut client = Client::connect(server.address).await;
        let up = sign_up(&mut client, "Bob", &[]).await;
        let mut elsewhere = Client::connect(server.address).await;
        let other = sign_in(&mut elsewhere, "Bob", "secret words").await;
        let change = |password: &str, new_password: &str| json!({"type": "change_password", "password": password, "new_password": new_password});
        let wrong = client
            .ask(change("not my password", "new secret words"))
            .await;
        assert_eq!(wrong["code"], "wrong_credentials");
        let short = client.ask(change("secret words", "short")).await;
        assert_eq!(short["code"], "bad_password");
        let done = client.ask(change("secret words", "new secret words")).await;
        assert_eq!(done["type"], "password_changed", "{done}");
        assert!(
            !done.to_string().contains("secret"),
            "never sent back: {done}"
        );
        let mut third = Client::connect(server.address).await;
        assert_eq!(
            sign_in(&mut third, "Bob", "secret words").await["code"],
            "wrong_credentials"
        );
        assert_eq!(
            sign_in(&mut third, "Bob", "new secret words").await["type"],
            "signed_in"
        );
        // The session that changed it holds; the other one ended.
        assert_eq!(
            resume_session(server.address, &up["session"]).await["name"],
            "Bob"
        );
        assert_eq!(
            resume_session(server.address, &other["session"]).await["code"],
            "bad_session"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_account_keeps_its_games_as_a_deleted_player_and_its_name_held() {
    for database in Database::all("accounts_delete").await {
        let server = TestServer::start_fast(&database);
        let mut client = Client::connect(server.address).await;
        let up = sign_up(&mut client, "Cleo", &[]).await;
        let (code, _) = lost_game(server.address, &mut client).await;
        let (status, page) = http_get(server.address, &format!("/games/{code}")).await;
        assert_eq!(status, 200, "{page}");
        let page: Value = serde_json::from_str(&page).unwrap();
        assert_eq!(page["players"][0]["account"], "Cleo", "{page}");
        let wrong = client
            .ask(json!({"type": "delete_account", "password": "guess1234"}))
            .await;
        assert_eq!(wrong["code"], "wrong_credentials");
        let deleted = client
            .ask(json!({"type": "delete_account", "password": "secret words"}))
            .await;
        assert_eq!(deleted["type"], "account_deleted", "{deleted}");
        // Its game stays, its seat a deleted player's.
        let (status, page) = http_get(server.address, &format!("/games/{code}")).await;
        assert_eq!(status, 200);
        let page: Value = serde_json::from_str(&page).unwrap();
        assert_eq!(page["players"][0]["deleted"], true, "{page}");
        assert!(page["players"][0]["account"].is_null(), "{page}");
        assert_eq!(page["players"][1]["name"], "Guest");
        assert_eq!(page["winner"], 1, "{page}");
        let (status, _) = http_get(server.address, &format!("/games/{code}/record")).await;
        assert_eq!(status, 200);
        // No more sessions, no more sign-ins, and the name is held.
        assert_eq!(
            resume_session(server.address, &up["session"]).await["code"],
            "bad_session"
        );
        let mut other = Client::connect(server.address).await;
        assert_eq!(
            sign_in(&mut other, "Cleo", "secret words").await["code"],
            "wrong_credentials"
        );
        for name in ["Cleo", "cle0", "CLEO"] {
            let taken = other
                .ask(json!({"type": "sign_up", "name": name, "password": "other words"}))
                .await;
            assert_eq!(taken["code"], "name_taken", "{name}: {taken}");
        }
        let history = other.ask(json!({"type": "history", "name": "Cleo"})).await;
        assert_eq!(history["code"], "no_account");
        let (status, _) = http_get(server.address, "/players/Cleo/games").await;
        assert_eq!(status, 404);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_games_are_listed_newest_first_a_page_at_a_time() {
    for database in Database::all("accounts_history").await {
        let server = TestServer::start_fast(&database);
        let mut client = Client::connect(server.address).await;
        sign_up(&mut client, "Dee", &[]).await;
        let mut codes = Vec::new();
        for _ in 0..22 {
            codes.push(lost_game(server.address, &mut client).await.0);
            // Each ends in a millisecond of its own: newest first is one order.
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        // Anyone may list them, signed in or not.
        let mut anyone = Client::connect(server.address).await;
        let first = anyone.ask(json!({"type": "history", "name": "dee"})).await;
        assert_eq!(first["type"], "history", "{first}");
        assert_eq!(first["name"], "Dee");
        assert_eq!(first["more"], true);
        let games = first["games"].as_array().unwrap();
        assert_eq!(games.len(), 20);
        let newest: Vec<&str> = codes.iter().rev().map(String::as_str).collect();
        let listed: Vec<&str> = games.iter().map(|g| g["code"].as_str().unwrap()).collect();
        assert_eq!(listed, newest[..20]);
        let game = &games[0];
        assert_eq!(game["seat"], 0);
        assert_eq!(game["game"], "y");
        assert_eq!(game["players"][0]["account"], "Dee");
        assert_eq!(game["players"][1]["name"], "Guest");
        assert!(game["players"][1]["account"].is_null());
        assert_eq!(game["winner"], 1);
        assert!(game["ended_ms"].as_i64().unwrap() > 0);
        assert_eq!(
            game["record"],
            format!("/games/{}/record", game["code"].as_str().unwrap())
        );
        let (status, body) = http_get(server.address, "/players/DEE/games?page=1").await;
        assert_eq!(status, 200, "{body}");
        let second: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(second["more"], false);
        let listed: Vec<&str> = (second["games"].as_array().unwrap().iter())
            .map(|g| g["code"].as_str().unwrap())
            .collect();
        assert_eq!(listed, newest[20..]);
        let missing = anyone
            .ask(json!({"type": "history", "name": "Nobody"}))
            .await;
        assert_eq!(missing["code"], "no_account");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guests_games_come_along_and_a_signed_in_seat_is_named_at_once() {
    for database in Database::all("accounts_guest").await {
        let server = TestServer::start_fast(&database);
        let mut guest = Client::connect(server.address).await;
        let (finished, finished_token) = lost_game(server.address, &mut guest).await;
        let (_, _, state) = guest
            .create(json!({
                "type": "create", "game": "y", "name": "Eve",
                "seats": [{"kind": "human"}, {"kind": "human"}],
            }))
            .await;
        assert!(state["seats"][0]["account"].is_null(), "a guest: {state}");
        let unfinished_token = guest.frames.iter().rev().find_map(|f| {
            let m: Value = serde_json::from_str(f).unwrap();
            (m["type"] == "joined").then(|| m["token"].as_str().unwrap().to_string())
        });
        let unfinished_token = unfinished_token.unwrap();
        let tokens = [
            finished_token.as_str(),
            unfinished_token.as_str(),
            "KXPTRM.00000000000000000000000000000000",
            "not a token",
        ];
        let up = sign_up(&mut guest, "Eve", &tokens).await;
        assert_eq!(up["linked"], 2, "{up}");
        let history = guest.ask(json!({"type": "history", "name": "Eve"})).await;
        let games = history["games"].as_array().unwrap();
        assert_eq!(games.len(), 1, "finished games only: {history}");
        assert_eq!(games[0]["code"], finished);
        // Signed in, a seat taken is the account's at once, and named so.
        let (code, _, _) = guest
            .create(json!({
                "type": "create", "game": "y", "name": "Eve",
                "seats": [{"kind": "human"}, {"kind": "human"}],
            }))
            .await;
        let mut other = Client::connect(server.address).await;
        let (_, state) = other.join(&code, "Fay").await;
        assert_eq!(state["seats"][0]["account"], "Eve", "{state}");
        assert!(state["seats"][1]["account"].is_null(), "{state}");
        let lobby = other.ask(json!({"type": "lobby"})).await;
        let listed = lobby["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["code"] == code);
        assert_eq!(listed.unwrap()["seats"][0]["account"], "Eve", "{lobby}");
        // A finished game's page; none for a game not over or no game.
        let (status, _) = http_get(server.address, &format!("/games/{code}")).await;
        assert_eq!(status, 404);
        let (status, _) = http_get(server.address, "/games/QQQQQQ").await;
        assert_eq!(status, 404);
        let (status, page) = http_get(server.address, &format!("/games/{finished}")).await;
        assert_eq!(status, 200);
        let page: Value = serde_json::from_str(&page).unwrap();
        assert_eq!(page["players"][0]["account"], "Eve", "{page}");
        assert_eq!(page["players"][0]["name"], "Creator");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_and_histories_are_shared_by_two_servers_on_one_database() {
    let Some(database) = Database::postgres("accounts_instances").await else {
        return;
    };
    let one = TestServer::start_fast(&database);
    let two = TestServer::start_fast(&database);
    let mut client = Client::connect(one.address).await;
    let up = sign_up(&mut client, "Gus", &[]).await;
    let (code, _) = lost_game(one.address, &mut client).await;
    let mut there = Client::connect(two.address).await;
    let resumed = there
        .ask(json!({"type": "resume_session", "session": up["session"]}))
        .await;
    assert_eq!(resumed["name"], "Gus", "{resumed}");
    let history = there.ask(json!({"type": "history", "name": "Gus"})).await;
    assert_eq!(history["games"][0]["code"], code, "{history}");
    // Signed up on one, the name is taken on the other; signed out on the second, the
    // session ends on the first.
    let mut squatter = Client::connect(two.address).await;
    let taken = squatter
        .ask(json!({"type": "sign_up", "name": "GUS", "password": "12345678"}))
        .await;
    assert_eq!(taken["code"], "name_taken");
    assert_eq!(
        there.ask(json!({"type": "sign_out"})).await["type"],
        "signed_out"
    );
    assert_eq!(
        resume_session(one.address, &up["session"]).await["code"],
        "bad_session"
    );
    one.crash();
    two.crash();
}
