//! Helpers shared by the rules tests of the jumping games of the Kadon board: nodes by
//! label, the legal actions, and actions refused without a change.
#![allow(dead_code)]

use plateau_rules::Game;
use plateau_rules::board::kadon::Node;

/// The node labelled `label`.
pub fn n(label: &str) -> Node {
    Node::parse(label).unwrap()
}

/// The legal actions of `game`.
pub fn legal<G: Game>(game: &G) -> Vec<G::Action> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    actions
}

/// Checks that `action` is refused with `error` and changes nothing.
pub fn refused<G: Game>(game: &G, action: G::Action, error: G::Error) {
    let mut copy = game.clone();
    let mut effects = Vec::new();
    assert_eq!(copy.apply_into(action, &mut effects), Err(error));
    assert_eq!(&copy, game);
    assert!(effects.is_empty());
}
