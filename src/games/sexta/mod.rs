//! Sexta on the shared view of stones ([`crate::kit::stones`]), with the other slide
//! games' common part ([`crate::kit::stones::slides`]).

use plateau_rules::Seat;
use plateau_rules::board::kadon::Node;
use plateau_rules::kadon_slides::{SlideAction, SlideEffect};
use plateau_rules::sexta::Sexta;

use crate::boards::kadon::KadonBoard;
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
    const NAME: Tr = Tr::SextaName;

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
