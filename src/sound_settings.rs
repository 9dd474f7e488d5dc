//! The player's sound settings, kept with the others in `settings.json`: the volume,
//! what is heard, and at a booth the attract game's share. The sound feature
//! (`src/sound/`) reads them and draws their rows in the settings window.

use serde::{Deserialize, Serialize};

/// How loud the app is, and what it plays.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    /// The master volume, 0 to 1.
    pub volume: f32,
    /// Whether the board's and the game's sounds play.
    pub effects: bool,
    /// Whether the computer's moves are heard too.
    pub computer_moves: bool,
    /// Everything silent for now (the M key, the match screen's button), the volume
    /// kept for later.
    pub muted: bool,
    /// At a booth, whether the computer's game that draws people in is heard (quietly)
    /// or silent: the operator's choice.
    pub attract_heard: bool,
}

/// How loud the booth's attract game is, as a share of the volume.
pub const ATTRACT_SHARE: f32 = 0.3;

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            volume: 0.7,
            effects: true,
            computer_moves: true,
            muted: false,
            attract_heard: true,
        }
    }
}

impl SoundSettings {
    /// The level effects play at, or `None` when they are not heard at all.
    pub fn effects_level(&self) -> Option<f32> {
        let volume = self.volume.clamp(0.0, 1.0);
        (self.effects && !self.muted && volume > 0.0).then_some(volume)
    }

    /// The level of the booth's attract game: quieter than a visitor's game, or
    /// `None` when the operator wants it silent.
    pub fn attract_level(&self) -> Option<f32> {
        self.effects_level()
            .filter(|_| self.attract_heard)
            .map(|volume| volume * ATTRACT_SHARE)
    }
}
