//! Leap Over: how far the stones still have to go, and the search each level runs.
//!
//! A stone's distance counts its steps to its target triangle (heavily) and to the
//! triangle's apex (the node deepest in it); a full target has a fixed sum of them, so
//! what is left to travel is the sum over one's stones less that. The evaluation
//! compares it with the opponents' (with three players, with the one closest to
//! winning), and adds the distance of the last stone, which must not be left behind
//! without stones to jump over. With three players part of the value is one's own way
//! left alone, so that far ahead of two slow players every step home still counts.
//!
//! Two players: greedy (one decision deep) for the casual level, alpha-beta for the
//! stronger ones. Three players: UCT with a value per seat (each seat maximises its
//! own), since alpha-beta would see the two others as one opponent. At every level, a
//! plan of the player's own turns that brings all its stones in ([`home`]), when one
//! is found within the planner's budget, is followed instead.

mod home;

use std::sync::OnceLock;

use plateau_rules::board::kadon::{Apex, NODES, Node, kadon, nodes_of};
use plateau_rules::jump_chain::JumpChain;
use plateau_rules::leapover::{LeapAction, LeapOver};
use plateau_rules::{Game, Seat};

use crate::alphabeta::AlphaBeta;
use crate::mcts::{Mcts, MctsConfig};
use crate::{Ai, Algorithm, ArenaStart, Evaluator, Level, Search, SearchReport, algorithm_search};

/// How far each node is from each target triangle (by the apex in seat order `e1`,
/// `a5`, `m5`): [`OUTSIDE`] per step to the triangle, plus the steps to its apex, so
/// that any node inside beats any node outside and the stones pack towards the apex.
fn target_distances() -> &'static [[u8; NODES]; 3] {
    static DISTANCES: OnceLock<[[u8; NODES]; 3]> = OnceLock::new();
    DISTANCES.get_or_init(|| {
        Apex::ALL.map(|apex| {
            let to_triangle = kadon().steps_from(kadon().start_triangle(apex));
            let to_apex = kadon().steps_from(apex.node().bit());
            std::array::from_fn(|i| OUTSIDE * to_triangle[i] + to_apex[i])
        })
    })
}

/// The weight of a step towards the target triangle against a step within it.
const OUTSIDE: u8 = 4;

/// The apex index (0 `e1`, 1 `a5`, 2 `m5`) of `seat`'s target.
fn target_apex(state: &LeapOver, seat: Seat) -> usize {
    (seat.index() + 1) % state.seat_count()
}

/// How far `node` is from `seat`'s target (see [`target_distances`]).
fn distance(state: &LeapOver, seat: Seat, node: Node) -> f32 {
    target_distances()[target_apex(state, seat)][node.index()] as f32
}

/// The sum of distances of a full target: 0 + 2*1 + 3*2 + 4*3.
const FULL_TARGET: f32 = 20.0;

/// Weights of the Leap Over evaluation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LeapWeights {
    /// Per step left to travel (all stones).
    pub travel: f32,
    /// Per step of the stone furthest from the target.
    pub last_stone: f32,
    /// Per stone outside the target with no stone next to it (it cannot jump until
    /// another stone comes).
    pub stranded: f32,
    /// How sharply the balance is squashed to (-1, 1).
    pub scale: f32,
}

impl Default for LeapWeights {
    fn default() -> Self {
        LeapWeights {
            travel: 1.0,
            last_stone: 2.0,
            stranded: 12.0,
            scale: 0.04,
        }
    }
}

/// With three players, the share of the value given to one's own way left (the rest
/// is the race against the nearest opponent).
const OWN_WAY: f32 = 0.2;

/// The way left (weighted steps) at which the own-way share is half earned.
const OWN_HALF: f32 = 100.0;

/// The Leap Over evaluation: one's distance left against the opponents'.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LeapEvaluator {
    /// The weights.
    pub weights: LeapWeights,
}

impl LeapEvaluator {
    /// What `seat` still has to do, in weighted steps (0 once home).
    fn left(&self, state: &LeapOver, seat: Seat) -> f32 {
        let mut sum = 0.0;
        let mut last: f32 = 0.0;
        let mut stranded = 0;
        let occupied = state.occupied();
        let outside = state.stones(seat) & !state.target_of(seat);
        for node in nodes_of(state.stones(seat)) {
            let d = distance(state, seat, node);
            sum += d;
            if outside & node.bit() != 0 {
                last = last.max(d);
                if kadon().neighbour_mask(node) & occupied == 0 {
                    stranded += 1;
                }
            }
        }
        let w = &self.weights;
        w.travel * (sum - FULL_TARGET).max(0.0) + w.last_stone * last + w.stranded * stranded as f32
    }
}

impl Evaluator<LeapOver> for LeapEvaluator {
    fn evaluate(&self, state: &LeapOver, seat: Seat) -> f32 {
        let own = self.left(state, seat);
        let best_other = Seat::all(state.seat_count())
            .filter(|&s| s != seat && state.is_playing(s))
            .map(|s| self.left(state, s))
            .fold(f32::INFINITY, f32::min);
        if !best_other.is_finite() {
            return 0.0;
        }
        let race = ((best_other - own) * self.weights.scale).tanh();
        if state.seat_count() < 3 {
            return race;
        }
        // Far ahead of two slow players the race is worth 1 whatever one does: one's
        // own way left keeps every step home worth something.
        (1.0 - OWN_WAY) * race + OWN_WAY * OWN_HALF / (OWN_HALF + own)
    }

    fn priority(&self, state: &LeapOver, action: LeapAction) -> i32 {
        let (LeapAction::Jump { from, to }, Some(turn)) = (action, state.turn()) else {
            return 0;
        };
        (distance(state, turn.seat, from) - distance(state, turn.seat, to)) as i32
    }
}

/// The UCT settings of the three-player levels.
fn mcts_config(level: Level) -> MctsConfig {
    MctsConfig {
        playout_depth: 2,
        max_playouts: match level {
            Level::Beginner => 200,
            Level::Casual => 800,
            Level::Strong | Level::Expert => u64::MAX,
        },
        ..MctsConfig::default()
    }
}

/// How many positions a way-home planner may look at per decision.
const HOME_BUDGET: usize = 2_000;

/// `seat`'s way-home planner (`chain`: a chain of jumps under way, which the plan
/// continues).
fn planner(state: &LeapOver, seat: Seat, chain: Option<JumpChain>) -> home::Planner {
    let own = state.stones(seat);
    let board = home::Board {
        own,
        others: state.occupied() & !own,
        fillers: state.playing_stones() & !own,
        target: state.target_of(seat),
        spoil: state.options().spoil,
    };
    let distances = &target_distances()[target_apex(state, seat)];
    home::Planner::new(board, chain, distances, HOME_BUDGET)
}

/// A decision's way-home planning and the search that decides when no plan is
/// followed, run side by side in slices. A plan found is followed at once by the lower
/// levels; the stronger ones (`race`) follow it only when it wins the race, no
/// opponent having a plan as short (else the search weighs blocking them).
struct PlanFirst {
    /// The planner of the seat to move.
    own: home::Planner,
    /// The opponents' planners (`race` only).
    opponents: Vec<home::Planner>,
    race: bool,
    /// The chain of jumps under way, which the plan's first action continues.
    chain: Option<JumpChain>,
    /// Whether the planning is over.
    planned: bool,
    /// The plan's next action, once it is to be followed.
    decided: Option<LeapAction>,
    /// The search that decides otherwise.
    search: Box<dyn Search<LeapOver>>,
}

impl PlanFirst {
    /// The planning for the player to move in `state` beside `search`.
    fn new(state: &LeapOver, race: bool, search: Box<dyn Search<LeapOver>>) -> Self {
        let seat = state.turn().map_or(Seat(0), |turn| turn.seat);
        let opponents = if race {
            Seat::all(state.seat_count())
                .filter(|&s| s != seat && state.is_playing(s))
                .map(|s| planner(state, s, None))
                .collect()
        } else {
            Vec::new()
        };
        PlanFirst {
            own: planner(state, seat, state.chain()),
            opponents,
            race,
            chain: state.chain(),
            planned: false,
            decided: None,
            search,
        }
    }

    /// Plans with `work` more positions at most; returns whether the planning is over
    /// (with [`Self::decided`] set when the plan is to be followed).
    fn plan(&mut self, work: u32) -> bool {
        if !self.own.done() {
            return self.own.step(work) && self.own.found().is_none();
        }
        let Some(turn) = self.own.found() else {
            return true;
        };
        if self.race && turn.turns > 1 {
            if let Some(opponent) = self.opponents.iter_mut().find(|p| !p.done()) {
                opponent.step(work);
                return false;
            }
            let outrun = self
                .opponents
                .iter()
                .filter_map(home::Planner::found)
                .any(|theirs| theirs.turns <= turn.turns);
            if outrun {
                return true;
            }
        }
        let from = self.chain.map_or(turn.from, |chain| chain.at);
        self.decided = Some(match turn.landings.first() {
            Some(&to) => LeapAction::Jump { from, to },
            None => LeapAction::Stop,
        });
        true
    }
}

impl Search<LeapOver> for PlanFirst {
    fn step(&mut self, work: u32) -> bool {
        if self.decided.is_some() {
            return true;
        }
        if self.planned {
            return self.search.step(work);
        }
        self.planned = self.plan(work.div_ceil(2));
        if self.decided.is_some() {
            return true;
        }
        // The search goes on beside, so that an answer is ready whenever time is up.
        self.search.step((work / 2).max(1)) && self.planned
    }

    fn best_action(&self) -> Option<LeapAction> {
        self.decided.or_else(|| self.search.best_action())
    }

    fn report(&self) -> SearchReport<LeapAction> {
        match self.decided {
            Some(action) => SearchReport {
                work: 0,
                depth: 0,
                best: Some(action),
                principal_variation: vec![action],
                value: 1.0,
            },
            None => self.search.report(),
        }
    }

    fn root_weights(&self, out: &mut Vec<(LeapAction, f64)>) {
        match self.decided {
            Some(action) => out.push((action, 1.0)),
            None => self.search.root_weights(out),
        }
    }
}

impl Ai for LeapOver {
    /// One random first jump of each colour (chains included).
    const ARENA: ArenaStart = ArenaStart {
        options: &[],
        random_plies: 2,
    };

    fn algorithm(
        algorithm: Algorithm,
        state: &LeapOver,
        seed: u64,
    ) -> Option<Box<dyn Search<LeapOver>>> {
        let evaluator = LeapEvaluator::default();
        Some(algorithm_search(algorithm, state, evaluator, seed))
    }

    fn search(level: Level, state: &LeapOver, seed: u64) -> Box<dyn Search<LeapOver>> {
        let race = matches!(level, Level::Strong | Level::Expert);
        let search = evaluated_search(level, state, seed);
        Box::new(PlanFirst::new(state, race, search))
    }
}

/// The search `level` runs on the evaluation: greedy or alpha-beta with two players,
/// UCT with three.
fn evaluated_search(level: Level, state: &LeapOver, seed: u64) -> Box<dyn Search<LeapOver>> {
    let evaluator = LeapEvaluator::default();
    if state.seat_count() > 2 {
        return match level {
            Level::Casual => Box::new(AlphaBeta::new(state.clone(), evaluator, 1)),
            _ => Box::new(Mcts::new(
                state.clone(),
                evaluator,
                mcts_config(level),
                seed,
            )),
        };
    }
    let depth = match level {
        Level::Beginner | Level::Casual => 1,
        Level::Strong => 3,
        Level::Expert => 12,
    };
    Box::new(AlphaBeta::new(state.clone(), evaluator, depth))
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::leapover::{BLACK, LeapOptions, WHITE};
    use plateau_rules::{Status, Team};
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    /// A random legal action.
    fn random_action(game: &LeapOver, rng: &mut SmallRng) -> LeapAction {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        legal[rng.random_range(0..legal.len())]
    }

    /// The casual computer against random play used to shuffle its last stones to and
    /// fro until the move limit or a repetition drew (seeds 2, 3 and 4 among these):
    /// with the way home planned it finishes every one of these games.
    #[test]
    fn the_casual_level_brings_its_last_stones_home_against_random_play() {
        for seed in 0..8u64 {
            let mut game = LeapOver::new(&LeapOptions::default());
            let mut rng = SmallRng::seed_from_u64(seed);
            let computer = Seat((seed % 2) as u8);
            while let Some(turn) = game.turn() {
                let action = if turn.seat == computer {
                    let budget = crate::Budget::time(std::time::Duration::from_secs(1));
                    crate::choose(Level::Casual, &game, computer, seed, budget).unwrap()
                } else {
                    random_action(&game, &mut rng)
                };
                game.apply(action).unwrap();
            }
            let Status::Over(result) = game.status() else {
                unreachable!("the loop ends with the game");
            };
            assert_eq!(result.winner, Some(Team(computer.0)), "seed {seed}");
        }
    }

    /// The first turn of `seat`'s plan home, planned to the end.
    fn plan_home(game: &LeapOver, seat: Seat) -> Option<home::FirstTurn> {
        let chain = game
            .chain()
            .filter(|_| game.turn().is_some_and(|t| t.seat == seat));
        let mut planner = planner(game, seat, chain);
        while !planner.step(64) {}
        planner.found().cloned()
    }

    /// Along random games, every plan's first turn is legal for the rules, and a plan of
    /// one turn wins when that turn ends.
    #[test]
    fn a_plan_home_is_played_as_legal_jumps_and_a_one_turn_plan_wins() {
        let mut one_turn_plans = 0;
        for seed in 0..12u64 {
            let mut game = LeapOver::new(&LeapOptions::default());
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut decisions = 0;
            while let Some(turn) = game.turn() {
                decisions += 1;
                // Every third decision, and the last ones, where plans are short.
                let planned = decisions % 3 == 0 || game.plies() > 280;
                if let Some(plan) = planned.then(|| plan_home(&game, turn.seat)).flatten() {
                    let mut after = game.clone();
                    let mut at = game.chain().map_or(plan.from, |chain| chain.at);
                    for &to in &plan.landings {
                        after.apply(LeapAction::Jump { from: at, to }).unwrap();
                        at = to;
                    }
                    if after.chain().is_some() {
                        after.apply(LeapAction::Stop).unwrap();
                    }
                    if plan.turns == 1 {
                        one_turn_plans += 1;
                        assert!(after.has_won(turn.seat), "seed {seed}");
                    }
                }
                let action = random_action(&game, &mut rng);
                game.apply(action).unwrap();
            }
        }
        assert!(one_turn_plans > 0);
    }

    /// With three players, far ahead of two players still at their starts, a stone
    /// one step nearer home is still worth more (the race alone is worth 1 either way).
    #[test]
    fn far_ahead_of_two_players_a_step_home_still_counts() {
        let options = LeapOptions {
            players: 3,
            ..LeapOptions::default()
        };
        let target = kadon().start_triangle(Apex::ALL[1]);
        let labels = |set: u128| -> Vec<String> { nodes_of(set).map(|n| n.to_string()).collect() };
        let home: Vec<Node> = nodes_of(target).collect();
        let (_, inside) = home.split_last().unwrap();
        let taken =
            target | kadon().start_triangle(Apex::ALL[0]) | kadon().start_triangle(Apex::ALL[2]);
        // Beside the stones home (so never stranded), nearest and furthest from home.
        let beside = inside.iter().fold(0, |m, n| m | kadon().neighbour_mask(*n)) & !taken;
        let by_distance = |n: &Node| target_distances()[1][n.index()];
        let near_node = nodes_of(beside).min_by_key(by_distance).unwrap();
        let far_node = nodes_of(beside).max_by_key(by_distance).unwrap();
        assert!(by_distance(&near_node) < by_distance(&far_node));
        let position = |last: Node| {
            let black = inside.iter().fold(last.bit(), |m, n| m | n.bit());
            let text = format!(
                "B:{};W:{};R:{};black:jump;chain:-;passed:0;plies:90;out:-",
                labels(black).join(","),
                labels(kadon().start_triangle(Apex::ALL[0])).join(","),
                labels(kadon().start_triangle(Apex::ALL[2])).join(",")
            );
            LeapOver::from_position(&text, &options).unwrap_or_else(|e| panic!("{e}"))
        };
        let evaluator = LeapEvaluator::default();
        let (near, far) = (position(near_node), position(far_node));
        assert!(evaluator.evaluate(&far, BLACK) > 0.75);
        assert!(evaluator.evaluate(&near, BLACK) > evaluator.evaluate(&far, BLACK));
    }

    #[test]
    fn the_start_is_even_and_the_apexes_are_at_distance_zero() {
        let game = LeapOver::new(&LeapOptions::default());
        let evaluator = LeapEvaluator::default();
        assert_eq!(evaluator.evaluate(&game, BLACK), 0.0);
        assert_eq!(evaluator.evaluate(&game, WHITE), 0.0);
        for apex in Apex::ALL {
            assert_eq!(target_distances()[apex as usize][apex.node().index()], 0);
            // A full triangle sums to FULL_TARGET, and every node outside is further
            // than every node inside.
            let triangle = kadon().start_triangle(apex);
            let sum: u32 = nodes_of(triangle)
                .map(|n| target_distances()[apex as usize][n.index()] as u32)
                .sum();
            let outside = nodes_of(!triangle & ((1 << NODES) - 1))
                .map(|n| target_distances()[apex as usize][n.index()])
                .min();
            assert!(outside > Some(3));
            assert_eq!(sum as f32, FULL_TARGET);
        }
    }
}
