//! The game setup screen: game, variant and players.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::catalog;

use plateau_rules::y::MAX_HANDICAP;

use super::{LastSetup, MatchSetup, Screen, SeatPlayer, StartMatch};
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
                            if ui.radio(setup.game == game.id, game.name).clicked()
                                && setup.game != game.id
                            {
                                choose_game(setup, game);
                            }
                        }
                        ui.add_space(10.0);
                        game_options(ui, setup, lang);
                        ui.add_space(10.0);
                        ui.label(egui::RichText::new(Tr::Players.get(lang)).strong());
                        egui::Grid::new("seats").num_columns(3).show(ui, |ui| {
                            for (seat, label) in seat_labels(setup.game).iter().enumerate() {
                                ui.label(label.get(lang));
                                if let Some(name) = setup.seats.get_mut(seat) {
                                    ui.add_sized(
                                        [160.0, 26.0],
                                        egui::TextEdit::singleline(name).char_limit(24),
                                    );
                                }
                                if let Some(player) = setup.players.get_mut(seat) {
                                    player_menu(ui, ("setup-player", seat), player, lang);
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

/// The seats' colours in seat order: YINSH seats White first, Game of Y Black first.
pub fn seat_labels(game: &str) -> [Tr; 2] {
    if game == "y" {
        [Tr::Black, Tr::White]
    } else {
        [Tr::White, Tr::Black]
    }
}

/// Switches the setup to `game`: its default options, and seat names that follow the
/// seats' colours unless the players typed their own.
fn choose_game(setup: &mut MatchSetup, game: &catalog::GameEntry) {
    let english = |labels: [Tr; 2]| labels.map(|t| t.get(Language::English).to_string());
    let old_defaults = english(seat_labels(setup.game));
    let new_defaults = english(seat_labels(game.id));
    for (seat, name) in setup.seats.iter_mut().enumerate() {
        if name.is_empty() || old_defaults.contains(name) {
            *name = new_defaults[seat].clone();
        }
    }
    setup.game = game.id;
    setup.options = game.default_options();
}

/// The options of the chosen game.
fn game_options(ui: &mut egui::Ui, setup: &mut MatchSetup, lang: Language) {
    fn option<'a>(setup: &'a mut MatchSetup, key: &str) -> Option<&'a mut String> {
        setup
            .options
            .iter_mut()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }
    match setup.game {
        "yinsh" => {
            ui.label(egui::RichText::new(Tr::Variant.get(lang)).strong());
            if let Some(variant) = option(setup, "variant") {
                for (value, text) in [("standard", Tr::Standard), ("blitz", Tr::Blitz)] {
                    if ui.radio(variant == value, text.get(lang)).clicked() {
                        *variant = value.to_string();
                    }
                }
            }
        }
        "y" => {
            let mut handicap: u8 = option(setup, "handicap")
                .and_then(|h| h.parse().ok())
                .unwrap_or(1);
            let mut pie = option(setup, "pie").is_some_and(|p| p == "on");
            ui.add_enabled(
                handicap == 1,
                egui::Checkbox::new(&mut pie, Tr::PieRule.get(lang)),
            );
            ui.horizontal(|ui| {
                ui.label(Tr::Handicap.get(lang));
                ui.add(egui::Slider::new(&mut handicap, 1..=MAX_HANDICAP));
            });
            if handicap > 1 {
                pie = false;
            }
            setup.options = vec![
                (
                    "pie".to_string(),
                    if pie { "on" } else { "off" }.to_string(),
                ),
                ("handicap".to_string(), handicap.to_string()),
            ];
        }
        _ => {}
    }
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
