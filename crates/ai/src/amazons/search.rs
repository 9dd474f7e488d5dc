//! The Amazons' search: expectimax against aliens taken to play at random, deepened
//! pass by pass on fewer and fewer of the Amazons' best actions.
//!
//! Each decision of the Amazons is a maximum; each turn of the aliens is the average
//! over its decisions, all equally likely, down to the Amazons' next decision or the
//! end, where the hunt values the position. The first pass values every root action
//! one Amazon decision deep; each further pass looks one more Amazon decision ahead for
//! the best few of the pass before (`widths`), and inside the tree an Amazon decision
//! values one decision ahead only the `considered` actions that leave the lowest hunts
//! and looks further only at its `inner` best by that value. A win a
//! decision later counts for a little less than the same win now (without it the
//! Amazons could put off a sure trap for ever). Cut short, a pass chooses among the
//! actions it has valued (none yet: the pass before's choice), so whatever time there
//! is goes into looking further. The work, counted in evaluated positions, is done
//! one root action (first pass) or one aliens' outcome (the others) at a time, and in
//! a pass three decisions deep or more one reply to one of the Amazons' best actions
//! at that outcome at a time, so that no piece runs long on the web build's one
//! thread.
//!
//! While aliens are still to be placed each of their placements is an outcome (dozens),
//! so the search then makes the first pass only. The positions met before in the game
//! are known at the root: an Amazon action or an aliens' reply there that meets one of
//! them a third time is a draw.

use plateau_rules::amazons::{Amazons, AmazonsAction, BLACK, WHITE};
use plateau_rules::{Game, Seat};

use super::field::{Field, Outcome};
use super::hunt::{HuntEvaluator, late, lowered};
use crate::{Search, SearchReport};

/// What a value one Amazon decision further away is worth.
const LATER: f32 = 0.999;

/// How far a level's search looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HuntDepth {
    /// How many root actions each pass after the first looks at, one decision deeper
    /// each.
    pub widths: &'static [usize],
    /// How many of its best actions an Amazon decision inside the tree looks at
    /// further.
    pub inner: usize,
    /// How many of its actions an Amazon decision inside the tree values one decision
    /// ahead: the best by the hunt of the position they leave, before the aliens'
    /// replies (the others are not worth the replies' cost: in a scratch copy of the
    /// search two decisions ahead, keeping the best 8 won 39 of 100 games against
    /// random aliens in a fifth of the time, where valuing all of them won 33).
    pub considered: usize,
}

/// A root action of a pass, and the aliens' outcomes still to value.
struct Item {
    action: AmazonsAction,
    /// The outcomes of the aliens' turn after the action, with their chances, not yet
    /// valued.
    outcomes: Vec<(Outcome, f32)>,
    /// The outcome being valued, when it takes more than one piece of work.
    pending: Option<Pending>,
    /// The chance-weighted values found so far.
    value: f32,
}

impl Item {
    /// Whether every outcome is valued.
    fn done(&self) -> bool {
        self.outcomes.is_empty() && self.pending.is_none()
    }
}

/// An outcome valued one of the Amazons' best actions there at a time, each action
/// one aliens' reply at a time (a piece of work each), so that no piece of a pass
/// three decisions deep or more runs long.
struct Pending {
    field: Field,
    chance: f32,
    /// The Amazons' best actions there by one decision, to look at further.
    actions: Vec<AmazonsAction>,
    /// How many of them are valued.
    next: usize,
    /// The best value among those.
    best: f32,
    /// The action under way: the aliens' replies still to value, with their chances,
    /// and the chance-weighted values found so far.
    current: Option<(Vec<(Outcome, f32)>, f32)>,
}

impl Pending {
    /// Ends the action under way with `value`; whether every action is valued.
    fn valued(&mut self, value: f32) -> bool {
        self.best = self.best.max(value);
        self.next += 1;
        self.next == self.actions.len()
    }
}

/// The Amazons' search of a position, resumable after any root action or outcome.
pub struct HuntSearch {
    /// The game at the root, with the positions met before.
    game: Amazons,
    root: Field,
    evaluator: HuntEvaluator,
    depth: HuntDepth,
    /// How much the move limit lowers the values of games going on ([`late`]).
    late: f32,
    /// The root actions in the order of the last completed pass, with its values.
    ranked: Vec<(AmazonsAction, f32)>,
    /// Root actions valued by the first pass so far.
    valued: usize,
    /// The pass under way after the first: its root actions, in `ranked`'s order.
    items: Vec<Item>,
    /// The best action and its value.
    best: Option<(AmazonsAction, f32)>,
    evaluations: u64,
    /// Passes completed.
    passes: u32,
    finished: bool,
}

impl HuntSearch {
    /// A search of `state` (the Amazons to decide) looking as far as `depth` says.
    pub fn new(state: &Amazons, evaluator: HuntEvaluator, depth: HuntDepth) -> Self {
        let root = Field::of(state);
        let mut actions = Vec::new();
        if state.turn().is_some() {
            root.black_actions(&mut actions);
        }
        HuntSearch {
            game: state.clone(),
            root,
            evaluator,
            depth,
            late: late(&root),
            best: actions.first().map(|&action| (action, 0.0)),
            finished: actions.len() <= 1,
            ranked: actions
                .into_iter()
                .map(|action| (action, f32::NEG_INFINITY))
                .collect(),
            valued: 0,
            items: Vec::new(),
            evaluations: 0,
            passes: 0,
        }
    }

    /// The value of an outcome as a leaf.
    fn leaf(&mut self, outcome: &Outcome) -> f32 {
        self.evaluations += 1;
        match outcome {
            Outcome::Goes(field) => lowered(self.evaluator.value(field), self.late, field),
            Outcome::BlackWon => 1.0,
            Outcome::WhiteWon => -1.0,
            Outcome::Drawn => 0.0,
        }
    }

    /// `outcome`, or a draw when its position, `to_move` to decide, would be met
    /// a third time.
    fn unless_repeated(&self, outcome: Outcome, to_move: Seat) -> Outcome {
        match outcome {
            Outcome::Goes(field)
                if self
                    .game
                    .occurrences(field.aliens, field.amazons, to_move, field.placed)
                    >= 2 =>
            {
                Outcome::Drawn
            }
            _ => outcome,
        }
    }

    /// The outcomes of the aliens' turn after the root action `action`, with their
    /// chances (the end alone if the action ends the game).
    fn root_outcomes(&self, action: AmazonsAction) -> Vec<(Outcome, f32)> {
        let mut outcomes = Vec::new();
        match self.unless_repeated(self.root.after_black(action), WHITE) {
            Outcome::Goes(next) => next.white_turn(1.0, &mut outcomes),
            end => outcomes.push((end, 1.0)),
        }
        for (outcome, _) in &mut outcomes {
            *outcome = self.unless_repeated(*outcome, BLACK);
        }
        outcomes
    }

    /// The value of an outcome where the Amazons look `depth` decisions ahead (0: a
    /// leaf), taken by [`LATER`] when they look further.
    fn outcome_value(&mut self, outcome: &Outcome, depth: u32) -> f32 {
        match outcome {
            Outcome::Goes(field) if depth > 0 => LATER * self.decision_value(field, depth),
            _ => self.leaf(outcome),
        }
    }

    /// The value of the Amazons' `action` in `field`, looking `depth` (at least one)
    /// decisions ahead.
    fn action_value(&mut self, field: &Field, action: AmazonsAction, depth: u32) -> f32 {
        let after = field.after_black(action);
        let Outcome::Goes(next) = after else {
            return self.leaf(&after);
        };
        let mut outcomes = Vec::new();
        next.white_turn(1.0, &mut outcomes);
        outcomes
            .iter()
            .map(|(outcome, chance)| chance * self.outcome_value(outcome, depth - 1))
            .sum()
    }

    /// The Amazons' actions in `field` with their values one decision ahead, best
    /// first (`Err`: the value of a win at hand).
    fn ranked_actions(&mut self, field: &Field) -> Result<Vec<(AmazonsAction, f32)>, f32> {
        let mut actions = Vec::new();
        field.black_actions(&mut actions);
        if actions.len() > self.depth.considered {
            actions = self.considered_actions(field, &actions)?;
        }
        let mut ranked = Vec::with_capacity(actions.len());
        for action in actions {
            let value = self.action_value(field, action, 1);
            if value >= 1.0 {
                return Err(value);
            }
            ranked.push((action, value));
        }
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        Ok(ranked)
    }

    /// The [`HuntDepth::considered`] best of the Amazons' `actions` in `field` by the
    /// hunt of the position each leaves, before the aliens' replies (`Err`: the value
    /// of a win at hand).
    fn considered_actions(
        &mut self,
        field: &Field,
        actions: &[AmazonsAction],
    ) -> Result<Vec<AmazonsAction>, f32> {
        let mut hunts = Vec::with_capacity(actions.len());
        for &action in actions {
            self.evaluations += 1;
            match field.after_black(action) {
                Outcome::Goes(next) => hunts.push((action, self.evaluator.hunt(&next))),
                Outcome::BlackWon => return Err(1.0),
                Outcome::WhiteWon | Outcome::Drawn => {}
            }
        }
        hunts.sort_by(|a, b| a.1.total_cmp(&b.1));
        let mut best: Vec<AmazonsAction> = hunts
            .iter()
            .take(self.depth.considered)
            .map(|h| h.0)
            .collect();
        if best.is_empty() {
            // Every action loses: any of them.
            best.push(actions[0]);
        }
        Ok(best)
    }

    /// The Amazons' best value at their decision `field`, `depth` (at least one)
    /// decisions ahead: the best of their `inner` best actions by one decision.
    fn decision_value(&mut self, field: &Field, depth: u32) -> f32 {
        let ranked = match self.ranked_actions(field) {
            Err(win) => return win,
            Ok(ranked) => ranked,
        };
        if depth == 1 {
            return ranked.first().map_or(-1.0, |r| r.1);
        }
        let mut best = -1.0f32;
        for &(action, _) in ranked.iter().take(self.depth.inner) {
            best = best.max(self.action_value(field, action, depth));
        }
        best
    }

    /// One piece of work: a root action of the first pass, or an outcome of another
    /// (or, three decisions deep or more, one reply to one of the best answers to it).
    fn advance(&mut self) {
        if self.valued < self.ranked.len() {
            self.advance_first_pass();
            return;
        }
        let Some(index) = self.items.iter().position(|i| !i.done()) else {
            self.finished = true;
            return;
        };
        match self.items[index].pending.take() {
            Some(pending) => self.advance_pending(index, pending),
            None => self.advance_outcome(index),
        }
        if self.items[index].done() {
            self.end_item(index);
        }
    }

    /// Values the next root action one decision ahead.
    fn advance_first_pass(&mut self) {
        let action = self.ranked[self.valued].0;
        let value = self
            .root_outcomes(action)
            .iter()
            .map(|(outcome, chance)| chance * self.leaf(outcome))
            .sum();
        self.ranked[self.valued].1 = value;
        if self.valued == 0 || self.best.is_some_and(|(_, best)| value > best) {
            self.best = Some((action, value));
        }
        self.valued += 1;
        if self.valued == self.ranked.len() {
            self.end_pass(self.valued);
        }
    }

    /// Values the next outcome of item `index`: at once, or (three decisions deep or
    /// more) by lining up the best answers to it.
    fn advance_outcome(&mut self, index: usize) {
        // How many Amazon decisions ahead this pass's outcomes look.
        let depth = self.passes;
        let (outcome, chance) = self.items[index]
            .outcomes
            .pop()
            .unwrap_or_else(|| unreachable!("chosen for its outcomes"));
        let Outcome::Goes(field) = outcome else {
            self.items[index].value += chance * self.leaf(&outcome);
            return;
        };
        if depth < 2 {
            let value = self.outcome_value(&outcome, depth);
            self.items[index].value += chance * value;
            return;
        }
        match self.ranked_actions(&field) {
            Err(win) => self.items[index].value += chance * LATER * win,
            Ok(ranked) => {
                let actions = ranked.iter().take(self.depth.inner).map(|r| r.0);
                self.items[index].pending = Some(Pending {
                    field,
                    chance,
                    actions: actions.collect(),
                    next: 0,
                    best: -1.0,
                    current: None,
                });
            }
        }
    }

    /// One piece of item `index`'s outcome under way: the aliens' replies to its next
    /// answer listed, or one of them valued.
    fn advance_pending(&mut self, index: usize, mut pending: Pending) {
        let depth = self.passes;
        let all_valued = match pending.current.take() {
            None => match pending.field.after_black(pending.actions[pending.next]) {
                Outcome::Goes(next) => {
                    let mut replies = Vec::new();
                    next.white_turn(1.0, &mut replies);
                    pending.current = Some((replies, 0.0));
                    false
                }
                end => {
                    let value = self.leaf(&end);
                    pending.valued(value)
                }
            },
            Some((mut replies, mut sum)) => {
                if let Some((reply, chance)) = replies.pop() {
                    sum += chance * self.outcome_value(&reply, depth - 1);
                }
                if replies.is_empty() {
                    pending.valued(sum)
                } else {
                    pending.current = Some((replies, sum));
                    false
                }
            }
        };
        if all_valued {
            self.items[index].value += pending.chance * LATER * pending.best;
        } else {
            self.items[index].pending = Some(pending);
        }
    }

    /// Item `index` is valued: the best of those done so far (the first of equals) is
    /// the choice until the others are done, the pass valuing its actions in the last
    /// pass's order; after the last, the next pass.
    fn end_item(&mut self, index: usize) {
        self.best = self.items[..=index]
            .iter()
            .map(|i| (i.action, i.value))
            .reduce(|best, next| if next.1 > best.1 { next } else { best });
        if index + 1 == self.items.len() {
            for (entry, item) in self.ranked.iter_mut().zip(&self.items) {
                *entry = (item.action, item.value);
            }
            self.end_pass(self.items.len());
        }
    }

    /// Ranks the root actions the pass just completed valued (the first `done`, ahead
    /// of the others) and lines up the next pass.
    fn end_pass(&mut self, done: usize) {
        self.ranked[..done].sort_by(|a, b| b.1.total_cmp(&a.1));
        self.best = self.ranked.first().copied();
        self.passes += 1;
        self.items.clear();
        let width = self.depth.widths.get(self.passes as usize - 1).copied();
        let Some(width) = width.filter(|_| self.root.aliens_placed()) else {
            self.finished = true;
            return;
        };
        if self.best.is_some_and(|(_, value)| value >= 1.0) {
            self.finished = true;
            return;
        }
        for index in 0..width.min(self.ranked.len()) {
            let action = self.ranked[index].0;
            let outcomes = self.root_outcomes(action);
            self.items.push(Item {
                action,
                outcomes,
                pending: None,
                value: 0.0,
            });
        }
        self.finished = self.items.is_empty();
    }
}

impl Search<Amazons> for HuntSearch {
    fn step(&mut self, work: u32) -> bool {
        let until = self.evaluations + u64::from(work);
        while !self.finished && self.evaluations < until {
            self.advance();
        }
        self.finished
    }

    fn best_action(&self) -> Option<AmazonsAction> {
        self.best.map(|(action, _)| action)
    }

    fn report(&self) -> SearchReport<AmazonsAction> {
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
    use crate::amazons::tests::{mean_over_replies, the_last_alien_a_step_from_its_trap};
    use plateau_rules::amazons::AmazonsOptions;

    /// Two aliens caged in corners, the third free in the middle.
    fn two_aliens_caged() -> Amazons {
        Amazons::from_position(
            "W:a1,i1,e5;B:b1,b2,c1,a2,a3,c3,h1,g1,h2,i2,i3,g3,d4,f6,e7,c5;\
             black:move-amazon;chain:-;taken:;placed:30;moves:20;plies:100",
            &AmazonsOptions::default(),
        )
        .unwrap()
    }

    /// `state` after `action`.
    fn after(state: &Amazons, action: AmazonsAction) -> Amazons {
        let mut next = state.clone();
        next.apply(action).unwrap();
        next
    }

    /// The Amazons' best value at their decision in `state` by the rules, one
    /// decision ahead.
    fn best_by_the_rules(state: &Amazons, evaluator: &HuntEvaluator) -> f32 {
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        actions
            .iter()
            .map(|&action| mean_over_replies(&after(state, action), evaluator))
            .fold(f32::NEG_INFINITY, f32::max)
    }

    /// The mean over the aliens' replies (each decision equally likely) of the
    /// Amazons' best value one decision ahead, taken by [`LATER`].
    fn two_ahead_by_the_rules(state: &Amazons, evaluator: &HuntEvaluator) -> f32 {
        if state.turn().is_none() {
            return mean_over_replies(state, evaluator);
        }
        if state
            .turn()
            .is_some_and(|turn| turn.seat == plateau_rules::amazons::BLACK)
        {
            return LATER * best_by_the_rules(state, evaluator);
        }
        let mut replies = Vec::new();
        state.legal_actions(&mut replies);
        let sum: f32 = replies
            .iter()
            .map(|&reply| two_ahead_by_the_rules(&after(state, reply), evaluator))
            .sum();
        sum / replies.len() as f32
    }

    #[test]
    fn a_second_pass_values_each_reply_by_the_best_answer_to_it() {
        let state = two_aliens_caged();
        let evaluator = HuntEvaluator::default();
        let depth = HuntDepth {
            widths: &[5],
            inner: 1,
            considered: usize::MAX,
        };
        let mut search = HuntSearch::new(&state, evaluator, depth);
        while !search.step(1000) {}
        let report = search.report();
        assert_eq!(report.depth, 2);
        let chosen = report.best.unwrap();
        let expected = two_ahead_by_the_rules(&after(&state, chosen), &evaluator);
        assert!(
            (report.value - expected).abs() < 1e-4,
            "{} {expected}",
            report.value
        );
        // The first pass's five best, valued the same way: the chosen one is the best.
        for &(action, value) in &search.ranked[..5] {
            let by_the_rules = two_ahead_by_the_rules(&after(&state, action), &evaluator);
            assert!((value - by_the_rules).abs() < 1e-4, "{action}");
            assert!(by_the_rules <= expected + 1e-4, "{action}");
        }
    }

    #[test]
    fn an_inner_decision_values_only_the_actions_leaving_the_lowest_hunts() {
        let state = two_aliens_caged();
        let evaluator = HuntEvaluator::default();
        let depth = HuntDepth {
            widths: &[],
            inner: 1,
            considered: 6,
        };
        let mut search = HuntSearch::new(&state, evaluator, depth);
        let ranked = search.ranked_actions(&Field::of(&state)).unwrap();
        assert_eq!(ranked.len(), 6);
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        assert!(actions.len() > 6);
        let mut hunts: Vec<f32> = actions
            .iter()
            .map(|&action| evaluator.hunt(&Field::of(&after(&state, action))))
            .collect();
        hunts.sort_by(f32::total_cmp);
        for &(action, value) in &ranked {
            let next = after(&state, action);
            assert!(evaluator.hunt(&Field::of(&next)) <= hunts[5], "{action}");
            let by_the_rules = mean_over_replies(&next, &evaluator);
            assert!((value - by_the_rules).abs() < 1e-4, "{action}");
        }
    }

    #[test]
    fn an_inner_decision_that_considers_one_action_still_finds_a_trap_at_hand() {
        // l5-l4 traps the last free alien: whatever the hunt ranks first, the win at
        // hand is the decision's value.
        let state = the_last_alien_a_step_from_its_trap();
        let depth = HuntDepth {
            widths: &[],
            inner: 1,
            considered: 1,
        };
        let mut search = HuntSearch::new(&state, HuntEvaluator::default(), depth);
        assert_eq!(search.ranked_actions(&Field::of(&state)), Err(1.0));
    }

    /// The first legal step (a move to a neighbour) in `state` to a node off `avoid`.
    fn first_step(state: &Amazons, avoid: u128) -> AmazonsAction {
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        actions
            .into_iter()
            .find(|action| match action {
                AmazonsAction::Move { from, to } => {
                    plateau_rules::board::kadon::kadon().neighbour_mask(*from) & to.bit() != 0
                        && avoid & to.bit() == 0
                }
                _ => false,
            })
            .unwrap()
    }

    /// The step back.
    fn back(action: AmazonsAction) -> AmazonsAction {
        match action {
            AmazonsAction::Move { from, to } => AmazonsAction::Move { from: to, to: from },
            _ => unreachable!("a step"),
        }
    }

    #[test]
    fn an_aliens_reply_at_the_root_that_meets_a_position_a_third_time_is_a_draw() {
        let mut game = two_aliens_caged();
        let amazon = first_step(&game, 0);
        let AmazonsAction::Move { from, .. } = amazon else {
            unreachable!("a step")
        };
        let alien = first_step(&after(&game, amazon), from.bit());
        // Back and forth once, then forth again: stepping back now, the Amazons let
        // the aliens' step back meet the start a third time.
        for action in [amazon, alien, back(amazon), back(alien), amazon, alien] {
            game = after(&game, action);
        }
        let drawn = after(&after(&game, back(amazon)), back(alien));
        assert!(matches!(
            drawn.status(),
            plateau_rules::Status::Over(result) if result.reason == plateau_rules::EndReason::Repetition
        ));
        let depth = HuntDepth {
            widths: &[],
            inner: 1,
            considered: usize::MAX,
        };
        let mut search = HuntSearch::new(&game, HuntEvaluator::default(), depth);
        let outcomes = search.root_outcomes(back(amazon));
        let mut replies = Vec::new();
        after(&game, back(amazon)).legal_actions(&mut replies);
        let draws: Vec<f32> = outcomes
            .iter()
            .filter(|(outcome, _)| *outcome == Outcome::Drawn)
            .map(|(_, chance)| *chance)
            .collect();
        assert_eq!(draws, vec![1.0 / replies.len() as f32]);
        // Another step leads nowhere met before.
        let other = search
            .ranked
            .iter()
            .find(|r| r.0 != back(amazon))
            .unwrap()
            .0;
        assert!(
            search
                .root_outcomes(other)
                .iter()
                .all(|(o, _)| *o != Outcome::Drawn)
        );
        while !search.step(1000) {}
        let value = search
            .ranked
            .iter()
            .find(|r| r.0 == back(amazon))
            .unwrap()
            .1;
        let leaves: f32 = outcomes
            .iter()
            .map(|(outcome, chance)| match outcome {
                Outcome::Goes(field) => chance * HuntEvaluator::default().value(field),
                _ => 0.0,
            })
            .sum();
        assert!((value - leaves).abs() < 1e-5);
    }

    /// [`two_aliens_caged`] with White to move and `moves` Amazon steps made, after
    /// the aliens and the Amazons have stepped forth, back, and forth again, and the
    /// aliens back: the Amazons' step back (returned) meets the start a third time.
    fn shuttled(moves: u32) -> (Amazons, AmazonsAction) {
        let text = two_aliens_caged()
            .position_text()
            .replace("black:move-amazon", "white:move-alien")
            .replace("moves:20", &format!("moves:{moves}"))
            .replace("plies:100", &format!("plies:{}", 2 * (30 + moves)));
        let mut game = Amazons::from_position(&text, &AmazonsOptions::default()).unwrap();
        let alien = first_step(&game, 0);
        let AmazonsAction::Move { from, .. } = alien else {
            unreachable!("a step")
        };
        let amazon = first_step(&after(&game, alien), from.bit());
        let forth_and_back = [alien, amazon, back(alien), back(amazon)];
        for action in forth_and_back
            .into_iter()
            .chain([alien, amazon, back(alien)])
        {
            game = after(&game, action);
        }
        (game, back(amazon))
    }

    #[test]
    fn near_the_move_limit_the_amazons_take_a_draw_when_their_trap_is_out_of_reach() {
        for (moves, draw) in [(94, true), (20, false)] {
            let (game, back) = shuttled(moves);
            assert!(matches!(
                after(&game, back).status(),
                plateau_rules::Status::Over(result)
                    if result.reason == plateau_rules::EndReason::Repetition
            ));
            assert_eq!(late(&Field::of(&game)) > 1.0, draw, "{moves} moves");
            for level in crate::Level::ALL {
                let mut search = <Amazons as crate::Ai>::search(level, &game, 1);
                while !search.step(1000) {}
                let chosen = search.best_action() == Some(back);
                assert_eq!(chosen, draw, "{level:?}, {moves} moves");
            }
        }
    }

    #[test]
    fn a_third_pass_cut_into_pieces_values_as_the_whole_look_ahead_does() {
        let state = two_aliens_caged();
        let depth = HuntDepth {
            widths: &[4, 2],
            inner: 2,
            considered: usize::MAX,
        };
        let mut search = HuntSearch::new(&state, HuntEvaluator::default(), depth);
        let mut pieces = 0;
        while !search.step(1) {
            pieces += 1;
        }
        assert_eq!(search.report().depth, 3);
        let mut whole = HuntSearch::new(&state, HuntEvaluator::default(), depth);
        let root = whole.root;
        for &(action, value) in &search.ranked[..2] {
            let expected = whole.action_value(&root, action, 3);
            assert!(
                (value - expected).abs() < 1e-5,
                "{action}: {value} {expected}"
            );
        }
        // Each aliens' outcome of the third pass took more than one piece.
        let outcomes: usize = search.ranked[..2]
            .iter()
            .map(|&(action, _)| search.root_outcomes(action).len())
            .sum();
        assert!(
            pieces > outcomes * 2,
            "{pieces} pieces for {outcomes} outcomes"
        );
    }

    #[test]
    fn a_pass_cut_short_plays_the_best_action_it_has_valued() {
        let state = two_aliens_caged();
        let depth = HuntDepth {
            widths: &[4],
            inner: 1,
            considered: usize::MAX,
        };
        let mut search = HuntSearch::new(&state, HuntEvaluator::default(), depth);
        let mut first_changed = false;
        while !search.step(1) {
            if search.passes == 0 {
                let valued = &search.ranked[..search.valued];
                let best = valued
                    .iter()
                    .copied()
                    .reduce(|best, next| if next.1 > best.1 { next } else { best });
                assert_eq!(search.best_action(), best.map(|b| b.0));
                first_changed |= best.is_some_and(|b| b.0 != search.ranked[0].0);
                continue;
            }
            let done = search.items.iter().take_while(|i| i.done()).count();
            if done == 0 {
                // The first pass's choice until the second has valued an action.
                assert_eq!(search.best_action(), Some(search.ranked[0].0));
                continue;
            }
            let best = search.items[..done]
                .iter()
                .map(|i| (i.action, i.value))
                .reduce(|best, next| if next.1 > best.1 { next } else { best });
            assert_eq!(search.best_action(), best.map(|b| b.0));
        }
        assert!(first_changed, "the first action stays the best throughout");
    }
}
