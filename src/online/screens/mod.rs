//! The online screens' logic, headless: the page on screen (menu, create, invitation,
//! join, lobby), what the screens wait the server for, and the problem to show. The
//! pages send [`OnlineRequest`]s (so do the tests and the launch options); the
//! session's events move the pages on; once the session holds a game with its first
//! state (and, for a game just created, every person's seat is taken), the screens
//! write [`EnterOnlineMatch`]. The egui drawing is in [`ui`].

pub mod account;
pub mod create;
pub mod history;
pub mod problem;
pub mod quick;
pub mod seat;
pub mod start;
pub mod ui;

use bevy::prelude::*;
use plateau_client::protocol::{GameInfo, LobbyGame};
use plateau_client::{Connection, Event, NewGame};

use super::session::{EnterOnlineMatch, OnlineEvent, OnlineSession};
use crate::screens::{ResumeOnline, Screen};
use crate::settings::Settings;
pub use create::CreateForm;
pub use problem::Problem;

/// How often the lobby is asked again while it is shown, in seconds.
pub const LOBBY_REFRESH_SECONDS: f64 = 3.0;

/// The online screen's pages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    /// The server, the name, and the ways on.
    #[default]
    Menu,
    /// Choosing the game, the seats and the clock.
    Create,
    /// A game created: its code and link, waiting for the other players.
    Invitation,
    /// Typing or pasting a code.
    Join,
    /// The server's open games and games to watch.
    Lobby,
    /// Signing in to an account.
    SignIn,
    /// Making an account.
    SignUp,
    /// Choosing a quick game: the game, its options, a clock, rated or not.
    Quick,
    /// Waiting for a quick game's opponent.
    QuickWaiting,
    /// The player's finished games (see [`history`]).
    MyGames,
    /// A player's ratings and recent games (see [`history::History::player`]).
    Player,
}

/// What the screens wait the server for, with the game's code when known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// A game being created (its code comes with the invitation).
    Create,
    /// A seat being taken in the game of this code.
    Join(String),
    /// A kept seat of the game of this code being taken back.
    Resume(String),
    /// The game of this code, to watch.
    Watch(String),
    /// A quick game's opponent (the game is the one the server seats the player in).
    Quick,
}

/// An invitation to the game just created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    /// The code, in capitals.
    pub code: String,
    /// The link that opens the game.
    pub link: String,
}

/// Where the online screens stand.
#[derive(Resource, Debug, Default)]
pub struct OnlineScreen {
    /// The page on screen.
    pub page: Page,
    /// What is waited for, if anything.
    pub waiting: Option<Waiting>,
    /// What went wrong, shown with a way back.
    pub problem: Option<Problem>,
    /// The server's games, once it told them.
    pub games: Option<Vec<GameInfo>>,
    /// The lobby as last received.
    pub lobby: Vec<LobbyGame>,
    /// How many players wait for a quick game, by game id, as the lobby last said.
    pub lobby_waiting: std::collections::BTreeMap<String, u64>,
    /// The game the lobby is filtered by (an id), or all.
    pub lobby_filter: Option<String>,
    /// The game created, while waiting for its players.
    pub invitation: Option<Invitation>,
    /// What is in the join page's field.
    pub join_text: String,
    /// The create page's choices.
    pub form: CreateForm,
    /// When the lobby was last asked for (seconds of the app's clock).
    lobby_asked_at: Option<f64>,
}

/// What a page asks for.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineRequest {
    /// Connects to the settings' server (leaving any other), and shows the menu.
    Connect,
    /// Tries the failed connection again.
    Retry,
    /// Shows a page (the lobby is asked for at once).
    Show(Page),
    /// Shows the lobby's games of one game (by its id), or of all.
    FilterLobby(Option<String>),
    /// Creates the game.
    Create(NewGame),
    /// Joins the game of a code or link as typed or pasted (takes back the seat kept
    /// in the settings when it is that game's, on the same server).
    Join(String),
    /// Watches the game of a code.
    Watch(String),
    /// Takes back the seat kept in the settings.
    Resume,
    /// Leaves the server for the title screen.
    Leave,
    /// What the history pages ask for (see [`history`]).
    History(history::HistoryRequest),
}

/// The online screens: their logic (the drawing is [`ui::plugin`]).
pub fn plugin(app: &mut App) {
    app.add_plugins((account::plugin, quick::plugin))
        .init_resource::<OnlineScreen>()
        .init_resource::<seat::JoinForTheRun>()
        .add_message::<OnlineRequest>()
        .add_systems(
            OnEnter(Screen::Online),
            (connect_on_entering, resume_if_asked).chain(),
        )
        .add_systems(
            OnExit(Screen::Online),
            |mut screen: ResMut<OnlineScreen>| {
                screen.page = Page::Menu;
                screen.problem = None;
            },
        )
        .add_systems(
            Update,
            (
                seat::keep_seat,
                (
                    handle_requests,
                    follow_events,
                    enter_when_ready,
                    refresh_lobby,
                )
                    .chain()
                    .run_if(in_state(Screen::Online)),
            ),
        );
}

/// Entering the online screen: connects to the settings' server unless already on it.
fn connect_on_entering(
    mut online: NonSendMut<OnlineSession>,
    mut screen: ResMut<OnlineScreen>,
    settings: Res<Settings>,
) {
    let address = settings.online.server.trim();
    let fresh = online.get().is_some_and(|s| {
        s.address() == address && !matches!(s.connection(), Connection::Failed(_))
    });
    if !fresh {
        connect(&mut online, &mut screen, address);
    }
}

/// The title's "Resume online game": the kept seat is taken back at once.
fn resume_if_asked(mut asked: ResMut<ResumeOnline>, mut requests: MessageWriter<OnlineRequest>) {
    if std::mem::take(&mut asked.0) {
        requests.write(OnlineRequest::Resume);
    }
}

/// Connects to `address`, forgetting what the last server told.
fn connect(online: &mut OnlineSession, screen: &mut OnlineScreen, address: &str) {
    screen.games = None;
    screen.lobby.clear();
    screen.waiting = None;
    screen.problem = None;
    match online.connect(address) {
        Ok(session) => session.list_games(),
        Err(error) => {
            online.leave();
            screen.problem = Some(Problem::Address(error));
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<OnlineRequest>,
    mut online: NonSendMut<OnlineSession>,
    mut screen: ResMut<OnlineScreen>,
    mut settings: ResMut<Settings>,
    mut next: ResMut<NextState<Screen>>,
    mut for_the_run: ResMut<seat::JoinForTheRun>,
    time: Res<Time<Real>>,
) {
    for request in requests.read() {
        // A game the player chooses: its seat is theirs to keep.
        let chosen = match request {
            OnlineRequest::Create(_) | OnlineRequest::Resume => true,
            OnlineRequest::Join(text) => plateau_client::invitation_code(text) != for_the_run.0,
            _ => false,
        };
        if chosen && for_the_run.0.is_some() {
            for_the_run.0 = None;
        }
        match request {
            OnlineRequest::Connect => {
                let address = settings.online.server.trim().to_string();
                connect(&mut online, &mut screen, &address);
                screen.page = Page::Menu;
            }
            OnlineRequest::Retry => {
                screen.problem = None;
                match online.get_mut() {
                    Some(session) => session.retry(),
                    None => {
                        let address = settings.online.server.trim().to_string();
                        connect(&mut online, &mut screen, &address);
                    }
                }
            }
            OnlineRequest::Show(page) => {
                // Leaving a page stops waiting for what it asked (a seat taken stays
                // kept, to resume).
                if let Some(session) = online.get_mut() {
                    session.cancel_quick();
                }
                screen.page = *page;
                screen.problem = None;
                screen.waiting = None;
                if *page == Page::Lobby {
                    ask_lobby(&mut online, &mut screen, time.elapsed_secs_f64());
                }
            }
            OnlineRequest::FilterLobby(game) => {
                screen.lobby_filter = game.clone();
                screen.lobby.clear();
                ask_lobby(&mut online, &mut screen, time.elapsed_secs_f64());
            }
            OnlineRequest::Create(new) => {
                let Some(session) = ready(&mut online, &mut screen, &new.name) else {
                    continue;
                };
                screen.invitation = None;
                session.create(new.clone());
                screen.waiting = Some(Waiting::Create);
            }
            OnlineRequest::Join(text) => {
                let Some(code) = plateau_client::invitation_code(text) else {
                    screen.problem = Some(Problem::NotACode(text.trim().to_string()));
                    continue;
                };
                let name = settings.online.name.trim().to_string();
                let Some(session) = ready(&mut online, &mut screen, &name) else {
                    continue;
                };
                // The game of a seat kept on this server (its link opened again, the
                // page reloaded): the seat is taken back, not asked for a second time.
                let kept = settings.online.seat.as_ref().filter(|kept| {
                    kept.code.eq_ignore_ascii_case(&code) && kept.server == session.address()
                });
                if let Some(kept) = kept {
                    session.resume(&kept.token);
                    screen.waiting = Some(Waiting::Resume(kept.code.clone()));
                    continue;
                }
                session.join(&code, &name, None);
                screen.waiting = Some(Waiting::Join(code));
            }
            OnlineRequest::Watch(code) => {
                let Some(session) = online.get_mut() else {
                    continue;
                };
                session.watch(code);
                screen.problem = None;
                screen.waiting = Some(Waiting::Watch(code.clone()));
            }
            OnlineRequest::Resume => {
                let Some(kept) = settings.online.seat.clone() else {
                    continue;
                };
                if online.get().is_none_or(|s| s.address() != kept.server) {
                    connect(&mut online, &mut screen, &kept.server);
                }
                if let Some(session) = online.get_mut() {
                    session.resume(&kept.token);
                    screen.waiting = Some(Waiting::Resume(kept.code.clone()));
                    // The server's address follows the seat's.
                    if settings.online.server != kept.server {
                        settings.online.server = kept.server;
                    }
                }
            }
            // The history's own (see [`history`]).
            OnlineRequest::History(_) => {}
            OnlineRequest::Leave => {
                online.leave();
                *screen = OnlineScreen {
                    form: std::mem::take(&mut screen.form),
                    ..OnlineScreen::default()
                };
                next.set(Screen::Title);
            }
        }
    }
}

/// The session, when a request may go: a name was given and the connection has not
/// failed; otherwise the problem is set.
fn ready<'a>(
    online: &'a mut OnlineSession,
    screen: &mut OnlineScreen,
    name: &str,
) -> Option<&'a mut plateau_client::Session> {
    if name.trim().is_empty() {
        screen.problem = Some(Problem::NameNeeded);
        return None;
    }
    let session = online.get_mut()?;
    if let Connection::Failed(failure) = session.connection() {
        screen.problem = Some(Problem::Failure(failure.clone()));
        return None;
    }
    screen.problem = None;
    Some(session)
}

fn ask_lobby(online: &mut OnlineSession, screen: &mut OnlineScreen, now: f64) {
    if let Some(session) = online.get_mut() {
        session.lobby(screen.lobby_filter.as_deref());
        screen.lobby_asked_at = Some(now);
    }
}

/// What the server said moves the pages on.
fn follow_events(
    mut events: MessageReader<OnlineEvent>,
    mut screen: ResMut<OnlineScreen>,
    mut settings: ResMut<Settings>,
) {
    for OnlineEvent(event) in events.read() {
        match event {
            Event::Connection(Connection::Failed(failure)) => {
                screen.waiting = None;
                screen.problem = Some(Problem::Failure(failure.clone()));
            }
            Event::Games(games) => screen.games = Some(games.clone()),
            Event::Lobby { games, waiting } => {
                screen.lobby = games.clone();
                screen.lobby_waiting = waiting.clone();
            }
            Event::Created { code, link } => {
                screen.invitation = Some(Invitation {
                    code: code.clone(),
                    link: link.clone(),
                });
                screen.page = Page::Invitation;
            }
            Event::Error { code, message } if screen.waiting.is_some() => {
                if matches!(screen.waiting, Some(Waiting::Resume(_))) && code == "bad_token" {
                    // The kept seat's game is over or gone: nothing to take back.
                    settings.online.seat = None;
                }
                screen.waiting = None;
                screen.problem = Some(Problem::Refused {
                    code: code.clone(),
                    message: message.clone(),
                });
            }
            Event::Interrupted { .. } if screen.waiting.is_some() => {
                screen.waiting = None;
                screen.problem = Some(Problem::Interrupted);
            }
            _ => {}
        }
    }
}

/// Once the session holds the game waited for, with its first state (and every
/// person's seat taken, for a game just created), the match starts.
fn enter_when_ready(
    online: NonSend<OnlineSession>,
    mut screen: ResMut<OnlineScreen>,
    mut enter: MessageWriter<EnterOnlineMatch>,
) {
    let awaited = match &screen.waiting {
        None => return,
        Some(Waiting::Create) => screen.invitation.as_ref().map(|i| i.code.as_str()),
        Some(Waiting::Join(code) | Waiting::Resume(code) | Waiting::Watch(code)) => {
            Some(code.as_str())
        }
        // The game the server seated the player in, once it did.
        Some(Waiting::Quick) => online
            .get()
            .filter(|s| !s.awaits_quick_game())
            .and_then(|s| s.code()),
    };
    // A game the session held before is not the one waited for.
    let Some(game) = online
        .get()
        .and_then(|s| s.game())
        .filter(|game| Some(game.view.code.as_str()) == awaited)
    else {
        return;
    };
    let seats_taken = game
        .view
        .seats
        .iter()
        .all(|seat| seat.kind != "human" || seat.name.is_some());
    if screen.waiting == Some(Waiting::Create) && !seats_taken {
        return;
    }
    screen.waiting = None;
    screen.invitation = None;
    screen.page = Page::Menu;
    enter.write(EnterOnlineMatch);
}

/// While the lobby is shown, it is asked again every few seconds.
fn refresh_lobby(
    mut online: NonSendMut<OnlineSession>,
    mut screen: ResMut<OnlineScreen>,
    time: Res<Time<Real>>,
) {
    let now = time.elapsed_secs_f64();
    let due = screen
        .lobby_asked_at
        .is_none_or(|at| now - at >= LOBBY_REFRESH_SECONDS);
    let connected = online
        .get()
        .is_some_and(|s| matches!(s.connection(), Connection::Connected { .. }));
    if screen.page == Page::Lobby && due && connected {
        ask_lobby(&mut online, &mut screen, now);
    }
}
