//! Every control of the match panel and the setup screen is in the window, for every
//! game and option set, people only or against the computer, at 1280x720, 1920x1080
//! and 390x844. The screens are laid out by egui without a window; the buttons they
//! draw in sight are read from [`UiTargets`].
//!
//! In sight without scrolling: the match buttons (those behind "More" on a phone once
//! it is open), the questions' buttons ("Leave the game?", "Resign?"), the setup
//! screen's Back and Start. In sight once the panel or the screen is scrolled to its
//! end: the move list and the players' menus. The player menu's choices, "Computer:
//! expert" included, all show when it opens.

mod common;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_egui::{EguiContext, EguiPrimaryContextPass, EguiUserTextures, PrimaryEguiContext, egui};
use plateau::catalog::{self, AppGame};
use plateau::layout::{Layout, TableTop};
use plateau::match_ui::{HudState, Leave};
use plateau::screens::{LastSetup, MatchSetup, Screen, SeatPlayer, StartMatch};
use plateau::storage::Storage;
use plateau::ui_targets::UiTargets;
use plateau_ai::Level;
use plateau_rules::OptionValues;

/// The app's logic and screens at a window size, with no window.
fn ui_app(size: Vec2) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(Storage::default())
        .insert_resource(Layout::for_window(size, TableTop(false)))
        .init_resource::<EguiUserTextures>()
        .add_plugins((plateau::logic_plugins, plateau::interface_plugins));
    app.update();
    app
}

/// A fresh egui context (nothing scrolled, no menu open), in place of any other.
fn fresh_context(app: &mut App) {
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
fn frame(app: &mut App, events: Vec<egui::Event>) {
    app.update();
    let world = app.world_mut();
    let ctx = world
        .query::<&mut EguiContext>()
        .single_mut(world)
        .expect("an egui context")
        .get_mut()
        .clone();
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
fn settle(app: &mut App) {
    for _ in 0..3 {
        frame(app, Vec::new());
    }
}

/// Scrolls what is under `at` (logical pixels) to its end.
fn scroll_to_end(app: &mut App, at: Vec2) {
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
fn click(app: &mut App, at: Vec2) {
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

/// The buttons in sight whose names start with `prefix`, each checked to lie inside
/// the window.
fn in_sight(app: &App, prefix: &str, case: &str) -> Vec<String> {
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

fn assert_all(seen: &[String], wanted: &[String], case: &str) {
    let missing: Vec<&String> = wanted.iter().filter(|w| !seen.contains(w)).collect();
    assert!(
        missing.is_empty(),
        "{case}: {missing:?} not in sight (in sight: {seen:?})"
    );
}

/// Every option set to look at for `game`: its defaults, then each option at each of
/// its values (a range at its ends), the others as the game then has them.
fn option_sets(game: &AppGame) -> Vec<Vec<(String, String)>> {
    let defaults = game.entry().default_options();
    let mut sets = vec![defaults.clone()];
    for spec in game.options() {
        let values: Vec<String> = match spec.values {
            OptionValues::Choice(choices) => choices.iter().map(|c| c.value.to_string()).collect(),
            OptionValues::Range { min, max } => vec![min.to_string(), max.to_string()],
        };
        for value in values.iter().filter(|v| v.as_str() != spec.default) {
            let change = game.set_option(&defaults, spec.key, value);
            if change.error.is_none() && !sets.contains(&change.options) {
                sets.push(change.options);
            }
        }
    }
    sets
}

/// Each game's setups: every option set, with people in every seat and with the
/// computer (a beginner, quick to answer) in the last seat.
fn setups() -> Vec<MatchSetup> {
    let mut setups = Vec::new();
    for game in catalog::games() {
        let fresh = game.new_setup(plateau::i18n::Language::English);
        for options in option_sets(game) {
            let count = game.seat_count(&options);
            for computer in [false, true] {
                let mut players = vec![SeatPlayer::Human; count];
                if computer {
                    players[count - 1] = SeatPlayer::Ai(Level::Beginner);
                }
                setups.push(MatchSetup {
                    game: game.id,
                    options: options.clone(),
                    seats: (0..count)
                        .map(|seat| fresh.seats.get(seat).cloned().unwrap_or_default())
                        .collect(),
                    players,
                });
            }
        }
    }
    setups
}

fn describe(setup: &MatchSetup, size: Vec2) -> String {
    format!(
        "{} {:?} {:?} at {}x{}",
        setup.game,
        setup.options,
        setup
            .players
            .iter()
            .map(|p| p.record_name())
            .collect::<Vec<_>>(),
        size.x,
        size.y
    )
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// Every button of the match panel in the window at `width` x `height`, for every
/// game and option set.
fn match_panel_fits(width: f32, height: f32) {
    let size = Vec2::new(width, height);
    let phone = width < height;
    let mut app = ui_app(size);
    for setup in setups() {
        let case = describe(&setup, size);
        fresh_context(&mut app);
        common::start(&mut app, StartMatch::New(setup.clone()));
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Match,
            "{case}"
        );
        {
            // Every button showing, and both questions asked at once: the most the
            // panel ever holds.
            let mut hud = app.world_mut().resource_mut::<HudState>();
            hud.more_open = phone;
            hud.confirm_leave = Some(Leave::NewGame);
            hud.confirm_resign = true;
        }
        settle(&mut app);
        // Two people sharing the device where something is hidden: the cover
        // first, its button in the window.
        let cover = app
            .world()
            .resource::<UiTargets>()
            .0
            .get("hud:handed-over")
            .copied();
        if let Some(button) = cover {
            in_sight(&app, "hud:", &case);
            click(&mut app, Vec2::new(button.center().x, button.center().y));
        }
        let mut wanted = names(&[
            "undo",
            "redo",
            "resign",
            "new-game",
            "hint",
            "save",
            "open",
            "rules",
            "settings",
            "leave",
            "stay",
            "resign-yes",
            "resign-no",
        ]);
        if phone {
            wanted.push("more".into());
        }
        if setup.players.iter().any(|p| *p != SeatPlayer::Human) {
            wanted.push("pause".into());
        }
        let mut seen = in_sight(&app, "hud:", &case);
        assert_all(&seen, &wanted, &case);
        // The questions answered and "More" closed: the move list and the players'
        // menus, once the panel is scrolled to its end if not in sight at first.
        {
            let mut hud = app.world_mut().resource_mut::<HudState>();
            hud.more_open = false;
            hud.confirm_leave = None;
            hud.confirm_resign = false;
        }
        settle(&mut app);
        seen.extend(in_sight(&app, "hud:", &case));
        let at = match phone {
            true => Vec2::new(width / 2.0, width + 40.0),
            false => Vec2::new(width - 40.0, 60.0),
        };
        scroll_to_end(&mut app, at);
        seen.extend(in_sight(&app, "hud:", &case));
        let mut later = names(&["moves"]);
        later.extend((0..setup.players.len()).map(|seat| format!("player-{seat}")));
        assert_all(&seen, &later, &case);
    }
}

/// The setup screen at `width` x `height` keeps Start in sight and every player
/// choice in its menu, for every game and option set.
fn setup_screen_fits(width: f32, height: f32) {
    let size = Vec2::new(width, height);
    let mut app = ui_app(size);
    for setup in setups().into_iter().filter(|s| {
        // People only: the menus are the same with the computer in a seat.
        s.players.iter().all(|p| *p == SeatPlayer::Human)
    }) {
        let case = describe(&setup, size);
        fresh_context(&mut app);
        app.world_mut().resource_mut::<LastSetup>().0 = setup.clone();
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Setup);
        settle(&mut app);
        let mut seen = in_sight(&app, "setup:", &case);
        assert_all(&seen, &names(&["back", "start"]), &case);
        scroll_to_end(&mut app, Vec2::new(width / 2.0, height / 3.0));
        seen.extend(in_sight(&app, "setup:", &case));
        let last = setup.players.len() - 1;
        let menus: Vec<String> = (0..=last).map(|seat| format!("player-{seat}")).collect();
        assert_all(&seen, &menus, &case);
        // The last seat's menu, opened: every choice in sight.
        let menu = app.world().resource::<UiTargets>().0[&format!("setup:player-{last}")];
        click(&mut app, Vec2::new(menu.center().x, menu.center().y));
        let choices: Vec<String> = SeatPlayer::ALL
            .iter()
            .map(|p| format!("player-{last}:{}", p.record_name()))
            .collect();
        assert_all(&in_sight(&app, "setup:", &case), &choices, &case);
    }
}

// One test per size, so that the sizes are checked side by side.

#[test]
fn every_button_of_the_match_panel_is_in_the_window_at_1280x720() {
    match_panel_fits(1280.0, 720.0);
}

#[test]
fn every_button_of_the_match_panel_is_in_the_window_at_1920x1080() {
    match_panel_fits(1920.0, 1080.0);
}

#[test]
fn every_button_of_the_match_panel_is_in_the_window_at_390x844() {
    match_panel_fits(390.0, 844.0);
}

#[test]
fn the_setup_screen_keeps_start_and_every_player_choice_in_sight_at_1280x720() {
    setup_screen_fits(1280.0, 720.0);
}

#[test]
fn the_setup_screen_keeps_start_and_every_player_choice_in_sight_at_1920x1080() {
    setup_screen_fits(1920.0, 1080.0);
}

#[test]
fn the_setup_screen_keeps_start_and_every_player_choice_in_sight_at_390x844() {
    setup_screen_fits(390.0, 844.0);
}
