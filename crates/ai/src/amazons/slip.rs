//! The beginner's slips, which it makes only as the aliens: a random legal action
//! instead of its search's choice, on a quarter of its decisions
//! ([`Level::blunder_percent`]). As the Amazons it never slips: one random step in four
//! undoes the cages it builds, and it could then hardly ever trap even random aliens.

use plateau_rules::Game;
use plateau_rules::amazons::{Amazons, AmazonsAction};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::Level;

/// A random legal action of `state` on `level`'s share of decisions (drawn from
/// `seed`), `None` otherwise.
pub fn slip(level: Level, state: &Amazons, seed: u64) -> Option<AmazonsAction> {
    let mut rng = SmallRng::seed_from_u64(seed);
    if rng.random_range(0..100) >= level.blunder_percent() {
        return None;
    }
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    (!legal.is_empty()).then(|| legal[rng.random_range(0..legal.len())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::amazons::AmazonsOptions;

    #[test]
    fn the_beginner_slips_on_about_a_quarter_of_its_decisions_and_the_others_never() {
        let state = Amazons::from_position(
            "W:a1,e5,i1;B:b1,d1;white:move-alien;chain:-;taken:;placed:3;moves:0;plies:6",
            &AmazonsOptions::default(),
        )
        .unwrap();
        let slips = |level| {
            (0..400)
                .filter(|&s| slip(level, &state, s).is_some())
                .count()
        };
        let beginner = slips(Level::Beginner);
        assert!((60..=140).contains(&beginner), "{beginner} slips in 400");
        for level in [Level::Casual, Level::Strong, Level::Expert] {
            assert_eq!(slips(level), 0, "{level:?}");
        }
    }
}
