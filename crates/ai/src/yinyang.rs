//! Yin-Yang: the laws the computer writes, its evaluation, and the search each level
//! runs over samples of the opponent's secret laws ([`crate::hidden`]).
//!
//! Writing is not searched: the computer writes a fixed, sound set of laws (one that
//! lets Black open on the full board, destroys the other's pawns and pushes its own
//! towards the goal). Play is searched on each sample like any game with full
//! information: MCTS for the beginner, alpha-beta for the others.

use plateau_rules::yinyang::board::{CELLS, goal};
use plateau_rules::yinyang::{
    Cell, Law, LawKind, LawSlot, YinYang, YinYangAction, YinYangDecision,
};
use plateau_rules::{Game, Seat};

use crate::alphabeta::AlphaBeta;
use crate::fixed::Fixed;
use crate::mcts::{Mcts, MctsConfig};
use crate::{Ai, Algorithm, ArenaStart, Evaluator, Level, Search, algorithm_search};

/// The computer's laws, each as its owner writes it with its own pawns as `b` and the
/// other's as `w` (White's are the same with the colours swapped): two destructions
/// whose causes are full windows of the start (so Black can open), and two populations
/// that push its pawns up and to the right, towards its goal.
const LAWS: [&str; 4] = ["bwbw>bwb.", "wwbb>.wbb", "..bb>bbbb", "b.b.>bbbb"];

/// The law the computer writes in `slot` as `seat`.
pub fn written_law(seat: Seat, slot: usize) -> Option<Law> {
    let text: String = LAWS.get(slot)?.chars().map(|c| swap(c, seat)).collect();
    Law::parse(&text).ok()
}

/// A letter of [`LAWS`] for `seat`: its own pawns `b` become its colour.
fn swap(letter: char, seat: Seat) -> char {
    match (letter, Cell::of(seat)) {
        ('b', Cell::White) => 'w',
        ('w', Cell::White) => 'b',
        (c, _) => c,
    }
}

/// The writing the computer does without searching: the next law of its set, or after
/// an adaptation its first adaptation law rewritten as the set's law for that slot.
pub fn scripted(state: &YinYang) -> Option<YinYangAction> {
    let turn = state.turn()?;
    let seat = turn.seat;
    let slot = match turn.kind {
        YinYangDecision::WriteLaw => (0..4).find(|&s| state.law(seat, s) == LawSlot::Unwritten)?,
        YinYangDecision::RewriteLaw => (0..4)
            .find(|&s| match state.law(seat, s) {
                LawSlot::FaceDown(law) | LawSlot::FaceUp(law) => law.kind() == LawKind::Adaptation,
                _ => false,
            })
            .unwrap_or(0),
        _ => return None,
    };
    Some(YinYangAction::Write {
        slot: slot as u8,
        law: Some(written_law(seat, slot)?),
    })
}

/// Judges a position by the race to the goals and the pawns each side has.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct YinYangEvaluator {
    /// Value per step one's nearest pawn is closer to its goal than the other's.
    pub race: f32,
    /// Value per pawn more than the other.
    pub pawn: f32,
}

impl Default for YinYangEvaluator {
    fn default() -> Self {
        YinYangEvaluator {
            race: 0.12,
            pawn: 0.05,
        }
    }
}

/// The steps from `seat`'s nearest pawn to its goal (7 without pawns), and its pawns.
fn race(state: &YinYang, seat: Seat) -> (i32, i32) {
    let target = goal(seat) as i32;
    let own = Cell::of(seat);
    let mut nearest = 7;
    let mut pawns = 0;
    for cell in 0..CELLS {
        if state.cell(cell) == own {
            pawns += 1;
            let (file, rank) = (cell as i32 % 4, cell as i32 / 4);
            let distance = (file - target % 4).abs() + (rank - target / 4).abs();
            nearest = nearest.min(distance);
        }
    }
    (nearest, pawns)
}

impl Evaluator<YinYang> for YinYangEvaluator {
    fn evaluate(&self, state: &YinYang, seat: Seat) -> f32 {
        let (mine, my_pawns) = race(state, seat);
        let (theirs, their_pawns) = race(state, seat.opponent());
        let raw = self.race * (theirs - mine) as f32 + self.pawn * (my_pawns - their_pawns) as f32;
        raw.tanh()
    }

    fn priority(&self, _: &YinYang, action: YinYangAction) -> i32 {
        match action {
            YinYangAction::Apply { .. } => 2,
            YinYangAction::Move { .. } => 1,
            _ => 0,
        }
    }
}

impl Ai for YinYang {
    /// Each player writes its own laws: nothing is played at random.
    const ARENA: ArenaStart = ArenaStart {
        options: &[],
        random_plies: 0,
    };

    /// A game of few turns, where one random law can give the game away: the
    /// beginner slips on one decision in ten, not one in four (with one in four it
    /// won 187 of 200 games against random play, 100 pairs).
    fn blunder_percent(level: Level, _: &YinYang) -> u32 {
        level.blunder_percent().min(10)
    }

    fn search(level: Level, state: &YinYang, seed: u64) -> Box<dyn Search<YinYang>> {
        if let Some(action) = scripted(state) {
            return Box::new(Fixed(action));
        }
        let evaluator = YinYangEvaluator::default();
        match level {
            Level::Beginner => Box::new(Mcts::new(
                state.clone(),
                evaluator,
                MctsConfig {
                    max_playouts: 200,
                    ..MctsConfig::default()
                },
                seed,
            )),
            Level::Casual => Box::new(AlphaBeta::new(state.clone(), evaluator, 2)),
            Level::Strong => Box::new(AlphaBeta::new(state.clone(), evaluator, 4)),
            Level::Expert => Box::new(AlphaBeta::new(state.clone(), evaluator, 10)),
        }
    }

    fn algorithm(
        algorithm: Algorithm,
        state: &YinYang,
        seed: u64,
    ) -> Option<Box<dyn Search<YinYang>>> {
        if let Some(action) = scripted(state) {
            return Some(Box::new(Fixed(action)));
        }
        let evaluator = YinYangEvaluator::default();
        Some(algorithm_search(algorithm, state, evaluator, seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plateau_rules::yinyang::{BLACK, WHITE, YinYangOptions};

    #[test]
    fn the_written_laws_are_valid_and_let_black_open() {
        let mut game = YinYang::new(&YinYangOptions::default());
        while let Some(action) = scripted(&game) {
            game.apply(action).unwrap();
        }
        let turn = game.turn().unwrap();
        assert_eq!(
            (turn.seat, turn.kind),
            (BLACK, YinYangDecision::MoveOrApply)
        );
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        assert!(legal.len() >= 2, "{legal:?}");
        assert_eq!(written_law(WHITE, 0).unwrap().to_string(), "wbwb>wbw.");
    }
}
