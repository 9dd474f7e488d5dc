//! Monte Carlo tree search (UCT) that runs in slices of playouts.
//!
//! Each playout walks down the tree by the UCT rule, adds one node, then plays on at
//! random for a few decisions and asks the evaluator (or the rules, if the game ended)
//! how good the reached position is for every seat. Values are kept for the seat that
//! chose each node's action, so turns need not alternate and any number of seats may
//! play; a seat's value is its team's (a teammate's win is a win).

use plateau_rules::{Game, Seat};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::{Evaluator, Search, SearchReport, outcome_value};

/// MCTS settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    /// The UCT exploration constant.
    pub exploration: f32,
    /// Random decisions played after the tree before evaluating.
    pub playout_depth: u32,
    /// Stop after this many playouts.
    pub max_playouts: u64,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            exploration: 0.9,
            playout_depth: 4,
            max_playouts: u64::MAX,
        }
    }
}

struct Node<A> {
    action: Option<A>,
    /// The seat that chose `action`.
    chooser: Option<Seat>,
    children: Vec<u32>,
    untried: Vec<A>,
    visits: u32,
    /// Sum of the values, in [0, 1], for `chooser`.
    total: f32,
}

/// An MCTS search of a position.
pub struct Mcts<G: Game, E: Evaluator<G>> {
    root: G,
    nodes: Vec<Node<G::Action>>,
    evaluator: E,
    config: MctsConfig,
    rng: SmallRng,
    playouts: u64,
    deepest: u32,
    legal: Vec<G::Action>,
}

impl<G: Game, E: Evaluator<G>> Mcts<G, E> {
    /// A search of `root`; `seed` makes it repeatable.
    pub fn new(root: G, evaluator: E, config: MctsConfig, seed: u64) -> Self {
        let mut untried = Vec::new();
        root.legal_actions(&mut untried);
        Mcts {
            root,
            nodes: vec![Node {
                action: None,
                chooser: None,
                children: Vec::new(),
                untried,
                visits: 0,
                total: 0.0,
            }],
            evaluator,
            config,
            rng: SmallRng::seed_from_u64(seed),
            playouts: 0,
            deepest: 0,
            legal: Vec::new(),
        }
    }

    /// Value in [0, 1] of `state` for `seat`.
    fn value(&self, state: &G, seat: Seat) -> f32 {
        (outcome_value(state, seat, &self.evaluator) + 1.0) / 2.0
    }

    fn playout(&mut self) {
        let mut state = self.root.clone();
        let mut path = vec![0u32];
        let mut node = 0usize;
        // Selection.
        while self.nodes[node].untried.is_empty() && !self.nodes[node].children.is_empty() {
            let parent_visits = self.nodes[node].visits.max(1) as f32;
            let c = self.config.exploration;
            let &best = self.nodes[node]
                .children
                .iter()
                .max_by(|&&a, &&b| {
                    let score = |i: u32| {
                        let n = &self.nodes[i as usize];
                        let visits = n.visits.max(1) as f32;
                        n.total / visits + c * (parent_visits.ln() / visits).sqrt()
                    };
                    score(a).total_cmp(&score(b))
                })
                .expect("a node with children");
            node = best as usize;
            if let Some(action) = self.nodes[node].action {
                let _ = state.apply(action);
            }
            path.push(best);
        }
        // Expansion.
        if !self.nodes[node].untried.is_empty() {
            let pick = self.rng.random_range(0..self.nodes[node].untried.len());
            let action = self.nodes[node].untried.swap_remove(pick);
            let chooser = state.turn().map(|t| t.seat);
            let _ = state.apply(action);
            let mut untried = Vec::new();
            state.legal_actions(&mut untried);
            let child = self.nodes.len() as u32;
            self.nodes.push(Node {
                action: Some(action),
                chooser,
                children: Vec::new(),
                untried,
                visits: 0,
                total: 0.0,
            });
            self.nodes[node].children.push(child);
            path.push(child);
        }
        self.deepest = self.deepest.max(path.len() as u32 - 1);
        // Simulation.
        for _ in 0..self.config.playout_depth {
            self.legal.clear();
            state.legal_actions(&mut self.legal);
            if self.legal.is_empty() {
                break;
            }
            let action = self.legal[self.rng.random_range(0..self.legal.len())];
            let _ = state.apply(action);
        }
        // Back-propagation, for the seat that chose each node.
        let seats = state.seat_count();
        let values: Vec<f32> = (0..seats)
            .map(|s| self.value(&state, Seat(s as u8)))
            .collect();
        for &index in &path {
            let node = &mut self.nodes[index as usize];
            node.visits += 1;
            if let Some(seat) = node.chooser {
                node.total += values[seat.index()];
            }
        }
        self.playouts += 1;
    }

    fn most_visited(&self, node: usize) -> Option<usize> {
        self.nodes[node]
            .children
            .iter()
            .map(|&c| c as usize)
            .max_by_key(|&c| self.nodes[c].visits)
    }
}

impl<G: Game, E: Evaluator<G>> Search<G> for Mcts<G, E> {
    fn step(&mut self, work: u32) -> bool {
        let single_choice = self.nodes[0].untried.len() + self.nodes[0].children.len() <= 1;
        if single_choice {
            return true;
        }
        for _ in 0..work {
            if self.playouts >= self.config.max_playouts {
                break;
            }
            self.playout();
        }
        self.playouts >= self.config.max_playouts
    }

    fn best_action(&self) -> Option<G::Action> {
        match self.most_visited(0) {
            Some(child) => self.nodes[child].action,
            None => self.nodes[0].untried.first().copied(),
        }
    }

    fn root_weights(&self, out: &mut Vec<(G::Action, f64)>) {
        for &child in &self.nodes[0].children {
            let node = &self.nodes[child as usize];
            out.extend(node.action.map(|action| (action, node.visits as f64)));
        }
    }

    fn report(&self) -> SearchReport<G::Action> {
        let mut principal_variation = Vec::new();
        let mut node = 0;
        while let Some(child) = self.most_visited(node) {
            if self.nodes[child].visits < 2 {
                break;
            }
            principal_variation.extend(self.nodes[child].action);
            node = child;
        }
        let value = self.most_visited(0).map_or(0.0, |c| {
            let n = &self.nodes[c];
            2.0 * n.total / n.visits.max(1) as f32 - 1.0
        });
        SearchReport {
            work: self.playouts,
            depth: self.deepest,
            best: self.best_action(),
            principal_variation,
            value,
        }
    }
}
