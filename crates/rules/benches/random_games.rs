//! Uniformly random complete games per second on one core: every game of the rules'
//! catalog (through `visit_games`; Yin-Yang from a fixed set of written laws), and Leap
//! Over for three players.
//!
//! Run with `cargo bench -p plateau-rules --bench random_games [-- ID]` (`ID` picks one
//! game: a catalog id such as `yinsh`, or `leapover3`). Each game starts from its start
//! position (YINSH's ring placement, the Amazons' deployment included) and picks every
//! action uniformly among the legal ones until the game ends (by the rules, the move
//! limit included). Prints each of five one-second runs and their median.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_rules::leapover::{LeapOptions, LeapOver};
use plateau_rules::{Game, GameOptions, GameVisitor, visit_games};
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

/// Measures every game of the catalog that `only` names (all when it names none).
struct Benches {
    only: Option<String>,
}

impl Benches {
    /// Whether the run measures `name`.
    fn wanted(&self, name: &str) -> bool {
        self.only.as_deref().is_none_or(|only| only == name)
    }
}

impl GameVisitor for Benches {
    fn visit<G: Game>(&mut self) {
        if !self.wanted(G::ID) {
            return;
        }
        let mut start = G::new(&G::Options::from_pairs(&[]).unwrap_or_default());
        if G::ID == "yinyang" {
            // From the laws both players write (a fixed sound set: random laws mostly
            // leave Black unable to open).
            for text in YIN_YANG_LAWS.split_whitespace() {
                let action = start.parse_action(text).expect("a law in notation");
                start.apply(action).expect("a valid law in its slot");
            }
        }
        let warm_up = if matches!(G::ID, "yinsh" | "yinyang") {
            1_000
        } else {
            100
        };
        bench_from(G::ID, start, warm_up);
    }
}

fn main() {
    let only = std::env::args().skip(1).find(|arg| !arg.starts_with('-'));
    let mut benches = Benches { only };
    visit_games(&mut benches);
    if benches.wanted("leapover3") {
        let three = LeapOptions {
            players: 3,
            ..LeapOptions::default()
        };
        bench_from("leapover3", LeapOver::new(&three), 100);
    }
}
