//! The one option of the slide games and of Tetra: the ply limit.

use crate::options::{max_plies_of, pair};
use crate::{DEFAULT_MAX_PLIES, GameOptions, OptionError, OptionPairs, OptionSpec, check_pairs};

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
    const SPECS: &'static [OptionSpec] = &[OptionSpec::MAX_PLIES];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let values = check_pairs(Self::SPECS, pairs)?;
        Ok(SlideOptions {
            max_plies: max_plies_of(&values),
        })
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
