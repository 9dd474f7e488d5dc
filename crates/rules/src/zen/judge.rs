//! What a move decides: a win, a draw, or nothing yet.
//!
//! In this order: one pawn each, the last capture wins (the move just made it: a
//! side with a single pawn has already won, so no such position is ever to move);
//! both chains complete is a draw when the Zen moved or when the move took the
//! opponent's only isolated pawn, else the mover wins; one chain complete wins for its
//! colour, even when the opponent's move completed it.

use super::action::{DrawBy, WinBy};
use super::bits::around;
use super::piece::{Colour, Piece};
use super::pieces::{Pieces, Played};

/// The end a move brings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The colour won.
    Win(Colour, WinBy),
    /// Nobody did.
    Draw(DrawBy),
}

/// What `mover`'s move `played`, from `before` to `after`, decides.
pub fn judge(before: &Pieces, after: &Pieces, mover: Colour, played: &Played) -> Option<Outcome> {
    let other = mover.other();
    if played.captured.is_some()
        && after.pawns(mover).count_ones() == 1
        && after.pawns(other).count_ones() == 1
    {
        return Some(Outcome::Win(mover, WinBy::LastCapture));
    }
    match (after.connected(mover), after.connected(other)) {
        (true, true) => Some(if played.piece == Piece::Zen {
            Outcome::Draw(DrawBy::ZenMoved)
        } else if took_lone_pawn(before, other, played) {
            Outcome::Draw(DrawBy::LoneCapture)
        } else {
            Outcome::Win(mover, WinBy::Connection)
        }),
        (true, false) => Some(Outcome::Win(mover, WinBy::Connection)),
        (false, true) => Some(Outcome::Win(other, WinBy::Connection)),
        (false, false) => None,
    }
}

/// Whether `played` took a pawn of `other` that touched no other pawn of `other` and
/// not the Zen.
fn took_lone_pawn(before: &Pieces, other: Colour, played: &Played) -> bool {
    played.captured == Some(Piece::Pawn(other))
        && around(played.to) & (before.pawns(other) | before.zen_bit()) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::zen::cell::Cell;

    fn bits(labels: &str) -> u128 {
        labels
            .split_whitespace()
            .map(|l| Cell::parse(l).unwrap().bit())
            .fold(0, |a, b| a | b)
    }

    fn pieces(black: &str, white: &str, zen: &str) -> Pieces {
        Pieces {
            pawns: [bits(black), bits(white)],
            zen: Cell::parse(zen),
        }
    }

    fn play(before: &Pieces, from: &str, to: &str) -> (Pieces, Played) {
        let mut after = *before;
        let played = after.play(Cell::parse(from).unwrap(), Cell::parse(to).unwrap(), 0);
        (after, played)
    }

    #[test]
    fn one_pawn_each_the_last_capture_wins() {
        // Black takes White's second-to-last pawn with its last one: one each.
        let before = pieces("c3", "c5 h8", "");
        let (after, played) = play(&before, "c3", "c5");
        assert_eq!(
            judge(&before, &after, Colour::Black, &played),
            Some(Outcome::Win(Colour::Black, WinBy::LastCapture))
        );
    }

    #[test]
    fn a_single_pawn_is_a_complete_chain_with_or_without_the_zen() {
        let lone = pieces("a1 c3", "h8", "k1");
        assert!(lone.connected(Colour::White));
        assert!(!lone.connected(Colour::Black));
    }
}
