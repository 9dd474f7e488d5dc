//! Where a pawn or the Zen may go: as many cells as there are pieces on the whole line
//! (both ways, the Zen and the mover included), over its own pawns and the Zen but never
//! over an enemy pawn, landing on an empty cell or taking an enemy pawn or the Zen.
//!
//! The Zen, moved by a player, is of that player's colour: it passes over that
//! colour's pawns only and may take the other colour's. It may not go back to the cell
//! it just left (rule a/), and must end next to a pawn (rule b/, except in variant 3).

use super::action::ZenAction;
use super::bits::{around, line, ray_length, reach, target};
use super::cell::{Cell, cells_of};
use super::error::ZenError;
use super::lines::Lines;
use super::piece::{Colour, Piece};
use super::pieces::Pieces;

/// What limits the Zen's moves this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZenRules {
    /// Rule a/: the cell the Zen just left, where it may not go back.
    pub ban: Option<Cell>,
    /// Rule b/: whether it must end next to a pawn.
    pub contact: bool,
}

/// The landing of the piece on `from` moved by `colour` towards direction `dir` (index
/// in `Direction::ALL`) for `count` cells (the pieces on that line), and the cells of the
/// pieces it passes over; or why it cannot. The caller has checked that `from` holds a
/// pawn of `colour` or the Zen.
pub fn landing(
    pieces: &Pieces,
    colour: Colour,
    from: Cell,
    dir: usize,
    count: u32,
    zen: ZenRules,
) -> Result<(Cell, u128), ZenError> {
    if count > ray_length(from, dir) {
        return Err(ZenError::OffBoard { from, count });
    }
    let (to, between) = reach(from, dir, count);
    let enemy = pieces.pawns(colour.other());
    if between & enemy != 0 {
        let at = cells_of(between & enemy).next().unwrap_or(to);
        return Err(ZenError::Blocked { from, to, at });
    }
    if pieces.pawns(colour) & to.bit() != 0 {
        return Err(ZenError::OwnPawn(to));
    }
    if pieces.zen == Some(from)
        && let Some(error) = zen_refusal(pieces, to, zen)
    {
        return Err(error);
    }
    Ok((to, between & pieces.occupied()))
}

/// Why the Zen may not land on `to` under `zen` (rules a/ and b/), if it may not.
fn zen_refusal(pieces: &Pieces, to: Cell, zen: ZenRules) -> Option<ZenError> {
    if zen.ban == Some(to) {
        return Some(ZenError::ZenReturn(to));
    }
    (zen.contact && zen_alone(pieces, to)).then_some(ZenError::ZenAlone(to))
}

/// Whether the Zen landing on `to` would touch no pawn (rule b/). A pawn it takes there
/// does not count: `to` is not among the cells around it.
fn zen_alone(pieces: &Pieces, to: Cell) -> bool {
    around(to) & (pieces.pawns[0] | pieces.pawns[1]) == 0
}

/// The cells that hold a piece `colour` may move: its pawns, and the Zen.
pub fn movers(pieces: &Pieces, colour: Colour) -> u128 {
    pieces.pawns(colour) | pieces.zen_bit()
}

/// The pieces on the whole line through `from` along `dir`: how far a move goes.
pub fn distance(pieces: &Pieces, from: Cell, dir: usize) -> u32 {
    (pieces.occupied() & line(from, dir)).count_ones()
}

/// Appends every move of `colour` to `out`: pawns by cell then the Zen at its place
/// among them, directions clockwise from north; `lines` are those of `pieces`.
pub fn list_moves(
    pieces: &Pieces,
    lines: &Lines,
    colour: Colour,
    zen: ZenRules,
    out: &mut Vec<ZenAction>,
) {
    for from in cells_of(movers(pieces, colour)) {
        let counts = lines.through(from);
        let mut open = lines.open_directions(from, colour);
        if pieces.zen == Some(from) {
            open = zen_open(pieces, from, counts, zen, open);
        }
        // Each direction written in turn to the next free slot, which only an open one
        // keeps: no branch on which are open.
        let start = out.len();
        out.resize(start + 8, ZenAction::Pass);
        let mut kept = 0;
        for (dir, slot) in (0..8).zip(start..) {
            let to = target(from, dir, u32::from(counts[dir % 4]));
            out[slot - (dir - kept)] = ZenAction::Move { from, to };
            kept += usize::from(open >> dir & 1);
        }
        out.truncate(start + kept);
    }
}

/// Those of the directions `open` (bit `dir`) in which rules a/ and b/ let the Zen on
/// `from` go `counts[dir % 4]` cells under `zen`; the open ones are on the board.
/// Without branches, as for the pawns.
fn zen_open(pieces: &Pieces, from: Cell, counts: [u8; 4], zen: ZenRules, open: u8) -> u8 {
    let mut allowed = 0;
    for dir in 0..8 {
        // A closed direction looks at the Zen's own cell instead (and stays closed).
        let steps = if open >> dir & 1 != 0 {
            u32::from(counts[dir % 4])
        } else {
            0
        };
        let to = target(from, dir, steps);
        let refused = (zen.ban == Some(to)) | (zen.contact & zen_alone(pieces, to));
        allowed |= u8::from(!refused) << dir;
    }
    allowed & open
}

/// Whether `colour` has any move; `lines` are those of `pieces`.
pub fn has_move(pieces: &Pieces, lines: &Lines, colour: Colour, zen: ZenRules) -> bool {
    cells_of(movers(pieces, colour)).any(|from| {
        let open = lines.open_directions(from, colour);
        if pieces.zen == Some(from) {
            zen_open(pieces, from, lines.through(from), zen, open) != 0
        } else {
            open != 0
        }
    })
}

/// The piece `colour` may move on `from`, if any.
pub fn mover_at(pieces: &Pieces, colour: Colour, from: Cell) -> Option<Piece> {
    (movers(pieces, colour) & from.bit() != 0).then(|| pieces.at(from))?
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::random_play::play_at_random;
    use crate::zen::{Variant, Zen, ZenOptions};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    /// The moves of `colour` by [`landing`], which counts and masks the whole board.
    fn moves_by_landing(pieces: &Pieces, colour: Colour, zen: ZenRules) -> Vec<ZenAction> {
        let mut moves = Vec::new();
        for from in cells_of(movers(pieces, colour)) {
            for dir in 0..8 {
                let count = distance(pieces, from, dir);
                if let Ok((to, _)) = landing(pieces, colour, from, dir, count, zen) {
                    moves.push(ZenAction::Move { from, to });
                }
            }
        }
        moves
    }

    #[test]
    fn the_moves_listed_from_the_lines_are_those_landing_finds_over_random_games() {
        let mut rng = SmallRng::seed_from_u64(2026);
        for game_number in 0..300 {
            let variant = [Variant::Base, Variant::Check, Variant::FreeZen][game_number % 3];
            let options = ZenOptions {
                variant,
                ..ZenOptions::default()
            };
            play_at_random(Zen::new(&options), &mut rng, |game| {
                let (pieces, zen) = (game.pieces, game.zen_rules());
                for colour in Colour::BOTH {
                    let mut listed = vec![ZenAction::Pass];
                    list_moves(&pieces, &game.lines, colour, zen, &mut listed);
                    assert_eq!(listed.remove(0), ZenAction::Pass);
                    assert_eq!(listed, moves_by_landing(&pieces, colour, zen));
                    assert_eq!(
                        has_move(&pieces, &game.lines, colour, zen),
                        !listed.is_empty()
                    );
                }
            });
        }
    }
}
