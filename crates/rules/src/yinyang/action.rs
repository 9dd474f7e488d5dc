//! Yin-Yang's actions, decisions, effects and errors, and their notation.
//!
//! - `1=bwbw>bwb.`: write (or, after an adaptation, rewrite) law 1 (slots 1 to 4);
//!   `1=?` is the same decision as a seat that may not see the law knows it.
//! - `a2-a3`: move a pawn one square.
//! - `2@b2`: apply law 2 at the window whose bottom-left cell is `b2`;
//!   `2@b2=bbbb>bbb.` when the law is laid face up by this application (it names the
//!   law, which everybody sees from then on).
//! - `end`: end the turn after a move, without applying a law.

use std::fmt;

use super::board::{WINDOWS, cell_label, parse_cell, parse_window, window_label};
use super::law::Law;
use crate::{EndReason, ParseError, Seat};

/// Laws each player writes.
pub const SLOTS: usize = 4;

/// One decision in Yin-Yang.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum YinYangAction {
    /// Write the law in `slot` (0 to 3; written 1 to 4) before play, or rewrite it
    /// after an adaptation; `law` is `None` where the writer's laws are secret (a view).
    Write {
        /// The slot, from 0.
        slot: u8,
        /// The law, `None` when not known.
        law: Option<Law>,
    },
    /// Move one of one's pawns one square orthogonally to an empty square.
    Move {
        /// The pawn's cell.
        from: u8,
        /// The empty cell.
        to: u8,
    },
    /// Apply the law in `slot` at `window`; `lays` is the law when it is face down and
    /// this application lays it face up.
    Apply {
        /// The slot, from 0.
        slot: u8,
        /// The window, from 0 (see [`super::board::windows`]).
        window: u8,
        /// The law turned face up by this application.
        lays: Option<Law>,
    },
    /// End the turn after a move without applying a law.
    End,
}

impl fmt::Display for YinYangAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            YinYangAction::Write {
                slot,
                law: Some(law),
            } => write!(f, "{}={law}", slot + 1),
            YinYangAction::Write { slot, law: None } => write!(f, "{}=?", slot + 1),
            YinYangAction::Move { from, to } => write!(
                f,
                "{}-{}",
                cell_label(*from as usize),
                cell_label(*to as usize)
            ),
            YinYangAction::Apply { slot, window, lays } => {
                write!(f, "{}@{}", slot + 1, window_label(*window as usize))?;
                match lays {
                    Some(law) => write!(f, "={law}"),
                    None => Ok(()),
                }
            }
            YinYangAction::End => f.write_str("end"),
        }
    }
}

impl YinYangAction {
    /// Reads an action in notation (case-insensitive, surrounding spaces ignored).
    pub fn parse(text: &str) -> Result<YinYangAction, ParseError> {
        let trimmed = text.trim();
        let lower = trimmed.to_ascii_lowercase();
        let fail = |reason: &str| ParseError::new(trimmed, reason);
        if lower == "end" {
            return Ok(YinYangAction::End);
        }
        if let Some((from, to)) = lower.split_once('-') {
            let cell = |label: &str| parse_cell(label).filter(|_| !label.is_empty());
            return match (cell(from), cell(to)) {
                (Some(from), Some(to)) => Ok(YinYangAction::Move {
                    from: from as u8,
                    to: to as u8,
                }),
                _ => Err(fail("a move is written from-to, as a2-a3")),
            };
        }
        if let Some((slot, rest)) = lower.split_once('@') {
            let slot = parse_slot(slot).ok_or_else(|| fail("laws are numbered 1 to 4"))?;
            let (window, lays) = match rest.split_once('=') {
                Some((window, law)) => (window, Some(Law::parse(law).map_err(|e| fail(&e))?)),
                None => (rest, None),
            };
            let window = parse_window(window)
                .ok_or_else(|| fail("a window is named by its bottom-left cell, a1 to c3"))?;
            debug_assert!(window < WINDOWS);
            return Ok(YinYangAction::Apply {
                slot,
                window: window as u8,
                lays,
            });
        }
        if let Some((slot, law)) = lower.split_once('=') {
            let slot = parse_slot(slot).ok_or_else(|| fail("laws are numbered 1 to 4"))?;
            let law = if law == "?" {
                None
            } else {
                Some(Law::parse(law).map_err(|e| fail(&e))?)
            };
            return Ok(YinYangAction::Write { slot, law });
        }
        Err(fail(
            "expected a law (1=bwbw>bwb.), a move (a2-a3), an application (2@b2) or 'end'",
        ))
    }
}

/// A slot number written 1 to 4, from 0.
fn parse_slot(text: &str) -> Option<u8> {
    match text {
        "1" | "2" | "3" | "4" => text.parse::<u8>().ok().map(|n| n - 1),
        _ => None,
    }
}

/// The kinds of decision Yin-Yang asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum YinYangDecision {
    /// Write the next law before play.
    WriteLaw,
    /// The start of a turn: move a pawn or apply a law.
    MoveOrApply,
    /// After a move: apply a law or end the turn.
    ApplyOrEnd,
    /// After an adaptation: rewrite one of one's laws.
    RewriteLaw,
}

impl YinYangDecision {
    /// Every decision, in the order of play.
    pub const ALL: [YinYangDecision; 4] = [
        YinYangDecision::WriteLaw,
        YinYangDecision::MoveOrApply,
        YinYangDecision::ApplyOrEnd,
        YinYangDecision::RewriteLaw,
    ];
}

impl fmt::Display for YinYangDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            YinYangDecision::WriteLaw => "write-law",
            YinYangDecision::MoveOrApply => "move-or-apply",
            YinYangDecision::ApplyOrEnd => "apply-or-end",
            YinYangDecision::RewriteLaw => "rewrite-law",
        })
    }
}

/// What an action changed, in order, for interfaces to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YinYangEffect {
    /// A face-up law of `seat` turned face down to be rewritten.
    LawTurnedDown {
        /// The owner.
        seat: Seat,
        /// The slot, from 0.
        slot: u8,
    },
    /// `seat` wrote (or rewrote) the law in `slot`, face down.
    LawWritten {
        /// The writer.
        seat: Seat,
        /// The slot, from 0.
        slot: u8,
    },
    /// A pawn moved one square.
    PawnMoved {
        /// Where it was.
        from: u8,
        /// Where it is.
        to: u8,
    },
    /// A law of `seat` was turned face up, on its first application.
    LawLaid {
        /// The owner.
        seat: Seat,
        /// The slot, from 0.
        slot: u8,
    },
    /// A law of `seat` was applied at `window`.
    LawApplied {
        /// The owner.
        seat: Seat,
        /// The slot, from 0.
        slot: u8,
        /// The window, from 0.
        window: u8,
    },
    /// A destruction removed the pawn on `cell`.
    PawnRemoved {
        /// The cell.
        cell: u8,
        /// Whose colour the pawn was.
        colour: Seat,
    },
    /// A population put a pawn on `cell`.
    PawnAdded {
        /// The cell.
        cell: u8,
        /// Whose colour the pawn is.
        colour: Seat,
    },
    /// `seat` ended its turn with a pawn on its goal corner, and won.
    Won {
        /// The winner.
        seat: Seat,
        /// The goal corner.
        goal: u8,
    },
    /// `seat` can neither move nor apply a law at the start of its turn, and lost.
    Stuck {
        /// The loser.
        seat: Seat,
    },
    /// The game was drawn (repetition or the move limit).
    Drawn {
        /// Why.
        reason: EndReason,
    },
}

/// An illegal Yin-Yang action. The state is unchanged when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YinYangError {
    /// The game is over.
    GameOver,
    /// The action is not of the kind the current decision asks for.
    WrongDecision(YinYangDecision),
    /// The slot is not the next one to write.
    NotNextSlot {
        /// The next slot, from 0.
        expected: u8,
    },
    /// A slot or window outside the board's numbering.
    OutOfRange,
    /// A law given where the writer's laws are secret to this state's viewer, or a
    /// secret (`?`) where they are not.
    Secrecy,
    /// The cell holds no pawn of the player to move.
    NotOwnPawn(u8),
    /// The target cell is not an empty orthogonal neighbour.
    BadStep {
        /// Where from.
        from: u8,
        /// Where to.
        to: u8,
    },
    /// The slot holds no law yet.
    NoLaw(u8),
    /// The law's cause does not match the window.
    NoMatch {
        /// The slot, from 0.
        slot: u8,
        /// The window, from 0.
        window: u8,
    },
    /// The law named does not lay as the action says (already face up, or another law).
    WrongLaw(u8),
    /// Laying the law would contradict a face-up law (same cause, other effect).
    Contradiction(u8),
}

impl fmt::Display for YinYangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            YinYangError::GameOver => f.write_str("the game is over"),
            YinYangError::WrongDecision(kind) => write!(f, "the decision now is {kind}"),
            YinYangError::NotNextSlot { expected } => {
                write!(f, "the next law to write is law {}", expected + 1)
            }
            YinYangError::OutOfRange => f.write_str("no such law or window"),
            YinYangError::Secrecy => f.write_str(
                "a law is written '?' exactly where its writer's laws are secret to the viewer",
            ),
            YinYangError::NotOwnPawn(cell) => {
                write!(f, "{} holds no pawn of yours", cell_label(*cell as usize))
            }
            YinYangError::BadStep { from, to } => write!(
                f,
                "{} is not an empty square next to {}",
                cell_label(*to as usize),
                cell_label(*from as usize)
            ),
            YinYangError::NoLaw(slot) => write!(f, "law {} is not written", slot + 1),
            YinYangError::NoMatch { slot, window } => write!(
                f,
                "law {}'s cause does not match the window at {}",
                slot + 1,
                window_label(*window as usize)
            ),
            YinYangError::WrongLaw(slot) => write!(
                f,
                "law {} is not laid by this application as written",
                slot + 1
            ),
            YinYangError::Contradiction(slot) => write!(
                f,
                "law {} contradicts a law face up (same cause, another effect)",
                slot + 1
            ),
        }
    }
}

impl std::error::Error for YinYangError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_reads_back() {
        for text in ["1=bwbw>bwb.", "4=?", "a2-a3", "2@b2", "3@c3=bbbb>r", "end"] {
            let action = YinYangAction::parse(text).unwrap();
            assert_eq!(action.to_string(), text);
            assert_eq!(YinYangAction::parse(&text.to_uppercase()), Ok(action));
        }
        for bad in [
            "",
            "5=?",
            "0@a1",
            "1@d4",
            "a2-",
            "a2-e2",
            "1=bbbb>bb",
            "x",
            "1@a1=",
        ] {
            assert!(YinYangAction::parse(bad).is_err(), "{bad}");
        }
    }
}
