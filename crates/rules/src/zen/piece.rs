//! The two colours and the pieces on the board: black and white pawns and the red Zen.

use crate::Team;

/// A side: its pawns, its team, and who starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Black (team 0).
    Black,
    /// White (team 1).
    White,
}

impl Colour {
    /// Both colours, Black first.
    pub const BOTH: [Colour; 2] = [Colour::Black, Colour::White];

    /// The colour's index, for per-colour arrays (Black 0).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other colour.
    pub const fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// The colour's team: Black is team 0, White team 1.
    pub const fn team(self) -> Team {
        Team(self as u8)
    }

    /// The colour of `team`.
    pub const fn of_team(team: Team) -> Colour {
        if team.0 == 0 {
            Colour::Black
        } else {
            Colour::White
        }
    }

    /// The colour's name in notation (`black`).
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
        }
    }
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A pawn of a colour.
    Pawn(Colour),
    /// The red Zen, everyone's pawn.
    Zen,
}
