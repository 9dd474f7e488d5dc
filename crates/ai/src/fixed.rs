//! The search of a decision already taken (a scripted step).

use plateau_rules::Game;

use crate::{Search, SearchReport};

/// A decision taken without search: it is done at the first step.
pub struct Fixed<G: Game>(pub G::Action);

impl<G: Game> Search<G> for Fixed<G> {
    fn step(&mut self, _: u32) -> bool {
        true
    }

    fn best_action(&self) -> Option<G::Action> {
        Some(self.0)
    }

    fn report(&self) -> SearchReport<G::Action> {
        SearchReport {
            work: 0,
            depth: 0,
            best: Some(self.0),
            principal_variation: vec![self.0],
            value: 0.0,
        }
    }
}
