//! The running Game of Y match: the rules state and what the board waits for.
//!
//! Every input (a tap on a point, the swap button, the computer's choice, undo, redo,
//! resign, looking back) goes through [`YInput`]; the match is saved after every change
//! and the screen follows the game (the result once a chain joins the three sides).

use std::ops::{Deref, DerefMut};

use bevy::prelude::*;
use plateau_rules::board::kadon::Node;
use plateau_rules::y::{GameOfY, YAction, YDecision, YEffect};
use plateau_rules::{Game, Seat, Status};

use crate::match_core::{MatchCommand, MatchCore};
use crate::screens::result::FinalResult;
use crate::screens::{ActiveGame, LastSetup, Screen, StartMatch};
use crate::storage::Storage;

/// The Game of Y match being played (the game-independent part through `Deref`).
#[derive(Resource, Clone, Debug)]
pub struct YSession {
    /// The game, its history and its players.
    pub core: MatchCore<GameOfY>,
    /// The last thing to tell the players.
    pub notice: Option<YNotice>,
}

impl Deref for YSession {
    type Target = MatchCore<GameOfY>;

    fn deref(&self) -> &MatchCore<GameOfY> {
        &self.core
    }
}

impl DerefMut for YSession {
    fn deref_mut(&mut self) -> &mut MatchCore<GameOfY> {
        &mut self.core
    }
}

impl YSession {
    /// The node of the last stone placed (or swapped) up to the shown position.
    /// A swap is not a stone: after it, the swapped (first) stone is still the last.
    pub fn last_stone(&self) -> Option<Node> {
        self.shown_actions()
            .filter_map(|action| match action {
                YAction::Place(node) => Some(node),
                YAction::Swap => None,
            })
            .last()
    }

    /// Whether the player to move may use the pie rule now.
    pub fn can_swap(&self) -> bool {
        self.reviewing.is_none()
            && self.game.resigned().is_none()
            && self
                .game
                .state()
                .turn()
                .is_some_and(|t| t.kind == YDecision::PlaceOrSwap)
    }
}

/// Feedback for the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YNotice {
    /// The tapped point holds a stone.
    Occupied,
    /// The seat used the pie rule.
    Swapped(Seat),
}

/// What a player (or a test) asks of the match.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum YInput {
    /// A tap or click on a board point: place a stone there.
    Node(Node),
    /// The pie rule's swap, from the HUD.
    Swap,
    /// The computer's choice for its seat.
    Computer(YAction),
    /// Undo, redo, resign, looking back, who plays a seat.
    Command(MatchCommand),
}

/// The effects of an action just applied, for the view to animate.
#[derive(Message, Clone, Debug)]
pub struct YEffectsApplied(pub Vec<YEffect>);

/// The board must be redrawn from the rules state (new match, undo, looking back).
#[derive(Message, Clone, Copy, Debug)]
pub struct YRedraw;

/// The systems of the Y match logic, in order.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct YLogic;

/// The logic of a Game of Y match (no drawing): runs headless in tests.
pub fn plugin(app: &mut App) {
    app.add_message::<YInput>()
        .add_message::<YEffectsApplied>()
        .add_message::<YRedraw>()
        .add_systems(
            Update,
            (
                start_match,
                handle_input,
                super::pieces::rebuild,
                super::pieces::follow_effects,
                follow_game,
            )
                .chain()
                .in_set(YLogic),
        );
}

fn start_match(
    mut commands: Commands,
    mut starts: MessageReader<StartMatch>,
    mut last_setup: ResMut<LastSetup>,
    mut redraw: MessageWriter<YRedraw>,
) {
    let Some(start) = starts.read().last() else {
        return;
    };
    match MatchCore::<GameOfY>::from_start(start, &mut last_setup) {
        Some(core) => {
            commands.insert_resource(YSession { core, notice: None });
            redraw.write(YRedraw);
        }
        None => {
            let other_game = match start {
                StartMatch::New(setup) => setup.game != GameOfY::ID,
                StartMatch::Resume(record) => record.game != GameOfY::ID,
            };
            if other_game {
                commands.remove_resource::<YSession>();
            }
        }
    }
}

fn handle_input(
    session: Option<ResMut<YSession>>,
    mut inputs: MessageReader<YInput>,
    storage: Res<Storage>,
    mut applied: MessageWriter<YEffectsApplied>,
    mut redraw: MessageWriter<YRedraw>,
) {
    let Some(mut session) = session else {
        inputs.clear();
        return;
    };
    for &input in inputs.read() {
        let changed = match input {
            YInput::Command(command) => {
                let rebuilt = session.command(command);
                if rebuilt {
                    session.notice = None;
                    redraw.write(YRedraw);
                }
                rebuilt
            }
            _ if session.reviewing.is_some() => false,
            // A person's input never plays for the computer's seat, and the computer
            // only plays its own.
            YInput::Node(_) | YInput::Swap if session.computer_to_move() => false,
            YInput::Computer(_) if !session.computer_to_move() => false,
            YInput::Node(node) if session.game.state().stone_at(node).is_some() => {
                session.notice = Some(YNotice::Occupied);
                false
            }
            YInput::Node(node) => play(&mut session, YAction::Place(node), &mut applied),
            YInput::Swap => play(&mut session, YAction::Swap, &mut applied),
            YInput::Computer(action) => play(&mut session, action, &mut applied),
        };
        if changed {
            crate::screens::save_progress(&storage, &session.record());
        }
    }
}

fn play(
    session: &mut YSession,
    action: YAction,
    applied: &mut MessageWriter<YEffectsApplied>,
) -> bool {
    let Some(effects) = session.core.play(action) else {
        return false;
    };
    session.notice = effects.iter().find_map(|e| match e {
        YEffect::Swapped { seat, .. } => Some(YNotice::Swapped(*seat)),
        _ => None,
    });
    applied.write(YEffectsApplied(effects));
    true
}

/// The screen follows the game: the result once it is over, back to the match when
/// the end is taken back.
fn follow_game(
    session: Option<Res<YSession>>,
    screen: Res<State<Screen>>,
    active: Res<State<ActiveGame>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut result: ResMut<FinalResult>,
) {
    let Some(session) = session else { return };
    if *active.get() != ActiveGame(GameOfY::ID) {
        return;
    }
    let status = session.game.status();
    match *screen.get() {
        Screen::Match if status != Status::Ongoing && session.reviewing.is_none() => {
            result.result = status.result().cloned();
            result.seat_names = session.seat_names.to_vec();
            result.game = ActiveGame(GameOfY::ID);
            next_screen.set(Screen::Result);
        }
        Screen::Result if status == Status::Ongoing => next_screen.set(Screen::Match),
        _ => {}
    }
}
