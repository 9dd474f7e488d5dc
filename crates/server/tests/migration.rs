//! A database made before accounts (migrations 1 to 3) is brought up to date at start
//! with every game kept: a finished game's record and page, and an unfinished game
//! that goes on. On SQLite and on Postgres (when given).

mod common;

use common::{Client, Database, TestServer, http_get};
use serde_json::{Value, json};
use sqlx::Connection;

/// The migrations before accounts, as the server applies them.
const BEFORE_ACCOUNTS: &[&str] = &[
    include_str!("../migrations/0001_games.sql"),
    include_str!("../migrations/0002_rematch.sql"),
    include_str!("../migrations/0003_alive.sql"),
];

/// A game of `y`, two people, `events` its events' bodies.
async fn insert_game(db: &mut sqlx::AnyConnection, code: &str, finished: bool, events: &[Value]) {
    let setup = json!({"game": "y", "options": {}, "seats": [{"kind": "human"}, {"kind": "human"}], "clock": null, "listed": true});
    let record = json!({"format": 1, "game": "y", "options": {}, "seats": ["Ann", "Bob"], "players": ["human", "human"], "actions": [], "result": "Bob wins: Ann resigned", "resigned": "0"});
    sqlx::query("INSERT INTO games (code, setup, creator, created_ms, finished, record) VALUES ($1, $2, '127.0.0.1', 1000, $3, $4)")
        .bind(code.to_string())
        .bind(setup.to_string())
        .bind(i64::from(finished))
        .bind(finished.then(|| record.to_string()))
        .execute(&mut *db)
        .await
        .unwrap();
    for (seq, event) in events.iter().enumerate() {
        sqlx::query("INSERT INTO events (code, seq, body, at_ms) VALUES ($1, $2, $3, $4)")
            .bind(code.to_string())
            .bind(seq as i64)
            .bind(event.to_string())
            .bind(2000 + seq as i64)
            .execute(&mut *db)
            .await
            .unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_from_before_accounts_keeps_every_game() {
    for database in Database::all("migration_accounts").await {
        sqlx::any::install_default_drivers();
        let mut db = sqlx::AnyConnection::connect(&database.url).await.unwrap();
        sqlx::query("CREATE TABLE migrations (version BIGINT PRIMARY KEY)")
            .execute(&mut db)
            .await
            .unwrap();
        for (i, sql) in BEFORE_ACCOUNTS.iter().enumerate() {
            for statement in sql.split(';').filter(|s| !s.trim().is_empty()) {
                sqlx::query(statement).execute(&mut db).await.unwrap();
            }
            sqlx::query("INSERT INTO migrations (version) VALUES ($1)")
                .bind(i as i64 + 1)
                .execute(&mut db)
                .await
                .unwrap();
        }
        let join = |seat: u8, name: &str| json!({"event": "join", "seat": seat, "name": name, "token": format!("{seat:064}")});
        let resigned = json!({"event": "resign", "seat": 0});
        insert_game(
            &mut db,
            "BCDEFG",
            true,
            &[join(0, "Ann"), join(1, "Bob"), resigned],
        )
        .await;
        insert_game(&mut db, "HJKMNP", false, &[join(0, "Cy")]).await;
        db.close().await.unwrap();
        let server = TestServer::start_fast(&database);
        let (status, record) = http_get(server.address, "/games/BCDEFG/record").await;
        assert_eq!(status, 200, "{record}");
        let (status, page) = http_get(server.address, "/games/BCDEFG").await;
        assert_eq!(status, 200, "{page}");
        let page: Value = serde_json::from_str(&page).unwrap();
        assert_eq!(page["ended_ms"], 2002, "the last event's time: {page}");
        assert_eq!(page["players"][1]["name"], "Bob");
        assert!(page["winner"].is_null(), "not known from before: {page}");
        // The unfinished game goes on: its open seat is taken.
        let mut client = Client::connect(server.address).await;
        let (_, state) = client.join("HJKMNP", "Di").await;
        assert_eq!(state["seats"][0]["name"], "Cy", "{state}");
        assert_eq!(state["seats"][1]["name"], "Di", "{state}");
    }
}
