//! The app's catalog: what the interface knows of each game of the rules' catalog
//! (`plateau_rules::catalog`), by the game's id. Its name, rules help and goal in both
//! languages, its seats' names and colours, and the setup of a match: default seats,
//! options checked by the game itself, a link or the command line read into a setup.
//!
//! This is the one place of the app that names games; screens, the demo, the web page
//! and the command line go through it.

use bevy_egui::egui::Color32;
use plateau_ai::Level;
use plateau_rules::amazons::Amazons;
use plateau_rules::catalog::{self, AnyMatch, GameEntry, NewMatchError};
use plateau_rules::leapover::LeapOver;
use plateau_rules::quinta::Quinta;
use plateau_rules::record::GameRecord;
use plateau_rules::sexta::Sexta;
use plateau_rules::singularity::Singularity;
use plateau_rules::tetra::Tetra;
use plateau_rules::y::GameOfY;
use plateau_rules::yinsh::Yinsh;
use plateau_rules::yinyang::YinYang;
use plateau_rules::zen::Zen;
use plateau_rules::{Game, OptionError, OptionPairs, OptionSpec, OptionValues, Text};

use crate::i18n::{Language, Tr, fill};
use crate::match_setup::{MatchSetup, SeatPlayer};

/// How a seat is shown: its name and its pieces' colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatLook {
    /// The seat's name (`White`).
    pub name: Tr,
    /// The colour of its pieces, sRGB.
    pub colour: [u8; 3],
    /// Whether the name is a plural (`Aliens`), for the words that follow it.
    pub plural: bool,
}

/// White pieces.
const WHITE: SeatLook = SeatLook {
    name: Tr::White,
    colour: [242, 237, 222],
    plural: false,
};
/// Black pieces.
const BLACK: SeatLook = SeatLook {
    name: Tr::Black,
    colour: [33, 33, 41],
    plural: false,
};
/// Red pieces (Leap Over's third player).
const RED: SeatLook = SeatLook {
    name: Tr::Red,
    colour: [196, 64, 52],
    plural: false,
};
/// Aliens and Amazons' White side.
const ALIENS: SeatLook = SeatLook {
    name: Tr::Aliens,
    colour: [242, 237, 222],
    plural: true,
};
/// Aliens and Amazons' Black side.
const AMAZONS: SeatLook = SeatLook {
    name: Tr::Amazons,
    colour: [33, 33, 41],
    plural: true,
};
/// Zen l'Initié's second Black player (four players).
const BLACK_2: SeatLook = SeatLook {
    name: Tr::Black2,
    colour: [33, 33, 41],
    plural: false,
};
/// Zen l'Initié's second White player (four players).
const WHITE_2: SeatLook = SeatLook {
    name: Tr::White2,
    colour: [242, 237, 222],
    plural: false,
};
/// Colours for seats past a game's list (a game with more seats than it names).
const MORE_COLOURS: [[u8; 3]; 4] = [
    [204, 107, 84],
    [77, 140, 184],
    [112, 161, 87],
    [230, 190, 70],
];

/// A game as the app shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AppGame {
    /// The id in the rules' catalog and in records (`yinsh`).
    pub id: &'static str,
    /// Its name for players.
    pub name: Tr,
    /// Its rules, as help text (paragraphs split by blank lines).
    pub rules: Tr,
    /// Why a game ended when a player reached the goal (`EndReason::Goal`).
    pub goal: Tr,
    /// The goal told to a new player, in a few words after "You play Black —"
    /// (`connect the three sides`).
    pub aim: Tr,
    /// Its seats in seat order.
    pub seats: &'static [SeatLook],
    /// Options drawn by lot for each new match (Zen l'Initié: who starts).
    pub drawn_by_lot: &'static [&'static str],
}

const GAMES: &[AppGame] = &[
    AppGame {
        id: <Yinsh as Game>::ID,
        name: Tr::YinshName,
        rules: Tr::YinshRules,
        goal: Tr::ReasonGoal,
        aim: Tr::YinshAim,
        seats: &[WHITE, BLACK],
        drawn_by_lot: &[],
    },
    AppGame {
        id: <GameOfY as Game>::ID,
        name: Tr::GameOfY,
        rules: Tr::YRules,
        goal: Tr::ReasonChain,
        aim: Tr::YAim,
        seats: &[BLACK, WHITE],
        drawn_by_lot: &[],
    },
    AppGame {
        id: <Quinta as Game>::ID,
        name: Tr::QuintaName,
        rules: Tr::QuintaRules,
        goal: Tr::QuintaGoal,
        aim: Tr::QuintaAim,
        seats: &[BLACK, WHITE],
        drawn_by_lot: &[],
    },
    AppGame {
        id: <Sexta as Game>::ID,
        name: Tr::SextaName,
        rules: Tr::SextaRules,
        goal: Tr::SextaGoal,
        aim: Tr::SextaAim,
        seats: &[BLACK, WHITE],
        drawn_by_lot: &[],
    },
    AppGame {
        id: <Tetra as Game>::ID,
        name: Tr::TetraName,
        rules: Tr::TetraRules,
        goal: Tr::TetraGoal,
        aim: Tr::TetraAim,
        seats: &[BLACK, WHITE],
        drawn_by_lot: &[],
    },
    AppGame {
        id: <Singularity as Game>::ID,
        name: Tr::SingularityName,
        rules: Tr::SingularityRules,
        goal: Tr::SingularityGoal,
        aim: Tr::SingularityAim,
        seats: &[BLACK, WHITE],
        drawn_by_lot: &[],
    },
    AppGame {
        id: <LeapOver as Game>::ID,
        name: Tr::LeapOverName,
        rules: Tr::LeapOverRules,
        goal: Tr::LeapOverGoal,
        aim: Tr::LeapOverAim,
        seats: &[BLACK, WHITE, RED],
        drawn_by_lot: &[],
    },
    AppGame {
        id: <Amazons as Game>::ID,
        name: Tr::AmazonsName,
        rules: Tr::AmazonsRules,
        goal: Tr::AmazonsGoal,
        aim: Tr::AmazonsAim,
        seats: &[ALIENS, AMAZONS],
        drawn_by_lot: &[],
    },
    AppGame {
        id: <Zen as Game>::ID,
        name: Tr::ZenName,
        rules: Tr::ZenRules,
        goal: Tr::ZenGoal,
        aim: Tr::ZenAim,
        seats: &[BLACK, WHITE, BLACK_2, WHITE_2],
        drawn_by_lot: &["first"],
    },
    AppGame {
        id: <YinYang as Game>::ID,
        name: Tr::YinYangName,
        rules: Tr::YinYangRules,
        goal: Tr::YinYangGoal,
        aim: Tr::YinYangAim,
        seats: &[BLACK, WHITE],
        drawn_by_lot: &[],
    },
];

/// Every game the app shows, in the rules' catalog order.
pub fn games() -> impl Iterator<Item = &'static AppGame> {
    catalog::games().iter().filter_map(|entry| find(entry.id))
}

/// The game `id` (case-insensitive), if the app has it.
pub fn find(id: &str) -> Option<&'static AppGame> {
    GAMES.iter().find(|game| game.id.eq_ignore_ascii_case(id))
}

/// Replays `record`: a saved game, an opened file or the autosave. A record its rules
/// refuse is refused with their reason.
pub fn check_record(record: &GameRecord) -> Result<(), String> {
    catalog::load_record(record)
        .map(drop)
        .map_err(|e| e.to_string())
}

/// Reads a record from its JSON text and checks it (see [`check_record`]): the autosave,
/// an opened file, `--record`.
pub fn read_record(text: &str) -> Result<GameRecord, String> {
    let record = GameRecord::from_json(text).map_err(|e| e.to_string())?;
    check_record(&record).map(|()| record)
}

/// Why the app cannot start the game `id`, naming the games it shows.
fn unknown_game(id: &str) -> String {
    let ids: Vec<_> = games().map(|g| g.id).collect();
    format!("unknown game '{id}' (games: {})", ids.join(", "))
}

/// The game offered first.
pub fn default_game() -> &'static AppGame {
    games().next().unwrap_or(&GAMES[0])
}

/// An option's text in `lang`.
pub fn text(text: Text, lang: Language) -> &'static str {
    match lang {
        Language::English => text.en,
        Language::French => text.fr,
    }
}

/// Whether an option is a rule switched on or off (a checkbox).
pub fn is_on_off(spec: &OptionSpec) -> bool {
    matches!(spec.values, OptionValues::Choice(choices)
        if choices.len() == 2 && choices.iter().all(|c| c.value == "on" || c.value == "off"))
}

/// The result of changing one option: the options to keep, the other options that had
/// to change for the game to accept them, and the game's refusal if none would do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionChange {
    /// The options now.
    pub options: OptionPairs,
    /// Other options changed to make room (key, new value).
    pub adjusted: Vec<(&'static str, String)>,
    /// Why the game refuses the options, when it still does.
    pub error: Option<OptionError>,
}

impl AppGame {
    /// The game's entry in the rules' catalog (every app game has one: tested).
    pub fn entry(&self) -> &'static GameEntry {
        catalog::find(self.id).expect("every app game is in the rules' catalog")
    }

    /// Its name in `lang`.
    pub fn name(&self, lang: Language) -> &'static str {
        self.name.get(lang)
    }

    /// The options it takes, described.
    pub fn options(&self) -> &'static [OptionSpec] {
        self.entry().options
    }

    /// A match with `options`, or the game's refusal.
    fn start(&self, options: &[(String, String)]) -> Result<Box<dyn AnyMatch>, OptionError> {
        catalog::new_match(self.id, options).map_err(|error| match error {
            NewMatchError::Options(error) => error,
            NewMatchError::UnknownGame(id) => OptionError::Malformed(id),
        })
    }

    /// Checks `options` with the game's own rules (`GameOptions::from_pairs`) and
    /// returns every option's value as the game reads them.
    pub fn check_options(&self, options: &[(String, String)]) -> Result<OptionPairs, OptionError> {
        self.start(options).map(|game| game.option_pairs())
    }

    /// How many seats a match with `options` has, as the rules say.
    pub fn seat_count(&self, options: &[(String, String)]) -> usize {
        self.start(options)
            .or_else(|_| self.start(&[]))
            .map_or(self.seats.len(), |game| game.record().seats.len())
    }

    /// How a seat looks; seats the game does not name get a number and a colour.
    fn seat_look(&self, seat: usize) -> Option<SeatLook> {
        self.seats.get(seat).copied()
    }

    /// The seat's name in `lang` (`White`, or `Seat 3`).
    pub fn seat_name(&self, seat: usize, lang: Language) -> String {
        match self.seat_look(seat) {
            Some(look) => look.name.get(lang).to_string(),
            None => fill(Tr::SeatNumber.get(lang), &[("n", &(seat + 1).to_string())]),
        }
    }

    /// Whether the seat's own name (not one a player typed) is a plural.
    pub fn seat_is_plural(&self, seat: usize, name: &str) -> bool {
        self.is_default_seat_name(seat, name) && self.seat_look(seat).is_some_and(|l| l.plural)
    }

    /// The colour of the seat's pieces.
    pub fn seat_colour(&self, seat: usize) -> Color32 {
        let [r, g, b] = self
            .seat_look(seat)
            .map_or(MORE_COLOURS[seat % MORE_COLOURS.len()], |look| look.colour);
        Color32::from_rgb(r, g, b)
    }

    /// The seats' names in `lang`, for `count` seats.
    pub fn seat_names(&self, count: usize, lang: Language) -> Vec<String> {
        (0..count).map(|seat| self.seat_name(seat, lang)).collect()
    }

    /// Whether `name` is a seat's default name (in any language), not one a player typed.
    pub fn is_default_seat_name(&self, seat: usize, name: &str) -> bool {
        name.is_empty()
            || Language::ALL
                .iter()
                .any(|&l| self.seat_name(seat, l) == name)
    }

    /// The line that tells a new player what to do, under the game's name: their colour
    /// and the goal when one person plays (`You play Black — connect the three
    /// sides`), else the goal alone. `person` is the one seat a person plays.
    pub fn goal_line(&self, person: Option<usize>, lang: Language) -> String {
        let aim = self.aim.get(lang);
        match person {
            Some(seat) => fill(
                Tr::YouPlay.get(lang),
                &[("colour", &self.seat_name(seat, lang)), ("aim", aim)],
            ),
            None => fill(Tr::GoalLine.get(lang), &[("aim", aim)]),
        }
    }

    /// A seat's name as the players see it: the name a player typed, or the seat's
    /// colour in `lang` when the name is empty or a default name in any language (so
    /// that names the app gave follow the language).
    pub fn shown_seat_name(&self, seat: usize, name: &str, lang: Language) -> String {
        if self.is_default_seat_name(seat, name) {
            self.seat_name(seat, lang)
        } else {
            name.to_string()
        }
    }

    /// A new match of this game: default options (those drawn by lot drawn now), the
    /// seats named after their colours in `lang`, people in every seat.
    pub fn new_setup(&self, lang: Language) -> MatchSetup {
        let mut options = self.entry().default_options();
        for (key, value) in options.iter_mut() {
            let spec = self.options().iter().find(|spec| spec.key == key.as_str());
            if let Some(OptionValues::Choice(choices)) = spec.map(|spec| spec.values)
                && self.drawn_by_lot.contains(&key.as_str())
                && !choices.is_empty()
            {
                let draw = getrandom::u64().unwrap_or(0) as usize;
                *value = choices[draw % choices.len()].value.to_string();
            }
        }
        let count = self.seat_count(&options);
        MatchSetup {
            game: self.id,
            options,
            seats: self.seat_names(count, lang),
            players: vec![SeatPlayer::Human; count],
        }
    }

    /// Sets option `key` to `value`. When the game refuses the result as a conflict,
    /// the least other change it accepts is made (first option in the game's order,
    /// first value: e.g. a Y handicap switches the pie rule off, and the pie rule back on
    /// sets the handicap to 1); when none does, the options stay as asked with the
    /// game's refusal, and a match cannot start until the player changes them.
    pub fn set_option(&self, options: &[(String, String)], key: &str, value: &str) -> OptionChange {
        let mut asked = options.to_vec();
        match asked.iter_mut().find(|(k, _)| k == key) {
            Some(slot) => slot.1 = value.to_string(),
            None => asked.push((key.to_string(), value.to_string())),
        }
        let error = match self.check_options(&asked) {
            Ok(_) => {
                return OptionChange {
                    options: asked,
                    adjusted: Vec::new(),
                    error: None,
                };
            }
            Err(error) => error,
        };
        if matches!(error, OptionError::Conflict(_)) {
            for spec in self.options().iter().filter(|spec| spec.key != key) {
                let current = asked
                    .iter()
                    .find(|(k, _)| k == spec.key)
                    .map_or(spec.default, |(_, v)| v.as_str())
                    .to_string();
                let candidates: Vec<String> = match spec.values {
                    OptionValues::Choice(choices) => {
                        choices.iter().map(|c| c.value.to_string()).collect()
                    }
                    OptionValues::Range { min, max } => {
                        vec![spec.default.to_string(), min.to_string(), max.to_string()]
                    }
                };
                for candidate in candidates.into_iter().filter(|c| *c != current) {
                    let mut tried = asked.clone();
                    match tried.iter_mut().find(|(k, _)| k == spec.key) {
                        Some(slot) => slot.1 = candidate.clone(),
                        None => tried.push((spec.key.to_string(), candidate.clone())),
                    }
                    if self.check_options(&tried).is_ok() {
                        return OptionChange {
                            options: tried,
                            adjusted: vec![(spec.key, candidate)],
                            error: None,
                        };
                    }
                }
            }
        }
        OptionChange {
            options: asked,
            adjusted: Vec::new(),
            error: Some(error),
        }
    }
}

/// The value of option `key` in `options`, or its default.
pub fn option_value<'a>(spec: &'a OptionSpec, options: &'a [(String, String)]) -> &'a str {
    options
        .iter()
        .find(|(k, _)| k == spec.key)
        .map_or(spec.default, |(_, v)| v.as_str())
}

/// The label of an option's value in `lang` (`Blitz (1 ring)`, `3`).
pub fn value_label(spec: &OptionSpec, value: &str, lang: Language) -> String {
    match spec.values {
        OptionValues::Choice(choices) => choices
            .iter()
            .find(|c| c.value == value)
            .map_or(value.to_string(), |c| text(c.label, lang).to_string()),
        OptionValues::Range { .. } => value.to_string(),
    }
}

/// A match setup from `key=value` words (the command line's `--option`), for the game
/// `id`: an unknown game or options the game refuses are explained.
pub fn setup_from_words(id: &str, words: &[String]) -> Result<MatchSetup, String> {
    let game = find(id).ok_or_else(|| unknown_game(id))?;
    let pairs = plateau_rules::parse_option_words(words.iter().map(String::as_str))
        .map_err(|e| e.to_string())?;
    let options = game
        .check_options(&pairs)
        .map_err(|e| format!("{}: {e}", game.id))?;
    let count = game.seat_count(&options);
    Ok(MatchSetup {
        game: game.id,
        options,
        seats: game.seat_names(count, Language::English),
        players: vec![SeatPlayer::Human; count],
    })
}

/// The match a web link asks for: `game=ID`, a player per seat named after the seat
/// (`white=casual`, or `seat1=casual`; `human` or an AI level), other keys the game's
/// options (`handicap=3`). `Ok(None)`: the link names no game; an unknown game, player
/// or option is explained.
pub fn setup_from_link(query: &str) -> Result<Option<MatchSetup>, String> {
    let pairs: Vec<(String, String)> = query
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (k.to_ascii_lowercase(), v.to_ascii_lowercase()))
        .collect();
    let Some((_, id)) = pairs.iter().find(|(k, _)| k == "game") else {
        return Ok(None);
    };
    let game = find(id).ok_or_else(|| unknown_game(id))?;
    let mut seats_asked = Vec::new();
    let mut option_pairs = Vec::new();
    for (key, value) in pairs.iter().filter(|(k, _)| k != "game") {
        let seat = (0..game.seats.len().max(1) + 8).find(|&seat| {
            game.seat_name(seat, Language::English)
                .eq_ignore_ascii_case(key)
                || *key == format!("seat{}", seat + 1)
        });
        match seat {
            Some(seat) => seats_asked.push((seat, value)),
            None => option_pairs.push((key.clone(), value.clone())),
        }
    }
    let options = game
        .check_options(&option_pairs)
        .map_err(|e| format!("{}: {e}", game.id))?;
    let count = game.seat_count(&options);
    let mut players = vec![SeatPlayer::Human; count];
    for (seat, value) in seats_asked {
        let player = match value.as_str() {
            "human" => SeatPlayer::Human,
            name => SeatPlayer::Ai(Level::parse(name).ok_or_else(|| {
                let levels: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown player '{name}' (human, {})", levels.join(", "))
            })?),
        };
        let slot = players
            .get_mut(seat)
            .ok_or_else(|| format!("{} has {count} seats", game.id))?;
        *slot = player;
    }
    Ok(Some(MatchSetup {
        game: game.id,
        options,
        seats: game.seat_names(count, Language::English),
        players,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(words: &[(&str, &str)]) -> OptionPairs {
        words
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn every_rules_game_has_an_app_entry_and_back() {
        for entry in catalog::games() {
            let game = find(entry.id).unwrap_or_else(|| panic!("{} has an app entry", entry.id));
            assert_eq!(game.entry().id, entry.id);
            assert!(
                game.seats.len() >= game.seat_count(&entry.default_options()),
                "{} names every seat",
                entry.id
            );
        }
        for game in GAMES {
            assert!(
                catalog::find(game.id).is_some(),
                "{} is no rules game",
                game.id
            );
        }
        let names: Vec<_> = games().map(|g| g.name(Language::English)).collect();
        assert_eq!(
            names,
            [
                "YINSH",
                "Game of Y",
                "Quinta",
                "Sexta",
                "Tetra",
                "Singularity",
                "Leap Over",
                "Aliens and Amazons",
                "Zen l'Initié",
                "Yin-Yang"
            ]
        );
    }

    #[test]
    fn a_record_is_replayed_or_refused_with_the_rules_reason() {
        let yinsh =
            GameRecord::from_json(r#"{"format":1,"game":"yinsh","options":{},"actions":["e5"]}"#);
        assert_eq!(check_record(&yinsh.unwrap()), Ok(()));
        let bad =
            GameRecord::from_json(r#"{"format":1,"game":"zen","options":{},"actions":["a1-a9"]}"#);
        let reason = check_record(&bad.unwrap()).unwrap_err();
        assert!(reason.contains("a1-a9"), "{reason}");
    }

    #[test]
    fn who_starts_a_new_zen_match_is_drawn_by_lot() {
        let zen = find("zen").unwrap();
        let firsts: std::collections::BTreeSet<String> = (0..64)
            .map(|_| zen.new_setup(Language::English))
            .map(|setup| option_value(&zen.options()[2], &setup.options).to_string())
            .collect();
        assert_eq!(zen.options()[2].key, "first");
        assert_eq!(firsts.into_iter().collect::<Vec<_>>(), ["black", "white"]);
        // Other games keep their defaults.
        let y = find("y").unwrap();
        assert_eq!(
            y.new_setup(Language::English).options,
            y.entry().default_options()
        );
    }

    #[test]
    fn seats_follow_each_game_order() {
        let yinsh = find("yinsh").unwrap();
        let y = find("Y").unwrap();
        assert_eq!(yinsh.seat_names(2, Language::English), ["White", "Black"]);
        assert_eq!(y.seat_names(2, Language::French), ["Noir", "Blanc"]);
        assert_eq!(y.seat_name(2, Language::English), "Seat 3");
        assert_ne!(y.seat_colour(0), y.seat_colour(1));
        assert_eq!(y.seat_colour(0), yinsh.seat_colour(1));
        let setup = y.new_setup(Language::English);
        assert_eq!(setup.seats, ["Black", "White"]);
        assert_eq!(setup.players.len(), 2);
        assert_eq!(setup.options, pairs(&[("pie", "on"), ("handicap", "1")]));
        assert!(y.is_default_seat_name(0, "Noir") && !y.is_default_seat_name(0, "Ann"));
    }

    #[test]
    fn names_the_app_gave_follow_the_language_and_the_goal_is_told_in_one_line() {
        let y = find("y").unwrap();
        assert_eq!(y.shown_seat_name(0, "Black", Language::French), "Noir");
        assert_eq!(y.shown_seat_name(1, "", Language::French), "Blanc");
        assert_eq!(y.shown_seat_name(1, "Blanc", Language::English), "White");
        assert_eq!(y.shown_seat_name(0, "Ann", Language::French), "Ann");
        assert_eq!(
            y.goal_line(Some(0), Language::English),
            "You play Black — connect the three sides"
        );
        assert_eq!(
            y.goal_line(Some(1), Language::French),
            "Vous jouez Blanc — reliez les trois côtés"
        );
        assert_eq!(
            y.goal_line(None, Language::English),
            "Goal: connect the three sides"
        );
        let yinsh = find("yinsh").unwrap();
        assert!(
            yinsh
                .goal_line(Some(1), Language::French)
                .starts_with("Vous jouez Noir — alignez cinq marqueurs")
        );
    }

    #[test]
    fn a_conflicting_option_makes_the_other_give_way() {
        let y = find("y").unwrap();
        let start = y.entry().default_options();
        let change = y.set_option(&start, "handicap", "3");
        assert_eq!(change.options, pairs(&[("pie", "off"), ("handicap", "3")]));
        assert_eq!(change.adjusted, [("pie", "off".to_string())]);
        assert_eq!(change.error, None);
        let change = y.set_option(&change.options, "pie", "on");
        assert_eq!(change.options, pairs(&[("pie", "on"), ("handicap", "1")]));
        assert_eq!(change.adjusted, [("handicap", "1".to_string())]);
        let change = y.set_option(&start, "handicap", "99");
        assert!(matches!(change.error, Some(OptionError::BadValue { .. })));
        assert!(y.check_options(&change.options).is_err());
        let yinsh = find("yinsh").unwrap();
        let change = yinsh.set_option(&yinsh.entry().default_options(), "variant", "blitz");
        assert_eq!(change.options, pairs(&[("variant", "blitz")]));
        assert!(change.adjusted.is_empty() && change.error.is_none());
    }

    #[test]
    fn options_are_shown_by_kind() {
        let y = find("y").unwrap();
        assert!(is_on_off(&y.options()[0]));
        assert!(!is_on_off(&y.options()[1]));
        let yinsh = find("yinsh").unwrap();
        let variant = &yinsh.options()[0];
        assert!(!is_on_off(variant));
        assert_eq!(
            value_label(variant, "blitz", Language::French),
            "Blitz (1 anneau)"
        );
        assert_eq!(option_value(variant, &[]), "standard");
    }

    #[test]
    fn words_and_links_start_any_game() {
        let setup = setup_from_words("Y", &["handicap=3".into()]).unwrap();
        assert_eq!(setup.game, "y");
        assert_eq!(setup.options, pairs(&[("pie", "off"), ("handicap", "3")]));
        assert_eq!(
            setup_from_words("chess", &[]).unwrap_err(),
            "unknown game 'chess' (games: yinsh, y, quinta, sexta, tetra, singularity, leapover, amazons, zen, yinyang)"
        );
        assert_eq!(
            setup_from_words("yinsh", &["variant=fast".into()]).unwrap_err(),
            "yinsh: bad value 'fast' for option 'variant' (expected standard or blitz)"
        );
        assert!(setup_from_words("y", &["handicap".into()]).is_err());

        assert_eq!(setup_from_link("?lang=fr"), Ok(None));
        let setup = setup_from_link("?game=y&white=casual&handicap=2")
            .unwrap()
            .unwrap();
        assert_eq!(setup.seats, ["Black", "White"]);
        assert_eq!(
            setup.players,
            [SeatPlayer::Human, SeatPlayer::Ai(Level::Casual)]
        );
        assert_eq!(setup.options, pairs(&[("pie", "off"), ("handicap", "2")]));
        let setup = setup_from_link("?game=YINSH&seat1=expert&variant=blitz")
            .unwrap()
            .unwrap();
        assert_eq!(setup.players[0], SeatPlayer::Ai(Level::Expert));
        assert_eq!(setup.options, pairs(&[("variant", "blitz")]));
        assert!(
            setup_from_link("?game=go")
                .unwrap_err()
                .contains("unknown game 'go'")
        );
        assert!(setup_from_link("?game=y&pie=on&handicap=3").is_err());
        assert!(
            setup_from_link("?game=y&black=grandmaster")
                .unwrap_err()
                .contains("unknown player 'grandmaster'")
        );
        assert!(setup_from_link("?game=y&seat5=human").is_err());
    }
}
