//! The whole lines of the board and what stands on them, kept up to date move by move:
//! how many pieces each line holds (how far a piece on it moves) and where each
//! colour's pawns stand along it. Move generation then works on one line's few bits
//! instead of counting and masking the whole board.
//!
//! The board has 64 lines: 11 files, 21 diagonals (south-west to north-east), 11 ranks
//! and 21 anti-diagonals (north-west to south-east). Every cell lies on one line of
//! each axis, the axis of direction `dir` of `Direction::ALL` being `dir % 4`; places
//! along a line count from 0 in the direction `axis` (north, north-east, east,
//! south-east).

use super::cell::{CELLS, Cell, SIDE, cells_of};
use super::piece::{Colour, Piece};
use super::pieces::{Pieces, Played};

/// Lines on the board, all axes together.
const LINES: usize = 64;

/// A cell's place on one of its lines.
#[derive(Clone, Copy, Debug)]
struct Place {
    /// The line's index.
    line: u8,
    /// The cell's place along the line, from 0.
    at: u8,
    /// The line's length in cells.
    len: u8,
}

/// Per cell, its place on its line of each axis (file, diagonal, rank, anti-diagonal).
static PLACES: [[Place; 4]; CELLS] = build_places();

const fn build_places() -> [[Place; 4]; CELLS] {
    let side = SIDE as usize;
    let empty = Place {
        line: 0,
        at: 0,
        len: 0,
    };
    let mut table = [[empty; 4]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (file, rank) = (cell % side, cell / side);
        // The diagonal file - rank and the anti-diagonal file + rank, both from 0.
        let (diagonal, anti) = (file + side - 1 - rank, file + rank);
        let anti_len = if anti < side {
            anti + 1
        } else {
            2 * side - 1 - anti
        };
        let anti_at = if anti < side {
            file
        } else {
            file + side - 1 - anti
        };
        table[cell] = [
            Place {
                line: file as u8,
                at: rank as u8,
                len: side as u8,
            },
            Place {
                line: (side + diagonal) as u8,
                at: if file < rank { file } else { rank } as u8,
                len: (if diagonal < side {
                    diagonal + 1
                } else {
                    2 * side - 1 - diagonal
                }) as u8,
            },
            Place {
                line: (3 * side - 1 + rank) as u8,
                at: file as u8,
                len: side as u8,
            },
            Place {
                line: (4 * side - 1 + anti) as u8,
                at: anti_at as u8,
                len: anti_len as u8,
            },
        ];
        cell += 1;
    }
    table
}

/// The pieces (pawns of both colours and the Zen) on each line, and each colour's pawns
/// on each line as a set of places (bit `at`), by line index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lines {
    counts: [u8; LINES],
    pawns: [[u16; LINES]; 2],
}

impl Lines {
    /// The lines of `pieces`, from scratch.
    pub fn of(pieces: &Pieces) -> Lines {
        let mut lines = Lines {
            counts: [0; LINES],
            pawns: [[0; LINES]; 2],
        };
        for cell in cells_of(pieces.occupied()) {
            lines.count(cell, 1);
        }
        for colour in Colour::BOTH {
            for cell in cells_of(pieces.pawns(colour)) {
                lines.toggle(cell, colour);
            }
        }
        lines
    }

    /// The pieces on the four lines through `cell`, by axis: how far a piece on `cell`
    /// moves along each.
    pub fn through(&self, cell: Cell) -> [u8; 4] {
        let [file, diagonal, rank, anti] = PLACES[cell.index()];
        [
            self.counts[file.line as usize],
            self.counts[diagonal.line as usize],
            self.counts[rank.line as usize],
            self.counts[anti.line as usize],
        ]
    }

    /// Follows a move: its cell left, the cell it landed on, the piece it took.
    pub fn play(&mut self, played: &Played) {
        self.count(played.from, u8::MAX);
        match played.captured {
            None => self.count(played.to, 1),
            Some(Piece::Pawn(colour)) => self.toggle(played.to, colour),
            Some(Piece::Zen) => {}
        }
        if let Piece::Pawn(colour) = played.piece {
            self.toggle(played.from, colour);
            self.toggle(played.to, colour);
        }
    }

    /// The directions (bit `dir`, index in `Direction::ALL`) in which a piece on `from`
    /// moved by `colour` (one of its pawns or the Zen) stays on the board, passes over
    /// no pawn of the other colour and lands on none of `colour`'s. Without branches:
    /// which directions are open is too irregular to predict.
    pub fn open_directions(&self, from: Cell, colour: Colour) -> u8 {
        let (own, enemy) = (
            &self.pawns[colour.index()],
            &self.pawns[colour.other().index()],
        );
        let mut open = 0;
        for (axis, place) in PLACES[from.index()].iter().enumerate() {
            let line = place.line as usize;
            let count = u32::from(self.counts[line]);
            let (at, own, enemy) = (
                u32::from(place.at),
                u32::from(own[line]),
                u32::from(enemy[line]),
            );
            // Forwards to `at + count` (at most 21: the shifts stay in range).
            let to = at + count;
            let between = (1u32 << to).wrapping_sub(2 << at);
            let free = (enemy & between == 0) & ((own >> to) & 1 == 0);
            open |= u8::from((to < u32::from(place.len)) & free) << axis;
            // Backwards to `at - count`; when off the board any place in range will do.
            let fits = count <= at;
            let to = if fits { at - count } else { 0 };
            let between = (1u32 << at).wrapping_sub(2 << to);
            let free = (enemy & between == 0) & ((own >> to) & 1 == 0);
            open |= u8::from(fits & free) << (axis + 4);
        }
        open
    }

    /// Adds `delta` (wrapping: `u8::MAX` takes one away) to the counts of the lines
    /// through `cell`.
    fn count(&mut self, cell: Cell, delta: u8) {
        for place in PLACES[cell.index()] {
            let count = &mut self.counts[place.line as usize];
            *count = count.wrapping_add(delta);
        }
    }

    /// Puts a pawn of `colour` on `cell` of the lines through it, or takes it off.
    fn toggle(&mut self, cell: Cell, colour: Colour) {
        for place in PLACES[cell.index()] {
            self.pawns[colour.index()][place.line as usize] ^= 1 << place.at;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::random_play::play_at_random;
    use crate::zen::bits::{line, ray_length, reach};
    use crate::zen::{Variant, Zen, ZenOptions};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    #[test]
    fn places_number_each_line_in_its_direction() {
        for cell in Cell::all() {
            for (axis, place) in PLACES[cell.index()].iter().enumerate() {
                let (forward, backward) = (ray_length(cell, axis), ray_length(cell, axis + 4));
                assert_eq!(u32::from(place.at), backward, "{cell} {axis}");
                assert_eq!(
                    u32::from(place.len),
                    backward + forward + 1,
                    "{cell} {axis}"
                );
                assert_eq!(line(cell, axis).count_ones(), u32::from(place.len));
                for steps in 1..=forward {
                    let next = PLACES[reach(cell, axis, steps).0.index()][axis];
                    assert_eq!(next.line, place.line, "{cell} {axis}");
                    assert_eq!(u32::from(next.at), u32::from(place.at) + steps);
                }
            }
        }
        let used = PLACES
            .iter()
            .flatten()
            .fold(0u64, |set, p| set | 1 << p.line);
        assert_eq!(used, u64::MAX);
    }

    #[test]
    fn lines_kept_move_by_move_match_a_recount_over_random_games() {
        let mut rng = SmallRng::seed_from_u64(15);
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
            play_at_random(Zen::new(&options), &mut rng, |game| {
                assert_eq!(game.lines, Lines::of(&game.pieces));
                for cell in Cell::all() {
                    let recount: [u8; 4] = std::array::from_fn(|axis| {
                        (game.pieces.occupied() & line(cell, axis)).count_ones() as u8
                    });
                    assert_eq!(game.lines.through(cell), recount, "{cell}");
                }
            });
        }
    }
}
