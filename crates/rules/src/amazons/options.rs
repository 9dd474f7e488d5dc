//! Aliens and Amazons' options: the aliens' two goals and the move limit.

use crate::options::{max_plies_of, pair};
use crate::{
    DEFAULT_MAX_PLIES, GameOptions, OptionError, OptionPairs, OptionSpec, OptionValues, Text,
    check_pairs, value_of,
};

/// How many Amazons there are.
pub const AMAZONS: u8 = 30;

/// Aliens and Amazons' options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AmazonsOptions {
    /// The aliens win on capturing this many Amazons.
    pub alien_target: u8,
    /// The aliens win when the Amazons have made this many moves after their
    /// deployment without trapping them (0: no limit).
    pub amazon_moves: u32,
    /// The game is drawn after this many turns (0: no limit).
    pub max_plies: u32,
}

impl Default for AmazonsOptions {
    fn default() -> Self {
        AmazonsOptions {
            alien_target: 22,
            amazon_moves: 100,
            max_plies: DEFAULT_MAX_PLIES,
        }
    }
}

impl GameOptions for AmazonsOptions {
    const SPECS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "alien_target",
            label: Text {
                en: "Captures to win",
                fr: "Prises pour gagner",
            },
            help: Text {
                en: "The aliens win when they have captured this many Amazons.",
                fr: "Les envahisseurs gagnent quand ils ont pris ce nombre d'amazones.",
            },
            values: OptionValues::Range {
                min: 1,
                max: AMAZONS as u32,
            },
            default: "22",
        },
        OptionSpec {
            key: "amazon_moves",
            label: Text {
                en: "Amazon moves",
                fr: "Coups des amazones",
            },
            help: Text {
                en: "The aliens win when the Amazons have moved this many times without trapping them (0: no limit).",
                fr: "Les envahisseurs gagnent quand les amazones ont joué ce nombre de coups sans les bloquer (0 : sans limite).",
            },
            values: OptionValues::Range { min: 0, max: 1000 },
            default: "100",
        },
        OptionSpec::MAX_PLIES,
    ];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let values = check_pairs(Self::SPECS, pairs)?;
        Ok(AmazonsOptions {
            alien_target: value_of(&values, "alien_target").parse().unwrap_or(22),
            amazon_moves: value_of(&values, "amazon_moves").parse().unwrap_or(100),
            max_plies: max_plies_of(&values),
        })
    }

    fn to_pairs(&self) -> OptionPairs {
        vec![
            pair("alien_target", self.alien_target),
            pair("amazon_moves", self.amazon_moves),
            pair("max_plies", self.max_plies),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_round_trips() {
        assert_eq!(
            AmazonsOptions::from_pairs(&[]),
            Ok(AmazonsOptions::default())
        );
        let set = AmazonsOptions::from_pairs(&[
            ("alien_target".into(), "5".into()),
            ("amazon_moves".into(), "0".into()),
        ])
        .unwrap();
        assert_eq!(
            (set.alien_target, set.amazon_moves, set.max_plies),
            (5, 0, 300)
        );
        assert_eq!(AmazonsOptions::from_pairs(&set.to_pairs()), Ok(set));
        assert!(AmazonsOptions::from_pairs(&[("alien_target".into(), "31".into())]).is_err());
        assert!(AmazonsOptions::from_pairs(&[("alien_target".into(), "0".into())]).is_err());
    }
}
