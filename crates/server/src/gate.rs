//! The server's door: every TCP connection is counted against its address from the
//! moment it is accepted until it closes (a WebSocket, a page's file, or an HTTP
//! handshake under way), is sent to without Nagle's delay, and is closed when its
//! request has not come whole within the handshake's time. One address cannot hold
//! more than its share of the server's open files with half-sent requests.

use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::Sleep;
use tracing::{debug, warn};

use crate::hub::Hub;

/// The listener the HTTP server accepts from.
pub struct Gate {
    listener: TcpListener,
    hub: Arc<Hub>,
}

impl Gate {
    /// Accepts on `listener` under `hub`'s limits.
    pub fn new(listener: TcpListener, hub: Arc<Hub>) -> Gate {
        Gate { listener, hub }
    }
}

impl Listener for Gate {
    type Io = Guarded;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Guarded, SocketAddr) {
        loop {
            let (socket, peer) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of open files, mostly: a moment for some to close.
                    warn!(%error, "a connection was not accepted");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            let address = peer.ip();
            if !self.hub.admit(address) {
                warn!(%address, "too many connections from one address");
                continue; // closed at once
            }
            // Every frame leaves at once: with Nagle's algorithm a small frame waits for
            // the acknowledgement of the one before, which clients delay (40 ms on Linux).
            if let Err(error) = socket.set_nodelay(true) {
                debug!(%error, "TCP_NODELAY not set");
            }
            let deadline = Box::pin(tokio::time::sleep(self.hub.config().handshake_timeout));
            let guarded = Guarded {
                socket,
                deadline: Some(deadline),
                slot: Slot {
                    hub: self.hub.clone(),
                    address,
                },
            };
            return (guarded, peer);
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// The address a request came from (axum's `ConnectInfo` of the [`Gate`]).
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

impl Connected<IncomingStream<'_, Gate>> for Peer {
    fn connect_info(stream: IncomingStream<'_, Gate>) -> Self {
        Peer(*stream.remote_addr())
    }
}

/// An accepted connection: its socket, the time its request has left, and its place in
/// its address's count.
pub struct Guarded {
    socket: TcpStream,
    /// Until the server first answers (the request came whole): past it, reading
    /// fails and the connection closes.
    deadline: Option<Pin<Box<Sleep>>>,
    slot: Slot,
}

/// A connection's place in its address's count, given back when it closes.
struct Slot {
    hub: Arc<Hub>,
    address: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.hub.release(self.address);
    }
}

impl AsyncRead for Guarded {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if let Some(deadline) = &mut self.deadline
            && deadline.as_mut().poll(cx).is_ready()
        {
            debug!(address = %self.slot.address, "an HTTP handshake timed out");
            return Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the request did not come whole in time",
            )));
        }
        Pin::new(&mut self.socket).poll_read(cx, buf)
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        // An answer: the request came whole.
        self.deadline = None;
        Pin::new(&mut self.socket).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        self.deadline = None;
        Pin::new(&mut self.socket).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.socket.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.socket).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.socket).poll_shutdown(cx)
    }
}

/// Raises the process's soft limit of open files to its hard limit (each connection
/// is one; the usual soft limit, 1,024, is a few hundred players): the limits before and
/// after. Unix only; elsewhere nothing changes.
#[allow(
    clippy::unnecessary_cast,
    reason = "rlim_t is 32 bits on some systems, 64 on Linux"
)]
pub fn raise_open_files() -> io::Result<(u64, u64)> {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes one rlimit, which `limit` is.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
            return Err(io::Error::last_os_error());
        }
        let before = limit.rlim_cur as u64;
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max;
            // SAFETY: setrlimit reads one rlimit, which `limit` is.
            if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) } != 0 {
                return Err(io::Error::last_os_error());
            }
        }
        Ok((before, limit.rlim_cur as u64))
    }
    #[cfg(not(unix))]
    Err(io::Error::other("not on this system"))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    #[allow(clippy::unnecessary_cast, reason = "as in raise_open_files")]
    fn the_soft_limit_of_open_files_is_raised_to_the_hard_one() {
        let (before, after) = raise_open_files().unwrap();
        assert!(after >= before);
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: as in raise_open_files.
        assert_eq!(
            unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) },
            0
        );
        assert_eq!(limit.rlim_cur, limit.rlim_max);
        assert_eq!(limit.rlim_cur as u64, after);
    }
}
