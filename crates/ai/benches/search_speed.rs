//! Search speed on a YINSH middle game (alpha-beta nodes and MCTS playouts per second),
//! on a Zen l'Initié middle game (the expert's alpha-beta nodes per second) and on an
//! Aliens and Amazons game after the deployment (the expert Amazons' evaluated
//! positions per second), on one core; then the YINSH expert's search on one thread
//! and on every core: its nodes per second, and the time it takes to finish each
//! depth. Run with
//! `cargo bench -p plateau-ai --bench search_speed`; prints each of three runs and the
//! median (`-- threads` for the second part alone).

use std::time::{Duration, Instant};

use plateau_ai::alphabeta::AlphaBeta;
use plateau_ai::mcts::{Mcts, MctsConfig};
use plateau_ai::yinsh::YinshEvaluator;
use plateau_ai::{Ai, Level, Search, SearchReport, think_on_threads};
use plateau_rules::Game;
use plateau_rules::amazons::{AMAZONS, Amazons, BLACK};
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

/// A search that finishes once it has completed `depth`.
struct ToDepth {
    search: Box<dyn Search<Yinsh>>,
    depth: u32,
}

impl Search<Yinsh> for ToDepth {
    fn step(&mut self, work: u32) -> bool {
        self.search.step(work) || self.search.report().depth >= self.depth
    }

    fn best_action(&self) -> Option<<Yinsh as Game>::Action> {
        self.search.best_action()
    }

    fn report(&self) -> SearchReport<<Yinsh as Game>::Action> {
        self.search.report()
    }

    fn helpers(&mut self, count: usize) -> Vec<Box<dyn Search<Yinsh>>> {
        self.search.helpers(count)
    }
}

/// The median of `values`.
fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// The YINSH expert on `threads` threads over `positions`: nodes per second in one
/// second of search, and the seconds to finish `depth`, each the median of three runs
/// (summed over the positions).
fn expert_on_threads(positions: &[Yinsh], threads: usize, depth: u32) -> (f64, f64) {
    let expert = |position: &Yinsh| Yinsh::search(Level::Expert, position, 1);
    let (mut rates, mut times) = (Vec::new(), Vec::new());
    for run in 1..=3 {
        let (mut nodes, mut spent, mut to_depth) = (0, 0.0, 0.0);
        for position in positions {
            let start = Instant::now();
            let report = think_on_threads(
                expert(position).as_mut(),
                Duration::from_secs(1),
                &|| false,
                256,
                threads,
            );
            spent += start.elapsed().as_secs_f64();
            nodes += report.work;
            let mut search = ToDepth {
                search: expert(position),
                depth,
            };
            let start = Instant::now();
            think_on_threads(
                &mut search,
                Duration::from_secs(60),
                &|| false,
                256,
                threads,
            );
            to_depth += start.elapsed().as_secs_f64();
        }
        let rate = nodes as f64 / spent;
        println!(
            "expert on {threads} thread(s), run {run}: {rate:.0} nodes per second, \
             {to_depth:.2} s to finish depth {depth} in {} positions",
            positions.len()
        );
        rates.push(rate);
        times.push(to_depth);
    }
    (median(rates), median(times))
}

/// The YINSH expert on one thread and on every core.
fn threads() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let positions: Vec<Yinsh> = [20, 24, 28, 30, 34, 36, 40, 42]
        .into_iter()
        .map(|decisions| middle_game(Yinsh::new(&YinshOptions::default()), decisions))
        .filter(|position| position.turn().is_some())
        .collect();
    let depth = 5;
    let (one_rate, one_time) = expert_on_threads(&positions, 1, depth);
    let (all_rate, all_time) = expert_on_threads(&positions, cores, depth);
    println!(
        "expert nodes per second (median of 3): {one_rate:.0} on 1 thread, {all_rate:.0} on {cores}: {:.2}x",
        all_rate / one_rate
    );
    println!(
        "expert time to finish depth {depth} (median of 3): {one_time:.2} s on 1 thread, {all_time:.2} s on {cores}: {:.2}x faster",
        one_time / all_time
    );
}

fn main() {
    if std::env::args().any(|arg| arg == "threads") {
        threads();
        return;
    }
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
    // Aliens and Amazons: random play until the Amazons' first step.
    let mut amazons = middle_game(Amazons::new(&Default::default()), 59);
    while amazons.placed() < AMAZONS || amazons.turn().is_some_and(|t| t.seat != BLACK) {
        amazons = middle_game(amazons, 1);
    }
    measure("amazons expert (the Amazons) evaluated positions", &|| {
        Amazons::search(Level::Expert, &amazons, 1)
    });
    threads();
}
