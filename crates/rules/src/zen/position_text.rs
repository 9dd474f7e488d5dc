//! Zen l'Initié positions as one line of text, and setting a game up from one.
//!
//! `B:<cells>;W:<cells>;Z:<cell>;<seat>:<decision>;ban:<cell>;round:<n>;starter:<colour>;score:<b>-<w>;plies:<n>`:
//! Black's and White's pawns (cells in index order, comma-separated, lower case), the
//! Zen's cell (`-` once taken), the turn as the engine's `to_move` says it
//! (`black:move`, `white2:pass`; `over` once the game has ended), the cell the Zen may
//! not return to this turn (rule a/, `-` for none), the round and the colour that
//! started it, the match score by colour, and the turns played in the whole game.
//! Without rounds the round is 1, the score 0-0 and the starter the first player. The
//! start position is
//! `B:a1,f1,d3,h3,b5,j5,b7,j7,d9,h9,f11,k11;W:k1,e2,g2,c4,i4,a6,k6,c8,i8,e10,g10,a11;Z:f6;black:move;ban:-;round:1;starter:black;score:0-0;plies:0`.

use super::bits::direction_between;
use super::cell::{Cell, cells_of};
use super::check::{gives_check, is_mate};
use super::options::{MATCH_POINTS, ZenOptions};
use super::piece::Colour;
use super::pieces::{PAWNS, Pieces};
use super::{End, Zen, ZenDecision};
use crate::position_fields::{
    Place, check_decision, field_value, find_decision, find_seat, list_text, read_places,
    split_turn, turn_text,
};
use crate::repetition::TurnLog;
use crate::{Game, PositionError, Seat};

impl Place for Cell {
    const PLURAL: &'static str = "cells";
    const ONE: &'static str = "a cell (a1 to k11)";
    const PIECES: &'static str = "pieces";

    fn parse(word: &str) -> Option<Self> {
        Cell::parse(word)
    }

    fn bit(self) -> u128 {
        Cell::bit(self)
    }
}

/// The position of `game` as text.
pub(super) fn write(game: &Zen) -> String {
    let list = |bits: u128| list_text(cells_of(bits));
    let cell = |cell: Option<Cell>| cell.map_or("-".to_string(), |c| c.to_string());
    let turn = turn_text(game);
    format!(
        "B:{};W:{};Z:{};{turn};ban:{};round:{};starter:{};score:{}-{};plies:{}",
        list(game.pieces.pawns[0]),
        list(game.pieces.pawns[1]),
        cell(game.pieces.zen),
        cell(game.ban),
        game.round,
        game.starter.name(),
        game.score[0],
        game.score[1],
        game.log.plies()
    )
}

/// The game whose position `text` describes, with `options`.
pub(super) fn read(text: &str, options: &ZenOptions) -> Result<Zen, PositionError> {
    let fail = |reason: String| PositionError::new(text, reason);
    let fields: Vec<&str> = text.trim().split(';').collect();
    let [black, white, zen, turn, ban, round, starter, score, plies] = fields[..] else {
        return Err(fail(format!(
            "expected 9 fields separated by ';' (B:;W:;Z:;turn;ban:;round:;starter:;score:;plies:), found {}",
            fields.len()
        )));
    };
    let mut game = Zen::new(options);
    let mut taken = 0u128;
    let black = pawns(black, "B", &mut taken).map_err(fail)?;
    let white = pawns(white, "W", &mut taken).map_err(fail)?;
    let zen = optional_cell(zen, "Z").map_err(fail)?;
    if let Some(z) = zen
        && taken & z.bit() != 0
    {
        return Err(fail(format!("the Zen and a pawn on {z}")));
    }
    let pieces = Pieces {
        pawns: [black, white],
        zen,
    };
    for colour in Colour::BOTH {
        if pieces.connected(colour) {
            return Err(fail(format!(
                "{}'s chain is complete: the game is over",
                colour.name()
            )));
        }
    }
    let (seat, kind) = read_turn(&game, turn).map_err(fail)?;
    let ban = optional_cell(ban, "ban").map_err(fail)?;
    if let Some(cell) = ban {
        check_ban(&pieces, cell).map_err(fail)?;
    }
    let round = number(round, "round").map_err(fail)?;
    let starter = match field_value(starter, "starter").map_err(fail)? {
        "black" => Colour::Black,
        "white" => Colour::White,
        other => return Err(fail(format!("'{other}' is not a colour (black or white)"))),
    };
    let (b, w) = field_value(score, "score")
        .map_err(fail)?
        .split_once('-')
        .ok_or_else(|| fail("the score is not written black-white".to_string()))?;
    let score = [number(b, "").map_err(fail)?, number(w, "").map_err(fail)?];
    let plies = number(plies, "plies").map_err(fail)?;
    check_match(options, round, starter, score, plies).map_err(fail)?;

    game.set_pieces(pieces);
    game.to_move = seat;
    game.ban = ban;
    game.round = round;
    game.starter = starter;
    game.score = score;
    game.log = TurnLog::default();
    for _ in 0..plies {
        game.log.count_turn();
    }
    game.log.record(game.key());
    let variant = options.variant;
    let mover = Zen::colour_of(seat).other();
    game.check = variant.has_check() && gives_check(&pieces, mover, variant.zen_needs_contact());
    if game.check && is_mate(&pieces, mover, game.zen_rules()) {
        return Err(fail(format!(
            "{} has given mate: the game is over",
            mover.name()
        )));
    }
    game.end = None::<End>;
    game.update_passing();
    let expected = if game.passing {
        ZenDecision::Pass
    } else {
        ZenDecision::Move
    };
    check_decision(Some(expected), kind).map_err(fail)?;
    Ok(game)
}

/// The pawns of a `label:` list; a cell already in `taken` is refused.
fn pawns(field: &str, label: &str, taken: &mut u128) -> Result<u128, String> {
    let bits = read_places::<Cell>(field_value(field, label)?, taken)?;
    if bits.count_ones() > PAWNS {
        return Err(format!(
            "{} pawns for {label}: a colour has {PAWNS} at most",
            bits.count_ones()
        ));
    }
    Ok(bits)
}

/// A cell or `-` after `label:`.
fn optional_cell(field: &str, label: &str) -> Result<Option<Cell>, String> {
    match field_value(field, label)? {
        "-" => Ok(None),
        word => Cell::parse(word)
            .map(Some)
            .ok_or_else(|| format!("'{word}' is not a cell (a1 to k11) or '-'")),
    }
}

/// A whole number after `label:` (or alone, for an empty label).
fn number(field: &str, label: &str) -> Result<u32, String> {
    let word = if label.is_empty() {
        field
    } else {
        field_value(field, label)?
    };
    word.parse()
        .ok()
        .filter(|n: &u32| n.to_string() == word)
        .ok_or_else(|| format!("'{word}' is not a number"))
}

/// The turn field: the seat and the decision.
fn read_turn(game: &Zen, field: &str) -> Result<(Seat, ZenDecision), String> {
    let (who, decision) = split_turn(field)?;
    let seats = || Seat::all(game.seat_count());
    let names: Vec<_> = seats().map(|s| game.seat_name(s)).collect();
    let seat = find_seat(game, who, seats(), &format!(" ({})", names.join(", ")))?;
    let kind = find_decision(
        decision,
        [ZenDecision::Move, ZenDecision::Pass],
        " (move, pass)",
    )?;
    Ok((seat, kind))
}

/// The ban names the empty cell the Zen has just come from along a line.
fn check_ban(pieces: &Pieces, ban: Cell) -> Result<(), String> {
    let zen = pieces
        .zen
        .ok_or_else(|| format!("the Zen may not return to {ban}, but it is off the board"))?;
    if pieces.occupied() & ban.bit() != 0 {
        return Err(format!("the Zen has just left {ban}, which is not empty"));
    }
    if direction_between(ban, zen).is_none() {
        return Err(format!("the Zen on {zen} cannot have come from {ban}"));
    }
    Ok(())
}

/// The round, its starter, the score and the turns agree with the options.
fn check_match(
    options: &ZenOptions,
    round: u32,
    starter: Colour,
    score: [u32; 2],
    plies: u32,
) -> Result<(), String> {
    if round == 0 {
        return Err("rounds are numbered from 1".to_string());
    }
    if round == 1 && starter != options.first {
        return Err(format!(
            "{} starts the first round, not {}",
            options.first.name(),
            starter.name()
        ));
    }
    if !options.variant.has_rounds() && (round != 1 || score != [0, 0]) {
        return Err("only variants 2 and 3 have rounds and a score".to_string());
    }
    if score.iter().any(|&s| s >= MATCH_POINTS) {
        return Err(format!(
            "a side has {MATCH_POINTS} points: the match is over"
        ));
    }
    if plies < round - 1 {
        return Err(format!("{round} rounds take more than {plies} turns"));
    }
    if options.max_plies > 0 && plies >= options.max_plies {
        return Err(format!(
            "{plies} turns reach the limit of {}: the game is over",
            options.max_plies
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "B:a1,f1,d3,h3,b5,j5,b7,j7,d9,h9,f11,k11;W:k1,e2,g2,c4,i4,a6,k6,c8,i8,e10,g10,a11;Z:f6;black:move;ban:-;round:1;starter:black;score:0-0;plies:0";

    #[test]
    fn the_start_position_round_trips() {
        let start = Zen::new(&ZenOptions::default());
        assert_eq!(write(&start), START);
        assert_eq!(read(START, &ZenOptions::default()), Ok(start));
    }

    #[test]
    fn bad_texts_are_refused_with_their_reason() {
        let rounds = ZenOptions {
            variant: super::super::Variant::Rounds,
            ..ZenOptions::default()
        };
        let with = |field: &str, value: &str| {
            let mut parts: Vec<String> = START.split(';').map(str::to_string).collect();
            let at = parts.iter().position(|p| p.starts_with(field)).unwrap_or(3);
            parts[at] = value.to_string();
            parts.join(";")
        };
        for (text, options, reason) in [
            (
                "B:;W:".to_string(),
                ZenOptions::default(),
                "expected 9 fields",
            ),
            (
                with("B:", "B:a1,k1"),
                ZenOptions::default(),
                "two pieces on k1",
            ),
            (
                with("Z:", "Z:a1"),
                ZenOptions::default(),
                "the Zen and a pawn",
            ),
            (
                with("B:", "B:a1"),
                ZenOptions::default(),
                "black's chain is complete",
            ),
            (
                with("B:", "B:e5,e7"),
                ZenOptions::default(),
                "black's chain is complete",
            ),
            (
                with("black", "red:move"),
                ZenOptions::default(),
                "'red' is not a seat",
            ),
            (
                with("black", "black:pass"),
                ZenOptions::default(),
                "the decision here is move",
            ),
            (
                with("black", "over"),
                ZenOptions::default(),
                "the game is over",
            ),
            (
                with("ban:", "ban:g8"),
                ZenOptions::default(),
                "cannot have come",
            ),
            (with("ban:", "ban:a1"), ZenOptions::default(), "not empty"),
            (
                with("round:", "round:2"),
                ZenOptions::default(),
                "only variants 2 and 3",
            ),
            (with("score:", "score:7-0"), rounds, "the match is over"),
            (with("score:", "score:x"), rounds, "black-white"),
            (
                with("starter:", "starter:white"),
                ZenOptions::default(),
                "black starts the first round",
            ),
            (
                with("plies:", "plies:300"),
                ZenOptions::default(),
                "reach the limit",
            ),
            (
                with("plies:", "plies:07"),
                ZenOptions::default(),
                "not a number",
            ),
        ] {
            let error = read(&text, &options).unwrap_err();
            assert!(error.reason.contains(reason), "{text}: {error}");
        }
        let later = with("round:", "round:3").replace("plies:0", "plies:9");
        assert!(read(&later.replace("starter:black", "starter:white"), &rounds).is_ok());
        assert!(read(&with("ban:", "ban:f8"), &ZenOptions::default()).is_ok());
    }
}
