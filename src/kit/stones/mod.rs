//! One view for every game of stones put down, moved and taken on a board of points or
//! cells (on the Kadon board: Quinta, Sexta, Tetra, Singularity, Leap Over, Aliens and
//! Amazons; on a square board: Zen l'Initié): the board, the stones mirrored from the
//! state, what a tap means (put a stone down, pick a stone then where it goes, choose a
//! stone), the buttons for what has no point (pass, stop), the animations and marks.
//!
//! A game brings only a [`StoneGame`]: its board ([`BoardLook`]), how its actions and
//! effects look on it, and its words; `StonesView<ItsGame>` is then its [`GameView`].

pub mod pieces;
pub mod slides;
pub mod taps;

pub mod look;

use std::marker::PhantomData;

use bevy::ecs::system::SystemParamItem;
use bevy::prelude::*;
use bevy_egui::egui;
use plateau_ai::Ai;
use plateau_rules::{Game, Seat, Text};

use crate::boards::BoardLook;
use crate::i18n::{Language, Tr};
use crate::kit::animation::Beat;
use crate::kit::core::decision_buttons_ui;
use crate::kit::{GameView, Input, KitSet, Session};
use crate::screens::fill;
pub use taps::{Motion, Shape, StoneNotice, Zone};

/// The game's action type.
pub type ActionOf<G> = <<G as StoneGame>::Game as Game>::Action;
/// The game's effect type.
pub type EffectOf<G> = <<G as StoneGame>::Game as Game>::Effect;
/// A point (or cell) of the game's board.
pub type NodeOf<G> = <<G as StoneGame>::Board as BoardLook>::Point;

/// What a game of stones on the Kadon board tells the shared view.
pub trait StoneGame: Send + Sync + 'static {
    /// The rules, with the computer's search for them.
    type Game: Ai;
    /// The board.
    type Board: BoardLook;

    /// The game's name.
    const NAME: Text;

    /// Every stone on the board, with its look: the owner's seat, or an index into
    /// [`Self::colours`].
    fn stones(state: &Self::Game) -> Vec<(NodeOf<Self>, Seat)>;
    /// The stones' colours (sRGB) by look, when they are not the seats' colours of the
    /// app catalog (Zen l'Initié: black, white and the red Zen, whatever the seats).
    fn colours() -> Option<&'static [[u8; 3]]> {
        None
    }
    /// How an action is made on the board.
    fn shape(action: ActionOf<Self>) -> Shape<NodeOf<Self>>;
    /// What an effect does to the stones.
    fn motion(effect: &EffectOf<Self>) -> Motion<NodeOf<Self>>;
    /// What an effect that moves no stone shows (a check, a law, a pass), heard when
    /// its turn in the animation comes; `None` for nothing.
    fn beat(effect: &EffectOf<Self>) -> Option<Beat> {
        let _ = effect;
        None
    }
    /// The stones to ring once the game is won (or a chain under way), as a bit set.
    fn highlighted(state: &Self::Game) -> u128 {
        let _ = state;
        0
    }
    /// Regions tinted under the points (each a bit set of nodes).
    fn zones(state: &Self::Game) -> Vec<(u128, Zone)> {
        let _ = state;
        Vec::new()
    }
    /// A short word written on a legal destination of the picked stone (Zen l'Initié:
    /// the count of pieces on the line that allows the move); none by default.
    fn target_label(state: &Self::Game, from: NodeOf<Self>, to: NodeOf<Self>) -> Option<String> {
        let _ = (state, from, to);
        None
    }
    /// What the player to move must do (`{seat}` is filled in).
    fn instruction(state: &Self::Game) -> Tr;
    /// What the effects of an action announce to the players in `lang` (check, the
    /// scoring of a round and the next round).
    fn announcement(effects: &[EffectOf<Self>], lang: Language) -> Option<String> {
        let _ = (effects, lang);
        None
    }
    /// The words on the button of an action with no point (pass, stop).
    fn button(action: ActionOf<Self>, lang: Language) -> String;
    /// The decision's own controls under the instruction, for the person to move (a
    /// law to write), and what the game shows there at any time (`live` is false while
    /// looking back or while the computer moves; `viewer` is the seat the screen is
    /// shown to). Returns whether it drew the decision's controls itself; otherwise a
    /// button is drawn for each action with no point.
    fn decision_ui(
        ui: &mut egui::Ui,
        drawn: &Self::Game,
        viewer: Seat,
        live: bool,
        lang: Language,
        out: &mut Vec<ActionOf<Self>>,
    ) -> bool {
        let _ = (ui, drawn, viewer, live, lang, out);
        false
    }
    /// The action by which `seat` leaves a game of more than two players while the
    /// others play on (see [`GameView::leave`]).
    fn leave(state: &Self::Game, seat: Seat) -> Option<ActionOf<Self>> {
        let _ = (state, seat);
        None
    }
    /// Lines under the title (options).
    fn subtitle(state: &Self::Game, lang: Language) -> Vec<String> {
        let _ = (state, lang);
        Vec::new()
    }
    /// A line about the position (stones to place, captures).
    fn position_line(state: &Self::Game, lang: Language) -> Option<String> {
        let _ = (state, lang);
        None
    }
    /// Why a finished game ended, where the goal line would not say (see
    /// [`GameView::end_reason`]).
    fn end_reason(state: &Self::Game, lang: Language) -> Option<String> {
        let _ = (state, lang);
        None
    }
}

/// The shared view of a game of stones on the Kadon board.
pub struct StonesView<G>(PhantomData<G>);

/// The view's state during a match: the stone picked, the last notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StonesState<Node> {
    /// The stone picked to move, if any.
    pub selected: Option<Node>,
    /// The last thing to tell the player about a tap.
    pub notice: Option<StoneNotice>,
    /// What the last action announced (check, a round's scoring), in each language of
    /// [`Language::ALL`].
    pub announced: Option<Vec<String>>,
}

impl<Node> Default for StonesState<Node> {
    fn default() -> Self {
        StonesState {
            selected: None,
            notice: None,
            announced: None,
        }
    }
}

impl<G: StoneGame> StonesView<G> {
    /// The legal actions of the live position, with how each is made.
    pub fn shapes(session: &Session<Self>) -> Vec<(ActionOf<G>, Shape<NodeOf<G>>)> {
        session
            .legal()
            .into_iter()
            .map(|a| (a, G::shape(a)))
            .collect()
    }

    /// The stone picked now: the player's choice, or the only stone that can move.
    pub fn selected(session: &Session<Self>) -> Option<NodeOf<G>> {
        taps::selection(&Self::shapes(session), session.view.selected)
    }

    fn catalog() -> Option<&'static crate::catalog::AppGame> {
        crate::catalog::find(<G::Game as Game>::ID)
    }
}

impl<G: StoneGame> GameView for StonesView<G> {
    type Game = G::Game;
    type Point = NodeOf<G>;
    type State = StonesState<NodeOf<G>>;
    type HudParam = ();

    fn point_near(world: Vec2) -> Option<NodeOf<G>> {
        G::Board::point_near(world)
    }

    fn position(node: NodeOf<G>) -> Vec2 {
        G::Board::position(node)
    }

    fn step() -> f32 {
        G::Board::step()
    }

    /// Where the picked stone can go and the stones that can move; else the points a
    /// stone can be put on or chosen.
    fn tap_targets(session: &Session<Self>) -> Vec<NodeOf<G>> {
        let shapes = Self::shapes(session);
        let mut targets = taps::movers(&shapes);
        if let Some(picked) = taps::selection(&shapes, session.view.selected) {
            targets.extend(taps::destinations(&shapes, picked));
        }
        targets.extend(shapes.iter().filter_map(|(_, shape)| match *shape {
            Shape::Place(node) | Shape::Pick(node) => Some(node),
            _ => None,
        }));
        targets
    }

    fn view_area() -> (Vec2, Vec2) {
        G::Board::view_area()
    }

    fn points() -> Vec<(String, Vec2)> {
        G::Board::points()
            .into_iter()
            .map(|node| (node.to_string(), G::Board::position(node)))
            .collect()
    }

    fn tap(session: &mut Session<Self>, node: NodeOf<G>) -> Option<ActionOf<G>> {
        let shapes = Self::shapes(session);
        let state = &mut session.view;
        match taps::tap(&shapes, state.selected, node) {
            taps::Tap::Play(action) => Some(action),
            taps::Tap::Select(node) => {
                state.selected = Some(node);
                state.notice = None;
                None
            }
            taps::Tap::Deselect => {
                *state = StonesState::default();
                None
            }
            taps::Tap::Notice(notice) => {
                state.notice = Some(notice);
                None
            }
        }
    }

    fn deselect(state: &mut Self::State) {
        *state = StonesState::default();
    }

    fn has_selection(state: &Self::State) -> bool {
        state.selected.is_some()
    }

    fn played(state: &mut Self::State, effects: &[EffectOf<G>]) {
        *state = StonesState {
            announced: Language::ALL
                .iter()
                .map(|&lang| G::announcement(effects, lang))
                .collect(),
            ..StonesState::default()
        };
    }

    fn forced(state: &G::Game) -> Option<ActionOf<G>> {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        match legal.as_slice() {
            [only] if G::shape(*only) == Shape::Button => Some(*only),
            _ => None,
        }
    }

    fn leave(state: &G::Game, seat: Seat) -> Option<ActionOf<G>> {
        G::leave(state, seat)
    }

    fn title(lang: Language) -> String {
        crate::i18n::text(G::NAME, lang).to_string()
    }

    fn subtitle(state: &G::Game, lang: Language) -> Vec<String> {
        G::subtitle(state, lang)
    }

    fn seats(state: &G::Game) -> Vec<(Seat, egui::Color32)> {
        (0..state.seat_count())
            .map(|i| {
                let colour = Self::catalog().map_or(egui::Color32::GRAY, |g| g.seat_colour(i));
                (Seat(i as u8), colour)
            })
            .collect()
    }

    fn position_line(state: &G::Game, lang: Language) -> Option<String> {
        G::position_line(state, lang)
    }

    fn end_reason(state: &G::Game, lang: Language) -> Option<String> {
        G::end_reason(state, lang)
    }

    fn instruction(session: &Session<Self>, seat_name: &str, lang: Language) -> String {
        fill(
            G::instruction(session.game.state()).get(lang),
            &[("seat", seat_name)],
        )
    }

    fn decision_ui(
        ui: &mut egui::Ui,
        session: &Session<Self>,
        _: &mut SystemParamItem<()>,
        lang: Language,
        out: &mut Vec<Input<Self>>,
    ) {
        let live = session.reviewing.is_none() && !session.others_to_move();
        let mut chosen = Vec::new();
        let drawn_by_game = G::decision_ui(
            ui,
            &session.drawn(),
            session.viewer(),
            live,
            lang,
            &mut chosen,
        );
        out.extend(chosen.into_iter().map(Input::Action));
        if drawn_by_game || !live {
            return;
        }
        decision_buttons_ui(ui, Self::decision_buttons(session, lang), out);
    }

    /// A button for each action with no point (pass, stop).
    fn decision_buttons(session: &Session<Self>, lang: Language) -> Vec<(String, Input<Self>)> {
        Self::shapes(session)
            .into_iter()
            .filter(|&(_, shape)| shape == Shape::Button)
            .map(|(action, _)| (G::button(action, lang), Input::Action(action)))
            .collect()
    }

    /// The notice about the last tap, else what the last action announced.
    fn notice(session: &Session<Self>, lang: Language) -> Option<String> {
        let view = &session.view;
        view.notice
            .map(|notice| notice.text().get(lang).to_string())
            .or_else(|| {
                let i = Language::ALL.iter().position(|&l| l == lang)?;
                view.announced.as_ref()?.get(i).cloned()
            })
    }

    fn build_logic(app: &mut App) {
        // The effects first: a rebuild asked in the same frame (coming back to the board)
        // then replaces what they did, so no piece is put down twice.
        app.add_systems(
            Update,
            (pieces::follow_effects::<G>, pieces::rebuild::<G>)
                .chain()
                .in_set(KitSet::Mirror),
        );
    }

    fn build_look(app: &mut App) {
        look::plugin::<G>(app);
    }
}
