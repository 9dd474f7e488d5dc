//! The app's one connection to a game server: a [`plateau_client::Session`] kept as
//! main-thread data (the page's WebSocket cannot leave the main thread), polled once a
//! frame, its events handed on as [`OnlineEvent`] messages for every system that needs
//! them.

use bevy::prelude::*;
use plateau_client::{AddressError, Event, Session};

/// The connection to a game server, when there is one (main-thread data: read it with
/// `NonSend<OnlineSession>` / `NonSendMut<OnlineSession>`).
#[derive(Default)]
pub struct OnlineSession(Option<Session>);

impl OnlineSession {
    /// Connects to the server at `address`, leaving any earlier server.
    pub fn connect(&mut self, address: &str) -> Result<&mut Session, AddressError> {
        Ok(self.0.insert(Session::connect(address)?))
    }

    /// The session, when connected or connecting.
    pub fn get(&self) -> Option<&Session> {
        self.0.as_ref()
    }

    /// The session, to send requests through.
    pub fn get_mut(&mut self) -> Option<&mut Session> {
        self.0.as_mut()
    }

    /// Leaves the server: the socket closes; seats held keep their tokens.
    pub fn leave(&mut self) {
        self.0 = None;
    }
}

/// Something the session told, in the order it happened; read by the online screens
/// and the match's remote seats.
#[derive(Message, Clone, Debug)]
pub struct OnlineEvent(pub Event);

/// The session holds a game's seat or watches one, and its first state has arrived:
/// the match starts from the session's game (sent by the online screens).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct EnterOnlineMatch;

/// Polls the session every frame and hands its events on.
pub fn plugin(app: &mut App) {
    app.init_non_send::<OnlineSession>()
        .add_message::<OnlineEvent>()
        .add_message::<EnterOnlineMatch>()
        .add_systems(PreUpdate, poll);
}

/// Reads what arrived and hands it on.
fn poll(mut online: NonSendMut<OnlineSession>, mut events: MessageWriter<OnlineEvent>) {
    if let Some(session) = online.get_mut() {
        session.poll();
        events.write_batch(session.events().map(OnlineEvent));
    }
}
