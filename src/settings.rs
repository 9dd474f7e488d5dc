//! Player settings, kept between runs.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::i18n::Language;
use crate::online_settings::ServerForTheRun;
use crate::sound_settings::SoundSettings;
use crate::storage::{PutAside, Storage, Unreadable};

const FILE: &str = "settings.json";

/// How fast pieces move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnimationSpeed {
    /// Pieces jump to their places.
    Off,
    /// The normal pace.
    #[default]
    Normal,
    /// Twice as long, to follow every flip.
    Slow,
}

impl AnimationSpeed {
    /// How much longer than normal an animation lasts; `None` when off.
    pub fn stretch(self) -> Option<f32> {
        match self {
            AnimationSpeed::Off => None,
            AnimationSpeed::Normal => Some(1.0),
            AnimationSpeed::Slow => Some(2.0),
        }
    }
}

/// Whether a tap on the board plays at once or first shows the move (a guard against
/// mis-taps on touch screens).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConfirmTaps {
    /// On touch screens and at a booth, off with a mouse.
    #[default]
    Auto,
    /// Always: a second tap on the same point, or Confirm, plays the move.
    Always,
    /// Never: a tap plays at once.
    Never,
}

impl ConfirmTaps {
    /// Whether taps are confirmed, given whether the app is a booth and a touch has
    /// been seen.
    pub fn applies(self, fair: bool, touch_seen: bool) -> bool {
        match self {
            ConfirmTaps::Auto => fair || touch_seen,
            ConfirmTaps::Always => true,
            ConfirmTaps::Never => false,
        }
    }
}

/// The settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Language of every text.
    pub language: Language,
    /// Animation pace.
    pub animation_speed: AnimationSpeed,
    /// Show where a selected ring can go, and which rings can move.
    pub highlights: bool,
    /// Whether a tap on the board first shows the move.
    pub confirm_taps: ConfirmTaps,
    /// Two people at a table-top screen: each player's part of the HUD at their own
    /// edge, facing them (two-seat games without hidden information).
    pub face_to_face: bool,
    /// The volume and what is heard.
    pub sound: SoundSettings,
    /// The game server, the player's name there, and a seat to take back.
    pub online: crate::online_settings::OnlineSettings,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: Language::English,
            animation_speed: AnimationSpeed::Normal,
            highlights: true,
            confirm_taps: ConfirmTaps::Auto,
            face_to_face: false,
            sound: SoundSettings::default(),
            online: Default::default(),
        }
    }
}

/// A settings file that could not be read at start: what was wrong and where it was
/// kept (the defaults are used; the title screen tells the player).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct UnreadableSettings(pub Option<PutAside>);

/// Loads the settings at start and saves them when they change.
pub fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<UnreadableSettings>()
        .add_systems(PreStartup, load)
        .add_systems(Last, save.run_if(resource_changed::<Settings>));
}

/// Reads the settings; a file that cannot be read is set aside (kept under another
/// name; when that fails, left as it is and never written over) and reported, and the
/// defaults are used.
pub fn load(
    storage: Res<Storage>,
    mut settings: ResMut<Settings>,
    mut unreadable: ResMut<UnreadableSettings>,
) {
    let problem = match storage.read(FILE) {
        Ok(None) => return,
        Ok(Some(text)) => match serde_json::from_str(&text) {
            Ok(loaded) => {
                *settings = loaded;
                return;
            }
            Err(e) => Unreadable::Contents(e.to_string()),
        },
        Err(e) => Unreadable::of_read_error(&e),
    };
    unreadable.0 = Some(storage.put_aside(FILE, problem));
}

/// The settings kept in `storage`, read without changing anything there (a file that
/// cannot be read is left as it is): for a run that keeps nothing of its own but
/// follows the player's settings, and for messages before the app starts. `None` when
/// there are none or they cannot be read.
pub fn read_kept(storage: &Storage) -> Option<Settings> {
    serde_json::from_str(&storage.read(FILE).ok()??).ok()
}

/// Saves the settings as the player chose them: a server named for the run only
/// ([`ServerForTheRun`]) is not saved in place of theirs.
fn save(
    storage: Res<Storage>,
    settings: Res<Settings>,
    for_the_run: Option<Res<ServerForTheRun>>,
    mut commands: Commands,
) {
    let mut kept = settings.clone();
    if let Some(for_the_run) = for_the_run {
        match for_the_run.saved(&settings.online) {
            Some(online) => kept.online = online,
            // The player chose another server: theirs from now on.
            None => commands.remove_resource::<ServerForTheRun>(),
        }
    }
    let text = serde_json::to_string_pretty(&kept).unwrap_or_default();
    if let Err(e) = storage.write(FILE, &text) {
        warn!("cannot save the settings: {e}");
    }
}
