//! On the page, the computer thinks in a Web Worker (`crates/think`, built by Trunk
//! beside the app), so that no frame waits for its search; where a worker cannot run
//! (no `Worker` in the browser, its files missing, a worker that fails or stays
//! silent) the search runs in the page's own slices instead (see
//! [`crate::kit::computer`]).
//!
//! A search posts the match's record, the level and the seed, and waits for the
//! worker's choice. Workers are kept for the next search once they have answered; a
//! search dropped before its answer (undo, a new game, leaving the match) ends its
//! worker at once, so a stale search never holds one up.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Duration;

use bevy::platform::time::Instant;
use plateau_ai::Level;
use plateau_rules::{Game, Match};
use plateau_think::{Reply, Request};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The worker's script, written by Trunk next to the page (`index.html`).
const SCRIPT: &str = "plateau-think_loader.js";

/// How long a worker may take beyond the level's thinking time (loading its module
/// included) before the page thinks for itself.
const GRACE: Duration = Duration::from_secs(10);

/// Where the page's searches run, for the page's state and its tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// No search has asked for a worker yet.
    NotYetAsked,
    /// In workers.
    Worker,
    /// In the page's own slices, and why.
    Page(String),
}

thread_local! {
    /// Workers that answered and wait for the next search.
    static IDLE: RefCell<Vec<Worker>> = const { RefCell::new(Vec::new()) };
    /// Where searches run: once a worker failed, every later search runs in the page.
    static PLACE: RefCell<Place> = const { RefCell::new(Place::NotYetAsked) };
    /// The number of the last request posted.
    static LAST_ID: Cell<u64> = const { Cell::new(0) };
    /// The searches under way in workers, by request number (the page's objects stay on
    /// its one thread; the app's resources hold the numbers).
    static RUNNING: RefCell<HashMap<u64, Running>> = RefCell::new(HashMap::new());
}

/// Where the page's searches run.
pub fn place() -> Place {
    PLACE.with_borrow(Clone::clone)
}

/// Searches run in the page from now on, because of `why`.
fn give_up(why: String) {
    PLACE.set(Place::Page(why));
    IDLE.with_borrow_mut(|idle| idle.drain(..).for_each(|worker| worker.terminate()));
}

/// What a worker's search has come to.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Progress {
    /// The worker is loading; the request is posted once it says it is ready.
    Loading,
    /// The request is posted.
    Posted,
    /// The worker's choice, in notation.
    Chose(String),
    /// The worker could not answer, and why.
    Failed(String),
}

/// A search's worker, and what it has said.
struct Running {
    worker: Worker,
    progress: Rc<RefCell<Progress>>,
    /// Until the answer comes: the worker's messages and errors go to `progress`.
    _listeners: (Closure<dyn FnMut(MessageEvent)>, Closure<dyn FnMut(Event)>),
}

/// A search under way in a worker. Dropping it before its answer ends the worker.
pub struct WorkerSearch {
    /// Its request's number.
    id: u64,
    /// The answer is expected by then, `allowed` after the start.
    deadline: Instant,
    allowed: Duration,
}

/// What [`WorkerSearch::poll`] found.
pub enum Answer {
    /// Still thinking.
    Waiting,
    /// The choice, in notation.
    Chose(String),
    /// No answer will come (the page thinks for itself): why.
    Failed(String),
}

impl WorkerSearch {
    /// Starts `level`'s search of `game` in a worker; `None` when searches run in the
    /// page (no worker could be started, now or before).
    pub fn start<G: Game>(game: &Match<G>, level: Level, seed: u64) -> Option<Self> {
        if matches!(place(), Place::Page(_)) {
            return None;
        }
        let id = LAST_ID.get() + 1;
        LAST_ID.set(id);
        let request = serde_json::to_string(&Request::new(id, game, level, seed))
            .expect("a request is always JSON");
        let (worker, ready) = match IDLE.with_borrow_mut(Vec::pop) {
            Some(worker) => (worker, true),
            None => match Worker::new(SCRIPT) {
                Ok(worker) => (worker, false),
                Err(error) => {
                    give_up(format!("no worker: {}", js_error(&error)));
                    return None;
                }
            },
        };
        let progress = Rc::new(RefCell::new(Progress::Loading));
        let on_message = {
            let progress = progress.clone();
            let worker = worker.clone();
            let request = request.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let text = event.data().as_string().unwrap_or_default();
                let next = match Reply::from_json(&text) {
                    Ok(Reply::Ready) => post(&worker, &request),
                    Ok(Reply::Chose {
                        id: answered,
                        action,
                    }) if answered == id => Progress::Chose(action),
                    Ok(Reply::Refused { error, .. }) => Progress::Failed(error),
                    Ok(Reply::Chose { .. }) => return,
                    Err(error) => Progress::Failed(error),
                };
                *progress.borrow_mut() = next;
            })
        };
        let on_error = {
            let progress = progress.clone();
            Closure::<dyn FnMut(Event)>::new(move |event: Event| {
                let why = event
                    .dyn_ref::<ErrorEvent>()
                    .map_or_else(|| "the worker failed".to_string(), ErrorEvent::message);
                *progress.borrow_mut() = Progress::Failed(why);
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        if ready {
            *progress.borrow_mut() = post(&worker, &request);
        }
        PLACE.set(Place::Worker);
        RUNNING.with_borrow_mut(|running| {
            running.insert(
                id,
                Running {
                    worker,
                    progress,
                    _listeners: (on_message, on_error),
                },
            )
        });
        let allowed = Duration::from_millis(level.time_ms()) + GRACE;
        Some(WorkerSearch {
            id,
            deadline: Instant::now() + allowed,
            allowed,
        })
    }

    /// The worker's answer, once it has come.
    pub fn poll(&mut self) -> Answer {
        let progress = RUNNING.with_borrow(|running| {
            running
                .get(&self.id)
                .map(|search| search.progress.borrow().clone())
        });
        match progress {
            Some(Progress::Chose(action)) => Answer::Chose(action),
            // A worker that could not load, or refuses what this page asks, would do
            // the same the next time: the next searches run in the page.
            Some(Progress::Failed(why)) => {
                give_up(why.clone());
                Answer::Failed(why)
            }
            Some(Progress::Loading | Progress::Posted) if Instant::now() >= self.deadline => {
                let why = format!("no answer within {} s", self.allowed.as_secs());
                give_up(why.clone());
                Answer::Failed(why)
            }
            Some(Progress::Loading | Progress::Posted) => Answer::Waiting,
            None => Answer::Failed("the search was lost".to_string()),
        }
    }
}

/// Posts `request` to `worker`; its progress then.
fn post(worker: &Worker, request: &str) -> Progress {
    match worker.post_message(&JsValue::from_str(request)) {
        Ok(()) => Progress::Posted,
        Err(error) => Progress::Failed(format!("the request was not posted: {}", js_error(&error))),
    }
}

/// What the browser says of the error `value`: its message, without its stack.
fn js_error(value: &JsValue) -> String {
    value
        .dyn_ref::<web_sys::js_sys::Error>()
        .map(|error| String::from(error.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| format!("{value:?}"))
}

impl Drop for WorkerSearch {
    fn drop(&mut self) {
        let Some(search) = RUNNING.with_borrow_mut(|running| running.remove(&self.id)) else {
            return;
        };
        search.worker.set_onmessage(None);
        search.worker.set_onerror(None);
        let answered = matches!(*search.progress.borrow(), Progress::Chose(_));
        if answered && place() == Place::Worker {
            IDLE.with_borrow_mut(|idle| idle.push(search.worker));
        } else {
            search.worker.terminate();
        }
    }
}
