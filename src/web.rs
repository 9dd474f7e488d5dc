//! The page around the web build: the loading indicator goes at the first frame, a
//! link can start a match (`?game=y&black=casual`), and the game as the app sees it is
//! published in the page's `#plateau-state` element (JSON) for tests and tools: the
//! screen, the games the app shows (its catalog's ids), the game, the moves, whose
//! turn, the status, whether the computer is thinking, and where each board point is on
//! the canvas. The body's `data-update-ms`
//! and `data-update-max-ms` give the mean and longest time of the app's own work per
//! frame (everything from `First` to `Last`, the computer's thinking included, not the
//! drawing), over the last 10 frames, and `data-update-parts` the same split by part
//! (see [`crate::frame_work`]); `data-thinking-ms` the mean, the longest and the number
//! of the last (up to 10) frames in which the computer was thinking of a seat's move,
//! kept after it answers (the app's first 10 frames are not among them: they are given
//! apart); `data-first-frames-ms` the work of the app's first 10 frames. The state's
//! `online` part tells where the online screens and the connection stand (see
//! [`online_state`]), and `computerIn` where the computer's searches run (see
//! [`computer_in`]). An action's notation set as the body's `data-act` (`*`: the first
//! legal action) is played as the person at this device would play it, once it is their
//! turn (see [`take_asked_action`]).

use bevy::prelude::*;
use plateau_ai::Level;
use serde_json::json;

use crate::frame_work::FrameWork;
use crate::kit::ScriptedActions;
use crate::kit::summary::{MatchSummary, Summarize};
use crate::online::screens::OnlineScreen;
use crate::online::session::OnlineSession;
use crate::screens::Screen;

/// The page's hooks.
pub fn plugin(app: &mut App) {
    // The page's address may ask for a match (not at a booth: the booth chooses).
    if let Some(search) = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .filter(|_| !page_asks_kiosk())
    {
        // A game by its code (`?game=CODE`) is opened on the server that served the
        // page: replayed when over, watched while in progress.
        let game = crate::game_code::game_code(&search);
        let by_code = game.is_some();
        if by_code {
            app.insert_resource(crate::launch::OnlineAtStart {
                server: Some(crate::online_settings::default_server()),
                game,
                ..default()
            });
        // An invitation (`?join=CODE`) is joined on the server that served the page.
        } else if plateau_client::invitation_code(&search).is_some() {
            app.insert_resource(crate::launch::OnlineAtStart {
                server: Some(crate::online_settings::default_server()),
                join: Some(search.clone()),
                ..default()
            });
        }
        if !by_code {
            app.add_plugins(crate::link::plugin(search));
        }
    }
    app.add_systems(Last, (hide_loading, publish_state).chain().after(Summarize))
        .add_systems(First, (publish_frame_work, take_asked_action));
}

/// The page's test hook for actions: the body's `data-act`, taken away once read, joins
/// the [`ScriptedActions`] the match plays.
fn take_asked_action(mut actions: ResMut<ScriptedActions>) {
    let Some(body) = document().and_then(|d| d.body()) else {
        return;
    };
    let Some(text) = body.get_attribute("data-act") else {
        return;
    };
    let _ = body.remove_attribute("data-act");
    actions.0.push_back(text);
}

/// Whether the page's address asks for fair mode (`?kiosk=1`).
pub fn page_asks_kiosk() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|search| {
            search
                .trim_start_matches('?')
                .split('&')
                .any(|pair| pair.eq_ignore_ascii_case("kiosk=1"))
        })
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

/// Publishes the app's work in the last frames (measured by [`crate::frame_work`]),
/// when the figures change: the mean and the longest, and the same split by part.
fn publish_frame_work(
    work: Res<FrameWork>,
    mut shown: Local<(String, String, String, String)>,
    mut first_shown: Local<bool>,
) {
    let Some((mean, longest)) = work.mean_and_longest(FRAMES_MEASURED) else {
        return;
    };
    // Once: the app's first frames (its start, the first screen), each with its
    // largest part, which the figures of a later moment do not cover.
    if !*first_shown && work.recent.len() >= FRAMES_MEASURED {
        *first_shown = true;
        let first: Vec<String> = work
            .recent
            .iter()
            .take(FRAMES_MEASURED)
            .map(|r| {
                let (k, part) = r.parts.iter().enumerate().fold((0, 0.0), |best, (k, &p)| {
                    if p > best.1 { (k, p) } else { best }
                });
                format!("{:.1} ({} {part:.1})", r.total, crate::frame_work::PARTS[k])
            })
            .collect();
        if let Some(body) = document().and_then(|d| d.body()) {
            let _ = body.set_attribute("data-first-frames-ms", &first.join(", "));
        }
    }
    // The last frames in which the computer was thinking, kept after it answers; not
    // the app's first frames (its start, given apart above), while they are kept.
    let kept = work.recent.len();
    let after_start = if kept < crate::frame_work::FRAMES_KEPT {
        kept.saturating_sub(FRAMES_MEASURED)
    } else {
        kept
    };
    let thinking = work
        .while_thinking(true, after_start, FRAMES_MEASURED)
        .map_or_else(String::new, |(mean, longest, frames)| {
            format!("{mean:.1} {longest:.1} {frames}")
        });
    let figures = (
        format!("{mean:.1}"),
        format!("{longest:.1}"),
        work.parts_text(FRAMES_MEASURED),
        thinking,
    );
    if figures == *shown {
        return;
    }
    if let Some(body) = document().and_then(|d| d.body()) {
        let _ = body.set_attribute("data-update-ms", &figures.0);
        let _ = body.set_attribute("data-update-max-ms", &figures.1);
        let _ = body.set_attribute("data-update-parts", &figures.2);
        let _ = body.set_attribute("data-thinking-ms", &figures.3);
    }
    *shown = figures;
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

fn publish_state(
    screen: Res<State<Screen>>,
    booth: Option<Res<State<crate::fair::booth::Booth>>>,
    targets: Res<crate::ui_targets::UiTargets>,
    summary: Res<MatchSummary>,
    camera: Single<(Ref<Camera>, Ref<GlobalTransform>)>,
    online_screen: Res<OnlineScreen>,
    online: NonSend<OnlineSession>,
    lines: OnlineLines,
    mut last: Local<String>,
    mut last_online: Local<serde_json::Value>,
) {
    let (view, place) = &*camera;
    let online = online_state(&online_screen, &online, &lines);
    let online_changed = *last_online != online;
    if online_changed {
        *last_online = online.clone();
    }
    let changed = online_changed
        || screen.is_changed()
        || booth.as_ref().is_some_and(|b| b.is_changed())
        || targets.is_changed()
        || summary.is_changed()
        || view.is_changed()
        || place.is_changed();
    if !changed && !last.is_empty() {
        return;
    }
    let points = summary.points_on_screen(view, place);
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
        "booth": booth.map(|b| format!("{:?}", b.get())),
        "targets": targets.centres(),
        "games": crate::catalog::games().map(|game| game.id).collect::<Vec<_>>(),
        "game": game,
        "moves": moves,
        "toMove": to_move,
        "status": status,
        "thinking": thinking,
        "computerIn": computer_in(),
        "levels": levels,
        "points": points,
        "online": online,
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

/// Where the computer's searches run: `worker`, `page: <why>` (no worker answers, see
/// [`crate::kit::think_worker`]), or `not yet` before the first search.
fn computer_in() -> String {
    use crate::kit::think_worker::Place;
    match crate::kit::think_worker::place() {
        Place::NotYetAsked => "not yet".to_string(),
        Place::Worker => "worker".to_string(),
        Place::Page(why) => format!("page: {why}"),
    }
}

/// What an online match says beside the board: each seat's line (presence, rating,
/// clock) and the result card's lines (the rating changes).
#[derive(bevy::ecs::system::SystemParam)]
struct OnlineLines<'w> {
    addition: Res<'w, crate::kit::panel_addition::PanelAddition>,
    result: Res<'w, crate::screens::result::FinalResult>,
    history: Res<'w, crate::online::screens::history::History>,
}

/// My games as listed: each game's code and the player's rating change in it.
fn my_games(history: &crate::online::screens::history::History) -> Vec<serde_json::Value> {
    let games = history.mine.iter().flat_map(|listing| &listing.games);
    games
        .map(|played| {
            let mine = played.game.players.iter().find(|p| p.seat == played.seat);
            let change = mine.and_then(|p| p.rating_change.as_ref());
            json!({
                "code": played.game.code,
                "rating": change.map(crate::online::rating::shift_text),
            })
        })
        .collect()
}

/// Where the online screens and the connection stand: the page shown, the code of the
/// game created (while its invitation is shown) or else of the game held or watched,
/// the seat held (`null` when watching), the connection (`Connecting`, `Connected`,
/// `Reconnecting`, `Failed`), the problem shown, if any, the account signed in to, the
/// match's seat lines and result lines, My games (each game's code and the player's
/// rating change) and the player page's ratings.
fn online_state(
    screen: &OnlineScreen,
    online: &OnlineSession,
    lines: &OnlineLines,
) -> serde_json::Value {
    let session = online.get();
    let code = screen
        .invitation
        .as_ref()
        .map(|i| i.code.as_str())
        .or_else(|| session.and_then(|s| s.code()));
    let connection = session.map(|s| match s.connection() {
        plateau_client::Connection::Connecting => "Connecting",
        plateau_client::Connection::Connected { .. } => "Connected",
        plateau_client::Connection::Reconnecting { .. } => "Reconnecting",
        plateau_client::Connection::Failed(_) => "Failed",
    });
    json!({
        "page": format!("{:?}", screen.page),
        "code": code,
        "seat": session.and_then(|s| s.seat()),
        "connection": connection,
        "problem": screen.problem.as_ref().map(|p| format!("{p:?}")),
        "account": session.and_then(|s| s.account()),
        "seatNotes": lines.addition.seat_notes,
        "resultNotes": lines.result.notes,
        "myGames": my_games(&lines.history),
        "ratings": lines.history.player.as_ref().and_then(|p| p.ratings.as_ref()).map(|r| {
            r.ratings
                .iter()
                .map(|k| json!({ "key": k.key, "rating": k.rating, "games": k.games }))
                .collect::<Vec<_>>()
        }),
    })
}
