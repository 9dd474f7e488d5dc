//! Zen l'Initié's actions, decisions and effects, and their notation.

use std::fmt;

use super::cell::Cell;
use super::piece::{Colour, Piece};
use crate::{ParseError, Seat, Team};

/// One decision in Zen l'Initié.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ZenAction {
    /// Move a pawn of one's colour, or the Zen, from a cell to another: `f11-f8` (a
    /// capture is written the same way).
    Move {
        /// The piece's cell.
        from: Cell,
        /// Where it lands.
        to: Cell,
    },
    /// No move exists: `pass`.
    Pass,
}

impl fmt::Display for ZenAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZenAction::Move { from, to } => write!(f, "{from}-{to}"),
            ZenAction::Pass => f.write_str("pass"),
        }
    }
}

impl ZenAction {
    /// Reads `f11-f8` or `pass`, case-insensitive, surrounding spaces ignored.
    pub fn parse(text: &str) -> Result<ZenAction, ParseError> {
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("pass") {
            return Ok(ZenAction::Pass);
        }
        let (from, to) = trimmed
            .split_once('-')
            .ok_or_else(|| ParseError::new(trimmed, "expected a move such as f11-f8, or 'pass'"))?;
        let cell = |word: &str| {
            Cell::parse(word).ok_or_else(|| {
                ParseError::new(trimmed, format!("'{word}' is not a cell (a1 to k11)"))
            })
        };
        Ok(ZenAction::Move {
            from: cell(from)?,
            to: cell(to)?,
        })
    }
}

/// The kinds of decision Zen l'Initié asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ZenDecision {
    /// Move a pawn of one's colour or the Zen.
    Move,
    /// No move exists: pass.
    Pass,
}

impl fmt::Display for ZenDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ZenDecision::Move => "move",
            ZenDecision::Pass => "pass",
        })
    }
}

/// How a game or a round was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinBy {
    /// The winner's pawns (and the Zen, while it lives) form one chain, or a single
    /// pawn is left.
    Connection,
    /// One pawn each: the last capture wins.
    LastCapture,
    /// The winner gave check and no reply escapes it (variants 1 and 2).
    Mate,
}

/// Why a game or a round was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawBy {
    /// Moving the Zen completed both chains.
    ZenMoved,
    /// Capturing the opponent's only isolated pawn completed both chains.
    LoneCapture,
    /// The same position came up a third time (in the round).
    Repetition,
    /// The turn limit of the game (of the whole match) was reached.
    PlyLimit,
}

/// How one round's winner scored (variants 2 and 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundScore {
    /// The loser's pawns outside its largest group: one point each.
    pub counted: u128,
    /// Whether the Zen, on the board and not touching that group, scored a point.
    pub zen_point: bool,
    /// The points scored.
    pub points: u32,
}

/// What an action changed, in order, for interfaces to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZenEffect {
    /// A piece slid from `from` to `to` in a straight line, passing over the pieces in
    /// `over`.
    Moved {
        /// Where it started.
        from: Cell,
        /// Where it landed.
        to: Cell,
        /// What moved.
        piece: Piece,
        /// The cells of the pieces it passed over, as a bit set.
        over: u128,
    },
    /// The piece on `at` was taken off the board by the piece that landed there.
    Captured {
        /// Where.
        at: Cell,
        /// What was taken.
        piece: Piece,
    },
    /// The seat had no move and passed.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// The team that moved threatens to win with its next move (variants 1 and 2).
    Check {
        /// The team giving check.
        by: Team,
    },
    /// The team won the game, or the round in variants 2 and 3.
    Won {
        /// The winner.
        team: Team,
        /// How.
        by: WinBy,
        /// The winning chain (its pawns and the Zen if in it); empty for a mate.
        chain: u128,
    },
    /// The game, or the round in variants 2 and 3, was drawn.
    Drawn {
        /// Why.
        by: DrawBy,
    },
    /// A round ended (variants 2 and 3): what it scored, and the match score after it.
    RoundScored {
        /// The round's winner, `None` for a drawn round.
        winner: Option<Team>,
        /// The scoring (nothing for a drawn round).
        score: RoundScore,
        /// The match score after the round, by team (Black, White).
        total: [u32; 2],
    },
    /// A new round started from the start position; `seat` moves first.
    RoundStarted {
        /// The round's number, from 1.
        round: u32,
        /// The colour that starts it.
        starter: Colour,
        /// The seat that moves first.
        seat: Seat,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_passes_are_written_and_read() {
        let action = ZenAction::parse(" F11-f8 ").unwrap();
        assert_eq!(action.to_string(), "f11-f8");
        assert_eq!(ZenAction::parse("PASS"), Ok(ZenAction::Pass));
        for bad in ["", "f11", "f11-", "-f8", "f11-l8", "f11-f8-f5", "z1-a1"] {
            assert!(ZenAction::parse(bad).is_err(), "{bad}");
        }
    }
}
