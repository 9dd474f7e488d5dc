//! `plateau-arena`: plays paired games between two players and prints the score.
//!
//! Usage: `plateau-arena --a PLAYER --b PLAYER [--game yinsh|y] [--pairs N]
//! [--time-scale F] [--blitz] [--seed S]`, where a player is `random`, `beginner`, `casual`, `strong`, `expert`, or
//! `alphabeta:MS` or `mcts:MS` (one search algorithm with MS milliseconds per decision,
//! to compare algorithms), or `exec:COMMAND`: a program speaking the engine protocol, started once per game, told
//! each action with `play` and asked for its own with `genmove`. A program that answers
//! with an error or an illegal action loses that game.
//! Each pair starts from one random opening (YINSH: the ten rings placed at random; Y,
//! without the pie rule: one random stone of each colour) and is played twice, colours
//! swapped. Prints A's wins, draws and losses, its score with a 95% confidence
//! interval, and each player's average think time per decision.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use plateau_ai::alphabeta::AlphaBeta;
use plateau_ai::mcts::{Mcts, MctsConfig};
use plateau_ai::yinsh::YinshEvaluator;
use plateau_ai::{Ai, Level, Search, think};
use plateau_rules::y::{GameOfY, YOptions};
use plateau_rules::yinsh::{Variant, Yinsh, YinshDecision, YinshOptions};
use plateau_rules::{Game, GameOptions, Seat};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A player: uniformly random, an AI level, one search algorithm with a fixed time per
/// decision (to compare algorithms), or an outside program.
#[derive(Clone, Debug)]
enum Player {
    Random,
    Ai(Level),
    Search(Algorithm, u64),
    Program(String),
}

/// A search algorithm on its own, for `alphabeta:MS` and `mcts:MS` players.
#[derive(Clone, Copy, Debug)]
enum Algorithm {
    AlphaBeta,
    Mcts,
}

impl Player {
    fn parse(name: &str) -> Option<Player> {
        if name.eq_ignore_ascii_case("random") {
            Some(Player::Random)
        } else if let Some(ms) = name.strip_prefix("alphabeta:") {
            ms.parse()
                .ok()
                .map(|ms| Player::Search(Algorithm::AlphaBeta, ms))
        } else if let Some(ms) = name.strip_prefix("mcts:") {
            ms.parse()
                .ok()
                .map(|ms| Player::Search(Algorithm::Mcts, ms))
        } else if let Some(command) = name.strip_prefix("exec:") {
            (!command.trim().is_empty()).then(|| Player::Program(command.to_string()))
        } else {
            Level::parse(name).map(Player::Ai)
        }
    }

    fn name(&self) -> String {
        match self {
            Player::Random => "random".to_string(),
            Player::Ai(level) => level.name().to_string(),
            Player::Search(Algorithm::AlphaBeta, ms) => format!("alphabeta:{ms}"),
            Player::Search(Algorithm::Mcts, ms) => format!("mcts:{ms}"),
            Player::Program(command) => format!("exec:{command}"),
        }
    }
}

/// An outside program speaking the engine protocol, for one game.
struct Program {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Program {
    fn start<G: Game>(command: &str, rules: &G::Options) -> Result<Program, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("empty command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut program = Program {
            child,
            input,
            output,
        };
        let options: Vec<String> = rules
            .to_pairs()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        program.ask(&format!("new {} {}", G::ID, options.join(" ")))?;
        Ok(program)
    }

    /// Sends a command and returns the result of a `=` reply.
    fn ask(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.input, "{command}")
            .and_then(|_| self.input.flush())
            .map_err(|e| e.to_string())?;
        let mut reply = String::new();
        loop {
            let mut line = String::new();
            if self
                .output
                .read_line(&mut line)
                .map_err(|e| e.to_string())?
                == 0
            {
                return Err("the program stopped".to_string());
            }
            if line.trim().is_empty() && !reply.is_empty() {
                break;
            }
            reply.push_str(&line);
        }
        match reply.trim().strip_prefix('=') {
            Some(result) => Ok(result.trim().to_string()),
            None => Err(reply.trim().to_string()),
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// The games the arena plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ArenaGame {
    Yinsh,
    Y,
}

struct Options {
    a: Player,
    b: Player,
    game: ArenaGame,
    pairs: u32,
    time_scale: f64,
    blitz: bool,
    seed: u64,
}

const USAGE: &str = "usage: plateau-arena --a PLAYER --b PLAYER [--game yinsh|y] [--pairs N] [--time-scale F] [--blitz] [--seed S]
  PLAYER is random, beginner, casual, strong, expert, alphabeta:MS or mcts:MS (one algorithm,
  MS milliseconds per decision; YINSH only), or exec:COMMAND (a program speaking the engine
  protocol); --blitz plays YINSH's blitz variant";

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        a: Player::Random,
        b: Player::Random,
        game: ArenaGame::Yinsh,
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
            "--game" => {
                options.game = match value()?.to_ascii_lowercase().as_str() {
                    "yinsh" => ArenaGame::Yinsh,
                    "y" => ArenaGame::Y,
                    other => return Err(format!("unknown game '{other}' (yinsh or y)")),
                }
            }
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    let player = |name: Option<String>, which: &str| {
        let name = name.ok_or_else(|| format!("--{which} is required"))?;
        Player::parse(&name).ok_or_else(|| format!("unknown player '{name}'"))
    };
    options.a = player(a, "a")?;
    options.b = player(b, "b")?;
    if options.game == ArenaGame::Y {
        if options.blitz {
            return Err("--blitz is a YINSH variant".to_string());
        }
        if [&options.a, &options.b]
            .iter()
            .any(|p| matches!(p, Player::Search(..)))
        {
            return Err("alphabeta:MS and mcts:MS players play YINSH only".to_string());
        }
    }
    Ok(options)
}

/// A random opening: the position and the actions that led to it.
type Opening<G> = (G, Vec<<G as Game>::Action>);

/// Plays random actions from the start while `more` says so.
fn random_opening<G: Game>(
    options: &G::Options,
    rng: &mut SmallRng,
    more: impl Fn(&G) -> bool,
) -> Opening<G> {
    let mut game = G::new(options);
    let mut actions = Vec::new();
    let mut legal = Vec::new();
    while game.turn().is_some() && more(&game) {
        legal.clear();
        game.legal_actions(&mut legal);
        let action = legal[rng.random_range(0..legal.len())];
        if game.apply(action).is_ok() {
            actions.push(action);
        }
    }
    (game, actions)
}

/// A search on its own for `alphabeta:MS` and `mcts:MS` players (YINSH).
type AlgorithmSearch<G> = fn(Algorithm, G, u64) -> Option<Box<dyn Search<G>>>;

fn yinsh_algorithm(algorithm: Algorithm, game: Yinsh, seed: u64) -> Option<Box<dyn Search<Yinsh>>> {
    let evaluator = YinshEvaluator::default();
    Some(match algorithm {
        Algorithm::AlphaBeta => Box::new(AlphaBeta::new(game, evaluator, 64)),
        Algorithm::Mcts => Box::new(Mcts::new(game, evaluator, MctsConfig::default(), seed)),
    })
}

/// The result of one game: the winner (`None` for a draw) and each seat's thinking
/// time and decision count.
type GameOutcome = (Option<Seat>, [(Duration, u32); 2]);

/// Plays `game` (reached by `opening`) to the end with `players[seat]`. A program that
/// fails a decision loses.
fn play<G: Ai>(
    mut game: G,
    opening: &[G::Action],
    players: [&Player; 2],
    time_scale: f64,
    algorithm_search: AlgorithmSearch<G>,
    rng: &mut SmallRng,
) -> Result<GameOutcome, String> {
    let rules = game.options().clone();
    let mut programs: [Option<Program>; 2] = [None, None];
    for (seat, player) in players.iter().enumerate() {
        if let Player::Program(command) = player {
            let mut program = Program::start::<G>(command, &rules)?;
            for action in opening {
                program.ask(&format!("play {action}"))?;
            }
            programs[seat] = Some(program);
        }
    }
    let mut thinking = [(Duration::ZERO, 0u32); 2];
    let mut legal: Vec<G::Action> = Vec::new();
    while let Some(turn) = game.turn() {
        legal.clear();
        game.legal_actions(&mut legal);
        let start = Instant::now();
        let seat = turn.seat.index();
        let action = match players[seat] {
            Player::Random => Some(legal[rng.random_range(0..legal.len())]),
            Player::Ai(level) => {
                let time = Duration::from_secs_f64(level.time_ms() as f64 / 1000.0 * time_scale);
                plateau_ai::choose(*level, &game, rng.random_range(0..u64::MAX), time, &|| {
                    false
                })
            }
            Player::Search(algorithm, ms) => {
                let seed = rng.random_range(0..u64::MAX);
                algorithm_search(*algorithm, game.clone(), seed).and_then(|mut search| {
                    let time = Duration::from_secs_f64(*ms as f64 / 1000.0 * time_scale);
                    think(search.as_mut(), time, &|| false, 256).best
                })
            }
            Player::Program(_) => programs[seat]
                .as_mut()
                .and_then(|p| p.ask("genmove").ok())
                .and_then(|text| game.parse_action(&text).ok())
                .filter(|a| legal.contains(a)),
        };
        thinking[seat].0 += start.elapsed();
        thinking[seat].1 += 1;
        let Some(action) = action.filter(|&a| game.apply(a).is_ok()) else {
            return Ok((Some(turn.seat.opponent()), thinking));
        };
        let other = turn.seat.opponent().index();
        if let Some(program) = programs[other].as_mut()
            && program.ask(&format!("play {action}")).is_err()
        {
            return Ok((Some(turn.seat), thinking));
        }
    }
    let winner = game.status().result().and_then(|r| r.winner);
    Ok((winner.map(|team| Seat(team.0)), thinking))
}

/// A's wins, draws and losses, and each side's thinking time and decisions (A first).
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    time: [(Duration, u32); 2],
}

/// Plays the pairs of games of `G`; each pair's opening is played at random while
/// `in_opening` says so.
fn run<G: Ai>(
    options: &Options,
    rules: &G::Options,
    in_opening: impl Fn(&G) -> bool,
    algorithm_search: AlgorithmSearch<G>,
) -> Tally {
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut time = [(Duration::ZERO, 0u32); 2];
    let first = Seat(0);
    for pair in 0..options.pairs {
        let mut rng = SmallRng::seed_from_u64(
            options
                .seed
                .wrapping_mul(1_000_003)
                .wrapping_add(pair as u64),
        );
        let (start, actions) = random_opening::<G>(rules, &mut rng, &in_opening);
        for a_seat in [first, first.opponent()] {
            let players = if a_seat == first {
                [&options.a, &options.b]
            } else {
                [&options.b, &options.a]
            };
            let outcome = play(
                start.clone(),
                &actions,
                players,
                options.time_scale,
                algorithm_search,
                &mut rng,
            );
            let (winner, thinking) = match outcome {
                Ok(outcome) => outcome,
                Err(message) => {
                    eprintln!("plateau-arena: {message}");
                    std::process::exit(1);
                }
            };
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
    Tally {
        wins,
        draws,
        losses,
        time,
    }
}

fn main() {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("plateau-arena: {message}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let tally = match options.game {
        ArenaGame::Yinsh => {
            let variant = if options.blitz {
                Variant::Blitz
            } else {
                Variant::Standard
            };
            run::<Yinsh>(
                &options,
                &YinshOptions { variant },
                |game| {
                    game.turn()
                        .is_some_and(|t| t.kind == YinshDecision::PlaceRing)
                },
                yinsh_algorithm,
            )
        }
        ArenaGame::Y => run::<GameOfY>(
            &options,
            &YOptions {
                pie: false,
                handicap: 1,
            },
            |game| game.empty().count_ones() > 91,
            |_, _, _| None,
        ),
    };
    let Tally {
        wins,
        draws,
        losses,
        time,
    } = tally;
    let games = (wins + draws + losses) as f64;
    let score = (wins as f64 + draws as f64 / 2.0) / games;
    let margin = 1.96 * (score * (1.0 - score) / games).sqrt();
    let average = |(t, n): (Duration, u32)| t.as_secs_f64() / n.max(1) as f64;
    let game = match options.game {
        ArenaGame::Yinsh if options.blitz => "YINSH blitz",
        ArenaGame::Yinsh => "YINSH standard",
        ArenaGame::Y => "Game of Y",
    };
    println!(
        "{} vs {}: {} pairs ({} games), {game}, think time x{}",
        options.a.name(),
        options.b.name(),
        options.pairs,
        games,
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
