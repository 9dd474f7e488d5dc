//! Uniformly random complete games per second on one core, for YINSH and Tetra.
//!
//! Run with `cargo bench -p plateau-rules --bench random_games` (both games) or with
//! a game's id after `--` (`-- tetra`). Each game starts from the empty board
//! (placements included) and picks every action uniformly among the legal ones until
//! the game ends (Tetra: a figure, a draw by repetition or the 300-turn limit). Prints
//! each of five one-second runs and their median.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_rules::Game;
use plateau_rules::tetra::Tetra;
use plateau_rules::yinsh::Yinsh;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Plays one random game and returns how many actions it took.
fn random_game<G: Game>(
    rng: &mut SmallRng,
    legal: &mut Vec<G::Action>,
    effects: &mut Vec<G::Effect>,
) -> u32 {
    let mut game = G::new(&Default::default());
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

/// Five one-second runs of random games of `G`; prints them and their median.
fn bench<G: Game>() {
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut legal = Vec::with_capacity(256);
    let mut effects = Vec::with_capacity(16);
    // Warm up caches and the branch predictor.
    for _ in 0..1_000 {
        random_game::<G>(&mut rng, &mut legal, &mut effects);
    }
    let mut rates = Vec::new();
    for run in 1..=5 {
        let start = Instant::now();
        let (mut games, mut actions) = (0u64, 0u64);
        while start.elapsed() < Duration::from_secs(1) {
            for _ in 0..100 {
                actions += random_game::<G>(&mut rng, &mut legal, &mut effects) as u64;
            }
            games += 100;
        }
        let seconds = start.elapsed().as_secs_f64();
        let rate = games as f64 / seconds;
        println!(
            "{} run {run}: {games} games in {seconds:.2} s = {rate:.0} games/s ({:.1} actions per game)",
            G::ID,
            actions as f64 / games as f64
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

fn main() {
    let chosen: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let wanted = |id: &str| chosen.is_empty() || chosen.iter().any(|c| c == id);
    if wanted(Yinsh::ID) {
        bench::<Yinsh>();
    }
    if wanted(Tetra::ID) {
        bench::<Tetra>();
    }
}
