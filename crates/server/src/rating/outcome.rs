//! Which finished games are rated, and their result: a game of two seats on two sides
//! that ended by its rules, a resignation, an agreed draw, time or abandonment, once
//! each side had moved. A game that ended before each side moved (a resignation or a
//! claim before the second side's first action, a flag on the first move) is not rated.

use skillratings::Outcomes;

use super::Unrated;
use crate::protocol::Outcome;

/// A player's result in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// A win.
    Win,
    /// A draw.
    Draw,
    /// A loss.
    Loss,
}

impl Score {
    /// The other player's result.
    pub fn reversed(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }

    pub(super) fn to_outcome(self) -> Outcomes {
        match self {
            Score::Win => Outcomes::WIN,
            Score::Draw => Outcomes::DRAW,
            Score::Loss => Outcomes::LOSS,
        }
    }
}

/// Seat 0's result in a finished game of `teams` (each seat's team) whose `movers`
/// are the seats that made each action, or why it is not rated.
pub fn score_of_seat_zero(
    outcome: Option<&Outcome>,
    teams: &[u8],
    movers: &[u8],
) -> Result<Score, Unrated> {
    let outcome = outcome.ok_or(Unrated::NotOver)?;
    let &[first, second] = teams else {
        return Err(Unrated::NotTwoSeats(teams.len()));
    };
    if first == second {
        return Err(Unrated::NotTwoSides);
    }
    if !movers.contains(&0) || !movers.contains(&1) {
        return Err(Unrated::Aborted);
    }
    Ok(match outcome.winner {
        None => Score::Draw,
        Some(team) if team == first => Score::Win,
        Some(_) => Score::Loss,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ended(winner: Option<u8>, reason: &str) -> Outcome {
        Outcome {
            text: String::new(),
            winner,
            reason: reason.to_string(),
        }
    }

    #[test]
    fn every_ending_counts_once_each_side_moved() {
        let moved = [0, 1, 0];
        for reason in ["rules", "resignation", "time", "abandoned"] {
            let won = ended(Some(0), reason);
            assert_eq!(
                score_of_seat_zero(Some(&won), &[0, 1], &moved),
                Ok(Score::Win)
            );
            let lost = ended(Some(1), reason);
            assert_eq!(
                score_of_seat_zero(Some(&lost), &[0, 1], &moved),
                Ok(Score::Loss)
            );
        }
        let drawn = ended(None, "agreement");
        assert_eq!(
            score_of_seat_zero(Some(&drawn), &[0, 1], &moved),
            Ok(Score::Draw)
        );
        // Teams numbered otherwise: seat 0 on team 1.
        let won = ended(Some(1), "rules");
        assert_eq!(
            score_of_seat_zero(Some(&won), &[1, 0], &moved),
            Ok(Score::Win)
        );
    }

    #[test]
    fn aborted_unfinished_and_larger_games_are_not_rated() {
        let won = ended(Some(0), "resignation");
        assert_eq!(
            score_of_seat_zero(Some(&won), &[0, 1], &[]),
            Err(Unrated::Aborted)
        );
        assert_eq!(
            score_of_seat_zero(Some(&won), &[0, 1], &[0, 0]),
            Err(Unrated::Aborted)
        );
        assert_eq!(
            score_of_seat_zero(None, &[0, 1], &[0, 1]),
            Err(Unrated::NotOver)
        );
        assert_eq!(
            score_of_seat_zero(Some(&won), &[0, 1, 2], &[0, 1, 2]),
            Err(Unrated::NotTwoSeats(3))
        );
        assert_eq!(
            score_of_seat_zero(Some(&won), &[0, 0], &[0, 1]),
            Err(Unrated::NotTwoSides)
        );
        assert_eq!(Score::Win.reversed(), Score::Loss);
    }
}
