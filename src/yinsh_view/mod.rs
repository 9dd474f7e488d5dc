//! The YINSH view: board, pieces, animations, input and HUD over the rules crate.
//!
//! [`logic_plugin`] is the match's state machine and the ECS mirror of the pieces, and
//! runs headless; [`plugin`] adds everything that draws or reads devices.

pub mod ai;
mod animation;
mod board;
pub mod geometry;
mod highlights;
mod hud;
pub mod input;
pub mod pieces;
pub mod session;
mod visuals;

use bevy::prelude::*;

use crate::screens::{ActiveGame, Screen};

/// World units per board unit (the distance between neighbouring points).
pub const UNIT: f32 = 64.0;

/// Present while a YINSH match is on screen (playing or showing its result); the
/// view's entities live as long as it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct YinshView;

impl ComputedStates for YinshView {
    type SourceStates = (Screen, ActiveGame);
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute((screen, game): (Screen, ActiveGame)) -> Option<Self> {
        ActiveGame(<plateau_rules::yinsh::Yinsh as plateau_rules::Game>::ID)
            .shown(screen, game)
            .then_some(YinshView)
    }
}

/// The match logic, without drawing.
pub fn logic_plugin(app: &mut App) {
    app.add_computed_state::<YinshView>()
        .add_plugins((session::plugin, ai::plugin));
}

/// Drawing, animation, input and HUD.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        visuals::plugin,
        animation::plugin,
        highlights::plugin,
        input::plugin,
        hud::plugin,
    ))
    .add_systems(OnEnter(YinshView), board::spawn_board)
    .add_systems(
        PostUpdate,
        (board::fit_camera, board::show_pool_count).run_if(in_state(YinshView)),
    );
}
