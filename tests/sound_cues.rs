//! Headless tests of what is heard: the cues of a match's moves, played as their
//! animations start (the kit's animation gate and the views' animations run without a
//! window, on a clock that advances 20 ms a frame), a step forward in review as it
//! animates, nothing for a board snapped into place, a refused tap, the interface's
//! clicks, the computer's move with the window out of focus, and the sound settings
//! kept between runs.

mod common;

use std::time::Duration;

use bevy::app::Plugins;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::egui;
use bevy_egui::{EguiOutput, PrimaryEguiContext};
use common::data_dir;
use plateau::games::y::YView;
use plateau::games::yinsh::YinshView;
use plateau::games::yinyang::YinYangStones;
use plateau::games::zen::ZenStones;
use plateau::kit::stones::{StoneGame, StonesView};
use plateau::kit::{AnimationBusy, FinishAnimations, GameView, Input, Session};
use plateau::match_core::MatchCommand;
use plateau::screens::{MatchSetup, SeatPlayer, StartMatch};
use plateau::settings::{AnimationSpeed, Settings};
use plateau::sound::PlayCue;
use plateau::sound::cues::Hearing;
use plateau::storage::Storage;
use plateau_rules::yinsh::board::Point;
use plateau_rules::yinsh::{Yinsh, YinshAction, YinshDecision, YinshEffect};
use plateau_rules::yinyang::YinYangEffect;
use plateau_rules::zen::ZenEffect;
use plateau_rules::{Game, Status};
use plateau_sound::Cue;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// How far the clock moves each frame.
const FRAME: Duration = Duration::from_millis(20);

/// The cues heard so far, with their volume.
#[derive(Resource, Default)]
struct Heard(Vec<PlayCue>);

fn record(mut cues: MessageReader<PlayCue>, mut heard: ResMut<Heard>) {
    heard.0.extend(cues.read().copied());
}

/// The app's logic with game `V`'s animations (`animations`: the view's part that
/// plays them) and what is heard recorded, keeping its files in `storage`.
fn app_following<V: GameView, M>(storage: Storage, animations: impl Plugins<M>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()))
        .init_asset::<Mesh>()
        .init_asset::<ColorMaterial>()
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(storage)
        .add_plugins(plateau::logic_plugins)
        .add_plugins((plateau::kit::animation_gate::<V>, animations))
        .init_resource::<Heard>()
        .add_systems(PostUpdate, record.after(Hearing));
    app.update();
    app
}

fn setup(game: &'static str, seats: usize) -> MatchSetup {
    MatchSetup {
        game,
        options: Vec::new(),
        seats: (0..seats).map(|i| format!("P{i}")).collect(),
        players: vec![SeatPlayer::Human; seats],
    }
}

fn start(app: &mut App, setup: MatchSetup) {
    app.world_mut().write_message(StartMatch::New(setup));
    app.update();
    app.update();
}

fn set_speed(app: &mut App, speed: AnimationSpeed) {
    app.world_mut().resource_mut::<Settings>().animation_speed = speed;
}

/// Runs frames until the board is still (at most 10 s of the clock).
fn run_until_still(app: &mut App) {
    for frame in 0..500 {
        app.update();
        if frame > 2 && !app.world().resource::<AnimationBusy>().0 {
            break;
        }
    }
}

/// Runs frames until the board is still; the cues heard meanwhile.
fn settle(app: &mut App) -> Vec<Cue> {
    run_until_still(app);
    take(app)
}

/// The cues heard since the last call.
fn take(app: &mut App) -> Vec<Cue> {
    let heard = std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0);
    heard.into_iter().map(|c| c.cue).collect()
}

/// Plays `action` and lets the board come to rest; the cues heard.
fn play<V: GameView>(app: &mut App, action: <V::Game as Game>::Action) -> Vec<Cue> {
    app.world_mut().write_message(Input::<V>::Action(action));
    settle(app)
}

fn game<V: GameView>(app: &App) -> &V::Game {
    app.world().resource::<Session<V>>().game.state()
}

/// A YINSH game played at random from the start (seed `seed`) up to a ring move that
/// flips markers and completes a row: the moves before it and that move.
fn yinsh_row_move(seed: u64) -> Option<(Vec<YinshAction>, YinshAction)> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Yinsh::new(&Default::default());
    let mut before = Vec::new();
    let mut legal = Vec::new();
    for _ in 0..300 {
        legal.clear();
        game.legal_actions(&mut legal);
        for &action in &legal {
            let mut after = game;
            let Ok(effects) = after.apply(action) else {
                continue;
            };
            let flips = effects.iter().any(
                |e| matches!(e, YinshEffect::RingMoved { flipped, .. } if !flipped.is_empty()),
            );
            let row = after.turn().map(|t| t.kind) == Some(YinshDecision::RemoveRow);
            if flips && row {
                return Some((before, action));
            }
        }
        let action = *legal.get(rng.random_range(0..legal.len().max(1)))?;
        game.apply(action).ok()?;
        before.push(action);
    }
    None
}

/// A YINSH match played up to a move that flips markers and completes a row, with the
/// animations off; that move, its markers flipped and the ring's slide.
fn yinsh_before_row(app: &mut App) -> (YinshAction, usize, usize) {
    let (before, action) = (0..50)
        .find_map(yinsh_row_move)
        .expect("a row within 50 games");
    start(app, setup("yinsh", 2));
    set_speed(app, AnimationSpeed::Off);
    for &earlier in &before {
        play::<YinshView>(app, earlier);
    }
    assert!(take(app).is_empty(), "a snapped board is silent");
    set_speed(app, AnimationSpeed::Normal);
    let mut after = *game::<YinshView>(app);
    let effects = after.apply(action).unwrap();
    let (flipped, cells) = effects
        .iter()
        .find_map(|e| match e {
            YinshEffect::RingMoved {
                from, to, flipped, ..
            } => Some((
                flipped.len() as usize,
                from.direction_to(*to).unwrap().1 as usize,
            )),
            _ => None,
        })
        .unwrap();
    (action, flipped, cells)
}

#[test]
fn a_yinsh_move_sounds_its_marker_its_slide_each_flip_then_the_row_and_the_ring() {
    let mut app =
        app_following::<YinshView, _>(Storage::default(), plateau::games::yinsh::animation::plugin);
    let (action, flipped, cells) = yinsh_before_row(&mut app);
    let mut expected = vec![Cue::StonePlaced, Cue::slide(cells)];
    expected.extend(std::iter::repeat_n(Cue::MarkerFlip, flipped));
    assert_eq!(play::<YinshView>(&mut app, action), expected);
    // The row, then the ring taken off to score.
    let mut legal = Vec::new();
    game::<YinshView>(&app).legal_actions(&mut legal);
    assert!(matches!(legal[0], YinshAction::RemoveRow(_)));
    assert_eq!(play::<YinshView>(&mut app, legal[0]), vec![Cue::RowLaid]);
    legal.clear();
    game::<YinshView>(&app).legal_actions(&mut legal);
    assert!(matches!(legal[0], YinshAction::RemoveRing(_)));
    assert_eq!(play::<YinshView>(&mut app, legal[0]), vec![Cue::Capture]);
}

#[test]
fn a_board_snapped_in_place_is_silent() {
    let mut app =
        app_following::<YinshView, _>(Storage::default(), plateau::games::yinsh::animation::plugin);
    let (action, flipped, _) = yinsh_before_row(&mut app);
    assert!(flipped > 0);
    // The move starts: its marker and slide are heard at once, the flips come later.
    app.world_mut()
        .write_message(Input::<YinshView>::Action(action));
    app.update();
    app.update();
    assert!(app.world().resource::<AnimationBusy>().0);
    let heard = take(&mut app);
    assert!(!heard.contains(&Cue::MarkerFlip), "{heard:?}");
    // Finished early (a tap during the animation): the flips not yet shown are silent.
    app.world_mut().write_message(FinishAnimations);
    assert_eq!(settle(&mut app), Vec::<Cue>::new());
    // Undo rebuilds the board at once: silent too.
    app.world_mut()
        .write_message(Input::<YinshView>::Command(MatchCommand::Undo));
    assert_eq!(settle(&mut app), Vec::<Cue>::new());
}

/// Plays game `G` with two people (at random, seed `seed`) until an action whose
/// effects `wanted` picks can be played, and plays it; the cues of that action, or
/// `None` when the game ends first.
fn stones_until<G: StoneGame>(
    app: &mut App,
    seed: u64,
    wanted: impl Fn(&[<G::Game as Game>::Effect]) -> bool,
) -> Option<Vec<Cue>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..400 {
        let session = app.world().resource::<Session<StonesView<G>>>();
        if session.game.state().status() != Status::Ongoing {
            return None;
        }
        if let Some(seat) = session.hand_over_to() {
            app.world_mut()
                .write_message(Input::<StonesView<G>>::Command(MatchCommand::HandedOver(
                    seat,
                )));
            settle(app);
            continue;
        }
        let legal = session.legal();
        let state = session.game.state();
        let gives = |&action: &_| state.clone().apply(action).is_ok_and(|e| wanted(&e));
        let (action, hit) = match legal.iter().find(|a| gives(a)) {
            Some(&action) => (action, true),
            None => (legal[rng.random_range(0..legal.len())], false),
        };
        let speed = if hit {
            AnimationSpeed::Normal
        } else {
            AnimationSpeed::Off
        };
        set_speed(app, speed);
        let heard = play::<StonesView<G>>(app, action);
        if hit {
            return Some(heard);
        }
    }
    None
}

#[test]
fn a_zen_check_sounds_after_the_move_that_gives_it() {
    let mut app = app_following::<StonesView<ZenStones>, _>(
        Storage::default(),
        plateau::kit::stones::look::animations::<ZenStones>,
    );
    let heard = (0..10)
        .find_map(|seed| {
            // Variant 1: check is announced.
            let mut zen = setup("zen", 2);
            zen.options = vec![("variant".into(), "1".into())];
            start(&mut app, zen);
            stones_until::<ZenStones>(&mut app, seed, |effects| {
                effects.iter().any(|e| matches!(e, ZenEffect::Check { .. }))
            })
        })
        .expect("a check within 10 games");
    assert!(
        matches!(heard.first(), Some(Cue::Slide { .. } | Cue::Jump)),
        "{heard:?}"
    );
    assert_eq!(heard.last(), Some(&Cue::Check), "{heard:?}");
}

#[test]
fn a_yin_yang_law_laid_sounds_like_a_row() {
    let mut app = app_following::<StonesView<YinYangStones>, _>(
        Storage::default(),
        plateau::kit::stones::look::animations::<YinYangStones>,
    );
    let heard = (0..40)
        .find_map(|seed| {
            start(&mut app, setup("yinyang", 2));
            stones_until::<YinYangStones>(&mut app, seed, |effects| {
                effects
                    .iter()
                    .any(|e| matches!(e, YinYangEffect::LawLaid { .. }))
            })
        })
        .expect("a law laid within 40 games");
    assert!(heard.contains(&Cue::RowLaid), "{heard:?}");
}

#[test]
fn a_game_of_y_won_between_two_people_ends_on_the_neutral_cue() {
    let mut app = app_following::<YView, _>(Storage::default(), |_: &mut App| {});
    start(&mut app, setup("y", 2));
    set_speed(&mut app, AnimationSpeed::Off);
    let mut rng = SmallRng::seed_from_u64(3);
    let mut heard = Vec::new();
    while game::<YView>(&app).status() == Status::Ongoing {
        let legal = app.world().resource::<Session<YView>>().legal();
        let action = legal[rng.random_range(0..legal.len())];
        heard = play::<YView>(&mut app, action);
    }
    settle(&mut app);
    heard.extend(take(&mut app));
    assert_eq!(heard, vec![Cue::GameOver]);
}

#[test]
fn muted_nothing_is_heard_and_the_sound_settings_are_kept_between_runs() {
    let dir = data_dir("sound-settings");
    let storage = Storage::in_dir(&dir);
    let mut app =
        app_following::<YinshView, _>(storage.clone(), plateau::games::yinsh::animation::plugin);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.sound.volume = 0.35;
        settings.sound.computer_moves = false;
    }
    let (action, _, _) = yinsh_before_row(&mut app);
    app.world_mut()
        .write_message(Input::<YinshView>::Action(action));
    run_until_still(&mut app);
    let heard = std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0);
    assert!(!heard.is_empty());
    assert!(heard.iter().all(|c| c.volume == 0.35), "{heard:?}");
    // Muted: the same move is silent.
    app.world_mut()
        .write_message(Input::<YinshView>::Command(MatchCommand::Undo));
    settle(&mut app);
    app.world_mut().resource_mut::<Settings>().sound.muted = true;
    app.world_mut()
        .write_message(Input::<YinshView>::Action(action));
    assert_eq!(settle(&mut app), Vec::<Cue>::new());
    drop(app);
    let app = app_following::<YinshView, _>(storage, |_: &mut App| {});
    let sound = app.world().resource::<Settings>().sound;
    assert!(sound.muted && !sound.computer_moves && sound.volume == 0.35);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_review_step_forward_sounds_as_it_animates_and_a_jump_back_to_the_game_is_silent() {
    let mut app =
        app_following::<YinshView, _>(Storage::default(), plateau::games::yinsh::animation::plugin);
    let (action, _, _) = yinsh_before_row(&mut app);
    let live = play::<YinshView>(&mut app, action);
    assert!(live.contains(&Cue::MarkerFlip), "{live:?}");
    let len = app.world().resource::<Session<YinshView>>().game.len();
    let review = |app: &mut App, to: Option<usize>| {
        app.world_mut()
            .write_message(Input::<YinshView>::Command(MatchCommand::Review(to)));
        settle(app)
    };
    // A step back is the board rebuilt: silent.
    assert_eq!(review(&mut app, Some(len - 1)), Vec::<Cue>::new());
    // A step forward shows the move as it was played, and sounds like it.
    assert_eq!(review(&mut app, None), live);
    // Several steps at once (Home, End) are rebuilt: silent.
    assert_eq!(review(&mut app, Some(len - 3)), Vec::<Cue>::new());
    assert_eq!(review(&mut app, None), Vec::<Cue>::new());
    // One step forward inside the review sounds too; undo is silent.
    review(&mut app, Some(len - 1));
    assert_eq!(review(&mut app, None), live);
    app.world_mut()
        .write_message(Input::<YinshView>::Command(MatchCommand::Undo));
    assert_eq!(settle(&mut app), Vec::<Cue>::new());
}

#[test]
fn a_refused_tap_is_heard_and_a_tap_that_selects_is_not() {
    let mut app =
        app_following::<YinshView, _>(Storage::default(), plateau::games::yinsh::animation::plugin);
    let (action, _, _) = yinsh_before_row(&mut app);
    let YinshAction::MoveRing { from, .. } = action else {
        panic!("{action:?} moves no ring");
    };
    let tap = |app: &mut App, point: Point| {
        app.world_mut()
            .write_message(Input::<YinshView>::Point(point));
        run_until_still(app);
        std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
    };
    // The ring is selected: silent.
    assert_eq!(tap(&mut app, from), Vec::new());
    // A point where the ring cannot go is refused, at the volume set.
    let session = app.world().resource::<Session<YinshView>>();
    let targets = YinshView::tap_targets(session);
    let beside = Point::all()
        .find(|p| !targets.contains(p))
        .expect("a point the ring cannot reach");
    app.world_mut().resource_mut::<Settings>().sound.volume = 0.4;
    let refused = PlayCue {
        cue: Cue::Refused,
        volume: 0.4,
    };
    assert_eq!(tap(&mut app, beside), vec![refused]);
    // Effects off, or muted: silent.
    app.world_mut().resource_mut::<Settings>().sound.effects = false;
    assert_eq!(tap(&mut app, beside), Vec::new());
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.sound.effects = true;
    settings.sound.muted = true;
    assert_eq!(tap(&mut app, beside), Vec::new());
}

#[test]
fn a_move_the_rules_refuse_is_heard_as_refused() {
    let mut app = app_following::<YView, _>(Storage::default(), |_: &mut App| {});
    start(&mut app, setup("y", 2));
    set_speed(&mut app, AnimationSpeed::Off);
    let first = app.world().resource::<Session<YView>>().legal()[0];
    assert_eq!(play::<YView>(&mut app, first), Vec::<Cue>::new());
    // The same point again: taken.
    assert_eq!(play::<YView>(&mut app, first), vec![Cue::Refused]);
}

/// What egui reports after `widget` is clicked with the mouse in a real egui pass.
fn egui_output_of_a_click(
    mut widget: impl FnMut(&mut egui::Ui) -> egui::Response,
) -> egui::PlatformOutput {
    let ctx = egui::Context::default();
    let place = std::cell::Cell::new(egui::Rect::NOTHING);
    let mut pass = |events: Vec<egui::Event>| {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(400.0, 300.0),
            )),
            events,
            ..Default::default()
        };
        let mut output = ctx.run_ui(input, |ui| place.set(widget(ui).rect));
        // Nothing is drawn: the font textures are let go.
        output.textures_delta.clear();
        output.platform_output
    };
    pass(Vec::new());
    let at = place.get().center();
    let button = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::NONE,
    };
    pass(vec![egui::Event::PointerMoved(at)]);
    pass(vec![button(true)]);
    pass(vec![button(false)])
}

/// The cues heard for one frame of the app in which egui reported `output`.
fn heard_for_egui_output(app: &mut App, output: egui::PlatformOutput) -> Vec<PlayCue> {
    app.world_mut().spawn((
        PrimaryEguiContext,
        EguiOutput {
            platform_output: output,
            pixels_per_point: 1.0,
        },
    ));
    app.update();
    std::mem::take(&mut app.world_mut().resource_mut::<Heard>().0)
}

#[test]
fn the_interface_buttons_click_as_the_settings_allow_and_text_does_not() {
    let mut app = app_following::<YView, _>(Storage::default(), |_: &mut App| {});
    let button = || egui_output_of_a_click(|ui| ui.button("Play"));
    app.world_mut().resource_mut::<Settings>().sound.volume = 0.5;
    let click = PlayCue {
        cue: Cue::Click,
        volume: 0.5,
    };
    assert_eq!(heard_for_egui_output(&mut app, button()), vec![click]);
    // Once: the next frame has no new output.
    app.update();
    assert!(app.world().resource::<Heard>().0.is_empty());
    let mut ticked = false;
    let checkbox = egui_output_of_a_click(|ui| ui.checkbox(&mut ticked, "Sound"));
    assert_eq!(heard_for_egui_output(&mut app, checkbox), vec![click]);
    // Text clicked (labels are selectable) is not a control.
    let label = egui_output_of_a_click(|ui| ui.label("A game of Y"));
    assert_eq!(heard_for_egui_output(&mut app, label), Vec::new());
    // Effects off, or muted: silent.
    app.world_mut().resource_mut::<Settings>().sound.effects = false;
    assert_eq!(heard_for_egui_output(&mut app, button()), Vec::new());
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.sound.effects = true;
    settings.sound.muted = true;
    assert_eq!(heard_for_egui_output(&mut app, button()), Vec::new());
}

/// The cues heard so far, each with whether the move it sounds was the computer's.
#[derive(Resource, Default)]
struct HeardFrom(Vec<(bool, Cue)>);

fn record_whose(
    mut cues: MessageReader<PlayCue>,
    moved: Res<plateau::kit::animation::AnimatedMove>,
    mut heard: ResMut<HeardFrom>,
) {
    let by_computer = moved.by_computer;
    heard.0.extend(cues.read().map(|c| (by_computer, c.cue)));
}

/// A match of `game` of a person (seat 0) against the computer, the window out of
/// focus, with the computer's moves heard or not, played to `actions` actions: the
/// cues heard, each with whether it sounds the computer's move. The person's actions
/// are drawn by lot from seeded draws, a new game for the next seed while a game ends
/// sooner.
fn against_the_computer<V: GameView, M>(
    game: &'static str,
    animations: impl Plugins<M>,
    actions: usize,
    computer_moves: bool,
) -> Vec<(bool, Cue)> {
    let mut app = app_following::<V, _>(Storage::default(), animations);
    app.init_resource::<HeardFrom>()
        .add_systems(PostUpdate, record_whose.after(Hearing));
    app.world_mut().spawn((
        Window {
            focused: false,
            ..default()
        },
        bevy::window::PrimaryWindow,
    ));
    app.world_mut()
        .resource_mut::<Settings>()
        .sound
        .computer_moves = computer_moves;
    'games: for seed in 0..40 {
        let mut setup = setup(game, 2);
        setup.players[1] = SeatPlayer::Ai(plateau_ai::Level::Beginner);
        start(&mut app, setup);
        app.world_mut().resource_mut::<HeardFrom>().0.clear();
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..20_000 {
            let session = app.world().resource::<Session<V>>();
            if session.game.len() >= actions {
                settle(&mut app);
                return std::mem::take(&mut app.world_mut().resource_mut::<HeardFrom>().0);
            }
            if !session.ongoing() {
                continue 'games;
            }
            let still = !app.world().resource::<AnimationBusy>().0;
            let legal = session.legal();
            if still && !session.others_to_move() && !legal.is_empty() {
                let action = legal[rng.random_range(0..legal.len())];
                app.world_mut().write_message(Input::<V>::Action(action));
            }
            app.update();
            std::thread::sleep(Duration::from_millis(1));
        }
        panic!(
            "the game of {game} stopped at {} actions",
            app.world().resource::<Session<V>>().game.len()
        );
    }
    panic!("no game of {game} lasted {actions} actions in 40");
}

fn ring_and_answer(computer_moves: bool) -> Vec<(bool, Cue)> {
    against_the_computer::<YinshView, _>(
        "yinsh",
        plateau::games::yinsh::animation::plugin,
        2,
        computer_moves,
    )
}

#[test]
fn the_computers_move_is_heard_with_the_window_out_of_focus_unless_turned_off() {
    assert_eq!(
        ring_and_answer(true),
        [(false, Cue::RingPlaced), (true, Cue::RingPlaced)]
    );
    assert_eq!(ring_and_answer(false), [(false, Cue::RingPlaced)]);
}

#[test]
fn the_computers_yin_yang_moves_are_heard_as_the_persons_are_unless_turned_off() {
    // Each side writes its laws first, in silence; then the moves.
    let actions = 2 * plateau_rules::yinyang::SLOTS + 4;
    let heard = |computer_moves| {
        against_the_computer::<StonesView<YinYangStones>, _>(
            "yinyang",
            plateau::kit::stones::look::animations::<YinYangStones>,
            actions,
            computer_moves,
        )
    };
    let all = heard(true);
    assert!(all.iter().any(|(by_computer, _)| *by_computer), "{all:?}");
    assert!(all.iter().any(|(by_computer, _)| !by_computer), "{all:?}");
    let persons = heard(false);
    assert!(
        !persons.is_empty() && persons.iter().all(|(by_computer, _)| !by_computer),
        "{persons:?}"
    );
}
