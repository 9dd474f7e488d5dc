//! Every game's AI, found by the game's id: what the engine protocol, the arena and
//! other callers that hold a match of any game (`Box<dyn AnyMatch>`) use.
//!
//! A game registers with its line in the rules crate's list of games
//! (`plateau_rules::with_games!`, read by `lib.rs`); a test checks that every game of
//! the rules catalog has an entry.

use plateau_rules::catalog::AnyMatch;
use plateau_rules::{Game, GameResult, Match, Seat, Status, Team};

use crate::{
    Ai, AiError, Algorithm, ArenaStart, Budget, Decision, GAMES, STEP_WORK, Thinker, choose, decide,
};

/// Where the seats of a match stand: their teams, whose decision it is, the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Each seat's team, by seat.
    pub teams: Vec<Team>,
    /// How many teams play.
    pub team_count: usize,
    /// The seat whose decision it is; `None` once the game is over.
    pub to_move: Option<Seat>,
    /// The result, once the game is over (by the rules, resignation included).
    pub result: Option<GameResult>,
}

/// One game's AI, for callers that know the game only by its id.
#[derive(Clone, Copy, Debug)]
pub struct AiEntry {
    /// The game's id, as in the rules catalog.
    pub id: &'static str,
    /// How the arena opens this game's pairs.
    pub arena: ArenaStart,
    choose: fn(Choice, &dyn AnyMatch) -> Result<String, AiError>,
    choose_stepped:
        fn(Thinker, &dyn AnyMatch, u64, &mut dyn FnMut() -> bool) -> Result<String, AiError>,
    table: fn(&dyn AnyMatch) -> Result<Table, AiError>,
    plays: fn(Algorithm) -> bool,
}

impl AiEntry {
    /// The entry of game `G`.
    pub const fn of<G: Ai>() -> Self {
        AiEntry {
            id: G::ID,
            arena: G::ARENA,
            choose: choose_boxed::<G>,
            choose_stepped: choose_stepped_boxed::<G>,
            table: table_boxed::<G>,
            plays: plays::<G>,
        }
    }

    /// `thinker`'s choice, in notation, for the seat whose decision it is in `game`,
    /// thinking within `budget`. It searches only what that seat may know (see
    /// [`crate::decide`]).
    pub fn choose(
        &self,
        game: &dyn AnyMatch,
        thinker: impl Into<Thinker>,
        seed: u64,
        budget: Budget,
    ) -> Result<String, AiError> {
        let choice = Choice {
            thinker: thinker.into(),
            seed,
            budget,
        };
        (self.choose)(choice, game)
    }

    /// `thinker`'s choice, in notation, for the seat whose decision it is in `game`,
    /// searched in steps of [`STEP_WORK`] units of work while `go_on` (asked after each
    /// step) says so: for callers with a clock of their own (the page's worker, where
    /// `std`'s clock does not run). Given the seed and the number of steps, the choice
    /// is the one [`crate::decide`]'s search stepped as often gives.
    pub fn choose_stepped(
        &self,
        game: &dyn AnyMatch,
        thinker: impl Into<Thinker>,
        seed: u64,
        go_on: &mut dyn FnMut() -> bool,
    ) -> Result<String, AiError> {
        (self.choose_stepped)(thinker.into(), game, seed, go_on)
    }

    /// The seats' teams, whose decision it is and the result of `game`.
    pub fn table(&self, game: &dyn AnyMatch) -> Result<Table, AiError> {
        (self.table)(game)
    }

    /// Whether `algorithm` alone plays this game (it needs an evaluation).
    pub fn plays(&self, algorithm: Algorithm) -> bool {
        (self.plays)(algorithm)
    }
}

/// The match of game `G` inside `game`.
fn typed<G: Ai>(game: &dyn AnyMatch) -> Result<&Match<G>, AiError> {
    game.as_any()
        .downcast_ref::<Match<G>>()
        .ok_or(AiError::WrongGame {
            expected: G::ID,
            found: game.game_id(),
        })
}

/// What [`AiEntry::choose`] was asked, for the game's own function.
struct Choice<'a> {
    thinker: Thinker,
    seed: u64,
    budget: Budget<'a>,
}

fn choose_boxed<G: Ai>(choice: Choice, game: &dyn AnyMatch) -> Result<String, AiError> {
    let game = typed::<G>(game)?;
    let seat = to_move(game).ok_or(AiError::GameOver)?;
    choose(
        choice.thinker,
        game.state(),
        seat,
        choice.seed,
        choice.budget,
    )
    .map(|action| action.to_string())
}

fn choose_stepped_boxed<G: Ai>(
    thinker: Thinker,
    game: &dyn AnyMatch,
    seed: u64,
    go_on: &mut dyn FnMut() -> bool,
) -> Result<String, AiError> {
    let game = typed::<G>(game)?;
    let seat = to_move(game).ok_or(AiError::GameOver)?;
    let action = match decide(thinker, game.state(), seat, seed)? {
        Decision::Now(action) => action,
        Decision::Search(mut search) => {
            while !search.step(STEP_WORK) && go_on() {}
            search.best_action().ok_or(AiError::GameOver)?
        }
    };
    Ok(action.to_string())
}

/// The seat whose decision it is, `None` once the match is over (resignation too).
fn to_move<G: Game>(game: &Match<G>) -> Option<Seat> {
    match game.status() {
        Status::Ongoing => game.state().turn().map(|turn| turn.seat),
        Status::Over(_) => None,
    }
}

fn table_boxed<G: Ai>(game: &dyn AnyMatch) -> Result<Table, AiError> {
    let game = typed::<G>(game)?;
    let state = game.state();
    Ok(Table {
        teams: Seat::all(state.seat_count())
            .map(|seat| state.team_of(seat))
            .collect(),
        team_count: state.team_count(),
        to_move: to_move(game),
        result: game.status().result().cloned(),
    })
}

fn plays<G: Ai>(algorithm: Algorithm) -> bool {
    G::algorithm(algorithm, &G::new(&G::Options::default()), 0).is_some()
}

/// Every registered game's AI.
pub fn entries() -> &'static [AiEntry] {
    GAMES
}

/// The AI of the game `id` (case-insensitive).
pub fn find(id: &str) -> Result<&'static AiEntry, AiError> {
    GAMES
        .iter()
        .find(|entry| entry.id.eq_ignore_ascii_case(id))
        .ok_or_else(|| AiError::UnknownGame {
            id: id.to_string(),
            known: GAMES.iter().map(|entry| entry.id).collect(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Level;
    use plateau_rules::catalog;
    use std::time::Duration;

    #[test]
    fn every_game_of_the_catalog_has_an_ai() {
        for game in catalog::games() {
            let entry = find(game.id).unwrap_or_else(|e| panic!("{e}"));
            let mut live = catalog::new_match(game.id, &game.default_options()).unwrap();
            let table = entry.table(live.as_ref()).unwrap();
            assert!(table.to_move.is_some(), "{}", game.id);
            let choice = entry
                .choose(
                    live.as_ref(),
                    Level::Casual,
                    1,
                    Budget::time(Duration::from_millis(50)),
                )
                .unwrap();
            live.play(&choice).unwrap();
        }
        assert_eq!(entries().len(), catalog::games().len());
    }

    #[test]
    fn unknown_games_and_wrong_matches_are_errors() {
        let error = find("chess").unwrap_err();
        let ids: Vec<&str> = catalog::games().iter().map(|game| game.id).collect();
        assert_eq!(
            error.to_string(),
            format!("no AI plays 'chess' (games: {})", ids.join(", "))
        );
        let y = catalog::new_match("y", &[]).unwrap();
        let yinsh = find("YINSH").unwrap();
        assert_eq!(
            yinsh.table(y.as_ref()),
            Err(AiError::WrongGame {
                expected: "yinsh",
                found: "y"
            })
        );
        assert!(yinsh.plays(Algorithm::Mcts));
        assert!(!find("y").unwrap().plays(Algorithm::AlphaBeta));
        let error = find("y")
            .unwrap()
            .choose(y.as_ref(), Algorithm::Mcts, 1, Budget::time(Duration::ZERO))
            .unwrap_err();
        assert!(matches!(error, AiError::NoAlgorithm { game: "y", .. }));
    }
}
