//! The slide games of the Kadon board, written once: Quinta, Sexta and Singularity
//! (the games themselves are [`crate::quinta`], [`crate::sexta`] and
//! [`crate::singularity`], each a [`SlideRules`] on top of [`SlideGame`]).
//!
//! On its turn a player slides one of its stones along one straight line of the board
//! through empty nodes, taking either branch where the line forks at a penta (Singularity:
//! one to three nodes). A player with no slide passes, and two passes in succession
//! draw. Singularity adds compulsory captures of one's own stones on the central
//! triangle (a decision of its own when two or more qualify) and a limit of one stone
//! on the central face.
//!
//! After each turn the checks run in this order: the mover's goal, two passes in
//! succession, the third occurrence of a position (the stones and the seat to move,
//! recorded at the start of each turn, [`PositionLog`]), and the ply limit
//! (`max_plies`, one ply per turn).

mod action;
mod options;
mod position_text;
mod reach;
mod rules;

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

pub use action::{MAX_PATH, SlideAction, SlideDecision, SlideEffect, SlideError, SlidePath};
pub use options::SlideOptions;
pub use rules::SlideRules;

use crate::board::kadon::{NODES, Node, kadon, nodes_of};
use crate::repetition::TurnLog;
use crate::{EndReason, Game, ParseError, PositionError, PositionLog, Seat, Status, Turn};
use reach::LineStones;

/// Black.
pub const BLACK: Seat = Seat(0);
/// White.
pub const WHITE: Seat = Seat(1);

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    /// The player to move slides a stone.
    Move,
    /// The player to move has no slide and passes.
    Pass,
    /// The player to move chooses which stone its slide to this node captures.
    Capture(Node),
    /// The game is over.
    Over(Outcome),
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Outcome {
    winner: Option<Seat>,
    reason: EndReason,
    /// The winning stones (0 for a draw).
    stones: u128,
}

/// A slide game's state, its rules given by `R`.
#[derive(Clone, Debug)]
pub struct SlideGame<R: SlideRules> {
    options: SlideOptions,
    /// Stones on the board, by seat.
    stones: [u128; 2],
    /// The same stones along the board's lines, for slides.
    lines: LineStones,
    to_move: Seat,
    phase: Phase,
    /// Whether the last turn was a pass.
    passed: bool,
    /// The positions met at the start of each turn, and the turns played.
    log: TurnLog,
    rules: PhantomData<R>,
}

impl<R: SlideRules> PartialEq for SlideGame<R> {
    /// Two states are equal when the same stones stand, the same decision is due and
    /// the counters agree; the history of positions (for repetition) is not compared,
    /// as the position text does not carry it.
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options
            && self.stones == other.stones
            && self.to_move == other.to_move
            && self.phase == other.phase
            && self.passed == other.passed
            && self.log == other.log
    }
}

impl<R: SlideRules> Hash for SlideGame<R> {
    /// The stones and the decision due (what a search's transposition table needs).
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.stones.hash(state);
        self.to_move.hash(state);
        self.phase.hash(state);
        self.passed.hash(state);
    }
}

impl<R: SlideRules> SlideGame<R> {
    /// Sets the stones on the board (a position read from text).
    fn set_stones(&mut self, stones: [u128; 2]) {
        self.stones = stones;
        self.lines = LineStones::of(stones[0] | stones[1]);
    }

    /// Takes the stone of `seat` off `node`.
    fn remove_stone(&mut self, seat: Seat, node: Node) {
        self.stones[seat.index()] &= !node.bit();
        self.lines.toggle(node);
    }

    /// The stones of `seat`, as a bit set of nodes.
    pub fn stones(&self, seat: Seat) -> u128 {
        self.stones[seat.index() & 1]
    }

    /// Every stone on the board, as a bit set.
    pub fn occupied(&self) -> u128 {
        self.stones[0] | self.stones[1]
    }

    /// The owner of the stone on `node`, if any.
    pub fn stone_at(&self, node: Node) -> Option<Seat> {
        [BLACK, WHITE]
            .into_iter()
            .find(|s| self.stones[s.index()] & node.bit() != 0)
    }

    /// The turns played so far (passes included).
    pub fn plies(&self) -> u32 {
        self.log.plies()
    }

    /// The stones that made the winner's goal, once the game is won.
    pub fn winning_stones(&self) -> Option<u128> {
        match self.phase {
            Phase::Over(outcome) if outcome.winner.is_some() => Some(outcome.stones),
            _ => None,
        }
    }

    /// The nodes the stone on `from` can slide to now (empty when it is not a stone of
    /// the player to move or no slide is due).
    pub fn destinations(&self, from: Node) -> u128 {
        let own = self.stones[self.to_move.index()];
        if self.phase != Phase::Move || own & from.bit() == 0 {
            return 0;
        }
        self.reach(own, from)
    }

    /// The stones a slide of `seat` stopping on `to` captures, `own` being its stones
    /// after the slide.
    fn candidates(own: u128, to: Node) -> u128 {
        kadon().neighbour_mask(to) & own & R::capture_zone() & !to.bit()
    }

    /// Whether `own` keeps the centre limit.
    fn within_limit(own: u128) -> bool {
        (own & R::limited()).count_ones() <= 1
    }

    /// Whether a slide to `to` leaving the mover with `own` (before any capture) can
    /// end the turn within the centre limit: directly, or by one of the captures it
    /// forces.
    fn slide_keeps_limit(own: u128, to: Node) -> bool {
        let limited = R::limited();
        if limited == 0 {
            return true;
        }
        match (own & limited).count_ones() {
            0 | 1 => true,
            2 => Self::candidates(own, to) & limited != 0,
            _ => false,
        }
    }

    /// The legal stops of a slide from `from` for the mover holding `own`.
    fn reach(&self, own: u128, from: Node) -> u128 {
        let reach = self.lines.slides(from, R::MAX_SLIDE);
        let rest = own & !from.bit();
        if rest & R::limited() == 0 {
            // Holding no node of the centre, one more keeps the limit.
            return reach;
        }
        let refused = nodes_of(reach & R::limited())
            .filter(|&to| !Self::slide_keeps_limit(rest | to.bit(), to))
            .fold(0, |m, to| m | to.bit());
        reach & !refused
    }

    /// Whether `seat` has a legal slide.
    fn has_slide(&self, seat: Seat) -> bool {
        let own = self.stones[seat.index()];
        if R::limited() == 0 {
            // Every empty neighbour is a slide of one node.
            let empty = !self.occupied();
            return nodes_of(own).any(|n| kadon().neighbour_mask(n) & empty != 0);
        }
        nodes_of(own).any(|from| self.reach(own, from) != 0)
    }

    /// The captures the mover may choose after sliding to `moved`.
    fn legal_captures(&self, moved: Node) -> u128 {
        let own = self.stones[self.to_move.index()];
        nodes_of(Self::candidates(own, moved))
            .filter(|c| Self::within_limit(own & !c.bit()))
            .fold(0, |m, c| m | c.bit())
    }

    /// The shortest clear way of a slide from `from` to `to` within the game's slide
    /// length, or `None`.
    fn path(&self, from: Node, to: Node) -> Option<SlidePath> {
        let occupied = self.occupied();
        let limit = R::MAX_SLIDE.unwrap_or(MAX_PATH);
        let mut best: Option<&[Node]> = None;
        for (ray, &set) in kadon().rays(from).zip(reach::ray_sets(from)) {
            if set & to.bit() == 0 {
                continue;
            }
            let ray = &ray[..ray.len().min(limit)];
            let Some(end) = ray.iter().position(|&n| n == to) else {
                continue;
            };
            let way = &ray[..=end];
            if way.iter().all(|n| occupied & n.bit() == 0)
                && best.is_none_or(|b| way.len() < b.len())
            {
                best = Some(way);
            }
        }
        best.and_then(|way| SlidePath::new(from, way))
    }

    /// The key of the position for repetition: the stones and the seat to move.
    fn position_key(&self) -> u64 {
        PositionLog::key_of(&(self.stones, self.to_move.0))
    }

    /// The decision due for `to_move` at the start of its turn: slide or pass.
    fn start_phase(&self) -> Phase {
        if self.has_slide(self.to_move) {
            Phase::Move
        } else {
            Phase::Pass
        }
    }

    /// Ends `seat`'s turn and runs the checks in order: its goal (`moved`: where its
    /// stone stopped, `None` after a pass), two passes, repetition, the ply limit.
    fn end_turn(&mut self, seat: Seat, moved: Option<Node>, effects: &mut Vec<SlideEffect>) {
        self.log.count_turn();
        let passed = moved.is_none();
        if let Some(node) = moved {
            let goal = R::goal(self.stones[seat.index()], Some(node));
            // A goal ends the game before anything else is looked at.
            if goal != 0 {
                self.phase = Phase::Over(Outcome {
                    winner: Some(seat),
                    reason: EndReason::Goal,
                    stones: goal,
                });
                effects.push(SlideEffect::Won { seat, stones: goal });
                return;
            }
        }
        let both_passed = passed && self.passed;
        self.passed = passed;
        self.to_move = seat.opponent();
        let reason = if both_passed {
            Some(EndReason::Blocked)
        } else if self.log.record(self.position_key()) >= 3 {
            Some(EndReason::Repetition)
        } else if self.log.limit_reached(self.options.max_plies) {
            Some(EndReason::PlyLimit)
        } else {
            None
        };
        self.phase = match reason {
            Some(reason) => {
                effects.push(SlideEffect::Drawn { reason });
                Phase::Over(Outcome {
                    winner: None,
                    reason,
                    stones: 0,
                })
            }
            None => self.start_phase(),
        };
    }

    /// Plays a slide already checked: moves the stone, then captures (at once with one
    /// candidate, as a decision of its own with several) and ends the turn.
    fn slide(&mut self, to: Node, path: SlidePath, effects: &mut Vec<SlideEffect>) {
        let seat = self.to_move;
        let from = path.nodes()[0];
        self.passed = false;
        let own = &mut self.stones[seat.index()];
        *own = (*own & !from.bit()) | to.bit();
        let candidates = Self::candidates(*own, to);
        self.lines.toggle(from);
        self.lines.toggle(to);
        effects.push(SlideEffect::Slid { seat, path });
        match candidates.count_ones() {
            0 => self.end_turn(seat, Some(to), effects),
            1 => {
                let node = Node(candidates.trailing_zeros() as u8);
                self.remove_stone(seat, node);
                effects.push(SlideEffect::Captured { seat, node });
                self.end_turn(seat, Some(to), effects);
            }
            _ => self.phase = Phase::Capture(to),
        }
    }
}

impl<R: SlideRules> Game for SlideGame<R> {
    type Action = SlideAction;
    type Decision = SlideDecision;
    type Effect = SlideEffect;
    type Error = SlideError;
    type Options = SlideOptions;

    const ID: &'static str = R::ID;
    const NAME: &'static str = R::NAME;
    const SEAT_NAMES: &'static [&'static str] = &["black", "white"];

    fn new(options: &SlideOptions) -> Self {
        let stones = R::start();
        let mut game = SlideGame {
            options: *options,
            stones,
            lines: LineStones::of(stones[0] | stones[1]),
            to_move: R::FIRST,
            phase: Phase::Move,
            passed: false,
            log: TurnLog::default(),
            rules: PhantomData,
        };
        game.log.record(game.position_key());
        game
    }

    fn options(&self) -> &SlideOptions {
        &self.options
    }

    fn turn(&self) -> Option<Turn<SlideDecision>> {
        let kind = match self.phase {
            Phase::Move => SlideDecision::MoveStone,
            Phase::Pass => SlideDecision::Pass,
            Phase::Capture(node) => SlideDecision::ChooseCapture(node),
            Phase::Over(_) => return None,
        };
        Some(Turn {
            seat: self.to_move,
            kind,
        })
    }

    fn status(&self) -> Status {
        let end = match self.phase {
            Phase::Over(outcome) => Some((outcome.winner, outcome.reason)),
            _ => None,
        };
        Status::from_end(self, end)
    }

    fn legal_actions(&self, out: &mut Vec<SlideAction>) {
        match self.phase {
            Phase::Over(_) => {}
            Phase::Pass => out.push(SlideAction::Pass),
            Phase::Capture(moved) => {
                out.extend(nodes_of(self.legal_captures(moved)).map(SlideAction::Capture));
            }
            Phase::Move => {
                let own = self.stones[self.to_move.index()];
                for from in nodes_of(own) {
                    let reach = self.reach(own, from);
                    out.reserve(NODES);
                    // The two halves of the set, each in a tight loop.
                    for (base, mut bits) in [(0, reach as u64), (64, (reach >> 64) as u64)] {
                        while bits != 0 {
                            let to = Node(base + bits.trailing_zeros() as u8);
                            out.push(SlideAction::Slide { from, to });
                            bits &= bits - 1;
                        }
                    }
                }
            }
        }
    }

    fn apply_into(
        &mut self,
        action: SlideAction,
        effects: &mut Vec<SlideEffect>,
    ) -> Result<(), SlideError> {
        let seat = self.to_move;
        let own = self.stones[seat.index()];
        match (self.phase, action) {
            (Phase::Over(_), _) => Err(SlideError::GameOver),
            (Phase::Capture(moved), SlideAction::Capture(node)) => {
                if Self::candidates(own, moved) & node.bit() == 0 {
                    return Err(SlideError::NotACandidate(node));
                }
                if !Self::within_limit(own & !node.bit()) {
                    return Err(SlideError::CentreLimit);
                }
                self.remove_stone(seat, node);
                effects.push(SlideEffect::Captured { seat, node });
                self.end_turn(seat, Some(moved), effects);
                Ok(())
            }
            (Phase::Capture(_), _) => Err(SlideError::CaptureDue),
            (_, SlideAction::Capture(_)) => Err(SlideError::NoCaptureDue),
            (Phase::Pass, SlideAction::Pass) => {
                effects.push(SlideEffect::Passed { seat });
                self.end_turn(seat, None, effects);
                Ok(())
            }
            (Phase::Pass, SlideAction::Slide { .. }) => Err(SlideError::MustPass),
            (Phase::Move, SlideAction::Pass) => Err(SlideError::CannotPass),
            (Phase::Move, SlideAction::Slide { from, to }) => {
                if own & from.bit() == 0 {
                    return Err(SlideError::NotYourStone(from));
                }
                let path = self
                    .path(from, to)
                    .ok_or(SlideError::NoSlide { from, to })?;
                if !Self::slide_keeps_limit((own & !from.bit()) | to.bit(), to) {
                    return Err(SlideError::CentreLimit);
                }
                self.slide(to, path, effects);
                Ok(())
            }
        }
    }

    fn parse_action(&self, text: &str) -> Result<SlideAction, ParseError> {
        SlideAction::parse(text, R::CAPTURES)
    }

    fn position_text(&self) -> String {
        position_text::write(self)
    }

    fn from_position(text: &str, options: &SlideOptions) -> Result<Self, PositionError> {
        position_text::read(text, options)
    }

    fn render_text(&self) -> String {
        crate::board::kadon::seats_picture(|n| self.stone_at(n))
    }
}

impl<R: SlideRules> fmt::Display for SlideGame<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sexta::Sexta;

    #[test]
    fn every_slide_path_fits_in_an_effect() {
        let board = kadon();
        for from in Node::all() {
            for ray in board.rays(from) {
                assert!(ray.len() < MAX_PATH, "{from}: a ray of {}", ray.len());
                assert!(SlidePath::new(from, ray).is_some());
            }
        }
    }

    /// Two passes in succession cannot come from play in these games (both players
    /// blocked at once would need stones on nearly every node), so the rule is checked
    /// on a state set up by hand: a pass after a pass draws, as `Blocked`.
    #[test]
    fn two_passes_in_succession_draw() {
        let mut game = Sexta::new(&SlideOptions::default());
        game.phase = Phase::Pass;
        game.passed = true;
        let mut effects = Vec::new();
        assert_eq!(
            game.apply_into(
                SlideAction::Slide {
                    from: Node(0),
                    to: Node(1)
                },
                &mut effects
            ),
            Err(SlideError::MustPass)
        );
        game.apply_into(SlideAction::Pass, &mut effects).unwrap();
        assert_eq!(
            effects,
            [
                SlideEffect::Passed { seat: BLACK },
                SlideEffect::Drawn {
                    reason: EndReason::Blocked
                }
            ]
        );
        assert_eq!(game.status().result().unwrap().reason, EndReason::Blocked);
        assert_eq!(game.turn(), None);
        // One pass alone does not draw: the other player moves on.
        let mut once = Sexta::new(&SlideOptions::default());
        once.phase = Phase::Pass;
        once.apply(SlideAction::Pass).unwrap();
        assert_eq!(once.status(), Status::Ongoing);
        assert!(once.passed);
        assert_eq!(once.turn().unwrap().seat, WHITE);
    }
}
