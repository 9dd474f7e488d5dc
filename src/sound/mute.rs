//! Muting: the M key anywhere (unless a text field has the keyboard), and a toggle in
//! the match panel's top corner, beside the game's title (through the kit's
//! [`PanelCorner`]), so that it never lies over the board. The volume stays as it was
//! for unmuting. At a booth the operator sets the sound: neither is there.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::i18n::Tr;
use crate::kit::panel_corner::{CornerPressed, CornerToggle, PanelCorner};
use crate::settings::Settings;

/// The toggle's name among the panel's buttons.
pub const MUTE: &str = "mute";

/// The M key, and the toggle in the match panel.
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        mute_key
            .run_if(resource_exists::<ButtonInput<KeyCode>>)
            .run_if(crate::fair_mode::at_home),
    )
    .add_systems(
        Update,
        (press_toggle, offer_toggle)
            .chain()
            .run_if(resource_exists::<PanelCorner>),
    );
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

/// The toggle pressed in the panel: mute, or unmute.
fn press_toggle(mut pressed: MessageReader<CornerPressed>, mut settings: ResMut<Settings>) {
    for CornerPressed(name) in pressed.read() {
        if *name == MUTE {
            settings.sound.muted = !settings.sound.muted;
        }
    }
}

/// Keeps the toggle in the panel's corner as the settings say (none at a booth).
fn offer_toggle(
    settings: Res<Settings>,
    fair: Option<Res<crate::fair_mode::FairMode>>,
    mut corner: ResMut<PanelCorner>,
) {
    let lang = settings.language;
    let muted = settings.sound.muted;
    let mut toggles: Vec<CornerToggle> = corner
        .0
        .iter()
        .filter(|t| t.name != MUTE)
        .cloned()
        .collect();
    if fair.is_none() {
        let text = if muted {
            Tr::SoundUnmute
        } else {
            Tr::SoundMute
        };
        toggles.push(CornerToggle {
            name: MUTE,
            text: text.get(lang).to_string(),
            on: muted,
            hover: Tr::SoundMuteKey.get(lang).to_string(),
        });
    }
    corner.set_if_neq(PanelCorner(toggles));
}
