//! Screens and how a match starts: title, game setup, match, result.
//!
//! This module is the screens' logic (states, the start message, the saved match) and
//! runs headless; the egui drawing of each screen is in its own module.

pub mod dialogs;
pub mod result;
pub mod setup;
pub mod title;

use bevy::prelude::*;
use plateau_rules::catalog;
use plateau_rules::record::GameRecord;

pub use crate::i18n::fill;
use crate::i18n::{Language, Tr};
pub use crate::match_setup::{MatchSetup, OnlineStart, SeatPlayer};
use crate::storage::{Place, PutAside, Refusal, Storage, Unreadable};

/// The file that holds the match in progress.
pub const AUTOSAVE: &str = "autosave.json";
/// The folder of saved and finished games.
pub const GAMES_FOLDER: &str = "games";

/// The app's screens.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The title menu.
    #[default]
    Title,
    /// Choosing the game, its variant and the players.
    Setup,
    /// Playing on a game server: its menu, create, join, the lobby.
    Online,
    /// A match being played.
    Match,
    /// A finished match: the result over the final board.
    Result,
}

/// Present while a match's board is on screen (playing or showing its result).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InMatch;

impl ComputedStates for InMatch {
    type SourceStates = Screen;
    /// Going from the match to its result keeps the board: no exit and enter.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<Self> {
        matches!(screen, Screen::Match | Screen::Result).then_some(InMatch)
    }
}

/// The game whose view is on screen during a match, by its id in the rules' catalog
/// (`yinsh`, `y`); each game view shows itself (through a computed state of its own)
/// when this is its game and a match is on.
#[derive(States, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ActiveGame(pub &'static str);

impl Default for ActiveGame {
    fn default() -> Self {
        ActiveGame(catalog::games()[0].id)
    }
}

impl ActiveGame {
    /// The view for the game `id` (`yinsh`, `y`), if the app shows that game.
    pub fn for_game(id: &str) -> Option<ActiveGame> {
        crate::catalog::find(id).map(|game| ActiveGame(game.entry().id))
    }

    /// Whether a match of this game is on screen (playing or showing its result).
    pub fn shown(self, screen: Screen, game: ActiveGame) -> bool {
        game == self && matches!(screen, Screen::Match | Screen::Result)
    }
}

/// Starts a match; the game's view takes it from there.
#[derive(Message, Clone, Debug)]
pub enum StartMatch {
    /// A new match.
    New(MatchSetup),
    /// A match from a record (the saved match, or an opened file).
    Resume(GameRecord),
    /// A lesson's or a "Rules in 30 seconds" card's position: played on the board but
    /// never kept. It writes no autosave and no saved game, and leaves the setup
    /// screen's choices and a game left in progress as they are (see
    /// [`crate::match_core::MatchCore::kept`]).
    Lesson(GameRecord),
    /// An online match, from the server's view of it for this device: played with
    /// the remote seats, kept once over (see [`crate::online`]) but never as the
    /// autosave, and leaving the player's own game in progress as it is.
    Online(OnlineStart),
}

impl StartMatch {
    /// The game the match is of, by its id in the rules' catalog.
    pub fn game(&self) -> &str {
        match self {
            StartMatch::New(setup) => setup.game,
            StartMatch::Resume(record) | StartMatch::Lesson(record) => &record.game,
            StartMatch::Online(online) => &online.record.game,
        }
    }

    /// Whether the match is the player's own, kept as it goes (the autosave, then the
    /// saved games); a lesson's is not.
    pub fn kept(&self) -> bool {
        !matches!(self, StartMatch::Lesson(_) | StartMatch::Online(_))
    }
}

/// The setup of the last match, for "rematch" and the setup screen's defaults.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct LastSetup(pub MatchSetup);

impl Default for LastSetup {
    fn default() -> Self {
        LastSetup(crate::catalog::default_game().new_setup(crate::i18n::Language::English))
    }
}

/// The match in progress in the autosave, offered on the title screen (read each time
/// the title shows).
#[derive(Resource, Clone, Debug, Default)]
pub struct SavedMatch(pub Option<GameRecord>);

/// A game in progress the player left for the setup screen or the "open game" window:
/// Back returns to it, and it goes to the saved games if another match starts instead.
#[derive(Resource, Clone, Debug, Default)]
pub struct LeftMatch(pub Option<GameRecord>);

/// The title screen's "Resume online game" was chosen: the online screens take the
/// kept seat back as they open.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResumeOnline(pub bool);

/// A message for the player shown on the next screen (e.g. an unreadable save).
#[derive(Resource, Clone, Debug, Default)]
pub struct Notice(pub Option<String>);

/// A Ui covering the whole window, to lay panels out in (egui 0.36 panels take a Ui).
pub fn root_ui(ctx: &bevy_egui::egui::Context, id: &'static str) -> bevy_egui::egui::Ui {
    use bevy_egui::egui;
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// The screens' logic.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_state::<ActiveGame>()
        .add_computed_state::<InMatch>()
        .add_message::<StartMatch>()
        .init_resource::<LastSetup>()
        .init_resource::<SavedMatch>()
        .init_resource::<LeftMatch>()
        .init_resource::<Notice>()
        .init_resource::<ResumeOnline>()
        .init_resource::<result::FinalResult>()
        // At start (once the settings are read), then each time the title shows again
        // (the first `OnEnter` runs before the settings are loaded).
        .add_systems(Startup, find_saved_match)
        .add_systems(
            OnEnter(Screen::Title),
            find_saved_match.run_if(|mut seen: Local<bool>| std::mem::replace(&mut *seen, true)),
        )
        .add_systems(
            Update,
            enter_match_on_start.run_if(on_message::<StartMatch>),
        );
}

/// Reads the autosave each time the title shows: a good one is offered, an unreadable
/// one (not a record, not text, not a file) is set aside (kept under another name; when
/// that fails, left as it is and never written over) with a notice in the player's
/// words, so that the app goes on clean and nothing is lost. Settings that could not be
/// read are reported the same way, once.
fn find_saved_match(
    storage: Res<Storage>,
    settings: Res<crate::settings::Settings>,
    mut unreadable_settings: ResMut<crate::settings::UnreadableSettings>,
    mut saved: ResMut<SavedMatch>,
    mut notice: ResMut<Notice>,
) {
    let lang = settings.language;
    let mut notices = Vec::new();
    saved.0 = None;
    if let Some(put) = unreadable_settings.0.take() {
        notices.push(unreadable_notice(&put, Tr::SettingsUnreadable, lang));
    }
    let checked = match storage.read(AUTOSAVE) {
        Ok(None) => None,
        Ok(Some(text)) => {
            Some(crate::match_setup::read_record(&text).map_err(Unreadable::Contents))
        }
        Err(e) => Some(Err(Unreadable::of_read_error(&e))),
    };
    match checked {
        None => {}
        Some(Ok(record)) => saved.0 = Some(record),
        Some(Err(problem)) => {
            let put = storage.put_aside(AUTOSAVE, problem);
            notices.push(unreadable_notice(&put, Tr::SaveUnreadable, lang));
        }
    }
    if !notices.is_empty() {
        notice.0 = Some(notices.join("\n\n"));
    }
}

/// The player's notice about a file that could not be used (`what`: the saved game's
/// or the settings' sentence): what was wrong in plain words, and where the file is
/// kept, untouched.
pub fn unreadable_notice(put: &PutAside, what: Tr, lang: crate::i18n::Language) -> String {
    let problem = match &put.problem {
        Unreadable::Refused(Refusal::NotText) => Tr::FileNotText.get(lang).to_string(),
        Unreadable::Refused(Refusal::NotAFile) => Tr::FileNotAFile.get(lang).to_string(),
        Unreadable::Refused(Refusal::TooLarge) => Tr::FileTooLarge.get(lang).to_string(),
        Unreadable::Contents(_) if what == Tr::SettingsUnreadable => {
            Tr::FileNotSettings.get(lang).to_string()
        }
        Unreadable::Contents(_) => Tr::FileNotAGame.get(lang).to_string(),
        Unreadable::System(reason) => fill(
            Tr::FileSystemError.get(lang),
            &[("reason", &readable(reason))],
        ),
    };
    let kept = match &put.kept {
        Ok(_) => Tr::FileKept,
        Err(_) => Tr::FileLeft,
    };
    format!(
        "{} {}",
        fill(what.get(lang), &[("reason", &problem)]),
        fill(kept.get(lang), &[("file", &put.location())])
    )
}

/// A reason as the player reads it: one line, cut at 200 characters.
fn readable(reason: &str) -> String {
    let line = reason.replace(['\n', '\r'], " ");
    match line.char_indices().nth(200) {
        Some((cut, _)) => format!("{}...", &line[..cut]),
        None => line,
    }
}

fn enter_match_on_start(
    mut starts: MessageReader<StartMatch>,
    mut next: ResMut<NextState<Screen>>,
    current: Res<State<ActiveGame>>,
    mut next_game: ResMut<NextState<ActiveGame>>,
    mut left: ResMut<LeftMatch>,
    storage: Res<Storage>,
) {
    let Some(start) = starts.read().last() else {
        return;
    };
    if start.kept() {
        keep_replaced_games(&storage, left.0.take(), start);
    }
    if let Some(game) = ActiveGame::for_game(start.game()).filter(|g| g != current.get()) {
        next_game.set(game);
    }
    next.set(Screen::Match);
}

/// A match of the player's own starts: the games it replaces go to the saved games,
/// so that nothing the player did is lost. These are the game the player left for the
/// setup screen or the "open game" window (see [`LeftMatch`]), and the game in progress
/// in the autosave, which the new match's first move would write over (unless it is
/// the one resumed). The autosave that was kept is removed: the new match writes its
/// own, and the same game is never kept twice.
fn keep_replaced_games(storage: &Storage, left: Option<GameRecord>, start: &StartMatch) {
    let autosaved = storage
        .read(AUTOSAVE)
        .ok()
        .flatten()
        .and_then(|text| crate::match_setup::read_record(&text).ok());
    let resumed = match start {
        StartMatch::Resume(record) => Some(record),
        StartMatch::New(_) | StartMatch::Lesson(_) | StartMatch::Online(_) => None,
    };
    let mut kept = Vec::new();
    for record in left.into_iter().chain(autosaved.clone()) {
        if Some(&record) == resumed || kept.contains(&record) {
            continue;
        }
        match keep_game(storage, &record) {
            Ok(_) => kept.push(record),
            Err(e) => warn!("cannot keep the game left in progress: {e}"),
        }
    }
    if autosaved.is_some_and(|record| kept.contains(&record))
        && let Err(e) = storage.remove(AUTOSAVE)
    {
        warn!("cannot remove the autosave kept among the saved games: {e}");
    }
}

/// Saves a match after every change: a match in progress as the autosave; a finished
/// one goes to the saved games and is no longer offered to continue.
pub fn save_progress(storage: &Storage, record: &GameRecord) {
    let outcome = if record.result.is_some() {
        let name = format!("{GAMES_FOLDER}/{}.json", finished_game_name(record));
        storage
            .write(&name, &record.to_json())
            .and_then(|_| storage.remove(AUTOSAVE))
    } else {
        storage.write(AUTOSAVE, &record.to_json())
    };
    if let Err(e) = outcome {
        warn!("cannot save the match: {e}");
    }
}

/// Keeps a game among the saved games (`games/<game>-<date>.json`, with `-2`, `-3`...
/// after the date when another game was kept there in the same second); returns the
/// file's name.
pub fn keep_game(storage: &Storage, record: &GameRecord) -> Result<String, String> {
    let stem = format!(
        "{GAMES_FOLDER}/{}-{}",
        record.game,
        crate::clock::date_stamp()
    );
    let text = record.to_json();
    let free = |name: &String| {
        storage
            .read(name)
            .is_ok_and(|held| held.is_none_or(|held| held == text))
    };
    let name = std::iter::once(format!("{stem}.json"))
        .chain((2..100).map(|n| format!("{stem}-{n}.json")))
        .find(free)
        .ok_or_else(|| format!("{stem}.json: no free name to keep the game under"))?;
    storage
        .write(&name, &text)
        .map(|()| name)
        .map_err(|e| e.to_string())
}

/// What the player is told of a game kept as `name` (see [`keep_game`]): the file's
/// whole path on the desktop; on the web, that the browser keeps it; that nothing was
/// kept when the run keeps no files.
pub fn saved_message(storage: &Storage, name: &str, language: Language) -> String {
    match storage.place(name) {
        Place::File(path) => fill(
            Tr::Saved.get(language),
            &[("path", &path.display().to_string())],
        ),
        Place::Browser => fill(Tr::SavedInBrowser.get(language), &[("name", name)]),
        Place::Nowhere => Tr::NotKept.get(language).to_string(),
    }
}

/// A file name for a finished game: the game, the date and a digest of its actions, so
/// that saving the same game twice writes one file.
fn finished_game_name(record: &GameRecord) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    record.actions.hash(&mut hasher);
    record.resigned.hash(&mut hasher);
    format!(
        "{}-{}-{:08x}",
        record.game,
        crate::clock::date_stamp(),
        hasher.finish() as u32
    )
}
