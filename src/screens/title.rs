//! The title screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::dialogs::OpenDialogs;

use super::{Notice, ResumeOnline, SavedMatch, Screen, StartMatch, fill};
use crate::i18n::{Language, Tr};
use crate::online_settings::KeptSeat;
use crate::settings::Settings;
use crate::ui_targets::{FoundButtons, UiTargets, note_button};

/// Draws the title screen.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show.in_set(crate::ui_style::ScreenUi)
            .run_if(in_state(Screen::Title))
            .run_if(crate::fair_mode::at_home),
    )
    .add_systems(OnExit(Screen::Title), |mut targets: ResMut<UiTargets>| {
        UiTargets::set_screen(&mut targets, "title:", &[], 1.0);
    });
}

fn show(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    saved: Res<SavedMatch>,
    mut notice: ResMut<Notice>,
    mut resume_online: ResMut<ResumeOnline>,
    mut dialogs: ResMut<OpenDialogs>,
    mut next: ResMut<NextState<Screen>>,
    mut start: MessageWriter<StartMatch>,
    mut exit: MessageWriter<AppExit>,
    mut targets: ResMut<UiTargets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    // The buttons in sight, for the page and the tests (`title:<name>`).
    let mut found = FoundButtons::new();
    egui::CentralPanel::default().frame(egui::Frame::NONE).show(
        &mut super::root_ui(ctx, "title"),
        |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space((ui.available_height() * 0.18).max(12.0));
                ui.label(egui::RichText::new("Plateau").size(64.0).strong());
                ui.label(egui::RichText::new(Tr::Tagline.get(lang)).size(18.0).weak());
                ui.add_space(28.0);
                if let Some(text) = &notice.0 {
                    let mut dismissed = false;
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_max_width(460.0);
                        ui.label(egui::RichText::new(text).color(crate::ui_style::FEEDBACK));
                        dismissed = ui.button(Tr::Close.get(lang)).clicked();
                    });
                    if dismissed {
                        notice.0 = None;
                    }
                    ui.add_space(16.0);
                }
                let mut button = |ui: &mut egui::Ui, text: Tr, name: &str| {
                    let response = ui.add_sized(
                        [280.0, 44.0],
                        egui::Button::new(egui::RichText::new(text.get(lang)).size(20.0)),
                    );
                    note_button(&mut found, ui, format!("title:{name}"), &response);
                    response.clicked()
                };
                if let Some(record) = &saved.0 {
                    if button(ui, Tr::Continue, "continue") {
                        start.write(StartMatch::Resume(record.clone()));
                    }
                    let game = crate::catalog::find(&record.game).map_or("", |g| g.name(lang));
                    let n = record.actions.len().to_string();
                    ui.label(
                        egui::RichText::new(fill(
                            Tr::SavedGameLine.get(lang),
                            &[("game", game), ("n", &n)],
                        ))
                        .weak(),
                    );
                }
                // The seat of an online game in progress, as "Continue" is for a game
                // on this device.
                if let Some(kept) = &settings.online.seat {
                    if button(ui, Tr::ResumeOnline, "resume-online") {
                        resume_online.0 = true;
                        next.set(Screen::Online);
                    }
                    ui.label(egui::RichText::new(kept_seat_line(kept, lang)).weak());
                }
                if button(ui, Tr::NewGame, "new-game") {
                    next.set(Screen::Setup);
                }
                if button(ui, Tr::PlayOnline, "online") {
                    next.set(Screen::Online);
                }
                if button(ui, Tr::LearnToPlay, "lessons") {
                    dialogs.lessons = true;
                }
                if button(ui, Tr::Rules, "rules") {
                    dialogs.rules = true;
                }
                if button(ui, Tr::Settings, "settings") {
                    dialogs.settings = true;
                }
                if cfg!(not(target_arch = "wasm32")) && button(ui, Tr::Quit, "quit") {
                    exit.write(AppExit::Success);
                }
            });
        },
    );
    UiTargets::set_screen(&mut targets, "title:", &found, ctx.zoom_factor());
    Ok(())
}

/// The kept online seat in words: its game and code (`YINSH, game KXPTRM`).
pub fn kept_seat_line(kept: &KeptSeat, lang: Language) -> String {
    match kept.game.as_deref().and_then(crate::catalog::find) {
        Some(game) => fill(
            Tr::ResumeOnlineLine.get(lang),
            &[("game", game.name(lang)), ("code", &kept.code)],
        ),
        None => kept.code.clone(),
    }
}
