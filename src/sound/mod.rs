//! Sound: a cue for each step the board animates (a stone put down, a ring sliding,
//! markers turning over one by one, a row taken), and for the game's end as the person
//! at the screen sees it. The cues are synthesised at start-up by `plateau-sound`
//! (docs/sound.md); this feature listens to the kit's [`crate::kit::animation::BeatShown`],
//! so a move sounds as it animates and a board snapped into place is silent.
//!
//! [`cues`] decides what is heard (headless too, for the tests), [`clicks`] hears the
//! interface's buttons; [`output`] plays it when the app has Bevy's audio, and
//! [`device`] tells whether that has a device to play on; [`mute`] is the M key and the
//! match screen's button.
//! The settings it plays by, and their rows, are on the ground floor
//! (`crate::sound_settings`).

pub mod clicks;
pub mod cues;
pub mod device;
pub mod mute;
pub mod output;

pub use cues::PlayCue;

use bevy::prelude::*;

/// What is heard, and (with Bevy's audio) playing it.
pub fn plugin(app: &mut App) {
    app.add_plugins((cues::plugin, clicks::plugin, mute::plugin));
    if app.is_plugin_added::<bevy::audio::AudioPlugin>() {
        app.add_plugins((output::plugin, device::plugin));
    }
}
