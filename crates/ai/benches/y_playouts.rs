//! Game of Y: random fill playouts (fill the empty board, judge the full board) and
//! RAVE search playouts per second on one core. Run with
//! `cargo bench -p plateau-ai --bench y_playouts`; prints each of five one-second runs
//! and the median.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_ai::y::{joins_three_sides, random_fill};
use plateau_ai::{Ai, Level};
use plateau_rules::Game;
use plateau_rules::y::{GameOfY, YOptions};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// Work per second of `run(budget)` (which returns the work done), median of five
/// one-second runs.
fn measure(name: &str, run: &mut dyn FnMut(Instant) -> u64) {
    let mut rates = Vec::new();
    for round in 1..=5 {
        let start = Instant::now();
        let work = run(start);
        let rate = work as f64 / start.elapsed().as_secs_f64();
        println!("{name} run {round}: {rate:.0} per second");
        rates.push(rate);
    }
    rates.sort_by(f64::total_cmp);
    println!("{name} per second (median of 5): {:.0}", rates[2]);
}

fn main() {
    let empty = GameOfY::new(&YOptions::default());
    let second = Duration::from_secs(1);
    let mut rng = SmallRng::seed_from_u64(1);
    measure("Y random fill playouts", &mut |start| {
        let mut fills = 0;
        let mut black_wins = 0u64;
        while start.elapsed() < second {
            for _ in 0..1_000 {
                let black = random_fill(black_box(&empty), &mut rng);
                black_wins += joins_three_sides(black) as u64;
            }
            fills += 1_000;
        }
        black_box(black_wins);
        fills
    });
    measure(
        "Y RAVE search playouts (expert, empty board)",
        &mut |start| {
            let mut work = 0;
            while start.elapsed() < second {
                let mut search = GameOfY::search(Level::Expert, &empty, 1);
                while start.elapsed() < second {
                    search.step(1_000);
                }
                work += search.report().work;
            }
            work
        },
    );
}
