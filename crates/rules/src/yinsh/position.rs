//! Setting up a YINSH position directly: for tests, puzzles and tutorials.

use std::fmt;

use super::board::{Point, PointSet};
use super::{BLACK, MARKERS, RINGS_PER_PLAYER, WHITE, Yinsh, YinshOptions};
use crate::{Game, Seat};

/// A position in the middle of the game: pieces on the board, rings already removed,
/// and who moves next. [`Position::build`] checks it and returns the game state with
/// that player about to move (or remove rows first, if the position has any).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Position {
    /// Options (standard or blitz).
    pub options: YinshOptions,
    /// Rings on the board, by seat.
    pub rings: [Vec<Point>; 2],
    /// Markers on the board by the colour they show.
    pub markers: [Vec<Point>; 2],
    /// Rings removed, by seat.
    pub removed: [u8; 2],
    /// Who moves next.
    pub to_move: Seat,
}

/// Why a position cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Two pieces on one point.
    Overlap(Point),
    /// More rings than a player has, counting removed ones.
    TooManyRings(Seat),
    /// More markers than the game has.
    TooManyMarkers,
    /// A seat that is not White or Black.
    NoSuchSeat(Seat),
    /// The removed rings already decide the game.
    AlreadyWon(Seat),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Overlap(p) => write!(f, "two pieces on {p}"),
            SetupError::TooManyRings(s) => write!(f, "seat {} has too many rings", s.0),
            SetupError::TooManyMarkers => write!(f, "more than {MARKERS} markers"),
            SetupError::NoSuchSeat(s) => write!(f, "there is no seat {}", s.0),
            SetupError::AlreadyWon(s) => write!(f, "seat {} has already won", s.0),
        }
    }
}

impl std::error::Error for SetupError {}

impl Position {
    /// Parses `"e5 f6"`-style point lists (for tests and tutorials); bad points are
    /// reported by name.
    pub fn points(list: &str) -> Result<Vec<Point>, String> {
        list.split_whitespace()
            .map(|word| Point::parse(word).ok_or_else(|| format!("'{word}' is not a point")))
            .collect()
    }

    /// Checks the position and makes the game state.
    pub fn build(&self) -> Result<Yinsh, SetupError> {
        if self.to_move.index() > 1 {
            return Err(SetupError::NoSuchSeat(self.to_move));
        }
        let mut game = Yinsh::new(&self.options);
        let mut taken = PointSet::EMPTY;
        let mut place = |points: &[Point]| -> Result<u128, SetupError> {
            let mut bits = 0;
            for &p in points {
                if taken.contains(p) {
                    return Err(SetupError::Overlap(p));
                }
                taken.0 |= p.bit();
                bits |= p.bit();
            }
            Ok(bits)
        };
        for seat in [WHITE, BLACK] {
            let s = seat.index();
            game.rings[s] = place(&self.rings[s])?;
            if self.rings[s].len() + self.removed[s] as usize > RINGS_PER_PLAYER as usize {
                return Err(SetupError::TooManyRings(seat));
            }
            if self.removed[s] >= self.options.rings_to_win() {
                return Err(SetupError::AlreadyWon(seat));
            }
            game.removed[s] = self.removed[s];
        }
        for seat in [WHITE, BLACK] {
            game.markers[seat.index()] = place(&self.markers[seat.index()])?;
        }
        let on_board = self.markers[0].len() + self.markers[1].len();
        if on_board > MARKERS as usize {
            return Err(SetupError::TooManyMarkers);
        }
        game.pool = MARKERS - on_board as u8;
        game.set_pieces(game.rings, game.markers);
        game.last_mover = self.to_move.opponent();
        let mut effects = Vec::new();
        game.continue_after_rows(&mut effects);
        Ok(game)
    }
}
