//! Taps and actions made from outside the board, one by one, each once the board has
//! been still a moment and a person at this device is to move (so that they wait for
//! the computer's or an online opponent's answers): taps by point name (`--tap` on the
//! command line) and actions by notation (the web page's test hooks, see `crate::web`).

use std::collections::VecDeque;

use bevy::prelude::*;

use super::core::{AnimationBusy, GameView, Input, Session};
use super::logic::{fitting_action, rested_enough};
use crate::screens::ActiveGame;

/// Taps on board points by name (`f11`), made one by one once the match is on and the
/// board still: `--tap` on the command line, to look at a selection or a position.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ScriptedTaps(pub VecDeque<String>);

/// Actions by their notation (`e5`, or patterns and choices as lessons write them: `*`
/// for the first legal action, `f7-*`, `e5|f6`), played one by one as a person's at this device would
/// be, once the board is still and it is that person's turn.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct ScriptedActions(pub VecDeque<String>);

/// Makes the [`ScriptedTaps`] on game `V`'s board, one each time the board has been
/// still a moment and a person at this device is to move (so the taps of a match
/// against the computer or an online opponent wait for their answers); a name that is
/// not a point of the board is dropped with a warning.
pub fn tap_by_name<V: GameView>(
    session: Option<Res<Session<V>>>,
    busy: Res<AnimationBusy>,
    active: Res<State<ActiveGame>>,
    (time, mut rested): (Res<Time>, Local<f32>),
    mut taps: ResMut<ScriptedTaps>,
    mut inputs: MessageWriter<Input<V>>,
) {
    let persons_turn = session.is_some_and(|s| !s.core.others_to_move());
    let waiting = persons_turn && !taps.0.is_empty();
    if !rested_enough::<V>(waiting, &busy, &active, &time, &mut rested) {
        return;
    }
    let Some(name) = taps.0.pop_front() else {
        return;
    };
    let point = V::points()
        .into_iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(&name))
        .and_then(|(_, at)| V::point_near(at));
    match point {
        Some(point) => {
            inputs.write(Input::Point(point));
        }
        None => warn!("--tap {name}: no such point on the board"),
    }
}

/// Plays the [`ScriptedActions`] in game `V`'s match: the first legal action the next
/// entry accepts; an entry no legal action fits is dropped with a warning.
pub fn act_by_notation<V: GameView>(
    session: Option<Res<Session<V>>>,
    busy: Res<AnimationBusy>,
    active: Res<State<ActiveGame>>,
    (time, mut rested): (Res<Time>, Local<f32>),
    mut actions: ResMut<ScriptedActions>,
    mut inputs: MessageWriter<Input<V>>,
) {
    let Some(session) = session else { return };
    let waiting = !session.core.others_to_move() && !actions.0.is_empty();
    if !rested_enough::<V>(waiting, &busy, &active, &time, &mut rested) {
        return;
    }
    let Some(text) = actions.0.pop_front() else {
        return;
    };
    match fitting_action(&session.legal(), &text) {
        Some(action) => {
            inputs.write(Input::Action(action));
        }
        None => warn!("no legal action fits '{text}'"),
    }
}
