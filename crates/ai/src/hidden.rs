//! Searching a game with hidden information: determinization.
//!
//! A seat does not know the others' secrets, so it cannot search the true state. It
//! searches several samples instead: full states drawn among those it cannot tell from
//! what it knows (`Game::sample_hidden` of its own view), one ordinary search per
//! sample, stepped in turn one unit at a time (so slicing the work does not change the
//! answer). Each search says how much it favours each root action
//! ([`Search::root_weights`]: MCTS's visits); the sums decide, among the actions legal
//! in the seat's view.

use plateau_rules::{Game, Seat};

use crate::{Search, SearchReport};

/// One search per sample of the hidden information, their root statistics summed.
pub struct Determinized<G: Game> {
    samples: Vec<Box<dyn Search<G>>>,
    finished: Vec<bool>,
    /// The actions legal in the seat's view: the only ones it may choose.
    legal: Vec<G::Action>,
    /// The sample that gets the next unit of work.
    next: usize,
}

/// The seed of sample `index`, spread from the search's seed.
fn sample_seed(seed: u64, index: usize) -> u64 {
    seed ^ (index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl<G: Game> Determinized<G> {
    /// A search of `view` (what `seat` knows) over `samples` samples of what it cannot
    /// see (at least one), each searched by `make`, whose first error is returned.
    pub fn new<E>(
        view: &G,
        seat: Seat,
        seed: u64,
        samples: usize,
        make: impl Fn(&G, u64) -> Result<Box<dyn Search<G>>, E>,
    ) -> Result<Self, E> {
        let searches = (0..samples.max(1))
            .map(|index| {
                let seed = sample_seed(seed, index);
                make(&view.sample_hidden(seat, seed), seed)
            })
            .collect::<Result<Vec<_>, E>>()?;
        let mut legal = Vec::new();
        view.legal_actions(&mut legal);
        Ok(Determinized {
            finished: vec![false; searches.len()],
            samples: searches,
            legal,
            next: 0,
        })
    }

    /// Each legal action's summed weight, in the order of the legal actions.
    fn totals(&self) -> Vec<f64> {
        let mut totals = vec![0.0; self.legal.len()];
        let mut weights = Vec::new();
        for search in &self.samples {
            weights.clear();
            search.root_weights(&mut weights);
            for &(action, weight) in &weights {
                if let Some(index) = self.legal.iter().position(|&a| a == action) {
                    totals[index] += weight;
                }
            }
        }
        totals
    }
}

impl<G: Game> Search<G> for Determinized<G> {
    fn step(&mut self, work: u32) -> bool {
        for _ in 0..work {
            let Some(offset) = (0..self.samples.len())
                .find(|&offset| !self.finished[(self.next + offset) % self.samples.len()])
            else {
                break;
            };
            let index = (self.next + offset) % self.samples.len();
            self.finished[index] = self.samples[index].step(1);
            self.next = (index + 1) % self.samples.len();
        }
        self.finished.iter().all(|&done| done)
    }

    fn best_action(&self) -> Option<G::Action> {
        let totals = self.totals();
        let mut best = None;
        for (index, &total) in totals.iter().enumerate() {
            if best.is_none_or(|b: usize| total > totals[b]) {
                best = Some(index);
            }
        }
        best.map(|index| self.legal[index])
    }

    fn report(&self) -> SearchReport<G::Action> {
        let reports: Vec<_> = self.samples.iter().map(|s| s.report()).collect();
        let best = self.best_action();
        SearchReport {
            work: reports.iter().map(|r| r.work).sum(),
            depth: reports.iter().map(|r| r.depth).max().unwrap_or(0),
            best,
            principal_variation: best.into_iter().collect(),
            value: reports.iter().map(|r| r.value).sum::<f32>() / reports.len().max(1) as f32,
        }
    }

    fn root_weights(&self, out: &mut Vec<(G::Action, f64)>) {
        out.extend(self.legal.iter().copied().zip(self.totals()));
    }
}
