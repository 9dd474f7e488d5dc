//! The online history's logic, headless: My games (the signed-in player's finished
//! games from the server, a page at a time; for a guest, the online games kept on this
//! device), a player's page (ratings and recent games), and a finished game's record
//! fetched to replay it or keep it. A game asked for by its code at start (`--game-code`,
//! `?game=`) is replayed when over, watched while in progress. The drawing is in
//! [`super::ui`].

use std::collections::BTreeMap;

use bevy::prelude::*;
use plateau_client::protocol::{PlayedGame, PlayerRatings, SeatPlan};
use plateau_client::{Event, NewGame};
use serde::{Deserialize, Serialize};

use super::{OnlineRequest, OnlineScreen, Page, Problem};
use crate::i18n::fill;
use crate::launch::OnlineAtStart;
use crate::online::history_texts as texts;
use crate::online::remote::OnlineMatch;
use crate::online::session::{OnlineEvent, OnlineSession};
use crate::screens::{GAMES_FOLDER, Screen, StartMatch};
use crate::settings::Settings;
use crate::storage::Storage;

/// The file listing the online games kept on this device among the saved games.
pub const KEPT_ONLINE: &str = "online-games.json";

/// What the history pages ask for (sent as [`OnlineRequest::History`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HistoryRequest {
    /// The next page of My games.
    More,
    /// Shows the page of the player of this account.
    Player(String),
    /// Fetches the record of the finished game of this code, then does `then`.
    Record {
        /// The game's code.
        code: String,
        /// What follows.
        then: Then,
    },
    /// Replays a game kept on this device (its file among the saved games).
    ReplayKept(String),
}

/// What follows a record's fetch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// The game is replayed.
    Replay,
    /// The game is kept among the saved games.
    Keep,
    /// The game is replayed when over, watched while in progress (a game by its code).
    ReplayOrWatch,
}

/// A list of a player's finished games as it arrives, newest first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    /// The player's account.
    pub name: String,
    /// The games so far.
    pub games: Vec<PlayedGame>,
    /// The last page asked for.
    pub page: u32,
    /// Whether a further page has games.
    pub more: bool,
    /// Whether a page is on its way.
    pub loading: bool,
}

impl Listing {
    fn asked(name: &str) -> Listing {
        Listing {
            name: name.to_string(),
            loading: true,
            ..Listing::default()
        }
    }
}

/// A player's page: their ratings and recent games, once they came.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerPage {
    /// The account's name.
    pub name: String,
    /// The ratings, once they came.
    pub ratings: Option<PlayerRatings>,
    /// Their recent games (the first page of their history).
    pub games: Listing,
    /// The rating key whose chart is drawn (an index in the ratings).
    pub chart: usize,
}

/// An online game kept on this device, as [`KEPT_ONLINE`] lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptOnline {
    /// The saved game's file (`games/y-20260101-120000.json`).
    pub file: String,
    /// The game's code on its server.
    pub code: String,
    /// The day it was kept (`2026-12-07`, UTC).
    pub day: String,
}

/// Where the history pages stand.
#[derive(Resource, Debug, Default)]
pub struct History {
    /// The signed-in player's games (My games), once asked.
    pub mine: Option<Listing>,
    /// The player page's player.
    pub player: Option<PlayerPage>,
    /// The record on its way, with what follows.
    pub fetching: Option<(String, Then)>,
    /// The guest's online games kept on this device, newest first, with their records.
    pub kept: Vec<(KeptOnline, plateau_rules::record::GameRecord)>,
    /// The last thing done, in the player's words (where a game was kept).
    pub message: Option<String>,
}

impl History {
    /// My games and the player page's games: the lists a history page fills.
    fn listings(&mut self) -> impl Iterator<Item = &mut Listing> {
        let player = self.player.as_mut().map(|p| &mut p.games);
        self.mine.as_mut().into_iter().chain(player)
    }
}

/// The history's logic.
pub fn plugin(app: &mut App) {
    app.init_resource::<History>()
        .add_systems(Startup, open_game_at_start)
        .add_systems(Update, note_kept_online)
        .add_systems(
            Update,
            (handle_requests, follow_events)
                .chain()
                // A watch asked on `not_over` goes after the screens read that error.
                .after(super::follow_events)
                .run_if(in_state(Screen::Online)),
        );
}

/// The invitation to play a game again: the same game and options, `seats` seats each
/// a person's, unlisted (the creator's name is set by who sends it).
pub fn rematch(game: &str, options: &BTreeMap<String, String>, seats: usize) -> NewGame {
    NewGame {
        game: game.to_string(),
        options: options.clone(),
        seats: vec![SeatPlan::Human; seats.max(2)],
        clock: None,
        name: String::new(),
        seat: None,
        listed: false,
    }
}

/// The day of a moment in ms since 1970 (`2026-12-07`, UTC).
pub fn day_of_ms(ms: i64) -> String {
    crate::clock::day_of_seconds(ms.div_euclid(1000))
}

/// The online games kept on this device, as [`KEPT_ONLINE`] lists them.
pub fn kept_online(storage: &Storage) -> Vec<KeptOnline> {
    storage.read_json_or_default(KEPT_ONLINE)
}

/// Notes the online game just kept among the saved games in [`KEPT_ONLINE`].
fn note_kept_online(state: Option<Res<OnlineMatch>>, storage: Res<Storage>) {
    let Some(state) = state.filter(|s| s.is_changed()) else {
        return;
    };
    let Some(file) = state.kept.as_ref().filter(|f| !f.is_empty()) else {
        return;
    };
    let mut kept = kept_online(&storage);
    if kept.iter().any(|k| &k.file == file) {
        return;
    }
    kept.push(KeptOnline {
        file: file.clone(),
        code: state.code.clone(),
        day: crate::clock::today(),
    });
    storage.write_json(KEPT_ONLINE, &kept);
}

fn handle_requests(
    mut requests: MessageReader<OnlineRequest>,
    mut online: NonSendMut<OnlineSession>,
    mut history: ResMut<History>,
    mut screen: ResMut<OnlineScreen>,
    storage: Res<Storage>,
    settings: Res<Settings>,
    mut starts: MessageWriter<StartMatch>,
) {
    for request in requests.read() {
        let session = online.get_mut();
        match request {
            OnlineRequest::Show(Page::MyGames) => {
                history.message = None;
                match session.and_then(|s| s.account().map(str::to_string).zip(Some(s))) {
                    Some((name, session)) => {
                        session.history(&name, 0);
                        history.mine = Some(Listing::asked(&name));
                    }
                    None => {
                        history.mine = None;
                        history.kept = read_kept(&storage);
                    }
                }
            }
            OnlineRequest::History(HistoryRequest::More) => {
                let (Some(session), Some(mine)) = (session, history.mine.as_mut()) else {
                    continue;
                };
                if mine.more && !mine.loading {
                    mine.page += 1;
                    mine.loading = true;
                    session.history(&mine.name, mine.page);
                }
            }
            OnlineRequest::History(HistoryRequest::Player(name)) => {
                let Some(session) = session else { continue };
                session.ratings(name);
                session.history(name, 0);
                history.player = Some(PlayerPage {
                    name: name.clone(),
                    ratings: None,
                    games: Listing::asked(name),
                    chart: 0,
                });
                screen.page = Page::Player;
                screen.problem = None;
                screen.waiting = None;
            }
            OnlineRequest::History(HistoryRequest::Record { code, then }) => {
                let Some(session) = session else { continue };
                session.record(code);
                history.fetching = Some((code.clone(), *then));
                history.message = None;
            }
            OnlineRequest::History(HistoryRequest::ReplayKept(file)) => {
                let read = storage
                    .read(file)
                    .map_err(|e| e.to_string())
                    .and_then(|text| text.ok_or_else(|| format!("{file}: missing")))
                    .and_then(|text| crate::match_setup::read_record(&text));
                match read {
                    Ok(record) => {
                        starts.write(StartMatch::Resume(record));
                    }
                    Err(reason) => {
                        history.message = Some(unreadable(&reason, &settings));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The kept online games whose files are still there, newest first.
fn read_kept(storage: &Storage) -> Vec<(KeptOnline, plateau_rules::record::GameRecord)> {
    let mut kept: Vec<_> = kept_online(storage)
        .into_iter()
        .filter(|k| k.file.starts_with(GAMES_FOLDER))
        .filter_map(|k| {
            let text = storage.read(&k.file).ok().flatten()?;
            let record = crate::match_setup::read_record(&text).ok()?;
            Some((k, record))
        })
        .collect();
    kept.reverse();
    kept
}

fn unreadable(reason: &str, settings: &Settings) -> String {
    fill(
        texts::RECORD_UNREADABLE.get(settings.language),
        &[("reason", reason)],
    )
}

/// What the server said fills the pages, and a record fetched is replayed or kept.
fn follow_events(
    mut events: MessageReader<OnlineEvent>,
    mut history: ResMut<History>,
    mut screen: ResMut<OnlineScreen>,
    storage: Res<Storage>,
    settings: Res<Settings>,
    mut starts: MessageWriter<StartMatch>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    for OnlineEvent(event) in events.read() {
        match event {
            Event::History(page) => {
                for listing in history.listings() {
                    if listing.loading
                        && listing.name.eq_ignore_ascii_case(&page.name)
                        && listing.page == page.page
                    {
                        listing.games.extend(page.games.iter().cloned());
                        listing.more = page.more;
                        listing.loading = false;
                    }
                }
            }
            Event::Ratings(ratings) => {
                if let Some(player) = history
                    .player
                    .as_mut()
                    .filter(|p| p.name.eq_ignore_ascii_case(&ratings.name))
                {
                    player.ratings = Some(ratings.clone());
                }
            }
            Event::Record { game, record } => {
                let Some((_, then)) = history
                    .fetching
                    .take_if(|(code, _)| code.eq_ignore_ascii_case(&game.code))
                else {
                    continue;
                };
                let record = match crate::match_setup::read_record(record) {
                    Ok(record) => record,
                    Err(reason) => {
                        history.message = Some(unreadable(&reason, &settings));
                        continue;
                    }
                };
                if then == Then::Keep {
                    history.message = Some(match crate::screens::keep_game(&storage, &record) {
                        Ok(name) => {
                            crate::screens::saved_message(&storage, &name, settings.language)
                        }
                        Err(reason) => reason,
                    });
                } else {
                    starts.write(StartMatch::Resume(record));
                }
            }
            Event::Error { code, message } => {
                if let Some((asked, then)) = history.fetching.take() {
                    screen.problem = Some(match code.as_str() {
                        "not_over" if then == Then::ReplayOrWatch => {
                            requests.write(OnlineRequest::Watch(asked));
                            continue;
                        }
                        "no_game" => Problem::UnknownGame(asked),
                        _ => Problem::Refused {
                            code: code.clone(),
                            message: message.clone(),
                        },
                    });
                } else if code == "no_account" {
                    for listing in history.listings().filter(|l| l.loading) {
                        listing.loading = false;
                        screen.problem = Some(Problem::NoAccount(listing.name.clone()));
                    }
                }
            }
            _ => {}
        }
    }
}

/// A game asked for by its code at start (`--game-code`, `?game=`): the online screen
/// opens and the game's record is asked for.
fn open_game_at_start(
    asked: Option<Res<OnlineAtStart>>,
    mut next: ResMut<NextState<Screen>>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    let Some(code) = asked.and_then(|asked| asked.game.clone()) else {
        return;
    };
    next.set(Screen::Online);
    requests.write(OnlineRequest::History(HistoryRequest::Record {
        code,
        then: Then::ReplayOrWatch,
    }));
}
