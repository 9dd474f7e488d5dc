//! Ratings as players read them: `1523`, `1500?` while provisional, and once a rated
//! game is settled, the new rating with its change, `1537 (+14)`.

use plateau_client::protocol::{RatingShift, SeatSummary};

/// A rating change as players read it: the rating after the game (with `?` while
/// provisional) and the change, `1537 (+14)`, `1486 (-14)`, `1500 (0)`.
pub fn shift_text(shift: &RatingShift) -> String {
    let mark = if shift.provisional { "?" } else { "" };
    let change = shift.after - shift.before;
    let sign = if change > 0 { "+" } else { "" };
    format!("{}{mark} ({sign}{change})", shift.after)
}

/// A seat's rating: with its change once the rated game is settled, else as it is;
/// none for a guest, the computer, or a game of a kind not rated.
pub fn seat_rating(seat: &SeatSummary) -> Option<String> {
    match &seat.rating_change {
        Some(shift) => Some(shift_text(shift)),
        None => seat.rating.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shift(before: i64, after: i64, provisional: bool) -> RatingShift {
        RatingShift {
            before,
            after,
            provisional,
        }
    }

    #[test]
    fn a_change_reads_with_its_sign_and_a_provisional_mark() {
        assert_eq!(shift_text(&shift(1509, 1523, false)), "1523 (+14)");
        assert_eq!(shift_text(&shift(1500, 1486, true)), "1486? (-14)");
        assert_eq!(shift_text(&shift(1500, 1500, false)), "1500 (0)");
    }
}
