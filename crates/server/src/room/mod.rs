//! The referee of one game: the rules' match, who took each seat, the clocks, offers
//! and the rematch. A plain state machine: [`Room::check`] tells what a request would
//! change (or why not), [`Room::apply`] carries out a stored event. It does no I/O and
//! reads no clock: every time is given. Storing, showing and timing are the hub's.

mod check;
mod rating;
mod refusal;
mod rematch;
#[cfg(test)]
mod tests;
mod view;

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use plateau_ai::Level;
use plateau_ai::registry::{self, AiEntry, Table};
use plateau_rules::catalog::{self, AnyMatch};
use plateau_rules::record::GameRecord;
use plateau_rules::{EndReason, Seat};

use crate::alive::Timeline;
use crate::clock::Clocks;
use crate::event::{Event, SeatAccount, Setup};
use crate::protocol::{Offer, Outcome, SeatPlan};
use crate::storage::StoredGame;

pub use check::{Change, Request};
pub use rating::SeatRating;
pub use refusal::Refusal;
pub use rematch::Sitter;

/// Who took a seat.
#[derive(Clone, Debug)]
struct Holder {
    plan: SeatPlan,
    name: Option<String>,
    /// The account of the person, when signed in.
    account: Option<SeatAccount>,
    /// The hashes of the seat's tokens, once a person took it: every token given out
    /// for the seat keeps working (a rematch's seat may be handed over again).
    tokens: Vec<String>,
}

/// Why a stored game could not be rebuilt.
pub type RestoreError = String;

/// The referee of a live game.
pub struct Room {
    code: String,
    setup: Setup,
    creator: String,
    game: Box<dyn AnyMatch>,
    ai: &'static AiEntry,
    holders: Vec<Holder>,
    /// The seat that made each action so far.
    movers: Vec<u8>,
    next_seq: u64,
    clocks: Option<Clocks>,
    /// An end decided outside the rules: agreement, time, abandon.
    ending: Option<Outcome>,
    offer: Option<Offer>,
    rematch: BTreeSet<u8>,
    /// The rematch's code, once it started.
    rematched: Option<String>,
    claim_after: Duration,
    /// Each seat's rating as shown, set by the hub.
    ratings: Vec<SeatRating>,
}

impl Room {
    /// A new game as `setup` asks, created at `now`, checked: the game, its options,
    /// one plan per seat, the computer's levels, a clock only for two sides.
    pub fn create(
        code: String,
        setup: Setup,
        creator: String,
        claim_after: Duration,
        now: Instant,
    ) -> Result<Room, Refusal> {
        let options: Vec<(String, String)> = setup
            .options
            .iter()
            .map(|(k, v)| (k.to_ascii_lowercase(), v.to_ascii_lowercase()))
            .collect();
        let game = catalog::new_match(&setup.game, &options)
            .map_err(|e| Refusal::new("bad_game", e.to_string()))?;
        let ai =
            registry::find(game.game_id()).map_err(|e| Refusal::new("bad_game", e.to_string()))?;
        let seats = game.seat_count();
        if setup.seats.len() != seats {
            return Err(Refusal::new(
                "bad_seats",
                format!("this game has {seats} seats; {} given", setup.seats.len()),
            ));
        }
        for plan in &setup.seats {
            if let SeatPlan::Computer { level } = plan
                && Level::parse(level).is_none()
            {
                return Err(Refusal::new(
                    "bad_seats",
                    format!("unknown level '{level}' (beginner, casual, strong, expert)"),
                ));
            }
        }
        if !setup.seats.contains(&SeatPlan::Human) {
            return Err(Refusal::new("bad_seats", "at least one seat is a person's"));
        }
        let table = ai
            .table(game.as_ref())
            .map_err(|e| Refusal::new("bad_game", e.to_string()))?;
        let clocks = match &setup.clock {
            None => None,
            Some(_) if table.team_count != 2 => {
                return Err(Refusal::new(
                    "bad_clock",
                    "clocks are for games of two sides only",
                ));
            }
            Some(plan) => Some(Clocks::new(plan, seats).ok_or_else(|| {
                Refusal::new(
                    "bad_clock",
                    "a clock needs 0 < minutes <= 1440 and 0 <= increment_seconds <= 3600",
                )
            })?),
        };
        // The options as the game reads them, so that records and views agree.
        let setup = Setup {
            options: game.option_pairs().into_iter().collect(),
            game: game.game_id().to_string(),
            ..setup
        };
        let holders = setup
            .seats
            .iter()
            .map(|plan| Holder {
                plan: plan.clone(),
                name: None,
                account: None,
                tokens: Vec::new(),
            })
            .collect();
        let mut room = Room {
            code,
            setup,
            creator,
            game,
            ai,
            holders,
            movers: Vec::new(),
            next_seq: 0,
            clocks,
            ending: None,
            offer: None,
            rematch: BTreeSet::new(),
            rematched: None,
            claim_after,
            ratings: Vec::new(),
        };
        room.start_clock(now);
        Ok(room)
    }

    /// Rebuilds a stored game by replaying its events, each at its stored time on
    /// `timeline` (the running clock has used what it had when the last server went).
    pub fn restore(
        stored: StoredGame,
        claim_after: Duration,
        timeline: &Timeline,
    ) -> Result<Room, RestoreError> {
        let created = timeline.instant(stored.created_ms);
        let mut room = Room::create(
            stored.code,
            stored.setup,
            stored.creator,
            claim_after,
            created,
        )
        .map_err(|r| r.message)?;
        for (event, at_ms) in stored.events.into_iter().zip(stored.event_ms) {
            room.apply(event, timeline.instant(at_ms))?;
        }
        Ok(room)
    }

    /// The invitation code.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The address that created the game.
    pub fn creator(&self) -> &str {
        &self.creator
    }

    /// How the game was set up.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The number the next stored event takes.
    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }

    /// Actions played so far.
    pub fn ply(&self) -> u64 {
        self.movers.len() as u64
    }

    fn table(&self) -> Option<Table> {
        self.ai.table(self.game.as_ref()).ok()
    }

    /// How many seats the game has.
    pub fn seat_count(&self) -> usize {
        self.holders.len()
    }

    /// Whether a person took seat `i`.
    pub fn taken(&self, i: usize) -> bool {
        !self.holders[i].tokens.is_empty()
    }

    /// The seat whose decision it is; none once over.
    pub fn to_move(&self) -> Option<Seat> {
        if self.ending.is_some() {
            return None;
        }
        self.table().and_then(|t| t.to_move)
    }

    /// How the game ended, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(ending) = &self.ending {
            return Some(ending.clone());
        }
        let result = self.table()?.result?;
        Some(Outcome {
            text: self.game.status_text(),
            winner: result.winner.map(|team| team.0),
            reason: match result.reason {
                EndReason::Resignation => "resignation",
                _ => "rules",
            }
            .to_string(),
        })
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Whether a seat is still open to a person.
    pub fn has_open_seat(&self) -> bool {
        self.holders
            .iter()
            .any(|h| h.plan == SeatPlan::Human && h.tokens.is_empty())
    }

    /// The seat a person joining would take: `wanted`, or the first open one.
    pub fn open_seat(&self, wanted: Option<u8>) -> Result<Seat, Refusal> {
        if self.is_over() {
            return Err(Refusal::new("game_over", "the game is over"));
        }
        let open =
            |i: usize| self.holders[i].plan == SeatPlan::Human && self.holders[i].tokens.is_empty();
        match wanted {
            Some(seat) if (seat as usize) < self.seat_count() => {
                if open(seat as usize) {
                    Ok(Seat(seat))
                } else {
                    Err(Refusal::new(
                        "seat_taken",
                        format!("seat {seat} is not open"),
                    ))
                }
            }
            Some(seat) => Err(Refusal::new(
                "bad_seat",
                format!(
                    "the game has {} seats; there is no seat {seat}",
                    self.seat_count()
                ),
            )),
            None => (0..self.seat_count())
                .find(|&i| open(i))
                .map(|i| Seat(i as u8))
                .ok_or_else(|| Refusal::new("game_full", "no seat is open; watch instead")),
        }
    }

    /// The seat whose stored token hash is `hash`.
    pub fn seat_of_token(&self, hash: &str) -> Option<Seat> {
        self.holders
            .iter()
            .position(|h| h.tokens.iter().any(|token| token == hash))
            .map(|i| Seat(i as u8))
    }

    /// The event for a flag fallen at `now`, if one has.
    pub fn flag_event(&self, now: Instant) -> Option<Event> {
        if self.is_over() {
            return None;
        }
        let seat = self.clocks.as_ref()?.flagged(now)?;
        Some(Event::Flag { seat: seat as u8 })
    }

    /// How long after `now` the running clock's flag falls.
    pub fn until_flag(&self, now: Instant) -> Option<Duration> {
        self.clocks.as_ref()?.until_flag(now)
    }

    /// Stamps a play event with the clocks after it at `now`, before it is stored.
    pub fn stamp(&mut self, event: Event, now: Instant) -> Event {
        match event {
            Event::Play { action, .. } => {
                let clocks = match (&self.clocks, self.to_move()) {
                    (Some(clocks), Some(mover)) => {
                        let mut after = clocks.clone();
                        Some(after.after_action(mover.index(), now))
                    }
                    _ => None,
                };
                Event::Play { action, clocks }
            }
            other => other,
        }
    }

    /// Applies a stored (or just written) event, which happened at `now`. Fails only
    /// on a stored game that the rules no longer accept.
    pub fn apply(&mut self, event: Event, now: Instant) -> Result<(), RestoreError> {
        match event {
            Event::Join {
                seat,
                name,
                token,
                account,
            } => {
                let holder = self
                    .holders
                    .get_mut(seat as usize)
                    .ok_or_else(|| format!("no seat {seat}"))?;
                holder.name = Some(name);
                // A token handed over again (a rematch's) keeps the seat's account.
                if account.is_some() {
                    holder.account = account;
                }
                holder.tokens.push(token);
            }
            Event::Play { action, clocks } => {
                let mover = self.to_move().ok_or("an action after the end")?;
                self.game.play(&action)?;
                self.movers.push(mover.0);
                if let (Some(own), Some(left)) = (&mut self.clocks, clocks) {
                    own.set_left(&left);
                }
                self.offer = None;
            }
            Event::Undo { ply } => {
                while self.ply() > ply {
                    self.game.undo();
                    self.movers.pop();
                }
                self.offer = None;
            }
            Event::Resign { seat } => {
                self.game.resign(Seat(seat)).map_err(|e| e.to_string())?;
            }
            Event::Draw => {
                self.ending = Some(Outcome {
                    text: "draw by agreement".to_string(),
                    winner: None,
                    reason: "agreement".to_string(),
                });
            }
            Event::Flag { seat } => {
                let winner = self.other_team(Seat(seat));
                self.ending = Some(Outcome {
                    text: format!("{} ran out of time", self.game.seat_name(Seat(seat))),
                    winner,
                    reason: "time".to_string(),
                });
            }
            Event::Claim { seat } => {
                let winner = self.table().map(|t| t.teams[seat as usize].0);
                self.ending = Some(Outcome {
                    text: format!(
                        "{} wins: the opponents left",
                        self.game.seat_name(Seat(seat))
                    ),
                    winner,
                    reason: "abandoned".to_string(),
                });
            }
            Event::Offer { kind, from } => self.offer = Some(Offer { kind, from }),
            Event::Decline => self.offer = None,
            Event::Rematch { seat } => {
                self.rematch.insert(seat);
            }
            Event::Rematched { code } => self.rematched = Some(code),
        }
        self.next_seq += 1;
        if self.is_over() {
            self.offer = None;
        }
        self.start_clock(now);
        Ok(())
    }

    /// Each seat's team (its own number when the rules do not say).
    pub fn teams(&self) -> Vec<u8> {
        let teams = self.table().map(|t| t.teams).unwrap_or_default();
        (0..self.seat_count())
            .map(|i| teams.get(i).map_or(i as u8, |t| t.0))
            .collect()
    }

    fn other_team(&self, seat: Seat) -> Option<u8> {
        let table = self.table()?;
        let mine = table.teams[seat.index()];
        table.teams.iter().find(|&&t| t != mine).map(|t| t.0)
    }

    fn start_clock(&mut self, now: Instant) {
        let running = self.to_move().map(Seat::index);
        if let Some(clocks) = &mut self.clocks {
            clocks.run(running, now);
        }
    }

    /// The computer's turn, if it is one: its seat, level and a copy of the match to
    /// think on.
    pub fn computer_turn(&self) -> Option<(Seat, Level, Box<dyn AnyMatch>)> {
        let seat = self.to_move()?;
        let SeatPlan::Computer { level } = &self.holders[seat.index()].plan else {
            return None;
        };
        let copy = catalog::load_record(&self.game.record()).ok()?;
        Some((seat, Level::parse(level)?, copy))
    }

    /// The record of the game as the app saves it: names in the seats, who played them.
    pub fn record(&self) -> GameRecord {
        let mut record = self.game.record();
        if let Some(ending) = &self.ending {
            record.ended = Some(ending.reason.clone());
            record.result = Some(ending.text.clone());
        }
        record.seats = self
            .holders
            .iter()
            .enumerate()
            .map(|(i, h)| {
                h.name
                    .clone()
                    .unwrap_or_else(|| self.game.seat_name(Seat(i as u8)).to_string())
            })
            .collect();
        record.players = self
            .holders
            .iter()
            .map(|h| match &h.plan {
                SeatPlan::Human => "human".to_string(),
                SeatPlan::Computer { level } => level.to_ascii_lowercase(),
            })
            .collect();
        record
    }
}
