//! The online menu (the server, the player's name, and the ways on) and the join page.

use bevy_egui::egui;

use super::PageCx;
use crate::i18n::Tr;
use crate::online::history_texts;
use crate::online::screens::{OnlineRequest, Page};

/// The server's address and the player's name, then create, join, lobby and resume.
pub(super) fn show(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    ui.label(egui::RichText::new(Tr::OnlineServer.get(lang)).strong());
    ui.horizontal(|ui| {
        let field = ui.add_sized(
            [(cx.width - 140.0).max(120.0), 40.0],
            egui::TextEdit::singleline(&mut cx.settings.online.server)
                .char_limit(200)
                .vertical_align(egui::Align::Center),
        );
        cx.settings_edited |= field.changed();
        let address = cx.settings.online.server.trim();
        let elsewhere = cx
            .online
            .get()
            .is_none_or(|s| s.address() != address || !cx.usable());
        let connect = ui.add_enabled(
            elsewhere,
            egui::Button::new(Tr::OnlineConnect.get(lang)).min_size(egui::vec2(120.0, 40.0)),
        );
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if elsewhere && (connect.clicked() || entered) {
            cx.requests.push(OnlineRequest::Connect);
        }
    });
    ui.add_space(10.0);
    super::account::menu_line(ui, cx);
    ui.add_space(8.0);
    name_field(ui, cx);
    ui.add_space(14.0);
    let usable = cx.usable();
    ui.vertical_centered(|ui| {
        if let Some(kept) = cx.settings.online.seat.clone() {
            if cx.button(ui, Tr::ResumeOnline.get(lang), "resume", true) {
                cx.requests.push(OnlineRequest::Resume);
            }
            let line = crate::screens::title::kept_seat_line(&kept, lang);
            ui.label(egui::RichText::new(line).weak());
            ui.add_space(6.0);
        }
        let quick = crate::online::account_texts::QUICK_GAME;
        for (text, name, page) in [
            (quick, "quick", Page::Quick),
            (Tr::CreateOnline, "create", Page::Create),
            (Tr::JoinOnline, "join", Page::Join),
            (Tr::OnlineLobby, "lobby", Page::Lobby),
            (history_texts::MY_GAMES, "my-games", Page::MyGames),
        ] {
            if cx.button(ui, text.get(lang), name, usable) {
                cx.requests.push(OnlineRequest::Show(page));
            }
        }
    });
}

/// The join page: the player's name and the code or link, typed or pasted.
pub(super) fn join(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    name_field(ui, cx);
    ui.add_space(8.0);
    ui.label(egui::RichText::new(Tr::CodeOrLink.get(lang)).strong());
    let field = ui.add_sized(
        [cx.width, 48.0],
        egui::TextEdit::singleline(&mut cx.screen.join_text)
            .char_limit(300)
            .font(egui::FontId::proportional(24.0))
            .hint_text("KXP TRM")
            .vertical_align(egui::Align::Center),
    );
    ui.add_space(12.0);
    let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    let usable = cx.usable() && cx.screen.waiting.is_none();
    ui.vertical_centered(|ui| {
        if cx.button(ui, Tr::JoinButton.get(lang), "join-code", usable) || (entered && usable) {
            cx.requests
                .push(OnlineRequest::Join(cx.screen.join_text.clone()));
        }
    });
}

/// The player's name, kept in the settings.
fn name_field(ui: &mut egui::Ui, cx: &mut PageCx) {
    ui.label(egui::RichText::new(Tr::OnlineName.get(cx.lang)).strong());
    let name = ui.add_sized(
        [cx.width.min(320.0), 40.0],
        egui::TextEdit::singleline(&mut cx.settings.online.name)
            .char_limit(24)
            .hint_text(Tr::OnlineNameHint.get(cx.lang))
            .vertical_align(egui::Align::Center),
    );
    super::note_button(cx.found, ui, "online:name", &name);
    cx.settings_edited |= name.changed();
}
