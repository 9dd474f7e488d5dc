//! The Amazons' hunt: how near the aliens are to being trapped where they stand.
//!
//! An alien is trapped when every node it could step or jump to is taken: its
//! neighbours, and the landings beyond them (its cage). The hunt counts, for each
//! alien, the empty nodes of its cage (the Amazons close one cage before the next: the
//! count is taken to a power below one, so the last hole of a cage weighs most), the
//! empty nodes of all cages together, how far the free Amazons are from those holes
//! (the nearest free Amazon for each hole), the aliens' moves, the Amazons an alien
//! could jump now, and the Amazons lost. Less is better for the Amazons. A position the
//! Amazons trap on their next decision is worth, whatever the hunt, a win a decision
//! later.

use std::sync::OnceLock;

use plateau_rules::amazons::{ALIENS, AMAZONS};
use plateau_rules::board::kadon::{NODES, Node, kadon, nodes_of};

use super::field::{Field, alien_reach, jumpable};

/// Weights of the hunt, each per unit of what it counts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HuntWeights {
    /// Per move the aliens have now.
    pub alien_moves: f32,
    /// Per Amazon an alien could jump now.
    pub threatened: f32,
    /// Per Amazon captured.
    pub captured: f32,
    /// Per empty node of all cages together.
    pub holes: f32,
    /// Per step from the free Amazons to the holes.
    pub haul: f32,
    /// Per unit of each cage's holes taken to [`Self::cage_power`].
    pub cages: f32,
    /// The power below one that makes the last holes of a cage weigh most.
    pub cage_power: f32,
    /// The hunt worth a draw: a hunt `h` is valued `(par - h) / (par + h)`, which
    /// never flattens out, so that large hunts early on still differ (with 60 instead
    /// of 150 the Amazons trapped the aliens in 35% of 60 games against random aliens
    /// instead of 45%).
    pub par: f32,
    /// Per unit of the holes of the cage a free alien moves into (its start then
    /// empty), taken to [`Self::cage_power`] and averaged over its moves.
    pub next_cages: f32,
}

impl Default for HuntWeights {
    fn default() -> Self {
        HuntWeights {
            alien_moves: 0.3,
            threatened: 1.0,
            captured: 3.0,
            holes: 0.5,
            haul: 0.3,
            cages: 2.0,
            cage_power: 0.5,
            par: 150.0,
            next_cages: 2.0,
        }
    }
}

/// Each weight's name (its field's) and the field, one line a weight.
type NamedWeight = (&'static str, fn(&mut HuntWeights) -> &mut f32);

impl HuntWeights {
    /// The weights by name, in the order of the fields.
    const BY_NAME: [NamedWeight; 9] = [
        ("alien_moves", |w| &mut w.alien_moves),
        ("threatened", |w| &mut w.threatened),
        ("captured", |w| &mut w.captured),
        ("holes", |w| &mut w.holes),
        ("haul", |w| &mut w.haul),
        ("cages", |w| &mut w.cages),
        ("cage_power", |w| &mut w.cage_power),
        ("par", |w| &mut w.par),
        ("next_cages", |w| &mut w.next_cages),
    ];

    /// The weights' names, as [`Self::set`] takes them.
    pub fn names() -> impl Iterator<Item = &'static str> {
        Self::BY_NAME.iter().map(|&(name, _)| name)
    }

    /// Sets the weight called `name` (one of [`Self::names`], the field's name) to
    /// `value`; an unknown name changes nothing.
    pub fn set(&mut self, name: &str, value: f32) -> Result<(), UnknownWeight> {
        let (_, field) = Self::BY_NAME
            .iter()
            .find(|&&(known, _)| known == name)
            .ok_or_else(|| UnknownWeight(name.to_string()))?;
        *field(self) = value;
        Ok(())
    }
}

/// A name that is not one of [`HuntWeights::names`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownWeight(pub String);

impl std::fmt::Display for UnknownWeight {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "no hunt weight is called `{}` (the weights: {})",
            self.0,
            HuntWeights::names().collect::<Vec<_>>().join(", ")
        )
    }
}

impl std::error::Error for UnknownWeight {}

/// The steps one hole counts when no free Amazon is left to fill it.
const NO_AMAZON: u32 = 10;

/// Each node's cage: its neighbours and the landings of every jump from it.
fn cages() -> &'static [u128; NODES] {
    static CAGES: OnceLock<[u128; NODES]> = OnceLock::new();
    CAGES.get_or_init(|| {
        let board = kadon();
        std::array::from_fn(|index| {
            let node = Node(index as u8);
            let mut cage = board.neighbour_mask(node);
            for &over in board.neighbours_of(node) {
                for &landing in board.jump_landings(node, over) {
                    cage |= landing.bit();
                }
            }
            cage
        })
    })
}

/// The cage of `node`: the nodes an alien there needs taken to be trapped.
pub fn cage_of(node: Node) -> u128 {
    cages()[node.index()]
}

/// The cages of `field`'s aliens together, and their nodes still empty.
fn cages_and_holes(field: &Field) -> (u128, u128) {
    let caged = nodes_of(field.aliens).fold(0, |m, alien| m | cages()[alien.index()]);
    (caged, caged & !field.occupied())
}

/// The most holes a cage has (an alien in the open: six neighbours and seven
/// landings), and one.
const CAGE_HOLES: usize = 14;

/// The hunt evaluation, for the Amazons' search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HuntEvaluator {
    weights: HuntWeights,
    /// Each count of a cage's holes taken to the cage power.
    powers: [f32; CAGE_HOLES],
}

impl Default for HuntEvaluator {
    fn default() -> Self {
        HuntEvaluator::new(HuntWeights::default())
    }
}

impl HuntEvaluator {
    /// The hunt with these weights.
    pub fn new(weights: HuntWeights) -> Self {
        HuntEvaluator {
            weights,
            powers: std::array::from_fn(|count| (count as f32).powf(weights.cage_power)),
        }
    }

    /// The hunt's count: less is better for the Amazons.
    pub fn hunt(&self, field: &Field) -> f32 {
        let w = &self.weights;
        let occupied = field.occupied();
        let (mut caged, mut cages_value) = (0u128, 0.0);
        let (mut next_value, mut moves, mut threatened) = (0.0, 0, 0u128);
        for alien in nodes_of(field.aliens) {
            let cage = cages()[alien.index()];
            caged |= cage;
            cages_value += self.powers[(cage & !occupied).count_ones() as usize];
            let reach = alien_reach(alien, occupied);
            moves += reach.count_ones();
            threatened |= jumpable(alien, reach, field.amazons);
            next_value += self.next_holes(alien, reach, occupied);
        }
        let all_holes = caged & !occupied;
        // Aliens still to be placed have a whole cage to close.
        let unplaced = ALIENS - field.aliens.count_ones();
        cages_value += unplaced as f32 * self.powers[12];
        w.alien_moves * moves as f32
            + w.threatened * threatened.count_ones() as f32
            + w.captured * field.captured() as f32
            + w.holes * all_holes.count_ones() as f32
            + w.haul * haul(field.amazons & !caged, all_holes) as f32
            + w.cages * cages_value
            + w.next_cages * next_value
    }

    /// The value for the Amazons of `field` at their decision, within (-1, 1).
    pub fn value(&self, field: &Field) -> f32 {
        if traps_next(field) {
            return TRAP_NEXT;
        }
        let par = self.weights.par;
        let hunt = self.hunt(field);
        ((par - hunt) / (par + hunt)).clamp(-BOUND, BOUND)
    }

    /// The holes of the cage an alien on `from` moves into, its start then empty,
    /// each count taken to the cage power, averaged over its `moves` (where it can go
    /// among the stones of `occupied`; 0 for a trapped alien).
    fn next_holes(&self, from: Node, moves: u128, occupied: u128) -> f32 {
        if moves == 0 {
            return 0.0;
        }
        let left = occupied & !from.bit();
        let sum: f32 = nodes_of(moves)
            .map(|to| self.powers[(cages()[to.index()] & !left & !to.bit()).count_ones() as usize])
            .sum();
        sum / moves.count_ones() as f32
    }
}

/// The steps from the `free` Amazons (those on no alien's cage) to the `holes`: the
/// nearest free Amazon for each hole, as many as there are holes.
fn haul(free: u128, holes: u128) -> u32 {
    let count = holes.count_ones();
    if count == 0 {
        return 0;
    }
    let steps = kadon().steps_from(holes);
    // The free Amazons by their distance, nearest first.
    let mut by_distance = [0u32; NODES];
    for node in nodes_of(free) {
        by_distance[usize::from(steps[node.index()]).min(NODES - 1)] += 1;
    }
    let (mut left, mut sum) = (count, 0);
    for (distance, &amazons) in by_distance.iter().enumerate() {
        let taken = amazons.min(left);
        sum += taken * distance as u32;
        left -= taken;
        if left == 0 {
            break;
        }
    }
    sum + left * NO_AMAZON
}

/// The steps before the move limit from which the Amazons weigh the steps their
/// trap still needs against those they have left.
const LATE: u32 = 30;

/// What each step the trap needs beyond the steps left adds to [`late`].
const SHORT_STEP: f32 = 0.125;

/// How much the move limit lowers the Amazons' values of a search from `field` (see
/// [`lowered`]): near the limit, [`SHORT_STEP`] for each step beyond the steps left
/// that closing every cage needs (from the nearest free Amazon to each hole: at best,
/// with aliens standing still), so that a trap out of reach is worth less than a draw.
/// The same for every position of the search, it leaves their order as it is until
/// they reach the bound of a game going on.
pub(super) fn late(field: &Field) -> f32 {
    let Some(left) = field.steps_left().filter(|&left| left < LATE) else {
        return 0.0;
    };
    let (caged, holes) = cages_and_holes(field);
    let needed = haul(field.amazons & !caged, holes);
    needed.saturating_sub(left) as f32 * SHORT_STEP
}

/// `value`, the value of `field` (a game going on), lowered by `late` (see [`late`])
/// unless it is a trap on the next decision, down to a floor just below [`BOUND`]:
/// still above a loss, and below a draw, so that with a trap far out of reach a draw at
/// hand (a repetition) is worth more than any game going on. Below the floor the
/// Amazons lost and threatened still count ([`exposure`]), between [`BOUND`] and
/// [`FLOOR`]: every capture the aliens make is one position the game cannot come back
/// to, and a repetition needs the game to come back.
pub(super) fn lowered(value: f32, late: f32, field: &Field) -> f32 {
    if value >= TRAP_NEXT || late == 0.0 {
        return value;
    }
    let lower = value - late;
    if lower > -BOUND {
        lower
    } else {
        -BOUND - (FLOOR - BOUND) * exposure(field)
    }
}

/// The Amazons captured (three each) and those an alien could jump now (one each), as
/// a share of the most there can be with the usual target (21 captured, 30 threatened),
/// within [0, 1].
fn exposure(field: &Field) -> f32 {
    let occupied = field.occupied();
    let threatened = nodes_of(field.aliens).fold(0u128, |m, alien| {
        m | jumpable(alien, alien_reach(alien, occupied), field.amazons)
    });
    let count = 3 * field.captured() + threatened.count_ones();
    (count as f32 / (3 * 21 + AMAZONS) as f32).min(1.0)
}

/// What a position the Amazons trap on their next decision is worth to them: a win, a
/// decision later (just below [`crate::outcome_value`]'s bound for a game going on).
const TRAP_NEXT: f32 = 0.998;

/// The bound of the value of a game going on (an end is worth 1 or -1).
const BOUND: f32 = 0.999;

/// The lowest value a game going on is lowered to (see [`lowered`]): above a loss.
const FLOOR: f32 = 0.9998;

/// Whether the Amazons, to decide in `field`, trap every alien with this decision: the
/// aliens' cages together have one hole left, and it is to be placed now, or an Amazon
/// on no cage stands beside it (stepping in, it leaves no hole, and a jump over it
/// would land on a cage node, all taken).
fn traps_next(field: &Field) -> bool {
    if !field.aliens_placed() {
        return false;
    }
    let (caged, holes) = cages_and_holes(field);
    if holes.count_ones() != 1 {
        return false;
    }
    let hole = nodes_of(holes)
        .next()
        .unwrap_or_else(|| unreachable!("one hole"));
    field.placed < AMAZONS || kadon().neighbour_mask(hole) & field.amazons & !caged != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::Game;
    use plateau_rules::amazons::{Amazons, AmazonsOptions};

    fn position(text: &str) -> Field {
        Field::of(&Amazons::from_position(text, &AmazonsOptions::default()).unwrap())
    }

    #[test]
    fn every_weight_is_set_by_its_name_and_an_unknown_name_changes_nothing() {
        // Every field is named (a new one must be added to `BY_NAME`).
        let HuntWeights {
            alien_moves: _,
            threatened: _,
            captured: _,
            holes: _,
            haul: _,
            cages: _,
            cage_power: _,
            par: _,
            next_cages: _,
        } = HuntWeights::default();
        let names: Vec<&str> = HuntWeights::names().collect();
        for (index, name) in names.iter().enumerate() {
            let mut weights = HuntWeights::default();
            let value = 100.0 + index as f32;
            weights.set(name, value).unwrap();
            // The weight named changed, and only it.
            let changed: Vec<&str> = names
                .iter()
                .copied()
                .filter(|other| {
                    let mut probe = weights;
                    probe.set(other, value).unwrap();
                    probe != weights
                })
                .collect();
            assert_eq!(changed.len(), names.len() - 1, "{name}");
            assert!(!changed.contains(name), "{name}");
            assert_ne!(weights, HuntWeights::default(), "{name}");
        }
        let mut weights = HuntWeights::default();
        let error = weights.set("haulage", 1.0).unwrap_err();
        assert_eq!(weights, HuntWeights::default());
        assert!(error.to_string().contains("`haulage`"), "{error}");
        assert!(error.to_string().contains("next_cages"), "{error}");
    }

    #[test]
    fn a_corner_cage_holds_the_neighbours_and_the_landings_beyond() {
        let a1 = Node::parse("a1").unwrap();
        let cage = cages()[a1.index()];
        assert_eq!(cage.count_ones(), 6);
        assert_eq!(
            cage & kadon().neighbour_mask(a1),
            kadon().neighbour_mask(a1)
        );
        assert_eq!(cage & a1.bit(), 0);
    }

    #[test]
    fn an_alien_whose_moves_lead_into_closed_cages_is_nearer_its_trap() {
        // The alien on a1 can only step to `exit`: into a cage closed but for a1
        // (`pocket`), or into an open one (`open`); trapped, it counts nothing.
        let a1 = Node::parse("a1").unwrap();
        let exit = nodes_of(cages()[a1.index()] & kadon().neighbour_mask(a1))
            .next()
            .unwrap();
        let walls = cages()[a1.index()] & !exit.bit();
        let pocket = walls | cages()[exit.index()] & !a1.bit();
        let hunt = HuntEvaluator::default();
        let next_holes = |occupied| hunt.next_holes(a1, alien_reach(a1, occupied), occupied);
        assert_eq!(next_holes(pocket | a1.bit()), 1.0);
        assert!(next_holes(walls | a1.bit()) > 1.5);
        assert_eq!(next_holes(pocket | exit.bit() | a1.bit()), 0.0);
    }

    #[test]
    fn closing_the_last_hole_of_a_cage_is_worth_more_than_a_hole_elsewhere() {
        // The alien on a1 has one hole left in its cage; the others are free.
        let cage: Vec<String> = nodes_of(cages()[Node::parse("a1").unwrap().index()])
            .map(|n| n.to_string())
            .collect();
        let (last, walls) = cage.split_last().unwrap();
        let text = |extra: &str| {
            format!(
                "W:a1,e5,i5;B:{}{extra};black:place-amazon;chain:-;taken:;placed:{};moves:0;plies:20",
                walls.join(","),
                walls.len() + usize::from(!extra.is_empty())
            )
        };
        let evaluator = HuntEvaluator::default();
        let closed = position(&text(&format!(",{last}")));
        let elsewhere = position(&text(",f6"));
        assert!(evaluator.hunt(&closed) < evaluator.hunt(&elsewhere));
        assert!(evaluator.value(&closed) > evaluator.value(&elsewhere));
    }

    /// The aliens on the three corners, every node of their cages taken but the last
    /// of `a1`'s, with an Amazon off the cages beside that hole when `helper`; Black
    /// places or steps as `placing` says.
    fn corners_but_one_hole(helper: bool, placing: bool) -> Field {
        let corners = ["a1", "a9", "i1"].map(|label| Node::parse(label).unwrap());
        let walls = corners.iter().fold(0, |m, c| m | cages()[c.index()]);
        let hole = nodes_of(cages()[corners[0].index()]).last().unwrap();
        let beside = nodes_of(kadon().neighbour_mask(hole) & !walls)
            .next()
            .unwrap();
        let amazons = walls & !hole.bit() | if helper { beside.bit() } else { 0 };
        let labels: Vec<String> = nodes_of(amazons).map(|n| n.to_string()).collect();
        let (turn, placed) = if placing {
            ("place-amazon", labels.len())
        } else {
            ("move-amazon", 30)
        };
        position(&format!(
            "W:a1,a9,i1;B:{};black:{turn};chain:-;taken:;placed:{placed};moves:0;plies:60",
            labels.join(",")
        ))
    }

    #[test]
    fn near_the_move_limit_the_steps_a_trap_needs_beyond_those_left_lower_the_values() {
        // One hole left: no free Amazon at all (each hole then counts NO_AMAZON
        // steps), or one beside it (one step).
        let mut alone = corners_but_one_hole(false, false);
        let mut helped = corners_but_one_hole(true, false);
        let limit = AmazonsOptions::default().amazon_moves;
        for steps in [0, limit - LATE] {
            alone.steps = steps;
            assert_eq!(late(&alone), 0.0, "{steps} steps");
        }
        alone.steps = limit - 4;
        assert_eq!(late(&alone), (NO_AMAZON - 4) as f32 * SHORT_STEP);
        helped.steps = limit - 1;
        assert_eq!(late(&helped), 0.0);
        // A game going on is lowered, down to just above a loss; a trap at hand is not.
        let field = &helped;
        assert_eq!(lowered(0.5, 0.75, field), -0.25);
        assert_eq!(lowered(0.5, 0.0, field), 0.5);
        assert_eq!(lowered(-BOUND, 0.0, field), -BOUND);
        assert_eq!(lowered(TRAP_NEXT, 3.0, field), TRAP_NEXT);
        let floored = lowered(0.5, 3.0, field);
        assert!((-FLOOR..=-BOUND).contains(&floored), "{floored}");
    }

    #[test]
    fn below_the_floor_the_amazons_lost_and_threatened_still_count() {
        let (late, value) = (3.0, 0.5);
        // The Amazons of the three corner cages but one hole, then one of them captured.
        let full = corners_but_one_hole(true, false);
        let mut thinned = full;
        let lost = nodes_of(full.amazons & cages()[Node::parse("i1").unwrap().index()])
            .next()
            .unwrap();
        thinned.amazons &= !lost.bit();
        assert_eq!(thinned.captured(), full.captured() + 1);
        let [full_value, thinned_value] = [full, thinned].map(|field| lowered(value, late, &field));
        assert!(full_value > thinned_value, "{full_value} {thinned_value}");
        assert!(thinned_value > -1.0 && full_value < 0.0);
        // The captured Amazon back on the board, beside the alien from a1 now on e4
        // with the landing beyond free, or out of every alien's reach.
        let e4 = Node::parse("e4").unwrap();
        let mut open = thinned;
        open.aliens = open.aliens & !Node::parse("a1").unwrap().bit() | e4.bit();
        let steps = kadon().steps_from(open.aliens);
        let far = Node::all()
            .find(|n| steps[n.index()] >= 3 && open.occupied() & n.bit() == 0)
            .unwrap();
        let [near, far] = [Node::parse("e5").unwrap(), far].map(|node| {
            let mut field = open;
            field.amazons |= node.bit();
            field
        });
        assert_eq!(near.captured(), far.captured());
        assert!(exposure(&near) > exposure(&far));
        assert!(lowered(value, late, &near) < lowered(value, late, &far));
    }

    #[test]
    fn the_amazons_trap_next_with_one_hole_left_that_a_free_amazon_or_a_placement_fills() {
        let evaluator = HuntEvaluator::default();
        let ready = corners_but_one_hole(true, false);
        assert!(traps_next(&ready));
        assert_eq!(evaluator.value(&ready), TRAP_NEXT);
        // No Amazon off the cages beside the hole: stepping in would open another.
        let stuck = corners_but_one_hole(false, false);
        assert!(!traps_next(&stuck));
        assert!(evaluator.value(&stuck) < TRAP_NEXT);
        // While the Amazons are placed, the hole is filled wherever they stand.
        assert!(traps_next(&corners_but_one_hole(false, true)));
    }
}
