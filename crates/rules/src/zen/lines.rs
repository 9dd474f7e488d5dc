//! How many pieces stand on each whole line of the board, kept up to date move by move
//! so that move generation reads a move's length instead of counting the line.
//!
//! The board has 64 lines: 11 files, 21 diagonals (south-west to north-east), 11 ranks
//! and 21 anti-diagonals (north-west to south-east). Every cell lies on one line of
//! each axis, the axis of direction `dir` of `Direction::ALL` being `dir % 4`.

use super::cell::{CELLS, Cell, SIDE};
use super::pieces::{Pieces, Played};

/// Lines on the board, all axes together.
const LINES: usize = 64;

/// Per cell, the index of its line on each axis (file, diagonal, rank, anti-diagonal).
static LINE_OF: [[u8; 4]; CELLS] = build_line_of();

const fn build_line_of() -> [[u8; 4]; CELLS] {
    let side = SIDE as usize;
    let mut table = [[0u8; 4]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (file, rank) = (cell % side, cell / side);
        table[cell] = [
            file as u8,
            (side + file + side - 1 - rank) as u8,
            (3 * side - 1 + rank) as u8,
            (4 * side - 1 + file + rank) as u8,
        ];
        cell += 1;
    }
    table
}

/// The pieces (pawns of both colours and the Zen) on each line, by line index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCounts {
    counts: [u8; LINES],
}

impl LineCounts {
    /// The counts of `pieces`, from scratch.
    pub fn of(pieces: &Pieces) -> LineCounts {
        let mut lines = LineCounts { counts: [0; LINES] };
        for cell in super::cell::cells_of(pieces.occupied()) {
            lines.add(cell, 1);
        }
        lines
    }

    /// The pieces on the four lines through `cell`, by axis: how far a piece on `cell`
    /// moves along each.
    pub fn through(&self, cell: Cell) -> [u8; 4] {
        LINE_OF[cell.index()].map(|line| self.counts[line as usize])
    }

    /// Follows a move of `pieces`: its cell left, and the cell it landed on unless it
    /// took the piece that stood there.
    pub fn play(&mut self, played: &Played) {
        self.add(played.from, u8::MAX);
        if played.captured.is_none() {
            self.add(played.to, 1);
        }
    }

    /// Adds `delta` (wrapping: `u8::MAX` takes one away) to the lines through `cell`.
    fn add(&mut self, cell: Cell, delta: u8) {
        for line in LINE_OF[cell.index()] {
            let count = &mut self.counts[line as usize];
            *count = count.wrapping_add(delta);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::zen::bits::line;
    use crate::zen::{Variant, Zen, ZenOptions};
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn each_cell_has_one_line_per_axis_and_the_lines_are_the_bit_sets_lines() {
        for a in Cell::all() {
            for b in Cell::all() {
                let pairs = LINE_OF[a.index()].iter().zip(LINE_OF[b.index()]);
                for (axis, (&la, lb)) in pairs.enumerate() {
                    assert_eq!(la == lb, line(a, axis) & b.bit() != 0, "{a} {b} {axis}");
                }
            }
        }
        let used = LINE_OF.iter().flatten().fold(0u64, |set, &l| set | 1 << l);
        assert_eq!(used, u64::MAX);
    }

    #[test]
    fn line_counts_kept_move_by_move_match_a_recount_over_random_games() {
        let mut rng = SmallRng::seed_from_u64(15);
        let mut legal = Vec::new();
        for game_number in 0..200 {
            let variant = [
                Variant::Base,
                Variant::Check,
                Variant::Rounds,
                Variant::FreeZen,
            ][game_number % 4];
            let options = ZenOptions {
                variant,
                four_players: game_number % 3 == 0,
                ..ZenOptions::default()
            };
            let mut game = Zen::new(&options);
            loop {
                assert_eq!(game.lines, LineCounts::of(&game.pieces));
                for cell in Cell::all() {
                    let recount: [u8; 4] = std::array::from_fn(|axis| {
                        (game.pieces.occupied() & line(cell, axis)).count_ones() as u8
                    });
                    assert_eq!(game.lines.through(cell), recount, "{cell}");
                }
                legal.clear();
                game.legal_actions(&mut legal);
                if legal.is_empty() {
                    break;
                }
                game.apply(legal[rng.random_range(0..legal.len())])
                    .expect("a listed action");
            }
        }
    }
}
