//! Tetra positions as one line of text, and setting a game up from one.
//!
//! `B:<nodes>;W:<nodes>;<turn>;<passes>;<plies>`: Black's and White's stones (nodes in
//! label order, comma-separated, lower case; an empty list is just its label), the turn
//! as `<seat>:<decision>` (`black:place-stone`, `white:move-stone`, `black:pass`;
//! `over` once the game has ended), `1` when the last turn was a pass (else `0`), and
//! the turns played. The start position is `B:;W:;black:place-stone;0;0`. A game set
//! up from a text has no history: its position counts as met once.

use super::{BLACK, STONES_EACH, Tetra, TetraDecision, TetraOptions, WHITE, figures, moves};
use crate::board::kadon::nodes_of;
use crate::position_fields::{
    check_decision, find_decision, find_seat, node_list, read_node_list, split_turn, turn_text,
};
use crate::{Game, PositionError, PositionLog, Seat};

/// The position of `game` as text.
pub(super) fn write(game: &Tetra) -> String {
    let turn = turn_text(game);
    format!(
        "B:{};W:{};{turn};{};{}",
        node_list(game.stones[BLACK.index()]),
        node_list(game.stones[WHITE.index()]),
        u8::from(game.passed),
        game.plies()
    )
}

/// The game whose position `text` describes, with `options`.
pub(super) fn read(text: &str, options: &TetraOptions) -> Result<Tetra, PositionError> {
    let fail = |reason: String| PositionError::new(text, reason);
    let fields: Vec<&str> = text.trim().split(';').collect();
    let [black, white, turn, passes, plies] = fields[..] else {
        return Err(fail(format!(
            "expected 5 fields separated by ';' (B:stones;W:stones;turn;passes;plies), found {}",
            fields.len()
        )));
    };
    let mut game = Tetra::new(options);
    let mut taken = 0u128;
    game.stones[BLACK.index()] = read_node_list(black, "B", &mut taken).map_err(fail)?;
    game.stones[WHITE.index()] = read_node_list(white, "W", &mut taken).map_err(fail)?;
    let (seat, kind) = read_turn(&game, turn).map_err(fail)?;
    game.passed = match passes {
        "0" => false,
        "1" => true,
        _ => return Err(fail(format!("the passes '{passes}' are not 0 or 1"))),
    };
    let plies: u32 = plies
        .parse()
        .ok()
        .filter(|n: &u32| n.to_string() == plies)
        .ok_or_else(|| fail(format!("the turns played '{plies}' are not a number")))?;
    game.to_move = seat;
    check_counts(&game, plies).map_err(fail)?;
    check_end(&game, plies).map_err(fail)?;
    check_decision(Some(game.decision()), kind).map_err(fail)?;
    game.log = PositionLog::with_plies(plies).into();
    let key = game.position_key();
    game.log.record(key);
    Ok(game)
}

/// The turn field: the seat and the decision.
fn read_turn(game: &Tetra, field: &str) -> Result<(Seat, TetraDecision), String> {
    let (who, decision) = split_turn(field)?;
    let seat = find_seat(game, who, [BLACK, WHITE], " (black or white)")?;
    let kind = find_decision(
        decision,
        TetraDecision::ALL,
        " (place-stone, move-stone, pass)",
    )?;
    Ok((seat, kind))
}

/// The stone counts, the seat to move and the turns played agree: Black places first
/// and the turns alternate, so Black is to move after an even number of turns; while
/// placing, every turn put a stone down.
fn check_counts(game: &Tetra, plies: u32) -> Result<(), String> {
    let black = game.stones[BLACK.index()].count_ones();
    let white = game.stones[WHITE.index()].count_ones();
    if black > STONES_EACH || white > STONES_EACH {
        return Err(format!(
            "{black} black and {white} white stones: each player has {STONES_EACH}"
        ));
    }
    if black != white && black != white + 1 {
        return Err(format!(
            "{black} black and {white} white stones: Black places first, then they alternate"
        ));
    }
    let seat = game.to_move;
    if (seat == BLACK) != plies.is_multiple_of(2) {
        return Err(format!(
            "after {plies} turns {} cannot be to move",
            game.seat_name(seat)
        ));
    }
    if game.placing() && plies != black + white {
        return Err(format!(
            "while placing, the turns played are the stones placed ({}), not {plies}",
            black + white
        ));
    }
    if game.passed {
        let opponent = game.stones[seat.opponent().index()];
        if game.placing() || plies <= 2 * STONES_EACH {
            return Err("nobody passes while stones remain to be placed".to_string());
        }
        if moves::can_move(opponent, game.occupied()) {
            return Err(format!(
                "{} can move, so it did not pass",
                game.seat_name(seat.opponent())
            ));
        }
    }
    Ok(())
}

/// The position is not one the game has already ended in: a winning figure on the
/// board, or the move limit reached.
fn check_end(game: &Tetra, plies: u32) -> Result<(), String> {
    for seat in [BLACK, WHITE] {
        if let Some(figure) = figures::any_figure(game.stones[seat.index()]) {
            let nodes: Vec<String> = nodes_of(figure).map(|n| n.to_string()).collect();
            return Err(format!(
                "{} holds a winning figure ({}): the game is over",
                game.seat_name(seat),
                nodes.join(",")
            ));
        }
    }
    let limit = game.options.max_plies;
    if limit > 0 && plies >= limit {
        return Err(format!(
            "{plies} turns reach the move limit of {limit}: the game is over"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position_round_trips() {
        let start = Tetra::new(&TetraOptions::default());
        let text = write(&start);
        assert_eq!(text, "B:;W:;black:place-stone;0;0");
        assert_eq!(read(&text, &TetraOptions::default()), Ok(start));
    }

    #[test]
    fn bad_texts_are_refused_with_their_reason() {
        for (text, reason) in [
            ("B:;W:", "expected 5 fields"),
            ("B:e5;W:e5;white:place-stone;0;2", "two stones on e5"),
            ("B:n1;W:;white:place-stone;0;1", "'n1' is not a node"),
            ("B:;W:;black:swap;0;0", "'swap' is not a decision"),
            ("B:;W:;over;0;0", "the game is over"),
            ("X:;W:;black:place-stone;0;0", "expected 'B:'"),
            ("B:;W:;black:place-stone;2;0", "are not 0 or 1"),
            ("B:;W:;black:place-stone;0;x", "not a number"),
            ("B:;W:;black:place-stone;0;07", "not a number"),
            ("B:;W:e5;black:place-stone;0;1", "Black places first"),
            ("B:e5;W:;black:place-stone;0;1", "black cannot be to move"),
            ("B:e5;W:;white:place-stone;0;3", "the stones placed (1)"),
            (
                "B:e5;W:;white:move-stone;0;1",
                "the decision here is place-stone",
            ),
            ("B:e5;W:;white:place-stone;1;1", "nobody passes"),
            // a1 a3 a5 a7: an S-line along side 2.
            (
                "B:a1,a3,a5,a7,e5;W:i1,i3,g7,k5;white:place-stone;0;9",
                "black holds a winning figure (a1,a3,a5,a7)",
            ),
        ] {
            let error = read(text, &TetraOptions::default()).unwrap_err();
            assert!(error.reason.contains(reason), "{text}: {error}");
        }
        let error = read(
            "B:b1;W:;white:place-stone;0;1",
            &TetraOptions { max_plies: 1 },
        )
        .unwrap_err();
        assert!(error.reason.contains("move limit"), "{error}");
    }
}
