//! Yin-Yang on the shared view of stones ([`crate::kit::stones`]) and a 4x4 square
//! board ([`YinYangBoard`]): a pawn moves by a tap on it and one on the empty square;
//! the laws are written, shown and applied in the HUD ([`laws`]). Everything on screen
//! is drawn from the seat the screen is shown to (the kit's view): the opponent's
//! unlaid laws stay hidden, and with two people at one device the kit asks to pass it
//! before each player's turn.

pub mod law_advice;
mod laws;

mod pictures;
mod texts;

use std::fmt;

use bevy::prelude::*;
use bevy_egui::egui;
use plateau_rules::Text;
use plateau_rules::yinyang::board::{cell_label, goal};
use plateau_rules::yinyang::{
    BLACK, Cell, WHITE, YinYang, YinYangAction, YinYangDecision, YinYangEffect,
};
use plateau_rules::{Game, Seat};

use crate::boards::{BoardLook, square};
use crate::game_entry::AppGame;
use crate::games;
use crate::i18n::{Language, Tr};
use crate::kit::animation::Beat;
use crate::kit::stones::{Motion, Shape, StoneGame, StonesView, Zone};

/// Cells per side.
const SIDE: u8 = 4;

/// A square of the 4x4 board (0 is `a1`, then along the rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u8);

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&cell_label(self.0 as usize))
    }
}

/// The 4x4 board of Yin-Yang.
pub struct YinYangBoard;

impl BoardLook for YinYangBoard {
    type Point = Square;

    fn points() -> Vec<Square> {
        (0..16).map(Square).collect()
    }

    fn points_of(bits: u128) -> Vec<Square> {
        (0..16u8)
            .filter(|&i| bits & (1 << i) != 0)
            .map(Square)
            .collect()
    }

    fn position(square: Square) -> Vec2 {
        let (file, rank) = (square.0 % SIDE, square.0 / SIDE);
        square::position(i32::from(file), i32::from(rank), SIDE)
    }

    fn point_near(world: Vec2) -> Option<Square> {
        square::cell_near(world, SIDE).map(|(file, rank)| Square((rank * 4 + file) as u8))
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

    /// The whole cell, tinted: the board starts full, and a spot under the pawn on a
    /// goal corner would never show.
    fn zone_mark(unit: f32) -> Mesh {
        Rectangle::new(0.94 * unit, 0.94 * unit).into()
    }

    fn spawn(
        commands: &mut Commands,
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<ColorMaterial>,
        scope: impl Bundle + Clone,
    ) {
        square::spawn_board(SIDE, &[], commands, meshes, materials, scope);
    }
}

/// Yin-Yang's look.
pub struct YinYangStones;

/// Yin-Yang's view.
pub type YinYangView = StonesView<YinYangStones>;

/// The look of a pawn of `cell`'s colour.
fn look(cell: Cell) -> Option<Seat> {
    cell.owner()
}

impl StoneGame for YinYangStones {
    type Game = YinYang;
    type Board = YinYangBoard;
    const NAME: Text = texts::NAME;

    fn stones(state: &YinYang) -> Vec<(Square, Seat)> {
        (0..16u8)
            .filter_map(|i| look(state.cell(i as usize)).map(|seat| (Square(i), seat)))
            .collect()
    }

    fn shape(action: YinYangAction) -> Shape<Square> {
        match action {
            YinYangAction::Move { from, to } => Shape::Move {
                from: Square(from),
                to: Square(to),
            },
            _ => Shape::Button,
        }
    }

    fn motion(effect: &YinYangEffect) -> Motion<Square> {
        match *effect {
            YinYangEffect::PawnMoved { from, to } => Motion::Run(vec![Square(from), Square(to)]),
            YinYangEffect::PawnRemoved { cell, colour } => Motion::Remove {
                node: Square(cell),
                seat: colour,
            },
            YinYangEffect::PawnAdded { cell, colour } => Motion::Place {
                node: Square(cell),
                seat: colour,
            },
            _ => Motion::Still,
        }
    }

    fn beat(effect: &YinYangEffect) -> Option<Beat> {
        matches!(effect, YinYangEffect::LawLaid { .. }).then_some(Beat::RowLaid)
    }

    /// Each side's goal corner, in its colour (Black aims at d4, White at a1).
    fn zones(_: &YinYang) -> Vec<(u128, Zone)> {
        [BLACK, WHITE]
            .into_iter()
            .map(|seat| (1u128 << goal(seat), Zone::Seat(seat)))
            .collect()
    }

    fn instruction(state: &YinYang) -> Tr {
        match state.turn().map(|t| t.kind) {
            Some(YinYangDecision::WriteLaw) => texts::WRITE,
            Some(YinYangDecision::RewriteLaw) => texts::REWRITE,
            Some(YinYangDecision::ApplyOrEnd) => texts::APPLY_OR_END,
            _ => texts::MOVE_OR_APPLY,
        }
    }

    fn button(action: YinYangAction, lang: Language) -> String {
        laws::button_text(action, lang)
    }

    fn decision_ui(
        ui: &mut egui::Ui,
        drawn: &YinYang,
        viewer: Seat,
        live: bool,
        lang: Language,
        out: &mut Vec<YinYangAction>,
    ) -> bool {
        laws::panel(ui, drawn, viewer, live, lang, out)
    }

    fn announcement(effects: &[YinYangEffect], lang: Language) -> Option<String> {
        effects.iter().find_map(|effect| match effect {
            YinYangEffect::LawLaid { .. } => Some(texts::LAW_LAID.get(lang).to_string()),
            YinYangEffect::LawTurnedDown { .. } => Some(texts::LAW_REWRITTEN.get(lang).to_string()),
            _ => None,
        })
    }
}

/// The game's entry in the app's catalog.
pub const GAME: AppGame = games::folder_entry!(YinYangView).with_pictures(pictures::PICTURES);
