//! My games: the signed-in player's finished games, newest first, a page at a time
//! (each with its opponents, the result from the player's side, the rating changes and
//! the date, to replay, keep or play again); for a guest, the online games kept on this
//! device. Shared with the player page: a game's line.

use bevy_egui::egui;
use plateau_client::protocol::{PlayedGame, RatingShift};

use super::PageCx;
use crate::online::history_texts as texts;
use crate::online::screens::OnlineRequest;
use crate::online::screens::history::{HistoryRequest, Then, day_of_ms, rematch};

/// The page: the way to the player's own page, then the games.
pub(super) fn show(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        message(ui, cx);
        let Some(mine) = cx.history.mine.clone() else {
            guest(ui, cx);
            return;
        };
        let me = egui::Button::new(texts::MY_PAGE.get(lang)).min_size(egui::vec2(120.0, 40.0));
        let me = ui.add(me);
        super::note_button(cx.found, ui, "online:my-page", &me);
        if me.clicked() {
            let asked = HistoryRequest::Player(mine.name.clone());
            cx.requests.push(OnlineRequest::History(asked));
        }
        games(ui, cx, &mine.games, mine.loading);
        if mine.more && !mine.loading {
            ui.add_space(8.0);
            ui.vertical_centered(|ui| {
                if cx.button(ui, texts::MORE.get(lang), "more", true) {
                    cx.requests
                        .push(OnlineRequest::History(HistoryRequest::More));
                }
            });
        }
    });
}

/// Where a game was kept, or why it could not be.
fn message(ui: &mut egui::Ui, cx: &PageCx) {
    if let Some(message) = &cx.history.message {
        ui.label(egui::RichText::new(message).color(super::WARNING));
        ui.add_space(6.0);
    }
}

/// A list of games: a spinner while the first page comes, the lines, or that there
/// are none.
pub(super) fn games(ui: &mut egui::Ui, cx: &mut PageCx, games: &[PlayedGame], loading: bool) {
    for played in games {
        ui.separator();
        game_line(ui, cx, played);
    }
    if loading {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(texts::LOADING.get(cx.lang));
        });
    } else if games.is_empty() {
        ui.label(egui::RichText::new(texts::NO_GAMES_YET.get(cx.lang)).weak());
    }
}

/// A rating change as players see it: `1523 (+14)`, `1500? (+0)` while provisional.
pub(super) fn shift_text(shift: &RatingShift) -> String {
    let mark = if shift.provisional { "?" } else { "" };
    format!("{}{mark} ({:+})", shift.after, shift.after - shift.before)
}

/// A game of a player's history: the game, the result from the player's side and the
/// date; the opponents (each a way to their page) with their rating changes, and the
/// player's own; Replay, Save and Rematch.
fn game_line(ui: &mut egui::Ui, cx: &mut PageCx, played: &PlayedGame) {
    let lang = cx.lang;
    let game = &played.game;
    let own = game.players.iter().find(|p| p.seat == played.seat);
    let team = |seat: u8| game.teams.get(seat as usize).copied().unwrap_or(seat);
    let outcome = match game.winner {
        Some(winner) if winner == team(played.seat) => texts::WON.get(lang).to_string(),
        Some(_) => texts::LOST.get(lang).to_string(),
        None if !game.teams.is_empty() => texts::DRAW.get(lang).to_string(),
        None => game.result.clone(),
    };
    let name = crate::catalog::find(&game.game).map_or(game.game.as_str(), |g| g.name(lang));
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(name).strong());
        ui.label(egui::RichText::new(&outcome).strong());
        if let Some(shift) = own.and_then(|p| p.rating_change.as_ref()) {
            ui.label(shift_text(shift));
        }
        ui.label(egui::RichText::new(day_of_ms(game.ended_ms)).weak());
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(texts::AGAINST.get(lang));
        for player in game.players.iter().filter(|p| p.seat != played.seat) {
            player_name(ui, cx, &player.name, player.account.as_deref());
            if let Some(shift) = &player.rating_change {
                ui.label(egui::RichText::new(shift_text(shift)).weak());
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        let code = &game.code;
        let busy = cx.history.fetching.is_some();
        for (text, then) in [(texts::REPLAY, Then::Replay), (texts::SAVE, Then::Keep)] {
            let button = ui.add_enabled(!busy, egui::Button::new(text.get(lang)));
            let id = if then == Then::Replay {
                "replay"
            } else {
                "save"
            };
            super::note_button(cx.found, ui, format!("online:{id}-{code}"), &button);
            if button.clicked() {
                let then = HistoryRequest::Record {
                    code: code.clone(),
                    then,
                };
                cx.requests.push(OnlineRequest::History(then));
            }
        }
        rematch_button(ui, cx, code, || {
            rematch(&game.game, &game.options, game.players.len())
        });
        if busy && cx.history.fetching.as_ref().is_some_and(|(c, _)| c == code) {
            ui.spinner();
        }
    });
}

/// Rematch: an invitation to a new game `new` makes, by the player's name.
fn rematch_button(
    ui: &mut egui::Ui,
    cx: &mut PageCx,
    code: &str,
    new: impl FnOnce() -> plateau_client::NewGame,
) {
    let ready = cx.usable() && cx.screen.waiting.is_none();
    let button = ui.add_enabled(ready, egui::Button::new(texts::REMATCH.get(cx.lang)));
    super::note_button(cx.found, ui, format!("online:rematch-{code}"), &button);
    if button.clicked() {
        let mut new = new();
        new.name = cx.settings.online.name.trim().to_string();
        cx.requests.push(OnlineRequest::Create(new));
    }
}

/// A player's name: a way to their page when they have an account.
pub(super) fn player_name(ui: &mut egui::Ui, cx: &mut PageCx, name: &str, account: Option<&str>) {
    let Some(account) = account else {
        ui.label(name);
        return;
    };
    let link = ui.link(name);
    super::note_button(cx.found, ui, format!("online:player-{account}"), &link);
    if link.clicked() {
        let asked = HistoryRequest::Player(account.to_string());
        cx.requests.push(OnlineRequest::History(asked));
    }
}

/// A guest's list: the online games finished on this device.
fn guest(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    ui.label(egui::RichText::new(texts::GUEST_NOTE.get(lang)).weak());
    let kept = cx.history.kept.clone();
    if kept.is_empty() {
        ui.label(egui::RichText::new(texts::NO_GAMES_YET.get(lang)).weak());
    }
    for (kept, record) in kept {
        ui.separator();
        let name =
            crate::catalog::find(&record.game).map_or(record.game.as_str(), |g| g.name(lang));
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(name).strong());
            ui.label(record.result.clone().unwrap_or_default());
            ui.label(egui::RichText::new(&kept.day).weak());
        });
        ui.label(record.seats.join(" · "));
        ui.horizontal_wrapped(|ui| {
            let replay = ui.button(texts::REPLAY.get(lang));
            super::note_button(
                cx.found,
                ui,
                format!("online:replay-{}", kept.code),
                &replay,
            );
            if replay.clicked() {
                let asked = HistoryRequest::ReplayKept(kept.file.clone());
                cx.requests.push(OnlineRequest::History(asked));
            }
            rematch_button(ui, cx, &kept.code, || {
                rematch(&record.game, &record.options, record.seats.len())
            });
        });
    }
}
