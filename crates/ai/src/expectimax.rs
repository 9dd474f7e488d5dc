//! Expectimax against an opponent taken to play at random: the search of a seat for
//! which the best defence is hopeless but a real opponent errs (the Amazons of Aliens
//! and Amazons cannot trap aliens that always flee, yet must try).
//!
//! Each decision of the seat deciding at the root is a maximum; each decision of
//! another seat is the average over its legal actions, all equally likely, down to the
//! root seat's next decision or the end. A first pass values every root action with one
//! decision of the root seat (cut short, it chooses the best of the actions it has
//! valued); a second pass, if asked for, looks one more decision of
//! its own further for the most promising few (the beam), best first: cut short, it
//! chooses among the beam's actions it has valued (the first alone is the first
//! pass's choice), so a wide beam uses whatever time there is. The work is counted in
//! evaluated positions and done in slices, one root action or one opponent outcome at a
//! time, so no slice runs long.

use plateau_rules::{Game, Seat};

use crate::{Evaluator, Search, SearchReport, outcome_value};

/// What a value one decision of the root seat further away is worth: a win now beats
/// the same win a decision later (without it, a sure win on the next decision ties
/// with the win at hand, and the search could put the win off for ever).
const LATER: f32 = 0.999;

/// A root action of the second pass, and its opponent outcomes still to value.
struct Deep<G: Game> {
    action: G::Action,
    /// The positions the opponent may leave, with their chances, not yet valued.
    outcomes: Vec<(G, f32)>,
    /// The chance-weighted values found so far.
    value: f32,
}

/// An expectimax search of a position, resumable after any root action or outcome.
pub struct Expectimax<G: Game, E: Evaluator<G>> {
    root: G,
    /// The seat deciding at the root (`None` once the game is over).
    seat: Option<Seat>,
    evaluator: E,
    /// How many root actions the second pass looks at (0: no second pass).
    beam: usize,
    /// The root actions, and their first-pass values once known.
    first: Vec<(G::Action, f32)>,
    /// Root actions valued by the first pass so far.
    valued: usize,
    /// The second pass's root actions, once begun.
    deep: Vec<Deep<G>>,
    /// The best action and its value, from the last completed pass.
    best: Option<(G::Action, f32)>,
    evaluations: u64,
    passes: u32,
    finished: bool,
}

impl<G: Game, E: Evaluator<G>> Expectimax<G, E> {
    /// A search of `root` whose second pass looks at the `beam` best root actions of
    /// the first (0: one pass only).
    pub fn new(root: G, evaluator: E, beam: usize) -> Self {
        let seat = root.turn().map(|t| t.seat);
        let mut actions = Vec::new();
        root.legal_actions(&mut actions);
        let finished = actions.len() <= 1;
        Expectimax {
            best: actions.first().map(|&a| (a, 0.0)),
            first: actions
                .into_iter()
                .map(|a| (a, f32::NEG_INFINITY))
                .collect(),
            root,
            seat,
            evaluator,
            beam,
            valued: 0,
            deep: Vec::new(),
            evaluations: 0,
            passes: 0,
            finished,
        }
    }

    /// `state` after `action` (legal: it came from the state's own list).
    fn after(state: &G, action: G::Action) -> G {
        let mut next = state.clone();
        next.apply(action)
            .unwrap_or_else(|_| unreachable!("a listed action is legal"));
        next
    }

    /// Whether the root seat decides in `state`.
    fn ours(&self, state: &G) -> bool {
        state.turn().map(|t| t.seat) == self.seat
    }

    /// The value of `state` for the root seat, as a leaf.
    fn leaf(&mut self, state: &G) -> f32 {
        self.evaluations += 1;
        self.seat
            .map_or(0.0, |seat| outcome_value(state, seat, &self.evaluator))
    }

    /// The positions the opponent may leave from `state` for the root seat's next
    /// decision (or the end), each with its chance, appended to `out`.
    fn outcomes(&self, state: G, chance: f32, out: &mut Vec<(G, f32)>) {
        if state.turn().is_none() || self.ours(&state) {
            out.push((state, chance));
            return;
        }
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let share = chance / actions.len() as f32;
        for action in actions {
            self.outcomes(Self::after(&state, action), share, out);
        }
    }

    /// The expected value of `state` when the opponent moves at random from it.
    fn expected(&mut self, state: G) -> f32 {
        let mut outcomes = Vec::new();
        self.outcomes(state, 1.0, &mut outcomes);
        outcomes
            .iter()
            .map(|(outcome, chance)| chance * self.leaf(outcome))
            .sum()
    }

    /// The value of an opponent outcome when the root seat makes its best decision
    /// there, the opponent then moving at random, taken by [`LATER`] (a game already
    /// over keeps its value).
    fn best_reply(&mut self, state: &G) -> f32 {
        if state.turn().is_none() {
            return self.leaf(state);
        }
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let mut best = f32::NEG_INFINITY;
        for action in actions {
            best = best.max(self.expected(Self::after(state, action)));
        }
        LATER * best
    }

    /// One piece of work: a root action of the first pass, or an outcome of the second.
    fn advance(&mut self) {
        if self.valued < self.first.len() {
            let action = self.first[self.valued].0;
            let value = self.expected(Self::after(&self.root, action));
            self.first[self.valued].1 = value;
            // Cut short, the first pass chooses among the actions it has valued.
            if self.valued == 0 || self.best.is_some_and(|(_, best)| value > best) {
                self.best = Some((action, value));
            }
            self.valued += 1;
            if self.valued == self.first.len() {
                self.end_first_pass();
            }
            return;
        }
        let Some(index) = self.deep.iter().position(|d| !d.outcomes.is_empty()) else {
            self.finished = true;
            return;
        };
        let (state, chance) = self.deep[index]
            .outcomes
            .pop()
            .unwrap_or_else(|| unreachable!("chosen for its outcomes"));
        let value = self.best_reply(&state);
        self.deep[index].value += chance * value;
        if !self.deep[index].outcomes.is_empty() {
            return;
        }
        // The beam's actions are valued in the first pass's order, so those done so far
        // are its best few: the best of them is the choice until the others are done.
        self.best = self.deep[..=index]
            .iter()
            .map(|d| (d.action, d.value))
            .max_by(|a, b| a.1.total_cmp(&b.1));
        if index + 1 == self.deep.len() {
            self.passes = 2;
            self.finished = true;
        }
    }

    /// Keeps the first pass's best and lines up the second pass's work.
    fn end_first_pass(&mut self) {
        self.first.sort_by(|a, b| b.1.total_cmp(&a.1));
        self.best = self.first.first().copied();
        self.passes = 1;
        let beam: Vec<G::Action> = self.first.iter().take(self.beam).map(|f| f.0).collect();
        for action in beam {
            let mut outcomes = Vec::new();
            self.outcomes(Self::after(&self.root, action), 1.0, &mut outcomes);
            self.deep.push(Deep {
                action,
                outcomes,
                value: 0.0,
            });
        }
        self.finished = self.deep.is_empty();
    }
}

impl<G: Game, E: Evaluator<G>> Search<G> for Expectimax<G, E> {
    fn step(&mut self, work: u32) -> bool {
        let until = self.evaluations + u64::from(work);
        while !self.finished && self.evaluations < until {
            self.advance();
        }
        self.finished
    }

    fn best_action(&self) -> Option<G::Action> {
        self.best.map(|(action, _)| action)
    }

    fn report(&self) -> SearchReport<G::Action> {
        SearchReport {
            work: self.evaluations,
            depth: self.passes,
            best: self.best_action(),
            principal_variation: self.best_action().into_iter().collect(),
            value: self.best.map_or(0.0, |(_, value)| value),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::amazons::{HuntEvaluator, HuntWeights};
    use plateau_rules::amazons::{Amazons, AmazonsOptions};

    /// Two aliens caged in corners, the third free in the middle.
    fn two_aliens_caged() -> Amazons {
        Amazons::from_position(
            "W:a1,i1,e5;B:b1,b2,c1,a2,a3,c3,h1,g1,h2,i2,i3,g3,d4,f6,e7,c5;\
             black:move-amazon;chain:-;taken:;placed:30;moves:20;plies:100",
            &AmazonsOptions::default(),
        )
        .unwrap()
    }

    #[test]
    fn a_first_pass_cut_short_plays_the_best_action_valued_so_far() {
        let state = two_aliens_caged();
        let mut search = Expectimax::new(state, HuntEvaluator::default(), 0);
        let mut changed = false;
        while !search.step(1) {
            let valued = &search.first[..search.valued];
            if valued.is_empty() || search.valued == search.first.len() {
                continue;
            }
            let best = valued
                .iter()
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .map(|f| f.0);
            assert_eq!(search.best_action(), best);
            changed |= best != Some(search.first[0].0);
        }
        assert!(changed, "the first action stays the best throughout");
    }

    #[test]
    fn a_second_pass_cut_short_plays_the_best_of_the_beam_valued_so_far() {
        let state = two_aliens_caged();
        // Weights under which the beam's order changes in this position.
        let weights = HuntWeights {
            cages: 3.0,
            next_cages: 0.0,
            ..HuntWeights::default()
        };
        let mut search = Expectimax::new(state, HuntEvaluator { weights }, 4);
        let mut changed = false;
        while !search.step(1) {
            let done = search
                .deep
                .iter()
                .take_while(|d| d.outcomes.is_empty())
                .count();
            if done == 0 {
                continue;
            }
            let best = search.deep[..done]
                .iter()
                .max_by(|a, b| a.value.total_cmp(&b.value))
                .map(|d| d.action);
            assert_eq!(search.best_action(), best);
            changed |= best != Some(search.deep[0].action);
        }
        assert!(changed, "the beam's first action stays the best throughout");
    }
}
