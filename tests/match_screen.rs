//! Headless tests of what the match screen tells and takes for every game: the arrow
//! keys stepping through the moves, seat names that follow the language, and the
//! result said once, naming who resigned.

mod common;

use bevy::input::ButtonInput;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use common::{new_app, start};
use plateau::games::y::YView;
use plateau::games::y::session::{YInput, YSession};
use plateau::i18n::Language;
use plateau::kit::input::review_keys;
use plateau::match_core::MatchCommand;
use plateau::screens::result::FinalResult;
use plateau::screens::{MatchSetup, Screen, SeatPlayer, StartMatch};
use plateau::settings::Settings;
use plateau::storage::Storage;
use plateau_rules::Seat;
use plateau_rules::board::kadon::Node;

fn y_setup(seats: [&str; 2]) -> MatchSetup {
    MatchSetup {
        game: "y",
        options: vec![("pie".into(), "off".into())],
        seats: seats.iter().map(|s| s.to_string()).collect(),
        players: vec![SeatPlayer::Human; 2],
    }
}

/// An app with the kit's review keys, as the window has them.
fn app_with_keys() -> App {
    let mut app = new_app(Storage::default());
    app.init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<EguiWantsInput>()
        .add_systems(
            Update,
            review_keys::<YView>.before(plateau::kit::MatchLogic),
        );
    app
}

fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}

fn reviewing(app: &App) -> Option<usize> {
    app.world().resource::<YSession>().reviewing
}

#[test]
fn page_keys_step_through_the_moves_and_home_and_end_reach_the_ends() {
    let mut app = app_with_keys();
    start(&mut app, StartMatch::New(y_setup(["Ann", "Bob"])));
    for point in ["e5", "f6", "e6"] {
        app.world_mut()
            .write_message(YInput::Point(Node::parse(point).unwrap()));
        app.update();
    }
    assert_eq!(app.world().resource::<YSession>().game.len(), 3);
    press(&mut app, KeyCode::PageUp);
    assert_eq!(reviewing(&app), Some(2));
    press(&mut app, KeyCode::PageUp);
    assert_eq!(reviewing(&app), Some(1));
    press(&mut app, KeyCode::Home);
    assert_eq!(reviewing(&app), Some(0));
    press(&mut app, KeyCode::PageUp);
    assert_eq!(reviewing(&app), Some(0), "nothing before the start");
    press(&mut app, KeyCode::PageDown);
    assert_eq!(reviewing(&app), Some(1));
    press(&mut app, KeyCode::End);
    assert_eq!(reviewing(&app), None, "back to the live game");
    press(&mut app, KeyCode::PageDown);
    assert_eq!(reviewing(&app), None);
    press(&mut app, KeyCode::PageUp);
    press(&mut app, KeyCode::PageDown);
    assert_eq!(
        reviewing(&app),
        None,
        "the last step forward is the live game"
    );
}

#[test]
fn seat_names_the_app_gave_follow_the_language_and_typed_ones_stay() {
    let mut app = new_app(Storage::default());
    // The setup of another language's defaults (a rematch, a link, the command line).
    start(&mut app, StartMatch::New(y_setup(["Black", "Ann"])));
    let session = app.world().resource::<YSession>();
    assert_eq!(session.seat_name(Seat(0), Language::French), "Noir");
    assert_eq!(session.seat_name(Seat(0), Language::English), "Black");
    assert_eq!(session.seat_name(Seat(1), Language::French), "Ann");
    start(&mut app, StartMatch::New(y_setup(["", "Blanc"])));
    let session = app.world().resource::<YSession>();
    assert_eq!(session.seat_name(Seat(0), Language::French), "Noir");
    assert_eq!(session.seat_name(Seat(1), Language::English), "White");
}

#[test]
fn a_resignation_is_said_once_naming_who_resigned_in_the_language_of_the_day() {
    let mut app = new_app(Storage::default());
    app.world_mut().resource_mut::<Settings>().language = Language::French;
    start(&mut app, StartMatch::New(y_setup(["Black", "White"])));
    app.world_mut()
        .write_message(YInput::Point(Node::parse("e5").unwrap()));
    app.update();
    // White to move resigns.
    app.world_mut()
        .write_message(YInput::Command(MatchCommand::Resign));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Result
    );
    let result = app.world().resource::<FinalResult>();
    assert_eq!(result.headline(Language::French), "Noir gagne");
    assert_eq!(result.reason(Language::French), "Blanc a abandonné.");
    assert_eq!(result.headline(Language::English), "Black wins");
    assert_eq!(result.reason(Language::English), "White resigned.");
}

#[test]
fn the_arrow_keys_move_a_cursor_over_the_board_and_enter_plays_there() {
    use plateau::kit::cursor::{BoardCursor, keys};
    let mut app = app_with_keys();
    app.init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<bevy::input::touch::Touches>()
        .init_resource::<BoardCursor<YView>>()
        .add_systems(Update, keys::<YView>.before(plateau::kit::MatchLogic));
    start(&mut app, StartMatch::New(y_setup(["Ann", "Bob"])));
    let cursor = |app: &App| app.world().resource::<BoardCursor<YView>>().0;
    assert_eq!(cursor(&app), None, "no cursor before a key");
    // The first arrow puts the cursor in the board's middle; Enter places a stone there.
    press(&mut app, KeyCode::ArrowUp);
    let first = cursor(&app).expect("a cursor");
    press(&mut app, KeyCode::Enter);
    app.update();
    let state = *app.world().resource::<YSession>().game.state();
    assert!(
        state.stone_at(first).is_some(),
        "Enter placed a stone at {first}"
    );
    // Arrows walk to other points; each step goes to a neighbour-like point.
    press(&mut app, KeyCode::ArrowRight);
    let second = cursor(&app).expect("a cursor");
    assert_ne!(second, first);
    press(&mut app, KeyCode::ArrowLeft);
    assert_eq!(cursor(&app), Some(first), "left comes back");
    press(&mut app, KeyCode::ArrowRight);
    press(&mut app, KeyCode::Space);
    app.update();
    let state = *app.world().resource::<YSession>().game.state();
    assert!(
        state.stone_at(second).is_some(),
        "Space placed White's stone at {second}"
    );
    // A click puts the cursor away.
    app.world_mut()
        .resource_mut::<ButtonInput<MouseButton>>()
        .press(MouseButton::Left);
    app.update();
    assert_eq!(cursor(&app), None);
}
