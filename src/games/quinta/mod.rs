//! Quinta on the shared view of stones ([`crate::kit::stones`]), as a slide game of the
//! Kadon board ([`crate::kit::stones::slides`]).

mod pictures;
mod texts;

use plateau_rules::Text;
use plateau_rules::quinta::QuintaRules;

use crate::game_entry::AppGame;
use crate::games;
use crate::kit::stones::StonesView;
use crate::kit::stones::slides::{SlideLook, SlideStones};

/// Quinta's look.
pub type QuintaStones = SlideStones<QuintaRules>;

/// Quinta's view.
pub type QuintaView = StonesView<QuintaStones>;

impl SlideLook for QuintaRules {
    const NAME: Text = texts::NAME;
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame = games::folder_entry!(QuintaView).with_pictures(pictures::PICTURES);
