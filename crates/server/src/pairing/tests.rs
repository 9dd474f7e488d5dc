use std::time::Instant;

use super::*;

fn wanted(game: &str, clock: Option<(u64, u64)>) -> Wanted {
    Wanted {
        game: game.to_string(),
        options: vec![("variant".to_string(), "blitz".to_string())],
        clock,
    }
}

const BLITZ: Option<(u64, u64)> = Some((180_000, 2_000));

fn on(id: u64) -> Connection {
    Connection { instance: 1, id }
}

fn guest(id: u64, since_ms: u64) -> Request {
    Request {
        player: PlayerKey::Guest(on(id)),
        connection: on(id),
        rating: None,
        wanted: wanted("yinsh", BLITZ),
        rated: false,
        since_ms,
    }
}

fn rated(account: i64, rating: f64, since_ms: u64) -> Request {
    Request {
        player: PlayerKey::Account(account),
        connection: on(1000 + account as u64),
        rating: Some((rating, 60.0)),
        rated: true,
        ..guest(0, since_ms)
    }
}

fn heads() -> impl FnMut() -> bool {
    || true
}

fn players(pairing: &Pairing) -> [PlayerKey; 2] {
    [pairing.seats[0].player, pairing.seats[1].player]
}

#[test]
fn a_new_request_replaces_the_old_and_cancel_and_leaving_take_it_out() {
    let mut pool = Pool::new();
    assert_eq!(pool.ask(guest(1, 0)), Ok(None));
    let mut other_game = guest(1, 10);
    other_game.wanted = wanted("y", None);
    assert_eq!(pool.ask(other_game.clone()), Ok(Some(guest(1, 0))));
    assert_eq!(pool.len(), 1);
    assert_eq!(pool.counts(), BTreeMap::from([("y".to_string(), 1)]));
    assert_eq!(pool.cancel(PlayerKey::Guest(on(1))), Some(other_game));
    assert_eq!(pool.cancel(PlayerKey::Guest(on(1))), None);
    pool.ask(rated(5, 1500.0, 0)).unwrap();
    assert_eq!(pool.leave(on(99)), None);
    assert_eq!(
        pool.leave(on(1005)).map(|r| r.player),
        Some(PlayerKey::Account(5))
    );
    assert!(pool.is_empty());
}

#[test]
fn only_the_same_game_options_and_clock_are_paired() {
    let mut pool = Pool::new();
    pool.ask(guest(1, 0)).unwrap();
    let mut other_clock = guest(2, 0);
    other_clock.wanted.clock = Some((300_000, 0));
    pool.ask(other_clock).unwrap();
    let mut other_options = guest(3, 0);
    other_options.wanted.options[0].1 = "standard".to_string();
    pool.ask(other_options).unwrap();
    let mut other_game = guest(4, 0);
    other_game.wanted.game = "y".to_string();
    pool.ask(other_game).unwrap();
    assert!(pool.pair(0, &mut heads()).is_empty());
    assert_eq!(pool.len(), 4);
    pool.ask(guest(5, 1)).unwrap();
    let pairs = pool.pair(1, &mut heads());
    assert_eq!(
        players(&pairs[0]),
        [PlayerKey::Guest(on(1)), PlayerKey::Guest(on(5))]
    );
    assert_eq!(pool.len(), 3);
}

#[test]
fn rated_is_for_signed_in_players_with_a_clock_and_pairs_only_rated() {
    let mut pool = Pool::new();
    let mut guest_rated = guest(1, 0);
    guest_rated.rated = true;
    assert_eq!(pool.ask(guest_rated), Err(PoolError::RatedNeedsAccount));
    let mut no_clock = rated(2, 1500.0, 0);
    no_clock.wanted.clock = None;
    assert_eq!(pool.ask(no_clock), Err(PoolError::RatedNeedsClock));
    assert!(pool.is_empty());
    // A rated request and an unrated one wait apart.
    pool.ask(rated(2, 1500.0, 0)).unwrap();
    pool.ask(guest(3, 0)).unwrap();
    assert!(pool.pair(60_000, &mut heads()).is_empty());
    // Signed in and unrated: paired with a guest.
    let mut unrated = rated(4, 1500.0, 1);
    unrated.rated = false;
    pool.ask(unrated).unwrap();
    let pairs = pool.pair(60_000, &mut heads());
    assert_eq!(
        players(&pairs[0]),
        [PlayerKey::Guest(on(3)), PlayerKey::Account(4)]
    );
    // Two rated ones: paired.
    pool.ask(rated(5, 1510.0, 2)).unwrap();
    let pairs = pool.pair(60_000, &mut heads());
    assert_eq!(
        players(&pairs[0]),
        [PlayerKey::Account(2), PlayerKey::Account(5)]
    );
    assert!(pool.is_empty());
}

#[test]
fn a_player_is_never_paired_with_themself() {
    let mut pool = Pool::new();
    // One account on two connections: one request, the second's.
    pool.ask(rated(7, 1500.0, 0)).unwrap();
    let mut second = rated(7, 1500.0, 5);
    second.connection = on(2);
    pool.ask(second).unwrap();
    assert_eq!(pool.len(), 1);
    assert!(pool.pair(100_000, &mut heads()).is_empty());
    let mut unrated = rated(7, 1500.0, 6);
    unrated.rated = false;
    pool.ask(unrated).unwrap();
    assert!(pool.pair(100_000, &mut heads()).is_empty());
}

#[test]
fn the_rating_window_widens_with_the_wait() {
    assert_eq!(window(0), 100.0);
    assert_eq!(window(4_999), 100.0);
    assert_eq!(window(5_000), 150.0);
    assert_eq!(window(40_000), 500.0);
    assert_eq!(window(3_600_000), 500.0);
    let mut pool = Pool::new();
    pool.ask(rated(1, 1500.0, 0)).unwrap();
    pool.ask(rated(2, 1650.0, 0)).unwrap();
    assert!(pool.pair(4_999, &mut heads()).is_empty());
    assert_eq!(pool.pair(5_000, &mut heads()).len(), 1);
    // Each one's own window: a newcomer 300 away waits until its own window holds it.
    pool.ask(rated(1, 1500.0, 0)).unwrap();
    pool.ask(rated(3, 1800.0, 20_000)).unwrap();
    assert!(pool.pair(35_000, &mut heads()).is_empty());
    assert_eq!(pool.pair(40_000, &mut heads()).len(), 1);
}

#[test]
fn the_longest_waiting_gets_the_nearest_rating() {
    let mut pool = Pool::new();
    pool.ask(rated(1, 1500.0, 0)).unwrap();
    pool.ask(rated(2, 1590.0, 1)).unwrap();
    pool.ask(rated(3, 1470.0, 2)).unwrap();
    pool.ask(rated(4, 1560.0, 3)).unwrap();
    let mut pairs: Vec<_> = pool.pair(10, &mut heads()).iter().map(players).collect();
    pairs.sort();
    let [a1, a2, a3, a4] = [1, 2, 3, 4].map(PlayerKey::Account);
    assert_eq!(pairs, [[a1, a3], [a2, a4]]);
}

#[test]
fn colours_are_drawn_by_lot() {
    let mut pool = Pool::new();
    pool.ask(guest(1, 0)).unwrap();
    pool.ask(guest(2, 1)).unwrap();
    let pairs = pool.pair(5, &mut || false);
    assert_eq!(
        players(&pairs[0]),
        [PlayerKey::Guest(on(2)), PlayerKey::Guest(on(1))]
    );
}

/// Pairing time with 1,000 players waiting: `cargo test --profile ci-release -p
/// plateau-server --lib pairing::tests::pairing_time -- --ignored --nocapture`.
#[test]
#[ignore = "a benchmark: prints figures"]
fn pairing_time_with_a_thousand_players_waiting() {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut random = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let clocks = [
        (60_000, 0),
        (180_000, 2_000),
        (300_000, 3_000),
        (600_000, 0),
    ];
    let games = ["yinsh", "y", "quinta", "zen", "amazons"];
    let fill = |random: &mut dyn FnMut() -> u64, rated_share: u64| {
        let mut pool = Pool::new();
        for id in 0..1_000_u64 {
            let r = random();
            let wanted = wanted(games[(r % 5) as usize], Some(clocks[(r / 5 % 4) as usize]));
            let since_ms = r / 20 % 60_000;
            let request = if r / 1_200_000 % 100 < rated_share {
                Request {
                    wanted,
                    ..rated(id as i64, 800.0 + (r / 7 % 1400) as f64, since_ms)
                }
            } else {
                Request {
                    wanted,
                    ..guest(id, since_ms)
                }
            };
            pool.ask(request).unwrap();
        }
        pool
    };
    for (label, rated_share) in [("all rated", 100), ("half rated", 50), ("all guests", 0)] {
        let mut pairs = 0;
        let mut ticks = Vec::new();
        for _ in 0..20 {
            let mut pool = fill(&mut random, rated_share);
            let start = Instant::now();
            pairs += pool.pair(60_000, &mut || true).len();
            ticks.push(start.elapsed());
        }
        ticks.sort();
        eprintln!(
            "pairing 1,000 waiting ({label}, 5 games x 4 clocks): median {:?}, worst {:?}, {} pairs a tick",
            ticks[ticks.len() / 2],
            ticks[ticks.len() - 1],
            pairs / 20
        );
    }
    // One tick when nobody can be paired: 1,000 rated players in one group, 600 apart.
    let mut pool = Pool::new();
    for id in 0..1_000 {
        let mut request = rated(id, id as f64 * 600.0, 0);
        request.wanted = wanted("yinsh", BLITZ);
        pool.ask(request).unwrap();
    }
    let start = Instant::now();
    let none = pool.pair(60_000, &mut || true);
    eprintln!(
        "a tick with 1,000 rated waiting and no pair possible: {:?} ({} pairs)",
        start.elapsed(),
        none.len()
    );
}
