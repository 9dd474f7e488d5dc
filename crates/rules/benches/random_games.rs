//! Uniformly random complete games per second on one core: YINSH and Yin-Yang.
//!
//! Run with `cargo bench -p plateau-rules --bench random_games`. Each YINSH game starts
//! from the empty board (ring placement included); each Yin-Yang game from the laws
//! both players write (a fixed sound set: random laws mostly leave Black unable to
//! open). Every other action is picked uniformly among the legal ones until the game
//! ends. Prints each of five one-second runs and their median, per game.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_rules::Game;
use plateau_rules::yinsh::{Yinsh, YinshOptions};
use plateau_rules::yinyang::{YinYang, YinYangOptions};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The laws of the Yin-Yang games: Black's, then White's.
const YIN_YANG_LAWS: &str = "1=bwbw>bwb. 2=wwbb>.wbb 3=..bb>bbbb 4=b.b.>bbbb \
                             1=wbwb>wbw. 2=bbww>.bww 3=..ww>wwww 4=w.w.>wwww";

/// Plays one random game from `game` and returns how many actions it took.
fn random_game<G: Game>(
    mut game: G,
    rng: &mut SmallRng,
    legal: &mut Vec<G::Action>,
    effects: &mut Vec<G::Effect>,
) -> u32 {
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

/// Five one-second runs of random games from `start`, printed with their median.
fn measure<G: Game>(id: &str, start: &G) {
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut legal = Vec::with_capacity(256);
    let mut effects = Vec::with_capacity(16);
    // Warm up caches and the branch predictor.
    for _ in 0..1_000 {
        random_game(start.clone(), &mut rng, &mut legal, &mut effects);
    }
    let mut rates = Vec::new();
    for run in 1..=5 {
        let begin = Instant::now();
        let (mut games, mut actions) = (0u64, 0u64);
        while begin.elapsed() < Duration::from_secs(1) {
            for _ in 0..100 {
                actions += random_game(start.clone(), &mut rng, &mut legal, &mut effects) as u64;
            }
            games += 100;
        }
        let seconds = begin.elapsed().as_secs_f64();
        let rate = games as f64 / seconds;
        println!(
            "{id} run {run}: {games} games in {seconds:.2} s = {rate:.0} games/s ({:.1} actions per game)",
            actions as f64 / games as f64
        );
        rates.push(rate);
    }
    rates.sort_by(f64::total_cmp);
    println!(
        "{id} random games per second (median of 5): {:.0}",
        rates[2]
    );
}

fn main() {
    measure("yinsh", &Yinsh::new(&YinshOptions::default()));
    let mut yin_yang = YinYang::new(&YinYangOptions::default());
    for text in YIN_YANG_LAWS.split_whitespace() {
        let action = yin_yang.parse_action(text).expect("a law in notation");
        yin_yang.apply(action).expect("a valid law in its slot");
    }
    measure("yinyang", &yin_yang);
}
