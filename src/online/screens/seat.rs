//! The seat held on a server, kept in the settings as it is taken (by create, join,
//! resume or rematch) and forgotten once its game is over, so that "Resume online game"
//! offers it after the app was closed. A kept seat is replaced only by the player's
//! own choice: a game joined by the command line's invitation is played for the run.

use bevy::prelude::*;
use plateau_client::Event;

use crate::online::session::{OnlineEvent, OnlineSession};
use crate::online_settings::KeptSeat;
use crate::settings::Settings;

/// The game the command line's invitation (`--join`) joins, by its code: until the
/// player chooses a game themselves (creates one, joins another, resumes theirs), a
/// seat taken then (in that game or its rematches) does not replace a seat kept in the
/// settings; without one kept, it is kept.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinForTheRun(pub Option<String>);

/// Keeps the seat's token when the session takes a seat (unless that replaces a kept
/// one the player did not choose to leave), notes its game when its first state
/// comes, and forgets it when the game is over.
pub fn keep_seat(
    mut events: MessageReader<OnlineEvent>,
    online: NonSend<OnlineSession>,
    mut settings: ResMut<Settings>,
    for_the_run: Res<JoinForTheRun>,
) {
    let for_the_run = for_the_run.0.is_some();
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
                let replaces = kept.as_ref().is_some_and(|k| k.token != seat.token);
                if kept.is_none() || (replaces && !for_the_run) {
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
