//! The Game of Y search: it finds a winning stone and blocks the opponent's, slices
//! without changing its answer, and every level answers with a legal action.

use plateau_ai::rave::{Rave, RaveConfig};
use plateau_ai::y::{YRollout, joins_three_sides, random_fill};
use plateau_ai::{Ai, Budget, Level, Search, choose};
use plateau_rules::board::kadon::Node;
use plateau_rules::y::{BLACK, GameOfY, WHITE, YAction, YOptions};
use plateau_rules::{Game, Status};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::time::Duration;

/// The think time of the time-limited levels: long enough that a loaded machine still
/// finds the one right move.
const SEARCH_TIME: Duration = Duration::from_secs(1);

fn node(label: &str) -> Node {
    Node::parse(label).unwrap()
}

/// Black holds side 2 from a1 to a7 and the corner a9: a stone on a8 joins them and
/// touches the three sides. White's stones are far away. With `black_to_move` Black
/// can win at once; otherwise Black has played elsewhere (e1) and White must block a8.
fn almost_won(black_to_move: bool) -> GameOfY {
    let mut game = GameOfY::new(&YOptions {
        pie: false,
        handicap: 1,
    });
    let black = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a9"];
    let white = ["f5", "g5", "h5", "f6", "g6", "h6", "f7"];
    for (k, b) in black.iter().enumerate() {
        game.apply(YAction::Place(node(b))).unwrap();
        let w = white.get(k).copied().unwrap_or("i4");
        game.apply(YAction::Place(node(w))).unwrap();
    }
    if !black_to_move {
        game.apply(YAction::Place(node("e1"))).unwrap();
    }
    assert_eq!(game.status(), Status::Ongoing);
    game
}

#[test]
fn every_level_takes_the_winning_stone() {
    let game = almost_won(true);
    assert_eq!(game.turn().unwrap().seat, BLACK);
    for level in [Level::Casual, Level::Strong, Level::Expert] {
        let action = choose(level, &game, BLACK, 1, Budget::time(SEARCH_TIME));
        assert_eq!(action, Ok(YAction::Place(node("a8"))), "{level:?}");
    }
}

#[test]
fn the_defender_blocks_the_only_winning_point() {
    let game = almost_won(false);
    assert_eq!(game.turn().unwrap().seat, WHITE);
    for level in [Level::Casual, Level::Expert] {
        let action = choose(level, &game, WHITE, 2, Budget::time(SEARCH_TIME));
        assert_eq!(action, Ok(YAction::Place(node("a8"))), "{level:?}");
    }
}

#[test]
fn a_search_gives_the_same_answer_however_it_is_sliced() {
    let game = GameOfY::new(&YOptions::default());
    let config = RaveConfig {
        max_playouts: 1_500,
        prior_visits: 40,
        ..RaveConfig::default()
    };
    let mut whole = Rave::new(game, YRollout::default(), config, 9);
    while !whole.step(1_500) {}
    let mut sliced = Rave::new(game, YRollout::default(), config, 9);
    while !sliced.step(7) {}
    assert_eq!(whole.report(), sliced.report());
    assert_eq!(whole.report().work, 1_500);
    assert!(!whole.report().principal_variation.is_empty());
}

#[test]
fn every_level_answers_legally_through_a_whole_game() {
    let mut game = GameOfY::new(&YOptions::default());
    let mut seed = 0;
    while game.status() == Status::Ongoing {
        seed += 1;
        let level = Level::ALL[seed as usize % 4];
        let mut search = GameOfY::search(level, &game, seed);
        search.step(200);
        let action = search
            .best_action()
            .expect("an action while the game goes on");
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        assert!(legal.contains(&action), "{action} at move {seed}");
        game.apply(action).unwrap();
    }
}

#[test]
fn a_random_fill_has_exactly_one_winner() {
    let mut rng = SmallRng::seed_from_u64(3);
    let game = GameOfY::new(&YOptions::default());
    for _ in 0..2_000 {
        let black = random_fill(&game, &mut rng);
        let white = ((1u128 << 93) - 1) & !black;
        assert_ne!(joins_three_sides(black), joins_three_sides(white));
        assert_eq!(black.count_ones(), 47);
    }
}
