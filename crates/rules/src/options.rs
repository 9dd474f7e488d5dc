//! Game options given as `key=value` pairs (engine protocol, records, setup screen).

use std::fmt;

/// Options as ordered `key=value` pairs, the form records and the engine protocol use.
pub type OptionPairs = Vec<(String, String)>;

/// A game's options: parsed from and printed to `key=value` pairs, and described by
/// [`GameOptions::SPECS`] so that the setup screen, the engine's `list_games`, the web
/// page's link and records handle them with no code of the game's own.
pub trait GameOptions: Clone + Default + fmt::Debug + PartialEq + Send + Sync + 'static {
    /// Every option: its key, values, default and texts, in the order shown.
    const SPECS: &'static [OptionSpec];

    /// Parses pairs; keys not given keep their default. Unknown keys and bad values are
    /// errors (see [`check_pairs`] for the checks every game shares).
    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError>;

    /// Every option with its value, in a fixed order.
    fn to_pairs(&self) -> OptionPairs;
}

/// Why a set of options was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// The game has no option of that name.
    UnknownKey {
        /// The key given.
        key: String,
        /// The keys the game knows.
        known: Vec<&'static str>,
    },
    /// The option exists but the value is not one of its values.
    BadValue {
        /// The option.
        key: String,
        /// The value given.
        value: String,
        /// The values it takes, in words.
        expected: String,
    },
    /// A word that is not of the form `key=value`.
    Malformed(String),
    /// Two options that cannot be chosen together.
    Conflict(&'static str),
    /// The same option given twice.
    Duplicate(String),
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownKey { key, known } => {
                write!(f, "unknown option '{key}' (options: {})", known.join(", "))
            }
            OptionError::BadValue {
                key,
                value,
                expected,
            } => write!(
                f,
                "bad value '{value}' for option '{key}' (expected {expected})"
            ),
            OptionError::Malformed(word) => {
                write!(f, "'{word}' is not an option; write key=value")
            }
            OptionError::Conflict(reason) => f.write_str(reason),
            OptionError::Duplicate(key) => write!(f, "option '{key}' is given twice"),
        }
    }
}

impl std::error::Error for OptionError {}

/// Splits words such as `variant=blitz` into pairs.
pub fn parse_option_words<'a>(
    words: impl IntoIterator<Item = &'a str>,
) -> Result<OptionPairs, OptionError> {
    words
        .into_iter()
        .map(|word| match word.split_once('=') {
            Some((k, v)) if !k.is_empty() && !v.is_empty() => {
                Ok((k.to_ascii_lowercase(), v.to_ascii_lowercase()))
            }
            _ => Err(OptionError::Malformed(word.to_string())),
        })
        .collect()
}

/// A text in the app's two languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    /// English.
    pub en: &'static str,
    /// French.
    pub fr: &'static str,
}

/// One value of an option that takes a value from a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OptionChoice {
    /// The value as written (`blitz`).
    pub value: &'static str,
    /// What players are shown for it.
    pub label: Text,
}

/// The values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionValues {
    /// One of a list (`on`/`off` is a list of two).
    Choice(&'static [OptionChoice]),
    /// A whole number from `min` to `max`, both included.
    Range {
        /// The smallest value.
        min: u32,
        /// The largest value.
        max: u32,
    },
}

/// One option of a game, described for every interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OptionSpec {
    /// The key as written (`variant`).
    pub key: &'static str,
    /// Its name for players.
    pub label: Text,
    /// One sentence on what it changes, for players.
    pub help: Text,
    /// The values it takes.
    pub values: OptionValues,
    /// The default value, as written.
    pub default: &'static str,
}

/// The choices `on` and `off`, for options that switch a rule.
pub const ON_OFF: &[OptionChoice] = &[
    OptionChoice {
        value: "on",
        label: Text {
            en: "on",
            fr: "oui",
        },
    },
    OptionChoice {
        value: "off",
        label: Text {
            en: "off",
            fr: "non",
        },
    },
];

impl OptionSpec {
    /// The option as help text: `variant=standard|blitz`, `handicap=1..9`.
    pub fn help_text(&self) -> String {
        match self.values {
            OptionValues::Choice(choices) => {
                let values: Vec<_> = choices.iter().map(|c| c.value).collect();
                format!("{}={}", self.key, values.join("|"))
            }
            OptionValues::Range { min, max } => format!("{}={min}..{max}", self.key),
        }
    }

    /// The values it takes, in words (`standard or blitz`, `a number from 1 to 9`).
    pub fn expected(&self) -> String {
        match self.values {
            OptionValues::Choice(choices) => {
                let values: Vec<_> = choices.iter().map(|c| c.value).collect();
                match values.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} or {last}", rest.join(", "))
                    }
                    _ => values.join(""),
                }
            }
            OptionValues::Range { min, max } => format!("a number from {min} to {max}"),
        }
    }

    /// Whether `value` is one of the option's values.
    pub fn accepts(&self, value: &str) -> bool {
        match self.values {
            OptionValues::Choice(choices) => choices.iter().any(|c| c.value == value),
            OptionValues::Range { min, max } => value
                .parse::<u32>()
                .is_ok_and(|n| (min..=max).contains(&n) && n.to_string() == value),
        }
    }

    /// The option `max_plies` with the usual limit, [`DEFAULT_MAX_PLIES`].
    pub const MAX_PLIES: OptionSpec = OptionSpec::max_plies("300");

    /// The option `max_plies`: a game of endless play is drawn after this many plies
    /// (0: no limit), `default` by default.
    pub const fn max_plies(default: &'static str) -> OptionSpec {
        OptionSpec {
            key: "max_plies",
            label: Text {
                en: "Move limit",
                fr: "Limite de coups",
            },
            help: Text {
                en: "The game is drawn after this many turns (0: no limit).",
                fr: "La partie est nulle après ce nombre de tours (0 : sans limite).",
            },
            values: OptionValues::Range {
                min: 0,
                max: 100_000,
            },
            default,
        }
    }
}

/// The usual move limit of a game of endless play ([`OptionSpec::MAX_PLIES`]): drawn
/// after 300 plies.
pub const DEFAULT_MAX_PLIES: u32 = 300;

/// The move limit in what [`check_pairs`] returned for [`OptionSpec::MAX_PLIES`] (a
/// number in range once checked; [`DEFAULT_MAX_PLIES`] where the option is absent).
pub(crate) fn max_plies_of(values: &[(&'static str, String)]) -> u32 {
    value_of(values, "max_plies")
        .parse()
        .unwrap_or(DEFAULT_MAX_PLIES)
}

/// The help text of a whole set of options: `variant=standard|blitz`, words joined by
/// spaces.
pub fn options_help(specs: &[OptionSpec]) -> String {
    specs
        .iter()
        .map(OptionSpec::help_text)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks `pairs` against `specs` (every key known, every value one of its option's,
/// no key given twice) and returns every option's value, the default where none was given,
/// in the order of `specs`. A game's [`GameOptions::from_pairs`] reads its typed values
/// from this and adds its own checks (options that exclude each other).
pub fn check_pairs(
    specs: &[OptionSpec],
    pairs: &[(String, String)],
) -> Result<Vec<(&'static str, String)>, OptionError> {
    let mut values: Vec<(&'static str, String)> = specs
        .iter()
        .map(|spec| (spec.key, spec.default.to_string()))
        .collect();
    for (key, value) in pairs {
        let Some(index) = specs.iter().position(|spec| spec.key == key) else {
            return Err(OptionError::UnknownKey {
                key: key.clone(),
                known: specs.iter().map(|spec| spec.key).collect(),
            });
        };
        if pairs.iter().filter(|(k, _)| k == key).count() > 1 {
            return Err(OptionError::Duplicate(key.clone()));
        }
        let spec = &specs[index];
        if !spec.accepts(value) {
            return Err(OptionError::BadValue {
                key: key.clone(),
                value: value.clone(),
                expected: spec.expected(),
            });
        }
        values[index].1 = value.clone();
    }
    Ok(values)
}

/// One pair of [`GameOptions::to_pairs`]: `key` and `value` as text.
pub(crate) fn pair(key: &str, value: impl fmt::Display) -> (String, String) {
    (key.to_string(), value.to_string())
}

/// The value of an option of [`ON_OFF`].
pub(crate) fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// The value of `key` in what [`check_pairs`] returned (empty when absent).
pub fn value_of<'a>(values: &'a [(&'static str, String)], key: &str) -> &'a str {
    values
        .iter()
        .find(|(k, _)| *k == key)
        .map_or("", |(_, v)| v.as_str())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            key: "pie",
            label: Text {
                en: "Pie",
                fr: "Pie",
            },
            help: Text { en: "", fr: "" },
            values: OptionValues::Choice(ON_OFF),
            default: "on",
        },
        OptionSpec::MAX_PLIES,
    ];

    #[test]
    fn the_usual_move_limit_is_one_number() {
        assert_eq!(OptionSpec::MAX_PLIES.default, DEFAULT_MAX_PLIES.to_string());
        let values = check_pairs(&[OptionSpec::MAX_PLIES], &[]).unwrap();
        assert_eq!(max_plies_of(&values), DEFAULT_MAX_PLIES);
        assert_eq!(max_plies_of(&[]), DEFAULT_MAX_PLIES);
    }

    /// `words` as owned option pairs, for the games' tests of their options.
    pub(crate) fn pairs(words: &[(&str, &str)]) -> OptionPairs {
        words
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn specs_describe_and_check_options() {
        assert_eq!(options_help(SPECS), "pie=on|off max_plies=0..100000");
        let values = check_pairs(SPECS, &pairs(&[("max_plies", "0")])).unwrap();
        assert_eq!(value_of(&values, "pie"), "on");
        assert_eq!(value_of(&values, "max_plies"), "0");
        assert_eq!(
            check_pairs(SPECS, &pairs(&[("pie", "maybe")])),
            Err(OptionError::BadValue {
                key: "pie".into(),
                value: "maybe".into(),
                expected: "on or off".into(),
            })
        );
        for bad in ["-1", "100001", "07", "x", ""] {
            assert!(
                check_pairs(SPECS, &pairs(&[("max_plies", bad)])).is_err(),
                "{bad}"
            );
        }
        assert_eq!(
            check_pairs(SPECS, &pairs(&[("pie", "off"), ("pie", "on")])),
            Err(OptionError::Duplicate("pie".into()))
        );
        assert!(matches!(
            check_pairs(SPECS, &pairs(&[("size", "9")])),
            Err(OptionError::UnknownKey { .. })
        ));
    }
}
