//! The games, one folder each: a game's view on the kit, its texts, its lesson, its
//! card and its rules pictures, given to the app as one entry (`GAME`, made by
//! [`entry`] through [`folder_entry!`]). [`ALL`] lists them, one line a game;
//! [`register`] hands the list to the app's catalog.

use plateau_rules::Game;

use crate::catalog;
use crate::game_entry::{self, AppGame, EntryTexts};
#[cfg(test)]
use crate::i18n::{Language, Tr};
use crate::kit::{self, GameView};

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

/// The entry of the game whose view is `V`: its id is its rules' (`V::Game`), its plugin
/// the kit's for `V` (`kit::plugin::<V>`), with `texts`, its lesson (JSON) and its booth
/// card; black then white seats, no option drawn by lot and no rules pictures, unless
/// the entry says otherwise (`AppGame::with_seats`, `with_drawn_by_lot`,
/// `with_pictures`). A game's folder calls it through [`folder_entry!`].
pub const fn entry<V: GameView>(
    texts: EntryTexts,
    lesson: &'static str,
    card: &'static [u8],
) -> AppGame {
    AppGame {
        id: <V::Game as Game>::ID,
        name: texts.name,
        rules: texts.rules,
        goal: texts.goal,
        aim: texts.aim,
        seats: &[game_entry::BLACK, game_entry::WHITE],
        drawn_by_lot: &[],
        plugin: kit::plugin::<V>,
        lesson,
        card,
        pictures: None,
    }
}

/// The entry of a game from its folder ([`entry`]): `folder_entry!(FooView)` in the
/// folder's `mod.rs` takes the words `NAME`, `RULES`, `GOAL` and `AIM` of its
/// `texts.rs`, its `lesson.json` and its `card.pal` (read beside that `mod.rs`).
macro_rules! folder_entry {
    ($view:ty) => {
        $crate::games::entry::<$view>(
            $crate::game_entry::EntryTexts {
                name: texts::NAME,
                rules: texts::RULES,
                goal: texts::GOAL,
                aim: texts::AIM,
            },
            include_str!("lesson.json"),
            include_bytes!("card.pal"),
        )
    };
}
pub(crate) use folder_entry;

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
