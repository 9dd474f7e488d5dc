//! Alpha-beta search with iterative deepening, a transposition table and move
//! ordering, driven by an explicit stack so that it can stop after any node and resume.
//!
//! Turns need not alternate (a YINSH player removes a row, then a ring, then may move
//! again after the opponent's removals; Zen l'Initié for four plays Black 1, White 1,
//! Black 2, White 2): each node maximises when the seat to move is on the root
//! player's team and minimises otherwise, and all values are from the root team's point
//! of view. With more than two teams every other team counts as one opponent.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use plateau_rules::{Game, Seat, Team};

use crate::{Evaluator, Search, SearchReport, outcome_value};

/// How a stored value bounds the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Entry<A> {
    depth: u32,
    value: f32,
    bound: Bound,
    best: Option<A>,
}

/// One node being searched.
struct Frame<G: Game> {
    state: G,
    hash: u64,
    depth: u32,
    alpha: f32,
    beta: f32,
    alpha_at_start: f32,
    beta_at_start: f32,
    maximising: bool,
    actions: Vec<G::Action>,
    next: usize,
    best_value: f32,
    best_action: Option<G::Action>,
    /// The action that led here from the parent.
    via: Option<G::Action>,
}

/// An alpha-beta search of a position, resumable after any node.
pub struct AlphaBeta<G: Game + Hash, E: Evaluator<G>> {
    root: G,
    /// The seat deciding at the root, and its team.
    root_seat: Option<(Seat, Team)>,
    evaluator: E,
    max_depth: u32,
    /// Depth of the iteration under way.
    depth: u32,
    stack: Vec<Frame<G>>,
    table: HashMap<u64, Entry<G::Action>>,
    nodes: u64,
    /// Best action and value of the last completed iteration.
    completed: Option<(G::Action, f32)>,
    completed_depth: u32,
    finished: bool,
}

fn hash_of<G: Hash>(state: &G) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    state.hash(&mut hasher);
    hasher.finish()
}

impl<G: Game + Hash, E: Evaluator<G>> AlphaBeta<G, E> {
    /// A search of `root` up to `max_depth` decisions deep.
    pub fn new(root: G, evaluator: E, max_depth: u32) -> Self {
        let root_seat = root.turn().map(|t| (t.seat, root.team_of(t.seat)));
        let mut legal = Vec::new();
        root.legal_actions(&mut legal);
        let finished = legal.len() <= 1;
        AlphaBeta {
            completed: legal.first().map(|&a| (a, 0.0)),
            root,
            root_seat,
            evaluator,
            max_depth: max_depth.max(1),
            depth: 0,
            stack: Vec::new(),
            table: HashMap::new(),
            nodes: 0,
            completed_depth: 0,
            finished,
        }
    }

    fn value_of(&self, state: &G) -> f32 {
        match self.root_seat {
            Some((seat, _)) => outcome_value(state, seat, &self.evaluator),
            None => 0.0,
        }
    }

    /// The actions of `state`, the table's best first, then by the evaluator's priority.
    fn ordered_actions(&self, state: &G, hash: u64) -> Vec<G::Action> {
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let hint = self.table.get(&hash).and_then(|e| e.best);
        actions.sort_by_cached_key(|&a| {
            let first = Some(a) == hint;
            (!first, -self.evaluator.priority(state, a))
        });
        actions
    }

    fn frame(
        &self,
        state: G,
        depth: u32,
        alpha: f32,
        beta: f32,
        via: Option<G::Action>,
    ) -> Frame<G> {
        let hash = hash_of(&state);
        let maximising = state
            .turn()
            .map(|t| self.root_seat.map(|(_, team)| team) == Some(state.team_of(t.seat)))
            .unwrap_or(true);
        let actions = self.ordered_actions(&state, hash);
        Frame {
            state,
            hash,
            depth,
            alpha,
            beta,
            alpha_at_start: alpha,
            beta_at_start: beta,
            maximising,
            actions,
            next: 0,
            best_value: if maximising {
                f32::NEG_INFINITY
            } else {
                f32::INFINITY
            },
            best_action: None,
            via,
        }
    }

    /// A child's value seen by its parent frame.
    fn update(frame: &mut Frame<G>, value: f32, action: G::Action) {
        if frame.maximising {
            if value > frame.best_value {
                frame.best_value = value;
                frame.best_action = Some(action);
            }
            frame.alpha = frame.alpha.max(value);
        } else {
            if value < frame.best_value {
                frame.best_value = value;
                frame.best_action = Some(action);
            }
            frame.beta = frame.beta.min(value);
        }
    }

    /// The value of a child without searching it, when it is a leaf or the table knows.
    fn shortcut(&self, state: &G, depth: u32, alpha: f32, beta: f32) -> Option<f32> {
        if depth == 0 || state.turn().is_none() {
            return Some(self.value_of(state));
        }
        let entry = self.table.get(&hash_of(state))?;
        if entry.depth < depth {
            return None;
        }
        match entry.bound {
            Bound::Exact => Some(entry.value),
            Bound::Lower if entry.value >= beta => Some(entry.value),
            Bound::Upper if entry.value <= alpha => Some(entry.value),
            _ => None,
        }
    }

    /// One node of work.
    fn advance(&mut self) {
        if self.stack.is_empty() {
            if self.depth >= self.max_depth {
                self.finished = true;
                return;
            }
            self.depth += 1;
            let root = self.frame(
                self.root.clone(),
                self.depth,
                f32::NEG_INFINITY,
                f32::INFINITY,
                None,
            );
            self.stack.push(root);
        }
        self.nodes += 1;
        let top = self.stack.last_mut().expect("a frame is on the stack");
        if top.next < top.actions.len() && top.alpha < top.beta {
            let action = top.actions[top.next];
            top.next += 1;
            let mut child = top.state.clone();
            if child.apply(action).is_err() {
                return;
            }
            let (depth, alpha, beta) = (top.depth - 1, top.alpha, top.beta);
            match self.shortcut(&child, depth, alpha, beta) {
                Some(value) => {
                    let top = self.stack.last_mut().expect("the parent is still there");
                    Self::update(top, value, action);
                }
                None => {
                    let frame = self.frame(child, depth, alpha, beta, Some(action));
                    self.stack.push(frame);
                }
            }
            return;
        }
        // Every child seen, or a cut-off: the node's value is known.
        let frame = self.stack.pop().expect("a frame is on the stack");
        let value = frame.best_value;
        let bound = if value <= frame.alpha_at_start {
            Bound::Upper
        } else if value >= frame.beta_at_start {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(
            frame.hash,
            Entry {
                depth: frame.depth,
                value,
                bound,
                best: frame.best_action,
            },
        );
        match (self.stack.last_mut(), frame.via) {
            (Some(parent), Some(via)) => Self::update(parent, value, via),
            _ => {
                if let Some(best) = frame.best_action {
                    self.completed = Some((best, value));
                    self.completed_depth = frame.depth;
                }
                // A proven result needs no deeper search.
                if value.abs() >= 1.0 {
                    self.finished = true;
                }
            }
        }
    }

    fn principal_variation(&self) -> Vec<G::Action> {
        let mut line = Vec::new();
        let mut state = self.root.clone();
        while let Some(best) = self.table.get(&hash_of(&state)).and_then(|e| e.best) {
            if line.len() >= self.completed_depth as usize || state.apply(best).is_err() {
                break;
            }
            line.push(best);
        }
        line
    }
}

impl<G: Game + Hash, E: Evaluator<G>> Search<G> for AlphaBeta<G, E> {
    fn step(&mut self, work: u32) -> bool {
        for _ in 0..work {
            if self.finished {
                break;
            }
            self.advance();
        }
        self.finished
    }

    fn best_action(&self) -> Option<G::Action> {
        self.completed.map(|(action, _)| action)
    }

    fn report(&self) -> SearchReport<G::Action> {
        SearchReport {
            work: self.nodes,
            depth: self.completed_depth,
            best: self.best_action(),
            principal_variation: self.principal_variation(),
            value: self.completed.map_or(0.0, |(_, v)| v),
        }
    }
}
