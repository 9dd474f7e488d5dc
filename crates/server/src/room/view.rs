//! The game as one viewer may see it: a seat sees its own secrets and, on its turn,
//! its legal actions; a spectator sees no seat's secrets.

use std::time::Instant;

use plateau_rules::Seat;

use super::Room;
use crate::presence::Presence;
use crate::protocol::{GameView, SeatPlan, SeatSummary};

impl Room {
    /// The seats as everyone may see them at `now`, with their `presence`.
    pub fn seat_summaries(&self, presence: &Presence, now: Instant) -> Vec<SeatSummary> {
        let teams = self.teams();
        self.holders
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let computer = match &h.plan {
                    SeatPlan::Computer { level } => Some(level.to_ascii_lowercase()),
                    SeatPlan::Human => None,
                };
                SeatSummary {
                    seat_name: self.game.seat_name(Seat(i as u8)).to_string(),
                    team: teams[i],
                    kind: if computer.is_some() {
                        "computer"
                    } else {
                        "human"
                    }
                    .to_string(),
                    connected: computer.is_some() || presence.held(i),
                    away_ms: presence
                        .away_since(i)
                        .map(|since| now.duration_since(since).as_millis() as u64),
                    level: computer,
                    name: h.name.clone(),
                    account: h.account.as_ref().map(|a| a.name.clone()),
                    rating: self.ratings.get(i).and_then(|r| r.shown.clone()),
                    rating_change: self.ratings.get(i).and_then(|r| r.change),
                }
            })
            .collect()
    }

    /// The game as `viewer` may see it at `now` (none: a spectator).
    pub fn view(&self, viewer: Option<Seat>, presence: &Presence, now: Instant) -> GameView {
        let outsider = Seat(self.seat_count() as u8);
        let view = self.game.view_of(viewer.unwrap_or(outsider));
        let to_move = self.to_move();
        let outcome = self.outcome();
        GameView {
            code: self.code.clone(),
            game: self.setup.game.clone(),
            options: self.setup.options.clone(),
            seat: viewer.map(|s| s.0),
            ply: self.ply(),
            seats: self.seat_summaries(presence, now),
            position: view.position_text(),
            board: view.render_text(),
            moves: self.game.action_texts_for(viewer.unwrap_or(outsider)),
            to_move: to_move.map(|s| s.0),
            turn: if to_move.is_some() {
                view.turn_text()
            } else {
                None
            },
            legal: match (viewer, to_move) {
                (Some(seat), Some(mover)) if seat == mover => view.legal_actions(),
                _ => Vec::new(),
            },
            clocks: self.clocks.as_ref().map(|c| c.left_now(now)),
            offer: self.offer.clone(),
            record: outcome
                .is_some()
                .then(|| format!("/games/{}/record", self.code)),
            record_json: outcome.is_some().then(|| self.record().to_json()),
            outcome,
            rematch: self.rematch.iter().copied().collect(),
            claim_after_ms: self.claim_after.as_millis() as u64,
        }
    }
}
