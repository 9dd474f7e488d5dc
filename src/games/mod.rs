//! The games, one folder each: a game's view on the kit, its texts, its lesson, its
//! card and its rules pictures, given to the app as one entry (`GAME`). [`ALL`] lists
//! them, one line a game; [`register`] hands the list to the app's catalog.

use crate::catalog;
use crate::game_entry::AppGame;

/// Declares the games' folders and lists their entries, from one line a game (its
/// folder's name): adding a game is one line below. A macro, because a module line and
/// a list entry cannot come from one line otherwise.
macro_rules! games {
    ($($game:ident),* $(,)?) => {
        $(pub mod $game;)*

        /// Every game's entry, one line a game (the rules' catalog gives their order).
        pub const ALL: &[AppGame] = &[$($game::GAME),*];
    };
}

games! {
    yinsh,
    y,
    quinta,
    sexta,
    tetra,
    singularity,
    leapover,
    amazons,
    zen,
    yinyang,
}

/// Gives the app's catalog the games, before anything reads it (the app's plugins and
/// the command line do it first).
pub fn register() {
    catalog::register(ALL);
}
