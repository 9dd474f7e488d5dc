//! Sexta on the shared view of stones ([`crate::kit::stones`]), as a slide game of the
//! Kadon board ([`crate::kit::stones::slides`]).

mod pictures;
mod texts;

use plateau_rules::Text;
use plateau_rules::sexta::SextaRules;

use crate::game_entry::AppGame;
use crate::games;
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
pub const GAME: AppGame = games::folder_entry!(SextaView).with_pictures(pictures::PICTURES);
