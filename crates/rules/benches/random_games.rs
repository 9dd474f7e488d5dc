//! Uniformly random complete games per second on one core: YINSH and Zen l'Initié.
//!
//! Run with `cargo bench -p plateau-rules --bench random_games` (`-- zen` or `-- yinsh`
//! for one game). Each game starts from the start position (YINSH: the empty board,
//! ring placement included) and picks every action uniformly among the legal ones until
//! the game ends (Zen: its default turn limit of 300 included). Prints each of five
//! one-second runs and their median.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_rules::Game;
use plateau_rules::yinsh::Yinsh;
use plateau_rules::zen::Zen;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Plays one random game and returns how many actions it took.
fn random_game<G: Game>(
    start: &G,
    rng: &mut SmallRng,
    legal: &mut Vec<G::Action>,
    effects: &mut Vec<G::Effect>,
) -> u32 {
    let mut game = start.clone();
    let mut actions = 0;
    loop {
        legal.clear();
        game.legal_actions(legal);
        if legal.is_empty() {
            black_box(game.status());
            return actions;
        }
        let action = legal[rng.random_range(0..legal.len())];
        effects.clear();
        // Every listed action is legal: the error branch never runs.
        if game.apply_into(action, effects).is_err() {
            unreachable!("a listed action was refused");
        }
        actions += 1;
    }
}

/// Five one-second runs of random games of `G` from its default start.
fn measure<G: Game>(name: &str) {
    let start = G::new(&Default::default());
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut legal = Vec::with_capacity(256);
    let mut effects = Vec::with_capacity(16);
    // Warm up caches and the branch predictor.
    let warm = Instant::now();
    while warm.elapsed() < Duration::from_millis(300) {
        random_game(&start, &mut rng, &mut legal, &mut effects);
    }
    let mut rates = Vec::new();
    for run in 1..=5 {
        let clock = Instant::now();
        let (mut games, mut actions) = (0u64, 0u64);
        while clock.elapsed() < Duration::from_secs(1) {
            for _ in 0..10 {
                actions += random_game(&start, &mut rng, &mut legal, &mut effects) as u64;
            }
            games += 10;
        }
        let seconds = clock.elapsed().as_secs_f64();
        let rate = games as f64 / seconds;
        println!(
            "{name} run {run}: {games} games in {seconds:.2} s = {rate:.0} games/s ({:.1} actions per game, {:.0} actions/s)",
            actions as f64 / games as f64,
            actions as f64 / seconds
        );
        rates.push(rate);
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "{name} random games per second (median of 5): {:.0}",
        rates[2]
    );
}

fn main() {
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let wanted = |id: &str| only.is_empty() || only.iter().any(|o| o == id);
    if wanted(Yinsh::ID) {
        measure::<Yinsh>(Yinsh::ID);
    }
    if wanted(Zen::ID) {
        measure::<Zen>(Zen::ID);
    }
}
