//! Game of Y's options: the pie rule and the handicap.

use crate::options::{on_off, pair};
use crate::{
    GameOptions, ON_OFF, OptionError, OptionPairs, OptionSpec, OptionValues, Text, check_pairs,
    value_of,
};

/// The most stones the first player may place before the other replies.
pub const MAX_HANDICAP: u8 = 9;

/// Game of Y's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct YOptions {
    /// The pie rule: after the first stone, the second player may take it (`swap`).
    pub pie: bool,
    /// Stones Black places before White's first reply: 1 is an even game, more is a
    /// handicap for a weaker Black. A handicap and the pie rule exclude each other.
    pub handicap: u8,
}

impl Default for YOptions {
    fn default() -> Self {
        YOptions {
            pie: true,
            handicap: 1,
        }
    }
}

impl GameOptions for YOptions {
    const SPECS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "pie",
            label: Text {
                en: "Pie rule",
                fr: "Règle du gâteau",
            },
            help: Text {
                en: "After the first stone, the other player may take it instead of replying.",
                fr: "Après la première pierre, l'autre joueur peut la prendre au lieu de répondre.",
            },
            values: OptionValues::Choice(ON_OFF),
            default: "on",
        },
        OptionSpec {
            key: "handicap",
            label: Text {
                en: "Handicap",
                fr: "Handicap",
            },
            help: Text {
                en: "Stones Black places before White's first reply (more than one: no pie rule).",
                fr: "Pierres que Noir pose avant la première réponse de Blanc (plus d'une : sans règle du gâteau).",
            },
            values: OptionValues::Range {
                min: 1,
                max: MAX_HANDICAP as u32,
            },
            default: "1",
        },
    ];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let values = check_pairs(Self::SPECS, pairs)?;
        let handicap = value_of(&values, "handicap").parse().unwrap_or(1);
        let pie_given = pairs.iter().any(|(k, _)| k == "pie");
        let mut pie = value_of(&values, "pie") == "on";
        if handicap > 1 {
            if pie_given && pie {
                return Err(OptionError::Conflict(
                    "a handicap and the pie rule exclude each other (write pie=off)",
                ));
            }
            pie = false;
        }
        Ok(YOptions { pie, handicap })
    }

    fn to_pairs(&self) -> OptionPairs {
        vec![
            pair("pie", on_off(self.pie)),
            pair("handicap", self.handicap),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::tests::pairs;

    #[test]
    fn defaults_round_trip_and_errors() {
        let options = YOptions::from_pairs(&[]).unwrap();
        assert_eq!(options, YOptions::default());
        assert_eq!(YOptions::from_pairs(&options.to_pairs()).unwrap(), options);
        let handicap = YOptions::from_pairs(&pairs(&[("handicap", "3")])).unwrap();
        assert_eq!((handicap.pie, handicap.handicap), (false, 3));
        assert_eq!(
            YOptions::from_pairs(&handicap.to_pairs()).unwrap(),
            handicap
        );
        assert!(matches!(
            YOptions::from_pairs(&pairs(&[("pie", "on"), ("handicap", "2")])),
            Err(OptionError::Conflict(_))
        ));
        assert!(YOptions::from_pairs(&pairs(&[("handicap", "0")])).is_err());
        assert!(YOptions::from_pairs(&pairs(&[("handicap", "10")])).is_err());
        assert!(YOptions::from_pairs(&pairs(&[("pie", "maybe")])).is_err());
        assert!(YOptions::from_pairs(&pairs(&[("size", "9")])).is_err());
    }
}
