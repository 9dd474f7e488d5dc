//! A search for the computer's choice on Bevy's async compute task pool, so that no
//! frame waits for it; each game view keeps its own and plays the answer as an input.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use plateau_ai::{Ai, Level};

/// A search under way for one position.
pub struct Thinking<G: Ai> {
    task: Task<Option<G::Action>>,
    /// The position it searches.
    pub from: G,
    stop: Arc<AtomicBool>,
}

impl<G: Ai> Thinking<G> {
    /// Starts the level's search of `state` (thinking at most the level's time).
    pub fn start(level: Level, state: G, seed: u64) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let from = state.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let time = Duration::from_millis(level.time_ms());
            plateau_ai::choose(level, &state, seed, time, &|| flag.load(Ordering::Relaxed))
        });
        Thinking { task, from, stop }
    }

    /// The answer, once the search is done (`Some(None)`: the game was over).
    pub fn poll(&mut self) -> Option<Option<G::Action>> {
        check_ready(&mut self.task)
    }

    /// Tells the search to stop; its answer is dropped.
    pub fn cancel(self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
