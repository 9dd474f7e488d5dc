//! Yin-Yang's 4x4 board: cells, pawns, the nine 2x2 windows and the goal corners.

use std::sync::OnceLock;

use crate::Seat;
use crate::board::{SquareGrid, Topology};

/// Black, who writes first and plays first; its corner is `a1`, its goal `d4`.
pub const BLACK: Seat = Seat(0);
/// White; its corner is `d4`, its goal `a1`.
pub const WHITE: Seat = Seat(1);

/// Cells on the board.
pub const CELLS: usize = 16;
/// 2x2 windows on the board.
pub const WINDOWS: usize = 9;

/// What a cell of the board (or of a law's 2x2 pattern) holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cell {
    /// Nothing.
    #[default]
    Empty,
    /// A black pawn.
    Black,
    /// A white pawn.
    White,
}

impl Cell {
    /// The pawn of `seat`'s colour.
    pub const fn of(seat: Seat) -> Cell {
        if seat.0 == BLACK.0 {
            Cell::Black
        } else {
            Cell::White
        }
    }

    /// The seat whose colour the pawn is, `None` for an empty cell.
    pub const fn owner(self) -> Option<Seat> {
        match self {
            Cell::Empty => None,
            Cell::Black => Some(BLACK),
            Cell::White => Some(WHITE),
        }
    }

    /// The cell's letter in notation: `b`, `w` or `.`.
    pub const fn letter(self) -> char {
        match self {
            Cell::Empty => '.',
            Cell::Black => 'b',
            Cell::White => 'w',
        }
    }

    /// The cell written `letter` (case-insensitive).
    pub fn from_letter(letter: char) -> Option<Cell> {
        match letter.to_ascii_lowercase() {
            '.' => Some(Cell::Empty),
            'b' => Some(Cell::Black),
            'w' => Some(Cell::White),
            _ => None,
        }
    }
}

/// The 4x4 grid.
pub fn grid() -> SquareGrid {
    SquareGrid::new(4).unwrap_or_else(|| unreachable!("4 is a grid size"))
}

/// Every window's cells in reading order from Black's side (top left, top right,
/// bottom left, bottom right), windows numbered bottom rank first, then by file.
pub fn windows() -> &'static [[usize; 4]; WINDOWS] {
    static WINDOWS_CELLS: OnceLock<[[usize; 4]; WINDOWS]> = OnceLock::new();
    WINDOWS_CELLS.get_or_init(|| {
        let mut out = [[0; 4]; WINDOWS];
        for (index, [bl, br, tl, tr]) in grid().windows2x2().into_iter().enumerate() {
            out[index] = [tl, tr, bl, br];
        }
        out
    })
}

/// A window's name: its bottom-left cell (`a1` to `c3`).
pub fn window_label(window: usize) -> String {
    grid().label(windows()[window][2])
}

/// The window whose bottom-left cell is named `label`.
pub fn parse_window(label: &str) -> Option<usize> {
    let cell = grid().parse_label(label)?;
    (0..WINDOWS).find(|&w| windows()[w][2] == cell)
}

/// The name of `cell` (`a1` to `d4`).
pub fn cell_label(cell: usize) -> String {
    grid().label(cell)
}

/// The cell named `label`.
pub fn parse_cell(label: &str) -> Option<usize> {
    grid().parse_label(label)
}

/// The cells next to `cell`, orthogonally.
pub fn neighbours(cell: usize) -> &'static [usize] {
    static NEIGHBOURS: OnceLock<Vec<Vec<usize>>> = OnceLock::new();
    let all = NEIGHBOURS.get_or_init(|| (0..CELLS).map(|c| grid().neighbours(c)).collect());
    all.get(cell).map_or(&[], Vec::as_slice)
}

/// `seat`'s yin-yang corner (`a1` for Black, `d4` for White).
pub const fn corner(seat: Seat) -> usize {
    if seat.0 == BLACK.0 { 0 } else { CELLS - 1 }
}

/// The corner `seat` must reach: the other's yin-yang corner.
pub const fn goal(seat: Seat) -> usize {
    corner(seat.opponent())
}

/// The start: Black's L from `a1`, White's from `d4`.
pub fn start_board() -> [Cell; CELLS] {
    let mut board = [Cell::White; CELLS];
    for label in ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "a4"] {
        if let Some(cell) = parse_cell(label) {
            board[cell] = Cell::Black;
        }
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_are_named_by_their_bottom_left_cell() {
        assert_eq!(window_label(0), "a1");
        assert_eq!(window_label(8), "c3");
        for w in 0..WINDOWS {
            assert_eq!(parse_window(&window_label(w)), Some(w));
        }
        assert_eq!(parse_window("d1"), None);
        let [tl, tr, bl, br] = windows()[0];
        assert_eq!(
            [tl, tr, bl, br].map(cell_label),
            ["a2", "b2", "a1", "b1"].map(String::from)
        );
    }

    #[test]
    fn the_start_is_full_and_symmetric() {
        let board = start_board();
        assert!(board.iter().all(|&c| c != Cell::Empty));
        for cell in 0..CELLS {
            let turned = grid().half_turn(cell);
            assert_ne!(board[cell], board[turned]);
        }
        assert_eq!((goal(BLACK), goal(WHITE)), (CELLS - 1, 0));
    }
}
