//! The games of the collection, chosen by name at run time.
//!
//! The engine protocol, the setup screen and record loading do not know a game's type in
//! advance; they hold a `Box<dyn AnyMatch>` made here and talk to it in notation text.

use crate::record::{GameRecord, RecordError};
use crate::{
    GAMES, Game, GameOptions, Match, OptionError, OptionPairs, OptionSpec, PositionError,
    ResignError, Seat, options_help,
};

/// A game the collection offers.
#[derive(Clone, Copy, Debug)]
pub struct GameEntry {
    /// Identifier in records and the engine protocol.
    pub id: &'static str,
    /// Display name.
    pub name: &'static str,
    /// The options it takes, described for every interface.
    pub options: &'static [OptionSpec],
    new: fn(&[(String, String)]) -> Result<Box<dyn AnyMatch>, OptionError>,
    load: fn(&GameRecord) -> Result<Box<dyn AnyMatch>, RecordError>,
    defaults: fn() -> OptionPairs,
}

impl GameEntry {
    /// The entry of game `G` (the crate's list of games makes one for each).
    pub(crate) const fn of<G: Game>() -> Self {
        GameEntry {
            id: G::ID,
            name: G::NAME,
            options: G::Options::SPECS,
            new: new_boxed::<G>,
            load: load_boxed::<G>,
            defaults: default_pairs::<G>,
        }
    }

    /// The options it takes, as help text (`variant=standard|blitz`).
    pub fn options_help(&self) -> String {
        options_help(self.options)
    }

    /// The game's options at their defaults.
    pub fn default_options(&self) -> OptionPairs {
        (self.defaults)()
    }
}

fn default_pairs<G: Game>() -> OptionPairs {
    G::Options::default().to_pairs()
}

fn new_boxed<G: Game>(pairs: &[(String, String)]) -> Result<Box<dyn AnyMatch>, OptionError> {
    let options = G::Options::from_pairs(pairs)?;
    Ok(Box::new(Match::<G>::new(&options)))
}

fn load_boxed<G: Game>(record: &GameRecord) -> Result<Box<dyn AnyMatch>, RecordError> {
    Ok(Box::new(Match::<G>::from_record(record)?))
}

/// Every game of the collection.
pub fn games() -> &'static [GameEntry] {
    GAMES
}

/// The game named `id` (case-insensitive).
pub fn find(id: &str) -> Option<&'static GameEntry> {
    GAMES.iter().find(|g| g.id.eq_ignore_ascii_case(id))
}

/// Why a match could not be started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewMatchError {
    /// No game of that name.
    UnknownGame(String),
    /// The options are not valid for the game.
    Options(OptionError),
}

impl std::fmt::Display for NewMatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NewMatchError::UnknownGame(id) => {
                let ids: Vec<_> = GAMES.iter().map(|g| g.id).collect();
                write!(f, "unknown game '{id}' (games: {})", ids.join(", "))
            }
            NewMatchError::Options(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for NewMatchError {}

/// Starts a match of the game named `id` with `key=value` options.
pub fn new_match(
    id: &str,
    options: &[(String, String)],
) -> Result<Box<dyn AnyMatch>, NewMatchError> {
    let entry = find(id).ok_or_else(|| NewMatchError::UnknownGame(id.to_string()))?;
    (entry.new)(options).map_err(NewMatchError::Options)
}

/// Rebuilds a match from a record of any game of the collection.
pub fn load_record(record: &GameRecord) -> Result<Box<dyn AnyMatch>, RecordError> {
    let entry = find(&record.game).ok_or_else(|| RecordError::UnknownGame(record.game.clone()))?;
    (entry.load)(record)
}

/// A match of some game, driven through notation text.
pub trait AnyMatch: Send + Sync {
    /// The game's identifier.
    fn game_id(&self) -> &'static str;
    /// The options the match was started with.
    fn option_pairs(&self) -> OptionPairs;
    /// The legal actions of the current decision, in notation.
    fn legal_actions(&self) -> Vec<String>;
    /// Plays an action given in notation and returns it as printed (lower case);
    /// on error nothing changes.
    fn play(&mut self, text: &str) -> Result<String, String>;
    /// Takes back the last action and returns it in notation.
    /// A resignation is taken back first, on its own, and answered `resignation` (the
    /// answer always says what changed; `None` means nothing did).
    fn undo(&mut self) -> Option<String>;
    /// Whose decision it is and of what kind (`white move-ring`); `None` once over.
    fn turn_text(&self) -> Option<String>;
    /// The seat whose decision it is; `None` once over.
    fn seat_to_move(&self) -> Option<Seat>;
    /// The status in words (`ongoing`, `white wins 3-1`).
    fn status_text(&self) -> String;
    /// A text picture of the position.
    fn render_text(&self) -> String;
    /// The current position as one line of text ([`Game::position_text`]).
    fn position_text(&self) -> String;
    /// Starts the match again from the position `text`, with the same options and no
    /// history; on error nothing changes.
    fn set_position(&mut self, text: &str) -> Result<(), PositionError>;
    /// Every action so far, in notation.
    fn action_texts(&self) -> Vec<String>;
    /// Every action so far as `seat` may see it ([`Game::action_text_for`]: the
    /// public form of what hides a secret from it): its move list, and what an outside
    /// program in that seat is told.
    fn action_texts_for(&self, seat: Seat) -> Vec<String>;
    /// The seat named `name` (`black`), case-insensitive.
    fn seat_named(&self, name: &str) -> Option<Seat>;
    /// The name of `seat` (`black`).
    fn seat_name(&self, seat: Seat) -> &'static str;
    /// The legal actions of the current decision as `seat` may know them: those of its
    /// view ([`Game::view_for`]), which hide the other seats' secrets.
    fn legal_actions_for(&self, seat: Seat) -> Vec<String>;
    /// A text picture of the position as `seat` may see it.
    fn render_text_for(&self, seat: Seat) -> String;
    /// The position as `seat` may see it: a view's text, which shows a secret as such
    /// and is not a position a game can be set up from when it hides one.
    fn position_text_for(&self, seat: Seat) -> String;
    /// The action `text` (notation, to be taken now) as `seat` is shown it
    /// ([`Game::action_text_for`]); `None` when it is not an action.
    fn action_text_for(&self, text: &str, seat: Seat) -> Option<String>;
    /// Plays `text` as a program playing `seat` tells it, and returns the action as
    /// `seat` is shown it: an action of the game, or another seat's secret decision in
    /// its public form, after which the match goes on as `seat`'s view
    /// ([`Match::play_told`]); on error nothing changes.
    fn play_told(&mut self, seat: Seat, text: &str) -> Result<String, String>;
    /// The seat the match's state is a view for ([`Game::viewer`]), `None` when it is
    /// the full state: in a view, only that seat's secrets are known.
    fn viewer(&self) -> Option<Seat>;
    /// Whether the match (its record) holds something `seat` may not see
    /// ([`Match::hides_from`]).
    fn hides_from(&self, seat: Seat) -> bool;
    /// A new match from `viewer`'s view of the current state ([`Game::view_for`]), with
    /// no history; this one is unchanged. A seat the game does not have (the next
    /// number after the last seat) sees no seat's secrets: a spectator's view.
    fn view_of(&self, viewer: Seat) -> Box<dyn AnyMatch>;
    /// How many seats the game has.
    fn seat_count(&self) -> usize;
    /// `seat` resigns for its team ([`Match::resign`]); on error nothing changes.
    fn resign(&mut self, seat: Seat) -> Result<(), ResignError>;
    /// A record of the match with default seat names.
    fn record(&self) -> GameRecord;
    /// The match itself, for callers that know its game (an AI for that game).
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<G: Game> AnyMatch for Match<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }

    fn option_pairs(&self) -> OptionPairs {
        self.state().options().to_pairs()
    }

    fn legal_actions(&self) -> Vec<String> {
        let mut actions = Vec::new();
        if self.resigned().is_none() {
            self.state().legal_actions(&mut actions);
        }
        actions.iter().map(ToString::to_string).collect()
    }

    fn play(&mut self, text: &str) -> Result<String, String> {
        self.play_text(text)
            .map(|(action, _)| action.to_string())
            .map_err(|e| e.to_string())
    }

    fn undo(&mut self) -> Option<String> {
        if self.resigned().is_some() {
            Match::undo(self);
            return Some("resignation".to_string());
        }
        Match::undo(self).map(|a| a.to_string())
    }

    fn turn_text(&self) -> Option<String> {
        let state = self.state();
        if self.resigned().is_some() {
            return None;
        }
        state
            .turn()
            .map(|turn| format!("{} {}", state.seat_name(turn.seat), turn.kind))
    }

    fn seat_to_move(&self) -> Option<Seat> {
        if self.resigned().is_some() {
            return None;
        }
        self.state().turn().map(|turn| turn.seat)
    }

    fn status_text(&self) -> String {
        Match::status_text(self)
    }

    fn render_text(&self) -> String {
        self.state().render_text()
    }

    fn position_text(&self) -> String {
        self.state().position_text()
    }

    fn set_position(&mut self, text: &str) -> Result<(), PositionError> {
        *self = Match::from_position(text, self.state().options())?;
        Ok(())
    }

    fn action_texts(&self) -> Vec<String> {
        self.actions().map(|a| a.to_string()).collect()
    }

    fn action_texts_for(&self, seat: Seat) -> Vec<String> {
        self.actions()
            .enumerate()
            .map(|(index, action)| self.state_after(index).action_text_for(action, seat))
            .collect()
    }

    fn seat_named(&self, name: &str) -> Option<Seat> {
        let state = self.state();
        Seat::all(state.seat_count()).find(|&seat| state.seat_name(seat).eq_ignore_ascii_case(name))
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        self.state().seat_name(seat)
    }

    fn legal_actions_for(&self, seat: Seat) -> Vec<String> {
        let mut actions = Vec::new();
        if self.resigned().is_none() {
            self.state().view_for(seat).legal_actions(&mut actions);
        }
        actions.iter().map(ToString::to_string).collect()
    }

    fn render_text_for(&self, seat: Seat) -> String {
        self.state().view_for(seat).render_text()
    }

    fn position_text_for(&self, seat: Seat) -> String {
        self.state().view_for(seat).position_text()
    }

    fn action_text_for(&self, text: &str, seat: Seat) -> Option<String> {
        let state = self.state();
        let action = state.parse_action(text).ok()?;
        Some(state.action_text_for(action, seat))
    }

    fn play_told(&mut self, seat: Seat, text: &str) -> Result<String, String> {
        Match::play_told(self, seat, text)
    }

    fn viewer(&self) -> Option<Seat> {
        self.state().viewer()
    }

    fn hides_from(&self, seat: Seat) -> bool {
        Match::hides_from(self, seat)
    }

    fn view_of(&self, viewer: Seat) -> Box<dyn AnyMatch> {
        Box::new(Match::from_state(self.state().view_for(viewer)))
    }

    fn seat_count(&self) -> usize {
        self.state().seat_count()
    }

    fn resign(&mut self, seat: Seat) -> Result<(), ResignError> {
        Match::resign(self, seat)
    }

    fn record(&self) -> GameRecord {
        self.to_record(self.seat_names())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
