//! YINSH's computer players and hints are the kit's ([`crate::kit`]); their searches
//! under YINSH's names.

use plateau_rules::yinsh::Yinsh;

use crate::kit::computer::{ComputerMove, HintSearch};

/// The computer's search for its own YINSH move.
pub type AiThinking = ComputerMove<Yinsh>;
/// The hint for the YINSH position on the board.
pub type Hint = HintSearch<Yinsh>;
