//! Monte Carlo tree search with RAVE, for games decided by playing to the end at once
//! (placement games such as Game of Y: fill the board, see who won).
//!
//! Each playout walks down the tree, then a [`Rollout`] plays the rest of the game at
//! random and says who won and which seat ended up with each action's "slot" (a node of
//! the board). Besides its own wins and visits, every child keeps "all moves as first"
//! statistics: a playout in which the chooser took that slot at any later point counts
//! for it. Early on a child's value is mostly that shared statistic, later mostly its
//! own (the weight is `sqrt(k / (3n + k))`); this finds good moves far sooner than
//! plain UCT on boards with many similar moves. A game may also say what it knows of a
//! move before any playout ([`Rollout::prior`]), counted as a few virtual playouts.

use plateau_rules::{Game, Seat, Status, Team};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::{Search, SearchReport};

/// Plays a game to its end at random, for RAVE.
pub trait Rollout<G: Game>: Send + Sync {
    /// How many slots there are (a board's nodes).
    fn slots(&self) -> usize;

    /// The slot an action takes, if it takes one (a pie-rule swap does not).
    fn slot(&self, action: G::Action) -> Option<usize>;

    /// What is known of `action` in `state` before searching it: its expected value for
    /// the player choosing it, from 0 to 1 (0.5 knows nothing). It counts as
    /// [`RaveConfig::prior_visits`] playouts, in both the action's own and shared
    /// statistics, so the search starts from good-looking moves.
    fn prior(&self, state: &G, action: G::Action) -> f32 {
        let _ = (state, action);
        0.5
    }

    /// Plays `state` to the end at random (a finished state stays as it is). Sets
    /// `owners[slot]` to the index of the seat that holds each slot at the end
    /// (`u8::MAX`: nobody) and returns the winning team (`None`: a draw).
    fn rollout(&self, state: &G, rng: &mut SmallRng, owners: &mut [u8]) -> Option<Team>;
}

/// RAVE settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RaveConfig {
    /// The RAVE equivalence `k`: after about `k` visits a child's own value counts as
    /// much as the shared one.
    pub equivalence: f32,
    /// The UCT exploration constant (small: RAVE explores by itself).
    pub exploration: f32,
    /// Visits a node needs before its children are made.
    pub expand_after: u32,
    /// How many playouts a child's prior (see [`Rollout::prior`]) is worth.
    pub prior_visits: u32,
    /// Stop after this many playouts.
    pub max_playouts: u64,
}

impl Default for RaveConfig {
    fn default() -> Self {
        RaveConfig {
            equivalence: 700.0,
            exploration: 0.1,
            expand_after: 2,
            prior_visits: 0,
            max_playouts: u64::MAX,
        }
    }
}

/// A move out of a node, with its statistics.
#[derive(Clone, Copy)]
struct Edge<A> {
    action: A,
    /// The action's slot, or `u16::MAX`.
    slot: u16,
    /// The node it leads to, or 0 (the root is never a child).
    child: u32,
    visits: u32,
    wins: f32,
    amaf_visits: u32,
    amaf_wins: f32,
}

struct Node {
    /// The seat choosing among the edges and its team; `None` once the game is over.
    mover: Option<(Seat, Team)>,
    /// The node's edges are `edges[first..first + count]` once expanded.
    first: u32,
    count: u32,
    expanded: bool,
    visits: u32,
}

/// The seat to move in `state` and its team.
fn mover_of<G: Game>(state: &G) -> Option<(Seat, Team)> {
    state.turn().map(|t| (t.seat, state.team_of(t.seat)))
}

/// A RAVE search of a position.
pub struct Rave<G: Game, R: Rollout<G>> {
    root: G,
    rollout: R,
    config: RaveConfig,
    nodes: Vec<Node>,
    edges: Vec<Edge<G::Action>>,
    rng: SmallRng,
    playouts: u64,
    deepest: u32,
    owners: Vec<u8>,
    legal: Vec<G::Action>,
    path: Vec<(u32, u32)>,
}

impl<G: Game, R: Rollout<G>> Rave<G, R> {
    /// A search of `root`; `seed` makes it repeatable.
    pub fn new(root: G, rollout: R, config: RaveConfig, seed: u64) -> Self {
        let slots = rollout.slots();
        let mover = mover_of(&root);
        let mut search = Rave {
            root,
            rollout,
            config,
            nodes: vec![Node {
                mover,
                first: 0,
                count: 0,
                expanded: false,
                visits: 0,
            }],
            edges: Vec::new(),
            rng: SmallRng::seed_from_u64(seed),
            playouts: 0,
            deepest: 0,
            owners: vec![u8::MAX; slots],
            legal: Vec::new(),
            path: Vec::new(),
        };
        let root = search.root.clone();
        search.expand(0, &root);
        search
    }

    fn expand(&mut self, node: usize, state: &G) {
        self.legal.clear();
        state.legal_actions(&mut self.legal);
        let first = self.edges.len() as u32;
        let prior_visits = self.config.prior_visits;
        for &action in &self.legal {
            let slot = self
                .rollout
                .slot(action)
                .map_or(u16::MAX, |s| s.min(u16::MAX as usize - 1) as u16);
            let prior_wins = if prior_visits > 0 {
                self.rollout.prior(state, action) * prior_visits as f32
            } else {
                0.0
            };
            self.edges.push(Edge {
                action,
                slot,
                child: 0,
                visits: prior_visits,
                wins: prior_wins,
                amaf_visits: prior_visits,
                amaf_wins: prior_wins,
            });
        }
        let n = &mut self.nodes[node];
        n.first = first;
        n.count = self.legal.len() as u32;
        n.expanded = true;
    }

    /// The edge to follow from `node`.
    fn select(&mut self, node: usize) -> u32 {
        let n = &self.nodes[node];
        let log_parent = (n.visits.max(1) as f32).ln();
        let (k, c) = (self.config.equivalence, self.config.exploration);
        let mut best = n.first;
        let mut best_score = f32::NEG_INFINITY;
        for index in n.first..n.first + n.count {
            let e = &self.edges[index as usize];
            let own = if e.visits > 0 {
                e.wins / e.visits as f32
            } else {
                0.5
            };
            let shared = if e.amaf_visits > 0 {
                e.amaf_wins / e.amaf_visits as f32
            } else {
                0.5
            };
            let beta = if e.visits == 0 {
                1.0
            } else {
                (k / (3.0 * e.visits as f32 + k)).sqrt()
            };
            let explore = c * (log_parent / (e.visits as f32 + 1.0)).sqrt();
            // A tiny random part breaks ties between untried moves.
            let score =
                (1.0 - beta) * own + beta * shared + explore + self.rng.random::<f32>() * 1e-4;
            if score > best_score {
                best_score = score;
                best = index;
            }
        }
        best
    }

    fn playout(&mut self) {
        let mut state = self.root.clone();
        let mut node = 0usize;
        self.path.clear();
        loop {
            if state.status() != Status::Ongoing {
                break;
            }
            if !self.nodes[node].expanded {
                if self.nodes[node].visits < self.config.expand_after {
                    break;
                }
                self.expand(node, &state);
            }
            if self.nodes[node].count == 0 {
                break;
            }
            let edge = self.select(node);
            self.path.push((node as u32, edge));
            let action = self.edges[edge as usize].action;
            let _ = state.apply(action);
            let child = self.edges[edge as usize].child;
            node = if child == 0 {
                let index = self.nodes.len() as u32;
                self.nodes.push(Node {
                    mover: mover_of(&state),
                    first: 0,
                    count: 0,
                    expanded: false,
                    visits: 0,
                });
                self.edges[edge as usize].child = index;
                index as usize
            } else {
                child as usize
            };
        }
        self.deepest = self.deepest.max(self.path.len() as u32);
        self.owners.fill(u8::MAX);
        let winner = self
            .rollout
            .rollout(&state, &mut self.rng, &mut self.owners);
        self.nodes[node].visits += 1;
        for &(node, edge) in &self.path {
            let n = &mut self.nodes[node as usize];
            n.visits += 1;
            let Some((mover, team)) = n.mover else {
                continue;
            };
            let result = match winner {
                Some(w) if w == team => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            let (first, count) = (n.first, n.count);
            let e = &mut self.edges[edge as usize];
            e.visits += 1;
            e.wins += result;
            let seat = mover.0;
            for e in &mut self.edges[first as usize..(first + count) as usize] {
                if e.slot != u16::MAX && self.owners[e.slot as usize] == seat {
                    e.amaf_visits += 1;
                    e.amaf_wins += result;
                }
            }
        }
        self.playouts += 1;
    }

    /// The most visited edge of `node`.
    fn most_visited(&self, node: usize) -> Option<&Edge<G::Action>> {
        let n = &self.nodes[node];
        if !n.expanded {
            return None;
        }
        self.edges[n.first as usize..(n.first + n.count) as usize]
            .iter()
            .max_by_key(|e| e.visits)
    }
}

impl<G: Game, R: Rollout<G>> Search<G> for Rave<G, R> {
    fn step(&mut self, work: u32) -> bool {
        if self.nodes[0].count <= 1 {
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
        self.most_visited(0).map(|e| e.action)
    }

    fn root_weights(&self, out: &mut Vec<(G::Action, f64)>) {
        let root = &self.nodes[0];
        let edges = &self.edges[root.first as usize..(root.first + root.count) as usize];
        out.extend(edges.iter().map(|e| (e.action, e.visits as f64)));
    }

    fn report(&self) -> SearchReport<G::Action> {
        let mut principal_variation = Vec::new();
        let mut node = 0;
        while let Some(edge) = self.most_visited(node) {
            if edge.visits < 2 {
                break;
            }
            principal_variation.push(edge.action);
            if edge.child == 0 {
                break;
            }
            node = edge.child as usize;
        }
        let value = self
            .most_visited(0)
            .map_or(0.0, |e| 2.0 * e.wins / e.visits.max(1) as f32 - 1.0);
        SearchReport {
            work: self.playouts,
            depth: self.deepest,
            best: self.best_action(),
            principal_variation,
            value,
        }
    }
}
