//! The lobby page: the server's open games to join and games in progress to watch,
//! asked again every few seconds while shown, filtered by game.

use bevy_egui::egui;
use plateau_client::protocol::LobbyGame;

use super::PageCx;
use super::invitation::seat_line;
use crate::i18n::{Tr, fill};
use crate::online::account_texts as texts;
use crate::online::screens::OnlineRequest;
use crate::online::screens::create::offered_games;

/// The filter and the two lists.
pub(super) fn show(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    let offered = offered_games(cx.screen.games.as_deref());
    let name_of = |id: &str| {
        crate::catalog::find(id).map_or_else(|| id.to_string(), |g| g.name(lang).to_string())
    };
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        let mut filter = cx.screen.lobby_filter.clone();
        let shown = filter
            .as_deref()
            .map_or_else(|| Tr::LobbyAllGames.get(lang).to_string(), name_of);
        egui::ComboBox::from_id_salt("online-lobby-filter")
            .selected_text(shown)
            .width(cx.width.min(260.0))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter, None, Tr::LobbyAllGames.get(lang));
                for game in &offered {
                    ui.selectable_value(&mut filter, Some(game.id.to_string()), game.name(lang));
                }
            });
        if filter != cx.screen.lobby_filter {
            cx.requests.push(OnlineRequest::FilterLobby(filter));
        }
        if !cx.screen.lobby_waiting.is_empty() {
            let list: Vec<String> = (cx.screen.lobby_waiting.iter())
                .map(|(game, count)| format!("{} {count}", name_of(game)))
                .collect();
            let line = fill(
                texts::WAITING_IN_LOBBY.get(lang),
                &[("list", &list.join(" · "))],
            );
            ui.add_space(8.0);
            ui.label(egui::RichText::new(line).weak());
        }
        let lobby = cx.screen.lobby.clone();
        for (title, open) in [(Tr::LobbyOpen, true), (Tr::LobbyWatch, false)] {
            ui.add_space(12.0);
            ui.label(egui::RichText::new(title.get(lang)).strong().size(20.0));
            let games: Vec<&LobbyGame> = lobby.iter().filter(|g| g.open == open).collect();
            if games.is_empty() {
                ui.label(egui::RichText::new(Tr::LobbyNone.get(lang)).weak());
            }
            for game in games {
                ui.separator();
                ui.horizontal_wrapped(|ui| {
                    ui.label(egui::RichText::new(name_of(&game.game)).strong());
                    let moves = fill(Tr::LobbyMoves.get(lang), &[("n", &game.ply.to_string())]);
                    ui.label(egui::RichText::new(format!("{} · {moves}", game.code)).weak());
                });
                // A seat with an account is a way to its player's page.
                ui.horizontal_wrapped(|ui| {
                    for (index, seat) in game.seats.iter().enumerate() {
                        if index > 0 {
                            ui.label("·");
                        }
                        let line = seat_line(&game.game, index, seat, lang);
                        super::history::player_name(ui, cx, &line, seat.account.as_deref());
                        if let Some(rating) = crate::online::rating::seat_rating(seat) {
                            ui.label(egui::RichText::new(rating).weak());
                        }
                    }
                });
                let (text, request) = if open {
                    (Tr::JoinButton, OnlineRequest::Join(game.code.clone()))
                } else {
                    (Tr::WatchButton, OnlineRequest::Watch(game.code.clone()))
                };
                let button = ui.add_enabled(
                    cx.screen.waiting.is_none(),
                    egui::Button::new(text.get(lang)).min_size(egui::vec2(120.0, 40.0)),
                );
                let name = format!(
                    "online:{}-{}",
                    if open { "join" } else { "watch" },
                    game.code
                );
                super::note_button(cx.found, ui, name, &button);
                if button.clicked() {
                    cx.requests.push(request);
                }
            }
        }
    });
}
