//! The rules of the slide games of the Kadon board (Quinta, Sexta, Singularity), one
//! named test per rule and ruling (`NOTES.md` sections 2 and 5).

use plateau_rules::board::kadon::{Node, kadon, nodes_of};
use plateau_rules::kadon_slides::{
    BLACK, SlideAction, SlideDecision, SlideEffect, SlideError, SlideOptions, WHITE,
};
use plateau_rules::quinta::Quinta;
use plateau_rules::sexta::{Sexta, is_snake};
use plateau_rules::singularity::Singularity;
use plateau_rules::{EndReason, Game, Status, Team};

fn n(label: &str) -> Node {
    Node::parse(label).unwrap()
}

fn set(labels: &str) -> u128 {
    labels.split_whitespace().fold(0, |m, l| m | n(l).bit())
}

fn labels(bits: u128) -> String {
    nodes_of(bits)
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A game set up with `black` and `white` stones, `turn` due, after `plies` turns.
fn setup<G: Game<Options = SlideOptions>>(black: &str, white: &str, turn: &str, plies: u32) -> G {
    let list = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(",");
    let text = format!("B:{};W:{};{turn};{plies};0", list(black), list(white));
    G::from_position(&text, &SlideOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn slide(from: &str, to: &str) -> SlideAction {
    SlideAction::Slide {
        from: n(from),
        to: n(to),
    }
}

fn play<G: Game>(game: &mut G, moves: &str) {
    for m in moves.split_whitespace() {
        let action = game.parse_action(m).unwrap();
        game.apply(action).unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}

fn legal<G: Game>(game: &G) -> Vec<String> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    actions.iter().map(ToString::to_string).collect()
}

fn reason<G: Game>(game: &G) -> Option<EndReason> {
    game.status().result().map(|r| r.reason)
}

/// Checks that `action` is refused with `error` and changes nothing.
fn refused<G: Game>(game: &G, action: G::Action, error: G::Error) {
    let mut copy = game.clone();
    let mut effects = Vec::new();
    assert_eq!(copy.apply_into(action, &mut effects), Err(error));
    assert_eq!(&copy, game, "{action}");
    assert!(effects.is_empty());
    assert!(
        !legal(game).contains(&action.to_string()),
        "{action} listed"
    );
}

const FAR_WHITE: &str = "b7 c8 j2 h3 k5 d9";

// ----- Common to the three games ---------------------------------------------------

#[test]
fn start_layouts_follow_the_notes() {
    let quinta = Quinta::new(&SlideOptions::default());
    assert_eq!(
        quinta.stones(BLACK),
        set("e1 d1 a1 a2 a5 a6 a9 j8 m5 l4 i1 h1")
    );
    assert_eq!(
        quinta.stones(WHITE),
        set("c1 b1 a3 a4 a7 a8 k7 l6 k3 j2 g1 f1")
    );
    assert_eq!(quinta.turn().unwrap().seat, BLACK);
    let sexta = Sexta::new(&SlideOptions::default());
    assert_eq!(sexta.stones(BLACK), set("c1 b1 a7 a8 k3 j2"));
    assert_eq!(sexta.stones(WHITE), set("a2 a3 j8 k7 h1 g1"));
    assert_eq!(sexta.turn().unwrap().seat, BLACK);
    let singularity = Singularity::new(&SlideOptions::default());
    assert_eq!(
        singularity.stones(BLACK),
        set("e1 c1 a1 a3 a5 a7 a9 k7 m5 k3 i1 g1")
    );
    assert_eq!(
        singularity.stones(BLACK) | singularity.stones(WHITE),
        kadon().perimeter()
    );
    assert_eq!(singularity.turn().unwrap().seat, WHITE, "White moves first");
    assert_eq!(
        quinta.position_text(),
        "B:a1,a2,a5,a6,a9,d1,e1,h1,i1,j8,l4,m5;W:a3,a4,a7,a8,b1,c1,f1,g1,j2,k3,k7,l6;black:move-stone;0;0"
    );
}

#[test]
fn a_slide_through_a_fork_takes_either_branch_and_stops_at_occupied_nodes() {
    let game = setup::<Sexta>("d4 a1 a9 i1 m5 g1", FAR_WHITE, "black:move-stone", 0);
    let reach = game.destinations(n("d4"));
    // Past the penta e5 the line goes on to f5 (towards i5) or e6 (towards e9).
    assert_eq!(
        reach & set("e5 f5 g5 h5 e6 e7 e8"),
        set("e5 f5 g5 h5 e6 e7 e8")
    );
    let mut turned = game.clone();
    let effects = turned.apply(slide("d4", "g5")).unwrap();
    let SlideEffect::Slid { seat, path } = effects[0] else {
        panic!("{effects:?}")
    };
    assert_eq!(seat, BLACK);
    assert_eq!(path.nodes(), [n("d4"), n("e5"), n("f5"), n("g5")]);
    // A stone on f5 closes that branch only.
    let blocked = setup::<Sexta>(
        "d4 a1 a9 i1 m5 g1",
        "b7 c8 j2 h3 f5 d9",
        "black:move-stone",
        0,
    );
    let reach = blocked.destinations(n("d4"));
    assert_eq!(reach & set("f5 g5 h5"), 0);
    assert_eq!(reach & set("e5 e6 e7"), set("e5 e6 e7"));
    refused(
        &blocked,
        slide("d4", "g5"),
        SlideError::NoSlide {
            from: n("d4"),
            to: n("g5"),
        },
    );
    refused(
        &blocked,
        slide("d4", "f5"),
        SlideError::NoSlide {
            from: n("d4"),
            to: n("f5"),
        },
    );
}

#[test]
fn a_line_from_the_inside_stops_at_the_rim() {
    let game = setup::<Sexta>("c3 a9 i1 m5 g1 k6", FAR_WHITE, "black:move-stone", 0);
    let reach = game.destinations(n("c3"));
    // c3-c2-c1 and c3-b2-a1 reach the rim and stop there.
    assert_eq!(reach & set("c2 c1 b2 a1"), set("c2 c1 b2 a1"));
    assert_eq!(reach & set("b1 d1 a2"), 0);
    // Along a side the line runs on to the corner.
    let side = setup::<Sexta>("e1 a9 i1 m5 k6 c3", FAR_WHITE, "black:move-stone", 0);
    assert_eq!(
        side.destinations(n("e1")) & kadon().side(1),
        set("a1 b1 c1 d1 f1 g1 h1")
    );
}

#[test]
fn pass_is_the_only_action_when_no_slide_is_left() {
    // Black's twelve stones fill the corner at a1; White's stones close it.
    let game = setup::<Quinta>(
        "a1 b1 c1 d1 a2 b2 c2 d2 a3 b3 c3 a4",
        "a5 b4 b5 c4 d3 d4 e1 e2 e3 h8 k5 b7",
        "black:pass",
        10,
    );
    assert_eq!(game.turn().unwrap().kind, SlideDecision::Pass);
    assert_eq!(legal(&game), ["pass"]);
    refused(&game, slide("d1", "e1"), SlideError::MustPass);
    let mut passed = game.clone();
    let effects = passed.apply(SlideAction::Pass).unwrap();
    assert_eq!(effects, [SlideEffect::Passed { seat: BLACK }]);
    assert_eq!(passed.turn().unwrap().seat, WHITE);
    assert!(passed.position_text().ends_with("white:move-stone;11;1"));
    // A position that asks for a pass where a slide exists is refused, and so is one
    // that asks for a slide where none exists.
    let text = game
        .position_text()
        .replace("black:pass", "black:move-stone");
    assert!(Quinta::from_position(&text, &SlideOptions::default()).is_err());
    let start = Quinta::new(&SlideOptions::default()).position_text();
    let text = start.replace("black:move-stone", "black:pass");
    assert!(Quinta::from_position(&text, &SlideOptions::default()).is_err());
    refused(
        &Quinta::new(&SlideOptions::default()),
        SlideAction::Pass,
        SlideError::CannotPass,
    );
}

#[test]
fn a_pass_after_a_pass_needs_a_blocked_passer() {
    // The passes counter says the other player passed just before: it must still be
    // blocked, nothing having moved since.
    let start = Quinta::new(&SlideOptions::default()).position_text();
    let text = start.replace(";0;0", ";3;1");
    let error = Quinta::from_position(&text, &SlideOptions::default()).unwrap_err();
    assert!(
        error.reason.contains("white passed but has a slide"),
        "{error}"
    );
}

#[test]
fn the_third_occurrence_of_a_position_draws() {
    let mut game = Quinta::new(&SlideOptions::default());
    play(&mut game, "e1-e2 f1-f2 e2-e1 f2-f1 e1-e2 f1-f2 e2-e1");
    assert_eq!(game.status(), Status::Ongoing);
    let effects = game.apply(slide("f2", "f1")).unwrap();
    assert_eq!(
        effects.last(),
        Some(&SlideEffect::Drawn {
            reason: EndReason::Repetition
        })
    );
    assert_eq!(reason(&game), Some(EndReason::Repetition));
    assert_eq!(game.status().result().unwrap().winner, None);
    assert_eq!(game.turn(), None);
    refused(&game, slide("e1", "e2"), SlideError::GameOver);
}

#[test]
fn the_ply_limit_draws_after_the_last_turn_and_a_win_on_it_stands() {
    let options = SlideOptions { max_plies: 4 };
    let mut game = Quinta::new(&options);
    play(&mut game, "e1-e2 f1-f2 e2-e3");
    assert_eq!(game.status(), Status::Ongoing);
    play(&mut game, "f2-f3");
    assert_eq!(reason(&game), Some(EndReason::PlyLimit));
    // On the 300th turn: a five wins, anything else draws.
    let black = "c3 d4 e5 e6 e9 a5 a6 a9 j8 m5 l4 i1";
    let white = "c1 b1 a3 a4 a7 a8 k7 l6 k3 j2 g1 f1";
    let mut last = setup::<Quinta>(black, white, "black:move-stone", 299);
    let mut other = last.clone();
    last.apply(slide("e9", "e7")).unwrap();
    assert_eq!(reason(&last), Some(EndReason::Goal));
    other.apply(slide("e9", "e8")).unwrap();
    assert_eq!(reason(&other), Some(EndReason::PlyLimit));
    assert_eq!(other.plies(), 300);
}

#[test]
fn illegal_actions_are_typed_errors_that_change_nothing() {
    let game = Quinta::new(&SlideOptions::default());
    refused(&game, slide("c1", "c2"), SlideError::NotYourStone(n("c1")));
    refused(&game, slide("f5", "f6"), SlideError::NotYourStone(n("f5")));
    refused(
        &game,
        slide("e1", "d1"),
        SlideError::NoSlide {
            from: n("e1"),
            to: n("d1"),
        },
    );
    refused(
        &game,
        slide("e1", "e1"),
        SlideError::NoSlide {
            from: n("e1"),
            to: n("e1"),
        },
    );
    refused(
        &game,
        SlideAction::Capture(n("e1")),
        SlideError::NoCaptureDue,
    );
    assert!(game.parse_action("xe1").is_err(), "Quinta has no captures");
    assert_eq!(game.parse_action(" E1-E4 "), Ok(slide("e1", "e4")));
    assert_eq!(game.parse_action("PASS"), Ok(SlideAction::Pass));
    for bad in ["e1-", "-e4", "e1e4", "z1-e4", "e1-e4-e5", ""] {
        assert!(game.parse_action(bad).is_err(), "{bad}");
    }
}

#[test]
fn impossible_positions_are_refused_with_their_reason() {
    let options = SlideOptions::default();
    let start = Quinta::new(&options).position_text();
    assert_eq!(
        Quinta::from_position(&start, &options),
        Ok(Quinta::new(&options))
    );
    for (text, why) in [
        ("B:;W:;black:move-stone;0", "expected 5 fields"),
        (&start.replace("e1,", "c1,") as &str, "two stones on c1"),
        (
            &start.replace("e1,", ""),
            "black has 11 stones, expected 12",
        ),
        (&start.replace(";0;0", ";300;0"), "reach the limit"),
        (&start.replace(";0;0", ";x;0"), "not a number of plies"),
        (&start.replace(";0;0", ";0;2"), "expected 0 or 1"),
        (
            &start.replace("black:move-stone", "black:choose-capture:e1"),
            "not a decision",
        ),
        (
            &start.replace("black:move-stone", "red:move-stone"),
            "not a seat",
        ),
        (
            &start.replace("black:move-stone", "over"),
            "the game is over",
        ),
        (
            "B:c3,d4,e5,e6,e7,a5,a6,a9,j8,m5,l4,i1;W:c1,b1,a3,a4,a7,a8,k7,l6,k3,j2,g1,f1;white:move-stone;9;0",
            "black has reached the goal",
        ),
        (
            "B:f6,g6,a1;W:a9,i1;black:move-stone;5;0",
            "black holds more than one node of the centre",
        ),
        (
            "B:f6,g6,a1;W:a9,i1;white:move-stone;5;0",
            "black holds more than one node of the centre after its turn",
        ),
        ("B:;W:a9,i1;white:move-stone;5;0", "black has 0 stones"),
    ] {
        let error = if text.contains("B:f6") || text.starts_with("B:;") {
            Singularity::from_position(text, &options).unwrap_err()
        } else {
            Quinta::from_position(text, &options).unwrap_err()
        };
        assert!(error.reason.contains(why), "{text}: {error}");
    }
}

// ----- Quinta ----------------------------------------------------------------------

const QUINTA_WHITE: &str = "c1 b1 a3 a4 a7 a8 k7 l6 k3 j2 g1 f1";

#[test]
fn quinta_five_through_a_fork_wins() {
    // c3 d4 e5 then either branch of e5's fork: e6 e7 (towards e9) or f5 g5 (towards i5).
    for (black, moved, five) in [
        (
            "c3 d4 e5 e6 e9 a5 a6 a9 j8 m5 l4 i1",
            ("e9", "e7"),
            "c3 d4 e5 e6 e7",
        ),
        (
            "c3 d4 e5 f5 h5 a5 a6 a9 j8 m5 l4 i1",
            ("h5", "g5"),
            "c3 d4 e5 f5 g5",
        ),
    ] {
        let mut game = setup::<Quinta>(black, QUINTA_WHITE, "black:move-stone", 0);
        let effects = game.apply(slide(moved.0, moved.1)).unwrap();
        assert_eq!(
            effects.last(),
            Some(&SlideEffect::Won {
                seat: BLACK,
                stones: set(five)
            }),
            "{black}"
        );
        assert_eq!(
            game.status().result().unwrap().winner,
            Some(Team::solo(BLACK))
        );
        assert_eq!(game.winning_stones(), Some(set(five)));
    }
}

#[test]
fn quinta_four_in_a_line_or_five_with_a_gap_do_not_win() {
    let mut game = setup::<Quinta>(
        "c3 d4 e5 e6 e9 a5 a6 a9 j8 m5 l4 i1",
        QUINTA_WHITE,
        "black:move-stone",
        0,
    );
    game.apply(slide("e9", "e8")).unwrap();
    assert_eq!(game.status(), Status::Ongoing);
    assert_eq!(game.turn().unwrap().seat, WHITE);
}

#[test]
fn quinta_six_in_a_line_wins() {
    // f7 fills the gap of c3 d4 e5 e6 _ e8 e9: seven in a line hold a five.
    let mut game = setup::<Quinta>(
        "c3 d4 e5 e6 e8 e9 f7 a9 j8 m5 l4 i1",
        QUINTA_WHITE,
        "black:move-stone",
        0,
    );
    game.apply(slide("f7", "e7")).unwrap();
    assert_eq!(game.winning_stones(), Some(set("c3 d4 e5 e6 e7 e8 e9")));
}

// ----- Sexta -----------------------------------------------------------------------

#[test]
fn sexta_a_simple_path_of_six_wins() {
    let snake = set("a1 b1 c1 d2 d3 d4");
    assert!(is_snake(snake));
    let mut game = setup::<Sexta>("a1 b1 c1 d1 d3 d4", FAR_WHITE, "black:move-stone", 0);
    let effects = game.apply(slide("d1", "d2")).unwrap();
    assert_eq!(
        effects.last(),
        Some(&SlideEffect::Won {
            seat: BLACK,
            stones: snake
        })
    );
    assert_eq!(reason(&game), Some(EndReason::Goal));
}

#[test]
fn sexta_a_closed_ring_of_six_does_not_win() {
    // The six neighbours of f6 touch two others each: a loop, no ends.
    let ring = kadon().neighbour_mask(n("f6"));
    assert_eq!(ring, set("g5 f5 e6 e7 f7 g6"));
    assert!(!is_snake(ring));
    let mut game = setup::<Sexta>("g5 f5 e6 e7 f7 h6", FAR_WHITE, "black:move-stone", 0);
    game.apply(slide("h6", "g6")).unwrap();
    assert_eq!(game.stones(BLACK), ring);
    assert_eq!(game.status(), Status::Ongoing);
}

#[test]
fn sexta_a_branching_group_does_not_win() {
    let branching = set("d3 c3 d2 e4 b3 e5");
    let touching = |v: &str| (kadon().neighbour_mask(n(v)) & branching).count_ones();
    assert_eq!(touching("d3"), 3);
    assert!(!is_snake(branching));
    let mut game = setup::<Sexta>("d3 c3 d2 e4 b3 f5", FAR_WHITE, "black:move-stone", 0);
    game.apply(slide("f5", "e5")).unwrap();
    assert_eq!(game.stones(BLACK), branching);
    assert_eq!(game.status(), Status::Ongoing);
    // Two paths of three are not one path, and a triangle is a loop.
    assert!(!is_snake(set("a1 b1 c1 a9 b9 c9")));
    assert!(!is_snake(set("a1 b1 b2 c3 d4 e5")));
}

// ----- Singularity -----------------------------------------------------------------

#[test]
fn singularity_slides_one_to_three_nodes() {
    let game = setup::<Singularity>("i1 a9", "a1 l6", "white:move-stone", 0);
    assert_eq!(
        labels(game.destinations(n("a1"))),
        labels(set("b1 c1 d1 a2 a3 a4 b2 c3 d4"))
    );
    refused(
        &game,
        slide("a1", "e1"),
        SlideError::NoSlide {
            from: n("a1"),
            to: n("e1"),
        },
    );
    // Through the fork at e5, both branches, three nodes at most.
    let fork = setup::<Singularity>("i1 a9", "d4 l6", "white:move-stone", 0);
    let reach = fork.destinations(n("d4"));
    assert_eq!(reach & set("e5 f5 g5 e6 e7"), set("e5 f5 g5 e6 e7"));
    assert_eq!(reach & set("h5 e8"), 0);
}

#[test]
fn singularity_captures_only_next_to_own_stones_on_the_central_triangle() {
    // f4 touches White's f5 (on the triangle), White's e3 (off it) and Black's g5.
    let mut game = setup::<Singularity>("g5 a9", "f2 f5 e3", "white:move-stone", 0);
    let effects = game.apply(slide("f2", "f4")).unwrap();
    let SlideEffect::Slid { path, .. } = effects[0] else {
        panic!()
    };
    assert_eq!(path.nodes(), [n("f2"), n("f3"), n("f4")]);
    assert_eq!(
        effects[1],
        SlideEffect::Captured {
            seat: WHITE,
            node: n("f5")
        }
    );
    assert_eq!(effects.len(), 2);
    assert_eq!(game.stones(WHITE), set("f4 e3"));
    assert_eq!(game.stones(BLACK), set("g5 a9"));
    assert_eq!(game.turn().unwrap().seat, BLACK);
    // Next to own stones off the triangle only: no capture.
    let mut off = setup::<Singularity>("g5 a9", "f2 e3 g4", "white:move-stone", 0);
    let effects = off.apply(slide("f2", "f4")).unwrap();
    assert_eq!(effects.len(), 1);
    assert_eq!(off.stones(WHITE), set("f4 e3 g4"));
}

#[test]
fn singularity_chooses_among_two_captures_as_a_decision_of_its_own() {
    let mut game = setup::<Singularity>("a9 i1", "e3 e5 f5 l6", "white:move-stone", 0);
    let effects = game.apply(slide("e3", "e4")).unwrap();
    assert_eq!(effects.len(), 1, "the capture waits for the choice");
    assert_eq!(
        game.turn().unwrap().kind,
        SlideDecision::ChooseCapture(n("e4"))
    );
    assert_eq!(game.turn().unwrap().seat, WHITE);
    assert_eq!(legal(&game), ["xe5", "xf5"]);
    let text = game.position_text();
    assert!(text.contains("white:choose-capture:e4"), "{text}");
    assert_eq!(
        Singularity::from_position(&text, game.options()).as_ref(),
        Ok(&game)
    );
    refused(&game, slide("l6", "l5"), SlideError::CaptureDue);
    refused(&game, SlideAction::Pass, SlideError::CaptureDue);
    refused(
        &game,
        SlideAction::Capture(n("l6")),
        SlideError::NotACandidate(n("l6")),
    );
    assert_eq!(game.parse_action("XF5"), Ok(SlideAction::Capture(n("f5"))));
    let effects = game.apply(SlideAction::Capture(n("f5"))).unwrap();
    assert_eq!(
        effects,
        [SlideEffect::Captured {
            seat: WHITE,
            node: n("f5")
        }]
    );
    assert_eq!(game.stones(WHITE), set("e4 e5 l6"));
    assert_eq!(game.turn().unwrap().kind, SlideDecision::MoveStone);
    assert_eq!(game.turn().unwrap().seat, BLACK);
    assert_eq!(game.plies(), 1, "the slide and its capture are one turn");
}

#[test]
fn singularity_centre_limit_refuses_a_capture_that_keeps_two_central_nodes() {
    // White holds f6 and slides h6-g6: g5 and f6 qualify. The choice is still a
    // decision, but only xf6 keeps White on one node of f6 g6 f7.
    let mut game = setup::<Singularity>("a9 i1", "f6 g5 h6", "white:move-stone", 0);
    game.apply(slide("h6", "g6")).unwrap();
    assert_eq!(
        game.turn().unwrap().kind,
        SlideDecision::ChooseCapture(n("g6"))
    );
    assert_eq!(legal(&game), ["xf6"]);
    refused(
        &game,
        SlideAction::Capture(n("g5")),
        SlideError::CentreLimit,
    );
    game.apply(SlideAction::Capture(n("f6"))).unwrap();
    assert_eq!(game.stones(WHITE), set("g5 g6"));
    // The three central nodes touch each other, so a slide into the centre next to
    // one's own central stone always captures it: no slide is refused by the limit.
    let mut alone = setup::<Singularity>("a9 i1", "f6 g7 c2", "white:move-stone", 0);
    let effects = alone.apply(slide("g7", "g6")).unwrap();
    assert_eq!(
        effects[1],
        SlideEffect::Captured {
            seat: WHITE,
            node: n("f6")
        }
    );
    assert_eq!(alone.stones(WHITE) & kadon().central_face(), set("g6"));
}

#[test]
fn singularity_wins_only_with_one_stone_on_the_central_face() {
    // A lone stone reaching f6 wins.
    let mut game = setup::<Singularity>("e6", "a1 a9 i1", "black:move-stone", 4);
    let effects = game.apply(slide("e6", "f6")).unwrap();
    assert_eq!(
        effects.last(),
        Some(&SlideEffect::Won {
            seat: BLACK,
            stones: set("f6")
        })
    );
    // A lone stone elsewhere plays on.
    let mut elsewhere = setup::<Singularity>("e6", "a1 a9 i1", "black:move-stone", 4);
    elsewhere.apply(slide("e6", "e7")).unwrap();
    assert_eq!(elsewhere.status(), Status::Ongoing);
    // Two stones, one in the centre: no win.
    let mut two = setup::<Singularity>("e6 a5", "a1 a9 i1", "black:move-stone", 4);
    two.apply(slide("e6", "f6")).unwrap();
    assert_eq!(two.status(), Status::Ongoing);
    // The capture that leaves the last stone on f7 wins; g6 too.
    let mut captured = setup::<Singularity>("e6 f5", "a1 a9 i1", "black:move-stone", 4);
    let effects = captured.apply(slide("e6", "f6")).unwrap();
    assert_eq!(effects.len(), 3, "{effects:?}");
    assert_eq!(captured.winning_stones(), Some(set("f6")));
    for (from, to) in [("f8", "f7"), ("h6", "g6")] {
        let mut lone = setup::<Singularity>(from, "a1 a9 i1", "black:move-stone", 4);
        lone.apply(slide(from, to)).unwrap();
        assert_eq!(lone.winning_stones(), Some(set(to)));
    }
}
