//! What every toy game of the tests shares: no options, one kind of decision, no
//! effects, and a single kind of refusal.

use std::fmt;

use plateau_rules::{GameOptions, OptionError, OptionPairs, OptionSpec, check_pairs};

/// A toy game's options: none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NoOptions;

impl GameOptions for NoOptions {
    const SPECS: &'static [OptionSpec] = &[];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        check_pairs(Self::SPECS, pairs).map(|_| NoOptions)
    }

    fn to_pairs(&self) -> OptionPairs {
        Vec::new()
    }
}

/// A toy game's only kind of decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move;

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("move")
    }
}

/// A refused action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal;

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal")
    }
}

impl std::error::Error for Illegal {}

/// An evaluation that knows nothing: only finished games have a value.
pub struct Blind;

impl<G: plateau_rules::Game> plateau_ai::Evaluator<G> for Blind {
    fn evaluate(&self, _state: &G, _seat: plateau_rules::Seat) -> f32 {
        0.0
    }
}
