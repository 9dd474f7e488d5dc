//! Aliens and Amazons on the Kadon board: three aliens hunt thirty Amazons.
//!
//! The board starts empty. White places its three aliens on its first three turns;
//! Black places one Amazon on each of its turns until its thirtieth placement
//! (captured Amazons give no placement back), and only then steps. From its fourth
//! turn an alien steps to an empty neighbour or makes a chain of jumps over Amazons or
//! aliens, one decision per jump, until `stop` or until no jump is left (never landing
//! twice on a node nor back on its start); a jumped Amazon is captured at once, a
//! jumped alien stays. Amazons step, never jump, and pass when they cannot step.
//!
//! Black wins when, at the start of a White turn from the fourth on, no alien can step
//! or jump. White wins on its `alien_target`-th capture (at once, even within a chain),
//! or when the Amazons have made `amazon_moves` steps after their deployment without
//! trapping the aliens (checked after the trap). Endless play is drawn on the third
//! occurrence of a position (the stones, the seat to move and the Amazons still to be
//! placed, at the start of a turn) and after `max_plies` turns.

mod action;
mod options;
mod position_text;

use std::fmt;
use std::hash::{Hash, Hasher};

pub use action::{AmazonsAction, AmazonsDecision, AmazonsEffect, AmazonsError};
pub use options::{AMAZONS, AmazonsOptions};

use crate::board::kadon::{NODES, Node, kadon, nodes_of};
use crate::jump_chain::{ChainError, JumpChain};
use crate::repetition::TurnLog;
use crate::{EndReason, Game, ParseError, PositionError, PositionLog, Seat, Status, Turn};

/// White, the three aliens, who places first.
pub const WHITE: Seat = Seat(0);
/// Black, the thirty Amazons.
pub const BLACK: Seat = Seat(1);

/// How many aliens there are.
pub const ALIENS: u32 = 3;

/// Every node, as a bit set.
const ALL_NODES: u128 = (1 << NODES) - 1;

/// An Aliens and Amazons state.
///
/// Two states are equal when the stones, the decision, the counters and the result
/// are; the positions met before (which a position text does not carry) do not count.
#[derive(Clone, Debug, PartialEq)]
pub struct Amazons {
    options: AmazonsOptions,
    /// White's aliens.
    aliens: u128,
    /// Black's Amazons on the board.
    amazons: u128,
    /// Amazons placed so far (captured ones included).
    placed: u8,
    /// Steps the Amazons made after their deployment.
    steps: u32,
    /// Whose decision it is.
    to_move: Seat,
    /// The alien's chain of jumps under way, if any.
    chain: Option<JumpChain>,
    /// The Amazons the chain under way captured.
    taken: u128,
    /// Positions met at the start of turns, and the turns played.
    log: TurnLog,
    /// The winner (`None`: a draw) and why, once the game is over.
    end: Option<(Option<Seat>, EndReason)>,
}

impl Hash for Amazons {
    /// The stones, the Amazons placed and stepped, and the decision due; not the options
    /// nor the result (what a search's transposition table needs).
    fn hash<H: Hasher>(&self, state: &mut H) {
        (
            self.aliens,
            self.amazons,
            self.placed,
            self.steps,
            self.to_move,
            self.chain,
        )
            .hash(state);
    }
}

impl Amazons {
    /// The aliens, as a bit set of nodes.
    pub fn aliens(&self) -> u128 {
        self.aliens
    }

    /// The Amazons on the board, as a bit set of nodes.
    pub fn amazons(&self) -> u128 {
        self.amazons
    }

    /// Every stone on the board.
    pub fn occupied(&self) -> u128 {
        self.aliens | self.amazons
    }

    /// The Amazons placed so far, captured ones included.
    pub fn placed(&self) -> u8 {
        self.placed
    }

    /// The Amazons captured so far.
    pub fn captured(&self) -> u32 {
        self.placed as u32 - self.amazons.count_ones()
    }

    /// The steps the Amazons made after their deployment (what `amazon_moves`
    /// counts).
    pub fn amazon_steps(&self) -> u32 {
        self.steps
    }

    /// The alien's chain of jumps under way, if any.
    pub fn chain(&self) -> Option<JumpChain> {
        self.chain
    }

    /// The turns played so far (what `max_plies` counts).
    pub fn plies(&self) -> u32 {
        self.log.plies()
    }

    /// Whether the aliens are all placed and one of them can step or jump.
    pub fn aliens_can_move(&self) -> bool {
        let occupied = self.occupied();
        nodes_of(self.aliens).any(|alien| {
            kadon().neighbour_mask(alien) & !occupied != 0
                || kadon().jump_targets(alien, occupied) != 0
        })
    }

    /// Where the Amazon on `from` can step.
    fn amazon_steps_from(&self, from: Node) -> u128 {
        kadon().neighbour_mask(from) & !self.occupied()
    }

    /// Whether some Amazon can step.
    fn amazons_can_step(&self) -> bool {
        nodes_of(self.amazons).any(|from| self.amazon_steps_from(from) != 0)
    }

    /// The key of the position for repetition: the stones, the seat to move and the
    /// Amazons placed (the aliens placed are on the board).
    fn position_key(&self) -> u64 {
        Self::key_of(self.aliens, self.amazons, self.to_move, self.placed)
    }

    /// The key the repetition log keeps for a position.
    fn key_of(aliens: u128, amazons: u128, to_move: Seat, placed: u8) -> u64 {
        PositionLog::key_of(&(aliens, amazons, to_move, placed))
    }

    /// How many times the position with these `aliens` and `amazons`, `to_move` to
    /// decide and `placed` Amazons placed has been met at the start of a turn so far
    /// (the draw comes with its third time): what a search looking ahead from this
    /// game asks.
    pub fn occurrences(&self, aliens: u128, amazons: u128, to_move: Seat, placed: u8) -> u32 {
        self.log
            .occurrences(Self::key_of(aliens, amazons, to_move, placed))
    }

    fn finish(
        &mut self,
        winner: Option<Seat>,
        reason: EndReason,
        effects: &mut Vec<AmazonsEffect>,
    ) {
        self.end = Some((winner, reason));
        effects.push(AmazonsEffect::Ended { winner, reason });
    }

    /// Ends the turn and runs the checks in order: before a White turn from its
    /// fourth, the trap (Black wins) and the Amazons' move limit (White wins); then
    /// repetition and the move limit.
    fn end_turn(&mut self, effects: &mut Vec<AmazonsEffect>) {
        self.chain = None;
        self.taken = 0;
        self.log.count_turn();
        self.to_move = if self.to_move == WHITE { BLACK } else { WHITE };
        if self.to_move == WHITE && self.aliens.count_ones() == ALIENS {
            if !self.aliens_can_move() {
                return self.finish(Some(BLACK), EndReason::Goal, effects);
            }
            let limit = self.options.amazon_moves;
            if limit > 0 && self.steps >= limit {
                return self.finish(Some(WHITE), EndReason::Goal, effects);
            }
        }
        if self.log.record(self.position_key()) >= 3 {
            return self.finish(None, EndReason::Repetition, effects);
        }
        if self.log.limit_reached(self.options.max_plies) {
            self.finish(None, EndReason::PlyLimit, effects);
        }
    }

    fn place(&mut self, node: Node, effects: &mut Vec<AmazonsEffect>) -> Result<(), AmazonsError> {
        if self.occupied() & node.bit() != 0 {
            return Err(AmazonsError::Occupied(node));
        }
        let seat = self.to_move;
        if seat == WHITE {
            self.aliens |= node.bit();
        } else {
            self.amazons |= node.bit();
            self.placed += 1;
        }
        effects.push(AmazonsEffect::Placed { seat, node });
        self.end_turn(effects);
        Ok(())
    }

    fn step_amazon(
        &mut self,
        from: Node,
        to: Node,
        effects: &mut Vec<AmazonsEffect>,
    ) -> Result<(), AmazonsError> {
        if self.amazons & from.bit() == 0 {
            return Err(AmazonsError::NotYourStone(from));
        }
        if self.amazon_steps_from(from) & to.bit() == 0 {
            return Err(AmazonsError::NotAMove { from, to });
        }
        self.amazons ^= from.bit() | to.bit();
        self.steps += 1;
        effects.push(AmazonsEffect::Stepped {
            seat: BLACK,
            from,
            to,
        });
        self.end_turn(effects);
        Ok(())
    }

    fn move_alien(
        &mut self,
        from: Node,
        to: Node,
        effects: &mut Vec<AmazonsEffect>,
    ) -> Result<(), AmazonsError> {
        let occupied = self.occupied();
        let chain = match self.chain {
            Some(chain) => chain.continued(from, to)?,
            None if self.aliens & from.bit() == 0 => return Err(AmazonsError::NotYourStone(from)),
            None if kadon().neighbour_mask(from) & to.bit() != 0 => {
                if occupied & to.bit() != 0 {
                    return Err(AmazonsError::Occupied(to));
                }
                self.aliens ^= from.bit() | to.bit();
                effects.push(AmazonsEffect::Stepped {
                    seat: WHITE,
                    from,
                    to,
                });
                self.end_turn(effects);
                return Ok(());
            }
            None => JumpChain::first(from, to),
        };
        if kadon().jump_targets(from, occupied) & to.bit() == 0 {
            return Err(AmazonsError::NotAMove { from, to });
        }
        let over = kadon()
            .jumped_node(from, to)
            .ok_or(AmazonsError::NotAMove { from, to })?;
        self.aliens ^= from.bit() | to.bit();
        self.chain = Some(chain);
        effects.push(AmazonsEffect::Jumped { from, over, to });
        if self.amazons & over.bit() != 0 {
            self.amazons &= !over.bit();
            self.taken |= over.bit();
            effects.push(AmazonsEffect::Captured { node: over });
            if self.captured() >= self.options.alien_target as u32 {
                self.finish(Some(WHITE), EndReason::Goal, effects);
                return Ok(());
            }
        }
        if chain.next_landings(self.occupied()) == 0 {
            self.stop(effects);
        }
        Ok(())
    }

    /// Ends the chain under way and the turn.
    fn stop(&mut self, effects: &mut Vec<AmazonsEffect>) {
        if let Some(chain) = self.chain {
            effects.push(AmazonsEffect::ChainEnded {
                from: chain.start,
                to: chain.at,
            });
        }
        self.end_turn(effects);
    }
}

impl Game for Amazons {
    type Action = AmazonsAction;
    type Decision = AmazonsDecision;
    type Effect = AmazonsEffect;
    type Error = AmazonsError;
    type Options = AmazonsOptions;

    const ID: &'static str = "amazons";
    const NAME: &'static str = "Aliens and Amazons";
    const SEAT_NAMES: &'static [&'static str] = &["white", "black"];

    fn new(options: &AmazonsOptions) -> Self {
        let mut game = Amazons {
            options: *options,
            aliens: 0,
            amazons: 0,
            placed: 0,
            steps: 0,
            to_move: WHITE,
            chain: None,
            taken: 0,
            log: TurnLog::default(),
            end: None,
        };
        game.log.record(game.position_key());
        game
    }

    fn options(&self) -> &AmazonsOptions {
        &self.options
    }

    fn turn(&self) -> Option<Turn<AmazonsDecision>> {
        if self.end.is_some() {
            return None;
        }
        let kind = if self.to_move == WHITE {
            if self.aliens.count_ones() < ALIENS {
                AmazonsDecision::PlaceAlien
            } else if self.chain.is_some() {
                AmazonsDecision::JumpOrStop
            } else {
                AmazonsDecision::MoveAlien
            }
        } else if self.placed < AMAZONS {
            AmazonsDecision::PlaceAmazon
        } else if self.amazons_can_step() {
            AmazonsDecision::MoveAmazon
        } else {
            AmazonsDecision::Pass
        };
        Some(Turn {
            seat: self.to_move,
            kind,
        })
    }

    fn status(&self) -> Status {
        Status::from_end(self, self.end)
    }

    fn legal_actions(&self, out: &mut Vec<AmazonsAction>) {
        let Some(turn) = self.turn() else {
            return;
        };
        let occupied = self.occupied();
        match turn.kind {
            AmazonsDecision::PlaceAlien | AmazonsDecision::PlaceAmazon => {
                out.extend(nodes_of(ALL_NODES & !occupied).map(AmazonsAction::Place));
            }
            AmazonsDecision::MoveAlien => {
                for from in nodes_of(self.aliens) {
                    let reach = kadon().neighbour_mask(from) & !occupied
                        | kadon().jump_targets(from, occupied);
                    out.extend(nodes_of(reach).map(|to| AmazonsAction::Move { from, to }));
                }
            }
            AmazonsDecision::JumpOrStop => {
                if let Some(chain) = self.chain {
                    let from = chain.at;
                    let reach = chain.next_landings(occupied);
                    out.extend(nodes_of(reach).map(|to| AmazonsAction::Move { from, to }));
                }
                out.push(AmazonsAction::Stop);
            }
            AmazonsDecision::MoveAmazon => {
                for from in nodes_of(self.amazons) {
                    let reach = self.amazon_steps_from(from);
                    out.extend(nodes_of(reach).map(|to| AmazonsAction::Move { from, to }));
                }
            }
            AmazonsDecision::Pass => out.push(AmazonsAction::Pass),
        }
    }

    fn apply_into(
        &mut self,
        action: AmazonsAction,
        effects: &mut Vec<AmazonsEffect>,
    ) -> Result<(), AmazonsError> {
        let Some(turn) = self.turn() else {
            return Err(AmazonsError::GameOver);
        };
        let placing = matches!(
            turn.kind,
            AmazonsDecision::PlaceAlien | AmazonsDecision::PlaceAmazon
        );
        // Every refusal comes before the first change.
        match action {
            AmazonsAction::Place(node) if placing => self.place(node, effects),
            AmazonsAction::Place(_) => Err(AmazonsError::MoveExpected),
            _ if placing => Err(AmazonsError::PlacementExpected),
            AmazonsAction::Move { from, to } if turn.seat == WHITE => {
                self.move_alien(from, to, effects)
            }
            AmazonsAction::Move { from, to } => self.step_amazon(from, to, effects),
            AmazonsAction::Stop if self.chain.is_some() => {
                self.stop(effects);
                Ok(())
            }
            AmazonsAction::Stop => Err(ChainError::NothingToStop.into()),
            AmazonsAction::Pass if turn.kind == AmazonsDecision::Pass => {
                effects.push(AmazonsEffect::Passed);
                self.end_turn(effects);
                Ok(())
            }
            AmazonsAction::Pass => Err(AmazonsError::CannotPass),
        }
    }

    fn parse_action(&self, text: &str) -> Result<AmazonsAction, ParseError> {
        AmazonsAction::parse(text)
    }

    fn position_text(&self) -> String {
        position_text::write(self)
    }

    fn from_position(text: &str, options: &AmazonsOptions) -> Result<Self, PositionError> {
        position_text::read(text, options)
    }

    fn render_text(&self) -> String {
        let mut text = crate::board::kadon::picture(|n| {
            if self.aliens & n.bit() != 0 {
                "W"
            } else if self.amazons & n.bit() != 0 {
                "B"
            } else {
                "."
            }
        });
        text.push_str(&format!(
            "placed {}/{AMAZONS}, captured {}/{}, amazon moves {}\n",
            self.placed,
            self.captured(),
            self.options.alien_target,
            self.steps
        ));
        text
    }
}

impl fmt::Display for Amazons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_text())
    }
}
