//! The create page's choices, a [`MatchSetup`] as the setup screen makes it (game,
//! options, who plays each seat: a person or the server's computer) with a clock,
//! turned into the server's [`NewGame`].

use plateau_client::NewGame;
use plateau_client::protocol::{ClockPlan, GameInfo, SeatPlan};

use crate::catalog::{self, AppGame};
use crate::match_setup::{MatchSetup, SeatPlayer};

/// What the create page shows and changes.
#[derive(Clone, Debug, PartialEq)]
pub struct CreateForm {
    /// The game, its options, and the seats' players (people, or the server's
    /// computer at a level); the seat names are not used.
    pub setup: MatchSetup,
    /// Whether the game has a clock.
    pub clock: bool,
    /// Each seat's minutes at the start, with a clock.
    pub minutes: f64,
    /// Seconds added after each action, with a clock.
    pub increment_seconds: f64,
    /// Whether the game is listed in the lobby.
    pub listed: bool,
}

impl Default for CreateForm {
    fn default() -> Self {
        let mut setup = catalog::default_game().new_setup(crate::i18n::Language::English);
        // Against a friend by default: every seat a person's.
        setup.players.fill(SeatPlayer::Human);
        CreateForm {
            setup,
            clock: false,
            minutes: 10.0,
            increment_seconds: 5.0,
            listed: true,
        }
    }
}

impl CreateForm {
    /// Whether the server can be asked: the game's options hold and a seat is a
    /// person's (the creator's).
    pub fn is_ready(&self) -> bool {
        catalog::find(self.setup.game).is_some_and(|g| g.check_options(&self.setup.options).is_ok())
            && self.setup.players.contains(&SeatPlayer::Human)
    }

    /// The request to the server, for a creator called `name` (who takes the first
    /// person's seat).
    pub fn new_game(&self, name: &str) -> NewGame {
        NewGame {
            game: self.setup.game.to_string(),
            options: self.setup.options.iter().cloned().collect(),
            seats: self
                .setup
                .players
                .iter()
                .map(|player| match player {
                    // A seat for a person who joins (the create page offers no
                    // remote seats: every seat not the computer's is a person's).
                    SeatPlayer::Human | SeatPlayer::Remote => SeatPlan::Human,
                    SeatPlayer::Ai(level) => SeatPlan::Computer {
                        level: level.name().to_string(),
                    },
                })
                .collect(),
            clock: self.clock.then_some(ClockPlan {
                minutes: self.minutes,
                increment_seconds: self.increment_seconds,
            }),
            name: name.trim().to_string(),
            seat: None,
            listed: self.listed,
        }
    }
}

/// The app's games the server offers too (every game of the app while the server's
/// list has not come).
pub fn offered_games(server: Option<&[GameInfo]>) -> Vec<&'static AppGame> {
    catalog::games()
        .filter(|game| server.is_none_or(|list| list.iter().any(|info| info.id == game.id)))
        .collect()
}
