//! The desktop's WebSocket: tungstenite's blocking client on a thread that alternates
//! between sending what the session queued and reading with a short timeout.

use std::net::{TcpStream, ToSocketAddrs};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::Duration;

use tungstenite::{Message, WebSocket};

use super::SocketEvent;

/// How long a read waits before the thread looks for text to send: the longest delay a
/// message to the server can have.
const READ_SLICE: Duration = Duration::from_millis(5);

/// A WebSocket served by a thread; dropping it closes the connection.
pub struct Socket {
    outgoing: Sender<String>,
    incoming: Receiver<SocketEvent>,
}

impl Socket {
    /// Starts opening `url` (`ws://host:port/path`), giving up on the TCP connection
    /// after `connect_timeout`.
    pub fn open(url: &str, connect_timeout: Duration) -> Socket {
        let (outgoing, to_send) = mpsc::channel();
        let (report, incoming) = mpsc::channel();
        let url = url.to_string();
        let spawned = std::thread::Builder::new()
            .name("plateau-client socket".into())
            .spawn({
                let report = report.clone();
                move || {
                    let reason = match connect(&url, connect_timeout) {
                        Ok(socket) => {
                            let _ = report.send(SocketEvent::Opened);
                            serve(socket, &to_send, &report)
                        }
                        Err(reason) => reason,
                    };
                    let _ = report.send(SocketEvent::Closed(reason));
                }
            });
        if let Err(error) = spawned {
            let _ = report.send(SocketEvent::Closed(format!(
                "no thread for the connection: {error}"
            )));
        }
        Socket { outgoing, incoming }
    }

    /// Queues a text frame (lost if the connection has closed).
    pub fn send(&mut self, text: String) {
        let _ = self.outgoing.send(text);
    }

    /// The next thing that happened, if any.
    pub fn poll(&mut self) -> Option<SocketEvent> {
        self.incoming.try_recv().ok()
    }
}

/// Opens the TCP connection and does the WebSocket handshake.
fn connect(url: &str, timeout: Duration) -> Result<WebSocket<TcpStream>, String> {
    let uri: tungstenite::http::Uri = url.parse().map_err(|e| format!("not an address: {e}"))?;
    if uri.scheme_str() != Some("ws") {
        return Err("the desktop app connects to ws:// servers only".into());
    }
    let host = uri.host().ok_or("the address has no host")?;
    let port = uri.port_u16().unwrap_or(80);
    let addresses = (host, port)
        .to_socket_addrs()
        .map_err(|e| format!("{host} is not known: {e}"))?;
    let mut last_error = format!("{host} has no address");
    for address in addresses {
        match TcpStream::connect_timeout(&address, timeout) {
            Ok(stream) => {
                // The handshake too must not wait for ever.
                stream
                    .set_read_timeout(Some(timeout))
                    .map_err(|e| e.to_string())?;
                let _ = stream.set_nodelay(true);
                let (socket, _) = tungstenite::client(url, stream)
                    .map_err(|e| format!("the WebSocket handshake failed: {e}"))?;
                socket
                    .get_ref()
                    .set_read_timeout(Some(READ_SLICE))
                    .map_err(|e| e.to_string())?;
                return Ok(socket);
            }
            Err(error) => last_error = error.to_string(),
        }
    }
    Err(last_error)
}

/// Sends and reads until either side closes; why it ended.
fn serve(
    mut socket: WebSocket<TcpStream>,
    to_send: &Receiver<String>,
    report: &Sender<SocketEvent>,
) -> String {
    loop {
        loop {
            match to_send.try_recv() {
                Ok(text) => {
                    if let Err(error) = socket.send(Message::text(text)) {
                        return format!("sending failed: {error}");
                    }
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    // The session dropped the socket: a clean close, not waited for.
                    let _ = socket.close(None);
                    let _ = socket.flush();
                    return "closed by the app".into();
                }
            }
        }
        match socket.read() {
            Ok(Message::Text(text)) => {
                if report.send(SocketEvent::Text(text.to_string())).is_err() {
                    return "closed by the app".into();
                }
            }
            Ok(Message::Close(frame)) => {
                return match frame {
                    Some(frame) if !frame.reason.is_empty() => {
                        format!("the server closed the connection: {}", frame.reason)
                    }
                    _ => "the server closed the connection".into(),
                };
            }
            Ok(_) => {}
            Err(tungstenite::Error::Io(error))
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(error) => return format!("the connection broke: {error}"),
        }
    }
}
