//! Random play for the crate's own tests: a game played to its end by uniformly random
//! legal actions, each position shown to a check on the way.

use rand::RngExt;
use rand::rngs::SmallRng;

use crate::Game;

/// Plays `game` to its end, each action drawn at random from its legal ones by `rng`,
/// and shows `visit` every position met (the first and the last included).
pub fn play_at_random<G: Game>(mut game: G, rng: &mut SmallRng, mut visit: impl FnMut(&G)) {
    let mut legal = Vec::new();
    loop {
        visit(&game);
        legal.clear();
        game.legal_actions(&mut legal);
        if legal.is_empty() {
            return;
        }
        game.apply(legal[rng.random_range(0..legal.len())])
            .unwrap_or_else(|_| unreachable!("a listed action is legal"));
    }
}
