//! YINSH rules: the rulebook's examples and the project's rulings, one named test each.

use plateau_rules::yinsh::board::{Point, PointSet, Row};
use plateau_rules::yinsh::{
    BLACK, Position, Variant, WHITE, Yinsh, YinshAction, YinshDecision, YinshEffect, YinshError,
    YinshOptions,
};
use plateau_rules::{EndReason, Game, Seat, Status, Team};

fn p(name: &str) -> Point {
    Point::parse(name).unwrap_or_else(|| panic!("{name} is not a point"))
}

fn pts(list: &str) -> Vec<Point> {
    Position::points(list).unwrap()
}

fn play(game: &mut Yinsh, text: &str) -> Vec<YinshEffect> {
    let action = game.parse_action(text).unwrap();
    game.apply(action)
        .unwrap_or_else(|e| panic!("{text} refused: {e}\n{}", game.render_text()))
}

fn legal(game: &Yinsh) -> Vec<String> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    actions.iter().map(ToString::to_string).collect()
}

fn decision(game: &Yinsh) -> (Seat, YinshDecision) {
    let turn = game.turn().expect("the game is not over");
    (turn.seat, turn.kind)
}

/// Markers on `points` coloured so that no five of a colour line up: the colour follows
/// (column + row) mod 3, which changes at every step along each of the three lines.
fn patterned(points: &[Point]) -> [Vec<Point>; 2] {
    let mut markers = [Vec::new(), Vec::new()];
    for &q in points {
        let white = (q.column() + q.row()) % 3 == 0;
        markers[if white { 0 } else { 1 }].push(q);
    }
    markers
}

fn position(rings: [&str; 2], markers: [&str; 2], to_move: Seat) -> Position {
    Position {
        options: YinshOptions::default(),
        rings: [pts(rings[0]), pts(rings[1])],
        markers: [pts(markers[0]), pts(markers[1])],
        removed: [0, 0],
        to_move,
    }
}

// --- Placement and the start ---------------------------------------------------------

#[test]
fn placement_alternates_from_white_and_then_white_moves_first() {
    let mut game = Yinsh::new(&YinshOptions::default());
    let rings = ["e5", "f6", "g7", "c3", "d4", "h4", "i5", "b2", "j7", "k8"];
    for (i, r) in rings.iter().enumerate() {
        let seat = if i % 2 == 0 { WHITE } else { BLACK };
        assert_eq!(decision(&game), (seat, YinshDecision::PlaceRing));
        play(&mut game, r);
    }
    assert_eq!(decision(&game), (WHITE, YinshDecision::MoveRing));
    assert_eq!(game.rings(WHITE).len(), 5);
    assert_eq!(game.rings(BLACK).len(), 5);
    assert_eq!(game.pool(), 51);
}

#[test]
fn a_ring_can_be_placed_on_any_empty_point_including_the_edges() {
    let game = Yinsh::new(&YinshOptions::default());
    assert_eq!(legal(&game).len(), 85);
    let mut game = game;
    play(&mut game, "a2");
    assert_eq!(
        game.clone().apply(YinshAction::PlaceRing(p("a2"))),
        Err(YinshError::Occupied(p("a2")))
    );
    assert_eq!(legal(&game).len(), 84);
}

// --- Moving a ring (rulebook E, diagrams 2-4) -------------------------------------------

#[test]
fn diagram_2_the_marker_stays_where_the_ring_was() {
    let mut game = position(["e5", "a2"], ["", ""], WHITE).build().unwrap();
    let effects = play(&mut game, "e5-e8");
    assert_eq!(
        effects[0],
        YinshEffect::MarkerPlaced {
            seat: WHITE,
            at: p("e5")
        }
    );
    assert!(game.markers(WHITE).contains(p("e5")));
    assert!(game.rings(WHITE).contains(p("e8")));
    assert_eq!(game.pool(), 50);
}

#[test]
fn diagrams_3_and_4_a_jump_flips_every_jumped_marker_but_not_the_new_one() {
    // Black's ring on e1 moves over the empty e2, then jumps three white and two black
    // markers (e3 e4 e6 white, e5 e7 black) and lands on e8, the first empty point.
    let mut game = position(["a2", "e1"], ["e3 e4 e6", "e5 e7"], BLACK)
        .build()
        .unwrap();
    assert_eq!(decision(&game), (BLACK, YinshDecision::MoveRing));
    let e1_moves: Vec<_> = legal(&game)
        .into_iter()
        .filter(|m| m.starts_with("e1-e"))
        .collect();
    assert_eq!(
        e1_moves,
        ["e1-e2", "e1-e8"],
        "over empty points, or to the first empty after the jump"
    );
    let effects = play(&mut game, "e1-e8");
    assert_eq!(
        effects[0],
        YinshEffect::MarkerPlaced {
            seat: BLACK,
            at: p("e1")
        }
    );
    assert_eq!(
        effects[1],
        YinshEffect::RingMoved {
            seat: BLACK,
            from: p("e1"),
            to: p("e8"),
            flipped: pts("e3 e4 e5 e6 e7").into_iter().collect(),
        }
    );
    assert_eq!(
        game.markers(BLACK),
        pts("e1 e3 e4 e6").into_iter().collect::<PointSet>()
    );
    assert_eq!(
        game.markers(WHITE),
        pts("e5 e7").into_iter().collect::<PointSet>()
    );
}

#[test]
fn after_a_jump_the_ring_cannot_go_further_nor_stop_on_a_marker() {
    let game = position(["a2", "e1"], ["e3 e4", ""], BLACK)
        .build()
        .unwrap();
    for to in ["e3", "e4", "e6", "e7"] {
        let action = YinshAction::MoveRing {
            from: p("e1"),
            to: p(to),
        };
        assert_eq!(
            game.clone().apply(action),
            Err(YinshError::BadDestination {
                from: p("e1"),
                to: p(to)
            }),
            "e1-{to}"
        );
    }
    assert!(
        game.clone()
            .apply(YinshAction::MoveRing {
                from: p("e1"),
                to: p("e5")
            })
            .is_ok()
    );
}

#[test]
fn a_ring_never_jumps_over_a_ring() {
    let game = position(["e1", "e4"], ["e2", ""], WHITE).build().unwrap();
    let moves = legal(&game);
    assert!(moves.contains(&"e1-e3".to_string()));
    assert!(!moves.iter().any(|m| m == "e1-e5" || m == "e1-e6"));
    let action = YinshAction::MoveRing {
        from: p("e1"),
        to: p("e5"),
    };
    assert!(matches!(
        game.clone().apply(action),
        Err(YinshError::BadDestination { .. })
    ));
}

#[test]
fn a_ring_moves_only_along_the_three_lines() {
    let game = position(["f6", "a2"], ["", ""], WHITE).build().unwrap();
    let moves = legal(&game);
    // Along the letter, the number and the both-+1 diagonal, in both senses.
    for m in ["f6-f10", "f6-f2", "f6-j6", "f6-b6", "f6-j10", "f6-b2"] {
        assert!(moves.contains(&m.to_string()), "{m}");
    }
    // The other diagonal is not a line: not even parsed as a move.
    assert!(game.parse_action("f6-g5").is_err());
}

#[test]
fn only_your_own_rings_move() {
    let mut game = position(["f6", "a2"], ["", ""], WHITE).build().unwrap();
    let before = game;
    let action = YinshAction::MoveRing {
        from: p("a2"),
        to: p("a3"),
    };
    assert_eq!(game.apply(action), Err(YinshError::NotYourRing(p("a2"))));
    assert_eq!(game, before, "a refused action changes nothing");
}

// --- Rows (rulebook G, diagram 5 and 6) -----------------------------------------------

#[test]
fn diagram_5_a_row_goes_back_to_the_pool_then_the_player_removes_a_ring() {
    // White's ring on c7 leaves a white marker that completes c3-c7.
    let mut game = position(["c7 h6 i8", "a2 k8"], ["c3 c4 c5 c6", ""], WHITE)
        .build()
        .unwrap();
    play(&mut game, "c7-d8");
    assert_eq!(decision(&game), (WHITE, YinshDecision::RemoveRow));
    assert_eq!(legal(&game), ["xc3-c7"]);
    let pool_before = game.pool();
    let effects = play(&mut game, "xc3-c7");
    assert_eq!(
        effects,
        [YinshEffect::RowRemoved {
            seat: WHITE,
            row: Row::between(p("c3"), p("c7")).unwrap()
        }]
    );
    assert_eq!(game.pool(), pool_before + 5);
    assert_eq!(decision(&game), (WHITE, YinshDecision::RemoveRing));
    assert_eq!(legal(&game), ["xd8", "xh6", "xi8"]);
    let effects = play(&mut game, "xh6");
    assert_eq!(
        effects[0],
        YinshEffect::RingRemoved {
            seat: WHITE,
            at: p("h6"),
            removed: 1
        }
    );
    assert_eq!(game.rings_removed(WHITE), 1);
    assert_eq!(decision(&game), (BLACK, YinshDecision::MoveRing));
}

#[test]
fn diagram_6_situation_1_intersecting_rows_give_one_removal() {
    // Black's marker on c5 completes c3-c7 and a5-e5, which cross on c5.
    let mut game = position(
        ["h6 i8", "c5 k8 a2"],
        ["", "c3 c4 c6 c7 a5 b5 d5 e5"],
        BLACK,
    )
    .build()
    .unwrap();
    play(&mut game, "c5-d6");
    assert_eq!(decision(&game), (BLACK, YinshDecision::RemoveRow));
    let mut rows = legal(&game);
    rows.sort();
    assert_eq!(rows, ["xa5-e5", "xc3-c7"]);
    play(&mut game, "xc3-c7");
    play(&mut game, "xk8");
    // The other row lost c5: it is no longer a row, and White moves.
    assert_eq!(decision(&game), (WHITE, YinshDecision::MoveRing));
    assert_eq!(game.rings_removed(BLACK), 1);
    assert!(game.rows(BLACK).is_empty());
}

#[test]
fn diagram_6_situation_2_a_line_of_seven_offers_a_choice_of_five() {
    // The ring on e5 leaves the seventh marker of e2-e8.
    let mut game = position(["e5 h6", "a2 k8"], ["e2 e3 e4 e6 e7 e8", ""], WHITE)
        .build()
        .unwrap();
    play(&mut game, "e5-f6");
    assert_eq!(legal(&game), ["xe2-e6", "xe3-e7", "xe4-e8"]);
    play(&mut game, "xe3-e7");
    assert_eq!(
        game.markers(WHITE),
        pts("e2 e8").into_iter().collect::<PointSet>()
    );
}

#[test]
fn diagram_6_situation_3_a_ring_in_the_line_breaks_the_row() {
    let mut game = position(["e4 e7 h6", "a2 k8"], ["e2 e3 e5", ""], WHITE)
        .build()
        .unwrap();
    // e7 leaves a white marker: e2 e3 [ring e4] e5 _ e7 is no row.
    play(&mut game, "e7-f8");
    assert_eq!(decision(&game), (BLACK, YinshDecision::MoveRing));
    assert!(game.rows(WHITE).is_empty());
}

#[test]
fn a_move_that_makes_two_separate_rows_removes_both_and_two_rings() {
    // White's ring on e5 jumps the black markers e6 and e7, which turn white: e6
    // completes b6-f6 and e7 completes e7-i7; the two rows share no point.
    let mut game = position(
        ["e5 j10 k9", "a2 k8"],
        ["b6 c6 d6 f6 f7 g7 h7 i7", "e6 e7"],
        WHITE,
    )
    .build()
    .unwrap();
    play(&mut game, "e5-e8");
    let rows = legal(&game);
    assert_eq!(rows, ["xb6-f6", "xe7-i7"]);
    play(&mut game, "xb6-f6");
    assert_eq!(decision(&game), (WHITE, YinshDecision::RemoveRing));
    play(&mut game, "xk9");
    assert_eq!(
        decision(&game),
        (WHITE, YinshDecision::RemoveRow),
        "the second row must go too"
    );
    assert_eq!(legal(&game), ["xe7-i7"]);
    play(&mut game, "xe7-i7");
    play(&mut game, "xj10");
    assert_eq!(game.rings_removed(WHITE), 2);
    assert_eq!(decision(&game), (BLACK, YinshDecision::MoveRing));
}

#[test]
fn a_row_made_for_the_opponent_is_removed_by_the_opponent_before_its_move() {
    // White's ring on e5 jumps its own marker on e6, which turns black and completes
    // b6-f6 for Black.
    let mut game = position(["e5 j10", "a2 k8 k9"], ["e6", "b6 c6 d6 f6"], WHITE)
        .build()
        .unwrap();
    play(&mut game, "e5-e7");
    assert_eq!(decision(&game), (BLACK, YinshDecision::RemoveRow));
    play(&mut game, "xb6-f6");
    assert_eq!(decision(&game), (BLACK, YinshDecision::RemoveRing));
    assert_eq!(legal(&game), ["xa2", "xk8", "xk9"], "any of its rings");
    play(&mut game, "xk9");
    assert_eq!(decision(&game), (BLACK, YinshDecision::MoveRing));
    assert_eq!(game.rings_removed(BLACK), 1);
    assert_eq!(game.rings_removed(WHITE), 0);
}

#[test]
fn rows_for_both_players_the_mover_removes_first() {
    // White's jump over e6 (white, turns black) completes b6-f6 for Black, and the
    // marker left on e5 completes e1-e5 for White.
    let mut game = position(
        ["e5 j10", "a2 k8 k9"],
        ["e1 e2 e3 e4 e6", "b6 c6 d6 f6"],
        WHITE,
    )
    .build()
    .unwrap();
    play(&mut game, "e5-e7");
    assert_eq!(decision(&game), (WHITE, YinshDecision::RemoveRow));
    play(&mut game, "xe1-e5");
    play(&mut game, "xj10");
    assert_eq!(decision(&game), (BLACK, YinshDecision::RemoveRow));
    play(&mut game, "xb6-f6");
    play(&mut game, "xk9");
    assert_eq!(decision(&game), (BLACK, YinshDecision::MoveRing));
}

#[test]
fn actions_of_the_wrong_kind_are_refused() {
    let mut game = Yinsh::new(&YinshOptions::default());
    let before = game;
    assert_eq!(
        game.apply(YinshAction::Pass),
        Err(YinshError::WrongDecision {
            expected: YinshDecision::PlaceRing,
            action: YinshAction::Pass
        })
    );
    assert!(matches!(
        game.apply(YinshAction::RemoveRing(p("e5"))),
        Err(YinshError::WrongDecision { .. })
    ));
    assert_eq!(game, before);
}

// --- The end (rulebook H and J) ---------------------------------------------------------

fn with_removed(mut position: Position, removed: [u8; 2]) -> Position {
    position.removed = removed;
    position
}

#[test]
fn the_third_ring_removed_wins_at_once() {
    let mut game = with_removed(
        position(["c7 h6", "a2 k8"], ["c3 c4 c5 c6", ""], WHITE),
        [2, 0],
    )
    .build()
    .unwrap();
    play(&mut game, "c7-d8");
    play(&mut game, "xc3-c7");
    let effects = play(&mut game, "xh6");
    assert_eq!(
        effects.last(),
        Some(&YinshEffect::GameOver {
            winner: Some(WHITE),
            reason: EndReason::Goal
        })
    );
    assert_eq!(game.turn(), None);
    assert_eq!(game.status_text(), "white wins 3-0");
    assert!(legal(&game).is_empty());
    assert_eq!(
        game.clone().apply(YinshAction::Pass),
        Err(YinshError::GameOver)
    );
}

#[test]
fn blitz_is_won_by_the_first_row() {
    let mut setup = position(["c7 h6", "a2 k8"], ["c3 c4 c5 c6", ""], WHITE);
    setup.options.variant = Variant::Blitz;
    let mut game = setup.build().unwrap();
    play(&mut game, "c7-d8");
    play(&mut game, "xc3-c7");
    play(&mut game, "xd8");
    assert_eq!(game.status_text(), "white wins 1-0");
}

#[test]
fn both_third_rows_in_one_move_the_mover_wins() {
    let mut game = with_removed(
        position(
            ["e5 j10", "a2 k8 k9"],
            ["e1 e2 e3 e4 e6", "b6 c6 d6 f6"],
            WHITE,
        ),
        [2, 2],
    )
    .build()
    .unwrap();
    play(&mut game, "e5-e7");
    assert_eq!(game.rows(BLACK).len(), 1, "Black has its third row too");
    play(&mut game, "xe1-e5");
    play(&mut game, "xj10");
    match game.status() {
        Status::Over(result) => {
            assert_eq!(result.winner, Some(Team::solo(WHITE)));
            assert_eq!(result.scores, [3, 2]);
        }
        Status::Ongoing => panic!("the mover's third ring ends the game"),
    }
    assert_eq!(game.status_text(), "white wins 3-2");
}

/// The first `count` points in index order that are not in `keep_free`.
fn filler(count: usize, keep_free: &[Point]) -> Vec<Point> {
    Point::all()
        .filter(|q| !keep_free.contains(q))
        .take(count)
        .collect()
}

#[test]
fn ruling_the_game_ends_when_the_pool_is_empty_and_more_rings_removed_wins() {
    // 50 markers on the board (columns a to g), rings on j and k: White's move uses the
    // last marker, then Black must start a move with an empty pool.
    let rings = [pts("j5 j7 k9"), pts("k7 j11")];
    let free: Vec<Point> = rings.iter().flatten().copied().chain(pts("j6")).collect();
    let mut setup = Position {
        options: YinshOptions::default(),
        rings: rings.clone(),
        markers: patterned(&filler(50, &free)),
        removed: [2, 1],
        to_move: WHITE,
    };
    let mut game = setup.build().unwrap();
    assert_eq!(game.pool(), 1);
    let effects = play(&mut game, "j5-j6");
    assert_eq!(game.pool(), 0);
    assert_eq!(
        effects.last(),
        Some(&YinshEffect::GameOver {
            winner: Some(WHITE),
            reason: EndReason::SupplyExhausted
        })
    );
    assert_eq!(game.status_text(), "white wins 2-1");

    setup.removed = [1, 1];
    let mut game = setup.build().unwrap();
    play(&mut game, "j5-j6");
    assert_eq!(game.status_text(), "draw 1-1");
}

#[test]
fn ruling_rows_made_with_the_last_marker_are_removed_first_and_play_goes_on() {
    // White i5-i8 plus the marker left on i4 makes a row with the pool's last marker.
    let rings = [pts("i4 k9 j11"), pts("k7 k10")];
    let row = pts("i5 i6 i7 i8");
    let free: Vec<Point> = rings
        .iter()
        .flatten()
        .chain(&row)
        .copied()
        .chain(pts("j5 i9"))
        .collect();
    let mut markers = patterned(&filler(46, &free));
    markers[0].extend(&row);
    let mut game = Position {
        options: YinshOptions::default(),
        rings,
        markers,
        removed: [0, 0],
        to_move: WHITE,
    }
    .build()
    .unwrap();
    assert_eq!(game.pool(), 1);
    play(&mut game, "i4-j5");
    assert_eq!(game.pool(), 0);
    assert_eq!(decision(&game), (WHITE, YinshDecision::RemoveRow));
    play(&mut game, "xi4-i8");
    play(&mut game, "xk9");
    assert_eq!(game.pool(), 5);
    assert_eq!(decision(&game), (BLACK, YinshDecision::MoveRing));
}

/// A corner where White's ring on a2 and Black's rings on a3, b2, b3 are all blocked:
/// every line out of them meets a ring or runs over markers to the edge.
fn blocked_corner() -> Position {
    let lines = "a4 a5 b4 c5 d6 e7 f8 g9 h10 i11 b1 c2 d2 e2 f2 g2 c3 d4 e5 f6 g7 h8 i9 j10 \
                 b5 b6 b7 d3 e3 f3 g3 h3 c4 d5 e6 f7 g8 h9 i10 j11";
    Position {
        options: YinshOptions::default(),
        rings: [pts("a2"), pts("a3 b2 b3")],
        markers: patterned(&pts(lines)),
        removed: [2, 1],
        to_move: WHITE,
    }
}

#[test]
fn ruling_a_player_whose_rings_cannot_move_passes() {
    let mut setup = blocked_corner();
    setup.rings[0].push(p("k8"));
    let game = setup.build().unwrap();
    assert_eq!(decision(&game), (WHITE, YinshDecision::MoveRing));
    // Rings that cannot move are never offered, and cannot be played.
    assert!(legal(&game).iter().all(|m| m.starts_with("k8-")));
    let blocked = YinshAction::MoveRing {
        from: p("a2"),
        to: p("a3"),
    };
    assert!(matches!(
        game.clone().apply(blocked),
        Err(YinshError::BadDestination { .. })
    ));

    let mut game = blocked_corner().build().unwrap();
    assert_eq!(decision(&game), (WHITE, YinshDecision::Pass));
    assert_eq!(legal(&game), ["pass"]);
    assert_eq!(
        play(&mut game, "pass"),
        [YinshEffect::Passed { seat: WHITE }]
    );
    assert_eq!(game.pool(), 51 - 40, "a pass uses no marker");
}

#[test]
fn ruling_two_passes_in_succession_end_the_game() {
    let mut game = blocked_corner().build().unwrap();
    play(&mut game, "pass");
    assert_eq!(decision(&game), (BLACK, YinshDecision::Pass));
    let effects = play(&mut game, "pass");
    assert_eq!(
        effects.last(),
        Some(&YinshEffect::GameOver {
            winner: Some(WHITE),
            reason: EndReason::Blocked
        })
    );
    assert_eq!(game.status_text(), "white wins 2-1");
}

#[test]
fn a_pass_followed_by_a_move_does_not_end_the_game() {
    let mut setup = blocked_corner();
    setup.rings[1].push(p("k8"));
    let mut game = setup.build().unwrap();
    play(&mut game, "pass");
    assert_eq!(decision(&game), (BLACK, YinshDecision::MoveRing));
    play(&mut game, "k8-k9");
    assert_eq!(decision(&game), (WHITE, YinshDecision::Pass));
    play(&mut game, "pass");
    assert_eq!(
        decision(&game),
        (BLACK, YinshDecision::MoveRing),
        "one pass, not two in a row"
    );
}

// --- Notation ------------------------------------------------------------------------

#[test]
fn notation_reads_every_form_in_any_case() {
    let game = Yinsh::new(&YinshOptions::default());
    let cases = [
        ("e5", YinshAction::PlaceRing(p("e5"))),
        ("E5", YinshAction::PlaceRing(p("e5"))),
        (
            "e5-e9",
            YinshAction::MoveRing {
                from: p("e5"),
                to: p("e9"),
            },
        ),
        (
            "xc3-c7",
            YinshAction::RemoveRow(Row::between(p("c3"), p("c7")).unwrap()),
        ),
        (
            "Xc7-C3",
            YinshAction::RemoveRow(Row::between(p("c3"), p("c7")).unwrap()),
        ),
        ("xe5", YinshAction::RemoveRing(p("e5"))),
        (" PASS ", YinshAction::Pass),
    ];
    for (text, action) in cases {
        assert_eq!(game.parse_action(text), Ok(action), "{text}");
    }
    assert_eq!(
        YinshAction::RemoveRow(Row::between(p("c7"), p("c3")).unwrap()).to_string(),
        "xc3-c7"
    );
    for bad in [
        "",
        "x",
        "z9",
        "a1",
        "e5-f7",
        "xc3-c6",
        "e5-",
        "-e5",
        "xx",
        "e5e9",
        "ä5",
        "e5-e9-e10",
    ] {
        assert!(game.parse_action(bad).is_err(), "{bad:?} should not parse");
    }
}

#[test]
fn the_text_board_shows_pieces_and_the_state() {
    let mut game = position(["e5", "f6"], ["e3", "e4"], WHITE).build().unwrap();
    play(&mut game, "e5-e7");
    let text = game.render_text();
    assert_eq!(text.matches('W').count(), 1);
    assert_eq!(text.matches('B').count(), 1);
    assert_eq!(text.matches('w').count(), 2 + 1, "two markers and 'white:'");
    assert!(text.contains("to play: black move-ring"), "{text}");
    assert!(text.contains("pool: 48"));
}
