//! Singularity on the shared view of stones ([`crate::kit::stones`]), with the other slide
//! games' common part ([`crate::kit::stones::slides`]).

mod pictures;
mod texts;

use plateau_rules::Seat;
use plateau_rules::Text;
use plateau_rules::board::kadon::{Node, kadon};
use plateau_rules::kadon_slides::{BLACK, SlideAction, SlideEffect, WHITE};
use plateau_rules::singularity::Singularity;

use crate::boards::kadon::KadonBoard;
use crate::game_entry::{self, AppGame};
use crate::i18n::{Language, Tr};
use crate::kit::stones::slides::{instruction, motion, shape, stones};
use crate::kit::stones::{Motion, Shape, StoneGame, StonesView, Zone};
use crate::screens::fill;

/// Singularity's look.
pub struct SingularityStones;

/// Singularity's view.
pub type SingularityView = StonesView<SingularityStones>;

impl StoneGame for SingularityStones {
    type Game = Singularity;
    type Board = KadonBoard;
    const NAME: Text = texts::NAME;

    fn stones(state: &Singularity) -> Vec<(Node, Seat)> {
        stones(state)
    }
    fn shape(action: SlideAction) -> Shape<Node> {
        shape(action)
    }
    fn motion(effect: &SlideEffect) -> Motion<Node> {
        motion(effect)
    }
    fn highlighted(state: &Singularity) -> u128 {
        state.winning_stones().unwrap_or(0)
    }
    /// The central triangle where captures happen, and the three centre points.
    fn zones(_: &Singularity) -> Vec<(u128, Zone)> {
        let board = kadon();
        vec![
            (
                board.central_triangle() & !board.central_face(),
                Zone::Region,
            ),
            (board.central_face(), Zone::Goal),
        ]
    }
    fn instruction(state: &Singularity) -> Tr {
        instruction(state, Tr::SlideShort)
    }
    fn button(_: SlideAction, lang: Language) -> String {
        Tr::PassButton.get(lang).to_string()
    }
    fn position_line(state: &Singularity, lang: Language) -> Option<String> {
        let count = |seat: Seat| state.stones(seat).count_ones().to_string();
        Some(fill(
            Tr::StonesLeft.get(lang),
            &[("black", &count(BLACK)), ("white", &count(WHITE))],
        ))
    }
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame = AppGame {
    id: <plateau_rules::singularity::Singularity as plateau_rules::Game>::ID,
    name: texts::NAME,
    rules: texts::RULES,
    goal: texts::GOAL,
    aim: texts::AIM,
    seats: &[game_entry::BLACK, game_entry::WHITE],
    drawn_by_lot: &[],
    plugin: crate::kit::plugin::<SingularityView>,
    lesson: include_str!("lesson.json"),
    card: include_bytes!("card.pal"),
    pictures: Some(pictures::PICTURES),
};
