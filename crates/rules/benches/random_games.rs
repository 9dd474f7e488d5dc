//! Uniformly random complete games per second on one core: YINSH, Quinta, Sexta,
//! Singularity, Tetra, Leap Over (two and three players), Aliens and Amazons, Zen l'Initié and
//! Yin-Yang (from a fixed set of written laws).
//!
//! Run with `cargo bench -p plateau-rules --bench random_games [-- ID]` (`ID` picks one
//! game: `yinsh`, `quinta`, `sexta`, `singularity`, `tetra`, `leapover`, `leapover3`, `amazons`, `zen`, `yinyang`). Each game starts from its start
//! position (YINSH's ring placement, the Amazons' deployment included) and picks every
//! action uniformly among the legal ones until the game ends (by the rules, the move
//! limit included). Prints each of five one-second runs and their median.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_rules::amazons::Amazons;
use plateau_rules::leapover::{LeapOptions, LeapOver};
use plateau_rules::quinta::Quinta;
use plateau_rules::sexta::Sexta;
use plateau_rules::singularity::Singularity;
use plateau_rules::tetra::Tetra;
use plateau_rules::yinsh::Yinsh;
use plateau_rules::yinyang::YinYang;
use plateau_rules::zen::Zen;
use plateau_rules::{Game, GameOptions};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The laws of the Yin-Yang games: Black's, then White's.
const YIN_YANG_LAWS: &str = "1=bwbw>bwb. 2=wwbb>.wbb 3=..bb>bbbb 4=b.b.>bbbb \
                             1=wbwb>wbw. 2=bbww>.bww 3=..ww>wwww 4=w.w.>wwww";

/// Plays one random game from `start` and returns how many actions it took.
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

/// Measures random games of `G` from the start with `options`, printed as `name`.
fn bench<G: Game>(name: &str, options: &G::Options, warm_up: u32) {
    bench_from(name, G::new(options), warm_up);
}

/// Measures random games from `start`, printed as `name`.
fn bench_from<G: Game>(name: &str, start: G, warm_up: u32) {
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut legal = Vec::with_capacity(256);
    let mut effects = Vec::with_capacity(16);
    // Warm up caches and the branch predictor.
    for _ in 0..warm_up {
        random_game(&start, &mut rng, &mut legal, &mut effects);
    }
    let mut rates = Vec::new();
    for run in 1..=5 {
        let begin = Instant::now();
        let (mut games, mut actions) = (0u64, 0u64);
        while begin.elapsed() < Duration::from_secs(1) {
            for _ in 0..10 {
                actions += random_game(&start, &mut rng, &mut legal, &mut effects) as u64;
            }
            games += 10;
        }
        let seconds = begin.elapsed().as_secs_f64();
        let rate = games as f64 / seconds;
        println!(
            "{name} run {run}: {games} games in {seconds:.2} s = {rate:.0} games/s ({:.1} actions per game)",
            actions as f64 / games as f64
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
    let only: Option<String> = std::env::args().skip(1).find(|arg| !arg.starts_with('-'));
    let wanted = |name: &str| only.as_deref().is_none_or(|o| o == name);
    if wanted("yinsh") {
        bench::<Yinsh>("yinsh", &Default::default(), 1_000);
    }
    if wanted("leapover") {
        bench::<LeapOver>("leapover", &LeapOptions::default(), 100);
    }
    if wanted("leapover3") {
        let three = LeapOptions {
            players: 3,
            ..LeapOptions::default()
        };
        bench::<LeapOver>("leapover3", &three, 100);
    }
    if wanted("amazons") {
        bench::<Amazons>(
            "amazons",
            &GameOptions::from_pairs(&[]).unwrap_or_default(),
            100,
        );
    }
    if wanted("quinta") {
        bench::<Quinta>("quinta", &Default::default(), 100);
    }
    if wanted("sexta") {
        bench::<Sexta>("sexta", &Default::default(), 100);
    }
    if wanted("singularity") {
        bench::<Singularity>("singularity", &Default::default(), 100);
    }
    if wanted("tetra") {
        bench::<Tetra>("tetra", &Default::default(), 100);
    }
    if wanted("zen") {
        bench::<Zen>("zen", &Default::default(), 100);
    }
    if wanted("yinyang") {
        // From the laws both players write (a fixed sound set: random laws mostly leave
        // Black unable to open).
        let mut yin_yang = YinYang::new(&Default::default());
        for text in YIN_YANG_LAWS.split_whitespace() {
            let action = yin_yang.parse_action(text).expect("a law in notation");
            yin_yang.apply(action).expect("a valid law in its slot");
        }
        bench_from("yinyang", yin_yang, 1_000);
    }
}
