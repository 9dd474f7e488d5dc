//! Leap Over's options: two or three players, the anti-spoiling win and the move limit.

use crate::options::{max_plies_of, on_off, pair};
use crate::{
    DEFAULT_MAX_PLIES, GameOptions, ON_OFF, OptionChoice, OptionError, OptionPairs, OptionSpec,
    OptionValues, Text, check_pairs, value_of,
};

/// Leap Over's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LeapOptions {
    /// How many players: 2 (Black and White) or 3 (and Red).
    pub players: u8,
    /// Anti-spoiling: a player also wins when its target is full and holds at least
    /// one of its stones.
    pub spoil: bool,
    /// The game is drawn after this many turns (0: no limit).
    pub max_plies: u32,
}

impl Default for LeapOptions {
    fn default() -> Self {
        LeapOptions {
            players: 2,
            spoil: true,
            max_plies: DEFAULT_MAX_PLIES,
        }
    }
}

const PLAYERS: &[OptionChoice] = &[
    OptionChoice {
        value: "2",
        label: Text {
            en: "2 players",
            fr: "2 joueurs",
        },
    },
    OptionChoice {
        value: "3",
        label: Text {
            en: "3 players",
            fr: "3 joueurs",
        },
    },
];

impl GameOptions for LeapOptions {
    const SPECS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "players",
            label: Text {
                en: "Players",
                fr: "Joueurs",
            },
            help: Text {
                en: "Two players, or three with a third colour starting from the third side.",
                fr: "Deux joueurs, ou trois avec une troisième couleur partant du troisième côté.",
            },
            values: OptionValues::Choice(PLAYERS),
            default: "2",
        },
        OptionSpec {
            key: "spoil",
            label: Text {
                en: "Anti-spoiling",
                fr: "Anti-blocage",
            },
            help: Text {
                en: "You also win when your target is full and holds at least one of your stones.",
                fr: "Vous gagnez aussi quand votre cible est pleine et contient au moins une de vos pierres.",
            },
            values: OptionValues::Choice(ON_OFF),
            default: "on",
        },
        OptionSpec::MAX_PLIES,
    ];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let values = check_pairs(Self::SPECS, pairs)?;
        Ok(LeapOptions {
            players: if value_of(&values, "players") == "3" {
                3
            } else {
                2
            },
            spoil: value_of(&values, "spoil") == "on",
            max_plies: max_plies_of(&values),
        })
    }

    fn to_pairs(&self) -> OptionPairs {
        vec![
            pair("players", self.players),
            pair("spoil", on_off(self.spoil)),
            pair("max_plies", self.max_plies),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_round_trips() {
        assert_eq!(LeapOptions::from_pairs(&[]), Ok(LeapOptions::default()));
        let three = LeapOptions::from_pairs(&[
            ("players".into(), "3".into()),
            ("spoil".into(), "off".into()),
            ("max_plies".into(), "0".into()),
        ])
        .unwrap();
        assert_eq!(
            three,
            LeapOptions {
                players: 3,
                spoil: false,
                max_plies: 0
            }
        );
        assert_eq!(LeapOptions::from_pairs(&three.to_pairs()), Ok(three));
        assert!(LeapOptions::from_pairs(&[("players".into(), "4".into())]).is_err());
    }
}
