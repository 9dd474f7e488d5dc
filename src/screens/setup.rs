//! The game setup screen: game, options and players, for any game of the catalog.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use plateau_rules::OptionValues;

use super::{LastSetup, LeftMatch, MatchSetup, Screen, SeatPlayer, StartMatch, fill};
use crate::catalog::{self, AppGame};
use crate::game_entry::{is_on_off, option_value, value_label};
use crate::i18n::text;
use crate::i18n::{Language, Tr};
use crate::settings::Settings;
use crate::ui_style::FEEDBACK;
use crate::ui_targets::{FoundButtons, UiTargets, note_button};

/// Draws the setup screen.
pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show.in_set(crate::ui_style::ScreenUi)
            .run_if(in_state(Screen::Setup))
            .run_if(crate::fair_mode::at_home),
    )
    .add_systems(OnExit(Screen::Setup), |mut targets: ResMut<UiTargets>| {
        UiTargets::set_screen(&mut targets, "setup:", &[], 1.0);
    });
}

fn show(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut setup: ResMut<LastSetup>,
    mut note: Local<Option<String>>,
    mut left: ResMut<LeftMatch>,
    mut next: ResMut<NextState<Screen>>,
    mut start: MessageWriter<StartMatch>,
    mut targets: ResMut<UiTargets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The buttons in sight, for the page and the tests.
    let mut found = FoundButtons::new();
    let lang = settings.language;
    let Some(game) = catalog::find(setup.0.game) else {
        setup.0 = catalog::default_game().new_setup(lang);
        return Ok(());
    };
    fit_seats(&mut setup.bypass_change_detection().0, game, lang);
    let playable = game.check_options(&setup.0.options).is_ok();
    egui::CentralPanel::default().frame(egui::Frame::NONE).show(
        &mut super::root_ui(ctx, "setup"),
        |ui| {
            let width = (ui.available_width() - 24.0).min(560.0);
            // Back and Start stay in sight at the foot of the window, however long the
            // game's options and players; the rest scrolls above them.
            egui::Panel::bottom("setup-buttons")
                .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 12)))
                .resizable(false)
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        let button = (width / 2.0 - 12.0).min(170.0);
                        ui.add_space((ui.available_width() - 2.0 * button - 8.0).max(0.0) / 2.0);
                        let back =
                            ui.add_sized([button, 44.0], egui::Button::new(Tr::Back.get(lang)));
                        if back.clicked() {
                            // Back to the game the player left, if any; else the title.
                            next.set(if left.0.take().is_some() {
                                Screen::Match
                            } else {
                                Screen::Title
                            });
                        }
                        let start_button =
                            egui::Button::new(egui::RichText::new(Tr::Start.get(lang)).strong());
                        let start_button = ui
                            .add_enabled_ui(playable, |ui| {
                                ui.add_sized([button, 44.0], start_button)
                            })
                            .inner;
                        if start_button.clicked() {
                            start.write(StartMatch::New(setup.0.clone()));
                        }
                        note_button(&mut found, ui, "setup:back", &back);
                        note_button(&mut found, ui, "setup:start", &start_button);
                    });
                });
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.add_space((ui.available_height() * 0.08).max(8.0));
                        ui.label(
                            egui::RichText::new(Tr::NewGame.get(lang))
                                .size(36.0)
                                .strong(),
                        );
                        ui.add_space(16.0);
                    });
                    ui.vertical_centered(|ui| {
                        ui.set_max_width(width);
                        egui::Frame::group(ui.style())
                            .inner_margin(16.0)
                            .show(ui, |ui| {
                                ui.set_width(width - 32.0);
                                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                                    let setup = &mut setup.0;
                                    ui.label(egui::RichText::new(Tr::Game.get(lang)).strong());
                                    // The games as a wrapped row of buttons: ten games fit
                                    // in a few lines, on a phone too.
                                    ui.horizontal_wrapped(|ui| {
                                        for other in catalog::games() {
                                            let chosen = setup.game == other.id;
                                            let button =
                                                egui::Button::selectable(chosen, other.name(lang))
                                                    .min_size(egui::vec2(0.0, 44.0));
                                            let response = ui.add(button);
                                            note_button(
                                                &mut found,
                                                ui,
                                                format!("setup:game-{}", other.id),
                                                &response,
                                            );
                                            if response.clicked() && !chosen {
                                                choose_game(setup, other, lang);
                                                *note = None;
                                            }
                                        }
                                    });
                                    let game = catalog::find(setup.game).unwrap_or(game);
                                    ui.add_space(10.0);
                                    game_options(ui, setup, game, lang, &mut note);
                                    ui.add_space(10.0);
                                    ui.label(egui::RichText::new(Tr::Players.get(lang)).strong());
                                    seats(ui, setup, game, lang, width - 32.0, &mut found);
                                });
                            });
                        ui.add_space(16.0);
                    });
                });
        },
    );
    UiTargets::set_screen(&mut targets, "setup:", &found, ctx.zoom_factor());
    Ok(())
}

/// The seats: each one's colour and name, the player's name and who plays it (its menu
/// noted in `found` as `setup:player-N` when in sight). Two lines per seat when the
/// screen is narrow.
fn seats(
    ui: &mut egui::Ui,
    setup: &mut MatchSetup,
    game: &AppGame,
    lang: Language,
    width: f32,
    found: &mut FoundButtons,
) {
    let narrow = width < 430.0;
    egui::Grid::new("seats")
        .num_columns(if narrow { 2 } else { 3 })
        .spacing([10.0, 8.0])
        .show(ui, |ui| {
            for seat in 0..setup.seats.len() {
                seat_chip(ui, game, seat, lang);
                let name = &mut setup.seats[seat];
                let name_width = if narrow { width - 130.0 } else { 150.0 };
                ui.add_sized(
                    [name_width.max(100.0), 44.0],
                    egui::TextEdit::singleline(name)
                        .char_limit(24)
                        .vertical_align(egui::Align::Center),
                );
                if narrow {
                    ui.end_row();
                    ui.label("");
                }
                if let Some(player) = setup.players.get_mut(seat) {
                    let name = format!("setup:player-{seat}");
                    player_menu(ui, ("setup-player", seat), player, lang, found, &name);
                }
                ui.end_row();
            }
        });
}

/// The seat's name on its pieces' colour, like a piece of the game.
pub(crate) fn seat_chip(ui: &mut egui::Ui, game: &AppGame, seat: usize, lang: Language) {
    let fill = game.seat_colour(seat);
    let [r, g, b, _] = fill.to_array();
    let light = 0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b) > 128.0;
    let ink = if light {
        egui::Color32::from_gray(30)
    } else {
        egui::Color32::from_gray(235)
    };
    egui::Frame::new()
        .fill(fill)
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_gray(140)))
        .corner_radius(13)
        .inner_margin(egui::Margin::symmetric(10, 3))
        .show(ui, |ui| {
            ui.label(egui::RichText::new(game.seat_name(seat, lang)).color(ink));
        });
}

/// Gives the setup one name and one player per seat of its game, and names the seats
/// that have their default name in the player's language.
pub(crate) fn fit_seats(setup: &mut MatchSetup, game: &AppGame, lang: Language) {
    let count = game.seat_count(&setup.options);
    setup.seats.truncate(count);
    while setup.seats.len() < count {
        setup.seats.push(game.seat_name(setup.seats.len(), lang));
    }
    setup.players.resize(count, SeatPlayer::Human);
    for (seat, name) in setup.seats.iter_mut().enumerate() {
        let default = game.seat_name(seat, lang);
        if *name != default && game.is_default_seat_name(seat, name) {
            *name = default;
        }
    }
}

/// Switches the setup to `game`: its default options, and seat names that follow the
/// seats' colours unless the players typed their own.
pub(crate) fn choose_game(setup: &mut MatchSetup, game: &AppGame, lang: Language) {
    let old = catalog::find(setup.game);
    let fresh = game.new_setup(lang);
    let seats = fresh
        .seats
        .iter()
        .enumerate()
        .map(|(seat, default)| match setup.seats.get(seat) {
            Some(name) if !old.is_some_and(|old| old.is_default_seat_name(seat, name)) => {
                name.clone()
            }
            _ => default.clone(),
        })
        .collect();
    let players = (0..fresh.players.len())
        .map(|seat| {
            setup
                .players
                .get(seat)
                .copied()
                .unwrap_or(SeatPlayer::Human)
        })
        .collect();
    *setup = MatchSetup {
        seats,
        players,
        ..fresh
    };
}

/// The chosen game's options, drawn from the rules' descriptions: a checkbox for a rule
/// switched on or off, radio buttons (or a menu, for many) for a choice, a slider (or a
/// number field, for a wide range) for a number; the help shows on hover. A change the
/// game refuses makes another option give way ([`AppGame::set_option`]), which `note`
/// tells, and why the game refuses them if it does.
pub(crate) fn game_options(
    ui: &mut egui::Ui,
    setup: &mut MatchSetup,
    game: &AppGame,
    lang: Language,
    note: &mut Option<String>,
) {
    let mut asked: Option<(&'static str, String)> = None;
    for spec in game.options() {
        let current = option_value(spec, &setup.options).to_string();
        let label = text(spec.label, lang);
        let help = text(spec.help, lang);
        match spec.values {
            OptionValues::Choice(_) if is_on_off(spec) => {
                let mut on = current == "on";
                if ui.checkbox(&mut on, label).on_hover_text(help).changed() {
                    asked = Some((spec.key, if on { "on" } else { "off" }.to_string()));
                }
            }
            OptionValues::Choice(choices) if choices.len() <= 4 => {
                ui.label(egui::RichText::new(label).strong())
                    .on_hover_text(help);
                for choice in choices {
                    let chosen = current == choice.value;
                    if ui
                        .radio(chosen, text(choice.label, lang))
                        .on_hover_text(help)
                        .clicked()
                        && !chosen
                    {
                        asked = Some((spec.key, choice.value.to_string()));
                    }
                }
            }
            OptionValues::Choice(choices) => {
                ui.horizontal(|ui| {
                    ui.label(label).on_hover_text(help);
                    let mut value = current.clone();
                    egui::ComboBox::from_id_salt(("setup-option", spec.key))
                        .selected_text(value_label(spec, &current, lang))
                        .show_ui(ui, |ui| {
                            for choice in choices {
                                ui.selectable_value(
                                    &mut value,
                                    choice.value.to_string(),
                                    text(choice.label, lang),
                                );
                            }
                        })
                        .response
                        .on_hover_text(help);
                    if value != current {
                        asked = Some((spec.key, value));
                    }
                });
            }
            OptionValues::Range { min, max } => {
                ui.horizontal(|ui| {
                    ui.label(label).on_hover_text(help);
                    let mut number: u32 = current.parse().unwrap_or(min);
                    let response = if max - min <= 20 {
                        ui.add(egui::Slider::new(&mut number, min..=max))
                    } else {
                        ui.add(egui::DragValue::new(&mut number).range(min..=max))
                    };
                    if response.on_hover_text(help).changed() && number.to_string() != current {
                        asked = Some((spec.key, number.to_string()));
                    }
                });
            }
        }
    }
    if let Some((key, value)) = asked {
        let change = game.set_option(&setup.options, key, &value);
        *note = change.adjusted.first().and_then(|(key, value)| {
            let spec = game.options().iter().find(|s| s.key == *key)?;
            Some(fill(
                Tr::OptionAdjusted.get(lang),
                &[
                    ("option", text(spec.label, lang)),
                    ("value", &value_label(spec, value, lang)),
                ],
            ))
        });
        setup.options = change.options;
    }
    if let Some(note) = note.as_deref() {
        ui.label(egui::RichText::new(note).weak().italics());
    }
    if let Err(error) = game.check_options(&setup.options) {
        let reason = error.to_string();
        ui.label(
            egui::RichText::new(fill(Tr::OptionsRefused.get(lang), &[("reason", &reason)]))
                .color(FEEDBACK),
        );
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
        SeatPlayer::Remote => Tr::RemotePlayer.get(lang),
    }
}

/// A drop-down to choose who plays a seat, every choice in sight when it opens; its
/// response is marked changed when the player changed. The menu is noted in `found` as
/// `name`, and its choices, while open, as `name:human`, `name:expert` and so on.
pub fn player_menu(
    ui: &mut egui::Ui,
    id: (&str, usize),
    player: &mut SeatPlayer,
    lang: Language,
    found: &mut FoundButtons,
    name: &str,
) -> egui::Response {
    let before = *player;
    // Tall enough for every choice at the touch-sized height, with the gaps between.
    let rows = SeatPlayer::ALL.len() as f32;
    let spacing = ui.spacing();
    let height = rows * (spacing.interact_size.y + spacing.item_spacing.y) + 32.0;
    let mut response = egui::ComboBox::from_id_salt(id)
        .selected_text(player_label(*player, lang))
        .width(190.0)
        .height(height)
        .show_ui(ui, |ui| {
            for choice in SeatPlayer::ALL {
                let entry = ui.selectable_value(player, choice, player_label(choice, lang));
                note_button(
                    found,
                    ui,
                    format!("{name}:{}", choice.record_name()),
                    &entry,
                );
            }
        })
        .response;
    note_button(found, ui, name, &response);
    if *player != before {
        response.mark_changed();
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choosing_a_game_keeps_typed_names_and_renames_default_seats() {
        let yinsh = catalog::find("yinsh").unwrap();
        let y = catalog::find("y").unwrap();
        let mut setup = yinsh.new_setup(Language::English);
        setup.seats[0] = "Ann".into();
        setup.players[1] = SeatPlayer::Ai(plateau_ai::Level::Casual);
        choose_game(&mut setup, y, Language::English);
        assert_eq!(setup.game, "y");
        assert_eq!(setup.seats, ["Ann", "White"]);
        assert_eq!(setup.players[1], SeatPlayer::Ai(plateau_ai::Level::Casual));
        assert_eq!(setup.options, y.entry().default_options());
        fit_seats(&mut setup, y, Language::French);
        assert_eq!(setup.seats, ["Ann", "Blanc"]);
        setup.seats.pop();
        setup.players.clear();
        fit_seats(&mut setup, y, Language::English);
        assert_eq!(setup.seats, ["Ann", "White"]);
        assert_eq!(setup.players, [SeatPlayer::Human; 2]);
    }
}
