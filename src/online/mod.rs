//! Playing on a Plateau game server (`plateau-server`): the connection, the online
//! screens (create, join, lobby, watch) and the remote seats of a match. A feature
//! above the kit: it reaches the match through the hooks the kit offers.

pub mod account_texts;
pub mod history_texts;
pub mod hud;
pub mod rating;
pub mod remote;
pub mod screens;
pub mod session;

use bevy::prelude::*;

/// The online feature's systems and messages (the screens' drawing is
/// [`screens::ui::plugin`]).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        screens::plugin,
        screens::history::plugin,
        screens::start::plugin,
        remote::plugin,
        hud::plugin,
    ));
}
