//! Text pinned to a place on the board (coordinates, the pool's count), drawn by egui
//! where that place is on screen. The HUD already draws its text with egui, so the app
//! needs no second text renderer (Bevy's text stack would add megabytes to the web
//! bundle).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::ui_style::ScreenUi;

/// A line of text centred on its entity's position.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Visibility)]
pub struct WorldLabel {
    /// What is written.
    pub text: String,
    /// The font's size in world units: the text grows and shrinks with the board.
    pub size: f32,
    /// The text's colour.
    pub color: Color,
}

impl WorldLabel {
    /// A label of `size` world units in `color`.
    pub fn new(text: impl Into<String>, size: f32, color: Color) -> Self {
        Self {
            text: text.into(),
            size,
            color,
        }
    }
}

/// The least height of a label's text, in logical pixels: on a phone the board is
/// small, and its coordinates must stay legible (each board leaves this much room
/// between its edge and its labels).
pub const LEAST_SIZE: f32 = 11.0;

/// Draws every label, under the HUD's panels and dialogs.
pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.before(ScreenUi));
}

/// An egui colour for a Bevy colour.
fn egui_color(color: Color) -> egui::Color32 {
    let [r, g, b, a] = color.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// The height of a label of `size` world units on a board drawn at `scale` world units
/// per logical pixel: as large as the board makes it, and never under [`LEAST_SIZE`].
fn drawn_size(size: f32, scale: f32) -> f32 {
    (size / scale).max(LEAST_SIZE)
}

pub(crate) fn draw(
    mut contexts: EguiContexts,
    camera: Single<(&Camera, &GlobalTransform, &Projection), With<Camera2d>>,
    labels: Query<(&WorldLabel, &GlobalTransform, &InheritedVisibility)>,
) -> Result {
    if labels.is_empty() {
        return Ok(());
    }
    let (camera, camera_place, projection) = *camera;
    let Projection::Orthographic(ortho) = projection else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // The camera's viewport is in logical pixels; egui's points are zoomed.
    let points_per_pixel = camera.target_scaling_factor().unwrap_or(1.0) / ctx.pixels_per_point();
    let painter = ctx.layer_painter(egui::LayerId::background());
    for (label, place, visible) in &labels {
        if !visible.get() {
            continue;
        }
        let Ok(at) = camera.world_to_viewport(camera_place, place.translation()) else {
            continue;
        };
        let size = drawn_size(label.size, ortho.scale) * points_per_pixel;
        painter.text(
            egui::pos2(at.x, at.y) * points_per_pixel,
            egui::Align2::CENTER_CENTER,
            &label.text,
            egui::FontId::proportional(size),
            egui_color(label.color),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_grow_with_the_board_and_stay_legible_on_a_phone() {
        // A Zen board on a phone: a cell of 30 pixels, labels of 0.3 cell.
        let cell = 1.0;
        let phone = cell / 30.0;
        assert_eq!(drawn_size(0.3 * cell, phone), LEAST_SIZE);
        // On a large screen, a cell of 80 pixels: 24-pixel labels.
        assert!((drawn_size(0.3 * cell, cell / 80.0) - 24.0).abs() < 1e-3);
    }

    #[test]
    fn colours_keep_their_srgb_bytes() {
        let color = Color::srgb_u8(107, 89, 66);
        assert_eq!(
            egui_color(color),
            egui::Color32::from_rgb(107, 89, 66),
            "the label is drawn in the palette's colour"
        );
    }
}
