//! A visitor's game at the booth: "Still playing?" with its countdown when nobody has
//! touched the screen for a while, and the result with "Play again" and "Another game"
//! (and the seconds left before the attract loop comes back).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::booth::{Booth, BoothAction, BoothClock, VISITOR_RESULT_SECONDS, VisitorGame};
use super::config::BoothSettings;
use super::picker_ui::TOUCH_TARGET;
use crate::i18n::{Tr, fill};
use crate::layout::Layout;
use crate::screens::Screen;
use crate::screens::result::FinalResult;
use crate::settings::Settings;
use crate::ui_style::ScreenUi;

/// Seconds before the result goes at which its countdown shows.
const RESULT_COUNTDOWN_SHOWN: f32 = 10.0;

/// Draws the countdown and the result.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            still_playing.run_if(in_state(Screen::Match)),
            result.run_if(in_state(Screen::Result)),
        )
            .in_set(ScreenUi)
            .run_if(in_state(Booth::Playing)),
    );
}

fn still_playing(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    booth: Res<BoothSettings>,
    clock: Res<BoothClock>,
    mut actions: MessageWriter<BoothAction>,
) -> Result {
    let Some(left) = clock.countdown(&booth) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    egui::Window::new("still-playing")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_width(320.0);
            ui.vertical_centered(|ui| {
                ui.add_space(8.0);
                ui.label(
                    egui::RichText::new(Tr::StillPlaying.get(lang))
                        .size(36.0)
                        .strong(),
                );
                let n = (left.ceil() as u32).to_string();
                ui.label(
                    egui::RichText::new(fill(Tr::BackToDemoIn.get(lang), &[("n", &n)])).size(20.0),
                );
                ui.add_space(10.0);
                let button =
                    egui::Button::new(egui::RichText::new(Tr::StillHere.get(lang)).size(22.0));
                if ui.add_sized([300.0, TOUCH_TARGET], button).clicked() {
                    actions.write(BoothAction::Touch);
                }
                ui.add_space(6.0);
            });
        });
    Ok(())
}

fn result(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    final_result: Res<FinalResult>,
    clock: Res<BoothClock>,
    visitor: Option<Res<VisitorGame>>,
    layout: Res<Layout>,
    mut actions: MessageWriter<BoothAction>,
) -> Result {
    let Some(visitor) = visitor else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    // Over the HUD's side, like the home result, so that the final board stays in sight.
    let (anchor, offset, _, _) = crate::screens::result::placement(&layout);
    egui::Window::new("booth-result")
        .title_bar(false)
        .resizable(false)
        .anchor(anchor, offset)
        .show(ctx, |ui| {
            ui.set_width(300.0);
            ui.vertical_centered(|ui| {
                ui.add_space(6.0);
                ui.label(
                    egui::RichText::new(final_result.headline(lang))
                        .size(32.0)
                        .strong(),
                );
                ui.add(egui::Label::new(final_result.reason(lang)).wrap());
                ui.add_space(10.0);
                let again =
                    egui::Button::new(egui::RichText::new(Tr::PlayAgain.get(lang)).size(22.0));
                if ui.add_sized([290.0, TOUCH_TARGET], again).clicked() {
                    actions.write(BoothAction::Play {
                        game: visitor.game,
                        against_computer: visitor.against_computer,
                    });
                }
                let other =
                    egui::Button::new(egui::RichText::new(Tr::OtherGame.get(lang)).size(22.0));
                if ui.add_sized([290.0, TOUCH_TARGET], other).clicked() {
                    actions.write(BoothAction::OtherGame);
                }
                let left = VISITOR_RESULT_SECONDS - clock.idle;
                if left <= RESULT_COUNTDOWN_SHOWN {
                    let n = (left.max(0.0).ceil() as u32).to_string();
                    ui.label(
                        egui::RichText::new(fill(Tr::BackToDemoIn.get(lang), &[("n", &n)])).weak(),
                    );
                }
                ui.add_space(4.0);
            });
        });
    Ok(())
}
