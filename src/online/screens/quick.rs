//! A quick game on the online screens: the game, its options and a clock chosen
//! (presets, or none), rated or not; then the wait for an opponent (the time waited,
//! how many players wait for that game, Cancel) until the server seats the player, and
//! the match starts by itself.

use bevy::prelude::*;
use plateau_client::protocol::ClockPlan;
use plateau_client::{Event, QuickGame};

use super::{OnlineScreen, Page, Waiting};
use crate::catalog::{self, AppGame};
use crate::match_setup::MatchSetup;
use crate::online::session::{OnlineEvent, OnlineSession};
use crate::settings::Settings;

/// The clocks offered: minutes each, then seconds added per move.
pub const CLOCK_PRESETS: [(u32, u32); 3] = [(3, 2), (5, 3), (10, 5)];

/// What the quick game's page holds.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct QuickForm {
    /// The game and its options (the seats are not used).
    pub setup: MatchSetup,
    /// The clock, by its place in [`CLOCK_PRESETS`]; none for no clock.
    pub clock: Option<usize>,
    /// Whether the game is to be rated (signed in, with a clock).
    pub rated: bool,
}

impl Default for QuickForm {
    fn default() -> Self {
        QuickForm {
            setup: catalog::default_game().new_setup(crate::i18n::Language::English),
            clock: Some(1),
            rated: true,
        }
    }
}

impl QuickForm {
    /// Whether the chosen game and options are played by two (quick games are).
    pub fn is_for_two(&self) -> bool {
        catalog::find(self.setup.game).is_some_and(|game| {
            game.check_options(&self.setup.options).is_ok()
                && game.seat_count(&self.setup.options) == 2
        })
    }

    /// The request to the server for a player called `name`; rated only when
    /// `signed_in` and with a clock.
    pub fn quick_game(&self, name: &str, signed_in: bool) -> QuickGame {
        let clock = self.clock.and_then(|i| CLOCK_PRESETS.get(i));
        QuickGame {
            game: self.setup.game.to_string(),
            options: self.setup.options.iter().cloned().collect(),
            clock: clock.map(|&(minutes, seconds)| ClockPlan {
                minutes: f64::from(minutes),
                increment_seconds: f64::from(seconds),
            }),
            rated: self.rated && signed_in && clock.is_some(),
            name: name.trim().to_string(),
        }
    }
}

/// The games a quick game may be of: those of two players by default.
pub fn quick_games(offered: Vec<&'static AppGame>) -> Vec<&'static AppGame> {
    offered
        .into_iter()
        .filter(|game| game.seat_count(&[]) == 2)
        .collect()
}

/// The wait for an opponent, as the waiting page shows it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct QuickWait {
    /// The game waited for, by id.
    pub game: String,
    /// When the server said it waits (seconds of the app's real clock); none while the
    /// request is on its way.
    pub since: Option<f64>,
    /// How many players wait for that game, this one included.
    pub waiting: u64,
    /// The clock asked for (minutes, seconds added per move), if any.
    pub clock: Option<(u32, u32)>,
    /// Whether the game asked for is rated.
    pub rated: bool,
}

/// What the quick game's pages ask for.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum QuickRequest {
    /// Asks for a game with the form's choices.
    Find,
    /// Stops waiting.
    Cancel,
}

/// The quick game's requests and the server's answers.
pub fn plugin(app: &mut App) {
    app.init_resource::<QuickForm>()
        .init_resource::<QuickWait>()
        .add_message::<QuickRequest>()
        .add_systems(
            Update,
            (handle_requests, follow_events)
                .chain()
                .before(super::handle_requests)
                .run_if(in_state(crate::screens::Screen::Online)),
        );
}

fn handle_requests(
    mut requests: MessageReader<QuickRequest>,
    mut online: NonSendMut<OnlineSession>,
    form: Res<QuickForm>,
    mut wait: ResMut<QuickWait>,
    mut screen: ResMut<OnlineScreen>,
    settings: Res<Settings>,
) {
    for request in requests.read() {
        let Some(session) = online.get_mut() else {
            continue;
        };
        match request {
            QuickRequest::Find => {
                let name = settings.online.name.trim();
                let name = if name.is_empty() {
                    session.account().unwrap_or_default().to_string()
                } else {
                    name.to_string()
                };
                if name.is_empty() {
                    screen.problem = Some(super::Problem::NameNeeded);
                    continue;
                }
                let quick = form.quick_game(&name, session.account().is_some());
                *wait = QuickWait {
                    game: quick.game.clone(),
                    since: None,
                    waiting: 0,
                    clock: form.clock.and_then(|i| CLOCK_PRESETS.get(i)).copied(),
                    rated: quick.rated,
                };
                session.quick_game(quick);
                screen.problem = None;
                screen.page = Page::QuickWaiting;
                screen.waiting = Some(Waiting::Quick);
            }
            QuickRequest::Cancel => {
                session.cancel_quick();
                screen.waiting = None;
                screen.page = Page::Quick;
            }
        }
    }
}

/// The server's answers: the wait counted from the first `waiting`; a refusal, or the
/// wait ended by the server, back on the form's page.
fn follow_events(
    mut events: MessageReader<OnlineEvent>,
    mut wait: ResMut<QuickWait>,
    mut screen: ResMut<OnlineScreen>,
    time: Res<Time<Real>>,
) {
    for OnlineEvent(event) in events.read() {
        match event {
            Event::Waiting { game, waiting } if *game == wait.game => {
                wait.since.get_or_insert(time.elapsed_secs_f64());
                wait.waiting = *waiting;
            }
            Event::QuickCancelled if screen.page == Page::QuickWaiting => {
                screen.waiting = None;
                screen.page = Page::Quick;
            }
            Event::Error { code, message } if screen.page == Page::QuickWaiting => {
                screen.waiting = None;
                screen.page = Page::Quick;
                screen.problem = Some(super::Problem::Refused {
                    code: code.clone(),
                    message: message.clone(),
                });
            }
            _ => {}
        }
    }
}
