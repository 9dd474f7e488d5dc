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
//! alpha-beta with its evaluation, [`y`] uses RAVE over random fills of the board.

pub mod alphabeta;
mod evaluator;
pub mod mcts;
pub mod rave;
pub mod y;
pub mod yinsh;

use std::time::{Duration, Instant};

pub use evaluator::{Evaluator, outcome_value};
use plateau_rules::catalog::AnyMatch;
use plateau_rules::y::GameOfY;
use plateau_rules::yinsh::Yinsh;
use plateau_rules::{Game, Match};
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

/// A game the AI plays: the search each level runs on it.
pub trait Ai: Game {
    /// A search of `state` at `level`; `seed` makes it repeatable.
    fn search(level: Level, state: &Self, seed: u64) -> Box<dyn Search<Self>>;
}

/// How a level takes a decision: at once (a single legal action, or the beginner's
/// random slip), or by a search to run for the level's time.
pub enum Decision<G: Game> {
    /// The action, with no search.
    Now(G::Action),
    /// The search to run; its best action is the choice.
    Search(Box<dyn Search<G>>),
}

/// Starts the level's decision in `state`; `None` once the game is over. Callers that
/// slice the work themselves (the web build, one thread) step the search; others call
/// [`choose`].
pub fn decide<G: Ai>(level: Level, state: &G, seed: u64) -> Option<Decision<G>> {
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    if legal.len() <= 1 {
        return legal.first().copied().map(Decision::Now);
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    if rng.random_range(0..100) < level.blunder_percent() {
        return Some(Decision::Now(legal[rng.random_range(0..legal.len())]));
    }
    Some(Decision::Search(G::search(level, state, seed)))
}

/// The level's choice in `state`, thinking at most `time` and stopping early when
/// `stop` says so (native callers: see [`decide`] for sliced thinking). The beginner
/// sometimes plays a random legal action instead. `None` once the game is over.
pub fn choose<G: Ai>(
    level: Level,
    state: &G,
    seed: u64,
    time: Duration,
    stop: &dyn Fn() -> bool,
) -> Option<G::Action> {
    match decide(level, state, seed)? {
        Decision::Now(action) => Some(action),
        Decision::Search(mut search) => think(search.as_mut(), time, stop, 256).best,
    }
}

/// The level's choice for the match's current decision, in notation, for callers that
/// hold a match of any game (the engine protocol, the arena).
pub fn choose_in_match(
    game: &dyn AnyMatch,
    level: Level,
    seed: u64,
    time: Duration,
) -> Result<String, String> {
    fn typed<G: Ai>(
        game: &dyn AnyMatch,
        level: Level,
        seed: u64,
        time: Duration,
    ) -> Option<Option<String>> {
        let game = game.as_any().downcast_ref::<Match<G>>()?;
        Some(choose(level, game.state(), seed, time, &|| false).map(|a| a.to_string()))
    }
    typed::<Yinsh>(game, level, seed, time)
        .or_else(|| typed::<GameOfY>(game, level, seed, time))
        .ok_or_else(|| format!("no AI plays {} yet", game.game_id()))?
        .ok_or_else(|| "the game is over".to_string())
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
}
