//! A round's score (variants 2 and 3): the winner scores one point per pawn of the
//! loser outside the loser's largest group, and one more when the Zen is on the board
//! and not joined to that group.
//!
//! The Zen is the loser's friend here: it joins the groups it touches. Groups are
//! measured in pawns; between equal largest groups, the one the Zen joins counts as
//! the largest (else any one of them: they count once).

use super::action::RoundScore;
use super::bits::groups;
use super::piece::Colour;
use super::pieces::Pieces;

/// What the winner of a round scores against `loser` in `pieces`.
pub fn score_round(pieces: &Pieces, loser: Colour) -> RoundScore {
    let pawns = pieces.pawns(loser);
    let zen = pieces.zen_bit();
    let largest = groups(pawns | zen)
        .max_by_key(|&group| ((group & pawns).count_ones(), group & zen != 0))
        .unwrap_or(0);
    let counted = pawns & !largest;
    let zen_point = zen != 0 && largest & zen == 0;
    RoundScore {
        counted,
        zen_point,
        points: counted.count_ones() + zen_point as u32,
    }
}
