//! A lesson's hold on a match, read by the kit (which moves a person may make), the
//! lesson (`crate::tutorial`) and the screens (the result window gives way to the
//! lesson's words). A file of its own, importing nothing of the app's.

use bevy::prelude::*;

/// A lesson's hold on the match (see `crate::tutorial`): the moves a person may make
/// now, and the lesson's own moves to play. Without a lesson (`active` false) the match
/// is free.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonGate {
    /// A lesson runs: a person's moves are checked against `expected`, and the HUD gives
    /// way to the lesson's panel.
    pub active: bool,
    /// The moves a person may make now, in notation; empty: none (the lesson explains).
    pub expected: Vec<String>,
    /// The lesson's own moves still to play, in order, in notation.
    pub script: std::collections::VecDeque<String>,
    /// The lesson's moves sent to the match and not handled yet.
    pub in_flight: usize,
    /// The last move a person tried that the lesson did not ask for, in notation.
    pub wrong: Option<String>,
    /// A person made a move the lesson asked for.
    pub done: bool,
}

impl LessonGate {
    /// Whether the lesson's moves are all played (the board may still move).
    pub fn script_played(&self) -> bool {
        self.script.is_empty() && self.in_flight == 0
    }
}
