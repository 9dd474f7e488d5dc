//! The running YINSH match: the rules state, the player's selection, and the
//! per-match state machine that follows the rules' current decision.

use std::collections::VecDeque;
use std::ops::{Deref, DerefMut};

use bevy::prelude::*;
use plateau_rules::yinsh::board::{Point, Row};
use plateau_rules::yinsh::{Yinsh, YinshAction, YinshDecision, YinshEffect};
use plateau_rules::{Game, Seat, Status};

use super::pieces::{self, MarkerPiece, PieceEntity, PiecesRebuilt, RingPiece};
use crate::match_core::{MatchCommand, MatchCore};
use crate::screens::result::FinalResult;
use crate::screens::{ActiveGame, LastSetup, Screen, StartMatch};
use crate::storage::Storage;

/// The match being played: the game-independent part ([`MatchCore`], reached through
/// `Deref`) and the player's selection.
#[derive(Resource, Clone, Debug)]
pub struct YinshSession {
    /// The game, its history and its players.
    pub core: MatchCore<Yinsh>,
    /// The ring the player picked, waiting for its destination.
    pub selected: Option<Point>,
    /// The last thing to tell the player about their input.
    pub hint: Option<InputHint>,
}

impl Deref for YinshSession {
    type Target = MatchCore<Yinsh>;

    fn deref(&self) -> &MatchCore<Yinsh> {
        &self.core
    }
}

impl DerefMut for YinshSession {
    fn deref_mut(&mut self) -> &mut MatchCore<Yinsh> {
        &mut self.core
    }
}

/// Feedback on an input that did not make a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputHint {
    /// The tapped ring has no destination.
    NotMovable,
    /// The tapped point is not one of the player's rings.
    NotYours,
    /// The tapped marker belongs to several rows: pick one.
    ChooseRow,
    /// The seat passed (no ring could move).
    Passed(Seat),
}

impl YinshSession {
    fn new(core: MatchCore<Yinsh>) -> Self {
        YinshSession {
            core,
            selected: None,
            hint: None,
        }
    }

    /// The last ring move up to the shown position, for the last-move marker.
    pub fn last_move(&self) -> Option<(Point, Point)> {
        self.shown_actions()
            .filter_map(|a| match a {
                YinshAction::MoveRing { from, to } => Some((from, to)),
                _ => None,
            })
            .last()
    }

    /// Where the selected ring can go.
    pub fn destinations(&self) -> Vec<Point> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        self.legal()
            .into_iter()
            .filter_map(|a| match a {
                YinshAction::MoveRing { from: f, to } if f == from => Some(to),
                _ => None,
            })
            .collect()
    }

    /// The rings that can move now.
    pub fn movable_rings(&self) -> Vec<Point> {
        let mut rings: Vec<Point> = self
            .legal()
            .into_iter()
            .filter_map(|a| match a {
                YinshAction::MoveRing { from, .. } => Some(from),
                _ => None,
            })
            .collect();
        rings.dedup();
        rings
    }

    /// The rows that may be removed now.
    pub fn removable_rows(&self) -> Vec<Row> {
        self.legal()
            .into_iter()
            .filter_map(|a| match a {
                YinshAction::RemoveRow(row) => Some(row),
                _ => None,
            })
            .collect()
    }

    /// The phase the live decision asks for, given the player's selection; `None` once
    /// the match is over.
    pub fn decision_phase(&self) -> Option<MatchPhase> {
        if self.game.status() != Status::Ongoing {
            return None;
        }
        Some(match self.game.state().turn()?.kind {
            YinshDecision::PlaceRing => MatchPhase::PlaceRing,
            YinshDecision::MoveRing | YinshDecision::Pass if self.selected.is_some() => {
                MatchPhase::ChooseDestination
            }
            YinshDecision::MoveRing | YinshDecision::Pass => MatchPhase::ChooseRing,
            YinshDecision::RemoveRow => MatchPhase::RemoveRow,
            YinshDecision::RemoveRing => MatchPhase::RemoveRing,
        })
    }
}

/// What a player (or a test) asks of the match. Pointer input becomes `Point`; the HUD
/// and keyboard send the rest.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum YinshInput {
    /// A tap or click on a board point.
    Point(Point),
    /// A choice made in the HUD (a row from a list).
    Action(YinshAction),
    /// The computer's choice for its seat.
    Computer(YinshAction),
    /// Drop the selected ring.
    Deselect,
    /// Undo, redo, resign, review or a seat's player: what every game's match takes.
    Command(MatchCommand),
}

/// The effects of an action just applied, for the view to animate.
#[derive(Message, Clone, Debug)]
pub struct EffectsApplied(pub Vec<YinshEffect>);

/// Asks the view to finish its animations at once (input arrived during one, and is
/// applied on the next frame).
#[derive(Message, Clone, Copy, Debug)]
pub struct FinishAnimations;

/// Whether the view is animating; set by the view, read by the state machine.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AnimationBusy(pub bool);

/// Inputs waiting for their turn: one action is applied per frame, so that the piece
/// entities are up to date before the next.
#[derive(Resource, Default)]
struct InputQueue(VecDeque<YinshInput>);

/// The match's state machine: what the board waits for.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Match)]
pub enum MatchPhase {
    /// A player places a ring.
    #[default]
    PlaceRing,
    /// A player picks a ring to move.
    ChooseRing,
    /// A player picks the picked ring's destination.
    ChooseDestination,
    /// A player picks a row to remove.
    RemoveRow,
    /// A player picks a ring to remove.
    RemoveRing,
    /// Pieces are moving.
    Animating,
    /// The player looks at an earlier position.
    Reviewing,
    /// The game is over; the result comes next.
    GameOver,
}

/// The logic of a YINSH match (no drawing): runs headless in tests.
pub fn plugin(app: &mut App) {
    app.add_message::<YinshInput>()
        .add_message::<EffectsApplied>()
        .add_message::<FinishAnimations>()
        .add_message::<PiecesRebuilt>()
        .init_resource::<AnimationBusy>()
        .init_resource::<InputQueue>()
        .add_sub_state::<MatchPhase>()
        .add_systems(
            Update,
            (
                despawn_leaving,
                start_match,
                queue_inputs,
                handle_input,
                auto_pass,
                update_phase,
            )
                .chain()
                .in_set(MatchLogic),
        );
}

/// The systems of the match logic, in order.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MatchLogic;

fn start_match(
    mut commands: Commands,
    mut starts: MessageReader<StartMatch>,
    mut last_setup: ResMut<LastSetup>,
    existing: Query<Entity, With<PieceEntity>>,
    mut rebuilt: MessageWriter<PiecesRebuilt>,
    mut queue: ResMut<InputQueue>,
) {
    let Some(start) = starts.read().last() else {
        return;
    };
    let Some(core) = MatchCore::<Yinsh>::from_start(start, &mut last_setup) else {
        // Another game starts: this match is over for the view.
        let other_game = match start {
            StartMatch::New(setup) => setup.game != Yinsh::ID,
            StartMatch::Resume(record) => record.game != Yinsh::ID,
        };
        if other_game {
            commands.remove_resource::<YinshSession>();
        }
        return;
    };
    let session = YinshSession::new(core);
    queue.0.clear();
    pieces::rebuild(&mut commands, existing.iter(), session.shown());
    rebuilt.write(PiecesRebuilt);
    commands.insert_resource(session);
}

fn queue_inputs(mut inputs: MessageReader<YinshInput>, mut queue: ResMut<InputQueue>) {
    queue.0.extend(inputs.read().copied());
}

/// What the input handler decided.
enum Outcome {
    Nothing,
    Applied(Vec<YinshEffect>),
    Rebuild,
}

fn handle_input(
    mut commands: Commands,
    session: Option<ResMut<YinshSession>>,
    mut queue: ResMut<InputQueue>,
    busy: Res<AnimationBusy>,
    storage: Res<Storage>,
    mut rings: Query<(Entity, &mut RingPiece)>,
    mut markers: Query<(Entity, &mut MarkerPiece)>,
    existing: Query<Entity, With<PieceEntity>>,
    mut applied: MessageWriter<EffectsApplied>,
    mut finish: MessageWriter<FinishAnimations>,
    mut rebuilt: MessageWriter<PiecesRebuilt>,
) {
    let Some(mut session) = session else {
        queue.0.clear();
        return;
    };
    if busy.0 && !queue.0.is_empty() {
        // Input during an animation: the view finishes it now, the input counts on the
        // next frame, from a board at rest.
        finish.write(FinishAnimations);
        return;
    }
    while let Some(input) = queue.0.pop_front() {
        match decide(&mut session, input) {
            Outcome::Nothing => continue,
            Outcome::Applied(effects) => {
                pieces::apply_effects(&mut commands, &effects, &mut rings, &mut markers);
                applied.write(EffectsApplied(effects));
            }
            Outcome::Rebuild => {
                pieces::rebuild(&mut commands, existing.iter(), session.shown());
                rebuilt.write(PiecesRebuilt);
            }
        }
        autosave(&storage, &session);
        // One change per frame: the entities must catch up before the next.
        break;
    }
}

/// Applies one input to the session.
fn decide(session: &mut YinshSession, input: YinshInput) -> Outcome {
    if let YinshInput::Command(command) = input {
        session.selected = None;
        return if session.command(command) {
            Outcome::Rebuild
        } else {
            Outcome::Nothing
        };
    }
    if session.reviewing.is_some() {
        return Outcome::Nothing;
    }
    match input {
        YinshInput::Deselect => {
            session.selected = None;
            Outcome::Nothing
        }
        // A person's input never plays for the computer's seat.
        YinshInput::Action(_) | YinshInput::Point(_) if session.computer_to_move() => {
            Outcome::Nothing
        }
        YinshInput::Computer(action) if session.computer_to_move() => play(session, action),
        YinshInput::Action(action) => play(session, action),
        YinshInput::Point(point) => tap(session, point),
        _ => Outcome::Nothing,
    }
}

/// A tap on a board point, read according to the current decision.
fn tap(session: &mut YinshSession, point: Point) -> Outcome {
    let Some(turn) = session.game.state().turn() else {
        return Outcome::Nothing;
    };
    if session.game.resigned().is_some() {
        return Outcome::Nothing;
    }
    let own_ring = session.game.state().rings(turn.seat).contains(point);
    match turn.kind {
        YinshDecision::PlaceRing => play(session, YinshAction::PlaceRing(point)),
        YinshDecision::MoveRing => {
            if let Some(from) = session.selected {
                if from == point {
                    session.selected = None;
                    return Outcome::Nothing;
                }
                if session.destinations().contains(&point) {
                    return play(session, YinshAction::MoveRing { from, to: point });
                }
            }
            if own_ring && session.movable_rings().contains(&point) {
                session.selected = Some(point);
                session.hint = None;
            } else {
                session.selected = None;
                session.hint = Some(if own_ring {
                    InputHint::NotMovable
                } else {
                    InputHint::NotYours
                });
            }
            Outcome::Nothing
        }
        YinshDecision::RemoveRow => {
            let rows: Vec<Row> = session
                .removable_rows()
                .into_iter()
                .filter(|r| r.set().contains(point))
                .collect();
            match rows.as_slice() {
                [row] => play(session, YinshAction::RemoveRow(*row)),
                [] => Outcome::Nothing,
                _ => {
                    session.hint = Some(InputHint::ChooseRow);
                    Outcome::Nothing
                }
            }
        }
        YinshDecision::RemoveRing if own_ring => play(session, YinshAction::RemoveRing(point)),
        YinshDecision::RemoveRing => {
            session.hint = Some(InputHint::NotYours);
            Outcome::Nothing
        }
        YinshDecision::Pass => Outcome::Nothing,
    }
}

fn play(session: &mut YinshSession, action: YinshAction) -> Outcome {
    match session.core.play(action) {
        Some(effects) => {
            session.selected = None;
            session.hint = effects.iter().find_map(|e| match e {
                YinshEffect::Passed { seat } => Some(InputHint::Passed(*seat)),
                _ => None,
            });
            Outcome::Applied(effects)
        }
        None => Outcome::Nothing,
    }
}

/// A forced pass is played for the player, once the board is still.
fn auto_pass(
    session: Option<Res<YinshSession>>,
    busy: Res<AnimationBusy>,
    mut inputs: MessageWriter<YinshInput>,
) {
    let Some(session) = session else { return };
    if busy.0 || session.reviewing.is_some() || session.game.resigned().is_some() {
        return;
    }
    if session
        .game
        .state()
        .turn()
        .is_some_and(|t| t.kind == YinshDecision::Pass)
    {
        inputs.write(YinshInput::Action(YinshAction::Pass));
    }
}

/// Keeps the match's phase and the screen in step with the rules and the view.
fn update_phase(
    session: Option<Res<YinshSession>>,
    busy: Res<AnimationBusy>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    phase: Option<Res<State<MatchPhase>>>,
    mut next_phase: ResMut<NextState<MatchPhase>>,
    mut result: ResMut<FinalResult>,
) {
    let Some(session) = session else { return };
    let status = session.game.status();
    let wanted = if session.reviewing.is_some() {
        MatchPhase::Reviewing
    } else if busy.0 {
        MatchPhase::Animating
    } else {
        session.decision_phase().unwrap_or(MatchPhase::GameOver)
    };
    match *screen.get() {
        Screen::Match => {
            if phase.is_some_and(|p| *p.get() != wanted) {
                next_phase.set(wanted);
            }
            if wanted == MatchPhase::GameOver {
                result.result = status.result().cloned();
                result.seat_names = session.seat_names.to_vec();
                result.game = ActiveGame(Yinsh::ID);
                next_screen.set(Screen::Result);
            }
        }
        // Undo from the result goes back to the game.
        Screen::Result if status == Status::Ongoing => next_screen.set(Screen::Match),
        _ => {}
    }
}

/// Removed markers go once the view has shown them leave (at once without a view). This
/// runs first in the frame, so the view sees the markers of a row removed this frame.
fn despawn_leaving(
    mut commands: Commands,
    busy: Res<AnimationBusy>,
    leaving: Query<Entity, With<pieces::Leaving>>,
) {
    if !busy.0 {
        for entity in &leaving {
            commands.entity(entity).despawn();
        }
    }
}

/// Saves the match after every change (see [`crate::screens::save_progress`]).
fn autosave(storage: &Storage, session: &YinshSession) {
    crate::screens::save_progress(storage, &session.record());
}
