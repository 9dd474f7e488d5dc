//! Yin-Yang positions as one line of text, and setting a game up from one.
//!
//! `<board>;B:<laws>;W:<laws>;<turn>;<plies>`: the board rank 4 to rank 1, separated by
//! `/`, each cell `b`, `w` or `.` from file a to d; each player's four laws,
//! comma-separated, each `-` (not written), the law (face down) or `+` and the law
//! (face up); the turn `<seat>:<decision>` as the engine's `to_move` says it, `over`
//! once the game has ended; and the turns of play so far. A view's secret law is
//! written `?` and is not a position a game can be set up from. The start is
//! `bwww/bwww/bbbw/bbbw;B:-,-,-,-;W:-,-,-,-;black:write-law;0`.

use super::board::{CELLS, goal, start_board};
use super::{BLACK, Cell, LawSlot, SLOTS, WHITE, YinYang, YinYangDecision, YinYangOptions};
use crate::position_fields::{find_decision, find_seat, split_turn, turn_text};
use crate::yinyang::law::Law;
use crate::{Game, PositionError, Seat};

/// A law slot as written in a position.
pub(super) fn slot_text(slot: &LawSlot) -> String {
    match slot {
        LawSlot::Unwritten => "-".to_string(),
        LawSlot::FaceDown(law) => law.to_string(),
        LawSlot::FaceUp(law) => format!("+{law}"),
        LawSlot::Secret => "?".to_string(),
    }
}

/// The position of `game` as text.
pub(super) fn write(game: &YinYang) -> String {
    let board: Vec<String> = (0..4)
        .rev()
        .map(|rank| {
            (0..4)
                .map(|file| game.board[rank * 4 + file].letter())
                .collect()
        })
        .collect();
    let laws = |seat: Seat| {
        game.laws[seat.index()]
            .iter()
            .map(slot_text)
            .collect::<Vec<_>>()
            .join(",")
    };
    let turn = turn_text(game);
    format!(
        "{};B:{};W:{};{turn};{}",
        board.join("/"),
        laws(BLACK),
        laws(WHITE),
        game.log.plies()
    )
}

/// The game whose position `text` describes, with `options`.
pub(super) fn read(text: &str, options: &YinYangOptions) -> Result<YinYang, PositionError> {
    let fail = |reason: String| PositionError::new(text, reason);
    let fields: Vec<&str> = text.trim().split(';').collect();
    let [board, black, white, turn, plies] = fields[..] else {
        return Err(fail(format!(
            "expected 5 fields separated by ';' (board;B:laws;W:laws;turn;plies), found {}",
            fields.len()
        )));
    };
    let mut game = YinYang::new(options);
    game.board = read_board(board).map_err(fail)?;
    game.laws = [
        read_laws(black, "B").map_err(fail)?,
        read_laws(white, "W").map_err(fail)?,
    ];
    let (seat, kind) = read_turn(&game, turn).map_err(fail)?;
    game.to_move = seat;
    game.phase = kind;
    let plies: u32 = plies
        .parse()
        .map_err(|_| fail(format!("'{plies}' is not a number of turns")))?;
    for _ in 0..plies {
        game.log.count_turn();
    }
    check(&game).map_err(fail)?;
    if kind == YinYangDecision::MoveOrApply {
        game.log.record(game.key());
    }
    Ok(game)
}

/// Refuses a position no game reaches, or one already decided.
fn check(game: &YinYang) -> Result<(), String> {
    let written = |seat: Seat| {
        game.laws[seat.index()]
            .iter()
            .take_while(|s| **s != LawSlot::Unwritten)
            .count()
    };
    for seat in [BLACK, WHITE] {
        let count = game.laws[seat.index()]
            .iter()
            .filter(|s| **s != LawSlot::Unwritten)
            .count();
        if count != written(seat) {
            return Err(format!(
                "{}'s laws are written in order",
                game.seat_name(seat)
            ));
        }
    }
    let (black, white) = (written(BLACK), written(WHITE));
    let laid = game
        .laws
        .iter()
        .flatten()
        .any(|s| matches!(s, LawSlot::FaceUp(_)));
    let seat = game.to_move;
    if game.phase == YinYangDecision::WriteLaw {
        let writing = if black < SLOTS { BLACK } else { WHITE };
        if (seat == BLACK && white > 0) || seat != writing || white == SLOTS {
            return Err(format!(
                "with {black} black and {white} white laws written, {} does not write",
                game.seat_name(seat)
            ));
        }
        if laid || game.board != start_board() || game.log.plies() > 0 {
            return Err("before play the board is the start and no law is laid".to_string());
        }
        return Ok(());
    }
    if black < SLOTS || white < SLOTS {
        return Err("play starts once both players have written their four laws".to_string());
    }
    let laid: Vec<(Law, Seat)> = [BLACK, WHITE]
        .into_iter()
        .flat_map(|s| {
            game.laws[s.index()]
                .iter()
                .filter_map(move |slot| match slot {
                    LawSlot::FaceUp(law) => Some((*law, s)),
                    _ => None,
                })
        })
        .collect();
    for (i, (law, owner)) in laid.iter().enumerate() {
        if laid[i + 1..]
            .iter()
            .any(|(other, other_owner)| law.contradicts(*owner, other, *other_owner))
        {
            return Err(format!("two laws face up contradict each other ({law})"));
        }
    }
    if game.log.limit_reached(game.options.max_plies) {
        return Err("the move limit is reached: the game is over".to_string());
    }
    match game.phase {
        YinYangDecision::MoveOrApply => {
            let previous = seat.opponent();
            if game.log.plies() > 0 && game.board[goal(previous)] == Cell::of(previous) {
                return Err(format!(
                    "{} is on its goal: the game is over",
                    game.seat_name(previous)
                ));
            }
            if !game.can_act(seat) {
                return Err(format!(
                    "{} can neither move nor apply a law: the game is over",
                    game.seat_name(seat)
                ));
            }
        }
        YinYangDecision::ApplyOrEnd if !game.board.contains(&Cell::Empty) => {
            return Err("after a move the board has an empty square".to_string());
        }
        _ => {}
    }
    Ok(())
}

/// The 16 cells, rank 4 first.
fn read_board(field: &str) -> Result<[Cell; CELLS], String> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 4 || ranks.iter().any(|r| r.chars().count() != 4) {
        return Err(format!("the board '{field}' is not 4 ranks of 4 cells"));
    }
    let mut board = [Cell::Empty; CELLS];
    for (row, rank) in ranks.iter().enumerate() {
        for (file, letter) in rank.chars().enumerate() {
            board[(3 - row) * 4 + file] = Cell::from_letter(letter)
                .ok_or_else(|| format!("'{letter}' is not a cell (b, w or .)"))?;
        }
    }
    Ok(board)
}

/// A player's four laws after `label:`.
fn read_laws(field: &str, label: &str) -> Result<[LawSlot; SLOTS], String> {
    let list = field
        .strip_prefix(label)
        .and_then(|rest| rest.strip_prefix(':'))
        .ok_or_else(|| format!("expected '{label}:' and four laws, found '{field}'"))?;
    let slots: Vec<LawSlot> = list
        .split(',')
        .map(|word| match word {
            "-" => Ok(LawSlot::Unwritten),
            "?" => Err("a secret law (?) is a view, not a position".to_string()),
            _ => match word.strip_prefix('+') {
                Some(law) => Law::parse(law).map(LawSlot::FaceUp),
                None => Law::parse(word).map(LawSlot::FaceDown),
            },
        })
        .collect::<Result<_, _>>()?;
    slots
        .try_into()
        .map_err(|_| format!("'{field}': each player has four laws"))
}

/// The turn field: the seat and the decision.
fn read_turn(game: &YinYang, field: &str) -> Result<(Seat, YinYangDecision), String> {
    let (who, decision) = split_turn(field)?;
    let seat = find_seat(game, who, [BLACK, WHITE], " (black or white)")?;
    let kind = find_decision(decision, YinYangDecision::ALL, "")?;
    Ok((seat, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position_round_trips() {
        let start = YinYang::new(&YinYangOptions::default());
        let text = write(&start);
        assert_eq!(
            text,
            "bwww/bwww/bbbw/bbbw;B:-,-,-,-;W:-,-,-,-;black:write-law;0"
        );
        assert_eq!(read(&text, &YinYangOptions::default()), Ok(start));
    }

    #[test]
    fn bad_texts_are_refused_with_their_reason() {
        let laws = "B:bbbb>bbb.,..bb>bbbb,bbbb>r,w...>....;W:wwww>www.,..ww>wwww,wwww>r,b...>....";
        for (text, reason) in [
            (
                "bwww/bwww/bbbw;B:-,-,-,-;W:-,-,-,-;black:write-law;0",
                "4 ranks",
            ),
            (
                "bwww/bwww/bbbw/bbbw;B:-,-,-,-;W:-,-,-,-;white:write-law;0",
                "does not write",
            ),
            (
                "bwww/bwww/bbbw/bbbw;B:-,-,-,-;W:-,-,-,-;over;0",
                "the game is over",
            ),
            (
                "bwww/bwww/bbbw/bbbw;B:?,-,-,-;W:-,-,-,-;black:write-law;0",
                "secret",
            ),
            (
                "bwww/bwww/bbbw/bbbw;B:-,bbbb>r,-,-;W:-,-,-,-;black:write-law;0",
                "in order",
            ),
            (
                "bwww/bwww/bbbw/bbbw;B:bbbb>bb..,-,-,-;W:-,-,-,-;black:write-law;0",
                "2 removed",
            ),
            (
                &format!("bwww/bwww/bbbw/bbbw;{laws};black:move-or-apply;x"),
                "number",
            ),
            (
                &format!("bwww/bwww/bbbw/bbb.;{laws};white:move-or-apply;200"),
                "move limit",
            ),
            (
                &format!("bwww/bwww/bbbw/bbbw;{laws};black:apply-or-end;0"),
                "empty square",
            ),
            (
                &format!("bwwb/bwww/bbbw/bbb.;{laws};white:move-or-apply;3"),
                "on its goal",
            ),
            (
                "bwww/bwww/bbbw/bbbw;B:+bbbb>bbb.,..bb>bbbb,bbbb>r,w...>....;\
                 W:+bbbb>bb.b,..ww>wwww,wwww>r,b...>....;black:move-or-apply;0",
                "contradict",
            ),
        ] {
            let error = read(text, &YinYangOptions::default()).unwrap_err();
            assert!(error.reason.contains(reason), "{text}: {error}");
        }
    }
}
