//! Alpha-beta search with iterative deepening, a transposition table and move
//! ordering, driven by an explicit stack so that it can stop after any node and resume.
//!
//! Turns need not alternate (a YINSH player removes a row, then a ring, then may move
//! again after the opponent's removals; Zen l'Initié for four plays Black 1, White 1,
//! Black 2, White 2): each node maximises when the seat to move is on the root
//! player's team and minimises otherwise, and all values are from the root team's point
//! of view. With more than two teams every other team counts as one opponent.
//!
//! On several threads ([`Search::helpers`]: lazy SMP) helper searches of the same root
//! share the transposition table and the deepest completed iteration. At a node, a
//! thread puts off a child (after the first, which sets the bounds) that another
//! thread is searching, and comes back to it last, when the table may know it: the
//! threads split the work instead of doing it twice. A thread whose iteration another
//! has completed goes on to the next one.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex, PoisonError};

use plateau_rules::{Game, Seat, Team};

use crate::transposition::{Bound, Busy, Entry, Table};
use crate::{Evaluator, Search, SearchReport, outcome_value};

/// The deepest iteration that one of the threads searching a root has completed.
#[derive(Clone, Copy, Debug)]
struct Completed<A> {
    /// Its best action and value.
    best: Option<(A, f32)>,
    /// Its depth (0 before any).
    depth: u32,
    /// Whether its value is a proven result, which no deeper search would change.
    proven: bool,
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
    /// The actions to search, best first; those another thread was searching when
    /// their turn came are put again at the end.
    actions: Vec<G::Action>,
    /// How many of `actions` are not such repeats.
    searched: usize,
    next: usize,
    best_value: f32,
    best_action: Option<G::Action>,
    /// The action that led here from the parent.
    via: Option<G::Action>,
    /// Searched with a null window, only to learn whether it beats the parent's best
    /// so far (principal variation search); if it does, it is searched again with the
    /// parent's window.
    scout: bool,
}

/// An alpha-beta search of a position, resumable after any node.
pub struct AlphaBeta<G: Game + Hash, E: Evaluator<G>> {
    root: G,
    /// The seat deciding at the root, and its team.
    root_seat: Option<(Seat, Team)>,
    evaluator: Arc<E>,
    max_depth: u32,
    /// Depth of the iteration under way.
    depth: u32,
    stack: Vec<Frame<G>>,
    table: Arc<Table<G::Action>>,
    /// Per ply, the last two actions that cut the search off there.
    killers: Vec<[Option<G::Action>; 2]>,
    /// Per action, how much its cut-offs were worth (the square of their depth).
    history: HashMap<G::Action, u64>,
    /// On several threads, the positions each is searching, for the others to put off.
    busy: Option<Arc<Busy>>,
    nodes: u64,
    /// The deepest iteration completed, by this search or one it shares a table with.
    completed: Arc<Mutex<Completed<G::Action>>>,
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
            completed: Arc::new(Mutex::new(Completed {
                best: legal.first().map(|&a| (a, 0.0)),
                depth: 0,
                proven: false,
            })),
            root,
            root_seat,
            evaluator: Arc::new(evaluator),
            max_depth: max_depth.max(1),
            depth: 0,
            stack: Vec::new(),
            table: Arc::new(Table::new()),
            killers: Vec::new(),
            history: HashMap::new(),
            busy: None,
            nodes: 0,
            finished,
        }
    }

    /// The deepest iteration completed so far.
    fn completed(&self) -> Completed<G::Action> {
        *self
            .completed
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    fn value_of(&self, state: &G) -> f32 {
        match self.root_seat {
            Some((seat, _)) => outcome_value(state, seat, self.evaluator.as_ref()),
            None => 0.0,
        }
    }

    /// The actions of `state`: the table's best first, then the killers of this ply
    /// (actions that cut the search off at the same depth in a sibling), then by their
    /// history (how much their cut-offs were worth anywhere), then by the evaluator's
    /// priority.
    fn ordered_actions(&self, state: &G, hash: u64) -> Vec<G::Action> {
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let hint = self.table.get(hash).and_then(|e| e.best);
        let killers = self
            .killers
            .get(self.stack.len())
            .copied()
            .unwrap_or_default();
        actions.sort_by_cached_key(|&a| {
            let first = Some(a) == hint;
            let killer = killers.contains(&Some(a));
            let history = self.history.get(&a).copied().unwrap_or(0);
            (
                !first,
                !killer,
                std::cmp::Reverse(history),
                -self.evaluator.priority(state, a),
            )
        });
        actions
    }

    fn frame(
        &self,
        state: G,
        hash: u64,
        depth: u32,
        alpha: f32,
        beta: f32,
        via: Option<G::Action>,
    ) -> Frame<G> {
        if let Some(busy) = &self.busy {
            busy.enter(hash, depth);
        }
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
            searched: actions.len(),
            actions,
            next: 0,
            best_value: if maximising {
                f32::NEG_INFINITY
            } else {
                f32::INFINITY
            },
            best_action: None,
            via,
            scout: false,
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

    /// The value of the child hashed `hash` without searching it, when the table knows.
    fn shortcut(&self, hash: u64, depth: u32, alpha: f32, beta: f32) -> Option<f32> {
        let entry = self.table.get(hash)?;
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
            // Past what any thread has completed.
            let done = self.completed();
            let depth = self.depth.max(done.depth);
            if done.proven || depth >= self.max_depth {
                self.finished = true;
                return;
            }
            self.depth = depth + 1;
            let root = self.frame(
                self.root.clone(),
                hash_of(&self.root),
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
            // Put off only once, and never the first: it sets the bounds for the rest.
            let may_put_off = top.next < top.searched && top.best_action.is_some();
            top.next += 1;
            let mut child = top.state.clone();
            if child.apply(action).is_err() {
                return;
            }
            let (depth, alpha, beta) = (top.depth - 1, top.alpha, top.beta);
            let known = if depth == 0 || child.turn().is_none() {
                Ok(self.value_of(&child))
            } else {
                let hash = hash_of(&child);
                self.shortcut(hash, depth, alpha, beta).ok_or(hash)
            };
            let top = self.stack.last_mut().expect("the parent is still there");
            match known {
                Ok(value) => Self::update(top, value, action),
                // Another thread is searching it: later, when the table may know it.
                Err(hash) if may_put_off && self.busy.as_ref().is_some_and(|b| b.holds(hash)) => {
                    top.actions.push(action);
                }
                Err(hash) => {
                    // After the first action, a null window: is this one any better?
                    let scout = top.best_action.is_some();
                    let (alpha, beta) = match (scout, top.maximising) {
                        (false, _) => (alpha, beta),
                        (true, true) => (alpha, alpha.next_up()),
                        (true, false) => (beta.next_down(), beta),
                    };
                    let mut frame = self.frame(child, hash, depth, alpha, beta, Some(action));
                    frame.scout = scout;
                    self.stack.push(frame);
                }
            }
            return;
        }
        // Every child seen, or a cut-off: the node's value is known.
        let frame = self.stack.pop().expect("a frame is on the stack");
        if let Some(busy) = &self.busy {
            busy.leave(frame.hash);
        }
        let value = frame.best_value;
        if frame.alpha >= frame.beta
            && let Some(best) = frame.best_action
        {
            let ply = self.stack.len();
            if self.killers.len() <= ply {
                self.killers.resize(ply + 1, [None, None]);
            }
            let killers = &mut self.killers[ply];
            if killers[0] != Some(best) {
                *killers = [Some(best), killers[0]];
            }
            *self.history.entry(best).or_default() += u64::from(frame.depth * frame.depth);
        }
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
            (Some(parent), Some(via)) => {
                // A scout that beat the parent's best without reaching its other bound
                // gives only a bound: searched again, with the parent's window.
                let (alpha, beta) = (parent.alpha, parent.beta);
                let within = value > alpha && value < beta;
                if frame.scout && within {
                    let again =
                        self.frame(frame.state, frame.hash, frame.depth, alpha, beta, Some(via));
                    self.stack.push(again);
                } else {
                    Self::update(parent, value, via);
                }
            }
            _ => {
                // A proven result needs no deeper search.
                let proven = value.abs() >= 1.0;
                if let Some(best) = frame.best_action {
                    let mut completed = self
                        .completed
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner);
                    if frame.depth > completed.depth {
                        *completed = Completed {
                            best: Some((best, value)),
                            depth: frame.depth,
                            proven,
                        };
                    }
                }
                if proven {
                    self.finished = true;
                }
            }
        }
    }

    /// The table's best actions from the root, at most `depth` of them.
    fn principal_variation(&self, depth: u32) -> Vec<G::Action> {
        let mut line = Vec::new();
        let mut state = self.root.clone();
        while let Some(best) = self.table.get(hash_of(&state)).and_then(|e| e.best) {
            if line.len() >= depth as usize || state.apply(best).is_err() {
                break;
            }
            line.push(best);
        }
        line
    }
}

impl<G: Game + Hash, E: Evaluator<G> + 'static> Search<G> for AlphaBeta<G, E> {
    fn step(&mut self, work: u32) -> bool {
        // Another thread has completed this iteration: on to the next.
        if !self.stack.is_empty() && self.completed().depth >= self.depth {
            if let Some(busy) = &self.busy {
                for frame in &self.stack {
                    busy.leave(frame.hash);
                }
            }
            self.stack.clear();
        }
        for _ in 0..work {
            if self.finished {
                break;
            }
            self.advance();
        }
        self.finished
    }

    fn best_action(&self) -> Option<G::Action> {
        self.completed().best.map(|(action, _)| action)
    }

    fn helpers(&mut self, count: usize) -> Vec<Box<dyn Search<G>>> {
        if self.finished || count == 0 {
            return Vec::new();
        }
        let busy = self
            .busy
            .get_or_insert_with(|| Arc::new(Busy::new()))
            .clone();
        (0..count)
            .map(|_| {
                let helper = AlphaBeta {
                    root: self.root.clone(),
                    root_seat: self.root_seat,
                    evaluator: self.evaluator.clone(),
                    max_depth: self.max_depth,
                    depth: 0,
                    stack: Vec::new(),
                    table: self.table.clone(),
                    killers: Vec::new(),
                    history: HashMap::new(),
                    busy: Some(busy.clone()),
                    nodes: 0,
                    completed: self.completed.clone(),
                    finished: false,
                };
                Box::new(helper) as Box<dyn Search<G>>
            })
            .collect()
    }

    fn report(&self) -> SearchReport<G::Action> {
        let completed = self.completed();
        SearchReport {
            work: self.nodes,
            depth: completed.depth,
            best: completed.best.map(|(action, _)| action),
            principal_variation: self.principal_variation(completed.depth),
            value: completed.best.map_or(0.0, |(_, v)| v),
        }
    }
}

#[cfg(test)]
mod tests {
    use plateau_rules::yinsh::{Yinsh, YinshOptions};
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::yinsh::YinshEvaluator;

    /// A YINSH position after `decisions` random decisions from the start.
    fn middle_game(decisions: usize, seed: u64) -> Yinsh {
        let mut game = Yinsh::new(&YinshOptions::default());
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut legal = Vec::new();
        for _ in 0..decisions {
            legal.clear();
            game.legal_actions(&mut legal);
            game.apply(legal[rng.random_range(0..legal.len())]).unwrap();
        }
        game
    }

    /// The value of `state` for `seat`'s team searched `depth` decisions deep with no
    /// pruning at all.
    fn minimax(state: &Yinsh, seat: Seat, depth: u32, evaluator: &YinshEvaluator) -> f32 {
        if depth == 0 || state.turn().is_none() {
            return outcome_value(state, seat, evaluator);
        }
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let values = actions.iter().map(|&action| {
            let mut child = *state;
            child.apply(action).unwrap();
            minimax(&child, seat, depth - 1, evaluator)
        });
        let maximising = state.turn().is_some_and(|turn| turn.seat == seat);
        if maximising {
            values.fold(f32::NEG_INFINITY, f32::max)
        } else {
            values.fold(f32::INFINITY, f32::min)
        }
    }

    #[test]
    fn the_pruned_search_finds_the_minimax_value() {
        let evaluator = YinshEvaluator::default();
        for (decisions, seed) in [(24, 1), (30, 2), (36, 3), (40, 4)] {
            let position = middle_game(decisions, seed);
            let Some(turn) = position.turn() else {
                continue;
            };
            let mut search = AlphaBeta::new(position, evaluator, 3);
            while !search.step(64) {}
            let expected = minimax(&position, turn.seat, 3, &evaluator);
            let found = search.report();
            assert!(
                (found.value - expected).abs() < 1e-6,
                "{found:?} {expected}"
            );
            let mut after = position;
            after.apply(found.best.unwrap()).unwrap();
            let best = minimax(&after, turn.seat, 2, &evaluator);
            assert!((best - expected).abs() < 1e-6, "its action is worth it");
        }
    }

    #[test]
    fn a_helper_shares_its_completed_iterations() {
        let mut main = AlphaBeta::new(middle_game(30, 1), YinshEvaluator::default(), 12);
        let mut helpers = main.helpers(1);
        let helper = &mut helpers[0];
        while helper.report().depth < 3 {
            helper.step(64);
        }
        assert_eq!(main.report().depth, helper.report().depth);
        assert_eq!(main.best_action(), helper.best_action());
        // The main search starts past what the helper completed.
        main.step(1);
        assert_eq!(main.depth, helper.report().depth + 1);
    }

    #[test]
    fn searches_taking_turns_split_the_work_and_agree() {
        for seed in 1..=3 {
            let position = middle_game(30, seed);
            let mut alone = AlphaBeta::new(position, YinshEvaluator::default(), 4);
            while !alone.step(64) {}
            let mut main = AlphaBeta::new(position, YinshEvaluator::default(), 4);
            let mut helpers = main.helpers(1);
            // Two threads, one node each in turn.
            while !main.step(1) {
                helpers[0].step(1);
            }
            let (alone, main) = (alone.report(), main.report());
            assert_eq!(main.depth, 4);
            assert!((main.value - alone.value).abs() < 1e-6, "seed {seed}");
            assert!(main.work < alone.work, "seed {seed}: {main:?} {alone:?}");
            assert!(
                helpers[0].report().work > alone.work / 4,
                "seed {seed}: the helper took part"
            );
        }
    }

    #[test]
    fn a_child_another_thread_searches_is_put_off() {
        let position = middle_game(30, 2);
        let mut main = AlphaBeta::new(position, YinshEvaluator::default(), 3);
        let _helpers = main.helpers(1);
        // Iteration 1, then the root of iteration 2 and its first child's subtree.
        while main.depth < 2 {
            main.step(1);
        }
        let root = &main.stack[0];
        let second = root.actions[1];
        let mut child = position;
        child.apply(second).unwrap();
        main.busy.as_ref().unwrap().enter(hash_of(&child), 2);
        let searched = root.searched;
        while main.stack.len() > 1 || main.stack[0].next < 2 {
            main.step(1);
        }
        let root = &main.stack[0];
        assert_eq!(root.actions.len(), searched + 1);
        assert_eq!(root.actions.last(), Some(&second));
    }
}
