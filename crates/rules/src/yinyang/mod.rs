//! Yin-Yang by Gauthier Fourcade: secret laws, written and then played.
//!
//! The 4x4 board starts full, each side an L of eight pawns. Before play each player
//! writes four secret laws (Black first, then White): a 2x2 cause and its effect, a
//! destruction (one pawn of the cause disappears), a population (two pawns appear) or
//! an adaptation (the owner rewrites one of its laws). A turn moves one of one's pawns
//! one square to an empty square, or applies one of one's laws at a window whose cells
//! match its cause (read from the owner's side: White's laws are turned by a
//! half-turn), or does both in that order. A law is laid face up the first time it
//! applies, unless it would contradict a face-up law (same cause, another effect). A
//! pawn on one's goal corner at the end of one's turn wins; a player who can neither
//! move nor apply a law at the start of its turn loses. Threefold repetition (the
//! board and the player to move, at the start of a turn) and `max_plies` turns of play
//! draw.
//!
//! Unlaid laws are secret: [`Game::view_for`] turns the opponent's into
//! [`LawSlot::Secret`], and a view plays its opponent's secret decisions in their
//! public form (`1=?`, `2@b2=law` when a law is laid).

mod action;
pub mod board;
mod law;
mod options;
mod position_text;
mod view;

use std::fmt;

pub use action::{SLOTS, YinYangAction, YinYangDecision, YinYangEffect, YinYangError};
pub use board::{BLACK, Cell, WHITE};
pub use law::{Effect, Law, LawError, LawKind};
pub use options::YinYangOptions;

use crate::repetition::TurnLog;
use board::{CELLS, WINDOWS, goal, neighbours, start_board, windows};

use crate::{EndReason, Game, ParseError, PositionError, PositionLog, Seat, Status, Turn};

/// One of a player's four laws as this state knows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LawSlot {
    /// Not written yet.
    #[default]
    Unwritten,
    /// Written and face down (secret to the opponent).
    FaceDown(Law),
    /// Laid face up: everybody sees it.
    FaceUp(Law),
    /// Written and face down, its content unknown here (a view's placeholder).
    Secret,
}

/// A Yin-Yang state.
///
/// Two states are equal, and hash alike, when the board, the laws, the decision, the
/// result, the turns played and the viewer are (the history of earlier positions does
/// not count).
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct YinYang {
    options: YinYangOptions,
    board: [Cell; CELLS],
    laws: [[LawSlot; SLOTS]; 2],
    to_move: Seat,
    phase: YinYangDecision,
    /// The end: the winner (`None` for a draw) and why.
    result: Option<(Option<Seat>, EndReason)>,
    /// Positions at the start of each turn, and the turns played.
    log: TurnLog,
    /// The seat this state is a view for (`None`: the full state).
    viewer: Option<Seat>,
}

impl YinYang {
    /// What `cell` (0 to 15, `a1` first) holds.
    pub fn cell(&self, cell: usize) -> Cell {
        self.board.get(cell).copied().unwrap_or_default()
    }

    /// The law of `seat` in `slot` (0 to 3), as this state knows it.
    pub fn law(&self, seat: Seat, slot: usize) -> LawSlot {
        self.laws
            .get(seat.index())
            .and_then(|laws| laws.get(slot))
            .copied()
            .unwrap_or_default()
    }

    /// Turns of play so far (writing not counted).
    pub fn plies(&self) -> u32 {
        self.log.plies()
    }

    /// Whether `seat`'s unlaid laws are secret in this state (a view for the other).
    fn secret_here(&self, seat: Seat) -> bool {
        self.viewer.is_some_and(|viewer| viewer != seat)
    }

    /// The first slot of `seat` not written yet.
    fn next_slot(&self, seat: Seat) -> Option<u8> {
        self.laws[seat.index()]
            .iter()
            .position(|slot| *slot == LawSlot::Unwritten)
            .map(|slot| slot as u8)
    }

    /// Whether laying `law` of `owner` would contradict a face-up law.
    fn contradicts_laid(&self, law: &Law, owner: Seat) -> bool {
        [BLACK, WHITE].into_iter().any(|seat| {
            self.laws[seat.index()].iter().any(|slot| match slot {
                LawSlot::FaceUp(laid) => law.contradicts(owner, laid, seat),
                _ => false,
            })
        })
    }

    /// The window's cells, in reading order from Black's side.
    fn window_cells(&self, window: usize) -> [Cell; 4] {
        windows()[window].map(|cell| self.board[cell])
    }

    /// Whether `law` of `owner` matches `window`.
    fn matches(&self, law: &Law, owner: Seat, window: usize) -> bool {
        law.cause_on_board(owner) == self.window_cells(window)
    }

    /// `seat`'s moves: a pawn to an empty orthogonal neighbour.
    fn moves(&self, seat: Seat, out: &mut Vec<YinYangAction>) {
        let own = Cell::of(seat);
        for from in 0..CELLS {
            if self.board[from] != own {
                continue;
            }
            for &to in neighbours(from) {
                if self.board[to] == Cell::Empty {
                    out.push(YinYangAction::Move {
                        from: from as u8,
                        to: to as u8,
                    });
                }
            }
        }
    }

    /// `seat`'s laws that apply now, at every window where they apply.
    fn applications(&self, seat: Seat, out: &mut Vec<YinYangAction>) {
        for slot in 0..SLOTS {
            let apply = |window: usize, lays| YinYangAction::Apply {
                slot: slot as u8,
                window: window as u8,
                lays,
            };
            match self.laws[seat.index()][slot] {
                LawSlot::Unwritten => {}
                LawSlot::FaceUp(law) => {
                    out.extend(
                        (0..WINDOWS)
                            .filter(|&w| self.matches(&law, seat, w))
                            .map(|w| apply(w, None)),
                    );
                }
                LawSlot::FaceDown(law) => {
                    if !self.contradicts_laid(&law, seat) {
                        out.extend(
                            (0..WINDOWS)
                                .filter(|&w| self.matches(&law, seat, w))
                                .map(|w| apply(w, Some(law))),
                        );
                    }
                }
                LawSlot::Secret => {
                    for window in 0..WINDOWS {
                        // The cause in the owner's orientation: the half-turn is its
                        // own inverse.
                        let cells = self.window_cells(window);
                        let cause = if seat == BLACK {
                            cells
                        } else {
                            let [a, b, c, d] = cells;
                            [d, c, b, a]
                        };
                        out.extend(
                            Law::with_cause(cause)
                                .filter(|law| !self.contradicts_laid(law, seat))
                                .map(|law| apply(window, Some(law))),
                        );
                    }
                }
            }
        }
    }

    /// Whether `seat` can move or apply a law.
    fn can_act(&self, seat: Seat) -> bool {
        let mut actions = Vec::new();
        self.moves(seat, &mut actions);
        if actions.is_empty() {
            self.applications(seat, &mut actions);
        }
        !actions.is_empty()
    }

    /// The position's key for repetition: the board and the seat to move.
    fn key(&self) -> u64 {
        PositionLog::key_of(&(self.board, self.to_move))
    }

    /// Ends the mover's turn: its win, else the next turn begins.
    fn end_turn(&mut self, effects: &mut Vec<YinYangEffect>) {
        let mover = self.to_move;
        self.log.count_turn();
        if self.board[goal(mover)] == Cell::of(mover) {
            self.result = Some((Some(mover), EndReason::Goal));
            effects.push(YinYangEffect::Won {
                seat: mover,
                goal: goal(mover) as u8,
            });
            return;
        }
        self.to_move = mover.opponent();
        self.begin_turn(effects);
    }

    /// Starts the turn of the seat to move: it loses if it can do nothing; else the
    /// position is recorded, and repetition and the move limit may draw.
    fn begin_turn(&mut self, effects: &mut Vec<YinYangEffect>) {
        let seat = self.to_move;
        self.phase = YinYangDecision::MoveOrApply;
        if !self.can_act(seat) {
            self.result = Some((Some(seat.opponent()), EndReason::Blocked));
            effects.push(YinYangEffect::Stuck { seat });
            return;
        }
        let reason = if self.log.record(self.key()) >= 3 {
            EndReason::Repetition
        } else if self.log.limit_reached(self.options.max_plies) {
            EndReason::PlyLimit
        } else {
            return;
        };
        self.result = Some((None, reason));
        effects.push(YinYangEffect::Drawn { reason });
    }

    /// Writes (or rewrites) `law` into `slot` of the seat to move.
    fn write(
        &mut self,
        slot: u8,
        law: Option<Law>,
        effects: &mut Vec<YinYangEffect>,
    ) -> Result<(), YinYangError> {
        let seat = self.to_move;
        if law.is_none() != self.secret_here(seat) {
            return Err(YinYangError::Secrecy);
        }
        let index = slot as usize;
        if index >= SLOTS {
            return Err(YinYangError::OutOfRange);
        }
        if matches!(self.laws[seat.index()][index], LawSlot::FaceUp(_)) {
            effects.push(YinYangEffect::LawTurnedDown { seat, slot });
        }
        self.laws[seat.index()][index] = law.map_or(LawSlot::Secret, LawSlot::FaceDown);
        effects.push(YinYangEffect::LawWritten { seat, slot });
        Ok(())
    }

    /// Applies law `slot` of the seat to move at `window`.
    fn apply_law(
        &mut self,
        slot: u8,
        window: u8,
        lays: Option<Law>,
        effects: &mut Vec<YinYangEffect>,
    ) -> Result<(), YinYangError> {
        let seat = self.to_move;
        let (index, w) = (slot as usize, window as usize);
        if index >= SLOTS || w >= WINDOWS {
            return Err(YinYangError::OutOfRange);
        }
        let law = match (self.laws[seat.index()][index], lays) {
            (LawSlot::Unwritten, _) => return Err(YinYangError::NoLaw(slot)),
            (LawSlot::FaceUp(law), None) => law,
            (LawSlot::FaceDown(law), Some(given)) if given == law => law,
            (LawSlot::Secret, Some(given)) => given,
            _ => return Err(YinYangError::WrongLaw(slot)),
        };
        if !self.matches(&law, seat, w) {
            return Err(YinYangError::NoMatch { slot, window });
        }
        if lays.is_some() {
            if self.contradicts_laid(&law, seat) {
                return Err(YinYangError::Contradiction(slot));
            }
            self.laws[seat.index()][index] = LawSlot::FaceUp(law);
            effects.push(YinYangEffect::LawLaid { seat, slot });
        }
        effects.push(YinYangEffect::LawApplied { seat, slot, window });
        match law.effect_on_board(seat) {
            Effect::Red => self.phase = YinYangDecision::RewriteLaw,
            Effect::Cells(after) => {
                for (&cell, after) in windows()[w].iter().zip(after) {
                    let before = self.board[cell];
                    if before == after {
                        continue;
                    }
                    self.board[cell] = after;
                    effects.push(match (before.owner(), after.owner()) {
                        (Some(colour), _) => YinYangEffect::PawnRemoved {
                            cell: cell as u8,
                            colour,
                        },
                        (None, colour) => YinYangEffect::PawnAdded {
                            cell: cell as u8,
                            colour: colour.unwrap_or(seat),
                        },
                    });
                }
                self.end_turn(effects);
            }
        }
        Ok(())
    }

    /// Moves a pawn of the seat to move.
    fn move_pawn(
        &mut self,
        from: u8,
        to: u8,
        effects: &mut Vec<YinYangEffect>,
    ) -> Result<(), YinYangError> {
        let (f, t) = (from as usize, to as usize);
        if f >= CELLS || t >= CELLS || self.board[f] != Cell::of(self.to_move) {
            return Err(YinYangError::NotOwnPawn(from));
        }
        if self.board[t] != Cell::Empty || !neighbours(f).contains(&t) {
            return Err(YinYangError::BadStep { from, to });
        }
        self.board[t] = self.board[f];
        self.board[f] = Cell::Empty;
        effects.push(YinYangEffect::PawnMoved { from, to });
        self.phase = YinYangDecision::ApplyOrEnd;
        Ok(())
    }

    /// Plays `action` on this state (which may be left half-changed on error: the
    /// caller works on a copy).
    fn play(
        &mut self,
        action: YinYangAction,
        effects: &mut Vec<YinYangEffect>,
    ) -> Result<(), YinYangError> {
        use YinYangDecision as D;
        let seat = self.to_move;
        match (self.phase, action) {
            (D::WriteLaw, YinYangAction::Write { slot, law }) => {
                let expected = self.next_slot(seat).unwrap_or(SLOTS as u8);
                if slot != expected {
                    return Err(YinYangError::NotNextSlot { expected });
                }
                self.write(slot, law, effects)?;
                if slot as usize == SLOTS - 1 {
                    self.to_move = seat.opponent();
                    if seat == WHITE {
                        self.begin_turn(effects);
                    }
                }
                Ok(())
            }
            (D::RewriteLaw, YinYangAction::Write { slot, law }) => {
                self.write(slot, law, effects)?;
                self.end_turn(effects);
                Ok(())
            }
            (D::MoveOrApply, YinYangAction::Move { from, to }) => self.move_pawn(from, to, effects),
            (D::MoveOrApply | D::ApplyOrEnd, YinYangAction::Apply { slot, window, lays }) => {
                self.apply_law(slot, window, lays, effects)
            }
            (D::ApplyOrEnd, YinYangAction::End) => {
                self.end_turn(effects);
                Ok(())
            }
            (phase, _) => Err(YinYangError::WrongDecision(phase)),
        }
    }
}

impl Game for YinYang {
    type Action = YinYangAction;
    type Decision = YinYangDecision;
    type Effect = YinYangEffect;
    type Error = YinYangError;
    type Options = YinYangOptions;

    const ID: &'static str = "yinyang";
    const NAME: &'static str = "Yin-Yang";
    const SEAT_NAMES: &'static [&'static str] = &["black", "white"];
    const HIDDEN_INFORMATION: bool = true;

    fn new(options: &YinYangOptions) -> Self {
        YinYang {
            options: *options,
            board: start_board(),
            laws: [[LawSlot::Unwritten; SLOTS]; 2],
            to_move: BLACK,
            phase: YinYangDecision::WriteLaw,
            result: None,
            log: TurnLog::default(),
            viewer: None,
        }
    }

    fn options(&self) -> &YinYangOptions {
        &self.options
    }

    fn turn(&self) -> Option<Turn<YinYangDecision>> {
        self.result.is_none().then_some(Turn {
            seat: self.to_move,
            kind: self.phase,
        })
    }

    fn status(&self) -> Status {
        Status::from_end(self, self.result)
    }

    fn legal_actions(&self, out: &mut Vec<YinYangAction>) {
        if self.result.is_some() {
            return;
        }
        let seat = self.to_move;
        let secret = self.secret_here(seat);
        let writes = |slot: u8, out: &mut Vec<YinYangAction>| {
            if secret {
                out.push(YinYangAction::Write { slot, law: None });
            } else {
                out.extend(Law::all().iter().map(|&law| YinYangAction::Write {
                    slot,
                    law: Some(law),
                }));
            }
        };
        match self.phase {
            YinYangDecision::WriteLaw => {
                if let Some(slot) = self.next_slot(seat) {
                    writes(slot, out);
                }
            }
            YinYangDecision::RewriteLaw => {
                for slot in 0..SLOTS as u8 {
                    writes(slot, out);
                }
            }
            YinYangDecision::MoveOrApply => {
                self.moves(seat, out);
                self.applications(seat, out);
            }
            YinYangDecision::ApplyOrEnd => {
                self.applications(seat, out);
                out.push(YinYangAction::End);
            }
        }
    }

    fn apply_into(
        &mut self,
        action: YinYangAction,
        effects: &mut Vec<YinYangEffect>,
    ) -> Result<(), YinYangError> {
        if self.result.is_some() {
            return Err(YinYangError::GameOver);
        }
        let mut next = self.clone();
        let mut changes = Vec::new();
        next.play(action, &mut changes)?;
        *self = next;
        effects.extend(changes);
        Ok(())
    }

    /// Reads an action; `2@b2` for a face-down law of the player to move is read as
    /// the application that lays it (`2@b2=<law>`).
    fn parse_action(&self, text: &str) -> Result<YinYangAction, ParseError> {
        let action = YinYangAction::parse(text)?;
        if let YinYangAction::Apply {
            slot,
            window,
            lays: None,
        } = action
            && let LawSlot::FaceDown(law) = self.law(self.to_move, slot as usize)
        {
            return Ok(YinYangAction::Apply {
                slot,
                window,
                lays: Some(law),
            });
        }
        Ok(action)
    }

    fn render_text(&self) -> String {
        let mut text = String::new();
        for rank in (0..4).rev() {
            text.push_str(&format!("{} ", rank + 1));
            for file in 0..4 {
                text.push(' ');
                text.push(self.board[rank * 4 + file].letter());
            }
            text.push('\n');
        }
        text.push_str("   a b c d\n");
        for seat in [BLACK, WHITE] {
            let laws: Vec<String> = self.laws[seat.index()]
                .iter()
                .map(position_text::slot_text)
                .collect();
            text.push_str(&format!("{}: {}\n", self.seat_name(seat), laws.join(" ")));
        }
        text
    }

    fn position_text(&self) -> String {
        position_text::write(self)
    }

    fn from_position(text: &str, options: &YinYangOptions) -> Result<Self, PositionError> {
        position_text::read(text, options)
    }

    fn view_for(&self, viewer: Seat) -> Self {
        view::view_for(self, viewer)
    }

    fn viewer(&self) -> Option<Seat> {
        self.viewer
    }

    fn sample_hidden(&self, viewer: Seat, seed: u64) -> Self {
        view::sample_hidden(self, viewer, seed)
    }

    /// The public form for a seat that may not see the law written: `1=?`.
    fn action_text_for(&self, action: YinYangAction, viewer: Seat) -> String {
        match action {
            YinYangAction::Write { slot, law: Some(_) } if viewer != self.to_move => {
                YinYangAction::Write { slot, law: None }.to_string()
            }
            _ => action.to_string(),
        }
    }
}

impl fmt::Display for YinYang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_text())
    }
}
