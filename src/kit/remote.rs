//! Seats played elsewhere ([`SeatPlayer::Remote`](crate::screens::SeatPlayer)): the
//! hook through which a feature (online play) feeds their actions into a match and
//! takes the person's actions out. Their actions are played one at a time once the
//! board is still, through the same path and animations as the computer's.

use std::collections::VecDeque;

use bevy::prelude::*;
use plateau_rules::record::GameRecord;
use plateau_rules::{Game, Seat};

use super::core::{AnimationBusy, GameView, Input, InputQueue, Redraw, Session};

/// A change of the match made elsewhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemoteStep {
    /// An action in the game's notation (as the device's seat is shown it) that makes
    /// the history `ply` actions long. The person's own action coming back is skipped.
    Action {
        /// The action.
        text: String,
        /// The history's length once it is played.
        ply: u64,
    },
    /// Actions taken back, down to a history this long.
    TakeBack(u64),
    /// This seat resigned for its team.
    Resigned(Seat),
}

/// What goes between a match's remote seats and the feature that plays them.
#[derive(Resource, Debug, Default)]
pub struct RemoteSeats {
    /// Changes made elsewhere, oldest first.
    pub incoming: VecDeque<RemoteStep>,
    /// The person's actions in the game's notation, to send elsewhere (taken by the
    /// feature).
    pub outgoing: Vec<String>,
    /// A change did not fit the match's history: the feature must start the match
    /// again from its own copy of the game.
    pub out_of_step: bool,
    /// The match's record as it stands, kept up to date while it has remote seats.
    pub record: Option<GameRecord>,
    /// How the match ended elsewhere, in words (`white wins: the opponents left`), when
    /// its rules do not see the end (a game claimed, a draw agreed, a clock run out, an
    /// end hidden from this seat's view): set by the feature once the board shows it,
    /// it is the match's status ([`super::summary::MatchSummary`]).
    pub ended: Option<String>,
}

/// Keeps [`RemoteSeats::record`] up to date once the frame's change is applied.
pub fn keep_record<V: GameView>(session: Option<Res<Session<V>>>, mut remote: ResMut<RemoteSeats>) {
    if let Some(session) = session
        && session.is_changed()
        && session.has_remote()
    {
        remote.record = Some(session.record());
    }
}

/// Plays the next change made elsewhere, once the board is still, no input waits and
/// the player is not looking back.
pub fn follow_remote<V: GameView>(
    session: Option<ResMut<Session<V>>>,
    busy: Res<AnimationBusy>,
    queue: Res<InputQueue<V>>,
    mut remote: ResMut<RemoteSeats>,
    mut inputs: MessageWriter<Input<V>>,
    mut redraw: MessageWriter<Redraw<V>>,
) {
    let Some(mut session) = session else { return };
    if !session.has_remote() {
        return;
    }
    if busy.0 || !queue.is_empty() || session.reviewing.is_some() {
        return;
    }
    let Some(step) = remote.incoming.pop_front() else {
        return;
    };
    let length = session.game.len() as u64;
    match step {
        // The person's own action, already on the board.
        RemoteStep::Action { ply, .. } if ply == length => {}
        RemoteStep::Action { text, ply } if ply == length + 1 => {
            match session.game.state().parse_action(&text) {
                Ok(action) => {
                    inputs.write(Input::Remote(action));
                }
                Err(e) => {
                    warn!("an action from elsewhere does not read: {text}: {e}");
                    remote.out_of_step = true;
                }
            }
        }
        RemoteStep::Action { .. } => remote.out_of_step = true,
        RemoteStep::TakeBack(ply) => {
            let mut taken = false;
            while session.game.len() as u64 > ply || session.game.resigned().is_some() {
                if session.game.undo().is_none() && session.game.resigned().is_none() {
                    break;
                }
                taken = true;
            }
            session.redo.clear();
            session.pending = None;
            if taken {
                V::reset(&mut session.view);
                redraw.write(Redraw::default());
            }
        }
        RemoteStep::Resigned(seat) => {
            if session.game.resign(seat).is_err() {
                remote.out_of_step = true;
            }
        }
    }
}
