//! What a game's view is to the kit: the [`GameView`] trait, the match [`Session`] it
//! gets, the [`Input`]s a match takes, and the messages between the kit's logic and
//! the view's look.

use std::collections::VecDeque;
use std::fmt::Debug;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};

use bevy::ecs::system::{SystemParam, SystemParamItem};
use bevy::prelude::*;
use bevy_egui::egui;
use plateau_ai::Ai;
use plateau_rules::{Game, Seat};

pub use super::pointer::TapGuard;
use crate::i18n::{Language, Tr};
pub use crate::match_core::{AnimationBusy, MatchLogic};
use crate::match_core::{MatchCommand, MatchCore};
use crate::screens::{ActiveGame, Screen, fill};

/// The game's action type.
pub type ActionOf<V> = <<V as GameView>::Game as Game>::Action;
/// The game's effect type.
pub type EffectOf<V> = <<V as GameView>::Game as Game>::Effect;

/// A game's view: what only this game knows about its board and its decisions. The
/// kit ([`crate::kit::plugin`]) does the rest once for every game: the match session,
/// starting and resuming, input, the animation gate, computer seats and hints, the
/// HUD's frame, the move list and review, autosave and the result screen.
pub trait GameView: Sized + Send + Sync + 'static {
    /// The rules (with the computer's search for them).
    type Game: Ai;
    /// A point of the board, as the rules name it.
    type Point: Copy + Eq + Debug + Send + Sync + 'static;
    /// The view's own per-match state: a selection, the last notice for the player.
    type State: Default + Send + Sync + 'static;
    /// What the view's own HUD part reads or writes besides the session (`()` for
    /// nothing).
    type HudParam: SystemParam + 'static;

    // The board.

    /// The point within reach of a world position (a tap, the pointer).
    fn point_near(world: Vec2) -> Option<Self::Point>;
    /// Where a point is drawn, in world units.
    fn position(point: Self::Point) -> Vec2;
    /// The distance between neighbouring points, in world units (how far a finger may
    /// miss).
    fn step() -> f32;
    /// The points where a tap does something now (a legal destination, a stone that can
    /// move): a tap near one of them, but not clearly on another point, goes to the
    /// nearest of them. Empty: every point counts alike.
    fn tap_targets(session: &Session<Self>) -> Vec<Self::Point> {
        let _ = session;
        Vec::new()
    }
    /// The world area the camera must show: its centre and size.
    fn view_area() -> (Vec2, Vec2);
    /// Every point of the board with its name and world position (the web page
    /// publishes where each is drawn, for its tests and outside tools).
    fn points() -> Vec<(String, Vec2)>;

    // Decisions.

    /// What a tap on `point` means in the current decision: the action to play, or
    /// `None` (the view may select something or leave a notice in its state).
    fn tap(session: &mut Session<Self>, point: Self::Point) -> Option<ActionOf<Self>>;
    /// A tap beside the board, or Escape: drop a selection.
    fn deselect(state: &mut Self::State) {
        let _ = state;
    }
    /// Whether something is selected (Escape drops it before it leaves the board).
    fn has_selection(state: &Self::State) -> bool {
        let _ = state;
        false
    }
    /// An action was played with these effects (the selection goes, a notice may
    /// come).
    fn played(state: &mut Self::State, effects: &[EffectOf<Self>]) {
        let _ = (state, effects);
    }
    /// The board was rebuilt (undo, redo, review, a player changed).
    fn reset(state: &mut Self::State) {
        *state = Self::State::default();
    }
    /// An action the rules force on the seat to move (a pass), played by the kit once
    /// the board is still.
    fn forced(state: &Self::Game) -> Option<ActionOf<Self>> {
        let _ = state;
        None
    }
    /// In a game of more than two teams, the game's own action by which `seat` leaves
    /// while the others play on (the Resign button plays it); `None` where resigning
    /// ends the game.
    fn leave(state: &Self::Game, seat: Seat) -> Option<ActionOf<Self>> {
        let _ = (state, seat);
        None
    }

    // The HUD (the kit draws the frame, the players, the state of play, the hint, the
    // buttons and the move list).

    /// The game's name, on top.
    fn title(lang: Language) -> String;
    /// Lines under the title (variant, options).
    fn subtitle(state: &Self::Game, lang: Language) -> Vec<String> {
        let _ = (state, lang);
        Vec::new()
    }
    /// The seats in the order shown, with their colours.
    fn seats(state: &Self::Game) -> Vec<(Seat, egui::Color32)>;
    /// Drawn at the right of a seat's line (scores).
    fn seat_extra(ui: &mut egui::Ui, state: &Self::Game, seat: Seat, lang: Language) {
        let _ = (ui, state, seat, lang);
    }
    /// A seat's score in words, for the lines drawn without widgets (face to face).
    fn seat_score(state: &Self::Game, seat: Seat, lang: Language) -> Option<String> {
        let _ = (state, seat, lang);
        None
    }
    /// A line about the position under the players (pieces left, stones placed).
    fn position_line(state: &Self::Game, lang: Language) -> Option<String> {
        let _ = (state, lang);
        None
    }
    /// Why a finished game ended, in the game's own words, where the catalog's goal
    /// line would not say which of its goals was reached, or for an ending of its own
    /// (a supply run out); `None`: the goal line, or the kit's words for the others.
    fn end_reason(state: &Self::Game, lang: Language) -> Option<String> {
        let _ = (state, lang);
        None
    }
    /// What the person to move must do, with the seat's name filled in.
    fn instruction(session: &Session<Self>, seat_name: &str, lang: Language) -> String;
    /// The decision's choices that have no point on the board (the pie rule's swap, a
    /// pass, one of several rows), as the words on their buttons and the input each
    /// sends, for the person to move.
    fn decision_buttons(session: &Session<Self>, lang: Language) -> Vec<(String, Input<Self>)> {
        let _ = (session, lang);
        Vec::new()
    }
    /// The decision's own controls under the instruction; inputs go to `out`. By
    /// default a button for each of [`Self::decision_buttons`].
    fn decision_ui(
        ui: &mut egui::Ui,
        session: &Session<Self>,
        param: &mut SystemParamItem<Self::HudParam>,
        lang: Language,
        out: &mut Vec<Input<Self>>,
    ) {
        let _ = param;
        decision_buttons_ui(ui, Self::decision_buttons(session, lang), out);
    }
    /// The view's last notice for the player, in words.
    fn notice(session: &Session<Self>, lang: Language) -> Option<String> {
        let _ = (session, lang);
        None
    }

    // The look and the mirror.

    /// Headless parts: the piece entities mirrored from the state (systems in
    /// [`KitSet::Mirror`], reading [`Redraw`] and [`EffectsApplied`]), the view's own
    /// states.
    fn build_logic(app: &mut App);
    /// Drawing: the board, dressing the pieces, animating effects (in
    /// [`KitSet::Animate`]) and snapping them in place on [`Snap`], marks.
    fn build_look(app: &mut App);
}

/// Draws a decision's `buttons` (from [`GameView::decision_buttons`]) one under the
/// other; the pressed one's input goes to `out`.
pub fn decision_buttons_ui<V: GameView>(
    ui: &mut egui::Ui,
    buttons: Vec<(String, Input<V>)>,
    out: &mut Vec<Input<V>>,
) {
    for (text, input) in buttons {
        if ui
            .add_sized([220.0, 44.0], egui::Button::new(text))
            .clicked()
        {
            out.push(input);
        }
    }
}

/// The match being played with view `V`: the game-independent part ([`MatchCore`],
/// reached through `Deref`) and the view's own state.
#[derive(Resource)]
pub struct Session<V: GameView> {
    /// The game, its history and its players.
    pub core: MatchCore<V::Game>,
    /// The view's per-match state.
    pub view: V::State,
    /// A move a tap has shown but not played yet (taps are confirmed, see
    /// [`TapGuard`]), with the point tapped: a second tap there, or Confirm, plays it.
    pub pending: Option<(ActionOf<V>, V::Point)>,
}

impl<V: GameView> Deref for Session<V> {
    type Target = MatchCore<V::Game>;

    fn deref(&self) -> &MatchCore<V::Game> {
        &self.core
    }
}

impl<V: GameView> DerefMut for Session<V> {
    fn deref_mut(&mut self) -> &mut MatchCore<V::Game> {
        &mut self.core
    }
}

impl<V: GameView> Session<V> {
    /// The seat's player name as the players see it: the name a player typed, or the
    /// seat's colour in `lang` when none was typed or the app gave it
    /// ([`crate::catalog::AppGame::shown_seat_name`]).
    pub fn seat_name(&self, seat: Seat, lang: Language) -> String {
        let name = self.seat_names.get(seat.index()).map_or("", String::as_str);
        crate::catalog::find(<V::Game as Game>::ID).map_or_else(
            || name.to_string(),
            |game| game.shown_seat_name(seat.index(), name, lang),
        )
    }

    /// The move a tap has shown, waiting to be confirmed.
    pub fn pending_action(&self) -> Option<ActionOf<V>> {
        self.pending.map(|(action, _)| action)
    }

    /// The move a tap has shown, in words, waiting for a second tap or Confirm.
    pub fn shown_move_line(&self, lang: Language) -> Option<String> {
        let action = self.pending_action()?;
        let text = self.game.state().action_text_for(action, self.viewer());
        Some(fill(Tr::TapAgain.get(lang), &[("action", &text)]))
    }

    /// The one seat a person plays, when exactly one is (against the computer).
    pub fn person_seat(&self) -> Option<Seat> {
        let mut people = (0..self.players.len())
            .filter(|&i| self.players[i] == crate::screens::SeatPlayer::Human);
        match (people.next(), people.next()) {
            (Some(seat), None) => Some(Seat(seat as u8)),
            _ => None,
        }
    }
}

/// What a player (or a test) asks of a match. The pointer sends `Point` (or
/// `Deselect` beside the board), the HUD `Action` and `Command`, the computer
/// `Computer`, a remote seat `Remote`.
#[derive(Message)]
pub enum Input<V: GameView> {
    /// A tap or click on a board point.
    Point(V::Point),
    /// An action chosen in the HUD (a row from a list, the pie rule's swap).
    Action(ActionOf<V>),
    /// The computer's choice for its seat.
    Computer(ActionOf<V>),
    /// A remote player's action for their seat (an online match).
    Remote(ActionOf<V>),
    /// Drop the selection (and a move waiting to be confirmed).
    Deselect,
    /// Play the move a tap has shown (taps are confirmed).
    Confirm,
    /// A move of a lesson (shown, a reply, "show me"), played whoever is to move.
    Lesson(ActionOf<V>),
    /// Undo, redo, resign, review or a seat's player: what every game's match takes.
    Command(MatchCommand),
}

impl<V: GameView> Clone for Input<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V: GameView> Copy for Input<V> {}

impl<V: GameView> PartialEq for Input<V> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Input::Point(a), Input::Point(b)) => a == b,
            (Input::Action(a), Input::Action(b))
            | (Input::Computer(a), Input::Computer(b))
            | (Input::Remote(a), Input::Remote(b))
            | (Input::Lesson(a), Input::Lesson(b)) => a == b,
            (Input::Deselect, Input::Deselect) | (Input::Confirm, Input::Confirm) => true,
            (Input::Command(a), Input::Command(b)) => a == b,
            _ => false,
        }
    }
}

impl<V: GameView> Debug for Input<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Input::Point(p) => write!(f, "Point({p:?})"),
            Input::Action(a) => write!(f, "Action({a})"),
            Input::Computer(a) => write!(f, "Computer({a})"),
            Input::Remote(a) => write!(f, "Remote({a})"),
            Input::Lesson(a) => write!(f, "Lesson({a})"),
            Input::Deselect => write!(f, "Deselect"),
            Input::Confirm => write!(f, "Confirm"),
            Input::Command(c) => write!(f, "Command({c:?})"),
        }
    }
}

/// Inputs waiting for their turn: one change is applied per frame, so that the piece
/// entities catch up before the next, and none while the board animates.
#[derive(Resource)]
pub struct InputQueue<V: GameView>(pub(super) VecDeque<Input<V>>);

impl<V: GameView> Default for InputQueue<V> {
    fn default() -> Self {
        InputQueue(VecDeque::new())
    }
}

impl<V: GameView> InputQueue<V> {
    /// Whether no input waits.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The effects of an action just applied, for the mirror and the animations.
#[derive(Message)]
pub struct EffectsApplied<V: GameView>(pub Vec<EffectOf<V>>);

/// The pieces must be rebuilt from the shown state (new match, undo, redo, review).
#[derive(Message)]
pub struct Redraw<V: GameView>(PhantomData<V>);

impl<V: GameView> Default for Redraw<V> {
    fn default() -> Self {
        Redraw(PhantomData)
    }
}

/// The animations are over (ended, finished early, or the board rebuilt): the view
/// puts every piece exactly in place.
#[derive(Message)]
pub struct Snap<V: GameView>(PhantomData<V>);

impl<V: GameView> Default for Snap<V> {
    fn default() -> Self {
        Snap(PhantomData)
    }
}

/// Asks the look to finish its animations at once (input arrived during one, and is
/// applied on the next frame).
#[derive(Message, Clone, Copy, Debug)]
pub struct FinishAnimations;

/// A person's tap on the board was refused: not a point where a tap does anything now,
/// a move the rules refuse, or one the lesson did not ask for (whoever listens: the
/// sounds).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TapRefused;

/// The steps of a frame of a match, in order: the logic's (`Start` to `Follow`, in
/// [`MatchLogic`]), then the look's (`Animate` to `Snap`).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KitSet {
    /// Starting a match, and what must happen before inputs (the look's leftovers).
    Start,
    /// Applying the inputs, one change per frame.
    Input,
    /// The piece entities follow the change (the view's mirror).
    Mirror,
    /// Forced actions, the view's phase, the screen following the game.
    Follow,
    /// The look queues the animations of the effects.
    Animate,
    /// The kit decides whether the animations go on.
    Settle,
    /// The look puts the pieces in place after a [`Snap`].
    Snap,
}

/// Present while a match of view `V` is on screen (playing or showing its result);
/// the view's entities live as long as it (`DespawnOnExit(Shown::<V>::default())`).
pub struct Shown<V>(PhantomData<V>);

impl<V> Shown<V> {
    /// The state's one value.
    pub const fn new() -> Self {
        Shown(PhantomData)
    }
}

impl<V> Default for Shown<V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<V> Clone for Shown<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V> Copy for Shown<V> {}

impl<V> PartialEq for Shown<V> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<V> Eq for Shown<V> {}

impl<V> std::hash::Hash for Shown<V> {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl<V> Debug for Shown<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Shown<{}>", std::any::type_name::<V>())
    }
}

impl<V: GameView> bevy::state::state::ComputedStates for Shown<V> {
    type SourceStates = (Screen, ActiveGame);
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute((screen, game): (Screen, ActiveGame)) -> Option<Self> {
        ActiveGame(<V::Game as Game>::ID)
            .shown(screen, game)
            .then_some(Shown::new())
    }
}
