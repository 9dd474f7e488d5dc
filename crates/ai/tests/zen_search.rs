//! The Zen l'Initié AI on positions with a known answer: it takes a win in one, never
//! hands the opponent a win, and plays for its team with four players.

use std::time::Duration;

use plateau_ai::{Ai, Budget, Level, choose};
use plateau_rules::zen::{Cell, Zen, ZenAction, ZenOptions};
use plateau_rules::{Game, GameOptions, Seat, Status, Team, parse_option_words};

/// The think time of the time-limited levels: long enough that a loaded machine still
/// finds the one right move.
const SEARCH_TIME: Duration = Duration::from_secs(1);

fn options(words: &str) -> ZenOptions {
    ZenOptions::from_pairs(&parse_option_words(words.split_whitespace()).unwrap()).unwrap()
}

fn cells(labels: &str) -> String {
    let mut list: Vec<Cell> = labels
        .split_whitespace()
        .map(|l| Cell::parse(l).unwrap())
        .collect();
    list.sort();
    list.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn position(black: &str, white: &str, zen: &str, turn: &str, options: &ZenOptions) -> Zen {
    let text = format!(
        "B:{};W:{};Z:{zen};{turn};ban:-;round:1;starter:black;score:0-0;plies:0",
        cells(black),
        cells(white)
    );
    Zen::from_position(&text, options).unwrap_or_else(|e| panic!("{e}"))
}

fn decide(level: Level, state: &Zen) -> ZenAction {
    let seat = state.turn().unwrap().seat;
    choose(level, state, seat, 1, Budget::time(SEARCH_TIME)).unwrap()
}

#[test]
fn every_level_takes_a_win_in_one() {
    // j7-h9 joins g7 g8 h9 with the Zen on f6.
    let state = position("g7 g8 j7", "b2 c5 k6", "f6", "black:move", &options(""));
    for level in [Level::Casual, Level::Strong, Level::Expert] {
        let action = decide(level, &state);
        let mut after = state.clone();
        after.apply(action).unwrap();
        assert!(
            after.status().result().is_some_and(|r| r.won_by(Team(0))),
            "{level:?} played {action}"
        );
    }
}

#[test]
fn the_search_never_hands_the_opponent_its_chain() {
    // h5-h8 would take White's isolated h8 and complete White's chain (a1 b1 and the
    // Zen c2): every level avoids it.
    let state = position("h1 h5 c9 j9", "a1 b1 h8", "c2", "black:move", &options(""));
    for level in [Level::Casual, Level::Strong, Level::Expert] {
        let action = decide(level, &state);
        assert_ne!(action.to_string(), "h5-h8", "{level:?}");
        let mut after = state.clone();
        after.apply(action).unwrap();
        assert!(
            !after.status().result().is_some_and(|r| r.won_by(Team(1))),
            "{level:?} played {action}"
        );
    }
}

#[test]
fn four_players_search_for_their_team() {
    let four = options("players=4");
    // Black 2 completes the team's chain.
    let state = position("g7 g8 j7", "b2 c5 k6", "f6", "black2:move", &four);
    let action = decide(Level::Strong, &state);
    let mut after = state.clone();
    after.apply(action).unwrap();
    assert!(after.status().result().is_some_and(|r| r.won_by(Team(0))));
    // White 1 to move: Black 2 threatens j7-h9 next; the search sees Black 2 (after
    // White 1) as an opponent and White 2 as a partner. Its value is bad for White
    // whatever it plays unless it stops the join.
    let state = position("g7 g8 j7", "b2 c5 k6", "f6", "white1:move", &four);
    let mut search = Zen::search(Level::Strong, &state, 1);
    while !search.step(10_000) {}
    let report = search.report();
    let action = report.best.unwrap();
    let mut after = state.clone();
    after.apply(action).unwrap();
    assert_eq!(after.turn().unwrap().seat, Seat(2));
    let mut legal = Vec::new();
    after.legal_actions(&mut legal);
    assert!(
        legal.iter().all(|&reply| {
            let mut next = after.clone();
            next.apply(reply).unwrap();
            next.status() == Status::Ongoing || !next.status().result().unwrap().won_by(Team(0))
        }) || report.value <= -1.0,
        "White 1 played {action} with value {}",
        report.value
    );
}
