//! The Game of Y view: the Kadon board (from [`crate::boards::kadon`]), the stones'
//! look, what a tap means and the HUD's lines; the kit does the rest.

pub mod ai;
pub mod pieces;
pub mod session;
mod stones;

mod texts;

use bevy::prelude::*;
use bevy_egui::egui;
use plateau_rules::board::kadon::Node;
use plateau_rules::y::{BLACK, GameOfY, WHITE, YAction, YDecision, YEffect};
use plateau_rules::{Game, Seat};

use crate::i18n::Language;
use crate::kit::panel;
use crate::kit::{GameView, Input, KitSet, Session};
use crate::screens::fill;
use session::{YNotice, YState};

/// Where the Kadon board's points are drawn (kept under the view's name for its
/// callers).
pub use crate::boards::kadon as geometry;
use crate::game_entry::AppGame;
use crate::games;

/// The Game of Y's view.
pub struct YView;

impl GameView for YView {
    type Game = GameOfY;
    type Point = Node;
    type State = YState;
    type HudParam = ();

    fn point_near(world: Vec2) -> Option<Node> {
        geometry::node_near(world)
    }

    fn position(node: Node) -> Vec2 {
        geometry::world_position(node)
    }

    fn step() -> f32 {
        geometry::UNIT
    }

    /// The free points.
    fn tap_targets(session: &Session<Self>) -> Vec<Node> {
        session
            .legal()
            .into_iter()
            .filter_map(|action| match action {
                YAction::Place(node) => Some(node),
                YAction::Swap => None,
            })
            .collect()
    }

    fn view_area() -> (Vec2, Vec2) {
        geometry::view_area()
    }

    fn points() -> Vec<(String, Vec2)> {
        Node::all()
            .map(|node| (node.to_string(), geometry::world_position(node)))
            .collect()
    }

    fn tap(session: &mut Session<Self>, node: Node) -> Option<YAction> {
        if session.game.state().stone_at(node).is_some() {
            session.view.notice = Some(YNotice::Occupied);
            return None;
        }
        Some(YAction::Place(node))
    }

    fn played(state: &mut YState, effects: &[YEffect]) {
        state.notice = effects.iter().find_map(|e| match e {
            YEffect::Swapped { seat, .. } => Some(YNotice::Swapped(*seat)),
            _ => None,
        });
    }

    fn title(lang: Language) -> String {
        crate::i18n::text(texts::NAME, lang).to_string()
    }

    fn subtitle(state: &GameOfY, lang: Language) -> Vec<String> {
        let options = state.options();
        let mut rules = Vec::new();
        if options.pie {
            let pie = texts::PIE_RULE.get(lang).split(':').next().unwrap_or("");
            rules.push(pie.to_string());
        }
        if options.handicap > 1 {
            rules.push(format!(
                "{}: {}",
                texts::HANDICAP.get(lang),
                options.handicap
            ));
        }
        rules
    }

    fn seats(_: &GameOfY) -> Vec<(Seat, egui::Color32)> {
        vec![(BLACK, panel::DARK), (WHITE, panel::LIGHT)]
    }

    fn position_line(state: &GameOfY, lang: Language) -> Option<String> {
        let stones = (state.stones(BLACK) | state.stones(WHITE)).count_ones();
        Some(fill(
            texts::STONES_ON_BOARD.get(lang),
            &[("n", &stones.to_string())],
        ))
    }

    fn instruction(session: &Session<Self>, seat_name: &str, lang: Language) -> String {
        let text = match session.game.state().turn().map(|t| t.kind) {
            Some(YDecision::PlaceOrSwap) => texts::PLACE_OR_SWAP,
            _ => texts::PLACE_STONE,
        };
        fill(text.get(lang), &[("seat", seat_name)])
    }

    fn decision_buttons(session: &Session<Self>, lang: Language) -> Vec<(String, Input<Self>)> {
        session
            .can_swap()
            .then(|| {
                (
                    texts::SWAP.get(lang).to_string(),
                    Input::Action(YAction::Swap),
                )
            })
            .into_iter()
            .collect()
    }

    fn notice(session: &Session<Self>, lang: Language) -> Option<String> {
        session.view.notice.map(|notice| match notice {
            YNotice::Occupied => texts::OCCUPIED.get(lang).to_string(),
            YNotice::Swapped(seat) => fill(
                texts::SWAPPED.get(lang),
                &[("seat", &session.seat_name(seat, lang))],
            ),
        })
    }

    fn build_logic(app: &mut App) {
        // The effects first: a rebuild asked in the same frame (coming back to the board)
        // then replaces what they did, so no piece is put down twice.
        app.add_systems(
            Update,
            (pieces::follow_effects, pieces::rebuild)
                .chain()
                .in_set(KitSet::Mirror),
        );
    }

    fn build_look(app: &mut App) {
        stones::plugin(app);
    }
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame = games::folder_entry!(YView);
