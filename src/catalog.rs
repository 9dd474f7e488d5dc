//! The app's catalog: the list of the games it shows, each an entry ([`AppGame`]) that
//! its folder under `src/games/` gives. The rest of the app reads games from here, by
//! id, as data; it names none. The list is given once at start by the top of the app
//! (`games::register`), which alone knows the games' folders.

use std::sync::OnceLock;

use plateau_rules::catalog;

pub use crate::game_entry::AppGame;

/// The entries, as given at start.
static ENTRIES: OnceLock<&'static [AppGame]> = OnceLock::new();

/// Gives the app its games (the first list given stays).
pub fn register(entries: &'static [AppGame]) {
    ENTRIES.get_or_init(|| entries);
}

/// The entries given at start.
#[cfg(not(test))]
fn entries() -> &'static [AppGame] {
    ENTRIES
        .get()
        .expect("the games are registered first (plateau::games::register)")
}

/// The entries: the app's own unit tests read every game without registering them.
#[cfg(test)]
fn entries() -> &'static [AppGame] {
    ENTRIES.get_or_init(|| crate::games::ALL)
}

/// Every game the app shows, in the rules' catalog order.
pub fn games() -> impl Iterator<Item = &'static AppGame> {
    catalog::games().iter().filter_map(|entry| find(entry.id))
}

/// The game `id` (case-insensitive), if the app has it.
pub fn find(id: &str) -> Option<&'static AppGame> {
    entries()
        .iter()
        .find(|game| game.id.eq_ignore_ascii_case(id))
}

/// The game offered first.
pub fn default_game() -> &'static AppGame {
    games().next().unwrap_or(&entries()[0])
}

/// Why the app cannot start the game `id`, naming the games it shows.
pub fn unknown_game(id: &str) -> String {
    let ids: Vec<_> = games().map(|g| g.id).collect();
    format!("unknown game '{id}' (games: {})", ids.join(", "))
}
