//! Singularity on the shared view of stones ([`crate::kit::stones`]), as a slide game of the
//! Kadon board ([`crate::kit::stones::slides`]).

mod pictures;
mod texts;

use plateau_rules::Seat;
use plateau_rules::Text;
use plateau_rules::board::kadon::kadon;
use plateau_rules::kadon_slides::{BLACK, SlideGame, WHITE};
use plateau_rules::singularity::SingularityRules;

use crate::game_entry::{self, AppGame};
use crate::i18n::{Language, Tr};
use crate::kit::stones::slides::{SlideLook, SlideStones};
use crate::kit::stones::{StonesView, Zone};
use crate::screens::fill;

/// Singularity's look.
pub type SingularityStones = SlideStones<SingularityRules>;

/// Singularity's view.
pub type SingularityView = StonesView<SingularityStones>;

impl SlideLook for SingularityRules {
    const NAME: Text = texts::NAME;
    const SLIDE: Tr = texts::SLIDE_SHORT;

    /// The central triangle where captures happen, and the three centre points.
    fn zones() -> Vec<(u128, Zone)> {
        let board = kadon();
        vec![
            (
                board.central_triangle() & !board.central_face(),
                Zone::Region,
            ),
            (board.central_face(), Zone::Goal),
        ]
    }

    fn position_line(state: &SlideGame<SingularityRules>, lang: Language) -> Option<String> {
        let count = |seat: Seat| state.stones(seat).count_ones().to_string();
        Some(fill(
            texts::STONES_LEFT.get(lang),
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
