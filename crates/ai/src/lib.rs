//! Game-tree search for the Plateau games, with no engine dependency.
//!
//! Every search works in slices: [`Search::step`] does a bounded amount of work (nodes
//! for alpha-beta, playouts for MCTS) and returns; the next call resumes where it
//! stopped, and [`Search::best_action`] gives the best action found so far at any time.
//! This is what lets the web build (one thread) think a few milliseconds per frame.
//! Given a seed a search is deterministic. Time limits are the caller's: it calls
//! `step` until its clock says stop (see [`think`] for native callers).
//!
//! The searches: [`alphabeta`], [`mcts`] (UCT with evaluated playouts) and [`rave`]
//! (MCTS with "all moves as first" statistics, for games played to the end at random).
//! Each game implements [`Ai`] to say which search each [`Level`] runs: [`yinsh`] uses
//! alpha-beta with its evaluation, [`y`] uses RAVE over random fills of the board, the
//! slide games of the Kadon board ([`kadon_slides`]) alpha-beta with an evaluation each,
//! [`zen`] alpha-beta with an evaluation of connection, [`yinyang`] searches samples of
//! the opponent's secret laws, [`tetra`] alpha-beta with an evaluation of the figures
//! still open; [`leapover`] and [`amazons`] search with alpha-beta on their evaluations
//! (three-player Leap Over with UCT, a value per seat; the Amazons with expectimax
//! against aliens taken to play at random). The
//! [`registry`] finds a game's AI by its id.
//!
//! The entry points, [`decide`] and [`choose`], take the seat that decides and search
//! only what that seat may know (`Game::view_for`); games with hidden information are
//! searched over samples of the secrets ([`hidden`]). The searches handle any number
//! of seats and teams: values are per seat, turns need not alternate.

pub mod alphabeta;
mod budget;
mod error;
mod evaluator;
pub mod fixed;
pub mod hidden;
pub mod mcts;
pub mod rave;
pub mod registry;
mod transposition;

pub mod kadon_slides;

/// Declares the games' AI modules, named as the rules crate's modules, and registers
/// their games: from the rules crate's one list of games (`plateau_rules::with_games!`),
/// so that adding a game's AI is its module and nothing else in this crate.
macro_rules! games {
    ($($module:ident::$game:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// Every game the AI plays, in the rules catalog's order.
        const GAMES: &[registry::AiEntry] = &[
            $(registry::AiEntry::of::<plateau_rules::$module::$game>()),*
        ];
    };
}

plateau_rules::with_games!(games);

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub use budget::Budget;
pub use error::AiError;
pub use evaluator::{Evaluator, outcome_value};
use plateau_rules::{Game, Seat};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// What a search reports about its progress.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport<A> {
    /// Work done so far: nodes (alpha-beta) or playouts (MCTS).
    pub work: u64,
    /// Deepest completed iteration (alpha-beta) or deepest tree path (MCTS), in
    /// decisions.
    pub depth: u32,
    /// The best action so far.
    pub best: Option<A>,
    /// The expected line of play from the root, best action first.
    pub principal_variation: Vec<A>,
    /// The root position's value for the player to move, from -1 (lost) to 1 (won).
    pub value: f32,
}

/// The work of one step of a search stepped by its caller ([`Search::step`]): the
/// page's slices and its worker step by this much, so that the same number of steps
/// gives the same choice wherever the search runs.
pub const STEP_WORK: u32 = 32;

/// A search over a game's tree that runs in slices.
pub trait Search<G: Game>: Send + Sync {
    /// Does at most `work` units of work (nodes or playouts). Returns `true` when the
    /// search has nothing left to do (it reached its depth limit or the position has
    /// a single choice).
    fn step(&mut self, work: u32) -> bool;

    /// The best action found so far; `None` only when the game is over.
    fn best_action(&self) -> Option<G::Action>;

    /// Progress and the current opinion.
    fn report(&self) -> SearchReport<G::Action>;

    /// How much the search favours each root action so far, appended to `out` (MCTS:
    /// its visits; by default one vote for the best action). A search over several
    /// samples of hidden information ([`hidden::Determinized`]) adds them up.
    fn root_weights(&self, out: &mut Vec<(G::Action, f64)>) {
        out.extend(self.best_action().map(|action| (action, 1.0)));
    }

    /// Up to `count` searches of the same root to run on other threads beside this one,
    /// which make this one's answer better or sooner (alpha-beta: lazy SMP, through a
    /// shared transposition table); their own answers are not used. By default none:
    /// the search runs on one thread.
    fn helpers(&mut self, count: usize) -> Vec<Box<dyn Search<G>>> {
        let _ = count;
        Vec::new()
    }
}

/// Runs `search` for about `time` (stopping early if it finishes or `stop` returns
/// true) in slices of `slice` units, and returns its report. Native callers only:
/// on the web, call [`Search::step`] once per frame instead.
pub fn think<G: Game>(
    search: &mut dyn Search<G>,
    time: Duration,
    stop: &dyn Fn() -> bool,
    slice: u32,
) -> SearchReport<G::Action> {
    let start = Instant::now();
    while start.elapsed() < time && !stop() {
        if search.step(slice) {
            break;
        }
    }
    search.report()
}

/// [`think`] on `threads` threads: `search` on this one and its
/// [`helpers`](Search::helpers) on the others, until `search` finishes, its time is up
/// or `stop` says so. The report is `search`'s, its work counting every thread's.
/// Native callers only (the web has one thread).
pub fn think_on_threads<G: Game>(
    search: &mut dyn Search<G>,
    time: Duration,
    stop: &dyn Fn() -> bool,
    slice: u32,
    threads: usize,
) -> SearchReport<G::Action> {
    let mut helpers = search.helpers(threads.saturating_sub(1));
    if helpers.is_empty() {
        return think(search, time, stop, slice);
    }
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let running: Vec<_> = helpers
            .iter_mut()
            .map(|helper| {
                let done = &done;
                scope.spawn(move || {
                    while !done.load(Ordering::Relaxed) && !helper.step(slice) {}
                    helper.report().work
                })
            })
            .collect();
        let mut report = think(search, time, stop, slice);
        done.store(true, Ordering::Relaxed);
        for helper in running {
            // A helper that panicked only takes its work from the count.
            report.work += helper.join().unwrap_or(0);
        }
        report
    })
}

/// `algorithm` alone on `state` with `evaluator`, for [`Ai::algorithm`]: alpha-beta as
/// deep as its time allows, or MCTS with evaluated playouts.
pub fn algorithm_search<G, E>(
    algorithm: Algorithm,
    state: &G,
    evaluator: E,
    seed: u64,
) -> Box<dyn Search<G>>
where
    G: Game + std::hash::Hash,
    E: Evaluator<G> + 'static,
{
    match algorithm {
        Algorithm::AlphaBeta => Box::new(alphabeta::AlphaBeta::new(state.clone(), evaluator, 64)),
        Algorithm::Mcts => Box::new(mcts::Mcts::new(
            state.clone(),
            evaluator,
            mcts::MctsConfig::default(),
            seed,
        )),
    }
}

/// One search algorithm on its own, to compare algorithms (the arena's `alphabeta:MS`
/// and `mcts:MS` players) on games that have an evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Alpha-beta with iterative deepening, as deep as its time allows.
    AlphaBeta,
    /// UCT with evaluated playouts, as many as its time allows.
    Mcts,
}

impl Algorithm {
    /// The algorithm's name (`alphabeta`, `mcts`).
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Mcts => "mcts",
        }
    }
}

/// How an arena starts a game for fair pairs: the options it plays by default and how
/// many random decisions open it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaStart {
    /// Options set unless the arena is told otherwise (Y: `pie=off`).
    pub options: &'static [(&'static str, &'static str)],
    /// Random decisions played from the start (YINSH: its ten ring placements).
    pub random_plies: u32,
}

/// A game the AI plays: the search each level runs on it.
///
/// The searches get a state as one seat knows it (see [`decide`]); a game's `search`
/// never needs to hide anything itself.
pub trait Ai: Game {
    /// How the arena opens this game's pairs.
    const ARENA: ArenaStart = ArenaStart {
        options: &[],
        random_plies: 2,
    };

    /// A search of `state` at `level`; `seed` makes it repeatable.
    fn search(level: Level, state: &Self, seed: u64) -> Box<dyn Search<Self>>;

    /// The chance, in percent, that `level` plays a random legal action instead of its
    /// search's choice in `state` (the deciding seat's view; by default the level's
    /// own, [`Level::blunder_percent`], whatever the state).
    fn blunder_percent(level: Level, state: &Self) -> u32 {
        let _ = state;
        level.blunder_percent()
    }

    /// A search of `state` by `algorithm` alone, with no limit but time; `None` when the
    /// game has no evaluation for it.
    fn algorithm(algorithm: Algorithm, state: &Self, seed: u64) -> Option<Box<dyn Search<Self>>> {
        let _ = (algorithm, state, seed);
        None
    }
}

/// Who takes a decision: a level of play, or one search algorithm on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Thinker {
    /// The level's search (and the beginner's slips).
    Level(Level),
    /// The algorithm alone, for as long as the caller lets it think.
    Algorithm(Algorithm),
}

impl From<Level> for Thinker {
    fn from(level: Level) -> Self {
        Thinker::Level(level)
    }
}

impl From<Algorithm> for Thinker {
    fn from(algorithm: Algorithm) -> Self {
        Thinker::Algorithm(algorithm)
    }
}

/// How many samples of the hidden information a search of a game with secrets plays
/// out (see [`hidden::Determinized`]).
pub const SAMPLES: usize = 8;

/// How a decision is taken: at once (a single legal action, or the beginner's random
/// slip), or by a search to run for the level's (or the caller's) time.
pub enum Decision<G: Game> {
    /// The action, with no search.
    Now(G::Action),
    /// The search to run; its best action is the choice.
    Search(Box<dyn Search<G>>),
}

/// Starts `thinker`'s decision for `seat` in `state`, which is the full state or
/// `seat`'s own view (another seat's view is refused: it does not hold `seat`'s
/// secrets, so a choice could use one `seat` never had). Only `state.view_for(seat)` is
/// searched (for a game with hidden information, samples of what `seat` cannot see,
/// drawn from that view), so two states `seat` cannot tell apart give the same decision
/// for the same seed. Callers that slice the work themselves (the web build, one
/// thread) step the search; others call [`choose`].
pub fn decide<G: Ai>(
    thinker: impl Into<Thinker>,
    state: &G,
    seat: Seat,
    seed: u64,
) -> Result<Decision<G>, AiError> {
    let thinker = thinker.into();
    if state.viewer().is_some_and(|viewer| viewer != seat) {
        return Err(AiError::OwnSecretsUnknown(seat));
    }
    let view = state.view_for(seat);
    match view.turn() {
        None => return Err(AiError::GameOver),
        Some(turn) if turn.seat != seat => return Err(AiError::NotToMove(seat)),
        Some(_) => {}
    }
    let mut legal = Vec::new();
    view.legal_actions(&mut legal);
    let make = |state: &G, seed: u64| match thinker {
        Thinker::Level(level) => Ok(G::search(level, state, seed)),
        Thinker::Algorithm(algorithm) => {
            G::algorithm(algorithm, state, seed).ok_or(AiError::NoAlgorithm {
                game: G::ID,
                algorithm,
            })
        }
    };
    // Made first, so that a game without the algorithm refuses it every time.
    let search = if G::HIDDEN_INFORMATION {
        Box::new(hidden::Determinized::new(&view, seat, seed, SAMPLES, make)?)
    } else {
        make(&view, seed)?
    };
    if legal.len() <= 1 {
        return legal
            .first()
            .copied()
            .map(Decision::Now)
            .ok_or(AiError::GameOver);
    }
    if let Thinker::Level(level) = thinker {
        let mut rng = SmallRng::seed_from_u64(seed);
        if rng.random_range(0..100) < G::blunder_percent(level, &view) {
            return Ok(Decision::Now(legal[rng.random_range(0..legal.len())]));
        }
    }
    Ok(Decision::Search(search))
}

/// `thinker`'s choice for `seat` in `state`, thinking within `budget` (native
/// callers: see [`decide`] for sliced thinking, and for what the search may know). The
/// beginner sometimes plays a random legal action instead. With more than one thread
/// the choice may differ from run to run.
pub fn choose<G: Ai>(
    thinker: impl Into<Thinker>,
    state: &G,
    seat: Seat,
    seed: u64,
    budget: Budget,
) -> Result<G::Action, AiError> {
    match decide(thinker, state, seat, seed)? {
        Decision::Now(action) => Ok(action),
        Decision::Search(mut search) => think_on_threads(
            search.as_mut(),
            budget.time,
            budget.stop,
            256,
            budget.threads,
        )
        .best
        .ok_or(AiError::GameOver),
    }
}

/// The AI's levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A first opponent: little search and some careless moves.
    Beginner,
    /// Takes the best-looking action without looking further.
    Casual,
    /// Looks a few decisions ahead.
    Strong,
    /// Searches as deep as its time allows.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Casual, Level::Strong, Level::Expert];

    /// The level's name in the engine protocol (`beginner` ...).
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }

    /// The level named `name` (case-insensitive).
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name))
    }

    /// How long the level thinks per decision at most, in milliseconds (the search
    /// may stop sooner when it reaches its depth).
    pub fn time_ms(self) -> u64 {
        match self {
            Level::Beginner => 200,
            Level::Casual => 500,
            Level::Strong => 1_500,
            Level::Expert => 3_000,
        }
    }

    /// How many threads the level searches on: every core of the machine for strong
    /// and expert, one below them (and on the web, which has one).
    pub fn threads(self) -> usize {
        match self {
            Level::Beginner | Level::Casual => 1,
            Level::Strong | Level::Expert => {
                std::thread::available_parallelism().map_or(1, |cores| cores.get())
            }
        }
    }

    /// The chance, in percent, that the level plays a random legal action instead of
    /// its search's choice: the beginner's mistakes.
    pub fn blunder_percent(self) -> u32 {
        match self {
            Level::Beginner => 25,
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_have_names() {
        for level in Level::ALL {
            assert_eq!(Level::parse(level.name()), Some(level));
        }
        assert_eq!(Level::parse("EXPERT"), Some(Level::Expert));
        assert_eq!(Level::parse("grandmaster"), None);
    }

    #[test]
    fn strong_and_expert_search_on_every_core() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(Level::Beginner.threads(), 1);
        assert_eq!(Level::Casual.threads(), 1);
        assert_eq!(Level::Strong.threads(), cores);
        assert_eq!(Level::Expert.threads(), cores);
    }
}
