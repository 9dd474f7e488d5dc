//! The account's and the quick game's pages keep every control in the window at the
//! app's sizes (a phone, a tablet, desktop windows) in each language: the menu's
//! account line, sign in and sign up, the quick game's choices for every game it
//! offers, and the wait for an opponent. Controls lower on a page are in sight once it
//! is scrolled to its end; Back is always in sight.

mod common;

use bevy::prelude::*;
use common::egui_pass::{assert_all, fresh_context, in_sight, scroll_to_end, settle, ui_app};
use plateau::i18n::Language;
use plateau::online::screens::quick::{QuickForm, QuickWait, quick_games};
use plateau::online::screens::{OnlineScreen, Page};
use plateau::screens::Screen;
use plateau::settings::Settings;

/// The sizes looked at: desktop windows, a phone, a tablet each way.
const SIZES: [(f32, f32); 5] = [
    (1280.0, 720.0),
    (1920.0, 1080.0),
    (390.0, 844.0),
    (1024.0, 768.0),
    (768.0, 1024.0),
];

/// The online page `page` at each size in each language, once after each of
/// `preparations` (one app a size and a language): every control of `wanted` is in the
/// window, before or after scrolling, and Back before.
fn page_fits(page: Page, wanted: &[String], preparations: &[&dyn Fn(&mut App)]) {
    for (width, height) in SIZES {
        for language in Language::ALL {
            let mut app = ui_app(Vec2::new(width, height));
            fresh_context(&mut app);
            app.world_mut().resource_mut::<Settings>().language = language;
            // A server nobody answers: the pages draw as they do while connecting.
            app.world_mut().resource_mut::<Settings>().online.server = "127.0.0.1:9".into();
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Online);
            settle(&mut app);
            for (n, prepare) in preparations.iter().enumerate() {
                let case = format!("{page:?} ({n}) at {width}x{height} in {language:?}");
                fresh_context(&mut app);
                app.world_mut().resource_mut::<OnlineScreen>().page = page;
                prepare(&mut app);
                settle(&mut app);
                let mut seen = in_sight(&app, "online:", &case);
                assert_all(&seen, &["back".to_string()], &case);
                scroll_to_end(&mut app, Vec2::new(width / 2.0, height / 3.0));
                seen.extend(in_sight(&app, "online:", &case));
                assert_all(&seen, wanted, &case);
            }
        }
    }
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn the_menu_with_its_account_line_fits() {
    let wanted = names(&["sign-in", "sign-up", "quick", "create", "join", "lobby"]);
    page_fits(Page::Menu, &wanted, &[&|_| {}]);
}

#[test]
fn signing_in_and_up_fit() {
    let wanted = names(&[
        "account-name",
        "password",
        "account-submit",
        "account-switch",
    ]);
    page_fits(Page::SignIn, &wanted, &[&|_| {}]);
    page_fits(Page::SignUp, &wanted, &[&|_| {}]);
}

#[test]
fn the_quick_game_fits_for_every_game_it_offers() {
    let games = quick_games(plateau::catalog::games().collect());
    assert!(games.len() >= 5, "two-player games: {}", games.len());
    let mut wanted: Vec<String> = games.iter().map(|g| format!("quick-{}", g.id)).collect();
    wanted.extend(names(&[
        "clock-3+2",
        "clock-5+3",
        "clock-10+5",
        "no-clock",
        "rated",
        "find-opponent",
    ]));
    let choose = |game: &'static plateau::catalog::AppGame| {
        move |app: &mut App| {
            let setup = game.new_setup(Language::English);
            app.world_mut().resource_mut::<QuickForm>().setup = setup;
        }
    };
    let preparations: Vec<_> = games.iter().map(|&game| choose(game)).collect();
    let preparations: Vec<&dyn Fn(&mut App)> = preparations
        .iter()
        .map(|p| p as &dyn Fn(&mut App))
        .collect();
    page_fits(Page::Quick, &wanted, &preparations);
}

#[test]
fn the_wait_for_an_opponent_fits() {
    let waiting = |app: &mut App| {
        *app.world_mut().resource_mut::<QuickWait>() = QuickWait {
            game: "yinsh".into(),
            since: Some(0.0),
            waiting: 3,
            clock: Some((10, 5)),
            rated: true,
        };
    };
    page_fits(Page::QuickWaiting, &names(&["cancel-quick"]), &[&waiting]);
}
