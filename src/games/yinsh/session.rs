//! YINSH's part of a match: the player's selection and notices, what the current
//! decision allows (movable rings, destinations, rows), and YINSH's phase, the state
//! machine that follows the rules' decision.

use bevy::prelude::*;
use plateau_rules::yinsh::board::{Point, Row};
use plateau_rules::yinsh::{YinshAction, YinshDecision};
use plateau_rules::{Game, Seat, Status};

use super::YinshView;
use super::pieces::Leaving;
pub use crate::kit::{AnimationBusy, FinishAnimations, MatchLogic};
use crate::kit::{Input, Session};
use crate::screens::Screen;

/// The YINSH match being played.
pub type YinshSession = Session<YinshView>;
/// What a player (or a test) asks of a YINSH match.
pub type YinshInput = Input<YinshView>;

/// YINSH's per-match state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct YinshState {
    /// The ring the player picked, waiting for its destination.
    pub selected: Option<Point>,
    /// The last thing to tell the player about their input.
    pub notice: Option<YinshNotice>,
}

/// Feedback on an input that did not make a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YinshNotice {
    /// The tapped ring has no destination.
    NotMovable,
    /// The selected ring cannot move to the tapped point.
    CannotGoThere,
    /// The tapped point is not one of the player's rings.
    NotYours,
    /// The tapped marker belongs to several rows: pick one.
    ChooseRow,
    /// The seat passed (no ring could move).
    Passed(Seat),
}

impl Session<YinshView> {
    /// The last ring move up to the shown position, for the last-move marker.
    pub fn last_move(&self) -> Option<(Point, Point)> {
        self.shown_actions()
            .filter_map(|a| match a {
                YinshAction::MoveRing { from, to } => Some((from, to)),
                _ => None,
            })
            .last()
    }

    /// Where the selected ring can go.
    pub fn destinations(&self) -> Vec<Point> {
        let Some(from) = self.view.selected else {
            return Vec::new();
        };
        self.legal()
            .into_iter()
            .filter_map(|a| match a {
                YinshAction::MoveRing { from: f, to } if f == from => Some(to),
                _ => None,
            })
            .collect()
    }

    /// The rings that can move now.
    pub fn movable_rings(&self) -> Vec<Point> {
        let mut rings: Vec<Point> = self
            .legal()
            .into_iter()
            .filter_map(|a| match a {
                YinshAction::MoveRing { from, .. } => Some(from),
                _ => None,
            })
            .collect();
        rings.dedup();
        rings
    }

    /// The rows that may be removed now.
    pub fn removable_rows(&self) -> Vec<Row> {
        self.legal()
            .into_iter()
            .filter_map(|a| match a {
                YinshAction::RemoveRow(row) => Some(row),
                _ => None,
            })
            .collect()
    }

    /// The phase the live decision asks for, given the player's selection; `None` once
    /// the match is over.
    pub fn decision_phase(&self) -> Option<YinshPhase> {
        if self.game.status() != Status::Ongoing {
            return None;
        }
        Some(match self.game.state().turn()?.kind {
            YinshDecision::PlaceRing => YinshPhase::PlaceRing,
            YinshDecision::MoveRing | YinshDecision::Pass if self.view.selected.is_some() => {
                YinshPhase::ChooseDestination
            }
            YinshDecision::MoveRing | YinshDecision::Pass => YinshPhase::ChooseRing,
            YinshDecision::RemoveRow => YinshPhase::RemoveRow,
            YinshDecision::RemoveRing => YinshPhase::RemoveRing,
        })
    }
}

/// YINSH's phase: what the board waits for.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Match)]
pub enum YinshPhase {
    /// A player places a ring.
    #[default]
    PlaceRing,
    /// A player picks a ring to move.
    ChooseRing,
    /// A player picks the picked ring's destination.
    ChooseDestination,
    /// A player picks a row to remove.
    RemoveRow,
    /// A player picks a ring to remove.
    RemoveRing,
    /// Pieces are moving.
    Animating,
    /// The player looks at an earlier position.
    Reviewing,
    /// The game is over; the result comes next.
    GameOver,
}

/// Keeps YINSH's phase in step with the rules and the look.
pub(super) fn update_phase(
    session: Option<Res<YinshSession>>,
    busy: Res<AnimationBusy>,
    phase: Option<Res<State<YinshPhase>>>,
    mut next_phase: ResMut<NextState<YinshPhase>>,
) {
    let Some(session) = session else { return };
    let wanted = if session.reviewing.is_some() {
        YinshPhase::Reviewing
    } else if busy.0 {
        YinshPhase::Animating
    } else {
        session.decision_phase().unwrap_or(YinshPhase::GameOver)
    };
    if phase.is_some_and(|p| *p.get() != wanted) {
        next_phase.set(wanted);
    }
}

/// Removed markers go once the look has shown them leave (at once without a look).
/// This runs first in the frame, so the look sees the markers of a row removed this
/// frame.
pub(super) fn despawn_leaving(
    mut commands: Commands,
    busy: Res<AnimationBusy>,
    leaving: Query<Entity, With<Leaving>>,
) {
    if !busy.0 {
        for entity in &leaving {
            commands.entity(entity).despawn();
        }
    }
}
