//! Sexta on the shared view of stones ([`crate::kit::stones`]), with the other slide
//! games' common part ([`crate::kit::stones::slides`]).

mod pictures;
mod texts;

use plateau_rules::Seat;
use plateau_rules::Text;
use plateau_rules::board::kadon::Node;
use plateau_rules::kadon_slides::{SlideAction, SlideEffect};
use plateau_rules::sexta::Sexta;

use crate::boards::kadon::KadonBoard;
use crate::game_entry::{self, AppGame};
use crate::i18n::{Language, Tr};
use crate::kit::stones::slides::{instruction, motion, shape, stones, turns_line};
use crate::kit::stones::{Motion, Shape, StoneGame, StonesView};

/// Sexta's look.
pub struct SextaStones;

/// Sexta's view.
pub type SextaView = StonesView<SextaStones>;

impl StoneGame for SextaStones {
    type Game = Sexta;
    type Board = KadonBoard;
    const NAME: Text = texts::NAME;

    fn stones(state: &Sexta) -> Vec<(Node, Seat)> {
        stones(state)
    }
    fn shape(action: SlideAction) -> Shape<Node> {
        shape(action)
    }
    fn motion(effect: &SlideEffect) -> Motion<Node> {
        motion(effect)
    }
    fn highlighted(state: &Sexta) -> u128 {
        state.winning_stones().unwrap_or(0)
    }
    fn instruction(state: &Sexta) -> Tr {
        instruction(state, Tr::SlideStone)
    }
    fn button(_: SlideAction, lang: Language) -> String {
        Tr::PassButton.get(lang).to_string()
    }
    fn position_line(state: &Sexta, lang: Language) -> Option<String> {
        turns_line(state, lang)
    }
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame = AppGame {
    id: <plateau_rules::sexta::Sexta as plateau_rules::Game>::ID,
    name: texts::NAME,
    rules: texts::RULES,
    goal: texts::GOAL,
    aim: texts::AIM,
    seats: &[game_entry::BLACK, game_entry::WHITE],
    drawn_by_lot: &[],
    plugin: crate::kit::plugin::<SextaView>,
    lesson: include_str!("lesson.json"),
    card: include_bytes!("card.pal"),
    pictures: Some(pictures::PICTURES),
};
