//! The Tetra search takes a winning stone and blocks the opponent's, at every level
//! that searches.

use std::time::Duration;

use plateau_ai::{Budget, Level, choose};
use plateau_rules::Game;
use plateau_rules::tetra::{BLACK, Tetra, TetraAction, TetraOptions, WHITE};

fn placed(moves: &str) -> Tetra {
    let mut state = Tetra::new(&TetraOptions::default());
    for text in moves.split_whitespace() {
        let action = state.parse_action(text).unwrap();
        state.apply(action).unwrap();
    }
    state
}

#[test]
fn every_level_completes_a_figure_and_blocks_one() {
    // Black holds c2 c4 c6 of the S-line c2 c4 c6 c8.
    let win = placed("c2 l4 c4 l5 c6 k7");
    let block = placed("c2 l4 c4 l5 c6");
    let c8 = TetraAction::Place(plateau_rules::board::kadon::Node::parse("c8").unwrap());
    for level in [Level::Casual, Level::Strong, Level::Expert] {
        let time = Duration::from_millis(200);
        assert_eq!(
            choose(level, &win, BLACK, 1, Budget::time(time)),
            Ok(c8),
            "{level:?}"
        );
        assert_eq!(
            choose(level, &block, WHITE, 1, Budget::time(time)),
            Ok(c8),
            "{level:?}"
        );
    }
}
