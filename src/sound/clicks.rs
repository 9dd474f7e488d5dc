//! The interface's own clicks: a soft tick for a button, a box ticked or a choice
//! made on any egui screen. egui reports every widget clicked in its output (for
//! screen readers), so no button has to know about the sound.

use bevy::prelude::*;
use bevy_egui::egui::output::OutputEvent;
use bevy_egui::egui::{self, WidgetType};
use bevy_egui::{EguiOutput, EguiPostUpdateSet, PrimaryEguiContext};
use plateau_sound::Cue;

use super::cues::{Hearing, PlayCue};
use crate::settings::Settings;

/// Hears the interface's clicks (nothing without egui: no output is ever made).
pub fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        hear_clicks
            .in_set(Hearing)
            .after(EguiPostUpdateSet::ProcessOutput),
    );
}

/// Whether egui's output says a control was clicked: a button, a box, a choice, a
/// link, not text or a panel.
pub fn control_clicked(output: &egui::PlatformOutput) -> bool {
    output.events.iter().any(|event| match event {
        OutputEvent::Clicked(info) => {
            info.enabled
                && matches!(
                    info.typ,
                    WidgetType::Button
                        | WidgetType::Checkbox
                        | WidgetType::RadioButton
                        | WidgetType::SelectableLabel
                        | WidgetType::ComboBox
                        | WidgetType::CollapsingHeader
                        | WidgetType::Link
                )
        }
        _ => false,
    })
}

/// The frame's egui pass had a control clicked: the click cue, as the settings allow
/// (effects on, not muted, at the volume).
fn hear_clicks(
    outputs: Query<&EguiOutput, (With<PrimaryEguiContext>, Changed<EguiOutput>)>,
    settings: Res<Settings>,
    mut cues: MessageWriter<PlayCue>,
) {
    if !outputs.iter().any(|o| control_clicked(&o.platform_output)) {
        return;
    }
    if let Some(volume) = settings.sound.effects_level() {
        cues.write(PlayCue {
            cue: Cue::Click,
            volume,
        });
    }
}
