//! The online screens opened at start: by an invitation (`--join CODE` on the
//! desktop, `?join=CODE` on the page), on another server (`--server ADDR`), or to look
//! at a page (`--open online|lobby|create|invitation`).

use bevy::prelude::*;

use super::{OnlineRequest, OnlineScreen, Page};
use crate::launch::OpenAtStart;
use crate::screens::Screen;
use crate::settings::Settings;

/// What the app was opened with, for the online screens.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineAtStart {
    /// The server to use, instead of the settings' (kept in them).
    pub server: Option<String>,
    /// An invitation: a code or a link, checked with [`plateau_client::invitation_code`].
    pub join: Option<String>,
}

/// The page `--open` asks for, by its name; `None` when it names none of them.
pub fn page_named(name: &str) -> Option<Page> {
    Some(match name {
        "online" => Page::Menu,
        "lobby" => Page::Lobby,
        "create" => Page::Create,
        "invitation" => Page::Invitation,
        _ => return None,
    })
}

/// Opens the online screens at start when asked.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, (open_online_at_start, open_page_at_start));
}

/// Takes the server given at start, and opens the join page with an invitation: the
/// game is joined at once when the player's name is known, else once they give it.
fn open_online_at_start(
    asked: Option<Res<OnlineAtStart>>,
    mut settings: ResMut<Settings>,
    mut screen: ResMut<OnlineScreen>,
    mut next: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    let Some(asked) = asked else { return };
    if let Some(server) = &asked.server
        && settings.online.server != *server
    {
        settings.online.server = server.clone();
    }
    if let Some(join) = &asked.join {
        screen.page = Page::Join;
        screen.join_text = join.clone();
        if !settings.online.name.trim().is_empty() {
            requests.write(OnlineRequest::Join(join.clone()));
        }
        next.set(Screen::Online);
    }
}

/// `--open` with an online page: the page, as the player would reach it; the
/// invitation page creates a game of the create page's choices.
fn open_page_at_start(
    open: Option<Res<OpenAtStart>>,
    settings: Res<Settings>,
    screen: Res<OnlineScreen>,
    mut next: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    let Some(OpenAtStart::Online(page)) = open.as_deref() else {
        return;
    };
    next.set(Screen::Online);
    match page {
        Page::Menu => {}
        Page::Invitation => {
            let name = &settings.online.name;
            requests.write(OnlineRequest::Create(screen.form.new_game(name)));
        }
        page => {
            requests.write(OnlineRequest::Show(*page));
        }
    }
}
