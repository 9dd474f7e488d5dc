//! Game of Y on the Kadon board.
//!
//! Black and White place stones in turn, Black first; stones never move. A chain of
//! one colour that touches all three sides wins (a corner is on two sides). A full board
//! always has exactly one winner, so the game cannot be drawn.
//!
//! Options: the pie rule (on by default: after Black's first stone, White may take it
//! with `swap`, and Black moves again), and a handicap (Black places up to nine stones
//! before White's first reply; it excludes the pie rule). Each group's sides are kept
//! in a union-find as a three-bit mask, so a win is found as the stone is placed.

mod action;
mod options;
mod position_text;

use std::fmt;

pub use action::{YAction, YDecision, YEffect, YError};
pub use options::{MAX_HANDICAP, YOptions};

use crate::board::kadon::{NODES, Node, group, kadon, nodes_of};
use crate::{EndReason, Game, ParseError, PositionError, Seat, Status, Turn};

/// Black, who places the first stone.
pub const BLACK: Seat = Seat(0);
/// White.
pub const WHITE: Seat = Seat(1);

/// The three sides' bits, all set.
const ALL_SIDES: u8 = 0b111;

/// A Game of Y state.
#[derive(Clone, Copy, Debug)]
pub struct GameOfY {
    options: YOptions,
    /// Stones on the board, by seat.
    stones: [u128; 2],
    /// Actions taken so far (placements and the swap).
    actions: u16,
    /// Whose decision it is.
    to_move: Seat,
    /// The winner, once a chain joins the three sides.
    winner: Option<Seat>,
    /// Union-find over the stones: each stone's parent (a root is its own parent).
    parent: [u8; NODES],
    /// At each root, the sides its group touches.
    sides: [u8; NODES],
}

impl PartialEq for GameOfY {
    /// Two states are equal when the same stones stand and the same decision is due
    /// (the union-find's inner shape depends on the order of play and does not count).
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options
            && self.stones == other.stones
            && self.actions == other.actions
            && self.to_move == other.to_move
    }
}

impl GameOfY {
    /// The stones of `seat`, as a bit set of nodes.
    pub fn stones(&self, seat: Seat) -> u128 {
        self.stones[seat.index()]
    }

    /// The empty nodes, as a bit set.
    pub fn empty(&self) -> u128 {
        let all = (1u128 << NODES) - 1;
        all & !(self.stones[0] | self.stones[1])
    }

    /// The owner of the stone on `node`, if any.
    pub fn stone_at(&self, node: Node) -> Option<Seat> {
        [BLACK, WHITE]
            .into_iter()
            .find(|s| self.stones[s.index()] & node.bit() != 0)
    }

    /// The winning chain (every stone of the winner's group that touches the three
    /// sides), once the game is won.
    pub fn winning_chain(&self) -> Option<u128> {
        let winner = self.winner?;
        let own = self.stones[winner.index()];
        let start = nodes_of(own).find(|&n| {
            let root = self.root(n);
            self.sides[root.index()] == ALL_SIDES
        })?;
        Some(group(start, own))
    }

    /// Whether the pie rule can still be used (White's first decision).
    fn swap_allowed(&self) -> bool {
        self.options.pie && self.actions == 1 && self.to_move == WHITE && self.winner.is_none()
    }

    fn root(&self, node: Node) -> Node {
        let mut at = node.0;
        while self.parent[at as usize] != at {
            at = self.parent[at as usize];
        }
        Node(at)
    }

    fn root_compress(&mut self, node: Node) -> Node {
        let mut at = node.0;
        while self.parent[at as usize] != at {
            let up = self.parent[at as usize];
            self.parent[at as usize] = self.parent[up as usize];
            at = up;
        }
        Node(at)
    }

    /// Puts a stone of `seat` on `node` and joins it to its neighbours of the same
    /// colour; returns the sides its group now touches.
    fn put_stone(&mut self, node: Node, seat: Seat) -> u8 {
        let board = kadon();
        self.stones[seat.index()] |= node.bit();
        self.parent[node.index()] = node.0;
        self.sides[node.index()] = board.side_mask(node);
        let mut root = node;
        for friend in nodes_of(board.neighbour_mask(node) & self.stones[seat.index()]) {
            let other = self.root_compress(friend);
            if other != root {
                let joined = self.sides[root.index()] | self.sides[other.index()];
                self.parent[other.index()] = root.0;
                self.sides[root.index()] = joined;
            }
        }
        root = self.root_compress(root);
        self.sides[root.index()]
    }

    fn next_after_place(&self, seat: Seat) -> Seat {
        let opening = seat == BLACK && self.stones[WHITE.index()] == 0;
        if opening && (self.actions as u8) < self.options.handicap {
            BLACK
        } else {
            seat.opponent()
        }
    }
}

impl Game for GameOfY {
    type Action = YAction;
    type Decision = YDecision;
    type Effect = YEffect;
    type Error = YError;
    type Options = YOptions;

    const ID: &'static str = "y";
    const NAME: &'static str = "Game of Y";
    const SEAT_NAMES: &'static [&'static str] = &["black", "white"];

    fn new(options: &YOptions) -> Self {
        GameOfY {
            options: *options,
            stones: [0; 2],
            actions: 0,
            to_move: BLACK,
            winner: None,
            parent: [0; NODES],
            sides: [0; NODES],
        }
    }

    fn options(&self) -> &YOptions {
        &self.options
    }

    fn turn(&self) -> Option<Turn<YDecision>> {
        if self.winner.is_some() {
            return None;
        }
        let kind = if self.swap_allowed() {
            YDecision::PlaceOrSwap
        } else {
            YDecision::PlaceStone
        };
        Some(Turn {
            seat: self.to_move,
            kind,
        })
    }

    fn status(&self) -> Status {
        let end = self.winner.map(|winner| (Some(winner), EndReason::Goal));
        Status::from_end(self, end)
    }

    fn legal_actions(&self, out: &mut Vec<YAction>) {
        if self.winner.is_some() {
            return;
        }
        out.extend(nodes_of(self.empty()).map(YAction::Place));
        if self.swap_allowed() {
            out.push(YAction::Swap);
        }
    }

    fn apply_into(&mut self, action: YAction, effects: &mut Vec<YEffect>) -> Result<(), YError> {
        if self.winner.is_some() {
            return Err(YError::GameOver);
        }
        let seat = self.to_move;
        match action {
            YAction::Swap => {
                if !self.swap_allowed() {
                    return Err(YError::SwapNotAllowed);
                }
                let node = nodes_of(self.stones[BLACK.index()])
                    .next()
                    .ok_or(YError::SwapNotAllowed)?;
                self.stones[BLACK.index()] = 0;
                self.put_stone(node, WHITE);
                self.actions += 1;
                self.to_move = BLACK;
                effects.push(YEffect::Swapped { node, seat: WHITE });
            }
            YAction::Place(node) => {
                if self.stone_at(node).is_some() {
                    return Err(YError::Occupied(node));
                }
                let sides = self.put_stone(node, seat);
                self.actions += 1;
                effects.push(YEffect::StonePlaced { node, seat });
                if sides == ALL_SIDES {
                    self.winner = Some(seat);
                    let chain = group(node, self.stones[seat.index()]);
                    effects.push(YEffect::Won { seat, chain });
                } else {
                    self.to_move = self.next_after_place(seat);
                }
            }
        }
        Ok(())
    }

    fn parse_action(&self, text: &str) -> Result<YAction, ParseError> {
        YAction::parse(text)
    }

    fn position_text(&self) -> String {
        position_text::write(self)
    }

    fn from_position(text: &str, options: &YOptions) -> Result<Self, PositionError> {
        position_text::read(text, options)
    }

    fn render_text(&self) -> String {
        crate::board::kadon::seats_picture(|n| self.stone_at(n))
    }
}

impl fmt::Display for GameOfY {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(game: &mut GameOfY, moves: &str) {
        for m in moves.split_whitespace() {
            let action = game.parse_action(m).unwrap();
            game.apply(action).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }

    #[test]
    fn black_starts_and_turns_alternate() {
        let mut game = GameOfY::new(&YOptions::default());
        assert_eq!(game.turn().unwrap().seat, BLACK);
        assert_eq!(game.turn().unwrap().kind, YDecision::PlaceStone);
        play(&mut game, "e5");
        assert_eq!(
            game.turn(),
            Some(Turn {
                seat: WHITE,
                kind: YDecision::PlaceOrSwap
            })
        );
        play(&mut game, "f5");
        assert_eq!(game.turn().unwrap().seat, BLACK);
        assert_eq!(game.apply(YAction::Swap), Err(YError::SwapNotAllowed));
    }
}
