//! Pure rules of the Plateau games.
//!
//! Everything a game needs apart from drawing it lives here, with no engine dependency:
//! the boards, each game's state machine, its notation and its saved records. The Bevy
//! app, the AI, the engine protocol and the tests all share this crate.
//!
//! The central abstraction is the [`Game`] trait: a game state says whose decision it is
//! and what kind of decision ([`Game::turn`]), lists the legal actions for it
//! ([`Game::legal_actions`]) and applies one ([`Game::apply`]), returning the effects an
//! interface animates, or a typed error that leaves the state untouched. [`Match`] adds
//! the history (undo, records) on top of any game, and [`catalog`] lets a caller pick a
//! game by name at run time.
//!
//! The games: [`yinsh`] (standard and blitz), [`y`] (Game of Y on the Kadon board,
//! [`board::kadon`](mod@board::kadon)), the slide games of the same board written once
//! in [`kadon_slides`] ([`quinta`], [`sexta`] and [`singularity`]), [`tetra`], the
//! jumping games of that board, [`leapover`] (two or three players) and [`amazons`]
//! (Aliens and Amazons), [`zen`] (Zen l'Initié on an 11x11 board, two players or four in
//! teams) and [`yinyang`] (Yin-Yang, the game of secret laws).
//!
//! ```
//! use plateau_rules::{Game, yinsh::Yinsh};
//!
//! let mut game = Yinsh::new(&Default::default());
//! let action = game.parse_action("f6").unwrap();
//! let effects = game.apply(action).unwrap();
//! assert_eq!(effects.len(), 1);
//! assert!(game.apply(action).is_err()); // f6 is taken now
//! ```

pub mod board;
pub mod catalog;
mod game;
mod game_match;
pub mod jump_chain;
pub mod kadon_slides;
mod options;
mod perft;
mod position;
mod position_fields;
#[cfg(test)]
mod random_play;
pub mod record;
mod repetition;
mod seat;
mod seat_view;

/// The games of the collection, one line a game (`module::Type`), handed to the macro
/// `$then`: adding a game is one line here. This crate declares the games' modules and
/// lists them for the catalog from it (`with_games!(games)` below), and the AI crate
/// declares its modules of the same names and registers their AIs from it. A macro,
/// because a module line and a list entry cannot come from one line otherwise, and the
/// AI crate could not share the list any other way (it names types this crate cannot).
#[macro_export]
macro_rules! with_games {
    ($then:ident) => {
        $then! {
            yinsh::Yinsh,
            y::GameOfY,
            quinta::Quinta,
            sexta::Sexta,
            tetra::Tetra,
            singularity::Singularity,
            leapover::LeapOver,
            amazons::Amazons,
            zen::Zen,
            yinyang::YinYang,
        }
    };
}

/// Declares the games' modules and lists their types for the catalog.
macro_rules! games {
    ($($module:ident::$game:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// Every game of the collection, in the catalog's order.
        const GAMES: &[catalog::GameEntry] = &[$(catalog::GameEntry::of::<$module::$game>()),*];

        /// Hands every game's type to `visitor`, in the catalog's order: for callers that
        /// need the types rather than the catalog's entries (the conformance and perft
        /// suites run on every game this way).
        pub fn visit_games(visitor: &mut impl GameVisitor) {
            $(visitor.visit::<$module::$game>();)*
        }
    };
}

with_games!(games);

/// Something done with each game's type in turn ([`visit_games`]).
pub trait GameVisitor {
    /// Called once for each game `G` of the collection.
    fn visit<G: Game>(&mut self);
}

pub use game::{EndReason, Game, GameResult, ParseError, Status, Turn};
pub use game_match::{Match, PlayError, ResignError};
pub use options::{
    DEFAULT_MAX_PLIES, GameOptions, ON_OFF, OptionChoice, OptionError, OptionPairs, OptionSpec,
    OptionValues, Text, check_pairs, options_help, parse_option_words, value_of,
};
pub use perft::perft;
pub use position::PositionError;
pub use repetition::PositionLog;
pub use seat::{Seat, Team};
