//! The page around the web build: the loading indicator goes at the first frame, a
//! link can start a match (`?game=y&black=casual`), and the game as the app sees it is
//! published in the page's `#plateau-state` element (JSON) for tests and tools: the
//! screen, the game, the moves, whose turn, the status, whether the computer is
//! thinking, and where each board point is on the canvas. The body's `data-update-ms`
//! and `data-update-max-ms` give the mean and longest time of the app's own work per
//! frame (everything from `First` to `Last`, the computer's thinking included, not the
//! drawing), over the last 10 frames.

use bevy::prelude::*;
use plateau_ai::Level;
use serde_json::json;

use crate::i18n::Tr;
use crate::kit::summary::{MatchSummary, Summarize};
use crate::screens::{LastSetup, Notice, Screen, StartMatch};

/// The page's hooks.
pub fn plugin(app: &mut App) {
    app.init_resource::<FrameWork>()
        .add_systems(Startup, start_from_link)
        .add_systems(First, start_frame_work)
        .add_systems(
            Last,
            (hide_loading, publish_state, end_frame_work)
                .chain()
                .after(Summarize),
        );
}

/// The app's work per frame, measured from `First` to `Last`.
#[derive(Resource, Default)]
struct FrameWork {
    /// When this frame's `First` began (ms since the page loaded).
    started: f64,
    /// The last frames' work, in ms, oldest first.
    recent: std::collections::VecDeque<f64>,
    /// The figures on the page now (mean, longest), as written there.
    shown: (String, String),
}

/// Frames the published figures cover.
const FRAMES_MEASURED: usize = 10;

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn start_frame_work(mut work: ResMut<FrameWork>) {
    work.started = now_ms();
}

fn end_frame_work(mut work: ResMut<FrameWork>) {
    let spent = now_ms() - work.started;
    if work.recent.len() == FRAMES_MEASURED {
        work.recent.pop_front();
    }
    work.recent.push_back(spent);
    let mean = work.recent.iter().sum::<f64>() / work.recent.len() as f64;
    let longest = work.recent.iter().copied().fold(0.0, f64::max);
    let figures = (format!("{mean:.1}"), format!("{longest:.1}"));
    if figures == work.shown {
        return;
    }
    if let Some(body) = document().and_then(|d| d.body()) {
        let _ = body.set_attribute("data-update-ms", &figures.0);
        let _ = body.set_attribute("data-update-max-ms", &figures.1);
    }
    work.shown = figures;
}

/// Removes the loading indicator once, when the first frame is done.
fn hide_loading(mut done: Local<bool>) {
    if *done {
        return;
    }
    *done = true;
    if let Some(loading) = document().and_then(|d| d.get_element_by_id("loading")) {
        loading.remove();
    }
    let now = now_ms();
    if let Some(body) = document().and_then(|d| d.body()) {
        let _ = body.set_attribute("data-first-frame-ms", &format!("{now:.0}"));
    }
}

/// A link such as `?game=y&white=casual&handicap=2` starts that match at once: the game
/// by its id, a player per seat named after the seat (`human` or an AI level), other
/// keys the game's options (see [`crate::catalog::setup_from_link`]). A link naming no
/// game is ignored; a bad one is explained on the title screen.
fn start_from_link(
    mut setup: ResMut<LastSetup>,
    settings: Res<crate::settings::Settings>,
    mut notice: ResMut<Notice>,
    mut starts: MessageWriter<StartMatch>,
) {
    let Some(search) = web_sys::window().and_then(|w| w.location().search().ok()) else {
        return;
    };
    match crate::catalog::setup_from_link(&search) {
        Ok(Some(asked)) => {
            setup.0 = asked;
            starts.write(StartMatch::New(setup.0.clone()));
        }
        Ok(None) => {}
        Err(reason) => {
            warn!("the link's match cannot start: {reason}");
            notice.0 = Some(crate::screens::fill(
                Tr::LinkRefused.get(settings.language),
                &[("reason", &reason)],
            ));
        }
    }
}

/// Where a world position is on the canvas, in CSS pixels.
fn on_canvas(camera: (&Camera, &GlobalTransform), world: Vec2) -> Option<[f32; 2]> {
    camera
        .0
        .world_to_viewport(camera.1, world.extend(0.0))
        .ok()
        .map(|p| [p.x.round(), p.y.round()])
}

fn publish_state(
    screen: Res<State<Screen>>,
    summary: Res<MatchSummary>,
    camera: Single<(Ref<Camera>, Ref<GlobalTransform>)>,
    mut last: Local<String>,
) {
    let (view, place) = &*camera;
    let changed =
        screen.is_changed() || summary.is_changed() || view.is_changed() || place.is_changed();
    if !changed && !last.is_empty() {
        return;
    }
    let camera = (&**view, &**place);
    let mut points = serde_json::Map::new();
    for (name, at) in &summary.points {
        points.insert(name.clone(), json!(on_canvas(camera, *at)));
    }
    let (game, moves, to_move, status, thinking) = (
        summary.game,
        &summary.moves,
        summary.to_move,
        &summary.status,
        summary.thinking,
    );
    let levels: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    let state = json!({
        "screen": format!("{:?}", screen.get()),
        "game": game,
        "moves": moves,
        "toMove": to_move,
        "status": status,
        "thinking": thinking,
        "levels": levels,
        "points": points,
    })
    .to_string();
    if *last == state {
        return;
    }
    if let Some(element) = document().and_then(|d| d.get_element_by_id("plateau-state")) {
        element.set_text_content(Some(&state));
    }
    *last = state;
}
