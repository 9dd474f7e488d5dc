//! The Game of Y view: the Kadon board, stones, input and HUD over the rules crate.
//!
//! [`logic_plugin`] is the match's logic and the computer players, and runs headless;
//! [`plugin`] adds everything that draws or reads devices.

pub mod ai;
mod board;
pub mod geometry;
mod hud;
mod input;
pub mod pieces;
pub mod session;
mod stones;

use bevy::prelude::*;

use crate::screens::{ActiveGame, Screen};

/// Present while a Game of Y match is on screen (playing or showing its result); the
/// view's entities live as long as it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct YView;

impl ComputedStates for YView {
    type SourceStates = (Screen, ActiveGame);
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute((screen, game): (Screen, ActiveGame)) -> Option<Self> {
        ActiveGame(<plateau_rules::y::GameOfY as plateau_rules::Game>::ID)
            .shown(screen, game)
            .then_some(YView)
    }
}

/// The match logic, without drawing.
pub fn logic_plugin(app: &mut App) {
    app.add_computed_state::<YView>()
        .add_plugins((session::plugin, ai::plugin));
}

/// Drawing, animation, input and HUD.
pub fn plugin(app: &mut App) {
    app.add_plugins((board::plugin, stones::plugin, input::plugin, hud::plugin));
}
