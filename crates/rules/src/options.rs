//! Game options given as `key=value` pairs (engine protocol, records, setup screen).

use std::fmt;

/// Options as ordered `key=value` pairs, the form records and the engine protocol use.
pub type OptionPairs = Vec<(String, String)>;

/// A game's options: parsed from and printed to `key=value` pairs.
pub trait GameOptions: Clone + Default + fmt::Debug + PartialEq + Send + Sync + 'static {
    /// Parses pairs; keys not given keep their default. Unknown keys and bad values are
    /// errors.
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
        known: &'static [&'static str],
    },
    /// The option exists but the value is not one of its values.
    BadValue {
        /// The option.
        key: String,
        /// The value given.
        value: String,
        /// The values it takes.
        expected: &'static str,
    },
    /// A word that is not of the form `key=value`.
    Malformed(String),
    /// Two options that cannot be chosen together.
    Conflict(&'static str),
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
