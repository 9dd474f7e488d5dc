//! The key of the pieces for repetition, kept move by move (Zobrist hashing): one fixed
//! random word per piece kind and cell, all XORed together, so that a move changes the
//! key by a few XORs instead of hashing the whole position again.

use super::cell::{CELLS, Cell, cells_of};
use super::piece::{Colour, Piece};
use super::pieces::{Pieces, Played};
use crate::Seat;

/// The random words: per piece kind (Black's pawn, White's pawn, the Zen) and cell, per
/// seat to move, and per cell the Zen may not go back to.
struct Words {
    pieces: [[u64; CELLS]; 3],
    seats: [u64; 4],
    bans: [u64; CELLS],
}

static WORDS: Words = build_words();

/// The words, from SplitMix64 with a fixed seed (the same every run).
const fn build_words() -> Words {
    let mut state = 0x5A45_4E5F_4B45_5953u64;
    let mut words = Words {
        pieces: [[0; CELLS]; 3],
        seats: [0; 4],
        bans: [0; CELLS],
    };
    let mut cell = 0;
    while cell < CELLS {
        let mut kind = 0;
        while kind < 3 {
            (state, words.pieces[kind][cell]) = split_mix(state);
            kind += 1;
        }
        (state, words.bans[cell]) = split_mix(state);
        cell += 1;
    }
    let mut seat = 0;
    while seat < 4 {
        (state, words.seats[seat]) = split_mix(state);
        seat += 1;
    }
    words
}

/// One step of SplitMix64: the next state and its output.
const fn split_mix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// The word of `piece` on `cell`.
fn word(piece: Piece, cell: Cell) -> u64 {
    let kind = match piece {
        Piece::Pawn(colour) => colour.index(),
        Piece::Zen => 2,
    };
    WORDS.pieces[kind][cell.index()]
}

/// The XOR of the words of the pieces on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PiecesKey(u64);

impl PiecesKey {
    /// The key of `pieces`, from scratch.
    pub fn of(pieces: &Pieces) -> PiecesKey {
        let mut key = 0;
        for colour in Colour::BOTH {
            for cell in cells_of(pieces.pawns(colour)) {
                key ^= word(Piece::Pawn(colour), cell);
            }
        }
        if let Some(cell) = pieces.zen {
            key ^= word(Piece::Zen, cell);
        }
        PiecesKey(key)
    }

    /// Follows a move: the piece leaves its cell for the one it landed on, taking what
    /// stood there.
    pub fn play(&mut self, played: &Played) {
        self.0 ^= word(played.piece, played.from) ^ word(played.piece, played.to);
        if let Some(taken) = played.captured {
            self.0 ^= word(taken, played.to);
        }
    }

    /// The key of the position: these pieces, `seat` to move, the Zen barred from `ban`.
    pub fn position(self, seat: Seat, ban: Option<Cell>) -> u64 {
        let ban = ban.map_or(0, |cell| WORDS.bans[cell.index()]);
        self.0 ^ WORDS.seats[usize::from(seat.0) % 4] ^ ban
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::random_play::play_at_random;
    use crate::zen::{Variant, Zen, ZenOptions};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;
    use std::collections::HashMap;

    #[test]
    fn the_words_differ() {
        let mut all: Vec<u64> = WORDS.pieces.iter().flatten().copied().collect();
        all.extend(WORDS.seats);
        all.extend(WORDS.bans);
        let count = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), count);
    }

    #[test]
    fn the_key_kept_move_by_move_matches_a_recount_and_tells_positions_apart() {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut seen: HashMap<u64, (Pieces, Seat, Option<Cell>)> = HashMap::new();
        for game_number in 0..200 {
            let options = ZenOptions {
                variant: [Variant::Base, Variant::Rounds][game_number % 2],
                four_players: game_number % 3 == 0,
                ..ZenOptions::default()
            };
            play_at_random(Zen::new(&options), &mut rng, |game| {
                assert_eq!(game.pieces_key, PiecesKey::of(&game.pieces));
                let position = (game.pieces, game.to_move, game.ban);
                assert_eq!(*seen.entry(game.key()).or_insert(position), position);
            });
        }
    }
}
