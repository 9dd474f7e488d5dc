//! The operator's side of the booth: the code pad (after a long press in the corner),
//! and the menu behind it: the games shown, the language, the computer's level, the
//! idle delay, the code, the booth's figures with their CSV export, back to the booth,
//! and quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_ai::Level;

use super::booth::{Booth, BoothAction, CodeEntry};
use super::config::{BoothSettings, BoothStorage, IDLE_RANGE};
use super::figures::BoothFigures;
use super::picker_ui::{TOUCH_TARGET, full_screen};
use crate::i18n::{Language, Tr, fill};
use crate::screens::SeatPlayer;
use crate::screens::setup::player_label;
use crate::settings::Settings;
use crate::ui_style::ScreenUi;

/// The fewest and most digits of a code.
const CODE_DIGITS: std::ops::RangeInclusive<usize> = 4..=8;

/// Draws the code pad and the operator's menu.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            code_pad.run_if(|code: Res<CodeEntry>| code.open),
            menu.run_if(in_state(Booth::Operator)),
        )
            .in_set(ScreenUi),
    );
}

fn code_pad(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    code: Res<CodeEntry>,
    mut typed: Local<String>,
    mut actions: MessageWriter<BoothAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    if code.is_changed() && code.refused {
        typed.clear();
    }
    egui::Window::new("operator-code")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .order(egui::Order::Tooltip)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(Tr::OperatorCode.get(lang))
                        .size(26.0)
                        .strong(),
                );
                ui.label(egui::RichText::new("● ".repeat(typed.len())).size(26.0));
                if code.refused {
                    ui.label(
                        egui::RichText::new(Tr::WrongCode.get(lang))
                            .color(crate::kit::panel::FEEDBACK),
                    );
                }
            });
            if keypad(ui, "code-keys", &mut typed, lang) {
                actions.write(BoothAction::EnterCode(std::mem::take(&mut *typed)));
            }
            ui.vertical_centered(|ui| {
                let cancel =
                    egui::Button::new(egui::RichText::new(Tr::Cancel.get(lang)).size(20.0));
                if ui.add_sized([256.0, TOUCH_TARGET], cancel).clicked() {
                    typed.clear();
                    actions.write(BoothAction::CancelCode);
                }
            });
        });
    Ok(())
}

/// Digit keys, "Clear" and "OK" for a finger, typing into `typed` (at most the longest
/// code); returns whether OK was pressed.
fn keypad(ui: &mut egui::Ui, id: &str, typed: &mut String, lang: Language) -> bool {
    let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "C", "0", "OK"];
    let mut ok = false;
    egui::Grid::new(id).spacing([8.0, 8.0]).show(ui, |ui| {
        for (i, key) in keys.iter().enumerate() {
            let text = match *key {
                "C" => Tr::ClearCode.get(lang),
                "OK" => Tr::Ok.get(lang),
                digit => digit,
            };
            let button = egui::Button::new(egui::RichText::new(text).size(24.0));
            if ui.add_sized([80.0, TOUCH_TARGET], button).clicked() {
                match *key {
                    "C" => typed.clear(),
                    "OK" => ok = true,
                    digit if typed.len() < *CODE_DIGITS.end() => typed.push_str(digit),
                    _ => {}
                }
            }
            if i % 3 == 2 {
                ui.end_row();
            }
        }
    });
    ok
}

/// What the operator's menu keeps between frames: the new code being typed and the
/// export's message.
#[derive(Default)]
struct MenuState {
    /// The new code being typed on the keypad, while it shows.
    new_code: Option<String>,
    /// The last word for the operator (the export, a refused code).
    message: Option<String>,
}

#[allow(clippy::too_many_arguments)]
fn menu(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut booth: ResMut<BoothSettings>,
    figures: Res<BoothFigures>,
    storage: Res<BoothStorage>,
    mut state: Local<MenuState>,
    mut actions: MessageWriter<BoothAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    full_screen(ctx, "operator", |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.label(
                egui::RichText::new(Tr::BoothSettings.get(lang))
                    .size(32.0)
                    .strong(),
            );
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(Tr::BoothGames.get(lang))
                    .size(20.0)
                    .strong(),
            );
            ui.horizontal_wrapped(|ui| {
                for game in crate::catalog::games() {
                    let shown = booth.shows(game.id);
                    let toggle = egui::Button::selectable(
                        shown,
                        egui::RichText::new(game.name(lang)).size(18.0),
                    );
                    if ui.add_sized([200.0, TOUCH_TARGET], toggle).clicked() {
                        booth.set_shown(game.id, !shown);
                    }
                }
            });
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(Tr::Language.get(lang))
                    .size(20.0)
                    .strong(),
            );
            ui.horizontal(|ui| {
                for language in Language::ALL {
                    let chosen = settings.language == language;
                    if ui
                        .add_sized(
                            [160.0, TOUCH_TARGET],
                            egui::Button::selectable(
                                chosen,
                                egui::RichText::new(language.name()).size(18.0),
                            ),
                        )
                        .clicked()
                        && !chosen
                    {
                        settings.language = language;
                        booth.language = language;
                    }
                }
            });
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(Tr::TwoVisitors.get(lang))
                    .size(20.0)
                    .strong(),
            );
            ui.horizontal_wrapped(|ui| {
                for (flat, text) in [(false, Tr::SideBySide), (true, Tr::FaceToFaceFlat)] {
                    let chosen = booth.face_to_face == flat;
                    let button = egui::Button::selectable(
                        chosen,
                        egui::RichText::new(text.get(lang)).size(18.0),
                    );
                    if ui
                        .add(button.min_size(egui::vec2(220.0, TOUCH_TARGET)))
                        .on_hover_text(Tr::FaceToFaceNote.get(lang))
                        .clicked()
                    {
                        booth.face_to_face = flat;
                        settings.face_to_face = flat;
                    }
                }
            });
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(Tr::ComputerLevel.get(lang))
                    .size(20.0)
                    .strong(),
            );
            ui.horizontal_wrapped(|ui| {
                for level in Level::ALL {
                    let chosen = booth.level() == level;
                    let text = player_label(SeatPlayer::Ai(level), lang);
                    if ui
                        .add_sized(
                            [220.0, TOUCH_TARGET],
                            egui::Button::selectable(chosen, egui::RichText::new(text).size(18.0)),
                        )
                        .clicked()
                    {
                        booth.level = level.name().to_string();
                    }
                }
            });
            ui.add_space(8.0);
            crate::sound_settings::operator_rows(ui, &mut settings.sound, lang);
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(Tr::IdleDelay.get(lang))
                    .size(20.0)
                    .strong(),
            );
            let mut idle = booth.idle_seconds();
            ui.spacing_mut().slider_width = (ui.available_width() - 120.0).clamp(160.0, 520.0);
            ui.spacing_mut().interact_size.y = TOUCH_TARGET;
            if ui
                .add(
                    egui::Slider::new(&mut idle, IDLE_RANGE)
                        .step_by(10.0)
                        .suffix(" s"),
                )
                .changed()
            {
                booth.idle_seconds = idle;
            }
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(Tr::NewCode.get(lang))
                    .size(20.0)
                    .strong(),
            );
            match state.new_code.as_mut() {
                None => {
                    ui.horizontal(|ui| {
                        ui.label(egui::RichText::new(&booth.code).size(22.0).monospace());
                        let change = egui::Button::new(
                            egui::RichText::new(Tr::ChangeCode.get(lang)).size(18.0),
                        );
                        if ui.add_sized([200.0, TOUCH_TARGET], change).clicked() {
                            state.new_code = Some(String::new());
                        }
                    });
                }
                Some(new_code) => {
                    let shown = if new_code.is_empty() {
                        "–"
                    } else {
                        new_code.as_str()
                    };
                    ui.label(egui::RichText::new(shown).size(22.0).monospace());
                    if keypad(ui, "new-code-keys", new_code, lang) {
                        if CODE_DIGITS.contains(&new_code.len()) {
                            booth.code = new_code.clone();
                            state.message = None;
                        } else {
                            state.message =
                                Some(fill(Tr::CodeKept.get(lang), &[("code", &booth.code)]));
                        }
                        state.new_code = None;
                    }
                }
            }
            ui.add_space(12.0);
            ui.label(
                egui::RichText::new(Tr::BoothFigures.get(lang))
                    .size(20.0)
                    .strong(),
            );
            figures_table(ui, &figures, lang);
            if ui
                .add_sized(
                    [240.0, TOUCH_TARGET],
                    egui::Button::new(egui::RichText::new(Tr::ExportCsv.get(lang)).size(18.0)),
                )
                .clicked()
            {
                // On the page: a download; on the desktop, a file beside the figures.
                #[cfg(target_arch = "wasm32")]
                let exported = {
                    let _ = &storage;
                    crate::download::download(super::figures::CSV_FILE, "text/csv", &figures.csv())
                        .map(|()| super::figures::CSV_FILE.to_string())
                };
                #[cfg(not(target_arch = "wasm32"))]
                let exported = figures.export(&storage);
                state.message = Some(match exported {
                    Ok(path) => fill(Tr::Exported.get(lang), &[("path", &path)]),
                    Err(reason) => fill(Tr::ExportFailed.get(lang), &[("reason", &reason)]),
                });
            }
            if let Some(message) = &state.message {
                ui.label(egui::RichText::new(message).color(crate::kit::panel::FEEDBACK));
            }
            ui.add_space(16.0);
            ui.horizontal(|ui| {
                let back =
                    egui::Button::new(egui::RichText::new(Tr::BackToBooth.get(lang)).size(20.0));
                if ui.add_sized([260.0, TOUCH_TARGET], back).clicked() {
                    *state = MenuState::default();
                    actions.write(BoothAction::CloseOperator);
                }
                if cfg!(not(target_arch = "wasm32")) {
                    let quit =
                        egui::Button::new(egui::RichText::new(Tr::Quit.get(lang)).size(20.0));
                    if ui.add_sized([160.0, TOUCH_TARGET], quit).clicked() {
                        actions.write(BoothAction::Quit);
                    }
                }
            });
        });
    });
    Ok(())
}

/// The figures per game, in a grid.
fn figures_table(ui: &mut egui::Ui, figures: &BoothFigures, lang: Language) {
    if figures.games.is_empty() {
        ui.label(Tr::NoFiguresYet.get(lang));
        return;
    }
    egui::Grid::new("booth-figures")
        .striped(true)
        .spacing([14.0, 6.0])
        .show(ui, |ui| {
            ui.strong(Tr::Game.get(lang));
            for column in [
                Tr::FigureStarted,
                Tr::FigureFinished,
                Tr::FigureAbandoned,
                Tr::FigureLength,
                Tr::FigureVisitorsWon,
                Tr::FigureComputerWon,
                Tr::FigureDrawn,
            ] {
                ui.strong(column.get(lang));
            }
            ui.end_row();
            for (id, f) in &figures.games {
                ui.label(crate::catalog::find(id).map_or(id.as_str(), |g| g.name(lang)));
                let average = f
                    .average_length()
                    .map_or("–".to_string(), |a| format!("{a:.0}"));
                for cell in [
                    f.started.to_string(),
                    f.finished.to_string(),
                    f.abandoned.to_string(),
                    average,
                    f.visitor_won.to_string(),
                    f.visitor_lost.to_string(),
                    f.drawn.to_string(),
                ] {
                    ui.label(cell);
                }
                ui.end_row();
            }
        });
}
