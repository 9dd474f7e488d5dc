//! Complete games of every game and option set through the server, with a spectator
//! checked at every step; the server's computer as a seat; Yin-Yang's secrets.

mod common;

use common::{Client, Database, TestServer, http_get, open_table, option_sets, play_random};
use plateau_rules::catalog;
use plateau_rules::record::GameRecord;
use rand::SeedableRng;
use rand::rngs::StdRng;
use serde_json::json;

/// Every game and option set to its end on `database`, all at once as on a busy
/// server; each record downloaded and replayed to the same result.
async fn every_game_to_the_end(database: &Database) {
    let server = TestServer::start_fast(database);
    let address = server.address;
    let games = option_sets()
        .into_iter()
        .enumerate()
        .map(|(number, (game, options))| {
            tokio::spawn(async move {
                let mut rng = StdRng::seed_from_u64(42 + number as u64);
                let mut table = open_table(address, &game, &options).await;
                let end = play_random(&mut table, &mut rng, u64::MAX).await;
                let outcome = &end["outcome"];
                assert!(!outcome.is_null(), "{game} {options:?} ended: {end}");
                let path = end["record"].as_str().unwrap();
                let (status, body) = http_get(address, path).await;
                assert_eq!(status, 200, "{body}");
                let record = GameRecord::from_json(&body).expect("the app's record format");
                let replay = catalog::load_record(&record).expect("the record replays");
                assert_eq!(
                    replay.status_text(),
                    outcome["text"].as_str().unwrap(),
                    "{game} {options:?}"
                );
                assert_eq!(record.actions.len() as u64, end["ply"].as_u64().unwrap());
                assert_eq!(record.seats[0], "Seat 0");
                eprintln!(
                    "{game} {options:?}: {} actions, {}",
                    end["ply"], outcome["text"]
                );
            })
        });
    for game in games.collect::<Vec<_>>() {
        game.await.expect("the game was played to its end");
    }
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_and_option_set_is_played_to_the_end_with_a_spectator() {
    for database in Database::all("every_game").await {
        every_game_to_the_end(&database).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_plays_its_seat_and_grants_an_undo() {
    let database = Database::sqlite("computer");
    let server = TestServer::start(&database, |_| {});
    let mut person = Client::connect(server.address).await;
    let (_, _, state) = person
        .create(json!({
            "type": "create", "game": "y", "name": "Ann",
            "seats": [{"kind": "human"}, {"kind": "computer", "level": "beginner"}],
        }))
        .await;
    assert_eq!(state["to_move"], 0);
    let legal = state["legal"][0].as_str().unwrap().to_string();
    person.send(json!({"type": "play", "action": legal})).await;
    // The computer answers by itself.
    let after = person.state_at(2).await;
    assert_eq!(after["ply"], 2, "{after}");
    assert_eq!(after["to_move"], 0);
    assert_eq!(after["seats"][1]["kind"], "computer");
    // It grants an undo at once: back before the person's action.
    person.send(json!({"type": "ask_undo"})).await;
    let undone = person.expect("state").await;
    assert_eq!(undone["ply"], 0, "{undone}");
    // And declines a draw.
    person.send(json!({"type": "offer_draw"})).await;
    assert_eq!(person.error().await["code"], "declined");
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_secret_law_of_yin_yang_reaches_another_seat_or_a_spectator() {
    let database = Database::sqlite("yinyang");
    let server = TestServer::start_fast(&database);
    let mut rng = StdRng::seed_from_u64(7);
    for round in 0..3 {
        let mut table = open_table(server.address, "yinyang", &[]).await;
        let end = play_random(&mut table, &mut rng, 400).await;
        // The whole game, secrets included, is read from its record once it is over.
        let end = if end["outcome"].is_null() {
            let mover = end["to_move"].as_u64().unwrap() as usize;
            table.players[mover].send(json!({"type": "resign"})).await;
            table.players[0].state_at(u64::MAX).await
        } else {
            end
        };
        let (_, body) = http_get(server.address, end["record"].as_str().unwrap()).await;
        let record = GameRecord::from_json(&body).unwrap();
        // Each seat's and the spectator's every frame is its own view of the game at
        // that point, rebuilt here from the full record: never more.
        let (secrets, frames) = common::check_views(&table, &record);
        assert!(secrets > 0, "round {round}: some law was written face down");
        eprintln!(
            "round {round}: {} actions, {secrets} hidden texts, {frames} frames checked",
            record.actions.len(),
        );
    }
    server.crash();
}
