//! The look of every egui screen: larger text and touch-sized controls, zoomed with the
//! window (kiosks and 4K screens).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::layout::Layout;

/// Applies the style and keeps the zoom in step with the window.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        apply.before(crate::screens::dialogs::ScreenUi),
    );
}

fn apply(mut contexts: EguiContexts, layout: Res<Layout>, mut styled: Local<bool>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - layout.zoom).abs() > f32::EPSILON {
        ctx.set_zoom_factor(layout.zoom);
    }
    if !*styled {
        ctx.global_style_mut(|style| {
            use egui::{FontFamily, FontId, TextStyle};
            style.text_styles = [
                (
                    TextStyle::Small,
                    FontId::new(13.0, FontFamily::Proportional),
                ),
                (TextStyle::Body, FontId::new(16.0, FontFamily::Proportional)),
                (
                    TextStyle::Button,
                    FontId::new(16.0, FontFamily::Proportional),
                ),
                (
                    TextStyle::Heading,
                    FontId::new(24.0, FontFamily::Proportional),
                ),
                (
                    TextStyle::Monospace,
                    FontId::new(15.0, FontFamily::Monospace),
                ),
            ]
            .into();
            style.spacing.button_padding = egui::vec2(12.0, 7.0);
            style.spacing.item_spacing = egui::vec2(8.0, 7.0);
            style.spacing.interact_size.y = 30.0;
            style.visuals.selection.bg_fill = egui::Color32::from_rgb(40, 110, 150);
            style.visuals.widgets.inactive.corner_radius = egui::CornerRadius::same(6);
            style.visuals.widgets.hovered.corner_radius = egui::CornerRadius::same(6);
            style.visuals.widgets.active.corner_radius = egui::CornerRadius::same(6);
        });
        *styled = true;
    }
    Ok(())
}
