//! Singularity on the shared view of stones ([`crate::kit::stones`]), as a slide game of the
//! Kadon board ([`crate::kit::stones::slides`]).

mod pictures;
mod texts;

use plateau_rules::Seat;
use plateau_rules::Text;
use plateau_rules::board::kadon::kadon;
use plateau_rules::kadon_slides::{BLACK, SlideGame, WHITE};
use plateau_rules::singularity::SingularityRules;

use crate::game_entry::AppGame;
use crate::games;
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
pub const GAME: AppGame = games::folder_entry!(SingularityView).with_pictures(pictures::PICTURES);
