//! The web app's files at `/` (with `--web`): each as it is or its precompressed twin,
//! with the headers caches need. A file whose name carries Trunk's content hash
//! (`plateau-1a2b3c4d5e6f7a8b_bg.wasm`) never changes and is kept a year; every other
//! (`index.html`, `sw.js`, the manifest, the icons) is asked again each time
//! (`no-cache`: a `304` when unchanged). `Vary: Accept-Encoding`, since the same path
//! is sent compressed or not. `/favicon.ico` is the bundle's small icon.

use std::path::PathBuf;

use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower_http::services::{ServeDir, ServeFile};

/// How long a file with a content hash is kept: a year, unchanged.
const HASHED: &str = "public, max-age=31536000, immutable";

/// Every other file: kept, but asked again before each use.
const UNHASHED: &str = "no-cache";

/// The icon browsers ask for at `/favicon.ico`: the bundle's smaller one
/// (web/icons.mjs draws icon-192.png and icon-512.png).
const FAVICON: &str = "icon-192.png";

/// The files of `folder` (Trunk's `dist`), with their cache headers.
pub fn service(folder: PathBuf) -> Router {
    let icon = folder.join(FAVICON);
    let files = Router::new().fallback_service(
        ServeDir::new(folder)
            .precompressed_br()
            .precompressed_gzip(),
    );
    let files = if icon.is_file() {
        files.route_service("/favicon.ico", ServeFile::new(icon))
    } else {
        // No icon in the bundle: nothing, and not asked again for a day.
        let nothing = [(header::CACHE_CONTROL, "public, max-age=86400")];
        files.route(
            "/favicon.ico",
            get(move || async move { (StatusCode::NO_CONTENT, nothing) }),
        )
    };
    files.layer(middleware::from_fn(cache_headers))
}

/// Adds the cache headers to a file's answer (a `200`, a `206` or a `304`).
async fn cache_headers(request: Request, next: Next) -> Response {
    let policy = if hashed(request.uri().path()) {
        HASHED
    } else {
        UNHASHED
    };
    let mut response = next.run(request).await.into_response();
    let status = response.status();
    if status.is_success() && status != StatusCode::NO_CONTENT || status == StatusCode::NOT_MODIFIED
    {
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    response
}

/// Whether `path` carries a content hash as Trunk writes it: a dash, then at least
/// 8 hex digits, then `.`, `_` or `/` (`plateau-1a2b3c4d5e6f7a8b_bg.wasm`,
/// `snippets/web-sys-0d1e2f3a4b5c6d7e/inline0.js`).
fn hashed(path: &str) -> bool {
    path.match_indices('-').any(|(dash, _)| {
        let rest = &path[dash + 1..];
        let digits = rest.bytes().take_while(u8::is_ascii_hexdigit).count();
        digits >= 8 && matches!(rest.as_bytes().get(digits), Some(b'.' | b'_' | b'/'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trunks_hashed_names_are_told_from_the_others() {
        for path in [
            "/plateau-1a2b3c4d5e6f7a8b_bg.wasm",
            "/plateau-1a2b3c4d5e6f7a8b.js",
            "/plateau-think-00ff00ff00ff00ff_bg.wasm",
            "/snippets/web-sys-0d1e2f3a4b5c6d7e/inline0.js",
        ] {
            assert!(hashed(path), "{path}");
        }
        for path in [
            "/",
            "/index.html",
            "/sw.js",
            "/manifest.webmanifest",
            "/icon-192.png",
            "/plateau-1a2b3c_bg.wasm",
            "/x-deadbeefcafe",
        ] {
            assert!(!hashed(path), "{path}");
        }
    }
}
