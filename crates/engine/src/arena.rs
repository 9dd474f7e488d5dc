//! `plateau-arena`: plays paired YINSH games between two players and prints the score.
//!
//! Usage: `plateau-arena --a LEVEL --b LEVEL [--pairs N] [--time-scale F] [--blitz]
//! [--seed S]`, where a level is `random`, `beginner`, `casual`, `strong` or `expert`.
//! Each pair starts from one random placement of the ten rings and is played twice,
//! colours swapped. Prints A's wins, draws and losses, its score with a 95% confidence
//! interval, and each player's average think time per decision.

use std::time::{Duration, Instant};

use plateau_ai::Level;
use plateau_rules::yinsh::{Variant, WHITE, Yinsh, YinshAction, YinshDecision, YinshOptions};
use plateau_rules::{Game, Seat};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A player: uniformly random, or an AI level.
#[derive(Clone, Copy, Debug)]
enum Player {
    Random,
    Ai(Level),
}

impl Player {
    fn parse(name: &str) -> Option<Player> {
        if name.eq_ignore_ascii_case("random") {
            Some(Player::Random)
        } else {
            Level::parse(name).map(Player::Ai)
        }
    }

    fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Ai(level) => level.name(),
        }
    }
}

struct Options {
    a: Player,
    b: Player,
    pairs: u32,
    time_scale: f64,
    blitz: bool,
    seed: u64,
}

const USAGE: &str =
    "usage: plateau-arena --a LEVEL --b LEVEL [--pairs N] [--time-scale F] [--blitz] [--seed S]
  LEVEL is random, beginner, casual, strong or expert";

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        a: Player::Random,
        b: Player::Random,
        pairs: 50,
        time_scale: 1.0,
        blitz: false,
        seed: 1,
    };
    let (mut a, mut b) = (None, None);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--a" => a = Some(value()?),
            "--b" => b = Some(value()?),
            "--pairs" => {
                options.pairs = value()?
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or("--pairs takes a whole number above 0")?
            }
            "--time-scale" => {
                options.time_scale = value()?
                    .parse()
                    .ok()
                    .filter(|&f: &f64| f > 0.0 && f <= 10.0)
                    .ok_or("--time-scale takes a number above 0, at most 10")?
            }
            "--seed" => {
                options.seed = value()?
                    .parse()
                    .map_err(|_| "--seed takes a whole number")?
            }
            "--blitz" => options.blitz = true,
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    let player = |name: Option<String>, which: &str| {
        let name = name.ok_or_else(|| format!("--{which} is required"))?;
        Player::parse(&name).ok_or_else(|| format!("unknown level '{name}'"))
    };
    options.a = player(a, "a")?;
    options.b = player(b, "b")?;
    Ok(options)
}

/// A random placement of the ten rings.
fn opening(options: &YinshOptions, rng: &mut SmallRng) -> Yinsh {
    let mut game = Yinsh::new(options);
    let mut legal = Vec::new();
    while game
        .turn()
        .is_some_and(|t| t.kind == YinshDecision::PlaceRing)
    {
        legal.clear();
        game.legal_actions(&mut legal);
        let action = legal[rng.random_range(0..legal.len())];
        let _ = game.apply(action);
    }
    game
}

/// Plays `game` to the end with `players[seat]`; returns the winner and each seat's
/// thinking time and decision count.
fn play(
    mut game: Yinsh,
    players: [Player; 2],
    time_scale: f64,
    rng: &mut SmallRng,
) -> (Option<Seat>, [(Duration, u32); 2]) {
    let mut thinking = [(Duration::ZERO, 0u32); 2];
    let mut legal: Vec<YinshAction> = Vec::new();
    while let Some(turn) = game.turn() {
        legal.clear();
        game.legal_actions(&mut legal);
        let start = Instant::now();
        let action = match players[turn.seat.index()] {
            Player::Random => legal[rng.random_range(0..legal.len())],
            Player::Ai(level) => {
                let time = Duration::from_secs_f64(level.time_ms() as f64 / 1000.0 * time_scale);
                plateau_ai::yinsh::choose(
                    level,
                    &game,
                    rng.random_range(0..u64::MAX),
                    time,
                    &|| false,
                )
                .unwrap_or(legal[0])
            }
        };
        let spent = &mut thinking[turn.seat.index()];
        spent.0 += start.elapsed();
        spent.1 += 1;
        if game.apply(action).is_err() {
            break;
        }
    }
    (game.status().result().and_then(|r| r.winner), thinking)
}

fn main() {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("plateau-arena: {message}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let variant = if options.blitz {
        Variant::Blitz
    } else {
        Variant::Standard
    };
    let rules = YinshOptions { variant };
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut time = [(Duration::ZERO, 0u32); 2];
    for pair in 0..options.pairs {
        let mut rng = SmallRng::seed_from_u64(
            options
                .seed
                .wrapping_mul(1_000_003)
                .wrapping_add(pair as u64),
        );
        let start = opening(&rules, &mut rng);
        for a_seat in [WHITE, WHITE.opponent()] {
            let players = if a_seat == WHITE {
                [options.a, options.b]
            } else {
                [options.b, options.a]
            };
            let (winner, thinking) = play(start, players, options.time_scale, &mut rng);
            match winner {
                Some(w) if w == a_seat => wins += 1,
                Some(_) => losses += 1,
                None => draws += 1,
            }
            let (a, b) = (
                thinking[a_seat.index()],
                thinking[a_seat.opponent().index()],
            );
            time[0] = (time[0].0 + a.0, time[0].1 + a.1);
            time[1] = (time[1].0 + b.0, time[1].1 + b.1);
        }
        eprintln!(
            "pair {}: {wins} wins, {draws} draws, {losses} losses so far",
            pair + 1
        );
    }
    let games = (wins + draws + losses) as f64;
    let score = (wins as f64 + draws as f64 / 2.0) / games;
    let margin = 1.96 * (score * (1.0 - score) / games).sqrt();
    let average = |(t, n): (Duration, u32)| t.as_secs_f64() / n.max(1) as f64;
    println!(
        "{} vs {}: {} pairs ({} games), {}, think time x{}",
        options.a.name(),
        options.b.name(),
        options.pairs,
        games,
        if options.blitz { "blitz" } else { "standard" },
        options.time_scale
    );
    println!(
        "{}: {wins} wins, {draws} draws, {losses} losses; score {:.1}% (95% CI {:.1}%-{:.1}%)",
        options.a.name(),
        score * 100.0,
        (score - margin).max(0.0) * 100.0,
        (score + margin).min(1.0) * 100.0
    );
    println!(
        "average think time per decision: {} {:.3} s, {} {:.3} s",
        options.a.name(),
        average(time[0]),
        options.b.name(),
        average(time[1])
    );
}
