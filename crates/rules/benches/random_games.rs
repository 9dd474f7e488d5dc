//! Uniformly random complete games per second on one core, per game.
//!
//! Run with `cargo bench -p plateau-rules --bench random_games` (every game listed
//! below), or name games: `cargo bench -p plateau-rules --bench random_games -- quinta`.
//! Each game starts from its start position with default options and picks every
//! action uniformly among the legal ones until the game ends. Prints each of five
//! one-second runs and their median.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_rules::quinta::Quinta;
use plateau_rules::sexta::Sexta;
use plateau_rules::singularity::Singularity;
use plateau_rules::yinsh::Yinsh;
use plateau_rules::{EndReason, Game};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Plays one random game; returns how many actions it took and how it ended.
fn random_game<G: Game>(
    rng: &mut SmallRng,
    legal: &mut Vec<G::Action>,
    effects: &mut Vec<G::Effect>,
) -> (u32, Option<EndReason>) {
    let mut game = G::new(&G::Options::default());
    let mut actions = 0;
    loop {
        legal.clear();
        game.legal_actions(legal);
        if legal.is_empty() {
            let reason = game.status().result().map(|r| r.reason);
            black_box(&game);
            return (actions, reason);
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

/// Five one-second runs of game `G`; prints them and their median.
fn bench<G: Game>() {
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut legal = Vec::with_capacity(256);
    let mut effects = Vec::with_capacity(16);
    // Warm up caches and the branch predictor.
    for _ in 0..200 {
        random_game::<G>(&mut rng, &mut legal, &mut effects);
    }
    let mut rates = Vec::new();
    for run in 1..=5 {
        let start = Instant::now();
        let (mut games, mut actions, mut goals) = (0u64, 0u64, 0u64);
        while start.elapsed() < Duration::from_secs(1) {
            for _ in 0..20 {
                let (length, reason) = random_game::<G>(&mut rng, &mut legal, &mut effects);
                actions += length as u64;
                goals += u64::from(reason == Some(EndReason::Goal));
            }
            games += 20;
        }
        let seconds = start.elapsed().as_secs_f64();
        let rate = games as f64 / seconds;
        println!(
            "{} run {run}: {games} games in {seconds:.2} s = {rate:.0} games/s ({:.1} actions per game, {:.0}% won)",
            G::ID,
            actions as f64 / games as f64,
            100.0 * goals as f64 / games as f64
        );
        rates.push(rate);
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "{} random games per second (median of 5): {:.0}",
        G::ID,
        rates[2]
    );
}

/// The games benchmarked, by id.
const GAMES: &[(&str, fn())] = &[
    ("yinsh", bench::<Yinsh>),
    ("quinta", bench::<Quinta>),
    ("sexta", bench::<Sexta>),
    ("singularity", bench::<Singularity>),
];

fn main() {
    // `cargo bench` passes `--bench`; other words name games.
    let names: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    for (id, run) in GAMES {
        if names.is_empty() || names.iter().any(|n| n == id) {
            run();
        }
    }
}
