//! Learning to play: a game's lesson (see [`lessons`]) run over a real match of the
//! game. Each step sets up its board, shows its moves one by one, explains, and may ask
//! the person for a move: a move the step did not ask for is refused with a word of
//! help ("try again", "show me", "skip"); the last step offers a game against the
//! computer at beginner. The match's HUD gives way to the lesson's panel (see [`ui`]).

pub mod lessons;
pub mod run;
pub mod ui;

use bevy::prelude::*;

/// The lessons' logic, and the choice of a lesson in an app with a window (the lesson's
/// panel is the match HUD's, see `kit::hud`).
pub fn plugin(app: &mut App) {
    app.add_plugins(run::plugin);
    if app.is_plugin_added::<WindowPlugin>() {
        app.add_plugins(ui::plugin);
    }
}
