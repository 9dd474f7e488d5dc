//! The pieces on the board, as bit sets, with the start position and the chains.

use super::bits::{BOARD, flood, is_one_group};
use super::cell::Cell;
use super::piece::{Colour, Piece};

/// Black's pawns at the start.
pub const START_BLACK: &str = "f11 k11 d9 h9 b7 j7 b5 j5 d3 h3 a1 f1";
/// White's pawns at the start.
pub const START_WHITE: &str = "a11 e10 g10 c8 i8 a6 k6 c4 i4 e2 g2 k1";
/// The Zen's cell at the start (the centre).
pub const START_ZEN: &str = "f6";
/// Pawns of each colour at the start.
pub const PAWNS: u32 = 12;

/// Where the pawns and the Zen stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pieces {
    /// Each colour's pawns, by colour.
    pub pawns: [u128; 2],
    /// The Zen's cell, while it is on the board.
    pub zen: Option<Cell>,
}

/// One move as played: what moved, what it passed over, what it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// Where it started.
    pub from: Cell,
    /// Where it landed.
    pub to: Cell,
    /// What moved.
    pub piece: Piece,
    /// The cells of the pieces it passed over.
    pub over: u128,
    /// What it took, if anything.
    pub captured: Option<Piece>,
}

fn bits_of(labels: &str) -> u128 {
    labels
        .split_whitespace()
        .filter_map(Cell::parse)
        .fold(0, |bits, cell| bits | cell.bit())
}

impl Pieces {
    /// The start position (the text's figure 1).
    pub fn start() -> Pieces {
        Pieces {
            pawns: [bits_of(START_BLACK), bits_of(START_WHITE)],
            zen: Cell::parse(START_ZEN),
        }
    }

    /// The Zen as a bit set (empty once taken).
    pub fn zen_bit(&self) -> u128 {
        self.zen.map_or(0, Cell::bit)
    }

    /// Every occupied cell.
    pub fn occupied(&self) -> u128 {
        self.pawns[0] | self.pawns[1] | self.zen_bit()
    }

    /// The pawns of `colour`.
    pub fn pawns(&self, colour: Colour) -> u128 {
        self.pawns[colour.index()]
    }

    /// The piece on `cell`, if any.
    pub fn at(&self, cell: Cell) -> Option<Piece> {
        if self.zen == Some(cell) {
            Some(Piece::Zen)
        } else {
            Colour::BOTH
                .into_iter()
                .find(|c| self.pawns(*c) & cell.bit() != 0)
                .map(Piece::Pawn)
        }
    }

    /// Moves the piece on `from` to `to` (taking what stands there), passing over
    /// `over`; the caller has checked the move.
    pub fn play(&mut self, from: Cell, to: Cell, over: u128) -> Played {
        let piece = self.at(from).unwrap_or(Piece::Zen);
        let captured = self.at(to);
        match captured {
            Some(Piece::Pawn(c)) => self.pawns[c.index()] &= !to.bit(),
            Some(Piece::Zen) => self.zen = None,
            None => {}
        }
        match piece {
            Piece::Pawn(c) => self.pawns[c.index()] ^= from.bit() | to.bit(),
            Piece::Zen => self.zen = Some(to),
        }
        Played {
            from,
            to,
            piece,
            over,
            captured,
        }
    }

    /// Whether `colour`'s chain is complete: a single pawn left, or all its pawns and
    /// the Zen (while it lives) in one group of neighbours (eight directions).
    pub fn connected(&self, colour: Colour) -> bool {
        let pawns = self.pawns(colour);
        // At most one bit set: no count needed.
        pawns & pawns.wrapping_sub(1) == 0 || is_one_group(pawns | self.zen_bit())
    }

    /// `colour`'s chain: the group of its first pawn with the Zen joining it (its
    /// whole set of pieces once connected).
    pub fn chain(&self, colour: Colour) -> u128 {
        let pawns = self.pawns(colour);
        flood(pawns & pawns.wrapping_neg(), pawns | self.zen_bit()) & BOARD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_has_twelve_pawns_each_and_the_zen_in_the_centre() {
        let start = Pieces::start();
        assert_eq!(start.pawns(Colour::Black).count_ones(), PAWNS);
        assert_eq!(start.pawns(Colour::White).count_ones(), PAWNS);
        assert_eq!(start.pawns[0] & start.pawns[1], 0);
        assert_eq!(start.zen.map(|c| c.to_string()), Some("f6".to_string()));
        assert!(!start.connected(Colour::Black) && !start.connected(Colour::White));
    }
}
