//! Leap Over positions as one line of text, and setting a game up from one.
//!
//! Two players: `B:<nodes>;W:<nodes>;<turn>;chain:<chain>;passed:<0|1>;plies:<N>`;
//! three players add Red's stones after White's (`R:<nodes>`) and, last, the seats
//! that left (`out:red`, `out:-` when none). The turn is `<seat>:<decision>` as the
//! engine's `to_move` says it (`black:jump`); the chain is `-`, or, within a chain of
//! jumps, its start, its other landings and the node of the jumping stone
//! (`e2,e4,g4`); `passed:1` when the last turn was a pass; `plies` counts the turns
//! played. The start position is
//! `B:e1,e2,e3,e4,f2,f3,f4,g3,g4,h4;W:a5,b5,b6,c5,c6,c7,d5,d6,d7,d8;black:jump;chain:-;passed:0;plies:0`.

use super::{LeapDecision, LeapOptions, LeapOver};
use crate::jump_chain::JumpChain;
use crate::position_fields::{
    check_decision, field_number, field_value, find_decision, find_seat, node_list, read_node_list,
    split_turn, turn_text,
};
use crate::{Game, PositionError, Seat};

/// Stones each player has.
const STONES: u32 = 10;

/// The position of `game` as text.
pub(super) fn write(game: &LeapOver) -> String {
    let mut fields = vec![
        format!("B:{}", node_list(game.stones[0])),
        format!("W:{}", node_list(game.stones[1])),
    ];
    if game.options.players == 3 {
        fields.push(format!("R:{}", node_list(game.stones[2])));
    }
    fields.push(turn_text(game));
    fields.push(format!(
        "chain:{}",
        game.chain.map_or("-".to_string(), |c| c.text())
    ));
    fields.push(format!("passed:{}", u8::from(game.passed)));
    fields.push(format!("plies:{}", game.log.plies()));
    if game.options.players == 3 {
        let out: Vec<&str> = game
            .seats()
            .filter(|&s| !game.is_playing(s))
            .map(|s| game.seat_name(s))
            .collect();
        fields.push(format!(
            "out:{}",
            if out.is_empty() {
                "-".to_string()
            } else {
                out.join(",")
            }
        ));
    }
    fields.join(";")
}

/// The game whose position `text` describes, with `options`.
pub(super) fn read(text: &str, options: &LeapOptions) -> Result<LeapOver, PositionError> {
    read_fields(text, options).map_err(|reason| PositionError::new(text, reason))
}

fn read_fields(text: &str, options: &LeapOptions) -> Result<LeapOver, String> {
    let fields: Vec<&str> = text.trim().split(';').collect();
    let three = options.players == 3;
    let expected = if three { 8 } else { 6 };
    if fields.len() != expected {
        return Err(format!(
            "expected {expected} fields separated by ';' ({}), found {}",
            if three {
                "B:stones;W:stones;R:stones;turn;chain:;passed:;plies:;out:"
            } else {
                "B:stones;W:stones;turn;chain:;passed:;plies:"
            },
            fields.len()
        ));
    }
    let mut game = LeapOver::new(options);
    game.log = Default::default();
    let labels = ["B", "W", "R"];
    let mut taken = 0;
    for seat in game.seats() {
        let stones = read_node_list(fields[seat.index()], labels[seat.index()], &mut taken)?;
        if stones.count_ones() != STONES {
            return Err(format!(
                "{} has {} stones, not {STONES}",
                game.seat_name(seat),
                stones.count_ones()
            ));
        }
        game.stones[seat.index()] = stones;
    }
    let rest = &fields[options.players as usize..];
    let (seat, kind) = read_turn(&game, rest[0])?;
    game.to_move = seat;
    let chain = field_value(rest[1], "chain")?;
    if chain != "-" {
        game.chain = Some(JumpChain::parse(chain)?);
    }
    game.passed = match field_value(rest[2], "passed")? {
        "0" => false,
        "1" => true,
        other => return Err(format!("'passed:' is 0 or 1, found '{other}'")),
    };
    let plies = field_number(rest[3], "plies")?;
    if options.max_plies > 0 && plies >= options.max_plies {
        return Err(format!(
            "{plies} turns played: the move limit of {} is reached, the game is over",
            options.max_plies
        ));
    }
    for _ in 0..plies {
        game.log.count_turn();
    }
    if three {
        let out = field_value(rest[4], "out")?;
        if out != "-" {
            for name in out.split(',') {
                let left = game
                    .seats()
                    .find(|&s| game.seat_name(s) == name.to_ascii_lowercase())
                    .ok_or_else(|| format!("'{name}' is not a seat (black, white or red)"))?;
                if !game.is_playing(left) {
                    return Err(format!("{name} is named twice among the seats that left"));
                }
                game.playing &= !(1 << left.0);
            }
        }
        if game.playing.count_ones() < 2 {
            return Err("only one player is left: the game is over".to_string());
        }
        if !game.is_playing(seat) {
            return Err(format!(
                "{} has left and cannot be to move",
                game.seat_name(seat)
            ));
        }
    }
    check_chain(&game)?;
    check_decision(game.turn().map(|t| t.kind), kind)?;
    // The position at the start of this turn is its first occurrence.
    let mut start = game.clone();
    if let Some(chain) = game.chain {
        start.stones[seat.index()] ^= chain.at.bit() | chain.start.bit();
    }
    game.log.record(start.position_key());
    Ok(game)
}

/// A chain under way: its stone is the mover's, its start is empty and a jump is left
/// (else the chain would have ended). Without a chain nobody has won yet (wins are
/// checked when a turn ends).
fn check_chain(game: &LeapOver) -> Result<(), String> {
    let Some(chain) = game.chain else {
        if let Some(winner) = game
            .seats()
            .find(|&s| game.is_playing(s) && game.has_won(s))
        {
            return Err(format!(
                "{} has reached its target: the game is over",
                game.seat_name(winner)
            ));
        }
        return Ok(());
    };
    let seat = game.to_move;
    if game.stones(seat) & chain.at.bit() == 0 {
        return Err(format!(
            "the chain's stone on {} is not {}'s",
            chain.at,
            game.seat_name(seat)
        ));
    }
    if game.occupied() & chain.landed & !chain.at.bit() != 0
        || game.occupied() & chain.start.bit() != 0
    {
        return Err("the chain's start and earlier landings must be empty".to_string());
    }
    if chain.next_landings(game.occupied()) == 0 {
        return Err("the chain has no jump left: it would have ended".to_string());
    }
    Ok(())
}

/// The turn field: the seat and the decision.
fn read_turn(game: &LeapOver, field: &str) -> Result<(Seat, LeapDecision), String> {
    let (who, decision) = split_turn(field)?;
    let seat = find_seat(game, who, game.seats(), " of the game")?;
    let kind = find_decision(decision, LeapDecision::ALL, " (jump, jump-or-stop, pass)")?;
    Ok((seat, kind))
}
