//! The seat held on a server, kept in the settings as it is taken (by create, join,
//! resume or rematch) and forgotten once its game is over, so that "Resume online game"
//! offers it after the app was closed.

use bevy::prelude::*;
use plateau_client::Event;

use crate::online::session::{OnlineEvent, OnlineSession};
use crate::online_settings::KeptSeat;
use crate::settings::Settings;

/// Keeps the seat's token when the session takes a seat, notes its game when its
/// first state comes, and forgets it when the game is over.
pub fn keep_seat(
    mut events: MessageReader<OnlineEvent>,
    online: NonSend<OnlineSession>,
    mut settings: ResMut<Settings>,
) {
    let Some(session) = online.get() else {
        events.clear();
        return;
    };
    for OnlineEvent(event) in events.read() {
        let kept = &settings.online.seat;
        match event {
            Event::Joined { code, token, .. } => {
                let seat = KeptSeat {
                    server: session.address().to_string(),
                    code: code.clone(),
                    game: None,
                    token: token.clone(),
                };
                if kept.as_ref().is_none_or(|k| k.token != seat.token) {
                    settings.online.seat = Some(seat);
                }
            }
            Event::State(_) => {
                let Some(game) = session.game() else { continue };
                let unnamed = kept
                    .as_ref()
                    .is_some_and(|k| k.code == game.view.code && k.game.is_none());
                if unnamed && let Some(seat) = &mut settings.online.seat {
                    seat.game = Some(game.view.game.clone());
                }
            }
            Event::GameOver(_)
                if kept
                    .as_ref()
                    .is_some_and(|k| Some(k.code.as_str()) == session.code()) =>
            {
                settings.online.seat = None;
            }
            _ => {}
        }
    }
}
