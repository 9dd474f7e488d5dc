//! `--web`: the web app's files at `/`, precompressed twins to browsers that take them,
//! the WebSocket and the records still on their paths.

mod common;

use std::net::SocketAddr;

use common::{Client, Database, TestServer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// `GET path` with `Accept-Encoding: encoding` (none when empty): the status, the
/// headers in lower case, and the body's bytes.
async fn get(address: SocketAddr, path: &str, encoding: &str) -> (u16, String, Vec<u8>) {
    let mut stream = TcpStream::connect(address).await.unwrap();
    let accept = if encoding.is_empty() {
        String::new()
    } else {
        format!("Accept-Encoding: {encoding}\r\n")
    };
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {address}\r\n{accept}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let end = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a complete response");
    let head = String::from_utf8_lossy(&response[..end]).to_ascii_lowercase();
    let status = head[9..12].parse().unwrap();
    (status, head, response[end + 4..].to_vec())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_build_is_served_at_the_root_with_its_precompressed_twins() {
    let database = Database::sqlite("web");
    let dist = database.folder().unwrap().join("dist");
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::write(
        dist.join("index.html"),
        "<!doctype html><title>Plateau</title>",
    )
    .unwrap();
    std::fs::write(dist.join("app.js"), "console.log('plain');").unwrap();
    // Not a real gzip stream: the test sees which file was sent.
    std::fs::write(dist.join("app.js.gz"), b"gzipped twin").unwrap();
    let server = TestServer::start(&database, |config| config.web = Some(dist.clone()));

    let (status, head, body) = get(server.address, "/", "").await;
    assert_eq!(status, 200, "{head}");
    assert!(head.contains("content-type: text/html"), "{head}");
    assert_eq!(body, b"<!doctype html><title>Plateau</title>");

    let (status, head, body) = get(server.address, "/app.js", "gzip, br").await;
    assert_eq!(status, 200, "{head}");
    assert!(head.contains("content-encoding: gzip"), "{head}");
    assert!(head.contains("javascript"), "{head}");
    assert_eq!(body, b"gzipped twin");
    let (_, head, body) = get(server.address, "/app.js", "").await;
    assert!(!head.contains("content-encoding"), "{head}");
    assert_eq!(body, b"console.log('plain');");

    let (status, head, _) = get(server.address, "/missing.wasm", "").await;
    assert_eq!(status, 404);
    assert!(!head.contains("cache-control"), "{head}");
    // The server's own paths are still its own.
    let (status, _, body) = get(server.address, "/health", "").await;
    assert_eq!((status, body.as_slice()), (200, b"ok".as_slice()));
    let (status, _, _) = get(server.address, "/games/ABCDEF/record", "").await;
    assert_eq!(status, 404);
    Client::connect(server.address).await;
    server.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hashed_files_are_kept_a_year_the_others_asked_again_and_the_icon_is_the_favicon() {
    let database = Database::sqlite("web_cache");
    let dist = database.folder().unwrap().join("dist");
    std::fs::create_dir_all(&dist).unwrap();
    let wasm = "plateau-1a2b3c4d5e6f7a8b_bg.wasm";
    for (name, body) in [
        ("index.html", "<!doctype html>"),
        ("sw.js", "// worker"),
        ("manifest.webmanifest", "{}"),
        ("plateau-1a2b3c4d5e6f7a8b.js", "// script"),
        (wasm, "module"),
        (&format!("{wasm}.br"), "brotli twin"),
        ("icon-192.png", "PNG bytes"),
    ] {
        std::fs::write(dist.join(name), body).unwrap();
    }
    let server = TestServer::start(&database, |config| config.web = Some(dist.clone()));
    let year = "cache-control: public, max-age=31536000, immutable";
    let vary = "vary: accept-encoding";
    let (status, head, body) = get(server.address, &format!("/{wasm}"), "gzip, br").await;
    assert_eq!(status, 200, "{head}");
    assert_eq!(body, b"brotli twin");
    assert!(head.contains("content-encoding: br"), "{head}");
    for header in [year, vary] {
        assert!(head.contains(header), "{header}: {head}");
    }
    let (_, head, _) = get(server.address, "/plateau-1a2b3c4d5e6f7a8b.js", "").await;
    assert!(head.contains(year) && head.contains(vary), "{head}");
    for path in [
        "/",
        "/index.html",
        "/sw.js",
        "/manifest.webmanifest",
        "/icon-192.png",
    ] {
        let (status, head, _) = get(server.address, path, "gzip, br").await;
        assert_eq!(status, 200, "{path}: {head}");
        assert!(head.contains("cache-control: no-cache"), "{path}: {head}");
        assert!(head.contains(vary), "{path}: {head}");
    }
    // The favicon is the bundle's icon.
    let (status, head, body) = get(server.address, "/favicon.ico", "").await;
    assert_eq!(
        (status, body.as_slice()),
        (200, b"PNG bytes".as_slice()),
        "{head}"
    );
    assert!(head.contains("content-type: image/png"), "{head}");
    assert!(head.contains("cache-control: no-cache"), "{head}");
    server.crash();
    // Without an icon, no content, and not asked again for a day.
    std::fs::remove_file(dist.join("icon-192.png")).unwrap();
    let server = TestServer::start(&database, |config| config.web = Some(dist.clone()));
    let (status, head, _) = get(server.address, "/favicon.ico", "").await;
    assert_eq!(status, 204, "{head}");
    assert!(
        head.contains("cache-control: public, max-age=86400"),
        "{head}"
    );
    server.crash();
}
