//! Game of Y's computer players and hints are the kit's ([`crate::kit`]); their
//! searches under Y's names.

use plateau_rules::y::GameOfY;

use crate::kit::computer::{ComputerMove, HintSearch};

/// The computer's search for its own Y move.
pub type YThinking = ComputerMove<GameOfY>;
/// The hint for the Y position on the board.
pub type YHint = HintSearch<GameOfY>;
