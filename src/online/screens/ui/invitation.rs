//! The invitation page: the new game's code in large letters, its link with a copy
//! button, and the seats filling up while the other players come.

use bevy_egui::egui;
use plateau_client::protocol::SeatSummary;

use super::PageCx;
use crate::i18n::{Language, Tr, fill};
use crate::match_setup::SeatPlayer;

/// The code, the link and the seats.
pub(super) fn show(ui: &mut egui::Ui, cx: &mut PageCx) {
    let lang = cx.lang;
    let Some(invitation) = cx.screen.invitation.clone() else {
        return;
    };
    ui.vertical_centered(|ui| {
        // Three letters, a space, three letters: read out and typed easily.
        let (first, last) = invitation.code.split_at(invitation.code.len() / 2);
        ui.label(
            egui::RichText::new(format!("{first} {last}"))
                .size(64.0)
                .strong()
                .extra_letter_spacing(6.0),
        );
        ui.add_space(8.0);
        ui.label(Tr::InvitationNote.get(lang));
        ui.add(egui::Label::new(egui::RichText::new(&invitation.link).strong()).wrap());
        ui.add_space(6.0);
        let copied = ui
            .ctx()
            .data(|d| d.get_temp::<String>(egui::Id::new("online-copied")));
        if cx.button(ui, Tr::CopyLink.get(lang), "copy", true) {
            ui.ctx().copy_text(invitation.link.clone());
            ui.ctx().data_mut(|d| {
                d.insert_temp(egui::Id::new("online-copied"), invitation.link.clone())
            });
        }
        if copied.as_deref() == Some(invitation.link.as_str()) {
            ui.label(egui::RichText::new(Tr::LinkCopied.get(lang)).weak());
        }
        ui.add_space(12.0);
        if let Some(game) = cx.online.get().and_then(|s| s.game()) {
            for (index, seat) in game.view.seats.iter().enumerate() {
                ui.label(seat_line(&game.view.game, index, seat, lang));
            }
        }
        ui.add_space(6.0);
        ui.spinner();
        ui.label(Tr::WaitingForPlayers.get(lang));
    });
}

/// A seat of a game (by its id) as the lobby and the invitation show it: `White: Ann`,
/// `Black: open`, `Black: Computer: casual`.
pub(super) fn seat_line(game: &str, index: usize, seat: &SeatSummary, lang: Language) -> String {
    let who = match (&seat.name, &seat.level) {
        (Some(name), _) => name.clone(),
        (None, Some(level)) => {
            let player = SeatPlayer::from_record_name(level);
            crate::screens::setup::player_label(player, lang).to_string()
        }
        (None, None) => Tr::LobbyOpenSeat.get(lang).to_string(),
    };
    let seat_name = crate::catalog::find(game)
        .map_or_else(|| seat.seat_name.clone(), |g| g.seat_name(index, lang));
    fill(
        Tr::OnlineSeatLine.get(lang),
        &[("seat", &seat_name), ("who", &who)],
    )
}
