//! What the app's headless tests share: a data folder, an app with the logic plugins
//! and no window, and starting a match.
//! Each test file uses its own part of it.
#![allow(dead_code)]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use plateau::screens::StartMatch;
use plateau::storage::Storage;

/// An empty folder for a test's saved files.
pub fn data_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("plateau-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The app's logic without a window, keeping its files in `storage`.
pub fn new_app(storage: Storage) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(storage)
        .add_plugins(plateau::logic_plugins);
    app.update();
    app
}

/// Starts a match and lets the screens follow.
pub fn start(app: &mut App, start: StartMatch) {
    app.world_mut().write_message(start);
    app.update();
    app.update();
}
