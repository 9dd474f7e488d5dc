//! The account's part of the online screens: the line on the menu (signed in as whom,
//! or a guest, with the ways to sign in, up or out) and the sign-in and sign-up pages.

use bevy_egui::egui;

use super::PageCx;
use crate::i18n::fill;
use crate::online::account_texts as texts;
use crate::online::screens::account::AccountRequest;
use crate::online::screens::{OnlineRequest, Page};

/// The menu's account line: the account signed in to and Sign out, or a guest's Sign
/// in and Create an account.
pub(super) fn menu_line(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    let account = cx
        .online
        .get()
        .and_then(|s| s.account())
        .map(str::to_string);
    ui.vertical_centered(|ui| {
        match &account {
            Some(name) => {
                let line = fill(texts::SIGNED_IN_AS.get(lang), &[("name", name)]);
                ui.label(egui::RichText::new(line).strong());
                if let Some(news) = &cx.account.news {
                    ui.label(egui::RichText::new(news).weak());
                }
            }
            None => {
                ui.label(egui::RichText::new(texts::GUEST_LINE.get(lang)).weak());
            }
        }
        let usable = cx.usable();
        // One button signed in, two for a guest, centred under the line.
        let count = if account.is_some() { 1.0 } else { 2.0 };
        let width = ((cx.width - 8.0) / 2.0).min(200.0);
        ui.horizontal(|ui| {
            let used = count * width + (count - 1.0) * ui.spacing().item_spacing.x;
            ui.add_space(((ui.available_width() - used) / 2.0).max(0.0));
            let small = |ui: &mut egui::Ui, text: &str| {
                ui.add_enabled(
                    usable,
                    egui::Button::new(text).min_size(egui::vec2(width, 40.0)),
                )
            };
            if account.is_some() {
                let out = small(ui, texts::SIGN_OUT.get(lang));
                super::note_button(cx.found, ui, "online:sign-out", &out);
                if out.clicked() {
                    cx.account_requests.push(AccountRequest::SignOut);
                }
            } else {
                for (text, name, page) in [
                    (texts::SIGN_IN, "online:sign-in", Page::SignIn),
                    (texts::SIGN_UP, "online:sign-up", Page::SignUp),
                ] {
                    let button = small(ui, text.get(lang));
                    super::note_button(cx.found, ui, name, &button);
                    if button.clicked() {
                        cx.requests.push(OnlineRequest::Show(page));
                    }
                }
            }
        });
    });
}

/// The sign-in page, or (`signing_up`) the sign-up page: the name and the password,
/// the button, and the way to the other page.
pub(super) fn show(ui: &mut egui::Ui, cx: &mut PageCx, signing_up: bool) {
    let lang = cx.lang;
    let field_width = cx.width.min(360.0);
    ui.label(egui::RichText::new(texts::ACCOUNT_NAME.get(lang)).strong());
    let name = ui.add_sized(
        [field_width, 40.0],
        egui::TextEdit::singleline(&mut cx.account.name)
            .char_limit(20)
            .hint_text(texts::ACCOUNT_NAME_HINT.get(lang))
            .vertical_align(egui::Align::Center),
    );
    super::note_button(cx.found, ui, "online:account-name", &name);
    ui.add_space(8.0);
    ui.label(egui::RichText::new(texts::PASSWORD.get(lang)).strong());
    let password = ui.add_sized(
        [field_width, 40.0],
        egui::TextEdit::singleline(&mut cx.account.password)
            .password(true)
            .char_limit(128)
            .hint_text(texts::PASSWORD_HINT.get(lang))
            .vertical_align(egui::Align::Center),
    );
    super::note_button(cx.found, ui, "online:password", &password);
    if signing_up && cx.settings.online.seat.is_some() {
        ui.label(egui::RichText::new(texts::GUEST_GAMES_COME_ALONG.get(lang)).weak());
    }
    ui.add_space(12.0);
    let entered = password.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    let filled = !cx.account.name.trim().is_empty() && !cx.account.password.is_empty();
    let usable = cx.usable() && filled && !cx.account.waiting;
    let (text, name, request) = if signing_up {
        (texts::SIGN_UP, "account-submit", AccountRequest::SignUp)
    } else {
        (texts::SIGN_IN, "account-submit", AccountRequest::SignIn)
    };
    ui.vertical_centered(|ui| {
        if cx.button(ui, text.get(lang), name, usable) || (entered && usable) {
            cx.account_requests.push(request);
        }
        if cx.account.waiting {
            ui.spinner();
        }
        ui.add_space(6.0);
        let (other, page) = if signing_up {
            (texts::HAVE_AN_ACCOUNT, Page::SignIn)
        } else {
            (texts::NO_ACCOUNT_YET, Page::SignUp)
        };
        let switch = ui.link(other.get(lang));
        super::note_button(cx.found, ui, "online:account-switch", &switch);
        if switch.clicked() {
            cx.requests.push(OnlineRequest::Show(page));
        }
    });
}
