//! Leap Over on the Kadon board: Chinese checkers with jumps only, for two or three
//! players.
//!
//! Each player starts with ten stones in the start triangle on the midpoint of one
//! side and must bring all ten into its target triangle: Black (apex `e1`) goes to
//! White's start (apex `a5`) and White to Black's; with three players Red (apex `m5`)
//! joins, and each target is the next start round the board (Black to `a5`, White to
//! `m5`, Red to `e1`). Every move is a jump over a neighbouring stone of any colour,
//! and a jump may be followed by more with the same stone, one decision each, until
//! `stop` or until no jump is left (a chain never lands twice on a node nor back on its
//! start). A player who cannot jump passes; two passes in succession draw.
//!
//! Wins are checked when a turn ends, the mover first and then the others in turn
//! order. With anti-spoiling (`spoil=on`) a player also wins when every node of its
//! target holds a stone of a player still in the game and one of them is its own. Endless play is drawn on the third
//! occurrence of a position (the stones, the seat to move and the seats still playing,
//! at the start of a turn) and after `max_plies` turns.
//!
//! With three players a seat may leave at any moment ([`LeapAction::Resign`]): its
//! stones stay as obstacles, the others play on, and the last one left wins. The
//! stones of a seat that left never fill a target for anti-spoiling (our ruling: a
//! resignation must not hand another player the win).

mod action;
mod options;
mod position_text;

use std::fmt;
use std::hash::{Hash, Hasher};

pub use action::{LeapAction, LeapDecision, LeapEffect, LeapError};
pub use options::LeapOptions;

use crate::board::kadon::{Apex, Node, kadon, nodes_of};
use crate::jump_chain::{ChainError, JumpChain};
use crate::repetition::TurnLog;
use crate::{EndReason, Game, ParseError, PositionError, PositionLog, Seat, Status, Turn};

/// Black, who moves first (start apex `e1`).
pub const BLACK: Seat = Seat(0);
/// White (start apex `a5`).
pub const WHITE: Seat = Seat(1);
/// Red, the third player (start apex `m5`).
pub const RED: Seat = Seat(2);

/// A Leap Over state.
///
/// Two states are equal when the stones, the decision, the counters and the result
/// are; the positions met before (which a position text does not carry) do not count.
#[derive(Clone, Debug, PartialEq)]
pub struct LeapOver {
    options: LeapOptions,
    /// Stones by seat (Red's empty with two players).
    stones: [u128; 3],
    /// Whose decision it is.
    to_move: Seat,
    /// The seats still playing, one bit per seat.
    playing: u8,
    /// The chain of jumps under way, if any.
    chain: Option<JumpChain>,
    /// Whether the last turn was a pass (a second one draws).
    passed: bool,
    /// Positions met at the start of turns, and the turns played.
    log: TurnLog,
    /// The winner (`None`: a draw) and why, once the game is over.
    end: Option<(Option<Seat>, EndReason)>,
}

impl Hash for LeapOver {
    /// The stones, the seats still playing and the decision due; not the options nor
    /// the result (what a search's transposition table needs).
    fn hash<H: Hasher>(&self, state: &mut H) {
        (
            self.stones,
            self.to_move,
            self.playing,
            self.chain,
            self.passed,
        )
            .hash(state);
    }
}

impl LeapOver {
    /// The seats of the game, in turn order.
    fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        Seat::all(self.options.players as usize)
    }

    /// The stones of `seat`, as a bit set of nodes.
    pub fn stones(&self, seat: Seat) -> u128 {
        self.stones.get(seat.index()).copied().unwrap_or(0)
    }

    /// Every stone on the board.
    pub fn occupied(&self) -> u128 {
        self.stones[0] | self.stones[1] | self.stones[2]
    }

    /// The owner of the stone on `node`, if any.
    pub fn stone_at(&self, node: Node) -> Option<Seat> {
        self.seats()
            .find(|s| self.stones[s.index()] & node.bit() != 0)
    }

    /// The start triangle of `seat`.
    pub fn start_of(&self, seat: Seat) -> u128 {
        kadon().start_triangle(Apex::ALL[seat.index() % 3])
    }

    /// The target triangle of `seat`: the next seat's start.
    pub fn target_of(&self, seat: Seat) -> u128 {
        let next = (seat.index() + 1) % self.options.players as usize;
        kadon().start_triangle(Apex::ALL[next])
    }

    /// Whether `seat` is still playing (three players: it has not left).
    pub fn is_playing(&self, seat: Seat) -> bool {
        seat.index() < 3 && self.playing & 1 << seat.0 != 0
    }

    /// The chain of jumps under way, if any.
    pub fn chain(&self) -> Option<JumpChain> {
        self.chain
    }

    /// The turns played so far (what `max_plies` counts).
    pub fn plies(&self) -> u32 {
        self.log.plies()
    }

    /// The stones of the seats still playing (a seat that left keeps its stones on
    /// the board, but they fill no target).
    pub fn playing_stones(&self) -> u128 {
        self.seats()
            .filter(|&s| self.is_playing(s))
            .fold(0, |all, s| all | self.stones[s.index()])
    }

    /// Whether `seat` has reached its goal: all its stones in its target, or (with
    /// anti-spoiling) a target filled by the stones of seats still playing, one of
    /// them its own. Ruling: the stones of a seat that left never count as filling a
    /// target, so a resignation cannot hand another player the win.
    pub fn has_won(&self, seat: Seat) -> bool {
        let own = self.stones(seat);
        let target = self.target_of(seat);
        own & !target == 0
            || (self.options.spoil && self.playing_stones() & target == target && own & target != 0)
    }

    /// Where the stones of the player to move may land with a first jump, by stone.
    fn first_jumps(&self, seat: Seat) -> impl Iterator<Item = (Node, u128)> + '_ {
        let occupied = self.occupied();
        nodes_of(self.stones(seat))
            .map(move |from| (from, kadon().jump_targets(from, occupied)))
            .filter(|(_, to)| *to != 0)
    }

    /// The next seat still playing after `seat`, in turn order.
    fn next_playing(&self, seat: Seat) -> Seat {
        let count = self.options.players;
        (1..=count)
            .map(|step| Seat((seat.0 + step) % count))
            .find(|&s| self.is_playing(s))
            .unwrap_or(seat)
    }

    /// The key of the position for repetition: the stones, the seat to move and the
    /// seats still playing.
    fn position_key(&self) -> u64 {
        PositionLog::key_of(&(self.stones, self.to_move, self.playing))
    }

    fn finish(&mut self, winner: Option<Seat>, reason: EndReason, effects: &mut Vec<LeapEffect>) {
        self.end = Some((winner, reason));
        effects.push(LeapEffect::Ended { winner, reason });
    }

    /// Ends the turn of the player to move (a chain, a pass, or a leaving mover's
    /// chain) and runs the checks in order: wins (the mover first), two passes,
    /// repetition, the move limit.
    fn end_turn(&mut self, passed: bool, effects: &mut Vec<LeapEffect>) {
        let mover = self.to_move;
        self.chain = None;
        self.log.count_turn();
        let count = self.options.players;
        let order = (0..count).map(|step| Seat((mover.0 + step) % count));
        if let Some(winner) = order
            .filter(|&s| self.is_playing(s))
            .find(|&s| self.has_won(s))
        {
            return self.finish(Some(winner), EndReason::Goal, effects);
        }
        if passed && self.passed {
            return self.finish(None, EndReason::Blocked, effects);
        }
        self.passed = passed;
        self.to_move = self.next_playing(mover);
        self.start_turn(effects);
    }

    /// Records the position at the start of a turn; a third occurrence, or the move
    /// limit reached, draws.
    fn start_turn(&mut self, effects: &mut Vec<LeapEffect>) {
        if self.log.record(self.position_key()) >= 3 {
            return self.finish(None, EndReason::Repetition, effects);
        }
        if self.log.limit_reached(self.options.max_plies) {
            self.finish(None, EndReason::PlyLimit, effects);
        }
    }

    fn jump(
        &mut self,
        from: Node,
        to: Node,
        effects: &mut Vec<LeapEffect>,
    ) -> Result<(), LeapError> {
        let seat = self.to_move;
        let occupied = self.occupied();
        let chain = match self.chain {
            Some(chain) => chain.continued(from, to)?,
            None if self.stones(seat) & from.bit() == 0 => {
                return Err(LeapError::NotYourStone(from));
            }
            None => JumpChain::first(from, to),
        };
        if kadon().jump_targets(from, occupied) & to.bit() == 0 {
            return Err(LeapError::NotAJump { from, to });
        }
        let over = kadon()
            .jumped_node(from, to)
            .ok_or(LeapError::NotAJump { from, to })?;
        self.stones[seat.index()] ^= from.bit() | to.bit();
        effects.push(LeapEffect::Jumped {
            seat,
            from,
            over,
            to,
        });
        self.chain = Some(chain);
        if chain.next_landings(self.occupied()) == 0 {
            self.stop(effects);
        }
        Ok(())
    }

    /// Ends the chain under way and the turn.
    fn stop(&mut self, effects: &mut Vec<LeapEffect>) {
        if let Some(chain) = self.chain {
            effects.push(LeapEffect::ChainEnded {
                seat: self.to_move,
                from: chain.start,
                to: chain.at,
            });
        }
        self.end_turn(false, effects);
    }

    fn resign(&mut self, seat: Seat, effects: &mut Vec<LeapEffect>) -> Result<(), LeapError> {
        if self.options.players != 3 {
            return Err(LeapError::TwoPlayerResignation);
        }
        if !self.is_playing(seat) {
            return Err(LeapError::NotPlaying(seat));
        }
        self.playing &= !(1 << seat.0);
        effects.push(LeapEffect::Left { seat });
        if self.playing.count_ones() == 1 {
            let last = self.seats().find(|&s| self.is_playing(s));
            self.finish(last, EndReason::Resignation, effects);
            return Ok(());
        }
        if seat == self.to_move {
            if self.chain.is_some() {
                // The jumps made stand: the turn ends there.
                self.stop(effects);
            } else {
                self.to_move = self.next_playing(seat);
                self.start_turn(effects);
            }
        }
        Ok(())
    }
}

impl Game for LeapOver {
    type Action = LeapAction;
    type Decision = LeapDecision;
    type Effect = LeapEffect;
    type Error = LeapError;
    type Options = LeapOptions;

    const ID: &'static str = "leapover";
    const NAME: &'static str = "Leap Over";
    const SEAT_NAMES: &'static [&'static str] = &action::SEAT_NAMES;

    fn new(options: &LeapOptions) -> Self {
        let board = kadon();
        let mut stones = [0; 3];
        for (stones, apex) in stones
            .iter_mut()
            .zip(Apex::ALL)
            .take(options.players as usize)
        {
            *stones = board.start_triangle(apex);
        }
        let mut game = LeapOver {
            options: *options,
            stones,
            to_move: BLACK,
            playing: (1 << options.players) - 1,
            chain: None,
            passed: false,
            log: TurnLog::default(),
            end: None,
        };
        game.log.record(game.position_key());
        game
    }

    fn options(&self) -> &LeapOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        self.options.players as usize
    }

    fn turn(&self) -> Option<Turn<LeapDecision>> {
        if self.end.is_some() {
            return None;
        }
        let kind = if self.chain.is_some() {
            LeapDecision::JumpOrStop
        } else if self.first_jumps(self.to_move).next().is_some() {
            LeapDecision::Jump
        } else {
            LeapDecision::Pass
        };
        Some(Turn {
            seat: self.to_move,
            kind,
        })
    }

    fn status(&self) -> Status {
        Status::from_end(self, self.end)
    }

    fn legal_actions(&self, out: &mut Vec<LeapAction>) {
        let Some(turn) = self.turn() else {
            return;
        };
        match turn.kind {
            LeapDecision::Pass => out.push(LeapAction::Pass),
            LeapDecision::Jump => {
                for (from, targets) in self.first_jumps(turn.seat) {
                    out.extend(nodes_of(targets).map(|to| LeapAction::Jump { from, to }));
                }
            }
            LeapDecision::JumpOrStop => {
                if let Some(chain) = self.chain {
                    let from = chain.at;
                    let targets = chain.next_landings(self.occupied());
                    out.extend(nodes_of(targets).map(|to| LeapAction::Jump { from, to }));
                }
                out.push(LeapAction::Stop);
            }
        }
    }

    fn apply_into(
        &mut self,
        action: LeapAction,
        effects: &mut Vec<LeapEffect>,
    ) -> Result<(), LeapError> {
        let Some(turn) = self.turn() else {
            return Err(LeapError::GameOver);
        };
        match action {
            LeapAction::Jump { from, to } => {
                // Every refusal comes before the first change.
                self.jump(from, to, effects)?;
            }
            LeapAction::Stop => {
                if self.chain.is_none() {
                    return Err(ChainError::NothingToStop.into());
                }
                self.stop(effects);
            }
            LeapAction::Pass => {
                if turn.kind != LeapDecision::Pass {
                    return Err(LeapError::CannotPass);
                }
                effects.push(LeapEffect::Passed { seat: turn.seat });
                self.end_turn(true, effects);
            }
            LeapAction::Resign(seat) => self.resign(seat, effects)?,
        }
        Ok(())
    }

    fn parse_action(&self, text: &str) -> Result<LeapAction, ParseError> {
        LeapAction::parse(text)
    }

    fn position_text(&self) -> String {
        position_text::write(self)
    }

    fn from_position(text: &str, options: &LeapOptions) -> Result<Self, PositionError> {
        position_text::read(text, options)
    }

    fn render_text(&self) -> String {
        crate::board::kadon::seats_picture(|n| self.stone_at(n))
    }
}

impl fmt::Display for LeapOver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_text())
    }
}
