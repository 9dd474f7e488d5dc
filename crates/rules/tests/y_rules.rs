//! Game of Y: winning chains, the pie rule, the handicap, random games and records.

use plateau_rules::board::kadon::{Node, kadon, nodes_of};
use plateau_rules::record::GameRecord;
use plateau_rules::y::{BLACK, GameOfY, WHITE, YAction, YDecision, YEffect, YError, YOptions};
use plateau_rules::{Game, GameOptions, Match, Seat, Status, Team};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

fn node(label: &str) -> Node {
    Node::parse(label).unwrap()
}

fn options(words: &[(&str, &str)]) -> YOptions {
    let pairs: Vec<(String, String)> = words
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    YOptions::from_pairs(&pairs).unwrap()
}

/// Whether `stones` hold a group touching the three sides, found by flooding from each
/// side-1 stone (independently of the game's union-find).
fn joins_three_sides(stones: u128) -> bool {
    let board = kadon();
    let mut seen = 0u128;
    for start in nodes_of(stones & board.side(1)) {
        if seen & start.bit() != 0 {
            continue;
        }
        let mut group = start.bit();
        let mut frontier = group;
        while frontier != 0 {
            let grown = nodes_of(frontier).fold(0, |m, n| m | board.neighbour_mask(n));
            frontier = grown & stones & !group;
            group |= frontier;
        }
        seen |= group;
        if group & board.side(2) != 0 && group & board.side(3) != 0 {
            return true;
        }
    }
    false
}

/// Plays `black` and `white` stones alternately, without the pie rule, until the
/// black stones run out or the game ends.
fn game_with(black: &[&str], white: &[&str]) -> GameOfY {
    let mut game = GameOfY::new(&options(&[("pie", "off")]));
    let mut whites = white.iter();
    for b in black {
        game.apply(YAction::Place(node(b))).unwrap();
        if game.status() != Status::Ongoing {
            break;
        }
        let w = whites.next().expect("enough white stones");
        game.apply(YAction::Place(node(w))).unwrap();
    }
    game
}

#[test]
fn a_chain_along_a_side_from_corner_to_corner_wins() {
    let black = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9"];
    let white = ["e5", "f5", "g5", "h5", "e6", "f6", "g6", "h6"];
    let game = game_with(&black, &white);
    assert_eq!(
        game.status().result().unwrap().winner,
        Some(Team::solo(BLACK))
    );
    assert_eq!(game.status_text(), "black wins");
    let chain = game.winning_chain().unwrap();
    assert_eq!(chain, black.iter().fold(0, |m, l| m | node(l).bit()));
}

#[test]
fn a_chain_through_both_pentas_wins() {
    let black = [
        "e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "d9", "c9", "b9",
    ];
    let white = [
        "g1", "g2", "g3", "g4", "g5", "g6", "g7", "h1", "h2", "h3", "h4", "h5",
    ];
    let mut game = game_with(&black, &white);
    assert_eq!(
        game.status(),
        Status::Ongoing,
        "b9 alone does not touch side 3"
    );
    let effects = game.apply(YAction::Place(node("a9"))).unwrap();
    assert!(matches!(effects.last(), Some(YEffect::Won { seat, .. }) if *seat == BLACK));
    assert_eq!(game.turn(), None);
    assert_eq!(
        game.apply(YAction::Place(node("a8"))),
        Err(YError::GameOver)
    );
}

#[test]
fn a_corner_stone_with_a_penta_chain_wins_for_white() {
    // I1 is on sides 1 and 3; the chain runs through the penta I5 to A5 on side 2.
    let white = [
        "i1", "i2", "i3", "i4", "i5", "h5", "g5", "f5", "e5", "d5", "c5", "b5", "a5",
    ];
    let black = [
        "a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2", "a3", "b3", "c3", "d3",
    ];
    let mut game = GameOfY::new(&options(&[("pie", "off")]));
    for (b, w) in black.iter().zip(white.iter()) {
        game.apply(YAction::Place(node(b))).unwrap();
        game.apply(YAction::Place(node(w))).unwrap();
        if game.status() != Status::Ongoing {
            break;
        }
    }
    assert_eq!(
        game.status().result().unwrap().winner,
        Some(Team::solo(WHITE))
    );
    assert!(joins_three_sides(game.stones(WHITE)));
    assert!(!joins_three_sides(game.stones(BLACK)));
}

#[test]
fn two_sides_are_not_enough() {
    // Side 1 to side 2 only: a1 is a corner of those two.
    let black = ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"];
    let white = ["a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5"];
    let game = game_with(&black, &white);
    assert_eq!(game.status(), Status::Ongoing);
}

#[test]
fn every_full_board_has_exactly_one_winner() {
    let mut rng = SmallRng::seed_from_u64(93);
    let mut nodes: Vec<Node> = Node::all().collect();
    let mut black_wins = 0;
    for _ in 0..5_000 {
        nodes.shuffle(&mut rng);
        let black_count = rng.random_range(0..=93);
        let black = nodes[..black_count].iter().fold(0, |m, n| m | n.bit());
        let white = ((1u128 << 93) - 1) & !black;
        let (b, w) = (joins_three_sides(black), joins_three_sides(white));
        assert!(b != w, "black {b}, white {w} on a full board");
        black_wins += b as u32;
    }
    assert!(black_wins > 1_000 && black_wins < 4_000);
}

#[test]
fn random_games_end_exactly_when_a_chain_joins_the_sides() {
    let mut rng = SmallRng::seed_from_u64(7);
    let mut legal = Vec::new();
    let mut black_wins = 0;
    for round in 0..1_000 {
        let pie = if round % 2 == 0 { "on" } else { "off" };
        let mut game = GameOfY::new(&options(&[("pie", pie)]));
        let mut moves = 0;
        while game.status() == Status::Ongoing {
            let mover = game.turn().unwrap().seat;
            legal.clear();
            game.legal_actions(&mut legal);
            assert_eq!(
                legal.len(),
                game.empty().count_ones() as usize
                    + usize::from(game.turn().unwrap().kind == YDecision::PlaceOrSwap)
            );
            let action = legal[rng.random_range(0..legal.len())];
            let text = action.to_string();
            assert_eq!(game.parse_action(&text), Ok(action));
            game.apply(action).unwrap();
            moves += 1;
            let over = game.status() != Status::Ongoing;
            assert_eq!(joins_three_sides(game.stones(mover)), over);
            assert!(!joins_three_sides(game.stones(mover.opponent())));
        }
        assert!(moves <= 94);
        let winner = Seat(game.status().result().unwrap().winner.unwrap().0);
        black_wins += u32::from(winner == BLACK);
        let chain = game.winning_chain().unwrap();
        assert_eq!(chain & !game.stones(winner), 0);
        assert!(joins_three_sides(chain));
    }
    assert!(black_wins > 300 && black_wins < 700);
}

#[test]
fn swap_takes_the_first_stone_and_black_moves_again() {
    let mut game = GameOfY::new(&YOptions::default());
    game.apply(YAction::Place(node("f6"))).unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(legal.contains(&YAction::Swap));
    assert_eq!(game.parse_action("SWAP"), Ok(YAction::Swap));
    let effects = game.apply(YAction::Swap).unwrap();
    assert_eq!(
        effects,
        vec![YEffect::Swapped {
            node: node("f6"),
            seat: WHITE
        }]
    );
    assert_eq!(game.stone_at(node("f6")), Some(WHITE));
    assert_eq!(game.stones(BLACK), 0);
    assert_eq!(game.turn().unwrap().seat, BLACK);
    assert_eq!(game.turn().unwrap().kind, YDecision::PlaceStone);
    let before = game;
    assert_eq!(game.apply(YAction::Swap), Err(YError::SwapNotAllowed));
    assert_eq!(game, before);
    // The swapped stone joins White's chains like any other.
    game.apply(YAction::Place(node("a1"))).unwrap();
    game.apply(YAction::Place(node("f7"))).unwrap();
    assert_eq!(game.stones(WHITE).count_ones(), 2);
}

#[test]
fn swap_is_refused_without_the_pie_rule_and_later_in_the_game() {
    let mut game = GameOfY::new(&options(&[("pie", "off")]));
    assert_eq!(game.apply(YAction::Swap), Err(YError::SwapNotAllowed));
    game.apply(YAction::Place(node("e5"))).unwrap();
    assert_eq!(game.turn().unwrap().kind, YDecision::PlaceStone);
    assert_eq!(game.apply(YAction::Swap), Err(YError::SwapNotAllowed));
    let mut pie = GameOfY::new(&YOptions::default());
    pie.apply(YAction::Place(node("e5"))).unwrap();
    pie.apply(YAction::Place(node("e6"))).unwrap();
    assert_eq!(pie.apply(YAction::Swap), Err(YError::SwapNotAllowed));
}

#[test]
fn handicap_stones_come_before_whites_first_reply() {
    let mut game = GameOfY::new(&options(&[("handicap", "3")]));
    for label in ["e5", "i5", "e9"] {
        assert_eq!(game.turn().unwrap().seat, BLACK);
        assert_eq!(game.turn().unwrap().kind, YDecision::PlaceStone);
        game.apply(YAction::Place(node(label))).unwrap();
    }
    assert_eq!(game.turn().unwrap().seat, WHITE);
    game.apply(YAction::Place(node("f6"))).unwrap();
    assert_eq!(game.turn().unwrap().seat, BLACK);
    game.apply(YAction::Place(node("f7"))).unwrap();
    assert_eq!(game.turn().unwrap().seat, WHITE);
}

#[test]
fn an_occupied_node_is_refused_and_nothing_changes() {
    let mut game = GameOfY::new(&YOptions::default());
    game.apply(YAction::Place(node("c3"))).unwrap();
    let before = game;
    assert_eq!(
        game.apply(YAction::Place(node("c3"))),
        Err(YError::Occupied(node("c3")))
    );
    assert_eq!(game, before);
    assert!(game.parse_action("n7").is_err());
    assert!(game.parse_action("").is_err());
}

#[test]
fn records_round_trip_with_swap_and_result() {
    let mut rng = SmallRng::seed_from_u64(11);
    for round in 0..50 {
        let mut game = Match::<GameOfY>::new(&YOptions::default());
        game.play_text("d4").unwrap();
        if round % 2 == 0 {
            game.play_text("swap").unwrap();
        }
        while game.status() == Status::Ongoing {
            let mut legal = Vec::new();
            game.state().legal_actions(&mut legal);
            game.play(legal[rng.random_range(0..legal.len())]).unwrap();
        }
        let record = game.to_record(vec!["Ann".into(), "Bob".into()]);
        let text = record.to_json();
        let loaded = Match::<GameOfY>::from_record(&GameRecord::from_json(&text).unwrap()).unwrap();
        assert_eq!(loaded.state(), game.state());
        assert_eq!(loaded.status_text(), game.status_text());
        assert_eq!(record.options.get("pie").map(String::as_str), Some("on"));
        // Undo goes back over the swap exactly.
        let mut undone = loaded.clone();
        while undone.undo().is_some() {}
        assert_eq!(*undone.state(), GameOfY::new(&YOptions::default()));
    }
    let mut bad =
        Match::<GameOfY>::new(&YOptions::default()).to_record(vec!["a".into(), "b".into()]);
    bad.actions = vec!["e5".into(), "e5".into()];
    let error = Match::<GameOfY>::from_record(&bad).unwrap_err().to_string();
    assert!(error.contains("action 2 'e5'"), "{error}");
}

#[test]
fn seats_have_names() {
    let game = GameOfY::new(&YOptions::default());
    assert_eq!(game.seat_name(Seat(0)), "black");
    assert_eq!(game.seat_name(Seat(1)), "white");
    assert_eq!(game.render_text().lines().count(), 9);
}
