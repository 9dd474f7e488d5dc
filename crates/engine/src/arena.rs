//! `plateau-arena`: plays games between two players, A and B, and prints A's score.
//!
//! Usage: `plateau-arena --a PLAYER --b PLAYER [--game ID] [--option KEY=VALUE ...]
//! [--pairs N] [--time-scale F] [--blitz] [--seed S] [--opening N] [--a-threads N]
//! [--b-threads N]`, where the game is any of the
//! catalog's (`yinsh` by default) and a player is `random`, `beginner`, `casual`,
//! `strong`, `expert` (on one thread, or on N with `--a-threads N` / `--b-threads N`),
//! or `alphabeta:MS` or `mcts:MS` (one search algorithm with MS
//! milliseconds per decision, to compare algorithms, on games with an evaluation), or
//! `exec:COMMAND`: a program speaking the engine protocol, started once per game and
//! seat, told its seat with `seat` (it then knows only what that seat may), each other
//! seat's action with `play` in the form that seat may see (`1=?` for a secret law), and
//! asked for its own with `genmove`.
//! A program that answers with an error or an illegal action loses that game for its
//! team.
//!
//! Each of the N openings (random decisions as the game's AI registry entry says: YINSH
//! the ten rings placed at random; Y, without the pie rule, one random stone of each
//! colour; `--opening N` plays N random decisions instead, 0 to have the players make
//! them all, YINSH's ring placement included) is played once for each team with A in that team's seats and B in all the
//! others (a pair of games, colours swapped, for a game of two sides). Games end on any
//! end of the rules, repetition and move limit included. Prints A's wins, draws and
//! losses (its team's), its score with a 95% confidence interval, the same by the team A
//! played (for games with unequal sides), and each player's average think time per
//! decision.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use plateau_ai::registry::{self, AiEntry};
use plateau_ai::{Algorithm, Budget, Level, Thinker};
use plateau_rules::catalog::{self, AnyMatch, GameEntry};
use plateau_rules::{OptionPairs, Seat, Team, parse_option_words};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A player: uniformly random, an AI level (searching on that many threads), one
/// search algorithm with a fixed time per decision (to compare algorithms), or an
/// outside program.
#[derive(Clone, Debug)]
enum Player {
    Random,
    Ai(Level, usize),
    Search(Algorithm, u64),
    Program(String),
}

impl Player {
    fn parse(name: &str) -> Option<Player> {
        let algorithm = |prefix: &str, algorithm| {
            name.strip_prefix(prefix)
                .and_then(|ms| ms.parse().ok())
                .map(|ms| Player::Search(algorithm, ms))
        };
        if name.eq_ignore_ascii_case("random") {
            Some(Player::Random)
        } else if name.starts_with("alphabeta:") {
            algorithm("alphabeta:", Algorithm::AlphaBeta)
        } else if name.starts_with("mcts:") {
            algorithm("mcts:", Algorithm::Mcts)
        } else if let Some(command) = name.strip_prefix("exec:") {
            (!command.trim().is_empty()).then(|| Player::Program(command.to_string()))
        } else {
            Level::parse(name).map(|level| Player::Ai(level, 1))
        }
    }

    fn name(&self) -> String {
        match self {
            Player::Random => "random".to_string(),
            Player::Ai(level, 1) => level.name().to_string(),
            Player::Ai(level, threads) => format!("{} ({threads} threads)", level.name()),
            Player::Search(algorithm, ms) => format!("{}:{ms}", algorithm.name()),
            Player::Program(command) => format!("exec:{command}"),
        }
    }
}

/// An outside program speaking the engine protocol, for one seat of one game.
struct Program {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Program {
    fn start(command: &str, game: &str, options: &OptionPairs) -> Result<Program, String> {
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
        let options: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        program.ask(&format!("new {game} {}", options.join(" ")))?;
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

struct Options {
    a: Player,
    b: Player,
    game: &'static GameEntry,
    ai: &'static AiEntry,
    /// The game's options: the arena's defaults for the game, then those given.
    rules: OptionPairs,
    pairs: u32,
    time_scale: f64,
    seed: u64,
    /// Random decisions that open each pair.
    opening: u32,
}

const USAGE: &str = "usage: plateau-arena --a PLAYER --b PLAYER [--game ID] [--option KEY=VALUE ...] [--pairs N] [--time-scale F] [--blitz] [--seed S] [--opening N] [--a-threads N] [--b-threads N]
  PLAYER is random, beginner, casual, strong, expert, alphabeta:MS or mcts:MS (one algorithm,
  MS milliseconds per decision; games with an evaluation), or exec:COMMAND (a program speaking
  the engine protocol); --a-threads and --b-threads set the threads a level searches on (1
  by default; alpha-beta searches share them); ID is a game of list_games (yinsh by default); --blitz is
  --option variant=blitz (YINSH's blitz variant); --opening N plays N random decisions to open
  each pair instead of the game's own opening (YINSH: the ten rings; 0: the players place them)";

fn parse_options() -> Result<Options, String> {
    let (mut a, mut b) = (None, None);
    let mut game = "yinsh".to_string();
    let mut given = Vec::new();
    let (mut pairs, mut time_scale, mut seed) = (50, 1.0, 1);
    let mut opening = None;
    let mut threads = [1, 1];
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--a" => a = Some(value()?),
            "--b" => b = Some(value()?),
            "--pairs" => {
                pairs = value()?
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or("--pairs takes a whole number above 0")?
            }
            "--time-scale" => {
                time_scale = value()?
                    .parse()
                    .ok()
                    .filter(|&f: &f64| f > 0.0 && f <= 10.0)
                    .ok_or("--time-scale takes a number above 0, at most 10")?
            }
            "--seed" => {
                seed = value()?
                    .parse()
                    .map_err(|_| "--seed takes a whole number")?
            }
            "--opening" => {
                opening = Some(
                    value()?
                        .parse()
                        .map_err(|_| "--opening takes a whole number")?,
                )
            }
            "--a-threads" | "--b-threads" => {
                threads[usize::from(arg == "--b-threads")] = value()?
                    .parse()
                    .ok()
                    .filter(|&n| (1..=256).contains(&n))
                    .ok_or_else(|| format!("{arg} takes a whole number from 1 to 256"))?
            }
            "--blitz" => given.push("variant=blitz".to_string()),
            "--option" => given.push(value()?),
            "--game" => game = value()?,
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    let player = |name: Option<String>, which: &str, threads: usize| {
        let name = name.ok_or_else(|| format!("--{which} is required"))?;
        match Player::parse(&name) {
            Some(Player::Ai(level, _)) => Ok(Player::Ai(level, threads)),
            Some(_) if threads > 1 => Err(format!(
                "--{which}-threads is for the levels (beginner ... expert), not '{name}'"
            )),
            Some(player) => Ok(player),
            None => Err(format!("unknown player '{name}'")),
        }
    };
    let (a, b) = (player(a, "a", threads[0])?, player(b, "b", threads[1])?);
    let entry = catalog::find(&game)
        .ok_or_else(|| catalog::NewMatchError::UnknownGame(game.clone()).to_string())?;
    let ai = registry::find(entry.id).map_err(|e| e.to_string())?;
    let mut rules: OptionPairs = ai
        .arena
        .options
        .iter()
        .map(|&(k, v)| (k.to_string(), v.to_string()))
        .collect();
    for (key, value) in
        parse_option_words(given.iter().map(String::as_str)).map_err(|e| e.to_string())?
    {
        rules.retain(|(k, _)| *k != key);
        rules.push((key, value));
    }
    catalog::new_match(entry.id, &rules).map_err(|e| e.to_string())?;
    for player in [&a, &b] {
        if let Player::Search(algorithm, _) = player
            && !ai.plays(*algorithm)
        {
            let games: Vec<_> = catalog::games()
                .iter()
                .filter(|g| registry::find(g.id).is_ok_and(|ai| ai.plays(*algorithm)))
                .map(|g| g.name)
                .collect();
            return Err(format!(
                "alphabeta:MS and mcts:MS players play {} only",
                games.join(", ")
            ));
        }
    }
    Ok(Options {
        a,
        b,
        game: entry,
        ai,
        rules,
        pairs,
        time_scale,
        seed,
        opening: opening.unwrap_or(ai.arena.random_plies),
    })
}

/// A new match of the arena's game with its options.
fn new_match(options: &Options) -> Box<dyn AnyMatch> {
    catalog::new_match(options.game.id, &options.rules).expect("options checked at the start")
}

/// A random opening: the actions played at random from the start, in notation.
fn random_opening(options: &Options, rng: &mut SmallRng) -> Vec<String> {
    let mut game = new_match(options);
    let mut actions = Vec::new();
    for _ in 0..options.opening {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let action = &legal[rng.random_range(0..legal.len())];
        if let Ok(played) = game.play(action) {
            actions.push(played);
        }
    }
    actions
}

/// How a game ended: by the rules (the winning team, `None` for a draw), or by a
/// program's failure, which loses for its team.
enum End {
    Rules(Option<Team>),
    Forfeit(Team),
}

/// Each seat's thinking time and decision count.
type Thinking = Vec<(Duration, u32)>;

/// Plays one game from `opening` with `players[seat]` in each seat, to any end of the
/// rules (or a program's failure).
fn play(
    options: &Options,
    opening: &[String],
    players: &[&Player],
    rng: &mut SmallRng,
) -> Result<(End, Thinking), String> {
    let ai = options.ai;
    let mut game = new_match(options);
    for action in opening {
        game.play(action)?;
    }
    let mut programs = Vec::new();
    for (seat, player) in players.iter().enumerate() {
        programs.push(match player {
            Player::Program(command) => {
                let seat = Seat(seat as u8);
                let mut program = Program::start(command, options.game.id, &game.option_pairs())?;
                program.ask(&format!("seat {}", game.seat_name(seat)))?;
                for action in game.action_texts_for(seat) {
                    program.ask(&format!("play {action}"))?;
                }
                Some(program)
            }
            _ => None,
        });
    }
    let mut thinking = vec![(Duration::ZERO, 0u32); players.len()];
    let scaled = |ms: u64| Duration::from_secs_f64(ms as f64 / 1000.0 * options.time_scale);
    loop {
        let table = ai.table(game.as_ref()).map_err(|e| e.to_string())?;
        let Some(seat) = table.to_move else {
            let winner = table.result.and_then(|result| result.winner);
            return Ok((End::Rules(winner), thinking));
        };
        let seat = seat.index();
        let start = Instant::now();
        let mut think = |thinker: Thinker, ms: u64, threads: usize| {
            let seed = rng.random_range(0..u64::MAX);
            ai.choose(
                game.as_ref(),
                thinker,
                seed,
                Budget::time(scaled(ms)).on_threads(threads),
            )
            .map_err(|e| e.to_string())
        };
        let action = match players[seat] {
            Player::Random => {
                let legal = game.legal_actions();
                Some(legal[rng.random_range(0..legal.len())].clone())
            }
            Player::Ai(level, threads) => Some(think((*level).into(), level.time_ms(), *threads)?),
            Player::Search(algorithm, ms) => Some(think((*algorithm).into(), *ms, 1)?),
            Player::Program(_) => programs[seat].as_mut().and_then(|p| p.ask("genmove").ok()),
        };
        thinking[seat].0 += start.elapsed();
        thinking[seat].1 += 1;
        if action.and_then(|a| game.play(&a).ok()).is_none() {
            return Ok((End::Forfeit(table.teams[seat]), thinking));
        }
        for (other, program) in programs.iter_mut().enumerate() {
            let Some(program) = program else { continue };
            if other == seat {
                continue;
            }
            let played = game
                .action_texts_for(Seat(other as u8))
                .pop()
                .unwrap_or_default();
            if program.ask(&format!("play {played}")).is_err() {
                return Ok((End::Forfeit(table.teams[other]), thinking));
            }
        }
    }
}

/// A's wins, draws and losses, and each side's thinking time and decisions (A first).
#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    time: [(Duration, u32); 2],
    /// A's wins, draws and losses by the team A played (unequal sides: Aliens and
    /// Amazons).
    by_team: Vec<[u32; 3]>,
}

/// Plays every opening once per team, A in that team's seats.
fn run(options: &Options) -> Result<Tally, String> {
    let mut tally = Tally::default();
    let table = options
        .ai
        .table(new_match(options).as_ref())
        .map_err(|e| e.to_string())?;
    tally.by_team = vec![[0; 3]; table.team_count];
    for pair in 0..options.pairs {
        let mut rng = SmallRng::seed_from_u64(
            options
                .seed
                .wrapping_mul(1_000_003)
                .wrapping_add(pair as u64),
        );
        let opening = random_opening(options, &mut rng);
        for a_team in Team::all(table.team_count) {
            let players: Vec<&Player> = table
                .teams
                .iter()
                .map(|&team| {
                    if team == a_team {
                        &options.a
                    } else {
                        &options.b
                    }
                })
                .collect();
            let (end, thinking) = play(options, &opening, &players, &mut rng)?;
            let a_won = match end {
                End::Rules(None) => None,
                End::Rules(Some(winner)) => Some(winner == a_team),
                End::Forfeit(loser) => Some(loser != a_team),
            };
            let column = match a_won {
                Some(true) => 0,
                None => 1,
                Some(false) => 2,
            };
            tally.by_team[a_team.index()][column] += 1;
            match a_won {
                Some(true) => tally.wins += 1,
                Some(false) => tally.losses += 1,
                None => tally.draws += 1,
            }
            for (seat, (time, count)) in thinking.into_iter().enumerate() {
                let side = &mut tally.time[usize::from(table.teams[seat] != a_team)];
                side.0 += time;
                side.1 += count;
            }
        }
        eprintln!(
            "pair {}: {} wins, {} draws, {} losses so far",
            pair + 1,
            tally.wins,
            tally.draws,
            tally.losses
        );
    }
    Ok(tally)
}

/// The game and its options in words: `YINSH blitz`, `Game of Y pie=off handicap=1` (a
/// variant is named by its value alone).
fn game_text(options: &Options) -> String {
    let mut text = options.game.name.to_string();
    for (key, value) in new_match(options).option_pairs() {
        text.push(' ');
        if key != "variant" {
            text.push_str(&key);
            text.push('=');
        }
        text.push_str(&value);
    }
    text
}

fn main() {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("plateau-arena: {message}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let tally = match run(&options) {
        Ok(tally) => tally,
        Err(message) => {
            eprintln!("plateau-arena: {message}");
            std::process::exit(1);
        }
    };
    let Tally {
        wins,
        draws,
        losses,
        time,
        by_team,
    } = tally;
    let games = (wins + draws + losses) as f64;
    let score = (wins as f64 + draws as f64 / 2.0) / games;
    let margin = 1.96 * (score * (1.0 - score) / games).sqrt();
    let average = |(t, n): (Duration, u32)| t.as_secs_f64() / n.max(1) as f64;
    let two_sides = options
        .ai
        .table(new_match(&options).as_ref())
        .is_ok_and(|table| table.team_count == 2);
    println!(
        "{} vs {}: {} {} ({} games), {}, think time x{}",
        options.a.name(),
        options.b.name(),
        options.pairs,
        if two_sides { "pairs" } else { "openings" },
        games,
        game_text(&options),
        options.time_scale
    );
    println!(
        "{}: {wins} wins, {draws} draws, {losses} losses; score {:.1}% (95% CI {:.1}%-{:.1}%)",
        options.a.name(),
        score * 100.0,
        (score - margin).max(0.0) * 100.0,
        (score + margin).min(1.0) * 100.0
    );
    let seats = new_match(&options).record().seats;
    if let Ok(table) = options.ai.table(new_match(&options).as_ref()) {
        for (team, [won, drawn, lost]) in by_team.iter().enumerate() {
            let names: Vec<&str> = seats
                .iter()
                .zip(&table.teams)
                .filter(|(_, t)| t.index() == team)
                .map(|(name, _)| name.as_str())
                .collect();
            println!(
                "{} as {}: {won} wins, {drawn} draws, {lost} losses",
                options.a.name(),
                names.join("+")
            );
        }
    }
    println!(
        "average think time per decision: {} {:.3} s, {} {:.3} s",
        options.a.name(),
        average(time[0]),
        options.b.name(),
        average(time[1])
    );
}
