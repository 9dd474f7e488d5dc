//! The sound settings' rows in the settings window and in the booth operator's menu.

use bevy_egui::egui;

use crate::i18n::{Language, Tr};
use crate::sound_settings::SoundSettings;

/// The sound rows of the settings window's grid: the volume, effects on or off, and
/// the computer's moves.
pub fn settings_rows(ui: &mut egui::Ui, sound: &mut SoundSettings, lang: Language) {
    ui.label(Tr::SoundVolume.get(lang));
    ui.horizontal(|ui| {
        ui.add(egui::Slider::new(&mut sound.volume, 0.0..=1.0).show_value(false));
        ui.checkbox(&mut sound.muted, Tr::SoundMuted.get(lang));
    });
    ui.end_row();
    ui.label("");
    ui.checkbox(&mut sound.effects, Tr::SoundEffects.get(lang));
    ui.end_row();
    ui.label("");
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
