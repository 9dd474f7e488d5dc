//! Computer players and hints: searches on Bevy's async compute task pool, so no frame
//! waits for them.
//!
//! A search starts when an AI seat has a decision and the board is still; its answer is
//! played like a tap, through [`YinshInput::Action`]. If the position changes meanwhile
//! (undo, new game, leaving the match), the search is told to stop and its answer is
//! dropped.

use bevy::prelude::*;
use plateau_ai::Level;
use plateau_rules::yinsh::{Yinsh, YinshAction};
use plateau_rules::{Game, Seat};

use super::session::{AnimationBusy, MatchLogic, YinshInput, YinshSession};
use crate::computer::Thinking;
use crate::screens::{Screen, SeatPlayer};

/// The computer's search for its own move, if one is under way.
#[derive(Resource, Default)]
pub struct AiThinking(Option<Thinking<Yinsh>>);

impl AiThinking {
    /// Whether the computer is thinking.
    pub fn is_thinking(&self) -> bool {
        self.0.is_some()
    }
}

/// Whether AI seats wait (to watch an AI-versus-AI game at one's own pace).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AiPaused(pub bool);

/// Asks for a hint: the expert's choice for the current decision.
#[derive(Message, Clone, Copy, Debug)]
pub struct RequestHint;

/// The hint for the current position, once found.
#[derive(Resource, Default)]
pub struct Hint {
    thinking: Option<Thinking<Yinsh>>,
    /// The suggested action, for the position it was found in.
    pub action: Option<(Yinsh, YinshAction)>,
}

impl Hint {
    /// Whether a hint is being searched.
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// The suggestion for `state`, if it is the one the hint was found for.
    pub fn for_state(&self, state: &Yinsh) -> Option<YinshAction> {
        self.action.filter(|(s, _)| s == state).map(|(_, a)| a)
    }
}

/// Computer players and hints.
pub fn plugin(app: &mut App) {
    app.init_resource::<AiThinking>()
        .init_resource::<AiPaused>()
        .init_resource::<Hint>()
        .add_message::<RequestHint>()
        .add_systems(Update, (play_ai_seats, hint).after(MatchLogic))
        .add_systems(OnExit(Screen::Match), stop_thinking);
}

/// The player of the seat to move, when the board waits for it.
fn seat_to_play(session: &YinshSession) -> Option<(Seat, SeatPlayer)> {
    if session.reviewing.is_some() || session.game.resigned().is_some() {
        return None;
    }
    let seat = session.game.state().turn()?.seat;
    Some((seat, session.players[seat.index()]))
}

fn play_ai_seats(
    session: Option<Res<YinshSession>>,
    busy: Res<AnimationBusy>,
    paused: Res<AiPaused>,
    screen: Res<State<Screen>>,
    mut thinking: ResMut<AiThinking>,
    mut inputs: MessageWriter<YinshInput>,
    mut seed: Local<u64>,
) {
    let Some(session) = session else { return };
    // A search for a position that is no longer on the board is dropped.
    let stale = thinking
        .0
        .as_ref()
        .is_some_and(|t| t.from != *session.game.state() || session.reviewing.is_some());
    if stale && let Some(old) = thinking.0.take() {
        old.cancel();
    }
    if let Some(running) = thinking.0.as_mut() {
        if let Some(answer) = running.poll() {
            thinking.0 = None;
            if let Some(action) = answer {
                inputs.write(YinshInput::Computer(action));
            }
        }
        return;
    }
    if busy.0 || paused.0 || *screen.get() != Screen::Match {
        return;
    }
    if let Some((_, SeatPlayer::Ai(level))) = seat_to_play(&session) {
        *seed = seed.wrapping_add(1);
        thinking.0 = Some(Thinking::start(level, *session.game.state(), *seed));
    }
}

fn hint(
    session: Option<Res<YinshSession>>,
    mut requests: MessageReader<RequestHint>,
    mut hint: ResMut<Hint>,
) {
    let Some(session) = session else { return };
    let state = *session.game.state();
    let stale = hint.thinking.as_ref().is_some_and(|t| t.from != state);
    if stale && let Some(old) = hint.thinking.take() {
        old.cancel();
    }
    if requests.read().count() > 0
        && hint.thinking.is_none()
        && hint.for_state(&state).is_none()
        && state.turn().is_some()
    {
        hint.thinking = Some(Thinking::start(Level::Expert, state, 0));
    }
    if let Some(running) = hint.thinking.as_mut()
        && let Some(answer) = running.poll()
    {
        hint.action = answer.map(|a| (running.from, a));
        hint.thinking = None;
    }
}

fn stop_thinking(mut thinking: ResMut<AiThinking>, mut hint: ResMut<Hint>) {
    if let Some(old) = thinking.0.take() {
        old.cancel();
    }
    if let Some(old) = hint.thinking.take() {
        old.cancel();
    }
}
