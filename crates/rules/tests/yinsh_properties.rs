//! Properties that hold over thousands of seeded random YINSH games.

use plateau_rules::record::GameRecord;
use plateau_rules::yinsh::board::{Point, Row};
use plateau_rules::yinsh::{
    BLACK, MARKERS, Variant, WHITE, Yinsh, YinshAction, YinshDecision, YinshOptions,
};
use plateau_rules::{Game, Match};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

const GAMES: u64 = 2_000;

fn options(seed: u64) -> YinshOptions {
    YinshOptions {
        variant: if seed.is_multiple_of(4) {
            Variant::Blitz
        } else {
            Variant::Standard
        },
    }
}

/// Plays seeded random games, calling `check` with the match before each action and
/// the legal actions; returns the finished matches.
fn random_games(
    games: u64,
    mut check: impl FnMut(&Match<Yinsh>, &[YinshAction], &mut SmallRng),
) -> Vec<Match<Yinsh>> {
    (0..games)
        .map(|seed| {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut game = Match::<Yinsh>::new(&options(seed));
            let mut legal = Vec::new();
            loop {
                legal.clear();
                game.state().legal_actions(&mut legal);
                if legal.is_empty() {
                    assert!(
                        game.state().turn().is_none(),
                        "no legal action but the game goes on"
                    );
                    break game;
                }
                check(&game, &legal, &mut rng);
                let action = legal[rng.random_range(0..legal.len())];
                game.play(action).expect("a legal action applies");
            }
        })
        .collect()
}

#[test]
fn markers_on_the_board_plus_the_pool_are_always_51() {
    random_games(GAMES, |game, _, _| {
        let s = game.state();
        let on_board = s.markers(WHITE).len() + s.markers(BLACK).len();
        assert_eq!(on_board + s.pool() as u32, MARKERS as u32);
    });
}

#[test]
fn no_row_survives_to_a_ring_move() {
    random_games(GAMES, |game, _, _| {
        let s = game.state();
        if let Some(turn) = s.turn()
            && matches!(turn.kind, YinshDecision::MoveRing | YinshDecision::Pass)
        {
            assert!(
                s.rows(WHITE).is_empty() && s.rows(BLACK).is_empty(),
                "{}",
                s.render_text()
            );
        }
    });
}

#[test]
fn every_legal_action_applies_and_prints_and_parses_back() {
    random_games(GAMES / 2, |game, legal, _| {
        let s = game.state();
        for &action in legal {
            assert_eq!(s.parse_action(&action.to_string()), Ok(action));
            assert!(
                s.clone().apply(action).is_ok(),
                "{action} is listed but refused"
            );
        }
    });
}

/// Every action of every kind on every point: those not listed must be refused and
/// change nothing.
fn all_actions() -> Vec<YinshAction> {
    let mut actions = vec![YinshAction::Pass];
    for a in Point::all() {
        actions.push(YinshAction::PlaceRing(a));
        actions.push(YinshAction::RemoveRing(a));
        for b in Point::all() {
            if a.direction_to(b).is_some() {
                actions.push(YinshAction::MoveRing { from: a, to: b });
            }
            if let Some(row) = Row::between(a, b)
                && a < b
            {
                actions.push(YinshAction::RemoveRow(row));
            }
        }
    }
    actions
}

#[test]
fn actions_that_are_not_listed_are_refused_and_change_nothing() {
    let every = all_actions();
    random_games(60, |game, legal, rng| {
        let s = game.state();
        // A sample of each position's candidates keeps the test quick.
        for _ in 0..200 {
            let action = every[rng.random_range(0..every.len())];
            let mut copy = *s;
            let mut effects = Vec::new();
            let result = copy.apply_into(action, &mut effects);
            assert_eq!(
                result.is_ok(),
                legal.contains(&action),
                "{action} in\n{}",
                s.render_text()
            );
            if result.is_err() {
                assert_eq!(&copy, s, "a refused {action} changed the state");
                assert!(effects.is_empty());
            }
        }
    });
}

#[test]
fn undo_restores_the_exact_state() {
    random_games(GAMES / 2, |game, legal, rng| {
        let mut copy = game.clone();
        let before = *copy.state();
        let action = legal[rng.random_range(0..legal.len())];
        copy.play(action).unwrap();
        assert_eq!(copy.undo(), Some(action));
        assert_eq!(copy.state(), &before);
        assert_eq!(copy.len(), game.len());
    });
    // And all the way back to the start.
    for mut game in random_games(50, |_, _, _| {}) {
        let start = Yinsh::new(game.state().options());
        while game.undo().is_some() {}
        assert_eq!(game.state(), &start);
    }
}

#[test]
fn save_load_and_replay_give_the_same_state() {
    for game in random_games(GAMES / 2, |_, _, _| {}) {
        let record = game.to_record(vec!["ann".into(), "bob".into()]);
        assert!(record.result.is_some());
        let json = record.to_json();
        let loaded = Match::<Yinsh>::from_record(&GameRecord::from_json(&json).unwrap()).unwrap();
        assert_eq!(loaded.state(), game.state());
        assert_eq!(
            loaded.actions().collect::<Vec<_>>(),
            game.actions().collect::<Vec<_>>()
        );
        for (count, _) in game.actions().enumerate() {
            assert_eq!(loaded.state_after(count), game.state_after(count));
        }
    }
}

#[test]
fn random_games_end_in_every_way_the_rules_allow() {
    let games = random_games(GAMES, |_, _, _| {});
    let texts: Vec<String> = games.iter().map(|g| g.state().status_text()).collect();
    assert!(texts.iter().all(|t| t != "ongoing"));
    assert!(texts.iter().any(|t| t.starts_with("white wins 3-")));
    assert!(texts.iter().any(|t| t.starts_with("black wins 3-")));
    assert!(
        texts
            .iter()
            .any(|t| t == "white wins 1-0" || t == "black wins 1-0")
    );
}
