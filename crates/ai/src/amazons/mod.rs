//! Aliens and Amazons: the balance between the aliens' captures and freedom and the
//! Amazons' hold on them, and the search each level runs.
//!
//! Seen from the aliens: each capture brings them closer to their target; each move
//! an alien has is freedom the Amazons must take away to trap them; each Amazon an
//! alien could jump now is one the Amazons are about to lose (during deployment too:
//! an Amazon placed where it can be jumped feeds the aliens); and the Amazons' moves
//! spent bring the aliens' other win closer; Amazons far from the aliens cannot trap
//! them. The Amazons' value is the opposite.
//! The aliens' levels run alpha-beta on this evaluation, deeper as the level rises; the
//! beginner slips (a random action on a quarter of its decisions) only as the aliens.
//!
//! The Amazons cannot trap aliens that always flee, so their search does not assume
//! that the aliens will: it takes the aliens' replies as equally likely
//! ([`HuntSearch`], on its own copy of the position, [`Field`]) and values positions
//! by the hunt ([`hunt`]), looking two Amazon decisions ahead for the best few of its
//! actions and, from casual up, three for the best few of those and four for the best
//! few of these, more of them as the level rises (as many as its time allows: the
//! best are looked at first). Inside the tree an Amazon decision values only the
//! actions that leave the lowest hunts (`CONSIDERED`), which makes the fourth
//! decision affordable: in `hunt_random` with the same 40 games, casual looking four
//! decisions ahead trapped random aliens in 26 where three decisions won 21.
//! Near the move limit, the steps their trap still needs beyond those left lower every
//! value of the search alike (`late` in `hunt.rs`): a trap out of reach is then worth
//! less than a draw, and a draw by repetition at hand is taken rather than a loss at
//! the limit. Lowered that far, the values still count the Amazons lost and
//! threatened: the search keeps guarding its Amazons, for a capture is a position the
//! game never comes back to, and a repetition needs the game to come back.

mod field;
mod hunt;
mod search;

pub use field::{Field, Outcome};
pub use hunt::{HuntEvaluator, HuntWeights, UnknownWeight, cage_of};
pub use search::{HuntDepth, HuntSearch};

use plateau_rules::amazons::{Amazons, AmazonsAction, BLACK, WHITE};
use plateau_rules::board::kadon::{kadon, nodes_of};
use plateau_rules::{Game, Seat};

use crate::alphabeta::AlphaBeta;
use crate::{Ai, Algorithm, ArenaStart, Evaluator, Level, Search, algorithm_search};
use field::{alien_reach, jumpable};

/// Weights of the Aliens and Amazons evaluation, from the aliens' side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AmazonsWeights {
    /// Per Amazon captured, as a share of the target (the target itself is worth
    /// this).
    pub captures: f32,
    /// Per move the aliens have (steps and first jumps).
    pub freedom: f32,
    /// Per Amazon an alien could jump now.
    pub threatened: f32,
    /// The share of the Amazons' moves spent, weighted.
    pub clock: f32,
    /// Per step between an Amazon and the nearest alien, on average: the Amazons must
    /// close in to trap.
    pub distance: f32,
}

impl Default for AmazonsWeights {
    fn default() -> Self {
        AmazonsWeights {
            captures: 3.0,
            freedom: 0.15,
            threatened: 0.15,
            clock: 1.0,
            distance: 0.15,
        }
    }
}

/// The Aliens and Amazons evaluation.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct AmazonsEvaluator {
    /// The weights.
    pub weights: AmazonsWeights,
}

impl AmazonsEvaluator {
    /// The balance for the aliens, unbounded.
    fn aliens_balance(&self, state: &Amazons) -> f32 {
        let w = &self.weights;
        let options = state.options();
        let (moves, threatened) = alien_options(state);
        let clock = if options.amazon_moves > 0 {
            state.amazon_steps() as f32 / options.amazon_moves as f32
        } else {
            0.0
        };
        w.captures * state.captured() as f32 / options.alien_target as f32
            + w.distance * mean_distance(state)
            + w.freedom * moves as f32
            + w.threatened * threatened.count_ones() as f32
            + w.clock * clock
    }
}

/// The aliens' moves now (steps and first jumps), and the Amazons they could jump.
fn alien_options(state: &Amazons) -> (u32, u128) {
    let occupied = state.occupied();
    let (mut moves, mut threatened) = (0, 0);
    for alien in nodes_of(state.aliens()) {
        let reach = alien_reach(alien, occupied);
        moves += reach.count_ones();
        threatened |= jumpable(alien, reach, state.amazons());
    }
    (moves, threatened)
}

/// The mean number of steps from the Amazons to their nearest alien (0 without both).
fn mean_distance(state: &Amazons) -> f32 {
    let amazons = state.amazons();
    if amazons == 0 || state.aliens() == 0 {
        return 0.0;
    }
    let mut reached = state.aliens();
    let mut frontier = reached;
    let (mut step, mut sum) = (0, 0);
    while frontier != 0 && reached & amazons != amazons {
        sum += step * (frontier & amazons).count_ones();
        let mut next = 0;
        for node in nodes_of(frontier) {
            next |= kadon().neighbour_mask(node);
        }
        frontier = next & !reached;
        reached |= frontier;
        step += 1;
    }
    sum += step * (frontier & amazons).count_ones();
    sum as f32 / amazons.count_ones() as f32
}

impl Evaluator<Amazons> for AmazonsEvaluator {
    fn evaluate(&self, state: &Amazons, seat: Seat) -> f32 {
        let value = (self.aliens_balance(state) - 1.0).tanh();
        if seat == WHITE { value } else { -value }
    }

    fn priority(&self, state: &Amazons, action: AmazonsAction) -> i32 {
        match action {
            AmazonsAction::Move { from, to } => match kadon().jumped_node(from, to) {
                Some(over) if state.amazons() & over.bit() != 0 => 10,
                Some(_) => 2,
                None => 1,
            },
            _ => 0,
        }
    }
}

/// How many of its actions an Amazon decision inside the search's tree values one
/// decision ahead, by the hunt of the position each leaves.
const CONSIDERED: usize = 8;

/// How far and how wide the Amazons' search of `level` looks.
pub fn hunt_depth(level: Level) -> HuntDepth {
    let (widths, inner): (&'static [usize], usize) = match level {
        Level::Beginner => (&[3], 1),
        Level::Casual => (&[12, 6, 3], 2),
        Level::Strong => (&[30, 10, 4], 2),
        Level::Expert => (&[60, 24, 8], 3),
    };
    HuntDepth {
        widths,
        inner,
        considered: CONSIDERED,
    }
}

impl Ai for Amazons {
    /// The first alien and the first Amazon placed at random.
    const ARENA: ArenaStart = ArenaStart {
        options: &[],
        random_plies: 2,
    };

    /// The level's slips only as the aliens: as the Amazons one random step in four
    /// undoes the cages the beginner builds, and it could then hardly ever trap even
    /// random aliens.
    fn blunder_percent(level: Level, state: &Amazons) -> u32 {
        if state.turn().is_some_and(|turn| turn.seat == BLACK) {
            0
        } else {
            level.blunder_percent()
        }
    }

    fn algorithm(
        algorithm: Algorithm,
        state: &Amazons,
        seed: u64,
    ) -> Option<Box<dyn Search<Amazons>>> {
        let evaluator = AmazonsEvaluator::default();
        Some(algorithm_search(algorithm, state, evaluator, seed))
    }

    fn search(level: Level, state: &Amazons, _seed: u64) -> Box<dyn Search<Amazons>> {
        if state.turn().is_some_and(|turn| turn.seat == BLACK) {
            let depth = hunt_depth(level);
            return Box::new(HuntSearch::new(state, HuntEvaluator::default(), depth));
        }
        let depth = match level {
            Level::Beginner | Level::Casual => 1,
            Level::Strong => 3,
            Level::Expert => 12,
        };
        Box::new(AlphaBeta::new(
            state.clone(),
            AmazonsEvaluator::default(),
            depth,
        ))
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use plateau_rules::amazons::AmazonsOptions;

    #[test]
    fn a_capture_is_good_for_the_aliens_and_bad_for_the_amazons() {
        let options = AmazonsOptions::default();
        let before = Amazons::from_position(
            "W:a1,a9,i1;B:b1,d1;white:move-alien;chain:-;taken:;placed:3;moves:0;plies:6",
            &options,
        )
        .unwrap();
        let after = Amazons::from_position(
            "W:a9,c1,i1;B:d1;black:place-amazon;chain:-;taken:;placed:3;moves:0;plies:7",
            &options,
        )
        .unwrap();
        let evaluator = AmazonsEvaluator::default();
        assert!(evaluator.evaluate(&after, WHITE) > evaluator.evaluate(&before, WHITE));
        assert!(evaluator.evaluate(&after, BLACK) < evaluator.evaluate(&before, BLACK));
        let capture = AmazonsAction::Move {
            from: "a1".parse_node(),
            to: "c1".parse_node(),
        };
        assert_eq!(evaluator.priority(&before, capture), 10);
    }

    /// Two aliens caged in their corners, the third (on `a1`) with one hole left
    /// beside an Amazon that can step into it, and a loose Amazon far away.
    fn one_hole_left() -> (Amazons, AmazonsAction) {
        let cage = |label: &str| hunt::cage_of(label.parse_node());
        let a1 = cage("a1");
        let hole = nodes_of(a1).last().unwrap();
        let walls = a1 & !hole.bit() | cage("a9") | cage("i1");
        let helper = nodes_of(kadon().neighbour_mask(hole) & !walls & !a1)
            .next()
            .unwrap();
        let far = "e5".parse_node();
        let amazons: Vec<String> = nodes_of(walls | helper.bit() | far.bit())
            .map(|n| n.to_string())
            .collect();
        let text = format!(
            "W:a1,a9,i1;B:{};black:move-amazon;chain:-;taken:;placed:30;moves:10;plies:90",
            amazons.join(",")
        );
        let state = Amazons::from_position(&text, &AmazonsOptions::default()).unwrap();
        (
            state,
            AmazonsAction::Move {
                from: helper,
                to: hole,
            },
        )
    }

    #[test]
    fn every_amazon_level_closes_the_last_hole_and_traps_the_aliens() {
        let (state, closing) = one_hole_left();
        for level in Level::ALL {
            let mut search = Amazons::search(level, &state, 1);
            while !search.step(64) {}
            assert_eq!(search.best_action(), Some(closing), "{level:?}");
        }
    }

    #[test]
    fn the_beginner_slips_as_the_aliens_on_about_a_quarter_of_its_decisions_and_the_others_never() {
        let state = Amazons::from_position(
            "W:a1,e5,i1;B:b1,d1;white:move-alien;chain:-;taken:;placed:3;moves:0;plies:6",
            &AmazonsOptions::default(),
        )
        .unwrap();
        let slips = |level| {
            (0..400)
                .filter(|&seed| {
                    matches!(
                        crate::decide(level, &state, WHITE, seed).unwrap(),
                        crate::Decision::Now(_)
                    )
                })
                .count()
        };
        let beginner = slips(Level::Beginner);
        assert!((60..=140).contains(&beginner), "{beginner} slips in 400");
        for level in [Level::Casual, Level::Strong, Level::Expert] {
            assert_eq!(slips(level), 0, "{level:?}");
        }
    }

    #[test]
    fn the_beginner_never_slips_as_the_amazons() {
        let (state, closing) = one_hole_left();
        for seed in 0..40 {
            let action = match crate::decide(Level::Beginner, &state, BLACK, seed).unwrap() {
                crate::Decision::Now(action) => action,
                crate::Decision::Search(mut search) => {
                    while !search.step(64) {}
                    search.best_action().unwrap()
                }
            };
            assert_eq!(action, closing, "seed {seed}");
        }
    }

    /// The last free alien (k3) shuttles to l4 and back: l5-l4 traps it now, and
    /// after almost any other move it steps to l4, where another step traps it.
    pub(super) fn the_last_alien_a_step_from_its_trap() -> Amazons {
        Amazons::from_position(
            "W:j8,k7,k3;B:a1,a8,a9,b7,b8,b9,c9,f4,f5,g2,g5,g8,h7,h8,i1,i3,i7,i8,j2,j3,j4,\
             j6,j7,k4,k5,l5,l6,m5;black:move-amazon;chain:-;taken:;placed:30;moves:30;plies:121",
            &AmazonsOptions::default(),
        )
        .unwrap()
    }

    #[test]
    fn every_amazon_level_traps_now_rather_than_a_move_later() {
        let state = the_last_alien_a_step_from_its_trap();
        let trap = AmazonsAction::Move {
            from: "l5".parse_node(),
            to: "l4".parse_node(),
        };
        for level in Level::ALL {
            let mut search = Amazons::search(level, &state, 1);
            while !search.step(64) {}
            assert_eq!(search.best_action(), Some(trap), "{level:?}");
        }
    }

    /// The mean value for Black of `state` over the aliens' replies, each decision of
    /// a chain equally likely, down to Black's next decision.
    pub(super) fn mean_over_replies(state: &Amazons, evaluator: &HuntEvaluator) -> f32 {
        if state.turn().is_none_or(|turn| turn.seat == BLACK) {
            return match state.status() {
                plateau_rules::Status::Ongoing => evaluator.value(&Field::of(state)),
                plateau_rules::Status::Over(result) => match result.winner {
                    Some(team) if team == plateau_rules::Team::solo(BLACK) => 1.0,
                    Some(_) => -1.0,
                    None => 0.0,
                },
            };
        }
        let mut replies = Vec::new();
        state.legal_actions(&mut replies);
        let sum: f32 = replies
            .iter()
            .map(|&reply| {
                let mut next = state.clone();
                next.apply(reply).unwrap();
                mean_over_replies(&next, evaluator)
            })
            .sum();
        sum / replies.len() as f32
    }

    #[test]
    fn the_amazons_value_a_move_by_the_average_of_the_aliens_replies() {
        // Without the Amazon beside the hole, no step traps the aliens at once.
        let (state, closing) = one_hole_left();
        let AmazonsAction::Move { from: helper, .. } = closing else {
            unreachable!()
        };
        let text = state.position_text().replace(&format!("{helper},"), "");
        let state = Amazons::from_position(&text, &AmazonsOptions::default()).unwrap();
        assert_eq!(state.amazons() & helper.bit(), 0);
        let evaluator = HuntEvaluator::default();
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let best = actions
            .iter()
            .map(|&action| {
                let mut after = state.clone();
                after.apply(action).unwrap();
                mean_over_replies(&after, &evaluator)
            })
            .fold(f32::NEG_INFINITY, f32::max);
        assert!(best < 0.999, "no step wins at once");
        let one_pass = HuntDepth {
            widths: &[],
            inner: 1,
            considered: usize::MAX,
        };
        let mut search = HuntSearch::new(&state, evaluator, one_pass);
        while !search.step(16) {}
        assert!((search.report().value - best).abs() < 1e-5);
        assert_eq!(search.report().depth, 1);
    }

    trait ParseNode {
        fn parse_node(&self) -> plateau_rules::board::kadon::Node;
    }

    impl ParseNode for &str {
        fn parse_node(&self) -> plateau_rules::board::kadon::Node {
            plateau_rules::board::kadon::Node::parse(self).unwrap()
        }
    }
}
