//! Small toggles a feature keeps in the match panel's top corner, beside the game's
//! title (the sound's Mute): the feature fills [`PanelCorner`] while they apply, the
//! kit draws them in the panel (never over the board) and says which was pressed.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::ui_targets::{FoundButtons, note_button};

/// The toggles the match panel shows in its top corner, right to left.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PanelCorner(pub Vec<CornerToggle>);

/// One toggle of the [`PanelCorner`].
#[derive(Clone, Debug, PartialEq)]
pub struct CornerToggle {
    /// Its name among the panel's buttons (for the tests and the page).
    pub name: &'static str,
    /// The words on it.
    pub text: String,
    /// Whether it shows as switched on.
    pub on: bool,
    /// What hovering it says.
    pub hover: String,
}

/// A toggle of the [`PanelCorner`] was pressed, by its name.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CornerPressed(pub &'static str);

/// A row with `title` (wrapped in the room left) and the corner's toggles at its right
/// end; the toggles are noted in `found` and the pressed one is returned.
pub fn title_row(
    ui: &mut egui::Ui,
    title: Option<egui::RichText>,
    corner: &PanelCorner,
    found: &mut FoundButtons,
) -> Option<CornerPressed> {
    let mut pressed = None;
    // The toggles first, at the right; the title wraps in the room they leave.
    egui::containers::Sides::new().shrink_left().wrap().show(
        ui,
        |ui| {
            if let Some(title) = title {
                ui.label(title);
            }
        },
        |ui| {
            for toggle in &corner.0 {
                // Its words never wrap, whatever they say now ("Mute", "Unmute").
                let button = egui::Button::new(&toggle.text)
                    .selected(toggle.on)
                    .wrap_mode(egui::TextWrapMode::Extend);
                let response = ui.add(button).on_hover_text(&toggle.hover);
                note_button(found, ui, toggle.name, &response);
                if response.clicked() {
                    pressed = Some(CornerPressed(toggle.name));
                }
            }
        },
    );
    pressed
}
