//! The attract loop's panel, where a match's HUD would be: the game being played, its
//! goal in one sentence, and a large "Touch to play" that breathes; with the result in
//! a small window between two games.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::booth::{AttractLoop, Booth};
use crate::i18n::{Tr, fill};
use crate::layout::Layout;
use crate::screens::result::FinalResult;
use crate::screens::{InMatch, Screen};
use crate::settings::Settings;
use crate::ui_style::ScreenUi;

/// Draws the attract panel.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show.in_set(ScreenUi)
            .run_if(in_state(Booth::Attract))
            .run_if(in_state(InMatch)),
    );
}

fn show(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    layout: Res<Layout>,
    attract: Res<AttractLoop>,
    screen: Res<State<Screen>>,
    result: Res<FinalResult>,
    time: Res<Time>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let game = attract.game.and_then(crate::catalog::find);
    crate::kit::panel::show_panel(ctx, &layout, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.08);
            ui.label(egui::RichText::new("Plateau").size(22.0).weak());
            if let Some(game) = game {
                ui.label(egui::RichText::new(game.name(lang)).size(34.0).strong());
                ui.label(
                    egui::RichText::new(game.goal_line(None, lang))
                        .size(18.0)
                        .italics(),
                );
            }
            ui.add_space(18.0);
            if *screen.get() == Screen::Result && result.result.is_some() {
                ui.label(
                    egui::RichText::new(result.headline(lang))
                        .size(22.0)
                        .strong(),
                );
                ui.label(result.reason(lang));
                ui.add_space(12.0);
            }
            // "Touch to play", breathing slowly.
            let breath = 0.75 + 0.25 * (time.elapsed_secs() * 2.0).sin();
            let colour = egui::Color32::from_rgb(250, 205, 80).gamma_multiply(breath);
            ui.label(
                egui::RichText::new(Tr::TouchToPlay.get(lang))
                    .size(44.0)
                    .strong()
                    .color(colour),
            );
            ui.add_space(6.0);
            ui.label(egui::RichText::new(Tr::TouchToPlayLine.get(lang)).size(18.0));
            if let Some(game) = game {
                ui.add_space(10.0);
                ui.label(
                    egui::RichText::new(fill(
                        Tr::ComputerPlaysItself.get(lang),
                        &[("game", game.name(lang))],
                    ))
                    .weak(),
                );
            }
        });
    });
    Ok(())
}
