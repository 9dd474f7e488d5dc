//! Tetra on the Kadon board: ten stones each, placed, then moved, to form a stretched
//! figure of four.
//!
//! Black and White place a stone in turn, Black first, until one of them wins or all 20
//! stones are down; then Black moves first and each turn moves one of one's stones one
//! node along a straight line, or two with the node passed over empty (either branch
//! of a fork at a penta). Four of one's stones forming a winning figure
//! ([`figures`]) win at once. A player who cannot move passes; two passes in
//! succession draw, and so do the third occurrence of a position with the same player
//! to move and the move limit (`max_plies`, 300 turns by default, placements
//! included). After a turn the checks run in that order: the win, two passes,
//! repetition, the move limit.

mod action;
pub mod figures;
mod moves;
mod position_text;

use std::fmt;
use std::hash::Hash;

/// Tetra's options: the move limit only, as for the slide games.
pub use crate::kadon_slides::SlideOptions as TetraOptions;
pub use action::{TetraAction, TetraDecision, TetraEffect, TetraError};

use crate::board::kadon::{NODES, Node};
use crate::repetition::TurnLog;
use crate::{EndReason, Game, ParseError, PositionError, PositionLog, Seat, Status, Turn};

/// Black, who places and moves first.
pub const BLACK: Seat = Seat(0);
/// White.
pub const WHITE: Seat = Seat(1);
/// The stones each player places.
pub const STONES_EACH: u32 = 10;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct End {
    winner: Option<Seat>,
    reason: EndReason,
    /// The winning figure's nodes (0 for a draw).
    figure: u128,
}

/// A Tetra state.
///
/// Two states are equal when the stones, the turn, the counters (turns played, a pass
/// just made) and the result are; the positions met before, kept for the repetition
/// draw, are history and do not count (a game set up from a position text has none).
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Tetra {
    options: TetraOptions,
    /// Stones on the board, by seat.
    stones: [u128; 2],
    /// Whose decision it is (after the end: who would have moved).
    to_move: Seat,
    /// Whether the last turn was a pass.
    passed: bool,
    end: Option<End>,
    /// The positions met at the start of each turn, and the turns played.
    log: TurnLog,
}

impl Tetra {
    /// The stones of `seat`, as a bit set of nodes.
    pub fn stones(&self, seat: Seat) -> u128 {
        self.stones[seat.index()]
    }

    /// The nodes holding a stone, as a bit set.
    pub fn occupied(&self) -> u128 {
        self.stones[0] | self.stones[1]
    }

    /// The empty nodes, as a bit set.
    pub fn empty(&self) -> u128 {
        ((1u128 << NODES) - 1) & !self.occupied()
    }

    /// The owner of the stone on `node`, if any.
    pub fn stone_at(&self, node: Node) -> Option<Seat> {
        [BLACK, WHITE]
            .into_iter()
            .find(|s| self.stones[s.index()] & node.bit() != 0)
    }

    /// Whether stones remain to be placed (the first 20 turns).
    pub fn placing(&self) -> bool {
        self.occupied().count_ones() < 2 * STONES_EACH
    }

    /// The turns played so far (placements and passes included).
    pub fn plies(&self) -> u32 {
        self.log.plies()
    }

    /// Whether the last turn was a pass (a second one ends the game).
    pub fn passed(&self) -> bool {
        self.passed
    }

    /// The winning figure's four nodes, once the game is won.
    pub fn winning_figure(&self) -> Option<u128> {
        self.end
            .filter(|end| end.winner.is_some())
            .map(|end| end.figure)
    }

    /// The position as repetition counts it: the stones and the seat to move.
    fn position_key(&self) -> u64 {
        PositionLog::key_of(&(self.stones, self.to_move.0))
    }

    /// The decision due from the seat to move, the game going on.
    fn decision(&self) -> TetraDecision {
        if self.placing() {
            TetraDecision::PlaceStone
        } else if moves::can_move(self.stones[self.to_move.index()], self.occupied()) {
            TetraDecision::MoveStone
        } else {
            TetraDecision::Pass
        }
    }

    /// Checks `action` for `seat` and says what it does: its effect, and the node a
    /// stone lands on.
    fn check(
        &self,
        seat: Seat,
        action: TetraAction,
    ) -> Result<(TetraEffect, Option<Node>), TetraError> {
        let occupied = self.occupied();
        match action {
            TetraAction::Place(node) => {
                if !self.placing() {
                    return Err(TetraError::PlacementOver);
                }
                if occupied & node.bit() != 0 {
                    return Err(TetraError::Occupied(node));
                }
                Ok((TetraEffect::StonePlaced { node, seat }, Some(node)))
            }
            TetraAction::Move { from, to } => {
                if self.placing() {
                    return Err(TetraError::StillPlacing);
                }
                if self.stones[seat.index()] & from.bit() == 0 {
                    return Err(TetraError::NotYourStone(from));
                }
                let via = moves::check_move(from, to, occupied)?;
                Ok((
                    TetraEffect::StoneMoved {
                        seat,
                        from,
                        via,
                        to,
                    },
                    Some(to),
                ))
            }
            TetraAction::Pass => {
                if self.decision() != TetraDecision::Pass {
                    return Err(TetraError::PassNotAllowed);
                }
                Ok((TetraEffect::Passed { seat }, None))
            }
        }
    }

    fn finish(&mut self, winner: Option<Seat>, reason: EndReason, figure: u128) {
        self.end = Some(End {
            winner,
            reason,
            figure,
        });
    }
}

impl Game for Tetra {
    type Action = TetraAction;
    type Decision = TetraDecision;
    type Effect = TetraEffect;
    type Error = TetraError;
    type Options = TetraOptions;

    const ID: &'static str = "tetra";
    const NAME: &'static str = "Tetra";
    const SEAT_NAMES: &'static [&'static str] = &["black", "white"];

    fn new(options: &TetraOptions) -> Self {
        let mut game = Tetra {
            options: *options,
            stones: [0; 2],
            to_move: BLACK,
            passed: false,
            end: None,
            log: TurnLog::default(),
        };
        let key = game.position_key();
        game.log.record(key);
        game
    }

    fn options(&self) -> &TetraOptions {
        &self.options
    }

    fn turn(&self) -> Option<Turn<TetraDecision>> {
        self.end.is_none().then(|| Turn {
            seat: self.to_move,
            kind: self.decision(),
        })
    }

    fn status(&self) -> Status {
        Status::from_end(self, self.end.map(|end| (end.winner, end.reason)))
    }

    fn legal_actions(&self, out: &mut Vec<TetraAction>) {
        let Some(turn) = self.turn() else {
            return;
        };
        match turn.kind {
            TetraDecision::PlaceStone => {
                out.extend(crate::board::kadon::nodes_of(self.empty()).map(TetraAction::Place));
            }
            TetraDecision::MoveStone => {
                moves::for_each_move(
                    self.stones[turn.seat.index()],
                    self.occupied(),
                    |from, to| out.push(TetraAction::Move { from, to }),
                );
            }
            TetraDecision::Pass => out.push(TetraAction::Pass),
        }
    }

    fn apply_into(
        &mut self,
        action: TetraAction,
        effects: &mut Vec<TetraEffect>,
    ) -> Result<(), TetraError> {
        if self.end.is_some() {
            return Err(TetraError::GameOver);
        }
        let seat = self.to_move;
        let (effect, landed) = self.check(seat, action)?;
        match effect {
            TetraEffect::StonePlaced { node, .. } => self.stones[seat.index()] |= node.bit(),
            TetraEffect::StoneMoved { from, to, .. } => {
                self.stones[seat.index()] ^= from.bit() | to.bit();
            }
            _ => {}
        }
        effects.push(effect);
        self.log.count_turn();
        let own = self.stones[seat.index()];
        if let Some(figure) = landed.and_then(|node| figures::figure_through(node, own)) {
            self.finish(Some(seat), EndReason::Goal, figure);
            effects.push(TetraEffect::Won { seat, figure });
            return Ok(());
        }
        let pass = action == TetraAction::Pass;
        let reason = if pass && self.passed {
            Some(EndReason::Blocked)
        } else {
            self.passed = pass;
            self.to_move = seat.opponent();
            let key = self.position_key();
            if self.log.record(key) >= 3 {
                Some(EndReason::Repetition)
            } else if self.log.limit_reached(self.options.max_plies) {
                Some(EndReason::PlyLimit)
            } else {
                None
            }
        };
        if let Some(reason) = reason {
            self.finish(None, reason, 0);
            effects.push(TetraEffect::Drawn { reason });
        }
        Ok(())
    }

    fn parse_action(&self, text: &str) -> Result<TetraAction, ParseError> {
        TetraAction::parse(text)
    }

    fn position_text(&self) -> String {
        position_text::write(self)
    }

    fn from_position(text: &str, options: &TetraOptions) -> Result<Self, PositionError> {
        position_text::read(text, options)
    }

    fn render_text(&self) -> String {
        crate::board::kadon::seats_picture(|n| self.stone_at(n))
    }
}

impl fmt::Display for Tetra {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_text())
    }
}
