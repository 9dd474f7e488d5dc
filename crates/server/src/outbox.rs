//! A connection's queue of frames to send: bounded, so that a client that does not
//! read is dropped instead of filling the server's memory.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::{Notify, mpsc};

/// The sending end of a connection's queue, shared by the rooms it watches.
#[derive(Clone)]
pub struct Outbox {
    sender: mpsc::Sender<Arc<str>>,
    dropped: Arc<Dropped>,
}

/// Raised when the queue overflowed; the connection then closes.
#[derive(Default)]
pub struct Dropped {
    flag: AtomicBool,
    notify: Notify,
}

impl Dropped {
    /// Waits until the queue overflowed.
    pub async fn wait(&self) {
        loop {
            let notified = self.notify.notified();
            if self.flag.load(Ordering::Acquire) {
                return;
            }
            notified.await;
        }
    }
}

impl Outbox {
    /// A queue of `capacity` frames, its receiving end, and the overflow signal.
    pub fn new(capacity: usize) -> (Outbox, mpsc::Receiver<Arc<str>>, Arc<Dropped>) {
        let (sender, receiver) = mpsc::channel(capacity.max(1));
        let dropped = Arc::new(Dropped::default());
        (
            Outbox {
                sender,
                dropped: dropped.clone(),
            },
            receiver,
            dropped,
        )
    }

    /// Queues `message` as JSON.
    pub fn send_message(&self, message: &crate::protocol::ServerMessage) {
        self.send(frame(message));
    }

    /// Queues `message` if the queue has room, and otherwise lets it go without
    /// marking the connection dropped: for refusals for abuse, which the strikes count
    /// whether or not the client reads them, so that a flood ends in the abuse close.
    pub fn offer_message(&self, message: &crate::protocol::ServerMessage) {
        let _ = self.sender.try_send(frame(message));
    }

    /// Queues `frame`; when the queue is full, the connection is marked dropped.
    pub fn send(&self, frame: Arc<str>) {
        if self.sender.try_send(frame).is_err() && !self.dropped.flag.swap(true, Ordering::AcqRel) {
            self.dropped.notify.notify_waiters();
        }
    }
}

/// `message` as the text frame sent to clients (JSON), to queue on one outbox or share
/// among several.
pub fn frame(message: &crate::protocol::ServerMessage) -> Arc<str> {
    // Messages hold strings, numbers and string-keyed maps: they always serialise.
    Arc::from(serde_json::to_string(message).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_full_queue_marks_the_client_dropped() {
        let (outbox, mut queue, dropped) = Outbox::new(2);
        outbox.send(Arc::from("one"));
        outbox.send(Arc::from("two"));
        assert!(!dropped.flag.load(Ordering::Acquire));
        outbox.send(Arc::from("three"));
        tokio::time::timeout(std::time::Duration::from_secs(1), dropped.wait())
            .await
            .expect("the overflow is signalled");
        assert_eq!(queue.recv().await.as_deref(), Some("one"));
    }

    #[tokio::test]
    async fn an_offered_frame_past_the_bound_is_let_go_without_dropping_the_client() {
        let (outbox, mut queue, dropped) = Outbox::new(1);
        let refusal = crate::protocol::ServerMessage::Error {
            code: "rate_limited".to_string(),
            message: "slow down".to_string(),
        };
        outbox.offer_message(&refusal);
        outbox.offer_message(&refusal);
        assert!(!dropped.flag.load(Ordering::Acquire));
        assert!(queue.recv().await.is_some());
        assert!(queue.try_recv().is_err(), "the second refusal was let go");
    }
}
