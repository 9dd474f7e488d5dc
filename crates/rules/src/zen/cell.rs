//! Zen l'Initié's cells: the 121 squares of the 11x11 board, named `a1` to `k11`.

use std::fmt;

use crate::board::{SquareGrid, Topology};

/// Cells per side.
pub const SIDE: u8 = 11;
/// Cells on the board.
pub const CELLS: usize = 121;

/// The 11x11 grid.
pub fn grid() -> SquareGrid {
    SquareGrid::new(SIDE).unwrap_or_else(|| unreachable!("11 is a valid grid size"))
}

/// A square of the board: index = rank * 11 + file, both from 0 (`a1` is 0, `k11` 120).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(pub u8);

impl Cell {
    /// The cell's index, for per-cell tables.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The cell as a one-bit set.
    pub const fn bit(self) -> u128 {
        1u128 << self.0
    }

    /// The cell at `file`, `rank` (from 0), if on the board.
    pub fn at(file: i32, rank: i32) -> Option<Cell> {
        grid().cell(file, rank).map(|c| Cell(c as u8))
    }

    /// File and rank, from 0.
    pub fn coords(self) -> (i32, i32) {
        grid().coords(self.index())
    }

    /// Reads `f11` (case-insensitive).
    pub fn parse(text: &str) -> Option<Cell> {
        let text = text.trim();
        // `SquareGrid::parse_label` accepts `a01`; notation does not.
        let mut chars = text.chars();
        chars.next();
        if chars.as_str().starts_with('0') {
            return None;
        }
        grid().parse_label(text).map(|c| Cell(c as u8))
    }

    /// Every cell, `a1` first, then along the rank.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grid().label(self.index()))
    }
}

/// The cells of a bit set, lowest first.
pub fn cells_of(mut bits: u128) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let cell = bits.trailing_zeros() as u8;
        bits &= bits - 1;
        Some(Cell(cell))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_from_a1_to_k11() {
        assert_eq!(Cell(0).to_string(), "a1");
        assert_eq!(Cell(120).to_string(), "k11");
        assert_eq!(Cell::parse("F6"), Some(Cell(5 * 11 + 5)));
        for bad in ["", "l1", "a0", "a12", "a01", "11", "f", "é1", "aé"] {
            assert_eq!(Cell::parse(bad), None, "{bad}");
        }
        assert!(Cell::all().all(|c| Cell::parse(&c.to_string()) == Some(c)));
        let bits = Cell(3).bit() | Cell(100).bit();
        assert_eq!(cells_of(bits).collect::<Vec<_>>(), [Cell(3), Cell(100)]);
    }
}
