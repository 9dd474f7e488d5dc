//! The preset messages players may say to each other.

use serde::{Deserialize, Serialize};

/// The messages players may send each other: a short fixed list instead of free chat,
/// so that nothing needs moderating and every client shows them in its own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// Greets the others.
    Hello,
    /// Wishes the others a good game.
    GoodLuck,
    /// Reminds the others that it is their turn.
    YourMove,
    /// Asks the others to wait a moment.
    OneMoment,
    /// Admits a slip.
    Oops,
    /// Praises the last move.
    WellPlayed,
    /// Thanks the others.
    Thanks,
    /// Ends the game in good spirit.
    GoodGame,
}

impl Preset {
    /// Every preset, in the order clients show them.
    pub const ALL: [Preset; 8] = [
        Preset::Hello,
        Preset::GoodLuck,
        Preset::YourMove,
        Preset::OneMoment,
        Preset::Oops,
        Preset::WellPlayed,
        Preset::Thanks,
        Preset::GoodGame,
    ];
}
