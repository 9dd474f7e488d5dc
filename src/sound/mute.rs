//! Muting: the M key anywhere (unless a text field has the keyboard), and a button in
//! the corner of the match screen's board. The volume stays as it was for unmuting.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::i18n::Tr;
use crate::screens::Screen;
use crate::settings::Settings;
use crate::ui_style::ScreenUi;

/// The M key, and the button on the match screen (with a window).
pub fn plugin(app: &mut App) {
    // At a booth the operator sets the sound; visitors cannot change it.
    app.add_systems(
        Update,
        mute_key
            .run_if(resource_exists::<ButtonInput<KeyCode>>)
            .run_if(crate::fair_mode::at_home),
    );
    if app.is_plugin_added::<bevy_egui::EguiPlugin>() {
        app.add_systems(
            EguiPrimaryContextPass,
            mute_button
                .in_set(ScreenUi)
                .run_if(in_state(Screen::Match))
                .run_if(crate::fair_mode::at_home),
        );
    }
}

/// M turns the sound off, or on again.
pub fn mute_key(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    mut settings: ResMut<Settings>,
) {
    if egui.is_some_and(|e| e.wants_any_keyboard_input()) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyM) {
        settings.sound.muted = !settings.sound.muted;
    }
}

/// The button in the board's top-left corner: mute, or unmute.
fn mute_button(mut contexts: EguiContexts, mut settings: ResMut<Settings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let muted = settings.sound.muted;
    let text = if muted {
        Tr::SoundUnmute
    } else {
        Tr::SoundMute
    };
    let clicked = egui::Area::new(egui::Id::new("sound-mute"))
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 8.0))
        .show(ctx, |ui| {
            ui.add(egui::Button::new(text.get(lang)).selected(muted))
                .on_hover_text(Tr::SoundMuteKey.get(lang))
                .clicked()
        })
        .inner;
    if clicked {
        settings.sound.muted = !muted;
    }
    Ok(())
}
