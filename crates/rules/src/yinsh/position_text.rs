//! YINSH positions as one line of text, and setting a game up from one.
//!
//! `W:<points>;B:<points>;w:<points>;b:<points>;<turn>;<removed>;<pool>`: White's and
//! Black's rings, then the markers showing white and black (points in board order,
//! comma-separated, lower case; an empty list is just its label), the turn, the rings
//! removed (`white-black`) and the markers left in the pool. The turn is
//! `<seat>:<decision>` as the engine's `to_move` says it (`white:move-ring`), with, for
//! `remove-row` and `remove-ring`, the seat whose move made the rows (`@black`), and
//! for a `pass` that follows the other seat's pass, that seat (`@black`: a second pass
//! ends the game); `over` once the game is over. The start position is
//! `W:;B:;w:;b:;white:place-ring;0-0;51`.

use super::board::{Point, PointSet};
use super::{BLACK, MARKERS, RINGS_PER_PLAYER, WHITE, Yinsh, YinshDecision, YinshOptions};
use crate::position_fields::{Place, find_decision, find_seat, list_text, read_list, split_turn};
use crate::{Game, PositionError, Seat, Turn};

impl Place for Point {
    const PLURAL: &'static str = "points";
    const ONE: &'static str = "a point of the board";
    const PIECES: &'static str = "pieces";

    fn parse(word: &str) -> Option<Self> {
        Point::parse(word)
    }

    fn bit(self) -> u128 {
        Point::bit(self)
    }
}

/// The position of `game` as text.
pub(super) fn write(game: &Yinsh) -> String {
    let list = |bits: u128| list_text(PointSet(bits).iter());
    let turn = match game.turn {
        None => "over".to_string(),
        Some(Turn { seat, kind }) => {
            let after = match kind {
                YinshDecision::RemoveRow | YinshDecision::RemoveRing => Some(game.last_mover),
                YinshDecision::Pass if game.passes > 0 => Some(seat.opponent()),
                _ => None,
            };
            match after {
                Some(other) => format!("{}:{kind}@{}", game.seat_name(seat), game.seat_name(other)),
                None => format!("{}:{kind}", game.seat_name(seat)),
            }
        }
    };
    format!(
        "W:{};B:{};w:{};b:{};{turn};{}-{};{}",
        list(game.rings[0]),
        list(game.rings[1]),
        list(game.markers[0]),
        list(game.markers[1]),
        game.removed[0],
        game.removed[1],
        game.pool
    )
}

/// The game whose position `text` describes, with `options`.
pub(super) fn read(text: &str, options: &YinshOptions) -> Result<Yinsh, PositionError> {
    let fail = |reason: String| PositionError::new(text, reason);
    let fields: Vec<&str> = text.trim().split(';').collect();
    let [rings_w, rings_b, markers_w, markers_b, turn, removed, pool] = fields[..] else {
        return Err(fail(format!(
            "expected 7 fields separated by ';' (W:rings;B:rings;w:markers;b:markers;turn;removed;pool), found {}",
            fields.len()
        )));
    };
    let mut game = Yinsh::new(options);
    let mut taken = 0u128;
    let mut list = |field, label| read_list::<Point>(field, label, &mut taken).map_err(fail);
    let rings = [list(rings_w, "W")?, list(rings_b, "B")?];
    let markers = [list(markers_w, "w")?, list(markers_b, "b")?];
    game.set_pieces(rings, markers);
    game.removed = removed_counts(removed).map_err(fail)?;
    game.pool = pool
        .parse()
        .map_err(|_| fail(format!("the pool '{pool}' is not a number of markers")))?;
    check_counts(&game).map_err(fail)?;
    let (turn, after) = read_turn(&game, turn).map_err(fail)?;
    set_turn(&mut game, turn, after).map_err(fail)?;
    Ok(game)
}

/// The `white-black` rings removed.
fn removed_counts(field: &str) -> Result<[u8; 2], String> {
    let bad = || format!("the rings removed '{field}' are not written white-black (0-1)");
    let (white, black) = field.split_once('-').ok_or_else(bad)?;
    Ok([
        white.parse().map_err(|_| bad())?,
        black.parse().map_err(|_| bad())?,
    ])
}

/// The counts any position obeys: rings, removed rings, markers and the pool.
fn check_counts(game: &Yinsh) -> Result<(), String> {
    for seat in [WHITE, BLACK] {
        let s = seat.index();
        let name = game.seat_name(seat);
        if game.removed[s] >= game.options.rings_to_win() {
            return Err(format!(
                "{name} has removed {} rings: the game is over",
                game.removed[s]
            ));
        }
        let rings = game.rings[s].count_ones() + game.removed[s] as u32;
        if rings > RINGS_PER_PLAYER as u32 {
            return Err(format!(
                "{name} has {rings} rings on the board and removed; a player has {RINGS_PER_PLAYER}"
            ));
        }
    }
    let on_board = game.markers[0].count_ones() + game.markers[1].count_ones();
    if on_board > MARKERS as u32 {
        return Err(format!(
            "{on_board} markers on the board; the game has {MARKERS}"
        ));
    }
    if game.pool as u32 + on_board != MARKERS as u32 {
        return Err(format!(
            "with {on_board} markers on the board the pool holds {}, not {}",
            MARKERS as u32 - on_board,
            game.pool
        ));
    }
    Ok(())
}

/// The turn field: the seat, the decision, and the seat after `@`, if any.
fn read_turn(game: &Yinsh, field: &str) -> Result<(Turn<YinshDecision>, Option<Seat>), String> {
    let seat = |name: &str| find_seat(game, name, [WHITE, BLACK], " (white or black)");
    let (who, rest) = split_turn(field)?;
    let (decision, after) = match rest.split_once('@') {
        Some((decision, other)) => (decision, Some(seat(other)?)),
        None => (rest, None),
    };
    let kind = find_decision(
        decision,
        [
            YinshDecision::PlaceRing,
            YinshDecision::MoveRing,
            YinshDecision::Pass,
            YinshDecision::RemoveRow,
            YinshDecision::RemoveRing,
        ],
        " (place-ring, move-ring, pass, remove-row, remove-ring)",
    )?;
    Ok((
        Turn {
            seat: seat(who)?,
            kind,
        },
        after,
    ))
}

/// Checks that the position asks for `turn` and sets it, with the seat that moved or
/// passed before (`after`).
fn set_turn(
    game: &mut Yinsh,
    turn: Turn<YinshDecision>,
    after: Option<Seat>,
) -> Result<(), String> {
    let Turn { seat, kind } = turn;
    let name = game.seat_name(seat);
    if kind == YinshDecision::PlaceRing {
        return set_placement(game, seat, after);
    }
    for s in [WHITE, BLACK] {
        let on_board = game.rings[s.index()].count_ones() as u8;
        if on_board + game.removed[s.index()] != RINGS_PER_PLAYER {
            return Err(format!(
                "{} has {on_board} rings on the board and {} removed: after the placement a player has {RINGS_PER_PLAYER}",
                game.seat_name(s),
                game.removed[s.index()]
            ));
        }
    }
    match kind {
        YinshDecision::MoveRing | YinshDecision::Pass => {
            if let Some(s) = [WHITE, BLACK].into_iter().find(|&s| game.has_row(s)) {
                return Err(format!(
                    "{} has a row to remove before anyone moves",
                    game.seat_name(s)
                ));
            }
            if game.pool == 0 {
                return Err("the pool is empty: the game is over".to_string());
            }
            let can_move = game.can_move(seat);
            match (kind, can_move, after) {
                (YinshDecision::MoveRing, false, _) => {
                    return Err(format!("no ring of {name} can move: it must pass"));
                }
                (YinshDecision::Pass, true, _) => {
                    return Err(format!("a ring of {name} can move: it cannot pass"));
                }
                (YinshDecision::MoveRing, true, Some(_)) => {
                    return Err("a move-ring decision takes no '@'".to_string());
                }
                (_, _, Some(other)) if other == seat => {
                    return Err(format!("after '@' comes the other seat than {name}"));
                }
                (_, _, Some(other)) if game.can_move(other) => {
                    return Err(format!(
                        "{} cannot have passed: a ring of it can move",
                        game.seat_name(other)
                    ));
                }
                _ => {}
            }
            game.last_mover = seat.opponent();
            game.passes = after.is_some() as u8;
        }
        _ => {
            let mover = after.ok_or_else(|| {
                format!(
                    "{kind} names the seat whose move made the rows after '@' ({name}:{kind}@white)"
                )
            })?;
            if mover != seat && game.has_row(mover) {
                return Err(format!(
                    "{} removes its rows before {name}",
                    game.seat_name(mover)
                ));
            }
            if kind == YinshDecision::RemoveRow && !game.has_row(seat) {
                return Err(format!("{name} has no row to remove"));
            }
            if kind == YinshDecision::RemoveRing && game.pool < 5 {
                return Err(format!(
                    "a row was just removed, so the pool holds at least 5 markers, not {}",
                    game.pool
                ));
            }
            game.last_mover = mover;
        }
    }
    game.turn = Some(turn);
    Ok(())
}

/// Checks a position of the placement phase: rings only, White's turn when both have
/// placed as many.
fn set_placement(game: &mut Yinsh, seat: Seat, after: Option<Seat>) -> Result<(), String> {
    if after.is_some() {
        return Err("a place-ring decision takes no '@'".to_string());
    }
    if game.removed != [0, 0] || game.markers != [0, 0] {
        return Err("there are no markers and no removed rings while rings are placed".to_string());
    }
    let (white, black) = (game.rings[0].count_ones(), game.rings[1].count_ones());
    let expected = if white == black {
        WHITE
    } else if white == black + 1 {
        BLACK
    } else {
        return Err(format!(
            "white places first: {white} white and {black} black rings cannot be"
        ));
    };
    if white + black >= 2 * RINGS_PER_PLAYER as u32 {
        return Err("every ring is placed: the next decision is a move".to_string());
    }
    if seat != expected {
        return Err(format!(
            "with {white} white and {black} black rings {} places next",
            game.seat_name(expected)
        ));
    }
    game.turn = Some(Turn {
        seat,
        kind: YinshDecision::PlaceRing,
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::yinsh::YinshAction;

    fn read_default(text: &str) -> Result<Yinsh, PositionError> {
        read(text, &YinshOptions::default())
    }

    #[test]
    fn the_start_position_round_trips() {
        let start = Yinsh::new(&YinshOptions::default());
        let text = write(&start);
        assert_eq!(text, "W:;B:;w:;b:;white:place-ring;0-0;51");
        assert_eq!(read_default(&text), Ok(start));
    }

    #[test]
    fn a_move_writes_its_marker_and_the_pool() {
        let placed = "W:d6,d9,e3,f8,i11;B:a2,a4,b4,e6,i9;w:;b:;white:move-ring;0-0;51";
        let mut game = read_default(placed).unwrap();
        game.apply(YinshAction::parse("d6-d7").unwrap()).unwrap();
        assert_eq!(
            write(&game),
            "W:d7,d9,e3,f8,i11;B:a2,a4,b4,e6,i9;w:d6;b:;black:move-ring;0-0;50"
        );
    }

    #[test]
    fn bad_texts_are_refused_with_their_reason() {
        for (text, reason) in [
            ("W:;B:", "expected 7 fields"),
            (
                "W:e5;B:e5;w:;b:;white:place-ring;0-0;51",
                "two pieces on e5",
            ),
            (
                "W:z9;B:;w:;b:;white:place-ring;0-0;51",
                "'z9' is not a point",
            ),
            ("W:;B:;w:;b:;black:place-ring;0-0;51", "white places next"),
            ("W:;B:;w:;b:;white:fly;0-0;51", "'fly' is not a decision"),
            ("W:;B:;w:;b:;over;0-0;51", "the game is over"),
            ("W:;B:;w:;b:;white:move-ring;3-0;51", "has removed 3 rings"),
            ("W:;B:;w:e5;b:;white:place-ring;0-0;51", "with 1 markers"),
            (
                "W:;B:;w:;b:;white:place-ring;0;51",
                "not written white-black",
            ),
        ] {
            let error = read_default(text).unwrap_err();
            assert!(error.reason.contains(reason), "{text}: {error}");
            assert_eq!(error.text, text);
        }
    }
}
