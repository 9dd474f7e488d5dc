//! Tetra's options: the move limit.

use crate::{GameOptions, OptionError, OptionPairs, OptionSpec, check_pairs, value_of};

/// The default move limit, in turns (placements included).
pub const DEFAULT_MAX_PLIES: u32 = 300;

/// Tetra's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TetraOptions {
    /// The game is drawn after this many turns without a win (0: no limit).
    pub max_plies: u32,
}

impl Default for TetraOptions {
    fn default() -> Self {
        TetraOptions {
            max_plies: DEFAULT_MAX_PLIES,
        }
    }
}

impl GameOptions for TetraOptions {
    const SPECS: &'static [OptionSpec] = &[OptionSpec::max_plies("300")];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let values = check_pairs(Self::SPECS, pairs)?;
        let max_plies = value_of(&values, "max_plies")
            .parse()
            .unwrap_or(DEFAULT_MAX_PLIES);
        Ok(TetraOptions { max_plies })
    }

    fn to_pairs(&self) -> OptionPairs {
        vec![("max_plies".to_string(), self.max_plies.to_string())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_limit_round_trips() {
        assert_eq!(TetraOptions::from_pairs(&[]), Ok(TetraOptions::default()));
        let none = vec![("max_plies".to_string(), "0".to_string())];
        let options = TetraOptions::from_pairs(&none).unwrap();
        assert_eq!(options.max_plies, 0);
        assert_eq!(options.to_pairs(), none);
        let bad = vec![("max_plies".to_string(), "-3".to_string())];
        assert!(TetraOptions::from_pairs(&bad).is_err());
    }
}
