//! The one option of the slide games and of Tetra: the ply limit.

use crate::options::pair;
use crate::{GameOptions, OptionError, OptionPairs, OptionSpec, check_pairs, value_of};

/// The ply limit's default: the game is drawn after 300 turns.
pub const DEFAULT_MAX_PLIES: u32 = 300;

/// The options of Quinta, Sexta, Singularity and Tetra.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SlideOptions {
    /// Turns after which the game is drawn (0: no limit).
    pub max_plies: u32,
}

impl Default for SlideOptions {
    fn default() -> Self {
        SlideOptions {
            max_plies: DEFAULT_MAX_PLIES,
        }
    }
}

impl GameOptions for SlideOptions {
    const SPECS: &'static [OptionSpec] = &[OptionSpec::max_plies("300")];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let values = check_pairs(Self::SPECS, pairs)?;
        let max_plies = value_of(&values, "max_plies")
            .parse()
            .unwrap_or(DEFAULT_MAX_PLIES);
        Ok(SlideOptions { max_plies })
    }

    fn to_pairs(&self) -> OptionPairs {
        vec![pair("max_plies", self.max_plies)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ply_limit_reads_and_writes() {
        assert_eq!(SlideOptions::from_pairs(&[]), Ok(SlideOptions::default()));
        let none = SlideOptions::from_pairs(&[("max_plies".into(), "0".into())]).unwrap();
        assert_eq!(none.max_plies, 0);
        assert_eq!(SlideOptions::from_pairs(&none.to_pairs()), Ok(none));
        assert!(SlideOptions::from_pairs(&[("max_plies".into(), "-3".into())]).is_err());
        assert!(SlideOptions::from_pairs(&[("pie".into(), "on".into())]).is_err());
    }
}
