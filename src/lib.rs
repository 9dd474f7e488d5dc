//! Plateau's Bevy app: a thin layer over the rules crate.
//!
//! One plugin per screen and per game view; the rules live in `plateau-rules`.

pub mod launch;
mod palette;
mod screenshot;
pub mod yinsh_view;

use bevy::prelude::*;
use bevy::window::WindowResolution;

use launch::LaunchOptions;

/// Builds the app with its window, ready to run.
pub fn build_app(options: &LaunchOptions) -> App {
    let mut app = App::new();
    app.insert_resource(ClearColor(palette::BACKGROUND))
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Plateau".to_string(),
                resolution: WindowResolution::from(options.window_size),
                // On the web the canvas follows the page's size.
                fit_canvas_to_parent: true,
                ..default()
            }),
            ..default()
        }))
        .add_plugins(yinsh_view::plugin);
    if let Some(capture) = &options.capture {
        app.add_plugins(screenshot::plugin(capture.clone()));
    }
    app
}
