//! YINSH: the evaluation, and the search each level runs.

use std::sync::OnceLock;

use plateau_rules::yinsh::board::{DIRECTIONS, LINE_STEPS, Point, has_five_in_a_row};
use plateau_rules::yinsh::{Variant, Yinsh, YinshAction, YinshDecision, YinshOptions};
use plateau_rules::{Game, Seat};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::alphabeta::AlphaBeta;
use crate::mcts::{Mcts, MctsConfig};
use crate::{Ai, Algorithm, ArenaStart, Evaluator, Level, Search, SearchReport, outcome_value};

/// The 123 windows of five points in a line, as bit masks.
fn windows() -> &'static [u128] {
    static WINDOWS: OnceLock<Vec<u128>> = OnceLock::new();
    WINDOWS.get_or_init(|| {
        let mut masks = Vec::new();
        for start in Point::all() {
            for step in LINE_STEPS {
                let mut mask = start.bit();
                let mut at = start;
                for _ in 0..4 {
                    match at.step(step as i8) {
                        Some(next) => {
                            at = next;
                            mask |= next.bit();
                        }
                        None => {
                            mask = 0;
                            break;
                        }
                    }
                }
                if mask != 0 {
                    masks.push(mask);
                }
            }
        }
        masks
    })
}

/// For each point (by bit index) and each of the six directions, the points a ring on it
/// passes moving that way, nearest first, as bits; empty off the board.
fn rays() -> &'static [[Vec<u128>; 6]] {
    static RAYS: OnceLock<Vec<[Vec<u128>; 6]>> = OnceLock::new();
    RAYS.get_or_init(|| {
        (0..121u8)
            .map(|index| {
                std::array::from_fn(|d| {
                    let mut ray = Vec::new();
                    let mut at = Point::from_index(index);
                    while let Some(next) = at.and_then(|p| p.step(DIRECTIONS[d])) {
                        ray.push(next.bit());
                        at = Some(next);
                    }
                    ray
                })
            })
            .collect()
    })
}

/// The markers a ring would flip moving along `ray` past them: the first run of markers
/// on its way, if an empty point follows it (0 if none, or if a ring or the board's edge
/// stops it first).
fn jumped_markers(ray: &[u128], markers: u128, rings: u128) -> u128 {
    let mut run = 0;
    for &bit in ray {
        if rings & bit != 0 {
            return 0;
        }
        if markers & bit != 0 {
            run |= bit;
        } else if run != 0 {
            return run;
        }
    }
    0
}

/// Weights of the evaluation's terms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct YinshWeights {
    /// Per ring removed (or about to be: a row of one's colour on the board).
    pub ring: f32,
    /// Per marker showing one's colour.
    pub marker: f32,
    /// Per window with three of one's markers and none of the opponent's.
    pub three: f32,
    /// Per window with four.
    pub four: f32,
    /// Per empty point next to one's rings.
    pub freedom: f32,
    /// Per opponent's marker one of one's rings could flip with its next move.
    pub flip_theirs: f32,
    /// Per marker of one's own that one of one's rings could flip with its next move.
    pub flip_own: f32,
    /// When one is to move a ring and has a row ready: a move of one of one's rings
    /// (the marker it leaves, with the markers it flips) would make a row of five.
    pub ready_to_move: f32,
    /// Per row ready (as above: per ring, and per ring and direction that flips, at
    /// most two counted) while the opponent is to move.
    pub ready_waiting: f32,
}

/// The standard game's weights, tuned by play: `cargo run --release -p plateau-ai
/// --example tune_yinsh` (see `docs/performance.md` for the rounds and their results).
/// The two of rows ready to be made were set by hand, then checked against yngine.
impl Default for YinshWeights {
    fn default() -> Self {
        YinshWeights {
            ring: 1.0,
            marker: 0.058,
            three: 0.007,
            four: 0.155,
            freedom: -0.010,
            flip_theirs: 0.077,
            flip_own: 0.0,
            ready_to_move: 0.6,
            ready_waiting: 0.2,
        }
    }
}

impl YinshWeights {
    /// The weights for blitz, where the first row wins the game: the standard ones,
    /// and a row ready to be made counts for nearly the game.
    pub fn blitz() -> Self {
        YinshWeights {
            ready_to_move: 0.8,
            ready_waiting: 0.25,
            ..YinshWeights::default()
        }
    }

    /// The weights for a game of `options`.
    pub fn for_options(options: &YinshOptions) -> Self {
        match options.variant {
            Variant::Standard => YinshWeights::default(),
            Variant::Blitz => YinshWeights::blitz(),
        }
    }

    /// The same weights blind to rows ready to be made (the two lower levels').
    pub fn without_ready(self) -> Self {
        YinshWeights {
            ready_to_move: 0.0,
            ready_waiting: 0.0,
            ..self
        }
    }
}

/// The YINSH evaluation: the difference between the two players' material and
/// threats, squashed to (-1, 1).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct YinshEvaluator {
    /// The weights.
    pub weights: YinshWeights,
}

impl YinshEvaluator {
    /// The evaluation for the variant `state` is played in.
    pub fn for_state(state: &Yinsh) -> Self {
        YinshEvaluator {
            weights: YinshWeights::for_options(state.options()),
        }
    }

    /// One player's side of the balance, and how many rows it has ready to make (see
    /// [`YinshWeights::ready_to_move`]).
    fn side(&self, state: &Yinsh, seat: Seat) -> (f32, u32) {
        let w = &self.weights;
        let own = state.markers(seat).0;
        let theirs = state.markers(seat.opponent()).0;
        let pending = if state.has_row(seat) { 0.9 } else { 0.0 };
        let rings = state.rings(seat).0 | state.rings(seat.opponent()).0;
        let markers = own | theirs;
        let occupied = markers | rings;
        let mut freedom = 0;
        let mut flippable = 0;
        let mut ready = 0;
        for ring in state.rings(seat).iter() {
            let mut moves = false;
            for ray in &rays()[ring.index() as usize] {
                if ray.first().is_some_and(|&next| occupied & next == 0) {
                    freedom += 1;
                    moves = true;
                }
                let jumped = jumped_markers(ray, markers, rings);
                if jumped != 0 {
                    moves = true;
                    if has_five_in_a_row((own & !jumped) | (theirs & jumped) | ring.bit()) {
                        ready += 1;
                    }
                }
                flippable |= jumped;
            }
            if moves && has_five_in_a_row(own | ring.bit()) {
                ready += 1;
            }
        }
        let mut threes = 0;
        let mut fours = 0;
        for &window in windows() {
            if window & theirs == 0 {
                match (window & own).count_ones() {
                    3 => threes += 1,
                    4 => fours += 1,
                    _ => {}
                }
            }
        }
        let value = w.ring * (state.rings_removed(seat) as f32 + pending)
            + w.marker * state.markers(seat).len() as f32
            + w.three * threes as f32
            + w.four * fours as f32
            + w.freedom * freedom as f32
            + w.flip_theirs * (flippable & theirs).count_ones() as f32
            + w.flip_own * (flippable & own).count_ones() as f32;
        (value, ready)
    }

    /// What `seat`'s `ready` rows are worth, `to_move` telling whether it moves next.
    fn ready_value(&self, ready: u32, to_move: bool) -> f32 {
        match (ready, to_move) {
            (0, _) => 0.0,
            (_, true) => self.weights.ready_to_move,
            (n, false) => self.weights.ready_waiting * n.min(2) as f32,
        }
    }
}

impl Evaluator<Yinsh> for YinshEvaluator {
    fn evaluate(&self, state: &Yinsh, seat: Seat) -> f32 {
        let (mine, my_ready) = self.side(state, seat);
        let (theirs, their_ready) = self.side(state, seat.opponent());
        let mut balance = mine - theirs;
        if let Some(turn) = state.turn().filter(|t| t.kind == YinshDecision::MoveRing) {
            balance += self.ready_value(my_ready, turn.seat == seat)
                - self.ready_value(their_ready, turn.seat != seat);
        }
        (balance * 0.8).tanh()
    }

    fn priority(&self, _state: &Yinsh, action: YinshAction) -> i32 {
        // Longer moves jump and flip more: worth trying first.
        match action {
            YinshAction::MoveRing { from, to } => {
                from.direction_to(to).map_or(0, |(_, d)| d as i32)
            }
            _ => 0,
        }
    }
}

/// The lattice distance between two points: the fewest steps between neighbours.
fn distance(a: Point, b: Point) -> u8 {
    let dc = b.column() as i8 - a.column() as i8;
    let dr = b.row() as i8 - a.row() as i8;
    let d = if dc.signum() * dr.signum() >= 0 {
        dc.abs().max(dr.abs())
    } else {
        dc.abs() + dr.abs()
    };
    d as u8
}

/// The board's centre, f6.
const CENTRE: (u8, u8) = (5, 6);

/// How good a point looks for the next ring of `seat` in the placement phase, the way
/// a player places: room to move (the points a ring there reaches along its six lines,
/// past no ring), near the centre (two per step away from it), apart from its own rings
/// (eight off per neighbouring one, two per one on a line with it within three steps),
/// and near the opponent's (one and a half per ring it shares a line with, one off per
/// step beyond two to the nearest). A central point scores about 24, the rim about 8.
///
/// The search's evaluation cannot judge rings alone: with no markers on the board all
/// that differs is its `freedom` term, whose weight (tuned for the game of markers) is
/// negative, so the search placed every ring in a corner.
pub fn placement_score(state: &Yinsh, seat: Seat, point: Point) -> f32 {
    let own = state.rings(seat);
    let theirs = state.rings(seat.opponent());
    let rings = own.0 | theirs.0;
    let reach: usize = rays()[point.index() as usize]
        .iter()
        .map(|ray| ray.iter().take_while(|&&bit| rings & bit == 0).count())
        .sum();
    let centre = Point::new(CENTRE.0, CENTRE.1).expect("f6 is on the board");
    let mut score = reach as f32 - 2.0 * distance(point, centre) as f32;
    for ring in own.iter() {
        let d = distance(point, ring);
        if d == 1 {
            score -= 8.0;
        } else if d <= 3 && point.direction_to(ring).is_some() {
            score -= 2.0;
        }
    }
    let mut nearest = None::<u8>;
    for ring in theirs.iter() {
        let d = distance(point, ring);
        nearest = Some(nearest.map_or(d, |n| n.min(d)));
        if point.direction_to(ring).is_some() {
            score += 1.5;
        }
    }
    if let Some(nearest) = nearest {
        score -= nearest.saturating_sub(2) as f32;
    }
    score
}

/// The placement of a ring (YINSH's first ten decisions): the point of the best
/// [`placement_score`] plus a random amount below `noise`, so that games differ and the
/// weaker levels place more loosely. No look-ahead: nothing the search could see
/// before the rings move would tell the points apart.
pub struct PlaceRing {
    best: Option<YinshAction>,
    scored: u64,
    value: f32,
}

impl PlaceRing {
    /// The choice for the seat to place in `state`, with up to `noise` added to each
    /// point's score; `seed` makes it repeatable.
    pub fn new(state: &Yinsh, noise: f32, seed: u64) -> Self {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let seat = state.turn().map(|t| t.seat);
        let mut best = None;
        let mut best_score = f32::NEG_INFINITY;
        for &action in &legal {
            let score = match (action, seat) {
                (YinshAction::PlaceRing(point), Some(seat)) => {
                    placement_score(state, seat, point) + noise * rng.random::<f32>()
                }
                _ => f32::NEG_INFINITY,
            };
            if best.is_none() || score > best_score {
                best = Some(action);
                best_score = score;
            }
        }
        let value = seat.map_or(0.0, |seat| {
            outcome_value(state, seat, &YinshEvaluator::default())
        });
        PlaceRing {
            best,
            scored: legal.len() as u64,
            value,
        }
    }
}

impl Search<Yinsh> for PlaceRing {
    fn step(&mut self, _work: u32) -> bool {
        true
    }

    fn best_action(&self) -> Option<YinshAction> {
        self.best
    }

    fn report(&self) -> SearchReport<YinshAction> {
        SearchReport {
            work: self.scored,
            depth: 1,
            best: self.best,
            principal_variation: self.best.into_iter().collect(),
            value: self.value,
        }
    }
}

/// How loosely each level places its rings: the random amount added to a point's
/// [`placement_score`] (a step nearer the centre is worth 2 and a few points of reach).
fn placement_noise(level: Level) -> f32 {
    match level {
        Level::Beginner => 12.0,
        Level::Casual => 5.0,
        Level::Strong => 3.0,
        Level::Expert => 2.0,
    }
}

impl Ai for Yinsh {
    /// The ten rings placed at random.
    const ARENA: ArenaStart = ArenaStart {
        options: &[],
        random_plies: 10,
    };

    fn algorithm(algorithm: Algorithm, state: &Yinsh, seed: u64) -> Option<Box<dyn Search<Yinsh>>> {
        let evaluator = YinshEvaluator::for_state(state);
        Some(match algorithm {
            Algorithm::AlphaBeta => Box::new(AlphaBeta::new(*state, evaluator, 64)),
            Algorithm::Mcts => Box::new(Mcts::new(*state, evaluator, MctsConfig::default(), seed)),
        })
    }

    /// The rings are placed by [`PlaceRing`] at every level, the rest searched.
    fn search(level: Level, state: &Yinsh, seed: u64) -> Box<dyn Search<Yinsh>> {
        if state
            .turn()
            .is_some_and(|t| t.kind == YinshDecision::PlaceRing)
        {
            return Box::new(PlaceRing::new(state, placement_noise(level), seed));
        }
        let evaluator = YinshEvaluator::for_state(state);
        // The two lower levels do not see rows ready to be made: seeing them, casual's
        // one decision of look-ahead was worth nearly strong's three (strong scored 74%
        // against it instead of 90%).
        let lower = YinshEvaluator {
            weights: evaluator.weights.without_ready(),
        };
        match level {
            Level::Beginner => Box::new(Mcts::new(
                *state,
                lower,
                MctsConfig {
                    playout_depth: 2,
                    max_playouts: 300,
                    ..MctsConfig::default()
                },
                seed,
            )),
            Level::Casual => Box::new(AlphaBeta::new(*state, lower, 1)),
            Level::Strong => Box::new(AlphaBeta::new(*state, evaluator, 3)),
            Level::Expert => Box::new(AlphaBeta::new(*state, evaluator, 12)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_123_windows() {
        assert_eq!(windows().len(), 123);
        assert!(windows().iter().all(|w| w.count_ones() == 5));
    }

    /// A row ready counts for more when its owner moves next, and more in blitz,
    /// where it wins the game, than in the standard game.
    #[test]
    fn a_row_ready_counts_most_for_the_side_to_move() {
        use plateau_rules::yinsh::{BLACK, Position, WHITE};

        let position = |variant, to_move| {
            Position {
                options: YinshOptions { variant },
                rings: [
                    Position::points("c7 h3 k9").unwrap(),
                    Position::points("a2 j11 k10").unwrap(),
                ],
                markers: [
                    Position::points("c3 c4 c5 c6").unwrap(),
                    Position::points("g3 g4 f6").unwrap(),
                ],
                removed: [0, 0],
                to_move,
            }
            .build()
            .unwrap()
        };
        let value = |variant, to_move| {
            let state = position(variant, to_move);
            let evaluator = YinshEvaluator::for_state(&state);
            assert_eq!(evaluator.side(&state, WHITE).1, 1);
            assert_eq!(evaluator.side(&state, BLACK).1, 0);
            evaluator.evaluate(&state, WHITE)
        };
        for variant in [Variant::Standard, Variant::Blitz] {
            assert!(value(variant, WHITE) > value(variant, BLACK) + 0.1);
        }
        assert!(value(Variant::Blitz, WHITE) > value(Variant::Standard, WHITE));
        assert_eq!(
            YinshEvaluator::for_state(&position(Variant::Blitz, WHITE)).weights,
            YinshWeights::blitz()
        );
    }

    /// Plays `games` uniformly random games from `seed` and shows `f` every position
    /// where a ring is to be moved, with its legal actions.
    fn for_each_ring_move(
        games: usize,
        seed: u64,
        mut f: impl FnMut(&Yinsh, Seat, &[YinshAction]),
    ) {
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..games {
            let mut game = Yinsh::new(&YinshOptions::default());
            let mut actions = Vec::new();
            while let Some(turn) = game.turn() {
                actions.clear();
                game.legal_actions(&mut actions);
                if turn.kind == YinshDecision::MoveRing {
                    f(&game, turn.seat, &actions);
                }
                let action = actions[rng.random_range(0..actions.len())];
                game.apply(action).unwrap();
            }
        }
    }

    /// Through random games: where one of the mover's moves makes a row, the mover was
    /// counted a row ready, and where it was, nearly always one of its moves makes one
    /// (a ring may have no legal landing in a direction it could flip along).
    #[test]
    fn ready_rows_are_rows_a_move_makes() {
        let evaluator = YinshEvaluator::default();
        let (mut ready_made, mut ready_not_made, mut made_not_ready) = (0, 0, 0);
        for_each_ring_move(300, 11, |game, seat, actions| {
            let ready = evaluator.side(game, seat).1 > 0;
            let made = actions.iter().any(|&action| {
                let mut after = *game;
                after.apply(action).unwrap();
                after.has_row(seat)
            });
            match (ready, made) {
                (true, true) => ready_made += 1,
                (true, false) => ready_not_made += 1,
                (false, true) => made_not_ready += 1,
                (false, false) => {}
            }
        });
        assert!(ready_made > 1000, "{ready_made}");
        assert!(
            ready_not_made * 50 < ready_made,
            "{ready_not_made} of {ready_made}"
        );
        assert_eq!(made_not_ready, 0);
    }

    /// Through random games, the markers `jumped_markers` finds for the mover's rings
    /// are exactly the markers some legal move flips.
    #[test]
    fn jumped_markers_are_what_legal_moves_flip() {
        let mut checked = 0;
        for_each_ring_move(40, 7, |game, seat, actions| {
            let markers = game.markers(seat).0 | game.markers(seat.opponent()).0;
            let rings = game.rings(seat).0 | game.rings(seat.opponent()).0;
            let mut flipped = 0;
            for &action in actions {
                let mut after = *game;
                after.apply(action).unwrap();
                // Markers of one colour before and the other after; the marker left
                // where the ring started is new, not flipped.
                flipped |= game.markers(seat).0 & after.markers(seat.opponent()).0;
                flipped |= game.markers(seat.opponent()).0 & after.markers(seat).0;
            }
            let mut found = 0;
            for ring in game.rings(seat).iter() {
                for ray in &rays()[ring.index() as usize] {
                    found |= jumped_markers(ray, markers, rings);
                }
            }
            assert_eq!(found, flipped, "{}", game.render_text());
            checked += 1;
        });
        assert!(checked > 1000, "{checked}");
    }
}
