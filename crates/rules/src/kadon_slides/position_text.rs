//! Slide game positions as one line of text, and setting a game up from one.
//!
//! `B:<nodes>;W:<nodes>;<turn>;<plies>;<passes>`: Black's and White's stones (nodes in
//! label order, comma-separated, lower case), the turn as the engine's `to_move` says
//! it (`black:move-stone`, `white:pass`, or `white:choose-capture:f7` with the node
//! the capturing stone stopped on; `over` once the game has ended), the turns played
//! so far, and the passes just before (0 or 1). The positions met before are not kept:
//! repetition counts again from the position read. Quinta's start is
//! `B:a1,a2,a5,a6,a9,d1,e1,h1,i1,j8,l4,m5;W:a3,a4,a7,a8,b1,c1,f1,g1,j2,k3,k7,l6;black:move-stone;0;0`.

use super::{BLACK, Phase, SlideDecision, SlideGame, SlideOptions, SlideRules, WHITE};
use crate::board::kadon::Node;
use crate::position_fields::{find_seat, node_list, read_node_list, split_turn};
use crate::{Game, PositionError, PositionLog, Seat, Turn};

/// The position of `game` as text.
pub(super) fn write<R: SlideRules>(game: &SlideGame<R>) -> String {
    let turn = match game.turn() {
        None => "over".to_string(),
        Some(Turn {
            seat,
            kind: SlideDecision::ChooseCapture(node),
        }) => format!("{}:choose-capture:{node}", game.seat_name(seat)),
        Some(Turn { seat, kind }) => format!("{}:{kind}", game.seat_name(seat)),
    };
    format!(
        "B:{};W:{};{turn};{};{}",
        node_list(game.stones[BLACK.index()]),
        node_list(game.stones[WHITE.index()]),
        game.log.plies(),
        u8::from(game.passed)
    )
}

/// The game whose position `text` describes, with `options`.
pub(super) fn read<R: SlideRules>(
    text: &str,
    options: &SlideOptions,
) -> Result<SlideGame<R>, PositionError> {
    let fail = |reason: String| PositionError::new(text, reason);
    let fields: Vec<&str> = text.trim().split(';').collect();
    let [black, white, turn, plies, passes] = fields[..] else {
        return Err(fail(format!(
            "expected 5 fields separated by ';' (B:stones;W:stones;turn;plies;passes), found {}",
            fields.len()
        )));
    };
    let mut taken = 0;
    let black = read_node_list(black, "B", &mut taken).map_err(fail)?;
    let white = read_node_list(white, "W", &mut taken).map_err(fail)?;
    let mut game = SlideGame::<R>::new(options);
    game.set_stones([black, white]);
    check_counts(&game).map_err(fail)?;
    let plies: u32 = plies
        .parse()
        .ok()
        .filter(|n: &u32| n.to_string() == plies)
        .ok_or_else(|| fail(format!("'{plies}' is not a number of plies")))?;
    if options.max_plies > 0 && plies >= options.max_plies {
        return Err(fail(format!(
            "{plies} plies reach the limit of {}: the game is over",
            options.max_plies
        )));
    }
    game.passed = match passes {
        "0" => false,
        "1" => true,
        _ => return Err(fail(format!("'{passes}' passes: expected 0 or 1"))),
    };
    let (seat, decision) = read_turn(&game, turn).map_err(fail)?;
    game.to_move = seat;
    for owner in [BLACK, WHITE] {
        if R::goal(game.stones[owner.index()], None) != 0 {
            return Err(fail(format!(
                "{} has reached the goal: the game is over",
                game.seat_name(owner)
            )));
        }
    }
    if !SlideGame::<R>::within_limit(game.stones[seat.opponent().index()]) {
        return Err(fail(format!(
            "{} holds more than one node of the centre after its turn",
            game.seat_name(seat.opponent())
        )));
    }
    game.phase = phase_of(&game, decision).map_err(fail)?;
    check_passes(&game).map_err(fail)?;
    game.log = PositionLog::with_plies(plies).into();
    if game.phase == Phase::Move || game.phase == Phase::Pass {
        game.log.record(game.position_key());
    }
    Ok(game)
}

/// The phase `decision` asks for, checked against the position.
fn phase_of<R: SlideRules>(game: &SlideGame<R>, decision: SlideDecision) -> Result<Phase, String> {
    let seat = game.to_move;
    let own = game.stones[seat.index()];
    match decision {
        SlideDecision::ChooseCapture(moved) => {
            if own & moved.bit() == 0 {
                return Err(format!(
                    "{moved} holds no stone of {}",
                    game.seat_name(seat)
                ));
            }
            if SlideGame::<R>::candidates(own, moved).count_ones() < 2 {
                return Err(format!("the stone on {moved} has no choice of captures"));
            }
            if game.legal_captures(moved) == 0 {
                return Err(format!("no capture next to {moved} keeps the centre limit"));
            }
            Ok(Phase::Capture(moved))
        }
        _ => {
            if !SlideGame::<R>::within_limit(own) {
                return Err(format!(
                    "{} holds more than one node of the centre",
                    game.seat_name(seat)
                ));
            }
            let expected = game.start_phase();
            let kind = if expected == Phase::Move {
                SlideDecision::MoveStone
            } else {
                SlideDecision::Pass
            };
            if kind != decision {
                return Err(format!("the decision here is {kind}, not {decision}"));
            }
            Ok(expected)
        }
    }
}

/// A pass just before: the player who passed still has no slide (nothing moved since);
/// a capture choice comes after a slide, never right after a pass.
fn check_passes<R: SlideRules>(game: &SlideGame<R>) -> Result<(), String> {
    if !game.passed {
        return Ok(());
    }
    if let Phase::Capture(_) = game.phase {
        return Err("a capture choice follows a slide: the passes before it are 0".to_string());
    }
    let passer = game.to_move.opponent();
    if game.has_slide(passer) {
        return Err(format!("{} passed but has a slide", game.seat_name(passer)));
    }
    Ok(())
}

/// Each seat holds the start's count of stones, or (with captures) from one up to it.
fn check_counts<R: SlideRules>(game: &SlideGame<R>) -> Result<(), String> {
    let start = R::start();
    for seat in [BLACK, WHITE] {
        let count = game.stones[seat.index()].count_ones();
        let full = start[seat.index()].count_ones();
        let fits = if R::CAPTURES {
            (1..=full).contains(&count)
        } else {
            count == full
        };
        if !fits {
            let expected = if R::CAPTURES {
                format!("from 1 to {full}")
            } else {
                full.to_string()
            };
            return Err(format!(
                "{} has {count} stones, expected {expected}",
                game.seat_name(seat)
            ));
        }
    }
    Ok(())
}

/// The turn field: the seat and the decision.
fn read_turn<R: SlideRules>(
    game: &SlideGame<R>,
    field: &str,
) -> Result<(Seat, SlideDecision), String> {
    let (who, decision) = split_turn(field)?;
    let seat = find_seat(game, who, [BLACK, WHITE], " (black or white)")?;
    let kind = if decision.eq_ignore_ascii_case("move-stone") {
        SlideDecision::MoveStone
    } else if decision.eq_ignore_ascii_case("pass") {
        SlideDecision::Pass
    } else if let Some(node) = decision
        .split_once(':')
        .filter(|(k, _)| R::CAPTURES && k.eq_ignore_ascii_case("choose-capture"))
        .map(|(_, node)| node)
    {
        let moved =
            Node::parse(node).ok_or_else(|| format!("'{node}' is not a node of the board"))?;
        SlideDecision::ChooseCapture(moved)
    } else {
        let known = if R::CAPTURES {
            "move-stone, pass, choose-capture:<node>"
        } else {
            "move-stone, pass"
        };
        return Err(format!("'{decision}' is not a decision ({known})"));
    };
    Ok((seat, kind))
}
