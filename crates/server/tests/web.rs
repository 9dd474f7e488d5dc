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

    let (status, _, _) = get(server.address, "/missing.wasm", "").await;
    assert_eq!(status, 404);
    // The server's own paths are still its own.
    let (status, _, body) = get(server.address, "/health", "").await;
    assert_eq!((status, body.as_slice()), (200, b"ok".as_slice()));
    let (status, _, _) = get(server.address, "/games/ABCDEF/record", "").await;
    assert_eq!(status, 404);
    Client::connect(server.address).await;
    server.crash();
}
