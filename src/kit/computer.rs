//! Computer players and hints for any game, thinking without stalling a frame: on the
//! desktop the search runs on Bevy's async compute task pool; on the web in a Web
//! Worker (see [`crate::kit::think_worker`]), or where no worker answers on the page's one
//! thread, in slices of at most [`WEB_SLICE`] per frame, and only in the time the rest
//! of the frame's work leaves of its budget (see [`think_until`]).
//!
//! A game view keeps a [`ComputerMove`] and a [`HintSearch`] for its game and updates
//! them each frame with the live position; a search whose position is no longer on the
//! board (undo, new game, leaving the match) is told to stop and its answer dropped.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::futures::check_ready;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::{AsyncComputeTaskPool, Task};
#[cfg(not(target_arch = "wasm32"))]
use plateau_ai::Budget;
use plateau_ai::{Ai, Level};
use plateau_rules::Match;

use crate::match_core::MatchCore;

/// Whether the computer's seats wait (to watch a computer-versus-computer game at one's
/// own pace). Shared by every game.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AiPaused(pub bool);

/// How long the board stays still after a move before the computer starts its next
/// one: none by default; fair mode slows its computer-versus-computer games to a pace
/// a passer-by can follow.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ComputerPace(pub Duration);

/// Asks for a hint: the expert's choice for the current decision.
#[derive(Message, Clone, Copy, Debug)]
pub struct RequestHint;

/// On the web, the most a search may think in one frame, so that the page keeps its
/// frame rate while the computer thinks.
pub const WEB_SLICE: Duration = Duration::from_millis(8);

/// When this frame's slices of thinking must end on the web, set at the start of each
/// frame from the app's work in the last frames (see [`crate::frame_work`]); `None`:
/// slices of [`WEB_SLICE`].
#[cfg(target_arch = "wasm32")]
pub fn think_until(end: Option<bevy::platform::time::Instant>) {
    SLICE_END.set(end);
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    static SLICE_END: std::cell::Cell<Option<bevy::platform::time::Instant>> =
        const { std::cell::Cell::new(None) };
}

/// A search under way for one position.
struct Thinking<G: Ai> {
    /// The position it searches.
    from: G,
    #[cfg(not(target_arch = "wasm32"))]
    task: Task<Option<G::Action>>,
    #[cfg(not(target_arch = "wasm32"))]
    stop: Arc<AtomicBool>,
    #[cfg(target_arch = "wasm32")]
    search: WebSearch<G>,
}

/// Where a search runs on the web.
#[cfg(target_arch = "wasm32")]
enum WebSearch<G: Ai> {
    /// In a worker, while one answers; with what the page's own search needs if it
    /// does not.
    InWorker {
        search: crate::kit::think_worker::WorkerSearch,
        level: Level,
        seed: u64,
    },
    /// In the page's slices, where no worker answers.
    InPage(Sliced<G>),
}

#[cfg(not(target_arch = "wasm32"))]
impl<G: Ai> Thinking<G> {
    /// Starts the level's search of `game`'s position (thinking at most the level's
    /// time, on as many threads as the level uses: the helpers are threads of their
    /// own, beside the task pool's).
    fn start(level: Level, game: &Match<G>, seed: u64) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let from = game.state().clone();
        let state = from.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let seat = state.turn()?.seat;
            let stop = || flag.load(Ordering::Relaxed);
            let budget = Budget::time(Duration::from_millis(level.time_ms()))
                .stopping(&stop)
                .on_threads(level.threads());
            plateau_ai::choose(level, &state, seat, seed, budget).ok()
        });
        Thinking { from, task, stop }
    }

    /// The answer, once the search is done (`Some(None)`: the game was over).
    fn poll(&mut self) -> Option<Option<G::Action>> {
        check_ready(&mut self.task)
    }

    /// Tells the search to stop; its answer is dropped.
    fn cancel(self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A search stepped a slice at a time on the page's one thread.
#[cfg(target_arch = "wasm32")]
struct Sliced<G: Ai> {
    decision: Option<plateau_ai::Decision<G>>,
    /// Thinking time used so far, and the level's allowance.
    spent: Duration,
    allowance: Duration,
    /// On a slow page (few frames a second) the slices add up slowly: the answer comes
    /// by this time anyway, twice the level's time after the start.
    deadline: bevy::platform::time::Instant,
}

#[cfg(target_arch = "wasm32")]
impl<G: Ai> Sliced<G> {
    /// Starts the level's search of `state` in the page.
    fn start(level: Level, state: &G, seed: u64) -> Self {
        let allowance = Duration::from_millis(level.time_ms());
        Sliced {
            decision: state
                .turn()
                .and_then(|turn| plateau_ai::decide(level, state, turn.seat, seed).ok()),
            spent: Duration::ZERO,
            allowance,
            deadline: bevy::platform::time::Instant::now() + 2 * allowance,
        }
    }

    /// Thinks for one slice; the answer once the search is done or its time is up.
    fn poll(&mut self) -> Option<Option<G::Action>> {
        use bevy::platform::time::Instant;
        use plateau_ai::Decision;
        let search = match &mut self.decision {
            None => return Some(None),
            Some(Decision::Now(action)) => return Some(Some(*action)),
            Some(Decision::Search(search)) => search,
        };
        let start = Instant::now();
        let end = SLICE_END
            .get()
            .map_or(start + WEB_SLICE, |end| end.min(start + WEB_SLICE));
        // At least one step, so that a search always goes forward.
        let mut finished = search.step(plateau_ai::STEP_WORK);
        while Instant::now() < end && !finished {
            finished = search.step(plateau_ai::STEP_WORK);
        }
        self.spent += start.elapsed();
        let out_of_time = self.spent >= self.allowance || Instant::now() >= self.deadline;
        (finished || out_of_time).then(|| search.best_action())
    }
}

#[cfg(target_arch = "wasm32")]
impl<G: Ai> Thinking<G> {
    /// Starts the level's search of `game`'s position: in a worker, or in the page's
    /// slices where none runs.
    fn start(level: Level, game: &Match<G>, seed: u64) -> Self {
        let from = game.state().clone();
        let search = match crate::kit::think_worker::WorkerSearch::start(game, level, seed) {
            Some(search) => WebSearch::InWorker {
                search,
                level,
                seed,
            },
            None => WebSearch::InPage(Sliced::start(level, &from, seed)),
        };
        Thinking { from, search }
    }

    /// The answer, once there is one: the worker's, or (where the worker does not
    /// answer, or answers what is not an action here) the page's own after its slices,
    /// which start in the same frame.
    fn poll(&mut self) -> Option<Option<G::Action>> {
        use super::think_worker::Answer;
        let (failed, level, seed) = match &mut self.search {
            WebSearch::InPage(sliced) => return sliced.poll(),
            WebSearch::InWorker {
                search,
                level,
                seed,
            } => match search.poll() {
                Answer::Waiting => return None,
                Answer::Chose(text) => match self.from.parse_action(&text) {
                    Ok(action) => return Some(Some(action)),
                    Err(error) => (error.to_string(), *level, *seed),
                },
                Answer::Failed(why) => (why, *level, *seed),
            },
        };
        warn!("the computer thinks in the page: {failed}");
        let mut sliced = Sliced::start(level, &self.from, seed);
        let answer = sliced.poll();
        self.search = WebSearch::InPage(sliced);
        answer
    }

    /// Drops the search (a worker's ends with it).
    fn cancel(self) {}
}

/// The computer's search for its own move, if one is under way.
#[derive(Resource)]
pub struct ComputerMove<G: Ai> {
    thinking: Option<Thinking<G>>,
    seed: u64,
}

impl<G: Ai> Default for ComputerMove<G> {
    fn default() -> Self {
        ComputerMove {
            thinking: None,
            seed: 0,
        }
    }
}

impl<G: Ai> ComputerMove<G> {
    /// Whether the computer is thinking.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Follows the live position: drops a search of another position (or any search
    /// when `live` is `None`: looking back, resigned), returns the answer of a finished
    /// one, and starts `level`'s search when asked and none runs.
    pub fn update(&mut self, live: Option<&Match<G>>, start: Option<Level>) -> Option<G::Action> {
        let stale = self
            .thinking
            .as_ref()
            .is_some_and(|t| live.is_none_or(|game| t.from != *game.state()));
        if stale {
            self.stop();
        }
        if let Some(running) = self.thinking.as_mut() {
            let answer = running.poll()?;
            self.thinking = None;
            return answer;
        }
        if let (Some(level), Some(game)) = (start, live) {
            self.seed = self.seed.wrapping_add(1);
            self.thinking = Some(Thinking::start(level, game, self.seed));
        }
        None
    }

    /// Stops the search under way.
    pub fn stop(&mut self) {
        if let Some(old) = self.thinking.take() {
            old.cancel();
        }
    }
}

/// The hint for the current position, once found.
#[derive(Resource)]
pub struct HintSearch<G: Ai> {
    thinking: Option<Thinking<G>>,
    /// The suggested action, for the position it was found in.
    found: Option<(G, G::Action)>,
}

impl<G: Ai> Default for HintSearch<G> {
    fn default() -> Self {
        HintSearch {
            thinking: None,
            found: None,
        }
    }
}

impl<G: Ai> HintSearch<G> {
    /// Whether a hint is being searched.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// The suggestion for `state`, if it is the one the hint was found for.
    pub fn for_state(&self, state: &G) -> Option<G::Action> {
        self.found
            .as_ref()
            .filter(|(s, _)| s == state)
            .map(|(_, a)| *a)
    }

    /// Follows the live position: drops a search of another position, starts the
    /// expert's search when `requested`, and keeps its answer when it comes.
    pub fn update(&mut self, live: &Match<G>, requested: bool) {
        if self
            .thinking
            .as_ref()
            .is_some_and(|t| t.from != *live.state())
        {
            self.stop();
        }
        if requested
            && self.thinking.is_none()
            && self.for_state(live.state()).is_none()
            && live.state().turn().is_some()
        {
            self.thinking = Some(Thinking::start(Level::Expert, live, 0));
        }
        if let Some(running) = self.thinking.as_mut()
            && let Some(answer) = running.poll()
        {
            self.found = answer.map(|a| (running.from.clone(), a));
            self.thinking = None;
        }
    }

    /// Stops the search under way.
    pub fn stop(&mut self) {
        if let Some(old) = self.thinking.take() {
            old.cancel();
        }
    }
}

/// A game view's match session, for the systems every view shares.
pub trait GameSession: Resource + std::ops::Deref<Target = MatchCore<Self::Game>> {
    /// The game it plays.
    type Game: Ai;
}

/// Follows the live position for the hint, and starts one when asked.
pub fn follow_hints<S: GameSession>(
    session: Option<Res<S>>,
    mut requests: MessageReader<RequestHint>,
    mut hint: ResMut<HintSearch<S::Game>>,
) {
    let Some(session) = session else { return };
    hint.update(&session.game, requests.read().count() > 0);
}

/// Stops the game's searches (leaving the match or its view).
pub fn stop_searches<G: Ai>(
    mut thinking: ResMut<ComputerMove<G>>,
    mut hint: ResMut<HintSearch<G>>,
) {
    thinking.stop();
    hint.stop();
}

/// The shared resources and messages.
pub fn plugin(app: &mut App) {
    app.init_resource::<AiPaused>()
        .init_resource::<ComputerPace>()
        .add_message::<RequestHint>();
}
