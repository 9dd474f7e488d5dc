//! What a request of a seat would change in the game, or why it is refused: plays,
//! resignations, offers and their answers, claims and rematches.

use std::time::Instant;

use plateau_rules::Seat;

use super::{Refusal, Room};
use crate::event::{Event, SeatAccount};
use crate::presence::Presence;
use crate::protocol::{Offer, SeatPlan};

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

impl Request {
    /// The seat that asks.
    pub fn seat(&self) -> Seat {
        match self {
            Request::Play(seat, ..)
            | Request::Resign(seat)
            | Request::OfferDraw(seat)
            | Request::AskUndo(seat)
            | Request::Accept(seat)
            | Request::Decline(seat)
            | Request::Claim(seat)
            | Request::Rematch(seat) => *seat,
        }
    }
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

impl Room {
    /// Checks `request` against the game at `now`, with the seats' `presence` (for a
    /// claim); what it would change, or why not. The game is left as it was.
    pub fn check(
        &mut self,
        request: &Request,
        presence: &Presence,
        now: Instant,
    ) -> Result<Change, Refusal> {
        let seat = request.seat();
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
            Request::Claim(_) => self.check_claim(seat, presence, now),
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

    fn check_claim(
        &self,
        seat: Seat,
        presence: &Presence,
        now: Instant,
    ) -> Result<Change, Refusal> {
        self.two_sides("a claim")?;
        let table = self
            .table()
            .ok_or_else(|| Refusal::new("internal", "no table"))?;
        let mine = table.teams[seat.index()];
        let gone = (0..self.seat_count())
            .filter(|&i| table.teams[i] != mine)
            .all(|i| {
                self.taken(i)
                    && presence
                        .away_since(i)
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

    /// The event an offer stores: answered at once when every seat of the other side
    /// is the computer (who grants undo and declines draws), else the offer itself,
    /// to wait for the answer. A refusal when the computer declines.
    pub fn offer_event(&self, offer: Offer) -> Result<Event, Refusal> {
        if !self.opponents_are_computers(Seat(offer.from)) {
            return Ok(Event::Offer {
                kind: offer.kind,
                from: offer.from,
            });
        }
        if offer.kind == "undo" {
            Ok(self.granted(&offer))
        } else {
            Err(Refusal::new(
                "declined",
                "the computer plays on: it declines draws",
            ))
        }
    }

    /// Whether every other seat than `asker`'s side's is the computer.
    fn opponents_are_computers(&self, asker: Seat) -> bool {
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

    /// The event for `seat` taking the seat under `name` with token hash `token`,
    /// signed in to `account` or a guest.
    pub fn join_event(seat: Seat, name: &str, token: &str, account: Option<SeatAccount>) -> Event {
        Event::Join {
            seat: seat.0,
            name: name.to_string(),
            token: token.to_string(),
            account,
        }
    }
}
