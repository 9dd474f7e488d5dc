//! Game of Y's computer players and hints (see [`crate::computer`]): the search's
//! answer is played through [`YInput::Computer`].

use bevy::prelude::*;
use plateau_rules::y::GameOfY;

use super::YView;
use super::session::{YInput, YLogic, YSession};
use crate::computer::{
    AiPaused, ComputerMove, GameSession, HintSearch, follow_hints, stop_searches,
};
use crate::screens::{ActiveGame, Screen, SeatPlayer};

/// The computer's search for its own Y move.
pub type YThinking = ComputerMove<GameOfY>;
/// The hint for the Y position on the board.
pub type YHint = HintSearch<GameOfY>;

/// Computer players and hints.
pub fn plugin(app: &mut App) {
    app.init_resource::<YThinking>()
        .init_resource::<YHint>()
        .add_systems(
            Update,
            (play_ai_seats, follow_hints::<YSession>).after(YLogic),
        )
        .add_systems(OnExit(Screen::Match), stop_searches::<GameOfY>)
        .add_systems(OnExit(YView), stop_searches::<GameOfY>);
}

fn play_ai_seats(
    session: Option<Res<YSession>>,
    paused: Res<AiPaused>,
    screen: Res<State<Screen>>,
    active: Res<State<ActiveGame>>,
    mut thinking: ResMut<YThinking>,
    mut inputs: MessageWriter<YInput>,
) {
    let Some(session) = session else { return };
    let live = session.reviewing.is_none().then(|| session.game.state());
    let may_start = !paused.0
        && *screen.get() == Screen::Match
        && *active.get() == ActiveGame(<GameOfY as plateau_rules::Game>::ID);
    let level = match session.seat_to_play() {
        Some((_, SeatPlayer::Ai(level))) if may_start => Some(level),
        _ => None,
    };
    if let Some(action) = thinking.update(live, level) {
        inputs.write(YInput::Computer(action));
    }
}

impl GameSession for YSession {
    type Game = GameOfY;
}
