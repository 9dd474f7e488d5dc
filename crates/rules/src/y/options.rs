//! Game of Y's options: the pie rule and the handicap.

use crate::{GameOptions, OptionError, OptionPairs};

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

const KEYS: &[&str] = &["pie", "handicap"];

impl GameOptions for YOptions {
    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let mut options = YOptions::default();
        let mut pie_given = false;
        for (key, value) in pairs {
            let bad = |expected| OptionError::BadValue {
                key: key.clone(),
                value: value.clone(),
                expected,
            };
            match key.as_str() {
                "pie" => {
                    pie_given = true;
                    options.pie = match value.as_str() {
                        "on" => true,
                        "off" => false,
                        _ => return Err(bad("on or off")),
                    };
                }
                "handicap" => {
                    options.handicap = value
                        .parse()
                        .ok()
                        .filter(|h| (1..=MAX_HANDICAP).contains(h))
                        .ok_or_else(|| bad("a number of stones from 1 to 9"))?;
                }
                _ => {
                    return Err(OptionError::UnknownKey {
                        key: key.clone(),
                        known: KEYS,
                    });
                }
            }
        }
        if options.handicap > 1 {
            if pie_given && options.pie {
                return Err(OptionError::Conflict(
                    "a handicap and the pie rule exclude each other (write pie=off)",
                ));
            }
            options.pie = false;
        }
        Ok(options)
    }

    fn to_pairs(&self) -> OptionPairs {
        vec![
            (
                "pie".to_string(),
                if self.pie { "on" } else { "off" }.to_string(),
            ),
            ("handicap".to_string(), self.handicap.to_string()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(words: &[(&str, &str)]) -> Vec<(String, String)> {
        words
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

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
