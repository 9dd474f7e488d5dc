//! A game with its history: undo, replay and records.

use std::fmt;

use crate::record::{GameRecord, RECORD_FORMAT, RecordError};
use crate::{
    EndReason, Game, GameOptions, GameResult, ParseError, PositionError, Seat, Status, Team,
};

/// A game in progress with every action taken so far.
///
/// Undo restores the exact earlier state (the states before each action are kept; game
/// states are small values), so any number of actions can be taken back.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    current: G,
    /// The state before each action, with the action taken from it.
    history: Vec<(G, G::Action)>,
    /// The seat that resigned, which ends the match.
    resigned: Option<Seat>,
}

/// Why an action given as text was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError<E> {
    /// The text is not an action in the game's notation.
    Parse(ParseError),
    /// The action is not legal now.
    Illegal(E),
    /// The match ended when this seat resigned.
    Resigned(Seat),
}

impl<E: fmt::Display> fmt::Display for PlayError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Parse(error) => error.fmt(f),
            PlayError::Illegal(error) => write!(f, "illegal action: {error}"),
            PlayError::Resigned(_) => write!(f, "the game is over: a player resigned"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for PlayError<E> {}

impl<G: Game> Match<G> {
    /// A new match from the start position.
    pub fn new(options: &G::Options) -> Self {
        Match::from_state(G::new(options))
    }

    /// A match starting from `state` (a set-up position), with no history.
    pub fn from_state(state: G) -> Self {
        Match {
            current: state,
            history: Vec::new(),
            resigned: None,
        }
    }

    /// A match from the position `text` ([`Game::from_position`]), with no history.
    pub fn from_position(text: &str, options: &G::Options) -> Result<Self, PositionError> {
        G::from_position(text, options).map(Match::from_state)
    }

    /// The position the match started from as text ([`Game::position_text`]), or
    /// `None` when it started from the game's start position.
    pub fn start_position(&self) -> Option<String> {
        let first = self.state_after(0);
        (*first != G::new(first.options())).then(|| first.position_text())
    }

    /// The current state.
    pub fn state(&self) -> &G {
        &self.current
    }

    /// The actions taken so far, in order.
    pub fn actions(&self) -> impl ExactSizeIterator<Item = G::Action> + '_ {
        self.history.iter().map(|(_, action)| *action)
    }

    /// How many actions have been taken.
    pub fn len(&self) -> usize {
        self.history.len()
    }

    /// Whether no action has been taken yet.
    pub fn is_empty(&self) -> bool {
        self.history.is_empty()
    }

    /// The state after the first `count` actions (`count` is clamped to the length):
    /// what the move list shows when a player looks back.
    pub fn state_after(&self, count: usize) -> &G {
        match self.history.get(count) {
            Some((state, _)) => state,
            None => &self.current,
        }
    }

    /// Plays `action`; on error nothing changes. Nothing can be played after a
    /// resignation.
    pub fn play(&mut self, action: G::Action) -> Result<Vec<G::Effect>, PlayError<G::Error>> {
        if let Some(seat) = self.resigned {
            return Err(PlayError::Resigned(seat));
        }
        let before = self.current.clone();
        let effects = self.current.apply(action).map_err(PlayError::Illegal)?;
        self.history.push((before, action));
        Ok(effects)
    }

    /// Reads `text` in the game's notation and plays it; on error nothing changes.
    pub fn play_text(
        &mut self,
        text: &str,
    ) -> Result<(G::Action, Vec<G::Effect>), PlayError<G::Error>> {
        let action = self.current.parse_action(text).map_err(PlayError::Parse)?;
        let effects = self.play(action)?;
        Ok((action, effects))
    }

    /// Takes back the last action and returns it; `None` at the start. A resignation
    /// is taken back on its own first (returning `None`): see [`Match::resigned`].
    pub fn undo(&mut self) -> Option<G::Action> {
        if self.resigned.take().is_some() {
            return None;
        }
        let (state, action) = self.history.pop()?;
        self.current = state;
        Some(action)
    }

    /// `seat` resigns for its team: in a game of two teams the other team wins.
    /// Refused once the game is over, for a seat the game does not have, and in games
    /// of more than two teams (there a player leaving is the game's own action, since
    /// the others play on: see the game's rules).
    pub fn resign(&mut self, seat: Seat) -> Result<(), ResignError> {
        if seat.index() >= self.current.seat_count() {
            return Err(ResignError::NoSuchSeat);
        }
        if self.current.team_count() != 2 {
            return Err(ResignError::NotTwoTeams);
        }
        if self.status() != Status::Ongoing {
            return Err(ResignError::GameOver);
        }
        self.resigned = Some(seat);
        Ok(())
    }

    /// The team that wins when `seat` resigns: the other of the two teams.
    fn winner_on_resignation(&self, seat: Seat) -> Team {
        let losers = self.current.team_of(seat);
        Team::all(self.current.team_count())
            .find(|&team| team != losers)
            .unwrap_or(losers)
    }

    /// The seat that resigned, if one did.
    pub fn resigned(&self) -> Option<Seat> {
        self.resigned
    }

    /// The match's status: the rules' status, or the end by resignation.
    pub fn status(&self) -> Status {
        match self.resigned {
            Some(seat) => Status::Over(GameResult {
                winner: Some(self.winner_on_resignation(seat)),
                scores: self.current.scores(),
                reason: EndReason::Resignation,
            }),
            None => self.current.status(),
        }
    }

    /// The status in words (`white wins 3-1`, `black wins by resignation`).
    pub fn status_text(&self) -> String {
        match self.resigned {
            Some(seat) => format!(
                "{} wins by resignation",
                self.current.team_name(self.winner_on_resignation(seat))
            ),
            None => self.current.status_text(),
        }
    }

    /// A record of the match, naming the player in each seat.
    pub fn to_record(&self, seats: Vec<String>) -> GameRecord {
        GameRecord {
            format: RECORD_FORMAT,
            game: G::ID.to_string(),
            options: self.current.options().to_pairs().into_iter().collect(),
            position: self.start_position(),
            seats,
            players: Vec::new(),
            actions: self.actions().map(|a| a.to_string()).collect(),
            result: self.status().result().map(|_| self.status_text()),
            resigned: self
                .resigned
                .map(|seat| self.current.seat_name(seat).to_string()),
            ended: None,
        }
    }

    /// Rebuilds a match by replaying a record from its start position. Reports a start
    /// position that is not one of the game, the first action that does not
    /// parse or is not legal, and a recorded result that differs from the replay.
    pub fn from_record(record: &GameRecord) -> Result<Self, RecordError> {
        if record.format != RECORD_FORMAT {
            return Err(RecordError::UnsupportedFormat(record.format));
        }
        if !record.game.eq_ignore_ascii_case(G::ID) {
            return Err(RecordError::WrongGame {
                expected: G::ID,
                found: record.game.clone(),
            });
        }
        // Read in any case, as the protocol's `new` reads its words (two keys that
        // differ only in case are then the same option given twice, and refused).
        let pairs: Vec<(String, String)> = record
            .options
            .iter()
            .map(|(k, v)| (k.to_ascii_lowercase(), v.to_ascii_lowercase()))
            .collect();
        let options = G::Options::from_pairs(&pairs).map_err(RecordError::Options)?;
        let mut replay = match &record.position {
            Some(text) => Match::from_position(text, &options).map_err(RecordError::Position)?,
            None => Match::<G>::new(&options),
        };
        let seats = replay.current.seat_count();
        for found in [record.seats.len(), record.players.len()] {
            if found != 0 && found != seats {
                return Err(RecordError::BadSeats {
                    expected: seats,
                    found,
                });
            }
        }
        for (index, text) in record.actions.iter().enumerate() {
            replay
                .play_text(text)
                .map_err(|error| RecordError::BadAction {
                    index,
                    text: text.clone(),
                    reason: error.to_string(),
                })?;
        }
        if let Some(name) = &record.resigned {
            let seat = Seat::all(replay.current.seat_count())
                .find(|&s| replay.current.seat_name(s).eq_ignore_ascii_case(name))
                .ok_or_else(|| RecordError::BadResignation(name.clone()))?;
            replay
                .resign(seat)
                .map_err(|_| RecordError::BadResignation(name.clone()))?;
        }
        if let Some(ending) = &record.ended {
            return check_ending(ending, record, &replay).map(|()| replay);
        }
        if let Some(recorded) = &record.result {
            let replayed = replay.status_text();
            if !recorded.eq_ignore_ascii_case(&replayed) {
                return Err(RecordError::ResultMismatch {
                    recorded: recorded.clone(),
                    replayed,
                });
            }
        }
        Ok(replay)
    }

    /// The names of the seats, for a record with default players.
    pub fn seat_names(&self) -> Vec<String> {
        Seat::all(self.current.seat_count())
            .map(|seat| self.current.seat_name(seat).to_string())
            .collect()
    }
}

/// Why a resignation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResignError {
    /// The game is already over.
    GameOver,
    /// Only games of two teams end by one player's resignation.
    NotTwoTeams,
    /// The game has no such seat.
    NoSuchSeat,
}

impl fmt::Display for ResignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResignError::GameOver => write!(f, "the game is already over"),
            ResignError::NotTwoTeams => {
                write!(f, "only a game of two sides ends by resignation")
            }
            ResignError::NoSuchSeat => write!(f, "the game has no such seat"),
        }
    }
}

impl std::error::Error for ResignError {}

/// Checks the ending a record names ([`GameRecord::ended`]): one of
/// [`crate::record::ENDINGS`], with a result in words, for a replay still going on.
fn check_ending<G: Game>(
    ending: &str,
    record: &GameRecord,
    replay: &Match<G>,
) -> Result<(), RecordError> {
    if !crate::record::ENDINGS.contains(&ending) {
        return Err(RecordError::BadEnding(format!(
            "'{ending}' is not one of {}",
            crate::record::ENDINGS.join(", ")
        )));
    }
    if record.result.is_none() {
        return Err(RecordError::BadEnding(format!(
            "the game ended by '{ending}' but the record gives no result"
        )));
    }
    if replay.status() != Status::Ongoing {
        return Err(RecordError::BadEnding(format!(
            "the game was already over ({}) before it ended by '{ending}'",
            replay.status_text()
        )));
    }
    Ok(())
}
