//! What a game brings to the app, as data: its entry ([`AppGame`]: its id, its view's
//! plugin, its texts in English and French, its seats, its lesson, its booth card and
//! its rules pictures), and what the app asks of an entry (seat names and colours, the
//! setup of a new match, options checked by the game itself). The entries are listed in
//! [`crate::catalog`]; each game's folder under `src/games/` holds its own.

use bevy::prelude::App;
use bevy_egui::egui::{self, Color32};
use plateau_rules::catalog::{self, AnyMatch, GameEntry, NewMatchError};
use plateau_rules::{OptionError, OptionPairs, OptionSpec, OptionValues, Text};

use crate::i18n::{Language, Tr, fill, text};
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
pub const WHITE: SeatLook = SeatLook {
    name: Tr::White,
    colour: [242, 237, 222],
    plural: false,
};
/// Black pieces.
pub const BLACK: SeatLook = SeatLook {
    name: Tr::Black,
    colour: [33, 33, 41],
    plural: false,
};
/// Red pieces (a third player).
pub const RED: SeatLook = SeatLook {
    name: Tr::Red,
    colour: [196, 64, 52],
    plural: false,
};
/// Colours for seats past a game's list (a game with more seats than it names).
const MORE_COLOURS: [[u8; 3]; 4] = [
    [204, 107, 84],
    [77, 140, 184],
    [112, 161, 87],
    [230, 190, 70],
];

/// A game as the app shows it: its entry in the catalog.
#[derive(Clone, Copy, Debug)]
pub struct AppGame {
    /// The id in the rules' catalog and in records (`yinsh`).
    pub id: &'static str,
    /// Its name for players.
    pub name: Text,
    /// Its rules, as help text (paragraphs split by blank lines).
    pub rules: Text,
    /// Why a game ended when a player reached the goal (`EndReason::Goal`).
    pub goal: Text,
    /// The goal told to a new player, in a few words after "You play Black —"
    /// (`connect the three sides`).
    pub aim: Text,
    /// Its seats in seat order.
    pub seats: &'static [SeatLook],
    /// Options drawn by lot for each new match (Zen l'Initié: who starts).
    pub drawn_by_lot: &'static [&'static str],
    /// Its view's plugin: `kit::plugin::<ItsView>`.
    pub plugin: fn(&mut App),
    /// Its lesson, as JSON (see `tutorial::lessons`).
    pub lesson: &'static str,
    /// A small picture of its board at the start, for the booth's cards (see
    /// `fair::card_pictures`).
    pub card: &'static [u8],
    /// Pictures in its rules help, if it has some.
    pub pictures: Option<RulesPictures>,
}

/// The words of a game's entry, from its folder's `texts.rs` (`NAME`, `RULES`, `GOAL`
/// and `AIM`): what [`AppGame`]'s fields of the same names hold.
#[derive(Clone, Copy, Debug)]
pub struct EntryTexts {
    /// Its name for players.
    pub name: Text,
    /// Its rules, as help text.
    pub rules: Text,
    /// Why a game ended when a player reached the goal.
    pub goal: Text,
    /// The goal told to a new player, in a few words.
    pub aim: Text,
}

/// Pictures drawn in a game's rules help, before one of its paragraphs.
#[derive(Clone, Copy, Debug)]
pub struct RulesPictures {
    /// The paragraph they go before (0: the first).
    pub before: usize,
    /// Draws them, with their captions, in a language.
    pub draw: fn(&mut egui::Ui, Language),
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
    /// The entry with other seats than black then white (the first to play first).
    pub const fn with_seats(self, seats: &'static [SeatLook]) -> Self {
        AppGame { seats, ..self }
    }

    /// The entry with options drawn by lot for each new match.
    pub const fn with_drawn_by_lot(self, drawn_by_lot: &'static [&'static str]) -> Self {
        AppGame {
            drawn_by_lot,
            ..self
        }
    }

    /// The entry with pictures in its rules help.
    pub const fn with_pictures(self, pictures: RulesPictures) -> Self {
        AppGame {
            pictures: Some(pictures),
            ..self
        }
    }

    /// The game's entry in the rules' catalog (every app game has one: tested).
    pub fn entry(&self) -> &'static GameEntry {
        catalog::find(self.id).expect("every app game is in the rules' catalog")
    }

    /// Its name in `lang`.
    pub fn name(&self, lang: Language) -> &'static str {
        text(self.name, lang)
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
        let aim = text(self.aim, lang);
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
