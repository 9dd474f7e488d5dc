//! Lines and buttons a feature adds to the match panel while its match is on (an
//! online match: the players' connection and clocks, offers, its own buttons), filled
//! by the feature each frame; the kit draws them and says which button was pressed.

use bevy::prelude::*;

/// What the match panel shows for a feature, when [`PanelAddition::active`].
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PanelAddition {
    /// Whether the panel shows it (and leaves out the match's own buttons and the
    /// players' menus).
    pub active: bool,
    /// Words after each seat's name, by seat.
    pub seat_notes: Vec<String>,
    /// Lines under the state of play.
    pub lines: Vec<String>,
    /// Buttons in place of the match's own: a name (for the tests and the page) and
    /// the words on it.
    pub buttons: Vec<(&'static str, String)>,
    /// A question one of the buttons asked (Resign?) and its answers, as buttons are
    /// given: drawn above the buttons, which stay where they were under the pointer.
    pub question: Option<(String, Vec<(&'static str, String)>)>,
}

/// A button of the [`PanelAddition`] was pressed, by its name.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdditionPressed(pub &'static str);
