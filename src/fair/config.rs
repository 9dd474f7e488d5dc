//! The booth's settings, chosen by the operator and kept in the booth's own storage
//! (`booth.json`): which games it shows, the computer's level, the idle delay and the
//! operator's code, and the language. They are kept apart from the home player's
//! files (see [`BoothStorage`]).

use bevy::prelude::*;
use plateau_ai::Level;
use serde::{Deserialize, Serialize};

use crate::i18n::Language;
use crate::storage::Storage;

/// Where the booth keeps its settings and figures: the `kiosk` folder of the user's
/// data (`plateau/kiosk/` keys on the web). The booth's games themselves are kept
/// nowhere: the app's own [`Storage`] keeps nothing in fair mode, so that the home
/// player's saved game, settings and saved games are never touched.
#[derive(Resource, Clone, Debug, Default, Deref)]
pub struct BoothStorage(pub Storage);

impl BoothStorage {
    /// The storages of a booth run on the user's `home` storage: the app's own, which
    /// keeps nothing, and the booth's, in `home`'s `kiosk` folder.
    pub fn split(home: &Storage) -> (Storage, BoothStorage) {
        (Storage::default(), BoothStorage(home.within("kiosk")))
    }
}

/// The file of the booth's settings.
pub const FILE: &str = "booth.json";

/// The code that opens the operator's menu until the operator sets another.
pub const FIRST_CODE: &str = "2580";

/// The shortest and longest idle delays offered, in seconds.
pub const IDLE_RANGE: std::ops::RangeInclusive<u32> = 30..=600;

/// The booth's settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BoothSettings {
    /// The games the booth shows, by id, in the catalog's order; empty: all of them.
    pub games: Vec<String>,
    /// The computer's level against visitors (`beginner` ... `expert`).
    pub level: String,
    /// Seconds without a touch in a visitor's game before "Still playing?".
    pub idle_seconds: u32,
    /// The operator's code (digits).
    pub code: String,
    /// The language of the booth's texts.
    pub language: Language,
    /// The screen lies flat between two visitors: two-player games are shown face to
    /// face.
    pub face_to_face: bool,
}

impl Default for BoothSettings {
    fn default() -> Self {
        BoothSettings {
            games: Vec::new(),
            level: Level::Beginner.name().to_string(),
            idle_seconds: 90,
            code: FIRST_CODE.to_string(),
            language: Language::English,
            face_to_face: false,
        }
    }
}

impl BoothSettings {
    /// The games the booth shows, in the catalog's order (all of them when none is
    /// chosen or none chosen exists).
    pub fn shown_games(&self) -> Vec<&'static str> {
        let all: Vec<&'static str> = crate::catalog::games().map(|g| g.id).collect();
        let chosen: Vec<&'static str> = all
            .iter()
            .copied()
            .filter(|id| self.games.iter().any(|g| g.eq_ignore_ascii_case(id)))
            .collect();
        if chosen.is_empty() { all } else { chosen }
    }

    /// Whether the booth shows `id`.
    pub fn shows(&self, id: &str) -> bool {
        self.shown_games().contains(&id)
    }

    /// Shows `id` or not; the last game shown cannot be taken away.
    pub fn set_shown(&mut self, id: &'static str, shown: bool) {
        let mut games = self.shown_games();
        if shown && !games.contains(&id) {
            games.push(id);
        } else if !shown && games.len() > 1 {
            games.retain(|g| *g != id);
        }
        let all: Vec<&'static str> = crate::catalog::games().map(|g| g.id).collect();
        self.games = all
            .into_iter()
            .filter(|g| games.contains(g))
            .map(str::to_string)
            .collect();
    }

    /// The computer's level against visitors (beginner when the file names none).
    pub fn level(&self) -> Level {
        Level::parse(&self.level).unwrap_or(Level::Beginner)
    }

    /// The idle delay, within [`IDLE_RANGE`].
    pub fn idle_seconds(&self) -> u32 {
        self.idle_seconds
            .clamp(*IDLE_RANGE.start(), *IDLE_RANGE.end())
    }

    /// Reads the booth's settings; a file that cannot be read is set aside (kept under
    /// another name) and the defaults are used.
    pub fn load(storage: &Storage) -> Self {
        storage.read_json_or_default(FILE)
    }

    /// Writes the booth's settings.
    pub fn save(&self, storage: &Storage) {
        storage.write_json(FILE, self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_booth_shows_every_game_until_the_operator_chooses_and_never_none() {
        let mut settings = BoothSettings::default();
        let all = settings.shown_games();
        assert_eq!(all.len(), crate::catalog::games().count());
        settings.set_shown("y", false);
        assert!(!settings.shows("y") && settings.shows("yinsh"));
        for id in all.iter().copied() {
            settings.set_shown(id, false);
        }
        assert_eq!(settings.shown_games().len(), 1, "one game is always left");
        settings.set_shown("zen", true);
        assert!(settings.shows("zen"));
    }

    #[test]
    fn a_corrupt_booth_file_is_set_aside_and_the_defaults_used() {
        let dir = std::env::temp_dir().join(format!("plateau-booth-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let storage = Storage::in_dir(&dir);
        storage.write(FILE, "{ not json").unwrap();
        assert_eq!(BoothSettings::load(&storage), BoothSettings::default());
        assert_eq!(storage.read(FILE).unwrap(), None);
        assert!(storage.read("booth.json.unreadable").unwrap().is_some());
        let chosen = BoothSettings {
            idle_seconds: 5,
            level: "expert".into(),
            ..BoothSettings::default()
        };
        chosen.save(&storage);
        let read = BoothSettings::load(&storage);
        assert_eq!(read.idle_seconds(), 30);
        assert_eq!(read.level(), Level::Expert);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
