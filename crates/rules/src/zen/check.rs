//! Check and mate (variants 1 and 2), as the rules announce them.
//!
//! Check: the side that just moved could win with its next move if the opponent
//! passed (rule a/ not applied to that next move). Mate: check, and no reply of the
//! opponent wins, draws, or leaves the checking side without a winning next move (that
//! next move obeying the rule a/ ban the reply creates); a side that can only pass
//! against check is mated. Repetition and the turn limit play no part here.

use super::cell::{Cell, cells_of};
use super::judge::{Outcome, judge};
use super::moves::{ZenRules, distance, landing, movers};
use super::piece::{Colour, Piece};
use super::pieces::Pieces;

/// Whether `colour`, to move in `pieces` under `zen`, has a move that wins.
pub fn has_winning_move(pieces: &Pieces, colour: Colour, zen: ZenRules) -> bool {
    any_move(
        pieces,
        colour,
        zen,
        |_, outcome, _| matches!(outcome, Some(Outcome::Win(c, _)) if c == colour),
    )
}

/// Whether `mover`, having just moved to `pieces`, gives check.
pub fn gives_check(pieces: &Pieces, mover: Colour, contact: bool) -> bool {
    has_winning_move(pieces, mover, ZenRules { ban: None, contact })
}

/// Whether `mover`, having just moved to `pieces` and giving check, mates: the
/// opponent moves under `reply` (the ban `mover`'s move created).
pub fn is_mate(pieces: &Pieces, mover: Colour, reply: ZenRules) -> bool {
    let escapes = any_move(
        pieces,
        mover.other(),
        reply,
        |after, outcome, zen_left| match outcome {
            Some(Outcome::Win(winner, _)) => winner != mover,
            Some(Outcome::Draw(_)) => true,
            None => {
                let next = ZenRules {
                    ban: zen_left,
                    contact: reply.contact,
                };
                !has_winning_move(after, mover, next)
            }
        },
    );
    !escapes
}

/// Whether some move of `colour` satisfies `test(after, outcome, zen_left)`, where
/// `zen_left` is the cell the Zen left when the move was the Zen's.
fn any_move(
    pieces: &Pieces,
    colour: Colour,
    zen: ZenRules,
    mut test: impl FnMut(&Pieces, Option<Outcome>, Option<Cell>) -> bool,
) -> bool {
    for from in cells_of(movers(pieces, colour)) {
        for dir in 0..8 {
            let count = distance(pieces, from, dir);
            let Ok((to, over)) = landing(pieces, colour, from, dir, count, zen) else {
                continue;
            };
            let mut after = *pieces;
            let played = after.play(from, to, over);
            let outcome = judge(pieces, &after, colour, &played);
            let zen_left = (played.piece == Piece::Zen).then_some(from);
            if test(&after, outcome, zen_left) {
                return true;
            }
        }
    }
    false
}
