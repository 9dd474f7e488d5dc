//! The lessons, as data each game supplies: `lesson.json` in its folder, built into
//! the app by its entry. A lesson is a list of steps; a step sets up a position (or goes on from the
//! board as it is), may show moves one by one, says something in English and French,
//! and may ask the person for a move (any of `expect`), with a word of help for a wrong
//! one and the other side's `reply`.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::i18n::Language;

/// A text in each language.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Words {
    /// In English.
    pub en: String,
    /// In French.
    pub fr: String,
}

impl Words {
    /// The text in `lang`.
    pub fn get(&self, lang: Language) -> &str {
        match lang {
            Language::English => &self.en,
            Language::French => &self.fr,
        }
    }
}

/// One step of a lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Step {
    /// The position to set up ([`plateau_rules::Game::position_text`]); none: the
    /// board as the last step left it.
    pub position: Option<String>,
    /// What the step says.
    pub text: Words,
    /// Moves shown one by one after the position is set up, in notation.
    pub show: Vec<String>,
    /// The moves the person may make (any one of them), in notation; none: the step
    /// only explains.
    pub expect: Vec<String>,
    /// The word of help after a move the step did not ask for.
    pub wrong: Words,
    /// What the step says once the move is made (none: a word of praise).
    pub after: Option<Words>,
    /// The other side's moves after the person's, in notation.
    pub reply: Vec<String>,
}

/// A game's lesson.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The game's id (`yinsh`).
    pub game: String,
    /// The game's options for every step.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// The lesson of game `id`, if it has one.
pub fn lesson(id: &str) -> Option<Lesson> {
    let text = crate::catalog::find(id)?.lesson;
    match serde_json::from_str(text) {
        Ok(lesson) => Some(lesson),
        Err(e) => {
            bevy::log::error!("the lesson of {id} does not read: {e}");
            None
        }
    }
}

/// The games that have a lesson (every game brings one), in the catalog's order.
pub fn games_with_lessons() -> Vec<&'static str> {
    crate::catalog::games().map(|g| g.id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_reads_names_its_game_and_says_everything_in_both_languages() {
        crate::games::register();
        for id in games_with_lessons() {
            let lesson = lesson(id).unwrap_or_else(|| panic!("{id}'s lesson does not read"));
            assert_eq!(lesson.game, id);
            assert!(lesson.steps.len() >= 3, "{id}: a lesson of a few steps");
            assert!(
                lesson.steps[0].position.is_some(),
                "{id}: the first step sets up the board"
            );
            for (i, step) in lesson.steps.iter().enumerate() {
                let said = |w: &Words| !w.en.trim().is_empty() && !w.fr.trim().is_empty();
                assert!(said(&step.text), "{id} step {i}: text in both languages");
                if !step.expect.is_empty() {
                    assert!(said(&step.wrong), "{id} step {i}: help for a wrong move");
                }
                if let Some(after) = &step.after {
                    assert!(said(after), "{id} step {i}: the words after the move");
                }
                assert!(
                    step.reply.is_empty() || !step.expect.is_empty(),
                    "{id} step {i}: a reply answers a move"
                );
                if let Some(position) = &step.position {
                    let record = plateau_rules::record::GameRecord {
                        format: plateau_rules::record::RECORD_FORMAT,
                        game: lesson.game.clone(),
                        options: lesson.options.clone(),
                        position: Some(position.clone()),
                        seats: Vec::new(),
                        players: Vec::new(),
                        actions: Vec::new(),
                        result: None,
                        resigned: None,
                        ended: None,
                    };
                    let checked = crate::match_setup::check_record(&record);
                    assert_eq!(
                        checked,
                        Ok(()),
                        "{id} step {i}: the position is one the game can be in"
                    );
                }
            }
        }
    }
}
