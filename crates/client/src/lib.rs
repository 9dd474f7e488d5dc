//! The app's connection to a Plateau game server (protocol v1,
//! docs/online-protocol.md), without Bevy: a [`Session`] keeps one WebSocket up by
//! itself (tungstenite on a thread on the desktop, the browser's in the page), takes
//! back its seat with the seat's token after a drop, keeps the latest [`Game`] and
//! queues [`Event`]s. The app calls [`Session::poll`] each frame; nothing blocks and
//! no async runtime is needed.

mod address;
mod connection;
mod event;
mod game;
mod session;
mod socket;

pub use address::{AddressError, invitation_code, server_url};
pub use connection::{Connection, Failure, Patience};
pub use event::{Change, Event, Refusal};
pub use game::Game;
pub use plateau_protocol as protocol;
pub use session::{NewGame, QuickGame, Session};
