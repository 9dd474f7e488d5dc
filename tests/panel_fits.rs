//! Every control of the match panel and the setup screen is in the window, for every
//! game and option set, people only or against the computer, at 1280x720, 1920x1080
//! and 390x844, and none lies over a point of the board. The screens are laid out by egui without a window; the buttons they
//! draw in sight are read from [`UiTargets`].
//!
//! In sight without scrolling: the match buttons (those behind "More" on a phone once
//! it is open), the questions' buttons ("Leave the game?", "Resign?"), the setup
//! screen's Back and Start. In sight once the panel or the screen is scrolled to its
//! end: the move list and the players' menus. The player menu's choices, "Computer:
//! expert" included, all show when it opens.

mod common;

use common::egui_pass::{
    assert_all, click, egui_context, frame, fresh_context, in_sight, scroll_to_end, settle, ui_app,
    ui_app_keeping,
};

use bevy::prelude::*;
use bevy_egui::egui;
use plateau::catalog::{self, AppGame};
use plateau::kit::panel::{HudState, Leave};
use plateau::kit::random_player::RandomPlayer;
use plateau::kit::summary::MatchSummary;
use plateau::layout::Layout;
use plateau::screens::{LastSetup, MatchSetup, Screen, SeatPlayer, StartMatch};
use plateau::storage::Storage;
use plateau::ui_targets::UiTargets;
use plateau_ai::Level;
use plateau_rules::OptionValues;

/// No control lies over a point of the board: each point is in the board's part of
/// the window (the panel is beside it), no egui window or area floats over it, and no
/// named button covers it.
fn board_points_clear(app: &mut App, case: &str) {
    let ctx = egui_context(app);
    let zoom = ctx.zoom_factor();
    let layout = *app.world().resource::<Layout>();
    let (offset, area) = layout.board_area();
    let board = Rect::from_center_size(layout.window / 2.0 + offset, area).inflate(0.5);
    let targets = app.world().resource::<UiTargets>().0.clone();
    let points = app
        .world()
        .resource::<MatchSummary>()
        .points_in_window(&layout);
    assert!(!points.is_empty(), "{case}: the board's points");
    for (name, at) in points {
        assert!(
            board.contains(at),
            "{case}: {name} at {at} is off the board's area"
        );
        let layer = ctx.layer_id_at(egui::pos2(at.x, at.y) / zoom);
        assert!(
            layer.is_none_or(|l| l.order == egui::Order::Background),
            "{case}: {layer:?} lies over {name} at {at}"
        );
        let over = targets
            .iter()
            .find(|(_, rect)| rect.contains(egui::pos2(at.x, at.y)));
        assert!(over.is_none(), "{case}: {over:?} lies over {name} at {at}");
    }
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
        board_points_clear(&mut app, &case);
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
            "title",
            "mute",
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

/// Resign and New game ask first; the question must not put an answer or another
/// button where the pointer is, so a double click answers nothing: after each click,
/// only the button clicked lies under the pointer. For every game at `width` x
/// `height`, people in every seat, once a move is played.
fn questions_leave_the_pointer_on_its_button(width: f32, height: f32) {
    let size = Vec2::new(width, height);
    let mut app = ui_app(size);
    for setup in setups().into_iter().filter(|s| {
        let defaults = catalog::find(s.game).unwrap().entry().default_options();
        s.options == defaults && s.players.iter().all(|p| *p == SeatPlayer::Human)
    }) {
        let case = describe(&setup, size);
        fresh_context(&mut app);
        common::start(&mut app, StartMatch::New(setup.clone()));
        // A game under way: leaving it asks first.
        app.insert_resource(RandomPlayer::new(7));
        for _ in 0..1000 {
            if !app.world().resource::<MatchSummary>().moves.is_empty() {
                break;
            }
            frame(&mut app, Vec::new());
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        app.world_mut().remove_resource::<RandomPlayer>();
        assert!(
            !app.world().resource::<MatchSummary>().moves.is_empty(),
            "{case}"
        );
        app.world_mut().resource_mut::<HudState>().more_open = width < height;
        settle(&mut app);
        // Two people sharing the device where something is hidden: the cover first.
        if app
            .world()
            .resource::<UiTargets>()
            .0
            .contains_key("hud:handed-over")
        {
            click_named(&mut app, "hud:handed-over");
        }
        for (button, answers) in [("resign", "resign-yes"), ("new-game", "leave")] {
            let name = format!("hud:{button}");
            let Some(rect) = app.world().resource::<UiTargets>().0.get(&name).copied() else {
                panic!("{case}: no {name}");
            };
            let at = Vec2::new(rect.center().x, rect.center().y);
            click(&mut app, at);
            let targets = &app.world().resource::<UiTargets>().0;
            assert!(
                targets.contains_key(&format!("hud:{answers}")),
                "{case}: {answers}"
            );
            let under: Vec<&String> = targets
                .iter()
                .filter(|(_, r)| r.contains(egui::pos2(at.x, at.y)))
                .map(|(n, _)| n)
                .collect();
            assert_eq!(under, [&name], "{case}: after {button}, under the pointer");
            let mut hud = app.world_mut().resource_mut::<HudState>();
            hud.confirm_resign = false;
            hud.confirm_leave = None;
            settle(&mut app);
        }
    }
}

#[test]
fn a_question_puts_no_other_button_under_the_pointer_at_1280x720() {
    questions_leave_the_pointer_on_its_button(1280.0, 720.0);
}

#[test]
fn a_question_puts_no_other_button_under_the_pointer_at_390x844() {
    questions_leave_the_pointer_on_its_button(390.0, 844.0);
}

/// The button under `name` in the window, clicked.
fn click_named(app: &mut App, name: &str) {
    let rect = app.world().resource::<UiTargets>().0.get(name).copied();
    let rect = rect.unwrap_or_else(|| panic!("no {name} in sight"));
    click(app, Vec2::new(rect.center().x, rect.center().y));
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

#[test]
fn the_main_menu_is_one_click_from_a_game_which_it_offers_to_continue() {
    for size in [Vec2::new(1280.0, 720.0), Vec2::new(390.0, 844.0)] {
        let dir = common::data_dir(&format!("main-menu-{}", size.x));
        let mut app = ui_app_keeping(size, Storage::in_dir(&dir));
        fresh_context(&mut app);
        let setup = setups().into_iter().find(|s| s.game == "y").unwrap();
        common::start(&mut app, StartMatch::New(setup));
        app.insert_resource(RandomPlayer::new(3));
        while app.world().resource::<MatchSummary>().moves.len() < 2 {
            frame(&mut app, Vec::new());
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        app.world_mut().remove_resource::<RandomPlayer>();
        let moves = app.world().resource::<MatchSummary>().moves.clone();
        if size.x < size.y {
            click_named(&mut app, "hud:more");
        }
        click_named(&mut app, "hud:title");
        assert_eq!(screen(&app), Screen::Title, "{size}");
        settle(&mut app);
        click_named(&mut app, "title:continue");
        settle(&mut app);
        assert_eq!(screen(&app), Screen::Match, "{size}");
        assert_eq!(
            app.world().resource::<MatchSummary>().moves,
            moves,
            "{size}"
        );
    }
}

#[test]
fn the_title_offers_the_online_game_in_progress_and_takes_it_back() {
    use plateau::online::screens::{OnlineScreen, Waiting};
    use plateau::online_settings::KeptSeat;
    use plateau::settings::Settings;
    let mut app = ui_app(Vec2::new(1280.0, 720.0));
    fresh_context(&mut app);
    settle(&mut app);
    assert!(
        !app.world()
            .resource::<UiTargets>()
            .0
            .contains_key("title:resume-online")
    );
    app.world_mut().resource_mut::<Settings>().online.seat = Some(KeptSeat {
        // A port nothing listens on: the resume waits, or tells the server is down.
        server: "127.0.0.1:9".into(),
        code: "KXPTRM".into(),
        game: Some("yinsh".into()),
        token: "t0ken".into(),
    });
    settle(&mut app);
    click_named(&mut app, "title:resume-online");
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Online);
    let online = app.world().resource::<OnlineScreen>();
    assert!(
        online.waiting == Some(Waiting::Resume("KXPTRM".into())) || online.problem.is_some(),
        "the kept seat is asked back at once"
    );
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

/// The settings window lies inside the window, whole, at every size and in each
/// language (on a phone its labels stand above their choices).
#[test]
fn the_settings_window_fits_at_every_size_in_each_language() {
    use plateau::i18n::Language;
    use plateau::screens::dialogs::OpenDialogs;
    use plateau::settings::Settings;
    for (width, height) in [(1280.0, 720.0), (1920.0, 1080.0), (390.0, 844.0)] {
        for language in Language::ALL {
            let case = format!("{width}x{height} {language:?}");
            let mut app = ui_app(Vec2::new(width, height));
            fresh_context(&mut app);
            app.world_mut().resource_mut::<Settings>().language = language;
            app.world_mut().resource_mut::<OpenDialogs>().settings = true;
            settle(&mut app);
            let ctx = egui_context(&mut app);
            let screen = egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(width, height) / ctx.zoom_factor(),
            );
            // The only window open: the settings.
            let windows: Vec<egui::Rect> = ctx.memory(|m| {
                m.layer_ids()
                    .filter(|layer| layer.order == egui::Order::Middle)
                    .filter_map(|layer| m.area_rect(layer.id))
                    .collect()
            });
            let [shown] = windows[..] else {
                panic!("{case}: one window, the settings, not {windows:?}");
            };
            assert!(
                screen.expand(0.5).contains_rect(shown),
                "{case}: the settings window {shown:?} leaves the screen {screen:?}"
            );
        }
    }
}

/// A finished rated game of Y as a history lists it: Ann (seat 0, an account) beat
/// Bob (an account) on `day_ms`.
fn played_game(code: &str, day_ms: i64) -> plateau_client::protocol::PlayedGame {
    use plateau_client::protocol::{FinishedGame, PlayedGame, PlayerLine, RatingShift};
    let line = |seat: u8, name: &str, before: i64, after: i64| PlayerLine {
        seat,
        name: name.into(),
        player: "human".into(),
        account: Some(name.to_lowercase()),
        deleted: false,
        rating_change: Some(RatingShift {
            before,
            after,
            provisional: true,
        }),
    };
    PlayedGame {
        seat: 0,
        game: FinishedGame {
            code: code.into(),
            game: "y".into(),
            options: Default::default(),
            players: vec![line(0, "Ann", 1500, 1662), line(1, "Bob", 1500, 1338)],
            result: "black wins".into(),
            winner: Some(0),
            teams: vec![0, 1],
            ended_ms: day_ms,
            record: format!("/games/{code}/record"),
        },
    }
}

/// My games and a player's page (ratings, the chart, recent games) lie inside the
/// window with their buttons, at every size and in each language.
#[test]
fn my_games_and_the_player_page_fit_at_every_size_in_each_language() {
    use plateau::i18n::Language;
    use plateau::online::screens::history::{History, Listing, PlayerPage};
    use plateau::online::screens::{OnlineScreen, Page};
    use plateau::settings::Settings;
    use plateau_client::protocol::{KeyRating, PlayerRatings, RatingPoint};
    let games: Vec<_> = (0..6)
        .map(|n| {
            played_game(
                &format!("KXPTR{}", ['A', 'B', 'C', 'D', 'E', 'F'][n]),
                1_796_000_000_000,
            )
        })
        .collect();
    let listing = Listing {
        name: "ann".into(),
        games: games.clone(),
        page: 0,
        more: true,
        loading: false,
    };
    let points = (0..12)
        .map(|n| RatingPoint {
            code: "KXPTRA".into(),
            at_ms: 1_796_000_000_000 + n * 86_400_000,
            rating: 1500 + (n * 37) % 160,
            deviation: 200,
        })
        .collect();
    let ratings = PlayerRatings {
        name: "ann".into(),
        ratings: vec![
            KeyRating {
                key: "y".into(),
                rating: "1662?".into(),
                games: 12,
                points,
            },
            KeyRating {
                key: "yinsh:variant=blitz".into(),
                rating: "1500?".into(),
                games: 0,
                points: Vec::new(),
            },
        ],
    };
    for (width, height) in [
        (1280.0, 720.0),
        (1920.0, 1080.0),
        (390.0, 844.0),
        (1024.0, 768.0),
        (768.0, 1024.0),
    ] {
        for language in Language::ALL {
            let case = format!("{width}x{height} {language:?}");
            let mut app = ui_app(Vec2::new(width, height));
            fresh_context(&mut app);
            let mut settings = app.world_mut().resource_mut::<Settings>();
            settings.language = language;
            // A port nothing listens on: the pages show what they were given.
            settings.online.server = "127.0.0.1:9".into();
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Online);
            settle(&mut app);
            app.world_mut().resource_mut::<OnlineScreen>().page = Page::MyGames;
            app.world_mut().resource_mut::<History>().mine = Some(listing.clone());
            settle(&mut app);
            let seen = in_sight(&app, "online:", &case);
            let wanted = [
                "back",
                "my-page",
                "replay-KXPTRA",
                "save-KXPTRA",
                "rematch-KXPTRA",
                "player-bob",
            ];
            assert_all(&seen, &names(&wanted), &format!("{case} my games"));
            scroll_to_end(&mut app, Vec2::new(width / 2.0, height / 2.0));
            let seen = in_sight(&app, "online:", &case);
            assert_all(
                &seen,
                &names(&["more", "replay-KXPTRF"]),
                &format!("{case} my games' end"),
            );

            fresh_context(&mut app);
            app.world_mut().resource_mut::<OnlineScreen>().page = Page::Player;
            app.world_mut().resource_mut::<History>().player = Some(PlayerPage {
                name: "ann".into(),
                ratings: Some(ratings.clone()),
                games: listing.clone(),
                chart: 0,
            });
            settle(&mut app);
            let seen = in_sight(&app, "online:", &case);
            let wanted = ["back", "rating-y", "rating-yinsh:variant=blitz"];
            assert_all(&seen, &names(&wanted), &format!("{case} player page"));
            scroll_to_end(&mut app, Vec2::new(width / 2.0, height / 2.0));
            let seen = in_sight(&app, "online:", &case);
            assert_all(
                &seen,
                &names(&["replay-KXPTRF"]),
                &format!("{case} player page's end"),
            );
        }
    }
}
