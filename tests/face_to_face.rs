//! Headless tests of the face-to-face layout: when it applies, what each player's strip
//! says and offers as a game goes on, and its buttons played as the match's inputs.

mod common;

use bevy::prelude::*;
use common::{new_app, start};
use plateau::games::y::YView;
use plateau::games::y::session::{YInput, YSession};
use plateau::kit::face_to_face::{SeatStrip, StripContext, StripPress, applies, follow};
use plateau::kit::panel_buttons::Controls;
use plateau::kit::{GameView, LessonGate, TapGuard};
use plateau::layout::TableTop;
use plateau::screens::{MatchSetup, SeatPlayer, StartMatch};
use plateau::settings::Settings;
use plateau::storage::Storage;
use plateau_ai::Level;
use plateau_rules::board::kadon::Node;
use plateau_rules::y::YAction;

fn y_setup(players: [SeatPlayer; 2]) -> MatchSetup {
    MatchSetup {
        game: "y",
        options: vec![("pie".into(), "on".into())],
        seats: vec!["Ann".into(), "Bob".into()],
        players: players.to_vec(),
    }
}

fn session(app: &App) -> &YSession {
    app.world().resource::<YSession>()
}

fn send(app: &mut App, input: YInput) {
    app.world_mut().write_message(input);
    app.update();
}

/// The strips of both seats, near first, as the HUD builds them.
fn strips(app: &App) -> [SeatStrip<YView>; 2] {
    let session = session(app);
    let cx = StripContext {
        lang: plateau::i18n::Language::English,
        result: None,
        shown_move: session.shown_move_line(plateau::i18n::Language::English),
        hint: None,
        notices: Vec::new(),
        controls: Controls::for_match(&session.core, false, false),
    };
    let seats = YView::seats(session.game.state());
    [0, 1].map(|i| SeatStrip::new(session, seats[i].0, seats[i].1, i == 0, &cx))
}

fn texts(strip: &SeatStrip<YView>) -> Vec<&str> {
    strip.buttons.iter().map(|b| b.text.as_str()).collect()
}

fn on() -> Settings {
    Settings {
        face_to_face: true,
        ..Settings::default()
    }
}

#[test]
fn face_to_face_applies_to_two_people_at_a_two_seat_game_with_nothing_hidden() {
    let mut app = new_app(Storage::default());
    let lesson = LessonGate::default();
    start(&mut app, StartMatch::New(y_setup([SeatPlayer::Human; 2])));
    assert!(applies(session(&app), &on(), &lesson));
    assert!(!applies(session(&app), &Settings::default(), &lesson));
    let in_a_lesson = LessonGate {
        active: true,
        ..LessonGate::default()
    };
    assert!(!applies(session(&app), &on(), &in_a_lesson));
    // Against the computer there is one person: the usual layout.
    let against = y_setup([SeatPlayer::Human, SeatPlayer::Ai(Level::Beginner)]);
    start(&mut app, StartMatch::New(against));
    assert!(!applies(session(&app), &on(), &lesson));
    // Three seats: no.
    let three = MatchSetup {
        game: "leapover",
        options: vec![("players".into(), "3".into())],
        seats: vec![String::new(); 3],
        players: vec![SeatPlayer::Human; 3],
    };
    start(&mut app, StartMatch::New(three));
    type LeapOver = plateau::kit::stones::StonesView<plateau::games::leapover::LeapOverStones>;
    let leap = app.world().resource::<plateau::kit::Session<LeapOver>>();
    assert_eq!(leap.players.len(), 3);
    assert!(!applies(leap, &on(), &lesson));
    // Hidden laws: the players must not see each other's side.
    let yinyang = MatchSetup {
        game: "yinyang",
        options: Vec::new(),
        seats: vec![String::new(); 2],
        players: vec![SeatPlayer::Human; 2],
    };
    start(&mut app, StartMatch::New(yinyang));
    type YinYang = plateau::kit::stones::StonesView<plateau::games::yinyang::YinYangStones>;
    let hidden = app.world().resource::<plateau::kit::Session<YinYang>>();
    assert!(!applies(hidden, &on(), &lesson));
}

#[test]
fn the_layout_follows_the_match_on_show_and_the_setting() {
    let mut app = new_app(Storage::default());
    app.init_resource::<TableTop>()
        .add_systems(Update, follow::<YView>);
    start(&mut app, StartMatch::New(y_setup([SeatPlayer::Human; 2])));
    assert_eq!(*app.world().resource::<TableTop>(), TableTop(false));
    app.insert_resource(on());
    app.update();
    assert_eq!(*app.world().resource::<TableTop>(), TableTop(true));
    app.insert_resource(Settings::default());
    app.update();
    assert_eq!(*app.world().resource::<TableTop>(), TableTop(false));
}

#[test]
fn each_strip_speaks_to_its_player_and_its_buttons_play_the_game() {
    let mut app = new_app(Storage::default());
    app.insert_resource(TapGuard(true));
    start(&mut app, StartMatch::New(y_setup([SeatPlayer::Human; 2])));
    // At the start the near player (Black, Ann) is to move; the far one waits.
    let [near, far] = strips(&app);
    assert_eq!((near.name.as_str(), far.name.as_str()), ("Ann", "Bob"));
    assert!(near.to_move && !far.to_move);
    assert!(near.lines[0].0.contains("Ann"), "{:?}", near.lines);
    assert_eq!(far.lines[0].0, "Ann is playing.");
    assert_eq!(texts(&near), ["Undo", "Hint", "Menu"]);
    assert_eq!(texts(&far), ["Undo"]);
    assert!(
        near.buttons
            .iter()
            .all(|b| b.text == "Hint" || b.text == "Menu" || !b.enabled)
    );
    // A tap shows the move: the near strip offers Confirm and Cancel, and its Confirm
    // plays it.
    send(&mut app, YInput::Point(Node::parse("f6").unwrap()));
    let [near, _] = strips(&app);
    assert!(
        near.lines[0].0.starts_with("f6: tap again"),
        "{:?}",
        near.lines
    );
    assert_eq!(texts(&near), ["Confirm", "Cancel", "Undo", "Menu"]);
    let StripPress::Input(confirm) = near.buttons[0].press else {
        panic!("Confirm is an input");
    };
    send(&mut app, confirm);
    assert_eq!(session(&app).game.len(), 1);
    // Now the far player may swap: the button is on their strip only, and plays.
    let [near, far] = strips(&app);
    assert_eq!(near.lines[0].0, "Bob is playing.");
    assert!(far.to_move);
    assert_eq!(texts(&far)[0], "Swap: take the first stone");
    assert!(
        far.buttons
            .iter()
            .find(|b| b.text == "Undo")
            .unwrap()
            .enabled
    );
    let StripPress::Input(swap) = far.buttons[0].press else {
        panic!("Swap is an input");
    };
    send(&mut app, swap);
    assert_eq!(session(&app).game.actions().last(), Some(YAction::Swap));
    // Undo from either strip takes the swap back.
    let [near, _] = strips(&app);
    let StripPress::Input(undo) = near
        .buttons
        .iter()
        .find(|b| b.text == "Undo")
        .unwrap()
        .press
    else {
        panic!("Undo is an input");
    };
    send(&mut app, undo);
    assert_eq!(session(&app).game.len(), 1);
}
