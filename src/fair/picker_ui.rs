//! The booth's game picker: a large card per game shown (its name and goal in one
//! sentence), each with "Against the computer" and "Two players", over the whole
//! screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::booth::{Booth, BoothAction, BoothClock, PICKER_ARMED_SECONDS};
use super::card_pictures::CardPictures;
use super::config::BoothSettings;
use crate::i18n::Tr;
use crate::settings::Settings;
use crate::ui_style::ScreenUi;
use crate::ui_targets::UiTargets;

/// The smallest height of a control a finger must hit, in points.
pub const TOUCH_TARGET: f32 = 56.0;

/// Draws the picker.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show.in_set(ScreenUi).run_if(in_state(Booth::Picker)),
    )
    .add_systems(OnExit(Booth::Picker), |mut targets: ResMut<UiTargets>| {
        UiTargets::set_screen(&mut targets, "picker:", &[], 1.0);
    });
}

/// Covers the whole screen with `content` on an opaque ground, above everything else.
pub fn full_screen(ctx: &egui::Context, id: &'static str, content: impl FnOnce(&mut egui::Ui)) {
    let rect = ctx.viewport_rect();
    egui::Area::new(id.into())
        .order(egui::Order::Foreground)
        .fixed_pos(rect.min)
        .show(ctx, |ui| {
            ui.set_min_size(rect.size());
            ui.set_max_size(rect.size());
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(24, 28, 34))
                .inner_margin(16.0)
                .show(ui, |ui| {
                    ui.set_min_size(rect.size() - egui::vec2(32.0, 32.0));
                    content(ui);
                });
        });
}

fn show(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    booth: Res<BoothSettings>,
    clock: Res<BoothClock>,
    mut targets: ResMut<UiTargets>,
    pictures: Res<CardPictures>,
    mut actions: MessageWriter<BoothAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let armed = clock.in_phase >= PICKER_ARMED_SECONDS;
    // Where each card's buttons are, for the page's tests (`picker:y:computer`).
    let mut found = Vec::new();
    full_screen(ctx, "picker", |ui| {
        ui.vertical_centered(|ui| {
            ui.label(
                egui::RichText::new(Tr::ChooseGame.get(lang))
                    .size(36.0)
                    .strong(),
            );
        });
        ui.add_space(12.0);
        let width = ui.available_width();
        let gap = 16.0;
        let columns = ((width + gap) / (340.0 + gap)).floor().clamp(1.0, 4.0) as usize;
        let card_width = (width - gap * (columns - 1) as f32) / columns as f32;
        egui::ScrollArea::vertical().show(ui, |ui| {
            let games = booth.shown_games();
            for row in games.chunks(columns) {
                ui.horizontal_top(|ui| {
                    ui.spacing_mut().item_spacing.x = gap;
                    for &id in row {
                        let Some(game) = crate::catalog::find(id) else {
                            continue;
                        };
                        egui::Frame::group(ui.style())
                            .fill(egui::Color32::from_rgb(40, 46, 56))
                            .inner_margin(14.0)
                            .corner_radius(10.0)
                            .show(ui, |ui| {
                                ui.vertical(|ui| {
                                    let inner = card_width - 30.0;
                                    ui.set_width(inner);
                                    ui.horizontal_top(|ui| {
                                        if let Some(&picture) = pictures.0.get(game.id) {
                                            let size = egui::vec2(96.0, 96.0);
                                            ui.add(egui::Image::new((picture, size)));
                                        }
                                        ui.vertical(|ui| {
                                            let name = egui::RichText::new(game.name(lang));
                                            ui.label(name.size(28.0).strong());
                                            let goal = game.goal_line(None, lang);
                                            let goal = egui::RichText::new(goal).size(17.0);
                                            ui.add(egui::Label::new(goal).wrap());
                                        });
                                    });
                                    ui.add_space(8.0);
                                    let choices =
                                        [(Tr::AgainstComputer, true), (Tr::TwoPlayers, false)];
                                    for (text, against_computer) in choices {
                                        let button = egui::Button::new(
                                            egui::RichText::new(text.get(lang)).size(20.0),
                                        );
                                        let response = ui.add_sized([inner, TOUCH_TARGET], button);
                                        let kind = if against_computer {
                                            "computer"
                                        } else {
                                            "people"
                                        };
                                        found.push((
                                            format!("picker:{}:{kind}", game.id),
                                            response.rect,
                                        ));
                                        if response.clicked() && armed {
                                            actions.write(BoothAction::Play {
                                                game: game.id,
                                                against_computer,
                                            });
                                        }
                                    }
                                    let glance = egui::Button::new(
                                        egui::RichText::new(Tr::RulesInThirtySeconds.get(lang))
                                            .size(18.0),
                                    );
                                    let response = ui.add_sized([inner, TOUCH_TARGET], glance);
                                    found
                                        .push((format!("picker:{}:rules", game.id), response.rect));
                                    if response.clicked() && armed {
                                        actions.write(BoothAction::Glance(game.id));
                                    }
                                })
                            });
                    }
                });
                ui.add_space(gap);
            }
        });
    });
    let visible = ctx.viewport_rect();
    found.retain(|(_, rect)| visible.contains_rect(*rect));
    UiTargets::set_screen(&mut targets, "picker:", &found, ctx.zoom_factor());
    Ok(())
}
