//! The create page: the game and its options as on the setup screen, who plays each
//! seat (a person, or the server's computer at a level), a clock, and whether the game
//! is shown in the lobby.

use bevy_egui::egui;

use super::PageCx;
use crate::catalog;
use crate::i18n::Tr;
use crate::online::screens::OnlineRequest;
use crate::online::screens::create::offered_games;
use crate::screens::setup::{fit_seats, game_options, player_menu, seat_chip};

/// The page's choices.
pub(super) fn show(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    let offered = offered_games(cx.screen.games.as_deref());
    let form = &mut cx.screen.form;
    let Some(game) = super::shown_game(&offered, &mut form.setup, lang) else {
        return;
    };
    fit_seats(&mut form.setup, game, lang);
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        super::game_choice(ui, cx.found, &offered, &mut form.setup, (lang, "game"));
        let game = catalog::find(form.setup.game).unwrap_or(game);
        ui.add_space(10.0);
        let mut note = None;
        game_options(ui, &mut form.setup, game, lang, &mut note);
        fit_seats(&mut form.setup, game, lang);
        ui.add_space(10.0);
        ui.label(egui::RichText::new(Tr::OnlineSeats.get(lang)).strong());
        egui::Grid::new("online-seats")
            .num_columns(2)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                for seat in 0..form.setup.players.len() {
                    seat_chip(ui, game, seat, lang);
                    let name = format!("online:player-{seat}");
                    let player = &mut form.setup.players[seat];
                    player_menu(ui, ("online-player", seat), player, lang, cx.found, &name);
                    ui.end_row();
                }
            });
        if !form.is_ready() && game.check_options(&form.setup.options).is_ok() {
            ui.label(egui::RichText::new(Tr::OnlineSeatNeeded.get(lang)).color(super::WARNING));
        }
        ui.add_space(10.0);
        ui.checkbox(&mut form.clock, Tr::OnlineClock.get(lang));
        if form.clock {
            egui::Grid::new("online-clock")
                .num_columns(2)
                .spacing([10.0, 8.0])
                .show(ui, |ui| {
                    ui.label(Tr::OnlineMinutes.get(lang));
                    ui.add(
                        egui::DragValue::new(&mut form.minutes)
                            .range(0.5..=180.0)
                            .speed(0.5)
                            .max_decimals(1),
                    );
                    ui.end_row();
                    ui.label(Tr::OnlineIncrement.get(lang));
                    ui.add(
                        egui::DragValue::new(&mut form.increment_seconds)
                            .range(0.0..=60.0)
                            .speed(1.0)
                            .max_decimals(0),
                    );
                    ui.end_row();
                });
        }
        ui.checkbox(&mut form.listed, Tr::OnlineListed.get(lang));
    });
}

/// Create, at the foot of the window beside Back.
pub(super) fn create_button(ui: &mut egui::Ui, cx: &mut PageCx, width: f32) {
    let enabled = cx.screen.form.is_ready() && cx.usable() && cx.screen.waiting.is_none();
    let button = egui::Button::new(egui::RichText::new(Tr::OnlineCreate.get(cx.lang)).strong());
    let response = ui
        .add_enabled_ui(enabled, |ui| ui.add_sized([width, 44.0], button))
        .inner;
    super::note_button(cx.found, ui, "online:create-game", &response);
    if response.clicked() {
        let name = cx.settings.online.name.clone();
        cx.requests
            .push(OnlineRequest::Create(cx.screen.form.new_game(&name)));
    }
}
