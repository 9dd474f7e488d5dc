//! YINSH actions, their effects, and their notation.

use std::fmt;

use super::board::{Point, PointSet, Row};
use crate::{EndReason, ParseError, Seat};

/// One YINSH decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum YinshAction {
    /// Put a ring on an empty point (placement phase): `e5`.
    PlaceRing(Point),
    /// Put a marker in the ring on `from` and move the ring to `to`: `e5-e9`.
    MoveRing {
        /// The ring's point, where the marker stays.
        from: Point,
        /// Where the ring lands.
        to: Point,
    },
    /// Take a row of five of your markers off the board: `xc3-c7`.
    RemoveRow(Row),
    /// Take one of your rings off the board after a row: `xe5`.
    RemoveRing(Point),
    /// No ring of yours can move: `pass`.
    Pass,
}

impl fmt::Display for YinshAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            YinshAction::PlaceRing(p) => write!(f, "{p}"),
            YinshAction::MoveRing { from, to } => write!(f, "{from}-{to}"),
            YinshAction::RemoveRow(row) => write!(f, "x{row}"),
            YinshAction::RemoveRing(p) => write!(f, "x{p}"),
            YinshAction::Pass => write!(f, "pass"),
        }
    }
}

impl YinshAction {
    /// Reads an action in the notation (`e5`, `e5-e9`, `xc3-c7`, `xe5`, `pass`),
    /// case-insensitive, surrounding spaces ignored.
    pub fn parse(text: &str) -> Result<YinshAction, ParseError> {
        let trimmed = text.trim();
        let lower = trimmed.to_ascii_lowercase();
        if lower == "pass" {
            return Ok(YinshAction::Pass);
        }
        let point = |s: &str| {
            Point::parse(s).ok_or_else(|| {
                ParseError::new(trimmed, format!("'{s}' is not a point of the board"))
            })
        };
        let (remove, body) = match lower.strip_prefix('x') {
            Some(rest) => (true, rest),
            None => (false, lower.as_str()),
        };
        if body.is_empty() {
            return Err(ParseError::new(
                trimmed,
                "expected e5, e5-e9, xc3-c7, xe5 or pass",
            ));
        }
        match (remove, body.split_once('-')) {
            (false, None) => Ok(YinshAction::PlaceRing(point(body)?)),
            (true, None) => Ok(YinshAction::RemoveRing(point(body)?)),
            (false, Some((a, b))) => {
                let (from, to) = (point(a)?, point(b)?);
                if from.direction_to(to).is_none() {
                    return Err(ParseError::new(trimmed, "a ring moves along a line"));
                }
                Ok(YinshAction::MoveRing { from, to })
            }
            (true, Some((a, b))) => Row::between(point(a)?, point(b)?)
                .map(YinshAction::RemoveRow)
                .ok_or_else(|| {
                    ParseError::new(
                        trimmed,
                        "a row is five points in a line, named by both ends",
                    )
                }),
        }
    }
}

/// What an action changed, in order, for the app to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YinshEffect {
    /// A ring was put on the board.
    RingPlaced {
        /// Its owner.
        seat: Seat,
        /// Where.
        at: Point,
    },
    /// A marker showing the mover's colour was put in the mover's ring.
    MarkerPlaced {
        /// The mover, whose colour the marker shows.
        seat: Seat,
        /// Where (the ring's starting point).
        at: Point,
    },
    /// A ring moved in a straight line.
    RingMoved {
        /// Its owner.
        seat: Seat,
        /// Start.
        from: Point,
        /// End.
        to: Point,
        /// The markers it jumped, which are now flipped (all lie between `from` and
        /// `to`; order them from `from` to animate the flips along the path).
        flipped: PointSet,
    },
    /// A row of five markers went back to the pool.
    RowRemoved {
        /// The seat whose colour the markers showed.
        seat: Seat,
        /// The row.
        row: Row,
    },
    /// A ring left the board for its owner's scoring track.
    RingRemoved {
        /// Its owner.
        seat: Seat,
        /// Where it stood.
        at: Point,
        /// Rings its owner has now removed (the scoring slot it goes to, from 1).
        removed: u8,
    },
    /// A player with no movable ring passed.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// The game ended.
    GameOver {
        /// The winner, `None` for a draw.
        winner: Option<Seat>,
        /// Why.
        reason: EndReason,
    },
}
