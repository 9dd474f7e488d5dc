//! Zen l'Initié: two players, or four in two teams, on an 11x11 board.
//!
//! A pawn moves in a straight line exactly as many cells as there are pieces on that
//! whole line, over its own pawns and the Zen but never over an enemy pawn, and takes
//! by landing. The red Zen is everyone's pawn. The first side to join all its pawns
//! (and the Zen, while it lives) in one chain of neighbours wins.
//!
//! Options: four players (Black 1, White 1, Black 2, White 2 in turn; the teams win
//! together), the variants (1: check and mate announced by the rules; 2: check and mate,
//! rounds scored to 7 points; 3: rounds, the Zen free of its contact rule), who starts,
//! and the turn limit. Rulings follow the project's rule notes (section 5): see
//! [`judge`](self) for wins and draws, the check module for check and mate, and the
//! scoring module for rounds.

mod action;
mod bits;
mod cell;
mod check;
mod error;
mod judge;
mod lines;
mod moves;
mod options;
mod piece;
mod pieces;
mod position_text;
mod scoring;
mod zobrist;

use std::fmt;
use std::hash::{Hash, Hasher};

pub use action::{DrawBy, RoundScore, WinBy, ZenAction, ZenDecision, ZenEffect};
pub use bits::{around, dilate, groups};
pub use cell::{CELLS, Cell, cells_of};
pub use error::ZenError;
pub use judge::Outcome;
pub use options::{MATCH_POINTS, Variant, ZenOptions};
pub use piece::{Colour, Piece};
pub use pieces::{PAWNS, Pieces};
pub use scoring::score_round;

use bits::direction_between;
use check::{gives_check, is_mate};
use judge::judge;
use lines::Lines;
use moves::{ZenRules, has_move, landing, list_moves, mover_at};
use zobrist::PiecesKey;

use crate::repetition::TurnLog;
use crate::{EndReason, Game, GameResult, ParseError, PositionError, Seat, Status, Team, Turn};

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct End {
    winner: Option<Team>,
    reason: EndReason,
}

/// A Zen l'Initié state: a game, or a match of rounds in variants 2 and 3.
#[derive(Clone, Debug)]
pub struct Zen {
    options: ZenOptions,
    pieces: Pieces,
    /// The pieces on each line of `pieces`.
    lines: Lines,
    /// The key of `pieces`, for repetition.
    pieces_key: PiecesKey,
    /// Whose decision it is.
    to_move: Seat,
    /// Rule a/: the cell the Zen just left, barred to it this turn.
    ban: Option<Cell>,
    /// Whether the side that just moved gives check (variants 1 and 2).
    check: bool,
    /// Whether the seat to move has no move and must pass.
    passing: bool,
    /// The round, from 1 (always 1 without rounds).
    round: u32,
    /// The colour that started the round (it fixes the order of four players).
    starter: Colour,
    /// The match score, by colour (variants 2 and 3).
    score: [u32; 2],
    /// Positions of the round and turns of the match, for repetition and the limit.
    log: TurnLog,
    end: Option<End>,
}

impl PartialEq for Zen {
    /// Equal positions with equal counters; the positions met earlier in the round are
    /// not compared (a position text cannot hold them).
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options
            && self.pieces == other.pieces
            && self.to_move == other.to_move
            && self.ban == other.ban
            && self.check == other.check
            && self.passing == other.passing
            && self.round == other.round
            && self.starter == other.starter
            && self.score == other.score
            && self.log == other.log
            && self.end == other.end
    }
}

impl Hash for Zen {
    /// The position and the match, not the counters (for the AI's transpositions).
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.pieces.hash(state);
        self.to_move.hash(state);
        self.ban.hash(state);
        self.round.hash(state);
        self.score.hash(state);
        self.end.hash(state);
    }
}

impl Zen {
    /// The pieces on the board.
    pub fn pieces(&self) -> &Pieces {
        &self.pieces
    }

    /// The colour `seat` plays: Black for seats 0 and 2, White for 1 and 3.
    pub fn colour_of(seat: Seat) -> Colour {
        if seat.0.is_multiple_of(2) {
            Colour::Black
        } else {
            Colour::White
        }
    }

    /// The cell the Zen may not go back to this turn (rule a/).
    pub fn zen_ban(&self) -> Option<Cell> {
        self.ban
    }

    /// The team that gives check, in variants 1 and 2: the side that just moved
    /// threatens to win with its next move.
    pub fn check(&self) -> Option<Team> {
        let mover = Zen::colour_of(self.to_move).other();
        self.check.then(|| mover.team())
    }

    /// The round, from 1 (always 1 in the base game and variant 1).
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The colour that started this round.
    pub fn round_starter(&self) -> Colour {
        self.starter
    }

    /// The match score by colour (Black, White), in variants 2 and 3.
    pub fn match_score(&self) -> [u32; 2] {
        self.score
    }

    /// Turns played in the whole game (or match).
    pub fn plies(&self) -> u32 {
        self.log.plies()
    }

    /// What limits the Zen's moves this turn.
    fn zen_rules(&self) -> ZenRules {
        ZenRules {
            ban: self.ban,
            contact: self.options.variant.zen_needs_contact(),
        }
    }

    /// The seat after `seat`: the colours alternate; with four players the order is the
    /// starting colour's seat 1, the other's seat 1, then both seats 2.
    fn next_seat(&self, seat: Seat) -> Seat {
        if !self.options.four_players {
            return seat.opponent();
        }
        let order = match self.starter {
            Colour::Black => [0, 1, 2, 3],
            Colour::White => [1, 0, 3, 2],
        };
        let at = order.iter().position(|&s| s == seat.0).unwrap_or(0);
        Seat(order[(at + 1) % 4])
    }

    /// The position's key for repetition: the pieces, the seat to move and the ban.
    fn key(&self) -> u64 {
        self.pieces_key.position(self.to_move, self.ban)
    }

    /// Puts `pieces` on the board.
    fn set_pieces(&mut self, pieces: Pieces) {
        self.pieces = pieces;
        self.lines = Lines::of(&pieces);
        self.pieces_key = PiecesKey::of(&pieces);
    }

    fn update_passing(&mut self) {
        let colour = Zen::colour_of(self.to_move);
        self.passing =
            self.end.is_none() && !has_move(&self.pieces, &self.lines, colour, self.zen_rules());
    }

    /// A new round (or the first) from the start position, `starter` to move.
    fn start_round(&mut self, starter: Colour) {
        self.set_pieces(Pieces::start());
        self.starter = starter;
        self.to_move = Seat(starter.index() as u8);
        self.ban = None;
        self.check = false;
        self.log.clear_positions();
        self.log.record(self.key());
    }

    /// Checks a move of the seat to move and returns the cells of the pieces it passes
    /// over.
    fn check_move(&self, from: Cell, to: Cell) -> Result<u128, ZenError> {
        let colour = Zen::colour_of(self.to_move);
        if mover_at(&self.pieces, colour, from).is_none() {
            return Err(ZenError::NotYourPiece(from));
        }
        let dir = direction_between(from, to).ok_or(ZenError::NotALine { from, to })?;
        let count = u32::from(self.lines.through(from)[dir % 4]);
        if count > bits::ray_length(from, dir) || bits::reach(from, dir, count).0 != to {
            return Err(ZenError::WrongDistance { from, to, count });
        }
        let (_, over) = landing(&self.pieces, colour, from, dir, count, self.zen_rules())?;
        Ok(over)
    }

    /// After a turn: wins, check and mate, repetition, the turn limit.
    fn end_turn(
        &mut self,
        before: &Pieces,
        played: Option<pieces::Played>,
        out: &mut Vec<ZenEffect>,
    ) {
        let mover = Zen::colour_of(self.to_move);
        self.log.count_turn();
        self.ban = played.filter(|p| p.piece == Piece::Zen).map(|p| p.from);
        self.check = false;
        let mut outcome = played.and_then(|p| judge(before, &self.pieces, mover, &p));
        let variant = self.options.variant;
        if outcome.is_none() && variant.has_check() {
            let contact = variant.zen_needs_contact();
            if gives_check(&self.pieces, mover, contact) {
                self.check = true;
                out.push(ZenEffect::Check { by: mover.team() });
                let reply = ZenRules {
                    ban: self.ban,
                    contact,
                };
                if is_mate(&self.pieces, mover, reply) {
                    outcome = Some(Outcome::Win(mover, WinBy::Mate));
                }
            }
        }
        self.to_move = self.next_seat(self.to_move);
        match outcome {
            Some(outcome) => self.conclude(outcome, out),
            None => {
                // No position from before a capture can come back: forget them.
                if played.is_some_and(|p| p.captured.is_some()) {
                    self.log.clear_positions();
                }
                if self.log.record(self.key()) >= 3 {
                    self.conclude(Outcome::Draw(DrawBy::Repetition), out);
                }
            }
        }
        if self.end.is_none() && self.log.limit_reached(self.options.max_plies) {
            self.end = Some(End {
                winner: None,
                reason: EndReason::PlyLimit,
            });
            out.push(ZenEffect::Drawn {
                by: DrawBy::PlyLimit,
            });
        }
        self.update_passing();
    }

    /// The end of the game, or of the round in variants 2 and 3.
    fn conclude(&mut self, outcome: Outcome, out: &mut Vec<ZenEffect>) {
        let winner = match outcome {
            Outcome::Win(colour, by) => {
                let chain = match by {
                    WinBy::Mate => 0,
                    WinBy::LastCapture => self.pieces.pawns(colour),
                    WinBy::Connection => self.pieces.chain(colour),
                };
                out.push(ZenEffect::Won {
                    team: colour.team(),
                    by,
                    chain,
                });
                Some(colour)
            }
            Outcome::Draw(by) => {
                out.push(ZenEffect::Drawn { by });
                None
            }
        };
        let reason = match outcome {
            Outcome::Draw(DrawBy::Repetition) => EndReason::Repetition,
            _ => EndReason::Goal,
        };
        if !self.options.variant.has_rounds() {
            self.end = Some(End {
                winner: winner.map(Colour::team),
                reason,
            });
            return;
        }
        let score = match winner {
            Some(colour) => score_round(&self.pieces, colour.other()),
            None => RoundScore {
                counted: 0,
                zen_point: false,
                points: 0,
            },
        };
        if let Some(colour) = winner {
            self.score[colour.index()] += score.points;
        }
        out.push(ZenEffect::RoundScored {
            winner: winner.map(Colour::team),
            score,
            total: self.score,
        });
        if let Some(champion) = Colour::BOTH
            .into_iter()
            .find(|c| self.score[c.index()] >= MATCH_POINTS)
        {
            self.end = Some(End {
                winner: Some(champion.team()),
                reason: EndReason::Goal,
            });
            return;
        }
        // The losing colour starts the next round; after a draw, the other colour.
        let starter = winner.map_or(self.starter.other(), Colour::other);
        self.round += 1;
        self.start_round(starter);
        out.push(ZenEffect::RoundStarted {
            round: self.round,
            starter,
            seat: self.to_move,
        });
    }
}

impl Game for Zen {
    type Action = ZenAction;
    type Decision = ZenDecision;
    type Effect = ZenEffect;
    type Error = ZenError;
    type Options = ZenOptions;

    const ID: &'static str = "zen";
    const NAME: &'static str = "Zen l'Initié";
    const SEAT_NAMES: &'static [&'static str] = &["black1", "white1", "black2", "white2"];

    fn new(options: &ZenOptions) -> Self {
        let mut game = Zen {
            options: *options,
            pieces: Pieces::start(),
            lines: Lines::of(&Pieces::start()),
            pieces_key: PiecesKey::of(&Pieces::start()),
            to_move: Seat(0),
            ban: None,
            check: false,
            passing: false,
            round: 1,
            starter: options.first,
            score: [0; 2],
            log: TurnLog::default(),
            end: None,
        };
        game.start_round(options.first);
        game.update_passing();
        game
    }

    fn options(&self) -> &ZenOptions {
        &self.options
    }

    fn seat_count(&self) -> usize {
        if self.options.four_players { 4 } else { 2 }
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        match (self.options.four_players, seat.0) {
            (false, 0) => "black",
            (false, _) => "white",
            (true, _) => Self::SEAT_NAMES
                .get(seat.index())
                .copied()
                .unwrap_or("white2"),
        }
    }

    fn team_count(&self) -> usize {
        2
    }

    fn team_of(&self, seat: Seat) -> Team {
        Zen::colour_of(seat).team()
    }

    fn team_name(&self, team: Team) -> &'static str {
        Colour::of_team(team).name()
    }

    fn turn(&self) -> Option<Turn<ZenDecision>> {
        self.end.is_none().then_some(Turn {
            seat: self.to_move,
            kind: if self.passing {
                ZenDecision::Pass
            } else {
                ZenDecision::Move
            },
        })
    }

    fn status(&self) -> Status {
        match self.end {
            None => Status::Ongoing,
            Some(End { winner, reason }) => Status::Over(GameResult {
                winner,
                scores: self.scores(),
                reason,
            }),
        }
    }

    fn scores(&self) -> Vec<u32> {
        if self.options.variant.has_rounds() {
            self.score.to_vec()
        } else {
            Vec::new()
        }
    }

    fn legal_actions(&self, out: &mut Vec<ZenAction>) {
        if self.end.is_some() {
            return;
        }
        if self.passing {
            out.push(ZenAction::Pass);
            return;
        }
        let colour = Zen::colour_of(self.to_move);
        list_moves(&self.pieces, &self.lines, colour, self.zen_rules(), out);
    }

    fn apply_into(&mut self, action: ZenAction, out: &mut Vec<ZenEffect>) -> Result<(), ZenError> {
        if self.end.is_some() {
            return Err(ZenError::GameOver);
        }
        let before = self.pieces;
        match action {
            ZenAction::Pass => {
                if !self.passing {
                    return Err(ZenError::MustMove);
                }
                out.push(ZenEffect::Passed { seat: self.to_move });
                self.end_turn(&before, None, out);
            }
            ZenAction::Move { from, to } => {
                if self.passing {
                    return Err(ZenError::MustPass);
                }
                let over = self.check_move(from, to)?;
                let played = self.pieces.play(from, to, over);
                self.lines.play(&played);
                self.pieces_key.play(&played);
                out.push(ZenEffect::Moved {
                    from,
                    to,
                    piece: played.piece,
                    over,
                });
                if let Some(piece) = played.captured {
                    out.push(ZenEffect::Captured { at: to, piece });
                }
                self.end_turn(&before, Some(played), out);
            }
        }
        Ok(())
    }

    fn parse_action(&self, text: &str) -> Result<ZenAction, ParseError> {
        ZenAction::parse(text)
    }

    fn render_text(&self) -> String {
        let mut text = String::new();
        for rank in (0..11).rev() {
            text.push_str(&format!("{:>2} ", rank + 1));
            let row: Vec<&str> = (0..11)
                .map(
                    |file| match Cell::at(file, rank).and_then(|c| self.pieces.at(c)) {
                        Some(Piece::Pawn(Colour::Black)) => "B",
                        Some(Piece::Pawn(Colour::White)) => "W",
                        Some(Piece::Zen) => "Z",
                        None => ".",
                    },
                )
                .collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        text.push_str("   a b c d e f g h i j k\n");
        text
    }

    fn position_text(&self) -> String {
        position_text::write(self)
    }

    fn from_position(text: &str, options: &ZenOptions) -> Result<Self, PositionError> {
        position_text::read(text, options)
    }
}

impl fmt::Display for Zen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_text())
    }
}
