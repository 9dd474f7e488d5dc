//! The HTTP routes: the WebSocket at `/ws`, finished games' records and pages, players'
//! histories and ratings, a health check, and the web app's files at `/` when the server is given
//! them.

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower_http::trace::TraceLayer;
use tracing::warn;

use crate::accounts::AccountError;
use crate::connection;
use crate::files;
use crate::gate::Peer;
use crate::hub::Hub;
use crate::secret;

/// The largest WebSocket message read at all; past it the connection closes. Messages
/// above the configured cap but below this get a clear refusal instead.
const HARD_MESSAGE_CAP: usize = 64 * 1024;

/// The server's routes on `hub`: every other path is a file of the web app's build
/// (`index.html` for a folder, its `.br` or `.gz` twin to a browser that takes it,
/// with its cache headers: [`files`]).
pub fn router(hub: Arc<Hub>) -> Router {
    let web = hub.config().web.clone();
    let routes = Router::new()
        .route("/ws", get(upgrade))
        .route("/games/{code}/record", get(record))
        .route("/games/{code}", get(game_page))
        .route("/players/{name}/games", get(history))
        .route("/players/{name}", get(ratings))
        .route("/health", get(|| async { "ok" }));
    let routes = match web {
        Some(folder) => routes.fallback_service(files::service(folder)),
        None => routes,
    };
    routes.layer(TraceLayer::new_for_http()).with_state(hub)
}

/// The bytes a connection reads at a time. Messages are small (a few hundred bytes,
/// 16 KB at the most, read in several pieces): axum's default of 128 KiB, allocated for
/// every socket, was most of an idle connection's memory.
const READ_BUFFER: usize = 4 * 1024;

async fn upgrade(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    upgrade: WebSocketUpgrade,
) -> Response {
    let address = peer.ip();
    upgrade
        .max_message_size(HARD_MESSAGE_CAP)
        .max_frame_size(HARD_MESSAGE_CAP)
        .read_buffer_size(READ_BUFFER)
        .on_failed_upgrade(move |error| warn!(%error, %address, "WebSocket upgrade failed"))
        .on_upgrade(move |socket| connection::serve(hub, socket, address))
}

async fn record(State(hub): State<Arc<Hub>>, Path(code): Path<String>) -> Response {
    let Some(code) = secret::normalize_code(&code) else {
        return (StatusCode::NOT_FOUND, "no such game").into_response();
    };
    match hub.storage().record(&code).await {
        Ok(Some(json)) => (
            [
                (header::CONTENT_TYPE, "application/json".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"plateau-{code}.json\""),
                ),
            ],
            json,
        )
            .into_response(),
        Ok(None) => (StatusCode::NOT_FOUND, "no finished game with this code").into_response(),
        Err(error) => {
            warn!(%error, "record not read");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                "the record could not be read",
            )
                .into_response()
        }
    }
}

/// A finished game's page: the game, its players (with their accounts) and result.
async fn game_page(State(hub): State<Arc<Hub>>, Path(code): Path<String>) -> Response {
    let Some(code) = secret::normalize_code(&code) else {
        return (StatusCode::NOT_FOUND, "no such game").into_response();
    };
    match hub.accounts().game_page(&code).await {
        Ok(Some(game)) => Json(game).into_response(),
        Ok(None) => (StatusCode::NOT_FOUND, "no finished game with this code").into_response(),
        Err(error) => failed(&error),
    }
}

/// A player's ratings by key, each with the points of its history.
async fn ratings(State(hub): State<Arc<Hub>>, Path(name): Path<String>) -> Response {
    match hub.player_ratings(&name).await {
        Ok(ratings) => Json(ratings).into_response(),
        Err(AccountError::NoAccount) => {
            (StatusCode::NOT_FOUND, "no account has this name").into_response()
        }
        Err(error) => failed(&error),
    }
}

/// Which page of a history.
#[derive(serde::Deserialize)]
struct PageQuery {
    #[serde(default)]
    page: u32,
}

/// A page of a player's finished games, newest first (`?page=N`, from 0).
async fn history(
    State(hub): State<Arc<Hub>>,
    Path(name): Path<String>,
    Query(query): Query<PageQuery>,
) -> Response {
    match hub.accounts().history(&name, query.page).await {
        Ok(page) => Json(page).into_response(),
        Err(AccountError::NoAccount) => {
            (StatusCode::NOT_FOUND, "no account has this name").into_response()
        }
        Err(error) => failed(&error),
    }
}

/// The answer to a request the server failed.
fn failed(error: &AccountError) -> Response {
    let refusal = error.refusal();
    (StatusCode::INTERNAL_SERVER_ERROR, refusal.message).into_response()
}
