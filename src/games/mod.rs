//! The games, one folder each: a game's view on the kit, its texts, its lesson, its
//! card and its rules pictures, given to the app as one entry (`GAME`). [`ALL`] lists
//! them, one line a game; [`register`] hands the list to the app's catalog.

use crate::catalog;
use crate::game_entry::AppGame;
#[cfg(test)]
use crate::i18n::{Language, Tr};

/// Declares a game's own texts in its `texts.rs`, one line a text in English and French
/// as in the interface's list of `src/i18n.rs`
/// (`PLACE_RING => "{seat}: place a ring.", "{seat} : posez un anneau.";`): each becomes
/// a constant `Tr::Own(Text { en, fr })` that the game's view uses where the kit asks for
/// a `Tr`, shown and switched between languages as the interface's texts are; a unit
/// test checks them all ([`check_text`]).
macro_rules! own_texts {
    ($($key:ident => $en:literal, $fr:literal;)*) => {
        $(
            #[doc = concat!("“", $en, "”")]
            pub const $key: $crate::i18n::Tr =
                $crate::i18n::Tr::Own(::plateau_rules::Text { en: $en, fr: $fr });
        )*

        #[cfg(test)]
        #[test]
        fn every_text_is_in_both_languages_and_in_the_typeface() {
            for text in [$($key),*] {
                $crate::games::check_text(text);
            }
        }
    };
}
pub(crate) use own_texts;

/// Checks a game's own text: written in both languages with the same `{holes}`, in
/// letters the interface's typeface has.
#[cfg(test)]
pub(crate) fn check_text(text: Tr) {
    crate::i18n::check_both_languages(text);
    for language in Language::ALL {
        let words = text.get(language);
        assert_eq!(
            crate::ui_style::missing_letters(words),
            [],
            "{text:?} in {language:?}"
        );
    }
}

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
