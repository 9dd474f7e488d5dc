//! The interface every game of the collection implements.

use std::fmt;
use std::hash::Hash;

use crate::{GameOptions, PositionError, Seat, Team};

/// Whose decision it is and what kind of decision.
///
/// The app's per-match state machine follows `kind`; the AI and the engine protocol
/// only need `seat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn<K> {
    /// The seat that must act.
    pub seat: Seat,
    /// What it must decide (YINSH: place a ring, move a ring, remove a row ...).
    pub kind: K,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum EndReason {
    /// A player reached the game's goal (YINSH: the last row; Y: a connection).
    Goal,
    /// The supply ran out (YINSH: no marker left in the pool).
    SupplyExhausted,
    /// Nobody could act (YINSH: both players passed in succession).
    Blocked,
    /// A player (for its team) resigned.
    Resignation,
    /// The same position with the same player to move occurred for the third time.
    Repetition,
    /// The game reached its `max_plies` limit without ending.
    PlyLimit,
}

/// The end of a game: which team won, the score, and why.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// The winning team, or `None` for a draw.
    pub winner: Option<Team>,
    /// Each team's score, by team (YINSH: rings removed). Empty where a game has none.
    pub scores: Vec<u32>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl GameResult {
    /// Whether `team` won.
    pub fn won_by(&self, team: Team) -> bool {
        self.winner == Some(team)
    }

    /// The scores joined by `separator`, the winner's first as players say it
    /// (`3-1`); in seat order for a draw; empty when the game has no score.
    pub fn score_text(&self, separator: &str) -> String {
        let mut scores = self.scores.clone();
        if let Some(winner) = self.winner
            && winner.index() < scores.len()
        {
            let theirs = scores.remove(winner.index());
            scores.insert(0, theirs);
        }
        scores
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(separator)
    }
}

/// Whether a game is still going on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Somebody has a decision to take.
    Ongoing,
    /// The game is over.
    Over(GameResult),
}

impl Status {
    /// The status of `game`, whose seats each play for themselves, from its end once it
    /// has come: the winning seat (`None`: a draw) and why. The result holds the game's
    /// [`Game::scores`].
    pub fn from_end<G: Game>(game: &G, end: Option<(Option<Seat>, EndReason)>) -> Status {
        match end {
            None => Status::Ongoing,
            Some((winner, reason)) => Status::Over(GameResult {
                winner: winner.map(Team::solo),
                scores: game.scores(),
                reason,
            }),
        }
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<&GameResult> {
        match self {
            Status::Ongoing => None,
            Status::Over(result) => Some(result),
        }
    }
}

/// A game's rules: its state, whose decision it is, the legal actions, and what each
/// action does.
///
/// Implementations are plain values (cheap to clone: the AI and [`crate::Match`]'s undo
/// both copy them). Every method is total: nothing panics on a bad action or bad text.
///
/// Hidden information (a secret the opponent may not see, as Yin-Yang's laws) is kept in
/// the state like everything else; [`Game::view_for`] gives the state as one seat may
/// know it, which is what an interface shows and what an AI may search.
pub trait Game: Clone + fmt::Debug + PartialEq + Send + Sync + 'static {
    /// One decision of one player, as small as the rules allow.
    type Action: Copy + fmt::Debug + fmt::Display + PartialEq + Eq + Hash + Send + Sync;
    /// The kinds of decision the game asks for.
    type Decision: Copy + fmt::Debug + fmt::Display + PartialEq + Eq + Hash + Send + Sync;
    /// What an action changed, in the order it happened, for interfaces to animate.
    type Effect: Copy + fmt::Debug + PartialEq + Eq + Send + Sync;
    /// Why an action was refused.
    type Error: std::error::Error + Clone + PartialEq + Eq + Send + Sync + 'static;
    /// The variants and settings chosen before play.
    type Options: GameOptions;

    /// The game's identifier in records and the engine protocol (`yinsh`).
    const ID: &'static str;
    /// The game's display name (`YINSH`).
    const NAME: &'static str;
    /// The seats' names in notation and status lines, in seat order (`["white",
    /// "black"]`); where the options take seats away, the names of the most seats.
    const SEAT_NAMES: &'static [&'static str];

    /// A new game in its start position.
    fn new(options: &Self::Options) -> Self;

    /// The options the game was started with.
    fn options(&self) -> &Self::Options;

    /// How many seats the game has: by default, one for each of [`Game::SEAT_NAMES`].
    fn seat_count(&self) -> usize {
        Self::SEAT_NAMES.len()
    }

    /// The seat's name in notation and status lines (`white`): by default, from
    /// [`Game::SEAT_NAMES`].
    fn seat_name(&self, seat: Seat) -> &'static str {
        Self::SEAT_NAMES.get(seat.index()).copied().unwrap_or("?")
    }

    /// How many teams the game has; by default every seat plays for itself.
    fn team_count(&self) -> usize {
        self.seat_count()
    }

    /// The team `seat` plays for; by default its own ([`Team::solo`]).
    fn team_of(&self, seat: Seat) -> Team {
        Team::solo(seat)
    }

    /// The team's name in status lines (`black`); by default the name of its seat.
    fn team_name(&self, team: Team) -> &'static str {
        self.seat_name(Seat(team.0))
    }

    /// Whose decision it is and of what kind; `None` once the game is over.
    fn turn(&self) -> Option<Turn<Self::Decision>>;

    /// Whether the game is over, and how it ended.
    fn status(&self) -> Status;

    /// Each team's score so far, by team (YINSH: rings removed); empty where a game has
    /// none, as by default.
    fn scores(&self) -> Vec<u32> {
        Vec::new()
    }

    /// Appends the legal actions for the current decision to `out` (which is not
    /// cleared). Nothing is appended once the game is over.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Applies `action` for the seat whose decision it is, appending its effects to
    /// `effects`. An illegal action returns an error and changes nothing (neither the
    /// state nor `effects`).
    fn apply_into(
        &mut self,
        action: Self::Action,
        effects: &mut Vec<Self::Effect>,
    ) -> Result<(), Self::Error>;

    /// Applies `action` and returns its effects; see [`Game::apply_into`].
    fn apply(&mut self, action: Self::Action) -> Result<Vec<Self::Effect>, Self::Error> {
        let mut effects = Vec::new();
        self.apply_into(action, &mut effects)?;
        Ok(effects)
    }

    /// Reads an action in the game's notation (case-insensitive).
    fn parse_action(&self, text: &str) -> Result<Self::Action, ParseError>;

    /// A text picture of the position, for the engine protocol and logs.
    fn render_text(&self) -> String;

    /// The position as one line of text without spaces, like chess's FEN: the pieces,
    /// whose decision it is and of what kind, and every counter that matters for the
    /// rest of the game (see `docs/notation.md` for each game's format).
    /// [`Game::from_position`] reads it back to an equal state while the game goes on;
    /// a finished game's text says so and is refused.
    fn position_text(&self) -> String;

    /// Sets up a game with `options` from a [`Game::position_text`]. A text that is not
    /// a position the game can reach is refused with the reason: bad syntax, two
    /// pieces on one point, impossible counts, a decision the position cannot ask for,
    /// or a game already decided.
    fn from_position(text: &str, options: &Self::Options) -> Result<Self, PositionError>;

    /// Whether some of the state is secret to some seat (Yin-Yang's unlaid laws). When
    /// `false`, [`Game::view_for`] is the state itself and [`Game::sample_hidden`] is
    /// never needed.
    const HIDDEN_INFORMATION: bool = false;

    /// The state as `viewer` may know it: what every consumer of that seat's knowledge
    /// gets (its computer player and hint, the engine's `genmove`, the move list and
    /// review shown to it). Secrets of other seats are replaced by placeholders the
    /// game can still be played from (legal actions and `apply` work on a view, with
    /// the placeholders' public consequences). Games without hidden information return
    /// the state unchanged.
    fn view_for(&self, viewer: Seat) -> Self {
        let _ = viewer;
        self.clone()
    }

    /// The seat this state is a view for ([`Game::view_for`]), `None` for the full
    /// state: in a view, the other seats' secrets are placeholders, so only that seat
    /// may decide from it (its own secrets are the only ones it holds).
    fn viewer(&self) -> Option<Seat> {
        None
    }

    /// A full state drawn at random (by `seed`) among those `viewer` cannot tell from
    /// this one (`self` is normally `viewer`'s view): what a search of a game with
    /// hidden information plays out. Consistent with everything `viewer` has seen.
    /// Games without hidden information return the state unchanged.
    fn sample_hidden(&self, viewer: Seat, seed: u64) -> Self {
        let _ = (viewer, seed);
        self.clone()
    }

    /// The text `viewer` is shown for `action` taken in this state (the state before
    /// it): the action's notation, or a public text for an action that hides something
    /// ("rewrote law 3"). Records keep the full notation.
    fn action_text_for(&self, action: Self::Action, viewer: Seat) -> String {
        let _ = viewer;
        action.to_string()
    }

    /// The status in words: `ongoing`, `white wins 3-1`, `draw 2-2`.
    fn status_text(&self) -> String {
        match self.status() {
            Status::Ongoing => "ongoing".to_string(),
            Status::Over(result) => {
                let head = match result.winner {
                    Some(winner) => format!("{} wins", self.team_name(winner)),
                    None => "draw".to_string(),
                };
                let score = result.score_text("-");
                if score.is_empty() {
                    head
                } else {
                    format!("{head} {score}")
                }
            }
        }
    }
}

/// Text that is not an action in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The text given.
    pub text: String,
    /// What is wrong with it.
    pub reason: String,
}

impl ParseError {
    /// An error for `text` with `reason`.
    pub fn new(text: &str, reason: impl Into<String>) -> Self {
        ParseError {
            text: text.to_string(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not an action: {}", self.text, self.reason)
    }
}

impl std::error::Error for ParseError {}
