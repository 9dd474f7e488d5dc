//! A connection's writer: sends the frames its queue holds, in order, and at the end
//! its last word and a Close frame that says why, so that a client always learns why
//! it was closed before the connection goes.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{mpsc, oneshot};

use crate::outbox::frame;
use crate::protocol::ServerMessage;

/// Why a connection ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The client closed it, or it broke.
    Done,
    /// Too many refusals for abuse: the `closed` error, then a Close frame (1008).
    Abuse,
    /// The client does not read its messages: a Close frame (1008).
    NotReading,
}

/// Sends `queue`'s frames until `ending` says the connection ends; then what was queued
/// before it, the last word it calls for (past the queue's bound, which a burst of the
/// client's own requests may have filled), and a Close frame.
pub async fn write(
    mut sink: SplitSink<WebSocket, Message>,
    mut queue: mpsc::Receiver<Arc<str>>,
    mut ending: oneshot::Receiver<Ending>,
) {
    let ending = loop {
        tokio::select! {
            biased;
            frame = queue.recv() => match frame {
                Some(frame) => {
                    if sink.send(Message::Text(frame.as_ref().into())).await.is_err() {
                        return;
                    }
                }
                None => break (&mut ending).await.unwrap_or(Ending::Done),
            },
            ending = &mut ending => break ending.unwrap_or(Ending::Done),
        }
    };
    // What was queued before the end goes first.
    while let Ok(frame) = queue.try_recv() {
        if sink
            .send(Message::Text(frame.as_ref().into()))
            .await
            .is_err()
        {
            return;
        }
    }
    let reason = match ending {
        Ending::Done => {
            let _ = sink.close().await;
            return;
        }
        Ending::Abuse => {
            let closed = frame(&ServerMessage::Error {
                code: "closed".to_string(),
                message: "closed for repeated abuse".to_string(),
            });
            if sink
                .send(Message::Text(closed.as_ref().into()))
                .await
                .is_err()
            {
                return;
            }
            "closed for repeated abuse"
        }
        Ending::NotReading => "the client does not read its messages",
    };
    let close = CloseFrame {
        code: close_code::POLICY,
        reason: reason.into(),
    };
    let _ = sink.send(Message::Close(Some(close))).await;
    let _ = sink.flush().await;
}

/// Reads on after the close until the client answers it (or `stream` ends): the kernel
/// then does not reset a connection that still holds unread messages (a reset would
/// throw away the last frames, the reason for closing among them).
pub async fn await_close(stream: &mut futures_util::stream::SplitStream<WebSocket>) {
    while let Some(Ok(message)) = stream.next().await {
        if matches!(message, Message::Close(_)) {
            break;
        }
    }
}
