//! YINSH's computer players and hints (see [`crate::computer`]).
//!
//! A search starts when an AI seat has a decision and the board is still; its answer is
//! played like a tap, through [`YinshInput::Computer`].

use bevy::prelude::*;
use plateau_rules::yinsh::Yinsh;

use super::session::{AnimationBusy, MatchLogic, YinshInput, YinshSession};
use crate::computer::{
    AiPaused, ComputerMove, GameSession, HintSearch, follow_hints, stop_searches,
};
use crate::screens::{Screen, SeatPlayer};

/// The computer's search for its own YINSH move.
pub type AiThinking = ComputerMove<Yinsh>;
/// The hint for the YINSH position on the board.
pub type Hint = HintSearch<Yinsh>;

/// Computer players and hints.
pub fn plugin(app: &mut App) {
    app.init_resource::<AiThinking>()
        .init_resource::<Hint>()
        .add_systems(
            Update,
            (play_ai_seats, follow_hints::<YinshSession>).after(MatchLogic),
        )
        .add_systems(OnExit(Screen::Match), stop_searches::<Yinsh>)
        .add_systems(OnExit(super::YinshView), stop_searches::<Yinsh>);
}

fn play_ai_seats(
    session: Option<Res<YinshSession>>,
    busy: Res<AnimationBusy>,
    paused: Res<AiPaused>,
    screen: Res<State<Screen>>,
    mut thinking: ResMut<AiThinking>,
    mut inputs: MessageWriter<YinshInput>,
) {
    let Some(session) = session else { return };
    let live = session.reviewing.is_none().then(|| session.game.state());
    let may_start = !busy.0 && !paused.0 && *screen.get() == Screen::Match;
    let level = match session.seat_to_play() {
        Some((_, SeatPlayer::Ai(level))) if may_start => Some(level),
        _ => None,
    };
    if let Some(action) = thinking.update(live, level) {
        inputs.write(YinshInput::Computer(action));
    }
}

impl GameSession for YinshSession {
    type Game = Yinsh;
}
