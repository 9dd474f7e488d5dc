//! Plateau's Bevy app: a thin layer over the rules crate.
//!
//! One plugin per screen and per game view; the rules live in `plateau-rules`.
//! [`logic_plugins`] is everything that runs without a window (used by the headless
//! tests); [`build_app`] adds the window, rendering, egui and animations.

pub mod catalog;
#[cfg(not(target_arch = "wasm32"))]
mod census;
mod clock;
mod demo;
#[cfg(target_arch = "wasm32")]
mod download;
pub mod fair;
pub mod fair_mode;
mod frame_work;
pub mod game_code;
pub mod game_entry;
#[cfg(not(target_arch = "wasm32"))]
pub mod graphics_device;
pub mod i18n;
pub mod launch;
pub mod layout;
pub mod lesson_gate;
pub mod link;
pub mod match_core;
pub mod match_setup;
pub mod online;
pub mod online_settings;
mod palette;
#[cfg(not(target_arch = "wasm32"))]
pub mod quiet;
pub mod screens;
// Screenshots are saved as files: the desktop only.
pub mod boards;
pub mod games;
pub mod kit;
mod rules_pictures;
#[cfg(not(target_arch = "wasm32"))]
mod screenshot;
pub mod settings;
pub mod sound;
pub mod sound_settings;
pub mod storage;
mod strip_painter;
pub mod tutorial;
mod ui_style;
pub mod ui_targets;
#[cfg(target_arch = "wasm32")]
mod web;
mod world_label;

use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::{Backends, WgpuSettings};
use bevy::window::{MonitorSelection, WindowMode, WindowResolution};
use bevy_egui::EguiPlugin;
use bevy_tweening::TweeningPlugin;

use launch::LaunchOptions;

/// The app's logic: screens, settings and every game's state machine.
pub fn logic_plugins(app: &mut App) {
    games::register();
    // Where settings and games are kept; `build_app` and tests insert their own.
    app.init_resource::<storage::Storage>().add_plugins((
        settings::plugin,
        sound::plugin,
        screens::plugin,
        kit::computer::plugin,
        tutorial::plugin,
        online::plugin,
    ));
    // The games, as their entries in the catalog say.
    for game in catalog::games() {
        (game.plugin)(app);
    }
}

/// The screens, windows and panels drawn with egui that need no window of their own:
/// with [`logic_plugins`] and an egui context, a test can lay them out at any size.
pub fn interface_plugins(app: &mut App) {
    app.add_plugins((
        screens::title::plugin,
        screens::setup::plugin,
        screens::result::plugin,
        screens::dialogs::plugin,
        online::screens::ui::plugin,
        kit::panel::plugin,
        ui_style::plugin,
        ui_targets::plugin,
    ));
}

/// Builds the app with its window, ready to run. `backends`: the graphics backends the
/// renderer is to use (the desktop looks for a device first, see
/// `graphics_device::check`); `None` leaves them to Bevy (the web page: WebGL2).
pub fn build_app(options: &LaunchOptions, backends: Option<Backends>) -> App {
    let mut app = App::new();
    #[cfg(target_arch = "wasm32")]
    let kiosk = options.kiosk || web::page_asks_kiosk();
    #[cfg(not(target_arch = "wasm32"))]
    let kiosk = options.kiosk;
    // A booth keeps no game and no setting of the home player's: its own files are in
    // a folder of their own (see `fair::config::BoothStorage`).
    let (storage, booth_storage) = if kiosk {
        let (app_storage, booth) = fair::config::BoothStorage::split(&options.storage);
        (app_storage, Some(booth))
    } else {
        (options.storage.clone(), None)
    };
    // Full screen at a booth (a screenshot run keeps the window size it asks for).
    let mode = if kiosk && options.capture.is_none() {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    let mut wgpu = WgpuSettings::default();
    if backends.is_some() {
        wgpu.backends = backends;
    }
    follow_players_settings(&mut app, options);
    #[cfg(not(target_arch = "wasm32"))]
    let plugins = DefaultPlugins.set(quiet::log_plugin());
    #[cfg(target_arch = "wasm32")]
    let plugins = DefaultPlugins;
    app.insert_resource(ClearColor(palette::BACKGROUND))
        .insert_resource(storage)
        .add_plugins(
            plugins
                .set(RenderPlugin {
                    render_creation: wgpu.into(),
                    ..default()
                })
                .set(WindowPlugin {
                    // A booth's window is closed from the operator's menu only.
                    close_when_requested: !kiosk,
                    primary_window: Some(Window {
                        title: "Plateau".to_string(),
                        mode,
                        resolution: WindowResolution::from(options.window_size),
                        // On the web: the page's canvas, following the page's size.
                        canvas: cfg!(target_arch = "wasm32").then(|| "#bevy".to_string()),
                        fit_canvas_to_parent: true,
                        ..default()
                    }),
                    ..default()
                }),
        )
        .add_plugins((EguiPlugin::default(), TweeningPlugin))
        .add_plugins((logic_plugins, interface_plugins))
        .add_plugins((
            layout::plugin,
            kit::pointer::plugin,
            world_label::plugin,
            frame_work::plugin,
        ));
    main_schedules_on_one_thread(&mut app);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(web::plugin);
    #[cfg(not(target_arch = "wasm32"))]
    {
        app.add_plugins(screenshot::key_plugin);
        if let Some(capture) = &options.capture {
            app.add_plugins(screenshot::plugin(capture.clone()));
        }
        if let Some(every) = options.census {
            app.insert_resource(census::CensusEvery(every))
                .add_plugins(census::plugin);
        }
    }
    if let Some(open) = &options.open {
        app.insert_resource(open.clone());
    }
    if options.online != Default::default() {
        app.insert_resource(options.online.clone());
    }
    if let Some(record) = options.record.clone() {
        app.add_systems(
            Startup,
            move |mut starts: MessageWriter<screens::StartMatch>| {
                starts.write(screens::StartMatch::Resume(record.clone()));
            },
        );
    }
    if !options.taps.is_empty() {
        app.insert_resource(kit::ScriptedTaps(options.taps.iter().cloned().collect()));
    }
    if let Some(query) = &options.link {
        app.add_plugins(link::plugin(query.clone()));
    }
    if let Some(booth_storage) = booth_storage {
        app.insert_resource(booth_storage)
            .add_plugins((fair::logic_plugin, fair::look_plugin));
    }
    if options.demo {
        app.insert_resource(options.demo_game.clone())
            .add_plugins(demo::plugin);
    }
    app
}

/// A run that keeps nothing of its own (`--link`, `--record`) still follows the
/// player's settings (their language first): read from the player's folder, they are
/// never written back, since the run's storage keeps nothing. Other runs load their
/// settings themselves (`settings::plugin`).
pub fn follow_players_settings(app: &mut App, options: &LaunchOptions) {
    if let Some(settings) = options.borrowed_settings() {
        app.insert_resource(settings);
    }
}

/// Runs the main schedules' systems one after the other on the main thread, as the web
/// page does. The app's systems are many and small: on a two-core machine the
/// multi-threaded executor's hand-offs cost more than they save (the app's work per
/// frame, Game of Y against the expert at 1280x720 under `--frame-report`: 2.5 ms on
/// average and 13 ms at worst on one thread, 7.2 ms and 26 ms across threads), and the
/// other cores are left to the computer's search and the renderer.
fn main_schedules_on_one_thread(app: &mut App) {
    use bevy::app::{FixedMain, RunFixedMainLoop, SpawnScene};
    use bevy::ecs::schedule::{InternedScheduleLabel, ScheduleLabel, SingleThreadedExecutor};
    use bevy::state::state::StateTransition;
    let labels: [InternedScheduleLabel; 9] = [
        First.intern(),
        PreUpdate.intern(),
        StateTransition.intern(),
        RunFixedMainLoop.intern(),
        FixedMain.intern(),
        Update.intern(),
        SpawnScene.intern(),
        PostUpdate.intern(),
        Last.intern(),
    ];
    for label in labels {
        app.edit_schedule(label, |schedule| {
            schedule.set_executor(SingleThreadedExecutor::new());
        });
    }
}
