//! One rating per game and per variant that plays differently: [`rating_key`], a pure
//! function from a game's id and options to the rating it counts for.
//!
//! Each option of the catalog is decided in [`SPLITS`] or [`SAME_GAME`] (a test
//! checks that every one is):
//! - its own rating for each value ([`Split::EachValue`]): YINSH `variant` (standard,
//!   blitz), Zen l'Initié `variant` (base, 1, 2, 3), Game of Y `pie`, Leap Over
//!   `spoil`: each changes how the game is won or opened;
//! - rated only at its default ([`Split::DefaultOnly`]): Game of Y `handicap` (above 1
//!   a handicap game), Amazons `alien_target` and `amazon_moves` (ranges that tilt the
//!   balance between the sides; a rating for each of their thousands of pairs would
//!   mean nothing);
//! - the same game whatever the value: `max_plies` (a draw after so many turns, in
//!   every game that has it), Zen l'Initié `first` (which colour starts: colours are
//!   drawn by lot), `players` (Leap Over, Zen: only two seats are rated at all).
//!
//! The key is the game's id, then `:key=value` for each option of its own rating at a
//! value other than its default, in the catalog's order: `yinsh`, `yinsh:variant=blitz`,
//! `zen:variant=2`.

use std::collections::BTreeMap;

use plateau_rules::catalog;

use super::Unrated;

/// The rating a game counts for (`yinsh:variant=blitz`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RatingKey(pub String);

impl std::fmt::Display for RatingKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// How an option that makes another game is rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Split {
    /// Each value has its own rating.
    EachValue,
    /// Only its default value is rated.
    DefaultOnly,
}

/// The options that make another game, by game and key.
pub const SPLITS: &[(&str, &str, Split)] = &[
    ("yinsh", "variant", Split::EachValue),
    ("zen", "variant", Split::EachValue),
    ("y", "pie", Split::EachValue),
    ("leapover", "spoil", Split::EachValue),
    ("y", "handicap", Split::DefaultOnly),
    ("amazons", "alien_target", Split::DefaultOnly),
    ("amazons", "amazon_moves", Split::DefaultOnly),
];

/// The options that leave the game the same, in every game that has them.
pub const SAME_GAME: &[&str] = &["max_plies", "first", "players"];

/// The rating a game of `game` with `options` (keys not given at their defaults)
/// counts for, or why it is not rated (not a game of the catalog, not two seats, an
/// option value that is not rated).
pub fn rating_key(game: &str, options: &BTreeMap<String, String>) -> Result<RatingKey, Unrated> {
    let pairs: Vec<(String, String)> = options
        .iter()
        .map(|(k, v)| (k.to_ascii_lowercase(), v.to_ascii_lowercase()))
        .collect();
    let game_match =
        catalog::new_match(game, &pairs).map_err(|e| Unrated::BadGame(e.to_string()))?;
    let seats = game_match.seat_count();
    if seats != 2 {
        return Err(Unrated::NotTwoSeats(seats));
    }
    let id = game_match.game_id();
    let entry = catalog::find(id).ok_or_else(|| Unrated::BadGame(id.to_string()))?;
    let values = game_match.option_pairs();
    let mut key = id.to_string();
    for spec in entry.options {
        let split = SPLITS
            .iter()
            .find(|(g, k, _)| *g == id && *k == spec.key)
            .map(|(_, _, split)| *split);
        let Some(split) = split else { continue };
        let value = values
            .iter()
            .find(|(k, _)| k == spec.key)
            .map_or(spec.default, |(_, v)| v.as_str());
        if value == spec.default {
            continue;
        }
        match split {
            Split::EachValue => key.push_str(&format!(":{}={value}", spec.key)),
            Split::DefaultOnly => {
                return Err(Unrated::Variant {
                    key: spec.key.to_string(),
                    value: value.to_string(),
                });
            }
        }
    }
    Ok(RatingKey(key))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(game: &str, options: &[(&str, &str)]) -> Result<RatingKey, Unrated> {
        let options = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        rating_key(game, &options)
    }

    fn named(text: &str) -> Result<RatingKey, Unrated> {
        Ok(RatingKey(text.to_string()))
    }

    #[test]
    fn every_option_of_the_catalog_is_decided() {
        for entry in catalog::games() {
            for spec in entry.options {
                let split = SPLITS
                    .iter()
                    .any(|(g, k, _)| *g == entry.id && *k == spec.key);
                assert!(
                    split || SAME_GAME.contains(&spec.key),
                    "{} {}: decide whether it makes another game",
                    entry.id,
                    spec.key
                );
            }
        }
    }

    #[test]
    fn variants_that_play_differently_have_their_own_rating() {
        assert_eq!(key("yinsh", &[]), named("yinsh"));
        assert_eq!(key("YINSH", &[("variant", "STANDARD")]), named("yinsh"));
        assert_eq!(
            key("yinsh", &[("variant", "blitz")]),
            named("yinsh:variant=blitz")
        );
        assert_eq!(key("zen", &[("variant", "2")]), named("zen:variant=2"));
        assert_eq!(key("y", &[("pie", "off")]), named("y:pie=off"));
        assert_eq!(
            key("leapover", &[("spoil", "off")]),
            named("leapover:spoil=off")
        );
    }

    #[test]
    fn options_that_leave_the_game_the_same_share_its_rating() {
        assert_eq!(key("quinta", &[("max_plies", "0")]), named("quinta"));
        assert_eq!(key("zen", &[("first", "white")]), named("zen"));
        assert_eq!(key("leapover", &[("players", "2")]), named("leapover"));
    }

    #[test]
    fn handicaps_larger_tables_and_unknown_games_are_not_rated() {
        let handicap = Unrated::Variant {
            key: "handicap".into(),
            value: "3".into(),
        };
        assert_eq!(key("y", &[("handicap", "3")]), Err(handicap));
        assert!(matches!(
            key("amazons", &[("alien_target", "10")]),
            Err(Unrated::Variant { .. })
        ));
        assert_eq!(
            key("leapover", &[("players", "3")]),
            Err(Unrated::NotTwoSeats(3))
        );
        assert_eq!(
            key("zen", &[("players", "4")]),
            Err(Unrated::NotTwoSeats(4))
        );
        assert!(matches!(key("chess", &[]), Err(Unrated::BadGame(_))));
        assert!(matches!(
            key("yinsh", &[("variant", "x")]),
            Err(Unrated::BadGame(_))
        ));
    }
}
