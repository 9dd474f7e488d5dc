//! The referee on its own: requests checked and events applied at given times, with
//! no storage, connection or clock of the system.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use plateau_rules::Seat;

use super::{Change, Refusal, Request, Room};
use crate::event::{Event, Setup};
use crate::presence::Presence;
use crate::protocol::{ClockPlan, SeatPlan};

const CLAIM_AFTER: Duration = Duration::from_secs(60);

/// A game of Y created at `start` with these seats and clock, every person's seat
/// taken.
fn game_of_y(seats: Vec<SeatPlan>, clock: Option<ClockPlan>, start: Instant) -> Room {
    let setup = Setup {
        game: "y".to_string(),
        options: BTreeMap::new(),
        seats,
        clock,
        listed: false,
        rated: false,
        same_address: false,
    };
    let mut room = Room::create(
        "ABCDEF".into(),
        setup,
        "127.0.0.1".into(),
        CLAIM_AFTER,
        start,
    )
    .expect("a game of Y");
    for seat in 0..room.seat_count() {
        if room.open_seat(Some(seat as u8)).is_ok() {
            let join = Room::join_event(Seat(seat as u8), &format!("P{seat}"), "hash", None);
            room.apply(join, start).unwrap();
        }
    }
    room
}

fn two_people(start: Instant) -> Room {
    game_of_y(vec![SeatPlan::Human, SeatPlan::Human], None, start)
}

/// What `request` would store, checked at `now` with nobody away.
fn checked(room: &mut Room, request: Request, now: Instant) -> Result<Event, Refusal> {
    let presence = Presence::new(room.seat_count());
    match room.check(&request, &presence, now)? {
        Change::Store(event) => Ok(event),
        Change::Offer(offer) => room.offer_event(offer),
    }
}

/// Checks, stamps and applies `request` at `now`.
fn carry_out(room: &mut Room, request: Request, now: Instant) -> Result<(), Refusal> {
    let event = checked(room, request, now)?;
    let event = room.stamp(event, now);
    room.apply(event, now)
        .map_err(|e| Refusal::new("internal", e))
}

/// The first legal action of the seat to move.
fn legal(room: &Room, now: Instant) -> String {
    let mover = room.to_move().expect("a seat to move");
    let view = room.view(Some(mover), &Presence::new(room.seat_count()), now);
    view.legal[0].clone()
}

fn code(result: Result<impl std::fmt::Debug, Refusal>) -> &'static str {
    result.expect_err("refused").code
}

#[test]
fn a_play_is_checked_without_changing_the_game_then_applied() {
    let now = Instant::now();
    let mut room = two_people(now);
    let action = legal(&room, now);
    let play = |seat, ply| Request::Play(Seat(seat), action.clone(), ply);
    assert_eq!(
        code(checked(&mut room, play(1, None), now)),
        "not_your_turn"
    );
    let illegal = Request::Play(Seat(0), "not an action".into(), None);
    assert_eq!(code(checked(&mut room, illegal, now)), "illegal");
    let long = Request::Play(Seat(0), "a".repeat(201), None);
    assert_eq!(code(checked(&mut room, long, now)), "illegal");
    assert_eq!(code(checked(&mut room, play(0, Some(3)), now)), "stale");
    let event = checked(&mut room, play(0, Some(0)), now).unwrap();
    assert!(matches!(&event, Event::Play { action: a, clocks: None } if *a == action));
    assert_eq!(
        (room.ply(), room.next_seq()),
        (0, 2),
        "checking changed nothing"
    );
    carry_out(&mut room, play(0, Some(0)), now).unwrap();
    assert_eq!((room.ply(), room.next_seq()), (1, 3));
    assert_eq!(room.to_move(), Some(Seat(1)));
    // The same play again is for a ply gone by.
    assert_eq!(code(checked(&mut room, play(0, Some(0)), now)), "stale");
}

#[test]
fn a_draw_offered_waits_for_the_other_side_and_ends_the_game_when_accepted() {
    let now = Instant::now();
    let mut room = two_people(now);
    assert_eq!(
        code(checked(&mut room, Request::Accept(Seat(1)), now)),
        "no_offer"
    );
    carry_out(&mut room, Request::OfferDraw(Seat(0)), now).unwrap();
    assert_eq!(
        code(checked(&mut room, Request::OfferDraw(Seat(1)), now)),
        "offer_waiting"
    );
    assert_eq!(
        code(checked(&mut room, Request::Accept(Seat(0)), now)),
        "no_offer"
    );
    carry_out(&mut room, Request::Decline(Seat(1)), now).unwrap();
    carry_out(&mut room, Request::OfferDraw(Seat(0)), now).unwrap();
    carry_out(&mut room, Request::Accept(Seat(1)), now).unwrap();
    let outcome = room.outcome().expect("over");
    assert_eq!(
        (outcome.reason.as_str(), outcome.winner),
        ("agreement", None)
    );
    let action = legal(&two_people(now), now);
    let play = Request::Play(Seat(0), action, None);
    assert_eq!(code(checked(&mut room, play, now)), "game_over");
    assert_eq!(
        code(checked(&mut room, Request::Resign(Seat(1)), now)),
        "game_over"
    );
}

#[test]
fn an_action_is_taken_back_when_the_other_side_grants_it_and_the_computer_always_does() {
    let now = Instant::now();
    let mut room = two_people(now);
    assert_eq!(
        code(checked(&mut room, Request::AskUndo(Seat(0)), now)),
        "no_undo"
    );
    let action = legal(&room, now);
    carry_out(&mut room, Request::Play(Seat(0), action, None), now).unwrap();
    assert_eq!(
        code(checked(&mut room, Request::AskUndo(Seat(1)), now)),
        "no_undo"
    );
    carry_out(&mut room, Request::AskUndo(Seat(0)), now).unwrap();
    carry_out(&mut room, Request::Accept(Seat(1)), now).unwrap();
    assert_eq!((room.ply(), room.to_move()), (0, Some(Seat(0))));

    let computer = SeatPlan::Computer {
        level: "beginner".into(),
    };
    let mut room = game_of_y(vec![SeatPlan::Human, computer], None, now);
    assert!(room.computer_turn().is_none(), "the person moves first");
    let action = legal(&room, now);
    carry_out(&mut room, Request::Play(Seat(0), action, None), now).unwrap();
    assert_eq!(room.computer_turn().map(|(seat, ..)| seat), Some(Seat(1)));
    let undo = checked(&mut room, Request::AskUndo(Seat(0)), now).unwrap();
    assert_eq!(undo, Event::Undo { ply: 0 });
    let draw = checked(&mut room, Request::OfferDraw(Seat(0)), now);
    assert_eq!(code(draw), "declined");
}

#[test]
fn a_claim_needs_every_opponent_away_long_enough() {
    let start = Instant::now();
    let mut room = two_people(start);
    let mut presence = Presence::new(2);
    presence.joined(1, start);
    let claim = Request::Claim(Seat(0));
    let early = start + CLAIM_AFTER - Duration::from_millis(1);
    let refused = room.check(&claim, &presence, early);
    assert_eq!(code(refused), "cannot_claim");
    let late = start + CLAIM_AFTER;
    let claimed = room.check(&claim, &presence, late).unwrap();
    assert!(matches!(claimed, Change::Store(Event::Claim { seat: 0 })));
    // Held on another server: not away.
    presence.set_remote(9, 0b10, late);
    let held = room.check(&claim, &presence, late + CLAIM_AFTER);
    assert_eq!(code(held), "cannot_claim");
    room.apply(Event::Claim { seat: 0 }, late).unwrap();
    let outcome = room.outcome().unwrap();
    assert_eq!(
        (outcome.reason.as_str(), outcome.winner),
        ("abandoned", Some(0))
    );
}

#[test]
fn the_flag_falls_at_the_given_time_and_each_play_stores_the_clocks() {
    let start = Instant::now();
    let plan = ClockPlan {
        minutes: 1.0,
        increment_seconds: 2.0,
    };
    let seats = vec![SeatPlan::Human, SeatPlan::Human];
    let mut room = game_of_y(seats, Some(plan), start);
    assert_eq!(room.until_flag(start), Some(Duration::from_secs(60)));
    let later = start + Duration::from_secs(10);
    let action = legal(&room, later);
    let event = checked(&mut room, Request::Play(Seat(0), action, None), later).unwrap();
    let event = room.stamp(event, later);
    assert!(matches!(&event, Event::Play { clocks: Some(c), .. } if *c == vec![52_000, 60_000]));
    room.apply(event, later).unwrap();
    assert_eq!(room.until_flag(later), Some(Duration::from_secs(60)));
    let fallen = later + Duration::from_secs(60);
    assert_eq!(room.flag_event(fallen - Duration::from_millis(1)), None);
    assert_eq!(room.flag_event(fallen), Some(Event::Flag { seat: 1 }));
    let action = legal(&room, later);
    let late = checked(&mut room, Request::Play(Seat(1), action, None), fallen);
    assert_eq!(code(late), "game_over");
    room.apply(Event::Flag { seat: 1 }, fallen).unwrap();
    let outcome = room.outcome().unwrap();
    assert_eq!((outcome.reason.as_str(), outcome.winner), ("time", Some(0)));
    assert_eq!(room.until_flag(fallen), None, "no clock runs after the end");
}

#[test]
fn a_rematch_starts_once_every_person_asked_with_the_seats_turned_round() {
    let now = Instant::now();
    let mut room = two_people(now);
    let early = checked(&mut room, Request::Rematch(Seat(0)), now);
    assert_eq!(code(early), "not_over");
    carry_out(&mut room, Request::Resign(Seat(1)), now).unwrap();
    assert_eq!(room.outcome().unwrap().winner, Some(0));
    carry_out(&mut room, Request::Rematch(Seat(0)), now).unwrap();
    assert!(room.rematch_pending() && !room.rematch_agreed());
    carry_out(&mut room, Request::Rematch(Seat(1)), now).unwrap();
    assert!(room.rematch_agreed());
    let (setup, moves) = room.rematch_setup();
    assert_eq!(setup.seats.len(), 2);
    let names: Vec<_> = moves
        .iter()
        .map(|(old, sitter)| (*old, sitter.as_ref().map(|s| s.name.as_str())))
        .collect();
    assert_eq!(names, vec![(1, Some("P1")), (0, Some("P0"))]);
    let (seat, sitter) = room.rematch_seat(Seat(0));
    assert_eq!((seat, sitter.map(|s| s.name)), (Seat(1), Some("P0".into())));
    room.apply(
        Event::Rematched {
            code: "GHJKLM".into(),
        },
        now,
    )
    .unwrap();
    assert!(!room.rematch_agreed() && !room.rematch_pending());
    let again = checked(&mut room, Request::Rematch(Seat(0)), now);
    assert_eq!(code(again), "rematch_started");
}

#[test]
fn seats_are_taken_once_and_found_by_their_token() {
    let now = Instant::now();
    let setup = Setup {
        game: "y".to_string(),
        options: BTreeMap::new(),
        seats: vec![SeatPlan::Human, SeatPlan::Human],
        clock: None,
        listed: true,
        rated: false,
        same_address: false,
    };
    let mut room = Room::create("ABCDEF".into(), setup, "a".into(), CLAIM_AFTER, now).unwrap();
    assert_eq!(room.open_seat(None), Ok(Seat(0)));
    room.apply(Room::join_event(Seat(1), "Bo", "h1", None), now)
        .unwrap();
    assert_eq!(code(room.open_seat(Some(1))), "seat_taken");
    assert_eq!(code(room.open_seat(Some(5))), "bad_seat");
    room.apply(Room::join_event(Seat(0), "Al", "h0", None), now)
        .unwrap();
    assert_eq!(code(room.open_seat(None)), "game_full");
    assert!(!room.has_open_seat());
    assert_eq!(room.seat_of_token("h1"), Some(Seat(1)));
    assert_eq!(room.seat_of_token("nope"), None);
    let bad = Setup {
        game: "y".to_string(),
        options: BTreeMap::new(),
        seats: vec![
            SeatPlan::Computer {
                level: "beginner".into()
            };
            2
        ],
        clock: None,
        listed: false,
        rated: false,
        same_address: false,
    };
    let refused = Room::create("ABCDEF".into(), bad, "a".into(), CLAIM_AFTER, now);
    assert_eq!(code(refused.map(|_| ())), "bad_seats");
}
