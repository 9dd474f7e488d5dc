//! Zen l'Initié on the shared view of stones ([`crate::kit::stones`]) and an 11x11
//! square board ([`ZenBoard`]): a tap on a pawn (or the Zen) and one on where it lands.
//! Black and white pawns whatever the number of players, the Zen in red; check and the
//! end of a round are announced, and the match score is shown in variants 2 and 3.

mod pictures;
mod texts;

use bevy::prelude::*;
use plateau_rules::Text;
use plateau_rules::zen::{
    CELLS, Cell, Colour, MATCH_POINTS, Piece, Zen, ZenAction, ZenDecision, ZenEffect, cells_of,
};
use plateau_rules::{Game, GameOptions, Seat};

use crate::boards::{BoardLook, square};
use crate::game_entry::{self, AppGame, SeatLook};
use crate::games;
use crate::i18n::{Language, Tr};
use crate::kit::animation::Beat;
use crate::kit::stones::{Motion, Shape, StoneGame, StonesView};
use crate::screens::fill;

/// Cells per side.
const SIDE: u8 = 11;

/// The 11x11 board of Zen l'Initié.
pub struct ZenBoard;

impl BoardLook for ZenBoard {
    type Point = Cell;

    fn points() -> Vec<Cell> {
        Cell::all().collect()
    }

    fn points_of(bits: u128) -> Vec<Cell> {
        cells_of(bits).collect()
    }

    fn position(cell: Cell) -> Vec2 {
        let (file, rank) = cell.coords();
        square::position(file, rank, SIDE)
    }

    fn point_near(world: Vec2) -> Option<Cell> {
        square::cell_near(world, SIDE).and_then(|(file, rank)| Cell::at(file, rank))
    }

    fn view_area() -> (Vec2, Vec2) {
        square::view_area(SIDE)
    }

    fn step() -> f32 {
        square::CELL
    }

    fn stone_radius() -> f32 {
        0.4
    }

    fn spawn(
        commands: &mut Commands,
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<ColorMaterial>,
        scope: impl Bundle + Clone,
    ) {
        // The centre, where the Zen starts.
        square::spawn_board(SIDE, &[(5, 5)], commands, meshes, materials, scope);
    }
}

/// Zen l'Initié's look.
pub struct ZenStones;

/// Zen l'Initié's view.
pub type ZenView = StonesView<ZenStones>;

/// The looks: black pawns, white pawns, the red Zen.
const LOOKS: [[u8; 3]; 3] = [[33, 33, 41], [242, 237, 222], [196, 52, 44]];

/// A piece's look (an index into [`LOOKS`]).
fn look(piece: Piece) -> Seat {
    match piece {
        Piece::Pawn(Colour::Black) => Seat(0),
        Piece::Pawn(Colour::White) => Seat(1),
        Piece::Zen => Seat(2),
    }
}

impl StoneGame for ZenStones {
    type Game = Zen;
    type Board = ZenBoard;
    const NAME: Text = texts::NAME;

    fn stones(state: &Zen) -> Vec<(Cell, Seat)> {
        let pieces = state.pieces();
        Colour::BOTH
            .into_iter()
            .flat_map(|c| cells_of(pieces.pawns(c)).map(move |cell| (cell, look(Piece::Pawn(c)))))
            .chain(pieces.zen.map(|cell| (cell, look(Piece::Zen))))
            .collect()
    }

    fn colours() -> Option<&'static [[u8; 3]]> {
        Some(&LOOKS)
    }

    fn shape(action: ZenAction) -> Shape<Cell> {
        match action {
            ZenAction::Move { from, to } => Shape::Move { from, to },
            ZenAction::Pass => Shape::Button,
        }
    }

    fn motion(effect: &ZenEffect) -> Motion<Cell> {
        match *effect {
            ZenEffect::Moved { from, to, over, .. } if over != 0 => Motion::Hop {
                from,
                over: cells_of(over).collect(),
                to,
            },
            ZenEffect::Moved { from, to, .. } => Motion::Run(vec![from, to]),
            ZenEffect::Captured { at, piece } => Motion::Remove {
                node: at,
                seat: look(piece),
            },
            // A new round: the pieces go back to the start.
            ZenEffect::RoundStarted { .. } => Motion::Reset,
            _ => Motion::Still,
        }
    }

    fn beat(effect: &ZenEffect) -> Option<Beat> {
        match *effect {
            ZenEffect::Check { .. } => Some(Beat::Check),
            ZenEffect::Passed { .. } => Some(Beat::Pass),
            ZenEffect::RoundScored {
                winner: Some(_), ..
            } => Some(Beat::RoundWon),
            _ => None,
        }
    }

    /// The winner's chain, once the game (or the match) is won.
    fn highlighted(state: &Zen) -> u128 {
        match state.status().result().and_then(|r| r.winner) {
            Some(team) => state.pieces().chain(Colour::of_team(team)) & ((1 << CELLS) - 1),
            None => 0,
        }
    }

    fn instruction(state: &Zen) -> Tr {
        match state.turn().map(|t| t.kind) {
            Some(ZenDecision::Pass) => Tr::PassTurn,
            _ => texts::MOVE,
        }
    }

    fn button(_: ZenAction, lang: Language) -> String {
        Tr::PassButton.get(lang).to_string()
    }

    /// A pawn moves exactly as many squares as there are pieces on its line: that count
    /// is written on each square it can reach.
    fn target_label(_: &Zen, from: Cell, to: Cell) -> Option<String> {
        let ((fx, fy), (tx, ty)) = (from.coords(), to.coords());
        Some((fx - tx).abs().max((fy - ty).abs()).to_string())
    }

    /// Check; or a round's end: who scored what (the loser's pawns that counted, by
    /// cell, and the Zen's point), the match score, and who starts the next round.
    fn announcement(effects: &[ZenEffect], lang: Language) -> Option<String> {
        let colour = |team: plateau_rules::Team| match Colour::of_team(team) {
            Colour::Black => Tr::Black.get(lang),
            Colour::White => Tr::White.get(lang),
        };
        let mut said = Vec::new();
        // A move that wins the round is no check.
        let round_over = effects
            .iter()
            .any(|e| matches!(e, ZenEffect::RoundScored { .. }));
        for effect in effects {
            match *effect {
                ZenEffect::Check { .. } if !round_over => {
                    said.push(texts::CHECK.get(lang).to_string())
                }
                ZenEffect::RoundScored {
                    winner,
                    score,
                    total,
                } => {
                    said.push(match winner {
                        Some(team) => {
                            let mut counted: Vec<String> = cells_of(score.counted)
                                .map(|cell| cell.to_string())
                                .collect();
                            if score.zen_point {
                                counted.push(texts::THE_ZEN.get(lang).to_string());
                            }
                            let counted = if counted.is_empty() {
                                texts::NOTHING_COUNTED.get(lang).to_string()
                            } else {
                                counted.join(", ")
                            };
                            fill(
                                texts::ROUND_WON.get(lang),
                                &[
                                    ("team", colour(team)),
                                    ("points", &score.points.to_string()),
                                    ("counted", &counted),
                                ],
                            )
                        }
                        None => texts::ROUND_DRAWN.get(lang).to_string(),
                    });
                    said.push(fill(
                        texts::MATCH_SCORE.get(lang),
                        &[
                            ("black", &total[0].to_string()),
                            ("white", &total[1].to_string()),
                        ],
                    ));
                }
                ZenEffect::RoundStarted { round, starter, .. } => {
                    let starter = match starter {
                        Colour::Black => Tr::Black.get(lang),
                        Colour::White => Tr::White.get(lang),
                    };
                    said.push(fill(
                        texts::ROUND_STARTS.get(lang),
                        &[("round", &round.to_string()), ("colour", starter)],
                    ));
                }
                _ => {}
            }
        }
        (!said.is_empty()).then(|| said.join(" "))
    }

    fn subtitle(state: &Zen, lang: Language) -> Vec<String> {
        let mut lines = Vec::new();
        if state.options().four_players {
            lines.push(texts::TEAMS.get(lang).to_string());
        }
        if let Some(game) = crate::catalog::find(<Zen as Game>::ID)
            && let Some(spec) = game.options().iter().find(|spec| spec.key == "variant")
        {
            let value = state
                .options()
                .to_pairs()
                .into_iter()
                .find(|(k, _)| k == "variant")
                .map(|(_, v)| v)
                .unwrap_or_default();
            lines.push(crate::game_entry::value_label(spec, &value, lang));
        }
        lines
    }

    fn position_line(state: &Zen, lang: Language) -> Option<String> {
        let options = state.options();
        if !options.variant.has_rounds() {
            return None;
        }
        let [black, white] = state.match_score();
        Some(fill(
            texts::SCORE.get(lang),
            &[
                ("round", &state.round().to_string()),
                ("black", &black.to_string()),
                ("white", &white.to_string()),
                ("target", &MATCH_POINTS.to_string()),
            ],
        ))
    }
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame = games::folder_entry!(ZenView)
    .with_seats(&[
        game_entry::BLACK,
        game_entry::WHITE,
        // A second Black player and a second White one (four players in two teams).
        SeatLook {
            name: texts::BLACK_2,
            ..game_entry::BLACK
        },
        SeatLook {
            name: texts::WHITE_2,
            ..game_entry::WHITE
        },
    ])
    .with_drawn_by_lot(&["first"])
    .with_pictures(pictures::PICTURES);
