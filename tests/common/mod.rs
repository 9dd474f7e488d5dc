//! What the app's headless tests share: a data folder, an app with the logic plugins
//! and no window, and starting a match.
//! Each test file uses its own part of it.
#![allow(dead_code)]

pub mod egui_pass;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use plateau::screens::{Screen, StartMatch};
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

/// Shows the title screen, as the main-menu and back buttons do.
pub fn go_to_title(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
}

/// Every file under `dir` (its path inside `dir`) with its bytes, to check that
/// something left the files exactly as they were.
pub fn files(dir: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut found = std::collections::BTreeMap::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.map(Result::unwrap) {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let name = path.strip_prefix(dir).unwrap().display().to_string();
                found.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    found
}
