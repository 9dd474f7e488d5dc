//! One WebSocket to the server, read by polling: the desktop's on a thread of its own
//! (tungstenite), the page's the browser's (web-sys). Both have the same face: open,
//! send text, poll what happened; dropping it closes the connection.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(not(target_arch = "wasm32"))]
pub use native::Socket;
#[cfg(target_arch = "wasm32")]
pub use web::Socket;

/// What happened to a socket since the last poll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SocketEvent {
    /// The WebSocket is open: text can be sent.
    Opened,
    /// A text frame arrived.
    Text(String),
    /// The connection closed, or never opened; why, in words.
    Closed(String),
}
