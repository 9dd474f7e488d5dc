//! An egui pass of the app's screens without a window: the app's logic and screens at
//! a window size, frames with input events, and which named controls are in sight.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_egui::{EguiContext, EguiPrimaryContextPass, EguiUserTextures, PrimaryEguiContext, egui};
use plateau::layout::{Layout, TableTop};
use plateau::storage::Storage;
use plateau::ui_targets::UiTargets;

/// The app's logic and screens at a window size, with no window, keeping nothing.
pub fn ui_app(size: Vec2) -> App {
    ui_app_keeping(size, Storage::default())
}

/// The app's logic and screens at a window size, with no window, keeping its files in
/// `storage`.
pub fn ui_app_keeping(size: Vec2, storage: Storage) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(storage)
        .insert_resource(Layout::for_window(size, TableTop(false)))
        .init_resource::<EguiUserTextures>()
        .add_plugins((plateau::logic_plugins, plateau::interface_plugins));
    app.update();
    app
}

/// A fresh egui context (nothing scrolled, no menu open), in place of any other.
pub fn fresh_context(app: &mut App) {
    let world = app.world_mut();
    let old: Vec<Entity> = world
        .query_filtered::<Entity, With<PrimaryEguiContext>>()
        .iter(world)
        .collect();
    for entity in old {
        world.despawn(entity);
    }
    world.spawn(PrimaryEguiContext);
}

/// One frame: the logic, then an egui pass of every screen with `events` (in logical
/// pixels, as the window gives them).
pub fn frame(app: &mut App, events: Vec<egui::Event>) {
    app.update();
    let ctx = egui_context(app);
    let world = app.world_mut();
    let window = world.resource::<Layout>().window;
    // The pass's area in egui points (the zoom is the interface's, set by its style).
    let zoom = ctx.zoom_factor();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(window.x, window.y) / zoom);
    let events = events
        .into_iter()
        .map(|event| match event {
            egui::Event::PointerMoved(at) => egui::Event::PointerMoved(at / zoom),
            egui::Event::PointerButton {
                pos,
                button,
                pressed,
                modifiers,
            } => egui::Event::PointerButton {
                pos: pos / zoom,
                button,
                pressed,
                modifiers,
            },
            other => other,
        })
        .collect();
    let input = egui::RawInput {
        screen_rect: Some(screen),
        events,
        ..Default::default()
    };
    let mut output = ctx.run_ui(input, |_| {
        world.run_schedule(EguiPrimaryContextPass);
    });
    // Nothing is painted: the textures are not wanted.
    output.textures_delta.clear();
}

/// A few frames, for the panels to take their sizes.
pub fn settle(app: &mut App) {
    for _ in 0..3 {
        frame(app, Vec::new());
    }
}

/// Scrolls what is under `at` (logical pixels) to its end.
pub fn scroll_to_end(app: &mut App, at: Vec2) {
    for _ in 0..6 {
        frame(
            app,
            vec![
                egui::Event::PointerMoved(egui::pos2(at.x, at.y)),
                egui::Event::MouseWheel {
                    unit: egui::MouseWheelUnit::Point,
                    delta: egui::vec2(0.0, -4000.0),
                    phase: egui::TouchPhase::Move,
                    modifiers: egui::Modifiers::NONE,
                },
            ],
        );
    }
    settle(app);
}

/// Clicks at `at` (logical pixels).
pub fn click(app: &mut App, at: Vec2) {
    let at = egui::pos2(at.x, at.y);
    let button = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    frame(app, vec![egui::Event::PointerMoved(at), button(true)]);
    frame(app, vec![button(false)]);
    settle(app);
}

/// The app's egui context.
pub fn egui_context(app: &mut App) -> egui::Context {
    let world = app.world_mut();
    world
        .query::<&mut EguiContext>()
        .single_mut(world)
        .expect("an egui context")
        .get_mut()
        .clone()
}

/// The buttons in sight whose names start with `prefix`, each checked to lie inside
/// the window.
pub fn in_sight(app: &App, prefix: &str, case: &str) -> Vec<String> {
    let window = app.world().resource::<Layout>().window;
    let inside =
        egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(window.x, window.y)).expand(0.5);
    let targets = &app.world().resource::<UiTargets>().0;
    targets
        .iter()
        .filter(|(name, _)| name.starts_with(prefix))
        .map(|(name, rect)| {
            assert!(
                inside.contains_rect(*rect),
                "{case}: {name} at {rect:?} is outside the window {window}"
            );
            name.trim_start_matches(prefix).to_string()
        })
        .collect()
}

pub fn assert_all(seen: &[String], wanted: &[String], case: &str) {
    let missing: Vec<&String> = wanted.iter().filter(|w| !seen.contains(w)).collect();
    assert!(
        missing.is_empty(),
        "{case}: {missing:?} not in sight (in sight: {seen:?})"
    );
}
