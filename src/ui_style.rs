//! The look of every egui screen: one typeface, larger text and touch-sized controls,
//! zoomed with the window (kiosks and 4K screens).

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass, egui};

use crate::layout::Layout;

/// The colour of feedback and warnings for the player (a notice, a request, a move
/// refused).
pub const FEEDBACK: egui::Color32 = egui::Color32::from_rgb(240, 190, 110);

/// The colour of the hint's text (the board shows the hint in the same colour).
pub const HINT: egui::Color32 = egui::Color32::from_rgb(90, 210, 230);

/// Every egui system that draws a screen, a window or the HUD; they run after the style
/// and zoom are applied.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScreenUi;

/// Installs the typeface, applies the style and keeps the zoom in step with the window.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        install_fonts
            .after(EguiPreUpdateSet::InitContexts)
            .before(EguiPreUpdateSet::BeginPass),
    )
    .add_systems(EguiPrimaryContextPass, apply.before(ScreenUi));
}

/// The one typeface of the interface: egui's Ubuntu Light, for every family. egui's
/// default set adds a monospace face and two emoji faces (a megabyte of the web
/// bundle) that no screen uses.
fn fonts() -> egui::FontDefinitions {
    const FACE: &str = "Ubuntu-Light";
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        FACE.to_string(),
        egui::FontData::from_static(epaint_default_fonts::UBUNTU_LIGHT).into(),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec![FACE.to_string()]);
    }
    fonts
}

/// Gives each new egui context its fonts before its first pass, so no text is ever
/// laid out without them.
fn install_fonts(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut context in &mut contexts {
        context.get_mut().set_fonts(fonts());
    }
}

pub(crate) fn apply(
    mut contexts: EguiContexts,
    layout: Res<Layout>,
    mut styled: Local<bool>,
) -> Result {
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
            // Every control at least 44 px tall: easy to hit with a finger.
            style.spacing.interact_size.y = 44.0;
            style.visuals.selection.bg_fill = egui::Color32::from_rgb(40, 110, 150);
            style.visuals.widgets.inactive.corner_radius = egui::CornerRadius::same(6);
            style.visuals.widgets.hovered.corner_radius = egui::CornerRadius::same(6);
            style.visuals.widgets.active.corner_radius = egui::CornerRadius::same(6);
        });
        *styled = true;
    }
    Ok(())
}

/// The letters of `text` the interface's typeface has no glyph for.
#[cfg(test)]
pub(crate) fn missing_letters(text: &str) -> Vec<char> {
    use skrifa::{FontRef, MetadataProvider};
    let face = FontRef::new(epaint_default_fonts::UBUNTU_LIGHT).expect("a valid font");
    let charmap = face.charmap();
    text.chars()
        .filter(|c| !c.is_control() && charmap.map(*c).is_none())
        .collect()
}

/// A settings row's label: the first cell of a grid's row, or, in a `narrow` single
/// column, a heading above its controls (nothing for a row without a label, whose
/// control speaks for itself).
pub fn row_label(ui: &mut egui::Ui, text: &str, narrow: bool) {
    match (narrow, text.is_empty()) {
        (false, _) => {
            ui.label(text);
        }
        (true, false) => {
            ui.add_space(4.0);
            ui.label(egui::RichText::new(text).strong());
        }
        (true, true) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, Tr};

    #[test]
    fn the_typeface_has_every_letter_the_interface_writes() {
        for text in Tr::ALL {
            for language in Language::ALL {
                let words = text.get(language);
                assert_eq!(
                    missing_letters(words),
                    [],
                    "{text:?} in {language:?}: {words}"
                );
            }
        }
        for name in Language::ALL.map(Language::name) {
            assert_eq!(missing_letters(name), [], "{name}");
        }
    }

    #[test]
    fn the_typeface_has_every_letter_of_every_game_option() {
        use plateau_rules::{OptionValues, catalog};
        for game in catalog::games() {
            for spec in game.options {
                let mut texts = vec![spec.label, spec.help];
                if let OptionValues::Choice(choices) = spec.values {
                    texts.extend(choices.iter().map(|choice| choice.label));
                }
                for text in texts {
                    for words in [text.en, text.fr] {
                        assert!(!words.is_empty(), "{} {}", game.id, spec.key);
                        assert_eq!(
                            missing_letters(words),
                            [],
                            "{} {}: {words}",
                            game.id,
                            spec.key
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_letter_outside_the_typeface_is_reported() {
        assert_eq!(missing_letters("Yinsh \u{1F600}"), ['\u{1F600}']);
    }

    #[test]
    fn every_family_is_bound_to_the_typeface() {
        let fonts = fonts();
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            let faces = &fonts.families[&family];
            assert!(!faces.is_empty(), "{family:?} has a face");
            assert!(faces.iter().all(|face| fonts.font_data.contains_key(face)));
        }
    }
}
