//! The searches with more than two seats and with teams, on toy games written here: a
//! three-seat race (MCTS) and a four-seat game of two teams whose turns do not
//! alternate between the teams (alpha-beta).

mod toy;

use std::fmt;

use plateau_ai::alphabeta::AlphaBeta;
use plateau_ai::mcts::{Mcts, MctsConfig};
use plateau_ai::{Ai, Budget, Level, Search, choose};
use plateau_rules::{
    EndReason, Game, GameResult, ParseError, PositionLog, Seat, Status, Team, Turn,
};
use toy::{Blind, Illegal, Move, NoOptions};

/// A step forward of one or two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Step(u8);

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Three runners, each for itself, in turn 0, 1, 2; the first to reach square 5 wins.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Race {
    squares: [u8; 3],
    to_move: u8,
    winner: Option<u8>,
}

const GOAL: u8 = 5;

impl Game for Race {
    type Action = Step;
    type Decision = Move;
    type Effect = ();
    type Error = Illegal;
    type Options = NoOptions;
    const ID: &'static str = "race";
    const NAME: &'static str = "Race";
    const SEAT_NAMES: &'static [&'static str] = &["red", "green", "blue"];

    fn new(_: &NoOptions) -> Self {
        Race {
            squares: [0; 3],
            to_move: 0,
            winner: None,
        }
    }
    fn options(&self) -> &NoOptions {
        &NoOptions
    }
    fn turn(&self) -> Option<Turn<Move>> {
        self.winner.is_none().then_some(Turn {
            seat: Seat(self.to_move),
            kind: Move,
        })
    }
    fn status(&self) -> Status {
        match self.winner {
            None => Status::Ongoing,
            Some(seat) => Status::Over(GameResult {
                winner: Some(Team(seat)),
                scores: Vec::new(),
                reason: EndReason::Goal,
            }),
        }
    }
    fn scores(&self) -> Vec<u32> {
        Vec::new()
    }
    fn legal_actions(&self, out: &mut Vec<Step>) {
        if self.winner.is_none() {
            out.extend([Step(1), Step(2)]);
        }
    }
    fn apply_into(&mut self, action: Step, _: &mut Vec<()>) -> Result<(), Illegal> {
        if self.winner.is_some() || !(1..=2).contains(&action.0) {
            return Err(Illegal);
        }
        let square = &mut self.squares[self.to_move as usize];
        *square += action.0;
        if *square >= GOAL {
            self.winner = Some(self.to_move);
        }
        self.to_move = (self.to_move + 1) % 3;
        Ok(())
    }
    fn parse_action(&self, text: &str) -> Result<Step, ParseError> {
        text.parse()
            .map(Step)
            .map_err(|_| ParseError::new(text, "1 or 2"))
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
}

impl Ai for Race {
    fn search(_: Level, state: &Race, seed: u64) -> Box<dyn Search<Race>> {
        let config = MctsConfig {
            max_playouts: 2_000,
            playout_depth: 20,
            ..MctsConfig::default()
        };
        Box::new(Mcts::new(state.clone(), Blind, config, seed))
    }
}

#[test]
fn mcts_takes_an_immediate_win_with_three_seats() {
    // Green (seat 1) is on 3: two squares win now; one square lets Blue, on 4, win.
    let state = Race {
        squares: [4, 3, 4],
        to_move: 1,
        winner: None,
    };
    for seed in 0..5 {
        let mut search = Race::search(Level::Expert, &state, seed);
        while !search.step(100) {}
        let report = search.report();
        assert_eq!(report.best, Some(Step(2)), "{report:?}");
        assert!(report.value > 0.9, "{report:?}");
        let chosen = choose(
            Level::Expert,
            &state,
            Seat(1),
            seed,
            Budget::time(std::time::Duration::from_secs(5)),
        );
        assert_eq!(chosen, Ok(Step(2)));
    }
}

#[test]
fn each_seat_takes_its_own_win_and_only_its_own_decisions() {
    // Red (seat 0) on 3 wins at once too, before Blue on 4 can.
    let state = Race {
        squares: [3, 0, 4],
        to_move: 0,
        winner: None,
    };
    let mut search = Race::search(Level::Expert, &state, 1);
    while !search.step(100) {}
    assert_eq!(search.best_action(), Some(Step(2)));
    // Not its decision: the AI refuses to play for another seat.
    assert_eq!(
        choose(
            Level::Expert,
            &state,
            Seat(2),
            1,
            Budget::time(std::time::Duration::ZERO)
        ),
        Err(plateau_ai::AiError::NotToMove(Seat(2)))
    );
}

/// A push of the shared token: -1, 0 or +1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Push(i8);

impl fmt::Display for Push {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:+}", self.0)
    }
}

/// Four seats in two teams, in turn 0, 1, 2, 3: seats 0 and 1 are team 0 and play two
/// turns running, then seats 2 and 3 (team 1). One token on a line: team 0 wins when it
/// reaches +3, team 1 at -3; a draw after 12 turns.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Relay {
    token: i8,
    to_move: u8,
    log: PositionLog,
}

const MAX_PLIES: u32 = 12;

impl Relay {
    fn result(&self) -> Option<GameResult> {
        let (winner, reason) = match self.token {
            3.. => (Some(Team(0)), EndReason::Goal),
            ..=-3 => (Some(Team(1)), EndReason::Goal),
            _ if self.log.limit_reached(MAX_PLIES) => (None, EndReason::PlyLimit),
            _ => return None,
        };
        Some(GameResult {
            winner,
            scores: Vec::new(),
            reason,
        })
    }
}

impl Game for Relay {
    type Action = Push;
    type Decision = Move;
    type Effect = ();
    type Error = Illegal;
    type Options = NoOptions;
    const ID: &'static str = "relay";
    const NAME: &'static str = "Relay";
    const SEAT_NAMES: &'static [&'static str] = &["black 1", "black 2", "white 1", "white 2"];

    fn new(_: &NoOptions) -> Self {
        Relay {
            token: 0,
            to_move: 0,
            log: PositionLog::default(),
        }
    }
    fn options(&self) -> &NoOptions {
        &NoOptions
    }
    fn team_count(&self) -> usize {
        2
    }
    fn team_of(&self, seat: Seat) -> Team {
        Team(seat.0 / 2)
    }
    fn team_name(&self, team: Team) -> &'static str {
        ["black", "white"][team.index()]
    }
    fn turn(&self) -> Option<Turn<Move>> {
        self.result().is_none().then_some(Turn {
            seat: Seat(self.to_move),
            kind: Move,
        })
    }
    fn status(&self) -> Status {
        self.result().map_or(Status::Ongoing, Status::Over)
    }
    fn scores(&self) -> Vec<u32> {
        Vec::new()
    }
    fn legal_actions(&self, out: &mut Vec<Push>) {
        if self.turn().is_some() {
            out.extend([Push(0), Push(-1), Push(1)]);
        }
    }
    fn apply_into(&mut self, action: Push, _: &mut Vec<()>) -> Result<(), Illegal> {
        if self.turn().is_none() || !(-1..=1).contains(&action.0) {
            return Err(Illegal);
        }
        self.token += action.0;
        self.to_move = (self.to_move + 1) % 4;
        self.log.count_turn();
        Ok(())
    }
    fn parse_action(&self, text: &str) -> Result<Push, ParseError> {
        text.parse()
            .map(Push)
            .map_err(|_| ParseError::new(text, "-1, 0 or 1"))
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
}

#[test]
fn alpha_beta_finds_a_win_that_needs_the_partner_with_two_teams_of_two() {
    // Black 1 to move, token on +1: black 1 and black 2 both push (+1, +1) and win
    // before White moves. The search must count black 2 as a friend: it maximises at
    // both of Black's turns, though the turns do not alternate between the teams.
    let state = Relay {
        token: 1,
        to_move: 0,
        log: PositionLog::default(),
    };
    let mut search = AlphaBeta::new(state.clone(), Blind, 4);
    while !search.step(100) {}
    let report = search.report();
    assert_eq!(report.best, Some(Push(1)), "{report:?}");
    assert_eq!(report.value, 1.0, "{report:?}");
    assert_eq!(report.principal_variation, vec![Push(1), Push(1)]);

    // White 1 to move on -1 (White's turns follow): the same for the other team.
    let state = Relay {
        token: -1,
        to_move: 2,
        log: PositionLog::default(),
    };
    let mut search = AlphaBeta::new(state, Blind, 4);
    while !search.step(100) {}
    let report = search.report();
    assert_eq!(report.principal_variation, vec![Push(-1), Push(-1)]);
    assert_eq!(report.value, 1.0);
}

#[test]
fn alpha_beta_sees_the_move_limit_as_a_draw() {
    // Two turns before the limit, on 0: no team can reach its goal; every line draws.
    let mut log = PositionLog::default();
    for _ in 0..MAX_PLIES - 2 {
        log.count_turn();
    }
    let state = Relay {
        token: 0,
        to_move: 0,
        log,
    };
    let mut search = AlphaBeta::new(state.clone(), Blind, 6);
    while !search.step(100) {}
    assert_eq!(search.report().value, 0.0);
    let mut end = state;
    end.apply(Push(1)).unwrap();
    end.apply(Push(1)).unwrap();
    assert_eq!(
        end.status().result().map(|r| r.reason),
        Some(EndReason::PlyLimit)
    );
}
