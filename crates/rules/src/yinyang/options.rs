//! Yin-Yang's options: the move limit.

use crate::options::pair;
use crate::{GameOptions, OptionError, OptionPairs, OptionSpec, check_pairs, value_of};

/// Yin-Yang's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct YinYangOptions {
    /// Turns of play after which the game is drawn (0: no limit).
    pub max_plies: u32,
}

impl Default for YinYangOptions {
    fn default() -> Self {
        YinYangOptions { max_plies: 200 }
    }
}

impl GameOptions for YinYangOptions {
    const SPECS: &'static [OptionSpec] = &[OptionSpec::max_plies("200")];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let values = check_pairs(Self::SPECS, pairs)?;
        let max_plies = value_of(&values, "max_plies").parse().unwrap_or(200);
        Ok(YinYangOptions { max_plies })
    }

    fn to_pairs(&self) -> OptionPairs {
        vec![pair("max_plies", self.max_plies)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_limit_round_trips() {
        assert_eq!(
            YinYangOptions::from_pairs(&[]),
            Ok(YinYangOptions::default())
        );
        let none = YinYangOptions::from_pairs(&[("max_plies".into(), "0".into())]).unwrap();
        assert_eq!(none.max_plies, 0);
        assert_eq!(YinYangOptions::from_pairs(&none.to_pairs()), Ok(none));
        assert!(YinYangOptions::from_pairs(&[("max_plies".into(), "x".into())]).is_err());
    }
}
