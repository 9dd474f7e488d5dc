//! The online screens opened at start: by an invitation (`--join CODE` on the
//! desktop, `?join=CODE` on the page), on another server (`--server ADDR`), or to look
//! at a page (`--open online|lobby|create|invitation|my-games|player`). What the app was opened with
//! holds for the run: the settings keep the player's own server and seat.

use bevy::prelude::*;

use super::history::HistoryRequest;
use super::seat::JoinForTheRun;
use super::{OnlineRequest, OnlineScreen, Page};
use crate::launch::{OnlineAtStart, OnlineView};
use crate::online_settings::ServerForTheRun;
use crate::screens::Screen;
use crate::settings::Settings;

/// Opens the online screens at start when asked.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, (open_online_at_start, open_page_at_start));
}

/// Takes the server given at start for the run, and opens the join page with an
/// invitation: the game is joined at once when the player's name is known, else once
/// they give it.
fn open_online_at_start(
    asked: Option<Res<OnlineAtStart>>,
    mut settings: ResMut<Settings>,
    mut screen: ResMut<OnlineScreen>,
    mut next: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<OnlineRequest>,
    mut commands: Commands,
) {
    let Some(asked) = asked else { return };
    if let Some(server) = &asked.server
        && settings.online.server != *server
    {
        commands.insert_resource(ServerForTheRun {
            given: server.clone(),
            chosen: settings.online.server.clone(),
        });
        // Nothing to save: the player's choice is unchanged.
        settings.bypass_change_detection().online.server = server.clone();
    }
    if let Some(join) = &asked.join {
        if asked.join_for_the_run {
            commands.insert_resource(JoinForTheRun(plateau_client::invitation_code(join)));
        }
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
    asked: Option<Res<OnlineAtStart>>,
    settings: Res<Settings>,
    screen: Res<OnlineScreen>,
    mut next: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<OnlineRequest>,
    mut quick: MessageWriter<super::quick::QuickRequest>,
) {
    let Some(page) = asked.and_then(|asked| asked.page) else {
        return;
    };
    next.set(Screen::Online);
    match page {
        OnlineView::Menu => {}
        OnlineView::Lobby => {
            requests.write(OnlineRequest::Show(Page::Lobby));
        }
        OnlineView::Create => {
            requests.write(OnlineRequest::Show(Page::Create));
        }
        OnlineView::MyGames => {
            requests.write(OnlineRequest::Show(Page::MyGames));
        }
        OnlineView::Player => {
            let name = settings.online.name.trim().to_string();
            requests.write(OnlineRequest::History(HistoryRequest::Player(name)));
        }
        OnlineView::Invitation => {
            let name = &settings.online.name;
            requests.write(OnlineRequest::Create(screen.form.new_game(name)));
        }
        OnlineView::SignIn => {
            requests.write(OnlineRequest::Show(Page::SignIn));
        }
        OnlineView::SignUp => {
            requests.write(OnlineRequest::Show(Page::SignUp));
        }
        OnlineView::Quick => {
            requests.write(OnlineRequest::Show(Page::Quick));
        }
        OnlineView::QuickWait => {
            quick.write(super::quick::QuickRequest::Find);
        }
    }
}
