//! Zen l'Initié's pictures in its rules help: its counting rule on a row of squares,
//! a move past its own pawn and a capture.

use bevy_egui::egui::{self, Color32, Sense, Stroke, Vec2};
use plateau_rules::Text;

use crate::game_entry::RulesPictures;
use crate::i18n::{Language, text};
use crate::rules_pictures::pawn_colours;

/// The pictures, after the moves are told.
pub const PICTURES: RulesPictures = RulesPictures { before: 4, draw };

/// Draws each row with its caption.
fn draw(ui: &mut egui::Ui, lang: Language) {
    for (row, target, caption) in COUNTS {
        count_picture(ui, row, target, caption, lang);
    }
}

/// A square of a Zen row: empty, a black or white pawn, or the Zen.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Square {
    Empty,
    Black,
    White,
    Zen,
}

/// Zen l'Initié's count, on a row of seven squares: the black pawn on the first square
/// moves as many squares as there are pieces on the row, to `target`.
const COUNTS: [([Square; 7], usize, Text); 2] = {
    use Square::*;
    [
        (
            [Black, Empty, Black, Empty, Empty, Zen, Empty],
            3,
            Text {
                en: "Three pieces on the row, the pawn itself included: it moves exactly three squares, over its own pawn.",
                fr: "Trois pièces sur la rangée, le pion compris : il avance d'exactement trois cases, par-dessus son propre pion.",
            },
        ),
        (
            [Black, Empty, White, Empty, Empty, Empty, Empty],
            2,
            Text {
                en: "Two pieces: two squares, onto the white pawn, which is taken. A pawn never jumps an enemy pawn.",
                fr: "Deux pièces : deux cases, sur le pion blanc, qui est pris. Un pion ne saute jamais un pion adverse.",
            },
        ),
    ]
};

/// The number of pieces on a row: how far a pawn on it moves.
fn pieces(row: &[Square]) -> usize {
    row.iter().filter(|&&s| s != Square::Empty).count()
}

/// A row of squares, the move from the first square drawn as an arrow to its target,
/// ringed and numbered with the count, and the caption.
fn count_picture(
    ui: &mut egui::Ui,
    row: [Square; 7],
    target: usize,
    caption: Text,
    lang: Language,
) {
    const CELL: f32 = 28.0;
    let size = Vec2::new(CELL * row.len() as f32, CELL * 1.9);
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter_at(rect);
    let top = rect.min + Vec2::new(0.0, CELL * 0.9);
    let centre = |i: usize| top + Vec2::new((i as f32 + 0.5) * CELL, CELL * 0.5);
    for (i, square) in row.into_iter().enumerate() {
        let min = top + Vec2::new(i as f32 * CELL, 0.0);
        let tile = egui::Rect::from_min_size(min, Vec2::splat(CELL)).shrink(1.0);
        let light = Color32::from_rgb(232, 214, 180);
        let dark = Color32::from_rgb(214, 188, 146);
        painter.rect_filled(tile, 2.0, if i % 2 == 0 { light } else { dark });
        match square {
            Square::Empty => {}
            Square::Zen => {
                let red = Color32::from_rgb(200, 40, 40);
                painter.circle(
                    centre(i),
                    CELL * 0.34,
                    red,
                    Stroke::new(1.5, Color32::from_rgb(120, 20, 20)),
                );
            }
            pawn => {
                let (fill, edge) = pawn_colours(pawn == Square::White);
                painter.circle(centre(i), CELL * 0.34, fill, Stroke::new(1.5, edge));
            }
        }
    }
    let gold = Color32::from_rgb(230, 170, 40);
    painter.circle_stroke(centre(target), CELL * 0.44, Stroke::new(2.5, gold));
    // The arrow over the row, from the pawn to its target, with the count above it.
    let lift = Vec2::new(0.0, -CELL * 0.62);
    let from = centre(0) + lift;
    painter.arrow(from, centre(target) + lift - from, Stroke::new(2.0, gold));
    painter.text(
        from + (centre(target) + lift - from) / 2.0 + Vec2::new(0.0, -CELL * 0.28),
        egui::Align2::CENTER_CENTER,
        pieces(&row).to_string(),
        egui::FontId::proportional(15.0),
        gold,
    );
    ui.label(egui::RichText::new(text(caption, lang)).italics());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_row_moves_as_far_as_it_has_pieces_as_in_the_rules() {
        // Zen l'Initié: each row's target is as far as the row has pieces, and the
        // move is legal in the rules (a row of the real board set up the same way).
        for (row, target, _) in COUNTS {
            assert_eq!(pieces(&row), target);
            let mut black = vec!["k1".to_string(), "k2".to_string()];
            let mut white = vec!["k10".to_string(), "k11".to_string()];
            let mut zen = "h9".to_string();
            for (i, square) in row.iter().enumerate() {
                let cell = format!("{}6", (b'a' + i as u8) as char);
                match square {
                    Square::Empty => {}
                    Square::Black => black.push(cell),
                    Square::White => white.push(cell),
                    Square::Zen => zen = cell,
                }
            }
            let position = format!(
                "B:{};W:{};Z:{zen};black:move;ban:-;round:1;starter:black;score:0-0;plies:0",
                black.join(","),
                white.join(",")
            );
            let options = Default::default();
            let game = <plateau_rules::zen::Zen as plateau_rules::Game>::from_position(
                &position, &options,
            )
            .unwrap_or_else(|e| panic!("{position}: {e}"));
            let to = format!("{}6", (b'a' + target as u8) as char);
            let mut legal = Vec::new();
            plateau_rules::Game::legal_actions(&game, &mut legal);
            assert!(
                legal.iter().any(|a| a.to_string() == format!("a6-{to}")),
                "a6-{to} is legal in {position}"
            );
        }
    }
}
