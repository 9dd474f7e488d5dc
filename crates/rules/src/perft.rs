//! Perft: counting the game tree, to pin the rules' move generation down.

use crate::Game;

/// The number of action sequences `depth` decisions long from `state` (chess's
/// "perft"): 1 at depth 0; a finished game has none longer. Fixed counts from known
/// positions catch any change in what the rules allow.
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    match depth {
        1 => actions.len() as u64,
        _ => actions
            .iter()
            .map(|&action| {
                let mut next = state.clone();
                match next.apply(action) {
                    Ok(_) => perft(&next, depth - 1),
                    // A listed action always applies; the conformance suite checks it.
                    Err(_) => 0,
                }
            })
            .sum(),
    }
}
