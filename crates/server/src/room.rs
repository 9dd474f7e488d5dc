//! One live game: the rules' match, who holds each seat, the clocks, offers, and the
//! connections watching it. Every change is checked first, then written to storage,
//! then applied and shown: a refused or unwritten change leaves the room as it was.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use plateau_ai::Level;
use plateau_ai::registry::{self, AiEntry, Table};
use plateau_rules::catalog::{self, AnyMatch};
use plateau_rules::record::GameRecord;
use plateau_rules::{EndReason, Seat};
use tokio::task::AbortHandle;

use crate::alive::Timeline;
use crate::clock::Clocks;
use crate::event::{Event, Setup};
use crate::outbox::{Outbox, frame};
use crate::protocol::{GameView, Offer, Outcome, Preset, SeatPlan, SeatSummary, ServerMessage};

use crate::secret;
use crate::storage::StoredGame;

/// The least time between two preset messages of one seat.
const SAY_INTERVAL: Duration = Duration::from_secs(1);

/// A refusal: a stable code for programs and the reason in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// `illegal`, `not_your_turn`, `game_over` ...
    pub code: &'static str,
    /// The reason in words.
    pub message: String,
}

impl Refusal {
    /// A refusal with `code` and `message`.
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

/// Who holds a seat.
#[derive(Clone, Debug)]
struct Holder {
    plan: SeatPlan,
    name: Option<String>,
    /// The hashes of the seat's tokens, once a person took it: every token given out
    /// for the seat keeps working (a rematch's seat may be handed over again).
    tokens: Vec<String>,
    /// Open connections holding the seat.
    connections: usize,
    /// Since when no connection holds the taken seat.
    away_since: Option<Instant>,
    /// When the seat last said a preset message.
    said_at: Option<Instant>,
}

/// A connection that sees the game.
struct Subscriber {
    id: u64,
    seat: Option<Seat>,
    outbox: Outbox,
}

/// A change asked of a room, checked by [`Room::check`].
#[derive(Clone, Debug)]
pub enum Request {
    /// Play `action` (with the ply the client saw) for `seat`.
    Play(Seat, String, Option<u64>),
    /// `seat` resigns.
    Resign(Seat),
    /// `seat` offers a draw.
    OfferDraw(Seat),
    /// `seat` asks to take back its last action.
    AskUndo(Seat),
    /// `seat` accepts the waiting offer.
    Accept(Seat),
    /// `seat` declines the waiting offer.
    Decline(Seat),
    /// `seat` claims the game from away opponents.
    Claim(Seat),
    /// `seat` asks for a rematch.
    Rematch(Seat),
}

/// What a checked request does.
#[derive(Clone, Debug)]
pub enum Change {
    /// An event to store, then apply.
    Store(Event),
    /// An offer, answered at once when the other side is the computer, else stored to
    /// wait for its answer.
    Offer(Offer),
}

/// Why a stored game could not be rebuilt.
pub type RestoreError = String;

/// A live game.
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
    subscribers: Vec<Subscriber>,
    /// The seats other servers' clients hold (bit `i`: seat `i`), by server.
    remote: BTreeMap<u64, u64>,
    claim_after: Duration,
    /// Whether the finished game's record is stored.
    archived: bool,
    /// The task that lets the running clock's flag fall.
    timer: Option<AbortHandle>,
}

impl Room {
    /// A new game as `setup` asks, checked: the game, its options, one plan per seat,
    /// the computer's levels, a clock only for two sides.
    pub fn create(
        code: String,
        setup: Setup,
        creator: String,
        claim_after: Duration,
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
                tokens: Vec::new(),
                connections: 0,
                away_since: None,
                said_at: None,
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
            subscribers: Vec::new(),
            remote: BTreeMap::new(),
            claim_after,
            archived: false,
            timer: None,
        };
        room.start_clock(Instant::now());
        Ok(room)
    }

    /// Rebuilds a stored game by replaying its events, each at its stored time on
    /// `timeline` (the running clock has used what it had when the last server went);
    /// every seat starts away.
    pub fn restore(
        stored: StoredGame,
        claim_after: Duration,
        timeline: &Timeline,
    ) -> Result<Room, RestoreError> {
        let mut room = Room::create(stored.code, stored.setup, stored.creator, claim_after)
            .map_err(|r| r.message)?;
        room.start_clock(timeline.instant(stored.created_ms));
        for (event, at_ms) in stored.events.into_iter().zip(stored.event_ms) {
            room.apply(event, timeline.instant(at_ms))?;
        }
        let now = Instant::now();
        for holder in &mut room.holders {
            if !holder.tokens.is_empty() {
                holder.away_since = Some(now);
            }
        }
        room.archived = stored.finished;
        Ok(room)
    }

    /// Whether the finished game's record is stored.
    pub fn archived(&self) -> bool {
        self.archived
    }

    /// Notes that the finished game's record is stored.
    pub fn set_archived(&mut self) {
        self.archived = true;
    }

    /// Sets the task that lets the flag fall, stopping the one before.
    pub fn set_timer(&mut self, timer: Option<AbortHandle>) {
        if let Some(old) = std::mem::replace(&mut self.timer, timer) {
            old.abort();
        }
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

    fn seat_count(&self) -> usize {
        self.holders.len()
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

    /// Checks `request` against the game; what it would change, or why not.
    pub fn check(&mut self, request: &Request, now: Instant) -> Result<Change, Refusal> {
        let seat = match request {
            Request::Play(seat, ..)
            | Request::Resign(seat)
            | Request::OfferDraw(seat)
            | Request::AskUndo(seat)
            | Request::Accept(seat)
            | Request::Decline(seat)
            | Request::Claim(seat)
            | Request::Rematch(seat) => *seat,
        };
        if let Request::Rematch(_) = request {
            if !self.is_over() {
                return Err(Refusal::new(
                    "not_over",
                    "a rematch is asked once the game is over",
                ));
            }
            if let Some(code) = &self.rematched {
                return Err(Refusal::new(
                    "rematch_started",
                    format!("the rematch already started as the game {code}"),
                ));
            }
            return Ok(Change::Store(Event::Rematch { seat: seat.0 }));
        }
        if self.is_over() {
            return Err(Refusal::new("game_over", "the game is over"));
        }
        if let Some(flagged) = self.clocks.as_ref().and_then(|c| c.flagged(now)) {
            // The flag fell before this request: the timer's event comes first.
            return Err(Refusal::new(
                "game_over",
                format!(
                    "{} ran out of time",
                    self.game.seat_name(Seat(flagged as u8))
                ),
            ));
        }
        match request {
            Request::Play(_, action, ply) => self.check_play(seat, action, *ply),
            Request::Resign(_) => {
                // Resigned and taken back at once, as a play is checked.
                self.game
                    .resign(seat)
                    .map_err(|e| Refusal::new("cannot_resign", e.to_string()))?;
                self.game.undo();
                Ok(Change::Store(Event::Resign { seat: seat.0 }))
            }
            Request::OfferDraw(_) => {
                self.two_sides("a draw")?;
                self.no_offer()?;
                Ok(Change::Offer(Offer {
                    kind: "draw".to_string(),
                    from: seat.0,
                }))
            }
            Request::AskUndo(_) => {
                self.no_offer()?;
                if !self.movers.contains(&seat.0) {
                    return Err(Refusal::new("no_undo", "you have no action to take back"));
                }
                Ok(Change::Offer(Offer {
                    kind: "undo".to_string(),
                    from: seat.0,
                }))
            }
            Request::Accept(_) => {
                let offer = self.offer_to(seat)?;
                Ok(Change::Store(self.granted(&offer)))
            }
            Request::Decline(_) => {
                self.offer_to(seat)?;
                Ok(Change::Store(Event::Decline))
            }
            Request::Claim(_) => self.check_claim(seat, now),
            Request::Rematch(_) => unreachable!("answered above"),
        }
    }

    fn check_play(
        &mut self,
        seat: Seat,
        action: &str,
        ply: Option<u64>,
    ) -> Result<Change, Refusal> {
        if let Some(ply) = ply
            && ply != self.ply()
        {
            return Err(Refusal::new(
                "stale",
                format!("the game is at action {}, not {ply}", self.ply()),
            ));
        }
        match self.to_move() {
            Some(mover) if mover == seat => {}
            Some(mover) => {
                return Err(Refusal::new(
                    "not_your_turn",
                    format!("it is {}'s turn", self.game.seat_name(mover)),
                ));
            }
            None => return Err(Refusal::new("game_over", "the game is over")),
        }
        if action.len() > 200 {
            return Err(Refusal::new("illegal", "an action is never that long"));
        }
        // Played and taken back at once: the match keeps the exact state before it.
        let played = self
            .game
            .play(action)
            .map_err(|e| Refusal::new("illegal", e))?;
        self.game.undo();
        Ok(Change::Store(Event::Play {
            action: played,
            clocks: None,
        }))
    }

    fn check_claim(&self, seat: Seat, now: Instant) -> Result<Change, Refusal> {
        self.two_sides("a claim")?;
        let table = self
            .table()
            .ok_or_else(|| Refusal::new("internal", "no table"))?;
        let mine = table.teams[seat.index()];
        let opponents: Vec<(usize, &Holder)> = self
            .holders
            .iter()
            .enumerate()
            .filter(|(i, _)| table.teams[*i] != mine)
            .collect();
        let gone = opponents.iter().all(|(i, h)| {
            !h.tokens.is_empty()
                && !self.held(*i)
                && h.away_since
                    .is_some_and(|since| now.duration_since(since) >= self.claim_after)
        });
        if !gone {
            return Err(Refusal::new(
                "cannot_claim",
                format!(
                    "a game is claimed only when every opponent has been away {} s",
                    self.claim_after.as_secs()
                ),
            ));
        }
        Ok(Change::Store(Event::Claim { seat: seat.0 }))
    }

    fn two_sides(&self, what: &str) -> Result<(), Refusal> {
        match self.table() {
            Some(table) if table.team_count == 2 => Ok(()),
            _ => Err(Refusal::new(
                "two_sides_only",
                format!("{what} is for games of two sides"),
            )),
        }
    }

    fn no_offer(&self) -> Result<(), Refusal> {
        match &self.offer {
            Some(offer) => Err(Refusal::new(
                "offer_waiting",
                format!("a {} request is waiting for an answer", offer.kind),
            )),
            None => Ok(()),
        }
    }

    /// The waiting offer, if `seat` may answer it (a seat of the other side).
    fn offer_to(&self, seat: Seat) -> Result<Offer, Refusal> {
        let offer = self
            .offer
            .clone()
            .ok_or_else(|| Refusal::new("no_offer", "nothing waits for an answer"))?;
        let table = self
            .table()
            .ok_or_else(|| Refusal::new("internal", "no table"))?;
        if table.teams[seat.index()] == table.teams[offer.from as usize] {
            return Err(Refusal::new(
                "no_offer",
                "your own side's request waits for the other side",
            ));
        }
        Ok(offer)
    }

    /// The event an accepted offer stores.
    fn granted(&self, offer: &Offer) -> Event {
        if offer.kind == "draw" {
            return Event::Draw;
        }
        let last = self
            .movers
            .iter()
            .rposition(|&m| m == offer.from)
            .unwrap_or(0);
        Event::Undo { ply: last as u64 }
    }

    /// Whether every other seat than `asker`'s side's is the computer (who grants undo
    /// and declines draws at once).
    pub fn opponents_are_computers(&self, asker: Seat) -> bool {
        let Some(table) = self.table() else {
            return false;
        };
        let mine = table.teams[asker.index()];
        self.holders
            .iter()
            .enumerate()
            .filter(|(i, _)| table.teams[*i] != mine)
            .all(|(_, h)| matches!(h.plan, SeatPlan::Computer { .. }))
    }

    /// The event an offer answered by the computer stores, if it grants it.
    pub fn computer_answer(&self, offer: &Offer) -> Option<Event> {
        (offer.kind == "undo").then(|| self.granted(offer))
    }

    /// The event that stores `offer` to wait for its answer.
    pub fn offer_event(offer: Offer) -> Event {
        Event::Offer {
            kind: offer.kind,
            from: offer.from,
        }
    }

    /// The event for `seat` taking the seat under `name` with token hash `token`.
    pub fn join_event(seat: Seat, name: &str, token: &str) -> Event {
        Event::Join {
            seat: seat.0,
            name: name.to_string(),
            token: token.to_string(),
        }
    }

    /// The event for a flag fallen now, if one has.
    pub fn flag_event(&self, now: Instant) -> Option<Event> {
        if self.is_over() {
            return None;
        }
        let seat = self.clocks.as_ref()?.flagged(now)?;
        Some(Event::Flag { seat: seat as u8 })
    }

    /// How long until the running clock's flag falls.
    pub fn until_flag(&self, now: Instant) -> Option<Duration> {
        self.clocks.as_ref()?.until_flag(now)
    }

    /// Stamps a play event with the clocks after it, before it is stored.
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

    /// Applies a stored (or just written) event. Fails only on a stored game that the
    /// rules no longer accept.
    pub fn apply(&mut self, event: Event, now: Instant) -> Result<(), RestoreError> {
        match event {
            Event::Join { seat, name, token } => {
                let holder = self
                    .holders
                    .get_mut(seat as usize)
                    .ok_or_else(|| format!("no seat {seat}"))?;
                holder.name = Some(name);
                holder.tokens.push(token);
                holder.away_since = Some(now);
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

    /// Whether every person asked for a rematch (the computer always agrees) and it
    /// has not started yet.
    pub fn rematch_agreed(&self) -> bool {
        self.is_over()
            && self.rematched.is_none()
            && self.holders.iter().enumerate().all(|(i, h)| {
                matches!(h.plan, SeatPlan::Computer { .. }) || self.rematch.contains(&(i as u8))
            })
    }

    /// Whether a rematch was asked and has not started: the finished game is kept
    /// (and restored after a restart) for the others' answers.
    pub fn rematch_pending(&self) -> bool {
        self.is_over() && !self.rematch.is_empty() && self.rematched.is_none()
    }

    /// The rematch's code, once it started.
    pub fn rematched(&self) -> Option<&str> {
        self.rematched.as_deref()
    }

    /// The rematch's seat of a person of this game (the seats turned round by one, as
    /// in [`Room::rematch_setup`]) and the person's name.
    pub fn rematch_seat(&self, seat: Seat) -> (Seat, Option<String>) {
        let next = (seat.index() + 1) % self.seat_count();
        (Seat(next as u8), self.holders[seat.index()].name.clone())
    }

    /// The rematch's setup (the seats turned round by one) and who moves where: for
    /// each new seat, the old seat's name and whether it is a person.
    pub fn rematch_setup(&self) -> (Setup, Vec<(u8, Option<String>)>) {
        let n = self.seat_count();
        let old = |new: usize| (new + n - 1) % n;
        let setup = Setup {
            seats: (0..n).map(|i| self.setup.seats[old(i)].clone()).collect(),
            ..self.setup.clone()
        };
        let moves = (0..n)
            .map(|i| (old(i) as u8, self.holders[old(i)].name.clone()))
            .collect();
        (setup, moves)
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

    /// Adds a connection; a seat's holder is back.
    pub fn subscribe(&mut self, id: u64, seat: Option<Seat>, outbox: Outbox) {
        if let Some(seat) = seat {
            let holder = &mut self.holders[seat.index()];
            holder.connections += 1;
            holder.away_since = None;
        }
        self.subscribers.push(Subscriber { id, seat, outbox });
    }

    /// Removes a connection; a seat no connection holds is away from now.
    pub fn unsubscribe(&mut self, id: u64, now: Instant) {
        let Some(index) = self.subscribers.iter().position(|s| s.id == id) else {
            return;
        };
        let subscriber = self.subscribers.swap_remove(index);
        if let Some(seat) = subscriber.seat {
            let holder = &mut self.holders[seat.index()];
            holder.connections = holder.connections.saturating_sub(1);
            if holder.connections == 0 && !self.held(seat.index()) {
                self.holders[seat.index()].away_since = Some(now);
            }
        }
    }

    /// Whether a connection holds seat `i`, here or on another server.
    fn held(&self, i: usize) -> bool {
        self.holders[i].connections > 0 || self.remote.values().any(|seats| seats >> i & 1 == 1)
    }

    /// The seats this server's connections hold (bit `i`: seat `i`).
    pub fn local_seats(&self) -> u64 {
        (self.holders.iter().enumerate())
            .filter(|(_, h)| h.connections > 0)
            .fold(0, |seats, (i, _)| seats | 1 << i)
    }

    /// Server `instance`'s connections hold `seats` now (0: none, or the server is
    /// gone): a seat nobody holds any more is away from `now`. Whether any seat's
    /// presence changed.
    pub fn set_remote(&mut self, instance: u64, seats: u64, now: Instant) -> bool {
        let before: Vec<bool> = (0..self.seat_count()).map(|i| self.held(i)).collect();
        if seats == 0 {
            self.remote.remove(&instance);
        } else {
            self.remote.insert(instance, seats);
        }
        let mut changed = false;
        for (i, was) in before.into_iter().enumerate() {
            let is = self.held(i);
            if was != is {
                changed = true;
                self.holders[i].away_since = (!is).then_some(now);
            }
        }
        changed
    }

    /// Whether no connection sees the game.
    pub fn unwatched(&self) -> bool {
        self.subscribers.is_empty()
    }

    /// The seats as everyone may see them.
    pub fn seat_summaries(&self, now: Instant) -> Vec<SeatSummary> {
        let teams = self.table().map(|t| t.teams).unwrap_or_default();
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
                    team: teams.get(i).map_or(i as u8, |t| t.0),
                    kind: if computer.is_some() {
                        "computer"
                    } else {
                        "human"
                    }
                    .to_string(),
                    connected: computer.is_some() || self.held(i),
                    away_ms: h
                        .away_since
                        .filter(|_| !self.held(i))
                        .map(|since| now.duration_since(since).as_millis() as u64),
                    level: computer,
                    name: h.name.clone(),
                }
            })
            .collect()
    }

    /// The game as `viewer` may see it (a spectator sees no seat's secrets).
    pub fn view(&self, viewer: Option<Seat>, now: Instant) -> GameView {
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
            seats: self.seat_summaries(now),
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

    /// Sends each connection its view of the game. A connection that does not read is
    /// dropped by its outbox.
    pub fn broadcast(&mut self, now: Instant) {
        let mut frames: BTreeMap<Option<Seat>, Arc<str>> = BTreeMap::new();
        for subscriber in &self.subscribers {
            let frame = frames
                .entry(subscriber.seat)
                .or_insert_with(|| {
                    frame(&ServerMessage::State(Box::new(
                        self.view(subscriber.seat, now),
                    )))
                })
                .clone();
            subscriber.outbox.send(frame);
        }
    }

    /// Sends one connection's seat a private message (a rematch's token).
    pub fn send_to_seat(&self, seat: Seat, message: impl Fn() -> ServerMessage) {
        for subscriber in self.subscribers.iter().filter(|s| s.seat == Some(seat)) {
            subscriber.outbox.send_message(&message());
        }
    }

    /// `seat` says `preset` to every connection of the game: at most one a second per
    /// seat, so that nobody is flooded with them. Not stored: it is a passing word, not
    /// part of the game.
    pub fn say(&mut self, seat: Seat, preset: Preset, now: Instant) -> Result<(), Refusal> {
        let holder = &mut self.holders[seat.index()];
        if holder
            .said_at
            .is_some_and(|at| now.duration_since(at) < SAY_INTERVAL)
        {
            return Err(Refusal::new(
                "too_fast",
                "one message a second at most; this one was not sent",
            ));
        }
        holder.said_at = Some(now);
        let said = frame(&ServerMessage::Said {
            seat: seat.0,
            preset,
        });
        for subscriber in &self.subscribers {
            subscriber.outbox.send(said.clone());
        }
        Ok(())
    }

    /// A new token for a person's seat: the token and its stored hash.
    pub fn new_token(&self) -> (String, String) {
        let token = secret::new_token(&self.code);
        let hash = secret::token_hash(&token);
        (token, hash)
    }
}
