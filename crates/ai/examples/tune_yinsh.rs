//! Tunes the YINSH evaluation's weights by play, with SPSA (simultaneous perturbation
//! stochastic approximation), then checks the result against the weights it started
//! from.
//!
//! `cargo run --release -p plateau-ai --example tune_yinsh -- [--iterations N]
//! [--depth D] [--check-pairs P] [--check-depth D] [--seed S] [--start W] [--against W]`
//!
//! W lists the six tuned weights, comma-separated, in the order of `TUNED`; `--start`
//! replaces the evaluation's current weights as the starting point, `--against` the
//! opponent of the check (by default the starting point). With `--iterations 0` it
//! only checks the starting point against `--against`.
//!
//! Each iteration draws a random sign for every weight, plays one pair of games from a
//! random opening (the ten rings placed at random, colours swapped) between the weights
//! pushed one way and the weights pushed the other way, both searching `--depth`
//! decisions deep, and moves the weights towards the side that scored better. The ring
//! weight stays 1 (the unit; only ratios matter to the search). The answer is the mean
//! of the second half of the iterations. Then it plays `--check-pairs` pairs, tuned
//! against starting weights, at `--check-depth`, and prints the score with a 95%
//! confidence interval.

use plateau_ai::Search;
use plateau_ai::alphabeta::AlphaBeta;
use plateau_ai::yinsh::{YinshEvaluator, YinshWeights};
use plateau_rules::Game;
use plateau_rules::yinsh::{Yinsh, YinshDecision, YinshOptions};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::time::Instant;

/// The tuned weights, in order, with the size of each one's perturbation.
const TUNED: [(&str, f32); 6] = [
    ("marker", 0.02),
    ("three", 0.03),
    ("four", 0.08),
    ("freedom", 0.01),
    ("flip_theirs", 0.02),
    ("flip_own", 0.02),
];

fn to_vector(w: &YinshWeights) -> [f32; 6] {
    [
        w.marker,
        w.three,
        w.four,
        w.freedom,
        w.flip_theirs,
        w.flip_own,
    ]
}

fn from_vector(v: &[f32; 6]) -> YinshWeights {
    YinshWeights {
        ring: 1.0,
        marker: v[0],
        three: v[1],
        four: v[2],
        freedom: v[3],
        flip_theirs: v[4],
        flip_own: v[5],
        ..YinshWeights::default()
    }
}

struct Options {
    start: [f32; 6],
    against: Option<[f32; 6]>,
    iterations: u32,
    depth: u32,
    check_pairs: u32,
    check_depth: u32,
    seed: u64,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        start: to_vector(&YinshWeights::default()),
        against: None,
        iterations: 600,
        depth: 2,
        check_pairs: 100,
        check_depth: 3,
        seed: 2026,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let text = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
        if arg == "--start" || arg == "--against" {
            let weights = parse_weights(&text)
                .ok_or_else(|| format!("{arg} takes six numbers separated by commas"))?;
            if arg == "--start" {
                options.start = weights;
            } else {
                options.against = Some(weights);
            }
            continue;
        }
        let value = text
            .parse::<u64>()
            .map_err(|_| format!("{arg} takes a whole number"))?;
        let small = || u32::try_from(value).map_err(|_| format!("{arg}: {value} is too large"));
        match arg.as_str() {
            "--iterations" => options.iterations = small()?,
            "--depth" => options.depth = small()?.max(1),
            "--check-pairs" => options.check_pairs = small()?,
            "--check-depth" => options.check_depth = small()?.max(1),
            "--seed" => options.seed = value,
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    Ok(options)
}

fn parse_weights(text: &str) -> Option<[f32; 6]> {
    let values: Vec<f32> = text
        .split(',')
        .map(|v| v.trim().parse().ok().filter(|v: &f32| v.is_finite()))
        .collect::<Option<_>>()?;
    values.try_into().ok()
}

/// Ten rings placed at random.
fn random_opening(rng: &mut SmallRng) -> Yinsh {
    let mut game = Yinsh::new(&YinshOptions::default());
    let mut legal = Vec::new();
    while game
        .turn()
        .is_some_and(|turn| turn.kind == YinshDecision::PlaceRing)
    {
        legal.clear();
        game.legal_actions(&mut legal);
        game.apply(legal[rng.random_range(0..legal.len())])
            .expect("a legal action applies");
    }
    game
}

/// Plays `game` to the end, `players[seat]` choosing for each seat; returns the points
/// of seat 0 (1 won, 0.5 drawn, 0 lost).
fn play(mut game: Yinsh, players: [&YinshWeights; 2], depth: u32) -> f32 {
    while let Some(turn) = game.turn() {
        let evaluator = YinshEvaluator {
            weights: *players[turn.seat.index()],
        };
        let mut search = AlphaBeta::new(game, evaluator, depth);
        while !search.step(4096) {}
        let action = search
            .best_action()
            .expect("an unfinished game has an action");
        game.apply(action).expect("the search plays legal actions");
    }
    match game.status() {
        plateau_rules::Status::Over(result) => match result.winner {
            Some(plateau_rules::Team(0)) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        },
        plateau_rules::Status::Ongoing => unreachable!("the loop ends with the game"),
    }
}

/// Points of `a` over one pair of games from `opening`, colours swapped (0 to 2).
fn play_pair(opening: Yinsh, a: &YinshWeights, b: &YinshWeights, depth: u32) -> f32 {
    play(opening, [a, b], depth) + (1.0 - play(opening, [b, a], depth))
}

fn print_weights(label: &str, v: &[f32; 6]) {
    let listed: Vec<String> = TUNED
        .iter()
        .zip(v)
        .map(|((name, _), value)| format!("{name} {value:.4}"))
        .collect();
    println!("{label}: {}", listed.join(", "));
}

fn main() {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("tune_yinsh: {message}");
            std::process::exit(2);
        }
    };
    let mut rng = SmallRng::seed_from_u64(options.seed);
    let start = options.start;
    let mut theta = start;
    let mut sum = [0.0f32; 6];
    let mut summed = 0;
    let clock = Instant::now();
    print_weights("start", &start);
    for k in 0..options.iterations {
        let gain = 0.4 / (1.0 + k as f32 / 100.0).powf(0.602);
        let signs: [f32; 6] = std::array::from_fn(|_| if rng.random() { 1.0 } else { -1.0 });
        let plus: [f32; 6] = std::array::from_fn(|i| theta[i] + TUNED[i].1 * signs[i]);
        let minus: [f32; 6] = std::array::from_fn(|i| theta[i] - TUNED[i].1 * signs[i]);
        let opening = random_opening(&mut rng);
        let points = play_pair(
            opening,
            &from_vector(&plus),
            &from_vector(&minus),
            options.depth,
        );
        let result = points - 1.0;
        for i in 0..6 {
            theta[i] += gain * TUNED[i].1 * result * signs[i];
        }
        if k >= options.iterations / 2 {
            for i in 0..6 {
                sum[i] += theta[i];
            }
            summed += 1;
        }
        if (k + 1) % 50 == 0 {
            print_weights(
                &format!(
                    "iteration {} ({:.0} s)",
                    k + 1,
                    clock.elapsed().as_secs_f32()
                ),
                &theta,
            );
        }
    }
    let tuned: [f32; 6] = if summed == 0 {
        theta
    } else {
        std::array::from_fn(|i| sum[i] / summed as f32)
    };
    if options.iterations > 0 {
        print_weights("tuned (mean of the second half)", &tuned);
    }

    if options.check_pairs == 0 {
        return;
    }
    let against = options.against.unwrap_or(start);
    print_weights("check against", &against);
    let (tuned_weights, start_weights) = (from_vector(&tuned), from_vector(&against));
    let mut points = Vec::new();
    let check_clock = Instant::now();
    for _ in 0..options.check_pairs {
        let opening = random_opening(&mut rng);
        let pair = play_pair(opening, &tuned_weights, &start_weights, options.check_depth);
        points.push(pair / 2.0);
    }
    let games = points.len() as f32;
    let mean = points.iter().sum::<f32>() / games;
    let variance = points.iter().map(|p| (p - mean).powi(2)).sum::<f32>() / (games - 1.0).max(1.0);
    let margin = 1.96 * (variance / games).sqrt();
    println!(
        "check: tuned vs the check's opponent, {} pairs at depth {}: {:.1}% (95% CI {:.1}-{:.1}), {:.0} s",
        options.check_pairs,
        options.check_depth,
        100.0 * mean,
        100.0 * (mean - margin).max(0.0),
        100.0 * (mean + margin).min(1.0),
        check_clock.elapsed().as_secs_f32()
    );
}
