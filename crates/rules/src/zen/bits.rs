//! Bit sets of cells (one `u128`, bit = cell index) and the tables move generation and
//! chains use: the eight neighbours, the whole lines through a cell, the rays from it.

use std::sync::OnceLock;

use super::cell::{CELLS, Cell, SIDE, grid};
use crate::board::Direction;

/// Every cell of the board.
pub const BOARD: u128 = (1u128 << CELLS) - 1;

/// The cells of file `a`.
const FILE_A: u128 = {
    let mut bits = 0u128;
    let mut rank = 0;
    while rank < SIDE as u32 {
        bits |= 1u128 << (rank * SIDE as u32);
        rank += 1;
    }
    bits
};

/// The cells of file `k`.
const FILE_K: u128 = FILE_A << (SIDE - 1);

/// `set` and every cell next to it (eight directions).
pub fn dilate(set: u128) -> u128 {
    let side = SIDE as u32;
    let east = set & !FILE_K;
    let west = set & !FILE_A;
    let grown = set
        | (set << side)
        | (set >> side)
        | (east << 1)
        | (east << (side + 1))
        | (east >> (side - 1))
        | (west >> 1)
        | (west << (side - 1))
        | (west >> (side + 1));
    grown & BOARD
}

/// The cells next to `cell` (eight directions).
pub fn around(cell: Cell) -> u128 {
    dilate(cell.bit()) & !cell.bit()
}

/// The part of `within` joined to `seed` through neighbours in `within`.
pub fn flood(seed: u128, within: u128) -> u128 {
    let mut group = seed & within;
    loop {
        let grown = dilate(group) & within;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// Whether `set` is one group (an empty set or a single cell is).
pub fn is_one_group(set: u128) -> bool {
    set == 0 || flood(set & set.wrapping_neg(), set) == set
}

/// The groups of `set`, lowest cell's group first.
pub fn groups(mut set: u128) -> impl Iterator<Item = u128> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let group = flood(set & set.wrapping_neg(), set);
        set &= !group;
        Some(group)
    })
}

/// The cells from a cell towards one direction up to the edge, nearest first.
#[derive(Clone, Copy, Debug)]
pub struct Ray {
    /// The cells, nearest first; `len` of them are meaningful.
    pub cells: [Cell; SIDE as usize - 1],
    /// How many cells the ray has.
    pub len: u8,
    /// `before[k]`: the first `k` cells of the ray, as a bit set.
    pub before: [u128; SIDE as usize],
}

/// Per cell: the rays in the eight directions (`Direction::ALL` order) and the bit sets
/// of the four whole lines through it (axis = direction index modulo 4).
struct Tables {
    rays: Vec<[Ray; 8]>,
    lines: Vec<[u128; 4]>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let grid = grid();
        let mut rays = Vec::with_capacity(CELLS);
        let mut lines = Vec::with_capacity(CELLS);
        for cell in 0..CELLS {
            rays.push(Direction::ALL.map(|dir| {
                let mut ray = Ray {
                    cells: [Cell(0); SIDE as usize - 1],
                    len: 0,
                    before: [0; SIDE as usize],
                };
                for (k, at) in grid.ray(cell, dir).enumerate() {
                    ray.cells[k] = Cell(at as u8);
                    ray.before[k + 1] = ray.before[k] | (1u128 << at);
                    ray.len += 1;
                }
                ray
            }));
            lines.push(std::array::from_fn(|axis| {
                grid.line(cell, Direction::ALL[axis])
                    .iter()
                    .fold(0u128, |bits, &at| bits | (1u128 << at))
            }));
        }
        Tables { rays, lines }
    })
}

/// The ray from `cell` towards direction `dir` (index in `Direction::ALL`).
pub fn ray(cell: Cell, dir: usize) -> &'static Ray {
    &tables().rays[cell.index()][dir]
}

/// The whole line through `cell` along direction `dir` (index in `Direction::ALL`),
/// both ways, `cell` included.
pub fn line(cell: Cell, dir: usize) -> u128 {
    tables().lines[cell.index()][dir % 4]
}

/// The index in `Direction::ALL` of the direction from `from` to `to`, when they are on
/// one line (and not the same cell).
pub fn direction_between(from: Cell, to: Cell) -> Option<usize> {
    let ((f1, r1), (f2, r2)) = (from.coords(), to.coords());
    let (df, dr) = (f2 - f1, r2 - r1);
    if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return None;
    }
    let step = (df.signum(), dr.signum());
    Direction::ALL.iter().position(|d| d.delta() == step)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(label: &str) -> Cell {
        Cell::parse(label).unwrap()
    }

    #[test]
    fn dilation_matches_the_grid_neighbours() {
        for c in Cell::all() {
            let want = grid()
                .adjacent(c.index(), crate::board::Directions::Eight)
                .fold(0u128, |bits, at| bits | (1u128 << at));
            assert_eq!(around(c), want, "{c}");
        }
    }

    #[test]
    fn groups_and_lines() {
        let set = cell("a1").bit() | cell("b2").bit() | cell("d2").bit();
        assert!(!is_one_group(set));
        assert_eq!(groups(set).count(), 2);
        assert!(is_one_group(set | cell("c1").bit()));
        assert!(is_one_group(0) && is_one_group(cell("k11").bit()));
        assert_eq!(line(cell("f6"), 0).count_ones(), 11);
        assert_eq!(line(cell("b1"), 7).count_ones(), 2);
        assert_eq!(ray(cell("a1"), 1).len, 10);
        assert_eq!(ray(cell("a1"), 1).cells[1], cell("c3"));
        assert_eq!(direction_between(cell("f11"), cell("f8")), Some(4));
        assert_eq!(direction_between(cell("b7"), cell("d5")), Some(3));
        assert_eq!(direction_between(cell("a1"), cell("b3")), None);
        assert_eq!(direction_between(cell("a1"), cell("a1")), None);
    }
}
