//! A match asked for by a link, `?game=y&white=casual&handicap=2`: the web page's
//! address, or `--link` on the desktop. The game by its id, a player per seat named
//! after the seat (`human` or an AI level), other keys the game's options (see
//! [`crate::catalog::setup_from_link`]). A link naming no game is ignored; a bad one is
//! explained on the title screen.

use bevy::prelude::*;

use crate::i18n::Tr;
use crate::screens::{LastSetup, Notice, StartMatch};

/// The link the app was opened with.
#[derive(Resource, Clone, Debug)]
struct Link(String);

/// Starts the match that `query` (a link's query string) asks for, at once.
pub fn plugin(query: String) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Link(query.clone()))
            .add_systems(Startup, start_from_link);
    }
}

fn start_from_link(
    link: Res<Link>,
    mut setup: ResMut<LastSetup>,
    settings: Res<crate::settings::Settings>,
    mut notice: ResMut<Notice>,
    mut starts: MessageWriter<StartMatch>,
) {
    match crate::catalog::setup_from_link(&link.0) {
        Ok(Some(asked)) => {
            setup.0 = asked;
            starts.write(StartMatch::New(setup.0.clone()));
        }
        Ok(None) => {}
        Err(reason) => {
            warn!("the link's match cannot start: {reason}");
            notice.0 = Some(crate::screens::fill(
                Tr::LinkRefused.get(settings.language),
                &[("reason", &reason)],
            ));
        }
    }
}
