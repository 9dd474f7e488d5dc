//! The ratings in storage, on SQLite and on Postgres: a rated game settled once with
//! the algorithm's numbers, whoever settles it again; a player's history; two games of
//! one player settled at the same moment both counted.

mod common;

use common::Database;
use plateau_server::SqlStorage;
use plateau_server::rating::{RatingKey, Score, Standing, rate_game};
use plateau_server::storage::{RatedGame, Ratings, SettleError, Settlement};

fn blitz() -> RatingKey {
    RatingKey("yinsh:variant=blitz".to_string())
}

async fn settles_once_with_the_algorithms_numbers(database: &Database) {
    let storage = SqlStorage::open(&database.url).await.unwrap();
    let key = blitz();
    let game = RatedGame {
        code: "KXPTRM",
        key: &key,
        accounts: [7, 9],
        score: Score::Win,
    };
    let Settlement::Settled(changes) = storage.settle(game, 1_000).await.unwrap() else {
        panic!("settled the first time");
    };
    let (a, b) = rate_game(&Standing::NEW, &Standing::NEW, Score::Win, 1_000);
    assert_eq!(storage.standing(7, &key).await.unwrap(), Some(a));
    assert_eq!(storage.standing(9, &key).await.unwrap(), Some(b));
    assert_eq!(changes.len(), 2);
    assert_eq!((changes[0].seat, changes[0].account), (0, 7));
    assert_eq!(changes[0].after, a.rating);
    assert_eq!(changes[1].after, b.rating);
    // Settled again (another server, a restart): the first settlement, nothing changed.
    let again = storage.settle(game, 5_000).await.unwrap();
    assert_eq!(again, Settlement::AlreadySettled(changes.clone()));
    assert_eq!(storage.standing(7, &key).await.unwrap(), Some(a));
    assert_eq!(storage.game_changes("KXPTRM").await.unwrap(), changes);
    // Another rating key is another rating.
    let standard = RatingKey("yinsh".to_string());
    assert_eq!(storage.standing(7, &standard).await.unwrap(), None);
    // A second game: the history, oldest first.
    let rematch = RatedGame {
        code: "MRTPXK",
        score: Score::Draw,
        ..game
    };
    storage.settle(rematch, 2_000).await.unwrap();
    let history = storage.history(7, &key).await.unwrap();
    let codes: Vec<&str> = history.iter().map(|c| c.code.as_str()).collect();
    assert_eq!(codes, ["KXPTRM", "MRTPXK"]);
    assert_eq!(history[1].seat, 0);
    assert_eq!(storage.standing(7, &key).await.unwrap().unwrap().games, 2);
    // Nobody rates a game against themself.
    let alone = RatedGame {
        code: "ABCDEF",
        accounts: [7, 7],
        ..game
    };
    assert!(matches!(
        storage.settle(alone, 3_000).await,
        Err(SettleError::SameAccount)
    ));
    assert!(storage.game_changes("ABCDEF").await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_is_settled_once_with_the_algorithms_numbers() {
    for database in Database::all("ratings_once").await {
        settles_once_with_the_algorithms_numbers(&database).await;
    }
}

async fn races(database: &Database) {
    // Two servers on one Postgres database; on SQLite (one server) two tasks.
    let first = SqlStorage::open(&database.url).await.unwrap();
    let second = match database.folder() {
        Some(_) => first.clone(),
        None => SqlStorage::open(&database.url).await.unwrap(),
    };
    let key = blitz();
    // One game settled by both at once: once.
    let game = RatedGame {
        code: "KXPTRM",
        key: &key,
        accounts: [1, 2],
        score: Score::Loss,
    };
    let (x, y) = tokio::join!(first.settle(game, 1_000), second.settle(game, 1_000));
    let fresh = [x.unwrap(), y.unwrap()]
        .iter()
        .filter(|s| matches!(s, Settlement::Settled(_)))
        .count();
    assert_eq!(fresh, 1);
    assert_eq!(first.standing(1, &key).await.unwrap().unwrap().games, 1);
    // Two games of player 1 settled at once: both count.
    let with_3 = RatedGame {
        code: "AAAAAA",
        accounts: [1, 3],
        ..game
    };
    let with_4 = RatedGame {
        code: "BBBBBB",
        accounts: [4, 1],
        ..game
    };
    let (x, y) = tokio::join!(first.settle(with_3, 2_000), second.settle(with_4, 2_000));
    assert!(matches!(x.unwrap(), Settlement::Settled(_)));
    assert!(matches!(y.unwrap(), Settlement::Settled(_)));
    assert_eq!(first.standing(1, &key).await.unwrap().unwrap().games, 3);
    assert_eq!(first.history(1, &key).await.unwrap().len(), 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_settling_at_once_count_each_game_once() {
    for database in Database::all("ratings_race").await {
        races(&database).await;
    }
}
