//! Search speed on a YINSH middle game (alpha-beta nodes and MCTS playouts per second)
//! and on a Zen l'Initié middle game (the expert's alpha-beta nodes per second), on one
//! core. Run with `cargo bench -p plateau-ai --bench search_speed`; prints each of three
//! one-second runs and the median.

use std::time::{Duration, Instant};

use plateau_ai::alphabeta::AlphaBeta;
use plateau_ai::mcts::{Mcts, MctsConfig};
use plateau_ai::yinsh::YinshEvaluator;
use plateau_ai::{Ai, Level, Search};
use plateau_rules::Game;
use plateau_rules::yinsh::{Yinsh, YinshOptions};
use plateau_rules::zen::Zen;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A position after `decisions` random decisions from `game`'s start.
fn middle_game<G: Game>(mut game: G, decisions: usize) -> G {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut legal = Vec::new();
    for _ in 0..decisions {
        legal.clear();
        game.legal_actions(&mut legal);
        let action = legal[rng.random_range(0..legal.len())];
        game.apply(action).expect("a legal action");
    }
    game
}

/// Work per second of `make()`'s search, median of three one-second runs.
fn measure<G: Game>(name: &str, make: &dyn Fn() -> Box<dyn Search<G>>) {
    let mut rates = Vec::new();
    for run in 1..=3 {
        let start = Instant::now();
        let mut work = 0;
        while start.elapsed() < Duration::from_secs(1) {
            let mut search = make();
            while start.elapsed() < Duration::from_secs(1) && !search.step(1_000) {}
            work += search.report().work;
        }
        let rate = work as f64 / start.elapsed().as_secs_f64();
        println!("{name} run {run}: {rate:.0} per second");
        rates.push(rate);
    }
    rates.sort_by(f64::total_cmp);
    println!("{name} per second (median of 3): {:.0}", rates[1]);
}

fn main() {
    // YINSH: after ring placement and 20 random decisions.
    let position = middle_game(Yinsh::new(&YinshOptions::default()), 30);
    measure("alpha-beta nodes", &|| {
        Box::new(AlphaBeta::new(position, YinshEvaluator::default(), 64))
    });
    measure("MCTS playouts", &|| {
        Box::new(Mcts::new(
            position,
            YinshEvaluator::default(),
            MctsConfig::default(),
            1,
        ))
    });
    let zen = middle_game(Zen::new(&Default::default()), 20);
    measure("zen expert alpha-beta nodes", &|| {
        Zen::search(Level::Expert, &zen, 1)
    });
}
