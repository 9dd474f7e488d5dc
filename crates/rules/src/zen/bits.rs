//! Bit sets of cells (one `u128`, bit = cell index) and the tables move generation and
//! chains use: the eight neighbours, the whole lines through a cell, the rays from it.

#[cfg(test)]
use super::cell::grid;
use super::cell::{CELLS, Cell, SIDE};
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
pub const fn dilate(set: u128) -> u128 {
    set | spread(set)
}

/// Every cell next to a cell of `set` (eight directions): those of `set` only when next
/// to another.
const fn spread(set: u128) -> u128 {
    let side = SIDE as u32;
    let east = set & !FILE_K;
    let west = set & !FILE_A;
    let grown = (set << side)
        | (set >> side)
        | (east << 1)
        | (east << (side + 1))
        | (east >> (side - 1))
        | (west >> 1)
        | (west << (side - 1))
        | (west >> (side + 1));
    grown & BOARD
}

/// Per cell, the cells next to it.
static AROUND: [u128; CELLS] = {
    let mut table = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        table[cell] = dilate(1 << cell) & !(1 << cell);
        cell += 1;
    }
    table
};

/// The cells next to `cell` (eight directions).
pub fn around(cell: Cell) -> u128 {
    AROUND[cell.index()]
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
    if set & set.wrapping_sub(1) == 0 {
        return true;
    }
    // Two cells or more, one of them with no neighbour in `set`: apart at once.
    set & !spread(set) == 0 && flood(set & set.wrapping_neg(), set) == set
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

/// The steps of the eight directions in `Direction::ALL` order, as (file, rank).
const DELTAS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Per cell: the rays in the eight directions (`Direction::ALL` order) as bit sets, the
/// cell included (its tails), and their lengths (the cell not counted), and the bit sets of the four whole lines through it (axis = direction
/// index modulo 4). Built at compile time.
struct Tables {
    tails: [[u128; 8]; CELLS],
    lengths: [[u8; 8]; CELLS],
    lines: [[u128; 4]; CELLS],
}

static TABLES: Tables = build_tables();

const fn build_tables() -> Tables {
    let side = SIDE as i32;
    let mut tables = Tables {
        tails: [[0; 8]; CELLS],
        lengths: [[0; 8]; CELLS],
        lines: [[0; 4]; CELLS],
    };
    let mut cell = 0;
    while cell < CELLS {
        let (file, rank) = ((cell as i32) % side, (cell as i32) / side);
        let mut dir = 0;
        while dir < 8 {
            let (df, dr) = DELTAS[dir];
            tables.tails[cell][dir] = 1u128 << cell;
            let (mut f, mut r) = (file + df, rank + dr);
            while f >= 0 && f < side && r >= 0 && r < side {
                tables.tails[cell][dir] |= 1u128 << (r * side + f);
                tables.lengths[cell][dir] += 1;
                f += df;
                r += dr;
            }
            dir += 1;
        }
        let mut axis = 0;
        while axis < 4 {
            tables.lines[cell][axis] = tables.tails[cell][axis] | tables.tails[cell][axis + 4];
            axis += 1;
        }
        cell += 1;
    }
    tables
}

/// How many cells `ray(cell, dir)` has.
pub fn ray_length(cell: Cell, dir: usize) -> u32 {
    TABLES.lengths[cell.index()][dir] as u32
}

/// The step between cell indices in each direction of `Direction::ALL`.
const STEPS: [i32; 8] = {
    let mut steps = [0; 8];
    let mut dir = 0;
    while dir < 8 {
        steps[dir] = DELTAS[dir].1 * SIDE as i32 + DELTAS[dir].0;
        dir += 1;
    }
    steps
};

/// The cell `steps` cells from `cell` towards `dir`: the caller has checked that it is
/// on the board (`steps <= ray_length(cell, dir)`).
pub fn target(cell: Cell, dir: usize, steps: u32) -> Cell {
    Cell((i32::from(cell.0) + STEPS[dir] * steps as i32) as u8)
}

/// The cell `steps` cells from `cell` towards `dir` (the caller has checked that it is
/// on the board: `steps <= ray_length(cell, dir)`), and the cells strictly between.
pub fn reach(cell: Cell, dir: usize, steps: u32) -> (Cell, u128) {
    let to = target(cell, dir, steps);
    // The tail from `to` is the end of the tail from `cell`.
    let between = TABLES.tails[cell.index()][dir] & !TABLES.tails[to.index()][dir] & !cell.bit();
    (to, between)
}

/// The whole line through `cell` along direction `dir` (index in `Direction::ALL`),
/// both ways, `cell` included.
pub fn line(cell: Cell, dir: usize) -> u128 {
    TABLES.lines[cell.index()][dir % 4]
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
    fn the_tables_follow_the_grid() {
        for c in Cell::all() {
            for (dir, d) in Direction::ALL.iter().enumerate() {
                assert_eq!(DELTAS[dir], d.delta());
                let cells: Vec<usize> = grid().ray(c.index(), *d).collect();
                let bits = cells.iter().fold(0u128, |b, &at| b | (1u128 << at));
                assert_eq!(TABLES.tails[c.index()][dir], bits | c.bit());
                assert_eq!(ray_length(c, dir) as usize, cells.len());
                for (k, &at) in cells.iter().enumerate() {
                    let between = cells[..k].iter().fold(0u128, |b, &x| b | (1u128 << x));
                    assert_eq!(reach(c, dir, k as u32 + 1), (Cell(at as u8), between));
                }
                let whole = grid().line(c.index(), *d);
                assert_eq!(line(c, dir).count_ones() as usize, whole.len());
            }
        }
    }

    #[test]
    fn one_group_agrees_with_counting_the_groups_of_random_sets() {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(11);
        for round in 0..20_000 {
            // Small clusters often, scattered cells sometimes.
            let (centre, reach) = (rng.random_range(0..CELLS), 1 + round % 4);
            let near = flood_steps(1 << centre, reach);
            let density = rng.random_range(1..8);
            let set = Cell::all()
                .filter(|c| near & c.bit() != 0 && rng.random_range(0..8) < density)
                .fold(0u128, |set, c| set | c.bit());
            assert_eq!(is_one_group(set), groups(set).count() <= 1, "{set:#x}");
        }
    }

    /// `set` grown `steps` times.
    fn flood_steps(set: u128, steps: usize) -> u128 {
        (0..steps).fold(set, |grown, _| dilate(grown))
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
        assert_eq!(ray_length(cell("a1"), 1), 10);
        assert_eq!(reach(cell("a1"), 1, 2), (cell("c3"), cell("b2").bit()));
        assert_eq!(
            reach(cell("f6"), 6, 3),
            (cell("c6"), cell("e6").bit() | cell("d6").bit())
        );
        assert_eq!(direction_between(cell("f11"), cell("f8")), Some(4));
        assert_eq!(direction_between(cell("b7"), cell("d5")), Some(3));
        assert_eq!(direction_between(cell("a1"), cell("b3")), None);
        assert_eq!(direction_between(cell("a1"), cell("a1")), None);
    }
}
