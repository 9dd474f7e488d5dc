//! Zen l'Initié's options: two or four players, the variant, who starts, the move limit.

use crate::options::{max_plies_of, pair};
use crate::{
    DEFAULT_MAX_PLIES, GameOptions, OptionChoice, OptionError, OptionPairs, OptionSpec,
    OptionValues, Text, check_pairs, value_of,
};

use super::Colour;

/// The base game or one of the three variants for seasoned players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The base game: the first to connect wins.
    #[default]
    Base,
    /// Variant 1: check and mate, announced by the rules.
    Check,
    /// Variant 2: check and mate, rounds scored to 7 points.
    Rounds,
    /// Variant 3: rounds scored to 7 points, the Zen free of its contact rule, no check.
    FreeZen,
}

impl Variant {
    /// Whether the rules announce check and end the game (or round) on mate.
    pub fn has_check(self) -> bool {
        matches!(self, Variant::Check | Variant::Rounds)
    }

    /// Whether the match is played in rounds to 7 points.
    pub fn has_rounds(self) -> bool {
        matches!(self, Variant::Rounds | Variant::FreeZen)
    }

    /// Whether a moved Zen must end next to a pawn (rule b/).
    pub fn zen_needs_contact(self) -> bool {
        self != Variant::FreeZen
    }

    fn value(self) -> &'static str {
        match self {
            Variant::Base => "base",
            Variant::Check => "1",
            Variant::Rounds => "2",
            Variant::FreeZen => "3",
        }
    }
}

/// Points that win a match of rounds.
pub const MATCH_POINTS: u32 = 7;

/// Zen l'Initié's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ZenOptions {
    /// Two players, or four in two teams.
    pub four_players: bool,
    /// The variant.
    pub variant: Variant,
    /// The colour that starts the first round.
    pub first: Colour,
    /// Turns after which the game (the whole match) is drawn; 0: no limit.
    pub max_plies: u32,
}

impl Default for ZenOptions {
    fn default() -> Self {
        ZenOptions {
            four_players: false,
            variant: Variant::Base,
            first: Colour::Black,
            max_plies: DEFAULT_MAX_PLIES,
        }
    }
}

const PLAYERS: &[OptionChoice] = &[
    OptionChoice {
        value: "2",
        label: Text {
            en: "two",
            fr: "deux",
        },
    },
    OptionChoice {
        value: "4",
        label: Text {
            en: "four, in two teams",
            fr: "quatre, en deux équipes",
        },
    },
];

const VARIANTS: &[OptionChoice] = &[
    OptionChoice {
        value: "base",
        label: Text {
            en: "base game",
            fr: "jeu de base",
        },
    },
    OptionChoice {
        value: "1",
        label: Text {
            en: "1: check and mate",
            fr: "1 : échec et mat",
        },
    },
    OptionChoice {
        value: "2",
        label: Text {
            en: "2: check, rounds to 7 points",
            fr: "2 : échec, manches en 7 points",
        },
    },
    OptionChoice {
        value: "3",
        label: Text {
            en: "3: free Zen, rounds to 7 points",
            fr: "3 : Zen libre, manches en 7 points",
        },
    },
];

const FIRST: &[OptionChoice] = &[
    OptionChoice {
        value: "black",
        label: Text {
            en: "Black",
            fr: "Noir",
        },
    },
    OptionChoice {
        value: "white",
        label: Text {
            en: "White",
            fr: "Blanc",
        },
    },
];

impl GameOptions for ZenOptions {
    const SPECS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "players",
            label: Text {
                en: "Players",
                fr: "Joueurs",
            },
            help: Text {
                en: "Two players, or four: Black 1 and Black 2 against White 1 and White 2.",
                fr: "Deux joueurs, ou quatre : Noir 1 et Noir 2 contre Blanc 1 et Blanc 2.",
            },
            values: OptionValues::Choice(PLAYERS),
            default: "2",
        },
        OptionSpec {
            key: "variant",
            label: Text {
                en: "Variant",
                fr: "Variante",
            },
            help: Text {
                en: "The base game, or a variant for seasoned players.",
                fr: "Le jeu de base, ou une variante pour joueurs initiés.",
            },
            values: OptionValues::Choice(VARIANTS),
            default: "base",
        },
        OptionSpec {
            key: "first",
            label: Text {
                en: "First player",
                fr: "Premier joueur",
            },
            help: Text {
                en: "The colour that moves first.",
                fr: "La couleur qui joue la première.",
            },
            values: OptionValues::Choice(FIRST),
            default: "black",
        },
        OptionSpec::MAX_PLIES,
    ];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let values = check_pairs(Self::SPECS, pairs)?;
        let variant = match value_of(&values, "variant") {
            "1" => Variant::Check,
            "2" => Variant::Rounds,
            "3" => Variant::FreeZen,
            _ => Variant::Base,
        };
        Ok(ZenOptions {
            four_players: value_of(&values, "players") == "4",
            variant,
            first: if value_of(&values, "first") == "white" {
                Colour::White
            } else {
                Colour::Black
            },
            max_plies: max_plies_of(&values),
        })
    }

    fn to_pairs(&self) -> OptionPairs {
        vec![
            pair("players", if self.four_players { "4" } else { "2" }),
            pair("variant", self.variant.value()),
            pair("first", self.first.name()),
            pair("max_plies", self.max_plies),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::tests::pairs;

    #[test]
    fn options_read_and_write() {
        assert_eq!(ZenOptions::from_pairs(&[]), Ok(ZenOptions::default()));
        let options = ZenOptions::from_pairs(&pairs(&[
            ("players", "4"),
            ("variant", "3"),
            ("first", "white"),
            ("max_plies", "0"),
        ]))
        .unwrap();
        assert!(options.four_players);
        assert_eq!(options.variant, Variant::FreeZen);
        assert_eq!(options.first, Colour::White);
        assert_eq!(options.max_plies, 0);
        assert_eq!(ZenOptions::from_pairs(&options.to_pairs()), Ok(options));
        assert!(ZenOptions::from_pairs(&pairs(&[("players", "3")])).is_err());
        assert!(ZenOptions::from_pairs(&pairs(&[("variant", "4")])).is_err());
        assert!(Variant::Check.has_check() && Variant::Rounds.has_check());
        assert!(!Variant::FreeZen.has_check() && !Variant::Base.has_check());
        assert!(Variant::Rounds.has_rounds() && Variant::FreeZen.has_rounds());
        assert!(!Variant::FreeZen.zen_needs_contact());
    }
}
