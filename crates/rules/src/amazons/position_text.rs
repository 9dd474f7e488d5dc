//! Aliens and Amazons positions as one line of text, and setting a game up from one.
//!
//! `W:<aliens>;B:<amazons>;<turn>;chain:<chain>;taken:<nodes>;placed:<N>;moves:<N>;plies:<N>`:
//! the aliens and the Amazons on the board (nodes in label order, comma-separated), the
//! turn as the engine's `to_move` says it (`white:move-alien`), the alien's chain of
//! jumps under way (`-`, or its start, its other landings and the alien's node:
//! `e2,e4,g4`) with the Amazons it captured (`taken:f3`), the Amazons placed so far
//! (captures included), their steps after deployment, and the turns played. The start
//! position is `W:;B:;white:place-alien;chain:-;taken:;placed:0;moves:0;plies:0`.

use super::{ALIENS, AMAZONS, Amazons, AmazonsDecision, AmazonsOptions, BLACK, WHITE};
use crate::jump_chain::JumpChain;
use crate::position_fields::{
    check_decision, field_number, field_value, find_decision, find_seat, node_list, read_node_list,
    split_turn, turn_text,
};
use crate::{Game, PositionError, Seat};

/// The position of `game` as text.
pub(super) fn write(game: &Amazons) -> String {
    let turn = turn_text(game);
    format!(
        "W:{};B:{};{turn};chain:{};taken:{};placed:{};moves:{};plies:{}",
        node_list(game.aliens),
        node_list(game.amazons),
        game.chain.map_or("-".to_string(), |c| c.text()),
        node_list(game.taken),
        game.placed,
        game.steps,
        game.log.plies()
    )
}

/// The game whose position `text` describes, with `options`.
pub(super) fn read(text: &str, options: &AmazonsOptions) -> Result<Amazons, PositionError> {
    read_fields(text, options).map_err(|reason| PositionError::new(text, reason))
}

fn read_fields(text: &str, options: &AmazonsOptions) -> Result<Amazons, String> {
    let fields: Vec<&str> = text.trim().split(';').collect();
    let [aliens, amazons, turn, chain, taken, placed, moves, plies] = fields[..] else {
        return Err(format!(
            "expected 8 fields separated by ';' (W:aliens;B:amazons;turn;chain:;taken:;placed:;moves:;plies:), found {}",
            fields.len()
        ));
    };
    let mut game = Amazons::new(options);
    game.log = Default::default();
    let mut on_board = 0;
    game.aliens = read_node_list(aliens, "W", &mut on_board)?;
    game.amazons = read_node_list(amazons, "B", &mut on_board)?;
    let (seat, kind) = read_turn(&game, turn)?;
    game.to_move = seat;
    let chain = field_value(chain, "chain")?;
    if chain != "-" {
        game.chain = Some(JumpChain::parse(chain)?);
    }
    game.taken = read_node_list(taken, "taken", &mut 0)?;
    game.placed = field_number(placed, "placed")?
        .try_into()
        .ok()
        .filter(|&n| n <= AMAZONS)
        .ok_or_else(|| format!("at most {AMAZONS} Amazons are placed"))?;
    game.steps = field_number(moves, "moves")?;
    let plies = field_number(plies, "plies")?;
    check_counts(&game, plies)?;
    for _ in 0..plies {
        game.log.count_turn();
    }
    check_chain(&game)?;
    check_not_over(&game)?;
    check_decision(game.turn().map(|t| t.kind), kind)?;
    // The position at the start of this turn is its first occurrence.
    let mut start = game.clone();
    if let Some(chain) = game.chain {
        start.aliens ^= chain.at.bit() | chain.start.bit();
        start.amazons |= game.taken;
    }
    game.log.record(start.position_key());
    Ok(game)
}

/// The counts agree with each other and with the seat to move.
fn check_counts(game: &Amazons, plies: u32) -> Result<(), String> {
    let aliens = game.aliens.count_ones();
    let placed = game.placed as u32;
    if aliens > ALIENS {
        return Err(format!("{aliens} aliens: there are {ALIENS}"));
    }
    if game.amazons.count_ones() > placed {
        return Err(format!(
            "{} Amazons on the board but only {placed} placed",
            game.amazons.count_ones()
        ));
    }
    let white_to_move = game.to_move == WHITE;
    let agrees = if aliens < ALIENS {
        // White places first, then they alternate.
        (white_to_move && placed == aliens) || (!white_to_move && placed + 1 == aliens)
    } else {
        placed >= 3 || (!white_to_move && placed == 2)
    };
    if !agrees {
        return Err(format!(
            "with {aliens} aliens and {placed} Amazons placed {} cannot be to move",
            game.seat_name(game.to_move)
        ));
    }
    if game.steps > 0 && placed < AMAZONS as u32 {
        return Err("the Amazons step only once all thirty are placed".to_string());
    }
    if plies < aliens + placed + game.steps {
        return Err(format!(
            "{plies} turns are fewer than the placements and steps made"
        ));
    }
    let max_plies = game.options.max_plies;
    if max_plies > 0 && plies >= max_plies {
        return Err(format!(
            "{plies} turns played: the move limit of {max_plies} is reached, the game is over"
        ));
    }
    Ok(())
}

/// A chain under way: White's, its alien on its last node, its start and landings
/// empty, a jump left; the Amazons it took are empty nodes. Without a chain nothing was
/// taken.
fn check_chain(game: &Amazons) -> Result<(), String> {
    let Some(chain) = game.chain else {
        if game.taken != 0 {
            return Err("Amazons are taken only within a chain of jumps".to_string());
        }
        return Ok(());
    };
    let occupied = game.occupied();
    if game.to_move != WHITE || game.aliens & chain.at.bit() == 0 {
        return Err(format!(
            "the chain's stone on {} is not an alien to move",
            chain.at
        ));
    }
    if occupied & (chain.landed & !chain.at.bit() | chain.start.bit()) != 0 {
        return Err("the chain's start and earlier landings must be empty".to_string());
    }
    // The alien may have landed where it took an Amazon earlier in the chain.
    if game.taken.count_ones() > game.captured() || game.taken & occupied & !chain.at.bit() != 0 {
        return Err("the Amazons taken in the chain do not agree with the captures".to_string());
    }
    if chain.next_landings(occupied) == 0 {
        return Err("the chain has no jump left: it would have ended".to_string());
    }
    Ok(())
}

/// A position whose game has ended is refused: the aliens' captures, the trap, the
/// Amazons' move limit.
fn check_not_over(game: &Amazons) -> Result<(), String> {
    if game.captured() >= game.options.alien_target as u32 {
        return Err(format!(
            "{} Amazons captured: the aliens have won",
            game.captured()
        ));
    }
    let limit = game.options.amazon_moves;
    if limit > 0 && game.steps >= limit {
        return Err(format!(
            "the Amazons have made {} moves: the game is over",
            game.steps
        ));
    }
    let white_turn = game.to_move == WHITE && game.aliens.count_ones() == ALIENS;
    if white_turn && game.chain.is_none() && !game.aliens_can_move() {
        return Err("the aliens are trapped: the Amazons have won".to_string());
    }
    Ok(())
}

/// The turn field: the seat and the decision.
fn read_turn(game: &Amazons, field: &str) -> Result<(Seat, AmazonsDecision), String> {
    let (who, decision) = split_turn(field)?;
    let seat = find_seat(game, who, [WHITE, BLACK], " (white or black)")?;
    let kind = find_decision(decision, AmazonsDecision::ALL, " of the game")?;
    Ok((seat, kind))
}
