//! Plays a level as the Amazons of Aliens and Amazons against uniformly random aliens
//! and prints how often it traps them: a quick check of the hunt, without the arena
//! (which also plays every level as the aliens).
//!
//! `cargo run --release -p plateau-ai --example hunt_random -- LEVEL GAMES [MS|wWORK]
//! [SEED] [THREADS] [NAME=VALUE ...] [--deployment | --from FILE]`: each game opens as
//! the arena's do (the first alien and the first Amazon placed at random); the level
//! thinks MS milliseconds per decision (its own time by default), or does at most WORK
//! units of work (`w3000`: about one pass of the hunt's search, the same whatever the
//! machine's load). Each `NAME=VALUE` sets one of the hunt's weights
//! (`HuntWeights::names`, e.g. `haul=0.5`) for a trial of other weights at the level's
//! depth. It also counts the games by the aliens still free when the Amazons'
//! deployment ended, and the wins of each, and how the games it lost ended.
//!
//! The two phases can be tried apart. With `--deployment` the games stop where the
//! deployment ends, and each game's position there is printed on a line of its own
//! after the count of aliens still free (`1 W:b6,e9,j5;B:...`); the summary also
//! counts the games by the empty nodes left in the free aliens' cages (`cage_of`),
//! which decide most of what follows. With `--from FILE` the games start from the
//! positions of FILE, one a line as `--deployment` prints them (or the position alone;
//! blank lines and lines starting with `#` are skipped), GAMES games from each with
//! other dice, and the wins are also counted per position: the same positions then
//! compare two settings of the hunt after the deployment with less noise than whole
//! games.

use std::time::{Duration, Instant};

use plateau_ai::amazons::{Field, HuntEvaluator, HuntSearch, HuntWeights, cage_of, hunt_depth};
use plateau_ai::{Decision, Level, Search, decide};
use plateau_rules::amazons::{AMAZONS, Amazons, AmazonsAction, AmazonsOptions, BLACK};
use plateau_rules::board::kadon::{NODES, nodes_of};
use plateau_rules::{Game, Status, Team};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// How long a level thinks: a time, or a bound on its work.
#[derive(Clone, Copy)]
enum Budget {
    Time(Duration),
    Work(u64),
}

/// A legal action of `state`, each equally likely.
fn random_action(state: &Amazons, rng: &mut SmallRng) -> AmazonsAction {
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    legal[rng.random_range(0..legal.len())]
}

/// Runs `search` within `budget`.
fn run(search: &mut dyn Search<Amazons>, budget: Budget) {
    match budget {
        Budget::Time(time) => {
            let start = Instant::now();
            while start.elapsed() < time && !search.step(256) {}
        }
        Budget::Work(work) => {
            let mut done = 0;
            while done < work && !search.step(256) {
                done += 256;
            }
        }
    }
}

/// The aliens still free when the deployment ended.
#[derive(Clone, Copy)]
struct Free {
    /// How many can step or jump.
    aliens: usize,
    /// The empty nodes of their cages together (`cage_of`): what the Amazons still
    /// have to fill to trap them where they stand.
    holes: u32,
}

/// The aliens of `state` that can step or jump, and their cages' empty nodes.
fn free_aliens(state: &Amazons) -> Free {
    let field = Field::of(state);
    let free = nodes_of(field.aliens).filter(|&alien| field.alien_moves(alien) != 0);
    let (aliens, cages) = free.fold((0, 0u128), |(count, cages), alien| {
        (count + 1, cages | cage_of(alien))
    });
    Free {
        aliens,
        holes: (cages & !field.occupied()).count_ones(),
    }
}

/// One game's result.
struct Played {
    /// The position it started from (an index into `--from`'s positions).
    from: Option<usize>,
    /// The position when the deployment ended, as text (with `--deployment` only).
    deployed: Option<String>,
    /// Whether the Amazons won.
    won: bool,
    /// Their steps.
    steps: u32,
    /// The aliens free when the deployment ended (`None`: the game ended before).
    free: Option<Free>,
    /// The Amazons captured by the end.
    captured: u32,
}

/// Where the games start and where they stop.
enum Span {
    /// Whole games from the opening.
    Games,
    /// The deployment only.
    Deployment,
    /// Whole games from each of these positions.
    From(Vec<Amazons>),
}

/// Where a game starts: one of `--from`'s positions and its index (`None`: the
/// opening, the first alien and Amazon placed at random).
type Start<'a> = Option<(usize, &'a Amazons)>;

/// Plays one game from `start`, the Amazons' hunt weighed by `weights` (`None`: the
/// level's own), up to the deployment's end only if `deployment_only`.
fn play(
    level: Level,
    budget: Budget,
    seed: u64,
    weights: Option<HuntWeights>,
    start: Start,
    deployment_only: bool,
) -> Played {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = match start {
        Some((_, position)) => position.clone(),
        None => {
            let mut state = Amazons::new(&AmazonsOptions::default());
            for _ in 0..2 {
                let action = random_action(&state, &mut rng);
                state.apply(action).expect("a legal action");
            }
            state
        }
    };
    let mut free = None;
    let mut deployed = None;
    while let Some(turn) = state.turn() {
        if turn.seat == BLACK && state.placed() == AMAZONS && free.is_none() {
            free = Some(free_aliens(&state));
            if deployment_only {
                deployed = Some(state.position_text());
                break;
            }
        }
        let action = if turn.seat == BLACK {
            let seed = rng.random_range(0..u64::MAX);
            let mut search: Box<dyn Search<Amazons>> = match weights {
                Some(weights) => Box::new(HuntSearch::new(
                    &state,
                    HuntEvaluator::new(weights),
                    hunt_depth(level),
                )),
                None => match decide(level, &state, BLACK, seed).expect("Black to play") {
                    Decision::Now(action) => {
                        state.apply(action).expect("a legal action");
                        continue;
                    }
                    Decision::Search(search) => search,
                },
            };
            run(search.as_mut(), budget);
            search.best_action().expect("the game goes on")
        } else {
            random_action(&state, &mut rng)
        };
        state.apply(action).expect("a legal action");
    }
    let won =
        matches!(state.status(), Status::Over(result) if result.winner == Some(Team::solo(BLACK)));
    Played {
        from: start.map(|(index, _)| index),
        deployed,
        won,
        steps: state.amazon_steps(),
        free,
        captured: state.captured(),
    }
}

/// Prints `message` as this program's error and stops it, having run nothing.
fn fail(message: &str) -> ! {
    eprintln!("hunt_random: {message}");
    std::process::exit(2);
}

/// The positions of `path`, one a line, each the last word of its line (blank lines
/// and lines starting with `#` skipped); every position must be one of the Amazons'
/// decisions.
fn positions(path: &str) -> Result<Vec<Amazons>, String> {
    let text = std::fs::read_to_string(path).map_err(|error| format!("`{path}`: {error}"))?;
    let mut positions = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let Some(word) = line.split_whitespace().last() else {
            continue;
        };
        if line.trim_start().starts_with('#') {
            continue;
        }
        let at = || format!("`{path}` line {}", number + 1);
        let state = Amazons::from_position(word, &AmazonsOptions::default())
            .map_err(|error| format!("{}: {error}", at()))?;
        if state.turn().is_none_or(|turn| turn.seat != BLACK) {
            return Err(format!("{}: not a decision of the Amazons", at()));
        }
        positions.push(state);
    }
    if positions.is_empty() {
        return Err(format!("`{path}` holds no position"));
    }
    Ok(positions)
}

/// The games' span from the flags among `args`, which it takes out of them.
fn span(args: &mut Vec<String>) -> Result<Span, String> {
    let mut span = Span::Games;
    while let Some(index) = args.iter().position(|a| a.starts_with("--")) {
        let flag = args.remove(index);
        let next = match (flag.as_str(), &span) {
            ("--deployment", Span::Games) => Span::Deployment,
            ("--from", Span::Games) => {
                if index == args.len() {
                    return Err("`--from` needs a file of positions".to_string());
                }
                Span::From(positions(&args.remove(index))?)
            }
            ("--deployment" | "--from", _) => {
                return Err("`--deployment` and `--from` go alone".to_string());
            }
            _ => return Err(format!("`{flag}`: no such flag")),
        };
        span = next;
    }
    Ok(span)
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let span = span(&mut args).unwrap_or_else(|message| fail(&message));
    let arg = |index: usize| args.get(index).map(String::as_str);
    let level = arg(0).and_then(Level::parse).unwrap_or(Level::Casual);
    let games: u64 = arg(1).and_then(|g| g.parse().ok()).unwrap_or(20);
    let budget = match arg(2) {
        Some(text) if text.starts_with('w') => {
            Budget::Work(text[1..].parse().expect("wWORK: a whole number"))
        }
        Some(text) => Budget::Time(Duration::from_millis(text.parse().expect("MS: a number"))),
        None => Budget::Time(Duration::from_millis(level.time_ms())),
    };
    let seed: u64 = arg(3).and_then(|s| s.parse().ok()).unwrap_or(2026);
    let threads: u64 = arg(4).and_then(|t| t.parse().ok()).unwrap_or(1).max(1);
    let weights = (args.len() > 5).then(|| {
        let mut weights = HuntWeights::default();
        for setting in &args[5..] {
            let set = setting
                .split_once('=')
                .ok_or_else(|| format!("`{setting}`: a weight is set as NAME=VALUE"))
                .and_then(|(name, value)| {
                    let value: f32 = value
                        .parse()
                        .map_err(|_| format!("`{setting}`: the value is not a number"))?;
                    weights.set(name, value).map_err(|error| error.to_string())
                });
            if let Err(message) = set {
                fail(&message);
            }
        }
        weights
    });
    // Each game's start: GAMES from the opening, or GAMES from each position.
    let starts: Vec<Start> = match &span {
        Span::From(positions) => positions
            .iter()
            .enumerate()
            .flat_map(|start| (0..games).map(move |_| Some(start)))
            .collect(),
        Span::Games | Span::Deployment => (0..games).map(|_| None).collect(),
    };
    let deployment_only = matches!(span, Span::Deployment);
    let start = Instant::now();
    let results: Vec<Played> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as usize)
            .map(|thread| {
                let starts = &starts;
                scope.spawn(move || {
                    (thread..starts.len())
                        .step_by(threads as usize)
                        .map(|game| {
                            let seed = seed.wrapping_mul(1_000_003) + game as u64;
                            play(level, budget, seed, weights, starts[game], deployment_only)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a game thread"))
            .collect()
    });
    if deployment_only {
        report_deployments(&results, start);
        return;
    }
    let played = results.len();
    let wins: Vec<u32> = results.iter().filter(|r| r.won).map(|r| r.steps).collect();
    println!(
        "{} as the Amazons: {}/{played} won ({:.0}%), {:.1} steps per win, {:.0} s",
        level.name(),
        wins.len(),
        100.0 * wins.len() as f64 / played as f64,
        wins.iter().sum::<u32>() as f64 / wins.len().max(1) as f64,
        start.elapsed().as_secs_f64()
    );
    if let Span::From(positions) = &span {
        let per_position: Vec<String> = (0..positions.len())
            .map(|index| {
                let won = results
                    .iter()
                    .filter(|r| r.won && r.from == Some(index))
                    .count();
                won.to_string()
            })
            .collect();
        println!(
            "won from each position, of {games}: {}",
            per_position.join(" ")
        );
    }
    let won_by_free = by_free(&results, |games| {
        let won = games.iter().filter(|r| r.won).count();
        format!("{won}/{}", games.len())
    });
    println!("won by aliens free when the deployment ended: {won_by_free}");
    let lost: Vec<&Played> = results.iter().filter(|r| !r.won).collect();
    let limit = AmazonsOptions::default().amazon_moves;
    println!(
        "lost: {}, {} at the {limit}-move limit; Amazons captured by then: {:.1} on average, {} at most",
        lost.len(),
        lost.iter().filter(|r| r.steps >= limit).count(),
        lost.iter().map(|r| r.captured).sum::<u32>() as f64 / lost.len().max(1) as f64,
        lost.iter().map(|r| r.captured).max().unwrap_or(0)
    );
}

/// Prints each game's position where the deployment ended, after the aliens free
/// then, and on the error stream how many games ended there with how many free.
fn report_deployments(results: &[Played], start: Instant) {
    for result in results {
        if let (Some(free), Some(position)) = (result.free, &result.deployed) {
            println!("{} {position}", free.aliens);
        }
    }
    eprintln!(
        "{} deployments, by aliens free when they ended: {}, {:.0} s",
        results.len(),
        by_free(results, |games| games.len().to_string()),
        start.elapsed().as_secs_f64()
    );
    eprintln!(
        "games by the empty nodes of the free aliens' cages (nodes:games): {}",
        by_holes(results)
    );
}

/// For each count of aliens free when the deployment ended, the games by the empty
/// nodes of those aliens' cages (`4:3` for three games with 4), fewest first.
fn by_holes(results: &[Played]) -> String {
    (1..=3)
        .filter_map(|aliens| {
            let mut games = [0u32; NODES + 1];
            for free in results.iter().filter_map(|r| r.free) {
                if free.aliens == aliens {
                    games[free.holes as usize] += 1;
                }
            }
            let counts: Vec<String> = (0..games.len())
                .filter(|&holes| games[holes] > 0)
                .map(|holes| format!("{holes}:{}", games[holes]))
                .collect();
            (!counts.is_empty()).then(|| format!("{aliens} free: {}", counts.join(" ")))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The games grouped by the aliens free when the deployment ended (those that ended
/// before it first), each group named and described by `describe`.
fn by_free(results: &[Played], describe: impl Fn(&[&Played]) -> String) -> String {
    [None, Some(1), Some(2), Some(3)]
        .into_iter()
        .map(|free| {
            let games: Vec<&Played> = results
                .iter()
                .filter(|r| r.free.map(|f| f.aliens) == free)
                .collect();
            let name = free.map_or("ended before".to_string(), |n| n.to_string());
            format!("{name}: {}", describe(&games))
        })
        .collect::<Vec<_>>()
        .join(", ")
}
