//! Yin-Yang's laws for a first-time player, headless: the editor tells Black that the
//! full board needs a law that fits it, warns before a fourth law leaves Black without
//! a first move, suggests laws that keep one, shows no error before anything is drawn;
//! once the game is over the move list shows every law.

mod common;

use std::time::{Duration, Instant};

use bevy::prelude::*;
use common::{new_app, start};
use plateau::games::yinyang::YinYangView;
use plateau::games::yinyang::law_advice::{
    DraftNote, FirstTurn, draft_note, first_turn, suggestion, window_for,
};
use plateau::kit::{Input, Session};
use plateau::match_core::MatchCommand;
use plateau::screens::{MatchSetup, SeatPlayer, StartMatch};
use plateau::storage::Storage;
use plateau_ai::Level;
use plateau_rules::yinyang::{
    BLACK, Cell, Effect, Law, LawError, LawKind, WHITE, YinYang, YinYangAction, YinYangDecision,
};
use plateau_rules::{Game, Status};

fn session(app: &App) -> &Session<YinYangView> {
    app.world().resource::<Session<YinYangView>>()
}

fn send(app: &mut App, input: Input<YinYangView>) {
    app.world_mut().write_message(input);
    app.update();
}

fn law(text: &str) -> Law {
    Law::parse(text).unwrap()
}

/// A new match with Black played by a person and White by `white`, Black holding
/// the device.
fn new_match(white: SeatPlayer) -> App {
    let mut app = new_app(Storage::default());
    let setup = MatchSetup {
        game: YinYang::ID,
        options: Default::default(),
        seats: vec!["P0".into(), "P1".into()],
        players: vec![SeatPlayer::Human, white],
    };
    start(&mut app, StartMatch::New(setup));
    if session(&app).hand_over_to() == Some(BLACK) {
        send(&mut app, Input::Command(MatchCommand::HandedOver(BLACK)));
    }
    app
}

fn write(app: &mut App, slot: u8, law: Law) {
    let before = session(app).game.len();
    send(
        app,
        Input::Action(YinYangAction::Write {
            slot,
            law: Some(law),
        }),
    );
    assert_eq!(
        session(app).game.len(),
        before + 1,
        "law {} written",
        slot + 1
    );
}

/// Black's laws that fit no window of the full board (each has an empty square).
const UNFIT: [&str; 3] = ["bw..>b...", "b...>....", "..bb>bbbb"];

#[test]
fn black_is_told_a_law_must_fit_the_full_board_and_warned_before_the_fourth() {
    let mut app = new_match(SeatPlayer::Human);
    let drawn = session(&app).drawn().into_owned();
    assert_eq!(first_turn(&drawn, BLACK, None), FirstTurn::NeedsALaw);
    // Four black pawns fit at a1.
    assert_eq!(
        first_turn(&drawn, BLACK, Some(&law("bbbb>bbb."))),
        FirstTurn::DraftFits(0)
    );
    for (slot, text) in UNFIT.iter().enumerate() {
        assert_eq!(window_for(&drawn, &law(text), BLACK), None, "{text}");
        write(&mut app, slot as u8, law(text));
    }
    // Three laws that do not fit: the fourth is the last chance.
    let drawn = session(&app).drawn().into_owned();
    assert_eq!(first_turn(&drawn, BLACK, None), FirstTurn::LosesAtOnce);
    assert_eq!(
        first_turn(&drawn, BLACK, Some(&law("b.b.>bbbb"))),
        FirstTurn::LosesAtOnce
    );
    assert!(matches!(
        first_turn(&drawn, BLACK, Some(&law("wwww>www."))),
        FirstTurn::DraftFits(_)
    ));
    // "Suggest a law" keeps a first move: every suggestion fits the full board.
    for seed in 0..200 {
        let suggested = suggestion(&drawn, BLACK, seed);
        assert!(
            window_for(&drawn, &suggested, BLACK).is_some(),
            "seed {seed}: {suggested}"
        );
    }
    write(&mut app, 3, suggestion(&drawn, BLACK, 7));
    // White writes on the same full board: nothing to warn about (Black opens).
    send(&mut app, Input::Command(MatchCommand::HandedOver(WHITE)));
    let drawn = session(&app).drawn().into_owned();
    assert_eq!(first_turn(&drawn, WHITE, None), FirstTurn::Safe);
    for slot in 0..4 {
        write(&mut app, slot, law("w...>...."));
    }
    // Black has a first move.
    assert_eq!(session(&app).game.status(), Status::Ongoing);
    let turn = session(&app).game.state().turn().unwrap();
    assert_eq!(
        (turn.seat, turn.kind),
        (BLACK, YinYangDecision::MoveOrApply)
    );
    assert!(!session(&app).legal().is_empty());
}

#[test]
fn a_fitting_law_written_ends_the_warnings_and_suggestions_are_free_again() {
    let mut app = new_match(SeatPlayer::Human);
    write(&mut app, 0, law("wwbb>.wbb"));
    let drawn = session(&app).drawn().into_owned();
    assert_eq!(first_turn(&drawn, BLACK, None), FirstTurn::Safe);
    let unfit = (0..200)
        .map(|seed| suggestion(&drawn, BLACK, seed))
        .any(|law| window_for(&drawn, &law, BLACK).is_none());
    assert!(unfit, "once one law fits, any law may be suggested");
}

#[test]
fn the_editor_shows_no_error_before_anything_is_drawn() {
    let blank = [Cell::Empty; 4];
    // The editor's start: nothing drawn, a guide and no error.
    let nothing = Law::new(blank, Effect::Cells(blank));
    assert_eq!(draft_note(&nothing, true), DraftNote::Guide);
    // A cause drawn, its effect not yet: still the guide.
    let full = [Cell::Black; 4];
    assert_eq!(
        draft_note(&Law::new(full, Effect::Cells(blank)), true),
        DraftNote::Guide
    );
    // An effect drawn that makes no law: now the problem is said.
    let two_gone = [Cell::Black, Cell::Black, Cell::Empty, Cell::Empty];
    assert!(matches!(
        draft_note(&Law::new(full, Effect::Cells(two_gone)), false),
        DraftNote::Problem(LawError::WrongChange { .. })
    ));
    let recoloured = [Cell::White, Cell::Black, Cell::Black, Cell::Black];
    assert_eq!(
        draft_note(&Law::new(full, Effect::Cells(recoloured)), false),
        DraftNote::Problem(LawError::Recoloured)
    );
    let one_gone = [Cell::Black, Cell::Black, Cell::Black, Cell::Empty];
    assert_eq!(
        draft_note(&Law::new(full, Effect::Cells(one_gone)), false),
        DraftNote::Kind(LawKind::Destruction)
    );
}

#[test]
fn once_the_game_is_over_the_move_list_shows_the_opponents_laws() {
    let mut app = new_match(SeatPlayer::Ai(Level::Beginner));
    write(&mut app, 0, law("bbbb>bbb."));
    for (slot, text) in UNFIT.iter().enumerate() {
        write(&mut app, slot as u8 + 1, law(text));
    }
    // The computer writes its four laws; then it is Black's first turn.
    let started = Instant::now();
    while session(&app).game.len() < 8 {
        app.update();
        std::thread::sleep(Duration::from_millis(1));
        assert!(started.elapsed().as_secs() < 60, "the computer writes");
    }
    let texts = session(&app).action_texts();
    assert_eq!(texts.len(), 8);
    assert!(
        texts[4..].iter().all(|t| t.ends_with("=?")),
        "White's laws are secret while playing: {texts:?}"
    );
    send(&mut app, Input::Command(MatchCommand::Resign));
    assert!(!session(&app).ongoing());
    let texts = session(&app).action_texts();
    let record = session(&app).record();
    assert_eq!(texts, record.actions, "everything is shown once over");
    assert!(texts.iter().all(|t| !t.contains('?')), "{texts:?}");
}
