//! The Amazons' search's own copy of a position: the stones and counters as bit sets
//! and numbers, copied in a few words, with Black's actions and White's turn played
//! at random as the outcomes it may leave and their chances.
//!
//! It follows the rules of `plateau_rules::amazons` for everything the hunt looks at
//! (placements, steps, chains of jumps and captures, the trap, the capture target and
//! the Amazons' move limit) and leaves out the draws by repetition and by the ply
//! limit, which a search of a few decisions never meets. The tests compare it with the
//! rules on positions of random games.

use plateau_rules::Game;
use plateau_rules::amazons::{ALIENS, AMAZONS, Amazons, AmazonsAction};
use plateau_rules::board::kadon::{NODES, Node, kadon, nodes_of};
use plateau_rules::jump_chain::JumpChain;

/// Every node, as a bit set.
const ALL_NODES: u128 = (1 << NODES) - 1;

/// Where an alien on `alien` can step or make a first jump among the stones of
/// `occupied`.
pub fn alien_reach(alien: Node, occupied: u128) -> u128 {
    kadon().neighbour_mask(alien) & !occupied | kadon().jump_targets(alien, occupied)
}

/// The Amazons an alien on `alien` could jump, given where it can go (`reach`): the
/// nodes its jumps pass over (a landing, never beside its start, fixes the node).
pub fn jumpable(alien: Node, reach: u128, amazons: u128) -> u128 {
    let landings = reach & !kadon().neighbour_mask(alien);
    nodes_of(landings)
        .filter_map(|to| kadon().jumped_node(alien, to))
        .fold(0, |over, node| over | node.bit())
        & amazons
}

/// A position at Black's decision, or at the start of White's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// The aliens.
    pub aliens: u128,
    /// The Amazons on the board.
    pub amazons: u128,
    /// The Amazons placed so far, captured ones included.
    pub placed: u8,
    /// The Amazons' steps after their deployment.
    pub steps: u32,
    /// The captures that win for the aliens.
    target: u32,
    /// The Amazons' steps that win for the aliens (0: no limit).
    limit: u32,
}

/// What a decision leaves: a game going on, or its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The game goes on from this position.
    Goes(Field),
    /// Black, the Amazons, won.
    BlackWon,
    /// White, the aliens, won.
    WhiteWon,
    /// Drawn by repetition: only the search's root, which knows the positions met
    /// before, finds it.
    Drawn,
}

impl Field {
    /// The position of `state` (its chain under way, if any, is not carried: the
    /// search starts at Black's decisions).
    pub fn of(state: &Amazons) -> Field {
        let options = state.options();
        Field {
            aliens: state.aliens(),
            amazons: state.amazons(),
            placed: state.placed(),
            steps: state.amazon_steps(),
            target: u32::from(options.alien_target),
            limit: options.amazon_moves,
        }
    }

    /// Every stone.
    pub fn occupied(&self) -> u128 {
        self.aliens | self.amazons
    }

    /// The Amazons captured so far.
    pub fn captured(&self) -> u32 {
        u32::from(self.placed) - self.amazons.count_ones()
    }

    /// Whether every alien is placed.
    pub fn aliens_placed(&self) -> bool {
        self.aliens.count_ones() == ALIENS
    }

    /// Where the alien on `alien` can step or make a first jump.
    pub fn alien_moves(&self, alien: Node) -> u128 {
        alien_reach(alien, self.occupied())
    }

    /// The steps the Amazons have left before the move limit (`None`: no limit).
    pub fn steps_left(&self) -> Option<u32> {
        (self.limit > 0).then(|| self.limit.saturating_sub(self.steps))
    }

    /// Whether every alien is placed and none can move: the Amazons' win.
    pub fn trapped(&self) -> bool {
        self.aliens_placed() && nodes_of(self.aliens).all(|alien| self.alien_moves(alien) == 0)
    }

    /// Black's actions, as the rules list them, appended to `out`.
    pub fn black_actions(&self, out: &mut Vec<AmazonsAction>) {
        let occupied = self.occupied();
        if self.placed < AMAZONS {
            out.extend(nodes_of(ALL_NODES & !occupied).map(AmazonsAction::Place));
            return;
        }
        let before = out.len();
        for from in nodes_of(self.amazons) {
            let steps = kadon().neighbour_mask(from) & !occupied;
            out.extend(nodes_of(steps).map(|to| AmazonsAction::Move { from, to }));
        }
        if out.len() == before {
            out.push(AmazonsAction::Pass);
        }
    }

    /// The position after Black's `action` (one of [`Self::black_actions`]), with the
    /// checks before White's turn.
    pub fn after_black(&self, action: AmazonsAction) -> Outcome {
        let mut next = *self;
        match action {
            AmazonsAction::Place(node) => {
                next.amazons |= node.bit();
                next.placed += 1;
            }
            AmazonsAction::Move { from, to } => {
                next.amazons ^= from.bit() | to.bit();
                next.steps += 1;
            }
            AmazonsAction::Stop | AmazonsAction::Pass => {}
        }
        if next.aliens_placed() {
            if next.trapped() {
                return Outcome::BlackWon;
            }
            if next.limit > 0 && next.steps >= next.limit {
                return Outcome::WhiteWon;
            }
        }
        Outcome::Goes(next)
    }

    /// White's turn from this position (White to move, at the start of its turn), every
    /// decision equally likely among its legal ones: the outcomes at Black's next
    /// decision or at the end, each with its chance times `chance`, appended to `out`.
    pub fn white_turn(&self, chance: f32, out: &mut Vec<(Outcome, f32)>) {
        let occupied = self.occupied();
        if !self.aliens_placed() {
            let empty = ALL_NODES & !occupied;
            let share = chance / empty.count_ones() as f32;
            for node in nodes_of(empty) {
                let mut next = *self;
                next.aliens |= node.bit();
                out.push((Outcome::Goes(next), share));
            }
            return;
        }
        let count: u32 = nodes_of(self.aliens)
            .map(|alien| self.alien_moves(alien).count_ones())
            .sum();
        let share = chance / count as f32;
        for from in nodes_of(self.aliens) {
            for to in nodes_of(self.alien_moves(from)) {
                let mut next = *self;
                if kadon().neighbour_mask(from) & to.bit() != 0 {
                    next.aliens ^= from.bit() | to.bit();
                    out.push((Outcome::Goes(next), share));
                } else {
                    next.jump(JumpChain::first(from, to), from, share, out);
                }
            }
        }
    }

    /// The alien's jump from `from` that makes `chain`, then the rest of the chain:
    /// each further landing or the stop equally likely, the stop alone when no
    /// landing is left; the capture that reaches the target ends the game at once.
    fn jump(mut self, chain: JumpChain, from: Node, chance: f32, out: &mut Vec<(Outcome, f32)>) {
        let over = kadon()
            .jumped_node(from, chain.at)
            .unwrap_or_else(|| unreachable!("a listed jump passes over a node"));
        self.aliens ^= from.bit() | chain.at.bit();
        if self.amazons & over.bit() != 0 {
            self.amazons &= !over.bit();
            if self.captured() >= self.target {
                out.push((Outcome::WhiteWon, chance));
                return;
            }
        }
        let landings = chain.next_landings(self.occupied());
        if landings == 0 {
            out.push((Outcome::Goes(self), chance));
            return;
        }
        let share = chance / (landings.count_ones() + 1) as f32;
        out.push((Outcome::Goes(self), share));
        for to in nodes_of(landings) {
            self.jump(chain.then(to), chain.at, share, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::amazons::{AmazonsOptions, BLACK};
    use plateau_rules::{Status, Team};
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    /// The outcome the rules give for `state` once Black is to decide or the game is
    /// over (`None`: a draw, which the field leaves out).
    fn rules_outcome(state: &Amazons) -> Option<Outcome> {
        match state.status() {
            Status::Ongoing => Some(Outcome::Goes(Field::of(state))),
            Status::Over(result) => match result.winner {
                Some(team) if team == Team::solo(BLACK) => Some(Outcome::BlackWon),
                Some(_) => Some(Outcome::WhiteWon),
                None => None,
            },
        }
    }

    /// White's turn from `state` by the rules, each decision equally likely: the
    /// outcomes and their chances, appended to `out`.
    fn rules_white_turn(state: &Amazons, chance: f32, out: &mut Vec<(Option<Outcome>, f32)>) {
        if state.turn().is_none_or(|turn| turn.seat == BLACK) {
            out.push((rules_outcome(state), chance));
            return;
        }
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let share = chance / actions.len() as f32;
        for action in actions {
            let mut next = state.clone();
            next.apply(action).unwrap();
            rules_white_turn(&next, share, out);
        }
    }

    /// The outcomes with equal positions merged, in a fixed order.
    fn merged<T: PartialEq + std::fmt::Debug>(mut list: Vec<(T, f32)>) -> Vec<(T, f32)> {
        let key = |o: &T| format!("{o:?}");
        list.sort_by_key(|(o, _)| key(o));
        let mut out: Vec<(T, f32)> = Vec::new();
        for (outcome, chance) in list {
            match out.last_mut() {
                Some(last) if last.0 == outcome => last.1 += chance,
                _ => out.push((outcome, chance)),
            }
        }
        out
    }

    #[test]
    fn the_field_plays_as_the_rules_do_in_random_games() {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut checked = 0;
        for _ in 0..12 {
            let mut state = Amazons::new(&AmazonsOptions::default());
            while let Some(turn) = state.turn() {
                let mut actions = Vec::new();
                state.legal_actions(&mut actions);
                if turn.seat == BLACK {
                    let field = Field::of(&state);
                    let mut listed = Vec::new();
                    field.black_actions(&mut listed);
                    assert_eq!(listed, actions);
                    for &action in actions.iter().step_by(7) {
                        let mut next = state.clone();
                        next.apply(action).unwrap();
                        let Some(expected) = rules_outcome(&next) else {
                            continue;
                        };
                        let after = field.after_black(action);
                        checked += 1;
                        match (after, expected) {
                            (Outcome::Goes(after), Outcome::Goes(_)) => {
                                assert_eq!(after, Field::of(&next));
                                let mut ours = Vec::new();
                                after.white_turn(1.0, &mut ours);
                                let mut theirs = Vec::new();
                                rules_white_turn(&next, 1.0, &mut theirs);
                                let ours =
                                    merged(ours.into_iter().map(|(o, c)| (Some(o), c)).collect());
                                let theirs = merged(theirs);
                                assert_eq!(ours.len(), theirs.len(), "{}", next.position_text());
                                for (a, b) in ours.iter().zip(&theirs) {
                                    assert_eq!(a.0, b.0);
                                    assert!((a.1 - b.1).abs() < 1e-5, "{a:?} {b:?}");
                                }
                            }
                            (after, expected) => assert_eq!(after, expected),
                        }
                    }
                }
                let action = actions[rng.random_range(0..actions.len())];
                state.apply(action).unwrap();
            }
        }
        assert!(checked > 500, "{checked} actions checked");
    }
}
