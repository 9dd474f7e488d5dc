//! The booth's figures, per game: games started, finished and abandoned, their average
//! length, and the visitors' results against the computer. Kept in the booth's storage
//! (`booth-figures.json`: a file on the desktop, the page's localStorage on the web),
//! shown in the operator's menu and exported as CSV.

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::storage::Storage;

/// The file of the figures.
pub const FILE: &str = "booth-figures.json";
/// The file the figures are exported to.
pub const CSV_FILE: &str = "booth-figures.csv";

/// One game's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameFigures {
    /// Games visitors started.
    pub started: u32,
    /// Games played to their end (a resignation included).
    pub finished: u32,
    /// Games left half-played (the idle countdown ran out, or another game was chosen).
    pub abandoned: u32,
    /// The actions of the finished games, all together (for the average).
    pub finished_actions: u64,
    /// Games a visitor won against the computer.
    pub visitor_won: u32,
    /// Games a visitor lost against the computer.
    pub visitor_lost: u32,
    /// Games against the computer drawn.
    pub drawn: u32,
}

impl GameFigures {
    /// The average number of actions of a finished game, if one was finished.
    pub fn average_length(&self) -> Option<f64> {
        (self.finished > 0).then(|| self.finished_actions as f64 / self.finished as f64)
    }
}

/// How a visitor's game against the computer ended, for the visitor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VisitorResult {
    /// The visitor won.
    Won,
    /// The computer won.
    Lost,
    /// Nobody won.
    Drawn,
}

/// The booth's figures, by game id.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct BoothFigures {
    /// Each game's figures, by id.
    pub games: BTreeMap<String, GameFigures>,
}

impl BoothFigures {
    fn of(&mut self, game: &str) -> &mut GameFigures {
        self.games.entry(game.to_string()).or_default()
    }

    /// A visitor started a game.
    pub fn started(&mut self, game: &str) {
        self.of(game).started += 1;
    }

    /// A visitor's game ended after `actions` actions; `against_computer` gives the
    /// visitor's result when the computer played.
    pub fn finished(
        &mut self,
        game: &str,
        actions: usize,
        against_computer: Option<VisitorResult>,
    ) {
        let figures = self.of(game);
        figures.finished += 1;
        figures.finished_actions += actions as u64;
        match against_computer {
            Some(VisitorResult::Won) => figures.visitor_won += 1,
            Some(VisitorResult::Lost) => figures.visitor_lost += 1,
            Some(VisitorResult::Drawn) => figures.drawn += 1,
            None => {}
        }
    }

    /// A visitor's game was left half-played.
    pub fn abandoned(&mut self, game: &str) {
        self.of(game).abandoned += 1;
    }

    /// The figures as CSV: a header, then a line per game.
    pub fn csv(&self) -> String {
        let mut text = String::from(
            "game,started,finished,abandoned,average_length,visitor_won,visitor_lost,drawn\n",
        );
        for (game, f) in &self.games {
            let average = f
                .average_length()
                .map_or(String::new(), |a| format!("{a:.1}"));
            text.push_str(&format!(
                "{game},{},{},{},{average},{},{},{}\n",
                f.started, f.finished, f.abandoned, f.visitor_won, f.visitor_lost, f.drawn
            ));
        }
        text
    }

    /// Reads the figures; a file that cannot be read is set aside (kept under another
    /// name) and counting starts again.
    pub fn load(storage: &Storage) -> Self {
        storage.read_json_or_default(FILE)
    }

    /// Writes the figures.
    pub fn save(&self, storage: &Storage) {
        storage.write_json(FILE, self);
    }

    /// Writes the CSV next to the figures; returns where it went, or why not.
    pub fn export(&self, storage: &Storage) -> Result<String, String> {
        storage
            .write(CSV_FILE, &self.csv())
            .map_err(|e| e.to_string())?;
        Ok(match storage.dir() {
            Some(dir) => dir.join(CSV_FILE).display().to_string(),
            None => CSV_FILE.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_count_each_game_and_export_as_csv() {
        let mut figures = BoothFigures::default();
        figures.started("y");
        figures.started("y");
        figures.started("yinsh");
        figures.finished("y", 40, Some(VisitorResult::Won));
        figures.abandoned("y");
        figures.finished("yinsh", 61, None);
        assert_eq!(figures.games["y"].average_length(), Some(40.0));
        assert_eq!(
            figures.csv(),
            "game,started,finished,abandoned,average_length,visitor_won,visitor_lost,drawn\n\
             y,2,1,1,40.0,1,0,0\n\
             yinsh,1,1,0,61.0,0,0,0\n"
        );
        let dir = std::env::temp_dir().join(format!("plateau-figures-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let storage = Storage::in_dir(&dir);
        figures.save(&storage);
        assert_eq!(BoothFigures::load(&storage), figures);
        let path = figures.export(&storage).unwrap();
        assert_eq!(std::fs::read_to_string(path).unwrap(), figures.csv());
        storage.write(FILE, "[1, 2").unwrap();
        assert_eq!(BoothFigures::load(&storage), BoothFigures::default());
        assert!(
            storage
                .read("booth-figures.json.unreadable")
                .unwrap()
                .is_some()
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
