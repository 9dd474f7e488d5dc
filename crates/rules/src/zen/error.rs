//! Why a Zen l'Initié action was refused.

use std::fmt;

use super::cell::Cell;

/// An illegal Zen l'Initié action. The state is unchanged when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZenError {
    /// The game is over.
    GameOver,
    /// `pass` while a move exists.
    MustMove,
    /// A move while none exists: the player must pass.
    MustPass,
    /// The cell holds neither a pawn of the mover's colour nor the Zen.
    NotYourPiece(Cell),
    /// The two cells are not on one line.
    NotALine {
        /// Where the move starts.
        from: Cell,
        /// Where it was to land.
        to: Cell,
    },
    /// The distance is not the number of pieces on the line.
    WrongDistance {
        /// Where the move starts.
        from: Cell,
        /// Where it was to land.
        to: Cell,
        /// The pieces on the line: the distance a move along it goes.
        count: u32,
    },
    /// The line has more pieces than there are cells up to the edge that way.
    OffBoard {
        /// Where the move starts.
        from: Cell,
        /// The pieces on the line.
        count: u32,
    },
    /// An enemy pawn stands in the way.
    Blocked {
        /// Where the move starts.
        from: Cell,
        /// Where it was to land.
        to: Cell,
        /// The enemy pawn.
        at: Cell,
    },
    /// The landing cell holds a pawn of the mover's colour.
    OwnPawn(Cell),
    /// Rule a/: the Zen may not go back to the cell it just left.
    ZenReturn(Cell),
    /// Rule b/: the Zen must end next to a pawn.
    ZenAlone(Cell),
}

impl fmt::Display for ZenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZenError::GameOver => f.write_str("the game is over"),
            ZenError::MustMove => f.write_str("a move exists: passing is not allowed"),
            ZenError::MustPass => f.write_str("no move exists: the player must pass"),
            ZenError::NotYourPiece(cell) => {
                write!(f, "{cell} holds neither a pawn of yours nor the Zen")
            }
            ZenError::NotALine { from, to } => write!(f, "{from} and {to} are not on one line"),
            ZenError::WrongDistance { from, to, count } => write!(
                f,
                "{from}-{to}: there are {count} pieces on that line, so the move goes {count} cells"
            ),
            ZenError::OffBoard { from, count } => write!(
                f,
                "from {from} a move of {count} cells that way leaves the board"
            ),
            ZenError::Blocked { from, to, at } => {
                write!(f, "{from}-{to}: the enemy pawn on {at} is in the way")
            }
            ZenError::OwnPawn(cell) => write!(f, "{cell} holds a pawn of your own"),
            ZenError::ZenReturn(cell) => {
                write!(f, "the Zen may not go back to {cell}, which it just left")
            }
            ZenError::ZenAlone(cell) => {
                write!(f, "the Zen on {cell} would touch no pawn")
            }
        }
    }
}

impl std::error::Error for ZenError {}
