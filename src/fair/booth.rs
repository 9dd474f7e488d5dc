//! The booth's cycle, headless: the attract loop (the computer plays itself, one of the
//! booth's games after the other), the game picker, a visitor's game with its idle
//! countdown, the result that goes back to the attract loop by itself, and the
//! operator's code. Everything a person does arrives as a [`BoothAction`]; the screens
//! draw the phases (see the `*_ui` modules).

use std::time::Duration;

use bevy::prelude::*;
use plateau_ai::Level;

use super::config::{BoothSettings, BoothStorage};
use super::figures::{BoothFigures, VisitorResult};
use crate::fair_mode::FairMode;
use crate::kit::computer::{AiPaused, ComputerPace};
use crate::kit::summary::MatchSummary;
use crate::launch::{BoothView, OpenAtStart};
use crate::screens::result::FinalResult;
use crate::screens::{Screen, SeatPlayer, StartMatch};
use crate::settings::Settings;
use crate::tutorial::run::TutorialAction;

/// Seconds of "Still playing?" before a visitor's game is given up.
pub const COUNTDOWN_SECONDS: f32 = 15.0;
/// Seconds an attract game's result stays before the next game starts.
pub const ATTRACT_RESULT_SECONDS: f32 = 8.0;
/// Seconds a visitor's result stays without a touch before the attract loop returns.
pub const VISITOR_RESULT_SECONDS: f32 = 30.0;
/// Seconds the picker waits for a choice before the attract loop returns.
pub const PICKER_IDLE_SECONDS: f32 = 45.0;
/// The longest an attract game runs before the next one starts, in seconds.
pub const ATTRACT_GAME_SECONDS: f32 = 360.0;
/// How long the board rests between the computer's moves in an attract game.
pub const ATTRACT_PACE: Duration = Duration::from_millis(900);
/// The computer's level in the attract games (quick, and plays sensibly).
pub const ATTRACT_LEVEL: Level = Level::Casual;
/// Seconds after the picker opens before its buttons answer (the touch that opened it
/// must not choose a game as it is released).
pub const PICKER_ARMED_SECONDS: f32 = 0.4;

/// The booth's phases.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Booth {
    /// The computer plays itself, with "Touch to play".
    #[default]
    Attract,
    /// A visitor chooses a game.
    Picker,
    /// "Rules in 30 seconds" of a game, over its board.
    Card,
    /// A visitor's game, and its result.
    Playing,
    /// The operator's menu, after the code.
    Operator,
}

/// What a person did at the booth.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum BoothAction {
    /// Any touch, click or key: someone is there.
    Touch,
    /// A visitor chose a game, against the computer or for two (or more) people.
    Play {
        /// The game's id.
        game: &'static str,
        /// The computer takes every seat but the first.
        against_computer: bool,
    },
    /// A visitor asked for the game picker (from a game or its result).
    OtherGame,
    /// A visitor asked for a game's "rules in 30 seconds".
    Glance(&'static str),
    /// A long press in the corner: the operator's code is asked.
    AskCode,
    /// The operator's code as typed.
    EnterCode(String),
    /// The code pad was closed.
    CancelCode,
    /// The operator is done: back to the attract loop with the new settings.
    CloseOperator,
    /// Quit the app: only from the operator's menu.
    Quit,
}

/// The booth's timers, in seconds.
#[derive(Resource, Clone, Debug, Default)]
pub struct BoothClock {
    /// Since the last touch (the picker, a visitor's game and its result).
    pub idle: f32,
    /// Since the phase began (the picker's buttons wait for [`PICKER_ARMED_SECONDS`]).
    pub in_phase: f32,
    /// Since the attract game began, or since its result showed.
    pub attract: f32,
}

impl BoothClock {
    /// The seconds left of "Still playing?", while it shows.
    pub fn countdown(&self, settings: &BoothSettings) -> Option<f32> {
        let delay = settings.idle_seconds() as f32;
        (self.idle >= delay).then(|| (delay + COUNTDOWN_SECONDS - self.idle).max(0.0))
    }
}

/// The operator's code pad.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct CodeEntry {
    /// The pad is showing.
    pub open: bool,
    /// The last code typed was wrong.
    pub refused: bool,
}

/// The attract loop: which of the booth's games comes next, and whether to start it.
#[derive(Resource, Clone, Debug, Default)]
pub struct AttractLoop {
    /// The index of the next game among the booth's games.
    pub next: usize,
    /// The game the loop shows now.
    pub game: Option<&'static str>,
    /// A new attract game is to start.
    due: bool,
}

/// The game whose "rules in 30 seconds" a visitor is reading.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardShown(pub &'static str);

/// The visitor's game on: what it is, and whether it has been counted in the figures.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct VisitorGame {
    /// The game's id.
    pub game: &'static str,
    /// The computer plays every seat but the first.
    pub against_computer: bool,
    /// Its end (or its abandonment) is in the figures.
    pub counted: bool,
}

impl VisitorGame {
    /// Counts the game as abandoned in `figures`, unless its end (or abandonment) is
    /// counted already; returns whether it counted it now.
    fn give_up(&mut self, figures: &mut BoothFigures) -> bool {
        if self.counted {
            return false;
        }
        figures.abandoned(self.game);
        self.counted = true;
        true
    }
}

/// The booth's logic: its phases, timers, figures and settings, read at start from
/// the booth's storage.
pub fn plugin(app: &mut App) {
    app.insert_resource(FairMode { attract: true })
        .init_state::<Booth>()
        .add_message::<BoothAction>()
        .init_resource::<BoothClock>()
        .init_resource::<CodeEntry>()
        .init_resource::<AttractLoop>()
        .init_resource::<BoothSettings>()
        .init_resource::<BoothFigures>()
        .init_resource::<BoothStorage>()
        // After the settings are read: the booth's language is its own.
        .add_systems(PreStartup, load.after(crate::settings::load))
        .add_systems(OnEnter(Booth::Attract), begin_attract)
        .add_systems(OnEnter(Booth::Picker), reset_clock)
        .add_systems(OnEnter(Booth::Card), reset_clock)
        .add_systems(
            OnEnter(Booth::Operator),
            (reset_clock, give_up_visitor_game),
        )
        .add_systems(OnEnter(Screen::Title), back_to_attract)
        .add_systems(OnEnter(Screen::Setup), to_picker)
        .add_systems(
            Update,
            (
                act,
                tick,
                start_attract_game,
                open_at_start,
                attract_loop.run_if(in_state(Booth::Attract)),
                visitor_game.run_if(in_state(Booth::Playing)),
                card.run_if(in_state(Booth::Card)),
                picker_timeout.run_if(in_state(Booth::Picker).or_else(in_state(Booth::Card))),
            )
                .chain()
                .before(crate::kit::MatchLogic),
        );
}

fn load(
    storage: Res<BoothStorage>,
    mut booth: ResMut<BoothSettings>,
    mut figures: ResMut<BoothFigures>,
    mut settings: ResMut<Settings>,
) {
    *booth = BoothSettings::load(&storage);
    *figures = BoothFigures::load(&storage);
    settings.language = booth.language;
    settings.face_to_face = booth.face_to_face;
}

fn reset_clock(mut clock: ResMut<BoothClock>) {
    clock.idle = 0.0;
    clock.in_phase = 0.0;
}

/// The attract loop starts over: the computer plays, slowly, and the HUD gives way.
fn begin_attract(
    mut attract: ResMut<AttractLoop>,
    mut fair: ResMut<FairMode>,
    mut pace: ResMut<ComputerPace>,
    mut paused: ResMut<AiPaused>,
    mut clock: ResMut<BoothClock>,
    mut commands: Commands,
    mut lessons: MessageWriter<TutorialAction>,
) {
    lessons.write(TutorialAction::Stop);
    attract.due = true;
    fair.attract = true;
    pace.0 = ATTRACT_PACE;
    paused.0 = false;
    *clock = BoothClock::default();
    commands.remove_resource::<VisitorGame>();
}

/// Starts the attract loop's next game when one is due.
fn start_attract_game(
    mut attract: ResMut<AttractLoop>,
    booth: Res<BoothSettings>,
    settings: Res<Settings>,
    mut clock: ResMut<BoothClock>,
    mut starts: MessageWriter<StartMatch>,
) {
    if !attract.due {
        return;
    }
    attract.due = false;
    let games = booth.shown_games();
    let id = games[attract.next % games.len()];
    attract.next = (attract.next + 1) % games.len();
    let Some(game) = crate::catalog::find(id) else {
        return;
    };
    let mut setup = game.new_setup(settings.language);
    setup.players = vec![SeatPlayer::Ai(ATTRACT_LEVEL); setup.players.len()];
    attract.game = Some(game.id);
    clock.attract = 0.0;
    starts.write(StartMatch::New(setup));
}

/// What people did: touches keep a game alive or open the picker, choices start games,
/// and the operator's code opens the menu.
#[allow(clippy::too_many_arguments)]
fn act(
    mut actions: MessageReader<BoothAction>,
    booth: Res<State<Booth>>,
    mut next: ResMut<NextState<Booth>>,
    mut clock: ResMut<BoothClock>,
    mut code: ResMut<CodeEntry>,
    (settings, language): (Res<BoothSettings>, Res<Settings>),
    (storage, mut figures): (Res<BoothStorage>, ResMut<BoothFigures>),
    mut visitor: Option<ResMut<VisitorGame>>,
    (mut starts, mut exit): (MessageWriter<StartMatch>, MessageWriter<AppExit>),
    (mut fair, mut pace): (ResMut<FairMode>, ResMut<ComputerPace>),
    (mut commands, mut lessons): (Commands, MessageWriter<TutorialAction>),
) {
    let phase = *booth.get();
    for action in actions.read() {
        match action {
            BoothAction::Touch => {
                clock.idle = 0.0;
                if phase == Booth::Attract && !code.open {
                    next.set(Booth::Picker);
                }
            }
            BoothAction::Play {
                game,
                against_computer,
            } if matches!(phase, Booth::Picker | Booth::Card | Booth::Playing) => {
                let Some(app_game) = crate::catalog::find(game) else {
                    continue;
                };
                if phase == Booth::Picker && clock.in_phase < PICKER_ARMED_SECONDS {
                    continue;
                }
                if let Some(old) = visitor.as_deref_mut() {
                    old.give_up(&mut figures);
                }
                let setup = visitor_setup(app_game, *against_computer, &settings, &language);
                figures.started(app_game.id);
                figures.save(&storage);
                commands.insert_resource(VisitorGame {
                    game: app_game.id,
                    against_computer: *against_computer,
                    counted: false,
                });
                fair.attract = false;
                pace.0 = Duration::ZERO;
                clock.idle = 0.0;
                starts.write(StartMatch::New(setup));
                next.set(Booth::Playing);
            }
            BoothAction::Glance(game)
                if phase == Booth::Picker && clock.in_phase >= PICKER_ARMED_SECONDS =>
            {
                lessons.write(TutorialAction::Glance(game));
                commands.insert_resource(CardShown(game));
                fair.attract = false;
                pace.0 = Duration::ZERO;
                next.set(Booth::Card);
            }
            BoothAction::OtherGame if phase == Booth::Playing => {
                if visitor
                    .as_deref_mut()
                    .is_some_and(|v| v.give_up(&mut figures))
                {
                    figures.save(&storage);
                }
                next.set(Booth::Picker);
            }
            BoothAction::AskCode => {
                *code = CodeEntry {
                    open: true,
                    refused: false,
                }
            }
            BoothAction::EnterCode(typed) if code.open => {
                if *typed == settings.code {
                    *code = CodeEntry::default();
                    next.set(Booth::Operator);
                } else {
                    code.refused = true;
                }
            }
            BoothAction::CancelCode => *code = CodeEntry::default(),
            BoothAction::CloseOperator if phase == Booth::Operator => {
                settings.save(&storage);
                next.set(Booth::Attract);
            }
            BoothAction::Quit if phase == Booth::Operator => {
                settings.save(&storage);
                exit.write(AppExit::Success);
            }
            BoothAction::Quit => warn!("quitting the booth needs the operator's code"),
            other => debug!("{other:?} means nothing in {phase:?}"),
        }
    }
}

/// A visitor's new match of `game`: people in every seat, or the first seat against
/// the computer at the booth's level.
fn visitor_setup(
    game: &crate::catalog::AppGame,
    against_computer: bool,
    booth: &BoothSettings,
    settings: &Settings,
) -> crate::screens::MatchSetup {
    let mut setup = game.new_setup(settings.language);
    if against_computer {
        for player in setup.players.iter_mut().skip(1) {
            *player = SeatPlayer::Ai(booth.level());
        }
    }
    setup
}

/// Opens the booth's screen that `--kiosk --open` asks for, once the attract loop has
/// started (to look at it).
#[allow(clippy::too_many_arguments)]
fn open_at_start(
    open: Option<Res<OpenAtStart>>,
    mut done: Local<bool>,
    mut next: ResMut<NextState<Booth>>,
    mut code: ResMut<CodeEntry>,
    (booth, settings): (Res<BoothSettings>, Res<Settings>),
    mut clock: ResMut<BoothClock>,
    mut starts: MessageWriter<StartMatch>,
    (mut fair, mut commands): (ResMut<FairMode>, Commands),
) {
    let Some(OpenAtStart::Booth(view)) = open.as_deref() else {
        return;
    };
    if std::mem::replace(&mut *done, true) {
        return;
    }
    match view {
        BoothView::Picker => next.set(Booth::Picker),
        BoothView::Operator => next.set(Booth::Operator),
        BoothView::Code => {
            *code = CodeEntry {
                open: true,
                refused: true,
            }
        }
        BoothView::StillPlaying => {
            let id = booth.shown_games()[0];
            let Some(game) = crate::catalog::find(id) else {
                return;
            };
            starts.write(StartMatch::New(visitor_setup(
                game, true, &booth, &settings,
            )));
            commands.insert_resource(VisitorGame {
                game: game.id,
                against_computer: true,
                counted: false,
            });
            fair.attract = false;
            // A few seconds into the countdown.
            clock.idle = booth.idle_seconds() as f32 + 1.0;
            next.set(Booth::Playing);
        }
    }
}

/// The clocks run, in real time: a visitor's minute is a minute however slowly the
/// screen draws (the game's clock takes at most a quarter second a frame).
fn tick(time: Res<Time<Real>>, mut clock: ResMut<BoothClock>) {
    let dt = time.delta_secs();
    clock.idle += dt;
    clock.in_phase += dt;
    clock.attract += dt;
}

/// The attract loop moves on: a few seconds after a game's result, or when a game
/// runs too long.
fn attract_loop(
    screen: Res<State<Screen>>,
    mut attract: ResMut<AttractLoop>,
    mut clock: ResMut<BoothClock>,
    mut seen_result: Local<bool>,
) {
    let on_result = *screen.get() == Screen::Result;
    if on_result && !*seen_result {
        clock.attract = 0.0;
    }
    *seen_result = on_result;
    let limit = if on_result {
        ATTRACT_RESULT_SECONDS
    } else {
        ATTRACT_GAME_SECONDS
    };
    if clock.attract >= limit && !attract.due {
        attract.due = true;
    }
}

/// A visitor's game: its end goes into the figures, and the attract loop comes back
/// after the idle countdown or once the result has stayed long enough untouched.
#[allow(clippy::too_many_arguments)]
fn visitor_game(
    screen: Res<State<Screen>>,
    clock: Res<BoothClock>,
    settings: Res<BoothSettings>,
    summary: Res<MatchSummary>,
    result: Res<FinalResult>,
    visitor: Option<ResMut<VisitorGame>>,
    (storage, mut figures): (Res<BoothStorage>, ResMut<BoothFigures>),
    mut next: ResMut<NextState<Booth>>,
) {
    let Some(mut visitor) = visitor else {
        next.set(Booth::Attract);
        return;
    };
    match *screen.get() {
        Screen::Result => {
            if !visitor.counted
                && summary.game == visitor.game
                && let Some(outcome) = &result.result
            {
                let against = visitor.against_computer.then(|| match outcome.winner {
                    Some(team) if team.index() == 0 => VisitorResult::Won,
                    Some(_) => VisitorResult::Lost,
                    None => VisitorResult::Drawn,
                });
                figures.finished(visitor.game, summary.moves.len(), against);
                figures.save(&storage);
                visitor.counted = true;
            }
            if clock.idle >= VISITOR_RESULT_SECONDS {
                next.set(Booth::Attract);
            }
        }
        _ => {
            if clock.idle >= settings.idle_seconds() as f32 + COUNTDOWN_SECONDS {
                if visitor.give_up(&mut figures) {
                    figures.save(&storage);
                }
                next.set(Booth::Attract);
            }
        }
    }
}

/// "Rules in 30 seconds": its "Against the computer" starts the visitor's game, and its
/// "Back" returns to the picker (left alone, see [`picker_timeout`]).
fn card(
    mut read: MessageReader<TutorialAction>,
    shown: Option<Res<CardShown>>,
    mut actions: MessageWriter<BoothAction>,
    mut next: ResMut<NextState<Booth>>,
) {
    for action in read.read() {
        match action {
            TutorialAction::PlayComputer => {
                if let Some(CardShown(game)) = shown.as_deref().copied() {
                    actions.write(BoothAction::Play {
                        game,
                        against_computer: true,
                    });
                }
            }
            TutorialAction::Leave => next.set(Booth::Picker),
            _ => {}
        }
    }
}

/// Nobody chose a game (in the picker, or on a game's card): the attract loop comes
/// back.
fn picker_timeout(clock: Res<BoothClock>, mut next: ResMut<NextState<Booth>>) {
    if clock.idle >= PICKER_IDLE_SECONDS {
        next.set(Booth::Attract);
    }
}

/// The operator's menu interrupts a visitor's game: it counts as given up.
fn give_up_visitor_game(
    visitor: Option<ResMut<VisitorGame>>,
    (storage, mut figures): (Res<BoothStorage>, ResMut<BoothFigures>),
) {
    if visitor.is_some_and(|mut v| v.give_up(&mut figures)) {
        figures.save(&storage);
    }
}

/// The title screen is not for visitors: the attract loop instead.
fn back_to_attract(mut next: ResMut<NextState<Booth>>, mut attract: ResMut<AttractLoop>) {
    next.set(Booth::Attract);
    attract.due = true;
}

/// The setup screen is not for visitors: the picker instead ("another game" in a
/// visitor's HUD leads here; the game left counts as given up).
fn to_picker(
    mut next: ResMut<NextState<Booth>>,
    visitor: Option<ResMut<VisitorGame>>,
    (storage, figures): (Res<BoothStorage>, ResMut<BoothFigures>),
) {
    give_up_visitor_game(visitor, (storage, figures));
    next.set(Booth::Picker);
}
