//! Fields of the games' position texts, written once: lists of places on a board
//! (`B:e1,e2,f2`: board order, lower case, comma-separated; an empty list is just its
//! label), labelled values and numbers (`plies:12`), and the turn (`black:move-stone`,
//! or `over` once the game has ended).

use std::fmt;

use crate::board::kadon::{Node, nodes_of};
use crate::{Game, Seat, Turn};

/// A place of a board as position texts name it: a Kadon node, a YINSH point, a Zen
/// cell.
pub trait Place: Copy + fmt::Display {
    /// What a list of them is called in errors (`nodes`).
    const PLURAL: &'static str;
    /// What a word that names none of them is not, in errors (`a node of the board`).
    const ONE: &'static str;
    /// What stands on them, in errors (`stones`).
    const PIECES: &'static str;

    /// The place named `word`, if any.
    fn parse(word: &str) -> Option<Self>;

    /// The place's bit in a set of places.
    fn bit(self) -> u128;
}

impl Place for Node {
    const PLURAL: &'static str = "nodes";
    const ONE: &'static str = "a node of the board";
    const PIECES: &'static str = "stones";

    fn parse(word: &str) -> Option<Self> {
        Node::parse(word)
    }

    fn bit(self) -> u128 {
        Node::bit(self)
    }
}

/// `places` as a comma-separated list.
pub fn list_text<P: fmt::Display>(places: impl Iterator<Item = P>) -> String {
    places.map(|p| p.to_string()).collect::<Vec<_>>().join(",")
}

/// The nodes of `bits` as a comma-separated list in label order.
pub fn node_list(bits: u128) -> String {
    list_text(nodes_of(bits))
}

/// The places of a field `label:list`; a place already in `taken` (or named twice) is
/// refused, and every place read is added to `taken`.
pub fn read_list<P: Place>(field: &str, label: &str, taken: &mut u128) -> Result<u128, String> {
    let list = field
        .strip_prefix(label)
        .and_then(|rest| rest.strip_prefix(':'))
        .ok_or_else(|| {
            format!(
                "expected '{label}:' and a list of {}, found '{field}'",
                P::PLURAL
            )
        })?;
    read_places::<P>(list, taken)
}

/// The places of a comma-separated `list` (empty: none); a place already in `taken` (or
/// named twice) is refused, and every place read is added to `taken`.
pub fn read_places<P: Place>(list: &str, taken: &mut u128) -> Result<u128, String> {
    let mut bits = 0;
    if list.is_empty() {
        return Ok(bits);
    }
    for word in list.split(',') {
        let place = P::parse(word).ok_or_else(|| format!("'{word}' is not {}", P::ONE))?;
        if *taken & place.bit() != 0 {
            return Err(format!("two {} on {place}", P::PIECES));
        }
        *taken |= place.bit();
        bits |= place.bit();
    }
    Ok(bits)
}

/// The nodes of a field `label:list`, as [`read_list`] reads them.
pub fn read_node_list(field: &str, label: &str, taken: &mut u128) -> Result<u128, String> {
    read_list::<Node>(field, label, taken)
}

/// The turn field of `game`'s position: `seat:decision`, or `over` once the game has
/// ended.
pub fn turn_text<G: Game>(game: &G) -> String {
    match game.turn() {
        None => "over".to_string(),
        Some(Turn { seat, kind }) => format!("{}:{kind}", game.seat_name(seat)),
    }
}

/// A turn field `seat:decision` split at its first `:`; `over` is refused (a game
/// already decided is not a position to set up).
pub fn split_turn(field: &str) -> Result<(&str, &str), String> {
    if field.eq_ignore_ascii_case("over") {
        return Err("the game is over".to_string());
    }
    field
        .split_once(':')
        .ok_or_else(|| format!("the turn '{field}' is not written seat:decision"))
}

/// The seat among `seats` that `game` names `who` (case-insensitive); else an error
/// ending with `hint` (` (black or white)`).
pub fn find_seat<G: Game>(
    game: &G,
    who: &str,
    seats: impl IntoIterator<Item = Seat>,
    hint: &str,
) -> Result<Seat, String> {
    seats
        .into_iter()
        .find(|&s| game.seat_name(s).eq_ignore_ascii_case(who))
        .ok_or_else(|| format!("'{who}' is not a seat{hint}"))
}

/// The decision among `decisions` written `word` (case-insensitive); else an error
/// ending with `hint` (` (move, pass)`).
pub fn find_decision<D: fmt::Display>(
    word: &str,
    decisions: impl IntoIterator<Item = D>,
    hint: &str,
) -> Result<D, String> {
    decisions
        .into_iter()
        .find(|k| k.to_string().eq_ignore_ascii_case(word))
        .ok_or_else(|| format!("'{word}' is not a decision{hint}"))
}

/// Checks that the turn field's decision `kind` is the one the position asks for
/// (`expected`, `None` where it asks for none).
pub fn check_decision<D: PartialEq + fmt::Display>(
    expected: Option<D>,
    kind: D,
) -> Result<(), String> {
    match expected {
        Some(expected) if expected == kind => Ok(()),
        Some(expected) => Err(format!("the decision here is {expected}, not {kind}")),
        None => Err(format!("the decision here is none, not {kind}")),
    }
}

/// The value of a field `label:value`.
pub fn field_value<'a>(field: &'a str, label: &str) -> Result<&'a str, String> {
    field
        .strip_prefix(label)
        .and_then(|rest| rest.strip_prefix(':'))
        .ok_or_else(|| format!("expected '{label}:', found '{field}'"))
}

/// The whole number of a field `label:N`.
pub fn field_number(field: &str, label: &str) -> Result<u32, String> {
    let value = field_value(field, label)?;
    value
        .parse::<u32>()
        .ok()
        .filter(|n| n.to_string() == value)
        .ok_or_else(|| format!("'{label}:' takes a whole number, found '{value}'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_round_trip_and_refuse_doubles() {
        let mut taken = 0;
        let bits = read_node_list("B:e2,e1", "B", &mut taken).unwrap();
        assert_eq!(node_list(bits), "e1,e2");
        assert_eq!(taken, bits);
        assert!(
            read_node_list("W:e1", "W", &mut taken)
                .unwrap_err()
                .contains("two stones on e1")
        );
        assert!(read_node_list("W:e1", "B", &mut 0).is_err());
        assert_eq!(read_node_list("W:", "W", &mut 0), Ok(0));
        assert_eq!(field_number("plies:12", "plies"), Ok(12));
        assert!(field_number("plies:012", "plies").is_err());
        assert!(field_number("plies:x", "plies").is_err());
    }
}
