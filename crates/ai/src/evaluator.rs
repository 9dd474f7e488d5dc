//! How a search judges a position it does not search further.

use plateau_rules::{Game, Seat, Status};

/// A game-specific judgement of positions.
pub trait Evaluator<G: Game>: Send + Sync {
    /// How good `state` (not finished) is for `seat`: from -1 (surely lost) to 1
    /// (surely won).
    fn evaluate(&self, state: &G, seat: Seat) -> f32;

    /// How promising `action` looks in `state`, to search it early (higher first).
    fn priority(&self, state: &G, action: G::Action) -> i32 {
        let _ = (state, action);
        0
    }
}

/// The value of a position for `seat`: exact when the game is over (1 won, -1 lost, 0
/// drawn), else the evaluator's.
pub fn outcome_value<G: Game>(state: &G, seat: Seat, evaluator: &dyn Evaluator<G>) -> f32 {
    match state.status() {
        Status::Ongoing => evaluator.evaluate(state, seat).clamp(-0.999, 0.999),
        Status::Over(result) => match result.winner {
            Some(winner) if winner == state.team_of(seat) => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        },
    }
}
