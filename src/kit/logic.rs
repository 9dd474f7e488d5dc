//! The match logic every game shares (headless): starting and resuming from
//! [`StartMatch`], the inputs with the animation gate (one change per frame, none while
//! the board moves), autosave, forced actions, the result screen, computer seats and
//! hints.

use bevy::prelude::*;
use plateau_rules::{Game, GameResult, Status};

use super::animation::{AnimatedMove, Beat, BeatShown, Ending};
use super::computer::{AiPaused, ComputerMove, ComputerPace, GameSession};
use super::core::{
    AnimationBusy, EffectsApplied, FinishAnimations, GameView, Input, InputQueue, Redraw, Session,
    TapGuard, TapRefused,
};
use crate::i18n::Language;
use crate::lesson_gate::LessonGate;
use crate::match_core::MatchCommand;
use crate::match_core::MatchCore;
use crate::screens::result::FinalResult;
use crate::screens::{ActiveGame, LastSetup, Screen, SeatPlayer, StartMatch};
use crate::storage::Storage;

impl<V: GameView> GameSession for Session<V> {
    type Game = V::Game;
}

/// Starts (or resumes) a match of this game; another game's start ends this one's
/// session.
pub fn start_match<V: GameView>(
    mut commands: Commands,
    mut starts: MessageReader<StartMatch>,
    mut last_setup: ResMut<LastSetup>,
    mut queue: ResMut<InputQueue<V>>,
    mut redraw: MessageWriter<Redraw<V>>,
) {
    let Some(start) = starts.read().last() else {
        return;
    };
    match MatchCore::<V::Game>::from_start(start, &mut last_setup) {
        Some(core) => {
            queue.0.clear();
            commands.insert_resource(Session::<V> {
                core,
                view: V::State::default(),
                pending: None,
            });
            redraw.write(Redraw::default());
        }
        None => {
            if start.game() != V::Game::ID {
                queue.0.clear();
                commands.remove_resource::<Session<V>>();
            }
        }
    }
}

/// Draws the match again when its board comes back on screen (back from the setup
/// screen to the game the player left), from a clean selection.
pub fn redraw_on_show<V: GameView>(
    session: Option<ResMut<Session<V>>>,
    mut redraw: MessageWriter<Redraw<V>>,
) {
    if let Some(mut session) = session {
        V::reset(&mut session.view);
        session.pending = None;
        redraw.write(Redraw::default());
    }
}

/// Queues the frame's inputs.
pub fn queue_inputs<V: GameView>(
    mut inputs: MessageReader<Input<V>>,
    mut queue: ResMut<InputQueue<V>>,
) {
    queue.0.extend(inputs.read().copied());
}

/// What one input did.
enum Outcome<V: GameView> {
    Nothing,
    /// A person's tap or move refused: nothing changes, the person is told.
    Refused,
    Applied(Vec<<V::Game as Game>::Effect>),
    Rebuild,
}

/// Applies the queued inputs: the first that changes something, then waits for the
/// next frame; during an animation, asks the look to finish it and waits.
pub fn handle_inputs<V: GameView>(
    session: Option<ResMut<Session<V>>>,
    mut queue: ResMut<InputQueue<V>>,
    (busy, guard, mut gate): (Res<AnimationBusy>, Res<TapGuard>, ResMut<LessonGate>),
    (mut moved, mut remote): (ResMut<AnimatedMove>, ResMut<super::remote::RemoteSeats>),
    storage: Res<Storage>,
    mut applied: MessageWriter<EffectsApplied<V>>,
    mut finish: MessageWriter<FinishAnimations>,
    (mut redraw, mut refused): (MessageWriter<Redraw<V>>, MessageWriter<TapRefused>),
) {
    let Some(mut session) = session else {
        queue.0.clear();
        return;
    };
    if busy.0 && !queue.0.is_empty() {
        // Input during an animation: the look finishes it now, the input counts on the
        // next frame, from a board at rest.
        finish.write(FinishAnimations);
        return;
    }
    while let Some(input) = queue.0.pop_front() {
        let by_computer = matches!(input, Input::Computer(_));
        let by_person = matches!(
            input,
            Input::Point(_) | Input::Action(_) | Input::Confirm | Input::Command(_)
        );
        match decide(&mut session, input, guard.0, &mut gate) {
            Outcome::Nothing => continue,
            Outcome::Refused => {
                refused.write(TapRefused);
                continue;
            }
            Outcome::Applied(effects) => {
                moved.by_computer = by_computer;
                // An online match: the person's action goes to the server.
                if by_person
                    && session.has_remote()
                    && let Some(action) = session.game.actions().last()
                {
                    remote.outgoing.push(action.to_string());
                }
                applied.write(EffectsApplied(effects));
            }
            Outcome::Rebuild => {
                redraw.write(Redraw::default());
            }
        }
        // The player's match is saved after every change (see
        // [`crate::screens::save_progress`]); a lesson's is never kept.
        if session.kept {
            crate::screens::save_progress(&storage, &session.record());
        }
        // One change per frame: the entities must catch up before the next.
        break;
    }
}

/// Applies one input to the session; with `guard`, a person's tap that makes a move
/// only shows it, and a second tap on the same point (or Confirm) plays it.
///
/// During a lesson, a person's move the lesson did not ask for is refused (and kept in
/// the gate for the lesson's words of help); the lesson's own moves are played.
fn decide<V: GameView>(
    session: &mut Session<V>,
    input: Input<V>,
    guard: bool,
    gate: &mut LessonGate,
) -> Outcome<V> {
    // Anything but a tap or Confirm drops the move shown.
    let pending = session.pending.take();
    if let Input::Lesson(_) = input {
        gate.in_flight = gate.in_flight.saturating_sub(1);
    }
    // With more than two teams, resigning is leaving: the game's own action.
    if input == Input::Command(MatchCommand::Resign)
        && session.reviewing.is_none()
        && session.game.resigned().is_none()
        && let Some(seat) = session.resigning_seat()
        && let Some(action) = V::leave(session.game.state(), seat)
    {
        return play(session, action);
    }
    if let Input::Command(command) = input {
        let before = session.core.shown_len();
        if !session.core.command(command) {
            return Outcome::Nothing;
        }
        V::reset(&mut session.view);
        // One step forward is shown as it was played; any other change is rebuilt.
        return match session.core.step_forward(before) {
            Some(effects) => Outcome::Applied(effects),
            None => Outcome::Rebuild,
        };
    }
    if session.reviewing.is_some() {
        return Outcome::Nothing;
    }
    match input {
        Input::Lesson(action) => play(session, action),
        Input::Deselect => {
            V::deselect(&mut session.view);
            Outcome::Nothing
        }
        Input::Confirm => match pending {
            Some((action, _)) if !session.others_to_move() => person_plays(session, action, gate),
            _ => Outcome::Nothing,
        },
        // A person's input never plays for the computer's or a remote player's seat,
        // and they only play their own.
        Input::Action(_) | Input::Point(_) if session.others_to_move() => Outcome::Nothing,
        Input::Computer(_) if !session.computer_to_move() => Outcome::Nothing,
        Input::Computer(action) => play(session, action),
        // What the server played, whoever's seat (the person's own action too, when
        // the board was rebuilt before it came back).
        Input::Remote(_) if !session.has_remote() => Outcome::Nothing,
        Input::Remote(action) => play(session, action),
        Input::Action(action) => person_plays(session, action, gate),
        Input::Point(point) => {
            if session.game.resigned().is_some() || session.game.state().turn().is_none() {
                return Outcome::Nothing;
            }
            // The second tap on the point of the move shown plays it; a tap elsewhere
            // drops it and counts on its own.
            if let Some((action, at)) = pending
                && at == point
            {
                return person_plays(session, action, gate);
            }
            // A tap that does nothing where taps do something is refused (a
            // selection or a notice of the view aside).
            let targets = V::tap_targets(session);
            let aimed = targets.is_empty() || targets.contains(&point);
            match V::tap(session, point) {
                Some(action) if guard => {
                    session.pending = Some((action, point));
                    Outcome::Nothing
                }
                Some(action) => person_plays(session, action, gate),
                None if aimed => Outcome::Nothing,
                None => Outcome::Refused,
            }
        }
        Input::Command(_) => Outcome::Nothing,
    }
}

/// A person's move: during a lesson, only one the lesson asks for, and the step is done
/// only once the rules took it (a move they refuse, such as a ring put on another,
/// gets the step's word of help like a move the lesson did not ask for).
fn person_plays<V: GameView>(
    session: &mut Session<V>,
    action: <V::Game as Game>::Action,
    gate: &mut LessonGate,
) -> Outcome<V> {
    if !gate.active {
        return refused_unless_applied(play(session, action));
    }
    let text = action.to_string();
    let outcome = if gate.expected.iter().any(|e| lesson_accepts(e, &text)) {
        play(session, action)
    } else {
        Outcome::Nothing
    };
    if matches!(outcome, Outcome::Applied(_)) {
        gate.wrong = None;
        gate.done = true;
    } else {
        V::deselect(&mut session.view);
        gate.wrong = Some(text);
    }
    refused_unless_applied(outcome)
}

/// A person's move the rules or the lesson did not take is refused.
fn refused_unless_applied<V: GameView>(outcome: Outcome<V>) -> Outcome<V> {
    match outcome {
        Outcome::Applied(effects) => Outcome::Applied(effects),
        _ => Outcome::Refused,
    }
}

/// The first of `legal` that one of `text`'s choices (`xe1-e5|xc7-g7`, each a pattern
/// [`lesson_accepts`] reads) accepts, trying the choices in turn.
pub(super) fn fitting_action<A: Copy + ToString>(legal: &[A], text: &str) -> Option<A> {
    text.split('|').find_map(|choice| {
        legal
            .iter()
            .find(|a| lesson_accepts(choice.trim(), &a.to_string()))
            .copied()
    })
}

/// Whether a lesson's expected move `pattern` accepts the move written `text`: the
/// same notation (any case), any move for `*`, or any starting so for `e5-*`.
pub fn lesson_accepts(pattern: &str, text: &str) -> bool {
    match pattern.strip_suffix('*') {
        Some(start) => text
            .to_ascii_lowercase()
            .starts_with(&start.to_ascii_lowercase()),
        None => pattern.eq_ignore_ascii_case(text),
    }
}

fn play<V: GameView>(session: &mut Session<V>, action: <V::Game as Game>::Action) -> Outcome<V> {
    match session.core.play(action) {
        Some(effects) => {
            V::played(&mut session.view, &effects);
            Outcome::Applied(effects)
        }
        None => Outcome::Nothing,
    }
}

/// An action the rules force (a pass) is played for the player, once the board is
/// still.
pub fn play_forced<V: GameView>(
    session: Option<Res<Session<V>>>,
    busy: Res<AnimationBusy>,
    mut inputs: MessageWriter<Input<V>>,
) {
    let Some(session) = session else { return };
    if busy.0 || session.reviewing.is_some() || session.game.resigned().is_some() {
        return;
    }
    if let Some(action) = V::forced(session.game.state()) {
        inputs.write(Input::Action(action));
    }
}

/// The screen follows the game: the result once it is over and the board is still,
/// back to the match when the end is taken back.
pub fn follow_game<V: GameView>(
    session: Option<Res<Session<V>>>,
    busy: Res<AnimationBusy>,
    screen: Res<State<Screen>>,
    active: Res<State<ActiveGame>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut result: ResMut<FinalResult>,
    mut shown: MessageWriter<BeatShown>,
) {
    let Some(session) = session else { return };
    if *active.get() != ActiveGame(V::Game::ID) {
        return;
    }
    let status = session.game.status();
    match *screen.get() {
        Screen::Match if status != Status::Ongoing && session.reviewing.is_none() && !busy.0 => {
            result.result = status.result().cloned();
            result.end_reason = Language::ALL
                .iter()
                .map(|&lang| V::end_reason(session.game.state(), lang))
                .collect::<Option<Vec<_>>>();
            result.seat_names = session.seat_names.clone();
            result.game = ActiveGame(V::Game::ID);
            result.online = session.has_remote();
            next_screen.set(Screen::Result);
            shown.write(BeatShown {
                beat: Beat::Ended(ending(&session, status.result())),
                by_computer: false,
            });
        }
        _ => {}
    }
}

/// How the game ended for the one person at the screen, if there is one.
fn ending<V: GameView>(session: &Session<V>, result: Option<&GameResult>) -> Ending {
    let Some(winner) = result.and_then(|r| r.winner) else {
        return Ending::Drawn;
    };
    match session.person_seat() {
        Some(seat) if session.game.state().team_of(seat) == winner => Ending::Won,
        Some(_) => Ending::Lost,
        None => Ending::Shared,
    }
}

/// The computer plays its seats: a search starts when a computer seat has a decision,
/// the board has been still for the [`ComputerPace`] and the match is on screen; its
/// answer is played like a tap, through [`Input::Computer`].
pub fn play_ai_seats<V: GameView>(
    session: Option<Res<Session<V>>>,
    busy: Res<AnimationBusy>,
    (paused, pace, time): (Res<AiPaused>, Res<ComputerPace>, Res<Time>),
    (screen, active): (Res<State<Screen>>, Res<State<ActiveGame>>),
    mut thinking: ResMut<ComputerMove<V::Game>>,
    mut inputs: MessageWriter<Input<V>>,
    mut still_since: Local<Option<std::time::Duration>>,
) {
    let Some(session) = session else { return };
    let live = session.reviewing.is_none().then_some(&session.game);
    let now = time.elapsed();
    if busy.0 || session.is_changed() {
        *still_since = None;
    }
    let rested = now.saturating_sub(*still_since.get_or_insert(now)) >= pace.0;
    let may_start = !busy.0
        && rested
        && !paused.0
        && *screen.get() == Screen::Match
        && *active.get() == ActiveGame(V::Game::ID);
    let level = match session.seat_to_play() {
        Some((_, SeatPlayer::Ai(level))) if may_start => Some(level),
        _ => None,
    };
    // Polling the search changes nothing that is shown: the resource is marked changed
    // (for the HUD and the page's state) only when the computer starts or stops thinking.
    let was_thinking = thinking.is_thinking();
    let answer = thinking.bypass_change_detection().update(live, level);
    if thinking.is_thinking() != was_thinking {
        thinking.set_changed();
    }
    if let Some(action) = answer {
        inputs.write(Input::Computer(action));
    }
}

/// How long the board rests before each of a lesson's own moves (and scripted taps).
const LESSON_PACE: f32 = 0.7;

/// Whether a scripted input may go now: something `waiting`, the board still and game
/// `V`'s on screen, for [`LESSON_PACE`] seconds (counted in `rested`, which starts over
/// when it is time).
pub(super) fn rested_enough<V: GameView>(
    waiting: bool,
    busy: &AnimationBusy,
    active: &State<ActiveGame>,
    time: &Time,
    rested: &mut f32,
) -> bool {
    if !waiting || busy.0 || *active.get() != ActiveGame(V::Game::ID) {
        *rested = 0.0;
        return false;
    }
    *rested += time.delta_secs();
    if *rested < LESSON_PACE {
        return false;
    }
    *rested = 0.0;
    true
}

/// Plays the lesson's own moves (see [`LessonGate`]) one by one, each once the board is
/// still and has rested a moment. An entry may give choices (`xe1-e5|xc7-g7`) and
/// patterns (`*`, `f7-*`): the first legal move one of them accepts is played. An entry
/// no legal move fits is dropped with a warning.
pub fn play_lesson<V: GameView>(
    session: Option<Res<Session<V>>>,
    busy: Res<AnimationBusy>,
    active: Res<State<ActiveGame>>,
    (time, mut rested): (Res<Time>, Local<f32>),
    mut gate: ResMut<LessonGate>,
    mut inputs: MessageWriter<Input<V>>,
) {
    let Some(session) = session else { return };
    let waiting = gate.active && !gate.script.is_empty();
    if !rested_enough::<V>(waiting, &busy, &active, &time, &mut rested) {
        return;
    }
    let Some(text) = gate.script.pop_front() else {
        return;
    };
    match fitting_action(&session.legal(), &text) {
        Some(action) => {
            gate.in_flight += 1;
            inputs.write(Input::Lesson(action));
        }
        None => warn!("no legal move fits the lesson's '{text}'"),
    }
}
