//! Tetra on the shared view of stones ([`crate::kit::stones`]): a tap puts a stone down
//! while stones remain, then a tap on a stone and one on where it goes (one or two
//! points along a line).

mod pictures;
mod texts;

use plateau_rules::Text;
use plateau_rules::board::kadon::{Node, nodes_of};
use plateau_rules::tetra::{
    BLACK, STONES_EACH, Tetra, TetraAction, TetraDecision, TetraEffect, WHITE,
};
use plateau_rules::{Game, Seat};

use crate::boards::kadon::KadonBoard;
use crate::game_entry::AppGame;
use crate::games;
use crate::i18n::{Language, Tr};
use crate::kit::stones::{Motion, Shape, StoneGame, StonesView};
use crate::screens::fill;

/// Tetra's look.
pub struct TetraStones;

/// Tetra's view.
pub type TetraView = StonesView<TetraStones>;

impl StoneGame for TetraStones {
    type Game = Tetra;
    type Board = KadonBoard;
    const NAME: Text = texts::NAME;

    fn stones(state: &Tetra) -> Vec<(Node, Seat)> {
        [BLACK, WHITE]
            .into_iter()
            .flat_map(|seat| nodes_of(state.stones(seat)).map(move |n| (n, seat)))
            .collect()
    }

    fn shape(action: TetraAction) -> Shape<Node> {
        match action {
            TetraAction::Place(node) => Shape::Place(node),
            TetraAction::Move { from, to } => Shape::Move { from, to },
            TetraAction::Pass => Shape::Button,
        }
    }

    fn motion(effect: &TetraEffect) -> Motion<Node> {
        match *effect {
            TetraEffect::StonePlaced { node, seat } => Motion::Place { node, seat },
            TetraEffect::StoneMoved { from, via, to, .. } => {
                Motion::Run([Some(from), via, Some(to)].into_iter().flatten().collect())
            }
            TetraEffect::Passed { .. } | TetraEffect::Won { .. } | TetraEffect::Drawn { .. } => {
                Motion::Still
            }
        }
    }

    fn highlighted(state: &Tetra) -> u128 {
        state.winning_figure().unwrap_or(0)
    }

    fn instruction(state: &Tetra) -> Tr {
        match state.turn().map(|t| t.kind) {
            Some(TetraDecision::PlaceStone) => texts::PUT_STONE,
            Some(TetraDecision::Pass) => Tr::PassTurn,
            _ => texts::MOVE,
        }
    }

    fn button(_: TetraAction, lang: Language) -> String {
        Tr::PassButton.get(lang).to_string()
    }

    fn position_line(state: &Tetra, lang: Language) -> Option<String> {
        if !state.placing() {
            return None;
        }
        let left = |seat: Seat| (STONES_EACH - state.stones(seat).count_ones()).to_string();
        Some(fill(
            texts::STONES_TO_PLACE.get(lang),
            &[("black", &left(BLACK)), ("white", &left(WHITE))],
        ))
    }
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame = games::folder_entry!(TetraView).with_pictures(pictures::PICTURES);
