//! Game of Y positions as one line of text, and setting a game up from one.
//!
//! `B:<nodes>;W:<nodes>;<turn>`: Black's and White's stones (nodes in label order,
//! comma-separated, lower case; an empty list is just its label) and the turn,
//! `<seat>:<decision>` as the engine's `to_move` says it: `white:place-or-swap` when the
//! pie rule's swap is available, else `place-stone`; `over` once a chain has joined the
//! three sides. Whether the swap was used and how many handicap stones Black still
//! places follow from the options and the stones, and are checked against the turn.
//! The start position is `B:;W:;black:place-stone`.

use super::{ALL_SIDES, BLACK, GameOfY, WHITE, YDecision};
use crate::board::kadon::nodes_of;
use crate::position_fields::{
    check_decision, find_decision, find_seat, node_list, read_node_list, split_turn, turn_text,
};
use crate::{Game, PositionError, Seat};

/// The position of `game` as text.
pub(super) fn write(game: &GameOfY) -> String {
    let turn = turn_text(game);
    format!(
        "B:{};W:{};{turn}",
        node_list(game.stones[BLACK.index()]),
        node_list(game.stones[WHITE.index()])
    )
}

/// The game whose position `text` describes, with `options`.
pub(super) fn read(text: &str, options: &super::YOptions) -> Result<GameOfY, PositionError> {
    let fail = |reason: String| PositionError::new(text, reason);
    let fields: Vec<&str> = text.trim().split(';').collect();
    let [black, white, turn] = fields[..] else {
        return Err(fail(format!(
            "expected 3 fields separated by ';' (B:stones;W:stones;turn), found {}",
            fields.len()
        )));
    };
    let mut game = GameOfY::new(options);
    let mut taken = 0u128;
    let black = read_node_list(black, "B", &mut taken).map_err(fail)?;
    let white = read_node_list(white, "W", &mut taken).map_err(fail)?;
    let (seat, kind) = read_turn(&game, turn).map_err(fail)?;
    let (blacks, whites) = (black.count_ones() as usize, white.count_ones() as usize);
    let swapped = swap_used(&game, blacks, whites, seat).map_err(fail)?;
    game.actions = (blacks + whites) as u16 + swapped as u16;
    game.to_move = seat;
    let expected = if game.swap_allowed() {
        YDecision::PlaceOrSwap
    } else {
        YDecision::PlaceStone
    };
    check_decision(Some(expected), kind).map_err(fail)?;
    for (stones, owner) in [(black, BLACK), (white, WHITE)] {
        for node in nodes_of(stones) {
            if game.put_stone(node, owner) == ALL_SIDES {
                return Err(fail(format!(
                    "{} has joined the three sides: the game is over",
                    game.seat_name(owner)
                )));
            }
        }
    }
    Ok(game)
}

/// The turn field: the seat and the decision.
fn read_turn(game: &GameOfY, field: &str) -> Result<(Seat, YDecision), String> {
    let (who, decision) = split_turn(field)?;
    let seat = find_seat(game, who, [BLACK, WHITE], " (black or white)")?;
    let kind = find_decision(
        decision,
        [YDecision::PlaceStone, YDecision::PlaceOrSwap],
        " (place-stone, place-or-swap)",
    )?;
    Ok((seat, kind))
}

/// Whether White took Black's first stone, for `black` and `white` stones with `seat`
/// to move; an error when no game with the options reaches those counts and turn.
fn swap_used(game: &GameOfY, black: usize, white: usize, seat: Seat) -> Result<bool, String> {
    let handicap = game.options.handicap as usize;
    // Black places `handicap` stones, then White and Black alternate.
    let without_swap = if white == 0 && black < handicap {
        Some(BLACK)
    } else if black == white + handicap {
        Some(WHITE)
    } else if white > 0 && black + 1 == white + handicap {
        Some(BLACK)
    } else {
        None
    };
    // After the swap White has one stone and Black moves; then they alternate.
    let with_swap = if !game.options.pie || white == 0 {
        None
    } else if white == black + 1 {
        Some(BLACK)
    } else if white == black {
        Some(WHITE)
    } else {
        None
    };
    if without_swap == Some(seat) {
        Ok(false)
    } else if with_swap == Some(seat) {
        Ok(true)
    } else {
        Err(format!(
            "with {black} black and {white} white stones {} cannot be to move",
            game.seat_name(seat)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::y::YOptions;

    #[test]
    fn the_start_position_round_trips() {
        let start = GameOfY::new(&YOptions::default());
        let text = write(&start);
        assert_eq!(text, "B:;W:;black:place-stone");
        assert_eq!(read(&text, &YOptions::default()), Ok(start));
    }

    #[test]
    fn the_swap_and_the_handicap_follow_from_the_stones_and_options() {
        let pie = YOptions::default();
        let swapped = read("B:;W:e5;black:place-stone", &pie).unwrap();
        assert_eq!(swapped.actions, 2);
        let offered = read("B:e5;W:;white:place-or-swap", &pie).unwrap();
        assert_eq!(offered.actions, 1);
        let error = read("B:e5;W:;white:place-stone", &pie).unwrap_err();
        assert!(error.reason.contains("is place-or-swap"), "{error}");
        let three = YOptions {
            pie: false,
            handicap: 3,
        };
        assert!(read("B:e5;W:;black:place-stone", &three).is_ok());
        assert!(read("B:e5;W:;black:place-stone", &pie).is_err());
        let error = read("B:;W:e5;black:place-stone", &three).unwrap_err();
        assert!(error.reason.contains("cannot be to move"), "{error}");
    }

    #[test]
    fn bad_texts_are_refused_with_their_reason() {
        for (text, reason) in [
            ("B:;W:", "expected 3 fields"),
            ("B:e5;W:e5;white:place-stone", "two stones on e5"),
            ("B:n1;W:;white:place-stone", "'n1' is not a node"),
            ("B:;W:;black:swap", "'swap' is not a decision"),
            ("B:;W:;over", "the game is over"),
            ("X:;W:;black:place-stone", "expected 'B:'"),
            (
                "B:a1,a2,a3,a4,a5,a6,a7,a8,a9,b1,c1,d1,e1,f1,g1,h1,i1;W:b2,b3,b4,b5,b6,b7,b8,c2,d2,e2,f2,g2,h2,i2,j2,k3;white:place-stone",
                "black has joined the three sides",
            ),
        ] {
            let error = read(text, &YOptions::default()).unwrap_err();
            assert!(error.reason.contains(reason), "{text}: {error}");
        }
    }
}
