//! Headless tests of the games of stones on the Kadon board (Quinta, Sexta, Tetra,
//! Singularity, Leap Over, Aliens and Amazons) through their shared view: whole games
//! played by taps and buttons as a person would, the stone entities checked against
//! the rules after every action, undo and redo; the computer playing every seat to the
//! end; what a tap that does nothing says.

mod common;

use bevy::prelude::*;
use common::{new_app, start};
use plateau::games::amazons::AmazonsStones;
use plateau::games::leapover::LeapOverStones;
use plateau::games::quinta::QuintaStones;
use plateau::games::sexta::SextaStones;
use plateau::games::singularity::SingularityStones;
use plateau::games::tetra::TetraStones;
use plateau::games::yinyang::YinYangStones;
use plateau::games::zen::ZenStones;
use plateau::kit::stones::pieces::{Stone, StoneOf};
use plateau::kit::stones::{NodeOf, Shape, StoneGame, StoneNotice, StonesView};
use plateau::kit::{Input, Session};
use plateau::match_core::MatchCommand;
use plateau::screens::{ActiveGame, MatchSetup, Screen, SeatPlayer, StartMatch};
use plateau::storage::Storage;
use plateau_ai::Level;
use plateau_rules::board::kadon::Node;
use plateau_rules::{Game, Status};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

type SessionOf<G> = Session<StonesView<G>>;

fn setup<G: StoneGame>(options: &[(&str, &str)], players: &[SeatPlayer]) -> MatchSetup {
    MatchSetup {
        game: <G::Game as Game>::ID,
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        seats: (0..players.len()).map(|i| format!("P{i}")).collect(),
        players: players.to_vec(),
    }
}

fn session<G: StoneGame>(app: &App) -> &SessionOf<G> {
    app.world().resource::<SessionOf<G>>()
}

fn send<G: StoneGame>(app: &mut App, input: Input<StonesView<G>>) {
    app.world_mut().write_message(input);
    app.update();
}

fn node(label: &str) -> Node {
    Node::parse(label).unwrap()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Fails unless the stone entities are exactly the stones of the shown position.
fn check_mirror<G: StoneGame>(app: &mut App) {
    let mut expected: Vec<(NodeOf<G>, u8)> = G::stones(session::<G>(app).shown())
        .into_iter()
        .map(|(n, s)| (n, s.0))
        .collect();
    expected.sort();
    let text = session::<G>(app).shown().render_text();
    let world = app.world_mut();
    let mut stones: Vec<(NodeOf<G>, u8)> = world
        .query_filtered::<&Stone<NodeOf<G>>, With<StoneOf<G>>>()
        .iter(world)
        .map(|s| (s.node, s.seat.0))
        .collect();
    stones.sort();
    assert_eq!(stones, expected, "\n{text}");
}

/// Plays `action` the way a person would: taps on the board, or its button.
fn play_by_hand<G: StoneGame>(app: &mut App, action: <G::Game as Game>::Action) {
    match G::shape(action) {
        Shape::Place(node) | Shape::Pick(node) => send::<G>(app, Input::Point(node)),
        Shape::Move { from, to } => {
            if StonesView::<G>::selected(session::<G>(app)) != Some(from) {
                send::<G>(app, Input::Point(from));
                assert_eq!(
                    StonesView::<G>::selected(session::<G>(app)),
                    Some(from),
                    "a tap on {from} picks it"
                );
            }
            send::<G>(app, Input::Point(to));
        }
        Shape::Button => send::<G>(app, Input::Action(action)),
    }
}

/// Whole games by hand with random choices, undo and redo now and then; the result
/// screen at the end, and a finished game stays finished.
fn whole_games_by_hand<G: StoneGame>(options: &[(&str, &str)], seats: usize, games: u64) {
    for seed in 0..games {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut app = new_app(Storage::default());
        let players = vec![SeatPlayer::Human; seats];
        start(&mut app, StartMatch::New(setup::<G>(options, &players)));
        assert_eq!(screen(&app), Screen::Match);
        assert_eq!(
            *app.world().resource::<State<ActiveGame>>().get(),
            ActiveGame(<G::Game as Game>::ID)
        );
        check_mirror::<G>(&mut app);
        let mut turns = 0;
        while session::<G>(&app).game.status() == Status::Ongoing {
            turns += 1;
            assert!(turns < 5000, "the game ends");
            let legal = session::<G>(&app).legal();
            let before = session::<G>(&app).game.len();
            if let [only] = legal.as_slice()
                && G::shape(*only) == Shape::Button
            {
                // A pass the rules force: the kit plays it.
                app.update();
                app.update();
                assert_eq!(
                    session::<G>(&app).game.len(),
                    before + 1,
                    "{only} is forced"
                );
                check_mirror::<G>(&mut app);
                continue;
            }
            let action = legal[rng.random_range(0..legal.len())];
            play_by_hand::<G>(&mut app, action);
            assert_eq!(
                session::<G>(&app).game.len(),
                before + 1,
                "{action} was played"
            );
            check_mirror::<G>(&mut app);
            if rng.random_range(0..12) == 0 && session::<G>(&app).ongoing() {
                send::<G>(&mut app, Input::Command(MatchCommand::Undo));
                assert_eq!(session::<G>(&app).game.len(), before);
                check_mirror::<G>(&mut app);
                send::<G>(&mut app, Input::Command(MatchCommand::Redo));
                assert_eq!(session::<G>(&app).game.len(), before + 1);
                check_mirror::<G>(&mut app);
            }
        }
        app.update();
        assert_eq!(screen(&app), Screen::Result);
        let length = session::<G>(&app).game.len();
        send::<G>(&mut app, Input::Command(MatchCommand::Undo));
        assert_eq!(
            session::<G>(&app).game.len(),
            length,
            "a finished game is final"
        );
        check_mirror::<G>(&mut app);
        // Looking back rebuilds the board of the time.
        send::<G>(
            &mut app,
            Input::Command(MatchCommand::Review(Some(length / 2))),
        );
        check_mirror::<G>(&mut app);
    }
}

#[test]
fn quinta_by_hand() {
    whole_games_by_hand::<QuintaStones>(&[("max_plies", "150")], 2, 3);
}

#[test]
fn sexta_by_hand() {
    whole_games_by_hand::<SextaStones>(&[("max_plies", "150")], 2, 3);
}

#[test]
fn tetra_by_hand() {
    whole_games_by_hand::<TetraStones>(&[("max_plies", "150")], 2, 3);
}

#[test]
fn singularity_by_hand() {
    whole_games_by_hand::<SingularityStones>(&[("max_plies", "200")], 2, 3);
}

#[test]
fn leap_over_by_hand_with_two_and_three_players() {
    whole_games_by_hand::<LeapOverStones>(&[("max_plies", "120")], 2, 2);
    whole_games_by_hand::<LeapOverStones>(&[("players", "3"), ("max_plies", "120")], 3, 2);
}

#[test]
fn aliens_and_amazons_by_hand() {
    whole_games_by_hand::<AmazonsStones>(&[("max_plies", "150")], 2, 3);
}

#[test]
fn zen_by_hand_with_two_players_and_four_in_teams() {
    whole_games_by_hand::<ZenStones>(&[("max_plies", "150")], 2, 2);
    whole_games_by_hand::<ZenStones>(
        &[("players", "4"), ("variant", "2"), ("max_plies", "150")],
        4,
        2,
    );
    whole_games_by_hand::<ZenStones>(&[("variant", "3"), ("max_plies", "150")], 2, 1);
}

#[test]
fn yin_yang_by_hand() {
    whole_games_by_hand::<YinYangStones>(&[("max_plies", "60")], 2, 3);
}

#[test]
fn yin_yang_hides_the_opponents_laws_and_asks_to_pass_the_device() {
    use plateau_rules::yinyang::{BLACK, LawSlot, WHITE, YinYangAction};
    type Y = YinYangStones;
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup::<Y>(&[], &[SeatPlayer::Human; 2])),
    );
    // Two people, one device: Black must hold it before writing.
    assert_eq!(session::<Y>(&app).hand_over_to(), Some(BLACK));
    send::<Y>(&mut app, Input::Command(MatchCommand::HandedOver(BLACK)));
    assert_eq!(session::<Y>(&app).hand_over_to(), None);
    let mut rng = SmallRng::seed_from_u64(9);
    let mut write = move |app: &mut App| {
        let legal = session::<Y>(app).legal();
        let action = legal[rng.random_range(0..legal.len())];
        assert!(matches!(action, YinYangAction::Write { .. }));
        send::<Y>(app, Input::Action(action));
    };
    // A first law that Black can apply on the full board (a full black window loses a
    // pawn), so that Black has a first turn.
    let law = plateau_rules::yinyang::Law::parse("bbbb>bbb.").unwrap();
    send::<Y>(
        &mut app,
        Input::Action(YinYangAction::Write {
            slot: 0,
            law: Some(law),
        }),
    );
    for _ in 1..4 {
        write(&mut app);
    }
    // White's turn to write: the device goes to White, and Black's laws are secret.
    assert_eq!(session::<Y>(&app).hand_over_to(), Some(WHITE));
    send::<Y>(&mut app, Input::Command(MatchCommand::HandedOver(WHITE)));
    let drawn = session::<Y>(&app).drawn().into_owned();
    assert!((0..4).all(|slot| drawn.law(BLACK, slot) == LawSlot::Secret));
    for _ in 0..4 {
        write(&mut app);
    }
    assert_eq!(session::<Y>(&app).hand_over_to(), Some(BLACK));
    let drawn = session::<Y>(&app).drawn().into_owned();
    assert!((0..4).all(|slot| drawn.law(WHITE, slot) == LawSlot::Secret));
    assert!((0..4).all(|slot| matches!(drawn.law(BLACK, slot), LawSlot::FaceDown(_))));
    // Against the computer nobody passes anything.
    send::<Y>(
        &mut app,
        Input::Command(MatchCommand::SetPlayer(
            WHITE,
            SeatPlayer::Ai(Level::Beginner),
        )),
    );
    assert_eq!(session::<Y>(&app).hand_over_to(), None);
    // Once the game is over, everything is shown.
    send::<Y>(&mut app, Input::Command(MatchCommand::Resign));
    let drawn = session::<Y>(&app).drawn().into_owned();
    assert!((0..4).all(|slot| drawn.law(WHITE, slot) != LawSlot::Secret));
}

/// The computer plays every seat of a short game to its end.
fn computer_plays_to_the_end<G: StoneGame>(options: &[(&str, &str)], seats: usize) {
    let mut app = new_app(Storage::default());
    let players = vec![SeatPlayer::Ai(Level::Beginner); seats];
    start(&mut app, StartMatch::New(setup::<G>(options, &players)));
    let started = std::time::Instant::now();
    while session::<G>(&app).game.status() == Status::Ongoing {
        app.update();
        check_mirror::<G>(&mut app);
        std::thread::sleep(std::time::Duration::from_millis(1));
        assert!(
            started.elapsed().as_secs() < 120,
            "the computer keeps playing"
        );
    }
    let record = session::<G>(&app).record();
    assert!(plateau_rules::Match::<G::Game>::from_record(&record).is_ok());
}

#[test]
fn the_computer_plays_every_game_of_stones_to_the_end() {
    computer_plays_to_the_end::<QuintaStones>(&[("max_plies", "30")], 2);
    computer_plays_to_the_end::<SextaStones>(&[("max_plies", "30")], 2);
    computer_plays_to_the_end::<TetraStones>(&[("max_plies", "40")], 2);
    computer_plays_to_the_end::<SingularityStones>(&[("max_plies", "30")], 2);
    computer_plays_to_the_end::<LeapOverStones>(&[("players", "3"), ("max_plies", "30")], 3);
    computer_plays_to_the_end::<AmazonsStones>(&[("max_plies", "50")], 2);
    computer_plays_to_the_end::<ZenStones>(&[("players", "4"), ("max_plies", "30")], 4);
    computer_plays_to_the_end::<YinYangStones>(&[("max_plies", "20")], 2);
}

#[test]
fn a_picked_stone_stays_picked_on_a_point_it_cannot_reach() {
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup::<QuintaStones>(&[], &[SeatPlayer::Human; 2])),
    );
    type Q = QuintaStones;
    // Black's stones stand on the rim; a tap on an empty point first says so.
    send::<Q>(&mut app, Input::Point(node("f6")));
    assert_eq!(
        session::<Q>(&app).view.notice,
        Some(StoneNotice::NotMovable)
    );
    send::<Q>(&mut app, Input::Point(node("e1")));
    assert_eq!(session::<Q>(&app).view.selected, Some(node("e1")));
    // White's stone is no destination: the stone stays picked.
    send::<Q>(&mut app, Input::Point(node("c1")));
    assert_eq!(
        session::<Q>(&app).view.notice,
        Some(StoneNotice::CannotGoThere)
    );
    assert_eq!(session::<Q>(&app).view.selected, Some(node("e1")));
    assert!(session::<Q>(&app).game.is_empty());
    // Escape (or a tap beside the board) puts it back.
    send::<Q>(&mut app, Input::Deselect);
    assert_eq!(session::<Q>(&app).view.selected, None);
}

#[test]
fn a_chain_of_jumps_keeps_its_stone_and_ends_with_the_button() {
    type L = LeapOverStones;
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup::<L>(&[], &[SeatPlayer::Human; 2])),
    );
    // Find a first jump after which the same stone can jump again.
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..400 {
        let legal = session::<L>(&app).legal();
        let chain_open = legal.iter().any(|&a| is_button::<L>(a)) && legal.len() > 1;
        if chain_open {
            let picked = StonesView::<L>::selected(session::<L>(&app));
            let chain = session::<L>(&app).game.state().chain().unwrap();
            assert_eq!(picked, Some(chain.at), "the jumping stone stays picked");
            let stop = legal.into_iter().find(|&a| is_button::<L>(a)).unwrap();
            let before = session::<L>(&app).game.len();
            send::<L>(&mut app, Input::Action(stop));
            assert_eq!(session::<L>(&app).game.len(), before + 1);
            assert!(session::<L>(&app).game.state().chain().is_none());
            check_mirror::<L>(&mut app);
            return;
        }
        let jumps: Vec<_> = legal.into_iter().filter(|&a| !is_button::<L>(a)).collect();
        play_by_hand::<L>(&mut app, jumps[rng.random_range(0..jumps.len())]);
    }
    panic!("no chain of two jumps came up");
}

fn is_button<G: StoneGame>(action: <G::Game as Game>::Action) -> bool {
    G::shape(action) == Shape::Button
}

#[test]
fn with_three_players_resigning_leaves_and_the_last_player_left_wins() {
    type L = LeapOverStones;
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup::<L>(&[("players", "3")], &[SeatPlayer::Human; 3])),
    );
    let black = plateau_rules::Seat(0);
    send::<L>(&mut app, Input::Command(MatchCommand::Resign));
    let state = session::<L>(&app).game.state().clone();
    assert!(!state.is_playing(black), "Black left");
    assert_eq!(state.stones(black).count_ones(), 10, "its stones stay");
    assert_eq!(state.status(), Status::Ongoing);
    check_mirror::<L>(&mut app);
    // White is to move now and leaves too: Red, the last one, wins.
    send::<L>(&mut app, Input::Command(MatchCommand::Resign));
    let result = session::<L>(&app).game.status().result().cloned().unwrap();
    assert_eq!(result.winner.map(|t| t.0), Some(2));
    app.update();
    assert_eq!(screen(&app), Screen::Result);
}

#[test]
fn a_redraw_and_an_action_in_the_same_frame_leave_one_stone_per_point() {
    // Coming back to the board asks for a redraw; a tap that arrives in that same frame
    // must not put its stone down twice.
    type A = AmazonsStones;
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup::<A>(&[], &[SeatPlayer::Human; 2])),
    );
    app.world_mut()
        .write_message(plateau::kit::Redraw::<StonesView<A>>::default());
    send::<A>(&mut app, Input::Point(node("e5")));
    assert_eq!(session::<A>(&app).game.len(), 1);
    check_mirror::<A>(&mut app);
}

#[test]
fn a_tap_near_a_point_that_acts_goes_to_it_unless_clearly_on_another() {
    use plateau::boards::kadon::{UNIT, world_position};
    use plateau::kit::input::snap_tap;
    type Q = QuintaStones;
    type V = StonesView<Q>;
    let mut app = new_app(Storage::default());
    start(
        &mut app,
        StartMatch::New(setup::<Q>(&[], &[SeatPlayer::Human; 2])),
    );
    send::<Q>(&mut app, Input::Point(node("e1")));
    let targets = <V as plateau::kit::GameView>::tap_targets(session::<Q>(&app));
    assert!(targets.contains(&node("e2")) && targets.contains(&node("e1")));
    // A destination and a neighbour of it where a tap does nothing.
    let d = node("e2");
    let o = Node::all()
        .find(|&n| {
            !targets.contains(&n)
                && (world_position(n).distance(world_position(d)) - UNIT).abs() < 0.35 * UNIT
        })
        .expect("e2 has a neighbour that is no target");
    let (at_d, at_o) = (world_position(d), world_position(o));
    // Between them, a little nearer the one that does nothing: the destination.
    let between = at_d + (at_o - at_d) * 0.55;
    assert_eq!(snap_tap::<V>(between, &targets), Some(d));
    // Clearly on the other point: that point (the player is told it cannot go there).
    let on_o = at_o + (at_d - at_o).normalize() * 0.1 * UNIT;
    assert_eq!(snap_tap::<V>(on_o, &targets), Some(o));
    // With nothing that acts, the point under the tap.
    assert_eq!(snap_tap::<V>(between, &[]), Some(o));
}

#[test]
fn a_zen_round_won_sets_the_board_again_and_says_what_scored() {
    use plateau_rules::record::{GameRecord, RECORD_FORMAT};
    use plateau_rules::zen::ZenAction;
    let mut app = new_app(Storage::default());
    let record = GameRecord {
        format: RECORD_FORMAT,
        game: "zen".into(),
        options: [("variant", "2"), ("first", "black")]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        // White joins its pawns and the Zen with i8-h8; Black's pawns are one group,
        // so only the Zen, not touching it, scores.
        position: Some(
            "B:f3,g3,h3,f4,g4,h4;W:k6,h7,i8,h9,i10;Z:h10;white:move;ban:-;round:1;starter:black;score:0-0;plies:55"
                .into(),
        ),
        seats: Vec::new(),
        players: Vec::new(),
        actions: Vec::new(),
        result: None,
        resigned: None,
        ended: None,
    };
    start(&mut app, StartMatch::Resume(record));
    check_mirror::<ZenStones>(&mut app);
    let action = ZenAction::parse("i8-h8").unwrap();
    play_by_hand::<ZenStones>(&mut app, action);
    app.update();
    // The new round starts from the start position, and the board shows it.
    let state = session::<ZenStones>(&app).game.state().clone();
    assert_eq!(state.round(), 2);
    assert_eq!(ZenStones::stones(&state).len(), 25);
    check_mirror::<ZenStones>(&mut app);
    // The HUD's notice says who scored what, the match score and who starts.
    let notice = |lang| {
        <StonesView<ZenStones> as plateau::kit::GameView>::notice(session::<ZenStones>(&app), lang)
            .unwrap_or_default()
    };
    let english = notice(plateau::i18n::Language::English);
    assert!(
        english.starts_with("White wins the round and scores 1: the Zen."),
        "{english}"
    );
    assert!(english.contains("Match: Black 0, White"), "{english}");
    assert!(english.contains("Round 2:"), "{english}");
    let french = notice(plateau::i18n::Language::French);
    assert!(french.starts_with("Blanc gagne la manche"), "{french}");
}

#[test]
fn a_zen_pawns_destinations_carry_the_count_of_their_line() {
    use plateau_rules::zen::{Cell, Zen};
    let zen = Zen::new(&Default::default());
    let cell = |text| Cell::parse(text).unwrap();
    // d3 sees two pieces on its file (d3, d9), its rank (d3, h3) and its diagonals.
    for to in ["d5", "f5", "f3", "d1", "b1", "b3"] {
        let label = ZenStones::target_label(&zen, cell("d3"), cell(to));
        assert_eq!(label.as_deref(), Some("2"), "d3-{to}");
    }
    assert_eq!(
        ZenStones::target_label(&zen, cell("f6"), cell("f9")).as_deref(),
        Some("3")
    );
}
