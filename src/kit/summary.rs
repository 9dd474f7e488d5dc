//! A summary of the match on screen, whatever its game: what the web page publishes as
//! its state (the game, the moves, whose turn, the status, whether the computer thinks,
//! and where each board point is).

use bevy::prelude::*;
use plateau_rules::Game;

use super::computer::ComputerMove;
use super::core::{GameView, Session};
use super::remote::RemoteSeats;
use crate::layout::Layout;

/// The match on screen, summed up; updated only when it changes.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct MatchSummary {
    /// The game's id (`yinsh`); empty before any match.
    pub game: &'static str,
    /// Every action so far, in notation.
    pub moves: Vec<String>,
    /// The seat to move, once the game goes on.
    pub to_move: Option<u8>,
    /// The status in words.
    pub status: String,
    /// Whether the computer is thinking.
    pub thinking: bool,
    /// Every board point's name and world position.
    pub points: Vec<(String, Vec2)>,
    /// The world area the camera shows: its centre and size.
    pub view_area: (Vec2, Vec2),
}

impl MatchSummary {
    /// Where each board point is in the window, through `camera` at `place` (logical
    /// pixels from the top-left, whole; `None` for a point out of the camera's view).
    pub fn points_on_screen(
        &self,
        camera: &Camera,
        place: &GlobalTransform,
    ) -> std::collections::BTreeMap<String, Option<[f32; 2]>> {
        self.points
            .iter()
            .map(|(name, at)| {
                let seen = camera.world_to_viewport(place, at.extend(0.0)).ok();
                (name.clone(), seen.map(|p| [p.x.round(), p.y.round()]))
            })
            .collect()
    }

    /// Where each board point is in a window laid out as `layout`, as the camera fitted
    /// to the board's area shows it (logical pixels from the top-left); the same as
    /// [`Self::points_on_screen`] without a camera (for headless tests).
    pub fn points_in_window(&self, layout: &Layout) -> Vec<(String, Vec2)> {
        let (centre, size) = self.view_area;
        let (scale, offset) = layout.camera_for(size);
        let camera = centre + offset;
        self.points
            .iter()
            .map(|(name, at)| {
                let from_centre = (*at - camera) / scale;
                let x = layout.window.x / 2.0 + from_centre.x;
                let y = layout.window.y / 2.0 - from_centre.y;
                (name.clone(), Vec2::new(x, y))
            })
            .collect()
    }
}

/// The systems that keep the summary.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Summarize;

/// Sums up game `V`'s match, when it is the one on screen and something changed. Its
/// status is the rules' own, or the end decided elsewhere that they do not see
/// ([`RemoteSeats::ended`]).
pub fn summarize<V: GameView>(
    session: Option<Res<Session<V>>>,
    thinking: Res<ComputerMove<V::Game>>,
    remote: Res<RemoteSeats>,
    mut summary: ResMut<MatchSummary>,
) {
    let Some(session) = session else { return };
    let id = <V::Game as Game>::ID;
    let ended_elsewhere = remote
        .ended
        .as_ref()
        .filter(|_| session.has_remote() && session.game.status().result().is_none());
    if summary.game == id
        && !session.is_changed()
        && !thinking.is_changed()
        && ended_elsewhere.is_none_or(|ended| summary.status == *ended)
    {
        return;
    }
    let moves: Vec<String> = session.game.actions().map(|a| a.to_string()).collect();
    let to_move = session.game.state().turn().map(|t| t.seat.0);
    let status = ended_elsewhere
        .cloned()
        .unwrap_or_else(|| session.game.status_text());
    let thinking = thinking.is_thinking();
    if summary.game == id
        && summary.moves == moves
        && summary.to_move == to_move
        && summary.status == status
        && summary.thinking == thinking
    {
        return;
    }
    let summary = &mut *summary;
    if summary.game != id {
        summary.game = id;
        summary.points = V::points();
        summary.view_area = V::view_area();
    }
    summary.moves = moves;
    summary.to_move = to_move;
    summary.status = status;
    summary.thinking = thinking;
}
