//! The app's one connection to a game server: a [`plateau_client::Session`] kept as
//! main-thread data (the page's WebSocket cannot leave the main thread), polled once a
//! frame, its events handed on as [`OnlineEvent`] messages for every system that needs
//! them. The moment the game's last state came is kept beside it ([`StateReceived`]).

use std::time::Duration;

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

/// When the session's game last came from the server, on the app's real clock (Bevy's
/// `Time<Real>`, which the page has too and a test sets by hand): what the state tells
/// of time (how long an opponent has been away) runs on from there.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StateReceived(pub Duration);

impl StateReceived {
    /// How long ago the state came, in milliseconds, `time` being the real clock.
    pub fn age_ms(&self, time: &Time<Real>) -> u64 {
        time.elapsed().saturating_sub(self.0).as_millis() as u64
    }
}

/// Polls the session every frame and hands its events on.
pub fn plugin(app: &mut App) {
    app.init_non_send::<OnlineSession>()
        .init_resource::<StateReceived>()
        .add_message::<OnlineEvent>()
        .add_message::<EnterOnlineMatch>()
        .add_systems(PreUpdate, poll);
}

/// Reads what arrived and hands it on, noting when a state came.
fn poll(
    mut online: NonSendMut<OnlineSession>,
    mut events: MessageWriter<OnlineEvent>,
    mut received: ResMut<StateReceived>,
    time: Res<Time<Real>>,
) {
    if let Some(session) = online.get_mut() {
        session.poll();
        for event in session.events() {
            if matches!(event, Event::State(_)) {
                received.0 = time.elapsed();
            }
            events.write(OnlineEvent(event));
        }
    }
}
