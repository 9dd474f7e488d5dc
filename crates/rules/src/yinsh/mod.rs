//! YINSH, standard and blitz.
//!
//! Every choice is its own decision, even when only one option exists: placing a ring,
//! moving a ring (or passing when none can move), removing a row, removing a ring. After
//! a move the mover removes its own rows first (a row, then a ring, while it has rows),
//! then the opponent removes rows of its colour before its own move.
//!
//! Rulings (see the in-game rules help): a player whose rings are all blocked passes,
//! and two passes in succession end the game; when the player to move must start a move
//! and the pool is empty, the game ends and more rings removed wins (equal: a draw).

mod action;
pub mod board;
pub mod boardspace;
mod error;
mod lines;
mod listing;
mod position;
mod position_text;
mod rays;
mod text;

use std::fmt;

pub use action::{YinshAction, YinshEffect};
use board::{LINE_STEPS, Point, Row, runs_of_five};
pub use error::YinshError;
use lines::Lines;
pub use position::{Position, SetupError};

use crate::options::pair;
use crate::{
    EndReason, Game, GameOptions, OptionChoice, OptionError, OptionPairs, OptionSpec, OptionValues,
    ParseError, PositionError, Seat, Status, Text, Turn, check_pairs, value_of,
};

/// White, who places first and moves first.
pub const WHITE: Seat = Seat(0);
/// Black.
pub const BLACK: Seat = Seat(1);

/// Rings each player has.
pub const RINGS_PER_PLAYER: u8 = 5;
/// Markers in the pool at the start.
pub const MARKERS: u8 = 51;

/// Standard or blitz.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Win by removing three rings.
    #[default]
    Standard,
    /// Win by removing one ring.
    Blitz,
}

/// YINSH's options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct YinshOptions {
    /// Standard or blitz.
    pub variant: Variant,
}

impl YinshOptions {
    /// Rings a player must remove to win.
    pub const fn rings_to_win(&self) -> u8 {
        match self.variant {
            Variant::Standard => 3,
            Variant::Blitz => 1,
        }
    }
}

impl GameOptions for YinshOptions {
    const SPECS: &'static [OptionSpec] = &[OptionSpec {
        key: "variant",
        label: Text {
            en: "Variant",
            fr: "Variante",
        },
        help: Text {
            en: "Standard: remove three rings to win. Blitz: one ring is enough.",
            fr: "Standard : retirer trois anneaux pour gagner. Blitz : un seul suffit.",
        },
        values: OptionValues::Choice(&[
            OptionChoice {
                value: "standard",
                label: Text {
                    en: "Standard (3 rings)",
                    fr: "Standard (3 anneaux)",
                },
            },
            OptionChoice {
                value: "blitz",
                label: Text {
                    en: "Blitz (1 ring)",
                    fr: "Blitz (1 anneau)",
                },
            },
        ]),
        default: "standard",
    }];

    fn from_pairs(pairs: &[(String, String)]) -> Result<Self, OptionError> {
        let values = check_pairs(Self::SPECS, pairs)?;
        let variant = match value_of(&values, "variant") {
            "blitz" => Variant::Blitz,
            _ => Variant::Standard,
        };
        Ok(YinshOptions { variant })
    }

    fn to_pairs(&self) -> OptionPairs {
        let variant = match self.variant {
            Variant::Standard => "standard",
            Variant::Blitz => "blitz",
        };
        vec![pair("variant", variant)]
    }
}

/// The kinds of decision YINSH asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum YinshDecision {
    /// Put one of your rings on an empty point.
    PlaceRing,
    /// Choose one of your rings and where it goes.
    MoveRing,
    /// None of your rings can move: pass.
    Pass,
    /// Remove one row of five of your markers.
    RemoveRow,
    /// Remove one of your rings.
    RemoveRing,
}

impl fmt::Display for YinshDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            YinshDecision::PlaceRing => "place-ring",
            YinshDecision::MoveRing => "move-ring",
            YinshDecision::Pass => "pass",
            YinshDecision::RemoveRow => "remove-row",
            YinshDecision::RemoveRing => "remove-ring",
        })
    }
}

/// A YINSH game state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Yinsh {
    options: YinshOptions,
    /// Rings on the board, by seat.
    rings: [u128; 2],
    /// Markers on the board by the colour they show.
    markers: [u128; 2],
    /// The same pieces line by line, both colours as one: where rings can land.
    lines: Lines,
    /// Rings removed (scored), by seat.
    removed: [u8; 2],
    /// Markers left in the pool.
    pool: u8,
    /// The current decision and whose it is; `None` once the game is over.
    turn: Option<Turn<YinshDecision>>,
    /// The last seat that took its turn (moved a ring or passed): after rows are
    /// removed, the other seat moves. Black before the first move.
    last_mover: Seat,
    /// Passes in succession: 1 when the seat to move must pass after the other seat
    /// passed, else 0 (a seat that can move breaks the succession).
    passes: u8,
    /// How the game ended.
    end: Option<(Option<Seat>, EndReason)>,
}

impl Yinsh {
    /// Rings on the board of `seat`.
    pub fn rings(&self, seat: Seat) -> board::PointSet {
        board::PointSet(self.rings[seat.index()])
    }

    /// Markers on the board showing `seat`'s colour.
    pub fn markers(&self, seat: Seat) -> board::PointSet {
        board::PointSet(self.markers[seat.index()])
    }

    /// Rings `seat` has removed.
    pub fn rings_removed(&self, seat: Seat) -> u8 {
        self.removed[seat.index()]
    }

    /// Markers left in the pool.
    pub fn pool(&self) -> u8 {
        self.pool
    }

    /// What is on `point`.
    pub fn piece_at(&self, point: Point) -> Option<Piece> {
        let bit = point.bit();
        for seat in [WHITE, BLACK] {
            if self.rings[seat.index()] & bit != 0 {
                return Some(Piece::Ring(seat));
            }
            if self.markers[seat.index()] & bit != 0 {
                return Some(Piece::Marker(seat));
            }
        }
        None
    }

    /// The rows of five of `seat`'s colour now on the board (overlapping rows of a
    /// longer line are all listed).
    pub fn rows(&self, seat: Seat) -> Vec<Row> {
        let mut rows = Vec::new();
        self.for_each_row(seat, |row| rows.push(row));
        rows
    }

    fn for_each_row(&self, seat: Seat, mut f: impl FnMut(Row)) {
        let markers = self.markers[seat.index()];
        for step in LINE_STEPS {
            let mut starts = runs_of_five(markers, step);
            while starts != 0 {
                f(Row::from_start(starts.trailing_zeros() as u8, step));
                starts &= starts - 1;
            }
        }
    }

    /// Whether `seat` has a row of five on the board (no allocation: for searches).
    pub fn has_row(&self, seat: Seat) -> bool {
        board::has_five_in_a_row(self.markers[seat.index()])
    }

    fn occupied(&self) -> u128 {
        self.rings[0] | self.rings[1] | self.markers[0] | self.markers[1]
    }

    fn can_move(&self, seat: Seat) -> bool {
        // Nearly always a ring has an empty point next to it: all rings at once first.
        let rings = self.rings[seat.index()];
        board::next_to(rings) & board::BOARD.0 & !self.occupied() != 0 || self.lines.can_move(rings)
    }

    /// Puts `rings` and `markers` (by seat) on the board in place of what was there.
    fn set_pieces(&mut self, rings: [u128; 2], markers: [u128; 2]) {
        self.rings = rings;
        self.markers = markers;
        self.lines = Lines::with_pieces(rings[0] | rings[1], markers[0] | markers[1]);
    }

    /// The markers a ring moving from `from` to `to` would jump, if that move is legal
    /// for the ring's movement (not checking whose ring it is).
    fn jumped_markers(&self, from: Point, to: Point) -> Option<u128> {
        rays::jumped(&self.lines, self.markers[0] | self.markers[1], from, to)
    }

    /// The seat with more rings removed, `None` when equal.
    fn leader(&self) -> Option<Seat> {
        match self.removed[0].cmp(&self.removed[1]) {
            std::cmp::Ordering::Greater => Some(WHITE),
            std::cmp::Ordering::Less => Some(BLACK),
            std::cmp::Ordering::Equal => None,
        }
    }

    fn end(&mut self, winner: Option<Seat>, reason: EndReason, effects: &mut Vec<YinshEffect>) {
        self.turn = None;
        self.end = Some((winner, reason));
        effects.push(YinshEffect::GameOver { winner, reason });
    }

    /// `seat` must start a move: end the game if the pool is empty, pass if no ring can
    /// move.
    fn begin_move(&mut self, seat: Seat, effects: &mut Vec<YinshEffect>) {
        if self.pool == 0 {
            self.end(self.leader(), EndReason::SupplyExhausted, effects);
            return;
        }
        let kind = if self.can_move(seat) {
            self.passes = 0;
            YinshDecision::MoveRing
        } else {
            YinshDecision::Pass
        };
        self.turn = Some(Turn { seat, kind });
    }

    /// After a move or a removal: the mover's rows, then the opponent's, then the
    /// opponent moves.
    fn continue_after_rows(&mut self, effects: &mut Vec<YinshEffect>) {
        let mover = self.last_mover;
        for seat in [mover, mover.opponent()] {
            if self.has_row(seat) {
                self.turn = Some(Turn {
                    seat,
                    kind: YinshDecision::RemoveRow,
                });
                return;
            }
        }
        self.begin_move(mover.opponent(), effects);
    }
}

/// A piece on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A seat's ring.
    Ring(Seat),
    /// A marker showing a seat's colour.
    Marker(Seat),
}

impl Game for Yinsh {
    type Action = YinshAction;
    type Decision = YinshDecision;
    type Effect = YinshEffect;
    type Error = YinshError;
    type Options = YinshOptions;

    const ID: &'static str = "yinsh";
    const NAME: &'static str = "YINSH";
    const SEAT_NAMES: &'static [&'static str] = &["white", "black"];

    fn new(options: &YinshOptions) -> Self {
        Yinsh {
            options: *options,
            rings: [0; 2],
            markers: [0; 2],
            lines: Lines::EMPTY,
            removed: [0; 2],
            pool: MARKERS,
            turn: Some(Turn {
                seat: WHITE,
                kind: YinshDecision::PlaceRing,
            }),
            last_mover: BLACK,
            passes: 0,
            end: None,
        }
    }

    fn options(&self) -> &YinshOptions {
        &self.options
    }

    fn turn(&self) -> Option<Turn<YinshDecision>> {
        self.turn
    }

    fn status(&self) -> Status {
        Status::from_end(self, self.end)
    }

    fn scores(&self) -> Vec<u32> {
        self.removed.iter().map(|&r| r as u32).collect()
    }

    fn legal_actions(&self, out: &mut Vec<YinshAction>) {
        let Some(Turn { seat, kind }) = self.turn else {
            return;
        };
        match kind {
            YinshDecision::PlaceRing => listing::push_placements(self.occupied(), out),
            YinshDecision::MoveRing => {
                listing::push_ring_moves(self.rings[seat.index()], &self.lines, out)
            }
            YinshDecision::Pass => out.push(YinshAction::Pass),
            YinshDecision::RemoveRow => {
                self.for_each_row(seat, |row| out.push(YinshAction::RemoveRow(row)))
            }
            YinshDecision::RemoveRing => out.extend(
                board::PointSet(self.rings[seat.index()])
                    .iter()
                    .map(YinshAction::RemoveRing),
            ),
        }
    }

    fn apply_into(
        &mut self,
        action: YinshAction,
        effects: &mut Vec<YinshEffect>,
    ) -> Result<(), YinshError> {
        let Some(Turn { seat, kind }) = self.turn else {
            return Err(YinshError::GameOver);
        };
        let s = seat.index();
        match (kind, action) {
            (YinshDecision::PlaceRing, YinshAction::PlaceRing(at)) => {
                if self.occupied() & at.bit() != 0 {
                    return Err(YinshError::Occupied(at));
                }
                self.rings[s] |= at.bit();
                self.lines.toggle_ring(at);
                effects.push(YinshEffect::RingPlaced { seat, at });
                let placed = self.rings[0].count_ones() + self.rings[1].count_ones();
                if placed == 2 * RINGS_PER_PLAYER as u32 {
                    self.begin_move(WHITE, effects);
                } else {
                    self.turn = Some(Turn {
                        seat: seat.opponent(),
                        kind: YinshDecision::PlaceRing,
                    });
                }
            }
            (YinshDecision::MoveRing, YinshAction::MoveRing { from, to }) => {
                if self.rings[s] & from.bit() == 0 {
                    return Err(YinshError::NotYourRing(from));
                }
                let flipped = self
                    .jumped_markers(from, to)
                    .ok_or(YinshError::BadDestination { from, to })?;
                self.pool -= 1;
                self.markers[s] |= from.bit();
                self.rings[s] ^= from.bit() | to.bit();
                self.markers[0] ^= flipped;
                self.markers[1] ^= flipped;
                self.lines.ring_moved(from, to);
                self.last_mover = seat;
                self.passes = 0;
                effects.push(YinshEffect::MarkerPlaced { seat, at: from });
                effects.push(YinshEffect::RingMoved {
                    seat,
                    from,
                    to,
                    flipped: board::PointSet(flipped),
                });
                self.continue_after_rows(effects);
            }
            (YinshDecision::Pass, YinshAction::Pass) => {
                effects.push(YinshEffect::Passed { seat });
                self.last_mover = seat;
                self.passes += 1;
                if self.passes >= 2 {
                    self.end(self.leader(), EndReason::Blocked, effects);
                } else {
                    self.begin_move(seat.opponent(), effects);
                }
            }
            (YinshDecision::RemoveRow, YinshAction::RemoveRow(row)) => {
                let mask = row.set().0;
                if self.markers[s] & mask != mask {
                    return Err(YinshError::NotYourRow(row));
                }
                self.markers[s] &= !mask;
                self.lines.markers_removed(&row.points());
                self.pool += 5;
                effects.push(YinshEffect::RowRemoved { seat, row });
                self.turn = Some(Turn {
                    seat,
                    kind: YinshDecision::RemoveRing,
                });
            }
            (YinshDecision::RemoveRing, YinshAction::RemoveRing(at)) => {
                if self.rings[s] & at.bit() == 0 {
                    return Err(YinshError::NotYourRing(at));
                }
                self.rings[s] &= !at.bit();
                self.lines.toggle_ring(at);
                self.removed[s] += 1;
                effects.push(YinshEffect::RingRemoved {
                    seat,
                    at,
                    removed: self.removed[s],
                });
                if self.removed[s] >= self.options.rings_to_win() {
                    self.end(Some(seat), EndReason::Goal, effects);
                } else {
                    self.continue_after_rows(effects);
                }
            }
            (expected, action) => return Err(YinshError::WrongDecision { expected, action }),
        }
        Ok(())
    }

    fn parse_action(&self, text: &str) -> Result<YinshAction, ParseError> {
        YinshAction::parse(text)
    }

    fn render_text(&self) -> String {
        text::render(self)
    }

    fn position_text(&self) -> String {
        position_text::write(self)
    }

    fn from_position(text: &str, options: &YinshOptions) -> Result<Self, PositionError> {
        position_text::read(text, options)
    }
}
