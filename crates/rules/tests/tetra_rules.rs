//! Tetra's rules, one named test per rule and ruling (NOTES §5, Tetra and the movement
//! games' common part).

use plateau_rules::board::kadon::{Node, kadon, nodes_of};
use plateau_rules::tetra::figures::{Shape, StepKind, figures, winning_sets};
use plateau_rules::tetra::{
    BLACK, Tetra, TetraAction, TetraDecision, TetraEffect, TetraError, TetraOptions, WHITE,
};
use plateau_rules::{EndReason, Game, Status, Team};

fn n(label: &str) -> Node {
    Node::parse(label).unwrap()
}

fn set(labels: &str) -> u128 {
    labels.split_whitespace().fold(0, |m, l| m | n(l).bit())
}

fn play(game: &mut Tetra, text: &str) -> Vec<TetraEffect> {
    let action = game.parse_action(text).unwrap();
    game.apply(action)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{game}"))
}

fn position(text: &str) -> Tetra {
    Tetra::from_position(text, &TetraOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn decision(game: &Tetra) -> TetraDecision {
    game.turn().unwrap().kind
}

/// A position after the placements, Black to move: Black's a1 a3 a5 and a9 on side 2,
/// and six in the corner i1; White's ten in a block round k5. Neither holds a figure.
const MOVING: &str = "B:a1,a3,a5,a9,g1,h1,i1,g2,h2,i2;\
W:i6,j4,j5,j6,j7,k4,k5,k6,l4,l5;black:move-stone;0;20";

#[test]
fn placement_comes_first_then_movement() {
    let mut game = Tetra::new(&TetraOptions::default());
    let labels = [
        "e1", "e2", "b1", "b2", "c4", "c5", "f3", "f4", "h6", "h7", "d8", "d9", "j3", "j4", "g8",
        "g7", "l5", "l6", "a6", "a7",
    ];
    for (k, label) in labels.iter().enumerate() {
        let seat = if k % 2 == 0 { BLACK } else { WHITE };
        assert_eq!(game.turn().unwrap().seat, seat);
        assert_eq!(decision(&game), TetraDecision::PlaceStone);
        assert!(game.placing());
        assert_eq!(
            game.apply(TetraAction::Move {
                from: n("e1"),
                to: n("e3")
            }),
            Err(TetraError::StillPlacing)
        );
        let effects = play(&mut game, label);
        assert_eq!(
            effects,
            [TetraEffect::StonePlaced {
                node: n(label),
                seat
            }]
        );
        assert_eq!(game.status(), Status::Ongoing, "{label}");
    }
    // All 20 down: Black moves first, placing is over.
    assert!(!game.placing());
    assert_eq!(game.turn().unwrap().seat, BLACK);
    assert_eq!(decision(&game), TetraDecision::MoveStone);
    assert_eq!(
        game.apply(TetraAction::Place(n("i1"))),
        Err(TetraError::PlacementOver)
    );
    assert_eq!(game.stones(BLACK).count_ones(), 10);
    assert_eq!(game.stones(WHITE).count_ones(), 10);
    play(&mut game, "e1-d1");
    assert_eq!(game.turn().unwrap().seat, WHITE);
}

#[test]
fn moves_go_one_or_two_nodes_and_need_an_empty_middle_node() {
    let mut game = position(MOVING);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    // From a1 (a corner): b1, a2, b2 and two further along each line, a1-c1 along side
    // 1, a1-c3 into the board; a1-a3 is taken by Black's own stone.
    let from_a1: Vec<String> = legal
        .iter()
        .filter(|a| matches!(a, TetraAction::Move { from, .. } if *from == n("a1")))
        .map(|a| a.to_string())
        .collect();
    let mut expected = ["a1-a2", "a1-b1", "a1-b2", "a1-c1", "a1-c3"].map(String::from);
    expected.sort();
    let mut sorted = from_a1.clone();
    sorted.sort();
    assert_eq!(sorted, expected);
    let before = game.clone();
    for (action, error) in [
        (
            "a1-d1",
            TetraError::OutOfReach {
                from: n("a1"),
                to: n("d1"),
            },
        ),
        ("a1-a3", TetraError::Occupied(n("a3"))),
        ("a3-a1", TetraError::Occupied(n("a1"))),
        (
            "a1-a5",
            TetraError::OutOfReach {
                from: n("a1"),
                to: n("a5"),
            },
        ),
        ("j4-j3", TetraError::NotYourStone(n("j4"))),
        ("e5-e6", TetraError::NotYourStone(n("e5"))),
        ("g1-i1", TetraError::Blocked { middle: n("h1") }),
        ("pass", TetraError::PassNotAllowed),
    ] {
        let action = game.parse_action(action).unwrap();
        let mut effects = Vec::new();
        assert_eq!(
            game.apply_into(action, &mut effects),
            Err(error),
            "{action}"
        );
        assert!(effects.is_empty());
        assert_eq!(game, before);
    }
    // A move of two nodes says which node it passed.
    let effects = play(&mut game, "a1-c1");
    assert_eq!(
        effects,
        [TetraEffect::StoneMoved {
            seat: BLACK,
            from: n("a1"),
            via: Some(n("b1")),
            to: n("c1")
        }]
    );
    let effects = play(&mut game, "j7-k7");
    assert_eq!(
        effects,
        [TetraEffect::StoneMoved {
            seat: WHITE,
            from: n("j7"),
            via: None,
            to: n("k7")
        }]
    );
}

#[test]
fn a_move_of_two_nodes_through_a_penta_takes_either_branch() {
    // Black on d5, next to the penta e5: both branches past e5 are two-node moves.
    let game = position(
        "B:d5,a1,a3,a9,g1,h1,i1,g2,h2,i2;W:i6,j4,j5,j6,j7,k4,k5,k6,l4,l5;black:move-stone;0;20",
    );
    let branches = kadon().line_continues(n("d5"), n("e5"));
    assert_eq!(branches.len(), 2);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    for to in branches {
        let action = TetraAction::Move { from: n("d5"), to };
        assert!(legal.contains(&action), "{action}");
        let mut next = game.clone();
        let effects = next.apply(action).unwrap();
        assert_eq!(
            effects[0],
            TetraEffect::StoneMoved {
                seat: BLACK,
                from: n("d5"),
                via: Some(n("e5")),
                to
            }
        );
    }
}

/// The nodes a figure's steps pass: the middle node of an S-step, the two ends of the
/// edge an F-step crosses.
fn gaps(kind: StepKind, figure: u128) -> u128 {
    let board = kadon();
    let nodes: Vec<Node> = nodes_of(figure).collect();
    let mut gaps = 0;
    for (i, &a) in nodes.iter().enumerate() {
        for &b in &nodes[i + 1..] {
            let pair = (a.min(b), a.max(b));
            match kind {
                StepKind::S if board.s_steps().contains(&pair) => {
                    gaps |= board.jumped_node(a, b).unwrap().bit();
                }
                StepKind::F if board.f_steps().contains(&pair) => {
                    gaps |= board.neighbour_mask(a) & board.neighbour_mask(b);
                }
                _ => {}
            }
        }
    }
    gaps
}

/// Places Black's `figure` with White's stones on the figure's gaps (and, where gaps
/// run short, elsewhere), Black's last stone completing it; checks the win.
fn black_wins_by_placing(figure: &str, kind: StepKind, shape: Shape) {
    let mask = set(figure);
    assert!(
        figures()
            .iter()
            .any(|f| f.nodes == mask && f.kind == kind && f.shape == shape),
        "{figure} is a {kind:?} {shape:?}"
    );
    let gaps = gaps(kind, mask);
    assert!(gaps.count_ones() >= 3, "{figure}");
    let mut game = Tetra::new(&TetraOptions::default());
    let black: Vec<Node> = nodes_of(mask).collect();
    let white: Vec<Node> = nodes_of(gaps).take(3).collect();
    for k in 0..3 {
        play(&mut game, &black[k].to_string());
        play(&mut game, &white[k].to_string());
    }
    assert_eq!(game.status(), Status::Ongoing);
    let effects = play(&mut game, &black[3].to_string());
    assert_eq!(
        effects,
        [
            TetraEffect::StonePlaced {
                node: black[3],
                seat: BLACK
            },
            TetraEffect::Won {
                seat: BLACK,
                figure: mask
            }
        ],
        "{figure}"
    );
    assert_eq!(game.winning_figure(), Some(mask));
    let result = game.status().result().cloned().unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Some(Team(0)), EndReason::Goal)
    );
    assert_eq!(game.turn(), None);
    assert_eq!(
        game.apply(TetraAction::Place(n("e5"))),
        Err(TetraError::GameOver)
    );
}

#[test]
fn a_winning_s_line_with_stones_in_its_gaps() {
    black_wins_by_placing("c2 c4 c6 c8", StepKind::S, Shape::Line);
}

#[test]
fn a_winning_s_rhombus_with_stones_in_its_gaps() {
    black_wins_by_placing("b2 b4 d2 d4", StepKind::S, Shape::Rhombus);
}

#[test]
fn a_winning_f_line_with_stones_in_its_gaps() {
    black_wins_by_placing("b5 c4 d3 e2", StepKind::F, Shape::Line);
}

#[test]
fn a_winning_f_rhombus_with_stones_in_its_gaps() {
    black_wins_by_placing("b3 c2 c5 d4", StepKind::F, Shape::Rhombus);
}

#[test]
fn figures_through_a_penta_use_the_pairs_that_are_both_steps() {
    // The 15 pairs that are an S-step and an F-step serve in the figures of both kinds:
    // an S-line and an F-line through i5's neighbourhood.
    black_wins_by_placing("f5 h5 i2 i4", StepKind::S, Shape::Line);
    black_wins_by_placing("f6 h5 i4 j3", StepKind::F, Shape::Line);
    let board = kadon();
    let both: Vec<(Node, Node)> = board
        .s_steps()
        .iter()
        .copied()
        .filter(|p| board.f_steps().contains(p))
        .collect();
    assert_eq!(both.len(), 15);
    for kind in [StepKind::S, StepKind::F] {
        let using = figures()
            .iter()
            .filter(|f| f.kind == kind)
            .filter(|f| {
                both.iter()
                    .any(|&(a, b)| f.nodes & a.bit() != 0 && f.nodes & b.bit() != 0)
            })
            .count();
        assert!(using > 0, "{kind:?}");
    }
}

#[test]
fn a_winning_move_of_two_nodes_ends_the_game() {
    let mut game = position(MOVING);
    let effects = play(&mut game, "a9-a7");
    assert_eq!(
        effects,
        [
            TetraEffect::StoneMoved {
                seat: BLACK,
                from: n("a9"),
                via: Some(n("a8")),
                to: n("a7")
            },
            TetraEffect::Won {
                seat: BLACK,
                figure: set("a1 a3 a5 a7")
            }
        ]
    );
    assert_eq!(game.position_text().split(';').nth(2), Some("over"));
}

#[test]
fn four_stones_that_touch_do_not_win() {
    // Four in a row, a diamond of two faces, and a line whose last step is one node.
    for shape in ["e1 e2 e3 e4", "b2 b3 c2 c3", "c2 c4 c6 c7"] {
        let mask = set(shape);
        assert!(!winning_sets().contains(&mask), "{shape}");
        let mut game = Tetra::new(&TetraOptions::default());
        let far = ["l4", "l5", "l6", "k7"];
        for (k, node) in nodes_of(mask).enumerate() {
            play(&mut game, &node.to_string());
            play(&mut game, far[k]);
        }
        assert_eq!(game.status(), Status::Ongoing, "{shape}");
    }
    // No figure has two neighbours in it.
    let board = kadon();
    for &figure in winning_sets() {
        for node in nodes_of(figure) {
            assert_eq!(board.neighbour_mask(node) & figure, 0);
        }
    }
}

#[test]
fn a_rhombus_mixing_s_and_f_steps_does_not_win() {
    // c3-e4, c3-d5 ... round the penta e5: sides of both kinds, so no figure.
    let mut game = Tetra::new(&TetraOptions::default());
    let mixed = ["c3", "d5", "e4", "f6"];
    let board = kadon();
    let is_s = |a: &str, b: &str| board.s_steps().contains(&(n(a).min(n(b)), n(a).max(n(b))));
    let is_f = |a: &str, b: &str| board.f_steps().contains(&(n(a).min(n(b)), n(a).max(n(b))));
    let steps: Vec<(bool, bool)> = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
        .iter()
        .map(|&(i, j)| (is_s(mixed[i], mixed[j]), is_f(mixed[i], mixed[j])))
        .collect();
    assert!(steps.iter().any(|&(s, f)| s && !f));
    assert!(steps.iter().any(|&(s, f)| f && !s));
    assert!(!winning_sets().contains(&set("c3 d5 e4 f6")));
    for (k, node) in mixed.iter().enumerate() {
        play(&mut game, node);
        play(&mut game, ["l4", "l5", "l6", "k7"][k]);
    }
    assert_eq!(game.status(), Status::Ongoing);
}

#[test]
fn a_player_who_cannot_move_passes() {
    // White's ten fill the corner i1; Black's ten close every way out (a wall of
    // ten with no figure in it).
    let board = kadon();
    let white = set("g1 g2 g3 h1 h2 h3 i1 i2 j2 j3");
    let wall = nodes_of(white).fold(0, |m, v| m | board.neighbour_mask(v)) & !white;
    assert_eq!(wall, set("f1 f2 f3 g4 h4 i3 i4 j4 k3 k4"));
    let mut game =
        position("B:f1,f2,f3,g4,h4,i3,i4,j4,k3,k4;W:g1,g2,g3,h1,h2,h3,i1,i2,j2,j3;white:pass;0;21");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(legal, [TetraAction::Pass]);
    assert_eq!(
        game.apply(TetraAction::Move {
            from: n("j3"),
            to: n("k3")
        }),
        Err(TetraError::Occupied(n("k3")))
    );
    assert_eq!(
        play(&mut game, "pass"),
        [TetraEffect::Passed { seat: WHITE }]
    );
    assert!(game.passed());
    assert_eq!(decision(&game), TetraDecision::MoveStone);
    assert!(
        game.position_text().ends_with(";1;22"),
        "{}",
        game.position_text()
    );
    // Black opens a way out: White moves again, and the pass is forgotten.
    let from = nodes_of(wall)
        .find(|&v| board.neighbour_mask(v) & game.empty() != 0)
        .unwrap();
    let to = nodes_of(board.neighbour_mask(from) & game.empty())
        .next()
        .unwrap();
    game.apply(TetraAction::Move { from, to }).unwrap();
    assert_eq!(game.status(), Status::Ongoing);
    assert!(!game.passed());
    assert_eq!(decision(&game), TetraDecision::MoveStone);
}

#[test]
fn the_third_occurrence_of_a_position_draws() {
    let mut game = position(MOVING);
    let cycle = ["g1-f1", "j7-k7", "f1-g1", "k7-j7"];
    for round in 0..2 {
        for (k, action) in cycle.iter().enumerate() {
            let effects = play(&mut game, action);
            let last = round == 1 && k == 3;
            assert_eq!(game.status() != Status::Ongoing, last, "{round} {action}");
            if last {
                assert_eq!(
                    effects[1],
                    TetraEffect::Drawn {
                        reason: EndReason::Repetition
                    }
                );
            }
        }
    }
    let result = game.status().result().cloned().unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (None, EndReason::Repetition)
    );
}

#[test]
fn the_move_limit_draws_but_a_win_on_the_last_turn_stands() {
    let at = |plies: u32, max_plies: u32| {
        let text = MOVING.replace(";0;20", &format!(";0;{plies}"));
        Tetra::from_position(&text, &TetraOptions { max_plies }).unwrap()
    };
    // The default limit: the 300th turn draws.
    let mut game = at(298, 300);
    play(&mut game, "g1-f1");
    assert_eq!(game.status(), Status::Ongoing);
    let effects = play(&mut game, "j7-k7");
    assert_eq!(
        effects[1],
        TetraEffect::Drawn {
            reason: EndReason::PlyLimit
        }
    );
    assert_eq!(game.plies(), 300);
    // A win on the last turn stands: the win is checked first.
    let mut game = at(20, 21);
    let effects = play(&mut game, "a9-a7");
    assert!(matches!(effects[1], TetraEffect::Won { seat: BLACK, .. }));
    assert_eq!(game.status().result().unwrap().reason, EndReason::Goal);
    // A position at the limit is over; with no limit (0) it goes on.
    let text = MOVING.replace(";0;20", ";0;100000");
    assert!(Tetra::from_position(&text, &TetraOptions { max_plies: 0 }).is_ok());
    let error = Tetra::from_position(&text, &TetraOptions::default()).unwrap_err();
    assert!(error.reason.contains("move limit"), "{error}");
}
