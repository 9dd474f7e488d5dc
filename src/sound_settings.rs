//! The player's sound settings, kept with the others in `settings.json`: the volume,
//! what is heard, and at a booth the attract game's share; and their rows in the
//! settings window and the booth operator's menu. The sound feature (`src/sound/`)
//! plays by them.

use bevy_egui::egui;
use serde::{Deserialize, Serialize};

use crate::i18n::{Language, Tr};
use crate::ui_style::row_label;

/// Whether there is an audio device to play on (found by the sound feature, said in
/// the settings' sound rows).
#[derive(bevy::prelude::Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AudioDevice {
    /// Not known yet (or the app has no audio at all: a headless test).
    #[default]
    Unknown,
    /// Bevy's audio plays on a device.
    Found,
    /// Bevy's audio found no device: nothing can be heard.
    Missing,
}

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

/// The sound rows of the settings window's grid (one column when `narrow`): the
/// volume (and, when there is no audio device, that nothing can be heard), effects on
/// or off, and the computer's moves.
pub fn settings_rows(
    ui: &mut egui::Ui,
    sound: &mut SoundSettings,
    no_device: bool,
    lang: Language,
    narrow: bool,
) {
    row_label(ui, Tr::SoundVolume.get(lang), narrow);
    ui.horizontal(|ui| {
        ui.add(egui::Slider::new(&mut sound.volume, 0.0..=1.0).show_value(false));
        ui.checkbox(&mut sound.muted, Tr::SoundMuted.get(lang));
    });
    ui.end_row();
    if no_device {
        row_label(ui, "", narrow);
        ui.label(egui::RichText::new(Tr::SoundNoDevice.get(lang)).weak());
        ui.end_row();
    }
    ui.label("");
    ui.checkbox(&mut sound.effects, Tr::SoundEffects.get(lang));
    ui.end_row();
    row_label(ui, "", narrow);
    ui.add_enabled(
        sound.effects,
        egui::Checkbox::new(&mut sound.computer_moves, Tr::SoundComputer.get(lang)),
    );
    ui.end_row();
}

/// The operator's sound rows at a booth (visitors have no sound control): the volume,
/// and whether the attract game is heard.
pub fn operator_rows(ui: &mut egui::Ui, sound: &mut SoundSettings, lang: Language) {
    ui.label(
        egui::RichText::new(Tr::SoundVolume.get(lang))
            .size(20.0)
            .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        ui.add(egui::Slider::new(&mut sound.volume, 0.0..=1.0).show_value(false));
        ui.checkbox(&mut sound.muted, Tr::SoundMuted.get(lang));
        ui.checkbox(&mut sound.attract_heard, Tr::SoundAttract.get(lang));
    });
}
