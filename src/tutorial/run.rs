//! The lesson under way: its steps set up their boards, show their moves and ask for
//! the person's; what the person asks of the lesson arrives as [`TutorialAction`].

use bevy::prelude::*;
use plateau_ai::Level;
use plateau_rules::record::{GameRecord, RECORD_FORMAT};

use super::lessons::{self, Lesson};
use crate::fair_mode::FairMode;
use crate::lesson_gate::LessonGate;
use crate::match_core::{AnimationBusy, MatchLogic};
use crate::screens::{Screen, SeatPlayer, StartMatch};
use crate::settings::Settings;

/// Where the lesson is in its step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The step's moves are being shown.
    Showing,
    /// The person is asked for a move.
    Asking,
    /// The person's move is made; the other side's reply is being shown.
    Replying,
    /// The step is done: on to the next.
    Ready,
    /// Every step is done.
    Finished,
}

/// The lesson under way.
#[derive(Resource, Clone, Debug)]
pub struct Tutorial {
    /// The lesson.
    pub lesson: Lesson,
    /// The step shown, from 0.
    pub step: usize,
    /// Where the step is.
    pub phase: Phase,
    /// The person's move was shown by "show me" rather than found.
    pub shown_by_lesson: bool,
    /// "Rules in 30 seconds": only the lesson's first step, its moves shown under a
    /// card with the goal and how to win.
    pub card: bool,
}

impl Tutorial {
    /// The step shown (none once finished).
    pub fn current(&self) -> Option<&lessons::Step> {
        self.lesson.steps.get(self.step)
    }
}

/// What the person asks of the lesson.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum TutorialAction {
    /// Start the lesson of a game.
    Start(&'static str),
    /// "Rules in 30 seconds" for a game: its goal, how to win, and the first moves of
    /// its lesson shown on the board.
    Glance(&'static str),
    /// End the lesson where it is (the booth goes on with something else).
    Stop,
    /// On to the next step.
    Next,
    /// Back to the step's question after a wrong move.
    TryAgain,
    /// Play the move asked for.
    ShowMe,
    /// Leave this step for the next.
    Skip,
    /// Leave the lesson for the title screen.
    Leave,
    /// End the lesson with a game against the computer at beginner.
    PlayComputer,
}

/// The lesson's logic.
pub fn plugin(app: &mut App) {
    app.add_message::<TutorialAction>()
        .add_systems(Update, (act, advance).chain().before(MatchLogic));
}

/// A match of the lesson's game from `position`, people in every seat.
fn record(lesson: &Lesson, position: &str, settings: &Settings) -> Option<GameRecord> {
    let game = crate::catalog::find(&lesson.game)?;
    let options: Vec<(String, String)> = lesson.options.clone().into_iter().collect();
    let seats = game.seat_names(game.seat_count(&options), settings.language);
    Some(GameRecord {
        format: RECORD_FORMAT,
        game: game.id.to_string(),
        options: lesson.options.clone(),
        position: Some(position.to_string()),
        players: vec![SeatPlayer::Human.record_name().to_string(); seats.len()],
        seats,
        actions: Vec::new(),
        result: None,
        resigned: None,
        ended: None,
    })
}

/// Sets up step `step` of the lesson: its board, the moves it shows; or the end.
fn enter_step(
    tutorial: &mut Tutorial,
    step: usize,
    gate: &mut LessonGate,
    settings: &Settings,
    starts: &mut MessageWriter<StartMatch>,
) {
    tutorial.step = step;
    tutorial.shown_by_lesson = false;
    *gate = LessonGate {
        active: true,
        ..LessonGate::default()
    };
    let Some(current) = tutorial.lesson.steps.get(step) else {
        tutorial.phase = Phase::Finished;
        return;
    };
    if let Some(position) = &current.position
        && let Some(record) = record(&tutorial.lesson, position, settings)
    {
        starts.write(StartMatch::Lesson(record));
    }
    gate.script = current.show.iter().cloned().collect();
    tutorial.phase = Phase::Showing;
}

#[allow(clippy::too_many_arguments)]
fn act(
    mut actions: MessageReader<TutorialAction>,
    tutorial: Option<ResMut<Tutorial>>,
    mut gate: ResMut<LessonGate>,
    settings: Res<Settings>,
    mut starts: MessageWriter<StartMatch>,
    mut next_screen: ResMut<NextState<Screen>>,
    (mut commands, fair): (Commands, Option<Res<FairMode>>),
) {
    if actions.is_empty() {
        return;
    }
    let mut tutorial = tutorial.map(|t| t.into_inner().clone());
    for action in actions.read() {
        match (action, tutorial.as_mut()) {
            (TutorialAction::Start(game) | TutorialAction::Glance(game), _) => {
                let Some(lesson) = lessons::lesson(game) else {
                    warn!("{game} has no lesson");
                    continue;
                };
                let mut started = Tutorial {
                    lesson,
                    step: 0,
                    phase: Phase::Showing,
                    shown_by_lesson: false,
                    card: matches!(action, TutorialAction::Glance(_)),
                };
                enter_step(&mut started, 0, &mut gate, &settings, &mut starts);
                tutorial = Some(started);
            }
            (TutorialAction::Next, Some(t)) if t.phase == Phase::Ready => {
                let next = t.step + 1;
                enter_step(t, next, &mut gate, &settings, &mut starts);
            }
            (TutorialAction::Skip, Some(t)) if t.phase != Phase::Finished => {
                let next = t.step + 1;
                enter_step(t, next, &mut gate, &settings, &mut starts);
            }
            (TutorialAction::TryAgain, Some(_)) => gate.wrong = None,
            (TutorialAction::ShowMe, Some(t)) if t.phase == Phase::Asking => {
                if let Some(step) = t.current().filter(|s| !s.expect.is_empty()) {
                    // The first of the moves asked for that is legal now.
                    gate.script.push_back(step.expect.join("|"));
                    gate.wrong = None;
                    gate.done = true;
                    t.shown_by_lesson = true;
                }
            }
            (TutorialAction::Leave, Some(_)) => {
                tutorial = None;
                *gate = LessonGate::default();
                // At a booth, the booth decides where to go (see `fair::booth`).
                if fair.is_none() {
                    next_screen.set(Screen::Title);
                }
            }
            (TutorialAction::Stop, Some(_)) => {
                tutorial = None;
                *gate = LessonGate::default();
            }
            (TutorialAction::PlayComputer, Some(t)) => {
                // At a booth, the booth starts the visitor's game at its own level.
                if let Some(game) = crate::catalog::find(&t.lesson.game).filter(|_| fair.is_none())
                {
                    let mut setup = game.new_setup(settings.language);
                    for player in setup.players.iter_mut().skip(1) {
                        *player = SeatPlayer::Ai(Level::Beginner);
                    }
                    starts.write(StartMatch::New(setup));
                }
                tutorial = None;
                *gate = LessonGate::default();
            }
            (other, _) => debug!("{other:?} means nothing now"),
        }
    }
    match tutorial {
        Some(t) => commands.insert_resource(t),
        None => commands.remove_resource::<Tutorial>(),
    }
}

/// The step moves on: once its moves are shown, it asks or is done; once the person's
/// move is made, the reply is shown, then it is done.
fn advance(
    tutorial: Option<ResMut<Tutorial>>,
    mut gate: ResMut<LessonGate>,
    busy: Res<AnimationBusy>,
) {
    let Some(mut tutorial) = tutorial else {
        return;
    };
    let still = gate.script_played() && !busy.0;
    let Some(step) = tutorial.current().cloned() else {
        return;
    };
    match tutorial.phase {
        // A card shows its moves and waits for the person's choice.
        Phase::Showing if still && tutorial.card => tutorial.phase = Phase::Ready,
        Phase::Showing if still => {
            if step.expect.is_empty() {
                tutorial.phase = Phase::Ready;
            } else {
                gate.expected = step.expect.clone();
                tutorial.phase = Phase::Asking;
            }
        }
        Phase::Asking if gate.done => {
            gate.expected.clear();
            gate.script.extend(step.reply.iter().cloned());
            tutorial.phase = Phase::Replying;
        }
        Phase::Replying if still => tutorial.phase = Phase::Ready,
        _ => {}
    }
}
