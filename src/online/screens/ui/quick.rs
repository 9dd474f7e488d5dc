//! The quick game's pages: the game, its options, a clock and rated or not, then the
//! wait for an opponent with the time waited, the players waiting and Cancel.

use bevy_egui::egui;

use super::PageCx;
use crate::catalog;
use crate::i18n::fill;
use crate::online::account_texts as texts;
use crate::online::screens::create::offered_games;
use crate::online::screens::quick::{CLOCK_PRESETS, QuickRequest, quick_games};
use crate::screens::setup::{fit_seats, game_options};

/// The quick game's choices and Find an opponent.
pub(super) fn show(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    let offered = quick_games(offered_games(cx.screen.games.as_deref()));
    let signed_in = cx.online.get().and_then(|s| s.account()).is_some();
    let form = &mut *cx.quick;
    let Some(game) = super::shown_game(&offered, &mut form.setup, lang) else {
        return;
    };
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.label(egui::RichText::new(texts::QUICK_GAME_NOTE.get(lang)).weak());
        ui.add_space(8.0);
        super::game_choice(ui, cx.found, &offered, &mut form.setup, (lang, "quick"));
        let game = catalog::find(form.setup.game).unwrap_or(game);
        ui.add_space(10.0);
        let mut note = None;
        game_options(ui, &mut form.setup, game, lang, &mut note);
        fit_seats(&mut form.setup, game, lang);
        if !form.is_for_two() {
            let warning = texts::TWO_PLAYERS_ONLY.get(lang);
            ui.label(egui::RichText::new(warning).color(super::WARNING));
        }
        ui.add_space(10.0);
        ui.label(egui::RichText::new(texts::CLOCK.get(lang)).strong());
        ui.horizontal_wrapped(|ui| {
            let choices = CLOCK_PRESETS.iter().enumerate().map(|(i, &(m, s))| {
                let text = fill(
                    texts::CLOCK_PRESET.get(lang),
                    &[("minutes", &m.to_string()), ("seconds", &s.to_string())],
                );
                (Some(i), text, format!("online:clock-{m}+{s}"))
            });
            let none = (
                None,
                texts::NO_CLOCK.get(lang).to_string(),
                "online:no-clock".into(),
            );
            for (choice, text, name) in choices.chain([none]) {
                let chosen = form.clock == choice;
                let button = egui::Button::selectable(chosen, egui::RichText::new(text).size(18.0))
                    .min_size(egui::vec2(64.0, 44.0));
                let response = ui.add(button);
                super::note_button(cx.found, ui, name, &response);
                if response.clicked() {
                    form.clock = choice;
                }
            }
        });
        ui.label(egui::RichText::new(texts::CLOCK_PRESET_NOTE.get(lang)).weak());
        ui.add_space(8.0);
        let may_rate = signed_in && form.clock.is_some();
        let mut rated = form.rated && may_rate;
        let check = ui.add_enabled(
            may_rate,
            egui::Checkbox::new(&mut rated, texts::RATED.get(lang)),
        );
        super::note_button(cx.found, ui, "online:rated", &check);
        if check.changed() {
            form.rated = rated;
        }
        if !signed_in {
            ui.label(egui::RichText::new(texts::RATED_NEEDS_ACCOUNT.get(lang)).weak());
        } else if form.clock.is_none() {
            ui.label(egui::RichText::new(texts::RATED_NEEDS_CLOCK.get(lang)).weak());
        }
    });
    ui.add_space(12.0);
    let usable = cx.usable() && cx.quick.is_for_two() && cx.screen.waiting.is_none();
    ui.vertical_centered(|ui| {
        if cx.button(ui, texts::FIND_OPPONENT.get(lang), "find-opponent", usable) {
            cx.quick_requests.push(QuickRequest::Find);
        }
    });
}

/// The wait for an opponent: the game, the time waited, the players waiting, Cancel.
pub(super) fn waiting(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    let game = catalog::find(&cx.wait.game).map_or(cx.wait.game.clone(), |g| g.name(lang).into());
    ui.vertical_centered(|ui| {
        let line = fill(texts::LOOKING_FOR.get(lang), &[("game", &game)]);
        ui.label(egui::RichText::new(line).size(20.0).strong());
        let clock = match cx.wait.clock {
            Some((minutes, seconds)) => fill(
                texts::CLOCK_PRESET.get(lang),
                &[
                    ("minutes", &minutes.to_string()),
                    ("seconds", &seconds.to_string()),
                ],
            ),
            None => texts::NO_CLOCK.get(lang).to_string(),
        };
        let kind = if cx.wait.rated {
            texts::RATED
        } else {
            texts::CASUAL
        };
        ui.label(format!("{clock} · {}", kind.get(lang)));
        ui.add_space(8.0);
        ui.spinner();
        ui.add_space(8.0);
        match cx.wait.since {
            Some(since) => {
                let seconds = (cx.now - since).max(0.0) as u64;
                let time = format!("{}:{:02}", seconds / 60, seconds % 60);
                ui.label(fill(texts::WAITED.get(lang), &[("time", &time)]));
                let count = cx.wait.waiting.to_string();
                ui.label(fill(texts::PLAYERS_WAITING.get(lang), &[("n", &count)]));
            }
            None => {
                ui.label(texts::WAITING_FOR_SERVER.get(lang));
            }
        }
        // The time waited counts on between the server's messages.
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(500));
        ui.add_space(12.0);
        if cx.button(ui, texts::CANCEL.get(lang), "cancel-quick", true) {
            cx.quick_requests.push(QuickRequest::Cancel);
        }
    });
}
