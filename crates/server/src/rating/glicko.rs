//! Glicko-2 ([Glickman, "Example of the Glicko-2 system"](http://www.glicko.net/glicko/glicko2.pdf))
//! through the `skillratings` crate, rated after every game as lichess does: each game
//! is a rating period of its own for both players, and before it each player's
//! deviation grows with the time since their last rated game.
//!
//! Figures: a new player starts at 1500, deviation 350, volatility 0.06; τ = 0.5;
//! [`PERIODS_PER_DAY`] = 0.21436 (lichess' figure: at volatility 0.06 a deviation of
//! 50 grows to 105 in a year without rated games, and the rating is provisional
//! again after about 412 days); the deviation stays within
//! [`MIN_DEVIATION`] (45, lichess') and [`MAX_DEVIATION`] (350); a rating whose
//! deviation is above [`PROVISIONAL_DEVIATION`] (110, lichess') is provisional, shown
//! with `?`.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

use super::Score;

/// Glicko-2's scale factor between the displayed scale and its own (Glickman's 173.7178).
const SCALE: f64 = 173.7178;

/// Rating periods per day of time since a player's last rated game, by which the
/// deviation grows before the next one (lichess' figure).
pub const PERIODS_PER_DAY: f64 = 0.21436;

/// The smallest deviation a rating keeps: never quite certain.
pub const MIN_DEVIATION: f64 = 45.0;

/// The largest deviation: a new player's.
pub const MAX_DEVIATION: f64 = 350.0;

/// Above this deviation a rating is provisional (shown `1500?`).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// Glicko-2's system constant τ, which bounds how fast the volatility changes.
const TAU: f64 = 0.5;

/// A player's rating in one game: the rating, its deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating (1500 at the start).
    pub rating: f64,
    /// Its deviation (350 at the start).
    pub deviation: f64,
    /// Its volatility (0.06 at the start).
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating.
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: MAX_DEVIATION,
        volatility: 0.06,
    };

    /// Whether the rating is provisional: its deviation above [`PROVISIONAL_DEVIATION`].
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating as players see it: rounded, `?` after a provisional one (`1500?`).
    pub fn shown(&self) -> String {
        let mark = if self.provisional() { "?" } else { "" };
        format!("{}{mark}", self.rating.round() as i64)
    }

    /// The rating `elapsed_ms` after its last game: the deviation grown by
    /// [`PERIODS_PER_DAY`] periods a day (Glickman's step 6 for each period).
    pub fn aged(&self, elapsed_ms: i64) -> Rating {
        let periods = elapsed_ms.max(0) as f64 / 86_400_000.0 * PERIODS_PER_DAY;
        let phi = self.deviation / SCALE;
        let grown = (phi * phi + self.volatility * self.volatility * periods).sqrt() * SCALE;
        Rating {
            deviation: grown.min(MAX_DEVIATION),
            ..*self
        }
    }

    /// The rating after one rating period of `results` against opponents, by
    /// Glicko-2's steps 2 to 8, the deviation kept within its bounds.
    pub fn after(&self, results: &[(Rating, Score)]) -> Rating {
        let results: Vec<(Glicko2Rating, Outcomes)> = results
            .iter()
            .map(|(opponent, score)| (opponent.to_glicko(), score.to_outcome()))
            .collect();
        let config = Glicko2Config {
            tau: TAU,
            ..Glicko2Config::new()
        };
        let after = glicko2_rating_period(&self.to_glicko(), &results, &config);
        Rating {
            rating: after.rating,
            deviation: after.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: after.volatility,
        }
    }

    fn to_glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }
}

/// A player's rating in one game as stored: the rating, the rated games so far, and
/// when the last one was rated (wall time, ms).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// The rating after the last game.
    pub rating: Rating,
    /// Rated games played.
    pub games: u64,
    /// When the last one was rated (wall time, ms); 0 before any.
    pub last_ms: i64,
}

impl Standing {
    /// A player who has not played this game rated.
    pub const NEW: Standing = Standing {
        rating: Rating::NEW,
        games: 0,
        last_ms: 0,
    };

    /// The rating as it stands at `now_ms`, its deviation grown since the last game.
    pub fn at(&self, now_ms: i64) -> Rating {
        if self.games == 0 {
            return self.rating;
        }
        self.rating.aged(now_ms - self.last_ms)
    }
}

/// Both players' new standings after a game between `a` and `b` rated at `now_ms`,
/// `a` scoring `score`: each one's rating aged to now, then one rating period of one
/// game against the other's aged rating.
pub fn rate_game(a: &Standing, b: &Standing, score: Score, now_ms: i64) -> (Standing, Standing) {
    let (ra, rb) = (a.at(now_ms), b.at(now_ms));
    let next = |standing: &Standing, rating: Rating| Standing {
        rating,
        games: standing.games + 1,
        last_ms: now_ms,
    };
    (
        next(a, ra.after(&[(rb, score)])),
        next(b, rb.after(&[(ra, score.reversed())])),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    #[test]
    fn glickmans_worked_example() {
        let player = rating(1500.0, 200.0);
        let after = player.after(&[
            (rating(1400.0, 30.0), Score::Win),
            (rating(1550.0, 100.0), Score::Loss),
            (rating(1700.0, 300.0), Score::Loss),
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_game_moves_both_players_by_the_algorithm() {
        let (a, b) = rate_game(&Standing::NEW, &Standing::NEW, Score::Win, 1_000);
        assert!(a.rating.rating > 1500.0 && b.rating.rating < 1500.0);
        assert!((a.rating.rating - 1500.0 - (1500.0 - b.rating.rating)).abs() < 1e-9);
        assert_eq!((a.games, a.last_ms), (1, 1_000));
        // Glickman's steps by hand from 1500/350/0.06 against the same, the
        // volatility kept: g = 0.66907, v = 8.9354, phi' = 1.67122, +162.31.
        assert!((a.rating.rating - 1662.31).abs() < 0.5, "{a:?}");
        let (c, d) = rate_game(&a, &b, Score::Draw, 2_000);
        assert!(c.rating.rating < a.rating.rating && d.rating.rating > b.rating.rating);
        assert_eq!(c.games, 2);
    }

    #[test]
    fn the_deviation_grows_with_time_away_and_marks_provisional_ratings() {
        let settled = Standing {
            rating: rating(1800.0, 50.0),
            games: 40,
            last_ms: 0,
        };
        assert_eq!(settled.at(0).deviation, 50.0);
        let year = 365 * 86_400_000;
        let after_a_year = settled.at(year).deviation;
        assert!((after_a_year - 104.9).abs() < 0.1, "{after_a_year}");
        assert!(!settled.at(410 * 86_400_000).provisional());
        assert!(settled.at(415 * 86_400_000).provisional());
        assert!(settled.at(30 * 86_400_000).deviation > 50.0);
        assert!(!settled.rating.provisional());
        assert_eq!(settled.rating.shown(), "1800");
        assert_eq!(Rating::NEW.shown(), "1500?");
        assert!(rating(1500.0, 110.1).provisional() && !rating(1500.0, 110.0).provisional());
    }

    #[test]
    fn the_deviation_keeps_its_bounds() {
        let sure = rating(1500.0, 30.0);
        assert_eq!(sure.after(&[(sure, Score::Draw)]).deviation, MIN_DEVIATION);
        let settled = Standing {
            rating: sure,
            games: 1,
            last_ms: 0,
        };
        assert_eq!(settled.at(i64::MAX / 2).deviation, MAX_DEVIATION);
    }
}
