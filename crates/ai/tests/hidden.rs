//! Hidden information: the computer of a seat searches only what that seat knows.
//!
//! The toy game: White has hidden a coin under one of three cups; Black, who did not see
//! where, lifts one cup and wins if the coin is there. Some cups may already have been
//! shown empty to both players.

mod toy;

use std::fmt;
use std::time::Duration;

use plateau_ai::mcts::{Mcts, MctsConfig};
use plateau_ai::{Ai, Budget, Decision, Level, Search, choose, decide};
use plateau_rules::{EndReason, Game, GameResult, ParseError, Seat, Status, Team, Turn};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use toy::{Blind, Illegal, Move, NoOptions};

/// Black guesses; White hid the coin.
const BLACK: Seat = Seat(0);
/// A coin Black has not seen.
const UNKNOWN: u8 = u8::MAX;

/// Lifting one cup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Lift(u8);

impl fmt::Display for Lift {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[derive(Clone, Debug, PartialEq)]
struct Cups {
    /// The cup hiding the coin (White's secret), or [`UNKNOWN`] in Black's view.
    coin: u8,
    /// The cups both players have seen empty.
    shown_empty: [bool; 3],
    /// The winning team, once Black has lifted a cup.
    winner: Option<Team>,
    /// A deliberately broken variant whose `view_for` shows Black the coin.
    leaky: bool,
}

impl Cups {
    fn hiding(coin: u8, shown_empty: [bool; 3], leaky: bool) -> Cups {
        Cups {
            coin,
            shown_empty,
            winner: None,
            leaky,
        }
    }
}

impl Game for Cups {
    type Action = Lift;
    type Decision = Move;
    type Effect = ();
    type Error = Illegal;
    type Options = NoOptions;
    const ID: &'static str = "cups";
    const NAME: &'static str = "Cups";
    const SEAT_NAMES: &'static [&'static str] = &["black", "white"];
    const HIDDEN_INFORMATION: bool = true;

    fn new(_: &NoOptions) -> Self {
        Cups::hiding(0, [false; 3], false)
    }
    fn options(&self) -> &NoOptions {
        &NoOptions
    }
    fn turn(&self) -> Option<Turn<Move>> {
        self.winner.is_none().then_some(Turn {
            seat: BLACK,
            kind: Move,
        })
    }
    fn status(&self) -> Status {
        match self.winner {
            None => Status::Ongoing,
            Some(team) => Status::Over(GameResult {
                winner: Some(team),
                scores: Vec::new(),
                reason: EndReason::Goal,
            }),
        }
    }
    fn scores(&self) -> Vec<u32> {
        Vec::new()
    }
    fn legal_actions(&self, out: &mut Vec<Lift>) {
        if self.winner.is_none() {
            out.extend((0..3).map(Lift));
        }
    }
    fn apply_into(&mut self, action: Lift, _: &mut Vec<()>) -> Result<(), Illegal> {
        if self.winner.is_some() || action.0 >= 3 {
            return Err(Illegal);
        }
        // On Black's view the coin is unknown: the public consequence is a loss.
        self.winner = Some(Team(u8::from(action.0 != self.coin)));
        Ok(())
    }
    fn parse_action(&self, text: &str) -> Result<Lift, ParseError> {
        text.parse()
            .map(Lift)
            .map_err(|_| ParseError::new(text, "0, 1 or 2"))
    }
    fn render_text(&self) -> String {
        format!("{self:?}")
    }
    fn position_text(&self) -> String {
        self.render_text()
    }
    fn from_position(text: &str, _: &Self::Options) -> Result<Self, plateau_rules::PositionError> {
        Err(plateau_rules::PositionError::new(
            text,
            "a test game is not set up from text",
        ))
    }
    fn view_for(&self, viewer: Seat) -> Self {
        let mut view = self.clone();
        if viewer == BLACK && !self.leaky {
            view.coin = UNKNOWN;
        }
        view
    }
    fn sample_hidden(&self, viewer: Seat, seed: u64) -> Self {
        let mut sample = self.clone();
        if viewer == BLACK && self.coin == UNKNOWN {
            // Any cup not shown empty, equally likely.
            let open: Vec<u8> = (0..3).filter(|&c| !self.shown_empty[c as usize]).collect();
            sample.coin = open[SmallRng::seed_from_u64(seed).random_range(0..open.len())];
        }
        sample
    }
}

impl Ai for Cups {
    fn search(_: Level, state: &Cups, seed: u64) -> Box<dyn Search<Cups>> {
        let config = MctsConfig {
            max_playouts: 200,
            ..MctsConfig::default()
        };
        Box::new(Mcts::new(state.clone(), Blind, config, seed))
    }
}

fn black_chooses(state: &Cups, seed: u64) -> Lift {
    choose(
        Level::Expert,
        state,
        BLACK,
        seed,
        Budget::time(Duration::from_secs(10)),
    )
    .unwrap()
}

/// The kit's test: two states that differ only in what Black cannot see (where the
/// coin is) give Black's computer the same choice for the same seed, whatever the seed.
#[test]
fn states_a_seat_cannot_tell_apart_get_the_same_choice() {
    for seed in 0..20 {
        let choices: Vec<Lift> = (0..3)
            .map(|coin| black_chooses(&Cups::hiding(coin, [false; 3], false), seed))
            .collect();
        assert!(
            choices.iter().all(|&c| c == choices[0]),
            "seed {seed}: {choices:?}"
        );
    }
}

/// What Black has seen still counts: with two cups shown empty, the coin is surely
/// under the third, and every sample puts it there.
#[test]
fn the_search_takes_a_sure_win() {
    for seed in 0..10 {
        for (coin, shown_empty) in [(2, [true, true, false]), (0, [false, true, true])] {
            let state = Cups::hiding(coin, shown_empty, false);
            assert_eq!(black_chooses(&state, seed), Lift(coin), "seed {seed}");
        }
    }
}

/// Why the first test means something: had `view_for` leaked the coin, Black's computer
/// would search the true state and lift the right cup every time, so its choice would
/// differ between the states, as it does in this broken variant.
#[test]
fn a_leaking_view_would_change_the_choice() {
    for seed in 0..5 {
        for coin in 0..3 {
            let state = Cups::hiding(coin, [false; 3], true);
            assert_eq!(black_chooses(&state, seed), Lift(coin), "seed {seed}");
        }
    }
}

/// The search over samples runs in slices like every search: the same answer however
/// the work is cut, and a legal action before any work.
#[test]
fn the_sampled_search_gives_the_same_answer_however_sliced() {
    let state = Cups::hiding(1, [false; 3], false);
    let search = |slice: u32| {
        let Ok(Decision::Search(mut search)) = decide(Level::Expert, &state, BLACK, 4) else {
            panic!("a search is needed");
        };
        assert!(search.best_action().is_some());
        while !search.step(slice) {}
        search.report()
    };
    let whole = search(u32::MAX);
    assert_eq!(whole.work, 8 * 200);
    assert_eq!(whole, search(1));
    assert_eq!(whole, search(37));
}
