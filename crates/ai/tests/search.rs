//! The searches on YINSH positions: they find wins, slice without changing their
//! answer, and always offer a legal action.

use plateau_ai::Ai;
use plateau_ai::Level;
use plateau_ai::alphabeta::AlphaBeta;
use plateau_ai::mcts::{Mcts, MctsConfig};
use plateau_ai::yinsh::YinshEvaluator;
use plateau_ai::{Search, think};
use plateau_rules::Game;
use plateau_rules::yinsh::{Position, Variant, WHITE, Yinsh, YinshAction, YinshOptions};
use std::time::Duration;

/// Blitz: White wins by moving the ring off c7 (its marker completes c3-c7), then
/// removing the row and a ring.
fn winning_position() -> Yinsh {
    Position {
        options: YinshOptions {
            variant: Variant::Blitz,
        },
        rings: [
            Position::points("c7 h3 k9").unwrap(),
            Position::points("a2 j11 k10").unwrap(),
        ],
        markers: [
            Position::points("c3 c4 c5 c6").unwrap(),
            Position::points("g3 g4 f6").unwrap(),
        ],
        removed: [0, 0],
        to_move: WHITE,
    }
    .build()
    .unwrap()
}

fn is_winning_move(action: YinshAction) -> bool {
    matches!(action, YinshAction::MoveRing { from, .. } if from.to_string() == "c7")
}

#[test]
fn alpha_beta_finds_a_win_three_decisions_deep() {
    let mut search = AlphaBeta::new(winning_position(), YinshEvaluator::default(), 3);
    while !search.step(500) {}
    let report = search.report();
    assert!(is_winning_move(report.best.unwrap()), "{report:?}");
    assert_eq!(report.value, 1.0);
    assert_eq!(report.principal_variation.len(), 3);
    assert!(report.work > 0);
}

#[test]
fn mcts_finds_the_same_win() {
    let mut search = Mcts::new(
        winning_position(),
        YinshEvaluator::default(),
        MctsConfig {
            max_playouts: 3_000,
            ..MctsConfig::default()
        },
        1,
    );
    while !search.step(100) {}
    let report = search.report();
    assert!(is_winning_move(report.best.unwrap()), "{report:?}");
    assert!(report.value > 0.5, "{report:?}");
    assert_eq!(report.work, 3_000);
}

#[test]
fn slicing_does_not_change_the_answer() {
    let state = winning_position();
    let mut whole = AlphaBeta::new(state, YinshEvaluator::default(), 3);
    whole.step(u32::MAX);
    let mut sliced = AlphaBeta::new(state, YinshEvaluator::default(), 3);
    while !sliced.step(1) {}
    assert_eq!(whole.report(), sliced.report());

    let config = MctsConfig {
        max_playouts: 500,
        ..MctsConfig::default()
    };
    let mut whole = Mcts::new(state, YinshEvaluator::default(), config, 9);
    whole.step(500);
    let mut sliced = Mcts::new(state, YinshEvaluator::default(), config, 9);
    for _ in 0..50 {
        sliced.step(10);
    }
    assert_eq!(whole.report(), sliced.report(), "same seed, same playouts");
}

#[test]
fn every_level_offers_a_legal_action_at_any_moment() {
    let mut game = Yinsh::new(&YinshOptions::default());
    for ring in ["e5", "f6", "g7", "c3", "d4", "h4", "i5", "b2", "j7", "k8"] {
        game.apply(game.parse_action(ring).unwrap()).unwrap();
    }
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    for level in Level::ALL {
        let mut search = Yinsh::search(level, &game, 3);
        assert!(
            legal.contains(&search.best_action().unwrap()),
            "{level:?} before any work"
        );
        search.step(50);
        assert!(
            legal.contains(&search.best_action().unwrap()),
            "{level:?} after a slice"
        );
        let report = think(search.as_mut(), Duration::from_millis(200), &|| false, 64);
        assert!(legal.contains(&report.best.unwrap()));
    }
}

#[test]
fn a_single_legal_action_needs_no_search() {
    // After the winning move the only decision is to remove the row.
    let mut state = winning_position();
    state.apply(state.parse_action("c7-d8").unwrap()).unwrap();
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    assert_eq!(legal.len(), 1);
    let mut search = AlphaBeta::new(state, YinshEvaluator::default(), 5);
    assert!(search.step(1));
    assert_eq!(search.best_action(), Some(legal[0]));
    let mut search = Mcts::new(state, YinshEvaluator::default(), MctsConfig::default(), 1);
    assert!(search.step(1));
    assert_eq!(search.best_action(), Some(legal[0]));
}
