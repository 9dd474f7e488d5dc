//! The games, one folder each: a game's view on the kit, its texts, its lesson, its
//! card and its rules pictures, given to the app as one entry (`GAME`). [`ALL`] lists
//! them, one line a game; [`register`] hands the list to the app's catalog.

pub mod amazons;
pub mod leapover;
pub mod quinta;
pub mod sexta;
pub mod singularity;
pub mod tetra;
pub mod y;
pub mod yinsh;
pub mod yinyang;
pub mod zen;

use crate::catalog;
use crate::game_entry::AppGame;

/// Every game's entry, one line a game (the rules' catalog gives their order).
pub const ALL: &[AppGame] = &[
    yinsh::GAME,
    y::GAME,
    quinta::GAME,
    sexta::GAME,
    tetra::GAME,
    singularity::GAME,
    leapover::GAME,
    amazons::GAME,
    zen::GAME,
    yinyang::GAME,
];

/// Gives the app's catalog the games, before anything reads it (the app's plugins and
/// the command line do it first).
pub fn register() {
    catalog::register(ALL);
}
