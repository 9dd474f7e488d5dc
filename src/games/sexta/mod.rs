//! Sexta on the shared view of stones ([`crate::kit::stones`]), as a slide game of the
//! Kadon board ([`crate::kit::stones::slides`]).

mod pictures;
mod texts;

use plateau_rules::Text;
use plateau_rules::sexta::SextaRules;

use crate::game_entry::{self, AppGame};
use crate::kit::stones::StonesView;
use crate::kit::stones::slides::{SlideLook, SlideStones};

/// Sexta's look.
pub type SextaStones = SlideStones<SextaRules>;

/// Sexta's view.
pub type SextaView = StonesView<SextaStones>;

impl SlideLook for SextaRules {
    const NAME: Text = texts::NAME;
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
