//! The game setup screen: game, variant and players.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::catalog;

use super::{LastSetup, Screen, SeatPlayer, StartMatch};
use crate::i18n::{Language, Tr};
use crate::settings::Settings;

/// Draws the setup screen.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show.in_set(super::dialogs::ScreenUi)
            .run_if(in_state(Screen::Setup)),
    );
}

fn show(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut setup: ResMut<LastSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut start: MessageWriter<StartMatch>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    egui::CentralPanel::default().frame(egui::Frame::NONE).show(
        &mut super::root_ui(ctx, "setup"),
        |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space((ui.available_height() * 0.1).max(8.0));
                ui.label(
                    egui::RichText::new(Tr::NewGame.get(lang))
                        .size(36.0)
                        .strong(),
                );
                ui.add_space(20.0);
            });
            let width = ui.available_width().min(520.0);
            ui.vertical_centered(|ui| {
                ui.set_max_width(width);
                egui::Frame::group(ui.style())
                    .inner_margin(16.0)
                    .show(ui, |ui| {
                        ui.set_width(width - 32.0);
                        let setup = &mut setup.0;
                        ui.label(egui::RichText::new(Tr::Game.get(lang)).strong());
                        for game in catalog::games() {
                            ui.radio_value(&mut setup.game, game.id, game.name);
                        }
                        ui.add_space(10.0);
                        ui.label(egui::RichText::new(Tr::Variant.get(lang)).strong());
                        let variant = setup
                            .options
                            .iter_mut()
                            .find(|(k, _)| k == "variant")
                            .map(|(_, v)| v);
                        if let Some(variant) = variant {
                            for (value, text) in [("standard", Tr::Standard), ("blitz", Tr::Blitz)]
                            {
                                if ui.radio(variant == value, text.get(lang)).clicked() {
                                    *variant = value.to_string();
                                }
                            }
                        }
                        ui.add_space(10.0);
                        ui.label(egui::RichText::new(Tr::Players.get(lang)).strong());
                        egui::Grid::new("seats").num_columns(2).show(ui, |ui| {
                            for (seat, label) in [Tr::White, Tr::Black].iter().enumerate() {
                                ui.label(label.get(lang));
                                if let Some(name) = setup.seats.get_mut(seat) {
                                    ui.add(egui::TextEdit::singleline(name).char_limit(24));
                                }
                                ui.end_row();
                            }
                        });
                    });
                ui.add_space(16.0);
                ui.horizontal(|ui| {
                    ui.add_space((ui.available_width() - 2.0 * 170.0 - 8.0).max(0.0) / 2.0);
                    if ui
                        .add_sized([170.0, 44.0], egui::Button::new(Tr::Back.get(lang)))
                        .clicked()
                    {
                        next.set(Screen::Title);
                    }
                    let start_button =
                        egui::Button::new(egui::RichText::new(Tr::Start.get(lang)).strong());
                    if ui.add_sized([170.0, 44.0], start_button).clicked() {
                        start.write(StartMatch::New(setup.0.clone()));
                    }
                });
            });
        },
    );
    Ok(())
}

/// The name of a seat's player in menus.
pub fn player_label(player: SeatPlayer, lang: Language) -> &'static str {
    use plateau_ai::Level;
    match player {
        SeatPlayer::Human => Tr::Human.get(lang),
        SeatPlayer::Ai(Level::Beginner) => Tr::AiBeginner.get(lang),
        SeatPlayer::Ai(Level::Casual) => Tr::AiCasual.get(lang),
        SeatPlayer::Ai(Level::Strong) => Tr::AiStrong.get(lang),
        SeatPlayer::Ai(Level::Expert) => Tr::AiExpert.get(lang),
    }
}

/// A drop-down to choose who plays a seat; returns whether it changed.
pub fn player_menu(
    ui: &mut egui::Ui,
    id: (&str, usize),
    player: &mut SeatPlayer,
    lang: Language,
) -> bool {
    let before = *player;
    egui::ComboBox::from_id_salt(id)
        .selected_text(player_label(*player, lang))
        .width(190.0)
        .show_ui(ui, |ui| {
            for choice in SeatPlayer::ALL {
                ui.selectable_value(player, choice, player_label(choice, lang));
            }
        });
    *player != before
}
